//! `sudograph hint`: the next step for each puzzle or pencilmark state.

use std::fmt::Write as _;
use std::io;

use clap::Args;
use sudograph::Layout;
use sudograph::io::Record;
use sudograph::trace::json::{ResultRecord, StepRecord};
use sudograph::trace::{Hint, Step, Technique, outcome_line};

use super::explain::{Format, Options, explainer, json_line, run_lines};

/// Give the next step for each input: the simplest step at that state.
///
/// One line per input, in input order: the step as `explain` prints it, or, when no step
/// applies, how the explanation ends (solved, stuck, contradiction). Pencilmark states are
/// taken as they are; a puzzle starts from its givens' pencilmarks. With `--format json`, the
/// step's object (`"step": 1`) or the outcome's. Default: the families
/// subsets,intersections,fish,direct,chains,wings,uniqueness,forcing,search,als, no bound on subset
/// or fish sizes.
///
/// `--level 1` gives only the step's technique (`Hidden pair`), `--level 2` also where it is
/// (`Hidden pair in row 4: r4c1 r4c5`), as people ask for hints a little at a time; in JSON the
/// fields `technique` and `rating`, then `houses` and `cells`.
///
/// With `--all`, every step available at the state instead, one a line, by rating (both views
/// of a subset, a fish seen from either family, a pattern in each house it lies in), then an
/// empty line; in JSON, one object each, numbered from 1. `--technique` keeps only the steps of
/// the techniques named. A state with no step prints how the explanation ends, as without
/// `--all`.
///
/// Exit status: 0, or 2 if some input could not be read.
#[derive(Args, Debug)]
pub struct HintArgs {
    #[command(flatten)]
    options: Options,

    /// List every step available at each state, not only the simplest.
    #[arg(long)]
    all: bool,

    /// With --all, only the steps of these techniques, comma-separated, named as in JSON
    /// output (e.g. x_wing,swordfish,naked_pair).
    #[arg(long, value_name = "NAMES", value_delimiter = ',', requires = "all")]
    technique: Vec<Technique>,

    /// How much of the step to give, as people ask for hints: 1 the technique only, 2 also
    /// where (its houses and cells), 3 the whole step.
    #[arg(long, value_name = "1|2|3", default_value_t = 3, conflicts_with = "all",
          value_parser = clap::value_parser!(u8).range(1..=3))]
    level: u8,
}

/// A step told in part (`--level 1` or `2`), for JSON.
#[derive(serde::Serialize)]
struct PartialStep {
    puzzle: usize,
    step: usize,
    technique: &'static str,
    rating: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    houses: Option<Vec<usize>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<Vec<usize>>,
}

/// The step told up to `level`: its technique (1), then where (2), in text.
fn partial_text(step: &Step, level: u8, layout: &Layout) -> String {
    let side = layout.side();
    let title = step.technique.title();
    if level == 1 {
        return title.to_string();
    }
    let houses: Vec<String> = step.houses.iter().map(|&h| layout.house_name(h)).collect();
    let cells: Vec<String> = step
        .cells
        .iter()
        .map(|c| c.display(side).to_string())
        .collect();
    format!("{title} in {}: {}", houses.join(", "), cells.join(" "))
}

pub fn run(args: &HintArgs) -> io::Result<u8> {
    let config = args.options.config();
    let format = args.options.format;
    let work = |record: &Record| {
        let mut explainer = explainer(record, config);
        let layout = crate::input::checked_layout(record);
        let mut out = String::new();
        if args.all {
            let steps = explainer.all_steps();
            if !steps.is_empty() {
                let kept = steps
                    .iter()
                    .filter(|s| args.technique.is_empty() || args.technique.contains(&s.technique));
                for (i, step) in kept.enumerate() {
                    match format {
                        Format::Text => {
                            let _ = writeln!(out, "{}", step.display(&layout));
                        }
                        Format::Json => {
                            let line = StepRecord {
                                puzzle: record.index,
                                step: i + 1,
                                inner: step.view(),
                            };
                            json_line(&mut out, &line);
                        }
                    }
                }
                if format == Format::Text {
                    out.push('\n');
                }
                return out;
            }
        }
        match (explainer.hint(), format) {
            (Hint::Step(step), Format::Text) if args.level < 3 => {
                let _ = writeln!(out, "{}", partial_text(&step, args.level, &layout));
            }
            (Hint::Step(step), Format::Json) if args.level < 3 => {
                let indices = |v: Vec<usize>| (args.level >= 2).then_some(v);
                let line = PartialStep {
                    puzzle: record.index,
                    step: 1,
                    technique: step.technique.name(),
                    rating: step.rating.value(),
                    houses: indices(step.houses.iter().map(|h| h.index()).collect()),
                    cells: indices(step.cells.iter().map(|c| c.index()).collect()),
                };
                json_line(&mut out, &line);
            }
            (Hint::Step(step), Format::Text) => {
                let _ = writeln!(out, "{}", step.display(&layout));
            }
            (Hint::Step(step), Format::Json) => {
                let line = StepRecord {
                    puzzle: record.index,
                    step: 1,
                    inner: step.view(),
                };
                json_line(&mut out, &line);
            }
            (Hint::Done(_), _) => {
                let end = explainer.engine().to_candidates();
                if let Some(rated) = explainer.rated() {
                    match format {
                        Format::Text => {
                            let _ = writeln!(out, "{}", outcome_line(&rated, &end));
                        }
                        Format::Json => {
                            let result = ResultRecord {
                                puzzle: record.index,
                                rated: &rated,
                                state: Some(&end),
                            };
                            json_line(&mut out, &result);
                        }
                    }
                }
            }
        }
        out
    };
    run_lines(&args.options.input, format, false, work)
}
