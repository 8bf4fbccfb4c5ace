//! The canonical spelling of a PIN token, in an inline buffer.

use sashite_protocol::InlineStr;

use crate::Identifier;

/// The canonical spelling of a PIN [`Identifier`], held inline (no
/// allocation); it dereferences to `str`.
///
/// # Examples
///
/// ```
/// use sashite_pin::{EncodedPin, Identifier};
///
/// let encoded: EncodedPin = Identifier::parse("-k^").expect("valid").encode();
/// assert_eq!(encoded.as_str(), "-k^");
/// assert_eq!(encoded.len(), 3);
/// ```
pub type EncodedPin = InlineStr<{ Identifier::MAX_LEN }>;

/// Writes `identifier` as its token.
pub(crate) const fn encode(identifier: Identifier) -> EncodedPin {
    let letter = identifier.letter().to_ascii_cased(identifier.side());
    let terminal = identifier.is_terminal();
    let (bytes, len) = match identifier.state().prefix_byte() {
        Some(prefix) => ([prefix, letter, b'^'], if terminal { 3 } else { 2 }),
        None => ([letter, b'^', 0], if terminal { 2 } else { 1 }),
    };
    match InlineStr::from_ascii(bytes.split_at(len).0) {
        Some(encoded) => encoded,
        // Unreachable: at most three ASCII bytes.
        None => InlineStr::new(),
    }
}
