//! The static cell and region forcing chains' sweep: every cell of three candidates or more and
//! every number's places in a complete house (three or more), in the order
//! [`Search::regions`] and [`Search::cell`] take them, each handed to [`Search::common`] only
//! when its starts' sets meet.
//!
//! At the static levels every candidate's set is made before (the closures, [`super::refute`]),
//! and `common` writes nothing where they do not meet, or where a start leads to a
//! contradiction; most do not meet (on a nested search's grid, about 99 cells and regions in 100),
//! so a test on the words alone, without `common`'s copies and checks, spares most of its work.
//! The test runs set by set over whole words: word by word, each word's intersection stopped
//! once empty, took fewer instructions but mispredicted more branches, and no less time.
//! Before it, most cells and regions are answered without their sets ([`Apart`]): two of their
//! starts that are vertices without successors of the static graph have nothing to share.

use crate::layout::{Cell, House, Layout, MAX_SIDE};
use crate::trace::step::Steps;

use super::{Kind, Pool, Search, potential};

impl Search<'_> {
    /// The static levels' cell and region forcing chains (their sets made): what
    /// [`Search::regions`] and [`Search::cell`] report for every cell, in the same order.
    pub(super) fn sweep(&mut self, out: &mut Steps) {
        let (layout, n) = (self.layout, self.n);
        let mut starts = [0u32; MAX_SIDE];
        for c in 0..layout.cells() {
            if self.gave_up.get() {
                return;
            }
            let cell = Cell::new(c);
            let here = self.source[c];
            if here.len() < 2 {
                continue;
            }
            for d in here {
                for (h, at) in layout.houses_of(cell) {
                    let places = self.places[h.index() * n + d.index()];
                    // As `regions`: `cell` its first place there, three places or more, a
                    // complete house.
                    if places.trailing_zeros() as usize != at.index()
                        || places.count_ones() < 3
                        || !layout.is_complete(h)
                    {
                        continue;
                    }
                    let cells = layout.cells_of(h);
                    let count = places.count_ones() as usize;
                    let mut bits = places;
                    // The places whose true branch derives itself and what it sees alone.
                    let mut alone = 0u64;
                    for start in &mut starts[..count] {
                        let at = bits.trailing_zeros();
                        *start = potential(n, cells[at as usize], d, true);
                        alone |= u64::from(self.apart.alone[(*start / 2) as usize]) << at;
                        bits &= bits - 1;
                    }
                    if alone.count_ones() >= 2 && region_apart(self.pool, layout, h, alone) {
                        continue;
                    }
                    if self.meet(&starts[..count]) {
                        self.common(Kind::Region, &starts[..count], out);
                    }
                }
            }
            if here.len() > 2 {
                let mut alone = 0;
                for (start, d) in starts.iter_mut().zip(here) {
                    *start = potential(n, cell, d, true);
                    alone += u32::from(self.apart.alone[(*start / 2) as usize]);
                }
                // (Two candidates whose branches derive themselves and what they see alone:
                // see `Apart`.)
                if alone < 2 && self.meet(&starts[..here.len()]) {
                    self.common(Kind::Cell, &starts[..here.len()], out);
                }
            }
        }
    }

    /// Whether the sets of `starts` (two or more) have a potential in common and none of
    /// them meets a contradiction: otherwise [`Search::common`] reports nothing. (It may
    /// report nothing still: the potential may be a start, or remove nothing.)
    fn meet(&self, starts: &[u32]) -> bool {
        let sets = &self.sets;
        let row = |s: u32| &sets[(s / 2) as usize][..];
        let first = row(starts[0]);
        let words = first.len();
        if starts.iter().any(|&s| row(s).len() != words) {
            // (`common` reports nothing either.)
            return false;
        }
        let meets = if words <= WORDS {
            // Set by set on a copy of the first two's intersection (a pass's ANDs run over
            // whole words, no word tested between sets), stopped once it is empty.
            let mut common = [0u64; WORDS];
            let common = &mut common[..words];
            let mut any = 0;
            for ((x, &a), &b) in common.iter_mut().zip(first).zip(row(starts[1])) {
                *x = a & b;
                any |= *x;
            }
            for &s in &starts[2..] {
                if any == 0 {
                    break;
                }
                any = 0;
                for (x, &b) in common.iter_mut().zip(row(s)) {
                    *x &= b;
                    any |= *x;
                }
            }
            any != 0
        } else {
            // Word by word, a word's intersection stopped once empty.
            first.iter().enumerate().any(|(w, &word)| {
                let mut bits = word;
                for &s in &starts[1..] {
                    if bits == 0 {
                        break;
                    }
                    bits &= row(s)[w];
                }
                bits != 0
            })
        };
        meets && !starts.iter().any(|&s| self.broken[(s / 2) as usize])
    }
}

/// What the sweep knows of a cell or region before its sets: whether two of its starts' true
/// branches are vertices without successors of the static graph, each deriving itself true
/// and what it sees false, no more ([`super::refute::Refute::derived`]). Two such branches
/// share no true potential, and no false one but what both see: in a cell, only its other
/// candidates (a candidate outside it seen by two of its numbers would be both); in a house,
/// the number's other places and its candidates outside the house in cells that are peers of
/// both, none where the two cells have no peer in common outside the house. Those are all
/// starts, and a start's negation in every set would be in its own: it meets a contradiction.
/// Either way [`Search::meet`] answers no.
#[derive(Clone, Debug, Default)]
pub(super) struct Apart {
    /// Whether each candidate's true branch is such a vertex (set with its set, by the static
    /// level only, which sizes it).
    pub alone: Vec<bool>,
}

/// For each house and position, the positions of the house whose cells share a peer with its
/// cell outside the house (`side` words a house): derived from the layout alone, so made once
/// per finder, in its [`Pool`], when first asked.
pub(super) fn tied(layout: &Layout) -> Vec<u64> {
    let n = layout.side();
    let mut tied = vec![0; layout.houses() * n];
    for h in layout.house_ids().filter(|&h| layout.is_complete(h)) {
        let cells = layout.cells_of(h);
        let tied = &mut tied[h.index() * n..][..n];
        for (i, &a) in cells.iter().enumerate() {
            for (j, &b) in cells.iter().enumerate().skip(i + 1) {
                let both = layout.peers(a).intersection_len(layout.peers(b));
                // Both are peers of the house's other cells.
                if both + 2 > cells.len() {
                    tied[i] |= 1 << j;
                    tied[j] |= 1 << i;
                }
            }
        }
    }
    tied
}

/// Whether two of the places `alone` (two or more) of a number in `house` have no peer in
/// common outside it, by the layout's [`tied`] positions.
fn region_apart(pool: &Pool, layout: &Layout, house: House, alone: u64) -> bool {
    let n = layout.side();
    let mut table = pool.tied.borrow_mut();
    if table.len() != layout.houses() * n {
        *table = tied(layout);
    }
    let tied = &table[house.index() * n..][..n];
    let mut bits = alone;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if bits & !tied[i] != 0 {
            return true;
        }
    }
    false
}

/// The most words of the sets [`Search::meet`] intersects on a copy (twice 729 candidates, a
/// 9×9 grid's).
const WORDS: usize = 24;
