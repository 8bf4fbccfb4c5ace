//! An error's code is its kind's, one of `ErrorKind::CODES`, and what
//! every surface reads through `NotationError` is what the error says.

use sashite_fen::{ErrorKind, chess, shogi};
use sashite_protocol::NotationError;

#[test]
fn codes_and_offsets_read_the_same_through_the_trait() {
    let errors = [
        (chess::from_fen("8/8/8/8/8/8/8/8 x - - 0 1"), "side", 16),
        (chess::from_fen("8/8/8 w - - 0 1"), "rank_count", 5),
        (
            shogi::from_fen("9/9/9/9/9/9/9/9/9 b - 0"),
            "move_number_zero",
            22,
        ),
    ];
    for (result, code, offset) in errors {
        let err = result.expect_err(code);
        assert_eq!(err.code(), code, "{err}");
        assert_eq!(err.code(), err.kind().code());
        assert!(ErrorKind::CODES.contains(&code), "{code}");
        assert_eq!(err.offset(), offset, "{err}");
        assert_eq!(NotationError::code(&err), code);
        assert_eq!(NotationError::offset(&err), Some(offset));
    }
}
