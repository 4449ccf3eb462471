//! A step found and not yet applied: what it is (a single, a rule's pattern named from its
//! reason, or a technique's pattern) and every candidate applying it removes.

use crate::graph::Graph;
use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet, PosSet};
use crate::rules::{self, Reason, Removal};

use super::scale::{Rating, rating};
use super::step::{Steps, Technique};

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
    /// A rule's pattern: its reason; the rectangles of candidates it removes are the finder's
    /// [`Finder::removals`].
    Finding { reason: Reason },
    /// A pattern of a technique of explanations only (chains, wings, forcing chains): step
    /// `index` of the finder's [`Finder::patterns`], eliminations and chain included.
    Pattern { index: u32 },
}

/// The technique and rating of a rule's pattern.
pub(super) fn classify(layout: &Layout, reason: Reason) -> Found {
    let finding = What::Finding { reason };
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
        Reason::Fish { base, .. } if base.len() == 1 => {
            // One line confining the number to one cell of a cross line: an intersection of a
            // row and a column (found only when singles do not run).
            let technique = Technique::Intersection;
            Found {
                technique,
                rating: rating(technique, 1, HouseKind::Row),
                what: finding,
            }
        }
        Reason::Fish { base, .. } => {
            let technique = Technique::fish(base.len());
            Found {
                technique,
                rating: rating(technique, base.len(), HouseKind::Row),
                what: finding,
            }
        }
        Reason::FinnedFish { base, sashimi, .. } => {
            let technique = Technique::finned(base.len(), sashimi);
            Found {
                technique,
                rating: rating(technique, base.len(), HouseKind::Row),
                what: finding,
            }
        }
        Reason::FrankenFish {
            base,
            cover,
            finned,
            ..
        } => {
            let mutant = rules::franken::is_mutant(layout.side(), base, cover);
            let technique = Technique::franken(base.len(), finned, mutant);
            Found {
                technique,
                rating: rating(technique, base.len(), HouseKind::Row),
                what: finding,
            }
        }
        Reason::Custom { rule, .. } => Found {
            technique: Technique::Custom(rule),
            rating: rule.rule().rating(),
            what: finding,
        },
        // Rules report no other reason; should one, it is applied as the hardest step there is.
        _ => Found {
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

/// Every candidate a found step removes (`removals`: a pattern's rectangles), with the reason
/// of each removal, sorted by number then cell; returns the reason a contradiction would be
/// blamed on.
pub(crate) fn effect(
    layout: &Layout,
    graph: &Graph,
    found: &Found,
    removals: &[Removal],
    patterns: &Steps,
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
        What::Pattern { index } => {
            let step = patterns.get(index as usize);
            let technique = step.technique.name();
            for &(cell, number) in step.eliminations {
                if graph.has(cell, number) {
                    let reason = Reason::Explained {
                        technique,
                        cell,
                        number,
                    };
                    out.push((cell, number, reason));
                }
            }
            if !out.is_sorted_by_key(key) {
                out.sort_unstable_by_key(key);
            }
            out.dedup_by_key(|e| key(e));
            out.first().map_or(Reason::User, |e| e.2)
        }
        What::Finding { reason } => {
            for removal in removals {
                for d in removal.numbers {
                    for cell in layout.cells_at(removal.house, removal.cells) {
                        if graph.has(cell, d) {
                            out.push((cell, d, reason));
                        }
                    }
                }
            }
            // Cells of an extra house need not come in ascending order, nor those of several
            // rectangles; two rectangles may share a cell.
            if !out.is_sorted_by_key(key) {
                out.sort_unstable_by_key(key);
            }
            out.dedup_by_key(|e| key(e));
            reason
        }
    }
}
