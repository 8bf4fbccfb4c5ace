//! [`PlacementVisitor`]: what the one validating reader tells a caller as
//! it reads the placement, so that a caller builds its own board in the
//! pass that checks the string (as serde's `Visitor`), with no second
//! walk over the text.

use core::ops::Range;

use sashite_epin::KeyShare;

use crate::board_field::{BoardSink, Read};
use crate::scan::Scan;
use crate::shape::ShapeFinder;

/// Receives the pieces and separators of a placement from the validating
/// reader of [`View::parse_visiting`](crate::View::parse_visiting), in
/// reading order, in the same pass that checks the string.
///
/// Squares are numbered from 0 in reading order; `square` is the number of
/// squares before the piece or the separator. Coordinates follow from the
/// separators: a separator of `len` slashes moves the axis `len` levels out
/// from the innermost one by 1 and restarts the axes inside it at 0, as
/// [`BoardPieces`](crate::BoardPieces) counts them. The number of
/// dimensions is only known at the end (it is 1 + the longest separator),
/// so a visitor keeps coordinates innermost first, the outer ones 0 until
/// a separator that long is read.
///
/// When the string turns out invalid, `parse_visiting` returns the error
/// and what the visitor received is meaningless (events up to the broken
/// rule, in any order the reader met them): discard it. A visitor must
/// take any event without panicking.
///
/// # Examples
///
/// A visitor that lists each piece with its coordinates, outermost first
/// once the dimensions are known:
///
/// ```
/// use core::ops::Range;
///
/// use sashite_feen::{Limits, MAX_DIMENSIONS, PlacementVisitor, View};
///
/// struct Listed {
///     /// `levels[k]`: the coordinate `k` levels out from the innermost one.
///     levels: [u128; MAX_DIMENSIONS],
///     /// The squares before the current segment.
///     row_start: u128,
///     /// Each piece's span and coordinates, innermost first.
///     pieces: Vec<(Range<usize>, [u128; MAX_DIMENSIONS])>,
/// }
///
/// impl PlacementVisitor for Listed {
///     fn piece(&mut self, square: u128, span: Range<usize>) {
///         let mut at = self.levels;
///         // Wrapping, and `get_mut` below: an invalid string's events
///         // must not panic.
///         at[0] = square.wrapping_sub(self.row_start);
///         self.pieces.push((span, at));
///     }
///
///     fn separator(&mut self, square: u128, len: usize) {
///         let moved = self.levels.get_mut(1..=len).and_then(<[u128]>::split_last_mut);
///         if let Some((moved, inside)) = moved {
///             *moved = moved.wrapping_add(1);
///             inside.fill(0);
///         }
///         self.row_start = square;
///     }
/// }
///
/// let mut listed = Listed { levels: [0; MAX_DIMENSIONS], row_start: 0, pieces: Vec::new() };
/// let input = "K^1/2//1+p/2 / C/c";
/// let view = View::parse_visiting(input.as_bytes(), &Limits::DEFAULT, &mut listed)?;
/// let found: Vec<(&str, Vec<u128>)> = listed
///     .pieces
///     .iter()
///     .map(|(span, at)| {
///         let outermost_first = at[..view.dimension_count()].iter().rev().copied();
///         (&input[span.clone()], outermost_first.collect())
///     })
///     .collect();
/// assert_eq!(found, [("K^", vec![0, 0, 0]), ("+p", vec![1, 0, 1])]);
/// # Ok::<(), sashite_feen::ParseError>(())
/// ```
pub trait PlacementVisitor {
    /// A piece on the square after `square` squares, its token at `span`
    /// of the input (its state prefix and markers included).
    fn piece(&mut self, square: u128, span: Range<usize>);

    /// A separator of `len` slashes (1 to 63 in a valid string) after
    /// `square` squares.
    fn separator(&mut self, square: u128, len: usize);

    /// `count` separators of one slash, the first after `square` squares
    /// and each of the others `cells` squares after the one before: the
    /// empty ranks between them, identical, were read at once. By default,
    /// as many calls of [`separator`](Self::separator).
    fn single_separators(&mut self, square: u128, cells: u128, count: usize) {
        let mut at = square;
        for _ in 0..count {
            self.separator(at, 1);
            // Squares of the string: no wrap in a valid one.
            at = at.wrapping_add(cells);
        }
    }

    /// The board's shape, outermost dimension first, as
    /// [`View::shape`](crate::View::shape) gives it (`None` for an
    /// irregular board): told once, after the whole string is found valid.
    /// By default, ignored.
    fn shape(&mut self, shape: Option<&[u128]>) {
        let _ = shape;
    }
}

/// The reader's sink that tells a [`PlacementVisitor`] what it reads, and
/// follows the shape.
pub(crate) struct Visiting<'v, V: ?Sized> {
    visitor: &'v mut V,
    bytes: &'v [u8],
    /// The squares of the counts read whole so far.
    large: u128,
    shape: ShapeFinder,
}

impl<'v, V: PlacementVisitor + ?Sized> Visiting<'v, V> {
    pub(crate) fn new(bytes: &'v [u8], visitor: &'v mut V) -> Self {
        Self {
            visitor,
            bytes,
            large: 0,
            shape: ShapeFinder::new(1),
        }
    }

    /// Tells the visitor the shape of the board that the valid `scan` read.
    pub(crate) fn finish(&mut self, scan: &Scan) {
        self.shape.set_dimensions(scan.dimensions);
        // Natively, the axes are handed over as the finder finds them. In
        // WebAssembly, where the size counts more than making a `Shape` of
        // 1 KB, through the finder's own `finish`, which `View::shape`
        // calls too: one copy of its code.
        #[cfg(not(target_arch = "wasm32"))]
        {
            let visitor = &mut *self.visitor;
            let told = self
                .shape
                .finish_with(scan.squares, |axes| visitor.shape(Some(axes)));
            if told.is_none() {
                visitor.shape(None);
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let shape = self.shape.finish(scan.squares);
            self.visitor.shape(shape.as_deref());
        }
    }

    /// The squares read before a byte: those of the counts read whole,
    /// `small` of one-digit counts, and `pieces` (past `u128`, the string
    /// is invalid: no panic).
    #[inline(always)]
    #[allow(clippy::inline_always)] // a sum, in the reader's loop
    fn square(&self, pieces: usize, small: u64) -> u128 {
        self.large
            .wrapping_add(u128::from(small))
            .wrapping_add(pieces as u128)
    }

    /// A piece's letter at `offset`, after its state prefix when
    /// `prefixed`, and after `pieces` pieces and `small` squares of
    /// one-digit counts.
    // In the reader's loop, which reads four bytes a step: four copies of
    // the visitor's work, the fastest (`sashite feen inspect --json`), but
    // 2 KB of WebAssembly, where the size counts more.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[allow(clippy::inline_always)]
    fn letter(&mut self, offset: usize, prefixed: bool, pieces: usize, small: u64) {
        let square = self.square(pieces, small);
        let start = offset.wrapping_sub(usize::from(prefixed));
        // The markers after the letter, as EPIN names them (a new marker
        // reaches the span with it), which the table reads next and checks
        // the order of: the token ends after them.
        let mut end = offset.wrapping_add(1);
        while let Some(KeyShare::Marker(_)) = self.bytes.get(end).copied().map(KeyShare::of) {
            end = end.wrapping_add(1);
        }
        self.visitor.piece(square, start..end);
    }

    /// A `/` at `offset` after a token: a single separator, unless a
    /// longer one starts with it (told with it).
    #[inline]
    fn slash(&mut self, offset: usize, pieces: usize, small: u64) {
        if self.bytes.get(offset.wrapping_add(1)) != Some(&b'/') {
            let square = self.square(pieces, small);
            self.shape.separator(square, 1);
            self.visitor.separator(square, 1);
        }
    }
}

impl<V: PlacementVisitor + ?Sized> BoardSink for Visiting<'_, V> {
    // Four bytes a step natively; one in WebAssembly, where the size of
    // four copies of the visitor's calls counts more.
    const FOUR_A_STEP: bool = !cfg!(target_arch = "wasm32");

    // Inlined in the reader's loop, which calls it for every byte: only
    // pieces and single `/` reach the visitor.
    #[inline(always)]
    #[allow(clippy::inline_always)]
    fn byte(
        &mut self,
        outcome: usize,
        from: usize,
        _: u8,
        offset: usize,
        pieces: usize,
        small: u64,
    ) {
        match Read::of(outcome) {
            Read::Letter => self.letter(offset, Read::after_prefix(from), pieces, small),
            Read::Slash => self.slash(offset, pieces, small),
            Read::Marker | Read::Prefix | Read::Digit => {}
        }
    }

    fn large(&mut self, squares: u128) {
        self.large = squares;
    }

    fn separator(&mut self, square: u128, len: usize, _: bool) {
        self.shape.separator(square, len);
        self.visitor.separator(square, len);
    }

    fn ranks(&mut self, square: u128, cells: u128, repeats: usize, end: usize) {
        // The last `/` is told with the longer separator it starts, if any.
        let lengthened = self.bytes.get(end) == Some(&b'/');
        let count = repeats.wrapping_add(usize::from(!lengthened));
        if count > 0 {
            self.shape.separator(square, 1);
            self.shape.ranks(square, cells, count.wrapping_sub(1));
            self.visitor.single_separators(square, cells, count);
        }
    }
}
