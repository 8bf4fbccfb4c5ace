//! `serde` support: a position is its canonical FEEN string; a view
//! serializes the same way (it borrows, so it does not deserialize).

#[cfg(feature = "alloc")]
use core::fmt;

#[cfg(feature = "alloc")]
use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::{Serialize, Serializer};

#[cfg(feature = "alloc")]
use crate::Position;
use crate::View;

#[cfg(feature = "alloc")]
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl Serialize for View<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[cfg(feature = "alloc")]
impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(PositionVisitor)
    }
}

#[cfg(feature = "alloc")]
struct PositionVisitor;

#[cfg(feature = "alloc")]
impl Visitor<'_> for PositionVisitor {
    type Value = Position;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a FEEN string")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Position, E> {
        Position::parse(v).map_err(E::custom)
    }
}
