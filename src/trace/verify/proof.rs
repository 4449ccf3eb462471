//! Checking the certificate of a brute-force step ([`Proof`]) by unit propagation of the
//! checker's own, as a RUP checker replays a SAT solver's proof. Nothing here calls the search
//! or the engine.
//!
//! Each candidate (cell, number) is a variable. The rules: at most one of a cell's candidates,
//! and at most one place of a number in each house (every house of the layout); at least one
//! candidate in each cell, and one place of each number in each complete house. Unit
//! propagation applies them and the nogoods to a fixpoint: a candidate placed removes the
//! others of its cell and its number from every house of the cell; a cell, or a number in a
//! complete house, down to one open candidate places it; a nogood with all literals false but
//! one makes that one true. A contradiction is a candidate both placed and removed, a cell or a
//! number of a complete house with no candidate left, or a nogood all false.
//!
//! A refutation of `number` in `cell` holds when, from the state before the step with that
//! candidate placed, each nogood in turn is implied — its literals all negated propagate to a
//! contradiction (reverse unit propagation) — and is then added, and after the last the state
//! itself propagates to a contradiction. Every step is an inference over rules any solution
//! obeys, so no solution has that number in that cell.

use crate::layout::{Cell, Layout, Number, NumberSet};
use crate::trace::step::{Literal, Refutation};

/// The most nogoods a refutation may have: a longer one is not checked (rejected).
pub const MAX_NOGOODS: usize = 2_000_000;

/// Whether `refutation` shows that its number in its cell leaves `cands` (the state before the
/// step, one set per cell) without a solution on `layout`.
pub(super) fn refutes(layout: &Layout, cands: &[NumberSet], refutation: &Refutation) -> bool {
    let n = layout.side();
    let (cell, number) = (refutation.cell, refutation.number);
    if cands.len() != layout.cells()
        || cell.index() >= layout.cells()
        || number.index() >= n
        || !cands[cell.index()].contains(number)
        || refutation.len() > MAX_NOGOODS
    {
        return false;
    }
    let vars = layout.cells() * n;
    let in_range = |l: Literal| (l as usize) < 2 * vars;
    if !refutation.nogoods().all(|c| c.iter().all(|&l| in_range(l))) {
        return false;
    }
    let mut up = Propagator::new(layout, cands);
    up.assign(pos((cell.index() * n + number.index()) as u32));
    if up.propagate() {
        return true;
    }
    let mut negated: Vec<Literal> = Vec::new();
    for nogood in refutation.nogoods() {
        // Implied: with every literal false, propagation contradicts.
        let mark = up.trail.len();
        negated.clear();
        let mut conflict = false;
        for &l in nogood {
            match up.value(l) {
                1 => {
                    // Already true at the base: implied, and adds nothing.
                    conflict = true;
                    break;
                }
                -1 => {}
                _ => negated.push(l ^ 1),
            }
        }
        if !conflict {
            for &l in &negated {
                if up.value(l) == 0 {
                    up.assign(l);
                } else if up.value(l) == -1 {
                    conflict = true;
                    break;
                }
            }
            conflict = conflict || up.propagate();
        }
        up.undo(mark);
        if !conflict {
            return false;
        }
        if up.add(nogood) {
            return true;
        }
    }
    false
}

fn pos(v: u32) -> Literal {
    v << 1
}

fn var(l: Literal) -> u32 {
    l >> 1
}

/// Unit propagation over the rules and the nogoods added, with a trail to undo to.
struct Propagator<'a> {
    layout: &'a Layout,
    n: usize,
    /// Per literal: 1 true, -1 false, 0 unassigned.
    values: Vec<i8>,
    trail: Vec<Literal>,
    head: usize,
    /// Per group (each cell, then each number of each house), its members not false.
    open: Vec<u32>,
    /// Per cell, where its complete houses start in `complete`.
    complete_start: Vec<u32>,
    /// Per cell, the indices of its complete houses.
    complete: Vec<u32>,
    /// Nogoods: their literals, and where each starts.
    lits: Vec<Literal>,
    /// Per literal, the nogoods (start in `lits`, length) watching it.
    watches: Vec<Vec<(u32, u32)>>,
}

impl<'a> Propagator<'a> {
    /// The state `cands`: each candidate not in it false; nothing propagated yet.
    fn new(layout: &'a Layout, cands: &[NumberSet]) -> Propagator<'a> {
        let (n, cells) = (layout.side(), layout.cells());
        let mut complete_start = Vec::with_capacity(cells + 1);
        let mut complete = Vec::new();
        for c in 0..cells {
            complete_start.push(complete.len() as u32);
            for (h, _) in layout.houses_of(Cell::new(c)) {
                if layout.is_complete(h) {
                    complete.push(h.index() as u32);
                }
            }
        }
        complete_start.push(complete.len() as u32);
        let mut up = Propagator {
            layout,
            n,
            values: vec![0; 2 * cells * n],
            trail: Vec::with_capacity(cells * n),
            head: 0,
            open: vec![n as u32; cells + layout.houses() * n],
            complete_start,
            complete,
            lits: Vec::new(),
            watches: vec![Vec::new(); 2 * cells * n],
        };
        for (c, &set) in cands.iter().enumerate() {
            for d in 0..n {
                if !set.contains(Number::new(d)) {
                    up.assign(pos((c * n + d) as u32) ^ 1);
                }
            }
        }
        up
    }

    fn value(&self, l: Literal) -> i8 {
        self.values[l as usize]
    }

    /// Makes `l` true (it must be unassigned).
    fn assign(&mut self, l: Literal) {
        self.values[l as usize] = 1;
        self.values[(l ^ 1) as usize] = -1;
        self.trail.push(l);
        if l & 1 == 1 {
            let v = var(l) as usize;
            let (cell, d) = (v / self.n, v % self.n);
            self.open[cell] -= 1;
            for i in self.complete_start[cell]..self.complete_start[cell + 1] {
                let h = self.complete[i as usize] as usize;
                self.open[self.layout.cells() + h * self.n + d] -= 1;
            }
        }
    }

    /// Undoes every assignment after the first `mark`.
    fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            let l = self.trail.pop().unwrap_or_default();
            self.values[l as usize] = 0;
            self.values[(l ^ 1) as usize] = 0;
            if l & 1 == 1 {
                let v = var(l) as usize;
                let (cell, d) = (v / self.n, v % self.n);
                self.open[cell] += 1;
                for i in self.complete_start[cell]..self.complete_start[cell + 1] {
                    let h = self.complete[i as usize] as usize;
                    self.open[self.layout.cells() + h * self.n + d] += 1;
                }
            }
        }
        self.head = self.head.min(mark);
    }

    /// Sets `l` true when unassigned; whether it contradicts (it is false).
    fn imply(&mut self, l: Literal) -> bool {
        match self.value(l) {
            0 => {
                self.assign(l);
                false
            }
            v => v == -1,
        }
    }

    /// Propagates to a fixpoint; whether a contradiction was reached.
    fn propagate(&mut self) -> bool {
        let (layout, n) = (self.layout, self.n);
        while self.head < self.trail.len() {
            let l = self.trail[self.head];
            self.head += 1;
            let v = var(l) as usize;
            let (cell, d) = (v / n, v % n);
            if l & 1 == 0 {
                for e in 0..n {
                    if e != d && self.imply(pos((cell * n + e) as u32) ^ 1) {
                        return true;
                    }
                }
                for (h, _) in layout.houses_of(Cell::new(cell)) {
                    for &c in layout.cells_of(h) {
                        if c.index() != cell && self.imply(pos((c.index() * n + d) as u32) ^ 1) {
                            return true;
                        }
                    }
                }
            } else {
                if self.last_of_cell(cell) {
                    return true;
                }
                for i in self.complete_start[cell]..self.complete_start[cell + 1] {
                    let h = self.complete[i as usize] as usize;
                    if self.last_in_house(h, d) {
                        return true;
                    }
                }
            }
            if self.visit_watches(l ^ 1) {
                return true;
            }
        }
        false
    }

    /// After a removal in `cell`: none left contradicts, one left is placed.
    fn last_of_cell(&mut self, cell: usize) -> bool {
        match self.open[cell] {
            0 => true,
            1 => {
                let n = self.n;
                let last = (0..n)
                    .map(|e| pos((cell * n + e) as u32))
                    .find(|&p| self.value(p) != -1);
                last.is_some_and(|p| self.imply(p))
            }
            _ => false,
        }
    }

    /// After a removal of number `d` in complete house `h`: no place left contradicts, one
    /// left is placed.
    fn last_in_house(&mut self, h: usize, d: usize) -> bool {
        let (layout, n) = (self.layout, self.n);
        match self.open[layout.cells() + h * n + d] {
            0 => true,
            1 => {
                let house = crate::layout::House::new(h);
                let last = layout
                    .cells_of(house)
                    .iter()
                    .map(|c| pos((c.index() * n + d) as u32))
                    .find(|&p| self.value(p) != -1);
                last.is_some_and(|p| self.imply(p))
            }
            _ => false,
        }
    }

    /// The nogoods watching `f`, which just became false: each finds another literal not false
    /// to watch, or sets its last one, or contradicts.
    fn visit_watches(&mut self, f: Literal) -> bool {
        let mut ws = std::mem::take(&mut self.watches[f as usize]);
        let mut i = 0;
        let mut conflict = false;
        while i < ws.len() {
            let (start, len) = ws[i];
            let (s, e) = (start as usize, start as usize + len as usize);
            if self.lits[s] == f {
                self.lits.swap(s, s + 1);
            }
            let other = self.lits[s];
            if self.value(other) == 1 {
                i += 1;
                continue;
            }
            if let Some(k) = (s + 2..e).find(|&k| self.value(self.lits[k]) != -1) {
                self.lits.swap(s + 1, k);
                self.watches[self.lits[s + 1] as usize].push((start, len));
                ws.swap_remove(i);
                continue;
            }
            i += 1;
            if self.imply(other) {
                conflict = true;
                break;
            }
        }
        self.watches[f as usize] = ws;
        conflict
    }

    /// Adds a nogood (checked implied) at the base; whether the base now contradicts.
    fn add(&mut self, nogood: &[Literal]) -> bool {
        let start = self.lits.len();
        self.lits.extend_from_slice(nogood);
        let s = start;
        let e = self.lits.len();
        // Literals not false first.
        let mut front = s;
        for k in s..e {
            if self.value(self.lits[k]) != -1 {
                self.lits.swap(front, k);
                front += 1;
            }
        }
        match front - s {
            0 => true,
            1 => {
                self.lits.truncate(s);
                let l = nogood.iter().copied().find(|&l| self.value(l) != -1);
                l.is_some_and(|l| self.imply(l)) || self.propagate()
            }
            _ => {
                let len = (e - s) as u32;
                self.watches[self.lits[s] as usize].push((s as u32, len));
                self.watches[self.lits[s + 1] as usize].push((s as u32, len));
                false
            }
        }
    }
}

#[cfg(test)]
mod tests;
