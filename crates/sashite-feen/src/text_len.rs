//! The length of a position's FEEN string, computed without writing it, so
//! that an edit can refuse to build a string that `parse` would reject for
//! its length (the default input limit).

use sashite_epin::Side;

use crate::error::EncodeError;
use crate::limits::Limits;
use crate::position::Position;

/// The number of decimal digits of `n` (0 for 0: a gap of no squares is
/// not written).
const fn digits(n: u128) -> u128 {
    match n.checked_ilog10() {
        // At most 38 + 1.
        Some(log) => (log as u128).saturating_add(1),
        None => 0,
    }
}

/// The length of the FEEN string of `position`, in bytes (saturating: a
/// string that long is refused anyway).
pub(crate) fn text_len(position: &Position) -> u128 {
    let placement = position.placement();
    // Two spaces and the style–turn field (`C/c`).
    let mut len: u128 = 5;
    let mut at: u128 = 0;
    let mut pieces = placement.pieces().peekable();
    let ends = placement
        .separators()
        .chain(core::iter::once((placement.square_count(), 0)));
    for (end, slashes) in ends {
        while let Some((index, piece)) = pieces.next_if(|&(index, _)| index < end) {
            let token = piece.encode().as_str().len() as u128;
            len = len
                .saturating_add(digits(index.saturating_sub(at)))
                .saturating_add(token);
            at = index.saturating_add(1);
        }
        len = len
            .saturating_add(digits(end.saturating_sub(at)))
            .saturating_add(slashes as u128);
        at = end;
    }
    // The `/` between the hands.
    len = len.saturating_add(1);
    for side in Side::ALL {
        for item in position.hand(side) {
            let count = if item.count() > 1 {
                digits(item.count())
            } else {
                0
            };
            let token = item.piece().encode().as_str().len() as u128;
            len = len.saturating_add(count).saturating_add(token);
        }
    }
    len
}

/// Refuses a position whose string is longer than `parse` accepts by
/// default.
pub(crate) fn check(position: &Position) -> Result<(), EncodeError> {
    let max = Limits::DEFAULT.max_bytes();
    let len = text_len(position);
    if len > max as u128 {
        return Err(EncodeError::TooLong { len, max });
    }
    Ok(())
}

/// The length of the string of an empty board of `segments` segments of
/// `cells` cells, whose separators are one `/` plus one per entry of
/// `strides` (the products of inner axes) that divides the segment's
/// number; `None` past `u128`.
pub(crate) fn empty_board_len(segments: u128, cells: u128, strides: &[u128]) -> Option<u128> {
    // `segments - 1` single slashes, plus, for each stride, one more slash
    // after every `stride`-th segment but the last.
    let mut slashes = segments.checked_sub(1)?;
    for &stride in strides {
        slashes = slashes.checked_add(segments.checked_div(stride)?.checked_sub(1)?)?;
    }
    segments
        .checked_mul(digits(cells))?
        .checked_add(slashes)?
        // ` / C/c`
        .checked_add(6)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn the_length_is_that_of_the_string() {
        for input in [
            "8/8/8/8/8/8/8/8 / C/c",
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
            "K^ / J/j",
            "1/1//1/1///1/1//1/1 2K/k C/c",
            "99999999999999999999 99999999999999999999P/ C/c",
            "30 12P3B2pK^+P/+K^' C/c",
            "rkr/pp/PPPP / C/c",
            "1K10/12 / C/c",
        ] {
            let position = Position::parse(input).expect("valid");
            assert_eq!(text_len(&position), input.len() as u128, "{input:?}");
            assert_eq!(position.to_string(), input);
        }
    }

    #[test]
    fn empty_boards() {
        for shape in [&[8u128, 8][..], &[5, 5, 5], &[2, 2, 2, 1], &[12], &[3, 1]] {
            let position = Position::empty(shape).expect("fine");
            let text = position.to_string();
            let cells = *shape.last().expect("an axis");
            let segments = shape.iter().product::<u128>() / cells;
            let outer = &shape[..shape.len() - 1];
            let mut strides = alloc::vec::Vec::new();
            let mut product = 1;
            for &size in outer.iter().rev() {
                product *= size;
                strides.push(product);
            }
            strides.pop();
            assert_eq!(
                empty_board_len(segments, cells, &strides),
                Some(text.len() as u128),
                "{shape:?}"
            );
        }
    }
}
