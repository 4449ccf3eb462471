//! Why the checker rejects a step: the [`Problem`] found, and the [`Rejection`] that says which
//! step it was and prints it with the grid's cell names.

use std::fmt;

use crate::layout::{Cell, Layout, Number};

use super::super::scale::Rating;

/// Why the checker rejected a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Problem {
    /// The starting state's size is not the layout's.
    Shape,
    /// A house, cell or number outside the grid.
    OutOfRange,
    /// The pattern's shape does not fit the technique.
    Malformed(&'static str),
    /// The rating is not the scale's for this technique and pattern.
    Rating {
        /// The scale's rating.
        expected: Rating,
        /// The step's.
        found: Rating,
    },
    /// The pattern does not hold in the state.
    PatternFails(&'static str),
    /// An elimination of a candidate that is not there (or listed twice).
    NotACandidate {
        /// The cell.
        cell: Cell,
        /// The number.
        number: Number,
    },
    /// An elimination the pattern does not justify.
    Unjustified {
        /// The cell.
        cell: Cell,
        /// The number.
        number: Number,
    },
    /// A placement that the step does not leave as the cell's only candidate.
    Placement {
        /// The cell.
        cell: Cell,
        /// The number.
        number: Number,
    },
    /// The step removes nothing and places nothing new.
    RemovesNothing,
    /// A placement of a cell already placed (a given, or by an earlier step).
    AlreadyPlaced {
        /// The cell.
        cell: Cell,
    },
    /// A cell said to be given has not exactly one candidate in the starting state.
    Given {
        /// The cell.
        cell: Cell,
    },
    /// An explanation that ends solved leaves a cell no step placed (nor was it given).
    Unannounced {
        /// The cell.
        cell: Cell,
    },
}

/// A step the checker rejected: which one (0-based) and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rejection {
    /// The index of the step in the list given.
    pub step: usize,
    /// What is wrong with it.
    pub problem: Problem,
    side: usize,
}

impl Rejection {
    pub(crate) fn new(step: usize, problem: Problem, layout: &Layout) -> Rejection {
        Rejection {
            step,
            problem,
            side: layout.side(),
        }
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.side;
        write!(f, "step {} rejected: ", self.step + 1)?;
        match self.problem {
            Problem::Shape => f.write_str("the starting state does not fit the layout"),
            Problem::OutOfRange => f.write_str("a house, cell or number outside the grid"),
            Problem::Malformed(what) => write!(f, "malformed pattern: {what}"),
            Problem::Rating { expected, found } => {
                write!(f, "rated {found}, the scale says {expected}")
            }
            Problem::PatternFails(what) => write!(f, "the pattern does not hold: {what}"),
            Problem::NotACandidate { cell, number } => write!(
                f,
                "{}<>{number} removes what is not (or no longer) a candidate",
                cell.display(n)
            ),
            Problem::Unjustified { cell, number } => write!(
                f,
                "{}<>{number} does not follow from the pattern",
                cell.display(n)
            ),
            Problem::AlreadyPlaced { cell } => {
                write!(f, "{} is placed already", cell.display(n))
            }
            Problem::Given { cell } => write!(
                f,
                "{} is given but has not exactly one candidate at the start",
                cell.display(n)
            ),
            Problem::Unannounced { cell } => write!(
                f,
                "the explanation ends solved, but no step placed {}",
                cell.display(n)
            ),
            Problem::Placement { cell, number } => write!(
                f,
                "{}={number} is not the cell's only candidate after the step",
                cell.display(n)
            ),
            Problem::RemovesNothing => f.write_str("it removes nothing"),
        }
    }
}

impl std::error::Error for Rejection {}
