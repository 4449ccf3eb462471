//! Cycles: continuous nice loops, chains of alternating strong and weak links that close on
//! themselves (Sudoku Explainer's bidirectional cycles).
//!
//! In a loop `n1 = n2 - n3 = … = nk - n1` (a strong link back to `n1` closing it), the
//! candidates are alternately true and false, one way round or the other: if `n1` is true, `n2`
//! is false … ; if `n1` is false, its strong partners force the other way. So each weak link of
//! the loop joins one true and one false candidate: exactly one of its two ends is true, and
//! every candidate weakly linked to both ends goes. The search: each candidate `s` assumed true
//! and followed breadth first, as chains are; every false node met whose strong partner is `s`
//! closes a loop. As Sudoku Explainer does, it runs over three sets of links (X-Cycles, Y-Cycles,
//! both), so that a shorter loop of both kinds does not hide a Y-Cycle, rated lower.
//! Named X-Cycle (one number), Y-Cycle (every strong link inside a bivalue cell) or Continuous
//! Nice Loop, rated as Sudoku Explainer rates its cycles: 6.5 (one kind of link), 7.0 (both),
//! plus the length bonus of the loop's nodes minus two.

use crate::layout::{Cell, House, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, cycle_rating};
use crate::trace::step::{Steps, Technique};

use super::chains::{Groups, Links};
use super::{GridTechnique, Scratch, State, cand, sees, uncand};

/// Continuous nice loops.
pub(crate) struct Cycles;

/// Not visited.
const NONE: u32 = u32::MAX;

/// The most nodes of a loop looked for.
const MAX_NODES: usize = 24;

impl GridTechnique for Cycles {
    fn families(&self) -> Rules {
        Rules::CHAINS
    }

    fn floor(&self) -> Rating {
        cycle_rating(Technique::XCycle, 4)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let (layout, graph) = (state.layout, state.graph);
        let n = layout.side();
        if self.floor() >= limit {
            return;
        }
        let total = layout.cells() * n;
        let Scratch {
            parent,
            queue,
            touched,
            ..
        } = scratch;
        parent.clear();
        parent.resize(2 * total, NONE);
        let links = Links::new(state, &Groups::none(total));
        let mut reported: Vec<Vec<u32>> = Vec::new();
        let mut ends = Vec::new();
        for mode in Mode::ALL {
            for c in 0..layout.cells() {
                let cell = Cell::new(c);
                if graph.candidates(cell).len() < 2 {
                    continue;
                }
                for d in graph.candidates(cell) {
                    let s = cand(n, cell, d) as u32;
                    search(state, &links, s, mode, parent, queue, touched, &mut ends);
                    for &last in &ends {
                        // The loop backwards from its last (false) node to `s`.
                        let mut path = vec![last];
                        let mut x = last;
                        while x != 2 * s + 1 {
                            x = parent[x as usize];
                            path.push(x);
                        }
                        path.reverse();
                        let mut key: Vec<u32> = path.iter().map(|&p| p / 2).collect();
                        key.sort_unstable();
                        if reported.contains(&key) {
                            continue;
                        }
                        reported.push(key);
                        report(state, &path, limit, out);
                    }
                }
            }
        }
        for &x in touched.iter() {
            parent[x as usize] = NONE;
        }
        touched.clear();
    }
}

/// The links a search follows, as Sudoku Explainer's three cycle searches do: the weak links
/// between places of a number always, those inside a cell with `y`; the strong links of a
/// bivalue cell with `y`, those of a number's two places in a house with `x`.
#[derive(Clone, Copy)]
struct Mode {
    x: bool,
    y: bool,
}

impl Mode {
    /// X-Cycles, Y-Cycles, then both kinds of link.
    const ALL: [Mode; 3] = [
        Mode { x: true, y: false },
        Mode { x: false, y: true },
        Mode { x: true, y: true },
    ];
}

/// Breadth-first search from `s` true back to `s` true, over the links of `mode`: writes to
/// `ends` the last (false) node of every loop met, whose strong partner `s` is (each node is
/// reached once, by its shortest way). `links` are the state's.
#[allow(clippy::too_many_arguments, reason = "the search's reused buffers")]
fn search(
    state: &State<'_>,
    links: &Links,
    s: u32,
    mode: Mode,
    parent: &mut [u32],
    queue: &mut Vec<u32>,
    touched: &mut Vec<u32>,
    ends: &mut Vec<u32>,
) {
    ends.clear();
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    for &x in touched.iter() {
        parent[x as usize] = NONE;
    }
    touched.clear();
    queue.clear();
    let start = 2 * s + 1;
    // `s`'s strong partners, which close a loop: the other number of its cell if bivalue, the
    // other place of its number in each complete house where it has two (its strong links).
    let (s_cell, s_d) = uncand(n, s as usize);
    let s_here = graph.candidates(s_cell);
    let s_other = (s_here.len() == 2)
        .then(|| (s_here - NumberSet::single(s_d)).first())
        .flatten()
        .map(|e| cand(n, s_cell, e) as u32);
    let s_strong = links.strong(s as usize, false);
    parent[start as usize] = start;
    touched.push(start);
    queue.push(start);
    let (mut head, mut level_end, mut depth) = (0, 1, 0);
    while head < queue.len() {
        if head == level_end {
            depth += 1;
            level_end = queue.len();
            if depth >= MAX_NODES {
                return;
            }
        }
        let x = queue[head];
        head += 1;
        let (cell, d) = uncand(n, (x / 2) as usize);
        let mut visit = |y: u32, parent: &mut [u32]| {
            if parent[y as usize] == NONE {
                parent[y as usize] = x;
                touched.push(y);
                queue.push(y);
            }
        };
        if x % 2 == 1 {
            // From `s`, its strong partners are left for the end of the loop: they close it.
            let closing =
                |y: u32| x == start && (s_other == Some(y / 2) || s_strong.contains(&(y + 1)));
            if mode.y {
                for e in graph.candidates(cell) - NumberSet::single(d) {
                    let y = 2 * cand(n, cell, e) as u32;
                    if !closing(y) {
                        visit(y, parent);
                    }
                }
            }
            for &y in links.weak((x / 2) as usize, false) {
                if !closing(y) {
                    visit(y, parent);
                }
            }
        } else {
            // Its strong partners: the other number of a bivalue cell, the other place of its
            // number in each complete house where it has two.
            let here = graph.candidates(cell);
            let bivalue = (mode.y && here.len() == 2).then(|| {
                let e = (here - NumberSet::single(d)).first().expect("two numbers");
                2 * cand(n, cell, e) as u32 + 1
            });
            let houses: &[u32] = if mode.x {
                links.strong((x / 2) as usize, false)
            } else {
                &[]
            };
            // Four nodes in two cells are a naked pair, which simpler steps say.
            let cell_of = |p: u32| (p / 2) as usize / n;
            let pair = depth == 3 && {
                let n2 = parent[x as usize];
                let n1 = parent[n2 as usize];
                let cells = [cell_of(start), cell_of(n1), cell_of(n2), cell_of(x)];
                cells.iter().all(|&c| c == cells[0] || c == cells[1])
                    || cells.iter().all(|&c| c == cells[0] || c == cells[2])
            };
            for y in bivalue.into_iter().chain(houses.iter().copied()) {
                // Back at `s` with a loop of four nodes or more: closed.
                if y == start {
                    if depth >= 3 && !pair {
                        ends.push(x);
                    }
                    continue;
                }
                visit(y, parent);
            }
        }
    }
}

/// The loop's name: one number, only bivalue cells, or mixed.
fn name(nodes: &[Node]) -> Technique {
    let d = nodes[0].number;
    if nodes.iter().all(|node| node.number == d) {
        return Technique::XCycle;
    }
    // Strong links (node i to i + 1 for odd i, and the last back to the first) in cells.
    let k = nodes.len();
    let in_cell = (1..k)
        .step_by(2)
        .all(|i| nodes[i].cells() == nodes[(i + 1) % k].cells());
    if in_cell {
        Technique::YCycle
    } else {
        Technique::ContinuousNiceLoop
    }
}

/// Writes the loop `path` (nodes `2i + on`: `s` true, then false and true in turn, ending
/// false), if it removes something.
fn report(state: &State<'_>, path: &[u32], limit: Rating, out: &mut Steps) {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let nodes: Vec<Node> = path
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let (cell, d) = uncand(n, (x / 2) as usize);
            let link = match i {
                0 => Link::Start,
                _ if x % 2 == 1 => Link::Strong,
                _ => Link::Weak,
            };
            Node::cell(cell, d, link, x % 2 == 1)
        })
        .collect();
    let technique = name(&nodes);
    let value = cycle_rating(technique, nodes.len());
    if value >= limit || !state.allows(technique) {
        return;
    }
    let mut eliminations = Vec::new();
    for pair in nodes.chunks(2) {
        let (a, b) = (
            (pair[0].cells()[0], pair[0].number),
            (pair[1].cells()[0], pair[1].number),
        );
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            for d in graph.candidates(cell) {
                let z = (cell, d);
                if z == a || z == b || nodes.iter().any(|m| (m.cells()[0], m.number) == z) {
                    continue;
                }
                let weak = |w: (Cell, crate::layout::Number)| {
                    if w.0 == cell {
                        w.1 != d
                    } else {
                        w.1 == d && sees(layout, w.0, cell)
                    }
                };
                if weak(a) && weak(b) {
                    eliminations.push(z);
                }
            }
        }
    }
    push_loop(out, technique, value, nodes, eliminations);
}

/// Writes the loop `nodes` as a step removing `eliminations` (sorted and listed once here),
/// if it removes anything: its cells and numbers are its nodes'. Grouped loops write theirs so
/// too.
pub(super) fn push_loop(
    out: &mut Steps,
    technique: Technique,
    value: Rating,
    nodes: Vec<Node>,
    mut eliminations: Vec<(Cell, Number)>,
) {
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    eliminations.dedup();
    if eliminations.is_empty() {
        return;
    }
    let mut cells: Vec<Cell> = nodes.iter().flat_map(|m| m.cells().to_vec()).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|m| m.number).collect();
    out.push(
        technique,
        value,
        [] as [House; 0],
        cells,
        numbers,
        eliminations,
        [],
    );
    out.set_chain(nodes);
}
