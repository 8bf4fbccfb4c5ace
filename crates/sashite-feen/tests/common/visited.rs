//! What `View::parse_visiting` tells a visitor, checked against the view's
//! own token walks: the same verdict and error as `View::try_from`, each
//! piece with its square and span as `runs` reads them, each separator
//! where `runs` finds it, coordinates built from the events as
//! `board_pieces` gives them, and the shape `View::shape` gives. Shared by
//! the integration tests and the FEEN fuzz targets (`fuzz/src/lib.rs`).

use core::ops::Range;

use sashite_feen::{Limits, PlacementVisitor, Run, View};

/// One event, as a visitor is told it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Event {
    Piece(u128, Range<usize>),
    Separator(u128, usize),
}

/// Records every event; `bulk` takes runs of single separators through
/// its own expansion instead of the trait's default.
#[derive(Debug, Default)]
pub(crate) struct Recorder {
    pub(crate) bulk: bool,
    pub(crate) events: Vec<Event>,
    /// The shape, once told (and how many times).
    pub(crate) shapes: Vec<Option<Vec<u128>>>,
}

impl PlacementVisitor for Recorder {
    fn piece(&mut self, square: u128, span: Range<usize>) {
        self.events.push(Event::Piece(square, span));
    }

    fn separator(&mut self, square: u128, len: usize) {
        self.events.push(Event::Separator(square, len));
    }

    fn single_separators(&mut self, square: u128, cells: u128, count: usize) {
        if !self.bulk {
            // The trait's default: `count` calls of `separator`.
            let mut plain = Plain(self);
            PlacementVisitor::single_separators(&mut plain, square, cells, count);
            return;
        }
        // An empty board of 2^64 ranks is not a test input: `count` is small.
        let events = (0..count as u128)
            .map(|k| Event::Separator(square.wrapping_add(k.wrapping_mul(cells)), 1));
        self.events.extend(events);
    }

    fn shape(&mut self, shape: Option<&[u128]>) {
        self.shapes.push(shape.map(<[u128]>::to_vec));
    }
}

/// A visitor that keeps every default method, recording into a [`Recorder`].
struct Plain<'r>(&'r mut Recorder);

impl PlacementVisitor for Plain<'_> {
    fn piece(&mut self, square: u128, span: Range<usize>) {
        self.0.piece(square, span);
    }

    fn separator(&mut self, square: u128, len: usize) {
        self.0.separator(square, len);
    }
}

/// The events of a valid view, read token by token.
pub(crate) fn walked(view: &View<'_>) -> Vec<Event> {
    let mut tokens = view.runs();
    let mut square: u128 = 0;
    let mut events = Vec::new();
    loop {
        let start = tokens.offset();
        let Some(run) = tokens.next() else {
            return events;
        };
        match run {
            Run::Piece(_) => {
                events.push(Event::Piece(square, start..tokens.offset()));
                square += 1;
            }
            Run::Empty(n) => square += n,
            Run::Separator(len) => events.push(Event::Separator(square, len)),
        }
    }
}

/// Each piece's span and coordinates (outermost first, `dimensions` of
/// them), built from the events alone.
pub(crate) fn coordinates(events: &[Event], dimensions: usize) -> Vec<(Range<usize>, Vec<u128>)> {
    let mut levels = vec![0u128; dimensions];
    let mut row_start = 0;
    let mut pieces = Vec::new();
    for event in events {
        match event {
            Event::Piece(square, span) => {
                levels[0] = square - row_start;
                pieces.push((span.clone(), levels.iter().rev().copied().collect()));
            }
            Event::Separator(square, len) => {
                levels[*len] += 1;
                levels[1..*len].fill(0);
                row_start = *square;
            }
        }
    }
    pieces
}

/// Parses `input` with a visitor, with and without the bulk runs, and
/// checks what it was told (see the module). Returns the verdict.
#[track_caller]
pub(crate) fn visited_as_walked(input: &[u8]) -> bool {
    let view = View::try_from(input);
    for bulk in [false, true] {
        let mut recorder = Recorder {
            bulk,
            ..Recorder::default()
        };
        let visited = View::parse_visiting(input, &Limits::DEFAULT, &mut recorder);
        assert_eq!(visited, view, "{input:?}");
        let Ok(view) = view else {
            continue;
        };
        assert_eq!(recorder.events, walked(&view), "{input:?}");
        assert_eq!(
            recorder.shapes,
            [view.shape().map(|shape| shape.to_vec())],
            "{input:?}"
        );
        let mut expected = Vec::new();
        let shape = view
            .board_pieces()
            .for_each_placed(|piece, at| expected.push((piece.span(), at.to_vec())));
        assert_eq!(
            coordinates(&recorder.events, view.dimension_count()),
            expected,
            "{input:?}"
        );
        assert_eq!(shape, view.shape(), "{input:?}");
    }
    view.is_ok()
}
