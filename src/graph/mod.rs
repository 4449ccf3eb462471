//! The shared bipartite graph between cells and numbers, and the house maps backed by it.
//!
//! An edge (cell, number) means "this number can still go in this cell". The graph stores the
//! edges once, seen from the cells ([`Graph::candidates`]). Every house has two maps: cell →
//! numbers, which *is* the candidate sets of its cells (no copy), and number → cells, the
//! transposed view kept in one machine word per (house, number). The number → cells maps are
//! only written by `Graph::unlink`, which the engine's update jobs call for every removed edge,
//! so the two views cannot drift; [`Graph::check_views`] compares them, and in debug builds the
//! engine runs it (`debug_assert!`) on its starting graph and after every batch of update jobs,
//! so every test built with debug assertions checks the maps after every change.

mod dot;
mod house;

pub use dot::{CandidateEdge, GraphNode, to_petgraph, to_petgraph_of};
pub use house::HouseMap;

use crate::layout::{Cell, House, IndexVec, Layout, Number, NumberSet, Pos, PosSet};

/// The candidate state: the cell/number edges and every house's number → cells map.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Graph {
    side: usize,
    cands: IndexVec<Cell, NumberSet>,
    /// `places[house * side + number]`: the positions of `house` where `number` can go.
    places: Vec<PosSet>,
}

impl Graph {
    /// The graph with every edge: each number can go in each cell.
    pub fn full(layout: &Layout) -> Graph {
        let n = layout.side();
        let mut places = Vec::with_capacity(layout.houses() * n);
        for house in layout.house_ids() {
            places.extend(std::iter::repeat_n(layout.all_positions(house), n));
        }
        Graph {
            side: n,
            cands: IndexVec::filled(layout.cells(), NumberSet::full(n)),
            places,
        }
    }

    /// The graph whose cell `c` has the candidates `candidates(c)`, house maps included.
    pub fn from_fn(layout: &Layout, candidates: impl Fn(Cell) -> NumberSet) -> Graph {
        let n = layout.side();
        let cands: Vec<NumberSet> = (0..layout.cells())
            .map(|c| candidates(Cell::new(c)) & NumberSet::full(n))
            .collect();
        // Every map starts full; each missing edge then leaves the maps of its cell's houses.
        // A puzzle misses few edges (its givens' other numbers), so this beats a transposition.
        let mut places: Vec<PosSet> = layout
            .house_ids()
            .flat_map(|h| std::iter::repeat_n(layout.all_positions(h), n))
            .collect();
        let all = NumberSet::full(n);
        for (c, &set) in cands.iter().enumerate() {
            let missing = all - set;
            if missing.is_empty() {
                continue;
            }
            for &(house, pos) in layout.houses_slice(Cell::new(c)) {
                let row = &mut places[house.index() * n..(house.index() + 1) * n];
                for d in missing {
                    row[d.index()].remove(pos);
                }
            }
        }
        Graph {
            side: n,
            cands: IndexVec::from_vec(cands),
            places,
        }
    }

    /// The side of the grid.
    #[inline]
    pub fn side(&self) -> usize {
        self.side
    }

    /// The numbers that can still go in `cell`.
    #[inline]
    pub fn candidates(&self, cell: Cell) -> NumberSet {
        self.cands[cell]
    }

    /// Every cell's candidates, in cell order.
    #[inline]
    pub fn all_candidates(&self) -> &[NumberSet] {
        self.cands.as_slice()
    }

    /// The positions of `house` where `number` can still go.
    #[inline]
    pub fn places(&self, house: House, number: Number) -> PosSet {
        self.places[house.index() * self.side + number.index()]
    }

    /// The number → cells map of `house`, indexed by number.
    #[inline]
    pub fn places_of(&self, house: House) -> &[PosSet] {
        let start = house.index() * self.side;
        &self.places[start..start + self.side]
    }

    /// Whether the edge (cell, number) is still there.
    #[inline]
    pub fn has(&self, cell: Cell, number: Number) -> bool {
        self.cands[cell].contains(number)
    }

    /// The number of edges left.
    pub fn edges(&self) -> usize {
        self.cands.as_slice().iter().map(|c| c.len()).sum()
    }

    /// Removes the edge (cell, number) from the cell side; returns whether it was there.
    ///
    /// The house maps are updated separately by `Graph::unlink`: the engine's
    /// [`eliminate`](crate::Engine::eliminate) is the only caller of both.
    #[inline]
    pub(crate) fn remove_edge(&mut self, cell: Cell, number: Number) -> bool {
        let set = &mut self.cands[cell];
        let had = set.contains(number);
        set.remove(number);
        had
    }

    /// Removes `cell` from the number → cells map of `number` in `house`, where `cell` lies at
    /// `pos`; returns the places left. (The update jobs do the same through
    /// [`Graph::split_mut`].)
    #[cfg(test)]
    pub(crate) fn unlink(&mut self, house: House, pos: Pos, number: Number) -> PosSet {
        let set = &mut self.places[house.index() * self.side + number.index()];
        set.remove(pos);
        *set
    }

    /// The cells' candidates to read and every house's number → cells map to write, at once
    /// (the update jobs' view; `maps[house * side + number]`).
    #[inline]
    pub(crate) fn split_mut(&mut self) -> (&[NumberSet], &mut [PosSet]) {
        (self.cands.as_slice(), &mut self.places)
    }

    /// Overwrites this graph with `other` (same layout) without allocating.
    #[inline]
    pub(crate) fn copy_from(&mut self, other: &Graph) {
        self.cands.copy_from(&other.cands);
        self.places.copy_from_slice(&other.places);
    }

    /// Checks that every house's number → cells map is the transpose of its cells' candidates.
    ///
    /// Returns the first (house, number) whose map disagrees with the graph.
    pub fn check_views(&self, layout: &Layout) -> Result<(), (House, Number)> {
        for house in layout.house_ids() {
            for d in 0..self.side {
                let number = Number::new(d);
                let expected: PosSet = layout
                    .cells_of(house)
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| self.cands[c].contains(number))
                    .map(|(p, _)| Pos::new(p))
                    .collect();
                if expected != self.places(house, number) {
                    return Err((house, number));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::BoxShape;

    #[test]
    fn full_graph_has_every_edge_and_consistent_views() {
        let layout = Layout::new(BoxShape::new(2, 3).unwrap());
        let g = Graph::full(&layout);
        assert_eq!(g.edges(), 6 * 36);
        assert_eq!(g.places(House::new(0), Number::new(5)).bits(), 0b111111);
        assert!(g.check_views(&layout).is_ok());
    }

    #[test]
    fn check_views_catches_a_drifted_map() {
        let layout = Layout::new(BoxShape::CLASSIC);
        let mut g = Graph::full(&layout);
        let (cell, d) = (Cell::new(10), Number::new(4));
        assert!(g.remove_edge(cell, d));
        assert!(!g.remove_edge(cell, d), "an edge is removed once");
        // Only the row is brought up to date: the column and box maps drift.
        g.unlink(House::new(1), Pos::new(1), d);
        assert_eq!(g.check_views(&layout), Err((House::new(10), d)));
        g.unlink(House::new(10), Pos::new(1), d);
        g.unlink(House::new(18), Pos::new(4), d);
        assert!(g.check_views(&layout).is_ok());
    }
}
