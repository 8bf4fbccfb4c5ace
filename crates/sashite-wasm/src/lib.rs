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
//! `detectFen` and `fenOf` bridge the FEN family (chess, Chess960, shogi
//! SFEN, xiangqi, makruk) and FEEN. The page holds no notation logic: it
//! asks these functions.
//!
//! ```text
//! import init, * as sashite from "./pkg/sashite_wasm.js";
//! await init();
//! sashite.inspect("pin", "+K^");  // {input: "+K^", valid: true, canonical: "+K^", letter: "K", …}
//! sashite.movePiece("8/4+P3 / C/c", "1,4", "0,4");  // "4+P3/8 / C/c"
//! ```
//!
//! Each binding is a thin wrapper over a plain function of the modules
//! [`edit`], [`fen`], [`notation`], [`picture`], [`piece`] and [`square`], which are
//! usable and tested without a browser:
//!
//! ```
//! use sashite_wasm::edit;
//!
//! let e4 = edit::move_piece("8/4+P3 / C/c", "1,4", "0,4").expect("a pawn moves");
//! assert_eq!(e4, "4+P3/8 / C/c");
//! assert_eq!(edit::toggle_turn(&e4).as_deref(), Ok("4+P3/8 / c/C"));
//! ```

#![forbid(unsafe_code)]

pub mod edit;
mod failure;
pub mod fen;
pub mod notation;
pub mod picture;
pub mod piece;
pub mod square;

pub use failure::Failure;

use sashite_render::Detail;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// A failure becomes a thrown JavaScript `Error` with the message, a
/// `kind` property (a stable snake-case name: see [`Failure::kind`]) and an
/// `offset` property (the byte offset of the first bad byte, or `null`).
/// The npm package turns it into its `SashiteError`.
impl From<Failure> for JsValue {
    fn from(failure: Failure) -> Self {
        let error = js_sys::Error::new(&failure.message);
        let offset = failure.offset.map_or(Self::NULL, |offset| {
            // Offsets are below the input's length, far below 2^53.
            #[allow(clippy::cast_precision_loss)]
            Self::from_f64(offset as f64)
        });
        // Setting a property on a fresh Error object cannot fail.
        let _ = js_sys::Reflect::set(&error, &Self::from_str("offset"), &offset);
        let _ = js_sys::Reflect::set(
            &error,
            &Self::from_str("kind"),
            &Self::from_str(&failure.kind),
        );
        error.into()
    }
}

/// The token of the piece on the square at `address` of `feen`, or
/// `undefined` when the square is empty.
///
/// # Errors
///
/// Throws as [`edit::piece_at`] fails.
#[wasm_bindgen(js_name = pieceAt)]
pub fn piece_at(feen: &str, address: &str) -> Result<Option<String>, JsValue> {
    edit::piece_at(feen, address).map_err(JsValue::from)
}

/// Puts the piece `token` on the square at `address` of `feen`.
///
/// # Errors
///
/// Throws as [`edit::place`] fails.
#[wasm_bindgen]
pub fn place(feen: &str, address: &str, token: &str) -> Result<String, JsValue> {
    edit::place(feen, address, token).map_err(JsValue::from)
}

/// Empties the square at `address` of `feen`.
///
/// # Errors
///
/// Throws as [`edit::remove`] fails.
#[wasm_bindgen]
pub fn remove(feen: &str, address: &str) -> Result<String, JsValue> {
    edit::remove(feen, address).map_err(JsValue::from)
}

/// Moves the piece at `from` to `to` in `feen`.
///
/// # Errors
///
/// Throws as [`edit::move_piece`] fails.
#[wasm_bindgen(js_name = movePiece)]
pub fn move_piece(feen: &str, from: &str, to: &str) -> Result<String, JsValue> {
    edit::move_piece(feen, from, to).map_err(JsValue::from)
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
    edit::drop_from_hand(feen, side, token, address).map_err(JsValue::from)
}

/// Adds one piece `token` to `side`'s hand.
///
/// # Errors
///
/// Throws as [`edit::add_to_hand`] fails.
#[wasm_bindgen(js_name = addToHand)]
pub fn add_to_hand(feen: &str, side: &str, token: &str) -> Result<String, JsValue> {
    edit::add_to_hand(feen, side, token).map_err(JsValue::from)
}

/// Takes one piece `token` out of `side`'s hand.
///
/// # Errors
///
/// Throws as [`edit::take_from_hand`] fails.
#[wasm_bindgen(js_name = takeFromHand)]
pub fn take_from_hand(feen: &str, side: &str, token: &str) -> Result<String, JsValue> {
    edit::take_from_hand(feen, side, token).map_err(JsValue::from)
}

/// Passes the turn to the other side.
///
/// # Errors
///
/// Throws as [`edit::toggle_turn`] fails.
#[wasm_bindgen(js_name = toggleTurn)]
pub fn toggle_turn(feen: &str) -> Result<String, JsValue> {
    edit::toggle_turn(feen).map_err(JsValue::from)
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
        .map_err(JsValue::from)
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
    sashite::feen::normalize(input).map_err(|error| Failure::from(error).into())
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
    let repaired = sashite::feen::repair(input).map_err(Failure::from)?;
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
        set(&item, "kind", &JsValue::from_str(found.kind().name()));
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
    Ok(notation::is_valid(notation::by_name(notation)?, input))
}

fn record(notation: &str, input: &str, detail: Detail) -> Result<JsValue, JsValue> {
    let notation = notation::by_name(notation)?;
    // The renderer writes valid JSON; parsing it here gives the page the
    // very object the command prints.
    js_sys::JSON::parse(&notation::record_json(notation, input, detail))
}

/// The notation `input` is most likely written in (`"FEEN"`, `"PIN"` …):
/// see [`notation::detect`].
#[wasm_bindgen]
#[must_use]
pub fn detect(input: &str) -> String {
    notation::detect(input).name().to_owned()
}

/// The board of `feen` as an SVG document, drawn by the renderer the
/// `sashite feen render --svg` command uses.
///
/// # Errors
///
/// Throws as [`picture::svg`] fails.
#[wasm_bindgen(js_name = renderSvg)]
pub fn render_svg(feen: &str) -> Result<String, JsValue> {
    Ok(picture::svg(feen)?)
}

/// The canonical FEEN of `fen`, a FEN of `game` (`"chess"`, `"chess960"`,
/// `"shogi"`, `"xiangqi"` or `"makruk"`); the move counters are dropped.
///
/// # Errors
///
/// Throws as [`fen::from_fen`] fails: the FEN's error with its `offset`
/// and `kind` (`"side"`, `"rank_too_long"` …, as `sashite feen from-fen
/// --json` writes them).
#[wasm_bindgen(js_name = fromFen)]
pub fn from_fen(game: &str, fen: &str) -> Result<String, JsValue> {
    fen::from_fen(game, fen).map_err(JsValue::from)
}

/// The position `feen` as a FEN of `game`. `options` (optional):
/// `{shredder: true}` for Shredder-FEN castling, `halfmoveClock` and
/// `moveNumber` for the counters (default 0 and 1).
///
/// # Errors
///
/// Throws as [`fen::to_fen`] fails (`kind` `"invalid_feen"` for an input
/// that is not FEEN), for a counter that is not a whole number from 0
/// to 2^53, or for a `moveNumber` of 0 (`kind` `"move_number_zero"`).
#[wasm_bindgen(js_name = toFen)]
// wasm-bindgen hands optional objects over by value.
#[allow(clippy::needless_pass_by_value)]
pub fn to_fen(game: &str, feen: &str, options: Option<js_sys::Object>) -> Result<String, JsValue> {
    let options = fen_options(options.as_ref())?;
    fen::to_fen(game, feen, &options).map_err(JsValue::from)
}

/// The [`sashite::fen::Options`] an options object of [`to_fen`] asks for.
fn fen_options(object: Option<&js_sys::Object>) -> Result<sashite::fen::Options, Failure> {
    let defaults = sashite::fen::Options::DEFAULT;
    let Some(object) = object else {
        return Ok(defaults);
    };
    let get = |key: &str| {
        js_sys::Reflect::get(object, &JsValue::from_str(key))
            .ok()
            .filter(|value| !value.is_undefined() && !value.is_null())
    };
    let number = |key: &str, default: u64| match get(key) {
        None => Ok(default),
        Some(value) => fen::counter(key, Some(value.as_f64().unwrap_or(f64::NAN)), default),
    };
    let move_number = number("moveNumber", defaults.move_number().get())?;
    let move_number = core::num::NonZeroU64::new(move_number).ok_or_else(|| {
        Failure::new(
            "move_number_zero",
            "moveNumber must be 1 or more: FEN move numbers start at 1",
        )
    })?;
    Ok(defaults
        .with_counters(
            number("halfmoveClock", defaults.halfmove_clock())?,
            move_number,
        )
        .with_shredder(get("shredder").is_some_and(|value| value.is_truthy())))
}

/// The game whose FEN `input` looks like (`"chess"`, `"shogi"` …), or
/// `undefined`: see [`fen::detect`].
#[wasm_bindgen(js_name = detectFen)]
#[must_use]
pub fn detect_fen(input: &str) -> Option<String> {
    fen::detect(input).map(|game| game.name().to_owned())
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
