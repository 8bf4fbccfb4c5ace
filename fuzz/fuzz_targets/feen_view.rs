//! FEEN through `View` (and `is_valid`, `normalize`, stricter `Limits`):
//! nothing panics, `View` and `Position` agree on the verdict, the error,
//! the counts, the shape, the hands, the styles and the squares; an accepted
//! string is its own canonical form; the spec author's crate agrees inside
//! its limits.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sashite_fuzz::check_feen(data, false));
