//! Finding the simplest step at a state: singles by a scan of their own, then the rules' passes
//! in scale order, keeping the lowest-rated finding of the first pass that has one.
//!
//! Every rating of a pass is below every rating of the next (intersections 2.6-2.8 < pairs
//! 3.0-3.4 < triples 3.6-4.0 < quads 5.0-5.4 < larger subsets ≥ 5.5), so the first pass with a
//! finding holds the simplest step. Singles are a placement each, gathered over the cell's
//! houses, so they are found here rather than by the rule, which reports them house by house.
//!
//! A house that gave nothing to a subset pass gives nothing again until one of its candidates
//! goes (its findings depend on its maps only), so such houses are skipped until touched. The
//! intersection pass looks, as in propagation, only at the numbers whose places in the house
//! changed and now fit in an overlap with another house: a number confined nowhere stays so
//! until its places change (fewer candidates in the other house can only mean less to remove).

use crate::graph::Graph;
use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet, PosSet};
use crate::rules::{
    self, Config, Contradiction, Findings, Pass, Reason, Removal, Rules, Wake, find_in_house,
};

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

/// Looks for the simplest step, remembering which houses have nothing to give.
#[derive(Clone, Debug)]
pub(crate) struct Finder {
    config: Config,
    /// Naked singles are on: a placement also removes the number from the cell's peers.
    pub naked: bool,
    /// Naked and hidden singles are both on.
    both_singles: bool,
    singles: Singles,
    passes: Vec<Pass>,
    findings: Findings,
    /// `clean[pass * words + house / 64]`: houses known to give nothing to the pass.
    clean: Vec<u64>,
    words: usize,
    /// Per house, the numbers whose places changed and may now be confined.
    confinable: Vec<NumberSet>,
    /// Houses touched by the last step's removals.
    touched: Vec<u64>,
}

impl Finder {
    /// A finder for `config`, starting at the state `graph`.
    pub fn new(config: Config, layout: &Layout, graph: &Graph) -> Finder {
        let on = config.size_bound() >= 1;
        let (naked, hidden) = (
            on && config.rules.contains(Rules::NAKED),
            on && config.rules.contains(Rules::HIDDEN),
        );
        let passes = rules::passes_after_singles(&config, layout);
        let words = layout.houses().div_ceil(64);
        Finder {
            naked,
            both_singles: naked && hidden,
            singles: Singles::new(layout, graph, naked, hidden),
            clean: vec![0; passes.len() * words],
            passes,
            words,
            confinable: vec![NumberSet::full(layout.side()); layout.houses()],
            touched: vec![0; words],
            findings: Findings::new(),
            config,
        }
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Notes the candidates removed (the graph already without them): their houses may have
    /// something new for every pass, and singles may have appeared.
    pub fn removed(&mut self, layout: &Layout, graph: &Graph, removals: &[(Cell, Number, Reason)]) {
        for &(cell, number, _) in removals {
            if graph.candidates(cell).is_single() {
                self.singles.single_cell(layout, graph, cell);
            }
            for (house, _) in layout.houses_of(cell) {
                let h = house.index();
                self.touched[h / 64] |= 1 << (h % 64);
                let places = graph.places(house, number);
                if let Some(pos) = places.single_item() {
                    self.singles.single_place(layout, graph, house, number, pos);
                    // With both singles on, a number with one place is a hidden single or
                    // placed already: nothing to confine.
                    if !self.both_singles {
                        self.confinable[h].insert(number);
                    }
                } else if places.len() <= layout.max_overlap(house) {
                    self.confinable[h].insert(number);
                }
            }
        }
        for level in self.clean.chunks_mut(self.words) {
            for (word, touched) in level.iter_mut().zip(&self.touched) {
                *word &= !touched;
            }
        }
        self.touched.fill(0);
    }

    /// The simplest step at the state `graph`, if any.
    ///
    /// # Errors
    ///
    /// A contradiction a rule sees in a pattern (k cells with fewer than k numbers, or the
    /// reverse), met while looking.
    pub fn find(&mut self, layout: &Layout, graph: &Graph) -> Result<Option<Found>, Contradiction> {
        if let Some(found) = self.singles.pick(layout, graph) {
            return Ok(Some(found));
        }
        if self.singles.solved() {
            return Ok(None);
        }

        let all = NumberSet::full(layout.side());
        for (level, &pass) in self.passes.iter().enumerate() {
            let by_number = pass.rule.wake() == Wake::Confinable;
            let mut best: Option<Found> = None;
            for house in layout.house_ids() {
                let (word, bit) = (level * self.words + house.index() / 64, house.index() % 64);
                let numbers = if by_number {
                    std::mem::take(&mut self.confinable[house.index()])
                } else if self.clean[word] >> bit & 1 == 1 {
                    NumberSet::EMPTY
                } else {
                    all
                };
                if numbers.is_empty() {
                    continue;
                }
                self.findings.clear();
                let (config, out) = (&self.config, &mut self.findings);
                find_in_house(pass, house, numbers, layout, graph, config, out)?;
                if self.findings.is_empty() {
                    self.clean[word] |= 1 << bit;
                    continue;
                }
                for (reason, removal) in self.findings.iter() {
                    if let Reason::Intersection { number, .. } = reason {
                        // Still confined there until applied: look again next time.
                        self.confinable[house.index()].insert(number);
                    }
                    let found = classify(layout, reason, removal);
                    if best.is_none_or(|b| found.rating < b.rating) {
                        best = Some(found);
                    }
                }
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
    Found {
        technique,
        rating: rating(technique, 1, kind),
        what: What::Single {
            cell,
            number,
            house,
        },
    }
}

/// Pointing when a box confines the number to a line, claiming when a line confines it to a
/// box, intersection for any other pair of houses.
pub(crate) fn intersection_kind(confining: HouseKind, other: HouseKind) -> Technique {
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
