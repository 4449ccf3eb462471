//! Inspection: the candidate graph as a petgraph graph, ready for DOT output.

use std::fmt;

use petgraph::graph::UnGraph;

use crate::layout::{Cell, Layout, Number};

use super::Graph;

/// A node of the bipartite candidate graph.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GraphNode {
    /// A cell, printed `r1c1` in DOT.
    Cell {
        /// The cell.
        cell: Cell,
        /// The grid side, to print the cell's name.
        side: usize,
    },
    /// A number, printed `#7` in DOT.
    Number(Number),
}

/// An edge of the candidate graph: the number can still go in the cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct CandidateEdge;

impl fmt::Display for CandidateEdge {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        Ok(())
    }
}

impl fmt::Display for GraphNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GraphNode::Cell { cell, side } => write!(f, "{}", cell.display(side)),
            GraphNode::Number(d) => write!(f, "#{d}"),
        }
    }
}

/// Builds a petgraph view of the candidate graph: one node per unsolved cell, one per number,
/// one edge per candidate. Solved cells are left out unless `with_solved` is set.
///
/// The view is built afresh on each call (removing petgraph nodes would shift indices), in cell
/// then number order, so its DOT output is deterministic.
///
/// # Examples
///
/// ```
/// use petgraph::dot::{Config, Dot};
/// use sudograph::{Engine, Puzzle, graph::to_petgraph};
///
/// let puzzle: Puzzle = "12.4............".parse()?;
/// let engine = Engine::new(&puzzle);
/// let view = to_petgraph(engine.layout(), engine.graph(), false);
/// let dot = format!("{}", Dot::with_config(&view, &[Config::EdgeNoLabel]));
/// assert!(dot.contains("r1c3"));
/// assert!(!dot.contains("r1c1"), "solved cells are left out");
/// # Ok::<(), sudograph::ParseError>(())
/// ```
pub fn to_petgraph(
    layout: &Layout,
    graph: &Graph,
    with_solved: bool,
) -> UnGraph<GraphNode, CandidateEdge> {
    to_petgraph_of(
        layout,
        graph,
        (0..layout.cells()).map(Cell::new),
        with_solved,
    )
}

/// [`to_petgraph`] for `cells` only (e.g. one house's): every number, those cells, their
/// candidates; solved cells left out unless `with_solved` is set.
///
/// # Examples
///
/// ```
/// use sudograph::{Engine, House, Puzzle, graph::to_petgraph_of};
///
/// let puzzle: Puzzle = "12.4............".parse()?;
/// let engine = Engine::new(&puzzle);
/// let row = engine.layout().cells_of(House::new(0)).iter().copied();
/// let view = to_petgraph_of(engine.layout(), engine.graph(), row, true);
/// assert_eq!(view.node_count(), 4 + 4);
/// assert_eq!(view.edge_count(), 1 + 1 + 4 + 1);
/// # Ok::<(), sudograph::ParseError>(())
/// ```
pub fn to_petgraph_of(
    layout: &Layout,
    graph: &Graph,
    cells: impl IntoIterator<Item = Cell>,
    with_solved: bool,
) -> UnGraph<GraphNode, CandidateEdge> {
    let n = layout.side();
    let mut view = UnGraph::new_undirected();
    let numbers: Vec<_> = (0..n)
        .map(|d| view.add_node(GraphNode::Number(Number::new(d))))
        .collect();
    for cell in cells {
        let cands = graph.candidates(cell);
        if cands.len() == 1 && !with_solved {
            continue;
        }
        let node = view.add_node(GraphNode::Cell { cell, side: n });
        for d in cands {
            view.add_edge(node, numbers[d.index()], CandidateEdge);
        }
    }
    view
}
