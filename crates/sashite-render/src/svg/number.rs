//! Coordinates written with integer arithmetic: `{:.1}` on an `f64` pulls
//! core's float formatting (Grisu and Dragon4, about 20 KB of WebAssembly)
//! into every program that draws a picture.

use core::fmt;

/// A coordinate with at most one decimal (`12`, `12.5`, `-0.3`), or as
/// many as a precision asks (`{:.0}` whole pixels, `{:.5}` a scale factor),
/// without trailing zeros.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Num(pub(crate) f64);

impl fmt::Display for Num {
    /// Rounds half away from zero; writes `0` for what rounds to zero, and
    /// for values no picture has (not finite, or beyond 10^12).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = self.0;
        let decimals = u32::try_from(f.precision().unwrap_or(1)).map_or(5, |p| p.min(5));
        let unit = 10_u64.pow(decimals);
        // Pictures are a few thousand pixels wide: far below 10^12 units.
        #[allow(clippy::cast_precision_loss)]
        let scaled = value.abs() * unit as f64 + 0.5;
        // Below one unit it rounds to zero; NaN and the infinite are out of
        // range too.
        if !(1.0..1e17).contains(&scaled) {
            return f.write_str("0");
        }
        // In range and positive: the cast truncates, which rounds after the
        // half added above.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let units = scaled as u64;
        if value < 0.0 {
            f.write_str("-")?;
        }
        write!(f, "{}", units / unit)?;
        let (mut fraction, mut width) = (units % unit, decimals as usize);
        if fraction == 0 {
            return Ok(());
        }
        while fraction % 10 == 0 {
            fraction /= 10;
            width -= 1;
        }
        write!(f, ".{fraction:0width$}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;

    #[test]
    fn one_decimal_without_trailing_zeros() {
        assert_eq!(format!("{}", Num(12.0)), "12");
        assert_eq!(format!("{}", Num(12.5)), "12.5");
        assert_eq!(format!("{}", Num(12.46)), "12.5");
        assert_eq!(format!("{}", Num(12.44)), "12.4");
        assert_eq!(format!("{}", Num(-3.25)), "-3.3");
        assert_eq!(format!("{}", Num(-0.01)), "0");
        assert_eq!(format!("{}", Num(0.0)), "0");
        assert_eq!(format!("{}", Num(f64::NAN)), "0");
    }

    #[test]
    fn whole_and_exact() {
        assert_eq!(format!("{:.0}", Num(478.5)), "479");
        assert_eq!(format!("{:.5}", Num(0.019_55)), "0.01955");
        assert_eq!(format!("{:.5}", Num(0.04)), "0.04");
        assert_eq!(format!("{:.5}", Num(0.000_001)), "0");
    }

    #[test]
    fn agrees_with_core_formatting() {
        for tenths in -20_000_i32..20_000 {
            let value = f64::from(tenths) / 10.0 + 0.03;
            let core = format!("{value:.1}");
            let core = core.strip_suffix(".0").unwrap_or(&core);
            let core = if core == "-0" { "0" } else { core };
            assert_eq!(format!("{}", Num(value)), core, "{value}");
        }
    }
}
