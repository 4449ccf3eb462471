//! House names for text: by the standard numbering from the grid's side alone, or as a variant
//! layout names its houses (`region 4`, `diagonal 1`, `window 2`).

use super::geometry::{Layout, house_name};
use super::index::House;

/// Where the names of houses come from when a step or a reason is printed.
///
/// A side alone names houses as the standard layout numbers them (`row 4`, `box 5`, `house 28`
/// for an extra house); a layout names them by their families (`region 4`, `diagonal 1`).
/// Printing functions take `impl Into<HouseNames>`, so both a side and a `&Layout` do.
#[derive(Clone, Copy, Debug)]
pub enum HouseNames<'a> {
    /// The standard numbering of a grid of this side.
    Side(usize),
    /// The names of this layout's houses.
    Layout(&'a Layout),
}

impl HouseNames<'_> {
    /// The grid's side.
    pub fn side(self) -> usize {
        match self {
            HouseNames::Side(n) => n,
            HouseNames::Layout(l) => l.side(),
        }
    }

    /// The long name of `house`: `row 4`, `region 3`, `diagonal 1`.
    pub fn long(self, house: House) -> String {
        match self {
            HouseNames::Layout(l) if house.index() < l.houses() => l.house_name(house),
            _ => house_name(self.side(), house),
        }
    }

    /// The short name of `house`: `r4`, `j3`, `d1`.
    pub fn short(self, house: House) -> String {
        match self {
            HouseNames::Layout(l) if house.index() < l.houses() => l.short_house_name(house),
            _ => crate::rules::short_house_name(self.side(), house),
        }
    }
}

impl<'a> From<usize> for HouseNames<'a> {
    fn from(side: usize) -> Self {
        HouseNames::Side(side)
    }
}

impl<'a> From<&'a Layout> for HouseNames<'a> {
    fn from(layout: &'a Layout) -> Self {
        HouseNames::Layout(layout)
    }
}

impl<'a> From<&'a std::sync::Arc<Layout>> for HouseNames<'a> {
    fn from(layout: &'a std::sync::Arc<Layout>) -> Self {
        HouseNames::Layout(layout)
    }
}
