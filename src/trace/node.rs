//! A step's chains: nodes (a number in one cell, or in a group of cells) joined by strong and
//! weak links, each node asserting its candidate true or false.
//!
//! Two candidates are *strongly* linked when one of them must be true (the only two numbers of
//! a cell, the only two places of a number in a house) and *weakly* linked when they cannot both
//! be true (one cell, or one number in one house). A group node stands for a number in any of
//! its cells (a number's places in a box ∩ line): it is true when one of them is. A chain is
//! read from its first node, whose link is [`Link::Start`]: after a weak link a node is false
//! because the node before it is true; after a strong link it is true because the node before
//! it is false. Forcing steps (implications followed through singles) use the same nodes: a
//! node follows from the ones before it in its branch.

use crate::layout::{Cell, Number};

/// The most cells of a group node (a box ∩ line of a 64 × 64 grid has 8).
pub const MAX_GROUP: usize = 8;

/// How a node follows from the one before it in its chain.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Link {
    /// The first node of a chain (or of a forcing branch): an assumption, or the end the chain
    /// starts from.
    Start,
    /// One of the two must be true: the node before is false, so this one is true.
    Strong,
    /// The two cannot both be true: the node before is true, so this one is false.
    Weak,
    /// The first node of a nested chain, inside a forcing branch: an assumption made on the
    /// branch's grid, whose chain (the nodes after it, up to the next nested or branch start)
    /// removed a candidate the branch lists (nested forcing chains).
    Nested,
}

impl Link {
    /// The name in machine output: `start`, `strong`, `weak`, `nested`.
    pub fn name(self) -> &'static str {
        match self {
            Link::Start => "start",
            Link::Strong => "strong",
            Link::Weak => "weak",
            Link::Nested => "nested",
        }
    }
}

/// One node of a chain: a number in a cell, or in a group of cells of one house.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Node {
    /// The number.
    pub number: Number,
    /// How it follows from the node before it.
    pub link: Link,
    /// Whether the node is asserted true (the number is in one of the cells) or false (in none).
    pub on: bool,
    len: u8,
    cells: [Cell; MAX_GROUP],
}

impl Node {
    /// A node of `number` in `cells` (one to [`MAX_GROUP`] cells, ascending; more are dropped).
    pub fn new(
        number: Number,
        cells: impl IntoIterator<Item = Cell>,
        link: Link,
        on: bool,
    ) -> Node {
        let mut node = Node {
            number,
            link,
            on,
            len: 0,
            cells: [Cell::new(0); MAX_GROUP],
        };
        for cell in cells.into_iter().take(MAX_GROUP) {
            node.cells[usize::from(node.len)] = cell;
            node.len += 1;
        }
        node.cells[..usize::from(node.len)].sort_unstable();
        node
    }

    /// A node of `number` in one cell.
    pub fn cell(cell: Cell, number: Number, link: Link, on: bool) -> Node {
        Node::new(number, [cell], link, on)
    }

    /// Its cells, ascending.
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }

    /// Whether it is a group of several cells.
    pub fn is_group(&self) -> bool {
        self.len > 1
    }

    /// Whether both nodes stand for the same candidates (whatever their links).
    pub fn same_candidates(&self, other: &Node) -> bool {
        self.number == other.number && self.cells() == other.cells()
    }
}

/// The chains of `nodes`, one slice per chain: each starts at a [`Link::Start`] node.
pub fn chains(nodes: &[Node]) -> impl Iterator<Item = &[Node]> + '_ {
    let mut rest = nodes;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = rest[1..]
            .iter()
            .position(|n| n.link == Link::Start)
            .map_or(rest.len(), |i| i + 1);
        let (chain, tail) = rest.split_at(end);
        rest = tail;
        Some(chain)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_split_at_their_starts() {
        let d = Number::new(0);
        let a = Node::cell(Cell::new(0), d, Link::Start, true);
        let b = Node::cell(Cell::new(1), d, Link::Weak, false);
        let c = Node::new(d, [Cell::new(5), Cell::new(3)], Link::Start, false);
        let list = [a, b, c];
        let split: Vec<_> = chains(&list).collect();
        assert_eq!(split, vec![&list[..2], &list[2..]]);
        assert_eq!(c.cells(), &[Cell::new(3), Cell::new(5)]);
        assert!(c.is_group() && !a.is_group());
        assert!(chains(&[]).next().is_none());
    }
}
