//! The lenient FEEN reader (`normalize`, `repair`, the seed-era option):
//! strict-valid input comes back unchanged; whatever it returns is
//! strict-valid; its errors are the strict ones. See `check_lenient`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sashite_fuzz::check_lenient(data));
