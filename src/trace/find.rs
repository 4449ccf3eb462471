//! Finding the simplest step at a state: singles by a scan of their own, then the rules' passes
//! in scale order, keeping the lowest-rated finding of the first pass that has one.
//!
//! Every rating of a pass is below every rating of the next (intersections 2.6-2.8 < pairs
//! 3.0-3.4 < triples 3.6-4.0 < quads 5.0-5.4 < larger subsets ≥ 5.5), so the first pass with a
//! finding holds the simplest step. Singles are a placement each, gathered over the cell's
//! houses, so they are found here rather than by the rule, which reports them house by house.
//!
//! A house that gave nothing to a pass gives nothing again until one of its candidates goes
//! (findings depend only on the house's maps, and on the other house of an intersection, where
//! fewer candidates can only mean less to remove), so such houses are skipped until touched.

use crate::graph::Graph;
use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet, PosSet};
use crate::rules::{
    self, Config, Contradiction, Findings, Pass, Reason, Removal, Rules, find_in_house,
};

use super::scale::{Rating, rating};
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
    /// Hidden singles are on.
    pub hidden: bool,
    passes: Vec<Pass>,
    findings: Findings,
    /// `clean[pass * words + house / 64]`: houses known to give nothing to the pass.
    clean: Vec<u64>,
    words: usize,
}

impl Finder {
    pub fn new(config: Config, layout: &Layout) -> Finder {
        let singles = config.size_bound() >= 1;
        let passes = rules::passes_after_singles(&config, layout);
        let words = layout.houses().div_ceil(64);
        Finder {
            naked: singles && config.rules.contains(Rules::NAKED),
            hidden: singles && config.rules.contains(Rules::HIDDEN),
            clean: vec![0; passes.len() * words],
            passes,
            words,
            findings: Findings::new(),
            config,
        }
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Notes that a candidate of `cell` went: its houses may have something new for every pass.
    #[inline]
    pub fn touched(&mut self, layout: &Layout, cell: Cell) {
        for (house, _) in layout.houses_of(cell) {
            let (word, bit) = (house.index() / 64, 1u64 << (house.index() % 64));
            for level in self.clean.chunks_mut(self.words) {
                level[word] &= !bit;
            }
        }
    }

    /// The simplest step at the state `graph`, if any.
    ///
    /// # Errors
    ///
    /// A contradiction a rule sees in a pattern (k cells with fewer than k numbers, or the
    /// reverse), met while looking.
    pub fn find(&mut self, layout: &Layout, graph: &Graph) -> Result<Option<Found>, Contradiction> {
        if let Some(found) = self.singles(layout, graph) {
            return Ok(Some(found));
        }
        for (level, &pass) in self.passes.iter().enumerate() {
            let mut best: Option<Found> = None;
            for house in layout.house_ids() {
                let (word, bit) = (level * self.words + house.index() / 64, house.index() % 64);
                if self.clean[word] >> bit & 1 == 1 {
                    continue;
                }
                self.findings.clear();
                find_in_house(pass, house, layout, graph, &self.config, &mut self.findings)?;
                if self.findings.is_empty() {
                    self.clean[word] |= 1 << bit;
                    continue;
                }
                for (reason, removal) in self.findings.iter() {
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

    /// The simplest single: a full house, else a hidden single in a box, else in a line or an
    /// extra house, else a naked single; the first in house (or cell) order among equals.
    fn singles(&self, layout: &Layout, graph: &Graph) -> Option<Found> {
        if self.naked {
            for house in layout.house_ids() {
                if let Some((cell, number)) = full_house(layout, graph, house) {
                    let kind = layout.kind(house);
                    return Some(single(Technique::FullHouse, kind, cell, number, house));
                }
            }
        }
        if self.hidden {
            let boxes = layout
                .house_ids()
                .filter(|&h| layout.kind(h) == HouseKind::Box);
            let others = layout
                .house_ids()
                .filter(|&h| layout.kind(h) != HouseKind::Box);
            for house in boxes.chain(others) {
                if !layout.is_complete(house) {
                    continue;
                }
                for (d, places) in graph.places_of(house).iter().enumerate() {
                    let Some(pos) = places.single_item() else {
                        continue;
                    };
                    let (cell, number) = (layout.cell_at(house, pos), Number::new(d));
                    if self.pending(layout, graph, cell) {
                        let kind = layout.kind(house);
                        return Some(single(Technique::HiddenSingle, kind, cell, number, house));
                    }
                }
            }
        }
        if self.naked {
            for (c, cands) in graph.all_candidates().iter().enumerate() {
                let cell = Cell::new(c);
                if let Some(number) = cands.single_item()
                    && !placed(layout, graph, cell)
                {
                    return Some(Found {
                        technique: Technique::NakedSingle,
                        rating: rating(Technique::NakedSingle, 1, HouseKind::Row),
                        what: What::Single {
                            cell,
                            number,
                            house: None,
                        },
                    });
                }
            }
        }
        None
    }

    /// Whether placing a number in `cell` would remove anything: another candidate of the cell,
    /// or (with naked singles on) the number in a peer.
    fn pending(&self, layout: &Layout, graph: &Graph, cell: Cell) -> bool {
        graph.candidates(cell).len() > 1 || (self.naked && !placed(layout, graph, cell))
    }
}

/// Whether `cell` has one candidate that no peer has any more: nothing is left to do there.
#[inline]
fn placed(layout: &Layout, graph: &Graph, cell: Cell) -> bool {
    let Some(d) = graph.candidates(cell).single_item() else {
        return false;
    };
    layout
        .houses_of(cell)
        .all(|(house, _)| graph.places(house, d).len() <= 1)
}

/// The last open cell of a complete house, with its value, when every other cell is placed.
fn full_house(layout: &Layout, graph: &Graph, house: House) -> Option<(Cell, Number)> {
    if !layout.is_complete(house) {
        return None;
    }
    let mut open = None;
    for &cell in layout.cells_of(house) {
        if !placed(layout, graph, cell) {
            if open.is_some() {
                return None;
            }
            open = Some(cell);
        }
    }
    // The other cells' values are gone from it, so it has one candidate (or none, which the
    // engine has already reported).
    let cell = open?;
    graph.candidates(cell).single_item().map(|d| (cell, d))
}

fn single(
    technique: Technique,
    kind: HouseKind,
    cell: Cell,
    number: Number,
    house: House,
) -> Found {
    Found {
        technique,
        rating: rating(technique, 1, kind),
        what: What::Single {
            cell,
            number,
            house: Some(house),
        },
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
    let cause = match found.what {
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
            if let Some(reason) = hidden {
                out.extend(own.iter().map(|d| (cell, d, reason)));
            }
            let mut cause = hidden;
            if peers_too {
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
            }
            cause.unwrap_or(Reason::User)
        }
        What::Finding { reason, removal } => {
            for cell in layout.cells_at(removal.house, removal.cells) {
                for d in graph.candidates(cell) & removal.numbers {
                    out.push((cell, d, reason));
                }
            }
            reason
        }
    };
    // A peer can be in two houses of the cell (a row and a box): keep it once, for the first.
    out.sort_by_key(|&(cell, d, _)| (d, cell));
    out.dedup_by_key(|&mut (cell, d, _)| (d, cell));
    cause
}
