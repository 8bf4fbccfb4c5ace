//! Coming from the Ruby gem or from `sashite-epin` 1.x: where each name
//! lives here.
//!
//! An EPIN [`Identifier`](crate::Identifier) has every method of a PIN one,
//! under the same names, and they keep the derivation flag: the whole
//! table of [`sashite_pin::coming_from`] (Ruby `type` →
//! [`letter()`](crate::Identifier::letter), `with_type` →
//! [`with_letter`](crate::Identifier::with_letter), 1.1's `is_first` →
//! [`is_first_player`](crate::Identifier::is_first_player), …) reads the
//! same here. Below is what EPIN adds. The crate's `tests/coming_from.rs`
//! calls every item of the right-hand columns.
//!
//! # From Ruby (`Sashite::Epin`)
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `Epin.valid?(s)` | [`is_valid(s)`](crate::is_valid), [`Identifier::is_valid`](crate::Identifier::is_valid) | |
//! | `Epin.parse(s)` | [`parse(s)`](crate::parse), [`Identifier::parse`](crate::Identifier::parse) | |
//! | `Epin.identifier(type, side)` | [`Identifier::normal(letter, side)`](crate::Identifier::normal) | normal, not terminal, native |
//! | `Epin.identifier(type, side, state, native)`, `Identifier.new(…)` | [`Identifier::new(letter, side, state, terminal, derived)`](crate::Identifier::new) | **beware:** Ruby 1.x takes `native` (true = no `'`), this takes `derived` (true = `'`) |
//! | 2.x `Epin.new(pin, derived: d)` | [`Identifier::from_pin(pin, d)`](crate::Identifier::from_pin) | |
//! | `native`, `native?` | [`is_native()`](crate::Identifier::is_native) | |
//! | `derived?`, `foreign?` | [`is_derived()`](crate::Identifier::is_derived), [`is_foreign()`](crate::Identifier::is_foreign) | |
//! | 2.x `pin` | [`pin()`](crate::Identifier::pin) | the PIN part, marker dropped |
//! | `letter`, `prefix` | [`to_char()`](crate::Identifier::to_char), [`prefix()`](crate::Identifier::prefix) | |
//! | `suffix` | [`suffix()`](crate::Identifier::suffix) | `^` then `'`: the token is `prefix + letter + suffix` |
//! | `to_s` | `to_string()`, [`encode()`](crate::Identifier::encode) | |
//! | `derive`, 2.x `mark_derived` | [`derive()`](crate::Identifier::derive) | |
//! | `underive`, 2.x `unmark_derived` | [`underive()`](crate::Identifier::underive), [`native()`](crate::Identifier::native) | |
//! | `with_derivation(native)` | [`with_derived(derived)`](crate::Identifier::with_derived) | **beware:** the flag is inverted, as for the constructor |
//! | 2.x `with_pin(p)` | [`with_pin(p)`](crate::Identifier::with_pin) | keeps the flag |
//! | `same_style?(o)` | [`same_style(&o)`](crate::Identifier::same_style) | same derivation flag |
//! | `same_type?`, `same_side?`, `same_state?`, `same_terminal?` | [`same_letter`](crate::Identifier::same_letter), [`same_side`](crate::Identifier::same_side), [`same_state`](crate::Identifier::same_state), [`same_terminal`](crate::Identifier::same_terminal) | |
//! | `==` | `==` | all five attributes |
//!
//! # From the newer Ruby gem (epin 3.x–4.x)
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `abbr`, `with_abbr(a)`, `same_abbr?(o)` | [`letter()`](crate::Identifier::letter), [`with_letter(l)`](crate::Identifier::with_letter), [`same_letter(&o)`](crate::Identifier::same_letter) | |
//! | `terminal`, `non_terminal` | [`mark_terminal()`](crate::Identifier::mark_terminal), [`unmark_terminal()`](crate::Identifier::unmark_terminal) | |
//! | `same_derived?(o)` | [`same_style(&o)`](crate::Identifier::same_style) | both native or both derived |
//!
//! # From the `sashite-epin` 1.1 crate
//!
//! | `sashite-epin` 1.1 | Here | Notes |
//! |---|---|---|
//! | `Identifier::new(pin, derived)` | [`Identifier::from_pin(pin, derived)`](crate::Identifier::from_pin) | **beware:** [`Identifier::new`](crate::Identifier::new) here takes the five attributes |
//! | `Identifier::parse`, `Identifier::is_valid` | [`Identifier::parse`](crate::Identifier::parse), [`Identifier::is_valid`](crate::Identifier::is_valid) | `const fn` here; also [`parse`](crate::parse), [`is_valid`](crate::is_valid), [`Identifier::parse_bytes`](crate::Identifier::parse_bytes), [`parse_prefix`](crate::parse_prefix) |
//! | `Identifier::encode()` → `EncodedEpin` | [`encode()`](crate::Identifier::encode) → [`EncodedEpin`](crate::EncodedEpin) | `const fn` here; `"K'" == encoded` and `encoded == "K'"` both compile |
//! | `pin()`, `with_pin(pin)` | [`pin()`](crate::Identifier::pin), [`with_pin`](crate::Identifier::with_pin) | same |
//! | `letter()`, `side()`, `state()`, `is_terminal()` | [`letter()`](crate::Identifier::letter), [`side()`](crate::Identifier::side), [`state()`](crate::Identifier::state), [`is_terminal()`](crate::Identifier::is_terminal) | same |
//! | `is_first()`, `is_second()` | [`is_first_player()`](crate::Identifier::is_first_player), [`is_second_player()`](crate::Identifier::is_second_player) | the seeds' names |
//! | `is_native()`, `is_derived()` | [`is_native()`](crate::Identifier::is_native), [`is_derived()`](crate::Identifier::is_derived) | same |
//! | `native()`, `derive()` | [`native()`](crate::Identifier::native), [`derive()`](crate::Identifier::derive) | same; `native` is also [`underive`](crate::Identifier::underive) |
//! | `Display`, `FromStr`, `TryFrom<&str>`, `TryFrom<&[u8]>`, `serde` | the same | |
//! | `ParseError::Pin(e)` | [`ParseError::Pin(e)`](crate::ParseError::Pin) | except an empty input: [`ParseError::Empty`](crate::ParseError::Empty) |
//! | `ParseError::DerivationMarker` | [`MisplacedDerivationMarker`](crate::ParseError::MisplacedDerivationMarker), [`DoubledDerivationMarker`](crate::ParseError::DoubledDerivationMarker), [`ExpectedEnd`](crate::ParseError::ExpectedEnd) | with the offset; `found()` says what follows |
//! | `From<sashite_pin::ParseError> for ParseError` | the same impl | PIN's `Empty` becomes EPIN's `Empty` |
//! | re-exports `sashite_pin`, `Letter`, `Side`, `State` | [`sashite_pin`], [`Letter`](crate::Letter), [`Side`](crate::Side), [`State`](crate::State) | the letter, side and state tables of [`sashite_pin::coming_from`] apply |
//!
//! The 1.1 crate has no PIN-level methods on EPIN identifiers (it goes
//! through `pin()`), no `PATTERN` and no crate-level `parse`/`is_valid`;
//! this crate has them all.
