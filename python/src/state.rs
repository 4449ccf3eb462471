//! The graph view: a candidate state, its cells' candidates and every house's two maps.

use std::collections::BTreeMap;
use std::collections::BTreeSet;

use pyo3::prelude::*;
use sudograph::{Cell, Engine, House, HouseKind, Number, Rules};

use crate::errors;
use crate::input::{self, Failure};

/// A candidate state: the cell/number graph of a puzzle or pencilmark state, propagated or not.
/// `str()` is the pencilmark line `sudograph propagate` prints.
#[pyclass(module = "sudograph")]
pub struct State {
    engine: Engine,
}

/// One house and its two maps, read off the graph when asked.
#[pyclass(frozen, module = "sudograph")]
#[derive(Clone, Debug)]
pub struct HouseView {
    /// The house's index: rows, then columns, then boxes, then extra houses.
    #[pyo3(get)]
    index: usize,
    /// `row`, `column`, `box` or `extra`.
    #[pyo3(get)]
    kind: &'static str,
    /// The name people use: `row 4`, `box 2`.
    #[pyo3(get)]
    name: String,
    /// The house's cells (indices), in house order.
    #[pyo3(get)]
    cells: Vec<usize>,
    /// Cell → numbers: each cell's candidates.
    #[pyo3(get)]
    cell_to_numbers: BTreeMap<usize, BTreeSet<usize>>,
    /// Number → cells: where each number can still go (every number, with an empty list when
    /// it has no place).
    #[pyo3(get)]
    number_to_cells: BTreeMap<usize, Vec<usize>>,
}

#[pymethods]
impl HouseView {
    fn __repr__(&self) -> String {
        format!("House({}, {})", self.index, self.name)
    }
}

impl State {
    fn side(&self) -> usize {
        self.engine.layout().side()
    }

    /// A cell given as an index or an `r1c1` name.
    fn cell(&self, cell: &Bound<'_, PyAny>) -> PyResult<Cell> {
        let n = self.side();
        let index = if let Ok(i) = cell.extract::<usize>() {
            Some(i)
        } else if let Ok(name) = cell.extract::<String>() {
            parse_cell_name(&name, n)
        } else {
            None
        }
        .filter(|&i| i < n * n);
        index.map(Cell::new).ok_or_else(|| {
            errors::value_error(format!(
                "cell: expected an index below {} or a name r1c1 to r{n}c{n}, found {cell}",
                n * n
            ))
        })
    }
}

/// The index of cell `rRcC` (1-based) in a grid of side `n`.
fn parse_cell_name(name: &str, n: usize) -> Option<usize> {
    let rest = name.trim().strip_prefix(['r', 'R'])?;
    let (r, c) = rest.split_once(['c', 'C'])?;
    let (r, c): (usize, usize) = (r.parse().ok()?, c.parse().ok()?);
    ((1..=n).contains(&r) && (1..=n).contains(&c)).then(|| (r - 1) * n + c - 1)
}

#[pymethods]
impl State {
    /// The grid's side n (9 for the classic grid).
    #[getter(side)]
    fn side_getter(&self) -> usize {
        self.side()
    }

    /// The box shape, as `RxC`.
    #[getter(r#box)]
    fn box_shape(&self) -> String {
        self.engine.layout().shape().to_string()
    }

    /// Every cell's candidates, by cell index.
    #[getter]
    fn candidates(&self) -> Vec<BTreeSet<usize>> {
        (0..self.engine.layout().cells())
            .map(|c| numbers(self.engine.candidates(Cell::new(c))))
            .collect()
    }

    /// The candidates of one cell, given as an index or an `r1c1` name.
    fn candidates_of(&self, cell: &Bound<'_, PyAny>) -> PyResult<BTreeSet<usize>> {
        Ok(numbers(self.engine.candidates(self.cell(cell)?)))
    }

    /// The number of houses (3n for a standard grid, more with extra regions).
    #[getter]
    fn house_count(&self) -> usize {
        self.engine.layout().houses()
    }

    /// House `index` with its two maps.
    fn house(&self, index: usize) -> PyResult<HouseView> {
        let layout = self.engine.layout();
        if index >= layout.houses() {
            return Err(errors::value_error(format!(
                "house: expected an index below {}, found {index}",
                layout.houses()
            )));
        }
        let h = House::new(index);
        let map = self.engine.house(h);
        let kind = match layout.kind(h) {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
            _ => "extra",
        };
        Ok(HouseView {
            index,
            kind,
            name: layout.house_name(h),
            cells: map.cells().iter().map(|c| c.index()).collect(),
            cell_to_numbers: map
                .cell_to_numbers()
                .map(|(c, set)| (c.index(), numbers(set)))
                .collect(),
            number_to_cells: (0..layout.side())
                .map(|d| {
                    let number = Number::new(d);
                    (
                        number.value(),
                        map.cells_of(number).map(|c| c.index()).collect(),
                    )
                })
                .collect(),
        })
    }

    /// Every house with its two maps.
    fn houses(&self) -> PyResult<Vec<HouseView>> {
        (0..self.engine.layout().houses())
            .map(|h| self.house(h))
            .collect()
    }

    /// Whether every cell has one candidate and no house holds a number twice.
    #[getter]
    fn is_solved(&self) -> bool {
        self.engine.is_solved()
    }

    /// The cells with one candidate, as a puzzle line (`.` elsewhere).
    fn to_puzzle(&self) -> String {
        self.engine.to_puzzle().to_string()
    }

    /// The candidates drawn as a grid, boxes outlined (as `sudograph dump` prints it).
    fn grid(&self) -> String {
        self.engine.to_candidates().grid().to_string()
    }

    /// Runs the rules to their fixpoint, in place; raises `Contradiction` when the state has no
    /// solution.
    #[pyo3(signature = (*, rules = None, max_size = None))]
    fn propagate(
        &mut self,
        py: Python<'_>,
        rules: Option<&str>,
        max_size: Option<usize>,
    ) -> PyResult<()> {
        let config = input::config(rules, Rules::DEFAULT, max_size)?;
        let engine = &mut self.engine;
        py.detach(|| engine.propagate(&config))
            .map_err(|c| errors::contradiction(py, &c))
    }

    /// A copy of this state.
    fn copy(&self) -> State {
        State {
            engine: self.engine.clone(),
        }
    }

    fn __str__(&self) -> String {
        self.engine.to_string()
    }

    fn __repr__(&self) -> String {
        format!("State('{}')", self.engine)
    }
}

fn numbers(set: sudograph::NumberSet) -> BTreeSet<usize> {
    set.iter().map(|d| d.value()).collect()
}

/// The starting state of a puzzle or pencilmark state: givens placed, nothing propagated.
#[pyfunction]
#[pyo3(signature = (puzzle, *, r#box = None))]
pub fn state(py: Python<'_>, puzzle: &str, r#box: Option<&str>) -> PyResult<State> {
    let shape = input::shape(r#box)?;
    let grid = py
        .detach(|| input::grid(puzzle, shape))
        .map_err(|f| f.into_py(py))?;
    Ok(State {
        engine: input::engine(&grid),
    })
}

/// The fixpoint of the rules (by default subsets, intersections and fish, no bound on sizes).
#[pyfunction]
#[pyo3(signature = (puzzle, *, r#box = None, rules = None, max_size = None))]
pub fn propagate(
    py: Python<'_>,
    puzzle: &str,
    r#box: Option<&str>,
    rules: Option<&str>,
    max_size: Option<usize>,
) -> PyResult<State> {
    let shape = input::shape(r#box)?;
    let config = input::config(rules, Rules::DEFAULT, max_size)?;
    py.detach(|| {
        let grid = input::grid(puzzle, shape)?;
        let mut engine = input::engine(&grid);
        engine.propagate(&config).map_err(Failure::Contradiction)?;
        Ok(State { engine })
    })
    .map_err(|f: Failure| f.into_py(py))
}
