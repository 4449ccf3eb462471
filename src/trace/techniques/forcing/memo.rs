//! What each nested search, and the (+) rules, found on a grid, kept for the next time a
//! stalled branch has the same grid: at the next level of the same step's search, or at the
//! next step's search, where a branch that had already removed what the last step removed
//! stalls on the same grid.
//!
//! A nested search (static forcing chains, then cell and region ones, then dynamic ones) reads
//! nothing but its level and its grid, so its conclusions and its work (counted against the
//! budget) are those it found the first time; the (+) rules read nothing but the grid (and its
//! places, which it decides). The memo is a finder's (in its scratch, with the branches), for
//! one puzzle; past [`MEMO_BYTES`] it is emptied and fills again.

use rustc_hash::FxHashMap;

use crate::layout::NumberSet;

use super::plus::Removal;
use super::{Finding, Level};

/// The most bytes (about) the memo holds before it is emptied.
const MEMO_BYTES: usize = 64 << 20;

/// What a nested search found: its work, its conclusions.
#[derive(Clone, Debug, Default)]
pub(super) struct Found {
    pub work: u64,
    pub findings: Vec<Finding>,
}

/// What the nested searches found, by level and grid, what the (+) rules found, by grid, and
/// about how many bytes they take.
#[derive(Clone, Debug, Default)]
pub(crate) struct Memo {
    /// Keyed by the level, then each cell's candidates as bits (nested levels run on grids of
    /// side 9 or less).
    /// Hashed with `rustc_hash`'s Fx hash, cheaper than the standard hasher on keys of a grid's
    /// 82 words; never iterated, so its order does not matter.
    map: FxHashMap<Box<[u16]>, Found>,
    /// What the (+) rules found, keyed as `map` is with [`Level::Plus`] for the level: the index
    /// of the unit that found removals ([`super::plus`]), and those removals.
    plus: FxHashMap<Box<[u16]>, (usize, Vec<Removal>)>,
    /// The key looked up, written in place (a lookup allocates nothing).
    probe: Vec<u16>,
    bytes: usize,
}

impl Memo {
    /// What the search of `level` found on `grid`, if kept.
    pub fn get(&mut self, level: Level, grid: &[NumberSet]) -> Option<&Found> {
        self.probe_for(level, grid);
        self.map.get(self.probe.as_slice())
    }

    /// How many searches are kept.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Keeps what a search found on the grid of the last lookup (which missed), under its key.
    pub fn keep(&mut self, found: Found) {
        let bytes = 64
            + 2 * (self.probe.len() - 1)
            + (found.findings.iter())
                .map(|f| 32 + 4 * f.nodes.len())
                .sum::<usize>();
        self.make_room(bytes);
        self.map.insert(self.probe.as_slice().into(), found);
    }

    /// What the (+) rules found on `grid` (of side 9 or less), if kept.
    pub fn plus(&mut self, grid: &[NumberSet]) -> Option<&(usize, Vec<Removal>)> {
        self.probe_for(Level::Plus, grid);
        self.plus.get(self.probe.as_slice())
    }

    /// Keeps what the (+) rules found on the grid of the last lookup of [`Memo::plus`] (which
    /// missed).
    pub fn keep_plus(&mut self, known: usize, removed: &[Removal]) {
        let bytes = 64 + 2 * (self.probe.len() - 1) + std::mem::size_of_val(removed);
        self.make_room(bytes);
        self.plus
            .insert(self.probe.as_slice().into(), (known, removed.to_vec()));
    }

    /// Counts `bytes` more, emptying the memo first if they would take it past [`MEMO_BYTES`].
    fn make_room(&mut self, bytes: usize) {
        if self.bytes + bytes > MEMO_BYTES {
            self.map.clear();
            self.plus.clear();
            self.bytes = 0;
        }
        self.bytes += bytes;
    }

    /// Writes the key of `level` and `grid` to `probe`.
    fn probe_for(&mut self, level: Level, grid: &[NumberSet]) {
        self.probe.clear();
        self.probe.push(level as u16);
        self.probe.extend(grid.iter().map(|here| {
            debug_assert!(here.bits() >> 16 == 0, "a nested grid has side 9 or less");
            here.bits() as u16
        }));
    }
}
