//! A whole explanation as one self-contained HTML page: the steps beside the grid, each drawn.
//!
//! The page holds everything inline (style, script, the SVG grid; nothing is fetched). The grid
//! is drawn once by [`svg`] with the starting candidates, every step's marks in a
//! hidden group of their own, and the script shows one frame at a time: frame `k` (0-based) is
//! the state just before step `k + 1` with that step drawn, the last frame the state reached.
//! The script only hides candidates removed and fills in values placed before the frame, from a
//! small JSON block; it draws nothing of the grid itself, so the page and [`svg::document`]
//! agree. A second SVG shows the graph of one house, its cells and numbers as two columns with
//! an edge per candidate, the step's removed edges red, its placed edge green, its pattern blue.
//!
//! The body's `data-frame` attribute names the frame shown, for tests and scripts.

use std::fmt::{self, Write};

use crate::io::{Candidates, Puzzle};
use crate::layout::{Cell, Layout, house_name};
use crate::trace::{Trace, outcome_line};

use super::geometry::{Geometry, escape};
use super::scene::{Origin, Scene, Shown};
use super::svg;

/// The page's style (grid classes come with the SVG).
const CSS: &str = include_str!("page.css");
/// The page's script: navigation, frames, the house graph.
const SCRIPT: &str = include_str!("page.js");

/// The page for `trace`: `title` as its heading, the givens of `puzzle` (or without one, the
/// cells the starting state had settled) drawn as givens.
///
/// # Examples
///
/// ```
/// use sudograph::{Explainer, Puzzle, render::html};
///
/// let puzzle: Puzzle = "12.4..........2.".parse()?;
/// let trace = Explainer::new(&puzzle).explain();
/// let page = html::page(&trace, Some(&puzzle), "a 4x4 puzzle");
/// assert!(page.starts_with("<!DOCTYPE html>"));
/// assert!(!page.contains("http://") || page.contains("http://www.w3.org/2000/svg"));
/// # Ok::<(), sudograph::ParseError>(())
/// ```
pub fn page(trace: &Trace, puzzle: Option<&Puzzle>, title: &str) -> String {
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = write_page(&mut out, trace, puzzle, title);
    out
}

fn write_page(
    out: &mut String,
    trace: &Trace,
    puzzle: Option<&Puzzle>,
    title: &str,
) -> fmt::Result {
    let layout: &Layout = trace.layout();
    let side = layout.side();
    let rated = trace.rated();
    let title = escape(title);
    writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"
    )?;
    writeln!(out, "<link rel=\"icon\" href=\"data:,\">")?;
    writeln!(
        out,
        "<title>sudograph: {title}</title>\n<style>{CSS}</style>\n</head>"
    )?;
    writeln!(out, "<body data-frame=\"0\">\n<header>\n<h1>{title}</h1>")?;
    writeln!(
        out,
        "<p id=\"summary\">Rating <b id=\"rating\">{}</b> ({}) &middot; {} steps &middot; {}</p>",
        rated.rating,
        rated.level,
        trace.len(),
        escape(ending(trace))
    )?;
    write!(out, "<ul id=\"counts\">")?;
    for (technique, count) in rated.counts.iter() {
        write!(
            out,
            "<li><span>{}</span> <b>{count}</b></li>",
            escape(technique.title())
        )?;
    }
    writeln!(out, "</ul>")?;
    let text = match puzzle {
        Some(p) => p.to_string(),
        None => trace.start().to_string(),
    };
    writeln!(
        out,
        "<p class=\"puzzle\"><label>Puzzle <input id=\"puzzle\" readonly value=\"{}\"></label> \
         <button id=\"copy\" type=\"button\">Copy</button></p>\n</header>",
        escape(&text)
    )?;
    writeln!(out, "<main>\n<section id=\"board\">")?;
    writeln!(
        out,
        "<p id=\"where\"><span id=\"at\"></span> <span class=\"keys\">&larr; &rarr; Home End</span></p>"
    )?;
    write_grid(out, trace, puzzle)?;
    writeln!(
        out,
        "<p id=\"nav\"><button id=\"first\" type=\"button\">First</button> \
         <button id=\"prev\" type=\"button\">&larr;</button> \
         <button id=\"next\" type=\"button\">&rarr;</button> \
         <button id=\"last\" type=\"button\">Last</button></p>"
    )?;
    write!(
        out,
        "<h2>Graph of <select id=\"house\"><option value=\"-1\">the step's house</option>"
    )?;
    for house in layout.house_ids() {
        write!(
            out,
            "<option value=\"{}\">{}</option>",
            house.index(),
            escape(&house_name(side, house))
        )?;
    }
    writeln!(out, "</select></h2>")?;
    writeln!(
        out,
        "<svg id=\"graph\" xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"60\"></svg>"
    )?;
    writeln!(out, "</section>\n<ol id=\"steps\">")?;
    for (k, step) in trace.steps().enumerate() {
        writeln!(
            out,
            "<li data-frame=\"{k}\">{}</li>",
            escape(&step.display(side).to_string())
        )?;
    }
    writeln!(
        out,
        "<li data-frame=\"{}\" class=\"end\">{}</li>",
        trace.len(),
        escape(&outcome_line(rated, trace.end()))
    )?;
    writeln!(out, "</ol>\n</main>")?;
    write!(out, "<script type=\"application/json\" id=\"data\">")?;
    write_data(out, trace, puzzle)?;
    writeln!(
        out,
        "</script>\n<script>{SCRIPT}</script>\n</body>\n</html>"
    )
}

/// How the explanation ended, in a few words.
fn ending(trace: &Trace) -> &'static str {
    match trace.outcome() {
        crate::trace::Outcome::Solved => "solved",
        crate::trace::Outcome::Stuck => "stuck",
        crate::trace::Outcome::Contradiction { .. } => "contradiction",
        crate::trace::Outcome::Timeout => "timeout",
    }
}

/// The grid: the starting state's glyphs, an empty value for every open cell, and each step's
/// marks in hidden groups (`data-frame` = its 0-based index).
fn write_grid(out: &mut String, trace: &Trace, puzzle: Option<&Puzzle>) -> fmt::Result {
    let layout: &Layout = trace.layout();
    let geo = Geometry::new(layout);
    svg::open(out, &geo)?;
    svg::write_cells(out, layout, &geo)?;
    let start = Scene::at_step(trace, puzzle, 0).map(|s| s.cells().to_vec());
    let start = start.unwrap_or_default();
    let mut state: Candidates = trace.start().clone();
    for (k, step) in trace.steps().enumerate() {
        let has = |cell: Cell, number| {
            matches!(start[cell.index()], Shown::Candidates(_)) && state.get(cell).contains(number)
        };
        let attrs = format!("class=\"frame\" data-frame=\"{k}\" display=\"none\"");
        svg::write_under(out, layout, &geo, step, &has, Some(&attrs))?;
        for &(c, d) in step.eliminations {
            let mut set = state.get(c);
            set.remove(d);
            state.set(c, set);
        }
    }
    svg::write_lines(out, layout, &geo)?;
    writeln!(out, "<g font-size=\"{}\">", geo.small_font())?;
    for (c, shown) in start.iter().enumerate() {
        if let Shown::Candidates(set) = shown {
            svg::candidates(out, &geo, Cell::new(c), *set)?;
        }
    }
    writeln!(out, "</g><g font-size=\"{}\">", geo.value_font())?;
    for (c, shown) in start.iter().enumerate() {
        let value = match *shown {
            Shown::Value(d, origin) => Some((d, origin)),
            Shown::Candidates(_) => None,
        };
        svg::value(out, &geo, Cell::new(c), value)?;
    }
    writeln!(out, "</g>")?;
    for (k, step) in trace.steps().enumerate() {
        let attrs = format!("class=\"frame\" data-frame=\"{k}\" display=\"none\"");
        svg::write_over(out, layout, &geo, step, Some(&attrs))?;
    }
    writeln!(out, "</svg>")
}

/// The script's data: the side, the symbols, the houses, the givens, and per step its
/// removals and placements (as `cell * side + number - 1`), houses, cells and numbers.
fn write_data(out: &mut String, trace: &Trace, puzzle: Option<&Puzzle>) -> fmt::Result {
    let layout: &Layout = trace.layout();
    let n = layout.side();
    let symbols: String = (1..=n).map(crate::io::symbol).collect();
    // The symbols are letters, digits and `@`, `$`, `%`: nothing to escape in a JSON string.
    write!(out, "{{\"side\":{n},\"symbols\":\"{symbols}\",\"houses\":[")?;
    for (i, house) in layout.house_ids().enumerate() {
        let cells = layout.cells_of(house).iter().map(|c| c.index());
        list(out, i > 0, cells)?;
    }
    write!(out, "],\"givens\":")?;
    let start = Scene::at_step(trace, puzzle, 0).map(|s| s.cells().to_vec());
    let givens = start.unwrap_or_default().into_iter().map(|s| match s {
        Shown::Value(d, Origin::Given | Origin::Placed) => d.value(),
        Shown::Candidates(_) => 0,
    });
    list(out, false, givens)?;
    write!(out, ",\"steps\":[")?;
    for (k, step) in trace.steps().enumerate() {
        let pair = |&(c, d): &(Cell, crate::layout::Number)| c.index() * n + d.index();
        write!(out, "{}{{\"e\":", if k > 0 { "," } else { "" })?;
        list(out, false, step.eliminations.iter().map(pair))?;
        write!(out, ",\"p\":")?;
        list(out, false, step.placements.iter().map(pair))?;
        write!(out, ",\"h\":")?;
        list(out, false, step.houses.iter().map(|h| h.index()))?;
        write!(out, ",\"c\":")?;
        list(out, false, step.cells.iter().map(|c| c.index()))?;
        write!(out, ",\"d\":")?;
        list(out, false, step.numbers.iter().map(|d| d.index()))?;
        write!(out, "}}")?;
    }
    write!(out, "]}}")
}

/// A JSON array of numbers, after a comma when `comma`.
fn list(out: &mut String, comma: bool, items: impl Iterator<Item = usize>) -> fmt::Result {
    if comma {
        out.push(',');
    }
    out.push('[');
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push(',');
        }
        write!(out, "{item}")?;
    }
    out.push(']');
    Ok(())
}
