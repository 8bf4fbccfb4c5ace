//! Differential tests against the spec author's `sashite-feen` 0.2: on
//! strings inside its limits (at most 3 dimensions, 255 cells per axis,
//! 65,025 squares, 4,096 bytes, regular boards) both crates give the same
//! verdict and the same counts; where the specification and upstream
//! disagree (its limits), ours follows the specification.

use proptest::prelude::*;
use sashite_feen::{Side, View};
use serde::Deserialize;
use upstream_feen::Feen;

#[derive(Debug, Deserialize)]
struct Row {
    id: String,
    input: String,
    valid: bool,
    upstream_crate_0_2_0_where_it_differs: Option<String>,
}

/// Whether a valid view is inside upstream's limits.
fn inside_upstream_limits(view: &View<'_>) -> bool {
    view.as_str().len() <= 4096
        && view.dimension_count() <= 3
        && view.square_count() <= 65_025
        && view
            .shape()
            .is_some_and(|shape| shape.iter().all(|&axis| axis <= 255))
}

#[track_caller]
fn agree(input: &str) {
    let ours = View::parse(input);
    let theirs = Feen::parse(input);
    match (&ours, &theirs) {
        (Ok(ours), Ok(theirs)) => {
            assert_eq!(
                ours.square_count(),
                u128::from(theirs.square_count()),
                "{input:?}"
            );
            assert_eq!(
                ours.board_piece_count(),
                u128::from(theirs.board_piece_count()),
                "{input:?}"
            );
            assert_eq!(
                ours.hand_piece_count(),
                u128::from(theirs.hand_piece_count()),
                "{input:?}"
            );
            assert_eq!(
                ours.active_side() == Side::First,
                format!("{:?}", theirs.active_side()) == "First",
                "{input:?}"
            );
            let shape = ours.shape().expect("upstream only accepts regular boards");
            let theirs: Vec<u128> = theirs
                .shape()
                .dimensions()
                .iter()
                .map(|&d| u128::from(d))
                .collect();
            assert_eq!(&*shape, theirs.as_slice(), "{input:?}");
        }
        (Err(_), Err(_)) => {}
        (Ok(view), Err(err)) => {
            assert!(
                !inside_upstream_limits(view),
                "{input:?}: ours accepts, upstream says {err:?}"
            );
        }
        (Err(err), Ok(_)) => panic!("{input:?}: upstream accepts, ours says {err}"),
    }
}

#[test]
fn specification_table() {
    let rows: Vec<Row> = serde_json::from_str(include_str!("data/feen.json")).expect("vectors");
    for row in rows {
        agree(&row.input);
        let upstream_valid = Feen::is_valid(&row.input);
        match row.upstream_crate_0_2_0_where_it_differs.as_deref() {
            // The spec accepts, upstream rejects because of its limits: ours follows the spec.
            Some(note) if note.starts_with("rejected") => {
                assert!(row.valid && !upstream_valid, "{}", row.id);
                assert!(View::parse(&row.input).is_ok(), "{}", row.id);
            }
            _ => assert_eq!(upstream_valid, row.valid, "{}", row.id),
        }
    }
}

fn piece() -> impl Strategy<Value = String> {
    "[+-]?[KkPpQqAaZz]\\^?'?"
}

fn rank(files: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(prop::option::weighted(0.5, piece()), files).prop_map(|cells| {
        let mut out = String::new();
        let mut empty = 0;
        for cell in cells {
            match cell {
                None => empty += 1,
                Some(token) => {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    out += &token;
                }
            }
        }
        if empty > 0 {
            out += &empty.to_string();
        }
        out
    })
}

/// Regular boards of 1 to 3 dimensions inside upstream's limits, with hands
/// (possibly non-canonical) and styles (possibly the same case).
fn candidate() -> impl Strategy<Value = String> {
    let board = (1usize..=3, 2usize..5, 2usize..5, 1usize..10).prop_flat_map(
        |(dims, layers, ranks, files)| {
            let count = match dims {
                1 => 1,
                2 => ranks,
                _ => layers * ranks,
            };
            prop::collection::vec(rank(files), count).prop_map(move |ranks_text| {
                if dims == 3 {
                    ranks_text
                        .chunks(ranks)
                        .map(|layer| layer.join("/"))
                        .collect::<Vec<_>>()
                        .join("//")
                } else {
                    ranks_text.join("/")
                }
            })
        },
    );
    let hand = "([2-9]?[+-]?[KkPpQ]\\^?'?){0,3}";
    (board, hand, hand, "[CcSs]/[CcSs]")
        .prop_map(|(board, first, second, styles)| format!("{board} {first}/{second} {styles}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn same_verdict_and_counts(input in candidate()) {
        agree(&input);
    }

    #[test]
    fn same_verdict_on_mutations(input in candidate(), at in any::<usize>(), byte in prop::sample::select(b"/ 0123456789+-^'Kk$".to_vec())) {
        let mut bytes = input.into_bytes();
        let at = at % (bytes.len() + 1);
        bytes.insert(at, byte);
        agree(&String::from_utf8(bytes).expect("ASCII"));
    }
}
