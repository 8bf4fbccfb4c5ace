//! Arbitrary text as the FEN of every game (sashite-fen): no panic; an
//! accepted FEN writes back (X-FEN, Shredder-FEN, any counters) and reads
//! again as the same position; an error points inside the input and names
//! the byte there. See `sashite_fuzz::fen::check_from_fen`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sashite_fuzz::fen::check_from_fen(data));
