//! Python bindings of sudograph: the extension module `sudograph._sudograph`, which the
//! package `sudograph` (in `sudograph/`) wraps with NumPy input and documented signatures.
//!
//! Every function takes puzzles as text (the package turns arrays into text first), releases
//! the GIL while it works, and runs a batch on every core with rayon. Failures become the
//! package's exceptions (`ParseError`, `Contradiction`, `LimitReached`, `ValueError`); the
//! library does not panic on any input, so nothing here does either.

mod errors;
mod explain;
mod input;
mod solve;
mod state;

use pyo3::prelude::*;

/// The symbols of values 1 to 64, in order (`1`-`9`, `A`-`Z`, `a`-`z`, `@`, `$`, `%`).
fn symbols() -> String {
    (1..=sudograph::io::MAX_TEXT_SIDE)
        .map(sudograph::io::symbol)
        .collect()
}

/// The Rust core of the `sudograph` package.
#[pymodule]
fn _sudograph(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SYMBOLS", symbols())?;
    m.add("MAX_SIDE", sudograph::io::MAX_TEXT_SIDE)?;
    m.add_class::<solve::Solution>()?;
    m.add_class::<explain::Step>()?;
    m.add_class::<explain::Rating>()?;
    m.add_class::<explain::Explanation>()?;
    m.add_class::<state::State>()?;
    m.add_class::<state::HouseView>()?;
    m.add_function(wrap_pyfunction!(solve::solve, m)?)?;
    m.add_function(wrap_pyfunction!(solve::solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(solve::solve_text, m)?)?;
    m.add_function(wrap_pyfunction!(solve::count, m)?)?;
    m.add_function(wrap_pyfunction!(solve::generate, m)?)?;
    m.add_function(wrap_pyfunction!(explain::explain, m)?)?;
    m.add_function(wrap_pyfunction!(explain::rate, m)?)?;
    m.add_function(wrap_pyfunction!(explain::rate_many, m)?)?;
    m.add_function(wrap_pyfunction!(explain::hint, m)?)?;
    m.add_function(wrap_pyfunction!(state::state, m)?)?;
    m.add_function(wrap_pyfunction!(state::propagate, m)?)?;
    Ok(())
}
