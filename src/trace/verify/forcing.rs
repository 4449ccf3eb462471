//! Checking forcing chains branch by branch: the branches' assumptions are what the technique
//! says (one candidate; a candidate and its negation; every candidate of a cell; every place of
//! a number in a house), and each branch, followed here to its fixpoint by the checker's own
//! propagation of the technique's strength, reaches the step's conclusion (or a contradiction)
//! and every potential the step lists.
//!
//! The propagation is this module's own: over the links of the state before the step for the
//! static cell and region chains; on a copy of the grid with singles for the dynamic ones (one
//! number's places only for Nishio), and pointing, claiming, naked and hidden pairs and X-Wings
//! for the (+) ones; for the nested ones, also the nested deductions of [`super::nested`].

use crate::layout::{Cell, House, Layout, MAX_SIDE, Number, NumberSet};
use crate::trace::node::{Link, Node, chains};
use crate::trace::scale::forcing_rating;
use crate::trace::step::{StepRef, Technique};

use super::Problem;

/// How branches are followed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Strength {
    /// One number's places, the grid updated.
    Nishio,
    /// The links of the state before the step.
    Static,
    /// Singles on an updated grid.
    Dynamic,
    /// Singles, pointing, claiming, pairs and X-Wings.
    Plus,
    /// As `Plus`, and the eliminations the branch lists that forcing chains on its grid prove:
    /// static ones and cycles (2), static cell and region ones too (3), dynamic ones too (4).
    Nested(u8),
}

/// What the branches must show.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Contradiction,
    Double,
    Cell,
    Region,
}

fn of(t: Technique) -> Option<(Strength, Kind)> {
    use Technique::*;
    Some(match t {
        NishioForcingChain => (Strength::Nishio, Kind::Contradiction),
        CellForcingChain => (Strength::Static, Kind::Cell),
        RegionForcingChain => (Strength::Static, Kind::Region),
        DynamicContradictionForcingChain => (Strength::Dynamic, Kind::Contradiction),
        DynamicDoubleForcingChain => (Strength::Dynamic, Kind::Double),
        DynamicCellForcingChain => (Strength::Dynamic, Kind::Cell),
        DynamicRegionForcingChain => (Strength::Dynamic, Kind::Region),
        DynamicContradictionForcingChainPlus => (Strength::Plus, Kind::Contradiction),
        DynamicDoubleForcingChainPlus => (Strength::Plus, Kind::Double),
        DynamicCellForcingChainPlus => (Strength::Plus, Kind::Cell),
        DynamicRegionForcingChainPlus => (Strength::Plus, Kind::Region),
        NestedContradictionForcingChain => (Strength::Nested(2), Kind::Contradiction),
        NestedDoubleForcingChain => (Strength::Nested(2), Kind::Double),
        NestedCellForcingChain => (Strength::Nested(2), Kind::Cell),
        NestedRegionForcingChain => (Strength::Nested(2), Kind::Region),
        NestedMultipleContradictionForcingChain => (Strength::Nested(3), Kind::Contradiction),
        NestedMultipleDoubleForcingChain => (Strength::Nested(3), Kind::Double),
        NestedMultipleCellForcingChain => (Strength::Nested(3), Kind::Cell),
        NestedMultipleRegionForcingChain => (Strength::Nested(3), Kind::Region),
        NestedDynamicContradictionForcingChain => (Strength::Nested(4), Kind::Contradiction),
        NestedDynamicDoubleForcingChain => (Strength::Nested(4), Kind::Double),
        NestedDynamicCellForcingChain => (Strength::Nested(4), Kind::Cell),
        NestedDynamicRegionForcingChain => (Strength::Nested(4), Kind::Region),
        _ => return None,
    })
}

/// A candidate asserted true or false.
pub(super) type Potential = (Cell, Number, bool);

fn potential(node: &Node) -> Potential {
    (node.cells()[0], node.number, node.on)
}

/// What a branch reaches.
pub(super) struct Closure {
    pub grid: Vec<NumberSet>,
    pub on: Vec<Option<Number>>,
    pub contradiction: bool,
}

impl Closure {
    fn has(&self, start: &[NumberSet], (cell, d, on): Potential) -> bool {
        if on {
            self.on[cell.index()] == Some(d)
        } else {
            start[cell.index()].contains(d) && !self.grid[cell.index()].contains(d)
        }
    }
}

/// `d`'s places in house `h` of `grid`.
fn places(layout: &Layout, grid: &[NumberSet], h: House, d: Number) -> Places {
    let mut places = Places {
        cells: [Cell::new(0); MAX_SIDE],
        len: 0,
    };
    for &c in layout.cells_of(h) {
        if grid[c.index()].contains(d) {
            places.cells[places.len] = c;
            places.len += 1;
        }
    }
    places
}

/// A number's places in a house, kept on the stack: the propagation asks for every house and
/// number at every round, and a vector each cost the checker half its time.
#[derive(Clone, Copy, Debug)]
struct Places {
    cells: [Cell; MAX_SIDE],
    len: usize,
}

impl std::ops::Deref for Places {
    type Target = [Cell];

    fn deref(&self) -> &[Cell] {
        &self.cells[..self.len]
    }
}

impl PartialEq for Places {
    fn eq(&self, other: &Places) -> bool {
        **self == **other
    }
}

impl PartialEq<Vec<Cell>> for Places {
    fn eq(&self, other: &Vec<Cell>) -> bool {
        **self == **other
    }
}

impl IntoIterator for Places {
    type Item = Cell;
    type IntoIter = std::iter::Take<std::array::IntoIter<Cell, MAX_SIDE>>;

    fn into_iter(self) -> Self::IntoIter {
        self.cells.into_iter().take(self.len)
    }
}

impl<'a> IntoIterator for &'a Places {
    type Item = &'a Cell;
    type IntoIter = std::slice::Iter<'a, Cell>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Follows `assumption` on a copy of `start` to the fixpoint; at the nested strengths, also
/// removing those of `listed` (the branch's false potentials) that a nested deduction proves.
pub(super) fn follow(
    layout: &Layout,
    start: &[NumberSet],
    strength: Strength,
    assumption: Potential,
    listed: &[Potential],
) -> Closure {
    let n = layout.side();
    let mut c = Closure {
        grid: start.to_vec(),
        on: vec![None; start.len()],
        contradiction: false,
    };
    if strength == Strength::Static {
        return follow_static(layout, start, assumption);
    }
    let y = strength != Strength::Nishio;
    let mut todo: Vec<(Cell, Number)> = Vec::new();
    let (cell, d, on) = assumption;
    if on {
        todo.push((cell, d));
    } else {
        c.grid[cell.index()].remove(d);
    }
    loop {
        while let Some((cell, d)) = todo.pop() {
            match c.on[cell.index()] {
                Some(e) if e == d => continue,
                Some(_) => {
                    c.contradiction = true;
                    return c;
                }
                None => {}
            }
            if !c.grid[cell.index()].contains(d) {
                c.contradiction = true;
                return c;
            }
            c.on[cell.index()] = Some(d);
            if y {
                c.grid[cell.index()] = NumberSet::single(d);
            }
            for peer in layout.peers(cell).iter() {
                c.grid[peer.index()].remove(d);
            }
        }
        // Contradictions, then new singles.
        for (i, set) in c.grid.iter().enumerate() {
            if y && set.is_empty() && !start[i].is_empty() {
                c.contradiction = true;
                return c;
            }
        }
        for h in layout.house_ids().filter(|&h| layout.is_complete(h)) {
            for d in (0..n).map(Number::new) {
                let here = places(layout, &c.grid, h, d);
                match here[..] {
                    [] => {
                        c.contradiction = true;
                        return c;
                    }
                    [only] if c.on[only.index()] != Some(d) => todo.push((only, d)),
                    _ => {}
                }
            }
        }
        if y {
            for (i, set) in c.grid.iter().enumerate() {
                if let Some(d) = set.single_item()
                    && c.on[i].is_none()
                {
                    todo.push((Cell::new(i), d));
                }
            }
        }
        let advanced = matches!(strength, Strength::Plus | Strength::Nested(_));
        if todo.is_empty() && advanced && plus(layout, &mut c.grid) {
            continue;
        }
        if let Strength::Nested(inner) = strength
            && todo.is_empty()
            && super::nested::round(layout, &mut c.grid, inner, listed)
        {
            continue;
        }
        if todo.is_empty() {
            return c;
        }
    }
}

/// Over the links of `start` only: a true candidate makes its cell's other numbers and its
/// number in its peers false; a false one makes true the other number of a bivalue cell and the
/// other place of a number with two places in a complete house.
pub(super) fn follow_static(
    layout: &Layout,
    start: &[NumberSet],
    assumption: Potential,
) -> Closure {
    let mut c = Closure {
        grid: start.to_vec(),
        on: vec![None; start.len()],
        contradiction: false,
    };
    let mut on_set: Vec<(Cell, Number)> = Vec::new();
    let mut todo = vec![assumption];
    let mut off_seen = vec![NumberSet::EMPTY; start.len()];
    while let Some((cell, d, on)) = todo.pop() {
        if on {
            if on_set.contains(&(cell, d)) {
                continue;
            }
            if off_seen[cell.index()].contains(d) {
                c.contradiction = true;
                return c;
            }
            on_set.push((cell, d));
            for e in start[cell.index()] - NumberSet::single(d) {
                todo.push((cell, e, false));
            }
            for peer in layout.peers(cell).iter() {
                if start[peer.index()].contains(d) {
                    todo.push((peer, d, false));
                }
            }
        } else {
            if off_seen[cell.index()].contains(d) {
                continue;
            }
            if on_set.contains(&(cell, d)) {
                c.contradiction = true;
                return c;
            }
            off_seen[cell.index()].insert(d);
            let here = start[cell.index()];
            if here.len() == 2 {
                let e = (here - NumberSet::single(d)).first().expect("two numbers");
                todo.push((cell, e, true));
            }
            for (h, _) in layout.houses_of(cell) {
                if !layout.is_complete(h) {
                    continue;
                }
                if let [a, b] = places(layout, start, h, d)[..] {
                    let other = if a == cell { b } else { a };
                    todo.push((other, d, true));
                }
            }
        }
    }
    for (cell, d) in on_set {
        if c.on[cell.index()].is_some_and(|e| e != d) {
            c.contradiction = true;
        }
        c.on[cell.index()] = Some(d);
    }
    for (i, off) in off_seen.iter().enumerate() {
        c.grid[i] = c.grid[i] - *off;
    }
    c
}

/// One round of pointing, claiming, naked and hidden pairs and X-Wings; whether it removed
/// anything.
fn plus(layout: &Layout, grid: &mut [NumberSet]) -> bool {
    let n = layout.side();
    let mut gone: Vec<(Cell, Number)> = Vec::new();
    let houses: Vec<House> = layout
        .house_ids()
        .filter(|&h| layout.is_complete(h))
        .collect();
    for &h in &houses {
        let cells = layout.cells_of(h);
        for d in (0..n).map(Number::new) {
            let here = places(layout, grid, h, d);
            if here.len() >= 2 {
                for &other in &houses {
                    if other != h && here.iter().all(|&c| layout.position(c, other).is_some()) {
                        for c in places(layout, grid, other, d) {
                            if !here.contains(&c) {
                                gone.push((c, d));
                            }
                        }
                    }
                }
            }
            for e in (d.index() + 1..n).map(Number::new) {
                if here.len() == 2 && places(layout, grid, h, e) == here {
                    let keep = NumberSet::single(d) | NumberSet::single(e);
                    for &c in &here {
                        gone.extend((grid[c.index()] - keep).iter().map(|f| (c, f)));
                    }
                }
            }
        }
        for &a in cells {
            for &b in cells {
                if a < b && grid[a.index()].len() == 2 && grid[a.index()] == grid[b.index()] {
                    for &c in cells {
                        if c != a && c != b {
                            let both = grid[c.index()] & grid[a.index()];
                            gone.extend(both.iter().map(|f| (c, f)));
                        }
                    }
                }
            }
        }
    }
    // X-Wings: two lines of one family holding a number in the same two lines of the other.
    let rows: Vec<House> = (0..n).map(House::new).collect();
    let cols: Vec<House> = (n..2 * n).map(House::new).collect();
    for (base, cover) in [(&rows, &cols), (&cols, &rows)] {
        for d in (0..n).map(Number::new) {
            let crossing = |line: House| -> Vec<House> {
                let here = places(layout, grid, line, d);
                cover
                    .iter()
                    .copied()
                    .filter(|&k| here.iter().any(|&c| layout.position(c, k).is_some()))
                    .collect()
            };
            for (i, &a) in base.iter().enumerate() {
                let ka = crossing(a);
                if ka.len() != 2 || places(layout, grid, a, d).len() != 2 {
                    continue;
                }
                for &b in &base[i + 1..] {
                    if places(layout, grid, b, d).len() != 2 || crossing(b) != ka {
                        continue;
                    }
                    for &k in &ka {
                        for c in places(layout, grid, k, d) {
                            let in_base =
                                layout.position(c, a).is_some() || layout.position(c, b).is_some();
                            if !in_base {
                                gone.push((c, d));
                            }
                        }
                    }
                }
            }
        }
    }
    let mut any = false;
    for (c, d) in gone {
        if grid[c.index()].contains(d) {
            grid[c.index()].remove(d);
            any = true;
        }
    }
    any
}

/// The candidates a conclusion removes: a false one itself; a true one its cell's others.
fn removes(start: &[NumberSet], (cell, d, on): Potential, e: (Cell, Number)) -> bool {
    if on {
        e.0 == cell && e.1 != d && start[cell.index()].contains(e.1)
    } else {
        e == (cell, d)
    }
}

/// Checks a forcing step against the candidates `cands`; returns its conclusion.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    conclusion(layout, cands, step).map(|_| ())
}

fn conclusion(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<Potential, Problem> {
    let (strength, kind) = of(step.technique).ok_or(Problem::Malformed("not a forcing chain"))?;
    let malformed = |what| Err(Problem::Malformed(what));
    let branches: Vec<&[Node]> = chains(step.chain).collect();
    if branches.is_empty()
        || branches
            .iter()
            .any(|b| b.iter().any(|n| n.cells().len() != 1))
    {
        return malformed("forcing chains are branches of single-cell nodes");
    }
    for branch in &branches {
        for node in *branch {
            let cell = node.cells()[0];
            if cell.index() >= layout.cells() || !cands[cell.index()].contains(node.number) {
                return Err(Problem::PatternFails("a node is not a candidate"));
            }
        }
    }
    // Each branch's own nodes, before the nested chains it lists.
    let nested = matches!(strength, Strength::Nested(_));
    let mut tops: Vec<&[Node]> = Vec::with_capacity(branches.len());
    for branch in &branches {
        let own = branch
            .iter()
            .position(|n| n.link == Link::Nested)
            .unwrap_or(branch.len());
        if own == 0 || (own < branch.len() && !nested) {
            return malformed("nested chains follow their branch, in nested forcing chains only");
        }
        tops.push(&branch[..own]);
    }
    let branches = tops;
    let assumptions: Vec<Potential> = branches.iter().map(|b| potential(&b[0])).collect();
    let last = |b: &[Node]| potential(&b[b.len() - 1]);
    // The assumptions the technique needs, and the conclusion.
    let target: Potential = match kind {
        Kind::Contradiction => {
            let [(cell, d, on)] = assumptions[..] else {
                return malformed("a contradiction has one branch");
            };
            (cell, d, !on)
        }
        Kind::Double => {
            let [(c1, d1, true), (c2, d2, false)] = assumptions[..] else {
                return malformed("a double forcing chain assumes a candidate, then its negation");
            };
            if (c1, d1) != (c2, d2) || cands[c1.index()].len() < 3 {
                return malformed(
                    "a double forcing chain is one candidate of a cell of three or more",
                );
            }
            last(branches[0])
        }
        Kind::Cell => {
            let cell = assumptions[0].0;
            let wanted: Vec<Potential> = cands[cell.index()]
                .iter()
                .map(|d| (cell, d, true))
                .collect();
            let small = strength == Strength::Static && wanted.len() < 3;
            if assumptions != wanted || small {
                return malformed("cell forcing chains assume each candidate of the cell");
            }
            last(branches[0])
        }
        Kind::Region => {
            let d = assumptions[0].1;
            let cells: Vec<Cell> = assumptions.iter().map(|a| a.0).collect();
            let house = layout
                .houses_of(cells[0])
                .map(|(h, _)| h)
                .find(|&h| layout.is_complete(h) && places(layout, cands, h, d) == cells);
            let few = if strength == Strength::Static { 3 } else { 2 };
            let ok = house.is_some()
                && cells.len() >= few
                && assumptions.iter().all(|&(_, e, on)| on && e == d);
            if !ok {
                return malformed("region forcing chains assume each place of a number in a house");
            }
            last(branches[0])
        }
    };
    if kind != Kind::Contradiction && branches.iter().any(|b| last(b) != target) {
        return malformed("every branch ends at the conclusion");
    }
    for (branch, &assumption) in branches.iter().zip(&assumptions) {
        let listed: Vec<Potential> = branch.iter().map(potential).filter(|p| !p.2).collect();
        let closure = follow(layout, cands, strength, assumption, &listed);
        if kind == Kind::Contradiction {
            if !closure.contradiction {
                return Err(Problem::PatternFails(
                    "the assumption leads to no contradiction",
                ));
            }
            continue;
        }
        if closure.contradiction {
            // This assumption is impossible: the others hold the conclusion.
            continue;
        }
        if branch.iter().any(|n| !closure.has(cands, potential(n))) {
            return Err(Problem::PatternFails(
                "a branch does not lead to a node it lists",
            ));
        }
    }
    let mut cells: Vec<Cell> = assumptions.iter().map(|a| a.0).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = assumptions.iter().map(|a| a.1).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers || !step.houses.is_empty() {
        return malformed("a forcing step's cells and numbers are its assumptions'");
    }
    let expected = forcing_rating(step.technique, step.chain.len());
    super::rated(step, expected)?;
    Ok(target)
}

/// Whether removing `number` from `cell` follows from the step's conclusion.
pub(super) fn justified(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    conclusion(layout, cands, step).is_ok_and(|target| removes(cands, target, (cell, number)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::BoxShape;

    #[test]
    fn a_placement_against_its_peer_is_a_contradiction_and_a_free_one_is_not() {
        let layout = Layout::new(BoxShape::new(2, 2).unwrap());
        // An empty 4×4 grid but r1c1 = 1: assuming 1 in r1c2 contradicts it.
        let mut start = vec![NumberSet::full(4); 16];
        start[0] = NumberSet::single(Number::new(0));
        for peer in layout.peers(Cell::new(0)).iter() {
            start[peer.index()].remove(Number::new(0));
        }
        let free = follow(
            &layout,
            &start,
            Strength::Dynamic,
            (Cell::new(5), Number::new(1), true),
            &[],
        );
        assert!(!free.contradiction);
        assert!(free.has(&start, (Cell::new(4), Number::new(1), false)));
        start[1] = NumberSet::single(Number::new(1)) | NumberSet::single(Number::new(0));
        let bad = follow(
            &layout,
            &start,
            Strength::Dynamic,
            (Cell::new(1), Number::new(0), true),
            &[],
        );
        assert!(bad.contradiction);
    }
}
