//! The one validating reader of a whole FEEN string: the placement by the
//! table of [`board_field`](crate::board_field), the hands by
//! [`hands_field`](crate::hands_field), the style–turn field and the rules
//! that span the fields here. A refusal is explained by
//! [`diagnosis`](crate::diagnosis), which never changes the verdict.

use sashite_sin::Identifier as Style;

use crate::board_field::{self, BoardSink, PlacementScan};
use crate::diagnosis::{
    bounds, count_too_large, longest_separator, placement_error, reclassify, style_error,
    validation,
};
use crate::error::{BoundsError, ParseError, ValidationError};
use crate::hands_field::hands;
use crate::limits::Limits;

/// What one successful pass learned about a valid FEEN string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Scan {
    /// Offset of the first byte of the hands field (the placement ends at
    /// the space just before it).
    pub(crate) hands_start: usize,
    /// Offset of the `/` between the two hands.
    pub(crate) hands_split: usize,
    /// Offset of the first byte of the style–turn field.
    pub(crate) style_start: usize,
    /// Number of squares.
    pub(crate) squares: u128,
    /// Number of pieces on the board.
    pub(crate) board_pieces: u128,
    /// Sum of the multiplicities of the first hand.
    pub(crate) first_hand: u128,
    /// Sum of the multiplicities of the second hand.
    pub(crate) second_hand: u128,
    /// Number of distinct items in the first hand.
    pub(crate) first_items: usize,
    /// Number of distinct items in the second hand.
    pub(crate) second_items: usize,
    /// Number of dimensions (1 + the longest separator).
    pub(crate) dimensions: usize,
    /// The active style.
    pub(crate) active: Style,
    /// The inactive style.
    pub(crate) inactive: Style,
}

/// Validates `input` against every rule of the specification and the
/// `limits`; `LENIENT` waives the canonical-form rules of the hands.
pub(crate) fn scan<const LENIENT: bool>(input: &[u8], limits: &Limits) -> Result<Scan, ParseError> {
    scan_into::<LENIENT, ()>(input, limits, &mut ())
}

/// [`scan`], telling `sink` what the pass reads of the placement.
#[inline]
pub(crate) fn scan_into<const LENIENT: bool, K: BoardSink>(
    input: &[u8],
    limits: &Limits,
    sink: &mut K,
) -> Result<Scan, ParseError> {
    let (len, max) = (input.len(), limits.max_bytes());
    if len > max {
        return Err(bounds(BoundsError::InputTooLong { len, max }, max));
    }
    let placement = board_field::placement(input, sink).ok_or_else(|| placement_error(input))?;
    other_fields::<LENIENT>(input, placement, limits).map_err(|err| reclassify(input, err))
}

/// Returns `true` when `input` is valid: [`scan`] without the work of
/// choosing which error to report.
///
/// The verdict does not depend on the order of the checks, so the
/// style–turn field, always the last 4 bytes (` X/y`), is checked first.
pub(crate) fn is_valid(input: &[u8], limits: &Limits) -> bool {
    let tail_ok = matches!(input, [.., b' ', a, b'/', b]
        if a.is_ascii_alphabetic() && b.is_ascii_alphabetic() && (a ^ b) & 0x20 != 0);
    tail_ok
        && input.len() <= limits.max_bytes()
        && board_field::placement(input, &mut ()).is_some_and(|placement| {
            // Empty hands (` / ` then the style–turn field the tail check
            // read): only the cardinality and the limits are left.
            if input.len().checked_sub(placement.end) == Some(6)
                && input.get(placement.end..placement.end.saturating_add(3)) == Some(b" / ")
            {
                let squares = placement.empties.checked_add(placement.pieces);
                return squares.is_some_and(|squares| squares <= limits.max_squares())
                    && placement.longest < limits.max_dimensions();
            }
            other_fields::<false>(input, placement, limits).is_ok()
        })
}

/// Reads the hands and style–turn fields after a valid placement, and
/// checks the rules that span the fields.
// Inlined in each pass natively; one copy in WebAssembly, where the size
// counts more (2.5 KB a copy).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn other_fields<const LENIENT: bool>(
    bytes: &[u8],
    placement: PlacementScan,
    limits: &Limits,
) -> Result<Scan, ParseError> {
    // ---- Field 2: hands -------------------------------------------------
    let hands_start = placement.end.saturating_add(1);
    let mut i = hands_start;
    // Empty hands (the common case) need no reader.
    let ((first_hand, first_items), hands_split, (second_hand, second_items)) =
        if bytes.get(i..i.saturating_add(2)) == Some(b"/ ") {
            i = i.saturating_add(1);
            ((0, 0), hands_start, (0, 0))
        } else {
            hands::<LENIENT>(bytes, &mut i)?
        };

    // ---- Field 3: style–turn --------------------------------------------
    let style_start = i.saturating_add(1);
    let styles = match bytes.get(style_start..) {
        Some(&[a, b'/', b]) => sashite_sin::parse_prefix(&[a]).zip(sashite_sin::parse_prefix(&[b])),
        _ => None,
    };
    let Some(((active, _), (inactive, _))) =
        styles.filter(|((active, _), (inactive, _))| active.side() as u8 != inactive.side() as u8)
    else {
        return Err(style_error(bytes, style_start));
    };

    // ---- Cardinality and limits ----------------------------------------
    let board_pieces = placement.pieces;
    let Some(squares) = placement.empties.checked_add(board_pieces) else {
        return Err(count_too_large(0));
    };
    // A sum past u128::MAX is certainly more than the squares (the View adds them again).
    let hands = first_hand.checked_add(second_hand);
    let pieces = hands.and_then(|hands| hands.checked_add(board_pieces));
    if pieces.is_none_or(|pieces| pieces > squares) {
        return Err(validation(ValidationError::TooManyPieces, hands_start));
    }
    let dimensions = placement.longest.saturating_add(1);
    let max = limits.max_dimensions();
    if dimensions > max {
        let offset = longest_separator(bytes);
        return Err(bounds(BoundsError::TooManyDimensions { max }, offset));
    }
    let max = limits.max_squares();
    if squares > max {
        return Err(bounds(BoundsError::TooManySquares { max }, 0));
    }
    Ok(Scan {
        hands_start,
        hands_split,
        style_start,
        squares,
        board_pieces,
        first_hand,
        second_hand,
        first_items,
        second_items,
        dimensions,
        active,
        inactive,
    })
}

#[cfg(test)]
mod tests {
    use alloc::format;

    use super::*;

    /// The table and the token-by-token diagnostic agree on every
    /// placement; `scan` reports the diagnostic's error, and `is_valid`
    /// the same verdict.
    #[track_caller]
    pub(super) fn same_as_reference(input: &str) {
        let bytes = input.as_bytes();
        let limits = Limits::DEFAULT;
        let table = board_field::placement(bytes, &mut ());
        let reference = crate::diagnosis::tests::placement(bytes);
        assert_eq!(table.is_some(), reference.is_ok(), "{input:?}");
        let scanned = scan::<false>(bytes, &limits);
        if let Err(err) = reference {
            assert_eq!(scanned, Err(reclassify(bytes, err)), "{input:?}");
        }
        assert_eq!(is_valid(bytes, &limits), scanned.is_ok(), "{input:?}");
    }

    #[test]
    fn the_fast_reader_reads_as_the_token_by_token_one() {
        let max = u128::MAX;
        for input in [
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
            "ln1g1k^1nl/1r1s1g1b1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LN1GK^1SNL 2PS/p s/S",
            "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
            "8/8/8/8/8/8/8/8//8/8/8/8/8/8/8/8 / C/c",
            "255/255/255/255 / C/c",
            "a/b//c/d///e/f//g/h / C/c",
            "a//b / C/c",
            "a/b//c / C/c",
            "+K^'-k'K^ / C/c",
            "10/10/10K / C/c",
            "12/12//12/12 / C/c",
            "K10 / C/c",
            "K01 / C/c",
            "K/ / C/c",
            "/K / C/c",
            " / C/c",
            "K^^ / C/c",
            "K'^ / C/c",
            "+/K / C/c",
            "K+ / C/c",
            "99999999999999999999/99999999999999999999 / C/c",
            "9/1c5c1/9/9/K / C/c",
            "8/8/8/8//8/8 / C/c",
            "8/8/8/8/// / C/c",
            "8/8/8/8/ / C/c",
            "8/8/8/8 / C/c",
            "8/8/8/80/8 / C/c",
            "8/8/8/8K/8 / C/c",
            "1/2/2/2/1 / C/c",
            "8/8/8//8/8/8///8/8 / C/c",
            "8//8/8 / C/c",
            "K/8/8/8 2P/p C/c",
        ] {
            same_as_reference(input);
        }
        let count = format!("{max}");
        same_as_reference(&format!("{count} / C/c"));
        same_as_reference(&format!("{count}1 / C/c"));
        same_as_reference(&format!("{count}/1 / C/c"));
        // Hands: the first item of each hand passes the order check
        // whatever its count; later ones are checked against it.
        same_as_reference(&format!("K{count} {count}P/{count}p C/c"));
        same_as_reference(&format!("K{count} {count}P{count}B/p C/c"));
        same_as_reference(&format!("K{count} {count}B{count}P/p C/c"));
        for hands in [
            "BP/p", "PB/p", "2PP/p", "P2B/p", "PP^P'/p", "P'P^/p", "+PP/p", "P+P/p", "-PP/p",
            "P-P/p", "Pp/pP", "pP/Pp", "BP/bp", "3P2B/2p", "P^/p'", "P/p^'", "P^'P/p",
        ] {
            same_as_reference(&format!("K8 {hands} C/c"));
        }
        same_as_reference(&format!("1/{count} / C/c"));
        same_as_reference(&format!("K{count} / C/c"));
        same_as_reference(&format!("{}K / C/c", max - 1));
        same_as_reference(&format!("{}KK / C/c", max - 1));
        same_as_reference(&format!("{}/{}/{} / C/c", max / 3, max / 3, max / 3));
        same_as_reference(&format!("{}/{}/{}/1 / C/c", max / 3, max / 3, max / 3));
        // A longer count after an empty rank, left to the table by the
        // run reader (its run overflows, or its `/` is not single).
        same_as_reference(&format!("8/{}/{}/8/8 / C/c", max / 2, max / 2));
        same_as_reference(&format!("8/{}/{}/0/0 / C/c", max / 2 + 10, max / 2 + 10));
        for input in [
            "8/10//8/8 / C/c",
            "8/10/ / C/c",
            "8/10/0/0 / C/c",
            "8/10/8/8 / C/c",
        ] {
            same_as_reference(input);
        }
        for k in 0..70 {
            same_as_reference(&format!("a{}b / C/c", "/".repeat(k)));
        }
    }

    #[test]
    fn runs_of_empty_ranks_read_as_the_token_by_token_reader() {
        let max = u128::MAX;
        for input in [
            "8/8/8/8/8/8/8/8 / C/c",
            "8/8/8/8//8/8/8/8 / C/c",
            "8/8/8/8/ / C/c",
            "8/8/8/8// / C/c",
            "8/8/8/08 / C/c",
            "8/8/8/80 / C/c",
            "8/8/8/8K / C/c",
            "8/8/8/8/K / C/c",
            "12/12/12/12/12/12/12/12/12/12 / C/c",
            "1234567/1234567/1234567/1234567 / C/c",
            "12345678/12345678/12345678 / C/c",
            "123456789/123456789/123456789/1234567890 / C/c",
            "1234567890123/1234567890123/1234567890123 / C/c",
            "2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/22 / C/c",
            "3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3 / C/c",
            "3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3 3K/ C/c",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1///1 / C/c",
            "1/1/1/1/1/1/1/1//1/1/1/1/1/1/1/1 / C/c",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1 / C/c",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1 / C",
            "K/8/8/8/8/8/8/8/8/8 / C/c",
            "8K/8/8/8/8/8/8/8/8 / C/c",
        ] {
            same_as_reference(input);
        }
        // Squares past u128::MAX inside a run of ranks: the plain loop
        // names the count that overflows.
        for spare in 0..12 {
            let input = format!("{}/{} / C/c", max - spare, ["1"; 12].join("/"));
            same_as_reference(&input);
        }
    }

    mod properties {
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(2048))]

            #[test]
            fn runs_of_empty_ranks_read_as_the_token_by_token_reader(
                parts in prop::collection::vec(
                    prop::sample::select(&[
                        "8/", "8/", "8/", "8//", "8///", "12/", "255/", "1/", "1/",
                        "1234567/", "12345678/", "8", "0", "/", " ", "K", "+p/",
                        " / C/c", " / C/c", " P/ c/C", "/ ", "//",
                    ][..]),
                    0..40,
                ),
            ) {
                super::same_as_reference(&parts.concat());
            }

            #[test]
            fn the_fast_reader_reads_as_the_token_by_token_one(
                placement in prop::collection::vec(
                    prop::sample::select(&[
                        "K", "k", "+p", "-R", "K^", "k'", "+K^'", "-q^", "P", "p",
                        "1", "2", "8", "9", "10", "12", "255", "0", "99999999999999999999",
                        "/", "/", "/", "//", "///", "+", "^", "'", "a", "Z",
                    ][..]),
                    0..24,
                ),
                rest in prop::sample::select(&[
                    " / C/c", " / C/c", " / c/C", " P/p S/s", " 2P/ C/c", " 3P2B/2p C/c",
                    " P2B/ C/c", " PP/ C/c", " /", " / C/C", "", " ", " / C/c ",
                ][..]),
            ) {
                super::same_as_reference(&(placement.concat() + rest));
            }
        }
    }
}
