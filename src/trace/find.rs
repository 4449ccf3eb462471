//! Finding the simplest step at a state: singles from a tracker of their own, then the rules'
//! passes in scale order, keeping the lowest-rated finding of the first pass that has one.
//!
//! Every rating of a pass is below every rating of the next (intersections 2.6-2.8 < pairs
//! 3.0-3.4 < triples 3.6-4.0 < quads 5.0-5.4 < larger subsets ≥ 5.5), so the first pass with a
//! finding holds the simplest step. Singles are a placement each, gathered over the cell's
//! houses, so they are tracked here rather than found by the rule, which reports them house by
//! house.
//!
//! The engine's task queue says where to look, as in propagation: a house is queued at a pass
//! when something that can wake the pass changed in it (any change for subsets; a number's
//! places shrinking into an overlap for intersections; a new single for singles, which feeds the
//! tracker). A pass looks only at its queued houses; a house whose findings were not applied is
//! queued again, the others wait until they change.

use crate::graph::Graph;
use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet, PosSet};
use crate::propagate::Engine;
use crate::rules::{Config, Contradiction, Findings, Reason, Removal, Rules, Wake};

use super::scale::{Rating, rating};
use super::singles::Singles;
use super::step::Technique;

/// A step found and not yet applied.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Found {
    pub technique: Technique,
    pub rating: Rating,
    pub what: What,
}

/// What a found step does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum What {
    /// Places `number` in `cell`. `house` is the full house or the hidden single's house.
    Single {
        cell: Cell,
        number: Number,
        house: Option<House>,
    },
    /// A rule's finding: its reason and the rectangle of candidates it removes.
    Finding { reason: Reason, removal: Removal },
}

/// Looks for the simplest step, with the engine's queue saying where.
#[derive(Clone, Debug)]
pub(crate) struct Finder {
    config: Config,
    /// Naked singles are on: a placement also removes the number from the cell's peers.
    pub naked: bool,
    singles: Singles,
    findings: Findings,
    /// Houses with findings not applied, to queue again.
    again: Vec<House>,
}

impl Finder {
    /// A finder for `config`; `engine` is set to queue houses for its passes, every house at
    /// first.
    pub fn new(config: Config, engine: &mut Engine) -> Finder {
        let on = config.size_bound() >= 1;
        let (naked, hidden) = (
            on && config.rules.contains(Rules::NAKED),
            on && config.rules.contains(Rules::HIDDEN),
        );
        engine.watch(&config);
        Finder {
            naked,
            singles: Singles::new(engine.layout(), naked, hidden),
            findings: Findings::new(),
            again: Vec::new(),
            config,
        }
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Brings the singles up to date with what changed in the houses queued for singles.
    fn feed_singles(&mut self, engine: &mut Engine) {
        let Some(level) = engine
            .passes()
            .iter()
            .position(|p| p.rule.wake() == Wake::NewSingle)
        else {
            return;
        };
        while let Some(house) = engine.next_queued(level) {
            let changes = engine.changes_mut(house);
            let cells = std::mem::take(&mut changes.single_cells);
            let numbers = std::mem::take(&mut changes.single_numbers);
            let (layout, graph) = (engine.layout(), engine.graph());
            self.singles.feed(layout, graph, house, cells, numbers);
        }
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
        if let Some(found) = self.singles.pick(engine.layout(), engine.graph()) {
            return Ok(Some(found));
        }
        if self.singles.solved() {
            return Ok(None);
        }
        for level in 0..engine.passes().len() {
            if engine.passes()[level].rule.wake() == Wake::NewSingle {
                continue;
            }
            let mut best: Option<Found> = None;
            while let Some(house) = engine.next_queued(level) {
                self.findings.clear();
                let looked = engine.look(level, house, &mut self.findings);
                if let Err(contradiction) = looked {
                    engine.queue_again(level, house);
                    return Err(contradiction);
                }
                if self.findings.is_empty() {
                    continue;
                }
                self.again.push(house);
                for (reason, removal) in self.findings.iter() {
                    if let Reason::Intersection { number, .. } = reason {
                        // Still confined there until applied: look at it again next time.
                        engine.changes_mut(house).numbers.insert(number);
                    }
                    let found = classify(engine.layout(), reason, removal);
                    if best.is_none_or(|b| found.rating < b.rating) {
                        best = Some(found);
                    }
                }
            }
            for house in self.again.drain(..) {
                engine.queue_again(level, house);
            }
            if best.is_some() {
                return Ok(best);
            }
        }
        Ok(None)
    }
}

/// The technique and rating of a rule's finding.
fn classify(layout: &Layout, reason: Reason, removal: Removal) -> Found {
    let finding = What::Finding { reason, removal };
    match reason {
        Reason::NakedSubset {
            house,
            cells,
            numbers,
        } => {
            let k = cells.len();
            if k == 1 {
                // Singles are found before any pass runs; kept whole should a pass see one.
                let cell = first_cell(layout, house, cells);
                let number = numbers.first().unwrap_or(Number::new(0));
                return single_at(Technique::NakedSingle, layout, cell, number, None);
            }
            let technique = Technique::naked(k);
            Found {
                technique,
                rating: rating(technique, k, layout.kind(house)),
                what: finding,
            }
        }
        Reason::HiddenSubset {
            house,
            cells,
            numbers,
        } => {
            let k = numbers.len();
            if k == 1 {
                let cell = first_cell(layout, house, cells);
                let number = numbers.first().unwrap_or(Number::new(0));
                return single_at(Technique::HiddenSingle, layout, cell, number, Some(house));
            }
            let technique = Technique::hidden(k);
            Found {
                technique,
                rating: rating(technique, k, layout.kind(house)),
                what: finding,
            }
        }
        Reason::Intersection { house, other, .. } => {
            let technique = intersection_kind(layout.kind(house), layout.kind(other));
            Found {
                technique,
                rating: rating(technique, 1, layout.kind(house)),
                what: finding,
            }
        }
        // Rules report no other reason.
        Reason::Given | Reason::User | Reason::Guess => Found {
            technique: Technique::Intersection,
            rating: Rating::from_tenths(u16::MAX),
            what: finding,
        },
    }
}

fn first_cell(layout: &Layout, house: House, cells: PosSet) -> Cell {
    layout
        .cells_at(house, cells)
        .next()
        .unwrap_or(layout.cells_of(house)[0])
}

fn single_at(
    technique: Technique,
    layout: &Layout,
    cell: Cell,
    number: Number,
    house: Option<House>,
) -> Found {
    let kind = house.map_or(HouseKind::Row, |h| layout.kind(h));
    super::singles::single(technique, kind, cell, number, house)
}

/// Pointing when a box confines the number to a line, claiming when a line confines it to a
/// box, intersection for any other pair of houses.
fn intersection_kind(confining: HouseKind, other: HouseKind) -> Technique {
    use HouseKind::*;
    match (confining, other) {
        (Box, Row | Column) => Technique::Pointing,
        (Row | Column, Box) => Technique::Claiming,
        _ => Technique::Intersection,
    }
}

/// Every candidate a found step removes, with the reason of each removal, sorted by number then
/// cell; returns the reason a contradiction would be blamed on.
pub(crate) fn effect(
    layout: &Layout,
    graph: &Graph,
    found: &Found,
    peers_too: bool,
    out: &mut Vec<(Cell, Number, Reason)>,
) -> Reason {
    out.clear();
    let key = |&(cell, d, _): &(Cell, Number, Reason)| (d, cell);
    match found.what {
        What::Single {
            cell,
            number,
            house,
        } => {
            // The cell's other candidates go for a hidden single (a full house or a naked single
            // has none left).
            let own = graph.candidates(cell) - NumberSet::single(number);
            let hidden = house
                .filter(|_| !own.is_empty())
                .and_then(|h| Some((h, layout.position(cell, h)?)))
                .map(|(h, pos)| Reason::HiddenSubset {
                    house: h,
                    cells: PosSet::single(pos),
                    numbers: NumberSet::single(number),
                });
            let below = NumberSet::full(number.index());
            if let Some(reason) = hidden {
                out.extend((own & below).iter().map(|d| (cell, d, reason)));
            }
            let mut cause = hidden;
            if peers_too {
                let start = out.len();
                for (h, pos) in layout.houses_of(cell) {
                    let others = graph.places(h, number) - PosSet::single(pos);
                    if others.is_empty() {
                        continue;
                    }
                    let reason = Reason::NakedSubset {
                        house: h,
                        cells: PosSet::single(pos),
                        numbers: NumberSet::single(number),
                    };
                    cause.get_or_insert(reason);
                    for peer in layout.cells_at(h, others) {
                        out.push((peer, number, reason));
                    }
                }
                // A peer can lie in two houses of the cell (its row and its box): keep it once.
                let peers = &mut out[start..];
                peers.sort_unstable_by_key(|&(peer, _, _)| peer);
                let mut kept = start;
                for i in start..out.len() {
                    if kept == start || out[kept - 1].0 != out[i].0 {
                        out[kept] = out[i];
                        kept += 1;
                    }
                }
                out.truncate(kept);
            }
            if let Some(reason) = hidden {
                out.extend((own - below).iter().map(|d| (cell, d, reason)));
            }
            cause.unwrap_or(Reason::User)
        }
        What::Finding { reason, removal } => {
            for d in removal.numbers {
                for cell in layout.cells_at(removal.house, removal.cells) {
                    if graph.has(cell, d) {
                        out.push((cell, d, reason));
                    }
                }
            }
            // Cells of an extra house need not come in ascending order.
            if !out.is_sorted_by_key(key) {
                out.sort_unstable_by_key(key);
            }
            reason
        }
    }
}
