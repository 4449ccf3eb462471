//! What a picture shows: each cell's value or candidates, and the step drawn on the state.

use crate::io::{Candidates, Puzzle};
use crate::layout::{Cell, IndexVec, Layout, Number, NumberSet};
use crate::trace::{StepRef, Trace};

/// How a cell's value came to be, which decides its colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Origin {
    /// A given of the puzzle (or a cell already settled in a pencilmark state).
    Given,
    /// Placed by a step, or settled by propagation.
    Placed,
}

/// One cell of a picture: a value, or the candidates left.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Shown {
    /// A value, drawn large.
    Value(Number, Origin),
    /// Candidates, drawn small, each in its place of the cell.
    Candidates(NumberSet),
}

/// A state ready to draw: every cell's value or candidates on a layout, and optionally the step
/// taken at that state.
///
/// # Examples
///
/// ```
/// use sudograph::render::{Scene, Shown};
/// use sudograph::{Candidates, Cell, Layout, Puzzle};
///
/// let puzzle: Puzzle = "12.4............".parse()?;
/// let layout = Layout::new(puzzle.shape());
/// let scene = Scene::new(&layout, &Candidates::from(&puzzle)).with_givens(&puzzle);
/// assert!(matches!(scene.cell(Cell::new(0)), Shown::Value(..)));
/// assert!(matches!(scene.cell(Cell::new(2)), Shown::Candidates(set) if set.len() == 4));
/// let svg = sudograph::render::svg::document(&scene);
/// assert!(svg.starts_with("<svg"));
/// # Ok::<(), sudograph::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    layout: &'a Layout,
    cells: IndexVec<Cell, Shown>,
    step: Option<StepRef<'a>>,
}

impl<'a> Scene<'a> {
    /// The state `candidates` on `layout`: a cell with one candidate shows it as a placed
    /// value, any other its candidates.
    pub fn new(layout: &'a Layout, candidates: &Candidates) -> Scene<'a> {
        let cells = candidates
            .cells()
            .iter()
            .map(|&set| match single(set) {
                Some(d) => Shown::Value(d, Origin::Placed),
                None => Shown::Candidates(set),
            })
            .collect();
        Scene {
            layout,
            cells: IndexVec::from_vec(cells),
            step: None,
        }
    }

    /// The starting state of an explanation, as [`Scene::at_step`] draws it before step 1: the
    /// givens of `puzzle` (or without one, the cells `start` has settled) large, every other
    /// cell's candidates small, even a cell left with one.
    pub fn starting(layout: &'a Layout, start: &Candidates, puzzle: Option<&Puzzle>) -> Scene<'a> {
        Scene {
            layout,
            cells: IndexVec::from_vec(starting_values(start, puzzle)),
            step: None,
        }
    }

    /// Marks the givens of `puzzle` as givens (cells of another shape are left alone).
    pub fn with_givens(mut self, puzzle: &Puzzle) -> Scene<'a> {
        for (c, given) in puzzle.cells().iter().enumerate() {
            if let (Some(d), true) = (given, c < self.cells.len()) {
                self.cells[Cell::new(c)] = Shown::Value(*d, Origin::Given);
            }
        }
        self
    }

    /// Draws `step` on the state.
    pub fn with_step(mut self, step: StepRef<'a>) -> Scene<'a> {
        self.step = Some(step);
        self
    }

    /// The state just before step `index` (0-based) of `trace`, with that step drawn on it;
    /// `index == trace.len()` gives the state reached, with no step.
    ///
    /// Only givens and the values steps placed are drawn large: a cell left with one candidate
    /// by an elimination shows it small until a single places it. Givens are those of `puzzle`,
    /// or without one, the cells the starting state had settled. Returns `None` when `index` is
    /// past the end.
    pub fn at_step(trace: &'a Trace, puzzle: Option<&Puzzle>, index: usize) -> Option<Scene<'a>> {
        let cands = trace.state_at(index)?;
        let layout: &'a Layout = trace.layout();
        let mut cells: Vec<Shown> = starting_values(trace.start(), puzzle);
        for step in trace.steps().take(index) {
            for &(c, d) in step.placements {
                cells[c.index()] = Shown::Value(d, Origin::Placed);
            }
        }
        for (c, shown) in cells.iter_mut().enumerate() {
            if let Shown::Candidates(_) = shown {
                *shown = Shown::Candidates(cands.get(Cell::new(c)));
            }
        }
        Some(Scene {
            layout,
            cells: IndexVec::from_vec(cells),
            step: trace.step(index),
        })
    }

    /// The layout.
    pub fn layout(&self) -> &'a Layout {
        self.layout
    }

    /// What `cell` shows.
    pub fn cell(&self, cell: Cell) -> Shown {
        self.cells[cell]
    }

    /// Every cell, in cell order.
    pub fn cells(&self) -> &[Shown] {
        self.cells.as_slice()
    }

    /// The step drawn, if any.
    pub fn step(&self) -> Option<StepRef<'a>> {
        self.step
    }
}

/// The number of a set of one.
fn single(set: NumberSet) -> Option<Number> {
    let mut it = set.iter();
    match (it.next(), it.next()) {
        (Some(d), None) => Some(d),
        _ => None,
    }
}

/// The cells of a trace's starting state: the givens of `puzzle` (or without one, the settled
/// cells) as given values, every other cell its candidates.
fn starting_values(start: &Candidates, puzzle: Option<&Puzzle>) -> Vec<Shown> {
    start
        .cells()
        .iter()
        .enumerate()
        .map(|(c, &set)| {
            let given = match puzzle {
                Some(p) => p.cells().get(c).copied().flatten(),
                None => single(set),
            };
            match given {
                Some(d) => Shown::Value(d, Origin::Given),
                None => Shown::Candidates(set),
            }
        })
        .collect()
}
