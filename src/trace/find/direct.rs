//! Sudoku Explainer's direct techniques: a pointing or hidden subset whose removals would leave
//! a hidden single counts as its direct form, rated lower, and the step found places that single.

use crate::graph::Graph;
use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::propagate::Engine;
use crate::rules::{self, Removal};

use super::super::found::{Found, What, effect};
use super::super::scale::rating;
use super::super::step::Technique;
use super::{Finder, pattern};

impl Finder {
    /// `found` in its direct form when it has one, direct techniques are on, and its removals
    /// leave a number one place in a complete house whose cell is not placed yet.
    pub(super) fn direct_or_not(
        &self,
        engine: &Engine,
        found: Found,
        removals: &[Removal],
    ) -> Found {
        let Some(direct) = found.technique.direct().filter(|_| self.direct) else {
            return found;
        };
        // Where the single must be, as Sudoku Explainer counts it: a hidden subset's in its own
        // house (another number), a pointing's in a box of a cell it cleared.
        let own_house = found.technique.is_hidden_subset();
        let placed = self.singles.placed();
        let (layout, graph) = (engine.layout(), engine.graph());
        if !yields_single(layout, graph, removals, placed, own_house) {
            return found;
        }
        let size = match found.technique {
            Technique::HiddenPair => 2,
            Technique::HiddenTriple => 3,
            _ => 1,
        };
        Found {
            technique: direct,
            rating: rating(direct, size, HouseKind::Row),
            ..found
        }
    }

    /// `found` as Sudoku Explainer applies a direct technique, when it is one: a step that
    /// places the single its pattern's removals would leave, and removes only what that
    /// placement does (the cell's other numbers, the number from its peers). The pattern's own
    /// removals are its reason, not made: a later step may make them.
    pub(super) fn placing(&mut self, engine: &Engine, found: Found) -> Found {
        let What::Finding { reason } = found.what else {
            return found;
        };
        if !found.technique.is_direct() {
            return found;
        }
        let (layout, graph) = (engine.layout(), engine.graph());
        let own_house = found.technique.is_hidden_subset();
        let placed = self.singles.placed();
        let Some((cell, number, house)) =
            yielded_single(layout, graph, &self.removals, placed, own_house)
        else {
            return found;
        };
        let (houses, cells, numbers): (Vec<House>, Vec<Cell>, NumberSet) = match reason {
            rules::Reason::HiddenSubset {
                house,
                cells,
                numbers,
            } => (
                vec![house],
                layout.cells_at(house, cells).collect(),
                numbers,
            ),
            rules::Reason::Intersection {
                house,
                other,
                cells,
                number,
            } => (
                vec![house, other],
                layout.cells_at(house, cells).collect(),
                NumberSet::single(number),
            ),
            _ => return found,
        };
        // What the placement removes, as a hidden single in `house` would.
        let single = Found {
            what: What::Single {
                cell,
                number,
                house: Some(house),
            },
            ..found
        };
        let mut removed = Vec::new();
        effect(
            layout,
            graph,
            &single,
            &[],
            &self.patterns,
            self.naked,
            &mut removed,
        );
        let mut eliminations: Vec<(Cell, Number)> =
            removed.into_iter().map(|(c, d, _)| (c, d)).collect();
        eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
        let index = self.patterns.len();
        self.patterns.push(
            found.technique,
            found.rating,
            houses,
            cells,
            numbers,
            eliminations,
            [(cell, number)],
        );
        pattern(found.technique, found.rating, index)
    }
}

/// Whether removing `removals` leaves some number one place in a complete house, at a cell not
/// placed yet (see [`yielded_single`]).
fn yields_single(
    layout: &Layout,
    graph: &Graph,
    removals: &[Removal],
    placed: &[bool],
    own_house: bool,
) -> bool {
    yielded_single(layout, graph, removals, placed, own_house).is_some()
}

/// The first single that removing `removals` leaves: a number they remove with one place left
/// in a complete house, at a cell not placed yet, and that house — the removals' own house
/// (`own_house`, a hidden subset's) or a box of a cell they clear (a pointing's).
fn yielded_single(
    layout: &Layout,
    graph: &Graph,
    removals: &[Removal],
    placed: &[bool],
    own_house: bool,
) -> Option<(Cell, Number, House)> {
    let gone = |cell: Cell, d: Number| {
        removals.iter().any(|r| {
            r.numbers.contains(d)
                && layout
                    .position(cell, r.house)
                    .is_some_and(|pos| r.cells.contains(pos))
        })
    };
    for r in removals {
        for cell in layout.cells_at(r.house, r.cells) {
            for d in r.numbers & graph.candidates(cell) {
                for (house, _) in layout.houses_of(cell) {
                    let wanted = if own_house {
                        house == r.house
                    } else {
                        layout.kind(house) == HouseKind::Box
                    };
                    if !wanted || !layout.is_complete(house) {
                        continue;
                    }
                    let mut left = layout
                        .cells_at(house, graph.places(house, d))
                        .filter(|&c| !gone(c, d));
                    if let (Some(only), None) = (left.next(), left.next())
                        && !placed[only.index()]
                    {
                        return Some((only, d, house));
                    }
                }
            }
        }
    }
    None
}
