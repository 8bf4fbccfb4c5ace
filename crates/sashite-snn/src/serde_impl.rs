//! `serde` support: a style is its canonical SNN string.

use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Style;

impl Serialize for Style {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Style {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(StyleVisitor)
    }
}

struct StyleVisitor;

impl Visitor<'_> for StyleVisitor {
    type Value = Style;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an SNN style name")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Style, E> {
        Style::parse(v).map_err(E::custom)
    }
}
