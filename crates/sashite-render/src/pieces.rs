//! What a piece looks like in each game: chess glyphs, shogi kanji,
//! xiangqi characters (letters follow the specification's examples), and
//! where a xiangqi board has its river and palaces.

use sashite::epin::Identifier;
use sashite::{Letter, Side};

/// The English names of each game's pieces: its style letter (SIN), its
/// piece letters, and their names in the same order.
const NAMES: [(Letter, &str, &[&str]); 4] = [
    (
        Letter::C,
        "KQRBNP",
        &["king", "queen", "rook", "bishop", "knight", "pawn"],
    ),
    (
        Letter::S,
        "KRBGSNLP",
        &[
            "king",
            "rook",
            "bishop",
            "gold general",
            "silver general",
            "knight",
            "lance",
            "pawn",
        ],
    ),
    (
        Letter::X,
        "GAEHRCP",
        &[
            "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
        ],
    ),
    (
        Letter::M,
        "KMSNRP",
        &["king", "met", "khon", "knight", "rook", "pawn"],
    ),
];

/// The usual English name of the piece letter `piece` in the game whose
/// style letter (SIN) is `style`: chess `C` (king, queen, rook, bishop,
/// knight, pawn), shogi `S` (king, rook, bishop, gold general, silver
/// general, knight, lance, pawn), xiangqi `X` (general, advisor,
/// elephant, horse, chariot, cannon, soldier for G A E H R C P, the
/// letters of the specification's examples) and makruk `M` (king, met,
/// khon, knight, rook, pawn). `None` for another style, or a letter the
/// game has no piece for.
///
/// # Examples
///
/// ```
/// use sashite::Letter;
///
/// assert_eq!(sashite_render::piece_name(Letter::S, Letter::G), Some("gold general"));
/// assert_eq!(sashite_render::piece_name(Letter::X, Letter::H), Some("horse"));
/// assert_eq!(sashite_render::piece_name(Letter::C, Letter::G), None);
/// assert_eq!(sashite_render::piece_name(Letter::G, Letter::K), None);
/// ```
#[must_use]
pub fn piece_name(style: Letter, piece: Letter) -> Option<&'static str> {
    let (_, letters, names) = NAMES.iter().find(|(game, _, _)| *game == style)?;
    let index = letters.find(piece.to_char())?;
    names.get(index).copied()
}

/// The chess glyph of K Q R B N P: outlined for the first player,
/// filled for the second (the terminal drawing's).
pub(crate) fn chess_glyph(piece: Identifier) -> Option<char> {
    let index = "KQRBNP".find(piece.letter().to_char())?;
    let glyphs = match piece.side() {
        Side::First => "♔♕♖♗♘♙",
        Side::Second => "♚♛♜♝♞♟",
    };
    glyphs.chars().nth(index)
}

/// The filled glyph of the same piece (the body of a first-player piece
/// in a picture, painted white with a dark outline).
pub(crate) fn chess_body(piece: Identifier) -> Option<char> {
    chess_glyph(piece.with_side(Side::Second))
}

/// A shogi piece's kanji and whether it is a promoted face (drawn red):
/// K 王 (first) / 玉 (second), R 飛, B 角, G 金, S 銀, N 桂, L 香, P 歩;
/// enhanced R B S N L P are the promoted 龍 馬 全 圭 杏 と.
pub(crate) fn shogi_kanji(piece: Identifier) -> Option<(&'static str, bool)> {
    let index = "KRBGSNLP".find(piece.letter().to_char())?;
    let king = match piece.side() {
        Side::First => "王",
        Side::Second => "玉",
    };
    let faces = [king, "飛", "角", "金", "銀", "桂", "香", "歩"];
    // K and G have no promoted face.
    let promoted = ["", "龍", "馬", "", "全", "圭", "杏", "と"];
    match promoted.get(index) {
        Some(&face) if piece.is_enhanced() && !face.is_empty() => Some((face, true)),
        _ => faces.get(index).map(|&face| (face, false)),
    }
}

/// A xiangqi piece's character: red (first) 帥仕相傌俥炮兵, black
/// (second) 將士象馬車砲卒, for G A E H R C P.
pub(crate) fn xiangqi_char(piece: Identifier) -> Option<&'static str> {
    let index = "GAEHRCP".find(piece.letter().to_char())?;
    let faces: [&str; 7] = match piece.side() {
        Side::First => ["帥", "仕", "相", "傌", "俥", "炮", "兵"],
        Side::Second => ["將", "士", "象", "馬", "車", "砲", "卒"],
    };
    faces.get(index).copied()
}

/// Kanji numerals for shogi ranks (一 … 九, then 十 …), Arabic beyond 19.
pub(crate) fn kanji_number(n: usize) -> alloc::string::String {
    const DIGITS: [&str; 10] = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
    match n {
        1..=9 => DIGITS[n].into(),
        10..=19 => alloc::format!("十{}", DIGITS[n - 10]),
        _ => alloc::format!("{n}"),
    }
}

/// The rank above xiangqi's river: the middle of a board of an even count
/// of ranks, four or more.
pub(crate) fn river(ranks: usize) -> Option<usize> {
    (ranks >= 4 && ranks.is_multiple_of(2)).then(|| ranks / 2 - 1)
}

/// Whether a xiangqi board has palaces: an odd count of files, three or
/// more, and six ranks or more.
pub(crate) const fn has_palaces(files: usize, ranks: usize) -> bool {
    files >= 3 && files % 2 == 1 && ranks >= 6
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(token: &str) -> Identifier {
        Identifier::parse(token).expect("valid EPIN")
    }

    #[test]
    fn chess_glyphs_by_side() {
        assert_eq!(chess_glyph(id("K^")), Some('♔'));
        assert_eq!(chess_glyph(id("-p")), Some('♟'));
        assert_eq!(chess_glyph(id("n")), Some('♞'));
        assert_eq!(chess_body(id("Q")), Some('♛'));
        assert_eq!(chess_glyph(id("M")), None);
    }

    #[test]
    fn shogi_faces_and_promotions() {
        assert_eq!(shogi_kanji(id("K^")), Some(("王", false)));
        assert_eq!(shogi_kanji(id("k^")), Some(("玉", false)));
        assert_eq!(shogi_kanji(id("+p")), Some(("と", true)));
        assert_eq!(shogi_kanji(id("+R")), Some(("龍", true)));
        assert_eq!(shogi_kanji(id("+G")), Some(("金", false)));
        assert_eq!(shogi_kanji(id("L")), Some(("香", false)));
        assert_eq!(shogi_kanji(id("Q")), None);
    }

    #[test]
    fn xiangqi_faces_by_side() {
        assert_eq!(xiangqi_char(id("G^")), Some("帥"));
        assert_eq!(xiangqi_char(id("g^")), Some("將"));
        assert_eq!(xiangqi_char(id("c")), Some("砲"));
        assert_eq!(xiangqi_char(id("P")), Some("兵"));
        assert_eq!(xiangqi_char(id("K")), None);
    }

    #[test]
    fn every_game_names_each_of_its_letters() {
        let name = |style: char, piece: char| {
            piece_name(
                Letter::from_char(style).expect("a letter"),
                Letter::from_char(piece).expect("a letter"),
            )
        };
        assert_eq!(name('C', 'N'), Some("knight"));
        assert_eq!(name('c', 'q'), Some("queen"));
        assert_eq!(name('S', 'S'), Some("silver general"));
        assert_eq!(name('S', 'L'), Some("lance"));
        assert_eq!(name('X', 'G'), Some("general"));
        assert_eq!(name('X', 'P'), Some("soldier"));
        assert_eq!(name('M', 'M'), Some("met"));
        assert_eq!(name('M', 'S'), Some("khon"));
        // Letters the game has no piece for, and styles with no names.
        assert_eq!(name('C', 'L'), None);
        assert_eq!(name('X', 'K'), None);
        assert_eq!(name('G', 'K'), None);
        // Each table has one name per letter.
        for (_, letters, names) in NAMES {
            assert_eq!(letters.len(), names.len());
        }
    }

    #[test]
    fn rank_numerals() {
        assert_eq!(kanji_number(1), "一");
        assert_eq!(kanji_number(9), "九");
        assert_eq!(kanji_number(12), "十二");
        assert_eq!(kanji_number(25), "25");
    }
}
