//! Grouped chains and loops (family `grouped`, off in explanations by default): alternating
//! inference chains and continuous nice loops through group nodes — a number's places in a
//! box ∩ line, true when the number is in one of them — that the chains of `chains/` do not
//! look for: those of several numbers, and those of one number longer than four strong links.
//! HoDoKu finds them (Grouped AIC, Grouped Discontinuous and Continuous Nice Loops); Sudoku
//! Explainer, whose scale explanations follow, does not, and rates what they remove as forcing
//! chains, hence a family of their own.
//!
//! Chains: from each node `n1` (a candidate or a group) assumed false, the search follows
//! every link between candidates and groups breadth first; each true node `nk` reached four
//! nodes or more away ends a chain `n1 = … = nk`, one of whose ends is true, so every candidate
//! weakly linked to both goes. Each pair of ends is reported once, by the shortest chain between
//! them, when that chain passes through a group and removes something: a Grouped AIC. An AIC
//! whose ends lie in one cell, or see each other, is HoDoKu's Grouped Discontinuous Nice Loop;
//! it is named by its shape as the ungrouped ones are, an AIC.
//!
//! Loops: from each node `s` (a candidate or a group) assumed true, breadth first until a false
//! node's strong partner is `s` again: `s - a1 = a2 - … = ak = s`, one loop for each such last
//! node, reported when it passes through a group. The nodes are alternately true and false one
//! way round or the other, so each weak link joins one true and one false node, and every
//! candidate weakly linked to both ends of a weak link goes (as `cycles.rs` for loops of
//! candidates).
//!
//! ALS nodes (`grouped_als.rs`): an almost locked set entered by a weak link on one of its
//! numbers and left by a weak link on another is a node too, as HoDoKu lets it be. The search
//! runs first through groups alone, then with the ALS nodes for the chains and loops through
//! one (else their shorter paths would hide the ones through groups). A chain from a candidate
//! false to the same candidate true (HoDoKu's "set value" Grouped Discontinuous Nice Loop)
//! removes that cell's other candidates, as HoDoKu lists it.
//!
//! A search allocates nothing per link: the way back, the queue and each node's depth live in
//! buffers reused from one search to the next.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, cycle_rating, rating};
use crate::trace::step::{Steps, Technique};

use super::chains::{Groups, MAX_NODES, NONE, cheaper, nodes_of, rated, weak, write};
use super::cycles::push_loop;
use super::grouped_als::{self, AlsNodes};
use super::{GridTechnique, Scratch, State, cand};

/// Grouped AICs and Grouped Continuous Nice Loops.
pub(crate) struct GroupedChains;

/// The most nodes of a loop looked for (as `cycles.rs`).
const LOOP_NODES: usize = 24;

impl GridTechnique for GroupedChains {
    fn families(&self) -> Rules {
        // `grouped` includes `chains`: only its own bit turns this on.
        Rules::GROUPED.without(Rules::CHAINS)
    }

    fn floor(&self) -> Rating {
        rating(Technique::GroupedAic, 4, crate::HouseKind::Row)
            .min(cycle_rating(Technique::GroupedContinuousNiceLoop, 4))
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        if self.floor() >= limit {
            return;
        }
        let groups = Groups::new(state);
        let als = AlsNodes::new(state, &groups);
        let none = AlsNodes::none(&groups);
        if groups.list.is_empty() && als.len() == 0 {
            return;
        }
        let Scratch {
            parent,
            queue,
            touched,
            ..
        } = scratch;
        parent.clear();
        parent.resize(2 * (groups.total + groups.list.len() + als.len()), NONE);
        let mut bfs = Bfs {
            parent,
            queue,
            touched,
            depths: Vec::new(),
            links: Links::new(),
            als: &none,
            ends: Vec::new(),
            path: Vec::with_capacity(MAX_NODES + 2),
        };
        // First through groups alone (each chain and loop is the shortest there), then through
        // ALS nodes too, for those passing through one (shorter paths through ALS nodes would
        // otherwise hide the ones through groups).
        let mut pending = grouped_als::Pending::default();
        if !groups.list.is_empty() {
            chains(state, &groups, &mut bfs, &mut pending, out, limit);
            loops(state, &groups, &mut bfs, &mut pending, out, limit);
        }
        if als.len() > 0 {
            bfs.als = &als;
            chains(state, &groups, &mut bfs, &mut pending, out, limit);
            loops(state, &groups, &mut bfs, &mut pending, out, limit);
        }
        pending.write(out);
        for &x in bfs.touched.iter() {
            bfs.parent[x as usize] = NONE;
        }
        bfs.touched.clear();
    }
}

/// A breadth-first search's buffers.
struct Bfs<'a> {
    /// Each visited node's parent (nodes `2i + on`).
    parent: &'a mut [u32],
    /// The nodes visited, in order, and each one's depth (the start's is 0).
    queue: &'a mut Vec<u32>,
    depths: Vec<u8>,
    /// The nodes whose parent is set.
    touched: &'a mut Vec<u32>,
    links: Links,
    /// The ALS nodes, after the candidates and groups.
    als: &'a AlsNodes,
    /// The nodes that end a chain or close a loop.
    ends: Vec<u32>,
    /// A chain or loop, nodes `2i + on` from the start.
    path: Vec<u32>,
}

impl Bfs<'_> {
    /// Clears the last search and starts one from `start`.
    fn reset(&mut self, start: u32) {
        for &x in self.touched.iter() {
            self.parent[x as usize] = NONE;
        }
        self.touched.clear();
        self.queue.clear();
        self.depths.clear();
        self.ends.clear();
        self.parent[start as usize] = start;
        self.touched.push(start);
        self.queue.push(start);
        self.depths.push(0);
    }

    /// Writes to `path` the nodes from the start to `x`.
    fn path_to(&mut self, x: u32) {
        self.path.clear();
        let mut y = x;
        loop {
            self.path.push(y);
            let p = self.parent[y as usize];
            if p == y {
                break;
            }
            y = p;
        }
        self.path.reverse();
    }
}

/// Grouped AICs: from each node false, every true node four nodes or more away that ends a chain
/// removing something.
fn chains(
    state: &State<'_>,
    groups: &Groups,
    bfs: &mut Bfs<'_>,
    pending: &mut grouped_als::Pending,
    out: &mut Steps,
    limit: Rating,
) {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let als = bfs.als;
    // The longest chain worth finding rates below the limit.
    let max_nodes = (4..=MAX_NODES)
        .step_by(2)
        .take_while(|&k| rating(Technique::GroupedAic, k, crate::HouseKind::Row) < limit)
        .last()
        .unwrap_or(0);
    if max_nodes == 0 {
        return;
    }
    let mut reported: Vec<((u32, u32, usize), Rating)> = Vec::new();
    // The candidates weakly linked to the first node (what a chain from it may remove), and
    // every node weakly linked to one of them: the nodes that may end such a chain.
    let mut targets: Vec<u32> = Vec::new();
    let all = als.base as usize + als.len();
    let mut ends = vec![false; all];
    let mut marked: Vec<u32> = Vec::new();
    for i in 0..als.base {
        if (i as usize) < groups.total {
            let (cell, d) = super::uncand(n, i as usize);
            if graph.candidates(cell).len() < 2 || !graph.has(cell, d) {
                continue;
            }
        }
        targets.clear();
        follow(state, groups, als, 2 * i + 1, &mut bfs.links, |y| {
            if ((y / 2) as usize) < groups.total {
                targets.push(y / 2);
            }
        });
        if targets.is_empty() {
            continue;
        }
        for &x in &marked {
            ends[x as usize] = false;
        }
        marked.clear();
        for &z in &targets {
            follow(state, groups, als, 2 * z + 1, &mut bfs.links, |y| {
                if !ends[(y / 2) as usize] {
                    ends[(y / 2) as usize] = true;
                    marked.push(y / 2);
                }
            });
        }
        bfs.reset(2 * i);
        let mut head = 0;
        while head < bfs.queue.len() {
            let (x, depth) = (bfs.queue[head], bfs.depths[head]);
            head += 1;
            if x % 2 == 1 && depth >= 3 && ends[(x / 2) as usize] {
                bfs.ends.push(x);
            }
            if usize::from(depth) + 1 >= max_nodes {
                continue;
            }
            let Bfs {
                parent,
                queue,
                depths,
                touched,
                links,
                ..
            } = bfs;
            follow(state, groups, als, x, links, |y| {
                if parent[y as usize] == NONE {
                    parent[y as usize] = x;
                    touched.push(y);
                    queue.push(y);
                    depths.push(depth + 1);
                }
            });
        }
        for e in 0..bfs.ends.len() {
            let x = bfs.ends[e];
            bfs.path_to(x);
            if bfs.path.iter().all(|&y| ((y / 2) as usize) < groups.total) {
                continue;
            }
            // A chain from a candidate false to the same candidate true places it: HoDoKu's
            // "set value" discontinuous nice loop, listed as it lists it (the cell's other
            // candidates go), as is a chain through ALS nodes.
            let path = &bfs.path;
            let set_value = path[0] / 2 == x / 2 && ((x / 2) as usize) < groups.total;
            let through_als = als.in_path(path);
            if als.len() > 0 && !through_als {
                continue;
            }
            if through_als
                || set_value && rated(state, groups, path).technique == Technique::GroupedAic
            {
                let found = &mut reported;
                grouped_als::write_chain(state, groups, als, path, limit, found, pending);
                continue;
            }
            let chain = rated(state, groups, &bfs.path);
            if chain.technique == Technique::GroupedAic
                && chain.value < limit
                && cheaper(&mut reported, &bfs.path, chain.value)
            {
                write(state, chain, limit, out);
            }
        }
    }
}

/// Grouped Continuous Nice Loops: from each node true, every loop back to it through a group.
fn loops(
    state: &State<'_>,
    groups: &Groups,
    bfs: &mut Bfs<'_>,
    pending: &mut grouped_als::Pending,
    out: &mut Steps,
    limit: Rating,
) {
    let mut reported: Vec<Vec<u32>> = Vec::new();
    let mut partners: Vec<u32> = Vec::new();
    let (layout, graph) = (state.layout, state.graph);
    let als = bfs.als;
    for s in 0..(groups.total + groups.list.len()) as u32 {
        if (s as usize) < groups.total {
            let (cell, d) = super::uncand(layout.side(), s as usize);
            if graph.candidates(cell).len() < 2 || !graph.has(cell, d) {
                continue;
            }
        }
        let start = 2 * s + 1;
        // `s`'s strong partners are left for the end of the loop: they close it.
        partners.clear();
        follow(state, groups, als, 2 * s, &mut bfs.links, |y| {
            partners.push(y / 2)
        });
        bfs.reset(start);
        let mut head = 0;
        while head < bfs.queue.len() {
            let (x, depth) = (bfs.queue[head], bfs.depths[head]);
            head += 1;
            if usize::from(depth) + 1 >= LOOP_NODES {
                continue;
            }
            let Bfs {
                parent,
                queue,
                depths,
                touched,
                links,
                ends,
                ..
            } = bfs;
            follow(state, groups, als, x, links, |y| {
                if x == start && partners.contains(&(y / 2)) {
                    return;
                }
                if y == start && depth >= 3 {
                    ends.push(x);
                }
                if parent[y as usize] == NONE {
                    parent[y as usize] = x;
                    touched.push(y);
                    queue.push(y);
                    depths.push(depth + 1);
                }
            });
        }
        for e in 0..bfs.ends.len() {
            let x = bfs.ends[e];
            bfs.path_to(x);
            if bfs.path.iter().all(|&y| ((y / 2) as usize) < groups.total) {
                continue;
            }
            if als.len() > 0 && !als.in_path(&bfs.path) {
                continue;
            }
            let mut key: Vec<u32> = bfs.path.iter().map(|&p| p / 2).collect();
            key.sort_unstable();
            if reported.contains(&key) {
                continue;
            }
            reported.push(key);
            if als.in_path(&bfs.path) {
                grouped_als::write_loop(state, groups, als, &bfs.path, limit, pending);
            } else {
                report_loop(state, groups, &bfs.path, limit, out);
            }
        }
    }
}

/// Buffers for following a node's links, reused from one node to the next.
struct Links {
    /// A house's other places of a number.
    rest: Vec<Cell>,
    /// The houses a node lies in.
    houses: Vec<House>,
}

impl Links {
    fn new() -> Links {
        Links {
            rest: Vec::with_capacity(64),
            houses: Vec::with_capacity(8),
        }
    }
}

/// Calls `visit` with every node `x` (`2i + on`: candidate, group or ALS node `i`) implies: a
/// true node makes false its cell's other numbers, its number elsewhere in its houses, the
/// groups there it shares no cell with and the ALS nodes of its number whose places it sees; a
/// false node makes true the other number of its bivalue cell and the rest of its number's
/// places in a complete house when they are one cell or group (ALS nodes: `AlsNodes::follow`).
fn follow(
    state: &State<'_>,
    groups: &Groups,
    als: &AlsNodes,
    x: u32,
    links: &mut Links,
    mut visit: impl FnMut(u32),
) {
    if x / 2 >= als.base {
        als.follow(x, visit);
        return;
    }
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let mut one = [Cell::new(0)];
    let (d, cells) = node_parts(groups, n, (x / 2) as usize, &mut one);
    let Links { rest, houses } = links;
    houses.clear();
    match cells {
        [cell] => houses.extend(layout.houses_of(*cell).map(|(h, _)| h)),
        _ => houses.extend(groups.list[(x / 2) as usize - groups.total].houses),
    }
    if x % 2 == 1 {
        if let [cell] = cells {
            for e in graph.candidates(*cell) - NumberSet::single(d) {
                visit(2 * cand(n, *cell, e) as u32);
            }
        }
        for &h in houses.iter() {
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
        als.follow_into(x, visit);
    } else {
        if let [cell] = cells {
            let here = graph.candidates(*cell);
            if here.len() == 2 {
                let e = (here - NumberSet::single(d)).first().expect("two numbers");
                visit(2 * cand(n, *cell, e) as u32 + 1);
            }
        }
        for &h in houses.iter() {
            if !layout.is_complete(h) {
                continue;
            }
            let places = graph.places(h, d);
            if places.len() > cells.len() + crate::trace::node::MAX_GROUP {
                continue;
            }
            rest.clear();
            rest.extend(layout.cells_at(h, places).filter(|c| !cells.contains(c)));
            rest.sort_unstable();
            if let Some(y) = node_at(groups, layout, n, rest, d) {
                visit(2 * y + 1);
            }
        }
    }
}

/// Writes the loop `path` (nodes `2i + on`: `s` true, then false and true in turn, ending
/// false), if it removes something and rates below `limit`.
fn report_loop(state: &State<'_>, groups: &Groups, path: &[u32], limit: Rating, out: &mut Steps) {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let technique = Technique::GroupedContinuousNiceLoop;
    let value = cycle_rating(technique, path.len());
    if value >= limit || !state.allows(technique) {
        return;
    }
    let nodes = nodes_of(groups, n, path);
    // Every candidate weakly linked to both ends of a weak link goes (its cell's other numbers
    // for a link inside a cell), as in `cycles.rs`.
    let mut eliminations = Vec::new();
    for c in 0..layout.cells() {
        let cell = Cell::new(c);
        for d in graph.candidates(cell) {
            let z = Node::cell(cell, d, Link::Weak, false);
            if nodes.iter().any(|m| m.same_candidates(&z)) {
                continue;
            }
            let removed = nodes
                .chunks(2)
                .any(|pair| weak(layout, &z, &pair[0]) && weak(layout, &z, &pair[1]));
            if removed {
                eliminations.push((cell, d));
            }
        }
    }
    push_loop(out, technique, value, nodes, eliminations);
}

/// The number and cells of node `i` (a candidate below `groups.total`, else a group). The
/// chains' search has its own (kept apart so that its hot loop compiles as it did).
fn node_parts<'g>(
    groups: &'g Groups,
    n: usize,
    i: usize,
    one: &'g mut [Cell; 1],
) -> (Number, &'g [Cell]) {
    if i < groups.total {
        let (cell, d) = super::uncand(n, i);
        one[0] = cell;
        (d, &one[..])
    } else {
        let g = &groups.list[i - groups.total];
        (g.number, &g.cells)
    }
}

/// The node (candidate or group) of `number` at exactly `cells` (ascending), if any.
fn node_at(
    groups: &Groups,
    layout: &Layout,
    n: usize,
    cells: &[Cell],
    number: Number,
) -> Option<u32> {
    match cells {
        [] => None,
        [one] => Some(cand(n, *one, number) as u32),
        [first, rest @ ..] => {
            let houses = || layout.houses_of(*first).map(|(h, _)| h);
            let b = houses().find(|&h| layout.kind(h) == HouseKind::Box)?;
            let line = houses().find(|&h| {
                layout.kind(h) != HouseKind::Box
                    && rest.iter().all(|&c| layout.position(c, h).is_some())
            })?;
            let g = *groups.index.get(&(b, line, number))?;
            (groups.list[g as usize].cells == cells).then_some(groups.total as u32 + g)
        }
    }
}
