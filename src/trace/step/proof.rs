//! The certificate a brute-force step carries on grids larger than 9×9: for each candidate it
//! removes, the nogoods a search with learning learned, in order, while showing that the
//! candidate placed leaves no solution. The checker (`trace/verify/proof.rs`) replays them by
//! unit propagation alone.

use std::sync::Arc;

use crate::layout::{Cell, Number};

/// A literal of a nogood: candidate `v = cell × side + number index` placed (`2v`) or removed
/// (`2v + 1`).
pub type Literal = u32;

/// The literal of `number` in `cell` on a grid of side `side`: placed, or removed.
pub fn literal(cell: Cell, number: Number, side: usize, placed: bool) -> Literal {
    (2 * (cell.index() * side + number.index()) + usize::from(!placed)) as Literal
}

/// One candidate refuted: `number` placed in `cell`, unit propagation over the grid's rules,
/// the state before the step and these nogoods, in order, reaches a contradiction; each nogood
/// (a clause: one of its literals holds) follows from what comes before it by unit propagation
/// (its literals all negated lead to a contradiction).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Refutation {
    /// The cell.
    pub cell: Cell,
    /// The number refuted there.
    pub number: Number,
    lits: Vec<Literal>,
    ends: Vec<u32>,
}

impl Refutation {
    /// A refutation of `number` in `cell` with no nogood yet.
    pub fn new(cell: Cell, number: Number) -> Refutation {
        Refutation {
            cell,
            number,
            lits: Vec::new(),
            ends: Vec::new(),
        }
    }

    /// Adds a nogood (after those already in).
    pub fn push(&mut self, nogood: impl IntoIterator<Item = Literal>) {
        self.lits.extend(nogood);
        self.ends.push(self.lits.len() as u32);
    }

    pub(crate) fn from_log(cell: Cell, number: Number, lits: Vec<Literal>, ends: Vec<u32>) -> Self {
        Refutation {
            cell,
            number,
            lits,
            ends,
        }
    }

    /// The nogoods, in order.
    pub fn nogoods(&self) -> impl ExactSizeIterator<Item = &[Literal]> + '_ {
        (0..self.ends.len()).map(|i| {
            let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
            &self.lits[start..self.ends[i] as usize]
        })
    }

    /// The number of nogoods.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether it has no nogood (placing the number contradicts the state by propagation).
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The number of literals over all nogoods.
    pub fn literals(&self) -> usize {
        self.lits.len()
    }
}

/// The certificate of a brute-force step: one [`Refutation`] per candidate removed, in the
/// order of the step's eliminations. Shared (`Arc`): a step is cloned cheaply.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Proof {
    /// The refutations.
    pub refutations: Vec<Refutation>,
}

impl Proof {
    /// Nogoods over all refutations.
    pub fn nogoods(&self) -> usize {
        self.refutations.iter().map(Refutation::len).sum()
    }

    /// Literals over all refutations.
    pub fn literals(&self) -> usize {
        self.refutations.iter().map(Refutation::literals).sum()
    }
}

/// A shared proof, as steps hold it.
pub type SharedProof = Arc<Proof>;

#[cfg(feature = "serde")]
impl serde::Serialize for Proof {
    /// Its size only, `{"refuted":1,"nogoods":412,"literals":5130}`: the nogoods themselves
    /// are megabytes on a hard grid.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Proof", 3)?;
        st.serialize_field("refuted", &self.refutations.len())?;
        st.serialize_field("nogoods", &self.nogoods())?;
        st.serialize_field("literals", &self.literals())?;
        st.end()
    }
}
