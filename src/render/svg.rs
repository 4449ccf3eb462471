//! SVG pictures of a state: the grid, its values and candidates, and a step drawn on it.
//!
//! The picture is written with `write!` into a string rather than through an SVG crate: it
//! uses a dozen element kinds, the library keeps its dependencies to three crates, and every
//! piece of text goes through one escaping helper ([`escape`](super::escape())).
//!
//! Layers, bottom to top: cells and the light shading of extra houses (diagonals, windows);
//! the step's houses, then its pattern cells (an almost-locked-set step's cells set by set, each
//! set in a colour of its own, its numbers ringed in that colour); thin cell lines and thick box
//! borders; highlights behind candidates (the pattern's numbers in its cells, chain nodes,
//! placed values); the
//! values and candidates; then strikes through removed candidates and the chain's links as
//! arrows (strong solid, weak dashed). Elements carry classes named in [`STYLE`], so a page can
//! restyle them; a candidate's `<text>` has the id `c{cell}-{number}` and a value's `v{cell}`
//! (0-based cell, 1-based number).

use std::fmt::{self, Write};

use crate::layout::{Cell, HouseKind, Layout, Number, NumberSet};
use crate::trace::{Link, Node, StepRef, Technique, chains};

use super::geometry::{Geometry, box_borders, escape};
use super::scene::{Origin, Scene, Shown};

/// The classes of a picture: cells, shading, lines, glyphs, and the step's marks.
pub const STYLE: &str = "\
.bg{fill:#fff}.extra{fill:#7c6fb0;fill-opacity:.14}\
.house{fill:#fde68a;fill-opacity:.45}.pattern{fill:#93c5fd;fill-opacity:.6}\
.thin{stroke:#9ca3af;stroke-width:1}.thick{stroke:#111827;stroke-width:3;stroke-linecap:square}\
text{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;text-anchor:middle;dominant-baseline:central}\
.c{fill:#4b5563}.given{fill:#111827;font-weight:bold}.placed{fill:#1d4ed8}\
.key{fill:#fbbf24;fill-opacity:.55}.place{fill:#4ade80;stroke:#15803d;stroke-width:1.5}\
.on{fill:none;stroke:#15803d;stroke-width:1.5}.off{fill:none;stroke:#b91c1c;stroke-width:1.5;stroke-dasharray:2 2}\
.strike{stroke:#dc2626;stroke-width:2.5;stroke-linecap:round}\
.link{stroke:#7c3aed;stroke-width:2;fill:none}.weak{stroke-dasharray:5 4}\
.s0{fill:#93c5fd}.s1{fill:#fca5a5}.s2{fill:#86efac}.s3{fill:#fcd34d}.s4{fill:#c4b5fd}.s5{fill:#f9a8d4}\
.member{fill:none;stroke-width:1.5}.member.s0{stroke:#1d4ed8}.member.s1{stroke:#b91c1c}\
.member.s2{stroke:#15803d}.member.s3{stroke:#b45309}.member.s4{stroke:#6d28d9}.member.s5{stroke:#be185d}";

/// The colours of an almost-locked-set step's sets (classes `s0` to `s5`, by the set's place in
/// the step, cycling).
pub const SET_TONES: usize = 6;

/// The picture of `scene` as a standalone SVG document, with the step (if any) drawn on it.
///
/// # Examples
///
/// ```
/// use sudograph::render::{Scene, svg};
/// use sudograph::{Candidates, Layout, Puzzle};
///
/// let puzzle: Puzzle = "1...............".parse()?;
/// let layout = Layout::new(puzzle.shape());
/// let scene = Scene::new(&layout, &Candidates::from(&puzzle)).with_givens(&puzzle);
/// let text = svg::document(&scene);
/// assert_eq!(text.matches("class=\"c\"").count(), 15 * 4, "one glyph per candidate");
/// # Ok::<(), sudograph::ParseError>(())
/// ```
pub fn document(scene: &Scene<'_>) -> String {
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = write_document(&mut out, scene);
    out
}

fn write_document(out: &mut String, scene: &Scene<'_>) -> fmt::Result {
    let layout = scene.layout();
    let geo = Geometry::new(layout);
    open(out, &geo)?;
    if let Some(step) = scene.step() {
        writeln!(
            out,
            "<title>{}</title>",
            escape(&step.display(layout.side()).to_string())
        )?;
    }
    write_cells(out, layout, &geo)?;
    let has = |cell: Cell, number: Number| match scene.cell(cell) {
        Shown::Candidates(set) => set.contains(number),
        Shown::Value(..) => false,
    };
    if let Some(step) = scene.step() {
        write_under(out, layout, &geo, step, &has, None)?;
    }
    write_lines(out, layout, &geo)?;
    write_glyphs(out, &geo, scene.cells())?;
    if let Some(step) = scene.step() {
        write_over(out, layout, &geo, step, None)?;
    }
    writeln!(out, "</svg>")
}

/// The opening tag, the style and the arrow head.
pub(crate) fn open(out: &mut String, geo: &Geometry) -> fmt::Result {
    let size = geo.size();
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" \
         viewBox=\"0 0 {size} {size}\" class=\"grid\">"
    )?;
    writeln!(out, "<style>{STYLE}</style>")?;
    writeln!(
        out,
        "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" \
         markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">\
         <path d=\"M0,0L10,5L0,10z\" fill=\"#7c3aed\"/></marker></defs>"
    )
}

/// The cells' background and the shading of extra houses.
pub(crate) fn write_cells(out: &mut String, layout: &Layout, geo: &Geometry) -> fmt::Result {
    let (m, side) = (super::geometry::MARGIN, layout.side() * geo.cell);
    writeln!(
        out,
        "<rect class=\"bg\" x=\"{m}\" y=\"{m}\" width=\"{side}\" height=\"{side}\"/>"
    )?;
    for house in layout.house_ids() {
        if layout.kind(house) == HouseKind::Extra {
            for &cell in layout.cells_of(house) {
                rect(out, geo, cell, "extra")?;
            }
        }
    }
    Ok(())
}

/// Thin lines around every cell, then thick borders between boxes and around the grid.
pub(crate) fn write_lines(out: &mut String, layout: &Layout, geo: &Geometry) -> fmt::Result {
    let n = layout.side();
    let m = super::geometry::MARGIN;
    let end = m + n * geo.cell;
    let mut path = String::new();
    for i in 1..n {
        let at = m + i * geo.cell;
        write!(path, "M{at},{m}V{end}M{m},{at}H{end}")?;
    }
    writeln!(out, "<path class=\"thin\" d=\"{path}\"/>")?;
    let mut path = String::new();
    for (x1, y1, x2, y2) in box_borders(layout, geo) {
        write!(path, "M{x1},{y1}L{x2},{y2}")?;
    }
    writeln!(out, "<path class=\"thick\" d=\"{path}\" fill=\"none\"/>")
}

/// Every value and candidate of `cells`.
pub(crate) fn write_glyphs(out: &mut String, geo: &Geometry, cells: &[Shown]) -> fmt::Result {
    writeln!(out, "<g font-size=\"{}\">", geo.small_font())?;
    for (c, shown) in cells.iter().enumerate() {
        if let Shown::Candidates(set) = shown {
            candidates(out, geo, Cell::new(c), *set)?;
        }
    }
    writeln!(out, "</g><g font-size=\"{}\">", geo.value_font())?;
    for (c, shown) in cells.iter().enumerate() {
        if let Shown::Value(d, origin) = shown {
            value(out, geo, Cell::new(c), Some((*d, *origin)))?;
        }
    }
    writeln!(out, "</g>")
}

/// The candidates `set` of `cell`, each in its place.
pub(crate) fn candidates(
    out: &mut String,
    geo: &Geometry,
    cell: Cell,
    set: NumberSet,
) -> fmt::Result {
    for d in set {
        let (x, y) = geo.candidate(cell, d);
        writeln!(
            out,
            "<text class=\"c\" id=\"c{}-{}\" x=\"{x}\" y=\"{y}\">{}</text>",
            cell.index(),
            d.value(),
            escape(&crate::io::symbol(d.value()).to_string())
        )?;
    }
    Ok(())
}

/// The value of `cell`, or an empty placeholder a page fills in.
pub(crate) fn value(
    out: &mut String,
    geo: &Geometry,
    cell: Cell,
    value: Option<(Number, Origin)>,
) -> fmt::Result {
    let (x, y) = geo.centre(cell);
    let (class, text) = match value {
        Some((d, Origin::Given)) => ("given", crate::io::symbol(d.value()).to_string()),
        Some((d, Origin::Placed)) => ("placed", crate::io::symbol(d.value()).to_string()),
        None => ("placed", String::new()),
    };
    writeln!(
        out,
        "<text class=\"v {class}\" id=\"v{}\" x=\"{x}\" y=\"{y}\">{}</text>",
        cell.index(),
        escape(&text)
    )
}

/// What goes under the glyphs for `step`: its houses and pattern cells shaded, its numbers
/// circled in its cells (where `has` them), its chain's nodes and its placements circled. With
/// `group`, the marks go in a `<g>` with that attribute text (a page shows one step at a time).
pub(crate) fn write_under(
    out: &mut String,
    layout: &Layout,
    geo: &Geometry,
    step: StepRef<'_>,
    has: &dyn Fn(Cell, Number) -> bool,
    group: Option<&str>,
) -> fmt::Result {
    if let Some(attrs) = group {
        writeln!(out, "<g {attrs}>")?;
    }
    for &house in step.houses {
        for &cell in layout.cells_of(house) {
            rect(out, geo, cell, "house")?;
        }
    }
    if step.sets.is_empty() {
        for &cell in step.cells {
            rect(out, geo, cell, "pattern")?;
        }
    } else {
        write_sets(out, layout, geo, step, has)?;
    }
    let r = geo.radius();
    for &cell in step.cells {
        for d in step.numbers {
            if has(cell, d) {
                let (x, y) = geo.candidate(cell, d);
                writeln!(
                    out,
                    "<circle class=\"key\" cx=\"{x}\" cy=\"{y}\" r=\"{r}\"/>"
                )?;
            }
        }
    }
    for node in step.chain {
        let class = if node.on { "on" } else { "off" };
        for &cell in node.cells() {
            let (x, y) = geo.candidate(cell, node.number);
            writeln!(
                out,
                "<circle class=\"{class}\" cx=\"{x}\" cy=\"{y}\" r=\"{r}\"/>"
            )?;
        }
    }
    for &(cell, d) in step.placements {
        let (x, y) = geo.candidate(cell, d);
        writeln!(
            out,
            "<circle class=\"place\" cx=\"{x}\" cy=\"{y}\" r=\"{r}\"/>"
        )?;
    }
    if group.is_some() {
        writeln!(out, "</g>")?;
    }
    Ok(())
}

/// An almost-locked-set step's sets, each in a group of class `set s{k}` (`k` its place in the
/// step modulo [`SET_TONES`]) titled with its name as the step's text gives it (`A`, `B`, …;
/// a Death Blossom's `stem`; Sue de Coq's `C`, `line`, `box`), its cells and numbers: its
/// cells shaded (`pattern s{k}`) and each of its numbers ringed in its cells (`member s{k}`,
/// where `has` them).
fn write_sets(
    out: &mut String,
    layout: &Layout,
    geo: &Geometry,
    step: StepRef<'_>,
    has: &dyn Fn(Cell, Number) -> bool,
) -> fmt::Result {
    let (n, r) = (layout.side(), geo.radius());
    for (i, set) in step.sets.iter().enumerate() {
        let tone = i % SET_TONES;
        let cells: Vec<String> = (set.cells().iter())
            .map(|c| c.display(n).to_string())
            .collect();
        let numbers: Vec<String> = set.numbers().iter().map(|d| d.to_string()).collect();
        let title = format!(
            "{}: {} {{{}}}",
            set_name(step.technique, i),
            cells.join(","),
            numbers.join(",")
        );
        writeln!(
            out,
            "<g class=\"set s{tone}\"><title>{}</title>",
            escape(&title)
        )?;
        for &cell in set.cells() {
            rect(out, geo, cell, &format!("pattern s{tone}"))?;
        }
        for &cell in set.cells() {
            for d in set.numbers() {
                if has(cell, d) {
                    let (x, y) = geo.candidate(cell, d);
                    writeln!(
                        out,
                        "<circle class=\"member s{tone}\" cx=\"{x}\" cy=\"{y}\" r=\"{r}\"/>"
                    )?;
                }
            }
        }
        writeln!(out, "</g>")?;
    }
    Ok(())
}

/// The name of set `i` of a step of `technique`, as the step's text names it.
fn set_name(technique: Technique, i: usize) -> String {
    let letter = |i: usize| char::from(b'A' + (i % 26) as u8).to_string();
    match (technique, i) {
        (Technique::DeathBlossom, 0) => "stem".to_string(),
        (Technique::DeathBlossom, i) => letter(i - 1),
        (Technique::SueDeCoq, 0) => "C".to_string(),
        (Technique::SueDeCoq, 1) => "line".to_string(),
        (Technique::SueDeCoq, _) => "box".to_string(),
        (_, i) => letter(i),
    }
}

/// What goes over the glyphs for `step`: a strike through each removed candidate, an arrow
/// for each link of its chains (of a coloured cluster, from each node's earlier partner in the
/// house listed for it, its nodes not being a chain).
pub(crate) fn write_over(
    out: &mut String,
    layout: &Layout,
    geo: &Geometry,
    step: StepRef<'_>,
    group: Option<&str>,
) -> fmt::Result {
    if let Some(attrs) = group {
        writeln!(out, "<g {attrs}>")?;
    }
    let r = geo.radius();
    for &(cell, d) in step.eliminations {
        let (x, y) = geo.candidate(cell, d);
        writeln!(
            out,
            "<line class=\"strike\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
            x - r,
            y + r,
            x + r,
            y - r
        )?;
    }
    if step.technique.is_colouring() {
        let nodes = step.chain;
        for (i, (node, &house)) in nodes.iter().skip(1).zip(step.houses).enumerate() {
            let within = |n: &Node| {
                n.cells()
                    .iter()
                    .all(|&c| layout.position(c, house).is_some())
            };
            let partner = nodes[..=i].iter().find(|n| n.on != node.on && within(n));
            if let Some(partner) = partner {
                arrow(out, geo, partner, node)?;
            }
        }
    }
    let coloured = step.technique.is_colouring() || step.technique.is_multi_colouring();
    for chain in chains(step.chain).filter(|_| !coloured) {
        // A nested chain (nested forcing chains) starts afresh: no arrow into its assumption.
        for pair in chain.windows(2).filter(|p| p[1].link != Link::Nested) {
            arrow(out, geo, &pair[0], &pair[1])?;
        }
    }
    if group.is_some() {
        writeln!(out, "</g>")?;
    }
    Ok(())
}

/// An arrow from node `a` to node `b`, solid for a strong link, dashed for a weak one, its
/// ends kept off the candidates (nothing when both stand at one place).
fn arrow(out: &mut String, geo: &Geometry, a: &Node, b: &Node) -> fmt::Result {
    let (x1, y1) = node_centre(geo, a);
    let (x2, y2) = node_centre(geo, b);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        // A node linked to itself draws nothing.
        return Ok(());
    }
    let gap = (geo.radius() as f64 + 1.0).min(len / 3.0);
    let (ux, uy) = (dx / len * gap, dy / len * gap);
    let class = match b.link {
        Link::Weak => "link weak",
        _ => "link strong",
    };
    writeln!(
        out,
        "<line class=\"{class}\" x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" \
         marker-end=\"url(#arrow)\"/>",
        x1 + ux,
        y1 + uy,
        x2 - ux,
        y2 - uy
    )
}

/// The centre of a node: its candidate, or the middle of a group's candidates.
fn node_centre(geo: &Geometry, node: &Node) -> (f64, f64) {
    let cells = node.cells();
    let (mut x, mut y) = (0.0, 0.0);
    for &cell in cells {
        let (cx, cy) = geo.candidate(cell, node.number);
        x += cx as f64;
        y += cy as f64;
    }
    let k = cells.len().max(1) as f64;
    (x / k, y / k)
}

fn rect(out: &mut String, geo: &Geometry, cell: Cell, class: &str) -> fmt::Result {
    let (x, y) = geo.corner(cell);
    let s = geo.cell;
    writeln!(
        out,
        "<rect class=\"{class}\" x=\"{x}\" y=\"{y}\" width=\"{s}\" height=\"{s}\"/>"
    )
}
