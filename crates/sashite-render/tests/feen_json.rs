//! The FEEN objects of `JsonWriter::write` and `JsonWriter::write_input`
//! (the one-pass writer behind `sashite feen inspect --json`) against a
//! plain serialisation built with `serde_json` from the parsed view's
//! accessors; invalid inputs get from `write_input` the object of their
//! record.

use std::cell::RefCell;
use std::collections::BTreeMap;

use proptest::prelude::*;
use sashite::Side;
use sashite::feen::{Run, View};
use sashite_render::{Detail, JsonWriter, Notation, Record};
use serde::Serializer as _;
use serde::ser::SerializeMap as _;

/// `[coordinates, token]` per piece, coordinates from the view's runs.
fn pieces(view: &View<'_>) -> Vec<(Vec<u128>, String)> {
    let dims = view.dimension_count().max(1);
    let mut coords = vec![0u128; dims];
    let mut pieces = Vec::new();
    for run in view.runs() {
        match run {
            Run::Piece(piece) => {
                pieces.push((coords.clone(), piece.to_string()));
                coords[dims - 1] += 1;
            }
            Run::Empty(n) => coords[dims - 1] += n,
            Run::Separator(len) => {
                let axis = dims - len - 1;
                coords[axis] += 1;
                coords[axis + 1..].fill(0);
            }
        }
    }
    pieces
}

/// The object `serde_json` writes for a valid position.
fn reference(input: &str, line: Option<u64>) -> String {
    let view = View::parse(input).expect("valid");
    let hand = |side| -> Vec<(u128, String)> {
        view.hand(side)
            .map(|item| (item.count(), item.piece().to_string()))
            .collect()
    };
    // "first" sorts before "second".
    let hands = BTreeMap::from([("first", hand(Side::First)), ("second", hand(Side::Second))]);
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::new(&mut out);
    let mut map = serializer.serialize_map(None).expect("a map");
    map.serialize_entry("input", input).expect("written");
    if let Some(line) = line {
        map.serialize_entry("line", &line).expect("written");
    }
    map.serialize_entry("valid", &true).expect("written");
    map.serialize_entry("canonical", view.as_str())
        .expect("written");
    map.serialize_entry("squares", &view.square_count())
        .expect("written");
    map.serialize_entry("board_pieces", &view.board_piece_count())
        .expect("written");
    map.serialize_entry("hand_pieces", &view.hand_piece_count())
        .expect("written");
    let dimensions = view.shape().map(|shape| shape.to_vec());
    map.serialize_entry("dimensions", &dimensions)
        .expect("written");
    map.serialize_entry("active_side", view.active_side().as_str())
        .expect("written");
    map.serialize_entry("active_style", &view.active_style().to_string())
        .expect("written");
    map.serialize_entry("inactive_style", &view.inactive_style().to_string())
        .expect("written");
    map.serialize_entry("pieces", &pieces(&view))
        .expect("written");
    map.serialize_entry("hands", &hands).expect("written");
    map.end().expect("closed");
    String::from_utf8(out).expect("UTF-8")
}

thread_local! {
    /// One writer for all the checks of a thread: its buffer holds the
    /// previous positions' bytes.
    static WRITER: RefCell<JsonWriter> = const { RefCell::new(JsonWriter::new()) };
}

/// Checks the fast writer (after other output, and as a string) against
/// the reference.
fn check(input: &str) {
    let record = Record::new(Notation::Feen, input.as_bytes());
    assert!(record.is_valid(), "{input}");
    for line in [None, Some(1), Some(987_654_321)] {
        let expected = reference(input, line);
        let mut bytes = b"earlier line\n".to_vec();
        WRITER.with_borrow_mut(|writer| {
            writer.write(&record, &mut bytes, line, Detail::Attributes);
        });
        assert_eq!(
            String::from_utf8(bytes).expect("UTF-8"),
            format!("earlier line\n{expected}"),
            "{input}"
        );
        assert_eq!(
            record.to_json(line, Detail::Attributes),
            expected,
            "{input}"
        );
        let mut bytes = b"earlier line\n".to_vec();
        let valid = WRITER.with_borrow_mut(|writer| {
            writer.write_input(
                Notation::Feen,
                input.as_bytes(),
                &mut bytes,
                line,
                Detail::Attributes,
            )
        });
        assert!(valid, "{input}");
        assert_eq!(
            String::from_utf8(bytes).expect("UTF-8"),
            format!("earlier line\n{expected}"),
            "{input}"
        );
    }
}

/// `write_input` on any input writes what `write` writes for its record
/// (its error and offset too), and returns that record's verdict, in both
/// details.
fn same_as_record(input: &[u8]) {
    for detail in [Detail::Attributes, Detail::Verdict] {
        let record = Record::new(Notation::Feen, input);
        let mut expected = Vec::new();
        JsonWriter::new().write(&record, &mut expected, Some(3), detail);
        let mut written = Vec::new();
        let valid = WRITER.with_borrow_mut(|writer| {
            writer.write_input(Notation::Feen, input, &mut written, Some(3), detail)
        });
        assert_eq!(valid, record.is_valid(), "{input:?}");
        assert_eq!(written, expected, "{input:?}");
    }
}

#[test]
fn invalid_inputs_get_the_object_of_their_record() {
    for input in [
        &b""[..],
        b"8/8/8/8/8/8/8/8 w KQkq - 0 1",
        b"K^1/2//1+p/2 / C/C",
        b"KK/K / C/c",
        b"8/8//8 / C/c",
        b"K\xff / C/c",
        b"101K//K1 / C/c",
    ] {
        same_as_record(input);
    }
    // Any other notation is read as `Record::new` reads it.
    for (input, valid) in [(&b"+K^"[..], true), (b"K+", false)] {
        for detail in [Detail::Attributes, Detail::Verdict] {
            let mut written = Vec::new();
            let read =
                JsonWriter::new().write_input(Notation::Pin, input, &mut written, None, detail);
            let record = Record::new(Notation::Pin, input);
            assert_eq!(written, record.to_json(None, detail).into_bytes());
            assert_eq!(read, valid);
        }
    }
}

#[test]
fn chosen_positions_match_the_reference() {
    for input in [
        // The throughput benchmark's positions.
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "lnsgk^gsnl/1r5b1/pppp1pp+Pp/9/9/9/PPPP1PP1P/1B5R1/LNSGK^GSNL 2P/p s/S",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
        "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m",
        "r1bqk^2r/pp1n1ppp/2p1pn2/3p4/2PP4/2N1PN2/PPQ2PPP/R3K^B1R / c/C",
        // Every token shape, derived and terminal marks.
        "+K^'-q^'8/a'+b'-c'd^8 2+P'-p^/3-q' C/c",
        // No pieces; one square; a single dimension.
        "8/8/8/8/8/8/8/8 / C/c",
        "1 / C/c",
        "K^ / C/c",
        "K2k3QqRr / C/c",
        // Irregular boards.
        "rkr/pp/PPPP / C/c",
        "rkr/pp//2P1/-K'a k/ S/s",
        "ab/cd//AB/C1 P/ G/g",
        // Three and four dimensions, regular.
        "a/b//c/d///e/f//g/h / C/c",
        "ab/cd//AB/CD//ef/gh / C/c",
        // Rows of 100 squares and more: coordinates of three digits.
        "100/K99/99k/1Q98 / C/c",
        "250K/k250 / C/c",
        // Counts and coordinates past 2^53, 2^64 and 2^100.
        "99999999999999999999K 18446744073709551617P/ C/c",
        "18014398509481990K 9007199254740993P/9007199254740992p C/c",
        "2000000000000000000000000000000K3 1267650600228229401496703205376P/ C/c",
        // Entries written in full before the levels grow, and on a board
        // of one dimension.
        "101K/1//K1/1 / C/c",
        "K100/101K//K101/1 / C/c",
        "101K / C/c",
        "K101K / C/c",
        // Coordinates past two digits in outer axes.
        "K/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/K / C/c",
    ] {
        check(&canonical(input));
    }
}

#[test]
fn deep_boards_with_long_prefixes_match_the_reference() {
    // Every coordinate of a 2 × 2 × … board of 13 dimensions: entries
    // longer than any fixed block.
    // Each depth on the way too: the prefix that just fills a block (8
    // dimensions) and those around it.
    let mut placement = "K1".to_string();
    for level in 1..13 {
        let slashes = "/".repeat(level);
        placement = format!("{placement}{slashes}{placement}");
        check(&format!("{placement} / C/c"));
    }
    // More entries than the room made before the pass (for 4,096 bytes of
    // board): the rest are written in full, on boards of three, two and
    // one dimensions.
    let plane = vec!["K".repeat(99); 99].join("/");
    check(&format!("{plane}//{plane} / C/c"));
    check(&format!("{} / C/c", vec!["K1".repeat(45); 250].join("/")));
    check(&format!("{} / C/c", "K".repeat(30_000)));
    // Outer coordinates of several digits in three dimensions.
    let rows = ["1K"; 120].join("/");
    let slices = [rows.as_str(); 12].join("//");
    check(&format!("{slices} / C/c"));
}

/// A small random-number generator (xorshift), so that one seed makes
/// one position.
struct Rng(u64);

impl Rng {
    fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below.max(1)
    }

    fn pick<'a>(&mut self, choices: &[&'a str]) -> &'a str {
        let at = usize::try_from(self.next(choices.len() as u64)).expect("small");
        choices[at]
    }
}

/// A valid position of one to four dimensions (every structure holds two
/// or three of the level below; rows of random contents, or all of one
/// width for a regular board), with hands of up to the free squares; the
/// hands are spelled loosely, for the lenient reader to put in order.
fn position(seed: u64) -> String {
    struct Board {
        text: String,
        squares: u128,
        pieces: u128,
    }
    fn row(rng: &mut Rng, width: Option<u128>, board: &mut Board) {
        let mut empty = 0u128;
        let mut cells = 0u128;
        let flush = |empty: &mut u128, text: &mut String| {
            if *empty > 0 {
                text.push_str(&empty.to_string());
                *empty = 0;
            }
        };
        loop {
            let done = match width {
                Some(width) => cells == width,
                None => cells > 0 && rng.next(4) == 0,
            };
            if done {
                break;
            }
            if rng.next(3) == 0 {
                let run = match (width, rng.next(10)) {
                    (Some(width), _) => 1 + u128::from(rng.next(8)).min(width - cells - 1),
                    (None, 0) => 100 + u128::from(rng.next(300)),
                    (None, 1) => u128::from(rng.next(u64::MAX)) * 1_000_000 + 1,
                    _ => 1 + u128::from(rng.next(11)),
                };
                empty += run;
                cells += run;
            } else {
                flush(&mut empty, &mut board.text);
                let state = rng.pick(&["", "", "+", "-"]);
                let letter = rng.pick(&["K", "k", "P", "p", "Q", "r", "Z"]);
                let terminal = rng.pick(&["", "", "^"]);
                let derived = rng.pick(&["", "", "'"]);
                for part in [state, letter, terminal, derived] {
                    board.text.push_str(part);
                }
                board.pieces += 1;
                cells += 1;
            }
        }
        flush(&mut empty, &mut board.text);
        board.squares += cells;
    }
    fn structure(rng: &mut Rng, level: usize, regular: Option<(u128, u64)>, board: &mut Board) {
        if level == 0 {
            row(rng, regular.map(|(width, _)| width), board);
            return;
        }
        let children = match regular {
            Some((_, children)) => children,
            None => 2 + rng.next(2),
        };
        for child in 0..children {
            if child > 0 {
                board.text.push_str(&"/".repeat(level));
            }
            structure(rng, level - 1, regular, board);
        }
    }
    let mut rng = Rng(seed | 1);
    let dims = 1 + usize::try_from(rng.next(4)).expect("small");
    let regular = (rng.next(3) == 0).then(|| (1 + u128::from(rng.next(9)), 2 + rng.next(2)));
    let mut board = Board {
        text: String::new(),
        squares: 0,
        pieces: 0,
    };
    structure(&mut rng, dims - 1, regular, &mut board);
    let mut free = board.squares - board.pieces;
    let (mut first, mut second) = (String::new(), String::new());
    for _ in 0..rng.next(5) {
        if free == 0 {
            break;
        }
        let count = if rng.next(4) == 0 {
            free
        } else {
            1 + u128::from(rng.next(3)).min(free - 1)
        };
        free -= count;
        let token = rng.pick(&["P", "p", "+B", "-r^", "S'", "g"]);
        let hand = if token.contains(|c: char| c.is_ascii_lowercase()) {
            &mut second
        } else {
            &mut first
        };
        if count > 1 {
            hand.push_str(&count.to_string());
        }
        hand.push_str(token);
    }
    let turn = rng.pick(&["C/c", "c/C", "S/x", "x/S"]);
    format!("{} {first}/{second} {turn}", board.text)
}

/// The canonical form of a loose spelling.
fn canonical(loose: &str) -> String {
    sashite::feen::repair(loose)
        .unwrap_or_else(|e| panic!("{loose}: {e}"))
        .into_canonical()
}

#[test]
fn the_generated_positions_cover_every_kind_of_board() {
    let views: Vec<String> = (0..300).map(|seed| canonical(&position(seed))).collect();
    let views: Vec<View<'_>> = views
        .iter()
        .map(|f| View::parse(f).expect("valid"))
        .collect();
    let count = |f: &dyn Fn(&View<'_>) -> bool| views.iter().filter(|v| f(v)).count();
    assert!(count(&|v| v.shape().is_none()) > 30);
    assert!(count(&|v| v.shape().is_some_and(|s| s.len() >= 3)) > 10);
    assert!(count(&|v| v.square_count() > u128::from(u64::MAX)) > 10);
    assert!(count(&|v| v.hand_piece_count() > 1 << 53) > 10);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn generated_positions_match_the_reference(seed in any::<u64>()) {
        check(&canonical(&position(seed)));
    }

    #[test]
    fn mutated_positions_get_the_object_of_their_record(
        seed in any::<u64>(),
        at in any::<usize>(),
        byte in prop::sample::select(b"/ 0123456789+-^'Kk".to_vec()),
    ) {
        let mut input = canonical(&position(seed)).into_bytes();
        let at = at % (input.len() + 1);
        input.insert(at, byte);
        same_as_record(&input);
    }
}

#[test]
fn every_epin_token_is_written_as_epin_reads_it() {
    for piece in sashite::epin::Identifier::all() {
        let token = piece.to_string();
        assert_eq!(sashite::epin::parse(&token), Ok(piece));
        let input = format!("1{token}/{token}1/4 2{token}/{token} C/c");
        check(&input);
        let json = Record::new(Notation::Feen, input.as_bytes()).to_json(None, Detail::Attributes);
        assert!(
            json.contains(&format!("[[0,1],\"{token}\"],[[1,0],\"{token}\"]")),
            "{json}"
        );
        assert!(
            json.contains(&format!("\"first\":[[2,\"{token}\"]]")),
            "{json}"
        );
    }
}
