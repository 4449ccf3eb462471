//! How the public types serialize with serde (feature `serde`): as users read them.
//!
//! Cells, houses and positions are their 0-based indices (derived next to each type); numbers
//! are their 1-based values; sets of numbers or positions are lists; techniques, levels and
//! endings are their snake_case names; ratings are numbers (`3.4`); puzzles and pencilmark
//! states are their text, which reads back; a step is its fields ([`Step`](crate::trace::Step),
//! [`StepRef`](crate::trace::StepRef));
//! [`Counts`] is a map from technique name to steps. The JSON Lines records of
//! [`trace::json`](crate::trace::json) are built from these.

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::io::{Candidates, Puzzle};
use crate::layout::{Idx, Number, WordSet};
use crate::rules::Contradiction;
use crate::trace::{Counts, Ending, Level, Link, Node, Rating, Technique};

impl Serialize for Number {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(self.value() as u64)
    }
}

impl<T: Serialize + Idx> Serialize for WordSet<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl Serialize for Technique {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Rating {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.value())
    }
}

impl Serialize for Level {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Ending {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Counts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.iter().count()))?;
        for (technique, steps) in self.iter() {
            map.serialize_entry(technique.name(), &steps)?;
        }
        map.end()
    }
}

impl Serialize for Link {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Node {
    /// `{"number":5,"cells":[1],"link":"strong","on":true}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(4))?;
        map.serialize_entry("number", &self.number)?;
        map.serialize_entry("cells", self.cells())?;
        map.serialize_entry("link", &self.link)?;
        map.serialize_entry("on", &self.on)?;
        map.end()
    }
}

impl Serialize for crate::trace::PatternSet {
    /// `{"cells":[1,2],"numbers":[1,2,7]}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("cells", self.cells())?;
        map.serialize_entry("numbers", &self.numbers())?;
        map.end()
    }
}

impl Serialize for Puzzle {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl Serialize for Candidates {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl Serialize for Contradiction {
    /// What is impossible, and after what, as one sentence.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use crate::Puzzle;
    use crate::trace::{Explainer, Hint};

    /// A minimal serializer is not at hand without serde_json (a dev-dependency of the tests in
    /// `tests/`); here the derived shapes are checked through it.
    #[test]
    fn a_step_serializes_as_its_fields_in_the_users_terms() {
        let puzzle: Puzzle = ".2..3.....4..1..".parse().unwrap();
        let Hint::Step(step) = Explainer::new(&puzzle).hint() else {
            panic!("a step");
        };
        let json = serde_json::to_value(&step).unwrap();
        assert_eq!(json["technique"], step.technique.name());
        assert_eq!(json["rating"], step.rating.value());
        let cells: Vec<usize> = step.cells.iter().map(|c| c.index()).collect();
        assert_eq!(json["cells"], serde_json::json!(cells));
        let numbers: Vec<usize> = step.numbers.iter().map(|d| d.value()).collect();
        assert_eq!(json["numbers"], serde_json::json!(numbers));
        assert_eq!(serde_json::to_value(&puzzle).unwrap(), puzzle.to_string());
    }
}
