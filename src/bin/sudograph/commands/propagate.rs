//! `sudograph propagate`: the fixpoint of each puzzle as a pencilmark line.

use std::io::{self, Write};

use clap::Args;
use sudograph::{Engine, Grid, Layout};

use crate::{EXIT_INPUT_ERROR, InputArgs, RuleArgs, batch, input};

/// Propagate each puzzle to the fixpoint of the rules and print its candidates.
///
/// One line per input puzzle, in input order: the candidates of every cell at the fixpoint as a
/// pencilmark line (cells separated by one space, each cell's candidates as ascending symbols),
/// or `contradiction` when the puzzle has no solution. A bad input record prints `error` (and a
/// message on standard error). Exit status: 0, or 2 if some input could not be read.
#[derive(Args, Debug)]
pub struct PropagateArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    rules: RuleArgs,
}

enum Outcome {
    Fixpoint(String),
    Contradiction,
}

pub fn run(args: &PropagateArgs) -> io::Result<u8> {
    let config = args.rules.config();
    let (name, records) = input::records(&args.input)?;
    let work = |record: &sudograph::io::Record| {
        let layout = Layout::shared(record.grid.shape());
        let engine = match &record.grid {
            Grid::Puzzle(p) => Engine::with_layout(layout, p),
            Grid::Candidates(c) => Engine::from_candidates_with_layout(layout, c),
        };
        let mut engine = engine.expect("the standard layout has the grid's shape");
        match engine.propagate(&config) {
            Ok(()) => Outcome::Fixpoint(engine.to_string()),
            Err(_) => Outcome::Contradiction,
        }
    };
    let write = |out: &mut dyn Write, outcome: &Outcome| match outcome {
        Outcome::Fixpoint(line) => writeln!(out, "{line}"),
        Outcome::Contradiction => writeln!(out, "contradiction"),
    };
    let tally = batch::run(&name, records, 1, work, write)?;
    Ok(if tally.bad > 0 { EXIT_INPUT_ERROR } else { 0 })
}
