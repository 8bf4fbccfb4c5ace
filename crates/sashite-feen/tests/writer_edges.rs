//! Edges of the FEEN writer that `cargo mutants` found unpinned: what the
//! sink sees (one write per 256 bytes) and the length the writer counts for
//! itself (`dump`'s one allocation, the length limit of edits).

use core::fmt;

use sashite_epin::Identifier;
use sashite_feen::{EncodeError, Limits, Position};

/// A sink that records the length of each write it gets.
#[derive(Default)]
struct Writes {
    text: String,
    lens: Vec<usize>,
}

impl fmt::Write for Writes {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.text.push_str(text);
        self.lens.push(text.len());
        Ok(())
    }
}

/// The writes `position` makes to a sink, checked to spell its string.
#[track_caller]
fn writes(input: &str) -> Vec<usize> {
    let position = Position::parse(input).expect(input);
    let mut sink = Writes::default();
    position
        .write_to(&mut sink)
        .expect("a sink that takes any text");
    assert_eq!(sink.text, input);
    sink.lens
}

#[test]
fn the_sink_gets_one_write_per_256_bytes() {
    let chess = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    assert_eq!(writes(chess), [chess.len()]);
    // 600 squares and 6 bytes of other fields: 606 bytes.
    let long = format!("{} / C/c", "K".repeat(600));
    assert_eq!(writes(&long), [256, 256, 94]);
    // Exactly one buffer: no empty write after it.
    let full = format!("{} / C/c", "K".repeat(250));
    assert_eq!(writes(&full), [256]);
}

#[test]
fn dump_allocates_the_exact_length_the_writer_counts() {
    // Past 256 bytes too, where the sink gets more than one write (one
    // write into an empty `String` would allocate its exact length anyway).
    let long = format!("{} / C/c", "+K^'".repeat(100));
    for input in ["K^6k^ / C/c", "8 3P2B/p C/c", "1/1//1/1 2K/k A/b", &long] {
        let text = Position::parse(input).expect(input).dump();
        assert_eq!(text, input);
        assert_eq!(text.capacity(), input.len(), "{input:?}");
    }
}

#[test]
fn an_edit_past_the_length_limit_is_refused_with_its_length() {
    let max = Limits::DEFAULT.max_bytes();
    // 1,525,201 ranks of 10^9 empty squares: 11 bytes each (with their
    // `/`), 10 for the last, and ` / C/c`: exactly the limit.
    let (ranks, cells) = (1_525_201, 1_000_000_000);
    let position = Position::empty(&[ranks, cells]).expect("at the limit");
    let piece = |token: &str| token.parse::<Identifier>().expect("EPIN");
    // `K` and 999999999 for 1000000000: the same length.
    assert!(position.place(0, piece("K")).is_ok());
    // `+K` and 999999999: one byte past it.
    assert_eq!(
        position.place(0, piece("+K")),
        Err(EncodeError::TooLong {
            len: max as u128 + 1,
            max
        })
    );
}
