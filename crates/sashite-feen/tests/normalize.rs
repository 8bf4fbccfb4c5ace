//! The lenient reader behind `normalize`, `repair` and `build`: every
//! canonical-form rule of the hands field is repaired, with the offsets of
//! what was repaired; every other rule is the strict error; strict parsing
//! itself is unchanged.

use proptest::prelude::*;
use sashite_feen::{Lenient, Position, RepairKind, Side};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Row {
    id: String,
    input: String,
    valid: bool,
}

fn rows() -> Vec<Row> {
    serde_json::from_str(include_str!("data/feen.json")).expect("the vectors parse")
}

/// A repair as (kind, offset, earlier).
type Found = (RepairKind, usize, Option<usize>);

/// Each repair of `input`.
fn repairs_of(input: &str) -> Vec<Found> {
    sashite_feen::repair(input)
        .unwrap_or_else(|err| panic!("{input:?}: {err}"))
        .repairs()
        .iter()
        .map(|r| (r.kind(), r.offset(), r.earlier()))
        .collect()
}

/// The classes strict parsing reports for rules the lenient reader repairs.
const REPAIRABLE: &[&str] = &[
    "hand_not_aggregated",
    "hand_not_canonical",
    "invalid_hand_count",
];

#[test]
fn the_issue_example() {
    assert_eq!(
        sashite_feen::normalize("8 PP/ C/c").as_deref(),
        Ok("8 2P/ C/c")
    );
}

#[test]
fn every_repair_kind_with_its_offsets() {
    use RepairKind::{ExplicitOne, OutOfOrder, RepeatedItem};
    let cases: &[(&str, &str, &[Found])] = &[
        ("8 PP/ C/c", "8 2P/ C/c", &[(RepeatedItem, 3, Some(2))]),
        ("8 2PP/ C/c", "8 3P/ C/c", &[(RepeatedItem, 4, Some(2))]),
        ("8 P2P/ C/c", "8 3P/ C/c", &[(RepeatedItem, 3, Some(2))]),
        (
            "8 PPP/ C/c",
            "8 3P/ C/c",
            &[(RepeatedItem, 3, Some(2)), (RepeatedItem, 4, Some(2))],
        ),
        ("8 1P/ C/c", "8 P/ C/c", &[(ExplicitOne, 2, None)]),
        ("8 /1p C/c", "8 /p C/c", &[(ExplicitOne, 3, None)]),
        ("8 QP/ C/c", "8 PQ/ C/c", &[(OutOfOrder, 3, Some(2))]),
        ("8 2P3Q/ C/c", "8 3Q2P/ C/c", &[(OutOfOrder, 4, Some(2))]),
        (
            "20 9Q10P/ C/c",
            "20 10P9Q/ C/c",
            &[(OutOfOrder, 5, Some(3))],
        ),
        ("8 pP/ C/c", "8 Pp/ C/c", &[(OutOfOrder, 3, Some(2))]),
        ("2 +kK/ C/c", "2 K+k/ C/c", &[(OutOfOrder, 4, Some(2))]),
        ("2 A^A'/ C/c", "2 A'A^/ C/c", &[(OutOfOrder, 4, Some(2))]),
        ("3 Z2A/ C/c", "3 2AZ/ C/c", &[(OutOfOrder, 3, Some(2))]),
        (
            "8 3P3Q2P/ C/c",
            "8 5P3Q/ C/c",
            &[(RepeatedItem, 6, Some(2))],
        ),
        // Aggregation changes the order: Q before 2P is fine, before 3P not.
        (
            "8 Q2PP/ C/c",
            "8 3PQ/ C/c",
            &[(OutOfOrder, 3, Some(2)), (RepeatedItem, 5, Some(3))],
        ),
        (
            "8 P1QP/ C/c",
            "8 2PQ/ C/c",
            &[(ExplicitOne, 3, None), (RepeatedItem, 5, Some(2))],
        ),
        (
            "8/8 1P/PP W/w",
            "8/8 P/2P W/w",
            &[(ExplicitOne, 4, None), (RepeatedItem, 8, Some(7))],
        ),
        // Each hand is repaired on its own: P/P is valid.
        ("2 P/P C/c", "2 P/P C/c", &[]),
        (
            "8 bPaP/pp C/c",
            "8 2Pab/2p C/c",
            &[
                (OutOfOrder, 3, Some(2)),
                (OutOfOrder, 4, Some(2)),
                (RepeatedItem, 5, Some(3)),
                (RepeatedItem, 8, Some(7)),
            ],
        ),
    ];
    for &(input, canonical, expected) in cases {
        let repaired = sashite_feen::repair(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(repaired.canonical(), canonical, "{input:?}");
        assert_eq!(repairs_of(input), expected, "{input:?}");
        assert!(sashite_feen::is_valid(canonical), "{canonical:?}");
        assert_eq!(repaired.was_canonical(), expected.is_empty(), "{input:?}");
    }
}

#[test]
fn the_specifications_table() {
    for row in rows() {
        let strict = sashite_feen::parse(&row.input);
        let lenient = sashite_feen::repair(&row.input);
        if row.valid {
            // Valid strings come back unchanged, with nothing repaired.
            let repaired = lenient.unwrap_or_else(|e| panic!("{}: {e}", row.id));
            assert_eq!(repaired.canonical(), row.input, "{}", row.id);
            assert!(repaired.was_canonical(), "{}", row.id);
            continue;
        }
        let strict = strict.expect_err("an invalid row");
        match lenient {
            Ok(repaired) => {
                assert!(REPAIRABLE.contains(&strict.code()), "{}", row.id);
                assert!(!repaired.was_canonical(), "{}", row.id);
                assert!(sashite_feen::is_valid(repaired.canonical()), "{}", row.id);
            }
            Err(err) => {
                // Only `0`, `02` and the like among the count errors.
                if strict.code() != "invalid_hand_count" {
                    assert!(!REPAIRABLE.contains(&strict.code()), "{}", row.id);
                }
                assert_eq!(err, strict, "{}", row.id);
            }
        }
    }
}

#[test]
fn only_hand_rules_are_repaired() {
    for (input, class, offset) in [
        ("8 0P/ C/c", "invalid_hand_count", 2),
        ("8 02P/ C/c", "invalid_hand_count", 2),
        ("8 01P/ C/c", "invalid_hand_count", 2),
        ("8 P1/ C/c", "invalid_piece_token", 4),
        ("8 1/ C/c", "invalid_piece_token", 3),
        ("K PP/ C/c", "too_many_pieces", 2),
        ("2 PPP/ C/c", "too_many_pieces", 2),
        ("8 PP/ C/C", "styles_same_case", 8),
        ("8 PP/p/ C/c", "invalid_hands_delimiter", 6),
        ("a//b PP/ C/c", "dimensional_coherence", 1),
        ("8 QP/ C/c extra", "field_count", 9),
        ("8 1PP/ é/c", "non_ascii", 7),
    ] {
        let err = sashite_feen::repair(input).expect_err(input);
        assert_eq!(
            (err.code(), err.offset()),
            (class, Some(offset)),
            "{input:?}"
        );
    }
}

#[test]
fn limits_hold_for_the_repaired_string() {
    let limits = sashite_feen::Limits::DEFAULT.with_max_bytes(9);
    let lenient = Lenient::DEFAULT.with_limits(limits);
    assert_eq!(lenient.normalize("8 PP/ C/c").as_deref(), Ok("8 2P/ C/c"));
    assert!(lenient.normalize("8 PPP/ C/c").unwrap_err().is_limit());
}

#[test]
fn strict_parsing_is_unchanged() {
    for input in ["8 PP/ C/c", "8 1P/ C/c", "8 QP/ C/c", "8 2PP/ C/c"] {
        assert!(!sashite_feen::is_valid(input), "{input:?}");
        assert!(sashite_feen::parse(input).is_err(), "{input:?}");
        assert!(sashite_feen::View::parse(input).is_err(), "{input:?}");
    }
}

#[test]
fn build_repairs_the_hands_field() {
    let built = sashite_feen::build("8", "pP1P/", "C/c").expect("repairable");
    assert_eq!(built.to_string(), "8 2Pp/ C/c");
    assert_eq!(
        Position::build("8", "PP/", "C/C").unwrap_err(),
        sashite_feen::parse("8 2P/ C/C").unwrap_err(),
    );
    assert_eq!(
        Lenient::DEFAULT.parse("8 PP/ C/c").expect("repairable"),
        sashite_feen::parse("8 2P/ C/c").expect("valid"),
    );
}

#[test]
fn seed_era_placement() {
    let seed = Lenient::DEFAULT.with_seed_era_placement(true);
    // The switch is off by default and reads back as set.
    assert!(seed.seed_era_placement());
    assert!(!Lenient::DEFAULT.seed_era_placement());
    assert!(!seed.with_seed_era_placement(false).seed_era_placement());
    // `93`: 9 + 3 squares in the seed era, 93 in FEEN 1.0.
    assert_eq!(
        sashite_feen::parse("93 / C/c")
            .expect("valid")
            .square_count(),
        93
    );
    let repaired = seed.repair("93 / C/c").expect("seed-era FEEN");
    assert_eq!(repaired.canonical(), "12 / C/c");
    assert_eq!(repaired.repairs()[0].kind(), RepairKind::SeedEraEmptyRun);
    // The seed's long-run rule at work, on a 12×12 board with hands.
    let rank = "93";
    let seed_board = [rank; 12].join("/");
    let repaired = seed
        .repair(&format!("{seed_board} PP/ C/c"))
        .expect("seed-era FEEN");
    assert_eq!(
        repaired.canonical(),
        format!("{} 2P/ C/c", ["12"; 12].join("/"))
    );
    let kinds: Vec<(RepairKind, usize)> = repaired
        .repairs()
        .iter()
        .map(|r| (r.kind(), r.offset()))
        .collect();
    assert_eq!(kinds.len(), 13);
    assert_eq!(kinds[1], (RepairKind::SeedEraEmptyRun, 3));
    // The hand offsets are those of the input, not of the rewritten text.
    assert_eq!(kinds[12], (RepairKind::RepeatedItem, seed_board.len() + 2));
    // Single digits read the same way in both eras.
    assert_eq!(seed.normalize("K^6k^ / C/c").as_deref(), Ok("K^6k^ / C/c"));
    // No empty run of zero squares.
    let err = seed.repair("K80 / C/c").unwrap_err();
    assert_eq!((err.code(), err.offset()), ("invalid_empty_count", Some(2)));
    // A lone `0` too, though a single digit is otherwise left as it is.
    let err = seed.repair("K0 / C/c").unwrap_err();
    assert_eq!((err.code(), err.offset()), ("invalid_empty_count", Some(1)));
    // Errors after a rewritten run point into the input.
    let err = seed.repair("999K999 / C/C").unwrap_err();
    assert_eq!((err.code(), err.offset()), ("styles_same_case", Some(12)));
    let err = seed.repair("999/K999// / C/c").unwrap_err();
    assert_eq!(
        (err.code(), err.offset()),
        ("placement_ends_with_separator", Some(8))
    );
    // Off by default.
    assert_eq!(
        sashite_feen::normalize("93 / C/c").as_deref(),
        Ok("93 / C/c")
    );
}

/// A canonical position of up to 64 pieces in hand, written by the
/// library's editing methods (checked valid below).
fn canonical_position() -> impl Strategy<Value = (String, Vec<(Side, String, u128)>)> {
    let placement = prop::sample::select(vec![
        "8/8/8/8/8/8/8/8",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R",
        "5/5/5/5/5//5/5/5/5/5//5/5/5/5/5",
        "99",
    ]);
    let token = (
        prop::sample::select(vec!["", "+", "-"]),
        prop::sample::select(vec!['K', 'k', 'P', 'p', 'A', 'z', 'Q', 'r']),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(state, letter, terminal, derived)| {
            format!(
                "{state}{letter}{}{}",
                if terminal { "^" } else { "" },
                if derived { "'" } else { "" }
            )
        });
    let item = (
        prop::sample::select(vec![Side::First, Side::Second]),
        token,
        1u128..5,
    );
    (placement, prop::collection::vec(item, 0..8)).prop_map(|(placement, items)| {
        let mut position = Position::parse(&format!("{placement} / C/c")).expect("valid");
        for (side, token, count) in &items {
            position = position
                .add_to_hand(*side, token.parse().expect("EPIN"), *count)
                .expect("room");
        }
        let held = Side::ALL
            .into_iter()
            .flat_map(|side| {
                position
                    .hand(side)
                    .iter()
                    .map(move |item| (side, item.piece().to_string(), item.count()))
            })
            .collect();
        (position.to_string(), held)
    })
}

/// The hands of `held` spelled badly: counts split into parts, parts of
/// one sometimes written `1`, parts shuffled (by the given keys).
fn scrambled(held: &[(Side, String, u128)], splits: &[u8], keys: &[u32]) -> [String; 2] {
    let mut parts: [Vec<(u32, String)>; 2] = [Vec::new(), Vec::new()];
    let mut choice = splits.iter().copied().cycle();
    let mut key = keys.iter().copied().cycle();
    for (side, token, count) in held {
        let mut left = *count;
        while left > 0 {
            let pick = u128::from(choice.next().unwrap_or(0));
            let part = 1 + pick % left;
            left -= part;
            let text = match part {
                1 if pick % 2 == 0 => format!("1{token}"),
                1 => token.clone(),
                n => format!("{n}{token}"),
            };
            let hand = usize::from(*side == Side::Second);
            parts[hand].push((key.next().unwrap_or(0), text));
        }
    }
    parts.map(|mut hand| {
        hand.sort();
        hand.into_iter().map(|(_, text)| text).collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn scrambled_hands_come_back_canonical(
        (canonical, held) in canonical_position(),
        splits in prop::collection::vec(any::<u8>(), 1..16),
        keys in prop::collection::vec(any::<u32>(), 1..32),
    ) {
        prop_assert!(sashite_feen::is_valid(&canonical));
        let view = sashite_feen::View::parse(&canonical).expect("valid");
        let [first, second] = scrambled(&held, &splits, &keys);
        let input = format!("{} {first}/{second} {}", view.placement(), view.style_turn());
        let repaired = sashite_feen::repair(&input).expect("repairable");
        prop_assert_eq!(repaired.canonical(), canonical.as_str());
        prop_assert_eq!(repaired.was_canonical(), input == canonical);
        // Every repair names a byte of the hands field of the input.
        let hands = view.placement().len() + 1..input.len() - 4;
        for repair in repaired.repairs() {
            prop_assert!(hands.contains(&repair.offset()), "{:?}", repair);
        }
        prop_assert_eq!(sashite_feen::normalize(repaired.canonical()), Ok(canonical));
    }

    #[test]
    fn lenient_and_strict_agree_on_whatever_they_can(input in "[0-9a-cA-C+'^/ ]{0,16}") {
        let strict = sashite_feen::parse(&input);
        match (sashite_feen::repair(&input), strict) {
            (Ok(repaired), Ok(_)) => {
                prop_assert_eq!(repaired.canonical(), input.as_str());
                prop_assert!(repaired.was_canonical());
            }
            (Ok(repaired), Err(err)) => {
                prop_assert!(REPAIRABLE.contains(&err.code()), "{}", err);
                prop_assert!(sashite_feen::is_valid(repaired.canonical()));
                // Idempotent.
                let again = sashite_feen::normalize(repaired.canonical());
                prop_assert_eq!(again.as_deref(), Ok(repaired.canonical()));
            }
            (Err(err), Ok(_)) => prop_assert!(false, "strict accepts, lenient says {}", err),
            (Err(lenient), Err(strict)) => {
                if !REPAIRABLE.contains(&strict.code()) {
                    prop_assert_eq!(lenient, strict);
                }
            }
        }
    }
}

#[test]
fn idempotent() {
    for input in ["8 PP/ C/c", "8 Q2PP/pP1p C/c", "20 9Q10P/ C/c"] {
        let once = sashite_feen::normalize(input).expect("repairable");
        assert_eq!(sashite_feen::normalize(&once), Ok(once.clone()));
        assert!(sashite_feen::repair(&once).expect("valid").was_canonical());
    }
}

#[test]
fn long_unaggregated_hands_are_repaired_in_linear_time() {
    let n = 200_000;
    let input = format!("{n} {}/{} C/c", "P".repeat(n / 2), "1p".repeat(n / 2));
    let repaired = sashite_feen::repair(&input).expect("repairable");
    assert_eq!(
        repaired.canonical(),
        format!("{n} {}P/{}p C/c", n / 2, n / 2)
    );
    // Each copy after the first is a repeat; each `1` a repair of its own.
    assert_eq!(repaired.repairs().len(), (n / 2 - 1) + n / 2 + (n / 2 - 1));
}
