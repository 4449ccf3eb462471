//! Every forcing step at a state, for `hint --all`: every level searched, each conclusion listed
//! once per kind of step by its simplest chain, and at most a cap of steps kept.
//!
//! An explanation wants the simplest step only, so the levels stop at the first that has one.
//! Listing every step instead, each level's branches conclude much the same things again, at
//! each cell and house they start from: at the starting states of thirty top1465 puzzles, the
//! levels up to dynamic (+) listed as found made more than 24 GB of JSON. So steps are kept by
//! what they conclude:
//!
//! - A step's *conclusion* is its cell and the candidates it removes there (a true potential
//!   removes the cell's other numbers, a false one itself), and its *kind* is what it concludes
//!   from: a contradiction (Nishio, dynamic contradiction chains), a candidate and its negation
//!   (double), a cell's candidates (cell), a number's places in a house (region).
//! - Steps are ordered by simplicity: rating, then nodes, then the order found (levels by
//!   strength, then as each level's search finds them).
//! - A step is listed unless a simpler step of its kind removes, in its cell, every candidate
//!   it removes: the same conclusion by a longer chain or at a stronger level, or a candidate's
//!   removal where a simpler step places a number in its cell.
//!
//! So at most two conclusions per candidate and kind are listed, whatever the number of
//! branches and levels. The conclusions are kept for every step offered (a few words each);
//! the steps themselves (their chains) only for the `max` simplest, which are the ones listed.
//! When a step arriving late outdoes steps kept before and one left out for the cap would have
//! taken their place, the searches run once more keeping exactly the simplest `max` (they are
//! deterministic, so every step comes back in the same order).

use std::collections::BTreeMap;
use std::time::Instant;

use crate::layout::{Cell, NumberSet};
use crate::trace::node::Node;
use crate::trace::scale::Rating;
use crate::trace::step::{Steps, Technique};
use crate::trace::techniques::{Every, State};

use super::{Kind, Level, Pool, Search, technique};

/// Every kind of forcing step.
const KINDS: [Kind; 4] = [Kind::Contradiction, Kind::Double, Kind::Cell, Kind::Region];

/// A step's rank among the others: rating, nodes, then the order offered.
type Order = (Rating, u32, u32);

/// A step offered, without its eliminations (its conclusion says them).
pub(super) struct Listed {
    pub technique: Technique,
    pub rating: Rating,
    pub cells: Vec<Cell>,
    pub numbers: NumberSet,
    pub chain: Vec<Node>,
}

/// The conclusions seen and the simplest steps, as the levels' searches offer steps.
#[derive(Default)]
pub(super) struct Collector {
    max: usize,
    /// For each kind and cell (`kind · cells + cell`), the conclusions no simpler step of the
    /// kind outdoes: the candidates removed and the rank of the simplest step removing them.
    seen: Vec<Vec<(NumberSet, Order)>>,
    /// The simplest steps whose conclusions are not outdone, at most `max`, with their
    /// conclusions.
    kept: BTreeMap<Order, (Cell, NumberSet, Listed)>,
    /// Steps offered so far.
    offered: u32,
    /// On the second run: the ranks of the steps to keep (the simplest `max`, known from the
    /// first).
    wanted: Option<Vec<Order>>,
}

impl Collector {
    fn new(cells: usize, max: usize, wanted: Option<Vec<Order>>) -> Collector {
        Collector {
            max,
            seen: vec![Vec::new(); KINDS.len() * cells],
            kept: BTreeMap::new(),
            offered: 0,
            wanted,
        }
    }

    fn bucket(&self, kind: Kind, cell: Cell) -> usize {
        let cells = self.seen.len() / KINDS.len();
        kind as usize * cells + cell.index()
    }

    /// Whether a step of `kind` rated below `rating` removes every one of `removed` in `cell`.
    pub fn known_below(&self, kind: Kind, cell: Cell, removed: NumberSet, rating: Rating) -> bool {
        self.seen[self.bucket(kind, cell)]
            .iter()
            .any(|&(r, order)| removed.is_subset(r) && order.0 < rating)
    }

    /// Takes `step`, of `kind`, removing `removed` in `cell`, unless a simpler one outdoes it;
    /// drops the steps it outdoes.
    pub fn offer(&mut self, kind: Kind, cell: Cell, removed: NumberSet, step: Listed) {
        let order: Order = (step.rating, step.chain.len() as u32, self.offered);
        self.offered += 1;
        let b = self.bucket(kind, cell);
        let bucket = &mut self.seen[b];
        if (bucket.iter()).any(|&(r, o)| removed.is_subset(r) && o < order) {
            return;
        }
        let kept = &mut self.kept;
        bucket.retain(|&(r, o)| {
            let outdone = r.is_subset(removed) && o > order;
            if outdone {
                kept.remove(&o);
            }
            !outdone
        });
        bucket.push((removed, order));
        let keep = match &self.wanted {
            Some(wanted) => wanted.binary_search(&order).is_ok(),
            None => {
                self.kept.len() < self.max
                    || self.kept.last_key_value().is_some_and(|(o, _)| order < *o)
            }
        };
        if keep {
            self.kept.insert(order, (cell, removed, step));
            if self.kept.len() > self.max {
                self.kept.pop_last();
            }
        }
    }

    /// The ranks of the simplest `max` conclusions not outdone, in order.
    fn simplest(&self) -> Vec<Order> {
        let mut all: Vec<Order> = self.seen.iter().flatten().map(|&(_, o)| o).collect();
        all.sort_unstable();
        all.truncate(self.max);
        all
    }

    /// How many steps are listable: conclusions not outdone.
    fn listable(&self) -> usize {
        self.seen.iter().map(Vec::len).sum()
    }
}

/// Every forcing step at `state` (see the module's documentation), written to `out` simplest
/// first; `every` told how many were left out and whether the nested budget stopped a level.
pub(super) fn find(state: &State<'_>, every: &Every<'_>, pool: &Pool, out: &mut Steps) {
    let cells = state.layout.cells();
    let mut list = Collector::new(cells, every.max, None);
    levels(state, every, pool, &mut list);
    let simplest = list.simplest();
    if !every.timed_out.get() && simplest.iter().any(|o| !list.kept.contains_key(o)) {
        // Steps kept early were outdone after simpler ones had been left out for the cap.
        let listable = list.listable();
        list = Collector::new(cells, every.max, Some(simplest));
        levels(state, every, pool, &mut list);
        debug_assert_eq!(list.listable(), listable, "the second run sees the same");
    }
    let listed = list.kept.len();
    every
        .unlisted
        .set(every.unlisted.get() + list.listable() - listed);
    for (_, (cell, removed, step)) in std::mem::take(&mut list.kept) {
        let eliminations = removed.iter().map(|d| (cell, d));
        out.push(
            step.technique,
            step.rating,
            [],
            step.cells,
            step.numbers,
            eliminations,
            [],
        );
        out.set_chain(step.chain);
    }
}

/// Runs the search of every level the state and the techniques wanted allow, into `list`, up
/// to the deadline: a level begun is run to its end, none is begun once it has passed.
fn levels(state: &State<'_>, every: &Every<'_>, pool: &Pool, list: &mut Collector) {
    for level in Level::ALL {
        if !level.runs_at(state) {
            break;
        }
        if every.deadline.is_some_and(|d| Instant::now() >= d) {
            every.timed_out.set(true);
            break;
        }
        if !KINDS.iter().any(|&k| state.wants(technique(k, level))) {
            continue;
        }
        let mut search = Search::new(state, level, Rating::from_tenths(u16::MAX), pool);
        search.budget = every.nested_budget.unwrap_or(super::nested::LIST_BUDGET);
        search.list = Some(Box::new(std::mem::take(list)));
        search.run(&mut Steps::default());
        if let Some(back) = search.list.take() {
            *list = *back;
        }
        if search.gave_up.get() {
            every.budget_hit.set(true);
        }
    }
}

impl Search<'_> {
    /// Whether listing every step, a step of `kind` concluding `p` at this level would be
    /// outdone: a step of the kind rated below the level's base already removes what it would.
    pub(super) fn known(&self, kind: Kind, p: u32) -> bool {
        let Some(list) = &self.list else {
            return false;
        };
        let (cell, removed) = self.removes(p);
        list.known_below(kind, cell, removed, Rating::from_tenths(self.level.base()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Number;

    fn step(tenths: u16, nodes: usize) -> Listed {
        let node = Node::cell(
            Cell::new(0),
            Number::new(0),
            crate::trace::Link::Start,
            true,
        );
        Listed {
            technique: Technique::DynamicCellForcingChain,
            rating: Rating::from_tenths(tenths),
            cells: Vec::new(),
            numbers: NumberSet::EMPTY,
            chain: vec![node; nodes],
        }
    }

    fn set(numbers: &[usize]) -> NumberSet {
        let mut set = NumberSet::EMPTY;
        for &d in numbers {
            set.insert(Number::new(d));
        }
        set
    }

    #[test]
    fn a_conclusion_is_kept_once_by_its_simplest_step() {
        let mut list = Collector::new(81, 10, None);
        let cell = Cell::new(5);
        list.offer(Kind::Cell, cell, set(&[3]), step(86, 9));
        // The same conclusion by a longer chain, rated the same: outdone.
        list.offer(Kind::Cell, cell, set(&[3]), step(86, 10));
        // Another kind: kept.
        list.offer(Kind::Region, cell, set(&[3]), step(90, 5));
        // The cell's number placed (3 and 7 removed), by a shorter chain: outdoes the first.
        list.offer(Kind::Cell, cell, set(&[3, 7]), step(86, 8));
        assert_eq!(list.listable(), 2);
        let kept: Vec<(Rating, u32)> = list.kept.keys().map(|o| (o.0, o.1)).collect();
        assert_eq!(
            kept,
            [(Rating::from_tenths(86), 8), (Rating::from_tenths(90), 5)]
        );
        // A removal the placement makes, rated more: outdone; known below a stronger level.
        list.offer(Kind::Cell, cell, set(&[7]), step(90, 4));
        assert_eq!(list.listable(), 2);
        assert!(list.known_below(Kind::Cell, cell, set(&[7]), Rating::from_tenths(90)));
        assert!(!list.known_below(Kind::Double, cell, set(&[7]), Rating::from_tenths(90)));
    }

    #[test]
    fn steps_outdone_after_others_were_dropped_for_the_bound_call_for_a_second_run() {
        let mut list = Collector::new(81, 2, None);
        list.offer(Kind::Cell, Cell::new(5), set(&[3]), step(80, 4));
        list.offer(Kind::Cell, Cell::new(5), set(&[7]), step(81, 4));
        // A third conclusion, dropped for the bound of two.
        list.offer(Kind::Cell, Cell::new(9), set(&[2]), step(82, 4));
        assert_eq!(list.kept.len(), 2);
        // A simpler placement in cell 5 outdoes both kept steps: the dropped one is now among
        // the two simplest, and only a second run can list it.
        list.offer(Kind::Cell, Cell::new(5), set(&[3, 7]), step(79, 4));
        assert_eq!(list.listable(), 2);
        let simplest = list.simplest();
        assert_eq!(simplest.len(), 2);
        assert!(simplest.iter().any(|o| !list.kept.contains_key(o)));
        // The second run, offered the same steps, keeps exactly those.
        let mut again = Collector::new(81, 2, Some(simplest.clone()));
        again.offer(Kind::Cell, Cell::new(5), set(&[3]), step(80, 4));
        again.offer(Kind::Cell, Cell::new(5), set(&[7]), step(81, 4));
        again.offer(Kind::Cell, Cell::new(9), set(&[2]), step(82, 4));
        again.offer(Kind::Cell, Cell::new(5), set(&[3, 7]), step(79, 4));
        assert_eq!(again.kept.keys().copied().collect::<Vec<_>>(), simplest);
    }
}
