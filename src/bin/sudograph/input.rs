//! Opening the input, building engines and solvers for its records, and reporting bad records.

use std::fs::File;
use std::io::{self, BufRead, BufReader};

use sudograph::io::{ReadError, Reader, Record};
use sudograph::search::Solver;
use sudograph::{Engine, Grid, Layout};

use crate::InputArgs;

/// The records of the input named by `args`, streamed, with the input's name for messages.
pub fn records(args: &InputArgs) -> io::Result<(String, Reader<Box<dyn BufRead + Send>>)> {
    let (name, input): (String, Box<dyn BufRead + Send>) = match &args.file {
        Some(path) if path.as_os_str() != "-" => {
            let file = File::open(path)
                .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            (
                path.display().to_string(),
                Box::new(BufReader::with_capacity(1 << 16, file)),
            )
        }
        _ => ("-".to_string(), Box::new(BufReader::new(io::stdin()))),
    };
    Ok((name, Reader::new(input, args.shape)))
}

/// A solver for a record, on the standard layout of its shape.
pub fn solver(record: &Record) -> Solver {
    match &record.grid {
        Grid::Puzzle(p) => Solver::new(p),
        Grid::Candidates(c) => Solver::from_candidates(c),
    }
}

/// The engine for a record, on the standard layout of its shape.
pub fn engine(record: &Record) -> Engine {
    let layout = Layout::shared(record.grid.shape());
    let engine = match &record.grid {
        Grid::Puzzle(p) => Engine::with_layout(layout, p),
        Grid::Candidates(c) => Engine::from_candidates_with_layout(layout, c),
    };
    engine.expect("the standard layout has the grid's shape")
}

/// Tells the user about a record that could not be read, as `file:line:column: message`.
pub fn report(name: &str, error: &ReadError) {
    match error {
        ReadError::Parse(e) => eprintln!("{name}:{}:{}: {}", e.line(), e.column(), e.kind()),
        ReadError::Io(e) => eprintln!("{name}: {e}"),
    }
}

/// A record or the error that took its place.
pub type Item = Result<Record, ReadError>;
