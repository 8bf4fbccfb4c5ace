//! Bytes read as text by a reader of `&str`: the notations are ASCII, so a
//! byte that is not ASCII is an error at that byte, unless the reader
//! already fails before it. Valid UTF-8 included: a JavaScript string hands
//! a lone surrogate over as U+FFFD (`EF BF BD`), which must fail as the
//! bytes Python and the command give for it (`ED A0 80`) do.

use sashite::feen::Found;

use crate::Failure;

/// `read` applied to `bytes`. For bytes that are not all ASCII, `read` sees
/// the ASCII part before the first other byte; its failure is reported if
/// it lies before that byte, else the byte itself, as `non_ascii` in the
/// words of `notation` (`"chess FEN"`).
pub(crate) fn read_ascii<T>(
    bytes: &[u8],
    notation: &str,
    read: impl Fn(&str) -> Result<T, Failure>,
) -> Result<T, Failure> {
    let bad = bytes.iter().position(|byte| !byte.is_ascii());
    // `bad` is an index of `bytes`: the split cannot fail.
    let (ascii, _) = bytes.split_at(bad.unwrap_or(bytes.len()));
    let text = core::str::from_utf8(ascii).expect("ASCII bytes are UTF-8");
    let Some(bad) = bad else {
        return read(text);
    };
    if let Err(failure) = read(text)
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
        // Valid UTF-8 that is not ASCII: U+FFFD, JavaScript's lone surrogate.
        let err = read_ascii("12\u{FFFD}".as_bytes(), "test", digits).expect_err("not ASCII");
        assert_eq!((err.code(), err.offset()), ("non_ascii", Some(2)));
    }
}
