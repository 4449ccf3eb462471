//! Solving, counting and generating: one puzzle or a batch, the GIL released, a batch on every
//! core.

use pyo3::prelude::*;
use pyo3::types::PyList;
use rayon::prelude::*;
use sudograph::search::{Count, LimitReached, Outcome, Rng, Solver, generate_within};
use sudograph::{BoxShape, Grid, Puzzle};

use crate::errors;
use crate::input::{self, Bounds, Failure};

/// What a search found for one puzzle. `str()` is the line `sudograph solve` prints: the
/// solution, `none`, `multiple`, or `unknown` when a limit stopped the search first.
#[pyclass(frozen, module = "sudograph")]
#[derive(Clone, Debug)]
pub struct Solution {
    /// `"unique"`, `"none"`, `"multiple"` or `"unknown"`.
    #[pyo3(get)]
    status: &'static str,
    /// The solution when unique; the first found when several (or before a limit).
    #[pyo3(get)]
    solution: Option<String>,
    /// A second solution, when there are several.
    #[pyo3(get)]
    other: Option<String>,
    /// The limit that stopped the search (`"nodes"`, `"timeout"`), when `status` is
    /// `"unknown"`.
    #[pyo3(get)]
    limit: Option<&'static str>,
    /// Search nodes visited.
    #[pyo3(get)]
    nodes: u64,
    /// Guesses made.
    #[pyo3(get)]
    guesses: u64,
    side: usize,
}

#[pymethods]
impl Solution {
    fn __str__(&self) -> String {
        match self.status {
            "unique" => self.solution.clone().unwrap_or_default(),
            other => other.to_string(),
        }
    }

    fn __repr__(&self) -> String {
        match &self.solution {
            Some(s) if self.status == "unique" => format!("Solution('{s}')"),
            _ => format!("Solution(status='{}')", self.status),
        }
    }

    /// True when the puzzle has exactly one solution.
    fn __bool__(&self) -> bool {
        self.status == "unique"
    }

    /// The solution (unique, or the first found) as rows of values, or `None`.
    fn to_list(&self) -> Option<Vec<Vec<usize>>> {
        self.solution.as_deref().map(|s| rows(s, self.side))
    }

    /// The solution as an n×n NumPy array of ints (NumPy needed), or `None`.
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        match self.to_list() {
            None => Ok(None),
            Some(rows) => {
                let list = PyList::new(py, rows)?;
                Ok(Some(py.import("numpy")?.call_method1("array", (list,))?))
            }
        }
    }
}

/// The values of a grid's text (no empty cell), row by row.
fn rows(text: &str, side: usize) -> Vec<Vec<usize>> {
    let values: Vec<usize> = text
        .chars()
        .map(|c| sudograph::io::value_of(c, side).unwrap_or(0))
        .collect();
    values.chunks(side.max(1)).map(<[usize]>::to_vec).collect()
}

/// The solver for a grid, as the command line builds it.
fn solver(grid: &Grid) -> Solver {
    match grid {
        Grid::Puzzle(p) => Solver::new(p),
        Grid::Candidates(c) => Solver::from_candidates(c),
    }
}

fn solve_grid(grid: &Grid, bounds: Bounds) -> Solution {
    let side = grid.shape().side();
    let (outcome, stats) = solver(grid).with_limits(bounds.limits()).solve_with_stats();
    let text = |p: &Puzzle| p.to_string();
    let (status, solution, other, limit) = match outcome {
        Outcome::Unique(p) => ("unique", Some(text(&p)), None, None),
        Outcome::None => ("none", None, None, None),
        Outcome::Several(a, b) => ("multiple", Some(text(&a)), Some(text(&b)), None),
        Outcome::Unknown { limit, found } => (
            "unknown",
            found.as_ref().map(text),
            None,
            Some(errors::limit_name(limit)),
        ),
    };
    Solution {
        status,
        solution,
        other,
        limit,
        nodes: stats.nodes,
        guesses: stats.guesses,
        side,
    }
}

/// Solves one puzzle (or pencilmark state) given as text.
#[pyfunction]
#[pyo3(signature = (puzzle, *, r#box = None, max_nodes = None, timeout = None))]
pub fn solve(
    py: Python<'_>,
    puzzle: &str,
    r#box: Option<&str>,
    max_nodes: Option<u64>,
    timeout: Option<f64>,
) -> PyResult<Solution> {
    let shape = input::shape(r#box)?;
    let bounds = Bounds::new(max_nodes, timeout)?;
    py.detach(|| input::grid(puzzle, shape).map(|g| solve_grid(&g, bounds)))
        .map_err(|f| f.into_py(py))
}

/// Solves every puzzle of a list, in order, on every core.
#[pyfunction]
#[pyo3(signature = (puzzles, *, r#box = None, max_nodes = None, timeout = None))]
pub fn solve_many(
    py: Python<'_>,
    puzzles: Vec<String>,
    r#box: Option<&str>,
    max_nodes: Option<u64>,
    timeout: Option<f64>,
) -> PyResult<Vec<Solution>> {
    let shape = input::shape(r#box)?;
    let bounds = Bounds::new(max_nodes, timeout)?;
    py.detach(|| {
        let grids = input::grids_of_list(&puzzles, shape)?;
        Ok::<_, Failure>(grids.par_iter().map(|g| solve_grid(g, bounds)).collect())
    })
    .map_err(|f| f.into_py(py))
}

/// Solves every puzzle of a text holding one per record (a file's contents), in order.
#[pyfunction]
#[pyo3(signature = (text, *, r#box = None, max_nodes = None, timeout = None))]
pub fn solve_text(
    py: Python<'_>,
    text: &str,
    r#box: Option<&str>,
    max_nodes: Option<u64>,
    timeout: Option<f64>,
) -> PyResult<Vec<Solution>> {
    let shape = input::shape(r#box)?;
    let bounds = Bounds::new(max_nodes, timeout)?;
    py.detach(|| {
        let grids = input::grids_of_text(text, shape)?;
        Ok::<_, Failure>(grids.par_iter().map(|g| solve_grid(g, bounds)).collect())
    })
    .map_err(|f| f.into_py(py))
}

/// Counts the solutions of one puzzle, up to `limit`.
#[pyfunction]
#[pyo3(signature = (puzzle, limit = 1000, *, r#box = None, max_nodes = None, timeout = None))]
pub fn count(
    py: Python<'_>,
    puzzle: &str,
    limit: u64,
    r#box: Option<&str>,
    max_nodes: Option<u64>,
    timeout: Option<f64>,
) -> PyResult<u64> {
    let shape = input::shape(r#box)?;
    let bounds = Bounds::new(max_nodes, timeout)?;
    let counted = py.detach(|| {
        input::grid(puzzle, shape).map(|g| solver(&g).with_limits(bounds.limits()).count(limit))
    });
    match counted.map_err(|f| f.into_py(py))? {
        Count {
            count,
            limit: None | Some(LimitReached::Solutions),
        } => Ok(count),
        Count {
            count,
            limit: Some(reached),
        } => {
            let message = format!("{reached}; counted {count} solutions so far");
            let partial = count.into_pyobject(py)?.into_any();
            Err(errors::limit_reached(
                py,
                message,
                errors::limit_name(reached),
                partial,
                None,
            ))
        }
    }
}

/// Puzzles with a unique solution, as `sudograph generate` makes them from the same seed.
#[pyfunction]
#[pyo3(signature = (r#box = "3x3", count = 1, *, seed = 1, givens = 0, max_nodes = 10_000, timeout = None))]
pub fn generate(
    py: Python<'_>,
    r#box: &str,
    count: usize,
    seed: u64,
    givens: usize,
    max_nodes: u64,
    timeout: Option<f64>,
) -> PyResult<Vec<String>> {
    let shape: BoxShape = input::shape(Some(r#box))?.unwrap_or(BoxShape::CLASSIC);
    if shape.rows() < 2 || shape.cols() < 2 {
        return Err(errors::value_error(format!(
            "box: boxes need at least 2 rows and 2 columns, found {shape}"
        )));
    }
    let bounds = Bounds::new(Some(max_nodes), timeout)?;
    Ok(py.detach(|| {
        let mut rng = Rng::new(seed);
        (0..count)
            .map(|_| generate_within(shape, givens, &bounds.limits(), &mut rng).to_string())
            .collect()
    }))
}
