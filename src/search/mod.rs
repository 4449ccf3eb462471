//! Search: backtracking over the engine for solutions, counts and uniqueness, within limits.
//!
//! Each node of the search propagates with the search configuration (singles and intersections
//! by default; on X-Sudoku 16×16 grids naked and hidden pairs too), then branches on the most
//! constrained choice: the cell with the fewest candidates, or a number with the fewest places
//! in a house when that is fewer (on 25×25 grids, per weight of the houses, raised where
//! contradictions were found; on X-Sudoku 16×16 the diagonals first, `branch.rs`). Branching is
//! binary — place the number, or remove it — so the second branch propagates too. The search is
//! a loop over an explicit stack of saved states, so even the deepest 25×25 search cannot
//! overflow the call stack, and it stops at any [`Limits`] it is given. That loop is written
//! once (`dfs.rs`) over a small state trait (`space.rs`: propagate, choose, save and restore,
//! place, eliminate) that the engine and the digit planes below implement.
//!
//! Standard 9×9 and 16×16 grids searched with the default configuration and no observer of
//! changes run on a bit-parallel form of the same graph (one plane of cells per number:
//! `bands.rs`, `planes16.rs`) that visits exactly the same nodes several times faster; see
//! [`Solver::with_bit_parallel`].
//!
//! Grids of side 25 or more searched with no observer of changes learn from their
//! contradictions instead (`learn/`: nogoods traced back through the reasons of the removals,
//! restarts), and a depth-first search on a grid larger than 9×9 that goes 20,000 nodes without
//! a solution hands over to it (`running.rs`); see [`Solver::with_learning`].

mod band_rules;
mod bands;
mod branch;
mod dfs;
mod diagonals16;
mod generate;
mod lanes;
mod learn;
mod limits;
mod pairs16;
mod planes16;
mod rules16;
mod running;
mod solutions;
mod solver;
mod space;
mod variants;

pub use generate::{Rng, generate, generate_within, solved_grid};
pub(crate) use learn::{Refuted, refute};
pub use limits::{LimitReached, Limits};
pub use solutions::Solutions;
pub use solver::{Count, Learning, Outcome, Report, SearchStats, Solver, Stop};
pub use variants::{generate_on, generate_variant, random_regions, solved_grid_on};
