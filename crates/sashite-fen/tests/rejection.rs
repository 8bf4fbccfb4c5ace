//! Every error, both ways, with its exact offset, kind and message: FEN
//! that is not well formed (offsets in the FEN), and positions a dialect
//! cannot express (offsets in the canonical FEEN string).

use sashite_fen::sashite_feen::{self, Found};
use sashite_fen::{Error, Game};

/// (game, FEN, offset, kind code, message)
type Case = (Game, &'static str, usize, &'static str, &'static str);

const READS: &[Case] = &[
    (
        Game::Chess,
        "",
        0,
        "missing_field",
        "invalid chess FEN: expected the piece placement field at byte 0",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        43,
        "missing_field",
        "invalid chess FEN: expected the side to move field at byte 43",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
        45,
        "missing_field",
        "invalid chess FEN: expected the castling field at byte 45",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
        50,
        "missing_field",
        "invalid chess FEN: expected the en-passant field at byte 50",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  KQkq - 0 1",
        46,
        "missing_field",
        "invalid chess FEN: expected the castling field at byte 46",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ",
        56,
        "extra_field",
        "invalid chess FEN: expected the end of the record at byte 56, found ' '",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
        57,
        "extra_field",
        "invalid chess FEN: expected the end of the record at byte 57, found 'x'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        18,
        "rank_too_long",
        "invalid chess FEN: rank longer than 8 squares at byte 18",
    ),
    (
        Game::Chess,
        "rnbqkbnrp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        8,
        "rank_too_long",
        "invalid chess FEN: rank longer than 8 squares at byte 8",
    ),
    (
        Game::Chess,
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        16,
        "rank_too_short",
        "invalid chess FEN: rank of 7 squares, expected 8 at byte 16",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        34,
        "rank_count",
        "invalid chess FEN: expected 8 ranks at byte 34",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",
        43,
        "rank_count",
        "invalid chess FEN: expected 8 ranks at byte 43",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
        42,
        "piece",
        "invalid chess FEN: expected a piece letter, a digit 1-9 or '/' at byte 42, found 'X'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/+RNBQKBNR w KQkq - 0 1",
        35,
        "piece",
        "invalid chess FEN: expected a piece letter, a digit 1-9 or '/' at byte 35, found '+'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        19,
        "adjacent_empty_counts",
        "invalid chess FEN: two counts of empty squares in a row at byte 19",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        44,
        "side",
        "invalid chess FEN: expected 'w' or 'b' for the side to move at byte 44, found 'x'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wb KQkq - 0 1",
        45,
        "side",
        "invalid chess FEN: expected 'w' or 'b' for the side to move at byte 45, found 'b'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1",
        48,
        "castling",
        "invalid chess FEN: expected '-' or castling rights (KQkq or files) at byte 48, found 'x'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",
        47,
        "repeated_castling",
        "invalid chess FEN: castling right repeated, or a second one on the same side at byte 47, found 'K'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KHkq - 0 1",
        47,
        "repeated_castling",
        "invalid chess FEN: castling right repeated, or a second one on the same side at byte 47, found 'H'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1",
        46,
        "castling_without_king",
        "invalid chess FEN: castling right without a king on the first player's back rank at byte 46",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBK1BNR w KQkq - 0 1",
        46,
        "castling_without_king",
        "invalid chess FEN: castling right without a king on the first player's back rank at byte 46",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
        46,
        "castling_without_rook",
        "invalid chess FEN: castling right 'K' names no rook at byte 46",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1",
        52,
        "en_passant",
        "invalid chess FEN: expected '-' or an en-passant square at byte 52, found '4'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6x 0 1",
        53,
        "en_passant",
        "invalid chess FEN: expected '-' or an en-passant square at byte 53, found 'x'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq i6 0 1",
        51,
        "en_passant",
        "invalid chess FEN: expected '-' or an en-passant square at byte 51, found 'i'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
        51,
        "en_passant_without_pawn",
        "invalid chess FEN: en-passant square e6 has no pawn that just advanced past it at byte 51",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
        53,
        "counter",
        "invalid chess FEN: expected a decimal halfmove clock at byte 53, found 'x'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 18446744073709551616",
        74,
        "counter",
        "invalid chess FEN: expected a decimal move number at byte 74, found '6'",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e 0 1",
        52,
        "en_passant",
        "invalid chess FEN: expected '-' or an en-passant square at byte 52, found ' '",
    ),
    (
        Game::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1x",
        56,
        "counter",
        "invalid chess FEN: expected a decimal move number at byte 56, found 'x'",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/8+ b - 1",
        17,
        "piece",
        "invalid SFEN: expected a piece letter, a digit 1-9 or '/' at byte 17, found '+'",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/8+/ b - 1",
        17,
        "piece",
        "invalid SFEN: expected a piece letter, a digit 1-9 or '/' at byte 17, found '+'",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/7+x b - 1",
        18,
        "piece",
        "invalid SFEN: expected a piece letter, a digit 1-9 or '/' at byte 18, found 'x'",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 b 2 1",
        21,
        "hand_piece",
        "invalid SFEN: expected a piece in hand at byte 21, found ' '",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 b 4294967296P 1",
        29,
        "hand_count",
        "invalid SFEN: expected a count of 2 or more at byte 29, found '6'",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 x - 1",
        18,
        "side",
        "invalid SFEN: expected 'b' or 'w' for the side to move at byte 18, found 'x'",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 b - x",
        22,
        "counter",
        "invalid SFEN: expected a decimal move number at byte 22, found 'x'",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 b",
        19,
        "missing_field",
        "invalid SFEN: expected the pieces in hand field at byte 19",
    ),
    (
        Game::Xiangqi,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w - - 0 1",
        49,
        "rank_count",
        "invalid xiangqi FEN: expected 10 ranks at byte 49",
    ),
    (
        Game::Xiangqi,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
        60,
        "side",
        "invalid xiangqi FEN: expected 'w', 'r' or 'b' for the side to move at byte 60, found 'x'",
    ),
    (
        Game::Chess960,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AG - 0 1",
        47,
        "castling_without_rook",
        "invalid Chess960 FEN: castling right 'G' names no rook at byte 47",
    ),
    (
        Game::Chess960,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HF - 0 1",
        47,
        "castling_without_rook",
        "invalid Chess960 FEN: castling right 'F' names no rook at byte 47",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 1P 1",
        60,
        "hand_count",
        "invalid SFEN: expected a count of 2 or more at byte 60, found '1'",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2K 1",
        61,
        "hand_piece",
        "invalid SFEN: expected a piece in hand at byte 61, found 'K'",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1",
        61,
        "repeated_hand_piece",
        "invalid SFEN: piece in hand repeated at byte 61, found 'P'",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 99P 1",
        60,
        "too_many_pieces",
        "invalid SFEN: more pieces than squares at byte 60",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 02P 1",
        60,
        "hand_count",
        "invalid SFEN: expected a count of 2 or more at byte 60, found '0'",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LN+GGKGSNL b - 1",
        50,
        "piece",
        "invalid SFEN: expected a piece letter, a digit 1-9 or '/' at byte 50, found '+'",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[P w 0 1",
        59,
        "hand_piece",
        "invalid SFEN: expected a piece in hand at byte 59, found ' '",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[K] w 0 1",
        58,
        "hand_piece",
        "invalid SFEN: expected a piece in hand at byte 58, found 'K'",
    ),
    (
        Game::Shogi,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 2",
        64,
        "extra_field",
        "invalid SFEN: expected the end of the record at byte 64, found '2'",
    ),
    (
        Game::Xiangqi,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1",
        62,
        "not_empty",
        "invalid xiangqi FEN: expected '-' for the castling field at byte 62, found 'K'",
    ),
    (
        Game::Xiangqi,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1",
        64,
        "not_empty",
        "invalid xiangqi FEN: expected '-' for the en-passant field at byte 64, found 'e'",
    ),
    (
        Game::Xiangqi,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w -",
        63,
        "missing_field",
        "invalid xiangqi FEN: expected the en-passant field at byte 63",
    ),
    (
        Game::Makruk,
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNQ w - - 0 1",
        42,
        "piece",
        "invalid makruk FEN: expected a piece letter, a digit 1-9 or '/' at byte 42, found 'Q'",
    ),
    (
        Game::Makruk,
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR r - - 0 1",
        44,
        "side",
        "invalid makruk FEN: expected 'w' or 'b' for the side to move at byte 44, found 'r'",
    ),
];

const WRITES: &[Case] = &[
    (
        Game::Chess,
        "rnbqk^bnr/8/8/8/8/8/8/8 / S/s",
        26,
        "style",
        "chess FEN cannot express the style 'S' (expected 'C') at FEEN byte 26",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/8 / C/s",
        20,
        "style",
        "chess FEN cannot express the style 's' (expected 'c') at FEEN byte 20",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8 / C/c",
        0,
        "board",
        "chess FEN cannot express this board (another shape) at FEEN byte 0",
    ),
    (
        Game::Chess,
        "8 / C/c",
        0,
        "board",
        "chess FEN cannot express this board (another shape) at FEEN byte 0",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/8/8 / C/c",
        0,
        "board",
        "chess FEN cannot express this board (another shape) at FEEN byte 0",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/8 P/ C/c",
        16,
        "hands",
        "chess FEN cannot express pieces in hand at FEEN byte 16",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/7G / C/c",
        15,
        "unknown_piece",
        "chess FEN cannot express the piece on h1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/7K / C/c",
        15,
        "unknown_piece",
        "chess FEN cannot express the piece on h1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/7Q^ / C/c",
        15,
        "unknown_piece",
        "chess FEN cannot express the piece on h1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/7+Q / C/c",
        15,
        "state",
        "chess FEN cannot express the state of the piece on h1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/7-R / C/c",
        15,
        "state",
        "chess FEN cannot express the state of the piece on h1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/7Q' / C/c",
        15,
        "derived",
        "chess FEN cannot express the derived piece on h1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/7K^' / C/c",
        15,
        "derived",
        "chess FEN cannot express the derived piece on h1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/P7/8 / C/c",
        12,
        "pawn_state",
        "chess FEN cannot express the state of the pawn on a2 (on that rank) at FEEN byte 12",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/+P7/8/8 / C/c",
        10,
        "pawn_state",
        "chess FEN cannot express the state of the pawn on a3 (on that rank) at FEEN byte 10",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/-P7/8/8 / C/c",
        10,
        "pawn_state",
        "chess FEN cannot express the state of the pawn on a3 (on that rank) at FEEN byte 10",
    ),
    (
        Game::Chess,
        "8/8/8/8/-P7/8/8/8 / C/c",
        8,
        "pawn_state",
        "chess FEN cannot express the state of the pawn on a4 (on that rank) at FEEN byte 8",
    ),
    (
        Game::Chess,
        "8/8/8/8/-P7/8/+P7/8 / c/C",
        8,
        "pawn_state",
        "chess FEN cannot express the state of the pawn on a4 (on that rank) at FEEN byte 8",
    ),
    (
        Game::Chess,
        "8/8/8/8/-P-P6/8/8/8 / c/C",
        10,
        "en_passant_state",
        "chess FEN cannot express a second pawn open to en passant, on b4 at FEEN byte 10",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/4K^2+R / C/c",
        18,
        "castling_state",
        "chess FEN cannot express the castling state of the piece on h1 at FEEN byte 18",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/4+K^3 / C/c",
        15,
        "castling_state",
        "chess FEN cannot express the castling state of the piece on e1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/3+K^3+R / C/c",
        15,
        "castling_state",
        "chess FEN cannot express the castling state of the piece on d1 at FEEN byte 15",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/4+K^1+R1 / C/c",
        19,
        "castling_state",
        "chess FEN cannot express the castling state of the piece on g1 at FEEN byte 19",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/4+K^3/7+R / C/c",
        13,
        "castling_state",
        "chess FEN cannot express the castling state of the piece on e2 at FEEN byte 13",
    ),
    (
        Game::Chess,
        "8/8/8/8/8/8/8/K^3+K^2+R / C/c",
        17,
        "castling_state",
        "chess FEN cannot express the castling state of the piece on e1 at FEEN byte 17",
    ),
    (
        Game::Chess960,
        "8/8/8/8/8/8/8/+R+R2+K^3 / C/c",
        14,
        "castling_state",
        "Chess960 FEN cannot express the castling state of the piece on a1 at FEEN byte 14",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/8+G / S/s",
        17,
        "state",
        "SFEN cannot express the state of the piece on 1i at FEEN byte 17",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/8-P / S/s",
        17,
        "state",
        "SFEN cannot express the state of the piece on 1i at FEEN byte 17",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/8+K^ / S/s",
        17,
        "state",
        "SFEN cannot express the state of the piece on 1i at FEEN byte 17",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/8Q / S/s",
        17,
        "unknown_piece",
        "SFEN cannot express the piece on 1i at FEEN byte 17",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 K/ S/s",
        18,
        "hand_item",
        "SFEN cannot express this piece in hand at FEEN byte 18",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 p/ S/s",
        18,
        "hand_item",
        "SFEN cannot express this piece in hand at FEEN byte 18",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 +P/ S/s",
        18,
        "hand_item",
        "SFEN cannot express this piece in hand at FEEN byte 18",
    ),
    (
        Game::Shogi,
        "9/9/9/9/9/9/9/9/9 P'/ S/s",
        18,
        "derived",
        "SFEN cannot express a derived piece in hand at FEEN byte 18",
    ),
    (
        Game::Xiangqi,
        "9/9/9/9/9/9/9/9/9/8K^ / X/x",
        19,
        "unknown_piece",
        "xiangqi FEN cannot express the piece on i0 at FEEN byte 19",
    ),
    (
        Game::Xiangqi,
        "9/9/9/9/9/9/9/9/9/8+R / X/x",
        19,
        "state",
        "xiangqi FEN cannot express the state of the piece on i0 at FEEN byte 19",
    ),
    (
        Game::Makruk,
        "8/8/8/8/8/8/8/7+P / M/m",
        15,
        "state",
        "makruk FEN cannot express the state of the piece on h1 at FEEN byte 15",
    ),
    (
        Game::Makruk,
        "8/8/8/8/8/8/8/7G / M/m",
        15,
        "unknown_piece",
        "makruk FEN cannot express the piece on h1 at FEEN byte 15",
    ),
];

fn check(case: &Case, err: &Error, text: &str) {
    let (game, _, offset, code, message) = *case;
    assert_eq!(err.game(), game, "{text}");
    assert_eq!(err.offset(), offset, "{text}: {err}");
    assert_eq!(err.kind().code(), code, "{text}: {err}");
    assert_eq!(err.to_string(), message, "{text}");
    if let Some(found) = err.kind().found() {
        assert_eq!(found, Found::at(text.as_bytes(), offset), "{text}: {err}");
    }
}

#[test]
fn bad_fen_is_refused_where_it_goes_wrong() {
    for case in READS {
        let (game, fen, ..) = *case;
        let err = game.from_fen(fen).expect_err(fen);
        assert!(!err.is_unexpressible(), "{fen}");
        check(case, &err, fen);
    }
}

#[test]
fn inexpressible_positions_are_refused_at_the_square_or_field() {
    for case in WRITES {
        let (game, feen, ..) = *case;
        let position = sashite_feen::parse(feen).unwrap_or_else(|err| panic!("{feen}: {err}"));
        assert_eq!(position.to_string(), feen, "the cases are canonical FEEN");
        let err = game.to_fen(&position).expect_err(feen);
        assert!(err.is_unexpressible(), "{feen}");
        check(case, &err, feen);
    }
}

#[test]
fn every_error_kind_is_covered() {
    let codes: Vec<&str> = READS.iter().chain(WRITES).map(|case| case.3).collect();
    for code in [
        "missing_field",
        "extra_field",
        "rank_too_long",
        "rank_too_short",
        "rank_count",
        "piece",
        "adjacent_empty_counts",
        "side",
        "not_empty",
        "castling",
        "repeated_castling",
        "castling_without_king",
        "castling_without_rook",
        "en_passant",
        "en_passant_without_pawn",
        "counter",
        "hand_piece",
        "hand_count",
        "repeated_hand_piece",
        "too_many_pieces",
        "style",
        "board",
        "hands",
        "unknown_piece",
        "state",
        "derived",
        "pawn_state",
        "castling_state",
        "en_passant_state",
        "hand_item",
    ] {
        assert!(codes.contains(&code), "no case for {code}");
    }
}
