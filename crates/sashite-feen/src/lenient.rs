//! [`Lenient`]: the reader that repairs the canonical-form rules of the
//! hands field, as the FEEN seed's `normalize` did.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use crate::error::ParseError;
use crate::hands::{Hands, canonical};
use crate::limits::Limits;
use crate::position::Position;
use crate::repair::{Repair, RepairKind, Repaired};
use crate::scan;
use crate::seed_era;
use crate::tokens::{self, HandItem};

/// A reader that accepts every string breaking **only** canonical-form
/// rules of the hands field, and returns the canonical position:
///
/// | Written | Canonical | Strict parsing says |
/// |---|---|---|
/// | `PP`, `2PP`, `P2P` | `2P`, `3P`, `3P` | `HandNotAggregated` |
/// | `1P` | `P` | `InvalidHandCount` |
/// | `QP`, `p2P` | `PQ`, `2Pp` | `HandNotCanonical` |
///
/// Anything else is an error, and the same one, at the same offset, as
/// strict parsing reports: a bad token, a `0` or leading-zero count,
/// dimensional coherence, too many pieces, the styles, the limits. (When
/// a string breaks both kinds of rules, strict parsing may name the hand
/// rule first; the lenient reader reports the rule it cannot repair, at
/// its offset in the input.) Whatever it returns, strict parsing accepts;
/// a valid string comes back unchanged.
///
/// # The seed-era placement
///
/// In the FEEN seed (feen.rb 0.1.0) a run of empty squares was one digit
/// and longer runs were split: twelve empty squares were written `93`
/// (9 + 3). FEEN 1.0 reads `93` as **93** squares, so a seed-era string
/// parses, silently, as another board. [`with_seed_era_placement`]
/// (off by default) reads every digit of the placement as a run of its
/// own and writes the FEEN 1.0 spelling; a `0` is then an error.
///
/// [`with_seed_era_placement`]: Self::with_seed_era_placement
///
/// # Examples
///
/// ```
/// use sashite_feen::{Lenient, RepairKind};
///
/// let repaired = Lenient::DEFAULT.repair("8 Q2PP/ C/c").expect("repairable");
/// assert_eq!(repaired.canonical(), "8 3PQ/ C/c");
///
/// // `93` is 93 squares in FEEN 1.0, 9 + 3 in the seed era.
/// assert_eq!(sashite_feen::parse("93 / C/c").expect("valid").square_count(), 93);
/// let seed = Lenient::DEFAULT.with_seed_era_placement(true);
/// let repaired = seed.repair("93 / C/c").expect("seed-era FEEN");
/// assert_eq!(repaired.canonical(), "12 / C/c");
/// assert_eq!(repaired.repairs()[0].kind(), RepairKind::SeedEraEmptyRun);
///
/// // Not a canonical-form rule: the strict error.
/// assert_eq!(
///     Lenient::DEFAULT.repair("8 PP/ C/C").unwrap_err(),
///     sashite_feen::parse("8 2P/ C/C").unwrap_err(),
/// );
/// ```
// The derived default is `DEFAULT`: default limits, the seed era off.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Lenient {
    limits: Limits,
    seed_era: bool,
}

impl Lenient {
    /// Hands repaired, FEEN 1.0 placement, default [`Limits`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Lenient;
    ///
    /// assert!(!Lenient::DEFAULT.seed_era_placement());
    /// assert_eq!(Lenient::default(), Lenient::DEFAULT);
    /// ```
    pub const DEFAULT: Self = Self {
        limits: Limits::DEFAULT,
        seed_era: false,
    };

    /// Uses `limits` (the repaired string is then accepted by strict
    /// parsing under the same limits).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Lenient, Limits};
    ///
    /// let lenient = Lenient::DEFAULT.with_limits(Limits::DEFAULT.with_max_squares(8));
    /// assert!(lenient.repair("9 PP/ C/c").unwrap_err().is_limit());
    /// ```
    #[must_use]
    pub const fn with_limits(self, limits: Limits) -> Self {
        Self { limits, ..self }
    }

    /// Reads the placement as the FEEN seed did (`93` = 9 + 3 empty
    /// squares, written back `12`) when `seed_era`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Lenient;
    ///
    /// let seed = Lenient::DEFAULT.with_seed_era_placement(true);
    /// assert_eq!(seed.normalize("K93/3K9 / C/c").as_deref(), Ok("K12/3K9 / C/c"));
    /// assert!(seed.normalize("K80 / C/c").is_err());
    /// ```
    #[must_use]
    pub const fn with_seed_era_placement(self, seed_era: bool) -> Self {
        Self { seed_era, ..self }
    }

    /// Whether the placement is read as the FEEN seed did.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(sashite_feen::Lenient::DEFAULT.with_seed_era_placement(true).seed_era_placement());
    /// ```
    #[must_use]
    pub const fn seed_era_placement(&self) -> bool {
        self.seed_era
    }

    /// The limits applied.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Lenient, Limits};
    ///
    /// assert_eq!(Lenient::DEFAULT.limits(), Limits::DEFAULT);
    /// ```
    #[must_use]
    pub const fn limits(&self) -> Limits {
        self.limits
    }

    /// The canonical string of `input` and the repairs made.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when `input` breaks a rule that is not a
    /// canonical-form rule of the hands field.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Lenient, RepairKind};
    ///
    /// let repaired = Lenient::DEFAULT.repair("8/8 1P/PP W/w").expect("repairable");
    /// assert_eq!(repaired.canonical(), "8/8 P/2P W/w");
    /// let found: Vec<(RepairKind, usize)> =
    ///     repaired.repairs().iter().map(|r| (r.kind(), r.offset())).collect();
    /// assert_eq!(found, [(RepairKind::ExplicitOne, 4), (RepairKind::RepeatedItem, 8)]);
    /// ```
    pub fn repair(&self, input: &str) -> Result<Repaired, ParseError> {
        // An input over the limit is refused as it is, not as rewritten.
        let rewrite = self.seed_era && input.len() <= self.limits.max_bytes();
        match rewrite.then(|| seed_era::rewrite(input)).flatten() {
            Some(new) => self.repair_hands(&new.text, new.repairs.clone(), |at| new.original(at)),
            None => self.repair_hands(input, Vec::new(), |offset| offset),
        }
    }

    /// The canonical string of `input`.
    ///
    /// # Errors
    ///
    /// As [`repair`](Self::repair).
    ///
    /// # Examples
    ///
    /// ```
    /// let normalized = sashite_feen::Lenient::DEFAULT.normalize("8 pP/ C/c");
    /// assert_eq!(normalized.as_deref(), Ok("8 Pp/ C/c"));
    /// ```
    pub fn normalize(&self, input: &str) -> Result<String, ParseError> {
        self.repair(input).map(Repaired::into_canonical)
    }

    /// The position of `input`, repaired.
    ///
    /// # Errors
    ///
    /// As [`repair`](Self::repair).
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Lenient::DEFAULT.parse("8 PP/ C/c").expect("repairable");
    /// assert_eq!(position.to_string(), "8 2P/ C/c");
    /// ```
    pub fn parse(&self, input: &str) -> Result<Position, ParseError> {
        let repaired = self.repair(input)?;
        Position::parse_with(repaired.canonical(), &self.limits)
    }

    /// The lenient pass over `text` (the input, or its seed-era rewrite),
    /// then the hands rewritten in canonical form. `original` maps an
    /// offset of `text` to the input.
    fn repair_hands(
        &self,
        text: &str,
        mut repairs: Vec<Repair>,
        original: impl Fn(usize) -> usize,
    ) -> Result<Repaired, ParseError> {
        let bytes = text.as_bytes();
        let scan = scan::scan::<true>(bytes, &self.limits).map_err(|err| err.moved(&original))?;
        // Field offsets of a string the pass accepted: in order, inside it.
        let hands_end = scan.style_start.saturating_sub(1);
        let mut read = |hand| read_hand(bytes, hand, &original, &mut repairs);
        let first = read(scan.hands_start..scan.hands_split);
        let second = read(scan.hands_split.saturating_add(1)..hands_end);
        // Without repairs the text is canonical: kept as it is.
        let canonical = if repairs.is_empty() {
            String::from(text)
        } else {
            // Offsets of the fields the pass found: inside the ASCII text.
            let (head, tail) = (text.get(..scan.hands_start), text.get(hands_end..));
            let (Some(head), Some(tail)) = (head, tail) else {
                unreachable!("the hands field lies inside the text the pass accepted");
            };
            let hands = Hands::of_sorted(first, second);
            format!("{head}{hands}{tail}")
        };
        repairs.sort_unstable();
        Ok(Repaired { canonical, repairs })
    }
}

/// Reads the items of a hand the lenient pass accepted (`bytes[hand]`),
/// notes what is not canonical in `repairs` (at the input offsets that
/// `original` gives), and returns the hand aggregated and in canonical order.
fn read_hand(
    bytes: &[u8],
    hand: Range<usize>,
    original: impl Fn(usize) -> usize,
    repairs: &mut Vec<Repair>,
) -> Vec<HandItem> {
    // slot[key]: the index of the piece's entry, if any.
    let mut slot = [u16::MAX; sashite_epin::Identifier::KEYS];
    // Each piece once, its counts added, with the offset of its first item.
    let mut entries: Vec<(HandItem, usize)> = Vec::new();
    let mut i = hand.start;
    while i < hand.end {
        let (start, at) = (i, original(i));
        let item = tokens::hand_item(bytes, &mut i);
        // No leading zero passed the lenient pass: a count of 1 written is `1`.
        if item.count == 1 && bytes.get(start) == Some(&b'1') {
            repairs.push(Repair::new(RepairKind::ExplicitOne, at, None));
        }
        let key = usize::from(item.piece.key());
        if let Some((entry, first)) = slot.get(key).and_then(|&k| entries.get_mut(usize::from(k))) {
            // The pass checked that the hand's total fits.
            entry.count = entry.count.saturating_add(item.count);
            repairs.push(Repair::new(RepairKind::RepeatedItem, at, Some(*first)));
        } else {
            if let (Some(k), Ok(index)) = (slot.get_mut(key), u16::try_from(entries.len())) {
                *k = index;
            }
            entries.push((item, at));
        }
    }
    // With the counts added: each piece that belongs before one written earlier is out of order.
    repairs.extend(entries.iter().enumerate().filter_map(|(k, (item, first))| {
        let mut written_before = entries.iter().take(k);
        let (_, earlier) = written_before.find(|(earlier, _)| canonical(item, earlier).is_lt())?;
        Some(Repair::new(RepairKind::OutOfOrder, *first, Some(*earlier)))
    }));
    let mut items: Vec<HandItem> = entries.into_iter().map(|(item, _)| item).collect();
    items.sort_unstable_by(canonical);
    items
}
