//! Rust failures as the package's Python exceptions (defined in `sudograph/_errors.py`).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudograph::Contradiction;
use sudograph::search::LimitReached;

/// The exception class `name` of `sudograph._errors`, called with `args`.
fn raise<'py, A>(py: Python<'py>, name: &str, args: A) -> PyErr
where
    A: pyo3::call::PyCallArgs<'py>,
{
    let made = py
        .import("sudograph._errors")
        .and_then(|module| module.getattr(name))
        .and_then(|class| class.call1(args));
    match made {
        Ok(value) => PyErr::from_value(value),
        Err(e) => e,
    }
}

/// Text that is no grid: `ParseError(message, line, column, index)`.
pub fn parse_error(
    py: Python<'_>,
    message: String,
    line: usize,
    column: usize,
    index: Option<usize>,
) -> PyErr {
    raise(py, "ParseError", (message, line, column, index))
}

/// A state with no solution: `Contradiction(message)`.
pub fn contradiction(py: Python<'_>, contradiction: &Contradiction) -> PyErr {
    raise(py, "Contradiction", (contradiction.to_string(),))
}

/// A search or explanation stopped by a limit: `LimitReached(message, limit, partial, index)`,
/// with what was done before it (a count, the steps taken).
pub fn limit_reached<'py>(
    py: Python<'py>,
    message: String,
    limit: &str,
    partial: Bound<'py, PyAny>,
    index: Option<usize>,
) -> PyErr {
    raise(py, "LimitReached", (message, limit, partial, index))
}

/// A limit's name in Python: `"nodes"`, `"timeout"`, `"solutions"`, `"cancelled"`.
pub fn limit_name(limit: LimitReached) -> &'static str {
    match limit {
        LimitReached::Solutions => "solutions",
        LimitReached::Nodes => "nodes",
        LimitReached::Deadline => "timeout",
        LimitReached::Cancelled => "cancelled",
    }
}

/// A bad argument (an unknown rule, a bad box shape, a negative timeout): `ValueError`.
pub fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}
