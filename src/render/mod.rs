//! Pictures: a state as SVG with a step drawn on it, and an explanation as an HTML page.
//!
//! - [`Scene`] is what a picture shows: each cell's value (given or placed) or candidates, and
//!   optionally the step taken at that state ([`Scene::at_step`] replays a
//!   [`Trace`](crate::trace::Trace) up to a step).
//! - [`svg::document`] draws a scene: box borders derived from the layout's box houses (so
//!   jigsaw regions get theirs), extra houses lightly shaded, the step's houses and cells
//!   shaded, removed candidates struck out, placed values circled, chain links as arrows.
//! - [`html::page`] writes a whole explanation as one self-contained page (inline CSS, script
//!   and SVG, nothing fetched): the steps beside the grid, keyboard and click navigation, the
//!   rating and technique counts, and a graph view of one house's cells and numbers.
//!
//! Output is deterministic: the same state and step give the same bytes.

mod geometry;
pub mod html;
mod scene;
pub mod svg;

pub use geometry::escape;
pub use scene::{Origin, Scene, Shown};
