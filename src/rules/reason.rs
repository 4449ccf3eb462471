//! Reasons and contradictions: every change to the graph says which rule made it and from what.

use std::fmt;

use crate::layout::{Cell, House, HouseNames, Number, NumberSet, Pos, PosSet, house_name};

/// A family of lines: the rows or the columns of the grid.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Line {
    /// Rows: houses `0..n`; row r is position r of every column.
    Row,
    /// Columns: houses `n..2n`; column c is position c of every row.
    Column,
}

impl Line {
    /// The other family.
    #[inline]
    pub fn other(self) -> Line {
        match self {
            Line::Row => Line::Column,
            Line::Column => Line::Row,
        }
    }

    /// The house of line `index` (0-based) in a grid of side `side`.
    #[inline]
    pub fn house(self, index: usize, side: usize) -> House {
        match self {
            Line::Row => House::new(index),
            Line::Column => House::new(side + index),
        }
    }

    /// The letter of the family in cell names: `r` or `c`.
    pub fn letter(self) -> char {
        match self {
            Line::Row => 'r',
            Line::Column => 'c',
        }
    }
}

/// Up to four houses, in order: the base or cover set of a Franken or mutant fish.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HouseList {
    len: u8,
    houses: [u8; 4],
}

impl HouseList {
    /// The number of houses.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there is none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The houses, in order.
    pub fn houses(&self) -> impl ExactSizeIterator<Item = House> + '_ {
        self.houses[..self.len()]
            .iter()
            .map(|&h| House::new(usize::from(h)))
    }

    /// The house indices, in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.houses[..self.len()].iter().map(|&h| usize::from(h))
    }

    /// Appends house index `h` (at most four).
    pub(crate) fn push(&mut self, h: u8) {
        self.houses[self.len()] = h;
        self.len += 1;
    }

    /// Removes the last house (clearing its slot, so that equal lists compare equal).
    pub(crate) fn pop(&mut self) {
        self.len -= 1;
        self.houses[self.len()] = 0;
    }
}

/// Why a candidate was removed: the rule and the pattern it saw.
///
/// Cells inside a house are given as positions in that house (see [`Pos`]); use
/// [`Layout::cells_at`](crate::Layout::cells_at) to turn them into cells. New rules add
/// variants, so matches need a wildcard arm.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Reason {
    /// The starting state: a given, or a candidate missing from the pencilmarks.
    Given,
    /// Removed through [`Engine::eliminate`](crate::Engine::eliminate) or
    /// [`Engine::place`](crate::Engine::place) by the caller.
    User,
    /// Removed by search, to try a branch.
    Guess,
    /// `cells` of `house` hold only `numbers` (as many numbers as cells), so no other cell of
    /// `house` can hold one of them. One cell is a naked single.
    NakedSubset {
        /// The house.
        house: House,
        /// The cells of the subset, as positions in `house`.
        cells: PosSet,
        /// Their candidates.
        numbers: NumberSet,
    },
    /// `numbers` can go only in `cells` of `house` (as many cells as numbers), so those cells
    /// hold no other number. One number is a hidden single.
    HiddenSubset {
        /// The house.
        house: House,
        /// The cells the numbers are confined to, as positions in `house`.
        cells: PosSet,
        /// The numbers of the subset.
        numbers: NumberSet,
    },
    /// In `house`, `number` can go only in `cells`, which all lie in `other`, so `number` is
    /// removed from the rest of `other` (pointing, claiming).
    Intersection {
        /// The house confining the number.
        house: House,
        /// The house it is removed from.
        other: House,
        /// The places of the number in `house`, as positions in `house`.
        cells: PosSet,
        /// The number.
        number: Number,
    },
    /// In the `base` lines (rows, or columns), `number` can go only in the `cover` lines of the
    /// other family (as many as there are base lines), so it is removed from the cover lines
    /// outside the base lines (X-Wing, Swordfish, Jellyfish, …).
    Fish {
        /// The number.
        number: Number,
        /// The family of the base lines; the cover lines are of the other family.
        base_line: Line,
        /// The base lines, by index (row r is position r of a column, and the reverse).
        base: PosSet,
        /// The cover lines, by index.
        cover: PosSet,
    },
    /// A fish with fins: in the `base` lines, `number` can go only in the `cover` lines or in
    /// cells of `fin_box` (the fins, at least one), so it is removed from the cover lines'
    /// cells inside `fin_box` and outside the base lines: they see every fin. `sashimi` when a
    /// base line has at most one place in the cover lines.
    FinnedFish {
        /// The number.
        number: Number,
        /// The family of the base lines; the cover lines are of the other family.
        base_line: Line,
        /// The base lines, by index.
        base: PosSet,
        /// The cover lines, by index.
        cover: PosSet,
        /// The box holding every fin.
        fin_box: House,
        /// Whether a base line has at most one place in the cover lines.
        sashimi: bool,
    },
    /// A fish over any houses (Franken, mutant): the `base` houses share no place, and the
    /// number's places in them lie in the `cover` houses or are fins (`finned`); it is
    /// removed from the covers outside the base and from base places in two covers, where
    /// they see every fin. With fewer covers than base houses a fin must hold, and every place
    /// that sees all the fins goes.
    FrankenFish {
        /// The number.
        number: Number,
        /// The base houses (2 to 4).
        base: HouseList,
        /// The cover houses (at most as many).
        cover: HouseList,
        /// Whether some base place lies in no cover.
        finned: bool,
    },
    /// A pattern of a custom rule ([`CustomRule`](super::custom::CustomRule)): the positions
    /// `cells` of `house` and the `numbers` it is made of.
    Custom {
        /// The rule.
        rule: super::custom::RuleId,
        /// The house the pattern lies in.
        house: House,
        /// Its cells, as positions in `house`.
        cells: PosSet,
        /// Its numbers.
        numbers: NumberSet,
    },
    /// Removed by an explanation's step of a technique the engine does not run (a chain, a
    /// wing, uniqueness, a forcing chain), removing `number` from `cell`; the step says which.
    Explained {
        /// The technique's name.
        technique: &'static str,
        /// The cell.
        cell: Cell,
        /// The number removed.
        number: Number,
    },
}

impl Reason {
    /// The rule's name, as used in statistics: `given`, `user`, `guess`, `naked_subset`,
    /// `hidden_subset`, `intersection`, `fish`.
    pub fn rule_name(&self) -> &'static str {
        match self {
            Reason::Given => "given",
            Reason::User => "user",
            Reason::Guess => "guess",
            Reason::NakedSubset { .. } => "naked_subset",
            Reason::HiddenSubset { .. } => "hidden_subset",
            Reason::Intersection { .. } => "intersection",
            Reason::Fish { .. } | Reason::FinnedFish { .. } | Reason::FrankenFish { .. } => "fish",
            Reason::Custom { rule, .. } => rule.rule().name(),
            Reason::Explained { technique, .. } => technique,
        }
    }

    /// The size of the pattern: cells of a subset, base lines of a fish, 1 for the others.
    pub fn size(&self) -> usize {
        match self {
            Reason::NakedSubset { cells, .. } | Reason::HiddenSubset { cells, .. } => cells.len(),
            Reason::Fish { base, .. } | Reason::FinnedFish { base, .. } => base.len(),
            Reason::FrankenFish { base, .. } => base.len(),
            Reason::Custom { cells, .. } => cells.len(),
            _ => 1,
        }
    }

    /// An adapter printing the reason, naming houses by `names`: a grid's side (the standard
    /// numbering) or its [`Layout`](crate::Layout) (`region 4`, `diagonal 1`).
    pub fn display<'a>(&'a self, names: impl Into<HouseNames<'a>>) -> impl fmt::Display + 'a {
        ReasonText {
            reason: self,
            names: names.into(),
        }
    }
}

struct ReasonText<'a> {
    reason: &'a Reason,
    names: HouseNames<'a>,
}

fn positions(set: PosSet) -> String {
    let list: Vec<_> = set
        .iter()
        .map(|p: Pos| (p.index() + 1).to_string())
        .collect();
    list.join(",")
}

fn numbers(set: NumberSet) -> String {
    let list: Vec<_> = set.iter().map(|d| d.to_string()).collect();
    list.join(",")
}

/// Lines as people write them: `r2 r7`, `c3 c8` (1-based).
fn lines(family: Line, set: PosSet) -> String {
    let list: Vec<_> = set
        .iter()
        .map(|p: Pos| format!("{}{}", family.letter(), p.index() + 1))
        .collect();
    list.join(" ")
}

impl fmt::Display for ReasonText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, names) = (self.names.side(), self.names);
        match *self.reason {
            Reason::Given | Reason::User | Reason::Guess => f.write_str(self.reason.rule_name()),
            Reason::NakedSubset {
                house,
                cells,
                numbers: ns,
            } => write!(
                f,
                "naked subset {{{}}} in positions {} of {}",
                numbers(ns),
                positions(cells),
                names.long(house)
            ),
            Reason::HiddenSubset {
                house,
                cells,
                numbers: ns,
            } => write!(
                f,
                "hidden subset {{{}}} in positions {} of {}",
                numbers(ns),
                positions(cells),
                names.long(house)
            ),
            Reason::Intersection {
                house,
                other,
                cells,
                number,
            } => write!(
                f,
                "{number} in {} only in positions {}, inside {}",
                names.long(house),
                positions(cells),
                names.long(other)
            ),
            Reason::Fish {
                number,
                base_line,
                base,
                cover,
            } => write!(
                f,
                "fish {number} {} / {}",
                lines(base_line, base),
                lines(base_line.other(), cover)
            ),
            Reason::FinnedFish {
                number,
                base_line,
                base,
                cover,
                fin_box,
                ..
            } => write!(
                f,
                "finned fish {number} {} / {}, fins in {}",
                lines(base_line, base),
                lines(base_line.other(), cover),
                names.long(fin_box)
            ),
            Reason::FrankenFish {
                number,
                base,
                cover,
                finned,
            } => write!(
                f,
                "{}fish {number} {} / {}",
                if finned { "finned " } else { "" },
                house_list(names, base),
                house_list(names, cover)
            ),
            Reason::Custom {
                rule,
                house,
                cells,
                numbers: ns,
            } => write!(
                f,
                "{} {{{}}} in positions {} of {}",
                rule.rule().name(),
                numbers(ns),
                positions(cells),
                names.long(house)
            ),
            Reason::Explained {
                technique,
                cell,
                number,
            } => write!(f, "{technique}: {}<>{number}", cell.display(n)),
        }
    }
}

/// Houses as people write them: `r5 b1` (1-based).
fn house_list(names: HouseNames<'_>, list: HouseList) -> String {
    let names: Vec<_> = list.houses().map(|h| names.short(h)).collect();
    names.join(" ")
}

/// A house as `r5`, `c2`, `b1`, or `h3` for the third extra house (1-based).
pub(crate) fn short_house_name(side: usize, house: House) -> String {
    let (i, n) = (house.index(), side);
    let (letter, index) = match i / n {
        0 => ('r', i),
        1 => ('c', i - n),
        2 => ('b', i - 2 * n),
        _ => ('h', i - 3 * n),
    };
    format!("{letter}{}", index + 1)
}

/// What was impossible.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum ContradictionKind {
    /// A cell has no candidate left.
    EmptyCell {
        /// The cell.
        cell: Cell,
    },
    /// A number has no place left in a house that must hold it.
    MissingNumber {
        /// The house.
        house: House,
        /// The number.
        number: Number,
    },
    /// Some cells of a house have fewer candidates between them than there are cells.
    TooFewNumbers {
        /// The house.
        house: House,
        /// The cells, as positions in `house`.
        cells: PosSet,
        /// All their candidates.
        numbers: NumberSet,
    },
    /// Some numbers of a house have fewer places between them than there are numbers.
    TooFewCells {
        /// The house.
        house: House,
        /// The numbers.
        numbers: NumberSet,
        /// All their places, as positions in `house`.
        cells: PosSet,
    },
    /// Some lines (rows, or columns) have fewer lines of the other family between them where
    /// a number can go than there are lines: they cannot each hold the number.
    TooFewLines {
        /// The number.
        number: Number,
        /// The family of the lines.
        base_line: Line,
        /// The lines, by index.
        base: PosSet,
        /// Every line of the other family where they can hold the number.
        cover: PosSet,
    },
    /// Some houses that share no place hold a number only inside fewer other houses than there
    /// are of them: they cannot each hold it.
    TooFewCovers {
        /// The number.
        number: Number,
        /// The houses that must each hold it.
        base: HouseList,
        /// The houses holding all their places.
        cover: HouseList,
    },
}

/// A state with no solution, found while propagating. It travels up with `?`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Contradiction {
    kind: ContradictionKind,
    cause: Option<Reason>,
    side: u8,
}

impl Contradiction {
    pub(crate) fn new(
        kind: ContradictionKind,
        cause: Option<Reason>,
        side: usize,
    ) -> Contradiction {
        Contradiction {
            kind,
            cause,
            side: side as u8,
        }
    }

    /// What was impossible.
    pub fn kind(&self) -> ContradictionKind {
        self.kind
    }

    /// The reason of the removal that exposed it, when a removal did.
    pub fn cause(&self) -> Option<Reason> {
        self.cause
    }
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.side as usize;
        match self.kind {
            ContradictionKind::EmptyCell { cell } => {
                write!(f, "{} has no candidate left", cell.display(n))?
            }
            ContradictionKind::MissingNumber { house, number } => {
                write!(f, "{number} has no place left in {}", house_name(n, house))?
            }
            ContradictionKind::TooFewNumbers {
                house,
                cells,
                numbers: ns,
            } => write!(
                f,
                "positions {} of {} share only the numbers {{{}}}",
                positions(cells),
                house_name(n, house),
                numbers(ns)
            )?,
            ContradictionKind::TooFewCells {
                house,
                numbers: ns,
                cells,
            } => write!(
                f,
                "numbers {{{}}} fit only in positions {} of {}",
                numbers(ns),
                positions(cells),
                house_name(n, house)
            )?,
            ContradictionKind::TooFewLines {
                number,
                base_line,
                base,
                cover,
            } => write!(
                f,
                "{number} fits in {} only in {}",
                lines(base_line, base),
                lines(base_line.other(), cover)
            )?,
            ContradictionKind::TooFewCovers {
                number,
                base,
                cover,
            } => write!(
                f,
                "{number} fits in {} only in {}",
                house_list(n.into(), base),
                house_list(n.into(), cover)
            )?,
        }
        if let Some(cause) = &self.cause {
            write!(f, " (after {})", cause.display(n))?;
        }
        Ok(())
    }
}

impl std::error::Error for Contradiction {}
