//! Checking chains link by link: every strong link is a bivalue cell or a number with exactly
//! two places in a complete house, every weak link one cell or one number in cells that share
//! a house, the nodes alternate from a false start to a true end, the name fits the shape, and
//! each elimination is weakly linked to both ends. A dual step (Dual 2-String Kite, Dual Empty
//! Rectangle) is two such chains sharing their box, each elimination justified by one of them.
//!
//! Shares nothing with the finder (`trace/techniques/chains.rs`): the candidates are the
//! checker's own, one [`NumberSet`] per cell.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::{chain_rating, cycle_rating};
use crate::trace::step::{StepRef, Technique};

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
fn weak(layout: &Layout, a: &Node, b: &Node) -> bool {
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
    let houses = links(layout, cands, nodes)?;
    if step.houses != houses.as_slice() {
        return Err(malformed("a chain's houses are those of its strong links"));
    }
    let mut cells: Vec<Cell> = nodes.iter().flat_map(|n| n.cells().to_vec()).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|n| n.number).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers {
        return Err(malformed("a chain's cells and numbers are its nodes'"));
    }
    let expected = named_rating(layout, cands, nodes, &houses, step.technique)?;
    super::rated(step, expected)
}

/// Checks the shape and links of the chain `nodes`; the houses of its strong links between
/// cells, in order.
fn links(layout: &Layout, cands: &[NumberSet], nodes: &[Node]) -> Result<Vec<House>, Problem> {
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
    if nodes
        .iter()
        .any(|n| n.cells().len() > 1 && !one_box_and_line(layout, n.cells()))
    {
        return Err(malformed("a group node lies in one box and one line"));
    }
    let mut houses: Vec<House> = Vec::new();
    for pair in nodes.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        match pair[1].link {
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
    Ok(houses)
}

/// The rating of the checked chain `nodes` (its strong links in `houses`) named `technique`,
/// if the name fits its shape: the name its shape gives, or an Empty Rectangle of two cells.
fn named_rating(
    layout: &Layout,
    cands: &[NumberSet],
    nodes: &[Node],
    houses: &[House],
    technique: Technique,
) -> Result<crate::trace::scale::Rating, Problem> {
    let named = name(cands, nodes, houses, layout);
    let also = technique == Technique::EmptyRectangle && two_cell_rectangle(layout, nodes, houses);
    if named != technique && !also {
        return Err(malformed("the chain's shape names another technique"));
    }
    let kinds: Vec<HouseKind> = houses.iter().map(|&h| layout.kind(h)).collect();
    let grouped = nodes.iter().any(|n| n.cells().len() > 1);
    Ok(chain_rating(technique, nodes.len(), &kinds, grouped))
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

/// Checks a dual step (Dual 2-String Kite, Dual Empty Rectangle): two chains of four nodes, one
/// after the other, each checked as a Kite (of cells) or an Empty Rectangle, sharing the box's
/// two cells (Kites) or the box (Empty Rectangles); rated as the higher of the two.
pub(super) fn check_dual(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let nodes = step.chain;
    if nodes.len() != 8 || nodes[4].link != Link::Start {
        return Err(malformed("a dual step is two chains of four nodes"));
    }
    let single = match step.technique {
        Technique::DualTwoStringKite => Technique::TwoStringKite,
        _ => Technique::EmptyRectangle,
    };
    let (one, other) = nodes.split_at(4);
    let (h1, h2) = (links(layout, cands, one)?, links(layout, cands, other)?);
    let v1 = named_rating(layout, cands, one, &h1, single)?;
    let v2 = named_rating(layout, cands, other, &h2, single)?;
    let houses: Vec<House> = h1.iter().chain(&h2).copied().collect();
    if step.houses != houses.as_slice() {
        return Err(malformed("a chain's houses are those of its strong links"));
    }
    let mut cells: Vec<Cell> = nodes.iter().flat_map(|n| n.cells().to_vec()).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|n| n.number).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers || numbers.len() != 1 {
        return Err(malformed("a chain's cells and numbers are its nodes'"));
    }
    let shared = match single {
        Technique::TwoStringKite if nodes.iter().all(|n| n.cells().len() == 1) => {
            let middle = |c: &[Node]| {
                let mut m = [c[1].cells()[0], c[2].cells()[0]];
                m.sort_unstable();
                m
            };
            middle(one) == middle(other)
        }
        Technique::TwoStringKite => false,
        _ => {
            let in_box = |h: &[House]| {
                h.iter()
                    .copied()
                    .find(|&h| layout.kind(h) == HouseKind::Box)
            };
            in_box(&h1).is_some() && in_box(&h1) == in_box(&h2)
        }
    };
    if !shared {
        return Err(fails("a dual step's two chains share their box"));
    }
    super::rated(step, v1.max(v2))
}

/// Whether removing `number` from `cell` follows from one of a dual step's two chains.
pub(super) fn justified_by_dual(
    layout: &Layout,
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let z = Node::cell(cell, number, Link::Weak, false);
    step.chain.len() == 8
        && step
            .chain
            .chunks(4)
            .any(|c| weak(layout, &z, &c[0]) && weak(layout, &z, &c[3]))
}

/// Whether the strong link in a box from `nodes[at]` to `nodes[at + 1]` is an empty
/// rectangle's, the chain's other link joining two cells: a group among its nodes, and their
/// cells (the number's places in the box) all in one row or one column of the box.
fn empty_rectangle(layout: &Layout, nodes: &[Node], at: usize) -> bool {
    let other = 2 - at;
    if nodes[other].cells().len() > 1 || nodes[other + 1].cells().len() > 1 {
        return false;
    }
    let places: Vec<Cell> = (nodes[at].cells().iter())
        .chain(nodes[at + 1].cells())
        .copied()
        .collect();
    if places.len() < 3 {
        return false;
    }
    let line = |cell: Cell, kind: HouseKind| {
        (layout.houses_of(cell))
            .map(|(h, _)| h)
            .find(|&h| layout.kind(h) == kind)
    };
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

/// The name of a checked chain, by its shape.
fn name(cands: &[NumberSet], nodes: &[Node], houses: &[House], layout: &Layout) -> Technique {
    let k = nodes.len();
    let first = nodes[0].number;
    let one_number = nodes.iter().all(|n| n.number == first);
    if nodes.iter().any(|n| n.cells().len() > 1) && (!one_number || k > GROUPED_NODES) {
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
    let grouped = nodes.iter().any(|n| n.cells().len() > 1);
    if grouped && step.technique != Technique::GroupedContinuousNiceLoop {
        return Err(malformed("only a grouped loop has group nodes"));
    }
    if nodes
        .iter()
        .any(|n| n.cells().len() > 1 && !one_box_and_line(layout, n.cells()))
    {
        return Err(malformed("a group node lies in one box and one line"));
    }
    let strong = |a: &Node, b: &Node| {
        if a.cells() == b.cells() && a.cells().len() == 1 {
            let both = NumberSet::single(a.number) | NumberSet::single(b.number);
            a.number != b.number && cands[a.cells()[0].index()] == both
        } else {
            a.number == b.number && strong_house(layout, cands, a, b).is_some()
        }
    };
    for i in 0..k {
        let (a, b) = (&nodes[i], &nodes[(i + 1) % k]);
        let ok = if i % 2 == 0 {
            weak(layout, a, b)
        } else {
            strong(a, b)
        };
        if !ok {
            return Err(fails("a link of the loop does not hold"));
        }
    }
    let mut cells: Vec<Cell> = nodes.iter().flat_map(|n| n.cells().to_vec()).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|n| n.number).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers || !step.houses.is_empty() {
        return Err(malformed("a loop's cells and numbers are its nodes'"));
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
    super::rated(step, cycle_rating(named, k))
}

/// Whether removing `number` from `cell` follows from the loop: the candidate is not in it and
/// is weakly linked to both ends of one of its weak links.
pub(super) fn justified_by_cycle(
    layout: &Layout,
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let z = Node::cell(cell, number, Link::Weak, false);
    let nodes = step.chain;
    if nodes.iter().any(|n| n.same_candidates(&z)) {
        return false;
    }
    nodes
        .chunks(2)
        .any(|pair| pair.len() == 2 && weak(layout, &z, &pair[0]) && weak(layout, &z, &pair[1]))
}
