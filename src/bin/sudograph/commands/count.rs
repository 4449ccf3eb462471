//! `sudograph count`: how many solutions each puzzle has, up to a limit.

use std::io::{self, Write};

use clap::Args;
use sudograph::Rules;
use sudograph::io::Record;
use sudograph::search::LimitReached;

use crate::commands::solve::Summary;
use crate::{InputArgs, LimitArgs, RuleArgs, batch, input};

/// Count the solutions of each puzzle.
///
/// One line per input puzzle, in input order: its number of solutions when the count is
/// complete; `>=K` when counting stopped at --limit K (the puzzle has K solutions or more);
/// `>=k` when --max-nodes or --timeout stopped it after k solutions, or `unknown` when it
/// stopped before finding any (never `0`, which means no solution). Standard error says which
/// limit cut a count short. A bad input record prints `error`.
///
/// The search propagates as for solve: with --rules and --max-size, naked singles always among
/// them.
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
    /// Stop counting a puzzle's solutions at this many (at least 1).
    #[arg(long, value_name = "K", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,
    /// Print a summary on standard error (as for solve).
    #[arg(long)]
    stats: bool,
}

pub fn run(args: &CountArgs) -> io::Result<u8> {
    let config = args.rules.config(Rules::DEFAULT, Some(1));
    let (source, records) = input::records(&args.input)?;
    let work = |record: &Record| {
        let solver = input::solver(record)
            .with_config(config)
            .with_limits(args.limits.limits())
            .with_learning(args.limits.learning.into());
        solver.count_with_stats(args.limit)
    };
    let mut cut_short = false;
    let mut summary = Summary::default();
    let write = |out: &mut dyn Write, record: &Record, (count, stats)| {
        let count: sudograph::search::Count = count;
        summary.add(&stats);
        match count.limit {
            None => writeln!(out, "{}", count.count),
            Some(LimitReached::Solutions) => writeln!(out, ">={}", count.count),
            Some(limit) => {
                cut_short = true;
                note!(
                    "{}:{}: {limit}; counted {} so far",
                    source.name,
                    record.line,
                    count.count
                );
                match count.count {
                    0 => writeln!(out, "unknown"),
                    k => writeln!(out, ">={k}"),
                }
            }
        }
    };
    let tally = batch::run(&source, records, args.input.jobs, work, write)?;
    if args.stats {
        summary.print(&tally);
    }
    Ok(tally.exit_status(!cut_short))
}
