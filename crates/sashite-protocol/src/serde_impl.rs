//! `serde` support: every type as its written name.

use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Letter, Side, State};

impl Serialize for Side {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for State {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for Letter {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let buf = [self.to_ascii()];
        serializer.serialize_str(core::str::from_utf8(&buf).map_err(serde::ser::Error::custom)?)
    }
}

/// A visitor that accepts one string and maps it through a lookup.
struct NameVisitor<T> {
    expecting: &'static str,
    lookup: fn(&str) -> Option<T>,
}

impl<T> Visitor<'_> for NameVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        (self.lookup)(v).ok_or_else(|| de::Error::invalid_value(de::Unexpected::Str(v), &self))
    }
}

impl<'de> Deserialize<'de> for Side {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(NameVisitor {
            expecting: "a side, \"first\" or \"second\"",
            lookup: |s| Self::ALL.into_iter().find(|side| side.as_str() == s),
        })
    }
}

impl<'de> Deserialize<'de> for State {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(NameVisitor {
            expecting: "a state, \"normal\", \"enhanced\" or \"diminished\"",
            lookup: |s| Self::ALL.into_iter().find(|state| state.as_str() == s),
        })
    }
}

impl<'de> Deserialize<'de> for Letter {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(NameVisitor {
            expecting: "an uppercase ASCII letter",
            lookup: |s| match s.as_bytes() {
                [byte @ b'A'..=b'Z'] => Letter::from_ascii(*byte),
                _ => None,
            },
        })
    }
}
