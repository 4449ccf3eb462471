//! The learned nogoods of the search with learning: one arena of words, the two literals each
//! is watched by, propagation through them, and their thinning and compaction.

use super::{Learner, Lit, Why, var};

/// A word of the arena of nogoods, and a watch's blocking literal: `u16` when every literal
/// fits (the gecode 25×25 puzzles have 4,100 to 4,600), halving the memory that propagation
/// reads; `u32` otherwise (an empty 36×36 grid has 93,312 literals). Chosen once, when the
/// search is made ([`super::AnyLearner`]).
pub(crate) trait Word: Copy + Eq + std::fmt::Debug + 'static {
    /// The largest literal a word holds.
    const MAX: u32;
    /// `x`, which is at most [`Word::MAX`].
    fn of(x: u32) -> Self;
    fn get(self) -> u32;
}

impl Word for u16 {
    const MAX: u32 = u16::MAX as u32;
    #[inline(always)]
    fn of(x: u32) -> u16 {
        x as u16
    }
    #[inline(always)]
    fn get(self) -> u32 {
        self as u32
    }
}

impl Word for u32 {
    const MAX: u32 = u32::MAX;
    #[inline(always)]
    fn of(x: u32) -> u32 {
        x
    }
    #[inline(always)]
    fn get(self) -> u32 {
        self
    }
}

/// The words before a nogood's literals in the arena: its length, and its index in
/// `clauses` as two halves of 16 bits.
pub(super) const HEAD: usize = 3;

/// The index in `clauses` of the nogood at `offset` of `arena`.
#[inline]
fn id_at<W: Word>(arena: &[W], offset: u32) -> usize {
    let o = offset as usize;
    (arena[o + 1].get() | arena[o + 2].get() << 16) as usize
}

/// What is known of a nogood besides its literals. Nogoods are stored in one arena of words,
/// each as its length (0 once deleted), its index here ([`HEAD`]), then its literals (at least one of them
/// is true), so that propagation reads one place of memory per nogood it visits; a nogood is
/// named by the offset of its length word.
#[derive(Clone, Debug)]
pub(super) struct Meta {
    pub(super) offset: u32,
    /// Literal-block distance when learned: the number of guess levels among its literals.
    pub(super) lbd: u32,
    pub(super) activity: f32,
    pub(super) learnt: bool,
    /// Whether conflict analysis met it since the last thinning.
    pub(super) used: bool,
}

/// A nogood watching a literal. Packed: 6 bytes with a `u16` blocker.
#[derive(Clone, Copy, Debug)]
#[repr(C, packed)]
pub(super) struct Watch<W: Word> {
    pub(super) clause: u32,
    /// A literal of the clause: when it is true the clause need not be looked at.
    pub(super) blocker: W,
}

/// Learned nogoods of at most this LBD are kept by a thinning when conflict analysis met them
/// since the last one.
pub(super) const TIER2: u32 = 6;
/// The share of the nogoods open to thinning that it drops, in percent.
const DROP: usize = 75;

impl<W: Word> Learner<W> {
    /// Adds a clause whose first two literals are not false, watching them; returns its name
    /// (offset).
    pub(super) fn attach(&mut self, lits: &[Lit], lbd: u32, learnt: bool) -> u32 {
        let offset = self.arena.len() as u32;
        let id = self.clauses.len() as u32;
        self.arena.push(W::of(lits.len() as u32));
        self.arena.push(W::of(id & 0xffff));
        self.arena.push(W::of(id >> 16));
        self.arena.extend(lits.iter().map(|&l| W::of(l)));
        self.watches[lits[0] as usize].push(Watch {
            clause: offset,
            blocker: W::of(lits[1]),
        });
        self.watches[lits[1] as usize].push(Watch {
            clause: offset,
            blocker: W::of(lits[0]),
        });
        self.clauses.push(Meta {
            offset,
            lbd,
            activity: 0.0,
            learnt,
            used: false,
        });
        offset
    }

    /// The literals of clause `offset`.
    #[inline]
    pub(super) fn lits(&self, offset: u32) -> &[W] {
        let o = offset as usize;
        &self.arena[o + HEAD..o + HEAD + self.arena[o].get() as usize]
    }

    /// The index in `clauses` of clause `offset`.
    #[inline]
    pub(super) fn id(&self, offset: u32) -> usize {
        id_at(&self.arena, offset)
    }

    /// Visits the clauses watching `false_lit`, which just became false: finds each another
    /// literal to watch, or sets the last one, or reports the clause all false.
    pub(super) fn propagate_clauses(&mut self, false_lit: Lit) -> Option<u32> {
        let mut ws = std::mem::take(&mut self.watches[false_lit as usize]);
        let (mut i, mut j) = (0, 0);
        let mut conflict = None;
        while i < ws.len() {
            let w = ws[i];
            i += 1;
            if self.trail.lit_value(w.blocker.get()) == 1 {
                ws[j] = w;
                j += 1;
                continue;
            }
            let o = w.clause as usize;
            let len = self.arena[o].get() as usize;
            if len == 0 {
                continue;
            }
            let clause = &mut self.arena[o + HEAD..o + HEAD + len];
            if clause[0].get() == false_lit {
                clause.swap(0, 1);
            }
            let first = clause[0];
            if first != { w.blocker } && self.trail.lit_value(first.get()) == 1 {
                ws[j] = Watch {
                    clause: w.clause,
                    blocker: first,
                };
                j += 1;
                continue;
            }
            let mut moved = false;
            for t in 2..clause.len() {
                if self.trail.lit_value(clause[t].get()) != -1 {
                    clause.swap(1, t);
                    self.watches[clause[1].get() as usize].push(Watch {
                        clause: w.clause,
                        blocker: first,
                    });
                    moved = true;
                    break;
                }
            }
            if moved {
                continue;
            }
            ws[j] = w;
            j += 1;
            if self.trail.lit_value(first.get()) == -1 {
                conflict = Some(w.clause);
                while i < ws.len() {
                    ws[j] = ws[i];
                    i += 1;
                    j += 1;
                }
            } else {
                self.trail
                    .assign(&self.groups, first.get(), Why::Clause(w.clause));
            }
        }
        ws.truncate(j);
        self.watches[false_lit as usize] = ws;
        conflict
    }

    /// Drops three quarters of the learned nogoods that are long, not glue (LBD above 2), not
    /// of LBD up to [`TIER2`] and used since the last thinning, and not the reason of a current
    /// value: the highest LBD first, then the least active.
    pub(super) fn reduce(&mut self) {
        let mut candidates: Vec<u32> = (0..self.clauses.len() as u32)
            .filter(|&id| {
                let c = &self.clauses[id as usize];
                c.learnt
                    && self.arena[c.offset as usize].get() > 2
                    && c.lbd > 2
                    && !(c.used && c.lbd <= TIER2)
                    && !self.locked(c.offset)
            })
            .collect();
        for c in &mut self.clauses {
            c.used = false;
        }
        candidates.sort_by(|&a, &b| {
            let (x, y) = (&self.clauses[a as usize], &self.clauses[b as usize]);
            y.lbd
                .cmp(&x.lbd)
                .then(x.activity.total_cmp(&y.activity))
                .then(a.cmp(&b))
        });
        let cut = candidates.len() * DROP / 100;
        for &id in &candidates[..cut] {
            let o = self.clauses[id as usize].offset as usize;
            self.arena[o] = W::of(0);
        }
        self.collect();
    }

    /// Moves the nogoods still kept to the front of the arena, in their order, and renames them
    /// in the watches and the reasons: the arena stays as dense as the nogoods propagated.
    fn collect(&mut self) {
        let mut moved = vec![u32::MAX; self.clauses.len()];
        let mut to = 0u32;
        for (id, c) in self.clauses.iter().enumerate() {
            let len = self.arena[c.offset as usize].get();
            if len != 0 {
                moved[id] = to;
                to += HEAD as u32 + len;
            }
        }
        let arena = &self.arena;
        let new = |o: u32| moved[id_at(arena, o)];
        for ws in &mut self.watches {
            ws.retain_mut(|w| {
                let kept = arena[w.clause as usize].get() != 0;
                if kept {
                    w.clause = new(w.clause);
                }
                kept
            });
        }
        for &l in &self.trail.lits {
            let why = &mut self.trail.why[var(l) as usize];
            if let Why::Clause(o) = *why {
                *why = Why::Clause(new(o));
            }
        }
        let mut kept = 0u32;
        for (id, &to) in moved.iter().enumerate() {
            if to == u32::MAX {
                continue;
            }
            let (o, to) = (self.clauses[id].offset as usize, to as usize);
            let len = self.arena[o].get() as usize;
            self.arena.copy_within(o..o + HEAD + len, to);
            self.arena[to + 1] = W::of(kept & 0xffff);
            self.arena[to + 2] = W::of(kept >> 16);
            let mut meta = self.clauses[id].clone();
            meta.offset = to as u32;
            self.clauses[kept as usize] = meta;
            kept += 1;
        }
        self.clauses.truncate(kept as usize);
        self.arena.truncate(to as usize);
    }

    /// Whether clause `ci` is the reason of its first literal's current value.
    fn locked(&self, ci: u32) -> bool {
        let v = var(self.lits(ci)[0].get()) as usize;
        self.trail.value[2 * v] != 0 && self.trail.why[v] == Why::Clause(ci)
    }
}
