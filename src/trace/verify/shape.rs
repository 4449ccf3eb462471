//! Shape checks of the engine's techniques (singles, subsets, intersections, fish of every
//! kind) and custom rules' steps: the technique fits the pattern's sizes and house kinds, and the
//! rating is the scale's.

use crate::layout::{Cell, House, HouseKind};
use crate::trace::scale::rating;
use crate::trace::step::{StepRef, Technique};

use super::{Checker, Problem};

impl Checker<'_> {
    /// The technique fits the pattern's sizes and houses, and the rating is the scale's.
    pub(super) fn shape(&self, step: &StepRef<'_>) -> Result<(), Problem> {
        let layout = self.layout;
        let t = step.technique;
        let (houses, cells, k) = (step.houses, step.cells, step.cells.len());
        if !cells.windows(2).all(|w| w[0] < w[1]) {
            return Err(Problem::Malformed("cells not ascending and distinct"));
        }
        let in_house = |h: House| cells.iter().all(|&c| layout.position(c, h).is_some());
        if t.is_single() {
            if k != 1 || step.numbers.len() != 1 {
                return Err(Problem::Malformed("a single has one cell and one number"));
            }
            let number = step
                .numbers
                .first()
                .ok_or(Problem::Malformed("no number"))?;
            if *step.placements != [(cells[0], number)] {
                return Err(Problem::Malformed("a single places its number in its cell"));
            }
            let fits = match t {
                Technique::NakedSingle => houses
                    .iter()
                    .copied()
                    .eq(layout.houses_of(cells[0]).map(|(h, _)| h)),
                _ => houses.len() == 1 && in_house(houses[0]),
            };
            if !fits {
                return Err(Problem::Malformed("a single's houses are not the cell's"));
            }
        } else {
            // A direct technique places the single its pattern leaves, as Sudoku Explainer
            // applies it (or, listed with every step, makes the pattern's removals).
            let direct_placement = t.is_direct() && step.placements.len() == 1;
            if !step.placements.is_empty() && !direct_placement {
                return Err(Problem::Malformed("only singles place values"));
            }
            if t.is_fish() {
                self.fish_shape(step)?;
            } else if t.is_finned_fish() {
                self.finned_shape(step)?;
            } else if t.is_franken_fish() {
                self.franken_shape(step)?;
            } else if t.is_custom() {
                if houses.len() != 1 || !in_house(houses[0]) {
                    return Err(Problem::Malformed(
                        "a custom rule's step is one house and cells of it",
                    ));
                }
            } else if t.is_intersection() {
                let kinds = match houses[..] {
                    [a, b] if a != b => (layout.kind(a), layout.kind(b)),
                    _ => return Err(Problem::Malformed("an intersection has two houses")),
                };
                if step.numbers.len() != 1 || k == 0 || !in_house(houses[0]) || !in_house(houses[1])
                {
                    return Err(Problem::Malformed(
                        "an intersection is one number in cells of both houses",
                    ));
                }
                let expected = match kinds {
                    (HouseKind::Box, HouseKind::Row | HouseKind::Column) => Technique::Pointing,
                    (HouseKind::Row | HouseKind::Column, HouseKind::Box) => Technique::Claiming,
                    _ => Technique::Intersection,
                };
                if t.plain() != expected {
                    return Err(Problem::Malformed("the house kinds name another technique"));
                }
            } else {
                let named = if t.is_naked_subset() {
                    Technique::naked(k)
                } else {
                    Technique::hidden(k)
                };
                if houses.len() != 1 || k < 2 || step.numbers.len() != k || named != t.plain() {
                    return Err(Problem::Malformed(
                        "a subset is k cells and k numbers of one house, named by k",
                    ));
                }
                if !in_house(houses[0]) {
                    return Err(Problem::Malformed("a subset's cells lie in its house"));
                }
            }
        }
        let expected = rating(t, step.size(), layout.kind(houses[0]));
        if step.rating != expected {
            return Err(Problem::Rating {
                expected,
                found: step.rating,
            });
        }
        Ok(())
    }

    /// A fish is k ≥ 2 distinct lines of one family then k distinct lines of the other, one
    /// number, and cells in its base lines; its name is its size's.
    fn fish_shape(&self, step: &StepRef<'_>) -> Result<(), Problem> {
        let layout = self.layout;
        let houses = step.houses;
        let k = houses.len() / 2;
        let line = |h: House| match layout.kind(h) {
            HouseKind::Row | HouseKind::Column => Some(layout.kind(h)),
            _ => None,
        };
        let (base, cover) = houses.split_at(k);
        let family = |lines: &[House]| {
            let kind = line(*lines.first()?)?;
            let distinct = lines
                .iter()
                .enumerate()
                .all(|(i, h)| !lines[..i].contains(h));
            (distinct && lines.iter().all(|&h| line(h) == Some(kind))).then_some(kind)
        };
        let shaped = houses.len().is_multiple_of(2)
            && k >= 2
            && matches!((family(base), family(cover)), (Some(a), Some(b)) if a != b);
        if !shaped {
            return Err(Problem::Malformed(
                "a fish is k distinct rows (or columns), then k distinct columns (or rows)",
            ));
        }
        if step.numbers.len() != 1 || Technique::fish(k) != step.technique {
            return Err(Problem::Malformed(
                "a fish is one number, named by its size",
            ));
        }
        let in_base = |c: &Cell| base.iter().any(|&h| layout.position(*c, h).is_some());
        if !step.cells.iter().all(in_base) {
            return Err(Problem::Malformed("a fish's cells lie in its base lines"));
        }
        Ok(())
    }

    /// A finned fish is a fish's houses then a box, one number, cells in its base lines; its
    /// name is its size's.
    fn finned_shape(&self, step: &StepRef<'_>) -> Result<(), Problem> {
        let layout = self.layout;
        let houses = step.houses;
        let Some((&fin_box, lines)) = houses.split_last() else {
            return Err(Problem::Malformed("a finned fish names its houses"));
        };
        let k = lines.len() / 2;
        if lines.len() % 2 != 0 || !(2..=4).contains(&k) || layout.kind(fin_box) != HouseKind::Box {
            return Err(Problem::Malformed(
                "a finned fish is 2 to 4 base lines, as many cover lines, then a box",
            ));
        }
        let line = |h: House| matches!(layout.kind(h), HouseKind::Row | HouseKind::Column);
        let (base, cover) = lines.split_at(k);
        let family = |set: &[House]| {
            let kind = layout.kind(set[0]);
            let distinct = set.iter().enumerate().all(|(i, h)| !set[..i].contains(h));
            (distinct && set.iter().all(|&h| line(h) && layout.kind(h) == kind)).then_some(kind)
        };
        if !matches!((family(base), family(cover)), (Some(a), Some(b)) if a != b) {
            return Err(Problem::Malformed(
                "a finned fish's base and cover lines are rows and columns",
            ));
        }
        if step.numbers.len() != 1 {
            return Err(Problem::Malformed("a finned fish is one number"));
        }
        let named = [false, true]
            .into_iter()
            .any(|sashimi| Technique::finned(k, sashimi) == step.technique);
        if !named {
            return Err(Problem::Malformed("a finned fish is named by its size"));
        }
        let in_base = |c: &Cell| base.iter().any(|&h| layout.position(*c, h).is_some());
        if !step.cells.iter().all(in_base) {
            return Err(Problem::Malformed(
                "a finned fish's cells lie in its base lines",
            ));
        }
        Ok(())
    }

    /// A Franken or mutant fish is k complete base houses, then at most k
    /// other cover houses, one number, cells in its base houses; its name says its size, and
    /// Franken (rows and boxes on one side, columns and boxes on the other) or mutant (any
    /// other mix, or extra houses); a fish of lines alone of one family each side is a fish.
    fn franken_shape(&self, step: &StepRef<'_>) -> Result<(), Problem> {
        let layout = self.layout;
        let t = step.technique;
        let k = t.franken_size();
        let houses = step.houses;
        if houses.len() < k || houses.len() > 2 * k {
            return Err(Problem::Malformed(
                "a Franken fish is k base houses, then at most k cover houses",
            ));
        }
        let (base, cover) = houses.split_at(k);
        let distinct = houses
            .iter()
            .enumerate()
            .all(|(i, h)| !houses[..i].contains(h));
        if !distinct || !base.iter().all(|&h| layout.is_complete(h)) {
            return Err(Problem::Malformed(
                "a Franken fish's houses are distinct, its base houses complete",
            ));
        }
        if step.numbers.len() != 1 {
            return Err(Problem::Malformed("a Franken fish is one number"));
        }
        let has = |set: &[House], kind: HouseKind| set.iter().any(|&h| layout.kind(h) == kind);
        let lines_only = !has(houses, HouseKind::Box) && !has(houses, HouseKind::Extra);
        let franken = !has(houses, HouseKind::Extra)
            && ((!has(base, HouseKind::Column) && !has(cover, HouseKind::Row))
                || (!has(base, HouseKind::Row) && !has(cover, HouseKind::Column)));
        if lines_only && franken && cover.len() == k {
            return Err(Problem::Malformed(
                "a fish of lines alone, as many covers as base lines, is a fish or a finned fish",
            ));
        }
        let named = [false, true]
            .into_iter()
            .any(|finned| Technique::franken(k, finned, !franken) == t);
        if !named {
            return Err(Problem::Malformed(
                "a Franken or mutant fish is named by its size and its houses",
            ));
        }
        let in_base = |c: &Cell| base.iter().any(|&h| layout.position(*c, h).is_some());
        if !step.cells.iter().all(in_base) {
            return Err(Problem::Malformed(
                "a Franken fish's cells lie in its base houses",
            ));
        }
        Ok(())
    }
}
