//! Steps: one deduction each, with its technique, pattern, eliminations and placements.
//!
//! A [`Step`] names its [`Technique`] (`technique.rs`; what groups it belongs to in
//! `kinds.rs`, its names in `names.rs`), and a trace stores its steps flat (`flat.rs`).

mod flat;
mod kinds;
mod names;
mod proof;
mod technique;

use crate::layout::{Cell, House, Number, NumberSet};

use super::node::Node;
use super::scale::Rating;

pub(crate) use flat::Steps;
pub use names::UnknownTechnique;
pub use proof::{Literal, Proof, Refutation, SharedProof, literal};
pub use technique::Technique;

/// The most cells of a [`PatternSet`] (an almost locked set of a 9×9 grid has at most 8).
pub const MAX_SET: usize = 8;

/// A set of cells of a step's pattern with the numbers they hold: an almost locked set (k cells
/// of one house with k + 1 numbers), a Death Blossom's stem, Sue de Coq's intersection cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PatternSet {
    numbers: NumberSet,
    len: u8,
    cells: [Cell; MAX_SET],
}

impl PatternSet {
    /// The set of `cells` (at most [`MAX_SET`]; more are dropped) holding `numbers`.
    pub fn new(cells: impl IntoIterator<Item = Cell>, numbers: NumberSet) -> PatternSet {
        let mut set = PatternSet {
            numbers,
            len: 0,
            cells: [Cell::new(0); MAX_SET],
        };
        for cell in cells.into_iter().take(MAX_SET) {
            set.cells[usize::from(set.len)] = cell;
            set.len += 1;
        }
        set.cells[..usize::from(set.len)].sort_unstable();
        set
    }

    /// Its cells, ascending.
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }

    /// The numbers its cells hold between them.
    pub fn numbers(&self) -> NumberSet {
        self.numbers
    }
}

/// One deduction: a technique seen in a pattern, and what it removes and places.
///
/// The pattern is given by `houses`, `cells` and `numbers`:
///
/// | technique | houses | cells | numbers |
/// | --- | --- | --- | --- |
/// | full house | the full house | the last cell | its value |
/// | hidden single | the house | the number's one place | the number |
/// | naked single | every house of the cell | the cell | its value |
/// | naked subset | the house | the k cells | their k candidates |
/// | hidden subset | the house | the k places | the k numbers |
/// | pointing, claiming, intersection | the confining house, then the other | the number's places in the first | the number |
/// | fish of k lines | the k base lines, then the k cover lines | the number's places in the base lines | the number |
/// | finned fish of k lines | the k base lines, the k cover lines, then the fins' box | the number's places in the base lines, fins included | the number |
/// | unique rectangle or loop, types 1, 2, 5 | none | its cells | its two numbers |
/// | type 3, naked or hidden | the house of the subset | the rectangle's or loop's cells | the subset's numbers |
/// | type 4 | the house confining a number | its cells | its two numbers |
/// | type 6 / Hidden Rectangle | the two rows (or columns) / the row and column confining a number | the corners | the two numbers |
/// | BUG+1 | none | the cell | its number |
/// | BUG types 2, 3, 4 | none / the house of the subset / the house of the two cells | the BUG cells | the BUG number / the subset's numbers / the number of the conjugate pair |
///
/// `eliminations` lists every candidate the step removes, sorted by number then cell. Only
/// singles place a value: their one placement sets the cell, so its other candidates are among
/// the eliminations, and so is the number in every peer of the cell that still had it. When a
/// step of another technique leaves a cell with one candidate, placing it is a step of its own
/// (a single, rated as such).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// Its rating on the [scale](super::scale).
    pub rating: Rating,
    /// The houses the pattern lives in.
    pub houses: Vec<House>,
    /// The cells of the pattern, ascending.
    pub cells: Vec<Cell>,
    /// The numbers of the pattern.
    pub numbers: NumberSet,
    /// Candidates removed, as (cell, number), sorted by number then cell.
    pub eliminations: Vec<(Cell, Number)>,
    /// Values set, as (cell, number): one for a single, the cells of a Template Set, none
    /// otherwise.
    pub placements: Vec<(Cell, Number)>,
    /// The pattern's chains, for chains, wings and forcing steps, and the BUG candidates of BUG
    /// types 2 to 4 (one node each; empty for the others): see [`Node`].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub chain: Vec<Node>,
    /// The pattern's sets of cells, for almost-locked-set techniques (empty for the others): see
    /// [`PatternSet`] and `docs/rules.md` for their order.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub sets: Vec<PatternSet>,
    /// The certificate of a brute-force step on a grid larger than 9×9 (none for the others):
    /// see [`Proof`]. In JSON, its size only.
    #[cfg_attr(
        feature = "serde",
        serde(skip_serializing_if = "Option::is_none", serialize_with = "proof_size")
    )]
    pub proof: Option<SharedProof>,
}

/// Serializes a step's proof by its size.
#[cfg(feature = "serde")]
fn proof_size<S: serde::Serializer, P: AsRef<Proof>>(
    proof: &Option<P>,
    s: S,
) -> Result<S::Ok, S::Error> {
    use serde::Serialize;
    match proof {
        Some(p) => AsRef::<Proof>::as_ref(p).serialize(s),
        None => s.serialize_none(),
    }
}

impl Step {
    /// The size of the pattern: its cells for subsets, its base lines for fish, 1 for singles
    /// and intersections.
    pub fn size(&self) -> usize {
        self.view().size()
    }

    /// The step borrowed, as traces hold it.
    pub fn view(&self) -> StepRef<'_> {
        StepRef {
            technique: self.technique,
            rating: self.rating,
            houses: &self.houses,
            cells: &self.cells,
            numbers: self.numbers,
            eliminations: &self.eliminations,
            placements: &self.placements,
            chain: &self.chain,
            sets: &self.sets,
            proof: self.proof.as_ref(),
        }
    }
}

impl<'a> From<&'a Step> for StepRef<'a> {
    fn from(step: &'a Step) -> StepRef<'a> {
        step.view()
    }
}

/// A [`Step`] borrowed from where it is stored (a [`Trace`](super::Trace) keeps its steps in
/// flat arrays): the same fields, as slices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct StepRef<'a> {
    /// The technique.
    pub technique: Technique,
    /// Its rating on the [scale](super::scale).
    pub rating: Rating,
    /// The houses the pattern lives in.
    pub houses: &'a [House],
    /// The cells of the pattern, ascending.
    pub cells: &'a [Cell],
    /// The numbers of the pattern.
    pub numbers: NumberSet,
    /// Candidates removed, as (cell, number), sorted by number then cell.
    pub eliminations: &'a [(Cell, Number)],
    /// Values set, as (cell, number): one for a single, the cells of a Template Set, none
    /// otherwise.
    pub placements: &'a [(Cell, Number)],
    /// The pattern's chains (empty for most techniques): see [`Node`].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "<[Node]>::is_empty"))]
    pub chain: &'a [Node],
    /// The pattern's sets of cells (almost-locked-set techniques only): see [`PatternSet`].
    #[cfg_attr(
        feature = "serde",
        serde(skip_serializing_if = "<[PatternSet]>::is_empty")
    )]
    pub sets: &'a [PatternSet],
    /// The certificate of a brute-force step on a grid larger than 9×9: see [`Proof`]. In
    /// JSON, its size only.
    #[cfg_attr(
        feature = "serde",
        serde(skip_serializing_if = "Option::is_none", serialize_with = "proof_size")
    )]
    pub proof: Option<&'a SharedProof>,
}

impl StepRef<'_> {
    /// The size of the pattern: its cells for subsets and wings, its base lines for fish, its
    /// nodes for chains, forcing chains and coloured clusters, 1 for singles and intersections.
    pub fn size(&self) -> usize {
        if self.technique.is_naked_subset()
            || self.technique.is_hidden_subset()
            || self.technique.is_locked_subset()
        {
            self.cells.len()
        } else if self.technique.is_chain()
            || self.technique.is_forcing()
            || self.technique.is_cycle()
            || self.technique.is_colouring()
        {
            self.chain.len()
        } else if self.technique.is_bent_wing() || self.technique.is_als() {
            self.cells.len()
        } else if self.technique.is_fish() || self.technique.is_finned_fish() {
            self.houses.len() / 2
        } else {
            1
        }
    }

    /// The step as an owned value.
    pub fn to_step(&self) -> Step {
        Step {
            technique: self.technique,
            rating: self.rating,
            houses: self.houses.to_vec(),
            cells: self.cells.to_vec(),
            numbers: self.numbers,
            eliminations: self.eliminations.to_vec(),
            placements: self.placements.to_vec(),
            chain: self.chain.to_vec(),
            sets: self.sets.to_vec(),
            proof: self.proof.cloned(),
        }
    }
}
