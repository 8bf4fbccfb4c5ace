//! FEEN through the owned `Position`: every check of `feen_view`, plus the
//! editing API (toggle the turn, remove and place pieces, take from and add
//! to hands): an edit fails with an error or gives a position whose string
//! parses back to it, and undoing it gives the original position.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sashite_fuzz::check_feen(data, true));
