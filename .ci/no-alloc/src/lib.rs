//! Uses every allocation-free entry point, so that the static library
//! links them without an allocator.
#![no_std]

/// Validates one string of each notation.
pub extern "C" fn sashite_check() -> bool {
    sashite_pin::is_valid("+K^")
        && sashite_epin::is_valid("+K^'")
        && sashite_sin::is_valid("C")
        && sashite_feen::is_valid("8/8/8/8/8/8/8/8 / C/c")
        && sashite_feen::View::parse("K^ / J/j").is_ok_and(|view| view.square_count() == 1)
        && sashite_protocol::Side::First.flip() == sashite_protocol::Side::Second
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    loop {}
}
