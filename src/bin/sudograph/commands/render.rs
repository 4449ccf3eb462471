//! `sudograph render`: each puzzle's state as an SVG picture, with a step of its explanation.

use std::io;
use std::path::{Path, PathBuf};

use clap::Args;
use sudograph::io::Record;
use sudograph::render::{Scene, svg};
use sudograph::{Grid, Puzzle, Rules};

use crate::{InputArgs, RuleArgs, input};

/// Draw each puzzle as an SVG picture.
///
/// Without --step, the starting state: givens in black, every other cell's candidates in their
/// places (the givens' numbers removed from their peers). With --step N, the state just before
/// step N (1-based) of the explanation (as `explain` finds it, with --rules, --max-size and
/// --no-uniqueness), with the step drawn on it: its houses and cells shaded (an almost locked
/// set step's sets each in a colour of its own, their numbers ringed), removed candidates
/// struck out in red, the placed value circled in green, chain links as arrows (strong solid,
/// weak dashed). `--step end` draws the state the explanation reaches.
///
/// One input puzzle is written to OUT exactly; several to OUT-1.svg, OUT-2.svg, … numbered by
/// their place in the input. A puzzle without step N is reported and skipped.
///
/// Exit status: 0; 1 if some puzzle had no such step; 2 if some input could not be read.
#[derive(Args, Debug)]
pub struct RenderArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    rules: RuleArgs,
    /// Leave out Unique Rectangles and Loops and BUG (with --step).
    #[arg(long)]
    no_uniqueness: bool,
    /// Where to write the picture.
    #[arg(long, value_name = "OUT.svg")]
    svg: PathBuf,
    /// The step to draw (1-based), or `end` for the state reached.
    #[arg(long, value_name = "N|end")]
    step: Option<StepArg>,
}

/// Which step `--step` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepArg {
    /// Step N, 1-based.
    Number(usize),
    /// The state after the last step.
    End,
}

impl std::str::FromStr for StepArg {
    type Err = String;

    fn from_str(s: &str) -> Result<StepArg, String> {
        match s {
            "end" => Ok(StepArg::End),
            _ => match s.parse::<usize>() {
                Ok(0) | Err(_) => Err(format!(
                    "expected a step number from 1, or `end`, found {s:?}"
                )),
                Ok(n) => Ok(StepArg::Number(n)),
            },
        }
    }
}

/// The files a batch writes to: `out` itself for one record, else `out` with `-1`, `-2`, …
/// (the record's 1-based place in the input) before its extension.
pub fn numbered(out: &Path, index: usize, several: bool) -> PathBuf {
    if !several {
        return out.to_path_buf();
    }
    let stem = out
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let name = match out.extension() {
        Some(ext) => format!("{stem}-{}.{}", index + 1, ext.to_string_lossy()),
        None => format!("{stem}-{}", index + 1),
    };
    out.with_file_name(name)
}

/// Reads every record of `input` (bad ones reported); returns the good ones, whether the input
/// held several records, and whether any was bad.
pub fn read_all(input: &InputArgs) -> io::Result<(Vec<Record>, bool, bool)> {
    let (source, records) = input::records(input)?;
    let mut good = Vec::new();
    let (mut total, mut bad) = (0, false);
    for item in records {
        total += 1;
        match item {
            Ok(record) => good.push(record),
            Err(sudograph::io::ReadError::Io(e)) => return Err(e),
            Err(e) => {
                input::report(&source.name, &e);
                bad = true;
            }
        }
    }
    Ok((good, total > 1, bad || total == 0))
}

/// Writes `text` to `path`, naming the path in any error.
pub fn write_file(path: &Path, text: &str) -> io::Result<()> {
    std::fs::write(path, text)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))
}

/// The givens of a record, when it is a puzzle.
pub fn givens(record: &Record) -> Option<&Puzzle> {
    match &record.grid {
        Grid::Puzzle(p) => Some(p),
        Grid::Candidates(_) => None,
    }
}

pub fn run(args: &RenderArgs) -> io::Result<u8> {
    let mut config = args.rules.config(Rules::EXPLAIN, None);
    if args.no_uniqueness {
        config = config.with_rules(config.rules.without(Rules::UNIQUENESS));
    }
    let (records, several, bad) = read_all(&args.input)?;
    let mut missing = false;
    for record in &records {
        let explainer = super::explain::explainer(record, config);
        let puzzle = givens(record);
        let text = match args.step {
            None => {
                let layout = explainer.engine().layout();
                svg::document(&Scene::starting(layout, explainer.start(), puzzle))
            }
            Some(step) => {
                let trace = explainer.explain();
                let index = match step {
                    StepArg::Number(n) => n - 1,
                    StepArg::End => trace.len(),
                };
                match Scene::at_step(&trace, puzzle, index) {
                    Some(scene) => svg::document(&scene),
                    None => {
                        note!(
                            "sudograph: puzzle {} (line {}) has {} steps, not {}",
                            record.index + 1,
                            record.line,
                            trace.len(),
                            index + 1
                        );
                        missing = true;
                        continue;
                    }
                }
            }
        };
        write_file(&numbered(&args.svg, record.index, several), &text)?;
    }
    Ok(if bad {
        crate::EXIT_INPUT_ERROR
    } else if missing {
        1
    } else {
        0
    })
}
