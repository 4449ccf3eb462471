//! Property testing for rule engines (feature `proptest`): strategies for random puzzles and
//! candidate states of any box shape, and the soundness checks the crate's own tests make.
//!
//! A rule of your own ([`CustomRule`](crate::CustomRule)) is trusted when, on random states,
//! propagation with it keeps every value of the solution ([`check_sound`]), reaches the same
//! fixpoint whatever the job order ([`check_order_independent`]) and never keeps more when it
//! starts from less ([`check_monotone`]). [`check_rule`] makes all three:
//!
//! ```
//! use proptest::prelude::*;
//! use sudograph::testing::{check_rule, shapes, sound_state};
//! use sudograph::Config;
//!
//! proptest! {
//!     #![proptest_config(ProptestConfig::with_cases(16))]
//!     // #[test] in a test module
//!     fn the_default_rules_are_sound(state in shapes().prop_flat_map(sound_state), seed: u64) {
//!         check_rule(&state, &Config::default(), seed)?;
//!     }
//! }
//! # the_default_rules_are_sound();
//! ```
//!
//! The states are drawn from a random solved grid: a share of its cells given, false candidates
//! removed at random, and subsets planted in houses so that patterns of every size show up
//! ([`sound_state`]); [`wild_state`] also removes true candidates, so that contradictions show
//! up. Cells and numbers are plain indices (row-major cells, 0-based numbers), and the geometry
//! here is plain index math, independent of the library's [`Layout`](crate::Layout).

mod checks;
mod configs;
mod grids;

pub use checks::{check_monotone, check_order_independent, check_rule, check_sound, fixpoint};
pub use configs::{config, max_size, order, rules};
pub use grids::{
    Drawn, Plant, Solution, State, base_grid, drawn, drawn_with, extra_houses, extra_picks, plant,
    solved_grid, sound_state, wild_state,
};

use proptest::prelude::*;

use crate::BoxShape;

/// The box shapes of the small grids: 2×2, 2×3, 3×2 and 3×3.
pub fn shapes() -> impl Strategy<Value = BoxShape> {
    let shape = |r, c| BoxShape::new(r, c).expect("a valid shape");
    prop_oneof![
        Just(shape(2, 2)),
        Just(shape(2, 3)),
        Just(shape(3, 2)),
        Just(shape(3, 3))
    ]
}

/// The cells of every house of a grid of `shape`, as row-major cell indices: rows, then
/// columns, then boxes (band by band, left to right), as the library numbers them.
pub fn houses_of(shape: BoxShape) -> Vec<Vec<usize>> {
    let (rows, cols, n) = (shape.rows(), shape.cols(), shape.side());
    let mut houses = Vec::with_capacity(3 * n);
    for r in 0..n {
        houses.push((0..n).map(|c| r * n + c).collect());
    }
    for c in 0..n {
        houses.push((0..n).map(|r| r * n + c).collect());
    }
    // A band is `rows` grid rows (there are `cols` bands); a stack is `cols` grid columns.
    for band in 0..cols {
        for stack in 0..rows {
            let mut cells = Vec::with_capacity(n);
            for i in 0..rows {
                for j in 0..cols {
                    cells.push((band * rows + i) * n + stack * cols + j);
                }
            }
            houses.push(cells);
        }
    }
    houses
}
