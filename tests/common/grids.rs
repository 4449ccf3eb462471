//! Random solved grids and the puzzles and candidate states drawn from them: the library's
//! public strategies (`sudograph::testing`, feature `proptest`), and plain masks.

use sudograph::{BoxShape, Candidates, Cell, NumberSet};

#[allow(unused_imports, reason = "each test binary uses its own part")]
pub use sudograph::testing::{
    Drawn, Solution, State, base_grid, drawn, drawn_with, extra_houses, extra_picks, plant,
    solved_grid, sound_state, wild_state,
};

/// The candidates of a state as plain bit masks, one per cell.
pub fn masks(c: &Candidates) -> Vec<u64> {
    c.cells().iter().map(|s| s.bits()).collect()
}

/// Plain bit masks back as pencilmarks.
pub fn from_masks(shape: BoxShape, masks: &[u64]) -> Candidates {
    let mut c = Candidates::full(shape);
    for (i, &m) in masks.iter().enumerate() {
        c.set(Cell::new(i), NumberSet::from_bits(m));
    }
    c
}
