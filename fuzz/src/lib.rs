//! Checks shared by the FEEN fuzz targets: `View` and `Position` must agree
//! on every input (verdict, error, counts, shape, hands, styles, squares and
//! canonical string), accepted strings must round-trip byte for byte, errors
//! must point inside the input, limits must only ever reject with a limit
//! error, and the spec author's crate must give the same verdict wherever its
//! own limits do not apply. A visitor of the validating reader is told
//! what the view's token walks read.

use sashite_feen::{Found, Lenient, Limits, ParseError, Position, Side, View};

pub mod fen;
/// `View::parse_visiting` against the view's token walks, shared with the
/// FEEN crate's integration tests.
#[path = "../../crates/sashite-feen/tests/common/visited.rs"]
mod visited;

/// How many squares are compared one by one (boards can have 10^20 squares).
const SQUARES_COMPARED: u128 = 4096;

/// Runs every FEEN check on `data`; `edits` also exercises the editing API
/// of `Position` (the `feen_position` target).
pub fn check_feen(data: &[u8], edits: bool) {
    let view = View::try_from(data);
    let position = Position::try_from(data);
    assert_eq!(
        view.as_ref().err(),
        position.as_ref().err(),
        "View and Position disagree on {data:?}"
    );
    assert_eq!(visited::visited_as_walked(data), view.is_ok());
    if let Ok(text) = core::str::from_utf8(data) {
        assert_eq!(View::parse(text), view);
        assert_eq!(Position::parse(text).as_ref(), position.as_ref());
        assert_eq!(sashite_feen::is_valid(text), view.is_ok());
        if let Ok(view) = &view {
            assert_eq!(sashite_feen::normalize(text).as_deref(), Ok(view.as_str()));
        }
        check_limits(text, view.as_ref().ok());
        check_upstream(text, view.as_ref().ok());
    }
    match (view, position) {
        (Ok(view), Ok(position)) => {
            agree(&view, &position);
            assert_eq!(view.to_string().as_bytes(), data);
            assert_eq!(position.to_string().as_bytes(), data);
            assert_eq!(Position::from_view(&view), position);
            if edits {
                check_edits(&position);
            }
        }
        (Err(err), Err(_)) => check_error(data, &err),
        _ => unreachable!("verdicts compared above"),
    }
}

/// The offset of an error lies in the input, and a byte it names is the byte
/// at that offset.
fn check_error(data: &[u8], err: &ParseError) {
    let Some(offset) = err.offset() else {
        assert!(data.is_empty(), "{err:?}: only an empty input has no offset");
        return;
    };
    assert!(offset <= data.len(), "{err:?} for {} bytes", data.len());
    let found = match *err {
        ParseError::Syntax { found, .. }
        | ParseError::Piece { found, .. }
        | ParseError::Style { found, .. }
        | ParseError::Count { found, .. } => Some(found),
        _ => None,
    };
    if let Some(found) = found {
        assert_eq!(found, Found::at(data, offset), "{err:?}");
    }
    assert!(!err.code().is_empty());
}

/// Everything a view and a position can both say about themselves.
fn agree(view: &View<'_>, position: &Position) {
    assert_eq!(view.square_count(), position.square_count());
    assert_eq!(view.board_piece_count(), position.board_piece_count());
    assert_eq!(view.hand_piece_count(), position.hand_piece_count());
    assert_eq!(view.piece_count(), position.piece_count());
    assert!(view.piece_count() <= view.square_count());
    assert_eq!(view.dimension_count(), position.dimension_count());
    assert_eq!(view.shape().as_deref(), position.shape());
    if let Some(shape) = position.shape() {
        assert_eq!(shape.len(), position.dimension_count());
        let product = shape
            .iter()
            .try_fold(1u128, |acc, &axis| acc.checked_mul(axis));
        assert_eq!(product, Some(position.square_count()));
    }
    assert_eq!(view.active_side(), position.active_side());
    assert_eq!(view.active_style(), position.styles().active());
    assert_eq!(view.inactive_style(), position.styles().inactive());
    assert_eq!(view.first_style(), position.styles().first());
    assert_eq!(view.second_style(), position.styles().second());
    assert_ne!(view.active_side(), view.inactive_side());
    for side in [Side::First, Side::Second] {
        assert!(view.hand(side).eq(position.hand(side).iter().copied()));
        assert_eq!(view.hand_count(side), position.hands().count(side));
    }
    let compared = view.square_count().min(SQUARES_COMPARED);
    let mut index = 0u128;
    let mut pieces = 0u128;
    for square in view.squares() {
        if index == compared {
            break;
        }
        assert_eq!(position.get(index), Some(square), "square {index}");
        pieces += u128::from(square.is_some());
        index += 1;
    }
    if view.square_count() <= SQUARES_COMPARED {
        assert_eq!(index, view.square_count());
        assert_eq!(pieces, view.board_piece_count());
    }
    assert_eq!(position.get(view.square_count()), None);
    assert_eq!(
        position.placement().pieces().len() as u128,
        position.board_piece_count()
    );
}

/// Stricter limits reject only with a limit error, and accept exactly the
/// strings that fit them.
fn check_limits(text: &str, view: Option<&View<'_>>) {
    let limited = View::parse_with(text, &Limits::UPSTREAM);
    match (view, &limited) {
        (Some(view), Ok(small)) => assert_eq!(small, view),
        (Some(view), Err(err)) => {
            assert!(err.is_limit(), "{err:?}");
            assert!(
                view.as_str().len() > Limits::UPSTREAM.max_bytes()
                    || view.dimension_count() > Limits::UPSTREAM.max_dimensions()
                    || view.square_count() > Limits::UPSTREAM.max_squares(),
                "{err:?}"
            );
        }
        (None, Ok(_)) => panic!("stricter limits accept what the defaults reject"),
        (None, Err(_)) => {}
    }
}

/// Whether a valid view is inside the limits of the spec author's crate
/// (sashite-feen 0.2): at most 4,096 bytes, 3 dimensions, 65,025 squares,
/// 255 cells per axis, and a regular board. Outside them that crate rejects
/// valid FEEN, and the specification wins.
#[must_use]
pub fn inside_upstream_limits(view: &View<'_>) -> bool {
    view.as_str().len() <= 4096
        && view.dimension_count() <= 3
        && view.square_count() <= 65_025
        && view
            .shape()
            .is_some_and(|shape| shape.iter().all(|&axis| axis <= 255))
}

/// Same verdict as the spec author's crate, except where only its limits
/// reject (then ours must accept: the specification wins).
fn check_upstream(text: &str, view: Option<&View<'_>>) {
    let theirs = upstream_feen::Feen::parse(text);
    match (view, theirs) {
        (Some(view), Ok(theirs)) => {
            assert_eq!(view.square_count(), u128::from(theirs.square_count()));
            assert_eq!(
                view.board_piece_count(),
                u128::from(theirs.board_piece_count())
            );
            assert_eq!(
                view.hand_piece_count(),
                u128::from(theirs.hand_piece_count())
            );
        }
        (Some(view), Err(err)) => assert!(
            !inside_upstream_limits(view),
            "{text:?}: ours accepts, upstream says {err:?}"
        ),
        (None, Ok(_)) => panic!("{text:?}: upstream accepts, ours rejects"),
        (None, Err(_)) => {}
    }
}

/// Edits either fail with an error or give a position whose string parses
/// back to the same position.
fn check_edits(position: &Position) {
    let reparses = |edited: &Position| {
        let text = edited.to_string();
        assert_eq!(Position::parse(&text).as_ref(), Ok(edited), "{text:?}");
    };
    let toggled = position.toggle_turn();
    reparses(&toggled);
    assert_eq!(&toggled.toggle_turn(), position);
    let last = position.square_count() - 1;
    for index in [0, last / 2, last] {
        match position.get(index) {
            Some(Some(piece)) => {
                let removed = position.remove(index).expect("a piece is there");
                reparses(&removed);
                assert_eq!(removed.get(index), Some(None));
                let back = removed.place(index, piece).expect("room again");
                assert_eq!(&back, position);
            }
            Some(None) => {
                let piece = "+K^'".parse().expect("EPIN");
                if let Ok(placed) = position.place(index, piece) {
                    reparses(&placed);
                    assert_eq!(placed.get(index), Some(Some(piece)));
                    assert_eq!(&placed.remove(index).expect("just placed"), position);
                }
            }
            None => unreachable!("index {index} is on the board"),
        }
    }
    for side in [Side::First, Side::Second] {
        if let Some(item) = position.hand(side).first().copied() {
            let taken = position
                .take_from_hand(side, item.piece(), 1)
                .expect("held");
            reparses(&taken);
            let back = taken.add_to_hand(side, item.piece(), 1).expect("room");
            assert_eq!(&back, position);
        }
    }
}

/// The classes of the rules the lenient reader repairs.
const REPAIRABLE: [&str; 3] = ["hand_not_aggregated", "hand_not_canonical", "invalid_hand_count"];

/// The lenient reader (`normalize`, `repair`; the `feen_lenient` target):
/// what strict parsing accepts comes back unchanged with no repair; what it
/// returns, strict parsing accepts, and reading it again repairs nothing;
/// its errors are the strict ones unless strict parsing named a rule it
/// repairs; every repair points inside the input; the seed-era option
/// agrees with FEEN 1.0 on placements without runs of two digits or `0`.
pub fn check_lenient(data: &[u8]) {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    let strict = View::parse(text);
    let lenient = sashite_feen::repair(text);
    match (&strict, &lenient) {
        (Ok(view), Ok(repaired)) => {
            assert_eq!(repaired.canonical(), view.as_str());
            assert!(repaired.was_canonical(), "{text:?}");
        }
        (Ok(_), Err(err)) => panic!("strict accepts {text:?}, lenient says {err}"),
        (Err(err), Ok(repaired)) => {
            assert!(REPAIRABLE.contains(&err.code()), "{text:?}: {err}");
            assert!(!repaired.was_canonical(), "{text:?}");
        }
        (Err(strict), Err(lenient)) => {
            if !REPAIRABLE.contains(&strict.code()) {
                assert_eq!(strict, lenient, "{text:?}");
            }
            assert!(
                lenient
                    .offset()
                    .map_or(data.is_empty(), |o| o <= data.len())
            );
        }
    }
    if let Ok(repaired) = &lenient {
        let canonical = repaired.canonical();
        let view = View::parse(canonical)
            .unwrap_or_else(|err| panic!("{text:?} repaired as {canonical:?}: {err}"));
        assert!(canonical.len() <= text.len());
        assert_eq!(
            sashite_feen::repair(canonical).as_ref().map(|r| r.repairs().len()),
            Ok(0)
        );
        assert_eq!(view.placement(), strict_placement(text));
        for repair in repaired.repairs() {
            assert!(repair.offset() < data.len(), "{text:?}: {repair}");
            assert!(repair.earlier().is_none_or(|e| e < repair.offset()));
        }
        assert_eq!(
            Lenient::DEFAULT.parse(text).map(|p| p.to_string()).as_deref(),
            Ok(canonical)
        );
    }
    let seed = Lenient::DEFAULT.with_seed_era_placement(true).repair(text);
    let placement = strict_placement(text).as_bytes();
    let same_reading = !placement.contains(&b'0')
        && !placement
            .windows(2)
            .any(|pair| pair.iter().all(u8::is_ascii_digit));
    if same_reading {
        assert_eq!(seed, lenient, "{text:?}");
    } else if let Ok(repaired) = seed {
        assert!(View::parse(repaired.canonical()).is_ok());
    }
}

/// The placement field of `text`: up to its first space.
fn strict_placement(text: &str) -> &str {
    text.split(' ').next().unwrap_or_default()
}

/// The renderer's JSON of `data` read as FEEN: an invalid input says so
/// with FEEN's offset; a valid one holds its pieces (from `runs`, with
/// coordinates counted here) and its hands, as the view reads them.
pub fn check_json(data: &[u8]) {
    use sashite_render::{Detail, JsonWriter, Notation, Record};

    let record = Record::new(Notation::Feen, data);
    let mut out = b"earlier ".to_vec();
    JsonWriter::new().write(&record, &mut out, Some(7), Detail::Attributes);
    // The one pass of `sashite feen inspect --json` writes the same object.
    let mut one_pass = b"earlier ".to_vec();
    let valid = JsonWriter::new().write_input(Notation::Feen, data, &mut one_pass, Some(7), Detail::Attributes);
    assert_eq!(valid, record.is_valid());
    assert_eq!(one_pass, out);
    let json = String::from_utf8(out).expect("JSON is UTF-8");
    let json = json.strip_prefix("earlier ").expect("appended");
    let Ok(view) = View::try_from(data) else {
        let err = View::try_from(data).expect_err("invalid");
        assert!(json.contains("\"valid\":false"), "{json}");
        // An empty input has no offset (`null`), as in every notation.
        let offset = match err.offset() {
            Some(offset) => format!("\"offset\":{offset}"),
            None => "\"offset\":null".to_owned(),
        };
        assert!(json.contains(&offset), "{json}");
        return;
    };
    let dims = view.dimension_count().max(1);
    let mut coords = vec![0u128; dims];
    let mut pieces = Vec::new();
    for run in view.runs() {
        match run {
            sashite_feen::Run::Piece(piece) => {
                let at: Vec<String> = coords.iter().map(ToString::to_string).collect();
                pieces.push(format!("[[{}],\"{piece}\"]", at.join(",")));
                coords[dims - 1] += 1;
            }
            sashite_feen::Run::Empty(n) => coords[dims - 1] += n,
            sashite_feen::Run::Separator(len) => {
                coords[dims - 1 - len] += 1;
                coords[dims - len..].fill(0);
            }
        }
    }
    let hand = |side| {
        let items: Vec<String> = view
            .hand(side)
            .map(|item| format!("[{},\"{}\"]", item.count(), item.piece()))
            .collect();
        items.join(",")
    };
    let tail = format!(
        ",\"pieces\":[{}],\"hands\":{{\"first\":[{}],\"second\":[{}]}}}}",
        pieces.join(","),
        hand(Side::First),
        hand(Side::Second)
    );
    assert!(json.ends_with(&tail), "{json}\n{tail}");
    assert!(json.starts_with(&format!("{{\"input\":\"{}\",\"line\":7,\"valid\":true", view.as_str())));
}
