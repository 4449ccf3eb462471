//! Checking chains link by link: every strong link is a bivalue cell, a number with exactly
//! two places in a complete house, or two numbers of an almost locked set the step lists (an
//! ALS node), every weak link one cell or one number in cells that share a house, the nodes
//! alternate from a false start to a true end, the name fits the shape, and each elimination is
//! weakly linked to both ends. Dual steps are two such chains (`duals.rs`).
//!
//! Shares nothing with the finder (`trace/techniques/chains/`): the candidates are the
//! checker's own, one [`NumberSet`] per cell.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::{als_rating, chain_rating, cycle_rating};
use crate::trace::step::{PatternSet, StepRef, Technique};

use super::Problem;

pub(super) fn malformed(what: &'static str) -> Problem {
    Problem::Malformed(what)
}

pub(super) fn fails(what: &'static str) -> Problem {
    Problem::PatternFails(what)
}

/// The number's places among `house`'s cells.
pub(super) fn places(
    layout: &Layout,
    cands: &[NumberSet],
    house: House,
    number: Number,
) -> Vec<Cell> {
    layout
        .cells_of(house)
        .iter()
        .copied()
        .filter(|c| cands[c.index()].contains(number))
        .collect()
}

/// The house a strong link between nodes `a` and `b` (one number) lies in: a complete house
/// holding the number in exactly their cells, a line before a box.
pub(super) fn strong_house(
    layout: &Layout,
    cands: &[NumberSet],
    a: &Node,
    b: &Node,
) -> Option<House> {
    let number = a.number;
    let both: Vec<Cell> = a.cells().iter().chain(b.cells()).copied().collect();
    let mut found: Option<House> = None;
    for (h, _) in layout.houses_of(both[0]) {
        if !layout.is_complete(h) || both.iter().any(|&c| layout.position(c, h).is_none()) {
            continue;
        }
        let mut here = places(layout, cands, h, number);
        here.sort_unstable();
        let mut wanted = both.clone();
        wanted.sort_unstable();
        if here == wanted {
            let line = layout.kind(h) != HouseKind::Box;
            match found {
                Some(f) if layout.kind(f) != HouseKind::Box || !line => {}
                _ => found = Some(h),
            }
        }
    }
    found
}

/// Whether nodes `a` and `b` cannot both be true: two numbers of one cell, or one number in
/// disjoint cells that all see each other.
pub(super) fn weak(layout: &Layout, a: &Node, b: &Node) -> bool {
    match (a.cells(), b.cells()) {
        ([x], [y]) if x == y => a.number != b.number,
        (xs, ys) => {
            a.number == b.number
                && xs
                    .iter()
                    .all(|&x| ys.iter().all(|&y| x != y && layout.peers(x).contains(y)))
        }
    }
}

/// Whether a group node's cells lie in one box and one line: a row, a column or another
/// complete house (a diagonal, a window), as the finder builds them.
fn one_box_and_line(layout: &Layout, cells: &[Cell]) -> bool {
    let within = |line: bool| {
        layout.houses_of(cells[0]).any(|(h, _)| {
            let fits = match line {
                false => layout.kind(h) == HouseKind::Box,
                true => layout.kind(h) != HouseKind::Box && layout.is_complete(h),
            };
            fits && cells.iter().all(|&c| layout.position(c, h).is_some())
        })
    };
    within(false) && within(true)
}

/// Whether the strong link `a = b` is one of an ALS node: two numbers, not in one cell (a
/// bivalue cell's link).
fn als_link(a: &Node, b: &Node) -> bool {
    a.number != b.number && (a.cells() != b.cells() || a.cells().len() > 1)
}

/// Whether `set` makes `a = b` a strong link: open cells of one house holding exactly its
/// numbers between them, one more than cells (so it lacks at most one), `a` and `b` two of them
/// at exactly their places in it.
fn als_holds(layout: &Layout, cands: &[NumberSet], set: &PatternSet, a: &Node, b: &Node) -> bool {
    let cells = set.cells();
    let Some(&first) = cells.first() else {
        return false;
    };
    if cells.len() < 2 || cells.iter().any(|c| c.index() >= layout.cells()) {
        return false;
    }
    let distinct = cells.windows(2).all(|w| w[0] != w[1]);
    let one_house = (layout.houses_of(first))
        .any(|(h, _)| cells.iter().all(|&c| layout.position(c, h).is_some()));
    let open = cells.iter().all(|c| cands[c.index()].len() >= 2);
    let union = cells
        .iter()
        .fold(NumberSet::EMPTY, |u, c| u | cands[c.index()]);
    let at_places = |node: &Node| {
        let places: Vec<Cell> = (cells.iter().copied())
            .filter(|c| cands[c.index()].contains(node.number))
            .collect();
        !places.is_empty() && places.as_slice() == node.cells()
    };
    distinct
        && one_house
        && open
        && union == set.numbers()
        && union.len() == cells.len() + 1
        && at_places(a)
        && at_places(b)
}

/// Whether node `i` of `nodes` may be a group outside a box ∩ line: an end of an ALS link, its
/// number's places in the set.
fn als_end(nodes: &[Node], i: usize, closed: bool) -> bool {
    let k = nodes.len();
    let next = (i + 1 < k || closed).then(|| &nodes[(i + 1) % k]);
    let before = (i > 0 || closed).then(|| &nodes[(i + k - 1) % k]);
    // The link into node `j` is strong (a loop's closing link, into its first node, is).
    let strong = |j: usize| nodes[j].link == Link::Strong || (closed && j == 0);
    next.is_some_and(|b| strong((i + 1) % k) && als_link(&nodes[i], b))
        || before.is_some_and(|a| strong(i) && als_link(a, &nodes[i]))
}

/// The cells of `nodes` and `sets`, ascending, each once.
fn cells_of(nodes: &[Node], sets: &[PatternSet]) -> Vec<Cell> {
    let mut cells: Vec<Cell> = (nodes.iter().flat_map(|n| n.cells().iter().copied()))
        .chain(sets.iter().flat_map(|s| s.cells().iter().copied()))
        .collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The length a chain or loop through ALS nodes rates by (as the ALS techniques: 8.5 plus its
/// length bonus): its nodes and each set's cells.
fn rated_length(nodes: &[Node], sets: &[PatternSet]) -> usize {
    nodes.len() + sets.iter().map(|s| s.cells().len()).sum::<usize>()
}

/// The shape chains and loops share: an even number of nodes, four or more, the first `on` as
/// `start_on` says and the others alternating, the link into each odd node strong after a false
/// start (a chain) and weak after a true one (a loop), every node's cells holding its number.
/// `why` names what fails: the count, then the alternation.
fn alternating(
    layout: &Layout,
    cands: &[NumberSet],
    nodes: &[Node],
    start_on: bool,
    why: [&'static str; 2],
) -> Result<(), Problem> {
    let k = nodes.len();
    if k < 4 || !k.is_multiple_of(2) {
        return Err(malformed(why[0]));
    }
    let (odd, even) = match start_on {
        false => (Link::Strong, Link::Weak),
        true => (Link::Weak, Link::Strong),
    };
    for (i, node) in nodes.iter().enumerate() {
        let link = match i {
            0 => Link::Start,
            _ if i % 2 == 1 => odd,
            _ => even,
        };
        if node.link != link || node.on != ((i % 2 == 1) != start_on) {
            return Err(malformed(why[1]));
        }
        for &cell in node.cells() {
            if cell.index() >= layout.cells() || !cands[cell.index()].contains(node.number) {
                return Err(fails("a node is not a candidate"));
            }
        }
    }
    Ok(())
}

/// Checks a chain step's shape, links, name and rating against the candidates `cands`.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let nodes = step.chain;
    let houses = links(layout, cands, nodes, step.sets)?;
    if step.houses != houses.as_slice() {
        return Err(malformed("a chain's houses are those of its strong links"));
    }
    let cells = cells_of(nodes, step.sets);
    let numbers: NumberSet = nodes.iter().map(|n| n.number).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers {
        return Err(malformed(
            "a chain's cells and numbers are its nodes' and sets'",
        ));
    }
    let expected = named_rating(layout, cands, nodes, step.sets, &houses, step.technique)?;
    super::rated(step, expected)
}

/// Checks the shape and links of the chain `nodes`, its ALS links against `sets` in order;
/// the houses of its strong links between cells, in order.
pub(super) fn links(
    layout: &Layout,
    cands: &[NumberSet],
    nodes: &[Node],
    sets: &[PatternSet],
) -> Result<Vec<House>, Problem> {
    let k = nodes.len();
    alternating(
        layout,
        cands,
        nodes,
        false,
        [
            "a chain has an even number of nodes, four or more",
            "a chain alternates strong and weak links from a false start",
        ],
    )?;
    let outside = |i: usize| {
        let cells = nodes[i].cells();
        cells.len() > 1 && !one_box_and_line(layout, cells) && !als_end(nodes, i, false)
    };
    if (0..k).any(outside) {
        return Err(malformed("a group node lies in one box and one line"));
    }
    let mut houses: Vec<House> = Vec::new();
    let mut sets = sets.iter();
    for pair in nodes.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        match pair[1].link {
            Link::Strong if als_link(a, b) => {
                let set = sets.next().ok_or(malformed("each ALS link has its set"))?;
                if !als_holds(layout, cands, set, a, b) {
                    return Err(fails(
                        "an ALS link needs an almost locked set holding both numbers at its nodes",
                    ));
                }
            }
            Link::Strong if a.cells() == b.cells() => {
                let cell = a.cells()[0];
                let both = NumberSet::single(a.number) | NumberSet::single(b.number);
                if a.cells().len() != 1 || a.number == b.number || cands[cell.index()] != both {
                    return Err(fails("a strong link in a cell needs a bivalue cell"));
                }
            }
            Link::Strong => {
                let house = (a.number == b.number)
                    .then(|| strong_house(layout, cands, a, b))
                    .flatten()
                    .ok_or(fails(
                        "a strong link needs a number with two places in a house",
                    ))?;
                houses.push(house);
            }
            _ => {
                if !weak(layout, a, b) {
                    return Err(fails(
                        "a weak link joins one cell or one number in one house",
                    ));
                }
            }
        }
    }
    if sets.next().is_some() {
        return Err(malformed("a chain's sets are those of its ALS links"));
    }
    Ok(houses)
}

/// The rating of the checked chain `nodes` (its ALS links' `sets`, its strong links in
/// `houses`) named `technique`, if the name fits its shape: the name its shape gives, or an
/// Empty Rectangle of two cells.
pub(super) fn named_rating(
    layout: &Layout,
    cands: &[NumberSet],
    nodes: &[Node],
    sets: &[PatternSet],
    houses: &[House],
    technique: Technique,
) -> Result<crate::trace::scale::Rating, Problem> {
    let grouped = nodes.iter().any(|n| n.cells().len() > 1) || !sets.is_empty();
    let named = name(cands, nodes, houses, layout, grouped);
    // HoDoKu's names for some shapes: an Empty Rectangle of two cells in the box, and any chain
    // of four cells of one number as an X-Chain (`hint --all`, `x_chains.rs`), rated alike.
    let four_cells = nodes.len() == 4 && !grouped;
    let one_number = nodes.iter().all(|n| n.number == nodes[0].number);
    let also = (technique == Technique::EmptyRectangle
        && two_cell_rectangle(layout, nodes, houses))
        || (technique == Technique::XChain && four_cells && one_number);
    if named != technique && !also {
        return Err(malformed("the chain's shape names another technique"));
    }
    let kinds: Vec<HouseKind> = houses.iter().map(|&h| layout.kind(h)).collect();
    Ok(match sets {
        [] => chain_rating(technique, nodes.len(), &kinds, grouped),
        sets => als_rating(rated_length(nodes, sets)),
    })
}

/// Whether the chain of four cells `nodes` (strong links in `houses`) is an Empty Rectangle of
/// two candidates (HoDoKu's): a box link between two cells in different rows and columns, a
/// line link whose cell next to the box lies in a line crossing it with the box's cell next to
/// it.
fn two_cell_rectangle(layout: &Layout, nodes: &[Node], houses: &[House]) -> bool {
    if nodes.len() != 4 || houses.len() != 2 || nodes.iter().any(|n| n.cells().len() != 1) {
        return false;
    }
    let one_number = nodes.iter().all(|n| n.number == nodes[0].number);
    let (boxed, line) = match (layout.kind(houses[0]), layout.kind(houses[1])) {
        (HouseKind::Box, k @ (HouseKind::Row | HouseKind::Column)) => ((1, 0), (2, k)),
        (k @ (HouseKind::Row | HouseKind::Column), HouseKind::Box) => ((2, 3), (1, k)),
        _ => return false,
    };
    let cell = |i: usize| nodes[i].cells()[0];
    let line_of = |c: Cell, kind: HouseKind| {
        (layout.houses_of(c))
            .map(|(h, _)| h)
            .find(|&h| layout.kind(h) == kind)
    };
    let (near, far) = (cell(boxed.0), cell(boxed.1));
    let crossing = match line.1 {
        HouseKind::Row => HouseKind::Column,
        _ => HouseKind::Row,
    };
    one_number
        && line_of(near, HouseKind::Row) != line_of(far, HouseKind::Row)
        && line_of(near, HouseKind::Column) != line_of(far, HouseKind::Column)
        && line_of(cell(line.0), crossing).is_some()
        && line_of(cell(line.0), crossing) == line_of(near, crossing)
}

/// Whether the strong link in a box from `nodes[at]` to `nodes[at + 1]` is an empty
/// rectangle's, the chain's other link joining two cells: a group among its nodes, each group
/// in one row or one column (not a window's or a diagonal's part of the box, on variants), and
/// their cells (the number's places in the box) all in one row or one column of the box.
fn empty_rectangle(layout: &Layout, nodes: &[Node], at: usize) -> bool {
    let other = 2 - at;
    if nodes[other].cells().len() > 1 || nodes[other + 1].cells().len() > 1 {
        return false;
    }
    let line = |cell: Cell, kind: HouseKind| {
        (layout.houses_of(cell))
            .map(|(h, _)| h)
            .find(|&h| layout.kind(h) == kind)
    };
    let in_line = |cells: &[Cell]| {
        [HouseKind::Row, HouseKind::Column]
            .into_iter()
            .any(|kind| cells.iter().all(|&c| line(c, kind) == line(cells[0], kind)))
    };
    if !in_line(nodes[at].cells()) || !in_line(nodes[at + 1].cells()) {
        return false;
    }
    let places: Vec<Cell> = (nodes[at].cells().iter())
        .chain(nodes[at + 1].cells())
        .copied()
        .collect();
    if places.len() < 3 {
        return false;
    }
    places.iter().any(|&r| {
        places.iter().any(|&c| {
            let (row, column) = (line(r, HouseKind::Row), line(c, HouseKind::Column));
            (places.iter())
                .all(|&p| line(p, HouseKind::Row) == row || line(p, HouseKind::Column) == column)
        })
    })
}

/// The most nodes of a chain of one number through groups named by its strong links or an
/// X-Chain (four strong links); longer ones, and chains of several numbers through groups, are
/// Grouped AICs.
const GROUPED_NODES: usize = 8;

/// The name of a checked chain, by its shape (`grouped` through a group or an ALS node).
fn name(
    cands: &[NumberSet],
    nodes: &[Node],
    houses: &[House],
    layout: &Layout,
    grouped: bool,
) -> Technique {
    let k = nodes.len();
    let first = nodes[0].number;
    let one_number = nodes.iter().all(|n| n.number == first);
    if grouped && (!one_number || k > GROUPED_NODES) {
        return Technique::GroupedAic;
    }
    if one_number {
        if k != 4 {
            return Technique::XChain;
        }
        let kinds = (layout.kind(houses[0]), layout.kind(houses[1]));
        let line = |kind: HouseKind| matches!(kind, HouseKind::Row | HouseKind::Column);
        return match kinds {
            (HouseKind::Row, HouseKind::Row) | (HouseKind::Column, HouseKind::Column) => {
                Technique::Skyscraper
            }
            (HouseKind::Row, HouseKind::Column) | (HouseKind::Column, HouseKind::Row) => {
                Technique::TwoStringKite
            }
            (HouseKind::Box, other) if line(other) && empty_rectangle(layout, nodes, 0) => {
                Technique::EmptyRectangle
            }
            (other, HouseKind::Box) if line(other) && empty_rectangle(layout, nodes, 2) => {
                Technique::EmptyRectangle
            }
            _ => Technique::TurbotFish,
        };
    }
    let cell = |i: usize| nodes[i].cells()[0];
    // Every strong link inside a cell (the cells are bivalue, as the links were checked).
    let single = nodes.iter().all(|n| n.cells().len() == 1);
    let xy = single && (0..k / 2).all(|i| cell(2 * i) == cell(2 * i + 1));
    if xy {
        if k == 6 && nodes[0].number == nodes[k - 1].number {
            return Technique::XYWing;
        }
        let pair = cands[cell(0).index()];
        if k >= 8 && (0..k).all(|i| cands[cell(i).index()] == pair) {
            return Technique::RemotePair;
        }
        return Technique::XYChain;
    }
    let middle = nodes[1].number;
    if k == 6
        && nodes[0].cells().len() == 1
        && nodes[5].cells().len() == 1
        && cell(0) == cell(1)
        && cell(4) == cell(5)
        && cell(2) != cell(3)
        && cands[cell(0).index()] == cands[cell(5).index()]
        && nodes[1..5].iter().all(|n| n.number == middle)
        && nodes[0].number == nodes[5].number
    {
        return Technique::WWing;
    }
    Technique::Aic
}

/// Whether removing `number` from `cell` follows from the chain: the candidate is weakly
/// linked to both of its ends (one of which is true).
pub(super) fn justified(layout: &Layout, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
    let (Some(first), Some(last)) = (step.chain.first(), step.chain.last()) else {
        return false;
    };
    let z = Node::cell(cell, number, Link::Weak, false);
    (weak(layout, &z, first) && weak(layout, &z, last))
        || (step.technique == Technique::RemotePair && opposite(layout, step.chain, cell, number))
}

/// Whether `cell`, outside the (checked) Remote Pair `nodes`, sees two of its cells an odd
/// number of cells apart (so holding its two numbers, one each), `number` one of them.
fn opposite(layout: &Layout, nodes: &[Node], cell: Cell, number: Number) -> bool {
    let cells: Vec<Cell> = nodes.iter().step_by(2).map(|n| n.cells()[0]).collect();
    let pair = [nodes[0].number, nodes[1].number];
    let seen = |parity: usize| {
        (cells.iter().skip(parity).step_by(2)).any(|&c| layout.peers(cell).contains(c))
    };
    pair.contains(&number) && !cells.contains(&cell) && seen(0) && seen(1)
}

/// Checks a loop's shape, links, name and rating: its first node true, then false and true in
/// turn, weak then strong links, ending false with a strong link back to the first.
pub(super) fn check_cycle(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let nodes = step.chain;
    let k = nodes.len();
    let shape = [
        "a loop has an even number of nodes, four or more",
        "a loop alternates weak and strong links from a true start",
    ];
    alternating(layout, cands, nodes, true, shape)?;
    let grouped = nodes.iter().any(|n| n.cells().len() > 1) || !step.sets.is_empty();
    if grouped && step.technique != Technique::GroupedContinuousNiceLoop {
        return Err(malformed("only a grouped loop has group or ALS nodes"));
    }
    let outside = |i: usize| {
        let cells = nodes[i].cells();
        cells.len() > 1 && !one_box_and_line(layout, cells) && !als_end(nodes, i, true)
    };
    if (0..k).any(outside) {
        return Err(malformed("a group node lies in one box and one line"));
    }
    let mut sets = step.sets.iter();
    for i in 0..k {
        let (a, b) = (&nodes[i], &nodes[(i + 1) % k]);
        let ok = if i % 2 == 0 {
            weak(layout, a, b)
        } else if als_link(a, b) {
            let set = sets.next().ok_or(malformed("each ALS link has its set"))?;
            als_holds(layout, cands, set, a, b)
        } else if a.cells() == b.cells() && a.cells().len() == 1 {
            let both = NumberSet::single(a.number) | NumberSet::single(b.number);
            a.number != b.number && cands[a.cells()[0].index()] == both
        } else {
            a.number == b.number && strong_house(layout, cands, a, b).is_some()
        };
        if !ok {
            return Err(fails("a link of the loop does not hold"));
        }
    }
    if sets.next().is_some() {
        return Err(malformed("a loop's sets are those of its ALS links"));
    }
    let cells = cells_of(nodes, step.sets);
    let numbers: NumberSet = nodes.iter().map(|n| n.number).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers || !step.houses.is_empty() {
        return Err(malformed(
            "a loop's cells and numbers are its nodes' and sets'",
        ));
    }
    let one_number = nodes.iter().all(|n| n.number == nodes[0].number);
    let in_cells = (1..k)
        .step_by(2)
        .all(|i| nodes[i].cells() == nodes[(i + 1) % k].cells());
    let named = match (one_number, in_cells) {
        _ if grouped => Technique::GroupedContinuousNiceLoop,
        (true, _) => Technique::XCycle,
        (false, true) => Technique::YCycle,
        _ => Technique::ContinuousNiceLoop,
    };
    if named != step.technique {
        return Err(malformed("the loop's shape names another technique"));
    }
    let expected = match step.sets {
        [] => cycle_rating(named, k),
        sets => als_rating(rated_length(nodes, sets)),
    };
    super::rated(step, expected)
}

/// Whether removing `number` from `cell` follows from the loop: the candidate is not in it and
/// is weakly linked to both ends of one of its weak links; or an ALS link's set, which lacks
/// exactly one of the link's two numbers, holds `number` (another of its numbers) in places
/// `cell`, outside it, all sees.
pub(super) fn justified_by_cycle(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let z = Node::cell(cell, number, Link::Weak, false);
    let nodes = step.chain;
    let k = nodes.len();
    let mut sets = step.sets.iter();
    for i in (1..k).step_by(2) {
        let (a, b) = (&nodes[i], &nodes[(i + 1) % k]);
        if !als_link(a, b) {
            continue;
        }
        let Some(set) = sets.next() else {
            return false;
        };
        let places: Vec<Cell> = (set.cells().iter().copied())
            .filter(|c| cands[c.index()].contains(number))
            .collect();
        let locked = number != a.number
            && number != b.number
            && set.numbers().contains(number)
            && !set.cells().contains(&cell)
            && !places.is_empty()
            && places.iter().all(|&p| layout.peers(cell).contains(p));
        if locked {
            return true;
        }
    }
    if nodes.iter().any(|n| n.same_candidates(&z)) {
        return false;
    }
    nodes
        .chunks(2)
        .any(|pair| pair.len() == 2 && weak(layout, &z, &pair[0]) && weak(layout, &z, &pair[1]))
}
