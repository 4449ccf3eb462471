//! Explanations, ratings and hints: steps as Python objects, within a step and time budget.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Instant;

use pyo3::prelude::*;
use rayon::prelude::*;
use sudograph::layout::house_name;
use sudograph::trace::{Explainer, Hint, Outcome, Rated, outcome_block};
use sudograph::{Candidates, Cell, Config, Grid, Number, Rules};

use crate::errors;
use crate::input::{self, Failure};

/// One step of an explanation: its technique, rating, pattern, eliminations and placements.
/// `str()` is the line `sudograph explain` prints.
#[pyclass(frozen, module = "sudograph")]
#[derive(Clone, Debug)]
pub struct Step {
    /// The technique's name in JSON output: `hidden_single`, `x_wing`, …
    #[pyo3(get)]
    technique: &'static str,
    /// The technique as people write it: `Hidden single`, `X-Wing`, …
    #[pyo3(get)]
    title: &'static str,
    /// The rating on the Sudoku Explainer scale.
    #[pyo3(get)]
    rating: f64,
    /// The houses of the pattern, as indices (rows, then columns, then boxes, then extra).
    #[pyo3(get)]
    houses: Vec<usize>,
    /// The houses of the pattern, named: `row 4`, `box 2`.
    #[pyo3(get)]
    house_names: Vec<String>,
    /// The cells of the pattern, as `r1c1` names.
    #[pyo3(get)]
    cells: Vec<String>,
    /// The cells of the pattern, as 0-based indices (row × side + column).
    #[pyo3(get)]
    cell_indices: Vec<usize>,
    /// The numbers of the pattern.
    #[pyo3(get)]
    numbers: Vec<usize>,
    /// Candidates removed, as (`r1c1`, number).
    #[pyo3(get)]
    eliminations: Vec<(String, usize)>,
    /// Candidates removed, as (cell index, number).
    #[pyo3(get)]
    elimination_indices: Vec<(usize, usize)>,
    /// Values set, as (`r1c1`, number): one for a single, none otherwise.
    #[pyo3(get)]
    placements: Vec<(String, usize)>,
    /// Values set, as (cell index, number).
    #[pyo3(get)]
    placement_indices: Vec<(usize, usize)>,
    text: String,
}

#[pymethods]
impl Step {
    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("Step('{}')", self.text)
    }
}

/// (cell, number) pairs with the cell named `r1c1`.
type Named = Vec<(String, usize)>;
/// (cell, number) pairs with the cell as its index.
type Indexed = Vec<(usize, usize)>;

impl Step {
    fn new(step: &sudograph::Step, side: usize) -> Step {
        let name = |c: Cell| c.display(side).to_string();
        let pairs = |list: &[(Cell, Number)]| -> (Named, Indexed) {
            list.iter()
                .map(|&(c, d)| ((name(c), d.value()), (c.index(), d.value())))
                .unzip()
        };
        let (eliminations, elimination_indices) = pairs(&step.eliminations);
        let (placements, placement_indices) = pairs(&step.placements);
        Step {
            technique: step.technique.name(),
            title: step.technique.title(),
            rating: step.rating.value(),
            houses: step.houses.iter().map(|h| h.index()).collect(),
            house_names: step.houses.iter().map(|&h| house_name(side, h)).collect(),
            cells: step.cells.iter().map(|&c| name(c)).collect(),
            cell_indices: step.cells.iter().map(|c| c.index()).collect(),
            numbers: step.numbers.iter().map(|d| d.value()).collect(),
            eliminations,
            elimination_indices,
            placements,
            placement_indices,
            text: step.display(side).to_string(),
        }
    }
}

/// A puzzle's rating: the hardest step on its simplest-first path, the level and the steps of
/// each technique. `str()` is the line `sudograph rate` prints.
#[pyclass(frozen, module = "sudograph")]
#[derive(Clone, Debug)]
pub struct Rating {
    /// The hardest step's rating (0.0 without steps).
    #[pyo3(get)]
    rating: f64,
    /// `easy`, `medium`, `hard`, `fiendish`, `extreme`, `needs_search`, `several_solutions`
    /// or `no_solution`.
    #[pyo3(get)]
    level: &'static str,
    /// How the explanation ended: `solved`, `stuck` or `contradiction`.
    #[pyo3(get)]
    outcome: &'static str,
    /// The steps of each technique used, by name.
    #[pyo3(get)]
    counts: BTreeMap<&'static str, u32>,
    /// The number of steps.
    #[pyo3(get)]
    steps: usize,
    text: String,
}

#[pymethods]
impl Rating {
    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("Rating('{}')", self.text)
    }
}

impl Rating {
    fn new(rated: &Rated) -> Rating {
        let mut text = format!("{} {}", rated.rating, rated.level.name());
        for (technique, count) in rated.counts.iter() {
            let _ = write!(text, " {technique}={count}");
        }
        Rating {
            rating: rated.rating.value(),
            level: rated.level.name(),
            outcome: rated.outcome.ending().name(),
            counts: rated.counts.iter().map(|(t, n)| (t.name(), n)).collect(),
            steps: rated.steps(),
            text,
        }
    }
}

/// A whole explanation: every step, the outcome, the rating and the state reached. `str()` is
/// the text `sudograph explain` prints for the puzzle.
#[pyclass(frozen, module = "sudograph")]
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The steps, simplest first.
    #[pyo3(get)]
    steps: Vec<Step>,
    /// The rating of the path.
    #[pyo3(get)]
    rating: Rating,
    /// The state reached, as a pencilmark line.
    #[pyo3(get)]
    state: String,
    /// The solution when solved, else `None`.
    #[pyo3(get)]
    solution: Option<String>,
    /// What the contradiction was, when the explanation ended in one.
    #[pyo3(get)]
    contradiction: Option<String>,
    text: String,
}

#[pymethods]
impl Explanation {
    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!(
            "Explanation({} steps, rating {}, {})",
            self.steps.len(),
            self.rating.rating,
            self.rating.outcome
        )
    }

    fn __len__(&self) -> usize {
        self.steps.len()
    }

    /// How the explanation ended: `solved`, `stuck` or `contradiction`.
    #[getter]
    fn outcome(&self) -> &'static str {
        self.rating.outcome
    }
}

/// The configuration of explanations: `rules` or every family, `uniqueness` techniques kept
/// or left out.
pub fn config(rules: Option<&str>, max_size: Option<usize>, uniqueness: bool) -> PyResult<Config> {
    let config = input::config(rules, Rules::EXPLAIN, max_size)?;
    Ok(if uniqueness {
        config
    } else {
        config.with_rules(config.rules.without(Rules::UNIQUENESS))
    })
}

/// The explainer of a grid, as the command line builds it.
fn explainer(grid: &Grid, config: Config) -> Explainer {
    match grid {
        Grid::Puzzle(p) => Explainer::new(p),
        Grid::Candidates(c) => Explainer::from_candidates(c),
    }
    .with_config(config)
}

/// Bounds on an explanation, checked between steps (the time limit by the explainer's
/// deadline).
#[derive(Clone, Copy, Debug, Default)]
pub struct Budget {
    max_steps: Option<usize>,
    bounds: input::Bounds,
}

impl Budget {
    /// At most `max_steps` steps and `timeout` seconds (the clock starting when it is checked
    /// first); a bad timeout is a `ValueError`.
    fn new(max_steps: Option<usize>, timeout: Option<f64>) -> PyResult<Budget> {
        Ok(Budget {
            max_steps,
            bounds: input::Bounds::new(None, timeout)?,
        })
    }
}

/// What stopped an explanation early, and the steps taken before.
struct Cut {
    limit: &'static str,
    steps: Vec<sudograph::Step>,
    side: usize,
}

/// Runs the explainer to the end, recording the steps when `record`, or stops at the budget.
fn run(
    grid: &Grid,
    config: Config,
    budget: Budget,
    record: bool,
) -> Result<(Explainer, Vec<sudograph::Step>), Cut> {
    let side = grid.shape().side();
    let deadline = budget
        .bounds
        .timeout
        .and_then(|t| Instant::now().checked_add(t));
    let mut explainer = explainer(grid, config);
    if let Some(deadline) = deadline {
        explainer = explainer.with_deadline(deadline);
    }
    let mut steps = Vec::new();
    let mut taken = 0;
    loop {
        if budget.max_steps.is_some_and(|max| taken >= max) && explainer.outcome().is_none() {
            // One more step may still be the end: look before calling it cut.
            if let Hint::Step(_) = explainer.hint() {
                return Err(Cut {
                    limit: "steps",
                    steps,
                    side,
                });
            }
        }
        match explainer.next() {
            Some(step) => {
                taken += 1;
                if record {
                    steps.push(step);
                }
            }
            None if explainer.outcome() == Some(Outcome::Timeout) => {
                return Err(Cut {
                    limit: "timeout",
                    steps,
                    side,
                });
            }
            None => return Ok((explainer, steps)),
        }
    }
}

fn explanation(explainer: &Explainer, steps: &[sudograph::Step], side: usize) -> Explanation {
    let rated = explainer.rated().expect("the explanation has ended");
    let end: Candidates = explainer.engine().to_candidates();
    let mut text = String::new();
    for step in steps {
        let _ = writeln!(text, "{}", step.display(side));
    }
    let _ = writeln!(text, "{}", outcome_block(&rated, &end));
    let contradiction = match rated.outcome {
        Outcome::Contradiction { contradiction, .. } => Some(contradiction.to_string()),
        _ => None,
    };
    Explanation {
        steps: steps.iter().map(|s| Step::new(s, side)).collect(),
        rating: Rating::new(&rated),
        state: end.to_string(),
        solution: (rated.outcome == Outcome::Solved)
            .then(|| explainer.engine().to_puzzle().to_string()),
        contradiction,
        text,
    }
}

fn cut_error(py: Python<'_>, cut: Cut, index: Option<usize>) -> PyErr {
    let steps: Vec<Step> = cut.steps.iter().map(|s| Step::new(s, cut.side)).collect();
    let message = match cut.limit {
        "steps" => format!("step limit reached after {} steps", steps.len()),
        _ => format!("time limit reached after {} steps", steps.len()),
    };
    match steps.into_pyobject(py) {
        Ok(partial) => errors::limit_reached(py, message, cut.limit, partial, index),
        Err(e) => e,
    }
}

/// Either failure of a request: a bad input, or a limit reached.
enum Stop {
    Input(Failure),
    Cut(Cut, Option<usize>),
}

impl Stop {
    fn into_py(self, py: Python<'_>) -> PyErr {
        match self {
            Stop::Input(f) => f.into_py(py),
            Stop::Cut(cut, index) => cut_error(py, cut, index),
        }
    }
}

/// Explains one puzzle or pencilmark state step by step, simplest first.
#[pyfunction]
#[pyo3(signature = (puzzle, *, r#box = None, rules = None, max_size = None, uniqueness = true, max_steps = None, timeout = None))]
#[allow(
    clippy::too_many_arguments,
    reason = "keyword arguments of a Python function"
)]
pub fn explain(
    py: Python<'_>,
    puzzle: &str,
    r#box: Option<&str>,
    rules: Option<&str>,
    max_size: Option<usize>,
    uniqueness: bool,
    max_steps: Option<usize>,
    timeout: Option<f64>,
) -> PyResult<Explanation> {
    let shape = input::shape(r#box)?;
    let config = config(rules, max_size, uniqueness)?;
    let budget = Budget::new(max_steps, timeout)?;
    py.detach(|| {
        let grid = input::grid(puzzle, shape).map_err(Stop::Input)?;
        let side = grid.shape().side();
        let (explainer, steps) =
            run(&grid, config, budget, true).map_err(|c| Stop::Cut(c, None))?;
        Ok(explanation(&explainer, &steps, side))
    })
    .map_err(|s: Stop| s.into_py(py))
}

fn rate_grid(grid: &Grid, config: Config, budget: Budget) -> Result<Rating, Cut> {
    let (explainer, _) = run(grid, config, budget, false)?;
    Ok(Rating::new(
        &explainer.rated().expect("the explanation has ended"),
    ))
}

/// Rates one puzzle: the hardest step on its simplest-first path.
#[pyfunction]
#[pyo3(signature = (puzzle, *, r#box = None, rules = None, max_size = None, uniqueness = true, max_steps = None, timeout = None))]
#[allow(
    clippy::too_many_arguments,
    reason = "keyword arguments of a Python function"
)]
pub fn rate(
    py: Python<'_>,
    puzzle: &str,
    r#box: Option<&str>,
    rules: Option<&str>,
    max_size: Option<usize>,
    uniqueness: bool,
    max_steps: Option<usize>,
    timeout: Option<f64>,
) -> PyResult<Rating> {
    let shape = input::shape(r#box)?;
    let config = config(rules, max_size, uniqueness)?;
    let budget = Budget::new(max_steps, timeout)?;
    py.detach(|| {
        let grid = input::grid(puzzle, shape).map_err(Stop::Input)?;
        rate_grid(&grid, config, budget).map_err(|c| Stop::Cut(c, None))
    })
    .map_err(|s: Stop| s.into_py(py))
}

/// Rates every puzzle of a list (or of one text, when `text` is set), in order, on every core.
#[pyfunction]
#[pyo3(signature = (puzzles, *, text = None, r#box = None, rules = None, max_size = None, uniqueness = true, max_steps = None, timeout = None))]
#[allow(
    clippy::too_many_arguments,
    reason = "keyword arguments of a Python function"
)]
pub fn rate_many(
    py: Python<'_>,
    puzzles: Vec<String>,
    text: Option<&str>,
    r#box: Option<&str>,
    rules: Option<&str>,
    max_size: Option<usize>,
    uniqueness: bool,
    max_steps: Option<usize>,
    timeout: Option<f64>,
) -> PyResult<Vec<Rating>> {
    let shape = input::shape(r#box)?;
    let config = config(rules, max_size, uniqueness)?;
    let budget = Budget::new(max_steps, timeout)?;
    py.detach(|| {
        let grids = match text {
            Some(t) => input::grids_of_text(t, shape),
            None => input::grids_of_list(&puzzles, shape),
        }
        .map_err(Stop::Input)?;
        grids
            .par_iter()
            .enumerate()
            .map(|(i, g)| rate_grid(g, config, budget).map_err(|c| Stop::Cut(c, Some(i))))
            .collect::<Result<Vec<_>, _>>()
    })
    .map_err(|s: Stop| s.into_py(py))
}

/// The next step at a puzzle or pencilmark state, without applying it; `None` when it is
/// solved or no technique applies. A state with no solution raises `Contradiction`.
#[pyfunction]
#[pyo3(signature = (state, *, r#box = None, rules = None, max_size = None, uniqueness = true))]
pub fn hint(
    py: Python<'_>,
    state: &str,
    r#box: Option<&str>,
    rules: Option<&str>,
    max_size: Option<usize>,
    uniqueness: bool,
) -> PyResult<Option<Step>> {
    let shape = input::shape(r#box)?;
    let config = config(rules, max_size, uniqueness)?;
    py.detach(|| {
        let grid = input::grid(state, shape)?;
        let side = grid.shape().side();
        match explainer(&grid, config).hint() {
            Hint::Step(step) => Ok(Some(Step::new(&step, side))),
            Hint::Done(Outcome::Contradiction { contradiction, .. }) => {
                Err(Failure::Contradiction(contradiction))
            }
            Hint::Done(_) => Ok(None),
        }
    })
    .map_err(|f| f.into_py(py))
}
