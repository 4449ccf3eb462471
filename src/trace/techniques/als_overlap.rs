//! ALS-XY-Chains whose sets may share cells (HoDoKu's *ALS overlap*), listed by `hint --all`
//! only (`als_chain.rs` has the rules; explanations keep disjoint sets).
//!
//! Two consecutive sets of such a chain share no place of the restricted common linking them
//! (`als::commons` sees to it); other sets may share any cells. The chain's logic reads each
//! link alone — A(i) lacks `r(i-1)`, so holds its other numbers, `r(i)` among them, so A(i+1)
//! lacks `r(i)` — so shared cells change nothing in it: `z` is in A1 or in An, and goes from
//! every cell outside A1 and An seeing all its places in both, a cell of a set between them
//! too (HoDoKu's *cannibalistic* chains; the argument never assumes such a cell holds `z`).
//!
//! Sets may overlap freely, so a depth-first search over paths is exponential in the length;
//! what the eliminations depend on is only the first set and its link's common (`A1`, `r1`)
//! and the last (`An`, `r(n-1)`). So from each first set and common, a breadth-first search
//! over *(set, the common it lacks, links so far up to three)* finds, for each last set and
//! common, one chain of fewest sets (at least [`MIN_CHAIN`], at most [`MAX_LISTED`]). The
//! queue, reused across calls, is the search tree: each entry keeps its parent's index, so a
//! chain is read back from its last entry. A set may come back in a chain with another common
//! (it is still a valid chain of implications); the last set is never the first.

use crate::layout::{Number, NumberSet};
use crate::trace::scale::{Rating, als_rating};

use super::als::{MAX_SIDE, Masks, Set};
use super::als_chain::{Found, MAX_LISTED, MIN_CHAIN};

/// One state of the search: a set that lacks `digit`, reached after `depth` sets.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    set: u32,
    parent: u32,
    digit: u8,
    depth: u8,
}

/// No parent (a second set, linked to the first).
const ROOT: u32 = u32::MAX;

/// The chains of `sets` (linked by `links`, set `i`'s from `starts[i]` to `starts[i + 1]`),
/// each first set and common, each last set and common once, written to `found` unless an
/// ALS-XZ or ALS-XY-Wing rated no higher removes all it removes (`covers`).
#[allow(clippy::too_many_arguments)]
pub(super) fn search(
    masks: &Masks,
    sets: &[Set],
    links: &[(u32, NumberSet)],
    starts: &[u32],
    limit: Rating,
    covers: &[(Rating, [u128; MAX_SIDE])],
    queue: &mut Vec<Entry>,
    visited: &mut Vec<u16>,
    found: &mut Vec<Found>,
) {
    // Per set, per layer (two, three, four or more sets), the commons it was reached lacking.
    const LAYERS: usize = MIN_CHAIN - 1;
    let layer = |depth: u8| usize::from(depth).min(MIN_CHAIN) - 2;
    for (first, a) in sets.iter().enumerate() {
        let (from, to) = (starts[first] as usize, starts[first + 1] as usize);
        for r1 in a.numbers {
            visited.clear();
            visited.resize(sets.len() * LAYERS, 0);
            queue.clear();
            for &(next, rcs) in &links[from..to] {
                if rcs.contains(r1) {
                    visited[next as usize * LAYERS] |= 1 << r1.index();
                    queue.push(Entry {
                        set: next,
                        parent: ROOT,
                        digit: r1.index() as u8,
                        depth: 2,
                    });
                }
            }
            let mut head = 0;
            while head < queue.len() {
                let e = queue[head];
                let at = head as u32;
                head += 1;
                if usize::from(e.depth) >= MIN_CHAIN && e.set as usize != first {
                    report(masks, sets, first, r1, queue, at, limit, covers, found);
                }
                if usize::from(e.depth) == MAX_LISTED {
                    continue;
                }
                let s = e.set as usize;
                let (from, to) = (starts[s] as usize, starts[s + 1] as usize);
                let depth = e.depth + 1;
                for &(next, rcs) in &links[from..to] {
                    for r in rcs {
                        let bit = 1u16 << r.index();
                        let v = &mut visited[next as usize * LAYERS + layer(depth)];
                        if r.index() == usize::from(e.digit) || *v & bit != 0 {
                            continue;
                        }
                        *v |= bit;
                        queue.push(Entry {
                            set: next,
                            parent: at,
                            digit: r.index() as u8,
                            depth,
                        });
                    }
                }
            }
        }
    }
}

/// Keeps the chain from set `first` (its link's common `r1`) ending at `queue[at]` if it
/// removes anything an ALS-XZ or ALS-XY-Wing rated no higher does not.
#[allow(clippy::too_many_arguments)]
fn report(
    masks: &Masks,
    sets: &[Set],
    first: usize,
    r1: Number,
    queue: &[Entry],
    at: u32,
    limit: Rating,
    covers: &[(Rating, [u128; MAX_SIDE])],
    found: &mut Vec<Found>,
) {
    let end = queue[at as usize];
    let (a, b) = (&sets[first], &sets[end.set as usize]);
    let last = Number::new(usize::from(end.digit));
    let zs = (a.numbers & b.numbers) - NumberSet::single(r1) - NumberSet::single(last);
    let mut removes = [0u128; MAX_SIDE];
    let mut any = false;
    for z in zs {
        let i = z.index();
        removes[i] = masks.holding(!(a.mask | b.mask), z) & a.seen[i] & b.seen[i];
        any |= removes[i] != 0;
    }
    if !any {
        return;
    }
    // Read the chain back: sets from the last to the second, then the first.
    let len = usize::from(end.depth);
    let mut path = [0u32; MAX_LISTED];
    let mut picked = [Number::new(0); MAX_LISTED];
    let mut nodes = a.cells().len() + 1;
    let mut i = at;
    for k in (1..len).rev() {
        let e = queue[i as usize];
        path[k] = e.set;
        picked[k - 1] = Number::new(usize::from(e.digit));
        nodes += sets[e.set as usize].cells().len() + 1;
        i = e.parent;
    }
    path[0] = first as u32;
    let value = als_rating(nodes);
    if value >= limit {
        return;
    }
    let covered = covers.iter().any(|(rating, cover)| {
        *rating <= value && removes.iter().zip(cover).all(|(r, c)| r & !c == 0)
    });
    if !covered {
        found.push(Found {
            removes,
            nodes: nodes as u16,
            len: len as u8,
            path,
            picked,
        });
    }
}
