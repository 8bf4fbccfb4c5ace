//! A position keeps the limits it was read with: its edits refuse a string
//! longer than those accept, not the default 16 MiB. (A limit below the
//! default shows it cheaply; one above it, 16 MiB of text in a debug
//! build, took 20 s.)

use sashite_feen::{EncodeError, Limits, Position, Side};

fn piece(token: &str) -> sashite_epin::Identifier {
    token.parse().expect("valid EPIN")
}

#[test]
fn edits_are_refused_at_a_smaller_limit_than_the_default() {
    // "K^1 / C/c": 9 bytes.
    let limits = Limits::DEFAULT.with_max_bytes(9);
    let position = Position::parse_with("3 / C/c", &limits).expect("valid");
    assert_eq!(position.max_bytes(), 9);
    let placed = position.place(0, piece("K^")).expect("9 bytes");
    assert_eq!(placed.to_string(), "K^2 / C/c");
    assert_eq!(placed.max_bytes(), 9);
    // "K^1K^ / C/c": 11 bytes; "K^2 P/ C/c": 10.
    let too_long = |len| Err(EncodeError::TooLong { len, max: 9 });
    assert_eq!(placed.place(2, piece("K^")), too_long(11));
    assert_eq!(placed.place_at(&[2], piece("K^")), too_long(11));
    assert_eq!(placed.board_diff([(2, Some(piece("K^")))]), too_long(11));
    assert_eq!(placed.add_to_hand(Side::First, piece("P"), 1), too_long(10));
    // The same edit under the default limits, and a removal under these.
    let default = Position::parse("K^2 / C/c").expect("valid");
    assert_eq!(default.max_bytes(), Limits::DEFAULT.max_bytes());
    assert!(default.place(2, piece("K^")).is_ok());
    assert_eq!(placed.remove(0).map(|p| p.max_bytes()), Ok(9));
    // Limits are not part of the value.
    assert_eq!(placed, Position::parse("K^2 / C/c").expect("valid"));
}

#[test]
fn a_built_position_keeps_the_limits_it_was_built_with() {
    let king = piece("K^");
    // "K^2 / C/c": 9 bytes; "K^1K^ / C/c": 11.
    let limits = Limits::DEFAULT.with_max_bytes(9);
    let built = Position::builder_with(&[3], &limits)
        .expect("7 bytes")
        .piece(&[0], king)
        .build()
        .expect("9 bytes");
    assert_eq!(built.to_string(), "K^2 / C/c");
    assert_eq!(built.max_bytes(), 9);
    let too_long = |len| Err(EncodeError::TooLong { len, max: 9 });
    assert_eq!(built.place(2, king), too_long(11));
    assert_eq!(built.add_to_hand(Side::First, piece("P"), 1), too_long(10));
    // The builder's own edits, its hands and the empty board are checked too.
    let builder = || Position::builder_with(&[3], &limits).expect("7 bytes");
    assert_eq!(
        builder().piece(&[0], king).piece(&[2], king).build(),
        too_long(11)
    );
    // "3 /+K^' C/c": 11 bytes.
    assert_eq!(
        builder().hand(Side::Second, piece("+K^'"), 1).build(),
        too_long(11)
    );
    assert_eq!(
        Position::builder_with(&[3], &Limits::DEFAULT.with_max_bytes(6)).map(|_| ()),
        Err(EncodeError::TooLong { len: 7, max: 6 })
    );
    // Without limits, the default ones; equal values whatever the limits.
    let default = Position::builder(&[3])
        .expect("fine")
        .piece(&[0], king)
        .build();
    assert_eq!(
        default.as_ref().map(Position::max_bytes),
        Ok(Limits::DEFAULT.max_bytes())
    );
    assert_eq!(default, Ok(built));
}
