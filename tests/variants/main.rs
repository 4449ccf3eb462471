//! Variants end to end: every preset's houses against hand-written lists, region maps and their
//! errors, the variant input forms, and puzzles solved, counted and generated on X, windoku and
//! jigsaw layouts, checked by a brute-force counter over plain house lists.

#[path = "../common/mod.rs"]
mod common;

use std::sync::Arc;

use sudograph::io::{ParseErrorKind, ReadError, Reader, Record};
use sudograph::layout::{LayoutError, Preset, RegionError, Regions, Variant};
use sudograph::search::{Limits, Rng, Solver, generate_variant};
use sudograph::{BoxShape, Cell, Engine, House, HouseKind, Layout, Puzzle};

use common::cli::{stdout, sudograph};

mod chains;
mod cli;
mod counts;
mod houses;
mod input;

fn shape(r: usize, c: usize) -> BoxShape {
    BoxShape::new(r, c).unwrap()
}

fn layout(variant: &str, s: BoxShape) -> Layout {
    variant.parse::<Variant>().unwrap().layout(s).unwrap()
}

/// The cells of each house of `kind` after the rows and columns, as sorted index lists.
fn extra_houses(layout: &Layout) -> Vec<Vec<usize>> {
    let n = layout.side();
    (2 * n..layout.houses())
        .map(House::new)
        .filter(|&h| layout.kind(h) == HouseKind::Extra)
        .map(|h| {
            let mut cells: Vec<usize> = layout.cells_of(h).iter().map(|c| c.index()).collect();
            cells.sort_unstable();
            cells
        })
        .collect()
}

fn boxes(layout: &Layout) -> Vec<Vec<usize>> {
    layout
        .house_ids()
        .filter(|&h| layout.kind(h) == HouseKind::Box)
        .map(|h| layout.cells_of(h).iter().map(|c| c.index()).collect())
        .collect()
}
