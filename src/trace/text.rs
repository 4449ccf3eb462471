//! Text rendering: a step as one line in the notation people use, and the line that ends an
//! explanation.
//!
//! Cells are `r4c2` (1-based), numbers their values, houses `row 4`, `column 2`, `box 5` or
//! `house 28` (extra houses). A step reads `<technique> <pattern>: <effects>`:
//!
//! ```text
//! Full house in row 1: r1c9=9, r2c9<>9, r3c9<>9
//! Hidden single in box 5: r5c5=5, r5c1<>5
//! Naked single: r5c5=4, r1c5<>4
//! Naked pair {3,7} in r4c2 r4c6 (row 4): r4c1<>3, r4c9<>3, r4c5<>7
//! Pointing 6 in r1c1 r1c2 (box 1, row 1): r1c4<>6, r1c5<>6
//! X-Wing 4 r2 r7 / c3 c8: r5c3<>4, r9c8<>4
//! ```
//!
//! A fish names its number, its base lines and, after the slash, its cover lines; a finned fish
//! then the box its fins lie in: `Finned X-Wing 4 r2 r7 / c3 c8 fins in box 3: r1c8<>4, r3c8<>4`.
//!
//! A Franken or mutant fish names its base houses, then its cover houses, boxes as `b1` and
//! extra houses as `h1`: `Franken Swordfish 8 r1 r5 b1 / c2 c5 b4: r7c5<>8`. Its fins are the
//! step's cells outside every cover.
//!
//! A placement `r5c5=5` stands for the removal of the cell's other candidates, which are not
//! repeated; the other eliminations follow as `cell<>number`, by number then cell.

use std::fmt;

use crate::io::{Candidates, Puzzle};
use crate::layout::{Cell, House, HouseNames, NumberSet};

use super::node::{Link, Node};
use super::outcome::{Outcome, Rated};
use super::step::{PatternSet, Step, StepRef, Technique};

impl Step {
    /// An adapter printing the step on one line, naming houses by `names`: the grid's side or
    /// its [`Layout`](crate::Layout) (see the module docs and [`StepRef::display`]).
    pub fn display<'a>(&'a self, names: impl Into<HouseNames<'a>>) -> impl fmt::Display + 'a {
        StepText {
            step: self.view(),
            names: names.into(),
        }
    }
}

impl<'a> StepRef<'a> {
    /// An adapter printing the step on one line, naming houses by `names`: the grid's side (the
    /// standard numbering) or its [`Layout`](crate::Layout) (see the module docs).
    ///
    /// # Examples
    ///
    /// ```
    /// use sudograph::{Candidates, Cell};
    /// use sudograph::trace::{Explainer, Hint};
    ///
    /// // Row 1 of a 4×4 grid holds 1 2 3 placed; r1c4 is its last open cell.
    /// let state: Candidates = "1 2 3 4 34 34 124 124 234 134 124 1234 234 134 124 1234".parse()?;
    /// let Hint::Step(step) = Explainer::from_candidates(&state).hint() else { panic!() };
    /// assert_eq!(
    ///     step.display(4).to_string(),
    ///     "Full house in row 1: r1c4=4, r2c3<>4, r2c4<>4, r3c4<>4, r4c4<>4"
    /// );
    /// # Ok::<(), sudograph::ParseError>(())
    /// ```
    pub fn display(self, names: impl Into<HouseNames<'a>>) -> impl fmt::Display + 'a {
        StepText {
            step: self,
            names: names.into(),
        }
    }
}

struct StepText<'a> {
    step: StepRef<'a>,
    names: HouseNames<'a>,
}

fn cells(f: &mut fmt::Formatter<'_>, list: &[Cell], side: usize) -> fmt::Result {
    for (i, c) in list.iter().enumerate() {
        let sep = if i == 0 { "" } else { " " };
        write!(f, "{sep}{}", c.display(side))?;
    }
    Ok(())
}

fn houses(list: &[House], names: HouseNames<'_>) -> String {
    let names: Vec<_> = list.iter().map(|&h| names.long(h)).collect();
    names.join(", ")
}

/// Rows and columns as `r2 r7`, `c3 c8` (other houses by name).
fn lines(list: &[House], names: HouseNames<'_>) -> String {
    let side = names.side();
    let names: Vec<_> = list
        .iter()
        .map(|&h| match h.index() / side {
            0 => format!("r{}", h.index() + 1),
            1 => format!("c{}", h.index() - side + 1),
            _ => names.long(h),
        })
        .collect();
    names.join(" ")
}

fn numbers(set: NumberSet) -> String {
    let list: Vec<_> = set.iter().map(|d| d.to_string()).collect();
    format!("{{{}}}", list.join(","))
}

impl fmt::Display for StepText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A side of 0 has no cells to name; keep the arithmetic defined all the same.
        let (step, n) = (&self.step, self.names.side().max(1));
        let title = step.technique.title();
        match step.technique {
            Technique::NakedSingle => write!(f, "{title}")?,
            t if t.is_single() => write!(f, "{title} in {}", houses(step.houses, self.names))?,
            t if t.is_finned_fish() => {
                let number = step
                    .numbers
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<String>();
                let k = step.houses.len() / 2;
                let (base, rest) = step.houses.split_at(k);
                let (cover, fin_box) = rest.split_at(k);
                write!(
                    f,
                    "{title} {number} {} / {} fins in {}",
                    lines(base, self.names),
                    lines(cover, self.names),
                    houses(fin_box, self.names)
                )?;
            }
            t if t.is_franken_fish() => {
                let number = step
                    .numbers
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<String>();
                let k = t.franken_size().min(step.houses.len());
                let (base, cover) = step.houses.split_at(k);
                let short = |list: &[House]| {
                    let names: Vec<_> = (list.iter()).map(|&h| self.names.short(h)).collect();
                    names.join(" ")
                };
                let cover = if cover.is_empty() {
                    "no cover".to_string()
                } else {
                    short(cover)
                };
                write!(f, "{title} {number} {} / {cover}", short(base))?;
            }
            t if t.is_fish() => {
                let number = step
                    .numbers
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<String>();
                let (base, cover) = step.houses.split_at(step.houses.len() / 2);
                write!(
                    f,
                    "{title} {number} {} / {}",
                    lines(base, self.names),
                    lines(cover, self.names)
                )?;
            }
            t if t.is_chain() => write!(f, "{title} {}", chain_text(step.chain, step.sets, n))?,
            t if t.is_dual() => {
                let (one, other) = step.chain.split_at(step.chain.len() / 2);
                let (one, other) = (chain_text(one, &[], n), chain_text(other, &[], n));
                write!(f, "{title} {one} / {other}")?
            }
            t if t.is_cycle() => {
                // The loop closes on its first node, by a strong link.
                let mut nodes = step.chain.to_vec();
                if let Some(&first) = nodes.first() {
                    let mut closing = first;
                    closing.link = Link::Strong;
                    nodes.push(closing);
                }
                write!(f, "{title} {}", chain_text(&nodes, step.sets, n))?
            }
            t if t.is_colouring() => write!(f, "{title} {}", colours_text(step.chain, n))?,
            t if t.is_multi_colouring() => {
                // Two clusters, the second from its own start.
                let second = (step.chain.iter().skip(1))
                    .position(|node| node.link == Link::Start)
                    .map_or(step.chain.len(), |i| i + 1);
                let (one, other) = step.chain.split_at(second);
                let (one, other) = (colours_text(one, n), colours_text(other, n));
                write!(f, "{title} {one}, {other}")?
            }
            t if t.is_intersection() => {
                let number = step
                    .numbers
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<String>();
                write!(f, "{title} {number} in ")?;
                cells(f, step.cells, n)?;
                write!(f, " ({})", houses(step.houses, self.names))?;
            }
            t if t.is_forcing() => write!(f, "{title} {}", branches_text(step.chain, n))?,
            t if t.is_als() => write!(f, "{title}: {}", als_text(step, n))?,
            _ => {
                write!(f, "{title} {} in ", numbers(step.numbers))?;
                cells(f, step.cells, n)?;
                if !step.houses.is_empty() {
                    write!(f, " ({})", houses(step.houses, self.names))?;
                }
                if let Some(proof) = step.proof {
                    write!(
                        f,
                        " (refuted by search: {} nogoods, checked by unit propagation)",
                        proof.nogoods()
                    )?;
                }
            }
        }
        let t = step.technique;
        let chained = t.is_chain()
            || t.is_dual()
            || t.is_forcing()
            || t.is_cycle()
            || t.is_als()
            || t.is_colouring()
            || t.is_multi_colouring();
        f.write_str(if chained { " =>" } else { ":" })?;
        let mut first = true;
        let mut sep = |f: &mut fmt::Formatter<'_>| {
            let s = if first { " " } else { ", " };
            first = false;
            f.write_str(s)
        };
        for &(cell, d) in step.placements {
            sep(f)?;
            write!(f, "{}={d}", cell.display(n))?;
        }
        for &(cell, d) in step.eliminations {
            if step.placements.iter().any(|&(placed, _)| placed == cell) {
                continue;
            }
            sep(f)?;
            write!(f, "{}<>{d}", cell.display(n))?;
        }
        Ok(())
    }
}

/// A chain as people write it. One number: the number, then the cells joined by `=d=`
/// (strong) and `-d-` (weak), as HoDoKu writes X-chains: `5 r1c2 =5= r1c7 -5- r4c7 =5= r4c3`.
/// Several numbers: each cell with its numbers in parentheses, a strong link inside a cell
/// written in them, as in Eureka notation: `(1=7)r1c1 - (7=1)r1c5 - (1=4)r5c5`. An ALS node
/// (a strong link of two numbers not in one cell, through the next of `sets`) is its
/// two numbers and its set's cells, as HoDoKu writes them: `(3=5)ALS:r5c46`.
pub(crate) fn chain_text(chain: &[Node], sets: &[PatternSet], n: usize) -> String {
    let mut out = String::new();
    let Some(first) = chain.first() else {
        return out;
    };
    let name = |node: &Node| {
        let list: Vec<String> = node
            .cells()
            .iter()
            .map(|c| c.display(n).to_string())
            .collect();
        list.join("|")
    };
    let d = first.number;
    if chain.iter().all(|node| node.number == d) {
        out.push_str(&format!("{d} {}", name(first)));
        for node in &chain[1..] {
            let sign = if node.link == Link::Strong { '=' } else { '-' };
            out.push_str(&format!(" {sign}{d}{sign} {}", name(node)));
        }
        return out;
    }
    let mut sets = sets.iter();
    let mut i = 0;
    while i < chain.len() {
        let node = &chain[i];
        if i > 0 {
            out.push_str(if node.link == Link::Strong {
                " = "
            } else {
                " - "
            });
        }
        let next = chain.get(i + 1);
        let als = next.filter(|b| {
            let one_cell = b.cells() == node.cells() && b.cells().len() == 1;
            b.link == Link::Strong && b.number != node.number && !one_cell
        });
        if let Some((b, set)) = als.and_then(|b| Some((b, sets.next()?))) {
            let (x, y, cells) = (node.number, b.number, compact(set.cells(), n));
            out.push_str(&format!("({x}={y})ALS:{cells}"));
            i += 2;
            continue;
        }
        let mut numbers = node.number.to_string();
        while i + 1 < chain.len()
            && chain[i + 1].link == Link::Strong
            && chain[i + 1].cells() == node.cells()
        {
            i += 1;
            numbers.push_str(&format!("={}", chain[i].number));
        }
        out.push_str(&format!("({numbers}){}", name(node)));
        i += 1;
    }
    out
}

/// Cells as HoDoKu writes a set's: `r5c46` in one row, `r46c5` in one column (grids of side 9
/// or less), else `r1c2,r2c1`.
fn compact(cells: &[Cell], n: usize) -> String {
    let (rows, columns): (Vec<usize>, Vec<usize>) = cells
        .iter()
        .map(|c| (c.index() / n + 1, c.index() % n + 1))
        .unzip();
    let digits = |list: &[usize]| list.iter().map(|d| d.to_string()).collect::<String>();
    match (rows.first(), columns.first()) {
        (Some(&r), _) if n <= 9 && rows.iter().all(|&x| x == r) => {
            format!("r{r}c{}", digits(&columns))
        }
        (_, Some(&c)) if n <= 9 && columns.iter().all(|&x| x == c) => {
            format!("r{}c{c}", digits(&rows))
        }
        _ => {
            let list: Vec<String> = cells.iter().map(|c| c.display(n).to_string()).collect();
            list.join(",")
        }
    }
}

/// A coloured cluster: its number, then the cells of each colour, ascending, the first node's
/// colour first: `1 (r1c2, r6c7, r9c9) / (r1c8, r6c2, r9c7)`.
fn colours_text(chain: &[Node], n: usize) -> String {
    let Some(first) = chain.first() else {
        return String::new();
    };
    let side = |on: bool| {
        let mut cells: Vec<_> = (chain.iter())
            .filter(|node| node.on == on)
            .flat_map(|node| node.cells().iter().copied())
            .collect();
        cells.sort_unstable();
        let names: Vec<String> = cells.iter().map(|c| c.display(n).to_string()).collect();
        names.join(", ")
    };
    let on = first.on;
    format!("{} ({}) / ({})", first.number, side(on), side(!on))
}

/// An almost-locked-set pattern as HoDoKu writes it: each set its cells and numbers,
/// `A=r1c2,r1c5 {1,2,7}`, then the restricted commons and the number removed.
///
/// ```text
/// ALS-XZ: A=r1c2,r1c5 {1,2,7}, B=r5c5 {2,7}, X=2, Z=7 => r1c6<>7
/// ALS-XY-Wing: A=r2c2 {4,5}, B=r8c8 {5,8}, C=r2c8,r3c8 {1,4,8}, X,Y=4,8, Z=5 => r8c2<>5
/// ALS-XY-Chain: A=r1c1 {1,2} -1- B=r1c5 {1,3} -3- C=r5c5 {3,4} -4- D=r5c1 {2,4}, Z=2 => r3c1<>2
/// Death Blossom: stem r5c5 {1,2}, 1: A=r5c1 {1,7}, 2: B=r1c5 {2,7}, Z=7 => r1c1<>7
/// Sue de Coq: C=r1c1,r1c2 {1,2,3,4}, line r1c5 {1,3}, box r2c3 {2,4} => r1c9<>1
/// ```
fn als_text(step: &StepRef<'_>, n: usize) -> String {
    let set = |s: &super::step::PatternSet| {
        let cells: Vec<String> = s.cells().iter().map(|c| c.display(n).to_string()).collect();
        format!("{} {}", cells.join(","), numbers(s.numbers()))
    };
    let list = |set: NumberSet| {
        let list: Vec<_> = set.iter().map(|d| d.to_string()).collect();
        list.join(",")
    };
    let z: NumberSet = step.eliminations.iter().map(|&(_, d)| d).collect();
    let letter = |i: usize| char::from(b'A' + (i % 26) as u8);
    let sets = step.sets;
    match step.technique {
        Technique::DeathBlossom => {
            let mut parts = Vec::new();
            if let Some((stem, petals)) = sets.split_first() {
                parts.push(format!("stem {}", set(stem)));
                for (i, (petal, d)) in petals.iter().zip(stem.numbers()).enumerate() {
                    parts.push(format!("{d}: {}={}", letter(i), set(petal)));
                }
            }
            parts.push(format!("Z={}", list(z)));
            parts.join(", ")
        }
        Technique::AlsXyChain => {
            let mut text = String::new();
            for (i, s) in sets.iter().enumerate() {
                if i > 0 {
                    // A link's restricted common: its second node's number.
                    let r = step.chain.get(2 * i - 1).map(|node| node.number);
                    text.push_str(&r.map_or(" - ".to_string(), |r| format!(" -{r}- ")));
                }
                text.push_str(&format!("{}={}", letter(i), set(s)));
            }
            format!("{text}, Z={}", list(z))
        }
        Technique::SueDeCoq => {
            let names = ["C=", "line ", "box "];
            let parts: Vec<String> = (sets.iter().zip(names))
                .map(|(s, name)| format!("{name}{}", set(s)))
                .collect();
            parts.join(", ")
        }
        t => {
            let mut parts: Vec<String> = (sets.iter().enumerate())
                .map(|(i, s)| format!("{}={}", letter(i), set(s)))
                .collect();
            let doubly = t == Technique::AlsXz && step.numbers.len() == 2;
            let x = if t == Technique::AlsXyWing {
                "X,Y"
            } else {
                "X"
            };
            parts.push(format!("{x}={}", list(step.numbers)));
            if !doubly {
                parts.push(format!("Z={}", list(z)));
            }
            parts.join(", ")
        }
    }
}

/// Forcing chains' branches: each its assumption, then the potentials it needed in the order
/// derived, `r3c4=4 -> r3c6<>4 -> r2c5=4`; branches separated by ` | `; a nested chain (its
/// assumption, then what it needed) in brackets after its branch, `[nested: r1c1=2 -> …]`.
fn branches_text(chain: &[Node], n: usize) -> String {
    let branches: Vec<String> = super::node::chains(chain)
        .map(|branch| {
            let mut text = String::new();
            for (i, node) in branch.iter().enumerate() {
                if node.link == Link::Nested {
                    text.push_str(" [nested: ");
                } else if i > 0 {
                    text.push_str(" -> ");
                }
                let sign = if node.on { "=" } else { "<>" };
                text.push_str(&format!(
                    "{}{sign}{}",
                    node.cells()[0].display(n),
                    node.number
                ));
                let closes = branch
                    .get(i + 1)
                    .is_none_or(|next| next.link == Link::Nested);
                if closes && branch[..=i].iter().any(|m| m.link == Link::Nested) {
                    text.push(']');
                }
            }
            text
        })
        .collect();
    branches.join(" | ")
}

/// The line that ends an explanation: how it ended, after how many steps, the rating and level,
/// and the state reached (the solution, or the pencilmarks where it stalled or stopped).
///
/// ```text
/// Solved in 56 steps, rating 2.6 (medium): 483921657967345821251876493548132976729564138136798245372689514814253769695417382
/// Stuck after 12 steps, rating 2.3 (needs search): 4 1 2389 …
/// Contradiction after step 7 (no solution): r2c5 has no candidate left (after …)
/// Time limit reached after 30 steps, rating so far 7.1 (unknown): 4 1 2389 …
/// ```
pub fn outcome_line(rated: &Rated, end: &Candidates) -> String {
    let steps = rated.steps();
    let plural = if steps == 1 { "" } else { "s" };
    match rated.outcome {
        Outcome::Solved => format!(
            "Solved in {steps} step{plural}, rating {} ({}): {}",
            rated.rating,
            rated.level,
            solution(end)
        ),
        Outcome::Stuck => format!(
            "Stuck after {steps} step{plural}, rating {} ({}): {end}",
            rated.rating, rated.level
        ),
        Outcome::Contradiction {
            contradiction,
            after: 0,
        } => format!("Contradiction in the starting state (no solution): {contradiction}"),
        Outcome::Contradiction {
            contradiction,
            after,
        } => format!("Contradiction after step {after} (no solution): {contradiction}"),
        Outcome::Timeout => format!(
            "Time limit reached after {steps} step{plural}, rating so far {} (unknown): {end}",
            rated.rating
        ),
    }
}

/// How an explanation ended, as [`outcome_line`], with a stuck state (or one reached at the time
/// limit) drawn as a grid below the line ([`Candidates::grid`]) instead of one line of tokens. Ends with a newline.
///
/// ```text
/// Stuck after 12 steps, rating 2.3 (needs search):
///  4    1    2389 | …
/// ```
pub fn outcome_block(rated: &Rated, end: &Candidates) -> String {
    let steps = rated.steps();
    let plural = if steps == 1 { "" } else { "s" };
    match rated.outcome {
        Outcome::Stuck => format!(
            "Stuck after {steps} step{plural}, rating {} ({}):\n{}",
            rated.rating,
            rated.level,
            end.grid()
        ),
        Outcome::Timeout => format!(
            "Time limit reached after {steps} step{plural}, rating so far {} (unknown):\n{}",
            rated.rating,
            end.grid()
        ),
        _ => format!("{}\n", outcome_line(rated, end)),
    }
}

/// A solved state as a line of values.
pub(crate) fn solution(end: &Candidates) -> String {
    let mut grid = Puzzle::empty(end.shape());
    for (c, set) in end.cells().iter().enumerate() {
        grid.set(Cell::new(c), set.single_item());
    }
    grid.to_string()
}
