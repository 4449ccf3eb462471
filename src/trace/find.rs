//! Finding the simplest step at a state: singles from a tracker of their own, then the rules'
//! passes by their lowest rating, keeping the lowest-rated pattern seen.
//!
//! Each pass has a *floor*, the lowest rating its patterns can have (intersections 2.6, pairs
//! 3.0, X-Wings 3.2, triples 3.6, Swordfish 3.8, …; matching passes, which report groups larger
//! than enumeration covers, 5.5 and 5.7). Passes are asked in order of their floors, and the
//! search stops at the first pass whose floor is not below the best pattern found so far: no
//! later pass can hold a simpler step. Singles are a placement each, gathered over the cell's
//! houses, so they are tracked here rather than found by the rule, which reports them house by
//! house.
//!
//! The engine's task queue says where to look, as in propagation: [`Engine::look_at`] runs the
//! jobs queued at a pass and returns their findings unapplied, keeping queued (with their notes)
//! the units whose findings wait, so a pass only looks at what changed since it last looked. The
//! singles tracker reads the notes of the singles pass through [`Engine::take_notes`].
//!
//! A pointing or hidden subset whose removals would leave a hidden single counts as its direct
//! technique (Sudoku Explainer's), rated lower; the step found then places that single, as a
//! pattern step whose removals are the placement's only (`Finder::placing`).

use std::time::Instant;

use crate::layout::{Cell, HouseKind, Layout};
use crate::propagate::Engine;
use crate::rules::{self, Config, Contradiction, Findings, Pass, Removal, Rules, Wake};

use super::found::{Found, What, classify};
use super::scale::{Rating, rating};
use super::singles::{Singles, is_placed, single};
use super::step::{Steps, Technique};
use super::techniques::{self, Every, Scratch, State};
use super::unique::{givens_unique, one_solution};

mod direct;

/// Where the finder looks: an engine pass (by level) or a technique of explanations only (by
/// its index in the techniques' registry).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Source {
    Pass(usize),
    Technique(usize),
}

/// Looks for the simplest step, with the engine's queue saying where.
#[derive(Clone, Debug)]
pub(crate) struct Finder {
    config: Config,
    /// Naked singles are on: a placement also removes the number from the cell's peers.
    pub naked: bool,
    /// Direct techniques are on (they need hidden singles).
    direct: bool,
    singles: Singles,
    /// The singles pass, whose notes feed the tracker.
    singles_level: Option<usize>,
    /// Without a singles pass (no naked nor hidden singles among the families), the cells
    /// settled at the start (the givens when known, otherwise each cell with one candidate
    /// that no peer has), for [`Finder::unannounced`].
    settled: Option<Vec<bool>>,
    /// The other passes and the techniques with their floors, lowest floor first.
    order: Vec<(Source, Rating)>,
    findings: Findings,
    /// The rectangles of the last pattern found.
    removals: Vec<Removal>,
    /// The patterns the techniques found at the last search.
    patterns: Steps,
    scratch: Scratch,
    /// Whether the state has exactly one solution, once asked (uniqueness techniques and
    /// nested forcing chains need it).
    one_solution: Option<bool>,
    /// The givens (by cell index), when the start knew them.
    givens: Option<Vec<bool>>,
    /// Whether the puzzle of the givens alone has exactly one solution, once asked (Avoidable
    /// Rectangles need it).
    givens_unique: Option<bool>,
}

impl Finder {
    /// A finder for `config`; `engine` is set to queue units for its passes, every unit at
    /// first.
    pub fn new(config: Config, engine: &mut Engine) -> Finder {
        let on = config.size_bound() >= 1;
        let (naked, hidden) = (
            on && config.rules.contains(Rules::NAKED),
            on && config.rules.contains(Rules::HIDDEN),
        );
        // Direct techniques count by the hidden single they yield.
        let direct = hidden && config.rules.contains(Rules::DIRECT);
        engine.watch(&config);
        let passes = engine.passes();
        let singles_level = passes.iter().position(|p| p.rule.wake() == Wake::NewSingle);
        let mut order: Vec<(Source, Rating)> = (0..passes.len())
            .filter(|&level| Some(level) != singles_level)
            .map(|level| (Source::Pass(level), floor(&passes[level], direct)))
            .collect();
        // Chains and the like are made of links between pairs: they need groups of two.
        let techniques = techniques::REGISTRY.iter().enumerate();
        let techniques = techniques.filter(|_| config.size_bound() >= 2);
        order.extend(
            techniques
                .filter(|(_, t)| config.rules.intersects(t.families()))
                .map(|(i, t)| (Source::Technique(i), t.floor())),
        );
        // Stable: passes of equal floors keep the registry's order.
        order.sort_by_key(|&(_, floor)| floor);
        let settled = singles_level.is_none().then(|| {
            let (layout, graph) = (engine.layout(), engine.graph());
            (0..layout.cells())
                .map(|c| is_placed(layout, graph, Cell::new(c)))
                .collect()
        });
        Finder {
            naked,
            direct,
            singles: Singles::new(engine.layout(), naked, hidden),
            singles_level,
            settled,
            order,
            findings: Findings::new(),
            removals: Vec::new(),
            patterns: Steps::default(),
            scratch: Scratch::default(),
            one_solution: None,
            givens: None,
            givens_unique: None,
            config,
        }
    }

    /// The starting state is a puzzle's with these givens (by cell index), and these cells
    /// settled (the givens, and for a pencilmark state the cells written `+`): another cell
    /// of one candidate is announced by a step rather than taken as settled. Called before the
    /// first search.
    pub fn set_givens(&mut self, settled: Vec<bool>, givens: Vec<bool>) {
        if self.settled.is_some() {
            self.settled = Some(settled.clone());
        }
        self.singles.set_givens(settled);
        self.givens = Some(givens);
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The rectangles the last pattern found removes (for a [`What::Finding`]).
    pub fn removals(&self) -> &[Removal] {
        &self.removals
    }

    /// The patterns of the techniques found at the last search (for a [`What::Pattern`]).
    pub fn patterns(&self) -> &Steps {
        &self.patterns
    }

    /// Asks technique `index` for its patterns rated below `limit`, appended to the patterns;
    /// with `every`, for every pattern it lists (`hint --all`).
    fn ask(&mut self, engine: &Engine, index: usize, limit: Rating, every: Option<&Every<'_>>) {
        let technique = techniques::REGISTRY[index];
        let one_solution = technique.reads_solution_count()
            && *self
                .one_solution
                .get_or_insert_with(|| one_solution(engine));
        if technique.assumes_unique() && !(one_solution && engine.layout().is_standard()) {
            return;
        }
        let givens = match &self.givens {
            Some(givens) if technique.reads_givens() => {
                let unique = *self
                    .givens_unique
                    .get_or_insert_with(|| givens_unique(engine, givens));
                unique.then_some(givens.as_slice())
            }
            _ => None,
        };
        let state = State {
            layout: engine.layout(),
            graph: engine.graph(),
            rules: self.config.rules,
            max_size: self.config.size_bound(),
            one_solution,
            every,
            givens,
            placed: self.singles_level.map(|_| self.singles.placed()),
        };
        technique.find(&state, &mut self.scratch, &mut self.patterns, limit);
    }

    /// Brings the singles up to date with what changed in the houses queued for singles.
    fn feed_singles(&mut self, engine: &mut Engine) {
        let Some(level) = self.singles_level else {
            return;
        };
        let singles = &mut self.singles;
        engine.take_notes(level, |layout, graph, house, notes| {
            let cells = std::mem::take(&mut notes.single_cells);
            let numbers = std::mem::take(&mut notes.single_numbers);
            singles.feed(layout, graph, house, cells, numbers);
        });
        // The first feed reads the starting state, where settled cells are givens.
        singles.started();
    }

    /// Notes that a step placed a number in `cell`.
    #[cfg(test)]
    pub fn placed(&mut self, layout: &Layout, cell: crate::layout::Cell) {
        self.singles.place(layout, cell);
    }

    /// Notes the cells `found` places: a single's cell, a pattern's placements (Template Set).
    pub fn placed_by(&mut self, layout: &Layout, found: &Found) {
        match found.what {
            What::Single { cell, .. } => self.singles.place(layout, cell),
            What::Pattern { index } => {
                for &(cell, _) in self.patterns.get(index as usize).placements {
                    self.singles.place(layout, cell);
                }
            }
            What::Finding { .. } => {}
        }
    }

    /// Which cells are placed (given, or by a step).
    pub fn placed_cells(&self) -> &[bool] {
        self.singles.placed()
    }

    /// The simplest single, after bringing the singles up to date.
    #[cfg(test)]
    pub fn single(&mut self, engine: &mut Engine) -> Option<Found> {
        self.feed_singles(engine);
        self.singles.pick(engine.layout(), engine.graph())
    }

    /// The simplest step at the engine's state, if any.
    ///
    /// # Errors
    ///
    /// A contradiction a rule sees in a pattern (k cells with fewer than k numbers, or the
    /// reverse), met while looking.
    pub fn find(&mut self, engine: &mut Engine) -> Result<Option<Found>, Contradiction> {
        self.feed_singles(engine);
        let single = self.singles.pick(engine.layout(), engine.graph());
        // Full houses and hidden singles first; a naked single (2.3) waits for the direct
        // techniques rated below it.
        if let Some(found) = single
            && (!self.direct || found.technique != Technique::NakedSingle)
        {
            return Ok(Some(found));
        }
        if single.is_none() && self.singles.solved() {
            return Ok(None);
        }
        let mut best: Option<Found> = single;
        self.patterns.clear();
        for i in 0..self.order.len() {
            let (source, floor) = self.order[i];
            if best.is_some_and(|b| b.rating <= floor) {
                break;
            }
            let level = match source {
                Source::Pass(level) => level,
                Source::Technique(index) => {
                    let from = self.patterns.len();
                    let limit = best.map_or(Rating::from_tenths(u16::MAX), |b| b.rating);
                    self.ask(engine, index, limit, None);
                    for p in from..self.patterns.len() {
                        let step = self.patterns.get(p);
                        if best.is_none_or(|b| step.rating < b.rating) {
                            best = Some(pattern(step.technique, step.rating, p));
                        }
                    }
                    continue;
                }
            };
            self.findings.clear();
            engine.look_at(level, &mut self.findings)?;
            for (reason, removals) in self.findings.patterns() {
                let plain = classify(engine.layout(), reason);
                if matches!(plain.what, What::Single { .. }) {
                    // A group of one that a pass of every size sees (`AllSubsets`, by
                    // matching, with naked or hidden subsets alone): the singles are the
                    // tracker's, which knows the cells placed or settled at the start.
                    continue;
                }
                let found = self.direct_or_not(engine, plain, removals);
                if best.is_none_or(|b| {
                    found.rating < b.rating
                        || (found.rating == b.rating
                            && se_order(engine.layout(), &found) < se_order(engine.layout(), &b))
                }) {
                    best = Some(found);
                    self.removals.clear();
                    self.removals.extend_from_slice(removals);
                }
            }
        }
        match best {
            Some(b) => Ok(Some(self.placing(engine, b))),
            None => Ok(self.unannounced(engine)),
        }
    }

    /// Families that place nothing (neither naked nor hidden singles: brute force, templates,
    /// forcing chains alone) can leave every cell with one number: the first such cell that no
    /// step placed, nor the start settled, is announced as a naked single, so that an
    /// explanation ending solved has placed every cell by a step.
    fn unannounced(&self, engine: &Engine) -> Option<Found> {
        let settled = self.settled.as_ref()?;
        if !engine.is_solved() {
            return None;
        }
        let placed = self.singles.placed();
        let cell = (0..placed.len())
            .map(Cell::new)
            .find(|c| !placed[c.index()] && !settled[c.index()])?;
        let number = engine.graph().candidates(cell).single_item()?;
        Some(single(
            Technique::NakedSingle,
            HouseKind::Row,
            cell,
            number,
            None,
        ))
    }
}

impl Finder {
    /// Every step available at the engine's state, unapplied, of the techniques `every` names
    /// (all if none): every single (by a scan of the state), then every pattern of every pass,
    /// each with the rectangles it removes, in the order found. Both views of a subset and a
    /// fish seen from either family are listed; forcing chains once per conclusion and kind
    /// (`techniques/forcing/every.rs`). At most `every.max` steps are kept, the lowest rated
    /// (the first found among equals), sorted by rating; `every` is told how many were left
    /// out. Once `every.deadline` has passed, no further pass or technique is asked (`every`
    /// is told so); the steps found until then are kept.
    ///
    /// # Errors
    ///
    /// A contradiction a rule sees in a pattern: the steps found before it are kept.
    pub fn find_all(
        &mut self,
        engine: &mut Engine,
        every: &Every<'_>,
        out: &mut Vec<(Found, Vec<Removal>)>,
    ) -> Result<(), Contradiction> {
        let from = out.len();
        let found = self.find_every(engine, every, out);
        if out.len() - from > every.max {
            // Every technique but forcing chains lists a number of patterns bounded by the
            // grid's candidates; forcing chains keep `every.max` at most.
            out[from..].sort_by_key(|(found, _)| found.rating);
            every
                .unlisted
                .set(every.unlisted.get() + out.len() - from - every.max);
            out.truncate(from + every.max);
        }
        found
    }

    fn find_every(
        &mut self,
        engine: &mut Engine,
        every: &Every<'_>,
        out: &mut Vec<(Found, Vec<Removal>)>,
    ) -> Result<(), Contradiction> {
        let wanted = |t: Technique| every.techniques.is_empty() || every.techniques.contains(&t);
        // Whether the deadline has passed; if so, `every` is told.
        let late = || {
            let late = every.deadline.is_some_and(|d| Instant::now() >= d);
            every.timed_out.set(every.timed_out.get() | late);
            late
        };
        if late() {
            return Ok(());
        }
        self.feed_singles(engine);
        let hidden = self.config.size_bound() >= 1 && self.config.rules.contains(Rules::HIDDEN);
        let mut singles = Vec::new();
        super::singles::scan_all(
            engine.layout(),
            engine.graph(),
            self.naked,
            hidden,
            self.singles.placed(),
            &mut singles,
        );
        out.extend(
            (singles.into_iter())
                .filter(|found| wanted(found.technique))
                .map(|found| (found, Vec::new())),
        );
        self.patterns.clear();
        for i in 0..self.order.len() {
            if late() {
                break;
            }
            let level = match self.order[i].0 {
                Source::Pass(level) => level,
                Source::Technique(index) => {
                    let from = self.patterns.len();
                    self.ask(engine, index, Rating::from_tenths(u16::MAX), Some(every));
                    for p in from..self.patterns.len() {
                        let step = self.patterns.get(p);
                        if wanted(step.technique) {
                            out.push((pattern(step.technique, step.rating, p), Vec::new()));
                        }
                    }
                    continue;
                }
            };
            self.findings.clear();
            engine.look_at(level, &mut self.findings)?;
            let findings = std::mem::take(&mut self.findings);
            for (reason, removals) in findings.patterns() {
                let plain = classify(engine.layout(), reason);
                if matches!(plain.what, What::Single { .. }) {
                    // The tracker's, listed above (see `find`).
                    continue;
                }
                let found = self.direct_or_not(engine, plain, removals);
                if found.technique.is_direct() {
                    // The direct step places its single; the pattern's removals are a step
                    // too, the plain technique's.
                    self.removals.clear();
                    self.removals.extend_from_slice(removals);
                    let placing = self.placing(engine, found);
                    if wanted(placing.technique) {
                        out.push((placing, Vec::new()));
                    }
                    if wanted(plain.technique) {
                        out.push((plain, removals.to_vec()));
                    }
                } else if wanted(found.technique) {
                    out.push((found, removals.to_vec()));
                }
            }
            self.findings = findings;
        }
        Ok(())
    }
}

/// Where Sudoku Explainer meets a subset among subsets of the same rating: it looks at the
/// boxes, then the rows, then the columns, each in order; anything else comes after.
fn se_order(layout: &Layout, found: &Found) -> (u8, usize) {
    match found.what {
        What::Finding {
            reason:
                rules::Reason::NakedSubset { house, .. } | rules::Reason::HiddenSubset { house, .. },
        } => {
            let kind = match layout.kind(house) {
                HouseKind::Box => 0,
                HouseKind::Row => 1,
                HouseKind::Column => 2,
                _ => 3,
            };
            (kind, house.index())
        }
        _ => (4, 0),
    }
}

/// A technique's pattern, step `index` of the finder's patterns.
fn pattern(technique: Technique, rating: Rating, index: usize) -> Found {
    Found {
        technique,
        rating,
        what: What::Pattern {
            index: index as u32,
        },
    }
}

/// The lowest rating a pass's patterns can have: a rule's family and its parameter (the size,
/// for subsets and fish; matching passes, whose parameter is the bound, find what enumeration
/// leaves: five lines or more). A family the scale does not know may find anything.
fn floor(pass: &Pass, direct: bool) -> Rating {
    let size = usize::from(pass.param).min(rules::ENUMERATED + 1);
    let row = HouseKind::Row;
    let direct_of = |t: Technique| t.direct().filter(|_| direct).unwrap_or(t);
    match pass.rule.family() {
        "intersections" => rating(direct_of(Technique::Pointing), 1, HouseKind::Box),
        "subsets" => {
            let lowest = rating(Technique::naked(size), size, row);
            lowest.min(rating(direct_of(Technique::hidden(size)), size, row))
        }
        "fish" => rating(Technique::fish(size), size, row),
        "finned" => rating(Technique::finned(size, false), size, row),
        "franken" => rating(Technique::franken(size, false, false), size, row),
        name => rules::custom::by_name(name).map_or(Rating::ZERO, |id| id.rule().rating()),
    }
}
