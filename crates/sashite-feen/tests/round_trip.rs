//! Round-trip laws on generated positions (1 to 4 dimensions, regular and
//! irregular, random pieces and hands): `parse(s).to_string() == s`,
//! `View` and `Position` agree, edits stay canonical, and mutated strings
//! never panic and either fail or re-serialize identically. The one-pass
//! `Position::parse` builds the same position as `Position::from_view`,
//! which re-reads the validated string token by token.

use proptest::prelude::*;
use sashite_feen::{Position, Run, Side, View};

/// The separators of a valid string, read token by token from its view:
/// (squares before it, number of `/`).
fn separators_of(view: &View<'_>) -> Vec<(u128, usize)> {
    let mut square = 0;
    let mut separators = Vec::new();
    for run in view.runs() {
        match run {
            Run::Piece(_) => square += 1,
            Run::Empty(n) => square += n,
            Run::Separator(len) => separators.push((square, len)),
        }
    }
    separators
}

/// Both ways of building a position agree, and keep the separators.
#[track_caller]
fn built_both_ways(input: &str) -> Position {
    let view = View::parse(input).expect("valid");
    let position = Position::parse(input).expect("valid");
    assert_eq!(Position::from_view(&view), position, "{input:?}");
    assert_eq!(
        position.placement().separators().collect::<Vec<_>>(),
        separators_of(&view),
        "{input:?}"
    );
    assert_eq!(position.to_string(), input);
    position
}

#[test]
fn runs_of_empty_ranks() {
    let empty_255 = vec!["255"; 255].join("/");
    let layer = ["8"; 8].join("/");
    let cube = [layer.as_str(); 8].join("//");
    for input in [
        format!("{empty_255} / C/c"),
        format!("{cube} / C/c"),
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c".to_string(),
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x".to_string(),
        "8/8/8/8/8/8/8/9 / C/c".to_string(),
        "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1//1/1 / C/c".to_string(),
        "1234567/1234567/1234567/12345678/12345678/12345678 / C/c".to_string(),
        "K/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/K / C/c".to_string(),
    ] {
        built_both_ways(&input);
    }
    let position = built_both_ways(&format!("{empty_255} / C/c"));
    assert_eq!(position.shape(), Some(&[255, 255][..]));
    assert_eq!(position.placement().separators().count(), 254);
    let position = built_both_ways(&format!("{cube} / C/c"));
    assert_eq!(position.shape(), Some(&[8, 8, 8][..]));
}

/// A random EPIN token.
fn piece() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["", "+", "-"]),
        prop::sample::select(vec!['K', 'k', 'P', 'p', 'A', 'z', 'Q', 'r']),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(state, letter, terminal, derived)| {
            let mut token = format!("{state}{letter}");
            if terminal {
                token.push('^');
            }
            if derived {
                token.push('\'');
            }
            token
        })
}

/// A segment: cells (`None` = empty), at least one.
fn segment() -> impl Strategy<Value = Vec<Option<String>>> {
    prop::collection::vec(prop::option::weighted(0.4, piece()), 1..7)
}

/// Writes cells, merging empty squares into one count per run.
fn write_segment(cells: &[Option<String>], out: &mut String) {
    let mut empty = 0;
    for cell in cells {
        match cell {
            None => empty += 1,
            Some(token) => {
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(token);
            }
        }
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
}

/// A structure of `dims` dimensions: children counts per level are either
/// fixed (regular) or drawn per structure (irregular).
#[derive(Debug, Clone)]
enum Tree {
    Segment(Vec<Option<String>>),
    Node(Vec<Tree>),
}

fn tree(dims: u32, regular: Option<Vec<usize>>) -> BoxedStrategy<Tree> {
    if dims == 1 {
        return segment().prop_map(Tree::Segment).boxed();
    }
    let count = match &regular {
        Some(counts) => {
            let n = counts[dims as usize - 2];
            (n..=n).boxed()
        }
        None => (2usize..4).boxed(),
    };
    count
        .prop_flat_map(move |n| prop::collection::vec(tree(dims - 1, regular.clone()), n))
        .prop_map(Tree::Node)
        .boxed()
}

fn write_tree(tree: &Tree, depth: usize, out: &mut String) {
    match tree {
        Tree::Segment(cells) => write_segment(cells, out),
        Tree::Node(children) => {
            for (i, child) in children.iter().enumerate() {
                if i > 0 {
                    out.push_str(&"/".repeat(depth - 1));
                }
                write_tree(child, depth - 1, out);
            }
        }
    }
}

fn cells(tree: &Tree) -> (u128, u128) {
    match tree {
        Tree::Segment(cells) => (cells.len() as u128, cells.iter().flatten().count() as u128),
        Tree::Node(children) => children
            .iter()
            .map(cells)
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1)),
    }
}

/// The canonical key of a hand item (specification §5.4), written
/// independently of the crate.
fn key(token: &str, count: u128) -> (std::cmp::Reverse<u128>, u8, bool, u8, bool, bool) {
    let bytes = token.as_bytes();
    let (state, rest) = match bytes[0] {
        b'-' => (0, &bytes[1..]),
        b'+' => (1, &bytes[1..]),
        _ => (2, bytes),
    };
    (
        std::cmp::Reverse(count),
        rest[0].to_ascii_uppercase(),
        rest[0].is_ascii_lowercase(),
        state,
        token.contains('^'),
        token.contains('\''),
    )
}

fn hand() -> impl Strategy<Value = Vec<(String, u128)>> {
    prop::collection::btree_map(piece(), 1u128..5, 0..4).prop_map(|map| {
        let mut items: Vec<(String, u128)> = map.into_iter().collect();
        items.sort_by_key(|(token, count)| key(token, *count));
        items
    })
}

fn write_hand(items: &[(String, u128)], out: &mut String) {
    for (token, count) in items {
        if *count > 1 {
            out.push_str(&count.to_string());
        }
        out.push_str(token);
    }
}

#[derive(Debug, Clone)]
struct Generated {
    text: String,
    squares: u128,
    board: u128,
    hands: u128,
    first_to_move: bool,
}

fn position() -> impl Strategy<Value = Generated> {
    let shape = (1u32..=4, any::<bool>()).prop_flat_map(|(dims, regular)| {
        let counts = prop::collection::vec(2usize..4, dims.saturating_sub(1) as usize);
        (Just(dims), counts, Just(regular))
    });
    let board = shape.prop_flat_map(|(dims, counts, regular)| {
        tree(dims, regular.then_some(counts)).prop_map(move |t| (dims, t))
    });
    (
        board,
        hand(),
        hand(),
        prop::sample::select(vec!['C', 'S', 'W']),
        prop::sample::select(vec!['c', 'x', 'm']),
        any::<bool>(),
    )
        .prop_map(
            |((dims, tree), mut first, mut second, upper, lower, first_to_move)| {
                let (squares, board) = cells(&tree);
                // Keep p <= n: drop hand items until the pieces fit.
                let total = |h: &[(String, u128)]| h.iter().map(|(_, c)| c).sum::<u128>();
                while board + total(&first) + total(&second) > squares {
                    if second.is_empty() {
                        first.pop();
                    } else {
                        second.pop();
                    }
                }
                let mut text = String::new();
                write_tree(&tree, dims as usize, &mut text);
                text.push(' ');
                write_hand(&first, &mut text);
                text.push('/');
                write_hand(&second, &mut text);
                text.push(' ');
                if first_to_move {
                    text.extend([upper, '/', lower]);
                } else {
                    text.extend([lower, '/', upper]);
                }
                Generated {
                    text,
                    squares,
                    board,
                    hands: total(&first) + total(&second),
                    first_to_move,
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn generated_positions_round_trip(g in position()) {
        let view = View::parse(&g.text).map_err(|e| TestCaseError::fail(format!("{:?}: {e}", g.text)))?;
        prop_assert_eq!(view.square_count(), g.squares);
        prop_assert_eq!(view.board_piece_count(), g.board);
        prop_assert_eq!(view.hand_piece_count(), g.hands);
        prop_assert_eq!(view.active_side() == Side::First, g.first_to_move);
        let position = built_both_ways(&g.text);
        prop_assert_eq!(Position::parse(&position.to_string()).expect("valid"), position.clone());
        prop_assert_eq!(position.square_count(), view.square_count());
        prop_assert_eq!(position.board_piece_count(), view.board_piece_count());
        prop_assert_eq!(position.hand_piece_count(), view.hand_piece_count());
        prop_assert_eq!(position.dimension_count(), view.dimension_count());
        prop_assert_eq!(position.shape().map(<[u128]>::to_vec), view.shape().map(|s| s.to_vec()));
        let squares: Vec<_> = view.squares().collect();
        prop_assert_eq!(squares.len() as u128, position.square_count());
        for (index, square) in squares.iter().enumerate() {
            prop_assert_eq!(position.get(index as u128), Some(*square));
        }
        prop_assert_eq!(sashite_feen::normalize(&g.text).expect("valid"), g.text.clone());
        if let Some(shape) = position.shape() {
            prop_assert_eq!(shape.iter().product::<u128>(), position.square_count());
        }
    }

    #[test]
    fn edits_stay_canonical(g in position(), index in any::<u64>(), token in piece(), first in any::<bool>()) {
        let position = Position::parse(&g.text).expect("valid");
        let index = u128::from(index) % position.square_count();
        let piece = token.parse().expect("EPIN");
        let side = if first { Side::First } else { Side::Second };
        let edits = [
            position.place(index, piece),
            position.remove(index),
            position.add_to_hand(side, piece, 1),
            position.take_from_hand(side, piece, 1),
            Ok(position.toggle_turn()),
        ];
        for edited in edits.into_iter().flatten() {
            let text = edited.to_string();
            let reparsed = Position::parse(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
            prop_assert_eq!(reparsed, edited);
        }
        if let Ok(placed) = position.place(index, piece) {
            prop_assert_eq!(placed.get(index), Some(Some(piece)));
            let removed = placed.remove(index).expect("a piece");
            prop_assert_eq!(removed.get(index), Some(None));
        }
    }

    #[test]
    fn mutations_never_panic(g in position(), at in any::<usize>(), byte in prop::sample::select(b"/ 0123456789+-^'Kk$\t".to_vec()), kind in 0u8..3) {
        let mut bytes = g.text.into_bytes();
        let at = at % (bytes.len() + 1);
        match kind {
            0 if at < bytes.len() => { bytes.remove(at); }
            1 if at < bytes.len() => bytes[at] = byte,
            _ => bytes.insert(at, byte),
        }
        let text = String::from_utf8(bytes).expect("ASCII");
        let view = View::parse(&text);
        let position = Position::parse(&text);
        prop_assert_eq!(view.is_ok(), position.is_ok());
        prop_assert_eq!(sashite_feen::is_valid(&text), view.is_ok());
        match position {
            Ok(position) => prop_assert_eq!(position.to_string(), text),
            Err(err) => {
                prop_assert_eq!(Some(err), view.err());
                prop_assert!(err.offset().is_some_and(|o| o <= text.len()));
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        let view = View::parse(&text);
        prop_assert_eq!(view.is_ok(), Position::parse(&text).is_ok());
        prop_assert_eq!(view.is_ok(), sashite_feen::is_valid(&text));
    }

    #[test]
    fn feen_alphabet_never_panics(text in "[0-9/ +\\-^'KkPpCc]{0,40}") {
        let view = View::parse(&text);
        let position = Position::parse(&text);
        prop_assert_eq!(view.is_ok(), position.is_ok());
        if let Ok(position) = position {
            prop_assert_eq!(position.to_string(), text);
        }
    }
}
