//! [`Placement`]: the board of an owned position.

use crate::limits::MAX_DIMENSIONS;
use core::fmt;

use sashite_epin::Identifier;

use crate::board_builder::{BoardBuilder, FirstPass};
use crate::board_field;
use crate::geometry::{Geometry, RegularSeparators, SeparatorsIter};
use crate::pieces::Pieces;
use crate::scan::Scan;
use crate::square::Square;
use crate::writer::Text;

/// The board of a [`Position`](crate::Position): its squares, in reading
/// order, and the separators between its segments.
///
/// Memory is proportional to the FEEN text, never to the board: only the
/// pieces (8 bytes each: the square and the piece, packed) and, for an
/// irregular board, the separators (8 bytes each) are stored; a regular
/// board keeps its shape, from which its separators follow. So
/// `99999999999999999999 / C/c` costs a few bytes, and irregular or
/// N-dimensional boards are kept exactly.
///
/// # Examples
///
/// ```
/// use sashite_feen::Position;
///
/// let position = Position::parse("K^6k^ / C/c").expect("valid");
/// let board = position.placement();
/// assert_eq!(board.square_count(), 8);
/// assert_eq!(board.piece_count(), 2);
/// assert_eq!(board.get(7).flatten().map(|p| p.to_string()), Some("k^".to_string()));
/// assert_eq!(board.get(1), Some(None));
/// assert_eq!(board.get(8), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Placement {
    pub(crate) squares: u128,
    /// The pieces, by strictly increasing flat index.
    pub(crate) pieces: Pieces,
    pub(crate) geometry: Geometry,
    pub(crate) dimensions: usize,
}

/// The separators of a [`Placement`], in order. (On the stack, for one
/// walk: the size of the regular variant does not matter.)
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)]
pub(crate) enum SeparatorIter<'a> {
    Regular(RegularSeparators<'a>),
    Irregular(SeparatorsIter<'a>),
}

impl Iterator for SeparatorIter<'_> {
    type Item = (u128, usize);

    #[inline]
    fn next(&mut self) -> Option<(u128, usize)> {
        match self {
            Self::Regular(separators) => separators.next(),
            Self::Irregular(separators) => separators.next(),
        }
    }
}

impl Placement {
    /// The board of the valid FEEN string `bytes`, which `scan` describes:
    /// read by the validating reader again, into a builder that fits it,
    /// its vector allocated at its size.
    pub(crate) fn read(bytes: &[u8], scan: &Scan) -> Self {
        // Every piece is a byte of the text at least.
        let pieces = usize::try_from(scan.board_pieces).unwrap_or(bytes.len());
        // `u64` arithmetic and one segment on every real board.
        match (scan.squares <= Pieces::SPAN, scan.dimensions <= 3) {
            (true, true) => read_into(bytes, scan, BoardBuilder::<u64, 2, 0>::new(pieces)),
            (true, false) => read_into(
                bytes,
                scan,
                BoardBuilder::<u64, MAX_DIMENSIONS, 0>::new(pieces),
            ),
            (false, _) => read_into(
                bytes,
                scan,
                BoardBuilder::<u128, MAX_DIMENSIONS, 0>::new(pieces),
            ),
        }
    }

    /// The board that `builder` built while the validating reader read the
    /// valid FEEN string `bytes` (which `scan` describes); read again when
    /// it does not fit the builder (more than 64 pieces, 3 dimensions or
    /// 2^54 squares).
    pub(crate) fn built(bytes: &[u8], scan: &Scan, builder: &mut FirstPass) -> Self {
        if builder.fits(scan.squares, scan.dimensions) {
            builder.finish(field(bytes, scan), scan.squares, scan.dimensions)
        } else {
            Self::read(bytes, scan)
        }
    }

    /// The number of squares.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("rkr/pp/PPPP / C/c").expect("valid");
    /// assert_eq!(position.placement().square_count(), 9);
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> u128 {
        self.squares
    }

    /// The number of pieces on the board.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("rkr/pp/PPPP / C/c").expect("valid");
    /// assert_eq!(position.placement().piece_count(), 9);
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> u128 {
        self.pieces.len() as u128
    }

    /// The number of dimensions.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("a/b//c/d / C/c").expect("valid");
    /// assert_eq!(position.placement().dimension_count(), 3);
    /// ```
    #[must_use]
    pub const fn dimension_count(&self) -> usize {
        self.dimensions
    }

    /// The shape, outermost dimension first; `None` for an irregular board.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("a/b//c/d///e/f//g/h / C/c").expect("valid");
    /// assert_eq!(position.placement().shape(), Some(&[2, 2, 2, 1][..]));
    /// let irregular = Position::parse("a/b//c/d/e / C/c").expect("valid");
    /// assert_eq!(irregular.placement().shape(), None);
    /// ```
    #[must_use]
    pub fn shape(&self) -> Option<&[u128]> {
        self.geometry.shape()
    }

    /// The square at flat index `index` (reading order): `Some(Some(piece))`,
    /// `Some(None)` when empty, `None` past the last square.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("1K / C/c").expect("valid");
    /// assert_eq!(position.placement().get(0), Some(None));
    /// assert!(position.placement().get(1).flatten().is_some());
    /// ```
    #[must_use]
    pub fn get(&self, index: u128) -> Option<Option<Identifier>> {
        (index < self.squares).then(|| self.pieces.get(index))
    }

    /// The flat index of the square at `coordinates` (outermost first,
    /// 0-based) of a regular board; `None` when the board is irregular or
    /// the coordinates do not fit its shape.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("ab/cd//AB/CD / G/g").expect("valid");
    /// assert_eq!(position.placement().index_of(&[1, 0, 1]), Some(5));
    /// assert_eq!(position.placement().index_of(&[2, 0, 0]), None);
    /// ```
    #[must_use]
    pub fn index_of(&self, coordinates: &[u128]) -> Option<u128> {
        let shape = self.shape()?;
        if coordinates.len() != shape.len() {
            return None;
        }
        let mut index: u128 = 0;
        for (&coordinate, &size) in coordinates.iter().zip(shape) {
            if coordinate >= size {
                return None;
            }
            // Below the square count, which fits: never `None`.
            index = index.checked_mul(size)?.checked_add(coordinate)?;
        }
        Some(index)
    }

    /// The square at `coordinates` of a regular board, as [`get`](Self::get).
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("ab/cd//AB/CD / G/g").expect("valid");
    /// let piece = position.placement().get_at(&[1, 0, 1]).flatten().expect("a piece");
    /// assert_eq!(piece.to_string(), "B");
    /// ```
    #[must_use]
    pub fn get_at(&self, coordinates: &[u128]) -> Option<Option<Identifier>> {
        self.get(self.index_of(coordinates)?)
    }

    /// The pieces on the board with their flat index, in reading order.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("K6k / C/c").expect("valid");
    /// let indices: Vec<u128> = position.placement().pieces().map(|(i, _)| i).collect();
    /// assert_eq!(indices, [0, 7]);
    /// ```
    #[must_use]
    pub fn pieces(&self) -> impl ExactSizeIterator<Item = (u128, Identifier)> + '_ {
        self.pieces.iter()
    }

    /// The separators, in order: for each, the number of squares before it
    /// and its number of `/`.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("a/b//c/d / C/c").expect("valid");
    /// let separators: Vec<(u128, usize)> = position.placement().separators().collect();
    /// assert_eq!(separators, [(1, 1), (2, 2), (3, 1)]);
    /// ```
    pub fn separators(&self) -> impl Iterator<Item = (u128, usize)> + '_ {
        self.separator_iter()
    }

    /// The separators, as a named type.
    pub(crate) fn separator_iter(&self) -> SeparatorIter<'_> {
        match self.geometry.shape_or_separators() {
            Ok(shape) => SeparatorIter::Regular(RegularSeparators::new(shape)),
            Err(separators) => SeparatorIter::Irregular(separators.iter()),
        }
    }

    /// Writes the placement field.
    pub(crate) fn write_text<W: fmt::Write>(&self, out: &mut Text<'_, W>) -> fmt::Result {
        if self.squares > Pieces::SPAN {
            let separators = self.separator_iter();
            return self.write_squares::<u128, W>(out, separators);
        }
        // A line or a plane (nearly every board): its separators are
        // counted out in `u64`, with no walk of a shape.
        if let Geometry::Line([cells]) | Geometry::Plane([_, cells]) = self.geometry {
            let ranks = Ranks::new(u64::of(cells), u64::of(self.squares));
            return self.write_squares::<u64, W>(out, ranks);
        }
        let separators = self
            .separator_iter()
            .map(|(square, len)| (u64::of(square), len));
        self.write_squares::<u64, W>(out, separators)
    }

    /// [`write_text`](Self::write_text), squares counted in `S`, which
    /// holds the board's square count, with the board's `separators`.
    fn write_squares<S: Square, W: fmt::Write>(
        &self,
        out: &mut Text<'_, W>,
        mut separators: impl Iterator<Item = (S, usize)>,
    ) -> fmt::Result {
        // Past every piece (no separator ends the board): the end of the separators.
        let none = (S::of(self.squares), 0);
        let mut next = separators.next().unwrap_or(none);
        let mut at = S::of(0);
        for (base, words) in self.pieces.segments() {
            let base = S::of(base);
            for &word in words {
                let (offset, key) = Pieces::split_word(word);
                let index = base.plus(S::of(offset));
                while next.0 <= index {
                    out.count(next.0.minus(at))?;
                    out.slashes(next.1)?;
                    at = next.0;
                    next = separators.next().unwrap_or(none);
                }
                // `at <= index`: a gap of zero squares is not written.
                out.count(index.minus(at))?;
                let token = Identifier::key_token(key);
                out.token(token.expect("a word packs a piece's key: the reader's or an edit's"))?;
                at = index.plus(S::of(1));
            }
        }
        // The separators after the last piece (the same steps as in the loop:
        // a shared helper measured slower there).
        while next != none {
            out.count(next.0.minus(at))?;
            out.slashes(next.1)?;
            at = next.0;
            next = separators.next().unwrap_or(none);
        }
        out.count(S::of(self.squares).minus(at))
    }
}

/// The separators of a line or a plane of fewer than 2^64 squares: one `/`
/// after each rank but the last.
struct Ranks {
    /// The squares before the next separator.
    next: u64,
    /// The squares of a rank.
    cells: u64,
    /// The board's squares: no separator ends it.
    squares: u64,
}

impl Ranks {
    /// The separators of ranks of `cells` squares on a board of `squares`.
    const fn new(cells: u64, squares: u64) -> Self {
        Self {
            next: cells,
            cells,
            squares,
        }
    }
}

impl Iterator for Ranks {
    type Item = (u64, usize);

    #[inline]
    fn next(&mut self) -> Option<(u64, usize)> {
        // Each rank has a square or more, so the separators end below the
        // board's end; the test of `cells` (never 0) tells the compiler that
        // each step moves on (60 to 90 fewer instructions a board, measured).
        if self.next >= self.squares || self.cells == 0 {
            return None;
        }
        let square = self.next;
        // Below `squares` plus a rank: at most 2^55, no overflow.
        self.next = square.wrapping_add(self.cells);
        Some((square, 1))
    }
}

/// The placement field of the valid FEEN string `bytes`.
fn field<'a>(bytes: &'a [u8], scan: &Scan) -> &'a [u8] {
    // The field ends at the space before the hands (`hands_start >= 1`).
    let field = bytes.get(..scan.hands_start.saturating_sub(1));
    field.expect("the scan's offsets fall inside the string")
}

/// The board of the valid FEEN string `bytes`, read into `builder`, which
/// fits it.
fn read_into<S: Square, const LEVELS: usize>(
    bytes: &[u8],
    scan: &Scan,
    mut builder: BoardBuilder<S, LEVELS, 0>,
) -> Placement {
    let read = board_field::placement(bytes, &mut builder);
    debug_assert!(read.is_some(), "a valid placement");
    builder.finish(field(bytes, scan), scan.squares, scan.dimensions)
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Text::new(f);
        self.write_text(&mut out)?;
        out.flush()
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::*;
    use crate::geometry::Separators;
    use crate::pieces::PiecesWriter;
    use crate::tokens::Run;
    use crate::view::View;

    #[test]
    fn ranks_are_the_separators_of_a_line_or_a_plane() {
        // Every segment of a board holds a square or more.
        for rows in 1..7u64 {
            for cells in 1..7u64 {
                let squares = rows * cells;
                let shape = [u128::from(rows), u128::from(cells)];
                let expected: Vec<(u128, usize)> = RegularSeparators::new(&shape).collect();
                let counted: Vec<(u128, usize)> = Ranks::new(cells, squares)
                    .map(|(square, len)| (u128::from(square), len))
                    .collect();
                assert_eq!(counted, expected, "{rows} × {cells}");
            }
            assert_eq!(Ranks::new(rows, rows).count(), 0, "a line of {rows}");
        }
    }

    /// The placement of `input` as the plain reader builds it: every token
    /// through [`Tokens`], every square in `u128`, the shape from the text.
    fn plain(input: &str) -> Placement {
        let view = View::parse(input).unwrap();
        let mut pieces = PiecesWriter::default();
        let mut square = 0u128;
        for run in view.runs() {
            match run {
                Run::Piece(piece) => {
                    pieces.push_at(square, piece.key());
                    square += 1;
                }
                Run::Empty(n) => square += n,
                Run::Separator(_) => {}
            }
        }
        let field = view.placement().as_bytes();
        let geometry = match view.shape() {
            Some(shape) => Geometry::regular(&shape),
            None => Geometry::Irregular(Separators::of(field)),
        };
        Placement {
            squares: view.square_count(),
            pieces: pieces.finish(),
            geometry,
            dimensions: view.dimension_count(),
        }
    }

    /// The fast reader builds what the plain one does, and writes the
    /// placement back.
    #[track_caller]
    fn same_as_plain(placement: &str) {
        let input = format!("{placement} / C/c");
        let position = crate::Position::parse(&input).unwrap();
        assert_eq!(position.placement, plain(&input), "{placement:?}");
        assert_eq!(position.placement.to_string(), placement);
    }

    /// An empty regular board of `shape` (outermost first), as FEEN writes it.
    fn empty(shape: &[u128]) -> String {
        match shape {
            [] => String::new(),
            [cells] => cells.to_string(),
            [outer, inner @ ..] => {
                let one = empty(inner);
                let separator = "/".repeat(inner.len());
                let copies: Vec<&str> = (0..*outer).map(|_| one.as_str()).collect();
                copies.join(&separator)
            }
        }
    }

    #[test]
    fn empty_boards_take_their_shape_from_the_text() {
        for shape in [
            &[1][..],
            &[8],
            &[99_999_999_999_999_999_999],
            &[2, 1],
            &[8, 8],
            &[255, 255],
            &[2, 12_345_678],
            &[3, 99_999_999_999_999_999_999],
            &[2, 2, 99_999_999_999_999_999_999],
            &[8, 8, 8],
            &[3, 2, 1],
            &[2, 2, 2, 2],
            &[2, 3, 2, 4, 5],
            // Deeper than the shape tracker follows.
            &[2, 2, 2, 2, 2, 2, 2, 2, 2, 3],
            &[2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1],
        ] {
            let placement = empty(shape);
            same_as_plain(&placement);
            let position = crate::Position::parse(&format!("{placement} / C/c")).unwrap();
            assert_eq!(position.shape(), Some(shape), "{placement:?}");
        }
    }

    #[test]
    fn empty_irregular_boards_are_walked() {
        for placement in [
            "3/2",
            "2/3",
            "2/2/3",
            "12/1/12",
            "1/12/1",
            "11/1/1",
            "1/1/11",
            "2/2//2/3",
            "2/2//2/2/2",
            "2/2/2//2/2",
            "1/1//1/1/1",
            "1/1/1//1/1",
            "1/1//1/1//1/1/1",
            "1/1//1/1///1/1//1/1//1/1",
            "12/12//12/12///12/12//12/120",
        ] {
            same_as_plain(placement);
        }
    }

    #[test]
    fn boards_with_pieces_read_as_the_plain_reader() {
        for placement in [
            "K",
            "K^'",
            "+K^'",
            "-k'",
            "3K^'2+q^-r'1",
            "-A-a+A+aAa-Z+z^'Z'z^",
            "-A^'1-a/2-a",
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R",
            "ln1g1k^1nl/1r1s1g1b1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LN1GK^1SNL",
            "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR",
            "rkr/pp/PPPP",
            "K/2",
            "2/K",
            "1K/K1/2/2",
            "a/b//c/d",
            "a/b//c/d/e",
            "ab/cd//AB/CD//ef/gh",
            "K1/2//2/2///2/2//2/1k",
            "K/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1",
            "K/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/k",
            "K/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1//////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1///////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1//////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1////////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1//////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1///////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1//////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/1/////1/1//1/1///1/1//1/1////1/1//1/1///1/1//1/k",
        ] {
            same_as_plain(placement);
        }
    }

    #[test]
    fn boards_at_the_storage_boundary_read_as_the_plain_reader() {
        // Up to `Pieces::SPAN` squares: the machine-word reader; past
        // `SPAN`: the `u128` reader, with segments of words.
        let span = Pieces::SPAN;
        for squares in [span - 2, span - 1, span, span + 1] {
            same_as_plain(&format!("K{}", squares - 1));
            same_as_plain(&format!("{}K", squares - 1));
            same_as_plain(&format!("K{}k", squares - 2));
            // Two rows; a third piece past the first segment's span.
            let row = squares / 2;
            same_as_plain(&format!("K{}/{}k", row - 1, row - 1));
            same_as_plain(&format!("K{}/{}", row - 1, row + 1));
            same_as_plain(&format!("{row}/{row}"));
        }
        same_as_plain(&format!("K{}K/{}K1", 2 * span, 2 * span));
        same_as_plain("K99999999999999999999/99999999999999999999K");
        same_as_plain("K340282366920938463463374607431768211454");
        same_as_plain("340282366920938463463374607431768211455");
    }

    #[test]
    fn built_and_parsed_boards_are_equal() {
        for shape in [&[5][..], &[8, 8], &[9, 10], &[2, 2, 2], &[3, 2, 4, 1]] {
            let built = crate::Position::builder(shape).unwrap().build().unwrap();
            let parsed = crate::Position::parse(&format!("{} / C/c", empty(shape))).unwrap();
            assert_eq!(built, parsed, "{shape:?}");
        }
    }

    mod properties {
        use alloc::string::{String, ToString};
        use alloc::vec::Vec;

        use proptest::prelude::*;

        /// A segment's text: its squares (a piece or `None`), runs of
        /// empty squares merged into counts.
        fn segment(cells: &[Option<&str>]) -> String {
            let mut text = String::new();
            let mut empty = 0;
            for cell in cells {
                match cell {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push_str(piece);
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        }

        /// The placement of `segments` in structures of `counts` children
        /// (innermost level first).
        fn nest(segments: &[String], counts: &[usize]) -> String {
            let mut parts = segments.to_vec();
            for (level, &count) in counts.iter().enumerate() {
                let separator = "/".repeat(level + 1);
                parts = parts
                    .chunks(count)
                    .map(|chunk| chunk.join(&separator))
                    .collect();
            }
            parts.concat()
        }

        /// A board of 1 to 4 dimensions, 2 or 3 children per structure,
        /// segments of 1 to 5 squares: regular, or one segment a square
        /// longer; with pieces, or (a third of them) empty.
        fn board() -> impl Strategy<Value = String> {
            let cell = prop::option::weighted(
                0.4,
                prop::sample::select(&["K", "k", "+p", "-R", "K^", "k'", "+K^'", "-q^"][..]),
            );
            (
                prop::collection::vec(2usize..4, 0..4),
                1usize..6,
                any::<bool>(),
                0u8..3,
                any::<usize>(),
            )
                .prop_flat_map(move |(counts, width, irregular, empty, at)| {
                    let segments: usize = counts.iter().product();
                    prop::collection::vec(prop::collection::vec(cell.clone(), width), segments)
                        .prop_map(move |mut rows| {
                            if empty == 0 {
                                rows.iter_mut().flatten().for_each(|cell| *cell = None);
                            }
                            if irregular {
                                let k = at % rows.len();
                                rows[k].push(None);
                            }
                            let texts: Vec<String> = rows.iter().map(|row| segment(row)).collect();
                            nest(&texts, &counts)
                        })
                })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(2048))]

            #[test]
            fn the_fast_reader_builds_what_the_plain_one_does(placement in board()) {
                super::same_as_plain(&placement);
            }
        }
    }
}
