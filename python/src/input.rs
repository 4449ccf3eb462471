//! Puzzles from Python text: one grid, or a batch, read by the library's reader; options
//! (box shape, rules, limits) checked once, before any work.

use std::time::Duration;

use pyo3::prelude::*;
use sudograph::io::{ReadError, Reader};
use sudograph::search::Limits;
use sudograph::{BoxShape, Config, Contradiction, Engine, Grid, Rules};

use crate::errors;

/// Why a request failed, kept without the GIL until it is raised.
#[derive(Debug)]
pub enum Failure {
    /// The text is no grid (`index`: the puzzle's place in a batch given as a list).
    Parse {
        message: String,
        line: usize,
        column: usize,
        index: Option<usize>,
    },
    /// The state has no solution.
    Contradiction(Contradiction),
}

impl Failure {
    /// The Python exception.
    pub fn into_py(self, py: Python<'_>) -> PyErr {
        match self {
            Failure::Parse {
                message,
                line,
                column,
                index,
            } => errors::parse_error(py, message, line, column, index),
            Failure::Contradiction(c) => errors::contradiction(py, &c),
        }
    }

    /// This failure as the failure of puzzle `index` of a batch.
    pub fn at(self, at: usize) -> Failure {
        match self {
            Failure::Parse {
                message,
                line,
                column,
                ..
            } => Failure::Parse {
                message,
                line,
                column,
                index: Some(at),
            },
            other => other,
        }
    }
}

/// A box shape given as `"RxC"`, or inferred from each grid's size when `None`.
pub fn shape(text: Option<&str>) -> PyResult<Option<BoxShape>> {
    text.map(|t| {
        t.parse::<BoxShape>()
            .map_err(|e| errors::value_error(format!("box: {e}")))
    })
    .transpose()
}

/// The rule families named in `text` (`"subsets,intersections,fish"`), or `default`, with
/// `max_size` (`None`: no bound; a number: the largest subset and fish).
pub fn config(text: Option<&str>, default: Rules, max_size: Option<usize>) -> PyResult<Config> {
    let rules = match text {
        Some(t) => t
            .parse::<Rules>()
            .map_err(|e| errors::value_error(format!("rules: {e}")))?,
        None => default,
    };
    if max_size == Some(0) {
        return Err(errors::value_error(
            "max_size: the largest size is at least 1",
        ));
    }
    Ok(Config::default().with_rules(rules).with_max_size(max_size))
}

/// Bounds on one puzzle's search or explanation; each puzzle of a batch gets its own clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bounds {
    /// Search nodes.
    pub max_nodes: Option<u64>,
    /// Seconds from the start of the puzzle's work.
    pub timeout: Option<Duration>,
}

impl Bounds {
    /// Checks a timeout in seconds: zero or more; one too long for the clock means none.
    pub fn new(max_nodes: Option<u64>, timeout: Option<f64>) -> PyResult<Bounds> {
        let timeout = match timeout {
            Some(s) if s.is_nan() || s < 0.0 => {
                return Err(errors::value_error(format!(
                    "timeout: expected zero seconds or more, found {s}"
                )));
            }
            Some(s) => Duration::try_from_secs_f64(s).ok(),
            None => None,
        };
        Ok(Bounds { max_nodes, timeout })
    }

    /// The search limits, the clock starting now.
    pub fn limits(&self) -> Limits {
        let mut limits = Limits::default();
        if let Some(n) = self.max_nodes {
            limits = limits.with_max_nodes(n);
        }
        if let Some(t) = self.timeout {
            limits = limits.with_timeout(t);
        }
        limits
    }
}

/// The records of `text` (one grid, or a file's worth), each with the failure that took its
/// place; the line and column of a failure are those of `text`.
fn read(text: &str, shape: Option<BoxShape>) -> Vec<Result<Grid, Failure>> {
    Reader::new(text.as_bytes(), shape)
        .map(|item| match item {
            // Variant layouts (a region map, a `# variant:` header) are not wired here yet:
            // refused rather than solved as a classic grid.
            Ok(record) if !record.variant.is_classic() => Err(Failure::Parse {
                message: format!(
                    "{} puzzles are not supported by the Python package yet; use the \
                     command line",
                    record.variant
                ),
                line: record.line,
                column: 1,
                index: None,
            }),
            Ok(record) => Ok(record.grid),
            Err(ReadError::Parse(e)) => Err(Failure::Parse {
                message: e.kind().to_string(),
                line: e.line(),
                column: e.column(),
                index: None,
            }),
            // Reading from memory cannot fail; kept as a parse failure all the same.
            Err(ReadError::Io(e)) => Err(Failure::Parse {
                message: e.to_string(),
                line: 1,
                column: 1,
                index: None,
            }),
        })
        .collect()
}

/// The one grid of `text`: a puzzle or a pencilmark state.
pub fn grid(text: &str, shape: Option<BoxShape>) -> Result<Grid, Failure> {
    let mut records = read(text, shape).into_iter();
    let first = records.next().unwrap_or_else(|| {
        Err(Failure::Parse {
            message: "no grid in the text (only blank or comment lines)".into(),
            line: 1,
            column: 1,
            index: None,
        })
    })?;
    match records.next() {
        None => Ok(first),
        Some(next) => {
            let line = match next {
                Err(Failure::Parse { line, .. }) => line,
                _ => text.lines().count(),
            };
            Err(Failure::Parse {
                message: "more than one grid in the text; a batch goes to the *_many functions"
                    .into(),
                line,
                column: 1,
                index: None,
            })
        }
    }
}

/// Every grid of a batch given as a list, or the first failure (with its index).
pub fn grids_of_list(texts: &[String], shape: Option<BoxShape>) -> Result<Vec<Grid>, Failure> {
    use rayon::prelude::*;
    texts
        .par_iter()
        .enumerate()
        .map(|(i, t)| grid(t, shape).map_err(|f| f.at(i)))
        .collect()
}

/// Every grid of a batch given as one text (a file's contents), or the first failure (its line
/// and column in the text, its index among the records).
pub fn grids_of_text(text: &str, shape: Option<BoxShape>) -> Result<Vec<Grid>, Failure> {
    read(text, shape)
        .into_iter()
        .enumerate()
        .map(|(i, r)| r.map_err(|f| f.at(i)))
        .collect()
}

/// The engine of a grid on the standard layout of its shape: a puzzle's givens placed, or a
/// pencilmark state as it is.
pub fn engine(grid: &Grid) -> Engine {
    match grid {
        Grid::Puzzle(p) => Engine::new(p),
        Grid::Candidates(c) => Engine::from_candidates(c),
    }
}
