//! Group nodes of the chains: a number's places in a box ∩ line, two or more, as one node.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::MAX_GROUP;

use super::super::{State, cand, uncand};

/// A number's places in a box ∩ line, two or more: a node of its own, true when the number is
/// in one of its cells.
pub(in crate::trace::techniques) struct Group {
    pub(in crate::trace::techniques) number: Number,
    pub(in crate::trace::techniques) houses: [House; 2],
    pub(in crate::trace::techniques) cells: Vec<Cell>,
}

/// The groups by (box, line, number), hashed with `rustc_hash`'s Fx hash: looked up for every
/// false node of the chain searches (about a million times an explanation of a hard puzzle),
/// where the standard hasher took most of the lookup. Never iterated, so its order does not
/// matter.
pub(in crate::trace::techniques) type Index = rustc_hash::FxHashMap<(House, House, Number), u32>;

/// Every group of the state, and where they lie.
pub(in crate::trace::techniques) struct Groups {
    pub(in crate::trace::techniques) list: Vec<Group>,
    /// The groups by (box, line, number).
    pub(in crate::trace::techniques) index: Index,
    /// The groups in each (house, number), `house · n + number`.
    pub(in crate::trace::techniques) in_house: Vec<Vec<u32>>,
    /// Candidates, cells × numbers: group `g` is node `total + g`.
    pub(in crate::trace::techniques) total: usize,
    /// For each candidate, the sizes (a bit each) of the groups of its number whose first
    /// cell is its cell: a group at exactly some cells has one of these at their first.
    sizes: Vec<u16>,
}

impl Groups {
    /// No group, for a grid of `total` candidates.
    pub(in crate::trace::techniques) fn none(total: usize) -> Groups {
        Groups {
            list: Vec::new(),
            index: Index::default(),
            in_house: Vec::new(),
            total,
            sizes: Vec::new(),
        }
    }

    pub(in crate::trace::techniques) fn new(state: &State<'_>) -> Groups {
        let (layout, graph) = (state.layout, state.graph);
        let n = layout.side();
        let mut groups = Groups {
            list: Vec::new(),
            index: Index::default(),
            in_house: vec![Vec::new(); layout.houses() * n],
            total: layout.cells() * n,
            sizes: vec![0; layout.cells() * n],
        };
        for b in layout
            .house_ids()
            .filter(|&h| layout.kind(h) == HouseKind::Box)
        {
            for line in layout.house_ids() {
                if layout.kind(line) == HouseKind::Box || !layout.is_complete(line) {
                    continue;
                }
                if layout.intersection(b, line).is_none() {
                    continue;
                }
                // The box's cells in the line, then each number's among them (counted first:
                // most numbers make no group, and are not gathered).
                let shared: Vec<Cell> = (layout.cells_of(b).iter().copied())
                    .filter(|&c| layout.position(c, line).is_some())
                    .collect();
                for d in NumberSet::full(n) {
                    let count = shared.iter().filter(|&&c| graph.has(c, d)).count();
                    if !(2..=MAX_GROUP).contains(&count) {
                        continue;
                    }
                    let cells: Vec<Cell> = (shared.iter().copied())
                        .filter(|&c| graph.has(c, d))
                        .collect();
                    let g = groups.list.len() as u32;
                    groups.index.insert((b, line, d), g);
                    groups.in_house[b.index() * n + d.index()].push(g);
                    groups.in_house[line.index() * n + d.index()].push(g);
                    groups.sizes[cand(n, cells[0], d)] |= 1 << cells.len();
                    groups.list.push(Group {
                        number: d,
                        houses: [b, line],
                        cells,
                    });
                }
            }
        }
        groups
    }

    /// The node (candidate or group) of `number` at exactly `cells` (ascending), if any.
    pub(in crate::trace::techniques) fn node_at(
        &self,
        layout: &Layout,
        n: usize,
        cells: &[Cell],
        number: Number,
    ) -> Option<u32> {
        match cells {
            [] => None,
            [one] => Some(cand(n, *one, number) as u32),
            [first, rest @ ..] => {
                // No group of that size starts there (and none at all without groups; a
                // group has at most `MAX_GROUP` cells).
                let sizes = self.sizes.get(cand(n, *first, number)).copied();
                if cells.len() > MAX_GROUP || sizes.is_none_or(|s| s >> cells.len() & 1 == 0) {
                    return None;
                }
                let b = layout
                    .houses_of(*first)
                    .map(|(h, _)| h)
                    .find(|&h| layout.kind(h) == HouseKind::Box)?;
                let line = layout.houses_of(*first).map(|(h, _)| h).find(|&h| {
                    layout.kind(h) != HouseKind::Box
                        && rest.iter().all(|&c| layout.position(c, h).is_some())
                })?;
                let g = *self.index.get(&(b, line, number))?;
                (self.list[g as usize].cells == cells).then_some(self.total as u32 + g)
            }
        }
    }
}

/// The number and cells of node `i` (a candidate below `groups.total`, else a group).
pub(in crate::trace::techniques) fn node_parts<'g>(
    groups: &'g Groups,
    n: usize,
    i: usize,
    one: &'g mut [Cell; 1],
) -> (Number, &'g [Cell]) {
    if i < groups.total {
        let (cell, d) = uncand(n, i);
        one[0] = cell;
        (d, &one[..])
    } else {
        let g = &groups.list[i - groups.total];
        (g.number, &g.cells)
    }
}
