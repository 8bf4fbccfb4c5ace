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

/// Deterministic pseudo-random byte strings of 0 to 4 bytes over
/// `alphabet`: every valid one drawn is kept, an invalid one half the time,
/// so about a fifth are valid and the rest spread over every way a token
/// can be wrong (no branch pattern is repeated, unlike a short mix).
///
/// # Panics
///
/// Never for a non-empty ASCII `alphabet`.
#[must_use]
pub fn shuffled(count: usize, alphabet: &[u8], valid: impl Fn(&[u8]) -> bool) -> Vec<String> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let len = usize::try_from(next() % 5).expect("small");
        let bytes: Vec<u8> = (0..len)
            .map(|_| alphabet[usize::try_from(next()).expect("64-bit") % alphabet.len()])
            .collect();
        if valid(&bytes) || next() % 2 == 0 {
            out.push(String::from_utf8(bytes).expect("ASCII alphabet"));
        }
    }
    out
}

/// The shuffled PIN set: 1,024 strings over PIN's bytes and a few others.
#[must_use]
pub fn pin_shuffled() -> Vec<String> {
    shuffled(1024, b"+-^'KkQz1 ", |b| {
        sashite_pin::Identifier::parse_bytes(b).is_ok()
    })
}

/// The shuffled EPIN set: 1,024 strings over EPIN's bytes and a few others.
#[must_use]
pub fn epin_shuffled() -> Vec<String> {
    shuffled(1024, b"+-^'KkQz1 ", |b| {
        sashite_epin::Identifier::parse_bytes(b).is_ok()
    })
}

/// The shuffled SIN set: 1,024 strings over letters and a few other bytes.
#[must_use]
pub fn sin_shuffled() -> Vec<String> {
    shuffled(1024, b"CcSz1 +", |b| {
        sashite_sin::Identifier::parse_bytes(b).is_ok()
    })
}

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

/// 400 chess positions of random legal games (python-chess, seed 22;
/// `data/chess_positions.py` wrote them), as python-chess writes their FEN.
#[must_use]
pub fn chess_fens() -> Vec<&'static str> {
    include_str!("../data/chess_positions.fen")
        .lines()
        .collect()
}
