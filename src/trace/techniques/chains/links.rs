//! The links the chain searches follow, gathered once per state: the searches from every
//! candidate read them as lists instead of working each one out from the grid again.
//!
//! A node's links depend only on the state, not on the search: its number's other places in
//! each of its houses (weak links, when it is true), the rest of its number's places in each
//! complete house when they are one cell or group (strong links, when it is false), and the
//! groups of its houses it shares no cell with. They are kept in the order the searches visited
//! them in when they read the grid (house by house, the cells of a house in order, then its
//! groups), since a breadth-first search's first parent decides the chain it reports.

use crate::layout::{Cell, House};
use crate::trace::node::MAX_GROUP;

use super::super::{State, cand};
use super::groups::{Groups, node_parts};

/// Lists of nodes, one per node: list `i` from `start[i]` to `start[i + 1]`.
#[derive(Default)]
struct Lists {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Lists {
    #[inline]
    fn of(&self, i: usize) -> &[u32] {
        &self.items[self.start[i] as usize..self.start[i + 1] as usize]
    }

    /// Ends the list of the node being gathered.
    fn close(&mut self) {
        self.start.push(self.items.len() as u32);
    }
}

/// Every node's links at one state (nodes numbered as in the searches: `2i` node `i` false,
/// `2i + 1` true; a group `g` is node `groups.total + g`).
pub(in crate::trace::techniques) struct Links {
    /// When true, without groups: the node's number's other places in each of its houses,
    /// false.
    weak: Lists,
    /// The same with the groups of each house it shares no cell with, after the house's cells.
    weak_grouped: Lists,
    /// When false, without groups: in each complete house where its number has one other place,
    /// that place, true.
    strong: Lists,
    /// The same where the other places are one group (or one cell), in groups' terms.
    strong_grouped: Lists,
    /// Whether there are groups: without, the grouped lists are the plain ones, not kept.
    grouped: bool,
}

impl Links {
    /// The links of every candidate of the state and of every group of `groups`.
    pub(in crate::trace::techniques) fn new(state: &State<'_>, groups: &Groups) -> Links {
        let (layout, graph) = (state.layout, state.graph);
        let n = layout.side();
        let none = Groups::none(groups.total);
        let nodes = groups.total + groups.list.len();
        let grouped = !groups.list.is_empty();
        let mut links = Links {
            weak: Lists::default(),
            weak_grouped: Lists::default(),
            strong: Lists::default(),
            strong_grouped: Lists::default(),
            grouped,
        };
        for lists in [
            &mut links.weak,
            &mut links.weak_grouped,
            &mut links.strong,
            &mut links.strong_grouped,
        ] {
            lists.start.reserve(nodes + 1);
            lists.start.push(0);
        }
        let mut houses: Vec<House> = Vec::with_capacity(8);
        let mut rest: Vec<Cell> = Vec::with_capacity(64);
        for i in 0..nodes {
            let mut one = [Cell::new(0)];
            let (d, cells) = node_parts(groups, n, i, &mut one);
            // Only nodes a search can reach have links: a candidate of the state, any group.
            let open = i >= groups.total || graph.has(cells[0], d);
            if open {
                houses.clear();
                match cells {
                    [cell] => houses.extend(layout.houses_of(*cell).map(|(h, _)| h)),
                    _ => houses.extend(groups.list[i - groups.total].houses),
                }
                for &h in &houses {
                    for other in layout.cells_at(h, graph.places(h, d)) {
                        if !cells.contains(&other) {
                            let y = 2 * cand(n, other, d) as u32;
                            links.weak.items.push(y);
                            if grouped {
                                links.weak_grouped.items.push(y);
                            }
                        }
                    }
                    let here = groups.in_house.get(h.index() * n + d.index());
                    for &g in here.into_iter().flatten() {
                        let group = &groups.list[g as usize];
                        if !group.cells.iter().any(|c| cells.contains(c)) {
                            links.weak_grouped.items.push(2 * (groups.total as u32 + g));
                        }
                    }
                    if !layout.is_complete(h) {
                        continue;
                    }
                    let places = graph.places(h, d);
                    if places.len() > cells.len() + MAX_GROUP {
                        continue;
                    }
                    rest.clear();
                    rest.extend(layout.cells_at(h, places).filter(|c| !cells.contains(c)));
                    rest.sort_unstable();
                    if let Some(y) = none.node_at(layout, n, &rest, d) {
                        links.strong.items.push(2 * y + 1);
                    }
                    if grouped && let Some(y) = groups.node_at(layout, n, &rest, d) {
                        links.strong_grouped.items.push(2 * y + 1);
                    }
                }
            }
            links.weak.close();
            links.weak_grouped.close();
            links.strong.close();
            links.strong_grouped.close();
        }
        links
    }

    /// Node `i`'s weak links when true (its number's other places and, `grouped`, groups).
    #[inline]
    pub(in crate::trace::techniques) fn weak(&self, i: usize, grouped: bool) -> &[u32] {
        if grouped && self.grouped {
            self.weak_grouped.of(i)
        } else {
            self.weak.of(i)
        }
    }

    /// Node `i`'s strong links through houses when false (`grouped`: to groups too).
    #[inline]
    pub(in crate::trace::techniques) fn strong(&self, i: usize, grouped: bool) -> &[u32] {
        if grouped && self.grouped {
            self.strong_grouped.of(i)
        } else {
            self.strong.of(i)
        }
    }
}
