//! Coming from the Ruby gem `sashite-snn`: where each name lives here.
//!
//! Every method and constant of the Ruby gem, with its counterpart in this
//! crate. The crate's `tests/coming_from.rs` calls every item of the
//! right-hand column, so this table cannot drift from the code. (There is
//! no `sashite-snn` 1.x Rust crate.)
//!
//! Ruby's names are symbols in proper capitalization (`:Chess`); here they
//! are `&str` in the same form (`"Chess"`), and sides are
//! [`Side::First`](crate::Side::First) and [`Side::Second`](crate::Side::Second).
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `Sashite::Snn.valid?(s)` | [`is_valid(s)`](crate::is_valid), [`Style::is_valid`](crate::Style::is_valid) | `const fn`, no allocation |
//! | `Sashite::Snn.parse(s)`, `Style.parse(s)` | [`parse(s)`](crate::parse), [`Style::parse`](crate::Style::parse), `s.parse::<Style>()` | |
//! | `Sashite::Snn.style(name, side)`, `Style.new(name, side)` | [`Style::new(name, side)`](crate::Style::new) | returns a `Result`: the name must be proper-capitalized (`"Chess960"`), as Ruby's `ArgumentError` requires |
//! | (a name in any case) | [`Style::normalized(name, side)`](crate::Style::normalized) | `"CHESS960"` → `Chess960` |
//! | `name` (`:Chess`) | [`name()`](crate::Style::name) (`"Chess"`) | |
//! | `side` | [`side()`](crate::Style::side) | |
//! | `to_s` | `to_string()` (`Display`) | upper or lower case by side |
//! | `first_player?`, `second_player?` | [`is_first_player()`](crate::Style::is_first_player), [`is_second_player()`](crate::Style::is_second_player) | |
//! | `flip` | [`flip()`](crate::Style::flip) | |
//! | `with_name(n)` | [`with_name(n)`](crate::Style::with_name) | returns a `Result`, as [`Style::new`](crate::Style::new) |
//! | `with_side(s)` | [`with_side(s)`](crate::Style::with_side) | |
//! | `same_name?(o)`, `same_side?(o)` | [`same_name(&o)`](crate::Style::same_name), [`same_side(&o)`](crate::Style::same_side) | |
//! | `==` | `==` | also `Hash` and `Ord` |
//! | `Style::FIRST_PLAYER`, `Style::SECOND_PLAYER` | [`Side::First`](crate::Side::First), [`Side::Second`](crate::Side::Second) | |
//! | `Style::VALID_SIDES` | [`Side::ALL`](crate::Side::ALL) | |
//! | `Style::SNN_PATTERN` | [`PATTERN`](crate::PATTERN) | |
//! | `ArgumentError` | [`ParseError`](crate::ParseError) (parsing), [`NameError`](crate::NameError) (a constructor's name) | with the byte offset, the byte found and a stable snake-case [`code()`](crate::ParseError::code) |
