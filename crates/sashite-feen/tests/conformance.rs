//! Every example of the specification's table (§13): verdict, error class,
//! counts, side to move and shape, for `View` and `Position` alike.

use sashite_feen::{Position, Side, View};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Row {
    id: String,
    input: String,
    valid: bool,
    squares: Option<u128>,
    board_pieces: Option<u128>,
    hand_pieces: Option<u128>,
    active: Option<String>,
    dims: Option<Vec<u128>>,
}

fn rows() -> Vec<Row> {
    serde_json::from_str(include_str!("data/feen.json")).expect("the vectors parse")
}

/// The class of every invalid row of the table (specification §13), as
/// its snake-case code; the empty string (F58, `FieldCount` in the table)
/// is `empty`, as in every other notation.
const CLASSES: &[(&str, &str)] = &[
    ("F58", "empty"),
    ("F59", "field_count"),
    ("F60", "field_count"),
    ("F61", "field_count"),
    ("F62", "field_count"),
    ("F63", "field_count"),
    ("F64", "field_count"),
    ("F65", "field_count"),
    ("F66", "invalid_style_token"),
    ("F67", "field_count"),
    ("F68", "non_ascii"),
    ("F69", "invalid_style_token"),
    ("F70", "placement_empty"),
    ("F71", "invalid_hands_delimiter"),
    ("F72", "invalid_style_turn_delimiter"),
    ("F73", "placement_starts_with_separator"),
    ("F74", "placement_ends_with_separator"),
    ("F75", "placement_starts_with_separator"),
    ("F76", "placement_ends_with_separator"),
    ("F77", "invalid_empty_count"),
    ("F78", "invalid_empty_count"),
    ("F79", "invalid_empty_count"),
    ("F80", "invalid_piece_token"),
    ("F81", "invalid_piece_token"),
    ("F82", "invalid_piece_token"),
    ("F83", "invalid_piece_token"),
    ("F84", "invalid_piece_token"),
    ("F85", "dimensional_coherence"),
    ("F86", "dimensional_coherence"),
    ("F87", "dimensional_coherence"),
    ("F88", "dimensional_coherence"),
    ("F89", "dimensional_coherence"),
    ("F90", "dimensional_coherence"),
    ("F91", "hand_not_aggregated"),
    ("F92", "hand_not_aggregated"),
    ("F93", "invalid_hand_count"),
    ("F94", "invalid_hand_count"),
    ("F95", "invalid_hand_count"),
    ("F96", "invalid_piece_token"),
    ("F97", "invalid_piece_token"),
    ("F98", "hand_not_canonical"),
    ("F99", "hand_not_canonical"),
    ("F100", "hand_not_canonical"),
    ("F101", "hand_not_canonical"),
    ("F102", "hand_not_canonical"),
    ("F103", "hand_not_canonical"),
    ("F104", "hand_not_canonical"),
    ("F105", "invalid_hands_delimiter"),
    ("F106", "invalid_hands_delimiter"),
    ("F107", "invalid_hands_delimiter"),
    ("F108", "styles_same_case"),
    ("F109", "styles_same_case"),
    ("F110", "invalid_style_turn_delimiter"),
    ("F111", "invalid_style_turn_delimiter"),
    ("F112", "invalid_style_token"),
    ("F113", "invalid_style_token"),
    ("F114", "invalid_style_token"),
    ("F115", "invalid_style_token"),
    ("F116", "invalid_style_token"),
    ("F117", "too_many_pieces"),
    ("F118", "too_many_pieces"),
    ("F119", "too_many_pieces"),
    ("F120", "too_many_pieces"),
    ("F121", "hand_not_canonical"),
    ("F122", "hand_not_canonical"),
    ("F123", "hand_not_canonical"),
    ("F124", "hand_not_canonical"),
];

#[track_caller]
fn check(id: &str) {
    let rows = rows();
    let row = rows
        .iter()
        .find(|row| row.id == id)
        .expect("the row exists");
    let input = row.input.as_str();
    let view = View::parse(input);
    let position = Position::parse(input);
    assert_eq!(
        view.is_ok(),
        row.valid,
        "{id}: View verdict on {input:?}: {view:?}"
    );
    assert_eq!(position.is_ok(), row.valid, "{id}: Position verdict");
    assert_eq!(sashite_feen::is_valid(input), row.valid, "{id}: is_valid");
    if let (Ok(view), Ok(position)) = (view, position) {
        assert_eq!(Some(view.square_count()), row.squares, "{id}: squares");
        assert_eq!(
            Some(view.board_piece_count()),
            row.board_pieces,
            "{id}: board pieces"
        );
        assert_eq!(
            Some(view.hand_piece_count()),
            row.hand_pieces,
            "{id}: hand pieces"
        );
        let active = match view.active_side() {
            Side::First => "first",
            Side::Second => "second",
        };
        assert_eq!(Some(active), row.active.as_deref(), "{id}: active side");
        assert_eq!(view.shape().map(|s| s.to_vec()), row.dims, "{id}: shape");
        assert_eq!(
            position.square_count(),
            view.square_count(),
            "{id}: Position squares"
        );
        assert_eq!(
            position.board_piece_count(),
            view.board_piece_count(),
            "{id}"
        );
        assert_eq!(position.hand_piece_count(), view.hand_piece_count(), "{id}");
        assert_eq!(position.active_side(), view.active_side(), "{id}");
        assert_eq!(
            position.shape().map(<[u128]>::to_vec),
            row.dims,
            "{id}: Position shape"
        );
        assert_eq!(position.to_string(), input, "{id}: round trip");
        assert_eq!(
            sashite_feen::normalize(input).as_deref(),
            Ok(input),
            "{id}: normalize"
        );
        let squares = u128::try_from(view.squares().take(1000).count()).expect("small");
        assert_eq!(
            squares,
            view.square_count().min(1000),
            "{id}: squares iterator"
        );
    } else {
        let err = View::parse(input).expect_err("invalid");
        let class = CLASSES
            .iter()
            .find(|(row, _)| *row == id)
            .map(|(_, class)| *class);
        assert_eq!(Some(err.code()), class, "{id}: class of {input:?}: {err}");
        assert_eq!(Position::parse(input).err(), Some(err), "{id}: same error");
        assert!(
            err.offset().map_or(input.is_empty(), |o| o <= input.len()),
            "{id}: offset (none only for the empty input)"
        );
        assert!(err.to_string().starts_with("invalid FEEN: "), "{id}");
    }
}

macro_rules! row {
    ($name:ident, $id:literal) => {
        #[test]
        fn $name() {
            check($id);
        }
    };
}

#[test]
fn every_row_is_covered() {
    assert_eq!(rows().len(), 124);
    assert_eq!(
        CLASSES.len(),
        rows().iter().filter(|row| !row.valid).count()
    );
}

row!(f1, "F1");
row!(f2, "F2");
row!(f3, "F3");
row!(f4, "F4");
row!(f5, "F5");
row!(f6, "F6");
row!(f7, "F7");
row!(f8, "F8");
row!(f9, "F9");
row!(f10, "F10");
row!(f11, "F11");
row!(f12, "F12");
row!(f13, "F13");
row!(f14, "F14");
row!(f15, "F15");
row!(f16, "F16");
row!(f17, "F17");
row!(f18, "F18");
row!(f19, "F19");
row!(f20, "F20");
row!(f21, "F21");
row!(f22, "F22");
row!(f23, "F23");
row!(f24, "F24");
row!(f25, "F25");
row!(f26, "F26");
row!(f27, "F27");
row!(f28, "F28");
row!(f29, "F29");
row!(f30, "F30");
row!(f31, "F31");
row!(f32, "F32");
row!(f33, "F33");
row!(f34, "F34");
row!(f35, "F35");
row!(f36, "F36");
row!(f37, "F37");
row!(f38, "F38");
row!(f39, "F39");
row!(f40, "F40");
row!(f41, "F41");
row!(f42, "F42");
row!(f43, "F43");
row!(f44, "F44");
row!(f45, "F45");
row!(f46, "F46");
row!(f47, "F47");
row!(f48, "F48");
row!(f49, "F49");
row!(f50, "F50");
row!(f51, "F51");
row!(f52, "F52");
row!(f53, "F53");
row!(f54, "F54");
row!(f55, "F55");
row!(f56, "F56");
row!(f57, "F57");
row!(f58, "F58");
row!(f59, "F59");
row!(f60, "F60");
row!(f61, "F61");
row!(f62, "F62");
row!(f63, "F63");
row!(f64, "F64");
row!(f65, "F65");
row!(f66, "F66");
row!(f67, "F67");
row!(f68, "F68");
row!(f69, "F69");
row!(f70, "F70");
row!(f71, "F71");
row!(f72, "F72");
row!(f73, "F73");
row!(f74, "F74");
row!(f75, "F75");
row!(f76, "F76");
row!(f77, "F77");
row!(f78, "F78");
row!(f79, "F79");
row!(f80, "F80");
row!(f81, "F81");
row!(f82, "F82");
row!(f83, "F83");
row!(f84, "F84");
row!(f85, "F85");
row!(f86, "F86");
row!(f87, "F87");
row!(f88, "F88");
row!(f89, "F89");
row!(f90, "F90");
row!(f91, "F91");
row!(f92, "F92");
row!(f93, "F93");
row!(f94, "F94");
row!(f95, "F95");
row!(f96, "F96");
row!(f97, "F97");
row!(f98, "F98");
row!(f99, "F99");
row!(f100, "F100");
row!(f101, "F101");
row!(f102, "F102");
row!(f103, "F103");
row!(f104, "F104");
row!(f105, "F105");
row!(f106, "F106");
row!(f107, "F107");
row!(f108, "F108");
row!(f109, "F109");
row!(f110, "F110");
row!(f111, "F111");
row!(f112, "F112");
row!(f113, "F113");
row!(f114, "F114");
row!(f115, "F115");
row!(f116, "F116");
row!(f117, "F117");
row!(f118, "F118");
row!(f119, "F119");
row!(f120, "F120");
row!(f121, "F121");
row!(f122, "F122");
row!(f123, "F123");
row!(f124, "F124");
