//! Hints for inputs written in a neighbouring notation (a chess FEN, a
//! shogi SFEN) instead of FEEN.

/// What a chess FEN user is told.
const FEN: &str = "this looks like a chess FEN; FEEN has three fields: the placement, \
the hands (`first/second`, here ` / `) and the styles with the side to move first \
(`C/c`), as in `-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c`";

/// What a shogi SFEN user is told.
const SFEN: &str = "this looks like a shogi SFEN; FEEN has three fields: the placement, \
the hands (`first/second`, as in `2P/p`) and the styles with the side to move first \
(`S/s`), as in `lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s`";

/// A hint when `input` looks like a chess FEN or a shogi SFEN.
pub(crate) fn for_feen(input: &[u8]) -> Option<&'static str> {
    let mut fields = input.split(|&b| b == b' ').filter(|f| !f.is_empty());
    let board = fields.next()?;
    let turn = fields.next()?;
    if !matches!(turn, b"w" | b"b") {
        return None;
    }
    let ranks = board.split(|&b| b == b'/').count();
    let rest: usize = fields.clone().count();
    let third = fields.next();
    let fen_castling =
        third.is_some_and(|f| f == b"-" || f.iter().all(|b| b"KQkqABCDEFGHabcdefgh".contains(b)));
    if ranks == 8 && rest == 4 && fen_castling {
        return Some(FEN);
    }
    if ranks == 9 && (1..=2).contains(&rest) {
        return Some(SFEN);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_fen_and_shogi_sfen_are_recognised() {
        let fen = b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(for_feen(fen), Some(FEN));
        let sfen = b"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        assert_eq!(for_feen(sfen), Some(SFEN));
        assert_eq!(
            for_feen(b"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 2Pp"),
            Some(SFEN)
        );
    }

    #[test]
    fn feen_and_noise_get_no_hint() {
        assert_eq!(for_feen(b"8/8/8/8/8/8/8/8 / C/c"), None);
        assert_eq!(for_feen(b"8/8/8/8/8/8/8/8 w"), None);
        assert_eq!(for_feen(b""), None);
        assert_eq!(for_feen(b"w b"), None);
    }
}
