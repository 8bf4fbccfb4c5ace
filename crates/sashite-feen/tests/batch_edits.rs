//! The batch edits (`Builder`, `board_diff`) give what the naive paths
//! give: the position parsed from the expected string, or the same single
//! edits one at a time (same position, same first error). At scale (20,000
//! pieces) and at random. Their growth is measured by `benches/edits.rs`.

use std::collections::BTreeMap;

use proptest::prelude::*;
use sashite_epin::Identifier;
use sashite_feen::{EncodeError, Limits, Position, Side};

fn piece(token: &str) -> Identifier {
    token.parse().expect("EPIN")
}

/// The placement field of a board of `rows` rows of `cells` squares, each
/// square a token or `None`: written here, apart from the crate's writer.
fn placement(rows: &[Vec<Option<&str>>]) -> String {
    let row = |cells: &Vec<Option<&str>>| {
        let mut text = String::new();
        let mut empty = 0;
        for cell in cells {
            match cell {
                None => empty += 1,
                Some(token) => {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text += token;
                }
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        text
    };
    rows.iter().map(row).collect::<Vec<_>>().join("/")
}

/// The side of the large board: 40,000 squares.
const SIDE: usize = 200;

/// `n` distinct squares of the large board in a scattered order, each with
/// a token (as the bench places them).
fn scattered(n: usize) -> Vec<(usize, &'static str)> {
    let tokens = ["K^", "+p", "-r'", "Q", "n", "+B^'"];
    (0..n)
        .map(|k| ((k * 7_919) % (SIDE * SIDE), tokens[k % 6]))
        .collect()
}

/// The large board holding `pieces`, parsed from its expected string.
fn expected(pieces: &[(usize, &str)]) -> Position {
    let mut rows = vec![vec![None; SIDE]; SIDE];
    for &(index, token) in pieces {
        rows[index / SIDE][index % SIDE] = Some(token);
    }
    Position::parse(&format!("{} / C/c", placement(&rows))).expect("valid")
}

#[test]
fn twenty_thousand_pieces_build_and_diff_to_the_expected_board() {
    let pieces = scattered(20_000);
    let want = expected(&pieces);
    let side = SIDE as u128;
    let built = pieces
        .iter()
        .fold(
            Position::builder(&[side, side]).expect("representable"),
            |builder, &(index, token)| {
                let index = index as u128;
                builder.piece(&[index / side, index % side], piece(token))
            },
        )
        .build()
        .expect("valid");
    assert_eq!(built, want);
    assert_eq!(built.board_piece_count(), 20_000);

    let empty = Position::empty(&[side, side]).expect("representable");
    let changes = pieces
        .iter()
        .map(|&(index, token)| (index as u128, Some(piece(token))));
    let diffed = empty.board_diff(changes).expect("in range");
    assert_eq!(diffed, want);

    // 20,000 more changes on the full board: half of its pieces leave, the
    // other half turn into kings, 10,000 new pieces land.
    let (leaving, staying) = pieces.split_at(10_000);
    let arriving: Vec<(usize, &str)> = scattered(30_000)[20_000..].to_vec();
    let mut changes: Vec<(u128, Option<Identifier>)> = Vec::new();
    changes.extend(leaving.iter().map(|&(index, _)| (index as u128, None)));
    changes.extend(
        staying
            .iter()
            .map(|&(index, _)| (index as u128, Some(piece("K")))),
    );
    changes.extend(
        arriving
            .iter()
            .map(|&(index, token)| (index as u128, Some(piece(token)))),
    );
    let mut after: Vec<(usize, &str)> = staying.iter().map(|&(index, _)| (index, "K")).collect();
    after.extend(&arriving);
    assert_eq!(
        diffed.board_diff(changes).expect("in range"),
        expected(&after)
    );
}

#[test]
fn batch_edits_past_the_length_limit_are_refused_as_single_edits_are() {
    let max = Limits::DEFAULT.max_bytes();
    // Exactly at the limit (see writer_edges.rs): `K` keeps the length,
    // `+K` passes it by one byte.
    let (ranks, cells) = (1_525_201, 1_000_000_000);
    let too_long = Err(EncodeError::TooLong {
        len: max as u128 + 1,
        max,
    });
    let builder = Position::builder(&[ranks, cells]).expect("at the limit");
    let fits = builder.clone().piece(&[0, 0], piece("K")).build();
    assert_eq!(fits.expect("fits").board_piece_count(), 1);
    assert_eq!(
        builder.clone().piece(&[0, 0], piece("+K")).build(),
        too_long
    );
    // The first error is kept, even when a later edit would shorten the text.
    assert_eq!(
        builder
            .piece(&[0, 0], piece("+K"))
            .piece(&[0, 0], piece("K"))
            .build(),
        too_long
    );
    let position = Position::empty(&[ranks, cells]).expect("at the limit");
    assert_eq!(position.board_diff([(0, Some(piece("+K")))]), too_long);
    assert_eq!(
        position.board_diff([(0, Some(piece("+K"))), (1, Some(piece("K")))]),
        too_long
    );
    let placed = position
        .board_diff([(0, Some(piece("K"))), (1, None)])
        .expect("fits");
    assert_eq!(placed, position.place(0, piece("K")).expect("fits"));
}

/// An edit of the builder.
#[derive(Debug, Clone)]
enum Edit {
    Piece(Vec<u128>, &'static str),
    Hand(Side, &'static str, u128),
    Styles(&'static str, &'static str),
}

const TOKENS: [&str; 8] = ["K", "k", "+p", "-R", "K^", "k'", "+K^'", "-q^"];

fn token() -> impl Strategy<Value = &'static str> + Clone {
    prop::sample::select(&TOKENS[..])
}

/// A regular shape of 1 to 3 dimensions, at most 45 squares.
fn shape() -> impl Strategy<Value = Vec<u128>> {
    (prop::collection::vec(2u128..4, 0..3), 1u128..6).prop_map(|(mut outer, inner)| {
        outer.push(inner);
        outer
    })
}

/// Edits of a board of `shape`: mostly pieces at coordinates, some hands,
/// some styles, so that small boards fill up and pieces get replaced on
/// full boards; now and then an edit that fails (coordinates past the
/// board, a hand of no piece, styles of the same case), so that the first
/// error is compared too.
fn edits(shape: &[u128]) -> impl Strategy<Value = Vec<Edit>> + use<> {
    let on_board = shape
        .iter()
        .map(|&size| (0..size).boxed())
        .collect::<Vec<_>>();
    let mut off_board = shape.to_vec();
    off_board[0] += 1;
    let side = || prop::sample::select(&[Side::First, Side::Second][..]);
    let styles = prop::sample::select(&[("C", "c"), ("c", "C"), ("S", "x"), ("x", "S")][..]);
    let edit = prop_oneof![
        24 => (on_board, token()).prop_map(|(at, token)| Edit::Piece(at, token)),
        1 => token().prop_map(move |token| Edit::Piece(off_board.clone(), token)),
        4 => (side(), token(), 1u128..4).prop_map(|(side, token, n)| Edit::Hand(side, token, n)),
        1 => (side(), token()).prop_map(|(side, token)| Edit::Hand(side, token, 0)),
        2 => styles.prop_map(|(a, b)| Edit::Styles(a, b)),
        1 => Just(Edit::Styles("C", "S")),
    ];
    prop::collection::vec(edit, 0..40)
}

/// A board (irregular now and then: one row a square longer), from empty
/// to full, its hands holding a few pieces now and then (when they fit).
fn board() -> impl Strategy<Value = Position> {
    (
        1usize..5,
        1usize..6,
        0.0..=1.0,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_flat_map(move |(rows, cells, density, irregular, hands)| {
            let cell = prop::option::weighted(density, token());
            prop::collection::vec(prop::collection::vec(cell, cells), rows).prop_map(
                move |mut rows| {
                    if irregular {
                        rows[0].push(None);
                    }
                    let hands = if hands { "P/p" } else { "/" };
                    format!("{} {hands} C/c", placement(&rows))
                },
            )
        })
        .prop_filter_map("more pieces than squares", |text| {
            Position::parse(&text).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    /// The builder gives what the single edits one at a time give: the
    /// same position, or the same first error.
    #[test]
    fn the_builder_is_its_edits_one_at_a_time(
        (edits, shape) in shape().prop_flat_map(|shape| (edits(&shape), Just(shape)))
    ) {
        let mut builder = Position::builder(&shape).expect("representable");
        let mut naive = Position::empty(&shape);
        for edit in &edits {
            match *edit {
                Edit::Piece(ref at, token) => {
                    builder = builder.piece(at, piece(token));
                    naive = naive.and_then(|p| p.place_at(at, piece(token)));
                }
                Edit::Hand(side, token, n) => {
                    builder = builder.hand(side, piece(token), n);
                    naive = naive.and_then(|p| p.add_to_hand(side, piece(token), n));
                }
                Edit::Styles(a, b) => {
                    let (a, b) = (a.parse().expect("SIN"), b.parse().expect("SIN"));
                    builder = builder.styles(a, b);
                    naive = naive.and_then(|p| p.with_styles(a, b));
                }
            }
        }
        let built = builder.build();
        prop_assert_eq!(&built, &naive);
        if let Ok(built) = built {
            prop_assert_eq!(Position::parse(&built.to_string()), Ok(built));
        }
    }

    /// Pieces placed in any order build the board parsed from its string.
    #[test]
    fn pieces_in_any_order_build_the_parsed_board(
        (shape, cells) in shape().prop_flat_map(|shape| {
            let squares = shape.iter().product::<u128>() as usize;
            (Just(shape), prop::collection::vec(prop::option::weighted(0.5, token()), squares))
        }),
        order in any::<prop::sample::Index>(),
    ) {
        let inner = *shape.last().expect("an axis") as usize;
        // The expected string: rows of the innermost axis, separators as
        // long as the structures they close.
        let rows: Vec<Vec<Option<&str>>> = cells.chunks(inner).map(<[_]>::to_vec).collect();
        let mut text = String::new();
        for (k, row) in rows.iter().enumerate() {
            if k > 0 {
                // One `/`, and one more per structure that `k` rows close.
                let mut closed = 1;
                let mut rows_per_structure = 1u128;
                for &axis in shape.iter().rev().skip(1) {
                    rows_per_structure *= axis;
                    if (k as u128).is_multiple_of(rows_per_structure) {
                        closed += 1;
                    }
                }
                text += &"/".repeat(closed);
            }
            text += &placement(std::slice::from_ref(row));
        }
        let want = Position::parse(&format!("{text} / C/c")).expect("valid");
        // The pieces, in an order rotated by a random amount and reversed.
        let mut pieces: Vec<(usize, &str)> = cells
            .iter()
            .enumerate()
            .filter_map(|(index, cell)| cell.map(|token| (index, token)))
            .collect();
        if !pieces.is_empty() {
            let at = order.index(pieces.len());
            pieces.rotate_left(at);
            if at % 2 == 1 {
                pieces.reverse();
            }
        }
        let mut builder = Position::builder(&shape).expect("representable");
        for (index, token) in pieces {
            let coordinates = want.coordinates_of(index as u128).expect("on the board");
            builder = builder.piece(&coordinates, piece(token));
        }
        prop_assert_eq!(builder.build(), Ok(want));
    }

    /// A batch gives what its single edits give, in order of index,
    /// removals first: the same position, or the same first error.
    #[test]
    fn board_diff_is_its_edits_one_at_a_time(
        start in board(),
        changes in prop::collection::vec(
            (any::<prop::sample::Index>(), prop::option::of(token()), prop::bool::weighted(0.03)),
            0..24,
        ),
    ) {
        let squares = start.square_count() as usize;
        let changes: Vec<(u128, Option<Identifier>)> = changes
            .into_iter()
            // On the board; now and then just past it.
            .map(|(index, token, past)| {
                let index = if past { squares + index.index(2) } else { index.index(squares) };
                (index as u128, token.map(piece))
            })
            .collect();
        let last: BTreeMap<u128, Option<Identifier>> = changes.iter().copied().collect();
        let naive = (|| {
            let mut next = start.clone();
            for (&index, _) in last.iter().filter(|(_, piece)| piece.is_none()) {
                if next.get(index) != Some(None) {
                    next = next.remove(index)?;
                }
            }
            for (&index, piece) in &last {
                if let Some(piece) = piece {
                    next = next.place(index, *piece)?;
                }
            }
            Ok::<Position, EncodeError>(next)
        })();
        let batch = start.board_diff(changes);
        prop_assert_eq!(&batch, &naive);
        if let Ok(batch) = batch {
            prop_assert_eq!(Position::parse(&batch.to_string()), Ok(batch));
        }
    }
}
