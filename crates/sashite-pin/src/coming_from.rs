//! Coming from the Ruby or Elixir libraries, or from `sashite-pin` 1.x: where
//! each name lives here.
//!
//! Every method of the Ruby gem `sashite-pin` and of the Elixir library
//! `Sashite.Pin`, and every public item of the Rust crate `sashite-pin` 1.1,
//! with its counterpart in this crate. The crate's `tests/coming_from.rs`
//! calls every item of the right-hand columns, so these tables cannot drift
//! from the code.
//!
//! # From Ruby (`Sashite::Pin`) and Elixir (`Sashite.Pin.Identifier`)
//!
//! Elixir spells each method as a module function taking the identifier
//! first (`Identifier.flip(id)`); the Rust method is the same. Ruby symbols
//! become values: `:K` is [`Letter::K`](crate::Letter::K), `:first` is
//! [`Side::First`](crate::Side::First), `:enhanced` is
//! [`State::Enhanced`](crate::State::Enhanced).
//!
//! | Ruby / Elixir | Here | Notes |
//! |---|---|---|
//! | `Sashite::Pin.valid?(s)`, `Identifier.valid?(s)` | [`is_valid(s)`](crate::is_valid), [`Identifier::is_valid`](crate::Identifier::is_valid) | `const fn` |
//! | `Sashite::Pin.parse(s)`, `Identifier.parse(s)` | [`parse(s)`](crate::parse), [`Identifier::parse`](crate::Identifier::parse), `s.parse::<Identifier>()` | returns `Result<Identifier, ParseError>`, Elixir's `{:ok, id}` / `{:error, reason}` |
//! | Elixir `Identifier.parse!(s)` | `Identifier::parse(s)?` | Rust has no raising twin: propagate the error with `?` |
//! | `Sashite::Pin.identifier(type, side)`, Elixir `Identifier.new(type, side)` | [`Identifier::normal(letter, side)`](crate::Identifier::normal) | normal state, not terminal |
//! | `Sashite::Pin.identifier(type, side, state)`, `Identifier.new(type, side, state)`, `Sashite::Pin.piece(…)` | [`Identifier::new(letter, side, state, false)`](crate::Identifier::new) | total: every combination is a token, so nothing to validate |
//! | Elixir `Identifier.new(type, side, state, terminal: t)` | [`Identifier::new(letter, side, state, t)`](crate::Identifier::new) | |
//! | `type` (`:K`, always uppercase) | [`letter()`](crate::Identifier::letter) → [`Letter`](crate::Letter) | case-free, like Ruby's symbol |
//! | `side` | [`side()`](crate::Identifier::side) → [`Side`](crate::Side) | |
//! | `state` | [`state()`](crate::Identifier::state) → [`State`](crate::State) | |
//! | Elixir `terminal` field | [`is_terminal()`](crate::Identifier::is_terminal) | |
//! | `letter` (`"K"` or `"k"`) | [`to_char()`](crate::Identifier::to_char) | the letter in the side's case |
//! | `prefix` | [`prefix()`](crate::Identifier::prefix) | `"+"`, `"-"` or `""` |
//! | (the gem's later `suffix`) | [`suffix()`](crate::Identifier::suffix) | `"^"` or `""` |
//! | `to_s`, Elixir `Identifier.to_string(id)` | `to_string()` (`Display`), [`encode()`](crate::Identifier::encode) | `encode` writes into an inline buffer, no allocation |
//! | `normal?`, `enhanced?`, `diminished?` | [`is_normal()`](crate::Identifier::is_normal), [`is_enhanced()`](crate::Identifier::is_enhanced), [`is_diminished()`](crate::Identifier::is_diminished) | |
//! | `first_player?`, `second_player?` | [`is_first_player()`](crate::Identifier::is_first_player), [`is_second_player()`](crate::Identifier::is_second_player) | |
//! | Elixir `terminal?` | [`is_terminal()`](crate::Identifier::is_terminal) | |
//! | `enhance`, `unenhance`, `diminish`, `undiminish`, `normalize` | [`enhance()`](crate::Identifier::enhance), [`unenhance()`](crate::Identifier::unenhance), [`diminish()`](crate::Identifier::diminish), [`undiminish()`](crate::Identifier::undiminish), [`normalize()`](crate::Identifier::normalize) | Elixir has no `unenhance`/`undiminish` |
//! | `flip` | [`flip()`](crate::Identifier::flip) | |
//! | Elixir `mark_terminal`, `unmark_terminal` | [`mark_terminal()`](crate::Identifier::mark_terminal), [`unmark_terminal()`](crate::Identifier::unmark_terminal) | |
//! | `with_type(t)` | [`with_letter(l)`](crate::Identifier::with_letter) | keeps the side, so the case |
//! | `with_side(s)`, `with_state(st)`, Elixir `with_terminal(b)` | [`with_side`](crate::Identifier::with_side), [`with_state`](crate::Identifier::with_state), [`with_terminal`](crate::Identifier::with_terminal) | |
//! | `same_type?(o)` | [`same_letter(&o)`](crate::Identifier::same_letter) | |
//! | `same_side?(o)`, `same_state?(o)`, Elixir `same_terminal?` | [`same_side`](crate::Identifier::same_side), [`same_state`](crate::Identifier::same_state), [`same_terminal`](crate::Identifier::same_terminal) | |
//! | `==` | `==` | also `Hash` and a documented `Ord` |
//! | `Identifier::PIN_PATTERN` | [`PATTERN`](crate::PATTERN) | with the terminal marker the older gem lacked |
//! | `ArgumentError` (Ruby), `{:error, reason}` (Elixir) | [`ParseError`](crate::ParseError) | with the byte offset and the byte found |
//!
//! # From the newer Ruby gem (pin 3.x–4.x)
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `abbr` (`:K`) | [`letter()`](crate::Identifier::letter) | case-free |
//! | `with_abbr(a)` | [`with_letter(l)`](crate::Identifier::with_letter) | |
//! | `same_abbr?(o)` | [`same_letter(&o)`](crate::Identifier::same_letter) | |
//! | `terminal`, `non_terminal` (a terminal or non-terminal copy) | [`mark_terminal()`](crate::Identifier::mark_terminal), [`unmark_terminal()`](crate::Identifier::unmark_terminal) | the flag itself is [`is_terminal()`](crate::Identifier::is_terminal) |
//!
//! # From the `sashite-pin` 1.1 crate
//!
//! | `sashite-pin` 1.1 | Here | Notes |
//! |---|---|---|
//! | `Identifier::new(letter, side, state, terminal)` | [`Identifier::new`](crate::Identifier::new) | same; also [`Identifier::normal`](crate::Identifier::normal) |
//! | `Identifier::parse`, `Identifier::is_valid` | [`Identifier::parse`](crate::Identifier::parse), [`Identifier::is_valid`](crate::Identifier::is_valid) | same, `const fn`; also [`parse`](crate::parse), [`is_valid`](crate::is_valid), [`Identifier::parse_bytes`](crate::Identifier::parse_bytes), [`parse_prefix`](crate::parse_prefix) |
//! | `Identifier::encode()` → `EncodedPin` | [`encode()`](crate::Identifier::encode) → [`EncodedPin`](crate::EncodedPin) | same |
//! | `letter()`, `side()`, `state()`, `is_terminal()` | [`letter()`](crate::Identifier::letter), [`side()`](crate::Identifier::side), [`state()`](crate::Identifier::state), [`is_terminal()`](crate::Identifier::is_terminal) | same |
//! | `is_normal()`, `is_enhanced()`, `is_diminished()` | [`is_normal()`](crate::Identifier::is_normal), [`is_enhanced()`](crate::Identifier::is_enhanced), [`is_diminished()`](crate::Identifier::is_diminished) | same |
//! | `is_first()`, `is_second()` | [`is_first_player()`](crate::Identifier::is_first_player), [`is_second_player()`](crate::Identifier::is_second_player) | the seeds' names |
//! | `with_letter`, `with_side`, `with_state`, `with_terminal` | [`with_letter`](crate::Identifier::with_letter), [`with_side`](crate::Identifier::with_side), [`with_state`](crate::Identifier::with_state), [`with_terminal`](crate::Identifier::with_terminal) | same |
//! | `enhanced()`, `diminished()`, `normalized()`, `flipped()` | [`enhance()`](crate::Identifier::enhance), [`diminish()`](crate::Identifier::diminish), [`normalize()`](crate::Identifier::normalize), [`flip()`](crate::Identifier::flip) | the seeds' names |
//! | `Display`, `FromStr`, `TryFrom<&str>`, `TryFrom<&[u8]>` | the same impls | |
//! | `Serialize`, `Deserialize` (feature `serde`) | the same, feature `serde` | the token string |
//! | `EncodedPin::as_str`, `Deref<Target = str>`, `AsRef<str>`, `Display`, `Debug`, `Eq`, `Ord`, `Hash` | [`EncodedPin`](crate::EncodedPin) (an [`InlineStr`](sashite_protocol::InlineStr)): [`as_str`](sashite_protocol::InlineStr::as_str) and the same impls | also [`as_bytes`](sashite_protocol::InlineStr::as_bytes) |
//! | `encoded == "K"`, `"K" == encoded` (`str`, `&str`) | the same comparisons | |
//! | `Letter::ALL` | [`Letter::ALL`](crate::Letter::ALL) | also the constants `Letter::A` … `Letter::Z` |
//! | `Letter::from_ascii(b)` → `Option<(Letter, Side)>` | [`Letter::from_ascii_with_side(b)`](crate::Letter::from_ascii_with_side) | **beware:** [`Letter::from_ascii`](crate::Letter::from_ascii) here drops the case and returns `Option<Letter>` |
//! | `Letter::try_from_char(c)` → `Result<Letter, ParseError>` | `Letter::try_from(c)` → `Result<Letter, NotALetter>`, [`Letter::from_char(c)`](crate::Letter::from_char) → `Option<Letter>` | [`NotALetter`](crate::NotALetter) |
//! | `Letter::as_char()`, `Letter::as_ascii()` | [`Letter::to_char()`](crate::Letter::to_char), [`Letter::to_ascii()`](crate::Letter::to_ascii) | |
//! | `TryFrom<char> for Letter`, `Debug for Letter` (`K`) | the same (error [`NotALetter`](crate::NotALetter)); also `TryFrom<u8>` | |
//! | `Side::First`, `Side::Second`, `Side::flip()` | [`Side::First`](crate::Side::First), [`Side::Second`](crate::Side::Second), [`Side::flip()`](crate::Side::flip) | one `Side` for every notation crate |
//! | `State::Diminished`, `State::Normal`, `State::Enhanced`, `Default` (normal) | [`State::Diminished`](crate::State::Diminished), [`State::Normal`](crate::State::Normal), [`State::Enhanced`](crate::State::Enhanced), `Default` (normal) | |
//! | `ParseError::Empty` | [`ParseError::Empty`](crate::ParseError::Empty) | |
//! | `ParseError::InvalidStateModifier` | [`ParseError::ExpectedModifierOrLetter`](crate::ParseError::ExpectedModifierOrLetter) | a bad first byte |
//! | `ParseError::InvalidLetter` | [`ParseError::ExpectedLetter`](crate::ParseError::ExpectedLetter), or `ExpectedModifierOrLetter` at byte 0 | |
//! | `ParseError::InvalidTerminalMarker` | [`ParseError::ExpectedTerminalOrEnd`](crate::ParseError::ExpectedTerminalOrEnd) | |
//! | `ParseError::TooLong` | [`ParseError::ExpectedEnd`](crate::ParseError::ExpectedEnd) or `ExpectedTerminalOrEnd` | no length check: the error names the first byte past a token (`K^^` at byte 2) |
//! | `Display for ParseError` (a short reason) | `Display` (the whole message), [`offset()`](crate::ParseError::offset), [`found()`](crate::ParseError::found), [`code()`](crate::ParseError::code) | `code()` is the kind for programs, the same on every surface |
//!
//! The 1.1 crate has no crate-level `parse`/`is_valid` and no `PATTERN`;
//! this crate adds them.
