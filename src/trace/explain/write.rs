//! How a step found is written as a record: its technique, rating, houses, cells, numbers,
//! removals and placements, and the chain or sets of a pattern.

use crate::layout::{Cell, House, Number, NumberSet, PosSet};
use crate::rules::{Line, Reason};

use super::Explainer;
use crate::trace::found::{Found, What};
use crate::trace::step::Steps;

impl Explainer {
    /// Records the step for `found` in `out`, with the removals [`effect`] listed (into
    /// `self.removals`).
    pub(super) fn write_step(&self, found: &Found, out: &mut Steps) {
        let layout = self.engine.layout();
        let eliminations = self.removals.iter().map(|&(c, d, _)| (c, d));
        let (t, rating) = (found.technique, found.rating);
        match found.what {
            What::Single {
                cell,
                number,
                house,
            } => {
                let numbers = NumberSet::single(number);
                let placement = [(cell, number)];
                match house {
                    Some(h) => out.push(t, rating, [h], [cell], numbers, eliminations, placement),
                    None => {
                        let houses = layout.houses_of(cell).map(|(h, _)| h);
                        out.push(t, rating, houses, [cell], numbers, eliminations, placement)
                    }
                }
            }
            What::Pattern { index } => {
                let step = self.finder.patterns().get(index as usize);
                let houses = step.houses.iter().copied();
                let cells = step.cells.iter().copied();
                let placements = step.placements.iter().copied();
                out.push(
                    t,
                    rating,
                    houses,
                    cells,
                    step.numbers,
                    eliminations,
                    placements,
                );
                out.set_chain(step.chain.iter().copied());
                out.set_sets(step.sets.iter().copied());
                out.set_proof(step.proof.cloned());
            }
            What::Finding { reason, .. } => match reason {
                Reason::NakedSubset {
                    house,
                    cells,
                    numbers,
                }
                | Reason::HiddenSubset {
                    house,
                    cells,
                    numbers,
                } => {
                    let cells = layout.cells_at(house, cells);
                    out.push(t, rating, [house], cells, numbers, eliminations, []);
                }
                Reason::Intersection {
                    house,
                    other,
                    cells,
                    number,
                } => {
                    let (cells, numbers) =
                        (layout.cells_at(house, cells), NumberSet::single(number));
                    out.push(t, rating, [house, other], cells, numbers, eliminations, []);
                }
                Reason::Fish {
                    number,
                    base_line,
                    base,
                    cover,
                } => {
                    // The base lines, then the cover lines; the pattern's cells are the
                    // number's places in the base lines.
                    let (houses, cells) = self.fish_lines(number, base_line, base, cover);
                    let numbers = NumberSet::single(number);
                    out.push(t, rating, houses, cells, numbers, eliminations, []);
                }
                Reason::FinnedFish {
                    number,
                    base_line,
                    base,
                    cover,
                    fin_box,
                    ..
                } => {
                    // The base lines, the cover lines, then the fins' box; the pattern's cells
                    // are the number's places in the base lines, fins included.
                    let (houses, cells) = self.fish_lines(number, base_line, base, cover);
                    let houses = houses.chain([fin_box]);
                    let numbers = NumberSet::single(number);
                    out.push(t, rating, houses, cells, numbers, eliminations, []);
                }
                Reason::FrankenFish {
                    number,
                    base,
                    cover,
                    ..
                } => {
                    // The base houses, then the cover houses; the pattern's cells are the
                    // number's places in the base houses, fins included.
                    let graph = self.engine.graph();
                    let houses = base.houses().chain(cover.houses());
                    let cells = base
                        .houses()
                        .flat_map(|h| layout.cells_at(h, graph.places(h, number)));
                    let numbers = NumberSet::single(number);
                    out.push(t, rating, houses, cells, numbers, eliminations, []);
                }
                Reason::Custom {
                    house,
                    cells,
                    numbers,
                    ..
                } => {
                    let cells = layout.cells_at(house, cells);
                    out.push(t, rating, [house], cells, numbers, eliminations, []);
                }
                _ => out.push(t, rating, [], [], NumberSet::EMPTY, eliminations, []),
            },
        }
    }

    /// A fish's base lines then cover lines, and its cells: the number's places in the base
    /// lines.
    fn fish_lines(
        &self,
        number: Number,
        base_line: Line,
        base: PosSet,
        cover: PosSet,
    ) -> (
        impl Iterator<Item = House> + '_,
        impl Iterator<Item = Cell> + '_,
    ) {
        let (layout, graph, n) = (
            self.engine.layout(),
            self.engine.graph(),
            self.engine.layout().side(),
        );
        let lines =
            move |family: Line, set: PosSet| set.iter().map(move |i| family.house(i.index(), n));
        let houses = lines(base_line, base).chain(lines(base_line.other(), cover));
        let cells =
            lines(base_line, base).flat_map(move |h| layout.cells_at(h, graph.places(h, number)));
        (houses, cells)
    }
}
