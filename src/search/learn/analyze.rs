//! Conflict analysis for the search with learning: from a contradiction back to the first
//! unique implication point of the latest guess, the nogood minimized and shrunk (each earlier
//! guess level's literals replaced by that level's own first unique implication point, as
//! CaDiCaL does), the jump back, and the activities that order guesses and nogoods.

use super::nogoods::Word;
use super::{Conflict, Learner, Lit, Why, neg, pos, var};

/// How much of its activity a candidate keeps per conflict (as the increment grows by its
/// inverse). With the guess chosen by group size among the most active candidates, 0.98 takes
/// fewer conflicts than 0.95 on each of the gecode 25×25 puzzles (697,182 → 633,014 over the
/// nine; 0.97: 646,749; 0.99: 632,749, some puzzles more).
const VAR_DECAY: f64 = 0.98;

impl<W: Word> Learner<W> {
    /// Writes to `out` the other literals of the clause that set variable `v` (all false).
    fn reason(&self, v: u32, out: &mut Vec<Lit>) {
        out.clear();
        self.push_reason(v, out);
    }

    /// Appends to `out` the other literals of the clause that set variable `v`.
    fn push_reason(&self, v: u32, out: &mut Vec<Lit>) {
        match self.trail.why[v as usize] {
            Why::Free => {}
            Why::Placed(t) => out.push(neg(t)),
            Why::Last(k) => out.extend(
                self.groups
                    .open_members(k)
                    .iter()
                    .filter(|&&m| m != v)
                    .map(|&m| pos(m)),
            ),
            Why::Clause(ci) => out.extend(self.lits(ci)[1..].iter().map(|w| w.get())),
        }
    }

    /// Writes to `out` the literals of the clause `conflict` found all false.
    fn conflict_lits(&self, conflict: Conflict, out: &mut Vec<Lit>) {
        out.clear();
        match conflict {
            Conflict::Both(a, b) => out.extend([neg(a), neg(b)]),
            Conflict::Empty(k) => out.extend(self.groups.open_members(k).iter().map(|&m| pos(m))),
            Conflict::Clause(ci) => out.extend(self.lits(ci).iter().map(|w| w.get())),
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
        let id = self.id(ci);
        let c = &mut self.clauses[id];
        if !c.learnt {
            return;
        }
        c.activity += self.clause_inc;
        c.used = true;
        if c.activity > 1e20 {
            for c in &mut self.clauses {
                c.activity *= 1e-20;
            }
            self.clause_inc *= 1e-20;
        }
    }

    /// Learns from `conflict` (at a guess level): the first-UIP nogood, minimized; jumps back
    /// and sets its asserting literal.
    pub(super) fn learn(&mut self, conflict: Conflict) {
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
        self.shrink(&mut learnt, levels);
        for &v in &self.to_clear {
            self.seen[v as usize] = false;
        }
        for &v in &self.poisoned {
            self.poison[v as usize] = false;
        }
        self.poisoned.clear();
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
        if let Some(proof) = self.proof.as_deref_mut() {
            let g = &self.groups;
            proof.record(learnt.iter().map(|&l| pos(g.candidate(var(l))) | (l & 1)));
        }
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
        self.var_inc /= VAR_DECAY;
        self.clause_inc /= 0.999;
        self.buffer = buffer;
        self.learnt = learnt;
    }

    /// Shrinks the nogood being learned (its first literal is the conflict level's): the
    /// literals of each lower level are replaced by that level's first unique implication point
    /// when every path back from them meets it or literals already in (or implied by) the
    /// nogood.
    fn shrink(&mut self, learnt: &mut Vec<Lit>, levels: u64) {
        let level_of = |l: Lit| self.trail.level[var(l) as usize];
        learnt[1..].sort_unstable_by_key(|&l| (std::cmp::Reverse(level_of(l)), l));
        let (mut i, mut out) = (1, 1);
        while i < learnt.len() {
            let level = self.trail.level[var(learnt[i]) as usize];
            let mut j = i + 1;
            while j < learnt.len() && self.trail.level[var(learnt[j]) as usize] == level {
                j += 1;
            }
            match (j - i >= 2).then(|| self.shrink_block(&learnt[i..j], level, levels)) {
                Some(Some(uip)) => {
                    self.shrunk += (j - i - 1) as u64;
                    learnt[out] = uip;
                    out += 1;
                }
                _ => {
                    learnt.copy_within(i..j, out);
                    out += j - i;
                }
            }
            i = j;
        }
        learnt.truncate(out);
    }

    /// The negation of the first unique implication point of `block` (the nogood's literals of
    /// guess level `level`), if every reason met on the way back to it has its literals of lower
    /// levels in the nogood or implied by it.
    fn shrink_block(&mut self, block: &[Lit], level: u32, levels: u64) -> Option<Lit> {
        let mut marked = std::mem::take(&mut self.marked);
        let mut reason = std::mem::take(&mut self.shrink_reason);
        marked.clear();
        for &l in block {
            self.mark[var(l) as usize] = true;
            marked.push(var(l));
        }
        let mut open = block.len();
        let mut index = self.trail.limits[level as usize] as usize;
        let found = 'walk: loop {
            index -= 1;
            let p = self.trail.lits[index];
            let v = var(p);
            if !self.mark[v as usize] {
                continue;
            }
            if open == 1 {
                break Some(p ^ 1);
            }
            open -= 1;
            self.reason(v, &mut reason);
            for &r in &reason {
                let u = var(r) as usize;
                let at = self.trail.level[u];
                if at == 0 || self.mark[u] {
                    continue;
                }
                if at == level {
                    self.mark[u] = true;
                    marked.push(u as u32);
                    open += 1;
                } else if !self.seen[u] {
                    if self.trail.why[u] != Why::Free
                        && self.abstract_level(u as u32) & levels != 0
                        && self.redundant(r, levels)
                    {
                        self.seen[u] = true;
                        self.to_clear.push(u as u32);
                    } else {
                        break 'walk None;
                    }
                }
            }
        };
        for &v in &marked {
            self.mark[v as usize] = false;
        }
        self.marked = marked;
        self.shrink_reason = reason;
        found
    }

    fn abstract_level(&self, v: u32) -> u64 {
        1 << (self.trail.level[v as usize] & 63)
    }

    /// Whether literal `l` of the nogood being learned follows from the others (every path of
    /// its reasons back to guesses meets them), as MiniSat minimizes. The walk is depth first,
    /// a frame per variable: a variable all of whose reason's paths meet the nogood is marked
    /// seen (implied) for the rest of the analysis, and on a failure the variables of the path
    /// to it are marked poisoned (not implied), so that no later walk explores either again
    /// (CaDiCaL's marks; the same verdicts as walking afresh, since the nogood's literals and
    /// `levels` do not change while it is minimized and shrunk).
    fn redundant(&mut self, l: Lit, levels: u64) -> bool {
        let mut stack = std::mem::take(&mut self.stack);
        let mut frames = std::mem::take(&mut self.frames);
        stack.clear();
        frames.clear();
        frames.push((var(l), 0));
        self.push_reason(var(l), &mut stack);
        let mut ok = true;
        while let Some(&(v, base)) = frames.last() {
            if stack.len() == base as usize {
                frames.pop();
                if !frames.is_empty() {
                    self.seen[v as usize] = true;
                    self.to_clear.push(v);
                }
                continue;
            }
            let r = stack.pop().expect("above the frame's base");
            let u = var(r);
            if self.seen[u as usize] || self.trail.level[u as usize] == 0 {
                continue;
            }
            if self.poison[u as usize]
                || self.trail.why[u as usize] == Why::Free
                || self.abstract_level(u) & levels == 0
            {
                for &(w, _) in &frames[1..] {
                    if !self.poison[w as usize] {
                        self.poison[w as usize] = true;
                        self.poisoned.push(w);
                    }
                }
                ok = false;
                break;
            }
            frames.push((u, stack.len() as u32));
            self.push_reason(u, &mut stack);
        }
        self.stack = stack;
        self.frames = frames;
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
}
