//! JSON rendering: one object per step and one per outcome, as `sudograph explain --format json`
//! prints them (JSON Lines; the schema is in `docs/formats.md`).
//!
//! Indices are the ones users see in machine output: cells 0-based row-major, houses rows
//! `0..n`, columns `n..2n`, boxes `2n..3n` (then extra houses), numbers `1..=n`.

use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

use crate::io::Candidates;
use crate::layout::{Cell, Number};

use super::explain::{Outcome, Rated};
use super::step::StepRef;
use super::text::solution;

/// A step of puzzle `puzzle` (0-based input index) numbered `step` (1-based), ready for serde:
///
/// ```json
/// {"puzzle":0,"step":1,"technique":"naked_pair","rating":3.0,"houses":[3],"cells":[28,32],
///  "numbers":[3,7],"eliminations":[[27,3],[35,3],[31,7]],"placements":[]}
/// ```
#[derive(Clone, Copy, Debug)]
pub struct StepRecord<'a> {
    /// The 0-based index of the input puzzle.
    pub puzzle: usize,
    /// The 1-based number of the step.
    pub step: usize,
    /// The step.
    pub inner: StepRef<'a>,
}

struct Pairs<'a>(&'a [(Cell, Number)]);

impl Serialize for Pairs<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|&(c, d)| [c.index(), d.value()]))
    }
}

impl Serialize for StepRecord<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let step = &self.inner;
        let mut out = s.serialize_struct("Step", 9)?;
        out.serialize_field("puzzle", &self.puzzle)?;
        out.serialize_field("step", &self.step)?;
        out.serialize_field("technique", step.technique.name())?;
        out.serialize_field("rating", &step.rating.value())?;
        let houses: Vec<usize> = step.houses.iter().map(|h| h.index()).collect();
        out.serialize_field("houses", &houses)?;
        let cells: Vec<usize> = step.cells.iter().map(|c| c.index()).collect();
        out.serialize_field("cells", &cells)?;
        let numbers: Vec<usize> = step.numbers.iter().map(|d| d.value()).collect();
        out.serialize_field("numbers", &numbers)?;
        out.serialize_field("eliminations", &Pairs(step.eliminations))?;
        out.serialize_field("placements", &Pairs(step.placements))?;
        out.end()
    }
}

/// How puzzle `puzzle`'s explanation ended, ready for serde:
///
/// ```json
/// {"puzzle":0,"result":"solved","rating":4.0,"level":"hard","steps":57,
///  "techniques":{"hidden_single":40,"naked_single":16,"hidden_triple":1},"state":"4839…"}
/// ```
///
/// `techniques` counts the steps of each technique used, in scale order. `state` (when given)
/// is the solution for `solved`, the pencilmarks for `stuck`; a contradiction adds
/// `contradiction` (what is impossible) and `after_step` (the step that exposed it, 0 for the
/// starting state).
#[derive(Clone, Copy, Debug)]
pub struct ResultRecord<'a> {
    /// The 0-based index of the input puzzle.
    pub puzzle: usize,
    /// The rating and outcome.
    pub rated: &'a Rated,
    /// The state reached, printed as `state` unless the outcome is a contradiction.
    pub state: Option<&'a Candidates>,
}

struct Techniques<'a>(&'a Rated);

impl Serialize for Techniques<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let counts = &self.0.counts;
        let mut map = s.serialize_map(Some(counts.iter().count()))?;
        for (t, n) in counts.iter() {
            map.serialize_entry(t.name(), &n)?;
        }
        map.end()
    }
}

impl Serialize for ResultRecord<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let rated = self.rated;
        let mut out = s.serialize_struct("Result", 9)?;
        out.serialize_field("puzzle", &self.puzzle)?;
        out.serialize_field("result", rated.outcome.ending().name())?;
        out.serialize_field("rating", &rated.rating.value())?;
        out.serialize_field("level", rated.level.name())?;
        out.serialize_field("steps", &rated.steps())?;
        out.serialize_field("techniques", &Techniques(rated))?;
        match (rated.outcome, self.state) {
            (
                Outcome::Contradiction {
                    contradiction,
                    after,
                },
                _,
            ) => {
                out.serialize_field("contradiction", &contradiction.to_string())?;
                out.serialize_field("after_step", &after)?;
            }
            (Outcome::Solved, Some(end)) => out.serialize_field("state", &solution(end))?,
            (Outcome::Stuck, Some(end)) => out.serialize_field("state", &end.to_string())?,
            (_, None) => {}
        }
        out.end()
    }
}
