//! Search with learning, for large grids: conflict-driven nogood learning over the candidate
//! graph, with restarts.
//!
//! Each candidate (cell, number) is a variable: true when the number goes in the cell. The
//! rules of the grid are the graph's two kinds of link, kept as constraints and never written
//! out as clauses: a *weak* link (two candidates of one cell, or of one number in one house)
//! says the two are not both true — when a candidate becomes true every candidate weakly linked
//! to it becomes false (the engine's placement); and each cell, and each number in each
//! complete house, must keep one true candidate — when all but one of them are false, the last
//! is true (naked and hidden singles). Propagation is these two steps to a fixpoint. Only the
//! candidates open at the start are variables, numbered densely (`Groups::new`), so the
//! candidates the engine removed before the search (nine in ten on the gecode 25×25 puzzles)
//! cost nothing, not even room in the arrays kept per variable.
//!
//! Every candidate set or removed remembers why — a guess, a placement, the last place of a
//! group, or a learned nogood — so a contradiction can be traced back through them: conflict
//! analysis walks that record from the contradiction to the first point of the latest guess
//! that every path goes through (the first unique implication point) and learns the nogood
//! that would have prevented it: a clause over candidates, never again all false (minimized,
//! and shrunk: the literals of each earlier guess level replaced by the one point of that level
//! they all come from, when there is one; nogoods half as long, 24% fewer conflicts). The search
//! then jumps back to the deepest guess that nogood still depends on and continues from there.
//! A guess places one of the eight open candidates most involved in recent contradictions
//! (activity, decayed geometrically): the one whose smallest group (its cell, or its number in
//! a house) has the fewest members left, failing first as the depth-first search does (on the
//! gecode 25×25 puzzles 15% fewer conflicts than the most active candidate alone). Always a
//! placement, never a removal: that took 15–40% fewer conflicts than guessing the value each
//! candidate last had (phase saving, as SAT solvers do), which mostly guesses removals. A
//! search given a grid to lean towards (generation's checks, which look for a solution other
//! than a known one) places that grid's number in the chosen candidate's cell instead, while
//! it is open there.
//! Restarts follow the Luby sequence and keep what was learned; every few thousand conflicts
//! the learned nogoods are thinned to keep propagation fast: those over at most two guess
//! levels (literal-block distance) stay, so do those over at most six that conflict analysis
//! used since the last thinning, and three quarters of the rest go, the highest distance and
//! least active first.
//!
//! Solutions are reported as they are found: each is blocked by a nogood over its guesses, so
//! counting, enumerating and proving uniqueness all run to the point where no candidate
//! assignment is left. After the first the search starts again from the top; after later ones
//! it goes back only to the last guess, which the nogood turns round. The order of solutions is deterministic (ties in activity go to the
//! lower candidate).
//!
//! Asked for a proof (`proof.rs`, for brute force on large grids), the search starts from a
//! candidate state as it is and logs each nogood it learns, in order: each follows from the
//! rules, the state and the nogoods before it by unit propagation, and a search that ends
//! without a solution ends on a contradiction at guess level 0, so the log is a certificate a
//! checker can replay. Not asked, the log is one test per conflict.

mod analyze;
mod groups;
mod heap;
mod nogoods;
mod proof;
mod width;

use crate::io::Puzzle;
use crate::layout::{Cell, Number};
#[cfg(test)]
use crate::propagate::Engine;

use super::limits::{LimitReached, Limits};
use groups::{Count, Groups, Trail};
use heap::Heap;
use nogoods::{Meta, Watch, Word};
pub(crate) use proof::{ProofLog, Refuted, refute};
pub(crate) use width::AnyLearner;

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

/// The state of a search with learning, its nogoods' literals stored as `W`
/// ([`nogoods::Word`]).
#[derive(Debug)]
pub(crate) struct Learner<W: Word> {
    groups: Groups,
    trail: Trail,
    arena: Vec<W>,
    clauses: Vec<Meta>,
    /// Per literal, the clauses watching it (it is one of their first two literals).
    watches: Vec<Vec<Watch<W>>>,
    activity: Vec<f64>,
    var_inc: f64,
    clause_inc: f32,
    heap: Heap,
    /// The variables a guess chooses among.
    among: Vec<u32>,
    seen: Vec<bool>,
    learnt: Vec<Lit>,
    buffer: Vec<Lit>,
    levels: Vec<u32>,
    /// Minimization's walk: the reasons' literals still to visit, and per variable on the
    /// path, the stack's length when it was entered.
    stack: Vec<Lit>,
    frames: Vec<(u32, u32)>,
    /// Variables found not implied by the nogood being minimized, and the list of them.
    poison: Vec<bool>,
    poisoned: Vec<u32>,
    to_clear: Vec<u32>,
    /// Variables marked while shrinking a nogood, and the list of them.
    mark: Vec<bool>,
    marked: Vec<u32>,
    shrink_reason: Vec<Lit>,
    /// The nogoods learned, in order, when a proof is asked for ([`refute`]).
    proof: Option<Box<ProofLog>>,
    /// Per cell, the variable a guess in it leans towards ([`Learner::lean_towards`]), or
    /// `u32::MAX`; empty when guesses lean nowhere.
    hint: Vec<u32>,
    /// Conflicts until the next restart.
    restart_left: u64,
    /// Conflicts at which learned clauses are next thinned.
    reduce_at: u64,
    reductions: u64,
    /// Whether the groups left with one member at the start have been set ([`Learner::start`]).
    started: bool,
    done: bool,
    /// Solutions found so far.
    solutions: u64,
    /// What the search did.
    pub conflicts: u64,
    pub restarts: u64,
    pub learned: u64,
    /// Literals that shrinking took out of learned nogoods.
    pub shrunk: u64,
    pub guesses: u64,
    pub max_depth: usize,
}

/// How many of the unassigned variables of highest activity a guess chooses among, by the
/// size of their smallest group.
const PICK_AMONG: usize = 8;

/// Conflicts in the first run between restarts (the Luby sequence's unit).
const RESTART_UNIT: u64 = 100;
/// Conflicts before learned clauses are first thinned, and the growth of that interval. Thinning
/// keeps the nogoods of LBD 2 or less, and those of LBD up to [`nogoods::TIER2`] used since the
/// last thinning (on the gecode 25×25 puzzles thinning every 2,000 conflicts by LBD alone
/// doubled the conflicts needed; with these kept, every 3,000 takes about as many conflicts as
/// every 20,000 did, and 10–16% less time).
const REDUCE_FIRST: u64 = 3_000;
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

impl<W: Word> Learner<W> {
    /// A search from the candidates of `engine` (already propagated; without contradiction).
    #[cfg(test)]
    fn new(engine: &Engine) -> Learner<W> {
        Learner::with_groups(Groups::new(engine))
    }

    /// A search over `groups`, whose literals are at most `W::MAX`.
    fn with_groups(groups: Groups) -> Learner<W> {
        debug_assert!(2 * groups.vars() <= W::MAX as usize + 1);
        let vars = groups.vars();
        let mut count = vec![Count::default(); groups.count()];
        for (k, c) in count.iter_mut().enumerate() {
            for &m in groups.open_members(k as u32) {
                c.open += 1;
                c.last ^= m;
            }
        }
        // The stand-in of `Groups::of` for a variable in fewer groups than others: never empty
        // nor down to one member, never the smallest.
        count.push(Count {
            open: u32::MAX / 2,
            last: 0,
        });
        let trail = Trail {
            value: vec![0; 2 * vars],
            level: vec![0; vars],
            why: vec![Why::Free; vars],
            lits: Vec::with_capacity(vars),
            limits: Vec::new(),
            head: 0,
            count,
        };
        let activity = vec![0.0; vars];
        let mut heap = Heap::new(vars);
        for v in 0..vars as u32 {
            heap.insert(v, &activity);
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
            among: Vec::with_capacity(PICK_AMONG),
            seen: vec![false; vars],
            learnt: Vec::new(),
            buffer: Vec::new(),
            levels: Vec::new(),
            stack: Vec::new(),
            frames: Vec::new(),
            poison: vec![false; vars],
            poisoned: Vec::new(),
            to_clear: Vec::new(),
            mark: vec![false; vars],
            marked: Vec::new(),
            shrink_reason: Vec::new(),
            proof: None,
            hint: Vec::new(),
            restart_left: RESTART_UNIT * luby(0),
            reduce_at: REDUCE_FIRST,
            reductions: 0,
            started: false,
            done: false,
            solutions: 0,
            conflicts: 0,
            restarts: 0,
            learned: 0,
            shrunk: 0,
            guesses: 0,
            max_depth: 0,
        }
    }

    /// Runs until the next solution, the end, or a limit. `nodes` counts the states propagated
    /// (one per guess, and the start) and is checked against `limits`.
    pub fn next(&mut self, limits: &Limits, nodes: &mut u64) -> Found {
        if !self.started {
            self.started = true;
            if self.start().is_some() {
                self.conflicts += 1;
                self.done = true;
            }
        }
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

    /// Of the [`PICK_AMONG`] unassigned variables of highest activity, the one whose smallest
    /// group (its cell, or its number in a house of the cell) has the fewest members left,
    /// placed (ties go to the higher activity); none when every variable has a value.
    fn pick(&mut self) -> Option<Lit> {
        let mut among = std::mem::take(&mut self.among);
        among.clear();
        while let Some(v) = self.heap.pop(&self.activity) {
            if self.trail.value[pos(v) as usize] == 0 {
                among.push(v);
                if among.len() == PICK_AMONG {
                    break;
                }
            }
        }
        let smallest = |v: u32| {
            let mut least = u32::MAX;
            self.groups
                .of(v, |k| least = least.min(self.trail.count[k as usize].open));
            least
        };
        let best = among.iter().copied().min_by_key(|&v| smallest(v));
        let guess = best.map(|v| self.hinted(v).unwrap_or(v));
        for &v in &among {
            if Some(v) != guess {
                self.heap.insert(v, &self.activity);
            }
        }
        self.among = among;
        guess.map(pos)
    }

    /// The variable that a guess in `v`'s cell leans towards, when there is one still open.
    fn hinted(&self, v: u32) -> Option<u32> {
        let h = *self.hint.get(self.groups.cell_and_number(v).0)?;
        (h != u32::MAX && self.trail.value[pos(h) as usize] == 0).then_some(h)
    }

    /// Makes guesses lean towards `grid`: a guess places `grid`'s number in the cell of the
    /// candidate [`pick`](Learner::pick) chose, rather than that candidate, while it is open.
    /// Searching for a solution other than a known one, with one of its numbers excluded, most
    /// of the known one still fits: generation's checks on 25×25 took half the nodes
    /// (`generate --box 5x5 --seed 1|2|3`: 1.92M, 0.64M, 1.68M to 1.08M, 0.36M, 0.90M).
    pub fn lean_towards(&mut self, grid: &Puzzle) {
        let g = &self.groups;
        self.hint = (0..g.cells)
            .map(|c| {
                grid.get(Cell::new(c))
                    .and_then(|d| g.variable(c, d.index()))
                    .unwrap_or(u32::MAX)
            })
            .collect();
    }

    /// The grid of the current (complete) assignment.
    fn solution(&self) -> Puzzle {
        let g = &self.groups;
        let mut p = Puzzle::empty(g.layout.shape());
        for v in 0..g.vars() as u32 {
            if self.trail.value[pos(v) as usize] == 1 {
                let (c, d) = g.cell_and_number(v);
                p.set(Cell::new(c), Some(Number::new(d)));
            }
        }
        p
    }

    /// Adds the nogood that excludes the solution just found (not all of its guesses again).
    /// After the first solution the search goes back to the start (the proof of uniqueness
    /// starts afresh, as measured: docs/performance.md); after later ones, counting or
    /// enumerating, it goes back only to its last guess, which the nogood then turns round, as
    /// a depth-first enumeration does (going back to the start for each of many solutions
    /// cost an empty 25×25 grid 46 ms a solution). With no guess, nothing else can be a
    /// solution.
    fn block(&mut self) {
        self.solutions += 1;
        // The guesses turned round, in the order guessed.
        let mut guesses: Vec<Lit> = self
            .trail
            .limits
            .iter()
            .map(|&at| self.trail.lits[at as usize] ^ 1)
            .collect();
        match guesses.len() {
            0 => self.done = true,
            1 => {
                self.backtrack(0);
                self.trail.assign(&self.groups, guesses[0], Why::Free);
            }
            _ if self.solutions == 1 => {
                self.backtrack(0);
                self.attach(&guesses, 0, false);
            }
            k => {
                // Every guess but the last stays: the nogood, last guess first, has one literal
                // not false, first, and its second is of the deepest level left, as a learned
                // one's.
                guesses.reverse();
                self.backtrack(k as u32 - 1);
                let ci = self.attach(&guesses, k as u32, false);
                self.trail.assign(&self.groups, guesses[0], Why::Clause(ci));
            }
        }
    }

    /// Excludes `solution`, found by another search, with a nogood over its candidates still
    /// open; at the start only, before the first [`next`](Learner::next). A solution one of
    /// whose candidates is already gone is excluded as it is.
    pub fn exclude(&mut self, solution: &Puzzle) {
        debug_assert_eq!(self.trail.level(), 0);
        let mut lits: Vec<Lit> = Vec::new();
        for c in 0..self.groups.cells {
            let Some(d) = solution.get(Cell::new(c)) else {
                return;
            };
            let Some(v) = self.groups.variable(c, d.index()) else {
                // Removed at the start: no such solution here.
                return;
            };
            if self.trail.value[neg(v) as usize] == 1 {
                // Gone at the start: no such solution here.
                return;
            }
            // A cell with one candidate open (group `c`) holds it in every solution.
            if self.trail.count[c].open > 1 {
                lits.push(neg(v));
            }
        }
        match lits.len() {
            0 => self.done = true,
            1 => self.trail.assign(&self.groups, lits[0], Why::Free),
            _ => {
                self.attach(&lits, 0, false);
            }
        }
    }

    /// Sets, at guess level 0, the last member of each group left with one (the candidates
    /// removed at the start have no variable, so no removal of theirs does it); a group left
    /// with none is a contradiction.
    fn start(&mut self) -> Option<Conflict> {
        for k in 0..self.groups.count() as u32 {
            if self.groups.open_members(k).len() == self.groups.n {
                continue;
            }
            match self.trail.count[k as usize].open {
                0 => return Some(Conflict::Empty(k)),
                1 => {
                    let last = self.trail.count[k as usize].last;
                    if self.trail.value[pos(last) as usize] == 0 {
                        self.trail.assign(&self.groups, pos(last), Why::Last(k));
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Propagates the trail to a fixpoint, or to the first contradiction.
    fn propagate(&mut self) -> Option<Conflict> {
        while self.trail.head < self.trail.lits.len() {
            let p = self.trail.lits[self.trail.head];
            self.trail.head += 1;
            let v = var(p);
            if p & 1 == 0 {
                // Placed: every weakly linked candidate goes.
                let trail = &mut self.trail;
                for &w in self.groups.linked(v) {
                    match trail.value[pos(w) as usize] {
                        0 => trail.assign(&self.groups, neg(w), Why::Placed(v)),
                        1 => return Some(Conflict::Both(v, w)),
                        _ => {}
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
                    match trail.count[k as usize].open {
                        0 => conflict = Some(Conflict::Empty(k)),
                        1 => {
                            let last = trail.count[k as usize].last;
                            if trail.value[pos(last) as usize] == 0 {
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

    /// Undoes every assignment above guess level `level`.
    fn backtrack(&mut self, level: u32) {
        if self.trail.level() <= level {
            return;
        }
        let start = self.trail.limits[level as usize] as usize;
        let Learner {
            groups,
            trail,
            heap,
            activity,
            ..
        } = self;
        for &l in trail.lits[start..].iter().rev() {
            let v = var(l);
            if l & 1 == 1 {
                groups.of(v, |k| {
                    let c = &mut trail.count[k as usize];
                    c.open += 1;
                    c.last ^= v;
                });
            }
            trail.value[pos(v) as usize] = 0;
            trail.value[neg(v) as usize] = 0;
            heap.insert(v, activity);
        }
        trail.lits.truncate(start);
        trail.limits.truncate(level as usize);
        trail.head = trail.head.min(start);
    }
}

#[cfg(test)]
mod tests;
