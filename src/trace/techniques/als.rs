//! Almost locked sets: ALS-XZ (singly and doubly linked), ALS-XY-Wing and Death Blossom
//! (ALS-XY-Chain, longer, is `als_chain.rs`, over the same sets).
//!
//! An almost locked set (ALS) is k open cells of one house holding k + 1 numbers between them
//! (a bivalue cell is one of a single cell): its cells hold different numbers, so it loses at
//! most one of them, and once it loses one the others are all placed in it. A number `x` is a
//! *restricted common* of two ALSs when every place of `x` in one sees every place of `x` in the
//! other (so none is in both): `x` is then in at most one of them. In explanations a pattern's
//! sets share no cell; when listing every step they may ([`overlap`]).
//!
//! - **ALS-XZ**: ALSs A and B with a restricted common `x`. One of them lacks `x`, so holds
//!   every other number it has: a number `z` of both is in A or in B, and goes from every cell
//!   seeing all its places in both. With two restricted commons (doubly linked) each of them
//!   is in exactly one of A and B, and every other number of A (of B) is placed in A (in B):
//!   each goes from the cells seeing all its places there.
//! - **ALS-XY-Wing**: A and B each with a restricted common with a third ALS C, `x` with A and
//!   `y ≠ x` with B. C lacks at most one number, so holds `x` (A lacks it) or `y` (B lacks it):
//!   a number `z ≠ x, y` of A and B is in one of them.
//! - **Death Blossom** (`death_blossom.rs`): a stem cell each of whose candidates `d` is
//!   restricted with a petal ALS (every `d` of the petal sees the stem), petals sharing no cell
//!   (when listing, any: [`overlap`]): whichever value the stem takes, its petal lacks it, so
//!   holds a number `z` common to every petal (not a candidate of the stem). `z` goes from the
//!   cells seeing all its places in all the petals.
//!
//! The ALSs of a state are gathered once for the techniques asked there (every subset of a
//! house's open cells, at most [`MAX_SET`] cells, not the whole of the house's open cells), each
//! with its cells as a bit mask and, for each of its numbers, the cells that see all its places
//! there; restricted commons and eliminations are then a few mask operations. The pairs of sets
//! with restricted commons are found once too, as each set's links ([`link`]), which ALS-XZ,
//! ALS-XY-Wing and ALS-XY-Chain read in turn, each taking out the pairs too large for it. Little
//! is allocated once the scratch buffers have grown. Grids of at most 128 cells (side 11 or
//! less): the masks are `u128`.

use crate::layout::{Cell, House, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, als_rating};
use crate::trace::step::{MAX_SET, PatternSet, Steps, Technique};

use super::{GridTechnique, Scratch, State};

/// ALS-XZ, ALS-XY-Wing and Death Blossom.
pub(crate) struct Als;

/// The most candidates of a Death Blossom's stem.
pub(super) const MAX_STEM: usize = 3;

/// The largest side of the grids looked at (their cells fit a `u128`).
pub(crate) const MAX_SIDE: usize = 11;

/// An almost locked set of the state.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Set {
    cells: [Cell; MAX_SET],
    len: u8,
    pub(super) numbers: NumberSet,
    /// Its cells.
    pub(super) mask: u128,
    /// For each of its numbers (by index), the cells seeing all its places in the set.
    pub(super) seen: [u128; MAX_SIDE],
    /// For each of its numbers (by index), its places in the set.
    holds: [u128; MAX_SIDE],
    /// The cells seeing all the places in the set of one of its numbers at least (the union
    /// of `seen`).
    near: u128,
}

impl Set {
    pub(super) fn cells(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }

    pub(super) fn pattern(&self) -> PatternSet {
        PatternSet::new(self.cells().iter().copied(), self.numbers)
    }
}

/// The state as masks: each cell's peers, each number's cells.
#[derive(Clone, Debug, Default)]
pub(crate) struct Masks {
    /// Each cell's peers.
    pub(super) peers: Vec<u128>,
    /// Each number's cells (those holding it as a candidate).
    pub(super) with: [u128; MAX_SIDE],
}

impl Masks {
    /// The masks of `state`, if its grid has at most 128 cells.
    pub(super) fn fill(&mut self, state: &State<'_>) -> bool {
        let (layout, graph) = (state.layout, state.graph);
        if layout.cells() > 128 || layout.side() > MAX_SIDE {
            return false;
        }
        self.peers.clear();
        self.with = [0; MAX_SIDE];
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            let mut m = 0u128;
            for p in layout.peers(cell).iter() {
                m |= 1 << p.index();
            }
            self.peers.push(m);
            for d in graph.candidates(cell) {
                self.with[d.index()] |= 1 << c;
            }
        }
        true
    }

    /// The cells of `mask` holding `d`.
    pub(super) fn holding(&self, mask: u128, d: Number) -> u128 {
        mask & self.with[d.index()]
    }
}

/// Pushes the cells of `mask` with number `d` to `out`.
pub(super) fn push_cells(mut mask: u128, d: Number, out: &mut Vec<(Cell, Number)>) {
    while mask != 0 {
        let i = mask.trailing_zeros() as usize;
        out.push((Cell::new(i), d));
        mask &= mask - 1;
    }
}

/// The most nodes (cells plus sets) a pattern may have to rate below `limit`.
pub(super) fn max_nodes(limit: Rating) -> usize {
    (0..=64usize)
        .take_while(|&n| als_rating(n) < limit)
        .last()
        .unwrap_or(0)
}

impl GridTechnique for Als {
    fn families(&self) -> Rules {
        Rules::ALS
    }

    fn floor(&self) -> Rating {
        als_rating(4)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let nodes = max_nodes(limit);
        if nodes < 4 || !scratch.masks.fill(state) {
            return;
        }
        let mut sets = std::mem::take(&mut scratch.sets);
        // Two sets and another cell at least.
        let most = (nodes - 3).min(MAX_SET);
        gather_once(state, &scratch.masks, most, &mut sets, &mut scratch.sets_of);
        let mut elims = std::mem::take(&mut scratch.elims);
        let masks = &scratch.masks;
        let overlap = overlap(state);
        if state.allows(Technique::AlsXz) {
            // Pairs whose cells and two sets are at most `nodes` nodes.
            link_once(
                &sets,
                nodes - 2,
                overlap,
                &mut scratch.pairs,
                (&mut scratch.links, &mut scratch.starts),
                &mut scratch.sets_of,
            );
            let links = (&scratch.links[..], &scratch.starts[..]);
            xz(masks, &sets, links, &mut elims, out);
        }
        if state.allows(Technique::AlsXyWing) && nodes >= 6 {
            // Pairs whose cells, a pivot of a cell at least and three sets are at most
            // `nodes` nodes (the links of ALS-XZ, the larger pairs taken out).
            link_once(
                &sets,
                nodes - 4,
                overlap,
                &mut scratch.pairs,
                (&mut scratch.links, &mut scratch.starts),
                &mut scratch.sets_of,
            );
            let links = (&scratch.links[..], &scratch.starts[..]);
            xy_wing(masks, &sets, overlap, links, &mut elims, out, limit);
        }
        if state.allows(Technique::DeathBlossom) && nodes >= 6 {
            let petals = &mut scratch.petals;
            super::death_blossom::blossom(
                state, masks, &sets, overlap, petals, &mut elims, out, limit,
            );
        }
        scratch.sets = sets;
        scratch.elims = elims;
    }
}

/// Whether the sets of a pattern may share cells (HoDoKu's *ALS overlap*): when listing every
/// step (`hint --all`) only, so explanations and their ratings keep disjoint sets. Two sets
/// linked by a restricted common share none of its places (see [`commons`]); a Death Blossom's
/// petals may share any cells, the same set may even be two petals.
pub(super) fn overlap(state: &State<'_>) -> bool {
    state.every.is_some()
}

/// The cells of `mask`, ascending.
pub(super) fn mask_cells(mut mask: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Cell::new(i)
        })
    })
}

/// What the scratch's sets and links were made for: the ALS techniques asked at one state
/// (ALS-XZ, ALS-XY-Wing and Death Blossom, then ALS-XY-Chain), mostly with the same bounds,
/// share them.
#[derive(Clone, Debug, Default)]
pub(crate) struct Gathered {
    /// The grid and the most cells the sets were gathered for.
    grid: Vec<NumberSet>,
    most: usize,
    /// For these sets: the most cells of a pair the links were written for, and whether sets
    /// could share cells; `None` when the links are not of these sets.
    links: Option<(usize, bool)>,
}

/// [`gather`], unless `sets` holds already what it writes (`of` says what it was gathered for).
pub(super) fn gather_once(
    state: &State<'_>,
    masks: &Masks,
    most: usize,
    sets: &mut Vec<Set>,
    of: &mut Gathered,
) {
    let grid = state.graph.all_candidates();
    if of.most == most && of.grid == grid {
        return;
    }
    gather(state, masks, most, sets);
    of.grid.clear();
    of.grid.extend_from_slice(grid);
    of.most = most;
    of.links = None;
}

/// [`link`], unless `links` holds already the links of `sets` for pairs of `most` cells or
/// more (as `of` says): then the links of larger pairs are taken out (each set's last, its
/// list ascending by size).
pub(super) fn link_once(
    sets: &[Set],
    most: usize,
    overlap: bool,
    pairs: &mut Vec<(u32, u32, NumberSet)>,
    (links, starts): (&mut Vec<(u32, NumberSet)>, &mut Vec<u32>),
    of: &mut Gathered,
) {
    match of.links {
        Some((made, shared)) if shared == overlap && made >= most => {
            if made > most {
                let mut kept = 0;
                let mut from = starts[0] as usize;
                for (i, a) in sets.iter().enumerate() {
                    let to = starts[i + 1] as usize;
                    starts[i] = kept as u32;
                    for k in from..to {
                        let (j, _) = links[k];
                        if a.cells().len() + sets[j as usize].cells().len() > most {
                            break;
                        }
                        links[kept] = links[k];
                        kept += 1;
                    }
                    from = to;
                }
                starts[sets.len()] = kept as u32;
                links.truncate(kept);
            }
        }
        _ => link(sets, most, overlap, pairs, links, starts),
    }
    of.links = Some((most, overlap));
}

/// Writes every ALS of at most `most` cells of the state to `sets` (each once, by its cells),
/// ascending by size then cells.
pub(super) fn gather(state: &State<'_>, masks: &Masks, most: usize, sets: &mut Vec<Set>) {
    sets.clear();
    let (layout, graph) = (state.layout, state.graph);
    for h in 0..layout.houses() {
        let cells = layout.cells_of(House::new(h));
        let open = cells
            .iter()
            .filter(|&&c| graph.candidates(c).len() >= 2)
            .count();
        let mut set = Set {
            cells: [Cell::new(0); MAX_SET],
            len: 0,
            numbers: NumberSet::EMPTY,
            mask: 0,
            seen: [0; MAX_SIDE],
            holds: [0; MAX_SIDE],
            near: 0,
        };
        let mut grower = Grow {
            state,
            masks,
            cells,
            open,
            most,
            out: sets,
        };
        grower.grow(0, &mut set);
    }
    sets.sort_unstable_by(|a, b| (a.len, a.cells()).cmp(&(b.len, b.cells())));
    sets.dedup_by(|a, b| a.mask == b.mask);
}

/// The subsets of one house's cells.
struct Grow<'a, 'b> {
    state: &'a State<'b>,
    masks: &'a Masks,
    cells: &'a [Cell],
    /// The house's open cells: a set of all of them is no pattern.
    open: usize,
    most: usize,
    out: &'a mut Vec<Set>,
}

impl Grow<'_, '_> {
    /// Extends `set` with the open cells from `from` on, writing each ALS found.
    fn grow(&mut self, from: usize, set: &mut Set) {
        let len = usize::from(set.len);
        if len >= 1 && len < self.open && set.numbers.len() == len + 1 {
            let mut found = *set;
            found.cells[..len].sort_unstable();
            for d in found.numbers {
                let mut seen = u128::MAX;
                let mut m = self.masks.holding(found.mask, d);
                found.holds[d.index()] = m;
                while m != 0 {
                    seen &= self.masks.peers[m.trailing_zeros() as usize];
                    m &= m - 1;
                }
                found.seen[d.index()] = seen & !found.mask;
                found.near |= seen & !found.mask;
            }
            self.out.push(found);
        }
        if len == self.most {
            return;
        }
        for i in from..self.cells.len() {
            let c = self.cells[i];
            let cands = self.state.graph.candidates(c);
            if cands.len() < 2 {
                continue;
            }
            let wider = set.numbers | cands;
            if wider.len() > self.most + 1 {
                continue;
            }
            let (numbers, mask) = (set.numbers, set.mask);
            set.cells[len] = c;
            set.len += 1;
            set.numbers = wider;
            set.mask |= 1 << c.index();
            self.grow(i + 1, set);
            set.len -= 1;
            set.numbers = numbers;
            set.mask = mask;
        }
    }
}

/// Writes each set's links to `links`: the sets (sharing no cell with it unless `overlap`) that
/// have a restricted common with it, and those commons, only pairs of at most `most` cells in
/// all; set `i`'s are `links[starts[i]..starts[i + 1]]`, in the order of `sets` (by ascending
/// size). Restricted commons are the same both ways (each place of the one sees each place of
/// the other), so each pair is looked at once, its links written for both sets from `pairs`.
pub(super) fn link(
    sets: &[Set],
    most: usize,
    overlap: bool,
    pairs: &mut Vec<(u32, u32, NumberSet)>,
    links: &mut Vec<(u32, NumberSet)>,
    starts: &mut Vec<u32>,
) {
    pairs.clear();
    starts.clear();
    starts.resize(sets.len() + 1, 0);
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            if a.cells().len() + b.cells().len() > most {
                // Sets come by size: the later ones are no smaller.
                break;
            }
            if (!overlap && a.mask & b.mask != 0) || (a.numbers & b.numbers).is_empty() {
                continue;
            }
            let rcs = commons(a, b);
            if !rcs.is_empty() {
                pairs.push((i as u32, j as u32, rcs));
                starts[i + 1] += 1;
                starts[j + 1] += 1;
            }
        }
    }
    for i in 0..sets.len() {
        starts[i + 1] += starts[i];
    }
    links.clear();
    links.resize(2 * pairs.len(), (0, NumberSet::EMPTY));
    // Set `i`'s links: those of the pairs `(k, i)`, `k < i` ascending, then of `(i, j)`,
    // `j` ascending, which is the order `pairs` holds them in.
    let mut next: Vec<u32> = starts[..sets.len()].to_vec();
    for &(i, j, rcs) in pairs.iter() {
        links[next[i as usize] as usize] = (j, rcs);
        next[i as usize] += 1;
        links[next[j as usize] as usize] = (i, rcs);
        next[j as usize] += 1;
    }
}

/// The restricted commons of `a` and `b`: numbers of both whose places in one all see its
/// places in the other. Sets may share cells, but not a place of a restricted common: `a.seen`
/// leaves out `a`'s cells, so a place in both fails. Each number of `b` has a place there, so
/// none is a restricted common when no cell of `b` is in `a.near`.
pub(super) fn commons(a: &Set, b: &Set) -> NumberSet {
    let mut rcs = NumberSet::EMPTY;
    if b.mask & a.near == 0 {
        return rcs;
    }
    for x in a.numbers & b.numbers {
        if b.holds[x.index()] & !a.seen[x.index()] == 0 {
            rcs.insert(x);
        }
    }
    rcs
}

/// The cells outside `sets` holding `z` that see every place of `z` in them (which all hold
/// it).
fn seeing_all(masks: &Masks, sets: &[&Set], z: Number) -> u128 {
    sets.iter().fold(masks.with[z.index()], |m, s| {
        m & s.seen[z.index()] & !s.mask
    })
}

/// ALS-XZ: every pair of ALSs (sharing no cell unless [`overlap`]) with one or two restricted
/// commons: each set's links to the sets after it ([`link`]ed for the pairs rated below the
/// limit).
fn xz(
    masks: &Masks,
    sets: &[Set],
    (links, starts): (&[(u32, NumberSet)], &[u32]),
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
) {
    for (i, a) in sets.iter().enumerate() {
        for &(j, rcs) in &links[starts[i] as usize..starts[i + 1] as usize] {
            if j as usize <= i {
                continue;
            }
            let b = &sets[j as usize];
            let common = a.numbers & b.numbers;
            if common.len() < 2 {
                continue;
            }
            let value = als_rating(a.cells().len() + b.cells().len() + 2);
            elims.clear();
            match rcs.len() {
                1 => {
                    for z in common - rcs {
                        push_cells(seeing_all(masks, &[a, b], z), z, elims);
                    }
                }
                2 => {
                    for x in rcs {
                        push_cells(seeing_all(masks, &[a, b], x), x, elims);
                    }
                    for s in [a, b] {
                        for d in s.numbers - rcs {
                            push_cells(seeing_all(masks, &[s], d), d, elims);
                        }
                    }
                }
                _ => continue,
            }
            if elims.is_empty() {
                continue;
            }
            elims.sort_unstable_by_key(|&(c, d)| (d, c));
            elims.dedup();
            let cells = mask_cells(a.mask | b.mask);
            out.push(
                Technique::AlsXz,
                value,
                [],
                cells,
                rcs,
                elims.iter().copied(),
                [],
            );
            out.set_sets([a.pattern(), b.pattern()]);
        }
    }
}

/// ALS-XY-Wing: for each pivot C, pairs of ALSs restricted with it on different numbers (its
/// links, [`link`]ed for the pairs that, with a pivot of a cell at least, rate below `limit`).
fn xy_wing(
    masks: &Masks,
    sets: &[Set],
    overlap: bool,
    (links, starts): (&[(u32, NumberSet)], &[u32]),
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
    limit: Rating,
) {
    // The rating grows with the nodes: those below the limit, counted once.
    let most = max_nodes(limit);
    for (k, c) in sets.iter().enumerate() {
        if c.cells().len() + 5 > most {
            break;
        }
        let linked = &links[starts[k] as usize..starts[k + 1] as usize];
        for (i, &(ia, rca)) in linked.iter().enumerate() {
            let a = &sets[ia as usize];
            for &(ib, rcb) in &linked[i + 1..] {
                let b = &sets[ib as usize];
                let value = als_rating(a.cells().len() + b.cells().len() + c.cells().len() + 3);
                if value >= limit {
                    break;
                }
                let both = a.numbers & b.numbers;
                let shared = a.mask & b.mask;
                // Overlapping, neither inside the other (as HoDoKu).
                if both.is_empty()
                    || (shared != 0 && (!overlap || shared == a.mask || shared == b.mask))
                {
                    continue;
                }
                for x in rca {
                    for y in rcb - NumberSet::single(x) {
                        let zs = both - NumberSet::single(x) - NumberSet::single(y);
                        elims.clear();
                        for z in zs {
                            // The pivot's cells are outside A and B but hold what they confine.
                            push_cells(seeing_all(masks, &[a, b], z) & !c.mask, z, elims);
                        }
                        if elims.is_empty() {
                            continue;
                        }
                        let numbers = NumberSet::single(x) | NumberSet::single(y);
                        let cells = mask_cells(a.mask | b.mask | c.mask);
                        let patterns = [a.pattern(), b.pattern(), c.pattern()];
                        out.push(
                            Technique::AlsXyWing,
                            value,
                            [],
                            cells,
                            numbers,
                            elims.iter().copied(),
                            [],
                        );
                        out.set_sets(patterns);
                    }
                }
            }
        }
    }
}
