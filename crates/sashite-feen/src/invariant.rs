//! Values that an invariant of the caller guarantees.

/// The value an invariant of the caller guarantees is `Some`: a broken
/// invariant panics in debug builds (a bug to find, at the caller's line),
/// and gives `T::default()` in release builds (no panic on any input).
#[track_caller]
#[inline]
pub(crate) fn expected<T: Default>(value: Option<T>) -> T {
    debug_assert!(value.is_some(), "a broken invariant");
    value.unwrap_or_default()
}
