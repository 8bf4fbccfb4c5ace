//! Coming from the Ruby gem or from `sashite-sin` 1.x: where each name
//! lives here.
//!
//! The crate's `tests/coming_from.rs` calls every item of the right-hand
//! columns, so these tables cannot drift from the code.
//!
//! # From Ruby (`Sashite::Sin`)
//!
//! Ruby symbols become values: `:C` is [`Letter::C`](crate::Letter::C),
//! `:second` is [`Side::Second`](crate::Side::Second).
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `Sin.valid?(s)` | [`is_valid(s)`](crate::is_valid), [`Identifier::is_valid`](crate::Identifier::is_valid) | |
//! | `Sin.parse(s)`, `Identifier.parse(s)` | [`parse(s)`](crate::parse), [`Identifier::parse`](crate::Identifier::parse) | |
//! | `Sin.identifier(family, side)`, `Identifier.new(family, side)` | [`Identifier::new(letter, side)`](crate::Identifier::new) | total, `const fn` |
//! | `family` | [`letter()`](crate::Identifier::letter) → [`Letter`](crate::Letter) | case-free |
//! | `side` | [`side()`](crate::Identifier::side) | |
//! | `letter` (`"c"`) | [`to_char()`](crate::Identifier::to_char), [`to_ascii()`](crate::Identifier::to_ascii) | the letter in the side's case |
//! | `to_s` | `to_string()`, [`encode()`](crate::Identifier::encode) | |
//! | `first_player?`, `second_player?` | [`is_first_player()`](crate::Identifier::is_first_player), [`is_second_player()`](crate::Identifier::is_second_player) | |
//! | `flip` | [`flip()`](crate::Identifier::flip) | |
//! | `with_family(f)` | [`with_letter(l)`](crate::Identifier::with_letter) | keeps the side |
//! | `with_side(s)` | [`with_side(s)`](crate::Identifier::with_side) | |
//! | `same_family?(o)`, `same_letter?(o)` | [`same_letter(&o)`](crate::Identifier::same_letter) | |
//! | `same_side?(o)` | [`same_side(&o)`](crate::Identifier::same_side) | |
//! | `==` | `==` | |
//!
//! # From the newer Ruby gem (sin 3.0)
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `style` (`:C`) | [`letter()`](crate::Identifier::letter) | case-free |
//! | `with_style(s)` | [`with_letter(l)`](crate::Identifier::with_letter) | keeps the side |
//! | `same_style?(o)` | [`same_letter(&o)`](crate::Identifier::same_letter) | |
//!
//! # From the `sashite-sin` 1.1 crate
//!
//! | `sashite-sin` 1.1 | Here | Notes |
//! |---|---|---|
//! | `Identifier::new(letter, side)` | [`Identifier::new`](crate::Identifier::new) | same |
//! | `Identifier::parse`, `Identifier::is_valid` | [`Identifier::parse`](crate::Identifier::parse), [`Identifier::is_valid`](crate::Identifier::is_valid) | same; also [`parse`](crate::parse), [`is_valid`](crate::is_valid), [`Identifier::parse_bytes`](crate::Identifier::parse_bytes), [`parse_prefix`](crate::parse_prefix) |
//! | `Identifier::encode()` → `EncodedSin` | [`encode()`](crate::Identifier::encode) → [`EncodedSin`](crate::EncodedSin) | `"c" == encoded` and `encoded == "c"` both compile |
//! | `to_char()`, `letter()`, `side()` | [`to_char()`](crate::Identifier::to_char), [`letter()`](crate::Identifier::letter), [`side()`](crate::Identifier::side) | same |
//! | `is_first()`, `is_second()` | [`is_first_player()`](crate::Identifier::is_first_player), [`is_second_player()`](crate::Identifier::is_second_player) | the seeds' names |
//! | `with_letter`, `with_side` | [`with_letter`](crate::Identifier::with_letter), [`with_side`](crate::Identifier::with_side) | same |
//! | `flipped()` | [`flip()`](crate::Identifier::flip) | the seeds' name |
//! | `Display`, `FromStr`, `TryFrom<&str>`, `TryFrom<&[u8]>`, `serde` | the same | |
//! | `Letter::ALL`, `Letter::as_char()`, `Letter::as_ascii()` | [`Letter::ALL`](crate::Letter::ALL), [`Letter::to_char()`](crate::Letter::to_char), [`Letter::to_ascii()`](crate::Letter::to_ascii) | one `Letter` type, shared with PIN and EPIN |
//! | `Letter::from_ascii(b)` → `Option<(Letter, Side)>` | [`Letter::from_ascii_with_side(b)`](crate::Letter::from_ascii_with_side) | **beware:** [`Letter::from_ascii`](crate::Letter::from_ascii) here drops the case |
//! | `Letter::try_from_char(c)`, `TryFrom<char> for Letter` | `Letter::try_from(c)` (error [`NotALetter`](crate::NotALetter)), [`Letter::from_char(c)`](crate::Letter::from_char) | |
//! | `Side::First`, `Side::Second`, `Side::flip()` | [`Side::First`](crate::Side::First), [`Side::Second`](crate::Side::Second), [`Side::flip()`](crate::Side::flip) | |
//! | `ParseError::Empty` | [`ParseError::Empty`](crate::ParseError::Empty) | |
//! | `ParseError::InvalidLetter` | [`ParseError::ExpectedLetter`](crate::ParseError::ExpectedLetter) | |
//! | `ParseError::TooLong` | [`ParseError::ExpectedEnd`](crate::ParseError::ExpectedEnd) | at byte 1, with the byte found |
//!
//! The 1.1 crate has no `PATTERN`, no `same_letter`/`same_side` and no
//! crate-level `parse`/`is_valid`; this crate has them.
