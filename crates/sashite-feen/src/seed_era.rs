//! The seed-era reading of the placement field (feen.rb 0.1.0): every digit
//! is a run of empty squares of its own, so `93` is 9 + 3 = 12 squares
//! (FEEN 1.0 reads it as 93). The field is rewritten in FEEN 1.0 spelling
//! before the lenient pass, and the offsets of that pass mapped back.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use crate::repair::{Repair, RepairKind};

/// A digit run of the input that the rewrite changed.
#[derive(Debug, Clone, Copy)]
struct Run {
    /// Where the rewritten number starts and ends.
    new_start: usize,
    new_end: usize,
    /// Where the digits end in the input.
    old_end: usize,
    /// The input offset an error inside the rewritten number points at:
    /// the first `0` of the run, or its start.
    target: usize,
}

/// The input with its placement rewritten, how to map offsets back, and
/// the repairs: one per run of two digits or more (single digits read the
/// same in both eras).
#[derive(Debug)]
pub(crate) struct Rewrite {
    pub(crate) text: String,
    runs: Vec<Run>,
    pub(crate) repairs: Vec<Repair>,
}

/// Rewrites the placement field of `input` (up to its first space): each
/// run of digits becomes the decimal sum of its digits. A run holding a
/// `0` (no seed-era run is empty) becomes `0`, which the FEEN pass then
/// rejects as an empty-count error, mapped back onto that `0`.
///
/// `None` when nothing changes (no run of two digits or more, no `0`).
pub(crate) fn rewrite(input: &str) -> Option<Rewrite> {
    let mut text = String::with_capacity(input.len());
    let (mut runs, mut repairs) = (Vec::new(), Vec::new());
    let mut chars = input.char_indices().peekable();
    let mut in_field = true;
    while let Some((start, first)) = chars.next() {
        in_field &= first != ' ';
        if !(in_field && first.is_ascii_digit()) {
            text.push(first);
            continue;
        }
        let value = |digit: char| u128::from(u32::from(digit).wrapping_sub(u32::from('0')));
        let (mut len, mut sum, mut zero) = (1usize, value(first), (first == '0').then_some(start));
        while let Some((at, digit)) = chars.next_if(|(_, c)| c.is_ascii_digit()) {
            // At most 9 per digit of an input that fits in memory.
            (len, sum) = (len.saturating_add(1), sum.saturating_add(value(digit)));
            zero = zero.or((digit == '0').then_some(at));
        }
        // A single digit other than `0` reads the same in both eras.
        if len == 1 && zero.is_none() {
            text.push(first);
            continue;
        }
        let new_start = text.len();
        // A `String` takes any text: writing cannot fail.
        let _ = write!(text, "{}", if zero.is_some() { 0 } else { sum });
        runs.push(Run {
            new_start,
            new_end: text.len(),
            // Digits are one byte each.
            old_end: start.saturating_add(len),
            target: zero.unwrap_or(start),
        });
        if len > 1 {
            repairs.push(Repair::new(RepairKind::SeedEraEmptyRun, start, None));
        }
    }
    (!runs.is_empty()).then_some(Rewrite {
        text,
        runs,
        repairs,
    })
}

impl Rewrite {
    /// The input offset of an offset of the rewritten text.
    pub(crate) fn original(&self, offset: usize) -> usize {
        let before = self.runs.partition_point(|run| run.new_start <= offset);
        let Some(run) = before.checked_sub(1).and_then(|k| self.runs.get(k)) else {
            return offset;
        };
        if offset < run.new_end {
            return run.target;
        }
        // The rewrite never lengthens a run: the input is at least as far.
        offset
            .saturating_sub(run.new_end)
            .saturating_add(run.old_end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_summed_and_offsets_map_back() {
        let rewrite = rewrite("93K/8 P/ C/c").expect("a long run");
        assert_eq!(rewrite.text, "12K/8 P/ C/c");
        assert_eq!(rewrite.original(0), 0);
        assert_eq!(rewrite.original(1), 0);
        assert_eq!(rewrite.original(2), 2);
        let rewrite = super::rewrite("999K/ / C/c").expect("a long run");
        assert_eq!(rewrite.text, "27K/ / C/c");
        assert_eq!(rewrite.original(2), 3);
        assert_eq!(rewrite.original(6), 7);
    }

    #[test]
    fn a_zero_points_at_itself() {
        let rewrite = rewrite("K80 / C/c").expect("a zero");
        assert_eq!(rewrite.text, "K0 / C/c");
        assert_eq!(rewrite.original(1), 2);
        assert_eq!(rewrite.original(2), 3);
    }

    #[test]
    fn single_digits_change_nothing() {
        assert!(rewrite("8/8/8 P/ C/c").is_none());
        assert!(rewrite("K1k / C/c").is_none());
    }
}
