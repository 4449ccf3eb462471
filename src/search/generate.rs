//! Puzzle generation: a random solved grid, then givens removed while the solution stays unique.

use crate::io::Puzzle;
use crate::layout::{BoxShape, Cell, Number};

use super::limits::{LimitReached, Limits};
use super::solver::{Outcome, Solver};

/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// puzzles on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound > 0`).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// A random solved grid of `shape`: the pattern grid relabelled, with rows shuffled inside
/// bands, bands shuffled, columns shuffled inside stacks and stacks shuffled.
pub fn solved_grid(shape: BoxShape, rng: &mut Rng) -> Puzzle {
    let (br, bc, n) = (shape.rows(), shape.cols(), shape.side());
    let mut labels: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut labels);
    let rows = shuffled_lines(br, bc, rng);
    let cols = shuffled_lines(bc, br, rng);
    let mut grid = Puzzle::empty(shape);
    for (r, &pr) in rows.iter().enumerate() {
        for (c, &pc) in cols.iter().enumerate() {
            let value = (bc * (pr % br) + pr / br + pc) % n;
            grid.set(Cell::new(r * n + c), Some(Number::new(labels[value])));
        }
    }
    grid
}

/// A permutation of `size * groups` lines that keeps each group of `size` lines together.
fn shuffled_lines(size: usize, groups: usize, rng: &mut Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..groups).collect();
    rng.shuffle(&mut order);
    let mut lines = Vec::with_capacity(size * groups);
    for g in order {
        let mut inside: Vec<usize> = (0..size).collect();
        rng.shuffle(&mut inside);
        lines.extend(inside.into_iter().map(|i| g * size + i));
    }
    lines
}

/// A puzzle of `shape` with a unique solution: givens are removed from a random solved grid in
/// random order, each kept out only if the solution stays unique, until `min_givens` remain or
/// every cell was tried. A uniqueness check that needs more than `max_nodes` search nodes counts
/// as "not known unique", so the given stays.
pub fn generate(shape: BoxShape, min_givens: usize, max_nodes: u64, rng: &mut Rng) -> Puzzle {
    let limits = Limits::default().with_max_nodes(max_nodes);
    generate_within(shape, min_givens, &limits, rng)
}

/// [`generate`] within `limits`: `max_nodes` bounds each uniqueness check as there, and the
/// deadline or the cancellation flag, once reached, stop removing givens: the puzzle returned
/// still has a unique solution, with the givens not yet tried kept. Without a deadline or a
/// flag, the same seed gives the same puzzle as [`generate`].
///
/// # Examples
///
/// ```
/// use std::time::Duration;
/// use sudograph::BoxShape;
/// use sudograph::search::{Limits, Rng, Solver, generate_within};
///
/// let limits = Limits::default().with_max_nodes(1_000).with_timeout(Duration::from_secs(5));
/// let puzzle = generate_within(BoxShape::CLASSIC, 0, &limits, &mut Rng::new(7));
/// assert_eq!(Solver::new(&puzzle).is_unique(), Ok(true));
/// ```
pub fn generate_within(
    shape: BoxShape,
    min_givens: usize,
    limits: &Limits,
    rng: &mut Rng,
) -> Puzzle {
    let solution = solved_grid(shape, rng);
    remove_givens(solution, min_givens, limits, rng, |puzzle| {
        matches!(
            Solver::new(puzzle).with_limits(limits.clone()).solve(),
            Outcome::Unique(_)
        )
    })
}

/// Removes givens from `solution` in random order, each kept out only if `unique` says the
/// puzzle without it still has one solution, until `min_givens` remain, every cell was tried,
/// or `limits`' deadline or cancellation flag stops it.
pub(crate) fn remove_givens(
    solution: Puzzle,
    min_givens: usize,
    limits: &Limits,
    rng: &mut Rng,
    unique: impl Fn(&Puzzle) -> bool,
) -> Puzzle {
    let cells = solution.cells().len();
    let mut puzzle = solution;
    let mut order: Vec<usize> = (0..cells).collect();
    rng.shuffle(&mut order);
    let mut givens = cells;
    for c in order {
        if givens <= min_givens || limits.check(0).is_some_and(|l| l != LimitReached::Nodes) {
            break;
        }
        let cell = Cell::new(c);
        let value = puzzle.get(cell);
        puzzle.set(cell, None);
        if unique(&puzzle) {
            givens -= 1;
        } else {
            puzzle.set(cell, value);
        }
    }
    puzzle
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Engine;

    #[test]
    fn solved_grids_are_valid_for_every_shape() {
        let mut rng = Rng::new(7);
        for (r, c) in [(2, 2), (2, 3), (3, 3), (3, 4), (4, 4), (5, 5)] {
            let shape = BoxShape::new(r, c).unwrap();
            let grid = solved_grid(shape, &mut rng);
            assert!(Engine::new(&grid).is_solved(), "{r}x{c}: {grid}");
        }
    }

    #[test]
    fn generated_puzzles_have_one_solution_the_grid_they_came_from() {
        let shape = BoxShape::new(2, 3).unwrap();
        let mut rng = Rng::new(3);
        let solution = solved_grid(shape, &mut rng.clone());
        let puzzle = generate(shape, 0, 10_000, &mut rng);
        assert!(puzzle.givens() < shape.cells() / 2, "{puzzle}");
        assert_eq!(Solver::new(&puzzle).solve(), Outcome::Unique(solution));
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        let shape = BoxShape::new(2, 2).unwrap();
        let a = generate(shape, 0, 1000, &mut Rng::new(11));
        let b = generate(shape, 0, 1000, &mut Rng::new(11));
        assert_eq!(a, b);
    }
}
