//! The branching choice: the most constrained cell (ties to the one whose open peers it
//! constrains most) or (house, number); on 25×25 grids, per weight of failures in its houses.

use crate::graph::Graph;
use crate::layout::{Cell, CellSet, HouseKind, Layout, Number, Preset};

/// The candidate to try first at a node, as (cell, number).
///
/// Among the cells with the fewest candidates (two or more) — on X-Sudoku 16×16 those of them
/// on a diagonal, if any ([`on_diagonals_first`]), and when there are none and the fewest are
/// two, a number with two places on a diagonal instead ([`bilocal_on_a_diagonal`]) — the one
/// whose open peers (two candidates or more) weigh most, then the lowest index; its lowest
/// number. On grids of side 9
/// or less an open peer weighs 1, or 3 when it has two candidates, one of them the cell's; on
/// larger grids as [`peer_weight`] says (the fewer candidates a peer has, and the more of them
/// the cell shares, the more a guess there can settle it), and when the fewest are two, the cell
/// weighs the product of what each of its numbers' branches weighs ([`two_sided`]). When some complete house has an open
/// number (none of its places is a solved cell) with fewer places than that cell has
/// candidates, that number at its first place instead. Either way the cell has two candidates or
/// more, so both branches change the state. `None` when nothing is open. `open` and
/// `fewest_cells` are scratch space for sets of cells of the grid.
///
/// Preferring the cell with the most open peers halved the nodes of the search on hard 9×9
/// puzzles against the lowest index alone (top1465: 38.5 to 21.6 nodes per puzzle; forum
/// hardest: 553 to 340); counting the two-candidate peers that share a number thrice takes them
/// to 17.7 and 308. [`peer_weight`] takes them further (16.6 and 289) but costs the 9×9 planes
/// more than it saves; a 16×16 search it takes to a third of its nodes or fewer, 12×12 to 60%
/// (docs/performance.md).
pub(crate) fn choose(
    layout: &Layout,
    graph: &Graph,
    open: &mut CellSet,
    fewest_cells: &mut CellSet,
) -> Option<(Cell, Number)> {
    const BITS: usize = usize::BITS as usize;
    let cands = graph.all_candidates();
    // One pass: the open cells (two candidates or more), the fewest candidates among them, and
    // the cells with that many, written a word at a time.
    let (open, fewest_cells) = (open.blocks_mut(), fewest_cells.blocks_mut());
    open.fill(0);
    fewest_cells.fill(0);
    let mut fewest = usize::MAX;
    for (c, set) in cands.iter().enumerate() {
        let k = set.len();
        if k < 2 {
            continue;
        }
        let (w, bit) = (c / BITS, 1 << (c % BITS));
        open[w] |= bit;
        if k < fewest {
            fewest = k;
            fewest_cells.fill(0);
        }
        if k == fewest {
            fewest_cells[w] |= bit;
        }
    }
    let mut best: Option<(usize, Cell, Number)> = None;
    if fewest != usize::MAX {
        let k = fewest;
        if is_x_sixteen(layout)
            && !on_diagonals_first(layout, fewest_cells)
            && k == 2
            && let Some(choice) = bilocal_on_a_diagonal(layout, graph)
        {
            return Some(choice);
        }
        let mut most: Option<(u64, Cell)> = None;
        let weigh = layout.side() > 9;
        for (w, &word) in fewest_cells.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell = Cell::new(w * BITS + bits.trailing_zeros() as usize);
                bits &= bits - 1;
                let peers = layout.peers(cell).blocks().iter().zip(open.iter());
                let degree = if weigh {
                    let mine = cands[cell.index()];
                    // The peers' weight (`base`), and that of those sharing each of the cell's
                    // numbers, for a cell with two.
                    let (mut degree, mut base, mut sides) = (0, 0, [0; 2]);
                    let two: [Option<Number>; 2] = if k == 2 {
                        let mut numbers = mine.iter();
                        [numbers.next(), numbers.next()]
                    } else {
                        [None; 2]
                    };
                    for (w, (p, o)) in peers.enumerate() {
                        let mut bits = p & o;
                        while bits != 0 {
                            let peer = cands[w * BITS + bits.trailing_zeros() as usize];
                            bits &= bits - 1;
                            if k != 2 {
                                degree += peer_weight(peer.len(), (peer & mine).len());
                                continue;
                            }
                            let weight = PEER_WEIGHT[peer.len().min(5)];
                            base += weight;
                            for (side, number) in sides.iter_mut().zip(two) {
                                if number.is_some_and(|n| peer.contains(n)) {
                                    *side += weight;
                                }
                            }
                        }
                    }
                    if k == 2 {
                        two_sided(base, sides)
                    } else {
                        degree
                    }
                } else {
                    // Open peers, and twice more those with two candidates, one of them the
                    // cell's.
                    let mine = cands[cell.index()];
                    let mut degree = 0;
                    for (w, (p, o)) in peers.enumerate() {
                        let mut bits = p & o;
                        degree += u64::from(bits.count_ones());
                        while bits != 0 {
                            let peer = cands[w * BITS + bits.trailing_zeros() as usize];
                            bits &= bits - 1;
                            degree += 2 * u64::from(peer.len() == 2 && !(peer & mine).is_empty());
                        }
                    }
                    degree
                };
                if most.is_none_or(|(d, _)| degree > d) {
                    most = Some((degree, cell));
                }
            }
        }
        let (_, cell) = most.expect("some cell has the fewest candidates");
        let first = graph
            .candidates(cell)
            .first()
            .expect("two candidates or more");
        if k == 2 {
            return Some((cell, first));
        }
        best = Some((k, cell, first));
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

/// Whether `layout` is the X-Sudoku 16×16 layout (the standard houses and the two main
/// diagonals, nothing else), where the cells on a diagonal are guessed first.
fn is_x_sixteen(layout: &Layout) -> bool {
    layout.side() == 16
        && layout.variant().presets() == [Preset::X]
        && layout.variant().regions().is_none()
}

/// Keeps, of `cells` (blocks of a set of cells), those on a diagonal (in a fourth house), when
/// there are some; whether there were. On X-Sudoku 16×16 a guess there reaches the most peers
/// (a diagonal adds 12 to a cell's 39), and the search takes 7% fewer nodes
/// (docs/performance.md).
fn on_diagonals_first(layout: &Layout, cells: &mut [usize]) -> bool {
    const BITS: usize = usize::BITS as usize;
    let on_diagonal = |c: usize| layout.houses_slice(Cell::new(c)).len() > 3;
    let mut any = false;
    for (w, &word) in cells.iter().enumerate() {
        let mut bits = word;
        while bits != 0 && !any {
            any = on_diagonal(w * BITS + bits.trailing_zeros() as usize);
            bits &= bits - 1;
        }
    }
    if !any {
        return false;
    }
    for (w, word) in cells.iter_mut().enumerate() {
        let mut bits = *word;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits &= bits - 1;
            if !on_diagonal(w * BITS + bit.trailing_zeros() as usize) {
                *word &= !bit;
            }
        }
    }
    true
}

/// The first number with exactly two places on a diagonal (the main one, then the other), both
/// open, at its first place: on X-Sudoku 16×16, the guess when no cell on a diagonal has two
/// candidates but some cell elsewhere does (a choice of two, as such a cell is). With it the
/// search takes 4% fewer nodes on `x_16x16`, 7% to 57% fewer on five generated sets
/// (docs/performance.md).
fn bilocal_on_a_diagonal(layout: &Layout, graph: &Graph) -> Option<(Cell, Number)> {
    for house in layout.house_ids() {
        if layout.kind(house) != HouseKind::Extra {
            continue;
        }
        let cells = layout.cells_of(house);
        for (d, places) in graph.places_of(house).iter().enumerate() {
            if places.len() == 2
                && places
                    .iter()
                    .all(|p| graph.candidates(cells[p.index()]).len() >= 2)
            {
                let first = places.first().expect("two places");
                return Some((layout.cell_at(house, first), Number::new(d)));
            }
        }
    }
    None
}

/// What an open peer with `k` candidates, `shared` of them also the chosen cell's, adds to the
/// cell's claim to be guessed: `(1 + 4·shared) · 4096 / min(k, 5)²`. A peer close to a single
/// that loses a candidate to the guess is likely to be settled by it; peers with five
/// candidates or more weigh alike. Integer weights, so that every representation of the
/// search (the engine, `bands.rs`, `planes16.rs`) ranks cells the same.
#[inline]
fn peer_weight(k: usize, shared: usize) -> u64 {
    let m = k.min(5) as u64;
    (1 + 4 * shared as u64) * PEER_WEIGHT[m as usize]
}

/// What a cell with two candidates weighs, given the weight of its open peers (`base`, as
/// [`peer_weight`] with no candidate shared) and that of those among them with each of its two
/// numbers (`sides`): the product of `base + 4·side` over its two numbers, what each branch of
/// the guess can settle, so that a cell whose two branches both settle much wins over one
/// where only one does. Against the sum ([`peer_weight`] over the peers), 2% to 5% fewer
/// nodes on X-Sudoku 16×16 and 7% to 12% on standard 16×16 (docs/performance.md).
#[inline]
pub(crate) fn two_sided(base: u64, sides: [u64; 2]) -> u64 {
    (base + 4 * sides[0]) * (base + 4 * sides[1])
}

/// `4096 / k²` for a peer of `k` candidates (2 to 5; five or more weigh as five).
pub(crate) const PEER_WEIGHT: [u64; 6] = [0, 0, 4096 / 4, 4096 / 9, 4096 / 16, 4096 / 25];

/// The candidate to try first at a node of a large grid, by failure-driven weights (dom/wdeg):
/// every house has a weight, raised each time a contradiction is found in it, and the choice is
/// the open cell with the fewest candidates per weight of its houses, or the open number of a
/// complete house with the fewest places per weight of the house, whichever ratio is lower
/// (ties to the cell, then the lowest index). The search learns where the puzzle is hard and
/// goes there first. `None` when nothing is open.
pub(crate) fn choose_weighted(
    layout: &Layout,
    graph: &Graph,
    weights: &[u32],
) -> Option<(Cell, Number)> {
    // (count, weight) compared as count / weight without division.
    let better = |(k, w): (u64, u64), (bk, bw): (u64, u64)| k * bw < bk * w;
    let mut best: Option<((u64, u64), Cell, Number)> = None;
    for (c, set) in graph.all_candidates().iter().enumerate() {
        let k = set.len();
        if k < 2 {
            continue;
        }
        let cell = Cell::new(c);
        let w: u64 = layout
            .houses_slice(cell)
            .iter()
            .map(|&(h, _)| u64::from(weights[h.index()]))
            .sum();
        let score = (k as u64, w);
        if best.is_none_or(|(b, _, _)| better(score, b)) {
            best = Some((score, cell, set.first().expect("two candidates or more")));
        }
    }
    for house in layout.house_ids() {
        if !layout.is_complete(house) {
            continue;
        }
        let cells = layout.cells_of(house);
        // A house's weight counts as much as a cell's three houses.
        let w = 3 * u64::from(weights[house.index()]);
        for (d, places) in graph.places_of(house).iter().enumerate() {
            let k = places.len();
            let score = (k as u64, w);
            if k >= 2
                && best.is_none_or(|(b, _, _)| better(score, b))
                && places
                    .iter()
                    .all(|p| graph.candidates(cells[p.index()]).len() >= 2)
            {
                let cell = layout.cell_at(house, places.first().expect("two places or more"));
                best = Some((score, cell, Number::new(d)));
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
        let (mut open, mut fewest) = (CellSet::with_capacity(16), CellSet::with_capacity(16));
        let (cell, number) =
            choose(engine.layout(), engine.graph(), &mut open, &mut fewest).unwrap();
        assert_eq!((cell.index(), number.value()), (4, 3));
        assert!(engine.candidates(cell).len() >= 2 && engine.candidates(cell).contains(number));
        // Number 1 has two places in row 1, but one is the given: it is not open.
    }

    #[test]
    fn failure_weights_steer_the_choice_to_their_house() {
        let puzzle: Puzzle = "12.4............".parse().unwrap();
        let engine = Engine::new(&puzzle);
        let (layout, graph) = (engine.layout(), engine.graph());
        // Equal weights: the fewest places per weight, 3 in box 1 (as the static choice).
        let even = vec![1; layout.houses()];
        let (cell, number) = choose_weighted(layout, graph, &even).unwrap();
        assert_eq!((cell.index(), number.value()), (4, 3));
        // Row 4 (house 3) failed often: its cells come first, the lowest index among equals.
        let mut heavy = even.clone();
        heavy[3] = 50;
        let (cell, number) = choose_weighted(layout, graph, &heavy).unwrap();
        assert_eq!(cell.index() / 4, 3, "a cell of row 4");
        assert!(engine.candidates(cell).contains(number));
    }

    #[test]
    fn nothing_to_choose_in_a_solved_grid() {
        let puzzle: Puzzle = "1234341221434321".parse().unwrap();
        let engine = Engine::new(&puzzle);
        let (mut open, mut fewest) = (CellSet::with_capacity(16), CellSet::with_capacity(16));
        assert_eq!(
            choose(engine.layout(), engine.graph(), &mut open, &mut fewest),
            None
        );
    }
}
