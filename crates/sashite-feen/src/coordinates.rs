//! [`Coordinates`]: where a square is, outermost dimension first.

use alloc::vec::Vec;
use core::fmt;
use core::ops::Deref;

/// Boards of up to this many dimensions keep their coordinates inline.
const INLINE: usize = 4;

/// Why inline coordinates fit their array: only [`Coordinates::zeros`]
/// makes them, for at most [`INLINE`] dimensions.
const FITS: &str = "inline coordinates have at most INLINE axes";

/// The coordinates of a square, outermost dimension first, each 0-based:
/// `[rank, file]` on a 2D board, `[layer, rank, file]` on a 3D one.
/// Dereferences to `[u128]`; up to 4 dimensions are stored inline (no
/// allocation).
///
/// # Examples
///
/// ```
/// let position = sashite_feen::Position::parse("ab/cd//AB/CD / G/g").expect("valid");
/// let at = position.coordinates_of(5).expect("a square of a regular board");
/// assert_eq!(&*at, &[1, 0, 1]);
/// assert_eq!(position.index_of(&at), Some(5));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coordinates(Repr);

#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Repr {
    Inline { len: u8, axes: [u128; INLINE] },
    Heap(Vec<u128>),
}

impl Coordinates {
    /// The origin (all zeros) of a board of `dimensions` dimensions.
    pub(crate) fn zeros(dimensions: usize) -> Self {
        match u8::try_from(dimensions) {
            Ok(len) if dimensions <= INLINE => Self(Repr::Inline {
                len,
                axes: [0; INLINE],
            }),
            _ => Self(Repr::Heap(alloc::vec![0; dimensions])),
        }
    }

    pub(crate) fn as_mut_slice(&mut self) -> &mut [u128] {
        match &mut self.0 {
            Repr::Inline { len, axes } => axes.get_mut(..usize::from(*len)).expect(FITS),
            Repr::Heap(axes) => axes,
        }
    }
}

impl Deref for Coordinates {
    type Target = [u128];

    fn deref(&self) -> &[u128] {
        match &self.0 {
            Repr::Inline { len, axes } => axes.get(..usize::from(*len)).expect(FITS),
            Repr::Heap(axes) => axes,
        }
    }
}

impl AsRef<[u128]> for Coordinates {
    fn as_ref(&self) -> &[u128] {
        self
    }
}

impl fmt::Debug for Coordinates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}

impl PartialEq<[u128]> for Coordinates {
    fn eq(&self, other: &[u128]) -> bool {
        **self == *other
    }
}

impl<const N: usize> PartialEq<[u128; N]> for Coordinates {
    fn eq(&self, other: &[u128; N]) -> bool {
        **self == *other.as_slice()
    }
}
