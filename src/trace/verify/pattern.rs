//! Pattern checks of the same techniques: the pattern holds in the checker's state (the
//! numbers' places, the cells' candidates, the fins).

use crate::layout::{Cell, House, Number, NumberSet};
use crate::trace::step::{StepRef, Technique};

use super::{Checker, Problem};

impl Checker<'_> {
    /// The cells of `house` where `number` can go.
    fn places(&self, house: House, number: Number) -> Vec<Cell> {
        let cells = self.layout.cells_of(house);
        cells
            .iter()
            .copied()
            .filter(|c| self.cands[c.index()].contains(number))
            .collect()
    }

    pub(super) fn pattern(&self, step: &StepRef<'_>) -> Result<(), Problem> {
        let layout = self.layout;
        let house = step.houses[0];
        let cells = step.cells;
        let complete = layout.is_complete(house);
        let fails = |what| Err(Problem::PatternFails(what));
        match step.technique {
            Technique::FullHouse => {
                let (cell, number) = step.placements[0];
                if !complete {
                    return fails("a full house is a complete house");
                }
                let mut values = NumberSet::single(number);
                for &other in layout.cells_of(house) {
                    if other == cell {
                        continue;
                    }
                    match self.cands[other.index()].single_item() {
                        Some(d) if self.placed[other.index()] => values.insert(d),
                        _ => return fails("another cell of the house is open"),
                    }
                }
                if values != NumberSet::full(layout.side()) {
                    return fails("the house's other cells do not leave this number");
                }
                if !self.cands[cell.index()].contains(number) {
                    return fails("the cell cannot hold the number");
                }
            }
            Technique::HiddenSingle => {
                let (cell, number) = step.placements[0];
                if !complete {
                    return fails("a hidden single lies in a complete house");
                }
                if self.places(house, number) != [cell] {
                    return fails("the number has another place in the house, or none");
                }
            }
            Technique::NakedSingle => {
                let (cell, number) = step.placements[0];
                if self.cands[cell.index()] != NumberSet::single(number) {
                    return fails("the cell has other candidates");
                }
            }
            t if t.is_naked_subset() => {
                let union = cells
                    .iter()
                    .fold(NumberSet::EMPTY, |acc, c| acc | self.cands[c.index()]);
                if union != step.numbers {
                    return fails("the cells' candidates are not exactly the numbers");
                }
            }
            t if t.is_hidden_subset() => {
                if !complete {
                    return fails("a hidden subset lies in a complete house");
                }
                let mut used = vec![false; cells.len()];
                for number in step.numbers {
                    for place in self.places(house, number) {
                        match cells.binary_search(&place) {
                            Ok(i) => used[i] = true,
                            Err(_) => return fails("a number has a place outside the cells"),
                        }
                    }
                }
                if used.contains(&false) {
                    return fails("a cell holds none of the numbers");
                }
            }
            t if t.is_finned_fish() => {
                let number = step
                    .numbers
                    .first()
                    .ok_or(Problem::Malformed("no number"))?;
                let k = step.houses.len() / 2;
                let (base, rest) = step.houses.split_at(k);
                let (cover, fin_box) = (&rest[..k], rest[k]);
                let mut places: Vec<Cell> =
                    base.iter().flat_map(|&h| self.places(h, number)).collect();
                places.sort_unstable();
                if places != cells {
                    return fails("the cells are not exactly the number's places in the base");
                }
                let within =
                    |c: Cell, set: &[House]| set.iter().any(|&h| layout.position(c, h).is_some());
                let fins: Vec<Cell> = places
                    .iter()
                    .copied()
                    .filter(|&c| !within(c, cover))
                    .collect();
                if fins.is_empty() {
                    return fails("a finned fish has a fin");
                }
                if !fins.iter().all(|&c| layout.position(c, fin_box).is_some()) {
                    return fails("a fin lies outside the box");
                }
                let sashimi = base.iter().any(|&h| {
                    self.places(h, number)
                        .iter()
                        .filter(|&&c| within(c, cover))
                        .count()
                        <= 1
                });
                let named = Technique::finned(k, sashimi);
                if named != step.technique {
                    return fails("finned or sashimi: the pattern says the other");
                }
            }
            Technique::Custom(id) => {
                let state = self.state();
                if !id.rule().check(layout, &state, step) {
                    return fails("the rule's own check rejects the step");
                }
            }
            t if t.is_franken_fish() => {
                let number = step
                    .numbers
                    .first()
                    .ok_or(Problem::Malformed("no number"))?;
                let k = t.franken_size();
                let (base, cover) = step.houses.split_at(k);
                let mut places: Vec<Cell> =
                    base.iter().flat_map(|&h| self.places(h, number)).collect();
                // A place in two base houses is an endo fin (`franken_fins`).
                places.sort_unstable();
                places.dedup();
                if places != cells {
                    return fails("the cells are not exactly the number's places in the base");
                }
                let fins = self.franken_fins(step);
                if cover.len() < k && fins.is_empty() {
                    return fails("fewer covers than base houses and no fin: a contradiction");
                }
                let finned = [false, true].into_iter().find(|&f| {
                    Technique::franken(k, f, false) == t || Technique::franken(k, f, true) == t
                });
                if finned != Some(!fins.is_empty()) {
                    return fails("finned or not: the pattern says the other");
                }
            }
            t if t.is_fish() => {
                let number = step
                    .numbers
                    .first()
                    .ok_or(Problem::Malformed("no number"))?;
                let (base, cover) = step.houses.split_at(step.houses.len() / 2);
                let mut places: Vec<Cell> =
                    base.iter().flat_map(|&h| self.places(h, number)).collect();
                places.sort_unstable();
                if places != cells {
                    return fails("the cells are not exactly the number's places in the base");
                }
                let covered = |c: &Cell| cover.iter().any(|&h| layout.position(*c, h).is_some());
                if !places.iter().all(covered) {
                    return fails("a place in the base lines lies outside the cover lines");
                }
            }
            _ => {
                // Pointing, claiming, intersection.
                let number = step
                    .numbers
                    .first()
                    .ok_or(Problem::Malformed("no number"))?;
                if !complete {
                    return fails("the confining house is complete");
                }
                if self.places(house, number) != cells {
                    return fails("the cells are not exactly the number's places in the house");
                }
            }
        }
        Ok(())
    }
}
