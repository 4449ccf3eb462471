//! ALS-XY-Chain (HoDoKu's name): almost locked sets A1, A2, …, An in a row, each two
//! consecutive ones linked by a restricted common, the restricted commons of consecutive links
//! different, and a number `z` of A1 and An other than the first and the last link's.
//!
//! If A1 lacks `z` it holds all its other numbers, the first link's `r1` among them; then A2
//! lacks `r1` (every `r1` of A2 sees every `r1` of A1) and holds its other numbers, `r2 ≠ r1`
//! among them; and so on to An, which lacks `r(n-1)` and holds `z`. So `z` is in A1 or in An,
//! and goes from every cell outside the chain's sets seeing all its places in A1 and An. With
//! two sets this is ALS-XZ, with three ALS-XY-Wing (`als.rs`); a chain here has
//! [`MIN_CHAIN`] to [`MAX_CHAIN`] sets, sharing no cell (when listing every step, sets may
//! share cells and chains have up to [`MAX_LISTED`] sets: `als_overlap.rs`).
//!
//! The search runs depth first over the restricted commons of the state's ALSs (gathered as
//! `als.rs` does), from each set, over the links of every set (`als.rs`'s, made once per state
//! into reused buffers): nothing is allocated per link. A chain is cut as soon as its cells and sets rate it
//! at or above the limit. Each pattern is reported once, and only when nothing shorter does its
//! work: from the lower-indexed end, with the smallest restricted commons that remove the same
//! numbers, and without a *chord* (two sets of the chain, not consecutive, linked by a
//! restricted common that would make a shorter chain, ALS-XY-Wing or ALS-XZ with the same ends
//! removing the same candidates or more); nor when an ALS-XZ or ALS-XY-Wing of the state rated
//! no higher removes all it removes (the finder asks `als.rs` first, at the same state: its
//! steps are in the output already). Of the chains removing the same candidates, the one of
//! fewest nodes is reported (HoDoKu keeps one chain per set of eliminations).

use crate::layout::{Cell, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, als_rating};
use crate::trace::step::{MAX_SET, Steps, Technique};

use super::als::{
    MAX_SIDE, Masks, Set, commons, gather_once, link_once, mask_cells, max_nodes, overlap,
    push_cells,
};
use super::{GridTechnique, Scratch, State};

/// ALS-XY-Chain.
pub(crate) struct AlsChain;

/// The fewest sets of a chain (fewer are ALS-XZ and ALS-XY-Wing).
pub(crate) const MIN_CHAIN: usize = 4;

/// The most sets of a chain in an explanation.
pub(crate) const MAX_CHAIN: usize = 6;

/// The most sets of a chain when listing every step (`hint --all`), where sets may overlap.
pub(crate) const MAX_LISTED: usize = 8;

impl GridTechnique for AlsChain {
    fn families(&self) -> Rules {
        Rules::ALS
    }

    fn floor(&self) -> Rating {
        // Four bivalue cells and four sets.
        als_rating(2 * MIN_CHAIN)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let nodes = max_nodes(limit);
        if !state.allows(Technique::AlsXyChain) || nodes < 2 * MIN_CHAIN {
            return;
        }
        if !scratch.masks.fill(state) {
            return;
        }
        let mut sets = std::mem::take(&mut scratch.sets);
        // The other sets have a cell each at least.
        let most = (nodes + 1 - 2 * MIN_CHAIN).min(MAX_SET);
        gather_once(state, &scratch.masks, most, &mut sets, &mut scratch.sets_of);
        let (mut links, mut starts) = (
            std::mem::take(&mut scratch.links),
            std::mem::take(&mut scratch.starts),
        );
        let overlap = overlap(state);
        // The two sets, and two more of a cell each at least.
        let pair = (nodes + 2).saturating_sub(2 * MIN_CHAIN);
        link_once(
            &sets,
            pair,
            overlap,
            &mut scratch.pairs,
            (&mut links, &mut starts),
            &mut scratch.sets_of,
        );
        let mut covers = std::mem::take(&mut scratch.covers);
        covered(out, &mut covers);
        let mut found = std::mem::take(&mut scratch.chains);
        found.clear();
        if overlap {
            super::als_overlap::search(
                &scratch.masks,
                &sets,
                &links,
                &starts,
                limit,
                &covers,
                &mut scratch.als_queue,
                &mut scratch.als_visited,
                &mut found,
            );
        } else {
            let mut search = Search {
                masks: &scratch.masks,
                sets: &sets,
                links: &links,
                starts: &starts,
                limit,
                covers: &covers,
                path: [0; MAX_LISTED],
                rcs: [NumberSet::EMPTY; MAX_CHAIN],
                picked: [Number::new(0); MAX_LISTED],
                found: &mut found,
            };
            for (first, set) in sets.iter().enumerate() {
                search.path[0] = first as u32;
                search.extend(1, set.mask, set.cells().len() + 1);
            }
        }
        let mut order = std::mem::take(&mut scratch.order);
        write(
            &scratch.masks,
            &sets,
            &found,
            &mut order,
            &mut scratch.elims,
            out,
        );
        scratch.covers = covers;
        scratch.chains = found;
        scratch.order = order;
        scratch.sets = sets;
        scratch.links = links;
        scratch.starts = starts;
    }
}

/// Writes to `covers` what each ALS-XZ and ALS-XY-Wing step in `out` removes (the finder asks
/// the other ALS techniques first, at the same state, with a limit no lower), by number, with
/// its rating: a chain removing no more than one of them, rated no lower, is not reported.
fn covered(out: &Steps, covers: &mut Vec<(Rating, [u128; MAX_SIDE])>) {
    covers.clear();
    for step in out.iter() {
        if !matches!(step.technique, Technique::AlsXz | Technique::AlsXyWing) {
            continue;
        }
        let mut removes = [0u128; MAX_SIDE];
        for &(cell, d) in step.eliminations {
            if let Some(m) = removes.get_mut(d.index()) {
                *m |= 1u128.checked_shl(cell.index() as u32).unwrap_or(0);
            }
        }
        covers.push((step.rating, removes));
    }
}

/// Writes the chains `found` to `out` in the order found, each but those removing the same as
/// an earlier one of fewer nodes or as many (HoDoKu keeps one chain per set of eliminations,
/// the shortest).
fn write(
    masks: &Masks,
    sets: &[Set],
    found: &[Found],
    order: &mut Vec<u32>,
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
) {
    order.clear();
    order.extend(0..found.len() as u32);
    order.sort_unstable_by_key(|&i| {
        let f = &found[i as usize];
        (f.removes, f.nodes, i)
    });
    // Keep the first of each run of equal removals; mark the others by their top bit.
    let mut kept: Option<&[u128; MAX_SIDE]> = None;
    for i in order.iter_mut() {
        let f = &found[*i as usize];
        if kept == Some(&f.removes) {
            *i |= 1 << 31;
        } else {
            kept = Some(&f.removes);
        }
    }
    order.retain(|&i| i & (1 << 31) == 0);
    order.sort_unstable();
    for &i in order.iter() {
        let f = &found[i as usize];
        let len = usize::from(f.len);
        let (path, picked) = (&f.path[..len], &f.picked[..len - 1]);
        elims.clear();
        for (z, &m) in f.removes.iter().enumerate() {
            push_cells(m, Number::new(z), elims);
        }
        elims.sort_unstable_by_key(|&(c, d)| (d, c));
        let cells = mask_cells(path.iter().fold(0, |m, &s| m | sets[s as usize].mask));
        let numbers: NumberSet = picked.iter().copied().collect();
        out.push(
            Technique::AlsXyChain,
            als_rating(usize::from(f.nodes)),
            [],
            cells,
            numbers,
            elims.iter().copied(),
            [],
        );
        out.set_sets(path.iter().map(|&s| sets[s as usize].pattern()));
        let places = |s: u32, r: Number| {
            let mut m = masks.holding(sets[s as usize].mask, r);
            std::iter::from_fn(move || {
                (m != 0).then(|| {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    Cell::new(i)
                })
            })
        };
        out.set_chain(picked.iter().enumerate().flat_map(|(i, &r)| {
            let link = if i == 0 { Link::Start } else { Link::Strong };
            [
                Node::new(r, places(path[i], r), link, true),
                Node::new(r, places(path[i + 1], r), Link::Weak, false),
            ]
        }));
    }
}

/// A chain found, reported once the search is over (unless another removes the same for less).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    /// For each number (by index), the cells it goes from.
    pub(super) removes: [u128; MAX_SIDE],
    /// Its cells plus sets.
    pub(super) nodes: u16,
    pub(super) len: u8,
    pub(super) path: [u32; MAX_LISTED],
    pub(super) picked: [Number; MAX_LISTED],
}

/// The search of chains from one set at a time.
struct Search<'a> {
    masks: &'a Masks,
    sets: &'a [Set],
    links: &'a [(u32, NumberSet)],
    starts: &'a [u32],
    limit: Rating,
    /// What the ALS-XZ and ALS-XY-Wing steps of the state remove, with their ratings.
    covers: &'a [(Rating, [u128; MAX_SIDE])],
    /// The chain's sets (indices into `sets`).
    path: [u32; MAX_LISTED],
    /// The restricted commons of each link, and the one the chain takes.
    rcs: [NumberSet; MAX_CHAIN],
    picked: [Number; MAX_LISTED],
    found: &'a mut Vec<Found>,
}

impl Search<'_> {
    /// Extends the chain of `len` sets (`used` their cells, `nodes` their cells plus sets).
    fn extend(&mut self, len: usize, used: u128, nodes: usize) {
        let last = self.path[len - 1] as usize;
        let (from, to) = (self.starts[last] as usize, self.starts[last + 1] as usize);
        // Sets still needed after the next one to reach the shortest chain: a cell each.
        let after = MIN_CHAIN.saturating_sub(len + 1);
        for &(next, rcs) in &self.links[from..to] {
            let set = &self.sets[next as usize];
            let total = nodes + set.cells().len() + 1;
            if als_rating(total + 2 * after) >= self.limit {
                // Links come by size: the later ones are no smaller.
                break;
            }
            if set.mask & used != 0 {
                continue;
            }
            self.path[len] = next;
            self.rcs[len - 1] = rcs;
            for r in rcs {
                if len >= 2 && self.picked[len - 2] == r {
                    continue;
                }
                self.picked[len - 1] = r;
                if len + 1 >= MIN_CHAIN && self.path[0] < next {
                    self.report(len + 1, used | set.mask, total);
                }
                if len + 1 < MAX_CHAIN {
                    self.extend(len + 1, used | set.mask, total);
                }
            }
        }
    }

    /// Keeps the chain of `len` sets if it removes anything and nothing shorter, smaller or
    /// simpler does the same.
    fn report(&mut self, len: usize, used: u128, nodes: usize) {
        let sets = self.sets;
        let (a, b) = (
            &sets[self.path[0] as usize],
            &sets[self.path[len - 1] as usize],
        );
        let (first, last) = (self.picked[0], self.picked[len - 2]);
        let zs = (a.numbers & b.numbers) - NumberSet::single(first) - NumberSet::single(last);
        if zs.is_empty() {
            return;
        }
        let mut removes = [0u128; MAX_SIDE];
        let mut removed = NumberSet::EMPTY;
        for z in zs {
            let i = z.index();
            removes[i] = self.masks.holding(!used, z) & a.seen[i] & b.seen[i];
            if removes[i] != 0 {
                removed.insert(z);
            }
        }
        if removed.is_empty() || self.chorded(len, removed) || !self.smallest(len, removed) {
            return;
        }
        let value = als_rating(nodes);
        let covered = self.covers.iter().any(|(rating, cover)| {
            *rating <= value && removes.iter().zip(cover).all(|(r, c)| r & !c == 0)
        });
        if covered {
            return;
        }
        self.found.push(Found {
            removes,
            nodes: nodes as u16,
            len: len as u8,
            path: self.path,
            picked: self.picked,
        });
    }

    /// Whether two sets of the chain of `len` sets, not consecutive, are linked by a restricted
    /// common that makes a shorter chain (ALS-XZ, ALS-XY-Wing or ALS-XY-Chain) with the same
    /// ends, removing the numbers `removed` from the same cells or more.
    fn chorded(&self, len: usize, removed: NumberSet) -> bool {
        for i in 0..len {
            for j in i + 2..len {
                let (a, b) = (
                    &self.sets[self.path[i] as usize],
                    &self.sets[self.path[j] as usize],
                );
                let mut xs = commons(a, b);
                if i == 0 {
                    xs = xs - removed;
                } else {
                    xs = xs - NumberSet::single(self.picked[i - 1]);
                }
                if j == len - 1 {
                    xs = xs - removed;
                } else {
                    xs = xs - NumberSet::single(self.picked[j]);
                }
                if !xs.is_empty() {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the chain's restricted commons are the smallest (compared link by link) of the
    /// choices that remove the numbers `removed` over the same sets.
    fn smallest(&self, len: usize, removed: NumberSet) -> bool {
        let mut choice = [Number::new(0); MAX_CHAIN];
        self.first_choice(0, len - 1, removed, &mut choice)
            && choice[..len - 1] == self.picked[..len - 1]
    }

    /// The smallest choice of restricted commons from link `at` on (of `links` links), each
    /// different from the one before, the first and last not in `removed`; false when none.
    fn first_choice(
        &self,
        at: usize,
        links: usize,
        removed: NumberSet,
        choice: &mut [Number; MAX_CHAIN],
    ) -> bool {
        if at == links {
            return true;
        }
        for r in self.rcs[at] {
            let ends = at == 0 || at == links - 1;
            if (ends && removed.contains(r)) || (at > 0 && choice[at - 1] == r) {
                continue;
            }
            choice[at] = r;
            if self.first_choice(at + 1, links, removed, choice) {
                return true;
            }
        }
        false
    }
}
