//! The layout: cells, houses, which houses each cell lies in, and how houses intersect.
//!
//! How a layout is built (its houses checked, then every table derived from them) is in
//! `build.rs`.

mod build;

use super::index::{Cell, House, IndexVec};
use super::sets::{CellSet, Pos, PosSet};
use super::shape::BoxShape;
use super::variant::{Family, Variant};

/// What kind of house a house is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HouseKind {
    /// A row of the grid.
    Row,
    /// A column of the grid.
    Column,
    /// A box of the grid.
    Box,
    /// An extra house given as a list of cells (variants).
    Extra,
}

#[derive(Clone, Debug)]
struct HouseInfo {
    kind: HouseKind,
    /// Offset of the house's cells in `Layout::house_cells`.
    start: u32,
    len: u8,
}

/// A cell's place in one of its houses, with what the update jobs need about the house.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Membership {
    /// The house.
    pub house: House,
    /// The cell's position in it.
    pub pos: Pos,
    /// The house's [`Layout::max_overlap`].
    pub overlap: u8,
    /// Whether the house is complete.
    pub complete: bool,
    /// `house * side`: where the house's number → cells map starts in the graph.
    pub row: u32,
    /// Where the house's cells start in [`Layout::house_cells`].
    pub cells: u32,
    /// Where the house's table starts in `Layout::wide_lut`, or [`NO_LUT`] without one.
    pub lut: u32,
}

/// The largest house whose wide intersections are looked up in a table (2^12 entries).
const LUT_CELLS: usize = 12;

/// [`Membership::lut`] of a house without a table.
const NO_LUT: u32 = u32::MAX;

/// Where two houses overlap, seen from one of them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Intersection {
    /// The other house.
    pub other: House,
    /// The shared cells, as positions in this house.
    pub here: PosSet,
    /// The shared cells, as positions in the other house.
    pub there: PosSet,
}

/// The geometry of a grid: its box shape, its houses and how they relate.
///
/// Houses are numbered rows `0..n`, columns `n..2n`, boxes `2n..3n` (boxes row-major), then extra
/// houses in the order given. A [`Variant`](super::Variant) may replace the boxes by jigsaw
/// regions or drop them (a Latin square: extra houses then start at `2n`). A house with exactly `n` cells is *complete*: every number appears
/// in it exactly once. An extra house with fewer cells only requires its cells to differ.
///
/// # Examples
///
/// ```
/// use sudograph::{BoxShape, Cell, House, Layout};
///
/// let layout = Layout::new(BoxShape::CLASSIC);
/// assert_eq!(layout.houses(), 27);
/// // Cell r2c5 lies in row 1, column 4 (house 13) and box 1 (house 19).
/// let houses: Vec<_> = layout.houses_of(Cell::new(13)).map(|(h, _)| h.index()).collect();
/// assert_eq!(houses, vec![1, 13, 19]);
/// ```
#[derive(Clone, Debug)]
pub struct Layout {
    shape: BoxShape,
    houses: IndexVec<House, HouseInfo>,
    house_cells: Vec<Cell>,
    /// `cell_houses[cell_start[c]..cell_start[c + 1]]` are the houses of cell `c`.
    cell_start: Vec<u32>,
    cell_houses: Vec<(House, Pos)>,
    /// The same entries with house facts, for the update jobs.
    memberships: Vec<Membership>,
    /// `intersections[inter_start[h]..inter_start[h + 1]]`, sorted by the other house.
    inter_start: Vec<u32>,
    intersections: Vec<Intersection>,
    /// The same for intersections of two cells or more, which confine a number to a line or box.
    wide_start: Vec<u32>,
    wide: Vec<Intersection>,
    /// For houses of at most [`LUT_CELLS`] cells, at [`Membership::lut`]: for every set of
    /// positions, the bits of the house's wide intersections holding all of them. Houses with
    /// the same pattern of intersections (all rows, all boxes) share one table.
    wide_lut: Vec<u64>,
    /// Parallel to `house_cells`: for the cell at each position of a house, the bits of the
    /// house's wide intersections holding it (all set when there are more than 64).
    wide_of: Vec<u64>,
    overlap: Vec<u8>,
    peers: IndexVec<Cell, CellSet>,
    /// Each house's family and its 0-based number in the family, for names.
    labels: Vec<(Family, u16)>,
    /// What the layout was built from.
    variant: Variant,
    /// Rows, columns and the shape's boxes, nothing else.
    standard: bool,
}

impl Layout {
    /// The box shape.
    #[inline]
    pub fn shape(&self) -> BoxShape {
        self.shape
    }

    /// The side `n`: numbers run `1..=n`.
    #[inline]
    pub fn side(&self) -> usize {
        self.shape.side()
    }

    /// The number of cells, `n * n`.
    #[inline]
    pub fn cells(&self) -> usize {
        self.shape.cells()
    }

    /// The number of houses, `3n` plus the extra houses.
    #[inline]
    pub fn houses(&self) -> usize {
        self.houses.len()
    }

    /// Every house, in order.
    pub fn house_ids(&self) -> impl ExactSizeIterator<Item = House> + Clone {
        (0..self.houses()).map(House::new)
    }

    /// The kind of `house`.
    #[inline]
    pub fn kind(&self, house: House) -> HouseKind {
        self.houses[house].kind
    }

    /// Whether every number must appear in `house` (it has `n` cells).
    #[inline]
    pub fn is_complete(&self, house: House) -> bool {
        self.houses[house].len as usize == self.side()
    }

    /// The cells of `house`; the index of a cell in this slice is its [`Pos`].
    #[inline]
    pub fn cells_of(&self, house: House) -> &[Cell] {
        let info = &self.houses[house];
        &self.house_cells[info.start as usize..info.start as usize + info.len as usize]
    }

    /// The cells of every house, one house after the other ([`Membership::cells`] points in).
    #[inline]
    pub(crate) fn house_cells(&self) -> &[Cell] {
        &self.house_cells
    }

    /// The cell at position `pos` of `house`.
    #[inline]
    pub fn cell_at(&self, house: House, pos: Pos) -> Cell {
        self.cells_of(house)[pos.index()]
    }

    /// Every position of `house`.
    #[inline]
    pub fn all_positions(&self, house: House) -> PosSet {
        PosSet::full(self.houses[house].len as usize)
    }

    /// The houses `cell` lies in, with its position in each, in house order.
    #[inline]
    pub fn houses_of(
        &self,
        cell: Cell,
    ) -> impl ExactSizeIterator<Item = (House, Pos)> + Clone + '_ {
        self.houses_slice(cell).iter().copied()
    }

    #[inline]
    pub(crate) fn houses_slice(&self, cell: Cell) -> &[(House, Pos)] {
        let i = cell.index();
        &self.cell_houses[self.cell_start[i] as usize..self.cell_start[i + 1] as usize]
    }

    /// The houses of `cell` with the facts update jobs need.
    #[inline]
    pub(crate) fn memberships(&self, cell: Cell) -> &[Membership] {
        let i = cell.index();
        &self.memberships[self.cell_start[i] as usize..self.cell_start[i + 1] as usize]
    }

    /// The position of `cell` in `house`, if it lies there.
    pub fn position(&self, cell: Cell, house: House) -> Option<Pos> {
        self.houses_slice(cell)
            .iter()
            .find(|&&(h, _)| h == house)
            .map(|&(_, p)| p)
    }

    /// Every house that shares at least one cell with `house`, sorted by the other house.
    #[inline]
    pub fn intersections(&self, house: House) -> &[Intersection] {
        let h = house.index();
        &self.intersections[self.inter_start[h] as usize..self.inter_start[h + 1] as usize]
    }

    /// The most cells `house` shares with another house (at least 1, so that a number with one
    /// place always counts as confined).
    #[inline]
    pub fn max_overlap(&self, house: House) -> usize {
        self.overlap[house.index()] as usize
    }

    /// The intersections of `house` with two shared cells or more.
    #[inline]
    pub fn wide_intersections(&self, house: House) -> &[Intersection] {
        let h = house.index();
        &self.wide[self.wide_start[h] as usize..self.wide_start[h + 1] as usize]
    }

    /// Whether a number with places `here` (two or more) in the house of `m`, which just lost
    /// the cell of `m`, has just become confined to an overlap with another house: some wide
    /// intersection holds its places now but did not hold the lost cell. Only then can the
    /// intersection rule fire there: places once confined stay confined, and what the rule
    /// removed stays removed. Looked up in the house's table when it has one; a house with
    /// more than 64 wide intersections (extra houses only) always answers yes.
    #[inline]
    pub(crate) fn newly_confined(&self, m: &Membership, here: PosSet) -> bool {
        let lost = self.wide_of[m.cells as usize + m.pos.index()];
        if m.lut != NO_LUT {
            return self.wide_lut[m.lut as usize + here.bits() as usize] & !lost != 0;
        }
        self.newly_confined_by_positions(m, here, lost)
    }

    /// [`Layout::newly_confined`] for a house without a table.
    fn newly_confined_by_positions(&self, m: &Membership, here: PosSet, lost: u64) -> bool {
        if self.wide_intersections(m.house).len() > 64 {
            return true;
        }
        let of = &self.wide_of[m.cells as usize..];
        let holding = here.iter().fold(u64::MAX, |acc, p| acc & of[p.index()]);
        holding & !lost != 0
    }

    /// The wide intersections of the house of `m` holding every position of `here` (not
    /// empty), as bits over [`Layout::wide_intersections`] (the first 64).
    #[cfg(test)]
    fn wide_holding(&self, m: &Membership, here: PosSet) -> u64 {
        if m.lut != NO_LUT {
            return self.wide_lut[m.lut as usize + here.bits() as usize];
        }
        let of = &self.wide_of[m.cells as usize..];
        here.iter().fold(u64::MAX, |acc, p| acc & of[p.index()])
    }

    /// Where `a` and `b` overlap, seen from `a`, if they share a cell.
    pub fn intersection(&self, a: House, b: House) -> Option<Intersection> {
        let list = self.intersections(a);
        list.binary_search_by_key(&b, |i| i.other)
            .ok()
            .map(|i| list[i])
    }

    /// The cells sharing a house with `cell`, without `cell` itself.
    #[inline]
    pub fn peers(&self, cell: Cell) -> &CellSet {
        &self.peers[cell]
    }

    /// The cells of `house` at `positions`.
    pub fn cells_at(&self, house: House, positions: PosSet) -> impl Iterator<Item = Cell> + '_ {
        let cells = self.cells_of(house);
        positions.iter().map(move |p| cells[p.index()])
    }

    /// The name people use for `house` (1-based): `row 4`, `column 2`, `box 5`, `region 3` (a
    /// jigsaw region), `diagonal 1`, `window 2`, `disjoint group 5`, `centre dot`, `asterisk`,
    /// `girandola`, or `house 28` for an extra house given as a list of cells.
    pub fn house_name(&self, house: House) -> String {
        let (family, i) = self.labels[house.index()];
        let (name, _) = family.names();
        if family.single() && !self.labels.iter().any(|&(f, j)| f == family && j > 0) {
            return name.to_string();
        }
        match family {
            Family::Extra => format!("{name} {}", house.index() + 1),
            _ => format!("{name} {}", i + 1),
        }
    }

    /// The short name of `house` (1-based): `r4`, `c2`, `b5`, `j3` (region), `d1` (diagonal),
    /// `w2` (window), `p5` (disjoint group), `cd` (centre dot), `as` (asterisk), `gi`
    /// (girandola), `h28` (an extra house given as a list of cells).
    pub fn short_house_name(&self, house: House) -> String {
        let (family, i) = self.labels[house.index()];
        let (_, short) = family.names();
        if family.single() && !self.labels.iter().any(|&(f, j)| f == family && j > 0) {
            return short.to_string();
        }
        match family {
            Family::Extra => format!("{short}{}", house.index() + 1),
            _ => format!("{short}{}", i + 1),
        }
    }

    /// The variant the layout was built from ([`Variant::classic`] for
    /// [`Layout::with_extra_houses`], whatever the extra houses).
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Whether the layout is the standard one of its shape: rows, columns and the shape's boxes,
    /// nothing else.
    pub fn is_standard(&self) -> bool {
        self.standard
    }

    /// Whether the boxes are the shape's regular boxes (not regions, not missing).
    pub fn has_regular_boxes(&self) -> bool {
        let n = self.side();
        self.houses() >= 3 * n
            && self.labels[2 * n..3 * n]
                .iter()
                .all(|(f, _)| *f == Family::Box)
    }
}

/// The name people use for `house` in a grid of side `side`: `row 4`, `column 2`, `box 5`, or
/// `house 28` for an extra house (1-based).
pub fn house_name(side: usize, house: House) -> String {
    let i = house.index();
    match i / side {
        0 => format!("row {}", i + 1),
        1 => format!("column {}", i - side + 1),
        2 => format!("box {}", i - 2 * side + 1),
        _ => format!("house {}", i + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn houses_of(layout: &Layout, cell: usize) -> Vec<usize> {
        layout
            .houses_of(Cell::new(cell))
            .map(|(h, _)| h.index())
            .collect()
    }

    /// The membership of `cell` in `house`.
    fn membership(layout: &Layout, cell: Cell, house: House) -> Membership {
        *layout
            .memberships(cell)
            .iter()
            .find(|m| m.house == house)
            .expect("the cell lies in the house")
    }

    /// The wide intersections holding every position of `here`, checked one by one.
    fn holding_by_hand(layout: &Layout, house: House, here: PosSet) -> u64 {
        layout
            .wide_intersections(house)
            .iter()
            .enumerate()
            .filter(|(_, inter)| here.is_subset(inter.here))
            .fold(0, |acc, (i, _)| acc | 1 << i)
    }

    #[test]
    fn wide_holding_agrees_with_a_direct_check() {
        let extra = vec![(0..9).map(|i| Cell::new(i * 10)).collect::<Vec<_>>()];
        let layouts = [
            Layout::new(BoxShape::CLASSIC),
            Layout::new(BoxShape::new(2, 3).unwrap()),
            // 16 cells per house: no table, the positions' bits instead.
            Layout::new(BoxShape::new(4, 4).unwrap()),
            Layout::with_extra_houses(BoxShape::CLASSIC, &extra).unwrap(),
        ];
        for layout in &layouts {
            for house in layout.house_ids() {
                let len = layout.cells_of(house).len();
                let m = membership(layout, layout.cell_at(house, Pos::new(0)), house);
                // Every set of up to three positions, and some larger ones.
                let mut sets: Vec<u64> = Vec::new();
                for a in 0..len {
                    for b in a..len {
                        for c in b..len {
                            sets.push(1 << a | 1 << b | 1 << c);
                        }
                    }
                }
                sets.push(PosSet::full(len).bits());
                sets.push(0b1010_1010 & PosSet::full(len).bits());
                for bits in sets {
                    let here = PosSet::from_bits(bits);
                    assert_eq!(
                        layout.wide_holding(&m, here),
                        holding_by_hand(layout, house, here),
                        "house {house:?}, positions {here:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn houses_with_more_than_64_overlaps_always_count_as_newly_confined() {
        // 65 extra houses on r1c1 and r1c2: row 1 shares two cells with each of them.
        let extra: Vec<Vec<Cell>> = (0..65).map(|_| vec![Cell::new(0), Cell::new(1)]).collect();
        let layout = Layout::with_extra_houses(BoxShape::CLASSIC, &extra).unwrap();
        let row = House::new(0);
        assert!(layout.wide_intersections(row).len() > 64);
        let m = membership(&layout, Cell::new(5), row);
        assert!(layout.newly_confined(&m, PosSet::from_bits(0b11)));
        // A classic row becomes confined to a box only when its last place outside goes.
        let classic = Layout::new(BoxShape::CLASSIC);
        let m = membership(&classic, Cell::new(5), row);
        assert!(classic.newly_confined(&m, PosSet::from_bits(0b11)));
        assert!(!classic.newly_confined(&m, PosSet::from_bits(0b1_0000_0011)));
    }

    #[test]
    fn classic_houses_follow_the_numbering() {
        let l = Layout::new(BoxShape::CLASSIC);
        assert_eq!(l.houses(), 27);
        assert_eq!(houses_of(&l, 0), vec![0, 9, 18]);
        assert_eq!(houses_of(&l, 80), vec![8, 17, 26]);
        // r5c6 (index 41): row 4, column 5 (house 14), box 4 (house 22).
        assert_eq!(houses_of(&l, 41), vec![4, 14, 22]);
        let box4: Vec<_> = l
            .cells_of(House::new(22))
            .iter()
            .map(|c| c.index())
            .collect();
        assert_eq!(box4, vec![30, 31, 32, 39, 40, 41, 48, 49, 50]);
    }

    #[test]
    fn rectangular_boxes_have_rows_by_cols_cells() {
        let l = Layout::new(BoxShape::new(2, 3).unwrap());
        // Box 1 of the 6×6 grid: rows 0-1, columns 3-5.
        let b: Vec<_> = l
            .cells_of(House::new(13))
            .iter()
            .map(|c| c.index())
            .collect();
        assert_eq!(b, vec![3, 4, 5, 9, 10, 11]);
        // Box 2: rows 2-3, columns 0-2.
        let b: Vec<_> = l
            .cells_of(House::new(14))
            .iter()
            .map(|c| c.index())
            .collect();
        assert_eq!(b, vec![12, 13, 14, 18, 19, 20]);
    }

    #[test]
    fn every_house_has_n_distinct_cells_and_every_cell_three_houses() {
        for shape in [(2, 2), (2, 3), (3, 3), (3, 4), (4, 4), (5, 5), (8, 8)] {
            let l = Layout::new(BoxShape::new(shape.0, shape.1).unwrap());
            let n = l.side();
            for h in l.house_ids() {
                let mut cells = l.cells_of(h).to_vec();
                cells.sort();
                cells.dedup();
                assert_eq!(cells.len(), n);
                assert!(l.is_complete(h));
            }
            for c in 0..l.cells() {
                assert_eq!(l.houses_of(Cell::new(c)).len(), 3);
                assert_eq!(
                    l.peers(Cell::new(c)).len(),
                    3 * (n - 1) - (shape.0 - 1) - (shape.1 - 1)
                );
            }
        }
    }

    #[test]
    fn intersections_are_symmetric_and_exact() {
        let l = Layout::new(BoxShape::CLASSIC);
        let (row0, box0, col4) = (House::new(0), House::new(18), House::new(13));
        let i = l.intersection(row0, box0).unwrap();
        assert_eq!(i.here.bits(), 0b111);
        assert_eq!(i.there.bits(), 0b111);
        let j = l.intersection(box0, row0).unwrap();
        assert_eq!((j.here, j.there), (i.there, i.here));
        assert!(l.intersection(box0, col4).is_none());
        assert_eq!(l.intersection(row0, col4).unwrap().here.bits(), 1 << 4);
    }

    #[test]
    fn extra_houses_are_checked() {
        let shape = BoxShape::CLASSIC;
        let diag: Vec<_> = (0..9).map(|i| Cell::new(i * 10)).collect();
        let l = Layout::with_extra_houses(shape, &[diag]).unwrap();
        assert_eq!(l.houses(), 28);
        assert_eq!(houses_of(&l, 40), vec![4, 13, 22, 27]);
        assert!(l.is_complete(House::new(27)));
        assert_eq!(l.house_name(House::new(27)), "house 28");
        let short = vec![Cell::new(0), Cell::new(80)];
        let l = Layout::with_extra_houses(shape, &[short]).unwrap();
        assert!(!l.is_complete(House::new(27)));
        assert!(Layout::with_extra_houses(shape, &[vec![]]).is_err());
        assert!(Layout::with_extra_houses(shape, &[vec![Cell::new(81)]]).is_err());
        assert!(Layout::with_extra_houses(shape, &[vec![Cell::new(3), Cell::new(3)]]).is_err());
    }
}
