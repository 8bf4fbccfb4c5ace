//! `serde` support: a position is its canonical FEEN string; a view
//! serializes the same way (it borrows, so it does not deserialize).

use serde::{Serialize, Serializer};

use crate::View;

impl Serialize for View<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// The owned half, behind `alloc` as [`Position`](crate::Position) is.
#[cfg(feature = "alloc")]
mod owned {
    use core::fmt;

    use serde::de::{self, Deserialize, Deserializer, Visitor};
    use serde::{Serialize, Serializer};

    use crate::position::Position;

    impl Serialize for Position {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_str(self)
        }
    }

    impl<'de> Deserialize<'de> for Position {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(PositionVisitor)
        }
    }

    struct PositionVisitor;

    impl Visitor<'_> for PositionVisitor {
        type Value = Position;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a FEEN string")
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<Position, E> {
            Position::parse(v).map_err(E::custom)
        }
    }
}
