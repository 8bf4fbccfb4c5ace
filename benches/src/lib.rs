//! Inputs shared by the comparison workspace's benchmarks (criterion's wall
//! time and gungraun's instruction counts measure the same strings).

/// The chess start position (castling rights as `-` on the rooks).
pub const CHESS_START: &str =
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

/// A shogi middle game with pieces in both hands.
pub const SHOGI_HANDS: &str =
    "ln1g1k^1nl/1r1s1g1b1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LN1GK^1SNL 2PS/p s/S";

/// The xiangqi start position.
pub const XIANGQI_START: &str =
    "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";

/// An empty 255×255 board (upstream's largest square board), 1,029 bytes.
#[must_use]
pub fn empty_255x255() -> String {
    format!("{} / C/c", ["255"; 255].join("/"))
}

/// The named positions every FEEN benchmark measures, all valid and inside
/// the upstream crate's limits.
#[must_use]
pub fn positions() -> Vec<(&'static str, String)> {
    vec![
        ("chess_start", CHESS_START.to_owned()),
        ("shogi_hands", SHOGI_HANDS.to_owned()),
        ("xiangqi_start", XIANGQI_START.to_owned()),
        ("empty_255x255", empty_255x255()),
    ]
}
