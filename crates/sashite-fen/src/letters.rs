//! [`Letters`]: what each byte of a FEN's placement stands for in one game.

use sashite_feen::sashite_epin::{Identifier, Key};
use sashite_feen::{Letter, Side, State};

/// One letter of a game, as FEN writes it for the second player
/// (lowercase): its FEEN letter and whether it is the terminal piece.
pub(crate) type Spelling = (u8, Letter, bool);

/// The pieces a game's FEN letters stand for, alone and after `+`, as
/// keys, in tables indexed by the byte (built at compile time, one load a
/// piece; a table for every byte, so no bounds to check).
#[derive(Debug)]
pub(crate) struct Letters {
    plain: [Option<Key>; 256],
    promoted: [Option<Key>; 256],
}

impl Letters {
    /// The tables of `plain` letters and of `promoted` ones (read after `+`,
    /// enhanced), both cases of each.
    pub(crate) const fn new(plain: &[Spelling], promoted: &[Spelling]) -> Self {
        Self {
            plain: table(plain, State::Normal),
            promoted: table(promoted, State::Enhanced),
        }
    }

    /// The piece `byte` stands for, after a `+` when `promoted`.
    #[inline]
    pub(crate) fn get(&self, byte: u8, promoted: bool) -> Option<Key> {
        let table = if promoted {
            &self.promoted
        } else {
            &self.plain
        };
        // A byte indexes a table of 256: no check is left.
        table.get(usize::from(byte)).copied().flatten()
    }
}

const fn table(spellings: &[Spelling], state: State) -> [Option<Key>; 256] {
    let mut table = [None; 256];
    let mut i = 0;
    while i < spellings.len() {
        let (lower, letter, terminal) = spellings[i];
        let upper = lower.to_ascii_uppercase();
        table[upper as usize] = Some(Key::of(Identifier::new(
            letter,
            Side::First,
            state,
            terminal,
            false,
        )));
        table[lower as usize] = Some(Key::of(Identifier::new(
            letter,
            Side::Second,
            state,
            terminal,
            false,
        )));
        i += 1;
    }
    table
}
