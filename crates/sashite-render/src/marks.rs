//! The states a picture shows as small marks on a piece (enhanced,
//! diminished, terminal, derived), and the legend that explains them.

use alloc::vec::Vec;

use sashite::epin::Identifier;

// The pictures draw an EPIN piece's letter, side and these marks. An
// attribute EPIN gains changes this count: draw it before changing it here.
const _: () = assert!(Identifier::KEYS == 26 * 2 * 3 * 2 * 2);

/// One mark: the character drawn and what it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// `+`, top left.
    Enhanced,
    /// `-`, top left.
    Diminished,
    /// `^`, top right.
    Terminal,
    /// `'`, bottom right: the piece plays in the opponent's style.
    Derived,
}

impl Mark {
    /// Every mark, in legend order.
    const ALL: [Self; 4] = [
        Self::Enhanced,
        Self::Diminished,
        Self::Terminal,
        Self::Derived,
    ];

    /// The character drawn (the notation's own) and what the legend says.
    const fn text(self) -> (&'static str, &'static str) {
        match self {
            Self::Enhanced => ("+", "enhanced"),
            Self::Diminished => ("-", "diminished"),
            Self::Terminal => ("^", "terminal"),
            Self::Derived => ("'", "derived (opponent's style)"),
        }
    }

    /// The character drawn: the notation's own.
    pub(crate) const fn symbol(self) -> &'static str {
        self.text().0
    }

    const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// A set of marks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Marks(u8);

impl Marks {
    /// The marks of `piece`; `promoted_face`: the enhanced state is shown
    /// by the face itself (a red shogi kanji), not by a mark.
    pub(crate) fn of(piece: Identifier, promoted_face: bool) -> Self {
        let on = |mark: Mark| match mark {
            Mark::Enhanced => piece.is_enhanced() && !promoted_face,
            Mark::Diminished => piece.is_diminished(),
            Mark::Terminal => piece.is_terminal(),
            Mark::Derived => piece.is_derived(),
        };
        let marks = Mark::ALL.into_iter().filter(|&mark| on(mark));
        Self(marks.fold(0, |bits, mark| bits | mark.bit()))
    }

    /// Whether `mark` is in the set.
    pub(crate) const fn has(self, mark: Mark) -> bool {
        self.0 & mark.bit() != 0
    }

    /// Adds the marks of `other`.
    pub(crate) const fn add(&mut self, other: Self) {
        self.0 |= other.0;
    }

    /// The marks in the set, in legend order.
    pub(crate) fn iter(self) -> impl Iterator<Item = Mark> {
        Mark::ALL.into_iter().filter(move |&mark| self.has(mark))
    }

    /// The legend entries (`+ enhanced`), in order.
    pub(crate) fn legend(self) -> Vec<alloc::string::String> {
        self.iter()
            .map(|mark| alloc::format!("{} {}", mark.symbol(), mark.text().1))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_token_and_promoted_faces_hide_enhancement() {
        let piece = Identifier::parse("+K^'").expect("valid");
        let marks = Marks::of(piece, false);
        assert_eq!(
            marks.iter().collect::<Vec<_>>(),
            [Mark::Enhanced, Mark::Terminal, Mark::Derived]
        );
        assert!(!Marks::of(piece, true).has(Mark::Enhanced));
        let mut seen = Marks::default();
        seen.add(Marks::of(Identifier::parse("-p").expect("valid"), false));
        assert_eq!(seen.legend(), ["- diminished"]);
    }

    /// The marks of every EPIN piece, drawn around its letter, spell its
    /// token: an attribute EPIN gains fails here until a mark shows it (in
    /// the SVG pictures and the legend).
    #[test]
    fn the_marks_of_every_piece_spell_its_token() {
        for piece in Identifier::all() {
            let marks = Marks::of(piece, false);
            let text = |pair: [Mark; 2]| -> alloc::string::String {
                pair.into_iter()
                    .filter(|&mark| marks.has(mark))
                    .map(Mark::symbol)
                    .collect()
            };
            let spelled = alloc::format!(
                "{}{}{}",
                text([Mark::Enhanced, Mark::Diminished]),
                piece.to_char(),
                text([Mark::Terminal, Mark::Derived])
            );
            assert_eq!(spelled, piece.encode().as_str());
        }
    }
}
