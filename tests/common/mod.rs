//! Shared helpers for integration tests: plain geometry, random grids, configurations and a naive
//! reference propagator, none of which use the library's layout, graph or rules.

#![allow(
    dead_code,
    reason = "each integration test binary uses its own part of the helpers"
)]

pub mod configs;
pub mod geometry;
pub mod grids;
pub mod reference;
