//! A forcing branch: the potentials derived from an assumption, each with its parents, the
//! branch's grid, and the nested chains that removed candidates in it.

use crate::layout::{House, NumberSet};

use std::cell::RefCell;

use super::NONE;

/// One branch: potentials derived from assumptions, with their parents.
#[derive(Clone, Debug)]
pub(crate) struct Branch {
    /// For each potential (`2 · candidate + on`): its index in `list`, or `NONE`; made and
    /// written only when a step's potentials are gathered (for `list`'s first `indexed`
    /// potentials: [`Branch::ancestors`], [`Branch::nested_of`]), so that following a branch
    /// touches none of it, and a branch kept for each candidate holds none until then (on a
    /// 36×36 grid, 360 KB a branch).
    pub(super) index: RefCell<Vec<u32>>,
    indexed: std::cell::Cell<usize>,
    /// How many potentials the branch has room for.
    slots: usize,
    /// Whether each potential is derived, a bit per potential (a few hundred bytes that stay
    /// in cache where `index` is a word per potential).
    derived: Vec<u64>,
    /// The potentials in the order derived.
    pub list: Vec<u32>,
    /// Each derived potential's parents: a span of `arena`, or (most potentials) its one parent
    /// and [`ONE`].
    pub(super) spans: Vec<(u32, u32)>,
    pub(super) arena: Vec<u32>,
    /// The branch's grid (dynamic levels remove the candidates found false).
    pub(super) grid: Vec<NumberSet>,
    /// Each number's places in each house of `grid` (`house · side + number`: bit `i` for the
    /// house's `i`-th cell), kept with it.
    pub(super) places: Vec<u64>,
    /// A potential found both true and false: the true one.
    pub contradiction: Option<u32>,
    /// For each derived potential (as `list`): the nested chain that removed it (an index of
    /// `nested`), or `NONE`.
    pub(super) via: Vec<u32>,
    /// Nested chains, spans of `nested_arena`: potentials, a branch start marked by `START`.
    pub(super) nested: Vec<(u32, u32)>,
    pub(super) nested_arena: Vec<u32>,
    /// Buffers of the propagation, reused.
    pub(super) ons: Vec<u32>,
    pub(super) offs: Vec<u32>,
    pub(super) found: Vec<(u32, Option<House>)>,
    pub(super) parents_buf: Vec<u32>,
    /// Buffers of the (+) rules, reused: their removals, one removal's parents.
    pub(super) plus: Vec<super::plus::Removal>,
    pub(super) plus_parents: Vec<u32>,
    /// Each house's numbers whose places changed since the (+) rules last read them.
    pub(super) plus_changed: Vec<u64>,
    /// The places the (+) rules last read since the branch was cleared, and how many of their
    /// units (in the order they are tried) found nothing there: those find nothing again where
    /// their places are unchanged ([`super::plus`]).
    pub(super) plus_seen: Vec<u64>,
    pub(super) plus_known: usize,
    /// The work the nested searches that removed something in the branch counted (see
    /// [`super::carry`]).
    pub(super) prefix_work: u64,
    /// Whether the branch was followed to its end, the budget not run out.
    pub(super) whole: bool,
    /// Whether the (+) rules found nothing on the branch's grid as it is (it stalled there):
    /// the next level's branch, going on from here ([`super::carry`]), need not run them again
    /// before its nested searches.
    pub(super) plus_stalled: bool,
    /// [`Branch::ancestors`]' buffers, reused: a bit per position in `list`, the positions met
    /// whose parents are still to read.
    scratch: RefCell<(Vec<u64>, Vec<u32>)>,
}

/// A span's end for a potential with one parent, kept as its start.
const ONE: u32 = u32::MAX;

/// The potentials a new branch has room for in its lists.
const SOME: usize = 128;

impl Branch {
    pub(super) fn new(total: usize) -> Branch {
        Branch {
            index: RefCell::new(Vec::new()),
            indexed: std::cell::Cell::new(0),
            slots: 2 * total,
            derived: vec![0; (2 * total).div_ceil(64)],
            // Room for the potentials of most branches at once (grown from empty, they were
            // reallocated five times or more).
            list: Vec::with_capacity(SOME),
            spans: Vec::with_capacity(SOME),
            arena: Vec::with_capacity(SOME),
            grid: Vec::new(),
            places: Vec::new(),
            contradiction: None,
            via: Vec::with_capacity(SOME),
            nested: Vec::new(),
            nested_arena: Vec::new(),
            ons: Vec::new(),
            offs: Vec::new(),
            found: Vec::new(),
            parents_buf: Vec::new(),
            plus: Vec::new(),
            plus_parents: Vec::new(),
            plus_changed: Vec::new(),
            plus_seen: Vec::new(),
            plus_known: 0,
            prefix_work: 0,
            whole: false,
            plus_stalled: false,
            scratch: RefCell::new((Vec::new(), Vec::new())),
        }
    }

    /// How many potentials the branch has room for (none: an empty one).
    pub(super) fn slots(&self) -> usize {
        self.slots
    }

    /// Whether potential `p` is derived.
    pub fn has(&self, p: u32) -> bool {
        self.derived[(p / 64) as usize] & (1 << (p % 64)) != 0
    }

    pub(super) fn clear(&mut self) {
        let index = self.index.get_mut();
        for &p in &self.list[..self.indexed.get()] {
            index[p as usize] = NONE;
        }
        self.indexed.set(0);
        // A word per potential derived, or every word when there are more potentials (a
        // 9×9 grid's are 23 words).
        if self.list.len() > self.derived.len() {
            self.derived.fill(0);
        } else {
            for &p in &self.list {
                self.derived[(p / 64) as usize] = 0;
            }
        }
        self.list.clear();
        self.spans.clear();
        self.arena.clear();
        self.via.clear();
        self.nested.clear();
        self.nested_arena.clear();
        self.contradiction = None;
        self.prefix_work = 0;
        self.whole = false;
        self.plus_stalled = false;
        // The grid goes back to a search's own, which may hold candidates it had not.
        self.plus_known = 0;
    }

    /// The bits of potential `p` and its negation (`p ^ 1`, in the same word): bit 0 the false
    /// one, bit 1 the true one.
    #[inline(always)]
    pub(super) fn pair(&self, p: u32) -> u64 {
        (self.derived[(p / 64) as usize] >> ((p % 64) & !1)) & 3
    }

    /// Adds potential `p`, not derived yet, with one parent (most potentials), kept in its
    /// span, not in the arena.
    #[inline(never)]
    pub(super) fn push_one(&mut self, p: u32, parent: u32) {
        self.derived[(p / 64) as usize] |= 1 << (p % 64);
        self.list.push(p);
        self.spans.push((parent, ONE));
        self.via.push(NONE);
    }

    /// Adds potential `p` with its parents unless it is derived already (most calls: that
    /// test is made where called, the rest in a call).
    #[inline(always)]
    pub(super) fn add(&mut self, p: u32, parents: &[u32]) -> bool {
        if self.has(p) {
            return false;
        }
        if let &[parent] = parents {
            self.push_one(p, parent);
        } else {
            self.push(p, parents);
        }
        true
    }

    /// Adds potential `p`, not derived yet, with its parents.
    #[inline(never)]
    pub(super) fn push(&mut self, p: u32, parents: &[u32]) {
        self.derived[(p / 64) as usize] |= 1 << (p % 64);
        self.list.push(p);
        // One parent kept in its span, as [`Branch::push_one`] keeps it.
        if let &[parent] = parents {
            self.spans.push((parent, ONE));
        } else {
            let start = self.arena.len() as u32;
            self.arena.extend_from_slice(parents);
            self.spans.push((start, self.arena.len() as u32));
        }
        self.via.push(NONE);
    }

    /// The index in `list` of derived potential `p`.
    fn position(&self, p: u32) -> usize {
        let from = self.indexed.get();
        let mut index = self.index.borrow_mut();
        if index.is_empty() {
            index.resize(self.slots, NONE);
        }
        if from < self.list.len() {
            for (i, &q) in self.list.iter().enumerate().skip(from) {
                index[q as usize] = i as u32;
            }
            self.indexed.set(self.list.len());
        }
        index[p as usize] as usize
    }

    /// The nested chains that removed any of `needed`, each once, in the order recorded.
    pub(super) fn nested_of(&self, needed: &[u32], out: &mut Vec<u32>) {
        out.clear();
        for &p in needed {
            let v = self.via[self.position(p)];
            if v != NONE {
                out.push(v);
            }
        }
        out.sort_unstable();
        out.dedup();
    }

    /// Every ancestor of `targets` (themselves included), in the order derived.
    pub fn ancestors(&self, targets: &[u32]) -> Vec<u32> {
        let mut scratch = self.scratch.borrow_mut();
        let (seen, todo) = &mut *scratch;
        seen.clear();
        seen.resize(self.list.len().div_ceil(64), 0);
        todo.clear();
        if let Some(&p) = targets.first() {
            // Every potential of the list indexed at once.
            self.position(p);
        }
        let index = self.index.borrow();
        // Each potential marked when first met, and its index pushed once: its parents read
        // when popped.
        for &p in targets {
            let i = index[p as usize];
            if seen[i as usize / 64] & 1 << (i % 64) == 0 {
                seen[i as usize / 64] |= 1 << (i % 64);
                todo.push(i);
            }
        }
        while let Some(i) = todo.pop() {
            let (a, b) = self.spans[i as usize];
            let parents = if b == ONE {
                std::slice::from_ref(&self.spans[i as usize].0)
            } else {
                &self.arena[a as usize..b as usize]
            };
            for &q in parents {
                let j = index[q as usize];
                if seen[j as usize / 64] & 1 << (j % 64) == 0 {
                    seen[j as usize / 64] |= 1 << (j % 64);
                    todo.push(j);
                }
            }
        }
        let count = seen.iter().map(|w| w.count_ones() as usize).sum();
        let mut out = Vec::with_capacity(count);
        for (w, &bits) in seen.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                out.push(self.list[w * 64 + bits.trailing_zeros() as usize]);
                bits &= bits - 1;
            }
        }
        out
    }
}
