//! The canonical spelling of a SIN token, in an inline buffer.

use sashite_protocol::InlineStr;

use crate::Identifier;

/// The canonical spelling of a SIN [`Identifier`], held inline (no
/// allocation); it dereferences to `str`.
///
/// # Examples
///
/// ```
/// use sashite_sin::{EncodedSin, Identifier};
///
/// let encoded: EncodedSin = Identifier::parse("c").expect("valid").encode();
/// assert_eq!(encoded.as_str(), "c");
/// ```
pub type EncodedSin = InlineStr<{ Identifier::MAX_LEN }>;

/// Writes `identifier` as its token.
pub(crate) const fn encode(identifier: Identifier) -> EncodedSin {
    match InlineStr::from_ascii(&[identifier.to_ascii()]) {
        Some(encoded) => encoded,
        // Unreachable: one ASCII letter.
        None => InlineStr::new(),
    }
}
