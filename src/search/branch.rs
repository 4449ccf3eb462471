//! The branching choice: the most constrained cell or (house, number), ties to the lowest index.

use crate::graph::Graph;
use crate::layout::{Cell, Layout, Number};

/// The candidate to try first at a node, as (cell, number): in the cell with the fewest
/// candidates (two or more), its lowest number; or, when some complete house has an open number
/// (none of its places is a solved cell) with fewer places than that, the number at its first
/// place. Either way the cell has two candidates or more, so both branches change the state.
/// `None` when nothing is open.
pub(crate) fn choose(layout: &Layout, graph: &Graph) -> Option<(Cell, Number)> {
    let mut best: Option<(usize, Cell, Number)> = None;
    for (c, cands) in graph.all_candidates().iter().enumerate() {
        let k = cands.len();
        if k >= 2 && best.is_none_or(|(b, _, _)| k < b) {
            let first = cands.first().expect("two candidates or more");
            best = Some((k, Cell::new(c), first));
            if k == 2 {
                return Some((Cell::new(c), first));
            }
        }
    }
    for house in layout.house_ids() {
        if !layout.is_complete(house) {
            continue;
        }
        let cells = layout.cells_of(house);
        for (d, places) in graph.places_of(house).iter().enumerate() {
            let k = places.len();
            if k >= 2
                && best.is_none_or(|(b, _, _)| k < b)
                && places
                    .iter()
                    .all(|p| graph.candidates(cells[p.index()]).len() >= 2)
            {
                let cell = layout.cell_at(house, places.first().expect("two places or more"));
                best = Some((k, cell, Number::new(d)));
                if k == 2 {
                    return Some((cell, Number::new(d)));
                }
            }
        }
    }
    best.map(|(_, cell, number)| (cell, number))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Engine, Puzzle};

    #[test]
    fn prefers_the_cell_with_fewest_candidates() {
        let puzzle: Puzzle = "12.4............".parse().unwrap();
        let engine = Engine::new(&puzzle);
        // Before propagation only the givens are narrowed: every open cell has 4 candidates, but
        // 3 can go in only two cells of box 1 (r2c1, r2c2): that wins over any cell.
        let (cell, number) = choose(engine.layout(), engine.graph()).unwrap();
        assert_eq!((cell.index(), number.value()), (4, 3));
        assert!(engine.candidates(cell).len() >= 2 && engine.candidates(cell).contains(number));
        // Number 1 has two places in row 1, but one is the given: it is not open.
    }

    #[test]
    fn nothing_to_choose_in_a_solved_grid() {
        let puzzle: Puzzle = "1234341221434321".parse().unwrap();
        let engine = Engine::new(&puzzle);
        assert_eq!(choose(engine.layout(), engine.graph()), None);
    }
}
