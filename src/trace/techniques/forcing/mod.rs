//! Forcing chains: a candidate assumed true (or false) and followed through the grid, as Sudoku
//! Explainer does, at seven strengths tried in order.
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
//! | nested | 9.5 / 10.0 / 10.5 | the same, and when that stalls too forcing chains on the branch's grid ([`nested`]) | as dynamic |
//!
//! The nested levels run only on grids of side 9 or less ([`NESTED_SIDE`]) and on states known
//! to have one solution ([`State::one_solution`]): on a state with several, no logic can
//! finish, and they would spend their whole budget at every step (on `data/serg_1000.txt`,
//! `rate` took 17.5 s of CPU without them and 287 s with them).
//!
//! A step's rating is the level's plus the length bonus of its *complexity*, the potentials its
//! branches needed (every ancestor of each conclusion), minus two. Its chain lists, branch by
//! branch, those potentials in the order derived, each branch starting at its assumption. The
//! checker re-derives every branch with its own propagation.
//!
//! An explanation takes the first level with steps; listing every step (`hint --all`) runs
//! them all and keeps each conclusion's simplest step ([`every`]).

use crate::layout::{Cell, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::Rating;
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, cand, uncand};

mod branch;
mod carry;
mod closure;
mod conclude;
mod every;
mod memo;
mod nested;
mod plus;
mod pool;
mod propagate;
#[cfg(test)]
mod reach;
mod refute;
mod sweep;
mod walk;

pub(crate) use branch::Branch;
pub(crate) use pool::Pool;
use pool::{fresh, give_back};

/// Forcing chains at every level.
pub(crate) struct Forcing;

/// A branch's strength.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Level {
    Nishio,
    Static,
    Dynamic,
    Plus,
    /// Dynamic (+) whose stalled branches also run static forcing chains and cycles.
    NestedChains,
    /// ... and static cell and region forcing chains.
    NestedMultiple,
    /// ... and dynamic forcing chains.
    NestedDynamic,
    /// Inside a branch only: static forcing chains and cycles, an assumption that leads over
    /// the grid's links to a contradiction (Sudoku Explainer's "forcing chains & cycles": with
    /// static links, a contradiction from a candidate is a chain from it to its negation).
    Chains,
}

impl Level {
    const ALL: [Level; 7] = [
        Level::Nishio,
        Level::Static,
        Level::Dynamic,
        Level::Plus,
        Level::NestedChains,
        Level::NestedMultiple,
        Level::NestedDynamic,
    ];

    /// The base rating, in tenths.
    pub(crate) fn base(self) -> u16 {
        match self {
            Level::Chains => 70,
            Level::Nishio => 75,
            Level::Static => 80,
            Level::Dynamic => 85,
            Level::Plus => 90,
            Level::NestedChains => 95,
            Level::NestedMultiple => 100,
            Level::NestedDynamic => 105,
        }
    }

    fn dynamic(self) -> bool {
        !matches!(self, Level::Static | Level::Chains)
    }

    /// Whether a stalled branch runs the (+) rules.
    fn advanced(self) -> bool {
        matches!(
            self,
            Level::Plus | Level::NestedChains | Level::NestedMultiple | Level::NestedDynamic
        )
    }

    /// The searches a stalled branch runs on its grid after the (+) rules, in order.
    fn nested(self) -> &'static [Level] {
        match self {
            Level::NestedChains => &[Level::Chains],
            Level::NestedMultiple => &[Level::Chains, Level::Static],
            Level::NestedDynamic => &[Level::Chains, Level::Static, Level::Dynamic],
            _ => &[],
        }
    }

    /// Whether the level runs at `state`: a nested level only on grids of side
    /// [`NESTED_SIDE`] or less and on a state known to have one solution.
    fn runs_at(self, state: &State<'_>) -> bool {
        self.nested().is_empty() || (state.layout.side() <= NESTED_SIDE && state.one_solution)
    }

    /// Whether the level reports cell and region forcing chains.
    fn multiple(self) -> bool {
        !matches!(self, Level::Nishio | Level::Chains)
    }

    /// Whether links inside cells (bivalue cells, a true candidate's other numbers) count.
    fn y(self) -> bool {
        self != Level::Nishio
    }
}

/// Not derived.
const NONE: u32 = u32::MAX;

/// The largest side on which the nested levels run. On 16×16 grids they tripled the time of an
/// explanation (the first three of `data/generated_16x16.txt`: 4.2 s to 13.0 s) and finished
/// none of them, and Sudoku Explainer's scale, whose levels they are, is a 9×9 scale; larger
/// grids go from dynamic (+) to brute force as before.
const NESTED_SIDE: usize = 9;

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
        (Level::Plus | Level::Chains, Kind::Contradiction) => DynamicContradictionForcingChainPlus,
        (Level::Plus | Level::Chains, Kind::Double) => DynamicDoubleForcingChainPlus,
        (Level::Plus | Level::Chains, Kind::Cell) => DynamicCellForcingChainPlus,
        (Level::Plus | Level::Chains, Kind::Region) => DynamicRegionForcingChainPlus,
        (Level::NestedChains, Kind::Contradiction) => NestedContradictionForcingChain,
        (Level::NestedChains, Kind::Double) => NestedDoubleForcingChain,
        (Level::NestedChains, Kind::Cell) => NestedCellForcingChain,
        (Level::NestedChains, Kind::Region) => NestedRegionForcingChain,
        (Level::NestedMultiple, Kind::Contradiction) => NestedMultipleContradictionForcingChain,
        (Level::NestedMultiple, Kind::Double) => NestedMultipleDoubleForcingChain,
        (Level::NestedMultiple, Kind::Cell) => NestedMultipleCellForcingChain,
        (Level::NestedMultiple, Kind::Region) => NestedMultipleRegionForcingChain,
        (Level::NestedDynamic, Kind::Contradiction) => NestedDynamicContradictionForcingChain,
        (Level::NestedDynamic, Kind::Double) => NestedDynamicDoubleForcingChain,
        (Level::NestedDynamic, Kind::Cell) => NestedDynamicCellForcingChain,
        (Level::NestedDynamic, Kind::Region) => NestedDynamicRegionForcingChain,
    }
}

impl GridTechnique for Forcing {
    fn families(&self) -> Rules {
        Rules::FORCING
    }

    fn floor(&self) -> Rating {
        Rating::from_tenths(Level::Nishio.base())
    }

    fn reads_solution_count(&self) -> bool {
        true
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        self.levels(state, &scratch.forcing, out, limit);
    }
}

impl Forcing {
    /// The levels in order, to the first with steps (every level when listing every step).
    fn levels(&self, state: &State<'_>, pool: &Pool, out: &mut Steps, limit: Rating) {
        if !pool::fits(state) {
            if let Some(every) = state.every {
                every.budget_hit.set(true);
            }
            return;
        }
        if let Some(every) = state.every {
            return every::find(state, every, pool, out);
        }
        let mut carry = None;
        for level in Level::ALL {
            if Rating::from_tenths(level.base()) >= limit || !level.runs_at(state) {
                return;
            }
            let before = out.len();
            let mut search = Search::new(state, level, limit, pool);
            search.carry_from(carry.take());
            search.run(out);
            if out.len() > before {
                return;
            }
            carry = search.carry_out();
        }
    }
}

/// A marked branch start in a nested chain's potentials.
const START: u32 = 1 << 31;

/// A conclusion of a nested search: the potential, and its branches' potentials (starts marked
/// by `START`).
#[derive(Clone, Debug)]
struct Finding {
    p: u32,
    nodes: Vec<u32>,
}

/// The search of one level over the state (or, nested, over a branch's grid).
struct Search<'a> {
    layout: &'a Layout,
    /// The state, for a search that writes steps; none for a nested one.
    state: Option<&'a State<'a>>,
    level: Level,
    /// Steps rated this or more are not written: the finder's limit, then the rating of the
    /// last step written (the finder takes the first step of the lowest rating).
    limit: Rating,
    n: usize,
    source: Vec<NumberSet>,
    /// Each number's places in each house of `source`, as [`Branch::places`] (set by `run`,
    /// unless `places_given`: a nested search's, copied from its branch's).
    places: Vec<u64>,
    places_given: bool,
    /// Each candidate's true branch, once followed; a branch reused. Boxed: a branch is a few
    /// hundred bytes of buffers, and a search's cache has a slot per candidate of the grid.
    cache: Vec<Option<Box<Branch>>>,
    /// The candidates whose branch is cached.
    used: Vec<u32>,
    /// The branch of a candidate's negation, reused (out while followed).
    b: Option<Box<Branch>>,
    /// The branches of the level before, by start potential, to go on from ([`carry`]).
    carry: std::cell::RefCell<Vec<Option<Box<Branch>>>>,
    /// Whether the next level goes on from this one's branches; the negations' kept for it.
    keep: bool,
    kept: Vec<Option<Box<Branch>>>,
    /// What each candidate's true branch derives (a bit per potential; at the static level,
    /// [`refute::Refute::derived`]'s words), and whether it met a contradiction.
    sets: Vec<Vec<u64>>,
    broken: Vec<bool>,
    /// A nested search's conclusions.
    findings: Vec<Finding>,
    /// The static levels' graph and closures.
    refute: refute::Refute,
    /// The static cell and region searches' test before their sets ([`sweep::Apart`]).
    apart: sweep::Apart,
    /// Whether branches that meet no contradiction (and, for negations, share nothing with
    /// their true branch) are derived by `closure` (a dynamic search whose branches no level
    /// takes on: the nested searches' dynamic one), and its masks.
    masks: bool,
    closure: closure::Closure,
    /// What a negation's branch derives, with the masks (reused).
    negation: Vec<u64>,
    /// For a nested search's static forcing chains: the vertices of the outer search's grid
    /// that lead to their negation there, for
    /// [`refute::Refute::contradictions_from_new_partners`].
    links: Option<Vec<u64>>,
    /// Whether `refute` is already that of `source` (a nested cell and region search after the
    /// static forcing chains, which counted its work).
    prebuilt: bool,
    /// The searches stalled branches run (nested levels), made when first needed.
    inner: std::cell::RefCell<Vec<Search<'a>>>,
    /// The buffers of [`nested::nested_rules`].
    nested_buffers: std::cell::RefCell<nested::Buffers>,
    /// Potentials the nested searches derived so far, against `BUDGET`.
    work: std::cell::Cell<u64>,
    /// The most potentials the nested searches may derive ([`nested::BUDGET`] unless a listing
    /// asks for another).
    budget: u64,
    /// Whether the nested searches ran out of budget: branches followed since may stop short,
    /// so the search reports nothing more.
    gave_up: std::cell::Cell<bool>,
    /// How many units of the (+) rules find nothing on `source` (see [`plus`]), once asked.
    plus_known: std::cell::Cell<Option<usize>>,
    /// Listing every step (`hint --all`): where steps go instead of the output.
    list: Option<Box<every::Collector>>,
    /// Where branches come from and go back to.
    pool: &'a Pool,
}

impl<'a> Search<'a> {
    fn new(state: &'a State<'a>, level: Level, limit: Rating, pool: &'a Pool) -> Search<'a> {
        let layout = state.layout;
        let source: Vec<NumberSet> = (0..layout.cells())
            .map(|c| state.graph.candidates(Cell::new(c)))
            .collect();
        let mut search = Search::over(layout, level, source, pool);
        search.state = Some(state);
        search.limit = limit;
        search
    }

    /// A search of `level` over the grid `source`, reporting findings, not steps.
    fn over(
        layout: &'a Layout,
        level: Level,
        source: Vec<NumberSet>,
        pool: &'a Pool,
    ) -> Search<'a> {
        let n = layout.side();
        let total = layout.cells() * n;
        Search {
            layout,
            state: None,
            level,
            limit: Rating::from_tenths(u16::MAX),
            n,
            source,
            places: Vec::new(),
            places_given: false,
            cache: vec![None; total],
            used: Vec::new(),
            b: Some(fresh(pool, total)),
            carry: std::cell::RefCell::new(Vec::new()),
            keep: false,
            kept: Vec::new(),
            sets: vec![Vec::new(); total],
            broken: vec![false; total],
            findings: Vec::new(),
            refute: refute::Refute::default(),
            apart: sweep::Apart::default(),
            masks: false,
            closure: closure::Closure::default(),
            negation: Vec::new(),
            links: None,
            prebuilt: false,
            inner: std::cell::RefCell::new(Vec::new()),
            nested_buffers: std::cell::RefCell::default(),
            work: std::cell::Cell::new(0),
            budget: nested::BUDGET,
            gave_up: std::cell::Cell::new(false),
            plus_known: std::cell::Cell::new(None),
            list: None,
            pool,
        }
    }

    fn potential(&self, cell: Cell, d: Number, on: bool) -> u32 {
        potential(self.n, cell, d, on)
    }

    fn run(&mut self, out: &mut Steps) {
        let layout = self.layout;
        // Every candidate's true branch first (contradictions reported as met), kept as a set;
        // a cell's only candidate too, which region branches may start from.
        for i in std::mem::take(&mut self.used) {
            if let Some(branch) = &mut self.cache[i as usize] {
                branch.clear();
            }
        }
        let fixed = matches!(self.level, Level::Static | Level::Chains);
        // The nested levels follow branches as they are needed, cell by cell, so that the
        // budget, when it runs out, has let them find something (the best step of the cells
        // searched by then; otherwise of the whole grid, as Sudoku Explainer's).
        let lazy = self.state.is_some() && !self.level.nested().is_empty();
        self.plus_known.set(None);
        if !std::mem::take(&mut self.places_given) {
            self.places.clear();
            self.places.resize(layout.houses() * self.n, 0);
            for h in layout.house_ids() {
                for (i, c) in layout.cells_of(h).iter().enumerate() {
                    for d in self.source[c.index()] {
                        self.places[h.index() * self.n + d.index()] |= 1 << i;
                    }
                }
            }
        }
        self.masks = self.level == Level::Dynamic && !self.keep && closure::Closure::fits(layout);
        if self.masks {
            self.closure.prepare(layout, &self.source, &self.places);
        }
        if fixed && !std::mem::take(&mut self.prebuilt) {
            self.refute.want_spread(self.level == Level::Static);
            if let Some(bad) = &self.links
                && self.level == Level::Chains
            {
                self.refute.prepare(layout, &self.source, &self.places);
                let found = self.refute.contradictions_from_new_partners(bad);
                if !found {
                    // Not known from the new partners: from the graph's components.
                    self.refute.complete();
                } else if self.refute.none_contradicts() {
                    // No vertex leads to its negation: nothing to report (the work of the
                    // build counted as if built).
                    self.work.set(self.work.get() + self.refute.size());
                    return;
                }
            } else {
                self.refute.build(layout, &self.source, &self.places);
            }
            self.work.set(self.work.get() + self.refute.size());
        }
        if self.level == Level::Static {
            self.refute.spread();
            self.apart.alone.resize(layout.cells() * self.n, false);
        }
        for c in 0..layout.cells() {
            if self.gave_up.get() {
                return;
            }
            let cell = Cell::new(c);
            let here = self.source[c];
            for d in here {
                let on = self.potential(cell, d, true);
                if fixed {
                    // Static: the closures say what each branch derives; only a contradiction
                    // is followed, to be written out.
                    let i = (on / 2) as usize;
                    if self.level == Level::Static {
                        self.apart.alone[i] = self.refute.derived(on, &mut self.sets[i]);
                        self.broken[i] = self.refute.derives_negation(on, &self.sets[i]);
                    } else {
                        self.broken[i] = self.refute.contradicts(on);
                    }
                    if !(self.broken[i] && self.level == Level::Chains && here.len() >= 2) {
                        continue;
                    }
                }
                if fixed {
                    let mut a = self.take(on);
                    self.walk(&mut a, on);
                    if let Some(q) = a.contradiction
                        && let Some(parts) =
                            self.parts(Kind::Contradiction, &[(&*a, on)], &[q, q ^ 1], on ^ 1)
                    {
                        self.report(Kind::Contradiction, &parts, on ^ 1, out);
                    }
                    self.cache[(on / 2) as usize] = Some(a);
                } else if !lazy {
                    self.ensure(on, out);
                }
            }
        }
        if self.level == Level::Chains {
            // Its contradictions are all it reports.
            return;
        }
        if self.level == Level::Static {
            // Its sets all made: the cells and regions whose sets meet.
            return self.sweep(out);
        }
        for c in 0..layout.cells() {
            if self.gave_up.get() {
                return;
            }
            let cell = Cell::new(c);
            let here = self.source[c];
            if here.len() < 2 {
                continue;
            }
            if lazy {
                for d in here {
                    self.ensure(self.potential(cell, d, true), out);
                }
            }
            for d in here {
                if !fixed {
                    self.binary(cell, d, out);
                }
                if self.level.multiple() {
                    self.regions(cell, d, out);
                }
            }
            if self.level.multiple() && (here.len() > 2 || self.level.dynamic()) {
                self.cell(cell, out);
            }
        }
    }

    /// Follows the true branch of `on` unless cached (dynamic levels): what it derives, whether
    /// it meets a contradiction, which is reported.
    #[inline]
    fn ensure(&mut self, on: u32, out: &mut Steps) {
        let i = (on / 2) as usize;
        if !(matches!(self.level, Level::Static | Level::Chains)
            || (self.cache[i].as_ref()).is_some_and(|b| b.list.first() == Some(&on))
            || (self.masks && self.closure.done(i)))
        {
            self.derive(on, out);
        }
    }

    /// [`Search::ensure`] of a branch not yet followed or derived.
    #[inline(never)]
    fn derive(&mut self, on: u32, out: &mut Steps) {
        let i = (on / 2) as usize;
        let words = (2 * self.layout.cells() * self.n).div_ceil(64);
        if self.masks {
            if let Some(count) = self.closure.kept(i) {
                // Derived on the grid before, the same here: its set left in `sets`.
                self.work.set(self.work.get() + count);
                self.broken[i] = false;
                return;
            }
            // Followed only if it meets a contradiction, to be written out.
            let mut set = std::mem::take(&mut self.sets[i]);
            set.clear();
            set.resize(words, 0);
            let (cell, d) = uncand(self.n, i);
            let derived = self
                .closure
                .derive(self.layout, cell, d.index(), true, &mut set);
            self.sets[i] = set;
            if let Some(count) = derived {
                self.work.set(self.work.get() + count);
                self.broken[i] = false;
                return;
            }
        }
        let mut a = self.take(on);
        self.follow(&mut a, on);
        let mut set = std::mem::take(&mut self.sets[i]);
        set.clear();
        set.resize(words, 0);
        for &p in &a.list {
            set[(p / 64) as usize] |= 1 << (p % 64);
        }
        self.sets[i] = set;
        self.broken[i] = a.contradiction.is_some();
        let (cell, _) = uncand(self.n, i);
        if let Some(q) = a.contradiction
            && self.source[cell.index()].len() >= 2
            && let Some(parts) = self.parts(Kind::Contradiction, &[(&*a, on)], &[q, q ^ 1], on ^ 1)
        {
            self.report(Kind::Contradiction, &parts, on ^ 1, out);
        }
        self.cache[i] = Some(a);
    }

    /// The cached branch of true potential `on`, taken out (an empty one if none).
    fn take(&mut self, on: u32) -> Box<Branch> {
        let branch = self.cache[(on / 2) as usize].take();
        self.used.push(on / 2);
        branch.unwrap_or_else(|| fresh(self.pool, self.layout.cells() * self.n))
    }

    /// The branch of true potential `on`, taken out of the cache (followed if not there yet;
    /// put it back).
    fn followed(&mut self, on: u32) -> Box<Branch> {
        let mut branch = self.take(on);
        if branch.list.first() != Some(&on) {
            if matches!(self.level, Level::Static | Level::Chains) {
                self.walk(&mut branch, on);
            } else {
                self.follow(&mut branch, on);
            }
        }
        branch
    }
}

/// The potential of `d` in `cell` true (`on`) or false, on a grid of side `n`: node `2i + on`
/// of candidate `i`.
fn potential(n: usize, cell: Cell, d: Number, on: bool) -> u32 {
    2 * cand(n, cell, d) as u32 + u32::from(on)
}

#[cfg(test)]
mod tests;
