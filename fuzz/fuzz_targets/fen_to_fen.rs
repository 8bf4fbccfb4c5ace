//! FEEN positions written as the FEN of every game (sashite-fen): the input
//! as FEEN text, and as a recipe for a position on a game's board. What is
//! written reads back as the same position; what is refused gets an error
//! that points inside the FEEN string. See `sashite_fuzz::fen::check_to_fen`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sashite_fuzz::fen::check_to_fen(data));
