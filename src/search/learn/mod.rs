//! Search with learning, for large grids: conflict-driven nogood learning over the candidate
//! graph, with restarts.
//!
//! Each candidate (cell, number) is a variable: true when the number goes in the cell. The
//! rules of the grid are the graph's two kinds of link, kept as constraints and never written
//! out as clauses: a *weak* link (two candidates of one cell, or of one number in one house)
//! says the two are not both true — when a candidate becomes true every candidate weakly linked
//! to it becomes false (the engine's placement); and each cell, and each number in each
//! complete house, must keep one true candidate — when all but one of them are false, the last
//! is true (naked and hidden singles). Propagation is these two steps to a fixpoint.
//!
//! Every candidate set or removed remembers why — a guess, a placement, the last place of a
//! group, or a learned nogood — so a contradiction can be traced back through them: conflict
//! analysis walks that record from the contradiction to the first point of the latest guess
//! that every path goes through (the first unique implication point) and learns the nogood
//! that would have prevented it: a clause over candidates, never again all false. The search
//! then jumps back to the deepest guess that nogood still depends on and continues from there.
//! A guess places the open candidate most involved in recent contradictions (activity, decayed
//! geometrically) — always a placement, never a removal: on the gecode 25×25 puzzles that took
//! 15–40% fewer conflicts than guessing the value each candidate last had (phase saving, as
//! SAT solvers do), which mostly guesses removals; restarts follow the Luby sequence and keep
//! what was learned; learned nogoods that stop being useful are dropped (by literal-block
//! distance, then activity) to keep propagation fast.
//!
//! Solutions are reported as they are found: each is blocked by a nogood over its guesses, so
//! counting, enumerating and proving uniqueness all run to the point where no candidate
//! assignment is left. The order of solutions is deterministic (ties in activity go to the
//! lower candidate).

mod heap;

use std::sync::Arc;

use crate::io::Puzzle;
use crate::layout::{Cell, Layout, Number};
use crate::propagate::Engine;

use super::limits::{LimitReached, Limits};
use heap::Heap;

/// A literal: a candidate (variable) as true (`2v`) or false (`2v + 1`).
type Lit = u32;

#[inline]
fn pos(v: u32) -> Lit {
    v << 1
}

#[inline]
fn neg(v: u32) -> Lit {
    (v << 1) | 1
}

#[inline]
fn var(l: Lit) -> u32 {
    l >> 1
}

/// Why a variable has its value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Why {
    /// A guess, or a fact of the start (level 0).
    Free,
    /// False because this variable is true and they are weakly linked.
    Placed(u32),
    /// True because every other member of this group is false.
    Last(u32),
    /// Implied by this nogood clause (whose first literal it is).
    Clause(u32),
}

/// A contradiction: a clause all of whose literals are false.
#[derive(Clone, Copy, Debug)]
enum Conflict {
    /// Two weakly linked variables both true.
    Both(u32, u32),
    /// Every member of a group false.
    Empty(u32),
    /// A nogood all false.
    Clause(u32),
}

/// What is known of a nogood besides its literals. Nogoods are stored in one arena of words,
/// each as its length (0 once deleted), its index here, then its literals (at least one of them
/// is true), so that propagation reads one place of memory per nogood it visits; a nogood is
/// named by the offset of its length word.
#[derive(Clone, Debug)]
struct Meta {
    offset: u32,
    /// Literal-block distance when learned: the number of guess levels among its literals.
    lbd: u32,
    activity: f32,
    learnt: bool,
}

#[derive(Clone, Copy, Debug)]
struct Watch {
    clause: u32,
    /// A literal of the clause: when it is true the clause need not be looked at.
    blocker: Lit,
}

/// The grid's groups: each cell, and each number in each complete house, must hold one true
/// candidate. Group `c < cells` is cell `c`'s candidates; group `cells + i·n + d` is number `d`
/// in the `i`-th complete house.
#[derive(Debug)]
struct Groups {
    layout: Arc<Layout>,
    n: usize,
    cells: usize,
    complete_houses: Vec<crate::layout::House>,
    /// Per cell, where its entries in `bases` start (and the next cell's, where they end).
    base_start: Vec<u32>,
    /// Per cell, for each complete house of it, the group of the house's first number: the
    /// group of number `d` there is that plus `d`.
    bases: Vec<u32>,
}

impl Groups {
    fn count(&self) -> usize {
        self.cells + self.complete_houses.len() * self.n
    }

    /// Calls `f` with each group that `v` belongs to.
    #[inline]
    fn of(&self, v: u32, mut f: impl FnMut(u32)) {
        let (cell, d) = (v as usize / self.n, v as usize % self.n);
        f(cell as u32);
        let (from, to) = (self.base_start[cell], self.base_start[cell + 1]);
        for &base in &self.bases[from as usize..to as usize] {
            f(base + d as u32);
        }
    }

    /// Calls `f` with each member of group `k`; stops when `f` returns false.
    #[inline]
    fn members(&self, k: u32, mut f: impl FnMut(u32) -> bool) {
        let k = k as usize;
        if k < self.cells {
            for e in 0..self.n {
                if !f((k * self.n + e) as u32) {
                    return;
                }
            }
        } else {
            let (i, d) = ((k - self.cells) / self.n, (k - self.cells) % self.n);
            for &c in self.layout.cells_of(self.complete_houses[i]) {
                if !f((c.index() * self.n + d) as u32) {
                    return;
                }
            }
        }
    }
}

/// Values, levels and reasons of the variables, and the trail of assignments.
#[derive(Debug)]
struct Trail {
    /// Per variable: 1 true, -1 false, 0 unassigned.
    value: Vec<i8>,
    level: Vec<u32>,
    why: Vec<Why>,
    lits: Vec<Lit>,
    /// Where each guess level starts in `lits`.
    limits: Vec<u32>,
    /// The next literal to propagate.
    head: usize,
    /// Per group, its members not false.
    open: Vec<u32>,
    /// Per group, the exclusive or of its members not false: the last one, when one is left.
    last: Vec<u32>,
}

impl Trail {
    #[inline]
    fn lit_value(&self, l: Lit) -> i8 {
        let v = self.value[var(l) as usize];
        if l & 1 == 0 { v } else { -v }
    }

    #[inline]
    fn level(&self) -> u32 {
        self.limits.len() as u32
    }

    #[inline]
    fn assign(&mut self, groups: &Groups, l: Lit, why: Why) {
        let v = var(l);
        self.value[v as usize] = if l & 1 == 0 { 1 } else { -1 };
        self.level[v as usize] = self.level();
        self.why[v as usize] = why;
        self.lits.push(l);
        if l & 1 == 1 {
            groups.of(v, |k| {
                self.open[k as usize] -= 1;
                self.last[k as usize] ^= v;
            });
        }
    }
}

/// The state of a search with learning.
#[derive(Debug)]
pub(crate) struct Learner {
    groups: Groups,
    trail: Trail,
    arena: Vec<u32>,
    clauses: Vec<Meta>,
    /// Per literal, the clauses watching it (it is one of their first two literals).
    watches: Vec<Vec<Watch>>,
    activity: Vec<f64>,
    var_inc: f64,
    clause_inc: f32,
    heap: Heap,
    seen: Vec<bool>,
    learnt: Vec<Lit>,
    buffer: Vec<Lit>,
    reasons: Vec<Lit>,
    levels: Vec<u32>,
    stack: Vec<Lit>,
    to_clear: Vec<u32>,
    /// Conflicts until the next restart.
    restart_left: u64,
    /// Conflicts at which learned clauses are next thinned.
    reduce_at: u64,
    reductions: u64,
    done: bool,
    /// What the search did.
    pub conflicts: u64,
    pub restarts: u64,
    pub learned: u64,
    pub guesses: u64,
    pub max_depth: usize,
}

/// Conflicts in the first run between restarts (the Luby sequence's unit).
const RESTART_UNIT: u64 = 100;
/// Conflicts before learned clauses are first thinned, and the growth of that interval (on the
/// gecode 25×25 puzzles thinning from 2,000 conflicts doubled the conflicts needed; from
/// 20,000 it costs a few percent and keeps propagation fast on long searches).
const REDUCE_FIRST: u64 = 20_000;
const REDUCE_STEP: u64 = 300;

/// The `i`-th term (from 0) of the Luby sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …
fn luby(mut i: u64) -> u64 {
    let (mut size, mut seq) = (1u64, 0u32);
    while size < i + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    while size - 1 != i {
        size = (size - 1) >> 1;
        seq -= 1;
        i %= size;
    }
    1 << seq
}

/// What [`Learner::next`] found.
pub(crate) enum Found {
    Solution(Puzzle),
    Exhausted,
    Limit(LimitReached),
}

impl Learner {
    /// A search from the candidates of `engine` (already propagated; without contradiction).
    pub fn new(engine: &Engine) -> Learner {
        let layout = Arc::clone(engine.layout());
        let (n, cells) = (layout.side(), layout.cells());
        let mut complete = vec![u32::MAX; layout.houses()];
        let mut complete_houses = Vec::new();
        for h in layout.house_ids() {
            if layout.is_complete(h) {
                complete[h.index()] = complete_houses.len() as u32;
                complete_houses.push(h);
            }
        }
        let mut base_start = Vec::with_capacity(cells + 1);
        let mut bases = Vec::new();
        for cell in 0..cells {
            base_start.push(bases.len() as u32);
            for &(h, _) in layout.houses_slice(Cell::new(cell)) {
                let i = complete[h.index()];
                if i != u32::MAX {
                    bases.push((cells + i as usize * n) as u32);
                }
            }
        }
        base_start.push(bases.len() as u32);
        let groups = Groups {
            layout,
            n,
            cells,
            complete_houses,
            base_start,
            bases,
        };
        let vars = cells * n;
        let mut open = vec![0u32; groups.count()];
        let mut last = vec![0u32; groups.count()];
        for k in 0..groups.count() {
            groups.members(k as u32, |m| {
                open[k] += 1;
                last[k] ^= m;
                true
            });
        }
        let mut trail = Trail {
            value: vec![0; vars],
            level: vec![0; vars],
            why: vec![Why::Free; vars],
            lits: Vec::with_capacity(vars),
            limits: Vec::new(),
            head: 0,
            open,
            last,
        };
        let graph = engine.graph();
        let activity = vec![0.0; vars];
        let mut heap = Heap::new(vars);
        for v in 0..vars as u32 {
            let (cell, d) = (Cell::new(v as usize / n), Number::new(v as usize % n));
            if graph.has(cell, d) {
                heap.insert(v, &activity);
            } else {
                trail.assign(&groups, neg(v), Why::Free);
            }
        }
        Learner {
            groups,
            trail,
            arena: Vec::new(),
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            activity,
            var_inc: 1.0,
            clause_inc: 1.0,
            heap,
            seen: vec![false; vars],
            learnt: Vec::new(),
            buffer: Vec::new(),
            reasons: Vec::new(),
            levels: Vec::new(),
            stack: Vec::new(),
            to_clear: Vec::new(),
            restart_left: RESTART_UNIT * luby(0),
            reduce_at: REDUCE_FIRST,
            reductions: 0,
            done: false,
            conflicts: 0,
            restarts: 0,
            learned: 0,
            guesses: 0,
            max_depth: 0,
        }
    }

    /// Runs until the next solution, the end, or a limit. `nodes` counts the states propagated
    /// (one per guess, and the start) and is checked against `limits`.
    pub fn next(&mut self, limits: &Limits, nodes: &mut u64) -> Found {
        while !self.done {
            if let Some(conflict) = self.propagate() {
                self.conflicts += 1;
                if self.trail.level() == 0 {
                    self.done = true;
                    break;
                }
                self.learn(conflict);
                self.restart_left = self.restart_left.saturating_sub(1);
                continue;
            }
            if self.restart_left == 0 {
                self.restarts += 1;
                self.restart_left = RESTART_UNIT * luby(self.restarts);
                self.backtrack(0);
            }
            if self.conflicts >= self.reduce_at {
                self.reductions += 1;
                self.reduce_at = self.conflicts + REDUCE_FIRST + REDUCE_STEP * self.reductions;
                self.reduce();
            }
            if let Some(limit) = limits.check(*nodes) {
                return Found::Limit(limit);
            }
            *nodes += 1;
            match self.pick() {
                Some(l) => {
                    self.guesses += 1;
                    self.trail.limits.push(self.trail.lits.len() as u32);
                    self.max_depth = self.max_depth.max(self.trail.limits.len());
                    self.trail.assign(&self.groups, l, Why::Free);
                }
                None => {
                    let solution = self.solution();
                    self.block();
                    return Found::Solution(solution);
                }
            }
        }
        Found::Exhausted
    }

    /// The unassigned variable of highest activity, placed; none when every variable has a
    /// value.
    fn pick(&mut self) -> Option<Lit> {
        while let Some(v) = self.heap.pop(&self.activity) {
            if self.trail.value[v as usize] == 0 {
                return Some(pos(v));
            }
        }
        None
    }

    /// The grid of the current (complete) assignment.
    fn solution(&self) -> Puzzle {
        let g = &self.groups;
        let mut p = Puzzle::empty(g.layout.shape());
        for c in 0..g.cells {
            let d = (0..g.n).find(|&d| self.trail.value[c * g.n + d] == 1);
            p.set(Cell::new(c), d.map(Number::new));
        }
        p
    }

    /// Adds the nogood that excludes the solution just found (not all of its guesses again),
    /// and goes back to the start. With no guess, nothing else can be a solution.
    fn block(&mut self) {
        let guesses: Vec<Lit> = self
            .trail
            .limits
            .iter()
            .map(|&at| self.trail.lits[at as usize] ^ 1)
            .collect();
        self.backtrack(0);
        match guesses.len() {
            0 => self.done = true,
            1 => self.trail.assign(&self.groups, guesses[0], Why::Free),
            _ => {
                self.attach(&guesses, 0, false);
            }
        }
    }

    /// Adds a clause whose first two literals are not false, watching them; returns its name
    /// (offset).
    fn attach(&mut self, lits: &[Lit], lbd: u32, learnt: bool) -> u32 {
        let offset = self.arena.len() as u32;
        self.arena.push(lits.len() as u32);
        self.arena.push(self.clauses.len() as u32);
        self.arena.extend_from_slice(lits);
        self.watches[lits[0] as usize].push(Watch {
            clause: offset,
            blocker: lits[1],
        });
        self.watches[lits[1] as usize].push(Watch {
            clause: offset,
            blocker: lits[0],
        });
        self.clauses.push(Meta {
            offset,
            lbd,
            activity: 0.0,
            learnt,
        });
        offset
    }

    /// The literals of clause `offset`.
    #[inline]
    fn lits(&self, offset: u32) -> &[Lit] {
        let o = offset as usize;
        &self.arena[o + 2..o + 2 + self.arena[o] as usize]
    }

    /// Propagates the trail to a fixpoint, or to the first contradiction.
    fn propagate(&mut self) -> Option<Conflict> {
        let n = self.groups.n;
        while self.trail.head < self.trail.lits.len() {
            let p = self.trail.lits[self.trail.head];
            self.trail.head += 1;
            let v = var(p);
            if p & 1 == 0 {
                // Placed: every weakly linked candidate goes.
                let (cell, d) = (v as usize / n, v as usize % n);
                let groups = &self.groups;
                let trail = &mut self.trail;
                for e in 0..n {
                    let w = (cell * n + e) as u32;
                    match trail.value[w as usize] {
                        0 => trail.assign(groups, neg(w), Why::Placed(v)),
                        1 if w != v => return Some(Conflict::Both(v, w)),
                        _ => {}
                    }
                }
                for &(h, _) in groups.layout.houses_slice(Cell::new(cell)) {
                    for &c in groups.layout.cells_of(h) {
                        let w = (c.index() * n + d) as u32;
                        match trail.value[w as usize] {
                            0 => trail.assign(groups, neg(w), Why::Placed(v)),
                            1 if w != v => return Some(Conflict::Both(v, w)),
                            _ => {}
                        }
                    }
                }
            } else {
                // Removed: a group of this candidate may be down to its last member.
                let groups = &self.groups;
                let trail = &mut self.trail;
                let mut conflict = None;
                groups.of(v, |k| {
                    if conflict.is_some() {
                        return;
                    }
                    match trail.open[k as usize] {
                        0 => conflict = Some(Conflict::Empty(k)),
                        1 => {
                            let last = trail.last[k as usize];
                            if trail.value[last as usize] == 0 {
                                trail.assign(groups, pos(last), Why::Last(k));
                            }
                        }
                        _ => {}
                    }
                });
                if conflict.is_some() {
                    return conflict;
                }
            }
            if let Some(ci) = self.propagate_clauses(p ^ 1) {
                return Some(Conflict::Clause(ci));
            }
        }
        None
    }

    /// Visits the clauses watching `false_lit`, which just became false: finds each another
    /// literal to watch, or sets the last one, or reports the clause all false.
    fn propagate_clauses(&mut self, false_lit: Lit) -> Option<u32> {
        let mut ws = std::mem::take(&mut self.watches[false_lit as usize]);
        let (mut i, mut j) = (0, 0);
        let mut conflict = None;
        while i < ws.len() {
            let w = ws[i];
            i += 1;
            if self.trail.lit_value(w.blocker) == 1 {
                ws[j] = w;
                j += 1;
                continue;
            }
            let o = w.clause as usize;
            let len = self.arena[o] as usize;
            if len == 0 {
                continue;
            }
            let clause = &mut self.arena[o + 2..o + 2 + len];
            if clause[0] == false_lit {
                clause.swap(0, 1);
            }
            let first = clause[0];
            if first != w.blocker && self.trail.lit_value(first) == 1 {
                ws[j] = Watch {
                    clause: w.clause,
                    blocker: first,
                };
                j += 1;
                continue;
            }
            let mut moved = false;
            for t in 2..clause.len() {
                if self.trail.lit_value(clause[t]) != -1 {
                    clause.swap(1, t);
                    self.watches[clause[1] as usize].push(Watch {
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
            if self.trail.lit_value(first) == -1 {
                conflict = Some(w.clause);
                while i < ws.len() {
                    ws[j] = ws[i];
                    i += 1;
                    j += 1;
                }
            } else {
                self.trail
                    .assign(&self.groups, first, Why::Clause(w.clause));
            }
        }
        ws.truncate(j);
        self.watches[false_lit as usize] = ws;
        conflict
    }

    /// Writes to `out` the other literals of the clause that set variable `v` (all false).
    fn reason(&self, v: u32, out: &mut Vec<Lit>) {
        out.clear();
        match self.trail.why[v as usize] {
            Why::Free => {}
            Why::Placed(t) => out.push(neg(t)),
            Why::Last(k) => self.groups.members(k, |m| {
                if m != v {
                    out.push(pos(m));
                }
                true
            }),
            Why::Clause(ci) => out.extend_from_slice(&self.lits(ci)[1..]),
        }
    }

    /// Writes to `out` the literals of the clause `conflict` found all false.
    fn conflict_lits(&self, conflict: Conflict, out: &mut Vec<Lit>) {
        out.clear();
        match conflict {
            Conflict::Both(a, b) => out.extend([neg(a), neg(b)]),
            Conflict::Empty(k) => self.groups.members(k, |m| {
                out.push(pos(m));
                true
            }),
            Conflict::Clause(ci) => out.extend_from_slice(self.lits(ci)),
        }
    }

    fn bump(&mut self, v: u32) {
        let a = &mut self.activity[v as usize];
        *a += self.var_inc;
        if *a > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.var_inc *= 1e-100;
        }
        self.heap.raised(v, &self.activity);
    }

    fn bump_clause(&mut self, ci: u32) {
        let id = self.arena[ci as usize + 1] as usize;
        let c = &mut self.clauses[id];
        if !c.learnt {
            return;
        }
        c.activity += self.clause_inc;
        if c.activity > 1e20 {
            for c in &mut self.clauses {
                c.activity *= 1e-20;
            }
            self.clause_inc *= 1e-20;
        }
    }

    /// Learns from `conflict` (at a guess level): the first-UIP nogood, minimized; jumps back
    /// and sets its asserting literal.
    fn learn(&mut self, conflict: Conflict) {
        let mut buffer = std::mem::take(&mut self.buffer);
        let mut learnt = std::mem::take(&mut self.learnt);
        learnt.clear();
        learnt.push(0);
        let level = self.trail.level();
        let mut paths = 0;
        let mut index = self.trail.lits.len();
        self.conflict_lits(conflict, &mut buffer);
        if let Conflict::Clause(ci) = conflict {
            self.bump_clause(ci);
        }
        loop {
            for &q in &buffer {
                let v = var(q) as usize;
                if !self.seen[v] && self.trail.level[v] > 0 {
                    self.seen[v] = true;
                    self.bump(v as u32);
                    if self.trail.level[v] >= level {
                        paths += 1;
                    } else {
                        learnt.push(q);
                    }
                }
            }
            let p = loop {
                index -= 1;
                let p = self.trail.lits[index];
                if self.seen[var(p) as usize] {
                    break p;
                }
            };
            let v = var(p);
            self.seen[v as usize] = false;
            paths -= 1;
            if paths == 0 {
                learnt[0] = p ^ 1;
                break;
            }
            if let Why::Clause(ci) = self.trail.why[v as usize] {
                self.bump_clause(ci);
            }
            self.reason(v, &mut buffer);
        }
        // Minimize: drop literals implied by the others.
        self.to_clear.clear();
        self.to_clear.extend(learnt[1..].iter().map(|&l| var(l)));
        let levels = learnt[1..]
            .iter()
            .fold(0u64, |a, &l| a | self.abstract_level(var(l)));
        let mut kept = 1;
        for i in 1..learnt.len() {
            let l = learnt[i];
            if self.trail.why[var(l) as usize] == Why::Free || !self.redundant(l, levels) {
                learnt[kept] = l;
                kept += 1;
            }
        }
        learnt.truncate(kept);
        for &v in &self.to_clear {
            self.seen[v as usize] = false;
        }
        // Jump back to the deepest level among the rest, which goes second.
        let back = if learnt.len() == 1 {
            0
        } else {
            let mut best = 1;
            for i in 2..learnt.len() {
                if self.trail.level[var(learnt[i]) as usize]
                    > self.trail.level[var(learnt[best]) as usize]
                {
                    best = i;
                }
            }
            learnt.swap(1, best);
            self.trail.level[var(learnt[1]) as usize]
        };
        let lbd = self.lbd(&learnt);
        self.backtrack(back);
        self.learned += 1;
        if learnt.len() == 1 {
            self.trail.assign(&self.groups, learnt[0], Why::Free);
        } else {
            let first = learnt[0];
            let ci = self.attach(&learnt, lbd, true);
            self.bump_clause(ci);
            self.trail.assign(&self.groups, first, Why::Clause(ci));
        }
        self.var_inc /= 0.95;
        self.clause_inc /= 0.999;
        self.buffer = buffer;
        self.learnt = learnt;
    }

    fn abstract_level(&self, v: u32) -> u64 {
        1 << (self.trail.level[v as usize] & 63)
    }

    /// Whether literal `l` of the nogood being learned follows from the others (every path of
    /// its reasons back to guesses meets them), as MiniSat minimizes.
    fn redundant(&mut self, l: Lit, levels: u64) -> bool {
        let mut stack = std::mem::take(&mut self.stack);
        let mut reason = std::mem::take(&mut self.reasons);
        stack.clear();
        stack.push(l);
        let top = self.to_clear.len();
        let mut ok = true;
        'walk: while let Some(q) = stack.pop() {
            self.reason(var(q), &mut reason);
            for &r in &reason {
                let v = var(r);
                if self.seen[v as usize] || self.trail.level[v as usize] == 0 {
                    continue;
                }
                if self.trail.why[v as usize] != Why::Free && self.abstract_level(v) & levels != 0 {
                    self.seen[v as usize] = true;
                    stack.push(r);
                    self.to_clear.push(v);
                } else {
                    for &c in &self.to_clear[top..] {
                        self.seen[c as usize] = false;
                    }
                    self.to_clear.truncate(top);
                    ok = false;
                    break 'walk;
                }
            }
        }
        self.reasons = reason;
        self.stack = stack;
        ok
    }

    /// The number of distinct guess levels among `lits`.
    fn lbd(&mut self, lits: &[Lit]) -> u32 {
        let levels = &mut self.levels;
        levels.clear();
        levels.extend(lits.iter().map(|&l| self.trail.level[var(l) as usize]));
        levels.sort_unstable();
        levels.dedup();
        levels.len() as u32
    }

    /// Undoes every assignment above guess level `level`.
    fn backtrack(&mut self, level: u32) {
        if self.trail.level() <= level {
            return;
        }
        let start = self.trail.limits[level as usize] as usize;
        for i in (start..self.trail.lits.len()).rev() {
            let l = self.trail.lits[i];
            let v = var(l);
            if l & 1 == 1 {
                let trail = &mut self.trail;
                self.groups.of(v, |k| {
                    trail.open[k as usize] += 1;
                    trail.last[k as usize] ^= v;
                });
            }
            self.trail.value[v as usize] = 0;
            self.heap.insert(v, &self.activity);
        }
        self.trail.lits.truncate(start);
        self.trail.limits.truncate(level as usize);
        self.trail.head = self.trail.head.min(start);
    }

    /// Drops half of the learned nogoods that are long, not glue (LBD above 2) and not the
    /// reason of a current value, the least active first.
    fn reduce(&mut self) {
        let mut candidates: Vec<u32> = (0..self.clauses.len() as u32)
            .filter(|&id| {
                let c = &self.clauses[id as usize];
                c.learnt && self.arena[c.offset as usize] > 2 && c.lbd > 2 && !self.locked(c.offset)
            })
            .collect();
        candidates.sort_by(|&a, &b| {
            let (x, y) = (&self.clauses[a as usize], &self.clauses[b as usize]);
            y.lbd
                .cmp(&x.lbd)
                .then(x.activity.total_cmp(&y.activity))
                .then(a.cmp(&b))
        });
        for &id in &candidates[..candidates.len() / 2] {
            let o = self.clauses[id as usize].offset as usize;
            self.arena[o] = 0;
        }
        let arena = &self.arena;
        for ws in &mut self.watches {
            ws.retain(|w| arena[w.clause as usize] != 0);
        }
    }

    /// Whether clause `ci` is the reason of its first literal's current value.
    fn locked(&self, ci: u32) -> bool {
        let v = var(self.lits(ci)[0]) as usize;
        self.trail.value[v] != 0 && self.trail.why[v] == Why::Clause(ci)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luby_sequence() {
        let first: Vec<u64> = (0..15).map(luby).collect();
        assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
