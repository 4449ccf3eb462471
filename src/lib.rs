//! Solve, explain and inspect Sudoku puzzles of any box shape through one constraint graph.
//!
//! sudograph keeps one bipartite graph between cells and numbers: an edge (cell, number) means
//! the number can still go in the cell. Every house (row, column, box, or an extra region) reads
//! two maps off that graph, cell → numbers and number → cells. One generic *group rule* works on
//! those maps: k cells limited to k numbers (naked subsets) and, run on the transposed map,
//! k numbers limited to k cells (hidden subsets), for every k. The same rule on a number's places
//! (rows × columns) is a *fish* (X-Wing, Swordfish, …); *intersections*, a number confined to the
//! overlap of two houses, complete the rules. A task queue runs the rules to a fixpoint; [`search`]
//! backtracks over it to solve and count; [`trace`] replays the rules one step at a time,
//! simplest first, to explain, hint and rate, with an independent checker.
//!
//! ```
//! use sudograph::{Config, Engine, Puzzle};
//!
//! let puzzle: Puzzle =
//!     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".parse()?;
//! let mut engine = Engine::new(&puzzle);
//! engine.propagate(&Config::default())?;
//! assert!(engine.is_solved());
//! println!("{}", engine.to_puzzle());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # API themes
//!
//! - **Generic over the grid.** A [`BoxShape`] fixes the side n = rows × cols, from 4×4 up to
//!   64×64 (one machine word per house); a [`Layout`] adds extra houses for variants. Text
//!   formats cover every side, one character per value.
//! - **Indices are typed.** [`Cell`], [`Number`], [`House`] and [`Pos`] are `Copy` newtypes,
//!   0-based inside; numbers are 1-based and cells `r1c1` wherever users read them. Sets of
//!   numbers and of positions are different types ([`NumberSet`], [`PosSet`]).
//! - **What can fail.** Text that is no grid gives a [`ParseError`] with line, column and what
//!   was expected; a state with no solution gives a [`Contradiction`] that travels with `?`.
//!   Nothing panics on user input.
//! - **Determinism.** The same input gives the same fixpoint, the same events in the same order,
//!   and the same bytes of output.
//! - **Cost.** Propagation allocates nothing per removal; observers are generic, so an engine
//!   without one pays nothing for events.

pub mod graph;
pub mod io;
pub mod layout;
pub mod propagate;
pub mod render;
pub mod rules;
pub mod search;
#[cfg(feature = "serde")]
mod serialize;
#[cfg(feature = "proptest")]
pub mod testing;
pub mod trace;

pub use io::{Candidates, Grid, Origin, ParseError, ParseErrorKind, Puzzle};
pub use layout::{
    BoxShape, Cell, House, HouseKind, Layout, LayoutError, Number, NumberSet, Pos, PosSet,
};
pub use propagate::{Engine, NoObserver, Observer, Recorder, SizeMismatch, Stats};
pub use rules::custom::{CustomContext, CustomRule, RegisterError, RuleId, Slice};
pub use rules::{
    Config, Contradiction, ContradictionKind, HouseList, JobOrder, Reason, Rules, Scope,
    UnknownRule,
};
pub use search::{Outcome, Solver};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
pub use trace::{Explainer, Step, Technique};
