//! Forcing chains: a candidate assumed true (or false) and followed through the grid, as Sudoku
//! Explainer does, at four strengths tried in order.
//!
//! A branch starts from assumptions and derives *potentials*, a candidate true or false, each
//! with the potentials it follows from (its parents): a true candidate makes its cell's other
//! numbers and its number in its peers false; a false one makes true the other number of a
//! bivalue cell, and the other place of a number with two places in a complete house. The
//! strengths:
//!
//! | level | rating | what a branch follows | what is concluded |
//! | --- | --- | --- | --- |
//! | Nishio | 7.5 | one number's places, the grid updated as places go | an assumption leading to a contradiction is false (true, if its negation does) |
//! | cell and region (static) | 8.0 | links of the state before the step only | what every candidate of a cell of 3 or more, or every place of a number in a house, leads to |
//! | dynamic | 8.5 | both kinds of links, the grid updated as candidates go (so singles appear) | contradictions, what a candidate and its negation both lead to, cell and region branches |
//! | dynamic (+) | 9.0 | the same, and when it stalls pointing, claiming, naked and hidden pairs and X-Wings on the branch's grid | as dynamic |
//!
//! A step's rating is the level's plus the length bonus of its *complexity*, the potentials its
//! branches needed (every ancestor of each conclusion), minus two. Its chain lists, branch by
//! branch, those potentials in the order derived, each branch starting at its assumption. The
//! checker re-derives every branch with its own propagation.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, forcing_rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, cand, uncand};

/// Forcing chains at every level.
pub(crate) struct Forcing;

/// A branch's strength.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Level {
    Nishio,
    Static,
    Dynamic,
    Plus,
}

impl Level {
    const ALL: [Level; 4] = [Level::Nishio, Level::Static, Level::Dynamic, Level::Plus];

    /// The base rating, in tenths.
    pub(crate) fn base(self) -> u16 {
        match self {
            Level::Nishio => 75,
            Level::Static => 80,
            Level::Dynamic => 85,
            Level::Plus => 90,
        }
    }

    fn dynamic(self) -> bool {
        self != Level::Static
    }

    /// Whether links inside cells (bivalue cells, a true candidate's other numbers) count.
    fn y(self) -> bool {
        self != Level::Nishio
    }
}

/// Not derived.
const NONE: u32 = u32::MAX;

/// What a step concludes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// An assumption that leads to a contradiction.
    Contradiction,
    /// A candidate and its negation that lead to the same.
    Double,
    /// Every candidate of a cell.
    Cell,
    /// Every place of a number in a house.
    Region,
}

/// The technique of a step of `kind` at `level`.
fn technique(kind: Kind, level: Level) -> Technique {
    use Technique::*;
    match (level, kind) {
        (Level::Nishio, _) => NishioForcingChain,
        (Level::Static, Kind::Region) => RegionForcingChain,
        (Level::Static, _) => CellForcingChain,
        (Level::Dynamic, Kind::Contradiction) => DynamicContradictionForcingChain,
        (Level::Dynamic, Kind::Double) => DynamicDoubleForcingChain,
        (Level::Dynamic, Kind::Cell) => DynamicCellForcingChain,
        (Level::Dynamic, Kind::Region) => DynamicRegionForcingChain,
        (Level::Plus, Kind::Contradiction) => DynamicContradictionForcingChainPlus,
        (Level::Plus, Kind::Double) => DynamicDoubleForcingChainPlus,
        (Level::Plus, Kind::Cell) => DynamicCellForcingChainPlus,
        (Level::Plus, Kind::Region) => DynamicRegionForcingChainPlus,
    }
}

impl GridTechnique for Forcing {
    fn families(&self) -> Rules {
        Rules::FORCING
    }

    fn floor(&self) -> Rating {
        Rating::from_tenths(Level::Nishio.base())
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        for level in Level::ALL {
            if Rating::from_tenths(level.base()) >= limit {
                return;
            }
            let before = out.len();
            Search::new(state, level, limit).run(out);
            if out.len() > before {
                return;
            }
        }
    }
}

/// One branch: potentials derived from assumptions, with their parents.
#[derive(Clone, Debug)]
pub(crate) struct Branch {
    /// For each potential (`2 · candidate + on`): its index in `list`, or `NONE`.
    index: Vec<u32>,
    /// The potentials in the order derived.
    pub list: Vec<u32>,
    /// Each derived potential's parents, a span of `arena`.
    spans: Vec<(u32, u32)>,
    arena: Vec<u32>,
    /// The branch's grid (dynamic levels remove the candidates found false).
    grid: Vec<NumberSet>,
    /// A potential found both true and false: the true one.
    pub contradiction: Option<u32>,
    /// Buffers of the propagation, reused.
    ons: Vec<u32>,
    offs: Vec<u32>,
    found: Vec<(u32, Option<House>)>,
    parents_buf: Vec<u32>,
}

impl Branch {
    fn new(total: usize) -> Branch {
        Branch {
            index: vec![NONE; 2 * total],
            list: Vec::new(),
            spans: Vec::new(),
            arena: Vec::new(),
            grid: Vec::new(),
            contradiction: None,
            ons: Vec::new(),
            offs: Vec::new(),
            found: Vec::new(),
            parents_buf: Vec::new(),
        }
    }

    /// Whether potential `p` is derived.
    pub fn has(&self, p: u32) -> bool {
        self.index[p as usize] != NONE
    }

    fn clear(&mut self) {
        for &p in &self.list {
            self.index[p as usize] = NONE;
        }
        self.list.clear();
        self.spans.clear();
        self.arena.clear();
        self.contradiction = None;
    }

    fn add(&mut self, p: u32, parents: &[u32]) -> bool {
        if self.has(p) {
            return false;
        }
        self.index[p as usize] = self.list.len() as u32;
        self.list.push(p);
        let start = self.arena.len() as u32;
        self.arena.extend_from_slice(parents);
        self.spans.push((start, self.arena.len() as u32));
        true
    }

    fn parents(&self, p: u32) -> &[u32] {
        let (a, b) = self.spans[self.index[p as usize] as usize];
        &self.arena[a as usize..b as usize]
    }

    /// Every ancestor of `targets` (themselves included), in the order derived.
    pub fn ancestors(&self, targets: &[u32]) -> Vec<u32> {
        let mut seen = vec![false; self.list.len()];
        let mut todo: Vec<u32> = targets.to_vec();
        while let Some(p) = todo.pop() {
            let i = self.index[p as usize] as usize;
            if !seen[i] {
                seen[i] = true;
                todo.extend_from_slice(self.parents(p));
            }
        }
        (0..self.list.len())
            .filter(|&i| seen[i])
            .map(|i| self.list[i])
            .collect()
    }
}

/// The search of one level over the state.
struct Search<'a> {
    layout: &'a Layout,
    state: &'a State<'a>,
    level: Level,
    limit: Rating,
    n: usize,
    source: Vec<NumberSet>,
    /// Two branches, reused.
    a: Branch,
    b: Branch,
    /// What each candidate's true branch derives (a bit per potential), and whether it met a
    /// contradiction.
    sets: Vec<Vec<u64>>,
    broken: Vec<bool>,
}

impl<'a> Search<'a> {
    fn new(state: &'a State<'a>, level: Level, limit: Rating) -> Search<'a> {
        let layout = state.layout;
        let n = layout.side();
        let total = layout.cells() * n;
        let source: Vec<NumberSet> = (0..layout.cells())
            .map(|c| state.graph.candidates(Cell::new(c)))
            .collect();
        Search {
            layout,
            state,
            level,
            limit,
            n,
            source,
            a: Branch::new(total),
            b: Branch::new(total),
            sets: vec![Vec::new(); total],
            broken: vec![false; total],
        }
    }

    fn potential(&self, cell: Cell, d: Number, on: bool) -> u32 {
        2 * cand(self.n, cell, d) as u32 + u32::from(on)
    }

    fn run(&mut self, out: &mut Steps) {
        let layout = self.layout;
        // Every candidate's true branch first (contradictions reported as met), kept as a set;
        // a cell's only candidate too, which region branches may start from.
        let words = (2 * layout.cells() * self.n).div_ceil(64);
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            let here = self.source[c];
            for d in here {
                let on = self.potential(cell, d, true);
                let mut a = std::mem::replace(&mut self.a, Branch::new(0));
                self.follow(&mut a, on);
                let mut set = std::mem::take(&mut self.sets[(on / 2) as usize]);
                set.clear();
                set.resize(words, 0);
                for &p in &a.list {
                    set[(p / 64) as usize] |= 1 << (p % 64);
                }
                self.sets[(on / 2) as usize] = set;
                self.broken[(on / 2) as usize] = a.contradiction.is_some();
                if let Some(q) = a.contradiction
                    && self.level != Level::Static
                    && here.len() >= 2
                {
                    let needed = a.ancestors(&[q, q ^ 1]);
                    self.report(Kind::Contradiction, &[(&a, on, needed)], on ^ 1, out);
                }
                self.a = a;
            }
        }
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            let here = self.source[c];
            if here.len() < 2 {
                continue;
            }
            for d in here {
                self.binary(cell, d, out);
                if self.level != Level::Nishio {
                    self.regions(cell, d, out);
                }
            }
            if self.level != Level::Nishio && (here.len() > 2 || self.level.dynamic()) {
                self.cell(cell, out);
            }
        }
    }

    /// Whether candidate `i`'s true branch derives potential `p`.
    fn derives(&self, i: usize, p: u32) -> bool {
        self.sets[i][(p / 64) as usize] & (1 << (p % 64)) != 0
    }

    /// A contradiction from `d` in `cell` false, and (dynamic, three candidates or more) what
    /// it and `d` true both lead to.
    fn binary(&mut self, cell: Cell, d: Number, out: &mut Steps) {
        if self.level == Level::Static {
            return;
        }
        let on = self.potential(cell, d, true);
        let i = (on / 2) as usize;
        let mut b = std::mem::replace(&mut self.b, Branch::new(0));
        self.follow(&mut b, on ^ 1);
        if let Some(q) = b.contradiction {
            let needed = b.ancestors(&[q, q ^ 1]);
            self.report(Kind::Contradiction, &[(&b, on ^ 1, needed)], on, out);
        }
        let double = self.level != Level::Nishio && self.source[cell.index()].len() >= 3;
        if double && b.contradiction.is_none() && !self.broken[i] {
            let common: Vec<u32> = (b.list.iter().copied())
                .filter(|&p| p / 2 != on / 2 && self.derives(i, p) && self.worth(p))
                .collect();
            if !common.is_empty() {
                let mut a = std::mem::replace(&mut self.a, Branch::new(0));
                self.follow(&mut a, on);
                for p in common {
                    let (x, y) = (a.ancestors(&[p]), b.ancestors(&[p]));
                    self.report(Kind::Double, &[(&a, on, x), (&b, on ^ 1, y)], p, out);
                }
                self.a = a;
            }
        }
        self.b = b;
    }

    /// What every place of `d` in a complete house of `cell` leads to, when `cell` is its first
    /// place there.
    fn regions(&mut self, cell: Cell, d: Number, out: &mut Steps) {
        let layout = self.layout;
        for (h, _) in layout.houses_of(cell) {
            if !layout.is_complete(h) {
                continue;
            }
            let places: Vec<Cell> = layout
                .cells_of(h)
                .iter()
                .copied()
                .filter(|c| self.source[c.index()].contains(d))
                .collect();
            let wanted = if self.level.dynamic() {
                places.len() >= 2
            } else {
                places.len() > 2
            };
            if !wanted || places[0] != cell {
                continue;
            }
            let starts: Vec<u32> = places.iter().map(|&p| self.potential(p, d, true)).collect();
            self.common(Kind::Region, &starts, out);
        }
    }

    /// What every candidate of `cell` leads to.
    fn cell(&mut self, cell: Cell, out: &mut Steps) {
        let starts: Vec<u32> = self.source[cell.index()]
            .iter()
            .map(|d| self.potential(cell, d, true))
            .collect();
        self.common(Kind::Cell, &starts, out);
    }

    /// Reports the potentials the true branches of every one of `starts` (one of them holds)
    /// derive.
    fn common(&mut self, kind: Kind, starts: &[u32], out: &mut Steps) {
        let index = |s: u32| (s / 2) as usize;
        let words = self.sets[index(starts[0])].len();
        if starts.iter().any(|&s| self.sets[index(s)].len() != words) {
            return;
        }
        if starts.iter().any(|&s| self.broken[index(s)]) {
            // That branch is impossible: a contradiction step says so more simply.
            return;
        }
        let mut both: Vec<u64> = self.sets[index(starts[0])].clone();
        for &s in &starts[1..] {
            for (w, x) in both.iter_mut().zip(&self.sets[index(s)]) {
                *w &= x;
            }
        }
        let mut found: Vec<u32> = Vec::new();
        for (w, &bits) in both.iter().enumerate().take(words) {
            let mut bits = bits;
            while bits != 0 {
                let p = (w * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                if !starts.contains(&p) && self.worth(p) {
                    found.push(p);
                }
            }
        }
        if found.is_empty() {
            return;
        }
        let total = self.layout.cells() * self.n;
        let mut branches: Vec<Branch> = Vec::with_capacity(starts.len());
        for &s in starts {
            let mut branch = Branch::new(total);
            self.follow(&mut branch, s);
            branches.push(branch);
        }
        for p in found {
            let parts: Vec<(&Branch, u32, Vec<u32>)> = branches
                .iter()
                .zip(starts)
                .map(|(b, &s)| (b, s, b.ancestors(&[p])))
                .collect();
            self.report(kind, &parts, p, out);
        }
    }

    /// Whether concluding `p` removes something.
    fn worth(&self, p: u32) -> bool {
        let (cell, d) = uncand(self.n, (p / 2) as usize);
        let here = self.source[cell.index()];
        if p % 2 == 1 {
            here.len() > 1 && here.contains(d)
        } else {
            here.contains(d)
        }
    }

    /// Writes a step concluding `p` from `parts` (each a branch, its assumption and the
    /// potentials it needed).
    fn report(&self, kind: Kind, parts: &[(&Branch, u32, Vec<u32>)], p: u32, out: &mut Steps) {
        let technique = technique(kind, self.level);
        if !self.state.allows(technique) || !self.worth(p) {
            return;
        }
        let mut nodes: Vec<Node> = Vec::new();
        let mut cells: Vec<Cell> = Vec::new();
        let mut numbers = NumberSet::EMPTY;
        for (_, start, list) in parts {
            let node = |q: u32, link: Link| {
                let (c, e) = uncand(self.n, (q / 2) as usize);
                Node::cell(c, e, link, q % 2 == 1)
            };
            nodes.push(node(*start, Link::Start));
            for &q in list.iter().filter(|&&q| q != *start) {
                nodes.push(node(q, if q % 2 == 1 { Link::Strong } else { Link::Weak }));
            }
            let (c, e) = uncand(self.n, (start / 2) as usize);
            cells.push(c);
            numbers.insert(e);
        }
        let rating = forcing_rating(technique, nodes.len());
        if rating >= self.limit {
            return;
        }
        let (cell, d) = uncand(self.n, (p / 2) as usize);
        let mut eliminations: Vec<(Cell, Number)> = if p % 2 == 1 {
            (self.source[cell.index()] - NumberSet::single(d))
                .iter()
                .map(|e| (cell, e))
                .collect()
        } else {
            vec![(cell, d)]
        };
        eliminations.sort_unstable_by_key(|&(c, e)| (e, c));
        cells.sort_unstable();
        cells.dedup();
        out.push(technique, rating, [], cells, numbers, eliminations, []);
        out.set_chain(nodes);
    }

    /// Derives everything `start` leads to in `branch`, stopping at a contradiction.
    fn follow(&self, branch: &mut Branch, start: u32) {
        branch.clear();
        branch.grid.clear();
        branch.grid.extend_from_slice(&self.source);
        branch.add(start, &[]);
        let (mut on_head, mut off_head) = (0usize, 0usize);
        let mut ons = std::mem::take(&mut branch.ons);
        let mut offs = std::mem::take(&mut branch.offs);
        let mut found = std::mem::take(&mut branch.found);
        let mut parents = std::mem::take(&mut branch.parents_buf);
        ons.clear();
        offs.clear();
        if start % 2 == 1 {
            ons.push(start);
        } else {
            offs.push(start);
        }
        self.propagate(
            branch,
            &mut ons,
            &mut offs,
            &mut found,
            &mut parents,
            &mut on_head,
            &mut off_head,
        );
        branch.ons = ons;
        branch.offs = offs;
        branch.found = found;
        branch.parents_buf = parents;
    }

    /// The loop of [`Search::follow`]: true potentials first, then false ones, then (+) rules.
    #[allow(clippy::too_many_arguments, reason = "the loop's reused buffers")]
    fn propagate(
        &self,
        branch: &mut Branch,
        ons: &mut Vec<u32>,
        offs: &mut Vec<u32>,
        found: &mut Vec<(u32, Option<House>)>,
        parents: &mut Vec<u32>,
        on_head: &mut usize,
        off_head: &mut usize,
    ) {
        let (layout, n) = (self.layout, self.n);
        loop {
            if *on_head < ons.len() {
                let p = ons[*on_head];
                *on_head += 1;
                let (cell, d) = uncand(n, (p / 2) as usize);
                let grid = &branch.grid;
                found.clear();
                if self.level.y() {
                    for e in grid[cell.index()] - NumberSet::single(d) {
                        found.push((self.potential(cell, e, false), None));
                    }
                }
                for (h, _) in layout.houses_of(cell) {
                    for &other in layout.cells_of(h) {
                        if other != cell && grid[other.index()].contains(d) {
                            found.push((self.potential(other, d, false), None));
                        }
                    }
                }
                for &(q, _) in found.iter() {
                    if branch.has(q | 1) {
                        branch.add(q, &[p]);
                        branch.contradiction = Some(q | 1);
                        return;
                    }
                    if branch.add(q, &[p]) {
                        offs.push(q);
                    }
                }
            } else if *off_head < offs.len() {
                let p = offs[*off_head];
                *off_head += 1;
                let (cell, d) = uncand(n, (p / 2) as usize);
                let grid = if self.level.dynamic() {
                    &branch.grid
                } else {
                    &self.source
                };
                found.clear();
                let here = grid[cell.index()];
                if self.level.y() && here.len() == 2 && here.contains(d) {
                    let e = (here - NumberSet::single(d)).first().expect("two numbers");
                    found.push((self.potential(cell, e, true), None));
                }
                for (h, _) in layout.houses_of(cell) {
                    if !layout.is_complete(h) {
                        continue;
                    }
                    let mut places = layout
                        .cells_of(h)
                        .iter()
                        .copied()
                        .filter(|c| grid[c.index()].contains(d));
                    if let (Some(x), Some(y), None) = (places.next(), places.next(), places.next())
                    {
                        let other = if x == cell { y } else { x };
                        if other != cell && (x == cell || y == cell) {
                            found.push((self.potential(other, d, true), Some(h)));
                        }
                    }
                }
                if self.level.dynamic() {
                    branch.grid[cell.index()].remove(d);
                }
                for &(q, house) in found.iter() {
                    parents.clear();
                    parents.push(p);
                    if self.level.dynamic() {
                        self.hidden_parents(branch, q, house, parents);
                    }
                    if branch.has(q ^ 1) {
                        branch.add(q, parents);
                        branch.contradiction = Some(q);
                        return;
                    }
                    if branch.add(q, parents) {
                        ons.push(q);
                    }
                }
            } else if self.level == Level::Plus {
                let before = offs.len();
                plus_rules(self, branch, offs);
                if offs.len() == before {
                    return;
                }
                for &q in &offs[before..] {
                    if branch.has(q | 1) {
                        branch.contradiction = Some(q | 1);
                        return;
                    }
                }
            } else {
                return;
            }
        }
    }

    /// The candidates of `q`'s cell (no house) or of `q`'s number in `house` that the branch
    /// removed: what made `q` a single.
    fn hidden_parents(&self, branch: &Branch, q: u32, house: Option<House>, out: &mut Vec<u32>) {
        let (cell, d) = uncand(self.n, (q / 2) as usize);
        match house {
            None => {
                for e in self.source[cell.index()] - branch.grid[cell.index()] {
                    let p = self.potential(cell, e, false);
                    if branch.has(p) && !out.contains(&p) {
                        out.push(p);
                    }
                }
            }
            Some(h) => {
                for &other in self.layout.cells_of(h) {
                    let gone = self.source[other.index()].contains(d)
                        && !branch.grid[other.index()].contains(d);
                    let p = self.potential(other, d, false);
                    if gone && branch.has(p) && !out.contains(&p) {
                        out.push(p);
                    }
                }
            }
        }
    }
}

/// Dynamic (+): pointing and claiming, naked and hidden pairs, X-Wings on the branch's grid;
/// each candidate they remove becomes false, its parents the branch's removals in the houses
/// of the pattern.
fn plus_rules(search: &Search<'_>, branch: &mut Branch, offs: &mut Vec<u32>) {
    let layout = search.layout;
    let mut removed: Vec<(Cell, Number, Vec<House>)> = Vec::new();
    let grid = &branch.grid;
    let places = |h: House, d: Number| -> Vec<Cell> {
        layout
            .cells_of(h)
            .iter()
            .copied()
            .filter(|c| grid[c.index()].contains(d))
            .collect()
    };
    let n = search.n;
    'rules: {
        // Pointing and claiming.
        for h in layout.house_ids() {
            if !layout.is_complete(h) {
                continue;
            }
            for d in (0..n).map(Number::new) {
                let here = places(h, d);
                if here.len() < 2 {
                    continue;
                }
                for (other, _) in layout.houses_of(here[0]) {
                    if other == h || !here.iter().all(|&c| layout.position(c, other).is_some()) {
                        continue;
                    }
                    for c in places(other, d) {
                        if !here.contains(&c) {
                            removed.push((c, d, vec![h, other]));
                        }
                    }
                }
                if !removed.is_empty() {
                    break 'rules;
                }
            }
        }
        // Naked and hidden pairs.
        for h in layout.house_ids() {
            if !layout.is_complete(h) {
                continue;
            }
            let cells = layout.cells_of(h);
            for (i, &a) in cells.iter().enumerate() {
                let pair = grid[a.index()];
                if pair.len() != 2 {
                    continue;
                }
                for &b in &cells[i + 1..] {
                    if grid[b.index()] != pair {
                        continue;
                    }
                    for &c in cells {
                        if c != a && c != b {
                            for d in grid[c.index()] & pair {
                                removed.push((c, d, vec![h]));
                            }
                        }
                    }
                }
            }
            if !removed.is_empty() {
                break 'rules;
            }
            for x in (0..n).map(Number::new) {
                let px = places(h, x);
                if px.len() != 2 {
                    continue;
                }
                for y in (x.index() + 1..n).map(Number::new) {
                    if places(h, y) != px {
                        continue;
                    }
                    let keep = NumberSet::single(x) | NumberSet::single(y);
                    for &c in &px {
                        for d in grid[c.index()] - keep {
                            removed.push((c, d, vec![h]));
                        }
                    }
                }
            }
            if !removed.is_empty() {
                break 'rules;
            }
        }
        // X-Wings: two rows (or columns) holding a number in the same two columns (rows).
        for d in (0..n).map(Number::new) {
            for (base, cover) in [(HouseKind::Row, 0usize), (HouseKind::Column, 1)] {
                let lines: Vec<House> = (0..n).map(|i| House::new(cover * n + i)).collect();
                let _ = base;
                let at = |h: House| -> Vec<usize> {
                    places(h, d)
                        .iter()
                        .map(|c| if cover == 0 { c.col(n) } else { c.row(n) })
                        .collect()
                };
                for (i, &l1) in lines.iter().enumerate() {
                    let p1 = at(l1);
                    if p1.len() != 2 {
                        continue;
                    }
                    for &l2 in &lines[i + 1..] {
                        if at(l2) != p1 {
                            continue;
                        }
                        for &k in &p1 {
                            let cross = House::new((1 - cover) * n + k);
                            for c in places(cross, d) {
                                if layout.position(c, l1).is_none()
                                    && layout.position(c, l2).is_none()
                                {
                                    removed.push((c, d, vec![l1, l2, cross]));
                                }
                            }
                        }
                    }
                }
                if !removed.is_empty() {
                    break 'rules;
                }
            }
        }
    }
    for (c, d, houses) in removed {
        let q = search.potential(c, d, false);
        if branch.has(q) {
            continue;
        }
        // Parents: what the branch removed from the pattern's houses.
        let mut parents: Vec<u32> = Vec::new();
        for &h in &houses {
            for &cell in layout.cells_of(h) {
                for e in search.source[cell.index()] - branch.grid[cell.index()] {
                    let p = search.potential(cell, e, false);
                    if branch.has(p) && !parents.contains(&p) {
                        parents.push(p);
                    }
                }
            }
        }
        branch.add(q, &parents);
        branch.grid[c.index()].remove(d);
        offs.push(q);
    }
}
