//! `sudograph propagate`: the fixpoint of each puzzle as a pencilmark line.

use std::io::{self, Write};

use clap::Args;
use sudograph::Rules;

use crate::{InputArgs, RuleArgs, batch, input};

/// Propagate each puzzle to the fixpoint of the rules and print its candidates.
///
/// One line per input puzzle, in input order: the candidates of every cell at the fixpoint as a
/// pencilmark line (cells separated by one space, each cell's candidates as ascending symbols),
/// or `contradiction` when the puzzle has no solution. A bad input record prints `error` (and a
/// message on standard error). Default: subsets,intersections,fish, no bound on subset sizes.
///
/// Exit status: 0, or 2 if some input could not be read.
#[derive(Args, Debug)]
pub struct PropagateArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(args: &PropagateArgs) -> io::Result<u8> {
    let config = args.rules.config(Rules::DEFAULT, None);
    let (source, records) = input::records(&args.input)?;
    let work = |record: &sudograph::io::Record| {
        let mut engine = input::engine(record);
        engine.propagate(&config).ok().map(|()| engine.to_string())
    };
    let write =
        |out: &mut dyn Write, _: &sudograph::io::Record, fixpoint: Option<String>| match fixpoint {
            Some(line) => writeln!(out, "{line}"),
            None => writeln!(out, "contradiction"),
        };
    let tally = batch::run(&source, records, args.input.jobs, work, write)?;
    Ok(tally.exit_status(true))
}
