//! Inputs shared by the comparison workspace's benchmarks (criterion's wall
//! time and gungraun's instruction counts measure the same strings).

/// A fixed mix of valid and invalid PIN tokens.
pub const PIN_MIX: &[&str] = &[
    "K", "k", "+R", "-p", "K^", "+K^", "-k^", "z", "", "K+", "++K", "K^^", "K\n", "KKKK", "1",
    "\u{212A}",
];

/// A fixed mix of valid and invalid EPIN tokens.
pub const EPIN_MIX: &[&str] = &[
    "K",
    "k'",
    "+R'",
    "-p",
    "K^",
    "K^'",
    "+K^'",
    "-k^'",
    "z'",
    "",
    "'",
    "K''",
    "K'^",
    "'K",
    "K+'",
    "++K'",
    "K^^",
    "K'\n",
    "KKKKK",
    "1'",
    "K\u{2019}",
];

/// A fixed mix of valid and invalid SIN tokens.
pub const SIN_MIX: &[&str] = &["C", "c", "S", "x", "", "CC", "1", "C\n", "\u{E9}", "CHESS"];

/// A fixed mix of realistic names, valid and invalid in either notation.
pub const NAME_MIX: &[&str] = &[
    "CHESS",
    "chess960",
    "XIANGQI",
    "shogi",
    "MINISHOGI",
    "+ROOK^",
    "-pawn",
    "KING^",
    "queen",
    "Chess",
    "King",
    "KING1",
    "CHESS-960",
    "",
    "CHESS\n",
    "KI^NG",
    "\u{C9}CHECS",
    "THREECHECK",
];

/// SNN's regular expression (snn.md §2.1).
pub const SNN_PATTERN: &str = "^([A-Z][A-Z0-9]*|[a-z][a-z0-9]*)$";
/// PNN's regular expression (pnn.md §2.1).
pub const PNN_PATTERN: &str = r"^[+-]?([A-Z]+|[a-z]+)\^?$";

/// The chess start position.
pub const CHESS_START: &str =
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

/// A shogi middle game with pieces in both hands.
pub const SHOGI_HANDS: &str =
    "ln1g1k^1nl/1r1s1g1b1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LN1GK^1SNL 2PS/p s/S";

/// The xiangqi start position.
pub const XIANGQI_START: &str =
    "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";

/// An empty 8×8×8 board: 8 layers of empty one-digit ranks, 140 bytes.
#[must_use]
pub fn empty_cube() -> String {
    let layer = ["8"; 8].join("/");
    format!("{} / C/c", [layer.as_str(); 8].join("//"))
}

/// An empty 255×255 board (the largest square board upstream accepts),
/// 1,025 bytes.
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
        ("cube_8x8x8", empty_cube()),
        ("empty_255x255", empty_255x255()),
    ]
}

/// The position of [`positions`] named `name`.
///
/// # Panics
///
/// If no position has that name.
#[must_use]
pub fn position(name: &str) -> String {
    positions()
        .into_iter()
        .find_map(|(n, input)| (n == name).then_some(input))
        .unwrap_or_else(|| panic!("no position named {name:?}"))
}
