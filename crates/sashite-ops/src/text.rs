//! Bytes read as text by a reader of `&str`: the notations are ASCII, so a
//! byte that is not UTF-8 is an error at that byte, unless the reader
//! already fails before it.

use sashite::feen::Found;

use crate::Failure;

/// `read` applied to `bytes`. For bytes that are not UTF-8, `read` sees the
/// UTF-8 part before the first bad byte; its failure is reported if it lies
/// before that byte, else the bad byte itself, as `non_ascii` in the words
/// of `notation` (`"chess FEN"`).
pub(crate) fn read_ascii<T>(
    bytes: &[u8],
    notation: &str,
    read: impl Fn(&str) -> Result<T, Failure>,
) -> Result<T, Failure> {
    match core::str::from_utf8(bytes) {
        Ok(text) => read(text),
        Err(error) => {
            let bad = error.valid_up_to();
            let prefix = bytes.get(..bad).and_then(|b| core::str::from_utf8(b).ok());
            if let Some(Err(failure)) = prefix.map(&read)
                && failure.offset().is_some_and(|at| at < bad)
            {
                return Err(failure);
            }
            Err(Failure::new(
                "non_ascii",
                format!(
                    "invalid {notation}: expected ASCII at byte {bad}, found {}",
                    Found::at(bytes, bad)
                ),
                Some(bad),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(text: &str) -> Result<u32, Failure> {
        text.parse()
            .map_err(|_| Failure::new("bad_argument", "not digits", Some(0)))
    }

    #[test]
    fn the_first_fault_is_reported() {
        assert_eq!(read_ascii(b"12", "test", digits), Ok(12));
        let err = read_ascii(b"12\xFF", "test", digits).expect_err("not UTF-8");
        assert_eq!((err.code(), err.offset()), ("non_ascii", Some(2)));
        assert_eq!(
            err.message(),
            "invalid test: expected ASCII at byte 2, found non-ASCII byte 0xFF"
        );
        let err = read_ascii(b"x2\xFF", "test", digits).expect_err("bad before");
        assert_eq!((err.code(), err.offset()), ("bad_argument", Some(0)));
    }
}
