//! A read-only view of one house's two maps: cell → numbers and number → cells.

use crate::layout::{Cell, House, Layout, Number, NumberSet, Pos, PosSet};

use super::Graph;

/// The two maps of one house, read from the graph.
///
/// # Examples
///
/// ```
/// use sudograph::{Config, Engine, House, Number, Pos, Puzzle};
///
/// let puzzle: Puzzle = "1...............".parse()?;
/// let mut engine = Engine::new(&puzzle);
/// let row = engine.house(House::new(0));
/// assert_eq!(row.numbers_at(Pos::new(0)).len(), 1, "the given");
/// assert_eq!(row.cells_of(Number::from_value(1)).count(), 4, "nothing propagated yet");
/// engine.propagate(&Config::default())?;
/// let row = engine.house(House::new(0));
/// let cells: Vec<_> = row.cells_of(Number::from_value(1)).map(|c| c.index()).collect();
/// assert_eq!(cells, vec![0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct HouseMap<'a> {
    layout: &'a Layout,
    graph: &'a Graph,
    house: House,
}

impl<'a> HouseMap<'a> {
    pub(crate) fn new(layout: &'a Layout, graph: &'a Graph, house: House) -> Self {
        HouseMap {
            layout,
            graph,
            house,
        }
    }

    /// The house this view shows.
    pub fn house(&self) -> House {
        self.house
    }

    /// The cells of the house; a cell's index here is its [`Pos`].
    pub fn cells(&self) -> &'a [Cell] {
        self.layout.cells_of(self.house)
    }

    /// Cell → numbers: the candidates of the cell at `pos`.
    pub fn numbers_at(&self, pos: Pos) -> NumberSet {
        self.graph.candidates(self.cells()[pos.index()])
    }

    /// Number → cells: the positions where `number` can go.
    pub fn positions_of(&self, number: Number) -> PosSet {
        self.graph.places(self.house, number)
    }

    /// Number → cells: the cells where `number` can go, in house order.
    pub fn cells_of(&self, number: Number) -> impl Iterator<Item = Cell> + 'a {
        self.layout.cells_at(self.house, self.positions_of(number))
    }

    /// The whole cell → numbers map, in house order.
    pub fn cell_to_numbers(&self) -> impl Iterator<Item = (Cell, NumberSet)> + 'a {
        let graph = self.graph;
        self.cells().iter().map(move |&c| (c, graph.candidates(c)))
    }

    /// The whole number → cells map, by number, as positions.
    pub fn number_to_cells(&self) -> impl Iterator<Item = (Number, PosSet)> + 'a {
        self.graph
            .places_of(self.house)
            .iter()
            .enumerate()
            .map(|(d, &p)| (Number::new(d), p))
    }
}
