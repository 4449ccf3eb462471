//! Puzzle generation: a random solved grid, then givens removed while the solution stays unique.

use crate::io::{Candidates, Puzzle};
use crate::layout::{BoxShape, Cell, Number};

use super::limits::{LimitReached, Limits};
use super::solver::Solver;

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
    remove_givens(
        solution,
        min_givens,
        limits,
        rng,
        |puzzle, cell, solution| unique_without(puzzle, cell, solution, limits) == Some(true),
    )
}

/// Whether `puzzle`, `solution` less some givens, still has `solution` as its only solution
/// once its given at `cell` is taken out too (`cell` is empty in `puzzle`), knowing that it had
/// before; `None` when `limits` stop the search before it can tell.
///
/// `solution` is the only solution of `puzzle` with its number at `cell`, so `puzzle` has no
/// other exactly when, with that number also taken out of `cell`'s candidates, it has no
/// solution at all: one search that stops at the first solution it finds, rather than one that
/// finds `solution` again and then proves there is no other. The search with learning leans its
/// guesses towards `solution` ([`Solver::with_hint`]): most of it still fits any other.
pub(crate) fn unique_without(
    puzzle: &Puzzle,
    cell: Cell,
    solution: &Puzzle,
    limits: &Limits,
) -> Option<bool> {
    let start = excluding(puzzle, cell, solution);
    let solver = Solver::from_candidates(&start).with_limits(limits.clone());
    finds_none(&solver.with_hint(solution.clone()))
}

/// The candidates of `puzzle` with `solution`'s number at `cell` taken out of `cell`'s (all
/// the others, `cell` being empty in `puzzle`).
pub(crate) fn excluding(puzzle: &Puzzle, cell: Cell, solution: &Puzzle) -> Candidates {
    let mut candidates = Candidates::from(puzzle);
    let mut left = candidates.get(cell);
    if let Some(value) = solution.get(cell) {
        left.remove(value);
    }
    candidates.set(cell, left);
    candidates
}

/// Whether `solver` finds no solution: `Some(true)` when its search ends without one,
/// `Some(false)` at the first it finds, `None` when a limit stops it before either.
pub(crate) fn finds_none(solver: &Solver) -> Option<bool> {
    let mut solutions = solver.solutions();
    match solutions.next() {
        Some(_) => Some(false),
        None => solutions.limit().is_none().then_some(true),
    }
}

/// Removes givens from `solution` in random order, each kept out only if `unique` says the
/// puzzle without it still has one solution (given the puzzle, the cell whose given was taken
/// out, and `solution`), until `min_givens` remain, every cell was tried, or `limits`' deadline
/// or cancellation flag stops it.
pub(crate) fn remove_givens(
    solution: Puzzle,
    min_givens: usize,
    limits: &Limits,
    rng: &mut Rng,
    unique: impl Fn(&Puzzle, Cell, &Puzzle) -> bool,
) -> Puzzle {
    let cells = solution.cells().len();
    let mut puzzle = solution.clone();
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
        if unique(&puzzle, cell, &solution) {
            givens -= 1;
        } else {
            puzzle.set(cell, value);
        }
    }
    puzzle
}

/// Each given of `puzzle` taken out in turn: its cell, and the puzzle without it.
#[cfg(test)]
pub(crate) fn without_each_given(puzzle: &Puzzle) -> impl Iterator<Item = (Cell, Puzzle)> + '_ {
    (0..puzzle.cells().len()).filter_map(|c| {
        let cell = Cell::new(c);
        puzzle.get(cell)?;
        let mut without = puzzle.clone();
        without.set(cell, None);
        Some((cell, without))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Engine;
    use crate::search::{Learning, Outcome};

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

    /// The check that keeps a given out agrees with the full search for uniqueness (one that
    /// finds the solution and then looks for a second): every given of generated puzzles,
    /// minimal and not, taken out in turn, on several shapes; the check's search with learning
    /// (leaning towards the solution) too.
    #[test]
    fn the_check_without_a_given_agrees_with_a_search_for_two_solutions() {
        let (mut unique, mut several) = (0, 0);
        let limits = Limits::default();
        let shapes = [
            (2, 2, 1),
            (2, 3, 2),
            (3, 3, 3),
            (3, 3, 4),
            (3, 3, 5),
            (3, 4, 6),
            (4, 4, 7),
        ];
        for (r, c, seed) in shapes {
            let shape = BoxShape::new(r, c).unwrap();
            for min_givens in [0, shape.cells() / 2] {
                let mut rng = Rng::new(seed);
                let solution = solved_grid(shape, &mut rng.clone());
                let puzzle = generate_within(shape, min_givens, &limits, &mut rng);
                for (cell, without) in without_each_given(&puzzle) {
                    let c = cell.index();
                    let expected =
                        Solver::new(&without).solve() == Outcome::Unique(solution.clone());
                    let got = unique_without(&without, cell, &solution, &limits);
                    assert_eq!(got, Some(expected), "{shape} cell {c}: {without}");
                    let learning = Solver::from_candidates(&excluding(&without, cell, &solution))
                        .with_learning(Learning::Always)
                        .with_hint(solution.clone());
                    assert_eq!(finds_none(&learning), Some(expected), "{shape} cell {c}");
                    *if expected { &mut unique } else { &mut several } += 1;
                }
            }
        }
        assert!(
            unique > 50 && several > 50,
            "{unique} unique, {several} not"
        );
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        let shape = BoxShape::new(2, 2).unwrap();
        let a = generate(shape, 0, 1000, &mut Rng::new(11));
        let b = generate(shape, 0, 1000, &mut Rng::new(11));
        assert_eq!(a, b);
    }
}
