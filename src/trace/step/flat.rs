//! Steps stored flat, as a trace keeps them: a header each, their lists in arrays shared by
//! all steps.

use crate::layout::{Cell, House, Number, NumberSet};
use crate::trace::node::Node;
use crate::trace::scale::Rating;

use super::{PatternSet, SharedProof, StepRef, Technique};

/// Where one step's lists lie in the shared arrays of [`Steps`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Header {
    technique: Technique,
    rating: Rating,
    numbers: NumberSet,
    houses: [u32; 2],
    cells: [u32; 2],
    eliminations: [u32; 2],
    placements: [u32; 2],
    chain: [u32; 2],
    sets: [u32; 2],
    /// Index in `proofs`, or `u32::MAX`.
    proof: u32,
}

/// Steps stored flat: a header each, their lists in arrays shared by all steps, so recording a
/// step allocates nothing once the arrays have grown.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct Steps {
    headers: Vec<Header>,
    houses: Vec<House>,
    cells: Vec<Cell>,
    pairs: Vec<(Cell, Number)>,
    nodes: Vec<Node>,
    sets: Vec<PatternSet>,
    proofs: Vec<SharedProof>,
}

fn span<T>(list: &mut Vec<T>, items: impl IntoIterator<Item = T>) -> [u32; 2] {
    let start = list.len() as u32;
    list.extend(items);
    [start, list.len() as u32]
}

fn slice<T>(list: &[T], [start, end]: [u32; 2]) -> &[T] {
    &list[start as usize..end as usize]
}

impl Steps {
    /// The number of steps.
    pub fn len(&self) -> usize {
        self.headers.len()
    }

    /// Forgets every step, keeping the memory.
    pub fn clear(&mut self) {
        self.headers.clear();
        self.houses.clear();
        self.cells.clear();
        self.pairs.clear();
        self.nodes.clear();
        self.sets.clear();
        self.proofs.clear();
    }

    /// Step `i`.
    pub fn get(&self, i: usize) -> StepRef<'_> {
        let h = &self.headers[i];
        StepRef {
            technique: h.technique,
            rating: h.rating,
            houses: slice(&self.houses, h.houses),
            cells: slice(&self.cells, h.cells),
            numbers: h.numbers,
            eliminations: slice(&self.pairs, h.eliminations),
            placements: slice(&self.pairs, h.placements),
            chain: slice(&self.nodes, h.chain),
            sets: slice(&self.sets, h.sets),
            proof: self.proofs.get(h.proof as usize),
        }
    }

    /// Every step, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = StepRef<'_>> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }

    /// Records a step; its cells are sorted here.
    #[allow(
        clippy::too_many_arguments,
        reason = "one argument per field of a step"
    )]
    pub fn push(
        &mut self,
        technique: Technique,
        rating: Rating,
        houses: impl IntoIterator<Item = House>,
        cells: impl IntoIterator<Item = Cell>,
        numbers: NumberSet,
        eliminations: impl IntoIterator<Item = (Cell, Number)>,
        placements: impl IntoIterator<Item = (Cell, Number)>,
    ) {
        let houses = span(&mut self.houses, houses);
        let cells = span(&mut self.cells, cells);
        self.cells[cells[0] as usize..].sort_unstable();
        let eliminations = span(&mut self.pairs, eliminations);
        let placements = span(&mut self.pairs, placements);
        self.headers.push(Header {
            technique,
            rating,
            numbers,
            houses,
            cells,
            eliminations,
            placements,
            chain: [0, 0],
            sets: [0, 0],
            proof: u32::MAX,
        });
    }

    /// Gives the last step recorded the chain `nodes`.
    pub fn set_chain(&mut self, nodes: impl IntoIterator<Item = Node>) {
        let chain = span(&mut self.nodes, nodes);
        if let Some(last) = self.headers.last_mut() {
            last.chain = chain;
        }
    }

    /// Gives the last step recorded the sets of cells `sets`.
    pub fn set_sets(&mut self, sets: impl IntoIterator<Item = PatternSet>) {
        let span = span(&mut self.sets, sets);
        if let Some(last) = self.headers.last_mut() {
            last.sets = span;
        }
    }

    /// Gives the last step recorded the certificate `proof`.
    pub fn set_proof(&mut self, proof: Option<SharedProof>) {
        let Some(proof) = proof else { return };
        if let Some(last) = self.headers.last_mut() {
            last.proof = self.proofs.len() as u32;
            self.proofs.push(proof);
        }
    }
}
