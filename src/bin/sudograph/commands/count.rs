//! `sudograph count`: how many solutions each puzzle has, up to a limit.

use std::io::{self, Write};

use clap::Args;
use sudograph::io::Record;
use sudograph::search::LimitReached;

use crate::commands::solve::Summary;
use crate::{InputArgs, LimitArgs, RuleArgs, batch, input};

/// Count the solutions of each puzzle.
///
/// One number per input puzzle, in input order: its number of solutions, counting stops at
/// --limit (so a printed value equal to the limit means "that many or more"). When --max-nodes
/// or --timeout stops a count first, the number found so far is printed and standard error says
/// so. A bad input record prints `error`.
///
/// Exit status: 0; 1 when --max-nodes or --timeout cut some count short; 2 when some input could
/// not be read.
#[derive(Args, Debug)]
pub struct CountArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    limits: LimitArgs,
    /// Stop counting a puzzle's solutions at this many.
    #[arg(long, value_name = "K", default_value_t = 1000)]
    limit: u64,
    /// Print a summary on standard error (as for solve).
    #[arg(long)]
    stats: bool,
}

pub fn run(args: &CountArgs) -> io::Result<u8> {
    let config = args.rules.config(Some(1));
    let (name, records) = input::records(&args.input)?;
    let work = |record: &Record| {
        let solver = input::solver(record)
            .with_config(config)
            .with_limits(args.limits.limits());
        solver.count_with_stats(args.limit)
    };
    let mut cut_short = false;
    let mut summary = Summary::default();
    let write = |out: &mut dyn Write, record: &Record, (count, stats)| {
        let count: sudograph::search::Count = count;
        summary.add(&stats);
        if let Some(limit) = count.limit
            && limit != LimitReached::Solutions
        {
            cut_short = true;
            eprintln!(
                "{name}:{}: {limit}; counted {} so far",
                record.line, count.count
            );
        }
        writeln!(out, "{}", count.count)
    };
    let tally = batch::run(&name, records, args.input.jobs, work, write)?;
    if args.stats {
        summary.print(&tally);
    }
    Ok(tally.exit_status(!cut_short))
}
