//! Inputs the fuzz targets `fen_from_fen` and `fen_to_fen` found, or that
//! stand for a bug fixed before them (`tests/fuzz_regressions/`, one file
//! each): every file goes through both targets' checks, as FEN text for
//! every game and as a FEEN position written as every game's FEN.

mod common;

use sashite_fen::sashite_feen::Position;

#[test]
fn regression_inputs() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fuzz_regressions");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("the regression folder") {
        let path = entry.expect("an entry").path();
        let data = std::fs::read(&path).expect("a file");
        if let Ok(text) = std::str::from_utf8(&data) {
            common::check_fen_text(text);
        }
        if let Ok(position) = Position::try_from(data.as_slice()) {
            common::check_position(&position);
        }
        count += 1;
    }
    assert!(count > 0, "no regression inputs in {dir}");
}
