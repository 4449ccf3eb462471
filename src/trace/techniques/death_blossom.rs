//! Death Blossom (`als.rs` gathers the sets and asks it): a stem cell each of whose candidates
//! `d` is restricted with a petal ALS (every `d` of the petal sees the stem); whichever value
//! the stem takes, its petal lacks it, so holds every number `z` common to all the petals (not
//! a candidate of the stem), and `z` goes from the cells seeing all its places in the petals.
//! One step per stem, petals and `z`; listing every step (`hint --all`), the blossoms of one
//! stem with the same petals and several `z` are listed once more as one step removing every
//! `z` (HoDoKu's).

use crate::layout::{Cell, Number, NumberSet};
use crate::trace::scale::{Rating, als_rating};
use crate::trace::step::{PatternSet, Steps, Technique};

use super::State;
use super::als::{MAX_STEM, Masks, Set, mask_cells, push_cells};

/// Death Blossom: every stem of two or three candidates, each restricted with a petal.
#[allow(clippy::too_many_arguments)]
pub(super) fn blossom(
    state: &State<'_>,
    masks: &Masks,
    sets: &[Set],
    overlap: bool,
    petals: &mut Vec<(Number, u32)>,
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
    limit: Rating,
) {
    let (layout, graph) = (state.layout, state.graph);
    for s in 0..layout.cells() {
        let stem = Cell::new(s);
        let cands = graph.candidates(stem);
        if !(2..=MAX_STEM).contains(&cands.len()) {
            continue;
        }
        let bit = 1u128 << s;
        // Each candidate's petals: ALSs without the stem whose places of it all see the stem.
        petals.clear();
        let mut union = NumberSet::full(layout.side());
        for d in cands {
            let from = petals.len();
            let mut here = NumberSet::EMPTY;
            for (j, p) in sets.iter().enumerate() {
                let linked = p.numbers.contains(d)
                    && p.mask & bit == 0
                    && masks.holding(p.mask, d) & !masks.peers[s] == 0;
                if linked {
                    petals.push((d, j as u32));
                    here |= p.numbers;
                }
            }
            if petals.len() == from {
                union = NumberSet::EMPTY;
                break;
            }
            union &= here;
        }
        let mut kept = Vec::new();
        for z in union - cands {
            let mut search = Blossom {
                sets,
                petals,
                stem,
                cands,
                z,
                limit,
                overlap,
                chosen: [0; MAX_STEM],
                elims,
                out,
                kept: &mut kept,
            };
            search.pick(0, 0, masks.with[z.index()] & !bit);
        }
        several(sets, stem, cands, &kept, elims, out);
    }
}

/// A Death Blossom found when listing: its petals, its `z`, the cells `z` goes from, its rating.
type Bloom = (Vec<u32>, Number, u128, Rating);

/// Listing every step (`hint --all`, where petals may share cells): the Death Blossoms of one
/// stem with the same petals and different numbers `z` (each in every petal), listed each by
/// its `z` already, listed again as one step removing every `z` of them (HoDoKu's step).
fn several(
    sets: &[Set],
    stem: Cell,
    cands: NumberSet,
    kept: &[Bloom],
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
) {
    for (i, (chosen, z, _, value)) in kept.iter().enumerate() {
        // Each group once, from its first (lowest `z`) blossom.
        if kept[..i].iter().any(|b| &b.0 == chosen) {
            continue;
        }
        let same: Vec<&Bloom> = kept[i..].iter().filter(|b| &b.0 == chosen).collect();
        if same.len() < 2 {
            continue;
        }
        elims.clear();
        for (_, z, targets, _) in &same {
            push_cells(*targets, *z, elims);
        }
        let numbers: NumberSet = same.iter().map(|b| b.1).collect();
        debug_assert!(numbers.contains(*z));
        let cells = chosen
            .iter()
            .fold(1u128 << stem.index(), |m, &j| m | sets[j as usize].mask);
        out.push(
            Technique::DeathBlossom,
            *value,
            [],
            mask_cells(cells),
            numbers,
            elims.iter().copied(),
            [],
        );
        let stem = PatternSet::new([stem], cands);
        let petals = chosen.iter().map(|&j| sets[j as usize].pattern());
        out.set_sets(std::iter::once(stem).chain(petals));
    }
}

/// A Death Blossom's search for one stem and one number `z`.
struct Blossom<'a> {
    sets: &'a [Set],
    petals: &'a [(Number, u32)],
    stem: Cell,
    cands: NumberSet,
    z: Number,
    limit: Rating,
    /// Whether petals may share cells.
    overlap: bool,
    chosen: [u32; MAX_STEM],
    elims: &'a mut Vec<(Cell, Number)>,
    out: &'a mut Steps,
    /// When listing (`overlap`), each blossom reported, for [`several`].
    kept: &'a mut Vec<Bloom>,
}

impl Blossom<'_> {
    /// Picks the petal of the stem's `depth`-th candidate, the petals before having `cells`
    /// cells in all and `targets` the cells holding `z` outside them that see all their `z`s.
    fn pick(&mut self, depth: usize, cells: usize, targets: u128) {
        let k = self.cands.len();
        if depth == k {
            self.report(cells, targets);
            return;
        }
        let Some(d) = self.cands.iter().nth(depth) else {
            return;
        };
        let used = self.chosen[..depth]
            .iter()
            .fold(0u128, |m, &j| m | self.sets[j as usize].mask);
        for i in 0..self.petals.len() {
            let (pd, j) = self.petals[i];
            let p = &self.sets[j as usize];
            if pd != d || !p.numbers.contains(self.z) || (!self.overlap && p.mask & used != 0) {
                continue;
            }
            let total = cells + p.cells().len();
            // The rating grows with the cells; the remaining petals have a cell each at least.
            if als_rating(1 + total + (k - depth - 1) + k + 1) >= self.limit {
                continue;
            }
            let narrower = targets & p.seen[self.z.index()] & !p.mask;
            if narrower == 0 {
                continue;
            }
            self.chosen[depth] = j;
            self.pick(depth + 1, total, narrower);
        }
    }

    fn report(&mut self, cells: usize, targets: u128) {
        let k = self.cands.len();
        let value = als_rating(1 + cells + k + 1);
        if value >= self.limit {
            return;
        }
        self.elims.clear();
        push_cells(targets, self.z, self.elims);
        let chosen = &self.chosen[..k];
        let sets = self.sets;
        let cells = chosen.iter().fold(1u128 << self.stem.index(), |m, &j| {
            m | sets[j as usize].mask
        });
        self.out.push(
            Technique::DeathBlossom,
            value,
            [],
            mask_cells(cells),
            NumberSet::single(self.z),
            self.elims.iter().copied(),
            [],
        );
        let stem = PatternSet::new([self.stem], self.cands);
        let petals = chosen.iter().map(|&j| sets[j as usize].pattern());
        self.out.set_sets(std::iter::once(stem).chain(petals));
        if self.overlap {
            self.kept.push((chosen.to_vec(), self.z, targets, value));
        }
    }
}
