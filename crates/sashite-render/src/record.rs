//! One input read as a notation: the parsed value or the failure, and the
//! attributes the `sashite` command reports for it.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use sashite::{NotationError, Token, epin, feen, pin, pnn, sin, snn};

use crate::value::Field;
use crate::{Notation, Value};

/// A valid input's parsed value.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Parsed<'a> {
    /// A PIN token.
    Pin(pin::Identifier),
    /// An EPIN token.
    Epin(epin::Identifier),
    /// A SIN token.
    Sin(sin::Identifier),
    /// An SNN name.
    Snn(snn::Style),
    /// A PNN name.
    Pnn(pnn::Name),
    /// A FEEN position, borrowed from the input.
    Feen(feen::View<'a>),
}

/// Why an input is invalid, or an operation failed: a stable snake-case
/// code (the kind, the same on every surface), the message and the byte
/// offset it names, if any, and a hint.
///
/// Every error type of the workspace converts into it with `From`, taking
/// its own `code()`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Failure {
    code: &'static str,
    message: String,
    offset: Option<usize>,
    hint: Option<&'static str>,
}

impl Failure {
    /// A failure of kind `code`, with this message and offset, and no hint.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_render::Failure;
    ///
    /// let failure = Failure::new("rank_count", "invalid SFEN: expected 9 ranks at byte 3", Some(3));
    /// assert_eq!((failure.code(), failure.offset(), failure.hint()), ("rank_count", Some(3), None));
    /// ```
    #[must_use]
    pub fn new(code: &'static str, message: impl Into<String>, offset: Option<usize>) -> Self {
        Self {
            code,
            message: message.into(),
            offset,
            hint: None,
        }
    }

    /// The same failure, with `hint` (what to do instead).
    #[must_use]
    pub fn with_hint(self, hint: &'static str) -> Self {
        Self {
            hint: Some(hint),
            ..self
        }
    }

    /// The failure of a FEEN `input` rejected with `error` (by the lenient
    /// reader of `sashite feen normalize`, say), with the hint
    /// [`Record::new`] would give.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_render::Failure;
    ///
    /// let input = b"K PP/ C/c";
    /// let error = sashite::feen::repair("K PP/ C/c").unwrap_err();
    /// let failure = Failure::feen(&error, input);
    /// assert_eq!((failure.message(), failure.offset()), ("invalid FEEN: more pieces than squares at byte 2", Some(2)));
    /// assert_eq!(failure.code(), "too_many_pieces");
    /// ```
    #[must_use]
    pub fn feen(error: &feen::ParseError, input: &[u8]) -> Self {
        Self {
            hint: crate::hint::for_feen(input),
            ..Self::from(*error)
        }
    }

    /// The kind of failure, as a stable snake-case code (`"expected_end"`,
    /// `"styles_same_case"`, `"rank_too_long"` …): the `kind` of the
    /// command's `--json` records, Python's `ParseError.kind` and
    /// JavaScript's `SashiteError.kind`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        self.code
    }

    /// The message (`invalid PIN: …`); it never echoes the input.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The byte offset of the first bad byte, when the error has one.
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        self.offset
    }

    /// A hint when the input looks written in a neighbouring notation
    /// (a FEN, SFEN or xiangqi FEN given as FEEN: the command that
    /// converts it).
    #[must_use]
    pub const fn hint(&self) -> Option<&'static str> {
        self.hint
    }
}

/// Every notation's reader error: its code, message and offset.
impl<E: NotationError> From<E> for Failure {
    fn from(error: E) -> Self {
        Self::new(error.code(), error.to_string(), error.offset())
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// What was found in one input: the value or the failure.
///
/// # Examples
///
/// ```
/// use sashite_render::{Notation, Record, Value};
///
/// let record = Record::new(Notation::Pin, b"+K^");
/// assert!(record.is_valid());
/// assert_eq!(record.attributes()[1], ("letter", Value::Str("K".into())));
///
/// let record = Record::new(Notation::Pin, b"K+");
/// assert_eq!(record.failure().map(|f| f.offset()), Some(Some(1)));
/// ```
#[derive(Debug, Clone)]
pub struct Record<'a> {
    input: &'a [u8],
    outcome: Result<Parsed<'a>, Failure>,
}

impl<'a> Record<'a> {
    /// Reads `input` (raw bytes: a line without its ending, an argument) as
    /// `notation`.
    #[must_use]
    pub fn new(notation: Notation, input: &'a [u8]) -> Self {
        fn read<'a, T: Token>(
            input: &[u8],
            parsed: fn(T) -> Parsed<'a>,
        ) -> Result<Parsed<'a>, Failure> {
            T::parse_bytes(input).map(parsed).map_err(Failure::from)
        }
        let outcome = match notation {
            Notation::Pin => read(input, Parsed::Pin),
            Notation::Epin => read(input, Parsed::Epin),
            Notation::Sin => read(input, Parsed::Sin),
            Notation::Snn => read(input, Parsed::Snn),
            Notation::Pnn => read(input, Parsed::Pnn),
            Notation::Feen => return Self::of_feen(input, feen::View::try_from(input)),
        };
        Self { input, outcome }
    }

    /// The record of `input`, read as FEEN with the default limits as
    /// `read`.
    pub(crate) fn of_feen(input: &'a [u8], read: Result<feen::View<'a>, feen::ParseError>) -> Self {
        let outcome = read.map(Parsed::Feen).map_err(|e| Failure::feen(&e, input));
        Self { input, outcome }
    }

    /// The input bytes, as given.
    #[must_use]
    pub const fn input(&self) -> &'a [u8] {
        self.input
    }

    /// `true` when the input is valid.
    #[must_use]
    pub const fn is_valid(&self) -> bool {
        self.outcome.is_ok()
    }

    /// The parsed value of a valid input.
    #[must_use]
    pub fn parsed(&self) -> Option<&Parsed<'a>> {
        self.outcome.as_ref().ok()
    }

    /// The failure of an invalid input.
    #[must_use]
    pub fn failure(&self) -> Option<&Failure> {
        self.outcome.as_ref().err()
    }

    /// The attributes of a valid input, canonical form first, in output
    /// order (the JSON keys); empty for an invalid input.
    #[must_use]
    pub fn attributes(&self) -> Vec<(&'static str, Value)> {
        match &self.outcome {
            Err(_) => Vec::new(),
            Ok(Parsed::Pin(id)) => pin_fields(text(id), *id),
            Ok(Parsed::Epin(id)) => {
                // The PIN keys, with the EPIN token as the canonical form.
                let mut fields = pin_fields(text(id), id.pin());
                fields.push(("derived", Value::Bool(id.is_derived())));
                fields
            }
            Ok(Parsed::Sin(id)) => vec![
                ("canonical", text(id)),
                ("letter", text(id.letter())),
                ("side", text(id.side())),
            ],
            Ok(Parsed::Snn(style)) => vec![
                ("canonical", text(style)),
                ("name", text(style.name())),
                ("side", text(style.side())),
            ],
            Ok(Parsed::Pnn(name)) => vec![
                ("canonical", text(name)),
                ("base_name", text(name.base_name())),
                ("side", text(name.side())),
                ("state", text(name.state())),
                ("terminal", Value::Bool(name.is_terminal())),
            ],
            Ok(Parsed::Feen(view)) => feen_fields(view, view.shape().as_deref())
                .iter()
                .map(|&(key, field)| (key, field.to_value()))
                .collect(),
        }
    }
}

/// The attributes of a FEEN position whose board has the shape `shape`
/// (the one list: [`Record::attributes`] and the JSON writer read it).
pub(crate) fn feen_fields<'a>(
    view: &feen::View<'a>,
    shape: Option<&'a [u128]>,
) -> [(&'static str, Field<'a>); 8] {
    let (active, inactive) = (view.active_style(), view.inactive_style());
    [
        ("canonical", Field::Plain(view.as_str())),
        ("squares", Field::Int(view.square_count())),
        ("board_pieces", Field::Int(view.board_piece_count())),
        ("hand_pieces", Field::Int(view.hand_piece_count())),
        ("dimensions", Field::Ints(shape)),
        ("active_side", Field::Plain(view.active_side().as_str())),
        ("active_style", Field::Letter(active.to_char())),
        ("inactive_style", Field::Letter(inactive.to_char())),
    ]
}

fn text(value: impl fmt::Display) -> Value {
    Value::Str(value.to_string())
}

/// The attributes of a PIN identifier, `canonical` (its token, or an EPIN
/// token's) first.
fn pin_fields(canonical: Value, id: pin::Identifier) -> Vec<(&'static str, Value)> {
    vec![
        ("canonical", canonical),
        ("letter", text(id.letter())),
        ("side", text(id.side())),
        ("state", text(id.state())),
        ("terminal", Value::Bool(id.is_terminal())),
    ]
}
