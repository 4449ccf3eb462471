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

use crate::layout::{Cell, MAX_SIDE};
use crate::trace::step::Steps;

use super::{Kind, Search, potential};

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
                    for start in &mut starts[..count] {
                        *start = potential(n, cells[bits.trailing_zeros() as usize], d, true);
                        bits &= bits - 1;
                    }
                    if self.meet(&starts[..count]) {
                        self.common(Kind::Region, &starts[..count], out);
                    }
                }
            }
            if here.len() > 2 {
                for (start, d) in starts.iter_mut().zip(here) {
                    *start = potential(n, cell, d, true);
                }
                if self.meet(&starts[..here.len()]) {
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

/// The most words of the sets [`Search::meet`] intersects on a copy (twice 729 candidates, a
/// 9×9 grid's).
const WORDS: usize = 24;
