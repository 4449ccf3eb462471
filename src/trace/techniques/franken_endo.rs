//! Franken and mutant fish with an *endo fin* (listing only, `hint --all`): a place of the
//! number in two base houses, which HoDoKu counts as a fin.
//!
//! The engine's rule (`rules/franken.rs`) takes base houses sharing no place of the number:
//! then they hold it k times in k different cells. With a shared place the count holds unless
//! that place holds the number, so it is one more fin: either a fin (endo or not) holds the
//! number, or the fish argument stands, and a place seeing every fin loses it in both cases.
//! The search is the rule's, with base houses allowed to share places as long as some place of
//! the number sees every shared one, and only patterns with an endo fin reported (the others
//! are the rule's). Explanations never ask it (it lists nothing unless every step is wanted),
//! so their steps and ratings stay those of the rule.

use crate::layout::{HouseKind, NumberSet};
use crate::rules::{Findings, Reason, Rules, franken};
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State};

/// Franken and mutant fish with endo fins, every size up to `--max-size` (four at most).
pub(crate) struct EndoFinnedFish;

impl GridTechnique for EndoFinnedFish {
    fn families(&self) -> Rules {
        // `franken` includes `finned` and `fish`: only its own bit turns this on.
        Rules::FRANKEN.without(Rules::FINNED)
    }

    fn floor(&self) -> Rating {
        rating(Technique::franken(2, true, false), 2, HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        if state.every.is_none() || !state.rules.contains(Rules::FRANKEN) {
            return;
        }
        let (layout, graph) = (state.layout, state.graph);
        let mut findings = Findings::new();
        let mut cells = Vec::new();
        let mut eliminations = Vec::new();
        for size in 2..=state.max_size {
            for number in NumberSet::full(layout.side()) {
                findings.clear();
                franken::endo_finned(layout, graph, number, size, &mut findings);
                for (reason, removals) in findings.patterns() {
                    let Reason::FrankenFish { base, cover, .. } = reason else {
                        continue;
                    };
                    let mutant = franken::is_mutant(layout.side(), base, cover);
                    let technique = Technique::franken(size, true, mutant);
                    let value = rating(technique, size, HouseKind::Row);
                    if value >= limit || !state.allows(technique) {
                        continue;
                    }
                    // The base houses, then the covers; the cells: the number's places in the
                    // base houses, each once.
                    cells.clear();
                    for h in base.houses() {
                        cells.extend(layout.cells_at(h, graph.places(h, number)));
                    }
                    cells.sort_unstable();
                    cells.dedup();
                    eliminations.clear();
                    for removal in removals {
                        let at = layout.cells_at(removal.house, removal.cells);
                        eliminations.extend(at.map(|c| (c, number)));
                    }
                    let houses = base.houses().chain(cover.houses());
                    out.push(
                        technique,
                        value,
                        houses,
                        cells.iter().copied(),
                        NumberSet::single(number),
                        eliminations.iter().copied(),
                        [],
                    );
                }
            }
        }
    }
}
