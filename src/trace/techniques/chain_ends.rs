//! Every alternating chain by its ends, for `hint --all`: one step per set of eliminations, as
//! HoDoKu's "find all steps" lists AICs and nice loops.
//!
//! The explanations' chain search (`chains/`) starts from a candidate it wants removed and
//! finds a shortest chain for it, so each step there is the shortest chain for one target. A
//! chain whose ends see several targets, but is longer than the shortest chain of each, is never
//! listed that way, and HoDoKu's "find all steps" lists exactly such chains: it keeps, for each
//! set of eliminations, the shortest chain making it. So, when every step is wanted, each
//! candidate `a` is taken false and followed breadth first over every link between candidates
//! (a false candidate makes its strong partners true, a true one its weak partners false); each
//! candidate `b` reached true closes a chain `a = … = b` of four nodes or more (not a naked pair
//! of two cells), which proves `a` or `b` true, and removes every candidate weakly linked to both
//! ends. When `b` is `a` itself, the chain is a loop with two strong links at `a` (HoDoKu's
//! discontinuous nice loop that sets a value): `a` is true, and the step removes its cell's other
//! candidates (the number's other places follow as singles), as HoDoKu lists it. A path through
//! a candidate twice (true and false) is no chain and is skipped.
//!
//! Each set of eliminations is listed once, with the shortest chain found for it (the first, by
//! start and breadth, among equals), and not at all when a step listed before (the shortest
//! chains of `chains/`, cycles, groups) already removes exactly it. The searches together
//! visit at most [`BUDGET`] nodes; past it the list says so (`budget_hit`). Then `x_chains.rs`
//! lists, for each set of removals of a chain of one number, its shortest chain as an X-Chain,
//! and `remote_pairs.rs` each set of removals of a Remote Pair.

use std::collections::HashMap;

use crate::layout::{Cell, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::chains::{Chain, Groups, MAX_NODES, NONE, rated};
use super::{GridTechnique, Scratch, State, cand, sees, uncand};

/// Every chain by its ends, listed when every step is wanted.
pub(crate) struct ChainEnds;

/// The most nodes all searches of one call visit together.
pub(crate) const BUDGET: usize = 20_000_000;

/// A chain kept for a set of eliminations: its nodes (`2i + on`), from `a` false to `b` true.
struct Kept {
    path: Vec<u32>,
    eliminations: Vec<(Cell, crate::layout::Number)>,
}

impl GridTechnique for ChainEnds {
    fn families(&self) -> Rules {
        Rules::CHAINS
    }

    fn floor(&self) -> Rating {
        rating(Technique::Skyscraper, 4, crate::HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let Some(every) = state.every else {
            return;
        };
        let (layout, graph) = (state.layout, state.graph);
        let n = layout.side();
        let total = layout.cells() * n;
        let none = Groups::none(total);
        let Scratch {
            parent,
            queue,
            touched,
            ..
        } = scratch;
        unset_parents(parent, touched, total);
        // What the steps listed before remove: those sets are not listed again.
        let mut listed: HashMap<Vec<(Cell, crate::layout::Number)>, Option<usize>> = out
            .iter()
            .map(|s| (s.eliminations.to_vec(), None))
            .collect();
        let mut kept: Vec<Kept> = Vec::new();
        let mut path: Vec<u32> = Vec::with_capacity(MAX_NODES);
        let mut seen = vec![false; total];
        let mut elims = Vec::new();
        let mut visited = 0usize;
        'starts: for a in 0..total {
            let (cell_a, d_a) = uncand(n, a);
            if !graph.has(cell_a, d_a) || graph.candidates(cell_a).len() < 2 {
                continue;
            }
            let start = 2 * a as u32;
            let (count, hit) = breadth_first(
                parent,
                queue,
                touched,
                start,
                BUDGET - visited,
                |x, visit| {
                    let (cell, d) = uncand(n, (x / 2) as usize);
                    if x % 2 == 1 {
                        for e in graph.candidates(cell) - NumberSet::single(d) {
                            visit(2 * cand(n, cell, e) as u32);
                        }
                        for (h, _) in layout.houses_of(cell) {
                            for other in layout.cells_at(h, graph.places(h, d)) {
                                if other != cell {
                                    visit(2 * cand(n, other, d) as u32);
                                }
                            }
                        }
                        return;
                    }
                    let here = graph.candidates(cell);
                    if here.len() == 2 {
                        let e = (here - NumberSet::single(d)).first().expect("two numbers");
                        visit(2 * cand(n, cell, e) as u32 + 1);
                    }
                    for (h, _) in layout.houses_of(cell) {
                        if layout.is_complete(h) && graph.places(h, d).len() == 2 {
                            let places = graph.places(h, d);
                            let other = layout.cells_at(h, places).find(|&c| c != cell);
                            visit(2 * cand(n, other.expect("two places"), d) as u32 + 1);
                        }
                    }
                },
            );
            visited += count;
            if hit {
                every.budget_hit.set(true);
                break 'starts;
            }
            // Every candidate reached true closes a chain from `a`.
            for &y in touched.iter() {
                if y % 2 == 0 || !chain_of(parent, start, y, &mut path, &mut seen) {
                    continue;
                }
                if path.len() < 4 || naked_pair(n, &path) {
                    continue;
                }
                let b = (y / 2) as usize;
                removed(state, a, b, &mut elims);
                if elims.is_empty() {
                    continue;
                }
                match listed.get_mut(&elims) {
                    Some(None) => {}
                    Some(Some(i)) if kept[*i].path.len() <= path.len() => {}
                    Some(Some(i)) => kept[*i].path.clone_from(&path),
                    None => {
                        listed.insert(elims.clone(), Some(kept.len()));
                        kept.push(Kept {
                            path: path.clone(),
                            eliminations: elims.clone(),
                        });
                    }
                }
            }
        }
        for k in kept {
            let chain = rated(state, &none, &k.path);
            // A Remote Pair is listed whole by `chains/` (both numbers, as HoDoKu lists it).
            if chain.value >= limit
                || !state.allows(chain.technique)
                || chain.technique == Technique::RemotePair
            {
                continue;
            }
            push(out, chain, k.eliminations);
        }
        // Every set of removals of a chain of one number as an X-Chain (HoDoKu lists them apart).
        super::x_chains::list(state, scratch, out, limit);
        // Every Remote Pair's removals, when a shorter chain makes them too (HoDoKu lists both).
        super::remote_pairs::list(state, out, limit);
    }
}

/// Every parent of a grid of `total` candidates unset, for the first [`breadth_first`] (which
/// unsets those it sets at its next call).
pub(super) fn unset_parents(parent: &mut Vec<u32>, touched: &mut Vec<u32>, total: usize) {
    touched.clear();
    parent.clear();
    parent.resize(2 * total, NONE);
}

/// Follows links breadth first from `start` (a node `2i + on`), at most [`MAX_NODES`] nodes
/// deep, writing each node reached's parent (`touched` lists them; `parent` is [`NONE`]
/// elsewhere, as it is left for the next call). `expand(x, visit)` calls `visit` with each node
/// a link from `x` reaches. Returns the nodes visited, and whether that passed `budget` (the walk
/// then stopped).
pub(super) fn breadth_first(
    parent: &mut [u32],
    queue: &mut Vec<u32>,
    touched: &mut Vec<u32>,
    start: u32,
    budget: usize,
    mut expand: impl FnMut(u32, &mut dyn FnMut(u32)),
) -> (usize, bool) {
    for &x in touched.iter() {
        parent[x as usize] = NONE;
    }
    touched.clear();
    queue.clear();
    parent[start as usize] = start;
    touched.push(start);
    queue.push(start);
    let (mut head, mut level_end, mut depth, mut visited) = (0, 1, 1, 0);
    while head < queue.len() {
        if head == level_end {
            depth += 1;
            level_end = queue.len();
            if depth > MAX_NODES {
                break;
            }
        }
        visited += 1;
        if visited > budget {
            return (visited, true);
        }
        let x = queue[head];
        head += 1;
        expand(x, &mut |y: u32| {
            if parent[y as usize] == NONE {
                parent[y as usize] = x;
                touched.push(y);
                queue.push(y);
            }
        });
    }
    (visited, false)
}

/// Pushes `chain` (of nodes of one cell each) as a step making `eliminations`: its cells, its
/// numbers, its houses and its nodes.
pub(super) fn push(
    out: &mut Steps,
    chain: Chain,
    eliminations: Vec<(Cell, crate::layout::Number)>,
) {
    let mut cells: Vec<Cell> = chain.nodes.iter().map(|node| node.cells()[0]).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = chain.nodes.iter().map(|node| node.number).collect();
    let (technique, value, houses) = (chain.technique, chain.value, chain.houses);
    out.push(technique, value, houses, cells, numbers, eliminations, []);
    out.set_chain(chain.nodes);
}

/// Writes to `path` the nodes from `start` to `end` by `parent`, and says whether they are a
/// chain: no candidate twice, but the start's when `end` is the start's candidate true (a loop).
pub(super) fn chain_of(
    parent: &[u32],
    start: u32,
    end: u32,
    path: &mut Vec<u32>,
    seen: &mut [bool],
) -> bool {
    path.clear();
    let mut x = end;
    loop {
        path.push(x);
        if x == start {
            break;
        }
        x = parent[x as usize];
    }
    path.reverse();
    let loop_ = end / 2 == start / 2;
    let inner = if loop_ {
        &path[..path.len() - 1]
    } else {
        &path[..]
    };
    let mut ok = true;
    for &x in inner {
        let i = (x / 2) as usize;
        ok &= !seen[i];
        seen[i] = true;
    }
    for &x in inner {
        seen[(x / 2) as usize] = false;
    }
    ok
}

/// Whether the four nodes of `path` lie in two cells (a naked pair, which simpler steps give).
fn naked_pair(n: usize, path: &[u32]) -> bool {
    let cell = |x: u32| (x / 2) as usize / n;
    path.len() == 4 && cell(path[0]) == cell(path[1]) && cell(path[2]) == cell(path[3])
}

/// Writes to `out` what a chain from candidate `a` to candidate `b` removes, sorted by number
/// then cell: every candidate weakly linked to both; for a loop (`a` is `b`), `a`'s cell's other
/// candidates.
pub(super) fn removed(
    state: &State<'_>,
    a: usize,
    b: usize,
    out: &mut Vec<(Cell, crate::layout::Number)>,
) {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    out.clear();
    let (cell_a, d_a) = uncand(n, a);
    let (cell_b, d_b) = uncand(n, b);
    let weak_to_a = |c: Cell, d| {
        if c == cell_a {
            d != d_a
        } else {
            d == d_a && sees(layout, c, cell_a)
        }
    };
    for e in graph.candidates(cell_b) - NumberSet::single(d_b) {
        if a == b || weak_to_a(cell_b, e) {
            out.push((cell_b, e));
        }
    }
    if a != b {
        for c in layout.peers(cell_b).iter() {
            if graph.has(c, d_b) && weak_to_a(c, d_b) {
                out.push((c, d_b));
            }
        }
    }
    out.sort_unstable_by_key(|&(c, d)| (d, c));
}
