//! Hints for inputs written in a FEN dialect (a chess FEN, a shogi SFEN, a
//! xiangqi or makruk FEN) instead of FEEN: the command that converts them.

use sashite::fen::Game;

/// A hint when `input` looks like a FEN of one of the games that
/// `sashite feen from-fen` reads (see [`fen_game`]): the command that
/// converts it.
pub(crate) fn for_feen(input: &[u8]) -> Option<&'static str> {
    let hint = match fen_game(input)? {
        Game::Chess => {
            "this looks like a chess FEN: convert it with `sashite feen from-fen --game chess`"
        }
        Game::Chess960 => {
            "this looks like a Chess960 FEN: convert it with `sashite feen from-fen --game chess960`"
        }
        Game::Shogi => {
            "this looks like a shogi SFEN: convert it with `sashite feen from-fen --game shogi`"
        }
        Game::Xiangqi => {
            "this looks like a xiangqi FEN: convert it with `sashite feen from-fen --game xiangqi`"
        }
        Game::Makruk => {
            "this looks like a makruk FEN: convert it with `sashite feen from-fen --game makruk`"
        }
    };
    Some(hint)
}

/// The game whose FEN `input` looks like ([`Game::detect`] on its text),
/// `None` for anything else, FEEN and bytes that are not UTF-8 included.
///
/// # Examples
///
/// ```
/// use sashite::fen::Game;
///
/// let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
/// assert_eq!(sashite_render::fen_game(sfen.as_bytes()), Some(Game::Shogi));
/// assert_eq!(sashite_render::fen_game(b"8/8/8/8/8/8/8/8 / C/c"), None);
/// ```
#[must_use]
pub fn fen_game(input: &[u8]) -> Option<Game> {
    Game::detect(core::str::from_utf8(input).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_dialect_is_recognised_and_named_with_its_command() {
        let cases: [(&[u8], &str); 7] = [
            (
                b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "this looks like a chess FEN: convert it with `sashite feen from-fen --game chess`",
            ),
            (
                b"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
                "--game chess960`",
            ),
            (
                b"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                "this looks like a shogi SFEN: convert it with `sashite feen from-fen --game shogi`",
            ),
            (
                b"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 2Pp",
                "--game shogi`",
            ),
            (
                b"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1",
                "a xiangqi FEN: convert it with `sashite feen from-fen --game xiangqi`",
            ),
            (
                b"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
                "--game makruk`",
            ),
            (
                // A rank missing: still xiangqi's, by its letters.
                b"rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                "--game xiangqi`",
            ),
        ];
        for (input, expected) in cases {
            let hint = for_feen(input).expect("a hint");
            assert!(hint.ends_with(expected), "{hint}");
        }
    }

    #[test]
    fn feen_and_noise_get_no_hint() {
        assert_eq!(for_feen(b"8/8/8/8/8/8/8/8 / C/c"), None);
        assert_eq!(
            for_feen(b"lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p s/S"),
            None
        );
        assert_eq!(for_feen(b"8/8/8/8/8/8/8/8 w"), None);
        assert_eq!(for_feen(b"8/8 w - - 0 1"), None);
        assert_eq!(for_feen(b""), None);
        assert_eq!(for_feen(b"w b"), None);
        assert_eq!(for_feen(b"8/8/8/8/8/8/8/8 w \xFF"), None);
    }
}
