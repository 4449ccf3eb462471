//! `sudograph dump`: the candidate graph and the house maps, for debugging.

use std::fmt::Write as _;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use clap::{Args, ValueEnum};
use petgraph::dot::{Config as DotConfig, Dot};
use serde_json::json;
use sudograph::graph::{to_petgraph, to_petgraph_of};
use sudograph::io::Record;
use sudograph::io::symbol as symbol_of;
use sudograph::{Candidates, Cell, Engine, House, HouseKind, Layout, Rules};

use crate::{InputArgs, RuleArgs, batch, input};

/// Print each puzzle's candidate graph and house maps.
///
/// `--format grid` (default) draws the candidates as a grid, boxes outlined; `--format json`
/// prints one JSON object per puzzle with every cell's candidates and every house's two maps
/// (cell → numbers, number → cells); `--format dot` prints the bipartite cell/number graph in
/// Graphviz DOT (unsolved cells only).
///
/// `--at` picks the state: `start` (default) the record as read (a puzzle's givens, every
/// other cell with every number); `fixpoint` after propagating with --rules/--max-size (as
/// `propagate` does; `--propagate` says the same); `step:N` the state just before step N
/// (1-based) of the explanation, as `explain` finds it with --rules/--max-size/--no-uniqueness,
/// and `step:end` the state it reaches.
///
/// `--house H` shows one house only (`row 4`, `r4`, `column 2`, `c2`, `box 5`, `b5`, a
/// variant's house by name, `region 4`, `j4`, `diagonal 1`, `d1`, `window 2`, `centre dot`, or
/// its 1-based number, `house 28` or `28`): its two maps as text for grid, only its entry in
/// `houses` for json (cells stay whole), its cells (solved ones too) and the numbers for dot.
///
/// Exit status: 0; 1 if some puzzle had no such step or house; 2 if some input could not be
/// read.
#[derive(Args, Debug)]
pub struct DumpArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    rules: RuleArgs,
    /// What to print.
    #[arg(long, value_enum, default_value_t = Format::Grid)]
    format: Format,
    /// Propagate first (the same as `--at fixpoint`).
    #[arg(long, conflicts_with = "at")]
    propagate: bool,
    /// The state shown: start, fixpoint, step:N (before step N) or step:end.
    #[arg(long, value_name = "start|fixpoint|step:N")]
    at: Option<At>,
    /// Leave out Unique Rectangles and Loops and BUG from the explanation (with `--at step:N`).
    #[arg(long)]
    no_uniqueness: bool,
    /// Show one house only: row 4, r4, column 2, c2, box 5, b5, a variant's house by name
    /// (region 4, j4, diagonal 1, d1, window 2, centre dot), or its number (house 28, 28).
    #[arg(long, value_name = "H")]
    house: Option<HouseArg>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Grid,
    Json,
    Dot,
}

/// Which state `--at` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// The record as read.
    Start,
    /// After propagation.
    Fixpoint,
    /// Just before step N (1-based) of the explanation.
    Step(usize),
    /// After the explanation's last step.
    End,
}

impl std::str::FromStr for At {
    type Err = String;

    fn from_str(s: &str) -> Result<At, String> {
        let bad =
            || format!("expected start, fixpoint, step:N (N from 1) or step:end, found {s:?}");
        match s {
            "start" => Ok(At::Start),
            "fixpoint" => Ok(At::Fixpoint),
            "step:end" => Ok(At::End),
            _ => match s.strip_prefix("step:").map(str::parse::<usize>) {
                Some(Ok(n @ 1..)) => Ok(At::Step(n)),
                _ => Err(bad()),
            },
        }
    }
}

/// A house as people name it; its index depends on the grid's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HouseArg {
    /// Row i (1-based).
    Row(usize),
    /// Column i.
    Column(usize),
    /// Box i.
    Box(usize),
    /// House i in layout order (rows, columns, boxes, extra houses).
    Number(usize),
    /// A variant's house by its name or short name (`region 4`, `j4`, `diagonal 1`, `d1`,
    /// `window 2`, `centre dot`), lowercase; spaces do not count.
    Named(String),
}

/// The families of a variant's numbered houses, by name and short name (spaces left out).
const NAMED: [&str; 10] = [
    "region",
    "j",
    "diagonal",
    "d",
    "window",
    "w",
    "disjointgroup",
    "p",
    "extra",
    "h",
];

/// The variant houses named without a number.
const SINGLE: [&str; 6] = ["centredot", "cd", "asterisk", "as", "girandola", "gi"];

impl std::str::FromStr for HouseArg {
    type Err = String;

    fn from_str(s: &str) -> Result<HouseArg, String> {
        let text = s.trim().to_ascii_lowercase();
        let bad = || {
            format!(
                "expected a house such as `row 4`, `r4`, `column 2`, `c2`, `box 5`, `b5`, `28`, \
                 `region 4`, `diagonal 1`, `window 2` or `centre dot`, found {s:?}"
            )
        };
        let Some(split) = text.find(|c: char| c.is_ascii_digit()) else {
            // A house named without a number: `centre dot`, `asterisk`, `girandola`.
            return match text.trim() {
                name if SINGLE.contains(&name.replace(' ', "").as_str()) => {
                    Ok(HouseArg::Named(name.to_string()))
                }
                _ => Err(bad()),
            };
        };
        let (word, number) = text.split_at(split);
        let i: usize = number.trim().parse().map_err(|_| bad())?;
        if i == 0 {
            return Err(format!("houses are numbered from 1, found {s:?}"));
        }
        match word.trim() {
            "row" | "r" => Ok(HouseArg::Row(i)),
            "column" | "col" | "c" => Ok(HouseArg::Column(i)),
            "box" | "b" => Ok(HouseArg::Box(i)),
            "house" | "" => Ok(HouseArg::Number(i)),
            word if NAMED.contains(&word.replace(' ', "").as_str()) => {
                Ok(HouseArg::Named(text.trim().to_string()))
            }
            _ => Err(bad()),
        }
    }
}

impl std::fmt::Display for HouseArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HouseArg::Row(i) => write!(f, "row {i}"),
            HouseArg::Column(i) => write!(f, "column {i}"),
            HouseArg::Box(i) => write!(f, "box {i}"),
            HouseArg::Number(i) => write!(f, "house {i}"),
            HouseArg::Named(name) => f.write_str(name),
        }
    }
}

impl HouseArg {
    /// The house in `layout`, if it has one of that name.
    fn resolve(&self, layout: &Layout) -> Option<House> {
        let n = layout.side();
        let (base, i, count) = match *self {
            HouseArg::Row(i) => (0, i, n),
            HouseArg::Column(i) => (n, i, n),
            // Boxes (or a jigsaw's regions) follow the columns; a Latin square has none.
            HouseArg::Box(i) => {
                let h = House::new(2 * n + i - 1);
                let boxed = i <= n && h.index() < layout.houses();
                return (boxed && layout.kind(h) == HouseKind::Box).then_some(h);
            }
            HouseArg::Number(i) => (0, i, layout.houses()),
            HouseArg::Named(ref name) => {
                let plain = |s: &str| s.replace(' ', "");
                let name = plain(name);
                return layout.house_ids().find(|&h| {
                    plain(&layout.house_name(h)) == name
                        || plain(&layout.short_house_name(h)) == name
                });
            }
        };
        (i <= count).then(|| House::new(base + i - 1))
    }
}

pub fn run(args: &DumpArgs) -> io::Result<u8> {
    let at = match (args.at, args.propagate) {
        (Some(at), _) => at,
        (None, true) => At::Fixpoint,
        (None, false) => At::Start,
    };
    let config = args.rules.config(Rules::DEFAULT, None);
    let mut explain_config = args.rules.config(Rules::EXPLAIN, None);
    if args.no_uniqueness {
        explain_config = explain_config.with_rules(explain_config.rules.without(Rules::UNIQUENESS));
    }
    let (source, records) = input::records(&args.input)?;
    let failed = AtomicBool::new(false);
    let work = |record: &Record| -> Result<String, String> {
        let (engine, contradiction) = match at {
            At::Start => (input::engine(record), false),
            At::Fixpoint => {
                let mut engine = input::engine(record);
                let contradiction = engine.propagate(&config).is_err();
                (engine, contradiction)
            }
            At::Step(_) | At::End => {
                let trace = super::explain::explainer(record, explain_config).explain();
                let index = match at {
                    At::Step(n) => n - 1,
                    _ => trace.len(),
                };
                let state: Candidates = trace.state_at(index).ok_or_else(|| {
                    format!(
                        "the explanation has {} steps, not {}",
                        trace.len(),
                        index + 1
                    )
                })?;
                let engine = Engine::from_candidates_with_layout(trace.layout().clone(), &state)
                    .map_err(|e| e.to_string())?;
                let contradiction = index == trace.len()
                    && matches!(
                        trace.outcome(),
                        sudograph::trace::Outcome::Contradiction { .. }
                    );
                (engine, contradiction)
            }
        };
        let house = match &args.house {
            None => None,
            Some(h) => Some(h.resolve(engine.layout()).ok_or_else(|| {
                format!("this {} grid has no house {h}", engine.layout().variant())
            })?),
        };
        Ok(match args.format {
            Format::Grid => match house {
                None => grid(&engine, contradiction),
                Some(h) => house_text(&engine, h, contradiction),
            },
            Format::Json => json(&engine, record.index, contradiction, house),
            Format::Dot => {
                let view = match house {
                    None => to_petgraph(engine.layout(), engine.graph(), false),
                    Some(h) => {
                        let cells = engine.layout().cells_of(h).iter().copied();
                        to_petgraph_of(engine.layout(), engine.graph(), cells, true)
                    }
                };
                format!("{}", Dot::with_config(&view, &[DotConfig::EdgeNoLabel]))
            }
        })
    };
    let write = |out: &mut dyn Write, record: &Record, text: Result<String, String>| match text {
        Ok(text) => writeln!(out, "{text}"),
        Err(message) => {
            note!(
                "sudograph: {}: puzzle {} (line {}): {message}",
                source.name,
                record.index + 1,
                record.line
            );
            failed.store(true, Ordering::Relaxed);
            writeln!(out, "error")
        }
    };
    let tally = batch::run(&source, records, args.input.jobs, work, write)?;
    Ok(tally.exit_status(!failed.load(Ordering::Relaxed)))
}

/// The candidates drawn as a grid, one text row per grid row, boxes outlined; on a variant
/// layout, then the variant, its region map as a grid, and every extra house by name.
fn grid(engine: &Engine, contradiction: bool) -> String {
    let mut out = engine.to_candidates().grid().to_string();
    if contradiction {
        out.push_str("contradiction\n");
    }
    let layout = engine.layout();
    if !layout.is_standard() {
        let n = layout.side();
        let _ = writeln!(out, "variant: {}", layout.variant());
        if let Some(regions) = layout.variant().regions() {
            out.push_str("regions:\n");
            let map: Vec<char> = regions.to_string().chars().collect();
            for row in map.chunks(n) {
                let row: Vec<String> = row.iter().map(char::to_string).collect();
                let _ = writeln!(out, "  {}", row.join(" "));
            }
        }
        for h in layout
            .house_ids()
            .filter(|&h| layout.kind(h) == HouseKind::Extra)
        {
            let cells: Vec<String> = layout
                .cells_of(h)
                .iter()
                .map(|c| c.display(n).to_string())
                .collect();
            let _ = writeln!(out, "{}: {}", layout.house_name(h), cells.join(" "));
        }
    }
    out
}

/// One house's two maps as text: its name, then `cell: numbers` for each cell, then
/// `number: cells` for each number (`-` for none).
fn house_text(engine: &Engine, house: House, contradiction: bool) -> String {
    let layout = engine.layout();
    let n = layout.side();
    let map = engine.house(house);
    let mut out = format!("{}\ncell -> numbers\n", layout.house_name(house));
    for (cell, set) in map.cell_to_numbers() {
        let numbers: String = set.iter().map(|d| symbol_of(d.value())).collect();
        out.push_str(&format!("  {} {numbers}\n", cell.display(n)));
    }
    out.push_str("number -> cells\n");
    for d in 0..n {
        let number = sudograph::Number::new(d);
        let cells: Vec<String> = map
            .cells_of(number)
            .map(|c| c.display(n).to_string())
            .collect();
        let cells = if cells.is_empty() {
            "-".to_string()
        } else {
            cells.join(" ")
        };
        out.push_str(&format!("  {} {cells}\n", symbol_of(number.value())));
    }
    if contradiction {
        out.push_str("contradiction\n");
    }
    out
}

/// The state as one JSON object: candidates per cell and both maps of every house (or of
/// `only` that house).
fn json(engine: &Engine, index: usize, contradiction: bool, only: Option<House>) -> String {
    let layout = engine.layout();
    let cells: Vec<Vec<usize>> = (0..layout.cells())
        .map(|c| {
            engine
                .candidates(Cell::new(c))
                .iter()
                .map(|d| d.value())
                .collect()
        })
        .collect();
    let houses: Vec<_> = layout
        .house_ids()
        .filter(|&h| only.is_none_or(|o| o == h))
        .map(|h: House| {
            let map = engine.house(h);
            let kind = match layout.kind(h) {
                HouseKind::Row => "row",
                HouseKind::Column => "column",
                HouseKind::Box => "box",
                HouseKind::Extra => "extra",
            };
            let cell_to_numbers: Vec<_> = map
                .cell_to_numbers()
                .map(|(c, set)| json!({"cell": c.index(), "numbers": set.iter().map(|d| d.value()).collect::<Vec<_>>()}))
                .collect();
            let number_to_cells: Vec<_> = (0..layout.side())
                .map(|d| {
                    let number = sudograph::Number::new(d);
                    json!({"number": number.value(), "cells": map.cells_of(number).map(|c| c.index()).collect::<Vec<_>>()})
                })
                .collect();
            json!({"house": h.index(), "kind": kind, "name": layout.house_name(h), "cell_to_numbers": cell_to_numbers, "number_to_cells": number_to_cells})
        })
        .collect();
    json!({
        "puzzle": index,
        "side": layout.side(),
        "box": layout.shape().to_string(),
        "variant": layout.variant().to_string(),
        "regions": layout.variant().regions().map(|r| r.to_string()),
        "contradiction": contradiction,
        "cells": cells,
        "houses": houses,
    })
    .to_string()
}
