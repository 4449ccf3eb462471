//! Nested forcing chains: a stalled branch of the nested levels runs forcing chains on its own
//! grid, as Sudoku Explainer's getAdvancedPotentials does at its levels 2 to 4 (9.5, 10.0,
//! 10.5).
//!
//! When a branch's propagation and the (+) rules stall, the searches of the level run in order
//! on the branch's grid (the state's candidates less those the branch found false): static
//! forcing chains and cycles (a candidate that leads over the grid's links to a contradiction),
//! then static cell and region forcing chains, then dynamic forcing chains. The first that
//! removes something wins: each candidate its conclusions remove becomes false in the branch,
//! its parents the candidates the branch removed that the nested chains stood on (the rule
//! parents: removed candidates of the cells of their potentials and, for a true potential, of
//! its number's places in its houses); a conclusion that stands on none is the state's own and
//! is left out. The step lists each nested chain it needed after its branch, and counts its
//! potentials in its complexity.
//!
//! The nested searches of one level's search derive at most [`BUDGET`] potentials in all
//! ([`LIST_BUDGET`] when listing every step, unless asked for another); past that, the level
//! stops with the steps it found (the best of the cells searched so far; within the budget,
//! the best of the whole grid), the next level is tried, and brute force is left where none
//! finds anything.

use crate::layout::{Cell, NumberSet};
use crate::trace::step::Steps;

use super::super::uncand;
use super::memo::Found;
use super::{Branch, Level, NONE, START, Search};

/// The most potentials the nested searches of one level's search (one step's search at one
/// nested level) may derive (for static searches, their graphs' vertices and edges).
/// Deterministic (a count, not a time). None of the 375 forum-hardest
/// puzzles reaches it (3,000,000 was reached by 128 of their steps' searches through the whole
/// grid, 10,000,000 by one).
pub(crate) const BUDGET: u64 = 30_000_000;

/// The same for each level's search when listing every step (`hint --all`), unless the listing
/// asks for another: every level runs there, and the nested ones at every state.
pub(crate) const LIST_BUDGET: u64 = 3_000_000;

/// A conclusion found usable: its removals and the span of its rule parents in a buffer.
#[derive(Clone, Debug)]
struct Usable {
    finding: usize,
    parents: (usize, usize),
}

/// The buffers of [`nested_rules`], a search's, reused from one stalled branch to the next.
#[derive(Clone, Debug, Default)]
pub(super) struct Buffers {
    parents: Vec<u32>,
    usable: Vec<Usable>,
    /// The parents found for the conclusion at hand, a bit per potential (kept zeroed).
    seen: Vec<u64>,
    /// What the usable conclusions so far remove, a bit per potential (kept zeroed).
    claimed: Vec<u64>,
}

/// Runs the level's nested searches on `branch`'s grid, the first that removes something
/// adding what it removes to `branch` and to `offs`, to be followed (the grid keeps each until
/// then, so that following it finds the singles it leaves). Not inlined: called once
/// a stall, it made the propagation loop it was inlined into cost more.
#[inline(never)]
pub(super) fn nested_rules(search: &Search<'_>, branch: &mut Branch, offs: &mut Vec<u32>) {
    let budget = search.budget;
    if search.work.get() >= budget {
        search.gave_up.set(true);
        return;
    }
    let start = search.work.get();
    let mut inner = search.inner.borrow_mut();
    if inner.is_empty() {
        for &level in search.level.nested() {
            inner.push(Search::over(search.layout, level, Vec::new(), search.pool));
        }
    }
    let (layout, n) = (search.layout, search.n);
    let mut buffers = search.nested_buffers.borrow_mut();
    let Buffers {
        parents,
        usable,
        seen,
        claimed,
    } = &mut *buffers;
    let mut sink = Steps::default();
    seen.resize(branch.slots().div_ceil(64), 0);
    claimed.resize(branch.slots().div_ceil(64), 0);
    let mut memo = search.pool.memo.borrow_mut();
    // Whether the last search ran (not taken from the memo): its graph is the grid's.
    let mut ran = false;
    for k in 0..inner.len() {
        let level = inner[k].level;
        // What the search found on the grid: kept, or found now (kept once used, under the key
        // of the lookup that missed).
        let kept = memo.get(level, &branch.grid);
        let mut fresh = None;
        if kept.is_none() {
            // The branch's grid is inside the search's: what each candidate sees there is kept
            // for every branch.
            inner[k]
                .refute
                .rebase(layout, &search.source, &search.places);
            if k > 0 && level == Level::Static && inner[k - 1].level == Level::Chains {
                // The same grid: the static forcing chains' graph serves the cell and region
                // ones (built here, uncounted as when it serves, if the static forcing chains
                // were taken from the memo).
                let (before, after) = inner.split_at_mut(k);
                if ran {
                    std::mem::swap(&mut before[k - 1].refute, &mut after[0].refute);
                    after[0].refute.want_spread(true);
                    after[0].refute.complete();
                } else {
                    after[0].refute.want_spread(true);
                    after[0].refute.build(layout, &branch.grid, &branch.places);
                }
                after[0].prebuilt = true;
            }
            let s = &mut inner[k];
            if level == Level::Chains && s.links.is_none() {
                let bad = s.refute.base_contradictions(layout, &search.places);
                s.links = Some(bad);
            }
            s.source.clear();
            s.source.extend_from_slice(&branch.grid);
            s.places.clear();
            s.places.extend_from_slice(&branch.places);
            s.places_given = true;
            s.findings.clear();
            s.work.set(0);
            s.run(&mut sink);
            let findings = std::mem::take(&mut s.findings);
            let work = s.work.get();
            fresh = Some(Found { work, findings });
        }
        ran = kept.is_none();
        let found = kept.or(fresh.as_ref()).expect("kept or found");
        search.work.set(search.work.get() + found.work);
        let s = &mut inner[k];
        s.source.clear();
        s.source.extend_from_slice(&branch.grid);
        // The rule parents of every conclusion, against the grid the search ran on.
        parents.clear();
        usable.clear();
        for (i, f) in found.findings.iter().enumerate() {
            // What it removes, unless a usable conclusion before it removes all of it: it would
            // remove nothing more, usable or not.
            let (cell, d) = uncand(n, (f.p / 2) as usize);
            let removes = if f.p % 2 == 1 {
                branch.grid[cell.index()] - NumberSet::single(d)
            } else {
                NumberSet::single(d)
            };
            let claims = |e| {
                let r = search.potential(cell, e, false);
                claimed[(r / 64) as usize] & 1 << (r % 64) != 0
            };
            if removes.into_iter().all(claims) {
                continue;
            }
            let from = parents.len();
            for &q in &f.nodes {
                let q = q & !START;
                let (cell, d) = uncand(n, (q / 2) as usize);
                // A removed candidate (in the search's grid, not in the branch's), once.
                let mut gone = |other: Cell, e| {
                    let r = search.potential(other, e, false);
                    let (w, bit) = ((r / 64) as usize, 1 << (r % 64));
                    if branch.has(r) && seen[w] & bit == 0 {
                        seen[w] |= bit;
                        parents.push(r);
                    }
                };
                for e in search.source[cell.index()] - branch.grid[cell.index()] {
                    gone(cell, e);
                }
                if q % 2 == 1 {
                    for (h, _) in layout.houses_of(cell) {
                        if layout.is_complete(h) {
                            let cells = layout.cells_of(h);
                            let k = h.index() * n + d.index();
                            let mut bits = search.places[k] & !branch.places[k];
                            while bits != 0 {
                                gone(cells[bits.trailing_zeros() as usize], d);
                                bits &= bits - 1;
                            }
                        }
                    }
                }
            }
            for &r in &parents[from..] {
                seen[(r / 64) as usize] &= !(1 << (r % 64));
            }
            if parents.len() > from {
                for e in removes {
                    let r = search.potential(cell, e, false);
                    claimed[(r / 64) as usize] |= 1 << (r % 64);
                }
                usable.push(Usable {
                    finding: i,
                    parents: (from, parents.len()),
                });
            }
        }
        if !usable.is_empty() {
            claimed.fill(0);
        }
        let before = offs.len();
        for u in usable.iter() {
            let f = &found.findings[u.finding];
            let (cell, d) = uncand(n, (f.p / 2) as usize);
            let removes = if f.p % 2 == 1 {
                s.source[cell.index()] - NumberSet::single(d)
            } else {
                NumberSet::single(d)
            };
            let chain = branch.nested.len() as u32;
            let mut recorded = false;
            for e in removes {
                let r = search.potential(cell, e, false);
                if branch.has(r) || !branch.grid[cell.index()].contains(e) {
                    continue;
                }
                if !recorded {
                    let a = branch.nested_arena.len() as u32;
                    branch.nested_arena.extend_from_slice(&f.nodes);
                    let b = branch.nested_arena.len() as u32;
                    branch.nested.push((a, b));
                    recorded = true;
                }
                branch.add(r, &parents[u.parents.0..u.parents.1]);
                let last = branch.via.len() - 1;
                debug_assert_eq!(branch.via[last], NONE);
                branch.via[last] = chain;
                offs.push(r);
            }
        }
        if let Some(found) = fresh {
            memo.keep(found);
        }
        if search.work.get() >= budget {
            search.gave_up.set(true);
        }
        if offs.len() > before {
            branch.prefix_work += search.work.get() - start;
            return;
        }
        if search.gave_up.get() {
            return;
        }
    }
}
