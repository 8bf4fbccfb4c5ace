//! Coming from the Ruby gem `sashite-feen` or from the `sashite-feen` 0.2
//! crate: where each name lives here.
//!
//! Every method of the Ruby gem (0.1.0, the seed) and every public item of
//! the Rust crate `sashite-feen` 0.2, with its counterpart in this crate.
//! The crate's `tests/coming_from.rs` calls every item of the right-hand
//! columns, so these tables cannot drift from the code.
//!
//! Two models, as in 0.2: [`View`](crate::View) borrows a string and
//! allocates nothing (0.2's `Feen`); [`Position`](crate::Position) owns a
//! position and can be edited (0.2's `to_qi()` result, Ruby's `Position`).
//!
//! # From Ruby (`Sashite::Feen`)
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `Sashite::Feen.parse(s)` | [`parse(s)`](crate::parse) → [`Position`](crate::Position), [`View::parse(s)`](crate::View::parse) | |
//! | `Sashite::Feen.valid?(s)` | [`is_valid(s)`](crate::is_valid) | one pass, no allocation |
//! | `Sashite::Feen.dump(position)` | [`dump(&position)`](crate::dump), `position.to_string()` | the canonical string |
//! | `Sashite::Feen.normalize(s)` | [`normalize(s)`](crate::normalize) | see its documentation for what it accepts |
//! | `Sashite::Feen.build(piece_placement:, pieces_in_hand:, style_turn:)` | [`build(placement, hands, style_turn)`](crate::build), [`Position::build`](crate::Position::build) | positional arguments, in field order |
//! | `position.placement`, `position.hands`, `position.styles` | [`placement()`](crate::Position::placement), [`hands()`](crate::Position::hands), [`styles()`](crate::Position::styles) | [`Placement`](crate::Placement), [`Hands`](crate::Hands), [`Styles`](crate::Styles) |
//! | `position.to_s` | `position.to_string()` (`Display`) | |
//! | `Error::Syntax`, `Error::Piece`, `Error::Style` | [`ParseError::Syntax`](crate::ParseError::Syntax), [`ParseError::Piece`](crate::ParseError::Piece), [`ParseError::Style`](crate::ParseError::Style) | each with a byte offset and a detail enum |
//! | `Error::Count`, `Error::Bounds`, `Error::Validation` | [`ParseError::Count`](crate::ParseError::Count), [`ParseError::Bounds`](crate::ParseError::Bounds), [`ParseError::Validation`](crate::ParseError::Validation) | `Bounds` is an implementation limit only ([`is_limit`](crate::ParseError::is_limit)) |
//! | `Feen::Parser`, `Feen::Dumper`, `Feen::Ordering` (the gem's internal layers) | none public: one parser is behind [`parse`](crate::parse), [`is_valid`](crate::is_valid) and [`View`](crate::View); `Display` writes; [`Hands`](crate::Hands) keeps the canonical order | |
//! | rescuing `Sashite::Feen::Error` | `Err(e)`: [`ParseError`](crate::ParseError) | [`offset()`](crate::ParseError::offset), [`code()`](crate::ParseError::code) |
//!
//! # From the newer Ruby gem (feen.rb 0.5, on qi 13)
//!
//! | Ruby | Here | Notes |
//! |---|---|---|
//! | `position.to_nested` | [`position.to_nested()`](crate::Position::to_nested) → [`Nested`](crate::Nested) | `None` for an irregular board; memory grows with the squares |
//! | `position.board_diff(i => piece, j => nil)` | [`position.board_diff([(i, Some(piece)), (j, None)])`](crate::Position::board_diff) | flat indices; all or nothing; the last change of an index wins |
//! | `position.first_player_hand_diff(P: 2, B: -1)`, `second_player_hand_diff(…)` | [`position.hand_diff(Side::First, [(p, 2), (b, -1)])`](crate::Position::hand_diff) | signed deltas; all or nothing |
//!
//! # From the `sashite-feen` 0.2 crate
//!
//! | `sashite-feen` 0.2 | Here | Notes |
//! |---|---|---|
//! | `Feen<'a>` | [`View<'a>`](crate::View) | |
//! | `Feen::parse(s)`, `Feen::is_valid(s)` | [`View::parse(s)`](crate::View::parse), [`View::is_valid(s)`](crate::View::is_valid) | also [`View::parse_with`](crate::View::parse_with) and [`Limits`](crate::Limits) |
//! | `Display for Feen` | `Display for View`, [`View::as_str`](crate::View::as_str) | the input itself: a valid string is canonical |
//! | `shape()` → `Shape` | [`shape()`](crate::View::shape) → `Option<Shape>` | `None` for an irregular board, which this crate accepts |
//! | `square_count()`, `piece_count()` (`u32`) | [`square_count()`](crate::View::square_count), [`piece_count()`](crate::View::piece_count) (`u128`) | no 65,025-square cap |
//! | `board_piece_count()`, `hand_piece_count()` | [`board_piece_count()`](crate::View::board_piece_count), [`hand_piece_count()`](crate::View::hand_piece_count) | also [`hand_count(side)`](crate::View::hand_count) |
//! | `active_side()`, `inactive_side()` | [`active_side()`](crate::View::active_side), [`inactive_side()`](crate::View::inactive_side) | |
//! | `active_style()`, `inactive_style()`, `first_style()`, `second_style()` | [`active_style()`](crate::View::active_style), [`inactive_style()`](crate::View::inactive_style), [`first_style()`](crate::View::first_style), [`second_style()`](crate::View::second_style) | |
//! | `squares()` → `SquareIter` | [`squares()`](crate::View::squares) → [`Squares`](crate::Squares) | items `Option<Identifier>`, outermost first; also [`runs()`](crate::View::runs) |
//! | `first_hand()`, `second_hand()` → `HandIter` | [`hand(Side::First)`](crate::View::hand), [`hand(Side::Second)`](crate::View::hand) → [`HandItems`](crate::HandItems) | |
//! | `HandItem::piece()`, `HandItem::count()` (`u32`) | [`HandItem::piece()`](crate::HandItem::piece), [`HandItem::count()`](crate::HandItem::count) (`u128`) | |
//! | `to_qi()` → `sashite_qi::Qi` | [`Position::from_view(&view)`](crate::Position::from_view), or [`parse(s)`](crate::parse) directly | [`Position`](crate::Position) is the owned model; no `sashite-qi` dependency |
//! | `encode(&qi)` → `Result<String, EncodeError>` | `position.to_string()`, [`dump(&position)`](crate::dump) | infallible: editing returns [`EncodeError`](crate::EncodeError) instead, so a `Position` always has a string |
//! | `write_feen(w, &qi)` | `write!(w, "{position}")` | |
//! | `EncodeError::ShapeNotRepresentable` | [`EncodeError::ShapeNotRepresentable`](crate::EncodeError::ShapeNotRepresentable) | from [`Position::empty`](crate::Position::empty) and [`Position::builder`](crate::Position::builder) |
//! | `EncodeError::TooLong`, `EncodeError::Sink` | none | no length cap on what this crate writes; `write!` reports the sink's `fmt::Error` |
//! | `Shape::new(dims)` | [`Position::empty(dims)`](crate::Position::empty) | a board of that shape; a [`Shape`](crate::Shape) comes from a view |
//! | `Shape::dimensions()`, `dimension_count()`, `square_count()` | `&*shape` (`Deref<Target = [u128]>`), `shape.len()`, `shape.iter().product()` | also [`View::dimension_count`](crate::View::dimension_count) |
//! | `MAX_STRING_LENGTH` (4,096) | [`Limits::UPSTREAM`](crate::Limits::UPSTREAM)`.max_bytes()` | the default, [`Limits::DEFAULT`](crate::Limits::DEFAULT), is 16 MiB |
//! | `MAX_DIMENSIONS` (3) | [`Limits::UPSTREAM`](crate::Limits::UPSTREAM)`.max_dimensions()` | **beware:** [`MAX_DIMENSIONS`](crate::MAX_DIMENSIONS) here is 64 |
//! | `MAX_SQUARE_COUNT` (65,025) | [`Limits::UPSTREAM`](crate::Limits::UPSTREAM)`.max_squares()` | unbounded by default |
//! | `MAX_DIMENSION_SIZE` (255) | none | no per-axis cap: an axis may have any length the square limit allows |
//! | `feen_string` (serde `with` module for a `Qi`) | `Serialize`/`Deserialize` for [`Position`](crate::Position) (feature `serde`) | the FEEN string; [`View`](crate::View) serializes too |
//! | re-exports `sashite_epin`, `sashite_sin`, `Side` | [`sashite_epin`], [`sashite_sin`], [`Side`](crate::Side) | also `Letter`, `State`, `Found` |
//! | re-export `sashite_qi` | none | the owned model is [`Position`](crate::Position) |
//!
//! # 0.2's `ParseError` variants
//!
//! Each 0.2 variant is a [`ParseError::code()`](crate::ParseError::code)
//! here (its name in snake case: `FieldCount` is `"field_count"`),
//! under one of the seed's categories, with a byte offset.
//!
//! | `sashite-feen` 0.2 | Here |
//! |---|---|
//! | `NonAscii`, `FieldCount`, `PlacementEmpty`, `PlacementStartsWithSeparator`, `PlacementEndsWithSeparator` | [`ParseError::Syntax`](crate::ParseError::Syntax) with [`SyntaxError::NonAscii`](crate::SyntaxError::NonAscii), [`FieldCount`](crate::SyntaxError::FieldCount), [`PlacementEmpty`](crate::SyntaxError::PlacementEmpty), [`PlacementStartsWithSeparator`](crate::SyntaxError::PlacementStartsWithSeparator), [`PlacementEndsWithSeparator`](crate::SyntaxError::PlacementEndsWithSeparator) |
//! | `InvalidHandsDelimiter`, `InvalidStyleTurnDelimiter` | [`ParseError::Syntax`](crate::ParseError::Syntax) with [`SyntaxError::HandsDelimiter`](crate::SyntaxError::HandsDelimiter), [`StyleTurnDelimiter`](crate::SyntaxError::StyleTurnDelimiter) |
//! | `InvalidPieceToken` | [`ParseError::Piece`](crate::ParseError::Piece), with EPIN's error as its source |
//! | `InvalidStyleToken`, `StylesSameCase` | [`ParseError::Style`](crate::ParseError::Style) with [`StyleError::InvalidToken`](crate::StyleError::InvalidToken), [`SameCase`](crate::StyleError::SameCase) |
//! | `InvalidEmptyCount`, `InvalidHandCount` | [`ParseError::Count`](crate::ParseError::Count) with [`CountError::EmptyCount`](crate::CountError::EmptyCount), [`HandCount`](crate::CountError::HandCount) |
//! | `DimensionalCoherence`, `HandNotAggregated`, `HandNotCanonical`, `TooManyPieces` | [`ParseError::Validation`](crate::ParseError::Validation) with [`ValidationError::DimensionalCoherence`](crate::ValidationError::DimensionalCoherence), [`HandNotAggregated`](crate::ValidationError::HandNotAggregated), [`HandNotCanonical`](crate::ValidationError::HandNotCanonical), [`TooManyPieces`](crate::ValidationError::TooManyPieces) |
//! | `InputTooLong`, `TooManyDimensions`, `TooManySquares` | [`ParseError::Bounds`](crate::ParseError::Bounds) with [`BoundsError::InputTooLong`](crate::BoundsError::InputTooLong), [`TooManyDimensions`](crate::BoundsError::TooManyDimensions), [`TooManySquares`](crate::BoundsError::TooManySquares), under the [`Limits`](crate::Limits) in force |
//! | `BoardNotRegular` | none: irregular boards are valid FEEN, and accepted ([`View::shape`](crate::View::shape) is `None`) |
//! | `DimensionTooLarge` | none: no per-axis cap (see `MAX_DIMENSION_SIZE` above) |
//! | `EmptySegment` | none: 0.2 documents it as unreachable, and so it is here |
