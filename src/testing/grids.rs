//! Random solved grids and the puzzles and candidate states drawn from them.

use proptest::collection::vec;
use proptest::prelude::*;

use crate::{BoxShape, Candidates, Cell, Number, Puzzle};

use super::houses_of;

/// A solved grid: 0-based numbers in row-major order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Solution {
    /// The box shape.
    pub shape: BoxShape,
    /// Each cell's number, 0-based, row-major.
    pub values: Vec<usize>,
}

impl Solution {
    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.shape.side()
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.values.len()
    }

    /// The true number of cell `cell`.
    pub fn number(&self, cell: usize) -> Number {
        Number::new(self.values[cell])
    }

    /// The puzzle whose givens are the cells where `given` is true.
    pub fn puzzle(&self, given: &[bool]) -> Puzzle {
        let mut p = Puzzle::empty(self.shape);
        for (c, &g) in given.iter().enumerate() {
            if g {
                p.set(Cell::new(c), Some(self.number(c)));
            }
        }
        p
    }
}

/// The canonical solved grid for `rows × cols` boxes: row r is shifted by `cols` per row inside
/// a band and by one per band.
pub fn base_grid(rows: usize, cols: usize) -> Vec<usize> {
    let n = rows * cols;
    (0..n * n)
        .map(|i| ((i / n % rows) * cols + i / n / rows + i % n) % n)
        .collect()
}

/// A random order of `0..n`.
fn permutation(n: usize) -> impl Strategy<Value = Vec<usize>> {
    Just((0..n).collect::<Vec<_>>()).prop_shuffle()
}

/// A random solved grid of `shape`: the base grid with its numbers relabelled, rows permuted
/// within bands, bands permuted, columns permuted within stacks and stacks permuted.
pub fn solved_grid(shape: BoxShape) -> impl Strategy<Value = Solution> {
    let (br, bc, n) = (shape.rows(), shape.cols(), shape.side());
    // `bc` bands of `br` rows; `br` stacks of `bc` columns.
    (
        permutation(n),
        vec(permutation(br), bc),
        permutation(bc),
        vec(permutation(bc), br),
        permutation(br),
    )
        .prop_map(
            move |(labels, rows_in_band, bands, cols_in_stack, stacks)| {
                let base = base_grid(br, bc);
                let row = |r: usize| bands[r / br] * br + rows_in_band[r / br][r % br];
                let col = |c: usize| stacks[c / bc] * bc + cols_in_stack[c / bc][c % bc];
                let values = (0..n * n)
                    .map(|i| labels[base[row(i / n) * n + col(i % n)]])
                    .collect();
                Solution { shape, values }
            },
        )
}

/// A solution and which of its cells are given (a random fraction of them).
#[derive(Clone, Debug)]
pub struct Drawn {
    /// The solved grid.
    pub solution: Solution,
    /// Whether each cell is given.
    pub given: Vec<bool>,
}

impl Drawn {
    /// The puzzle of the given cells.
    pub fn puzzle(&self) -> Puzzle {
        self.solution.puzzle(&self.given)
    }
}

/// A puzzle drawn from a random solved grid of `shape`, with a random share of givens.
pub fn drawn(shape: BoxShape) -> impl Strategy<Value = Drawn> {
    drawn_with(shape, 0.1..0.9)
}

/// A puzzle drawn from a random solved grid of `shape`, with a share of givens in `shares`.
pub fn drawn_with(shape: BoxShape, shares: std::ops::Range<f64>) -> impl Strategy<Value = Drawn> {
    (solved_grid(shape), shares).prop_flat_map(move |(solution, share)| {
        (
            Just(solution),
            vec(proptest::bool::weighted(share), shape.cells()),
        )
            .prop_map(|(solution, given)| Drawn { solution, given })
    })
}

/// A candidate state: a drawn puzzle with some more (cell, number) candidates removed.
#[derive(Clone, Debug)]
pub struct State {
    /// The puzzle and its solution.
    pub drawn: Drawn,
    /// The (cell, 0-based number) candidates removed from its pencilmarks.
    pub removed: Vec<(usize, usize)>,
}

impl State {
    /// The pencilmarks: givens as singles, then the removals.
    pub fn candidates(&self) -> Candidates {
        let mut c = Candidates::from(&self.drawn.puzzle());
        for &(cell, d) in &self.removed {
            let cell = Cell::new(cell);
            let mut set = c.get(cell);
            set.remove(Number::new(d));
            c.set(cell, set);
        }
        c
    }

    /// Whether the true solution is still in the state.
    pub fn is_sound(&self) -> bool {
        self.removed
            .iter()
            .all(|&(cell, d)| self.drawn.solution.values[cell] != d)
    }
}

/// A subset planted in a house of a solved grid: some cells of the house and their true
/// numbers, which form a group on both sides (so many cells hold so many numbers).
#[derive(Clone, Debug)]
pub struct Plant {
    /// The house, in the library's numbering.
    pub house: usize,
    /// Positions in the house.
    pub positions: Vec<usize>,
    /// Naked: the cells keep only (some of) the subset's numbers. Hidden: the numbers leave the
    /// other cells of the house.
    pub naked: bool,
    /// For a naked plant, which of the subset's numbers each cell keeps besides its own.
    pub keep: Vec<u64>,
}

impl Plant {
    /// The (cell, number) candidates the plant removes in its standard house; none is true.
    fn removals(&self, solution: &Solution) -> Vec<(usize, usize)> {
        self.removals_in(solution, &houses_of(solution.shape)[self.house])
    }

    /// The (cell, number) candidates the plant removes in `house` (positions past its end are
    /// left out); none of them is true.
    pub fn removals_in(&self, solution: &Solution, house: &[usize]) -> Vec<(usize, usize)> {
        let n = solution.side();
        let positions: Vec<usize> = self
            .positions
            .iter()
            .copied()
            .filter(|&p| p < house.len())
            .collect();
        let numbers = positions
            .iter()
            .fold(0u64, |acc, &p| acc | 1 << solution.values[house[p]]);
        let mut out = Vec::new();
        for (p, &c) in house.iter().enumerate() {
            let inside = positions.iter().position(|&q| q == p);
            let removed = match (self.naked, inside) {
                (true, Some(i)) => !(numbers & self.keep[i] | 1 << solution.values[c]),
                (false, None) => numbers,
                _ => 0,
            };
            out.extend((0..n).filter(|&d| removed >> d & 1 == 1).map(|d| (c, d)));
        }
        out
    }
}

/// A plant of 2 to n - 1 cells in a random house.
pub fn plant(shape: BoxShape) -> impl Strategy<Value = Plant> {
    let n = shape.side();
    (
        0..3 * n,
        proptest::sample::subsequence((0..n).collect::<Vec<_>>(), 2..n),
        any::<bool>(),
        vec(any::<u64>(), n),
    )
        .prop_map(|(house, positions, naked, keep)| Plant {
            house,
            positions,
            naked,
            keep,
        })
}

/// A drawn puzzle with few givens whose false candidates are each removed with a random
/// probability, and up to three subsets planted: the solution stays a solution, and subsets
/// of every size show up.
pub fn sound_state(shape: BoxShape) -> impl Strategy<Value = State> {
    let (cells, n) = (shape.cells(), shape.side());
    (
        drawn_with(shape, 0.0..0.5),
        0.0f64..0.6,
        vec(plant(shape), 0..=3),
    )
        .prop_flat_map(move |(drawn, share, plants)| {
            (
                Just(drawn),
                vec(proptest::bool::weighted(share), cells * n),
                Just(plants),
            )
                .prop_map(move |(drawn, drop, plants)| {
                    let mut removed: Vec<_> = (0..cells * n)
                        .filter(|&i| drop[i] && drawn.solution.values[i / n] != i % n)
                        .map(|i| (i / n, i % n))
                        .collect();
                    for plant in &plants {
                        removed.extend(plant.removals(&drawn.solution));
                    }
                    State { drawn, removed }
                })
        })
}

/// A sound state with up to `n` arbitrary candidates removed as well, true ones included: often
/// without solution.
pub fn wild_state(shape: BoxShape) -> impl Strategy<Value = State> {
    let n = shape.side();
    (sound_state(shape), vec((0..shape.cells(), 0..n), 0..=n)).prop_map(|(mut state, more)| {
        state.removed.extend(more);
        state
    })
}

/// Extra houses the solution satisfies: each picks distinct numbers and, for each, one of the
/// cells holding it. A house that picks every number is complete.
pub fn extra_houses(solution: &Solution, picks: &[(Vec<usize>, Vec<usize>)]) -> Vec<Vec<usize>> {
    let n = solution.side();
    picks
        .iter()
        .map(|(numbers, which)| {
            numbers
                .iter()
                .map(|&d| {
                    let holding: Vec<usize> = (0..solution.cells())
                        .filter(|&c| solution.values[c] == d)
                        .collect();
                    holding[which[d] % n]
                })
                .collect()
        })
        .collect()
}

/// Up to four extra houses' picks for [`extra_houses`]: some numbers (in random order) and,
/// for each number, which of its cells.
pub fn extra_picks(shape: BoxShape) -> impl Strategy<Value = Vec<(Vec<usize>, Vec<usize>)>> {
    let n = shape.side();
    let all: Vec<usize> = (0..n).collect();
    let numbers = prop_oneof![
        Just(all.clone()).prop_shuffle(),
        proptest::sample::subsequence(all, 1..n).prop_shuffle(),
    ];
    vec((numbers, vec(0..n, n)), 1..=4)
}
