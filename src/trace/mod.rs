//! Explanations: solving like a person, one step at a time, simplest first, with hints, ratings
//! and an independent checker.
//!
//! An [`Explainer`] starts from a puzzle or a pencilmark state and, at each state, applies the
//! easiest [`Step`] available on the difficulty [`scale`]: full houses and hidden singles,
//! naked singles, pointing and claiming, then naked and hidden subsets and fish (X-Wing,
//! Swordfish, …), chains (Skyscraper, XY-Wing, AIC, …), bent-set wings, Unique Rectangles and
//! forcing chains by growing rating, brute force as the last resort. A step
//! names its [`Technique`], the houses, cells and numbers of its pattern, the candidates it
//! eliminates and the values it places. The explanation ends when the puzzle is solved, when no
//! technique applies (stuck: the puzzle needs search, has several solutions or none, as its level
//! says), when a step
//! exposes a contradiction, or when the time limit it was given passes ([`Outcome`]).
//!
//! - [`Explainer`] is an iterator of steps; [`Explainer::hint`] gives the next step only;
//!   [`Explainer::rate`] gives the rating (the hardest step on the path), the [`Level`] and the
//!   steps of each technique; [`Explainer::explain`] records a [`Trace`].
//! - [`verify`] replays steps from a starting state with code of its own, sharing nothing with
//!   the rules that found them, and rejects any step whose pattern does not hold or whose
//!   eliminations and placements do not follow from it.
//! - [`Step::display`] prints a step the way people write it, `json` (feature `serde`) as JSON
//!   Lines records.
//!
//! # Steps and placements
//!
//! Only singles and Template Set place values: a full house, a hidden single or a naked single
//! sets one cell, removing its other candidates and (with naked singles on) its number from the
//! cell's peers, all listed among the step's eliminations; a Template Set (family `templates`)
//! sets its number in several cells, with the same eliminations for each. A subset, a fish or an
//! intersection only eliminates; a cell it leaves with one candidate is placed by a later single
//! step, rated as such.
//!
//! # Which view of a subset
//!
//! In a house, k cells holding only k numbers (naked) are the same group as the other open
//! cells' numbers confined to those cells (hidden, of the complementary size). The step reported
//! is the view that rates lower, of the smallest group that justifies the eliminations: the
//! enumeration finds groups by growing size on both sides, the matching pass the smallest group
//! behind each elimination.

mod explain;
mod find;
mod found;
#[cfg(feature = "serde")]
pub mod json;
mod list;
mod node;
mod outcome;
mod recorded;
pub mod scale;
mod singles;
mod step;
mod techniques;
#[cfg(test)]
mod tests;
mod text;
mod unique;
mod verify;

pub use explain::{Explainer, starting_candidates};
pub use list::{DEFAULT_MAX_STEPS, ListOptions, StepList};
pub use node::{Link, MAX_GROUP, Node, chains};
pub use outcome::{Counts, Ending, Hint, Outcome, Rated};
pub use recorded::Trace;
pub use scale::{Level, Rating, rating};
pub use step::{
    Literal, MAX_SET, PatternSet, Proof, Refutation, SharedProof, Step, StepRef, Technique,
    UnknownTechnique, literal,
};
pub use text::{outcome_block, outcome_line};
pub use verify::{Checker, Problem, Rejection, verify, verify_puzzle};
