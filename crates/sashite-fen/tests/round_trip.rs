//! Property tests. A small model of each game's positions, drawn at random,
//! is written two ways by the test itself, as FEN and as FEEN (with the
//! chess rule system's states); `from_fen` must turn the one into the
//! other and `to_fen` back. Arbitrary text and arbitrary FEEN never make a
//! conversion panic, and whatever converts comes back.
#![allow(
    clippy::similar_names,
    reason = "FEN and FEEN are the two notations side by side"
)]

mod common;

use std::num::NonZeroU64;

use proptest::prelude::*;
use sashite_fen::sashite_feen::sashite_epin::Identifier;
use sashite_fen::sashite_feen::{self, Position, Side};
use sashite_fen::{Game, Options};

/// A position of one game, as both texts.
#[derive(Debug)]
struct Case {
    game: Game,
    fen: String,
    feen: String,
    options: Options,
}

/// Writes rows of tokens (`None` empty) as a FEN or FEEN placement.
fn placement(rows: &[Vec<Option<String>>]) -> String {
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut empty = 0;
        for square in row {
            match square {
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
    out
}

fn styles(letter: char, first_to_move: bool) -> String {
    let (first, second) = (letter.to_ascii_uppercase(), letter.to_ascii_lowercase());
    if first_to_move {
        format!("{first}/{second}")
    } else {
        format!("{second}/{first}")
    }
}

fn cased(letter: char, first: bool) -> char {
    if first {
        letter.to_ascii_uppercase()
    } else {
        letter.to_ascii_lowercase()
    }
}

// ------------------------------------------------------------------ chess

/// A chess square: letter (uppercase) and whether it is the first player's.
type ChessPiece = (char, bool);

/// Draws a chess or Chess960 position from bytes: 64 squares, then the
/// side to move, castling wishes, the en-passant column, the notation.
fn chess_case(chess960: bool, bytes: &[u8], flags: [u8; 6]) -> Case {
    let mut board: Vec<Option<ChessPiece>> = (0..64)
        .map(|i| {
            let byte = bytes.get(i).copied().unwrap_or(0);
            let letter = ['K', 'Q', 'R', 'B', 'N', 'P'].get(usize::from(byte % 12))?;
            Some((*letter, byte & 0x10 == 0))
        })
        .collect();
    let white_to_move = flags[0] & 1 == 0;
    // Castling: per side, a king alone on its back rank and up to one rook
    // on each wing (standard chess: e-file king, corner rooks).
    let mut rights: Vec<(bool, usize)> = Vec::new();
    let mut castling_king = [None; 2];
    for (first, wishes) in [(true, flags[1]), (false, flags[2])] {
        castling_king[usize::from(!first)] =
            castle(&mut board, chess960, first, wishes, &mut rights);
    }
    // En passant: the mover's pawn on its fourth rank, the two squares
    // behind it empty.
    let en_passant = (flags[3] & 8 != 0).then(|| usize::from(flags[3] % 8));
    if let Some(column) = en_passant {
        let (from, over, to) = if white_to_move { (1, 2, 3) } else { (6, 5, 4) };
        board[from * 8 + column] = None;
        board[over * 8 + column] = None;
        board[to * 8 + column] = Some(('P', !white_to_move));
    }
    let shredder = flags[4] & 1 == 1;

    let mut fen_rows = Vec::new();
    let mut feen_rows = Vec::new();
    for row in 0..8 {
        let mut fen_row = Vec::new();
        let mut feen_row = Vec::new();
        for column in 0..8 {
            let Some((letter, first)) = board[row * 8 + column] else {
                fen_row.push(None);
                feen_row.push(None);
                continue;
            };
            let back_row = if first { 7 } else { 0 };
            let pawn_row = if first { 6 } else { 1 };
            let letter_text = cased(letter, first).to_string();
            let token = match letter {
                'K' if row == back_row && castling_king[usize::from(!first)] == Some(column) => {
                    format!("+{letter_text}^")
                }
                'K' => format!("{letter_text}^"),
                'R' if row == back_row && rights.contains(&(first, column)) => {
                    format!("+{letter_text}")
                }
                'P' if en_passant == Some(column)
                    && first != white_to_move
                    && row == if first { 4 } else { 3 } =>
                {
                    format!("-{letter_text}")
                }
                'P' if row == pawn_row => format!("+{letter_text}"),
                _ => letter_text.clone(),
            };
            fen_row.push(Some(letter_text));
            feen_row.push(Some(token));
        }
        fen_rows.push(fen_row);
        feen_rows.push(feen_row);
    }
    let castling = castling_field(&board, &rights, castling_king, shredder);
    let en_passant_field = match en_passant {
        Some(column) => format!(
            "{}{}",
            char::from(b'a' + u8::try_from(column).unwrap_or(0)),
            if white_to_move { 6 } else { 3 }
        ),
        None => "-".to_owned(),
    };
    let (halfmove, number) = (u64::from(flags[5]), u64::from(flags[5]) * 3 + 1);
    let side = if white_to_move { 'w' } else { 'b' };
    Case {
        game: if chess960 {
            Game::Chess960
        } else {
            Game::Chess
        },
        fen: format!(
            "{} {side} {castling} {en_passant_field} {halfmove} {number}",
            placement(&fen_rows)
        ),
        feen: format!("{} / {}", placement(&feen_rows), styles('c', white_to_move)),
        options: Options::new()
            .with_counters(halfmove, move_number(number))
            .with_shredder(shredder),
    }
}

/// Castling wishes (bit 0: queen's side, bit 1: king's side; then the
/// king's and rook's columns in Chess960): a king alone on the back rank
/// and a rook on each wing wished. The king's column, if any.
fn castle(
    board: &mut [Option<ChessPiece>],
    chess960: bool,
    first: bool,
    wishes: u8,
    rights: &mut Vec<(bool, usize)>,
) -> Option<usize> {
    if wishes.is_multiple_of(4) {
        return None;
    }
    let row = if first { 56 } else { 0 };
    let king = if chess960 {
        1 + usize::from(wishes >> 2) % 6
    } else {
        4
    };
    for column in 0..8 {
        if board[row + column] == Some(('K', first)) {
            board[row + column] = None;
        }
    }
    board[row + king] = Some(('K', first));
    for (wish, wing) in [(1, 0..king), (2, king + 1..8)] {
        if wishes & wish == 0 {
            continue;
        }
        let columns: Vec<usize> = wing.collect();
        let rook = if chess960 {
            columns[usize::from(wishes >> 5) % columns.len()]
        } else if wish == 1 {
            0
        } else {
            7
        };
        board[row + rook] = Some(('R', first));
        rights.push((first, rook));
    }
    Some(king)
}

/// The castling field: X-FEN (a file letter for a rook that is not the
/// outermost on its wing) or Shredder-FEN, the first player's first, each
/// side's rooks from the h-file down.
fn castling_field(
    board: &[Option<ChessPiece>],
    rights: &[(bool, usize)],
    castling_king: [Option<usize>; 2],
    shredder: bool,
) -> String {
    let mut castling = String::new();
    for first in [true, false] {
        let row = if first { 56 } else { 0 };
        let mut columns: Vec<usize> = rights
            .iter()
            .filter(|(f, _)| *f == first)
            .map(|(_, c)| *c)
            .collect();
        columns.sort_unstable_by(|a, b| b.cmp(a));
        let king = castling_king[usize::from(!first)].unwrap_or(0);
        for rook in columns {
            let is_rook = |c: usize| board[row + c] == Some(('R', first));
            let outermost = if rook > king {
                !(rook + 1..8).any(is_rook)
            } else {
                !(0..rook).any(is_rook)
            };
            let letter = match (shredder || !outermost, rook > king) {
                (true, _) => char::from(b'a' + u8::try_from(rook).unwrap_or(0)),
                (false, true) => 'k',
                (false, false) => 'q',
            };
            castling.push(cased(letter, first));
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    castling
}

// ------------------------------------------------------------------ shogi

const SHOGI_HAND: [char; 7] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];
const SHOGI_BOARD: [&str; 14] = [
    "K", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P",
];

/// Draws a shogi position: 81 squares, 14 hand counts, the side; written
/// as SFEN, or as Fairy-Stockfish's bracket FEN when `fairy`.
fn shogi_case(bytes: &[u8], hands: &[u8], sente_to_move: bool, fairy: bool, number: u64) -> Case {
    let mut fen_rows = Vec::new();
    let mut feen_rows = Vec::new();
    let mut pieces = 0;
    for row in 0..9 {
        let (mut fen_row, mut feen_row) = (Vec::new(), Vec::new());
        for column in 0..9 {
            let byte = bytes.get(row * 9 + column).copied().unwrap_or(0);
            let Some(token) = SHOGI_BOARD.get(usize::from(byte % 28)) else {
                fen_row.push(None);
                feen_row.push(None);
                continue;
            };
            pieces += 1;
            let sente = byte & 0x80 == 0;
            let token = if sente {
                token.to_string()
            } else {
                token.to_ascii_lowercase()
            };
            let king = token.eq_ignore_ascii_case("k");
            feen_row.push(Some(if king {
                format!("{token}^")
            } else {
                token.clone()
            }));
            fen_row.push(Some(token));
        }
        fen_rows.push(fen_row);
        feen_rows.push(feen_row);
    }
    let mut counts: Vec<u32> = (0..14)
        .map(|i| u32::from(hands.get(i).copied().unwrap_or(0) % 4))
        .collect();
    if pieces + counts.iter().sum::<u32>() > 81 {
        counts.fill(0);
    }
    let (mut usi, mut feen_hands, mut fairy_hands) = (String::new(), String::new(), String::new());
    for (side, first) in [(0, true), (1, false)] {
        if !first {
            feen_hands.push('/');
        }
        for (kind, letter) in SHOGI_HAND.iter().enumerate() {
            let count = counts[side * 7 + kind];
            let letter = cased(*letter, first);
            if count > 1 {
                usi.push_str(&count.to_string());
            }
            if count > 0 {
                usi.push(letter);
                feen_hands.push_str(format!("{count}{letter}").trim_start_matches('1'));
            }
            fairy_hands.extend(std::iter::repeat_n(letter, count as usize));
        }
    }
    let feen = format!(
        "{} {feen_hands} {}",
        placement(&feen_rows),
        styles('s', sente_to_move)
    );
    let feen = sashite_feen::normalize(&feen).unwrap_or_else(|err| panic!("{feen}: {err}"));
    let hands_field = if usi.is_empty() { "-".to_owned() } else { usi };
    let fen = if fairy {
        let side = if sente_to_move { 'w' } else { 'b' };
        format!(
            "{}[{fairy_hands}] {side} - - 0 {number}",
            placement(&fen_rows)
        )
    } else {
        let side = if sente_to_move { 'b' } else { 'w' };
        format!("{} {side} {hands_field} {number}", placement(&fen_rows))
    };
    Case {
        game: Game::Shogi,
        fen,
        feen,
        options: Options::new().with_counters(0, move_number(number)),
    }
}

// ---------------------------------------------------------- xiangqi, makruk

/// Draws a xiangqi or makruk position: letters only, no states, no hands.
fn plain_case(game: Game, bytes: &[u8], first_to_move: bool, counters: (u64, u64)) -> Case {
    let (height, width, style, letters): (usize, usize, char, &[(char, &str)]) = match game {
        Game::Xiangqi => (
            10,
            9,
            'x',
            &[
                ('k', "g^"),
                ('a', "a"),
                ('b', "e"),
                ('n', "h"),
                ('r', "r"),
                ('c', "c"),
                ('p', "p"),
            ],
        ),
        _ => (
            8,
            8,
            'm',
            &[
                ('k', "k^"),
                ('m', "m"),
                ('s', "s"),
                ('n', "n"),
                ('r', "r"),
                ('p', "p"),
            ],
        ),
    };
    let (mut fen_rows, mut feen_rows) = (Vec::new(), Vec::new());
    for row in 0..height {
        let (mut fen_row, mut feen_row) = (Vec::new(), Vec::new());
        for column in 0..width {
            let byte = bytes.get(row * width + column).copied().unwrap_or(0);
            let Some((letter, token)) = letters.get(usize::from(byte % 16)) else {
                fen_row.push(None);
                feen_row.push(None);
                continue;
            };
            let first = byte & 0x80 == 0;
            fen_row.push(Some(cased(*letter, first).to_string()));
            feen_row.push(Some(if first {
                token.to_ascii_uppercase()
            } else {
                (*token).to_owned()
            }));
        }
        fen_rows.push(fen_row);
        feen_rows.push(feen_row);
    }
    let side = if first_to_move { 'w' } else { 'b' };
    Case {
        game,
        fen: format!(
            "{} {side} - - {} {}",
            placement(&fen_rows),
            counters.0,
            counters.1
        ),
        feen: format!(
            "{} / {}",
            placement(&feen_rows),
            styles(style, first_to_move)
        ),
        options: Options::new().with_counters(counters.0, move_number(counters.1)),
    }
}

fn case() -> impl Strategy<Value = Case> {
    let squares = prop::collection::vec(any::<u8>(), 90);
    prop_oneof![
        (any::<bool>(), squares.clone(), any::<[u8; 6]>())
            .prop_map(|(chess960, bytes, flags)| chess_case(chess960, &bytes, flags)),
        (
            squares.clone(),
            prop::collection::vec(any::<u8>(), 14),
            any::<bool>(),
            any::<bool>(),
            1..500u64
        )
            .prop_map(|(bytes, hands, sente, fairy, number)| shogi_case(
                &bytes, &hands, sente, fairy, number
            )),
        (
            any::<bool>(),
            squares,
            any::<bool>(),
            (any::<u64>(), 1..=u64::MAX)
        )
            .prop_map(|(xiangqi, bytes, first, counters)| {
                plain_case(
                    if xiangqi { Game::Xiangqi } else { Game::Makruk },
                    &bytes,
                    first,
                    counters,
                )
            }),
    ]
}

/// A move number drawn from 1 up.
fn move_number(number: u64) -> NonZeroU64 {
    NonZeroU64::new(number).expect("move numbers are drawn from 1")
}

fn feen(text: &str) -> Position {
    sashite_feen::parse(text).unwrap_or_else(|err| panic!("{text}: {err}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// FEN → `from_fen` → the FEEN the model says, and `to_fen` back.
    #[test]
    fn fen_reads_as_the_models_feen_and_writes_back(case in case()) {
        let position = case.game.from_fen(&case.fen).map_err(|err| TestCaseError::fail(format!("{case:?}: {err}")))?;
        prop_assert_eq!(position.to_string(), case.feen.clone(), "{:?}", case);
        // Fairy-Stockfish's shogi form reads, SFEN is written.
        if !case.fen.contains('[') {
            prop_assert_eq!(case.game.to_fen_with(&position, &case.options), Ok(case.fen.clone()));
        }
    }

    /// FEEN → `to_fen` → `from_fen` gives the position back, for every
    /// expressible position of each game, with every option.
    #[test]
    fn expressible_feen_comes_back(case in case()) {
        let position = feen(&case.feen);
        common::check_writable(case.game, &position);
        // And through every other dialect: written and read back, or refused.
        common::check_position(&position);
    }

    /// Text shaped like FEN, and any text, never makes a reader panic.
    #[test]
    fn fen_like_text_never_panics(text in "[rnbqkpRNBQKPsgmlhaecSGMLHAEC+1-9/ \\[\\]wb-]{0,90}") {
        common::check_fen_text(&text);
    }

    #[test]
    fn any_text_never_panics(text in "\\PC{0,120}") {
        common::check_fen_text(&text);
    }

    /// A model FEN with one byte changed: an error or a round trip.
    #[test]
    fn mutated_fen_never_panics(case in case(), at in any::<prop::sample::Index>(), byte in any::<u8>()) {
        let mut bytes = case.fen.into_bytes();
        let i = at.index(bytes.len());
        bytes[i] = byte;
        if let Ok(text) = String::from_utf8(bytes) {
            common::check_fen_text(&text);
        }
    }

    /// A model FEEN with one token changed (any piece, state, marker):
    /// written and read back, or refused with an offset in the FEEN.
    #[test]
    fn mutated_feen_is_written_or_refused(case in case(), at in any::<prop::sample::Index>(), piece in prop::sample::select(Identifier::all().collect::<Vec<_>>())) {
        let position = feen(&case.feen);
        let squares: Vec<u128> = (0..position.square_count()).collect();
        let index = squares[at.index(squares.len())];
        if let Ok(mutated) = position.place(index, piece) {
            common::check_position(&mutated);
        }
    }
}

/// Every EPIN piece (all of [`Identifier::all`], so an attribute EPIN gains
/// too) on each square of every game's empty board, and in each hand:
/// written and read back as itself, or refused; never written without an
/// attribute.
#[test]
fn every_piece_is_written_whole_or_refused() {
    // (board, width): each rank of the fifth file, since a lone piece's
    // states depend on its rank alone.
    let boards = [
        ("8/8/8/8/8/8/8/8 / C/c", 8),
        ("9/9/9/9/9/9/9/9/9 / S/s", 9),
        ("9/9/9/9/9/9/9/9/9/9 / X/x", 9),
        ("8/8/8/8/8/8/8/8 / M/m", 8),
    ];
    for (board, width) in boards {
        let board = feen(board);
        for piece in Identifier::all() {
            for index in (4..board.square_count()).step_by(width) {
                let placed = board.place(index, piece).expect("a square of the board");
                common::check_position(&placed);
            }
            for side in [Side::First, Side::Second] {
                let held = board.add_to_hand(side, piece, 1).expect("room for a piece");
                common::check_position(&held);
            }
        }
    }
}
