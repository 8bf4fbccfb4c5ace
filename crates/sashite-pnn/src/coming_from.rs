//! Coming from the Ruby gem `sashite-pnn`: where each name lives here.
//!
//! Every method of the Ruby gem, with its counterpart in this crate. The
//! crate's `tests/coming_from.rs` calls every item of the right-hand column,
//! so this table cannot drift from the code. (There is no `sashite-pnn` 1.x
//! Rust crate.)
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `Sashite::Pnn.valid?(s)` | [`is_valid(s)`](crate::is_valid), [`Name::is_valid`](crate::Name::is_valid) | `const fn`, no allocation |
//! | `Sashite::Pnn.parse(s)` | [`parse(s)`](crate::parse), [`Name::parse`](crate::Name::parse), `s.parse::<Name>()` | |
//! | `Sashite::Pnn.name(value)`, `Name.new(value)` | [`Name::new(value)`](crate::Name::new) | the same validation as `parse`; a symbol is its string |
//! | `value` | [`value()`](crate::Name::value), [`as_str()`](crate::Name::as_str) | |
//! | `to_s` | `to_string()` (`Display`) | |
//! | `base_name` | [`base_name()`](crate::Name::base_name) | in the case it was written |
//! | `enhanced?`, `diminished?`, `normal?` | [`is_enhanced()`](crate::Name::is_enhanced), [`is_diminished()`](crate::Name::is_diminished), [`is_normal()`](crate::Name::is_normal) | also [`state()`](crate::Name::state) |
//! | `terminal?` | [`is_terminal()`](crate::Name::is_terminal) | |
//! | `first_player?`, `second_player?` | [`is_first_player()`](crate::Name::is_first_player), [`is_second_player()`](crate::Name::is_second_player) | also [`side()`](crate::Name::side) |
//! | `same_base_name?(o)` | [`same_base_name(&o)`](crate::Name::same_base_name) | case-free, as the gem's examples show (`ROOK` and `rook`) |
//! | `==`, `eql?`, `hash` | `==`, `Eq`, `Hash` | also `Ord` |
//! | the README's regular expression | [`PATTERN`](crate::PATTERN) | |
//! | `ArgumentError` | [`ParseError`](crate::ParseError) | with the byte offset, the byte found and a stable snake-case [`code()`](crate::ParseError::code) |
//!
//! This crate adds what PIN has for a piece: [`prefix()`](crate::Name::prefix),
//! [`suffix()`](crate::Name::suffix), the state, side and terminal
//! transformations ([`enhance`](crate::Name::enhance),
//! [`flip`](crate::Name::flip), [`mark_terminal`](crate::Name::mark_terminal),
//! [`with_state`](crate::Name::with_state), …) and the comparisons
//! [`same_side`](crate::Name::same_side), [`same_state`](crate::Name::same_state),
//! [`same_terminal`](crate::Name::same_terminal).
