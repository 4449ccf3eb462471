//! Checking bent-set wings: the set's cells all see each other and hold one number more than
//! they are; the bivalue cell (the chain's one node) is outside it, its numbers among the set's,
//! and every cell of the set holding the node's number sees it; each elimination sees every
//! place of its number the pattern confines it to.

use crate::layout::{Cell, Layout, Number, NumberSet};
use crate::trace::scale::rating;
use crate::trace::step::{StepRef, Technique};

use super::Problem;

/// The set, the bivalue cell and its restricted number, read from the step.
fn parts(step: &StepRef<'_>) -> Option<(Vec<Cell>, Cell, Number)> {
    let [node] = step.chain else { return None };
    let xz = *node.cells().first()?;
    let set: Vec<Cell> = step.cells.iter().copied().filter(|&c| c != xz).collect();
    (set.len() + 1 == step.cells.len() && node.cells().len() == 1).then_some((set, xz, node.number))
}

/// Checks a wing step's shape, pattern and rating against the candidates `cands`.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let (set, xz, x) = parts(step).ok_or(Problem::Malformed(
        "a wing is its cells and one bivalue node among them",
    ))?;
    let k = set.len();
    let named = match k {
        2 => Technique::XYZWing,
        3 => Technique::WXYZWing,
        4 => Technique::VWXYZWing,
        5 => Technique::UVWXYZWing,
        6 => Technique::TUVWXYZWing,
        _ => return Err(Problem::Malformed("a wing's set has two to six cells")),
    };
    if named != step.technique || !step.houses.is_empty() {
        return Err(Problem::Malformed("the set's size names another wing"));
    }
    let fails = |what| Err(Problem::PatternFails(what));
    let union = set
        .iter()
        .fold(NumberSet::EMPTY, |a, c| a | cands[c.index()]);
    if union != step.numbers || union.len() != k + 1 {
        return fails("the set holds one number more than its cells");
    }
    if set.iter().any(|c| cands[c.index()].len() < 2) {
        return fails("the set's cells are open");
    }
    for (i, &a) in set.iter().enumerate() {
        if set[i + 1..].iter().any(|&b| !layout.peers(a).contains(b)) {
            return fails("the set's cells see each other");
        }
    }
    let pair = cands[xz.index()];
    if pair.len() != 2 || !pair.contains(x) || !pair.is_subset(union) {
        return fails("the outside cell is bivalue with numbers of the set");
    }
    if !set.iter().any(|&c| layout.peers(c).contains(xz)) {
        return fails("the outside cell sees the set");
    }
    let holding_x = set.iter().filter(|c| cands[c.index()].contains(x));
    if !holding_x.clone().all(|&c| layout.peers(c).contains(xz)) {
        return fails("every cell of the set holding the node's number sees the outside cell");
    }
    let biggest = set
        .iter()
        .map(|c| cands[c.index()].len())
        .max()
        .unwrap_or(0);
    if k == 2 && biggest < 3 {
        return Err(Problem::Malformed(
            "an XYZ-Wing's pivot holds three numbers",
        ));
    }
    let expected = rating(named, biggest, crate::HouseKind::Row);
    super::rated(step, expected)
}

/// Whether removing `number` from `cell` follows: the number is `z` (the outside cell's other
/// number), or with `z` restricted too any number of the set, and `cell` sees every place of it
/// in the set and the outside cell.
pub(super) fn justified(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let Some((set, xz, x)) = parts(step) else {
        return false;
    };
    if cell == xz || set.contains(&cell) {
        return false;
    }
    let pair = cands[xz.index()];
    let Some(z) = (pair - NumberSet::single(x)).first() else {
        return false;
    };
    let z_restricted = set
        .iter()
        .filter(|c| cands[c.index()].contains(z))
        .all(|&c| layout.peers(c).contains(xz));
    if number != z && !(z_restricted && step.numbers.contains(number)) {
        return false;
    }
    let mut places: Vec<Cell> = set
        .iter()
        .copied()
        .filter(|c| cands[c.index()].contains(number))
        .collect();
    if pair.contains(number) {
        places.push(xz);
    }
    !places.is_empty() && places.iter().all(|&p| layout.peers(p).contains(cell))
}
