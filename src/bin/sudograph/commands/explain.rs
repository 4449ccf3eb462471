//! `sudograph explain`: each puzzle solved step by step, simplest step first.

use std::fmt::Write as _;
use std::io::{self, Write};

use clap::{Args, ValueEnum};
use sudograph::Rules;
use sudograph::io::{ReadError, Record};
use sudograph::trace::json::{FullStepRecord, ResultRecord, StepRecord};
use sudograph::trace::{Explainer, Outcome, Rated, outcome_block};
use sudograph::{Config, Grid};

use crate::{InputArgs, RuleArgs, Timeout, batch, input};

/// Output format of the explanation commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Lines people read.
    Text,
    /// JSON Lines: one object per line (see docs/formats.md).
    Json,
}

/// What `explain`, `hint` and `rate` read, which rules they use, how they write.
#[derive(Args, Debug)]
pub struct Options {
    #[command(flatten)]
    pub input: InputArgs,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Leave out Unique Rectangles and Loops and BUG, which assume the puzzle has one solution (the
    /// `uniqueness` family).
    #[arg(long)]
    pub no_uniqueness: bool,
    /// Stop explaining a puzzle (hint --all: listing its steps) after this many seconds
    /// (decimals allowed; a value too large for the clock, such as 1e300 or inf, means no
    /// limit). The clock is read between steps (hint --all: between techniques). Where it stops
    /// depends on the machine and its load, so output with a limit that is reached is not
    /// reproducible.
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<Timeout>,
}

impl Options {
    /// The configuration of the explanations: the rule options, `--no-uniqueness` applied.
    pub fn config(&self) -> Config {
        let config = self.rules.config(Rules::EXPLAIN, None);
        if self.no_uniqueness {
            config.with_rules(config.rules.without(Rules::UNIQUENESS))
        } else {
            config
        }
    }

    /// `explainer` with the time limit of `--timeout`, if any, counted from now.
    pub fn limit(&self, explainer: Explainer) -> Explainer {
        match self.timeout {
            Some(Timeout(Some(timeout))) => explainer.with_timeout(timeout),
            _ => explainer,
        }
    }
}

/// What the standard error says of an explanation the time limit stopped (`None` for one that
/// ended): where it got.
pub fn timeout_note(rated: &Rated) -> Option<String> {
    (rated.outcome == Outcome::Timeout).then(|| {
        let steps = rated.steps();
        let plural = if steps == 1 { "" } else { "s" };
        format!(
            "time limit reached after {steps} step{plural} (rating so far {})",
            rated.rating
        )
    })
}

/// Explain each puzzle step by step, the simplest step first.
///
/// At each state the easiest step available is taken, by the Sudoku Explainer scale: full house
/// 1.0, hidden single 1.2 (box) or 1.5 (line), naked single 2.3, pointing 2.6, claiming 2.8,
/// naked/hidden pair 3.0/3.4, X-Wing 3.2, triple 3.6/4.0, Skyscraper 4.0, XY-Wing 4.2, Unique
/// Rectangle 4.5, quad 5.0/5.4, Jellyfish 5.2, WXYZ-Wing 5.5, chains 6.6 and up by length,
/// forcing chains 7.5 and up; brute force (20.0) only when nothing else applies.
///
/// Text: one step a line, e.g. `Naked pair {3,7} in r4c2 r4c6 (row 4): r4c1<>3, r4c5<>7`,
/// then how it ended (solved; stuck, with whether the puzzle needs search or has several
/// solutions; or a contradiction) with the rating, level and state reached, then an empty line. JSON: one object
/// per step, then one for the outcome. Input may be puzzles or pencilmark states. Default: the
/// families subsets,intersections,fish,direct,chains,wings,uniqueness,forcing,search,als, no bound
/// on subset or fish sizes.
///
/// With --html OUT.html, each explanation is written as a self-contained page instead (nothing
/// is printed): the steps beside the grid, each drawn on its state, ←/→, Home and End to move,
/// the rating and technique counts, and a graph of one house. One puzzle goes to OUT.html, several
/// to OUT-1.html, OUT-2.html, … numbered by their place in the input.
///
/// With `--timeout SECS`, an explanation not done after SECS seconds stops: the steps found so
/// far are printed, then `Time limit reached after N steps, rating so far R (unknown):` and the
/// state reached (JSON: `"result":"timeout"`, `"level":"unknown"`), and standard error says
/// where it stopped; the batch goes on. Where a timeout stops depends on the machine and its
/// load.
///
/// Exit status: 0 (whether each puzzle is solved, stuck or has no solution); 1 when --timeout
/// cut some explanation short; 2 when some input could not be read.
#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    options: Options,
    /// Write each explanation as an HTML page to this file (numbered when there are several).
    #[arg(long, value_name = "OUT.html")]
    html: Option<std::path::PathBuf>,
    /// With --format json, write each brute-force step's certificate in full (its nogoods, on
    /// grids larger than 9×9; see docs/formats.md) instead of its size.
    #[arg(long)]
    proofs: bool,
}

/// The explainer for a record: a puzzle from its givens' pencilmarks, a pencilmark state as
/// it is.
pub fn explainer(record: &Record, config: Config) -> Explainer {
    let layout = input::checked_layout(record);
    let explainer = match &record.grid {
        Grid::Puzzle(p) => Explainer::with_layout(layout, p),
        Grid::Candidates(c) => Explainer::from_candidates_with_layout(layout, c),
    };
    // The layout was built for the grid's shape, so the sides agree.
    explainer
        .unwrap_or_else(|_| match &record.grid {
            Grid::Puzzle(p) => Explainer::new(p),
            Grid::Candidates(c) => Explainer::from_candidates(c),
        })
        .with_config(config)
}

/// Writes a JSON value on one line.
pub fn json_line(out: &mut String, value: &impl serde::Serialize) {
    // Serializing these records cannot fail: every key is a string, every number finite.
    let text = serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"));
    out.push_str(&text);
    out.push('\n');
}

/// What stands in for a record that could not be read: `error` (and an empty line after it
/// when each puzzle's text ends with one), or a JSON object with the message.
pub fn error_line(
    format: Format,
    blank: bool,
) -> impl FnMut(&mut dyn Write, usize, &ReadError) -> io::Result<()> {
    move |out, index, error| match format {
        Format::Text if blank => writeln!(out, "error\n"),
        Format::Text => writeln!(out, "error"),
        Format::Json => {
            let message = serde_json::Value::String(error.to_string());
            writeln!(out, "{{\"puzzle\":{index},\"error\":{message}}}")
        }
    }
}

/// Runs `work` over the records of `input`, writing the text it returns for each in input order;
/// a bad record gets the error line of `format` (followed by an empty line when `blank`). The
/// note `work` returns with a record's text, for a record a limit cut short, goes to standard
/// error with the record's line; the exit status is then 1 (2 when some input could not be read).
pub fn run_lines(
    input: &InputArgs,
    format: Format,
    blank: bool,
    chunk: usize,
    work: impl Fn(&Record) -> (String, Option<String>) + Sync,
) -> io::Result<u8> {
    let (source, records) = input::records(input)?;
    let mut cut_short = false;
    let write = |out: &mut dyn Write, record: &Record, (text, note): (String, Option<String>)| {
        if let Some(note) = note {
            cut_short = true;
            note!("{}:{}: {note}", source.name, record.line);
        }
        out.write_all(text.as_bytes())
    };
    let error = error_line(format, blank);
    let tally = batch::run_with_errors(&source, records, input.jobs, chunk, work, write, error)?;
    Ok(tally.exit_status(!cut_short))
}

/// `explain --html`: one page per puzzle.
fn pages(args: &ExplainArgs, out: &std::path::Path) -> io::Result<u8> {
    use super::render::{givens, numbered, read_all, write_file};
    let config = args.options.config();
    let (records, several, bad) = read_all(&args.options.input)?;
    let name = args
        .options
        .input
        .file
        .as_ref()
        .filter(|f| f.as_os_str() != "-")
        .map_or_else(|| "standard input".to_string(), |f| f.display().to_string());
    let mut cut_short = false;
    for record in &records {
        let trace = args.options.limit(explainer(record, config)).explain();
        if let Some(note) = timeout_note(trace.rated()) {
            cut_short = true;
            note!("{name}:{}: {note}", record.line);
        }
        let title = format!("{name}, puzzle {} (line {})", record.index + 1, record.line);
        let page = sudograph::render::html::page(&trace, givens(record), &title);
        write_file(&numbered(out, record.index, several), &page)?;
    }
    Ok(match (bad, cut_short) {
        (true, _) => crate::EXIT_INPUT_ERROR,
        (false, true) => 1,
        (false, false) => 0,
    })
}

pub fn run(args: &ExplainArgs) -> io::Result<u8> {
    if let Some(out) = &args.html {
        if args.options.format == Format::Json {
            note!("sudograph: --html writes pages; it takes no --format json");
            return Ok(crate::EXIT_INPUT_ERROR);
        }
        return pages(args, out);
    }
    let config = args.options.config();
    let format = args.options.format;
    let work = |record: &Record| {
        let trace = args.options.limit(explainer(record, config)).explain();
        let layout = input::checked_layout(record);
        let mut out = String::new();
        match format {
            Format::Text => {
                for step in trace.steps() {
                    let _ = writeln!(out, "{}", step.display(&layout));
                }
                let _ = writeln!(out, "{}", outcome_block(trace.rated(), trace.end()));
            }
            Format::Json => {
                for (i, step) in trace.steps().enumerate() {
                    let puzzle = record.index;
                    let line = StepRecord {
                        puzzle,
                        step: i + 1,
                        inner: step,
                    };
                    if args.proofs {
                        json_line(&mut out, &FullStepRecord(line));
                    } else {
                        json_line(&mut out, &line);
                    }
                }
                let result = ResultRecord {
                    puzzle: record.index,
                    rated: trace.rated(),
                    state: Some(trace.end()),
                };
                json_line(&mut out, &result);
            }
        }
        (out, timeout_note(trace.rated()))
    };
    run_lines(&args.options.input, format, true, batch::CHUNK, work)
}
