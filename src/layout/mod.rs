//! Geometry: cells, numbers, houses and box shapes, generic over the grid size.
//!
//! Everything here is fixed once a [`Layout`] is built; the changing state lives in
//! [`graph`](crate::graph).

mod geometry;
mod index;
mod names;
mod regions;
mod sets;
mod shape;
mod variant;

pub use geometry::{HouseKind, Intersection, Layout, house_name};
pub use index::{Cell, House, Idx, IndexVec, Number};
pub use names::HouseNames;
pub use regions::{RegionError, Regions};
pub use sets::{CellSet, NumberSet, Pos, PosSet, WordSet, WordSetIter};
pub use shape::{BoxShape, MAX_SIDE};
pub use variant::{Preset, Variant, VariantError};

/// Why a box shape or a layout could not be built.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LayoutError {
    /// The box shape has a zero side or a grid side over [`MAX_SIDE`] or under 2.
    #[error(
        "box shape {rows}x{cols} is not supported: the grid side rows*cols must be 2 to {MAX_SIDE}"
    )]
    BadShape {
        /// Rows of cells per box.
        rows: usize,
        /// Columns of cells per box.
        cols: usize,
    },
    /// The text is not of the form `RxC`.
    #[error("expected a box shape such as 3x3 or 2x3, found {text:?}")]
    BadShapeText {
        /// The text given.
        text: String,
    },
    /// An extra house is empty or has more cells than the grid side.
    #[error("house {house} has {len} cells; an extra house needs 1 to {side}")]
    ExtraHouseSize {
        /// The 0-based house index it would have.
        house: usize,
        /// Its number of cells.
        len: usize,
        /// The grid side.
        side: usize,
    },
    /// An extra house names a cell outside the grid.
    #[error("house {house} names cell {cell}, but the grid has cells 0 to {}", cells - 1)]
    CellOutOfRange {
        /// The 0-based house index it would have.
        house: usize,
        /// The cell index given.
        cell: usize,
        /// The number of cells in the grid.
        cells: usize,
    },
    /// An extra house lists a cell twice.
    #[error("house {house} lists cell {cell} twice")]
    RepeatedCell {
        /// The 0-based house index it would have.
        house: usize,
        /// The repeated cell index.
        cell: usize,
    },
    /// A variant that does not fit the grid's shape, or presets that do not go together.
    #[error("{why}")]
    Variant {
        /// What does not fit.
        why: String,
    },
    /// A region map that does not partition the grid.
    #[error(transparent)]
    Regions(#[from] RegionError),
    /// More houses than a house index can name.
    #[error("{houses} houses are more than the {} supported", u16::MAX)]
    TooManyHouses {
        /// The number of houses asked for.
        houses: usize,
    },
}
