//! JSON rendering: one object per step and one per outcome, as `sudograph explain --format json`
//! prints them (JSON Lines; the schema is in `docs/formats.md`).
//!
//! Indices are the ones users see in machine output: cells 0-based row-major, houses rows
//! `0..n`, columns `n..2n`, boxes `2n..3n` (then extra houses), numbers `1..=n`.

use serde::Serialize;

use crate::io::Candidates;
use crate::rules::Contradiction;

use super::outcome::{Counts, Outcome, Rated};
use super::scale::{Ending, Level, Rating};
use super::step::StepRef;
use super::text::solution;

/// A step of puzzle `puzzle` (0-based input index) numbered `step` (1-based), ready for serde:
///
/// ```json
/// {"puzzle":0,"step":1,"technique":"naked_pair","rating":3.0,"houses":[3],"cells":[28,32],
///  "numbers":[3,7],"eliminations":[[27,3],[35,3],[31,7]],"placements":[]}
/// ```
#[derive(Clone, Copy, Debug, Serialize)]
pub struct StepRecord<'a> {
    /// The 0-based index of the input puzzle.
    pub puzzle: usize,
    /// The 1-based number of the step.
    pub step: usize,
    /// The step, its fields inline.
    #[serde(flatten)]
    pub inner: StepRef<'a>,
}

/// How puzzle `puzzle`'s explanation ended, ready for serde:
///
/// ```json
/// {"puzzle":0,"result":"solved","rating":4.0,"level":"hard","steps":57,
///  "techniques":{"hidden_single":40,"naked_single":16,"hidden_triple":1},"state":"4839…"}
/// ```
///
/// `techniques` counts the steps of each technique used, in the order of `Technique::ALL`. `state` (when given)
/// is the solution for `solved`, the pencilmarks for `stuck` and `timeout`; a contradiction adds
/// `contradiction` (what is impossible) and `after_step` (the step that exposed it, 0 for the
/// starting state). `timeout` (the time limit passed first) has the level `unknown` and the
/// rating of the steps taken before it.
#[derive(Clone, Copy, Debug)]
pub struct ResultRecord<'a> {
    /// The 0-based index of the input puzzle.
    pub puzzle: usize,
    /// The rating and outcome.
    pub rated: &'a Rated,
    /// The state reached, printed as `state` unless the outcome is a contradiction.
    pub state: Option<&'a Candidates>,
}

/// The fields of a [`ResultRecord`], in their order.
#[derive(Serialize)]
struct Fields<'a> {
    puzzle: usize,
    result: Ending,
    rating: Rating,
    level: Level,
    steps: usize,
    techniques: &'a Counts,
    #[serde(skip_serializing_if = "Option::is_none")]
    contradiction: Option<Contradiction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    after_step: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<String>,
}

impl Serialize for ResultRecord<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let rated = self.rated;
        let (contradiction, after_step) = match rated.outcome {
            Outcome::Contradiction {
                contradiction,
                after,
            } => (Some(contradiction), Some(after)),
            _ => (None, None),
        };
        let state = match (rated.outcome, self.state) {
            (Outcome::Solved, Some(end)) => Some(solution(end)),
            (Outcome::Stuck | Outcome::Timeout, Some(end)) => Some(end.to_string()),
            _ => None,
        };
        Fields {
            puzzle: self.puzzle,
            result: rated.outcome.ending(),
            rating: rated.rating,
            level: rated.level,
            steps: rated.steps(),
            techniques: &rated.counts,
            contradiction,
            after_step,
            state,
        }
        .serialize(s)
    }
}
