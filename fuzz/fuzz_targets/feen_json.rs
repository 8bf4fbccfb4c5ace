//! FEEN through the renderer's JSON (`sashite feen inspect --json`):
//! nothing panics; an invalid input gets `"valid":false` and its offset; a
//! valid one lists the pieces and hands the view's own iterators give.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sashite_fuzz::check_json(data));
