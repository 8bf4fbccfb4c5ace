//! The canonical spelling of an EPIN token, in an inline buffer.

use sashite_protocol::InlineStr;

use crate::Identifier;

/// The canonical spelling of an EPIN [`Identifier`], held inline (no
/// allocation); it dereferences to `str`.
///
/// # Examples
///
/// ```
/// use sashite_epin::{EncodedEpin, Identifier};
///
/// let encoded: EncodedEpin = Identifier::parse("-k^'").expect("valid").encode();
/// assert_eq!(encoded.as_str(), "-k^'");
/// assert_eq!(encoded.len(), 4);
/// ```
pub type EncodedEpin = InlineStr<{ Identifier::MAX_LEN }>;

/// Writes `identifier` as its token.
pub(crate) const fn encode(identifier: Identifier) -> EncodedEpin {
    let (bytes, len) = to_bytes(identifier);
    match InlineStr::from_ascii(bytes.split_at(len).0) {
        Some(encoded) => encoded,
        // Unreachable: at most four ASCII bytes.
        None => InlineStr::new(),
    }
}

/// The bytes of `identifier`'s token, left-aligned, and their number: the
/// one writer of EPIN tokens.
// Each write happens at `len` ≤ 3, inside the 4-byte buffer, and `len`
// counts at most 4 bytes: neither the indexing nor the additions can fail.
#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)]
pub(crate) const fn to_bytes(identifier: Identifier) -> ([u8; Identifier::MAX_LEN], usize) {
    let mut bytes = [0; Identifier::MAX_LEN];
    let mut len = 0;
    if let Some(prefix) = identifier.state().prefix_byte() {
        bytes[0] = prefix;
        len = 1;
    }
    bytes[len] = identifier.letter().to_ascii_cased(identifier.side());
    len += 1;
    if identifier.is_terminal() {
        bytes[len] = b'^';
        len += 1;
    }
    if identifier.is_derived() {
        bytes[len] = b'\'';
        len += 1;
    }
    (bytes, len)
}
