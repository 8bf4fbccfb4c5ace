//! [`Repaired`]: what the lenient reader returns, and each [`Repair`] it made.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// What was wrong with a spelling the lenient reader ([`Lenient`]) accepted
/// and repaired.
///
/// Each kind but the last is a canonical-form rule of the hands field that
/// strict parsing enforces (specification §5.2–§5.4), named in the comment
/// by the class strict parsing reports.
///
/// [`Lenient`]: crate::Lenient
///
/// # Examples
///
/// ```
/// use sashite_feen::RepairKind;
///
/// let repaired = sashite_feen::repair("8 1PP/ C/c").expect("repairable");
/// let kinds: Vec<RepairKind> = repaired.repairs().iter().map(|r| r.kind()).collect();
/// assert_eq!(kinds, [RepairKind::ExplicitOne, RepairKind::RepeatedItem]);
/// assert_eq!(RepairKind::RepeatedItem.code(), "repeated_item");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum RepairKind {
    /// A seed-era run of empty squares (feen.rb 0.1.0: one digit per run,
    /// so `93` is 9 + 3) written as one number (`12`). Only with
    /// [`Lenient::with_seed_era_placement`](crate::Lenient::with_seed_era_placement).
    SeedEraEmptyRun,
    /// An explicit multiplicity `1`, dropped (`1P` → `P`; strictly an
    /// `InvalidHandCount`).
    ExplicitOne,
    /// A piece written again in the same hand, added to its first item
    /// (`PP` → `2P`, `2PP` → `3P`; strictly `HandNotAggregated`).
    RepeatedItem,
    /// An item written after one it precedes in canonical order; the hand
    /// was sorted (`QP` → `PQ`; strictly `HandNotCanonical`).
    OutOfOrder,
}

impl RepairKind {
    /// Every kind, in declaration order.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::RepairKind::ALL.len(), 4);
    /// ```
    pub const ALL: &'static [Self] = &[
        Self::SeedEraEmptyRun,
        Self::ExplicitOne,
        Self::RepeatedItem,
        Self::OutOfOrder,
    ];

    /// The kind as a stable snake-case code: the same string in the CLI's
    /// JSON output, Python's and JavaScript's repair records. Renaming one
    /// is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::RepairKind::OutOfOrder.code(), "out_of_order");
    /// ```
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::SeedEraEmptyRun => "seed_era_empty_run",
            Self::ExplicitOne => "explicit_one",
            Self::RepeatedItem => "repeated_item",
            Self::OutOfOrder => "out_of_order",
        }
    }
}

impl fmt::Display for RepairKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

/// One repair: its kind and where, in the input, it was made.
///
/// `Display` names what is not canonical there (not what was done about
/// it), so the message holds whether or not the repair is applied: `sashite
/// feen normalize --check` reports it without repairing.
///
/// # Examples
///
/// ```
/// use sashite_feen::RepairKind;
///
/// let repaired = sashite_feen::repair("8 QP/ C/c").expect("repairable");
/// let repair = repaired.repairs()[0];
/// assert_eq!(repair.kind(), RepairKind::OutOfOrder);
/// assert_eq!((repair.offset(), repair.earlier()), (3, Some(2)));
/// assert_eq!(repair.to_string(), "hand item at byte 3 belongs before the one at byte 2");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Repair {
    pub(crate) offset: usize,
    pub(crate) kind: RepairKind,
    pub(crate) earlier: Option<usize>,
}

impl Repair {
    pub(crate) const fn new(kind: RepairKind, offset: usize, earlier: Option<usize>) -> Self {
        Self {
            offset,
            kind,
            earlier,
        }
    }

    /// What was repaired.
    ///
    /// # Examples
    ///
    /// ```
    /// let repaired = sashite_feen::repair("8 1P/ C/c").expect("repairable");
    /// assert_eq!(repaired.repairs()[0].kind(), sashite_feen::RepairKind::ExplicitOne);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> RepairKind {
        self.kind
    }

    /// The byte offset, in the input, of what was repaired: the first
    /// digit of a seed-era run, the `1` of an explicit multiplicity, the
    /// first byte of a repeated or misplaced hand item.
    ///
    /// # Examples
    ///
    /// ```
    /// let repaired = sashite_feen::repair("8/8 PP/ W/w").expect("repairable");
    /// assert_eq!(repaired.repairs()[0].offset(), 5);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The byte offset of the other item involved: for a repeated item,
    /// the first item of the same piece; for an item out of order, the
    /// first item written before it that it precedes. `None` for the other
    /// kinds.
    ///
    /// # Examples
    ///
    /// ```
    /// let repaired = sashite_feen::repair("8/8 PP/ W/w").expect("repairable");
    /// assert_eq!(repaired.repairs()[0].earlier(), Some(4));
    /// ```
    #[must_use]
    pub const fn earlier(&self) -> Option<usize> {
        self.earlier
    }
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.offset;
        match (self.kind, self.earlier) {
            (RepairKind::SeedEraEmptyRun, _) => write!(f, "seed-era empty run at byte {at}"),
            (RepairKind::ExplicitOne, _) => write!(f, "explicit multiplicity 1 at byte {at}"),
            (RepairKind::RepeatedItem, Some(first)) => {
                write!(f, "piece at byte {at} repeats the one at byte {first}")
            }
            (RepairKind::OutOfOrder, Some(first)) => {
                write!(
                    f,
                    "hand item at byte {at} belongs before the one at byte {first}"
                )
            }
            (RepairKind::RepeatedItem, None) => write!(f, "piece at byte {at} repeated"),
            (RepairKind::OutOfOrder, None) => write!(f, "hand item at byte {at} out of order"),
        }
    }
}

/// The canonical FEEN string of a repaired input, and the repairs made,
/// in input order. No repairs means the input was already valid (and is
/// returned as it was).
///
/// # Examples
///
/// ```
/// let repaired = sashite_feen::repair("8 P1QP/ C/c").expect("repairable");
/// assert_eq!(repaired.canonical(), "8 2PQ/ C/c");
/// assert_eq!(repaired.repairs().len(), 2);
/// assert!(!repaired.was_canonical());
///
/// let untouched = sashite_feen::repair("8 2PQ/ C/c").expect("valid");
/// assert!(untouched.was_canonical());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Repaired {
    pub(crate) canonical: String,
    pub(crate) repairs: Vec<Repair>,
}

impl Repaired {
    /// The canonical FEEN string.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::repair("8 PP/ C/c").expect("repairable").canonical(), "8 2P/ C/c");
    /// ```
    #[must_use]
    pub fn canonical(&self) -> &str {
        &self.canonical
    }

    /// The canonical FEEN string, owned.
    ///
    /// # Examples
    ///
    /// ```
    /// let canonical: String = sashite_feen::repair("8 PP/ C/c").expect("repairable").into_canonical();
    /// assert_eq!(canonical, "8 2P/ C/c");
    /// ```
    #[must_use]
    pub fn into_canonical(self) -> String {
        self.canonical
    }

    /// The repairs, by increasing offset.
    ///
    /// # Examples
    ///
    /// ```
    /// let repaired = sashite_feen::repair("8 QPP/ C/c").expect("repairable");
    /// let offsets: Vec<usize> = repaired.repairs().iter().map(|r| r.offset()).collect();
    /// assert_eq!(offsets, [3, 4]);
    /// ```
    #[must_use]
    pub fn repairs(&self) -> &[Repair] {
        &self.repairs
    }

    /// Returns `true` when nothing was repaired: the input was valid FEEN.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(sashite_feen::repair("8 / C/c").expect("valid").was_canonical());
    /// ```
    #[must_use]
    pub fn was_canonical(&self) -> bool {
        self.repairs.is_empty()
    }
}
