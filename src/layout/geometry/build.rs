//! Building a layout: the houses checked, then every table derived from them (each cell's
//! houses, the intersections and the wide ones with their lookup tables, peers).

use std::sync::{Arc, Mutex};

use crate::layout::LayoutError;
use crate::layout::index::{Cell, House, IndexVec};
use crate::layout::sets::{CellSet, Pos, PosSet};
use crate::layout::shape::BoxShape;
use crate::layout::variant::{Family, Variant};

use super::{HouseInfo, HouseKind, Intersection, LUT_CELLS, Layout, Membership, NO_LUT};

impl Layout {
    /// The standard layout for `shape`: rows, columns and boxes.
    pub fn new(shape: BoxShape) -> Layout {
        Layout::with_extra_houses(shape, &[]).expect("standard houses are valid")
    }

    /// The standard layout for `shape`, built once per shape and shared.
    pub fn shared(shape: BoxShape) -> Arc<Layout> {
        static CACHE: Mutex<Vec<Arc<Layout>>> = Mutex::new(Vec::new());
        let mut cache = CACHE
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(layout) = cache.iter().find(|l| l.shape == shape) {
            return Arc::clone(layout);
        }
        let layout = Arc::new(Layout::new(shape));
        cache.push(Arc::clone(&layout));
        layout
    }

    /// The standard houses plus `extra` houses, each a list of distinct cells (at most `n`).
    ///
    /// # Errors
    ///
    /// [`LayoutError`] when an extra house is empty, has more than `n` cells, repeats a cell or
    /// names a cell outside the grid.
    pub fn with_extra_houses(shape: BoxShape, extra: &[Vec<Cell>]) -> Result<Layout, LayoutError> {
        let mut lists: Vec<(HouseKind, Family, Vec<Cell>)> = crate::layout::Regions::boxes(shape)
            .cells()
            .into_iter()
            .map(|cells| (HouseKind::Box, Family::Box, cells))
            .collect();
        lists.extend(
            extra
                .iter()
                .map(|cells| (HouseKind::Extra, Family::Extra, cells.clone())),
        );
        Layout::build(shape, Variant::classic(), lists)
    }

    /// Rows and columns, then `houses` (boxes or regions first, then extra houses), checked.
    pub(crate) fn build(
        shape: BoxShape,
        variant: Variant,
        houses: Vec<(HouseKind, Family, Vec<Cell>)>,
    ) -> Result<Layout, LayoutError> {
        let n = shape.side();
        let mut lists: Vec<(HouseKind, Family, Vec<Cell>)> =
            Vec::with_capacity(2 * n + houses.len());
        for r in 0..n {
            let cells = (0..n).map(|c| Cell::new(r * n + c)).collect();
            lists.push((HouseKind::Row, Family::Row, cells));
        }
        for c in 0..n {
            let cells = (0..n).map(|r| Cell::new(r * n + c)).collect();
            lists.push((HouseKind::Column, Family::Column, cells));
        }
        for (kind, family, cells) in houses {
            let house = lists.len();
            if cells.is_empty() || cells.len() > n {
                return Err(LayoutError::ExtraHouseSize {
                    house,
                    len: cells.len(),
                    side: n,
                });
            }
            let mut seen = CellSet::with_capacity(n * n);
            for &cell in &cells {
                if cell.index() >= n * n {
                    return Err(LayoutError::CellOutOfRange {
                        house,
                        cell: cell.index(),
                        cells: n * n,
                    });
                }
                if seen.contains(cell) {
                    return Err(LayoutError::RepeatedCell {
                        house,
                        cell: cell.index(),
                    });
                }
                seen.insert(cell);
            }
            lists.push((kind, family, cells));
        }
        if lists.len() > u16::MAX as usize {
            return Err(LayoutError::TooManyHouses {
                houses: lists.len(),
            });
        }
        let mut labels = Vec::with_capacity(lists.len());
        for (i, (_, family, _)) in lists.iter().enumerate() {
            let ordinal = lists[..i].iter().filter(|(_, f, _)| f == family).count();
            labels.push((*family, ordinal as u16));
        }
        let standard =
            lists.len() == 3 * n && lists[2 * n..].iter().all(|(_, f, _)| *f == Family::Box);
        let lists = lists.into_iter().map(|(k, _, cells)| (k, cells)).collect();
        let mut layout = Layout::from_lists(shape, lists);
        layout.labels = labels;
        layout.variant = variant;
        layout.standard = standard;
        Ok(layout)
    }

    fn from_lists(shape: BoxShape, lists: Vec<(HouseKind, Vec<Cell>)>) -> Layout {
        let cells = shape.cells();
        let mut houses = Vec::with_capacity(lists.len());
        let mut house_cells = Vec::new();
        let mut per_cell: Vec<Vec<(House, Pos)>> = vec![Vec::new(); cells];
        for (h, (kind, list)) in lists.iter().enumerate() {
            houses.push(HouseInfo {
                kind: *kind,
                start: house_cells.len() as u32,
                len: list.len() as u8,
            });
            for (p, &cell) in list.iter().enumerate() {
                per_cell[cell.index()].push((House::new(h), Pos::new(p)));
            }
            house_cells.extend_from_slice(list);
        }
        let mut cell_start = Vec::with_capacity(cells + 1);
        let mut cell_houses = Vec::new();
        for list in &per_cell {
            cell_start.push(cell_houses.len() as u32);
            cell_houses.extend_from_slice(list);
        }
        cell_start.push(cell_houses.len() as u32);

        // For each house, every other house it shares a cell with, and the shared positions.
        let mut inter_start = Vec::with_capacity(houses.len() + 1);
        let mut intersections = Vec::new();
        let mut by_other: Vec<Option<Intersection>> = vec![None; houses.len()];
        for (h, (_, list)) in lists.iter().enumerate() {
            inter_start.push(intersections.len() as u32);
            for (p, &cell) in list.iter().enumerate() {
                for &(other, q) in &per_cell[cell.index()] {
                    if other.index() == h {
                        continue;
                    }
                    let entry = by_other[other.index()].get_or_insert(Intersection {
                        other,
                        here: PosSet::EMPTY,
                        there: PosSet::EMPTY,
                    });
                    entry.here.insert(Pos::new(p));
                    entry.there.insert(q);
                }
            }
            intersections.extend(by_other.iter_mut().filter_map(Option::take));
        }
        inter_start.push(intersections.len() as u32);
        let mut wide_start = Vec::with_capacity(houses.len() + 1);
        let mut wide: Vec<Intersection> = Vec::new();
        for h in 0..houses.len() {
            wide_start.push(wide.len() as u32);
            let list = &intersections[inter_start[h] as usize..inter_start[h + 1] as usize];
            wide.extend(list.iter().filter(|i| i.here.len() >= 2));
        }
        wide_start.push(wide.len() as u32);
        let mut wide_of = vec![0u64; house_cells.len()];
        for (h, info) in houses.iter().enumerate() {
            let list = &wide[wide_start[h] as usize..wide_start[h + 1] as usize];
            for p in 0..info.len as usize {
                wide_of[info.start as usize + p] = if list.len() > 64 {
                    u64::MAX
                } else {
                    list.iter()
                        .enumerate()
                        .filter(|(_, i)| i.here.contains(Pos::new(p)))
                        .fold(0, |acc, (i, _)| acc | 1 << i)
                };
            }
        }
        let mut wide_lut = Vec::new();
        let mut lut_of: Vec<u32> = vec![NO_LUT; houses.len()];
        let mut patterns: Vec<(usize, Vec<u64>, u32)> = Vec::new();
        for (h, info) in houses.iter().enumerate() {
            let len = info.len as usize;
            let list = &wide[wide_start[h] as usize..wide_start[h + 1] as usize];
            if len > LUT_CELLS || list.len() > 64 {
                continue;
            }
            let heres: Vec<u64> = list.iter().map(|i| i.here.bits()).collect();
            let known = patterns.iter().find(|(l, p, _)| *l == len && *p == heres);
            if let Some(&(_, _, start)) = known {
                lut_of[h] = start;
                continue;
            }
            let start = wide_lut.len() as u32;
            wide_lut.extend((0..1u64 << len).map(|places| {
                heres
                    .iter()
                    .enumerate()
                    .filter(|&(_, &here)| places & !here == 0)
                    .fold(0u64, |acc, (i, _)| acc | 1 << i)
            }));
            patterns.push((len, heres, start));
            lut_of[h] = start;
        }
        let overlap: Vec<u8> = (0..houses.len())
            .map(|h| {
                let list = &intersections[inter_start[h] as usize..inter_start[h + 1] as usize];
                list.iter().map(|i| i.here.len()).max().unwrap_or(0).max(1) as u8
            })
            .collect();

        let side = shape.side();
        let memberships = cell_houses
            .iter()
            .map(|&(house, pos)| Membership {
                house,
                pos,
                overlap: overlap[house.index()],
                complete: houses[house.index()].len as usize == side,
                row: (house.index() * side) as u32,
                cells: houses[house.index()].start,
                lut: lut_of[house.index()],
            })
            .collect();

        let mut peers = Vec::with_capacity(cells);
        for list in &per_cell {
            let mut set = CellSet::with_capacity(cells);
            for &(house, _) in list {
                let info = &houses[house.index()];
                for &peer in
                    &house_cells[info.start as usize..info.start as usize + info.len as usize]
                {
                    set.insert(peer);
                }
            }
            peers.push(set);
        }
        for (c, set) in peers.iter_mut().enumerate() {
            set.remove(Cell::new(c));
        }

        Layout {
            shape,
            houses: IndexVec::from_vec(houses),
            house_cells,
            cell_start,
            cell_houses,
            memberships,
            inter_start,
            intersections,
            wide_start,
            wide,
            wide_lut,
            wide_of,
            overlap,
            peers: IndexVec::from_vec(peers),
            labels: Vec::new(),
            variant: Variant::classic(),
            standard: false,
        }
    }
}
