//! `sudograph dump`: the candidate graph and the house maps, for debugging.

use std::fmt::Write as _;
use std::io::{self, Write};

use clap::{Args, ValueEnum};
use petgraph::dot::{Config as DotConfig, Dot};
use serde_json::json;
use sudograph::Rules;
use sudograph::graph::to_petgraph;
use sudograph::io::Record;
use sudograph::{Cell, Engine, House, HouseKind};

use crate::{InputArgs, RuleArgs, batch, input};

/// Print each puzzle's candidate graph and house maps.
///
/// `--format grid` (default) draws the candidates as a grid, boxes outlined; `--format json`
/// prints one JSON object per puzzle with every cell's candidates and every house's two maps
/// (cell → numbers, number → cells); `--format dot` prints the bipartite cell/number graph in
/// Graphviz DOT (unsolved cells only). With `--propagate`, the state shown is the fixpoint of
/// --rules/--max-size (as for `propagate`); otherwise the starting state.
///
/// Exit status: 0, or 2 if some input could not be read.
#[derive(Args, Debug)]
pub struct DumpArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    rules: RuleArgs,
    /// What to print.
    #[arg(long, value_enum, default_value_t = Format::Grid)]
    format: Format,
    /// Propagate first.
    #[arg(long)]
    propagate: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Grid,
    Json,
    Dot,
}

pub fn run(args: &DumpArgs) -> io::Result<u8> {
    let config = args.rules.config(Rules::DEFAULT, None);
    let (source, records) = input::records(&args.input)?;
    let work = |record: &Record| {
        let mut engine = input::engine(record);
        let contradiction = args.propagate && engine.propagate(&config).is_err();
        match args.format {
            Format::Grid => grid(&engine, contradiction),
            Format::Json => json(&engine, record.index, contradiction),
            Format::Dot => format!(
                "{}",
                Dot::with_config(
                    &to_petgraph(engine.layout(), engine.graph(), false),
                    &[DotConfig::EdgeNoLabel]
                )
            ),
        }
    };
    let write = |out: &mut dyn Write, _: &Record, text: String| writeln!(out, "{text}");
    let tally = batch::run(&source, records, args.input.jobs, work, write)?;
    Ok(tally.exit_status(true))
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

/// The state as one JSON object: candidates per cell and both maps of every house.
fn json(engine: &Engine, index: usize, contradiction: bool) -> String {
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
