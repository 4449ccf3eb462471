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
use super::step::{Proof, StepRef};
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

/// A [`StepRecord`] whose certificate (a brute-force step's on a grid larger than 9×9), if
/// any, is written in full rather than by its size (`explain --format json --proofs`):
///
/// ```json
/// {…,"proof":{"refuted":1,"nogoods":2,"literals":3,
///  "refutations":[{"cell":40,"number":8,"nogoods":[[-1008],[1017,-1210]]}]}}
/// ```
///
/// A literal is `v + 1` for candidate `v = cell × side + number − 1` placed, `−(v + 1)` for it
/// removed (as in DIMACS); each nogood is a clause, one of its literals holds.
#[derive(Clone, Copy, Debug)]
pub struct FullStepRecord<'a>(pub StepRecord<'a>);

/// The fields of a [`FullStepRecord`].
#[derive(Serialize)]
struct FullFields<'a> {
    puzzle: usize,
    step: usize,
    #[serde(flatten)]
    inner: StepRef<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    proof: Option<FullProof<'a>>,
}

/// A proof with its nogoods.
struct FullProof<'a>(&'a Proof);

impl Serialize for FullProof<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let proof = self.0;
        let mut st = s.serialize_struct("Proof", 4)?;
        st.serialize_field("refuted", &proof.refutations.len())?;
        st.serialize_field("nogoods", &proof.nogoods())?;
        st.serialize_field("literals", &proof.literals())?;
        let refutations: Vec<FullRefutation<'_>> =
            proof.refutations.iter().map(FullRefutation).collect();
        st.serialize_field("refutations", &refutations)?;
        st.end()
    }
}

struct FullRefutation<'a>(&'a super::step::Refutation);

impl Serialize for FullRefutation<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let r = self.0;
        let mut st = s.serialize_struct("Refutation", 3)?;
        st.serialize_field("cell", &r.cell.index())?;
        st.serialize_field("number", &(r.number.index() + 1))?;
        let nogoods: Vec<Vec<i64>> = r
            .nogoods()
            .map(|c| c.iter().map(|&l| dimacs(l)).collect())
            .collect();
        st.serialize_field("nogoods", &nogoods)?;
        st.end()
    }
}

/// A literal as DIMACS writes it: `v + 1` placed, `−(v + 1)` removed.
pub fn dimacs(lit: super::step::Literal) -> i64 {
    let v = i64::from(lit >> 1) + 1;
    if lit & 1 == 0 { v } else { -v }
}

/// The literal of a DIMACS one ([`dimacs`]); `None` for 0 or one out of range.
pub fn from_dimacs(lit: i64) -> Option<super::step::Literal> {
    let v = u32::try_from(lit.unsigned_abs().checked_sub(1)?).ok()?;
    let code = v.checked_mul(2)?;
    Some(if lit > 0 { code } else { code + 1 })
}

impl Serialize for FullStepRecord<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let record = self.0;
        FullFields {
            puzzle: record.puzzle,
            step: record.step,
            inner: StepRef {
                proof: None,
                ..record.inner
            },
            proof: record.inner.proof.map(|p| FullProof(p)),
        }
        .serialize(s)
    }
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
