//! Chains over the candidate graph: alternating inference chains found by breadth-first search,
//! named as people name their short forms.
//!
//! A candidate `t` is assumed true and followed through the graph's links: a true candidate
//! makes every candidate weakly linked to it false (its cell's other numbers, its number in its
//! peers); a false candidate makes its strong partner true (the other number of a bivalue cell,
//! the other place of a number with two places in a complete house). When the search reaches
//! `t` false, the nodes in between, from the first false one to the last true one, are an
//! alternating inference chain `n1 = n2 - n3 = … = nk`: if `n1` is false then `nk` is true, so
//! one of them is, and every candidate weakly linked to both ends goes (`t` among them).
//! Breadth first, the chain is a shortest one for `t`.
//!
//! Every candidate is tried; each chain is reported once by its ends and length (which say what
//! it removes), unless a later search finds one as long rated lower, reported too. The chain is
//! then named by its shape: one number and two strong links is a Skyscraper (both in parallel
//! lines), a 2-String Kite (a row and a column, joined in a box), an Empty Rectangle (a
//! conjugate pair of cells and a box holding the number in one row and one column of it, through
//! a group) or a Turbot fish (the rest);
//! one number otherwise an X-Chain; only bivalue cells an XY-Chain, an XY-Wing when it has
//! three cells and its ends share their number, a Remote Pair when every cell holds the same
//! two numbers; two bivalue cells with the same numbers joined by a strong link a W-Wing; any
//! other an AIC. Listing every step (`hint --all`), `two_links.rs` also lists every chain of
//! two strong links, which this search, keeping the cheapest of a pair of ends, may leave out.

//!
//! The files: this one the technique and the search; `groups.rs` the group nodes (a number's
//! places in a box ∩ line); `named.rs` a chain found, named by its shape, rated, and what it
//! removes.

mod groups;
mod named;

use crate::layout::{Cell, House, NumberSet};
use crate::rules::Rules;
use crate::trace::node::MAX_GROUP;
use crate::trace::scale::{Rating, chain_rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, cand};

pub(super) use groups::{Groups, node_parts};
pub(super) use named::{Chain, eliminations, nodes_of, rated, strong_house, weak, write};

/// Chains: X-chains, XY-chains, AIC and their named short forms.
pub(crate) struct Chains;

/// Not visited.
pub(super) const NONE: u32 = u32::MAX;

/// The most nodes of a chain looked for.
pub(crate) const MAX_NODES: usize = 64;

/// The most nodes of a chain through groups (four strong links): longer ones, and chains of
/// several numbers through groups, are not on Sudoku Explainer's scale, which rates what they
/// remove as forcing chains (they are Grouped AICs, family `grouped`: `grouped.rs`).
pub(super) const GROUPED_NODES: usize = 8;

impl GridTechnique for Chains {
    fn families(&self) -> Rules {
        Rules::CHAINS.with(Rules::WINGS)
    }

    fn floor(&self) -> Rating {
        rating(Technique::Skyscraper, 4, crate::HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let (layout, graph) = (state.layout, state.graph);
        let n = layout.side();
        // The longest chain worth finding: the cheapest technique of that length must rate
        // below the limit.
        let max_nodes = (4..=MAX_NODES)
            .step_by(2)
            .take_while(|&k| cheapest(k) < limit)
            .last()
            .unwrap_or(0);
        if max_nodes == 0 {
            return;
        }
        let total = layout.cells() * n;
        let groups = Groups::new(state);
        let Scratch {
            parent,
            queue,
            touched,
            ..
        } = scratch;
        parent.clear();
        parent.resize(2 * (total + groups.list.len()), NONE);
        let mut reported: Vec<((u32, u32, usize), Rating)> = Vec::new();
        let mut path: Vec<u32> = Vec::with_capacity(MAX_NODES + 2);
        let mut plain: Vec<u32> = Vec::with_capacity(MAX_NODES + 2);
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            let here = graph.candidates(cell);
            if here.len() < 2 {
                continue;
            }
            for d in here {
                let t = cand(n, cell, d) as u32;
                // Chains of one number through groups (Sudoku Explainer's strong-link patterns,
                // up to four strong links), then through bivalue cells only (so that an XY-Wing
                // is not hidden by another chain as short), then of any candidates.
                for mode in [Mode::Grouped, Mode::Bivalue, Mode::Any] {
                    let most = match mode {
                        Mode::Grouped => max_nodes.min(GROUPED_NODES),
                        _ => max_nodes,
                    };
                    if !search(state, &groups, mode, t, most, parent, queue, touched) {
                        continue;
                    }
                    path_of(parent, t, &mut path);
                    let through_group =
                        |path: &[u32]| path.iter().any(|&x| (x / 2) as usize >= groups.total);
                    if mode == Mode::Grouped
                        && through_group(&path)
                        && search(
                            state,
                            &groups,
                            Mode::Single,
                            t,
                            path.len(),
                            parent,
                            queue,
                            touched,
                        )
                    {
                        // A chain as short of cells alone, rated 0.3 less (a Skyscraper or
                        // Kite is not hidden behind it), first.
                        path_of(parent, t, &mut plain);
                        let chain = rated(state, &groups, &plain);
                        if cheaper(&mut reported, &plain, chain.value) {
                            write(state, chain, limit, out);
                        }
                    }
                    let chain = rated(state, &groups, &path);
                    if cheaper(&mut reported, &path, chain.value) {
                        write(state, chain, limit, out);
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

/// Writes to `path` the chain the search from `t` found (`parent` its way back): the nodes
/// from n1 (false) to the last one before `t` false.
fn path_of(parent: &[u32], t: u32, path: &mut Vec<u32>) {
    path.clear();
    let mut x = 2 * t;
    while x != 2 * t + 1 {
        path.push(x);
        x = parent[x as usize];
    }
    path.reverse();
    // `t` false, last: not a node of the chain.
    path.pop();
}

/// Whether no chain with the ends and length of `path` (so removing the same) was reported yet
/// at `value` or less; notes it. A chain found again is reported once, and a cheaper one with
/// the same ends, from another search (an XY-Wing after an X-Chain as long), too.
pub(super) fn cheaper(
    reported: &mut Vec<((u32, u32, usize), Rating)>,
    path: &[u32],
    value: Rating,
) -> bool {
    let (first, last) = (path[0] / 2, path[path.len() - 1] / 2);
    let key = (first.min(last), first.max(last), path.len());
    match reported.iter_mut().find(|(k, _)| *k == key) {
        Some((_, best)) if *best <= value => false,
        Some((_, best)) => {
            *best = value;
            true
        }
        None => {
            reported.push((key, value));
            true
        }
    }
}

/// The lowest rating of a chain of `nodes` nodes of any name.
fn cheapest(nodes: usize) -> Rating {
    use Technique::*;
    [Skyscraper, XYWing, WWing, XChain, XYChain, RemotePair, Aic]
        .into_iter()
        .filter(|t| fits(*t, nodes))
        .map(|t| chain_rating(t, nodes, &[], false))
        .min()
        .unwrap_or(Rating::from_tenths(u16::MAX))
}

/// Whether a technique can name a chain of `nodes` nodes.
fn fits(technique: Technique, nodes: usize) -> bool {
    use Technique::*;
    match technique {
        Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle => nodes == 4,
        XYWing | WWing => nodes == 6,
        RemotePair => nodes >= 8,
        _ => nodes >= 4,
    }
}

/// Which links a search follows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    /// One number's, between cells.
    Single,
    /// One number's, through group nodes too.
    Grouped,
    /// Strong links inside bivalue cells only (XY-chains).
    Bivalue,
    /// Every link between candidates.
    Any,
}

/// Breadth-first search from `t` true to `t` false over chains of at most `max_nodes` nodes in
/// between, following the links of `mode`; `parent` holds the way back (node `2i` is candidate or group `i` false, `2i + 1`
/// true). Leaves the nodes it visited in `touched` and their parents set: the caller clears
/// them.
#[allow(clippy::too_many_arguments, reason = "the search's reused buffers")]
fn search(
    state: &State<'_>,
    all_groups: &Groups,
    mode: Mode,
    t: u32,
    max_nodes: usize,
    parent: &mut [u32],
    queue: &mut Vec<u32>,
    touched: &mut Vec<u32>,
) -> bool {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    // Without groups, the empty list: every node is a candidate.
    let none = Groups::none(layout.cells() * n);
    let (groups, one_number) = match mode {
        Mode::Grouped => (all_groups, true),
        Mode::Single => (&none, true),
        _ => (&none, false),
    };
    let houses_link = mode != Mode::Bivalue;
    for &x in touched.iter() {
        parent[x as usize] = NONE;
    }
    touched.clear();
    queue.clear();
    let (start, goal) = (2 * t + 1, 2 * t);
    parent[start as usize] = start;
    touched.push(start);
    queue.push(start);
    let mut head = 0;
    let mut level_end = queue.len();
    let mut depth = 0;
    let mut rest: Vec<Cell> = Vec::with_capacity(64);
    let mut houses: Vec<House> = Vec::with_capacity(8);
    while head < queue.len() {
        if head == level_end {
            depth += 1;
            level_end = queue.len();
            // `depth` nodes lie between `t` and the nodes queued now.
            if depth > max_nodes {
                return false;
            }
        }
        let x = queue[head];
        head += 1;
        let mut one = [Cell::new(0)];
        let (d, cells) = node_parts(groups, n, (x / 2) as usize, &mut one);
        // `x` may close the chain (its nodes the `depth` ones up to `x`) when there are four
        // or more and they are not a naked pair (two cells): those, simpler steps say. The goal
        // is never queued, so no path runs through it.
        let cell_of = |y: u32| {
            ((y / 2) as usize)
                .lt(&groups.total)
                .then(|| (y / 2) as usize / n)
        };
        let closes = depth >= 4 && {
            let (n4, n3) = (x, parent[x as usize]);
            let (n2, n1) = (parent[n3 as usize], parent[parent[n3 as usize] as usize]);
            let pair = depth == 4
                && cell_of(n1).is_some()
                && cell_of(n1) == cell_of(n2)
                && cell_of(n3).is_some()
                && cell_of(n3) == cell_of(n4);
            !pair
        };
        let mut visit = |y: u32| {
            if y == goal && !closes {
                return;
            }
            if parent[y as usize] == NONE {
                parent[y as usize] = x;
                touched.push(y);
                if y != goal {
                    queue.push(y);
                }
            }
        };
        // The houses the node lies in: a cell's, or a group's box and line.
        houses.clear();
        match cells {
            [cell] => houses.extend(layout.houses_of(*cell).map(|(h, _)| h)),
            _ => houses.extend(groups.list[(x / 2) as usize - groups.total].houses),
        }
        if x % 2 == 1 {
            // True: its cell's other numbers, its number elsewhere in its houses, and the
            // groups there it does not share a cell with, are false.
            if let [cell] = cells
                && !one_number
            {
                for e in graph.candidates(*cell) - NumberSet::single(d) {
                    visit(2 * cand(n, *cell, e) as u32);
                }
            }
            for &h in &houses {
                for other in layout.cells_at(h, graph.places(h, d)) {
                    if !cells.contains(&other) {
                        visit(2 * cand(n, other, d) as u32);
                    }
                }
                let here = groups.in_house.get(h.index() * n + d.index());
                for &g in here.into_iter().flatten() {
                    let group = &groups.list[g as usize];
                    if !group.cells.iter().any(|c| cells.contains(c)) {
                        visit(2 * (groups.total as u32 + g));
                    }
                }
            }
            if parent[goal as usize] != NONE {
                return true;
            }
        } else {
            // False: its strong partners are true: the other number of a bivalue cell, the
            // rest of the number's places in a complete house when they are one cell or group.
            if let [cell] = cells
                && !one_number
            {
                let here = graph.candidates(*cell);
                if here.len() == 2 {
                    let e = (here - NumberSet::single(d)).first().expect("two numbers");
                    visit(2 * cand(n, *cell, e) as u32 + 1);
                }
            }
            for &h in &houses {
                if !layout.is_complete(h) || !houses_link {
                    continue;
                }
                rest.clear();
                let places = graph.places(h, d);
                if places.len() > cells.len() + MAX_GROUP {
                    continue;
                }
                // Without groups the rest is a node only as one cell: the node's cells are
                // among the places (a node holds its number), so one place besides them.
                if groups.list.is_empty() && places.len() != cells.len() + 1 {
                    continue;
                }
                for c in layout.cells_at(h, places) {
                    if !cells.contains(&c) {
                        rest.push(c);
                    }
                }
                rest.sort_unstable();
                if let Some(y) = groups.node_at(layout, n, &rest, d) {
                    visit(2 * y + 1);
                }
            }
        }
    }
    false
}
