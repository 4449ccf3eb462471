//! Intersections: a number confined, in one house, to cells that all lie in another house is
//! removed from the rest of that other house (pointing and claiming for boxes and lines).

use std::ops::RangeInclusive;

use crate::layout::{House, Layout, Number, NumberSet, PosSet};

use super::{Config, Contradiction, HouseChanges, Reason, Removal, Rule, RuleContext, Rules, Wake};

/// A number confined to the overlap of two houses.
#[derive(Debug)]
pub(crate) struct Intersections;

impl Rule for Intersections {
    fn family(&self) -> &'static str {
        "intersections"
    }

    fn wake(&self) -> Wake {
        Wake::Confinable
    }

    fn passes(&self, config: &Config, _: &Layout) -> Option<RangeInclusive<u8>> {
        config.rules.contains(Rules::INTERSECTIONS).then_some(1..=1)
    }

    fn apply_house(
        &self,
        _: u8,
        house: House,
        cx: &mut RuleContext<'_, HouseChanges>,
    ) -> Result<(), Contradiction> {
        let (layout, graph) = (cx.layout, cx.graph);
        // Only a house that must hold every number confines it.
        if !layout.is_complete(house) {
            return Ok(());
        }
        // Whether a number is confined changes only when its places change.
        let places = graph.places_of(house);
        let single_places = !cx.config.singles_cover_single_places();
        for number in std::mem::take(&mut cx.changes.numbers) {
            let here = places[number.index()];
            if here.len() == 1 && single_places {
                // One place: every other house of that cell is an intersection.
                let cell = layout.cell_at(house, here.first().expect("one place"));
                for (other, pos) in layout.houses_of(cell) {
                    if other != house {
                        confine(cx, house, other, here, number, PosSet::single(pos));
                    }
                }
            } else if here.len() >= 2 {
                for inter in layout.wide_intersections(house) {
                    if here.is_subset(inter.here) {
                        confine(cx, house, inter.other, here, number, inter.there);
                    }
                }
            }
        }
        Ok(())
    }
}

/// Removes `number` from `other` outside the overlap `there`.
#[inline]
fn confine(
    cx: &mut RuleContext<'_, HouseChanges>,
    house: House,
    other: House,
    here: PosSet,
    number: Number,
    there: PosSet,
) {
    let outside = cx.graph.places(other, number) - there;
    if outside.is_empty() {
        return;
    }
    let reason = Reason::Intersection {
        house,
        other,
        cells: here,
        number,
    };
    let removal = Removal {
        house: other,
        cells: outside,
        numbers: NumberSet::single(number),
    };
    cx.out.push(reason, removal);
}
