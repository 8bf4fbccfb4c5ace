//! WebAssembly bindings of the `sashite` facade and of `sashite-render`,
//! for the board editor page in `web/` (built by `web/build.sh`).
//!
//! Positions, pieces and squares cross the boundary as strings: a position
//! is its FEEN, a piece its EPIN token, a square the address the board
//! picture writes in `data-square` (coordinates outermost first, `"6,4"`;
//! the flat index on an irregular board). `inspect`, `validate` and
//! `repair` return plain objects (`inspect` and `validate`: the objects
//! `sashite <notation> inspect|validate --json` prints). Failures are thrown
//! as `Error`s with `kind` and `offset` properties. `fromFen`, `toFen`,
//! `detectFen`, `fenOf` and `fenDialect` bridge the FEN family (chess,
//! Chess960, shogi SFEN, xiangqi, makruk) and FEEN. The page holds no
//! notation logic and no names: it asks these functions, through the npm
//! package's API (`npm/src/api.js`).
//!
//! ```text
//! import init, * as sashite from "./pkg/sashite_wasm.js";
//! await init();
//! sashite.inspect("pin", "+K^");  // {input: "+K^", valid: true, canonical: "+K^", letter: "K", …}
//! sashite.movePiece("8/4+P3 / C/c", "1,4", "0,4");  // "4+P3/8 / C/c"
//! ```
//!
//! Each binding is a thin wrapper over an operation of `sashite-ops`,
//! the layer the command and the Python package call too: what an
//! operation does, checks and reports is written there once; this crate
//! only converts JavaScript values.

#![forbid(unsafe_code)]

use sashite_ops::fen::{Counter, FenOptions};
use sashite_ops::{Failure, edit, fen, notation, picture, piece};
use sashite_render::Detail;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// A failure as a thrown JavaScript `Error` with the message, a `kind`
/// property (the failure's stable snake-case code) and an `offset`
/// property (the byte offset of the first bad byte, or `null`). The npm
/// package turns it into its `SashiteError`. (By value: the shape
/// `map_err` hands it.)
#[allow(clippy::needless_pass_by_value)]
fn thrown(failure: Failure) -> JsValue {
    let error = js_sys::Error::new(failure.message());
    let offset = failure.offset().map_or(JsValue::NULL, |offset| {
        // Offsets are below the input's length, far below 2^53.
        #[allow(clippy::cast_precision_loss)]
        JsValue::from_f64(offset as f64)
    });
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("offset"), &offset);
    let _ = js_sys::Reflect::set(
        &error,
        &JsValue::from_str("kind"),
        &JsValue::from_str(failure.code()),
    );
    error.into()
}

/// The token of the piece on the square at `address` of `feen`, or
/// `undefined` when the square is empty.
///
/// # Errors
///
/// Throws as [`edit::piece_at`] fails.
#[wasm_bindgen(js_name = pieceAt)]
pub fn piece_at(feen: &str, address: &str) -> Result<Option<String>, JsValue> {
    edit::piece_at(feen, address).map_err(thrown)
}

/// Puts the piece `token` on the square at `address` of `feen`.
///
/// # Errors
///
/// Throws as [`edit::place`] fails.
#[wasm_bindgen]
pub fn place(feen: &str, address: &str, token: &str) -> Result<String, JsValue> {
    edit::place(feen, address, token).map_err(thrown)
}

/// Empties the square at `address` of `feen`.
///
/// # Errors
///
/// Throws as [`edit::remove`] fails.
#[wasm_bindgen]
pub fn remove(feen: &str, address: &str) -> Result<String, JsValue> {
    edit::remove(feen, address).map_err(thrown)
}

/// Moves the piece at `from` to `to` in `feen`.
///
/// # Errors
///
/// Throws as [`edit::move_piece`] fails.
#[wasm_bindgen(js_name = movePiece)]
pub fn move_piece(feen: &str, from: &str, to: &str) -> Result<String, JsValue> {
    edit::move_piece(feen, from, to).map_err(thrown)
}

/// Drops one piece `token` from `side`'s hand onto `address`.
///
/// # Errors
///
/// Throws as [`edit::drop_from_hand`] fails.
#[wasm_bindgen(js_name = dropFromHand)]
pub fn drop_from_hand(
    feen: &str,
    side: &str,
    token: &str,
    address: &str,
) -> Result<String, JsValue> {
    edit::drop_from_hand(feen, side, token, address).map_err(thrown)
}

/// Adds one piece `token` to `side`'s hand.
///
/// # Errors
///
/// Throws as [`edit::add_to_hand`] fails.
#[wasm_bindgen(js_name = addToHand)]
pub fn add_to_hand(feen: &str, side: &str, token: &str) -> Result<String, JsValue> {
    edit::add_to_hand(feen, side, token).map_err(thrown)
}

/// Takes one piece `token` out of `side`'s hand.
///
/// # Errors
///
/// Throws as [`edit::take_from_hand`] fails.
#[wasm_bindgen(js_name = takeFromHand)]
pub fn take_from_hand(feen: &str, side: &str, token: &str) -> Result<String, JsValue> {
    edit::take_from_hand(feen, side, token).map_err(thrown)
}

/// Passes the turn to the other side.
///
/// # Errors
///
/// Throws as [`edit::toggle_turn`] fails.
#[wasm_bindgen(js_name = toggleTurn)]
pub fn toggle_turn(feen: &str) -> Result<String, JsValue> {
    edit::toggle_turn(feen).map_err(thrown)
}

/// The EPIN token of the piece with these attributes (`side`: `"first"` or
/// `"second"`; `state`: `"normal"`, `"enhanced"` or `"diminished"`).
///
/// # Errors
///
/// Throws as [`piece::identifier`] fails.
#[wasm_bindgen(js_name = pieceToken)]
pub fn piece_token(
    letter: &str,
    side: &str,
    state: &str,
    terminal: bool,
    derived: bool,
) -> Result<String, JsValue> {
    piece::identifier(letter, side, state, terminal, derived)
        .map(|piece| piece.to_string())
        .map_err(thrown)
}

/// The words a screen reader says for the piece `token` whose side plays
/// `style` (a SIN letter): `"first player's terminal king, enhanced"`.
///
/// # Errors
///
/// Throws as [`piece::words`] fails.
#[wasm_bindgen(js_name = pieceWords)]
pub fn piece_words(token: &str, style: &str) -> Result<String, JsValue> {
    piece::words(token, style).map_err(thrown)
}

/// The canonical FEEN of `input`, repairing what the library's
/// `normalize` repairs (hands: repeated items, an explicit `1`, items out
/// of order).
///
/// # Errors
///
/// Throws the parse error, with its `offset`, when `input` cannot be
/// repaired.
#[wasm_bindgen]
pub fn normalize(input: &str) -> Result<String, JsValue> {
    sashite_ops::repair::normalize(input.as_bytes()).map_err(thrown)
}

/// What `normalize` repairs in `input`: an object with `canonical` and
/// `repairs`, a list of `{kind, offset}` (plus `earlier`, the offset of
/// the earlier item, when the repair joins two), in the keys and kind
/// names of `sashite feen normalize --json`, and `message`, the words
/// `sashite feen normalize --check` uses (`piece at byte 3 repeats the
/// one at byte 2`).
///
/// # Errors
///
/// Throws the parse error, with its `offset`, when `input` cannot be
/// repaired.
#[wasm_bindgen]
pub fn repair(input: &str) -> Result<JsValue, JsValue> {
    let repaired = sashite_ops::repair::repair(input.as_bytes()).map_err(thrown)?;
    let set = |object: &js_sys::Object, key: &str, value: &JsValue| {
        // Setting a property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(object, &JsValue::from_str(key), value);
    };
    // Offsets are below the input's length, far below 2^53.
    #[allow(clippy::cast_precision_loss)]
    let number = |offset: usize| JsValue::from_f64(offset as f64);
    let repairs = js_sys::Array::new();
    for found in repaired.repairs() {
        let item = js_sys::Object::new();
        set(&item, "kind", &JsValue::from_str(found.kind().code()));
        set(&item, "offset", &number(found.offset()));
        set(&item, "message", &JsValue::from_str(&found.to_string()));
        if let Some(earlier) = found.earlier() {
            set(&item, "earlier", &number(earlier));
        }
        repairs.push(&item);
    }
    let result = js_sys::Object::new();
    set(
        &result,
        "canonical",
        &JsValue::from_str(repaired.canonical()),
    );
    set(&result, "repairs", &repairs);
    Ok(result.into())
}

/// The object `sashite <notation> inspect --json` prints for `input`:
/// `input`, `valid`, then the attributes, or `error` and `offset`.
///
/// # Errors
///
/// Throws when `notation` names none of the six notations.
#[wasm_bindgen]
pub fn inspect(notation: &str, input: &str) -> Result<JsValue, JsValue> {
    record(notation, input, Detail::Attributes)
}

/// The object `sashite <notation> validate --json` prints for `input`:
/// `input` and `valid`, plus `error` and `offset` when invalid.
///
/// # Errors
///
/// Throws when `notation` names none of the six notations.
#[wasm_bindgen]
pub fn validate(notation: &str, input: &str) -> Result<JsValue, JsValue> {
    record(notation, input, Detail::Verdict)
}

/// Whether `input` reads as `notation`: `validate(notation, input).valid`
/// without building the record.
///
/// # Errors
///
/// Throws when `notation` names none of the six notations.
#[wasm_bindgen(js_name = isValid)]
pub fn is_valid(notation: &str, input: &str) -> Result<bool, JsValue> {
    let notation = notation::by_name(notation).map_err(thrown)?;
    Ok(notation.is_valid(input.as_bytes()))
}

fn record(notation: &str, input: &str, detail: Detail) -> Result<JsValue, JsValue> {
    let notation = notation::by_name(notation).map_err(thrown)?;
    // The renderer writes valid JSON; parsing it here gives the page the
    // very object the command prints.
    js_sys::JSON::parse(&notation::record_json(notation, input.as_bytes(), detail))
}

/// The notation `input` is written in (`"FEEN"`, `"PIN"` …), or
/// `undefined` when none reads it: see `sashite_ops::notation::detect`.
#[wasm_bindgen]
#[must_use]
pub fn detect(input: &str) -> Option<String> {
    notation::detect(input.as_bytes()).map(|notation| notation.name().to_owned())
}

/// The notation whose reader gets furthest into `input` (`"FEEN"` …): the
/// one whose error tells most when none reads it. See
/// `sashite_ops::notation::closest`.
#[wasm_bindgen]
#[must_use]
pub fn closest(input: &str) -> String {
    notation::closest(input.as_bytes()).name().to_owned()
}

/// The board of `feen` as an SVG document, drawn by the renderer the
/// `sashite feen render --svg` command uses.
///
/// # Errors
///
/// Throws as [`picture::svg`] fails.
#[wasm_bindgen(js_name = renderSvg)]
pub fn render_svg(feen: &str) -> Result<String, JsValue> {
    picture::svg(feen).map_err(thrown)
}

/// The canonical FEEN of `fen`, a FEN of `game` (`"chess"`, `"chess960"`,
/// `"shogi"`, `"xiangqi"` or `"makruk"`); the move counters are dropped.
///
/// # Errors
///
/// Throws as `sashite_ops::fen::from_fen` fails: the FEN's error with its
/// `offset` and `kind` (`"side"`, `"rank_too_long"` …, as `sashite feen
/// from-fen --json` writes them).
#[wasm_bindgen(js_name = fromFen)]
pub fn from_fen(game: &str, fen: &str) -> Result<String, JsValue> {
    fen::from_fen_named(game, fen.as_bytes())
        .map(|position| position.to_string())
        .map_err(thrown)
}

/// The position `feen` as a FEN of `game`. `options` (optional):
/// `{shredder: true}` for Shredder-FEN castling, `halfmoveClock` and
/// `moveNumber` for the counters (default 0 and 1). An option given (not
/// `undefined` nor `null`) that the game's FEN does not use is refused.
///
/// # Errors
///
/// Throws as `sashite_ops::fen::to_fen` fails (`unused_option`,
/// `move_number_zero`, `negative_counter`, `counter_too_large`,
/// `bad_argument` for a counter that is not a whole number, the FEEN's or
/// the bridge's codes).
#[wasm_bindgen(js_name = toFen)]
// wasm-bindgen hands optional objects over by value.
#[allow(clippy::needless_pass_by_value)]
pub fn to_fen(game: &str, feen: &str, options: Option<js_sys::Object>) -> Result<String, JsValue> {
    let options = fen_options(options.as_ref()).map_err(thrown)?;
    fen::to_fen_named(game, feen.as_bytes(), &options).map_err(thrown)
}

/// The options an options object of [`to_fen`] gives.
fn fen_options(object: Option<&js_sys::Object>) -> Result<FenOptions, Failure> {
    let mut options = FenOptions::new();
    let Some(object) = object else {
        return Ok(options);
    };
    let get = |key: &str| {
        js_sys::Reflect::get(object, &JsValue::from_str(key))
            .ok()
            .filter(|value| !value.is_undefined() && !value.is_null())
    };
    // A value that is not a number checks as NaN: not a whole number.
    let number = |value: JsValue| value.as_f64().unwrap_or(f64::NAN);
    if let Some(value) = get("halfmoveClock") {
        options.halfmove_clock = Some(Counter::HalfmoveClock.check_float(number(value))?);
    }
    if let Some(value) = get("moveNumber") {
        options.move_number = Some(Counter::MoveNumber.check_float(number(value))?);
    }
    if let Some(value) = get("shredder") {
        options.shredder = Some(value.is_truthy());
    }
    Ok(options)
}

/// The game whose FEN `input` looks like (`"chess"`, `"shogi"` …), or
/// `undefined`: see [`fen::detect`].
#[wasm_bindgen(js_name = detectFen)]
#[must_use]
pub fn detect_fen(input: &str) -> Option<String> {
    fen::detect(input.as_bytes()).map(|game| game.name().to_owned())
}

/// The FEN of the position `feen` in the first dialect that can express
/// it: `{game, dialect, fen}` (`dialect` as in `"chess FEN"`, `"SFEN"`),
/// or `null` (see [`fen::expressed`]).
#[wasm_bindgen(js_name = fenOf)]
#[must_use]
pub fn fen_of(feen: &str) -> JsValue {
    let Some((game, text)) = fen::expressed(feen) else {
        return JsValue::NULL;
    };
    let result = js_sys::Object::new();
    for (key, value) in [
        ("game", game.name()),
        ("dialect", game.dialect()),
        ("fen", text.as_str()),
    ] {
        // Setting a property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&result, &JsValue::from_str(key), &JsValue::from_str(value));
    }
    result.into()
}

/// The name of `game`'s FEN dialect (`"chess FEN"`, `"SFEN"`,
/// `"xiangqi FEN"` …), as `fenOf` gives it in `dialect`.
///
/// # Errors
///
/// Throws `unknown_game` as [`fen::game`] fails.
#[wasm_bindgen(js_name = fenDialect)]
pub fn fen_dialect(game: &str) -> Result<String, JsValue> {
    fen::game(game)
        .map(|game| game.dialect().to_owned())
        .map_err(thrown)
}
