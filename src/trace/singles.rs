//! Singles kept up to date as candidates go: which cells are placed, how many open cells each
//! house has, and which houses, (house, number) pairs and cells may hold a single.
//!
//! Each kind of single only ever stops being available (candidates only go), so the sets below
//! may keep stale entries: [`Singles::pick`] checks an entry before using it and drops it for
//! good when it no longer holds. Every entry that does hold is in its set, because the sets grow
//! at the removals that can create one:
//!
//! - a cell is *placed* by a step that places it (a single), or in the starting state: a given
//!   of the puzzle when the givens are known ([`Singles::set_givens`]), otherwise (a pencilmark
//!   state) a cell with one candidate that none of its peers has; a cell that goes down to one
//!   candidate later is a naked single to announce, not a placed cell;
//! - a *full house* is a complete house with one open (unplaced) cell, noted when a cell is
//!   placed;
//! - a *hidden single* is a number with one place in a complete house, noted at the removal that
//!   leaves it there;
//! - a *naked single* is a cell with one candidate, noted at the removal that leaves it so.
//!
//! The order of the pick is the scale's: full houses, hidden singles in boxes, in lines and
//! extra houses, naked singles; the lowest house (number, cell) first among equals.

use crate::graph::Graph;
use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet, Pos, PosSet};

use super::found::{Found, What};
use super::scale::rating;
use super::step::Technique;

/// What singles may be available, kept up to date removal by removal.
#[derive(Clone, Debug)]
pub(crate) struct Singles {
    /// Naked singles are on (full houses too); a placement clears the cell's peers.
    naked: bool,
    /// Hidden singles are on.
    hidden: bool,
    placed: Vec<bool>,
    /// Still reading the starting state, whose givens count as placed.
    starting: bool,
    /// The puzzle's givens, when it is a puzzle: in the starting state only these are placed
    /// (a cell settled with them, its last candidate seen by no peer, is still to announce).
    /// `None` for a pencilmark state, where a settled cell is taken as given.
    givens: Option<Vec<bool>>,
    /// Cells not placed.
    unplaced: usize,
    /// Per house, its cells not placed.
    open: Vec<u8>,
    /// Houses that may be full houses, one bit each.
    full: Vec<u64>,
    /// Per house, the numbers that may be hidden singles there.
    hidden_numbers: Vec<u64>,
    /// Positions in `order` of the houses whose `hidden_numbers` are not empty, one bit each.
    hidden_houses: Vec<u64>,
    /// Per house, its position in `order` (`u32::MAX` for a house that is not complete).
    rank: Vec<u32>,
    /// Cells that may be naked singles, one bit each.
    naked_cells: Vec<u64>,
    /// Complete houses, boxes first: the order hidden singles are looked for in.
    order: Vec<House>,
}

impl Singles {
    /// Nothing known yet: every cell open. [`feed`](Singles::feed) every house with every
    /// position and number to start.
    pub fn new(layout: &Layout, naked: bool, hidden: bool) -> Singles {
        let houses = layout.houses();
        let complete = |&h: &House| layout.is_complete(h);
        let boxes = layout
            .house_ids()
            .filter(|&h| layout.kind(h) == HouseKind::Box);
        let others = layout
            .house_ids()
            .filter(|&h| layout.kind(h) != HouseKind::Box);
        let order: Vec<House> = boxes.chain(others).filter(complete).collect();
        let mut rank = vec![u32::MAX; houses];
        for (i, house) in order.iter().enumerate() {
            rank[house.index()] = i as u32;
        }
        Singles {
            naked,
            hidden,
            placed: vec![false; layout.cells()],
            starting: true,
            givens: None,
            unplaced: layout.cells(),
            open: layout
                .house_ids()
                .map(|h| layout.cells_of(h).len() as u8)
                .collect(),
            full: vec![0; houses.div_ceil(64)],
            hidden_numbers: vec![0; houses],
            hidden_houses: vec![0; houses.div_ceil(64)],
            rank,
            naked_cells: vec![0; layout.cells().div_ceil(64)],
            order,
        }
    }

    /// Notes what changed in `house`: the cells at `cells` may have gone single, the numbers
    /// `numbers` may have one place left.
    pub fn feed(
        &mut self,
        layout: &Layout,
        graph: &Graph,
        house: House,
        cells: PosSet,
        numbers: NumberSet,
    ) {
        for cell in layout.cells_at(house, cells) {
            if graph.candidates(cell).is_single() {
                self.single_cell(layout, graph, cell);
            }
        }
        for number in numbers {
            if let Some(pos) = graph.places(house, number).single_item() {
                self.single_place(layout, graph, house, number, pos);
            }
        }
    }

    /// Notes that `cell` has one candidate.
    #[inline]
    fn single_cell(&mut self, layout: &Layout, graph: &Graph, cell: Cell) {
        // A placed cell stays placed: it is no naked single now or ever.
        if !self.check_placed(layout, graph, cell) {
            let c = cell.index();
            self.naked_cells[c / 64] |= 1 << (c % 64);
        }
    }

    /// Notes that `number` has one place, `pos`, in `house`.
    #[inline]
    fn single_place(
        &mut self,
        layout: &Layout,
        graph: &Graph,
        house: House,
        number: Number,
        pos: Pos,
    ) {
        let cell = layout.cell_at(house, pos);
        // A placed cell stays placed: its number is no hidden single there now or ever.
        let rank = self.rank[house.index()] as usize;
        if rank != u32::MAX as usize
            && (!graph.candidates(cell).is_single() || !self.check_placed(layout, graph, cell))
        {
            self.hidden_numbers[house.index()] |= 1 << number.index();
            self.hidden_houses[rank / 64] |= 1 << (rank % 64);
        }
    }

    /// The starting state is a puzzle's with these givens (by cell index): only they count as
    /// placed at the start. Called before the first [`feed`](Singles::feed).
    pub fn set_givens(&mut self, givens: Vec<bool>) {
        self.givens = Some(givens);
    }

    /// The starting state is read: from now on only steps place cells.
    pub fn started(&mut self) {
        self.starting = false;
    }

    /// Notes that a step placed a number in `cell`.
    pub fn place(&mut self, layout: &Layout, cell: Cell) {
        if !self.placed[cell.index()] {
            self.mark_placed(layout, cell);
        }
    }

    /// Whether `cell` is placed, noting a settled cell of the starting state as placed.
    #[inline]
    fn check_placed(&mut self, layout: &Layout, graph: &Graph, cell: Cell) -> bool {
        if self.placed[cell.index()] {
            return true;
        }
        if !self.starting {
            return false;
        }
        let given = match &self.givens {
            Some(givens) => givens[cell.index()],
            None => is_placed(layout, graph, cell),
        };
        if !given {
            return false;
        }
        self.mark_placed(layout, cell);
        true
    }

    /// Marks `cell` placed: one open cell less in each of its houses.
    fn mark_placed(&mut self, layout: &Layout, cell: Cell) {
        self.placed[cell.index()] = true;
        self.unplaced -= 1;
        for (house, _) in layout.houses_of(cell) {
            let h = house.index();
            self.open[h] -= 1;
            if self.open[h] == 1 && layout.is_complete(house) {
                self.full[h / 64] |= 1 << (h % 64);
            }
        }
    }

    /// Which cells are placed (given, or by a step).
    pub fn placed(&self) -> &[bool] {
        &self.placed
    }

    /// Whether every cell is placed: nothing is left to do.
    pub fn solved(&self) -> bool {
        self.unplaced == 0
    }

    /// The simplest single available, dropping the entries found stale on the way.
    pub fn pick(&mut self, layout: &Layout, graph: &Graph) -> Option<Found> {
        if self.naked {
            for w in 0..self.full.len() {
                while self.full[w] != 0 {
                    let bit = self.full[w].trailing_zeros() as usize;
                    let house = House::new(w * 64 + bit);
                    if let Some(found) = self.full_house(layout, graph, house) {
                        return Some(found);
                    }
                    self.full[w] &= !(1 << bit);
                }
            }
        }
        if self.hidden {
            for w in 0..self.hidden_houses.len() {
                while self.hidden_houses[w] != 0 {
                    let bit = self.hidden_houses[w].trailing_zeros() as usize;
                    let house = self.order[w * 64 + bit];
                    if let Some(found) = self.hidden_single(layout, graph, house) {
                        return Some(found);
                    }
                    self.hidden_houses[w] &= !(1 << bit);
                }
            }
        }
        if self.naked {
            for w in 0..self.naked_cells.len() {
                while self.naked_cells[w] != 0 {
                    let bit = self.naked_cells[w].trailing_zeros() as usize;
                    let cell = Cell::new(w * 64 + bit);
                    if let Some(number) = graph.candidates(cell).single_item()
                        && !self.placed[cell.index()]
                    {
                        let kind = HouseKind::Row;
                        return Some(single(Technique::NakedSingle, kind, cell, number, None));
                    }
                    self.naked_cells[w] &= !(1 << bit);
                }
            }
        }
        None
    }

    /// The first hidden single of `house`, dropping the stale entries before it.
    fn hidden_single(&mut self, layout: &Layout, graph: &Graph, house: House) -> Option<Found> {
        let h = house.index();
        while self.hidden_numbers[h] != 0 {
            let d = self.hidden_numbers[h].trailing_zeros() as usize;
            let number = Number::new(d);
            if let Some(pos) = graph.places(house, number).single_item() {
                let cell = layout.cell_at(house, pos);
                if self.pending(graph, cell) {
                    let kind = layout.kind(house);
                    return Some(single(
                        Technique::HiddenSingle,
                        kind,
                        cell,
                        number,
                        Some(house),
                    ));
                }
            }
            self.hidden_numbers[h] &= !(1 << d);
        }
        None
    }

    /// The full house `house` when it has one open cell, with one candidate.
    fn full_house(&self, layout: &Layout, graph: &Graph, house: House) -> Option<Found> {
        if self.open[house.index()] != 1 {
            return None;
        }
        let cells = layout.cells_of(house);
        let &cell = cells.iter().find(|c| !self.placed[c.index()])?;
        // The other cells' values are gone from it, so it has one candidate (or none, which the
        // engine has already reported).
        let number = graph.candidates(cell).single_item()?;
        let kind = layout.kind(house);
        Some(single(
            Technique::FullHouse,
            kind,
            cell,
            number,
            Some(house),
        ))
    }

    /// Whether `cell` is still to be placed by a step.
    fn pending(&self, _: &Graph, cell: Cell) -> bool {
        !self.placed[cell.index()]
    }
}

/// Whether `cell` has one candidate that no peer has any more: in the starting state, a given.
#[inline]
pub(super) fn is_placed(layout: &Layout, graph: &Graph, cell: Cell) -> bool {
    let Some(d) = graph.candidates(cell).single_item() else {
        return false;
    };
    layout
        .houses_of(cell)
        .all(|(house, _)| graph.places(house, d).len() <= 1)
}

/// A single step found at `cell`, rated for a house of `kind`.
pub(super) fn single(
    technique: Technique,
    kind: HouseKind,
    cell: Cell,
    number: Number,
    house: Option<House>,
) -> Found {
    Found {
        technique,
        rating: rating(technique, 1, kind),
        what: What::Single {
            cell,
            number,
            house,
        },
    }
}

/// The same pick by a scan of the whole state, kept to test the sets against.
#[cfg(test)]
pub(crate) fn scan(
    layout: &Layout,
    graph: &Graph,
    naked: bool,
    hidden: bool,
    placed: &[bool],
) -> Option<Found> {
    let mut all = Vec::new();
    scan_all(layout, graph, naked, hidden, placed, &mut all);
    all.first().copied()
}

/// Every single available at the state, by a scan of it, in the order of the pick: full
/// houses, hidden singles in boxes then in other houses, naked singles; lowest house (number,
/// cell) first among equals. `placed` tells the cells given or placed by a step.
pub(crate) fn scan_all(
    layout: &Layout,
    graph: &Graph,
    naked: bool,
    hidden: bool,
    placed: &[bool],
    out: &mut Vec<Found>,
) {
    let placed = |c: Cell| placed[c.index()];
    if naked {
        for house in layout.house_ids().filter(|&h| layout.is_complete(h)) {
            let mut open = layout
                .cells_of(house)
                .iter()
                .copied()
                .filter(|&c| !placed(c));
            if let (Some(cell), None) = (open.next(), open.next())
                && let Some(number) = graph.candidates(cell).single_item()
            {
                let kind = layout.kind(house);
                out.push(single(
                    Technique::FullHouse,
                    kind,
                    cell,
                    number,
                    Some(house),
                ));
            }
        }
    }
    if hidden {
        let boxes = layout
            .house_ids()
            .filter(|&h| layout.kind(h) == HouseKind::Box);
        let others = layout
            .house_ids()
            .filter(|&h| layout.kind(h) != HouseKind::Box);
        for house in boxes.chain(others).filter(|&h| layout.is_complete(h)) {
            for (d, places) in graph.places_of(house).iter().enumerate() {
                let Some(pos) = places.single_item() else {
                    continue;
                };
                let cell = layout.cell_at(house, pos);
                if !placed(cell) {
                    let (kind, number) = (layout.kind(house), Number::new(d));
                    out.push(single(
                        Technique::HiddenSingle,
                        kind,
                        cell,
                        number,
                        Some(house),
                    ));
                }
            }
        }
    }
    if naked {
        for c in (0..layout.cells()).map(Cell::new) {
            if let Some(number) = graph.candidates(c).single_item()
                && !placed(c)
            {
                out.push(single(
                    Technique::NakedSingle,
                    HouseKind::Row,
                    c,
                    number,
                    None,
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::propagate::{Engine, NoObserver};
    use crate::rules::{Config, Rules};
    use crate::trace::find::Finder;
    use crate::trace::found::{What, effect};
    use crate::trace::starting_candidates;

    #[test]
    fn the_sets_pick_what_a_scan_of_the_whole_state_picks() {
        let configs = [
            Config::default(),
            Config::default().with_rules(Rules::NAKED.with(Rules::INTERSECTIONS)),
            Config::default().with_rules(Rules::HIDDEN.with(Rules::INTERSECTIONS)),
        ];
        let files = [
            ("data/gecode_9x9.txt", 6),
            ("data/top1465.txt", 6),
            ("data/generated_6x6.txt", 6),
            ("data/generated_16x16.txt", 1),
        ];
        let mut picks = 0;
        for (file, count) in files {
            let text = std::fs::read_to_string(file).expect("a data file");
            for line in text.lines().take(count) {
                let puzzle: crate::Puzzle = line.parse().expect("a puzzle");
                let layout = Layout::shared(puzzle.shape());
                for config in configs {
                    let start = starting_candidates(&layout, &puzzle);
                    let mut engine = Engine::from_candidates(&start);
                    let mut finder = Finder::new(config, &mut engine);
                    let (naked, hidden) = (
                        config.rules.contains(Rules::NAKED),
                        config.rules.contains(Rules::HIDDEN),
                    );
                    let mut removals = Vec::new();
                    loop {
                        let single = finder.single(&mut engine);
                        let placed = finder.placed_cells();
                        let expected = scan(&layout, engine.graph(), naked, hidden, placed);
                        assert_eq!(single, expected, "{line}");
                        picks += 1;
                        let Ok(Some(found)) = finder.find(&mut engine) else {
                            break;
                        };
                        if let What::Single { cell, .. } = found.what {
                            finder.placed(&layout, cell);
                        }
                        let (graph, rects) = (engine.graph(), finder.removals());
                        let patterns = finder.patterns();
                        let cause = effect(
                            &layout,
                            graph,
                            &found,
                            rects,
                            patterns,
                            naked,
                            &mut removals,
                        );
                        if engine
                            .remove_all(&removals, cause, &mut NoObserver)
                            .is_err()
                        {
                            break;
                        }
                    }
                }
            }
        }
        assert!(picks > 1000, "{picks} states compared");
    }
}
