//! Checking almost-locked-set steps (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom, Sue de
//! Coq) from the step's sets alone (and an ALS-XY-Chain's links, its chain): each set's numbers
//! are its cells' candidates, an ALS lies in one house with one number more than cells, the
//! restricted commons and the stem's links are re-derived from the candidates, and each
//! elimination sees every place of its number that the pattern confines it to. ALS steps'
//! sets may share cells (HoDoKu's ALS overlap, listed by `hint --all`): a restricted common
//! has no place in both its sets (each place in one must see, so differ from, each in the
//! other), and a Death Blossom's petals are used one at a time; Sue de Coq's sets share none.

use crate::layout::{Cell, House, Layout, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::als_rating;
use crate::trace::step::{PatternSet, StepRef, Technique};

/// The fewest and most sets of an ALS-XY-Chain.
const CHAIN_SETS: std::ops::RangeInclusive<usize> = 4..=8;

use super::Problem;

/// Whether every place of `x` in `a` sees every place of `x` in `b`, both holding `x`.
fn restricted(
    layout: &Layout,
    cands: &[NumberSet],
    a: &PatternSet,
    b: &PatternSet,
    x: Number,
) -> bool {
    let holds = |c: &&Cell| cands[c.index()].contains(x);
    a.numbers().contains(x)
        && b.numbers().contains(x)
        && a.cells().iter().filter(holds).all(|&p| {
            b.cells()
                .iter()
                .filter(holds)
                .all(|&q| p != q && layout.peers(p).contains(q))
        })
}

/// Whether the cells of `set` lie in one house.
fn one_house(layout: &Layout, set: &PatternSet) -> bool {
    let Some(&first) = set.cells().first() else {
        return false;
    };
    layout
        .houses_of(first)
        .any(|(h, _)| set.cells().iter().all(|&c| layout.position(c, h).is_some()))
}

/// Whether `set` is an almost locked set: open cells of one house, one number more than cells.
fn is_als(layout: &Layout, set: &PatternSet) -> bool {
    one_house(layout, set) && set.numbers().len() == set.cells().len() + 1
}

/// Whether every place of `number` in `sets` sees `cell` (and there is one), `cell` outside them.
fn sees_all(
    layout: &Layout,
    cands: &[NumberSet],
    sets: &[PatternSet],
    cell: Cell,
    number: Number,
) -> bool {
    let mut places = sets
        .iter()
        .flat_map(|s| s.cells().iter().copied())
        .filter(|c| cands[c.index()].contains(number))
        .peekable();
    let outside = sets.iter().all(|s| !s.cells().contains(&cell));
    outside && places.peek().is_some() && places.all(|p| layout.peers(p).contains(cell))
}

/// Checks an ALS step's sets, numbers and rating against the candidates `cands`.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let sets = step.sets;
    let fails = |what| Err(Problem::PatternFails(what));
    let mut all: Vec<Cell> = sets
        .iter()
        .flat_map(|s| s.cells().iter().copied())
        .collect();
    all.sort_unstable();
    // The rating counts each set's cells, shared ones once per set.
    let count = all.len();
    all.dedup();
    let disjoint = all.len() == count;
    if all != step.cells || sets.iter().any(|s| s.cells().is_empty()) {
        return Err(Problem::Malformed("the step's cells are its sets'"));
    }
    if step.technique == Technique::SueDeCoq && !disjoint {
        return Err(Problem::Malformed("a Sue de Coq's sets share no cell"));
    }
    if all.iter().any(|c| c.index() >= cands.len()) {
        return Err(Problem::OutOfRange);
    }
    for s in sets {
        let union = s
            .cells()
            .iter()
            .fold(NumberSet::EMPTY, |a, c| a | cands[c.index()]);
        if union != s.numbers() || s.cells().iter().any(|c| cands[c.index()].len() < 2) {
            return fails("each set's numbers are its open cells' candidates");
        }
    }
    let expected = als_rating(count + sets.len());
    match step.technique {
        Technique::AlsXz => {
            let [a, b] = sets else {
                return Err(Problem::Malformed("an ALS-XZ has two sets"));
            };
            if !is_als(layout, a) || !is_als(layout, b) {
                return fails("A and B are almost locked sets");
            }
            let rcs: NumberSet = (a.numbers() & b.numbers())
                .iter()
                .filter(|&x| restricted(layout, cands, a, b, x))
                .collect();
            if rcs != step.numbers || !(1..=2).contains(&rcs.len()) {
                return fails("the step's numbers are A and B's one or two restricted commons");
            }
        }
        Technique::AlsXyWing => {
            let [a, b, c] = sets else {
                return Err(Problem::Malformed("an ALS-XY-Wing has three sets"));
            };
            if sets.iter().any(|s| !is_als(layout, s)) {
                return fails("A, B and C are almost locked sets");
            }
            let (Some(x), Some(y)) = (step.numbers.first(), step.numbers.iter().nth(1)) else {
                return Err(Problem::Malformed("an ALS-XY-Wing has two numbers"));
            };
            let rc = |s, d| restricted(layout, cands, s, c, d);
            let linked = (rc(a, x) && rc(b, y)) || (rc(a, y) && rc(b, x));
            if step.numbers.len() != 2 || !linked {
                return fails("A and B are restricted with C on the step's two numbers");
            }
        }
        Technique::AlsXyChain => check_chain(layout, cands, step)?,
        Technique::DeathBlossom => {
            let Some((stem, petals)) = sets.split_first() else {
                return Err(Problem::Malformed("a Death Blossom has a stem"));
            };
            let [s] = stem.cells() else {
                return Err(Problem::Malformed("the stem is one cell"));
            };
            // One number `z` removed, or several (HoDoKu's step, `hint --all`), each in every
            // petal: each is a Death Blossom of its own on the same petals.
            if petals.len() != stem.numbers().len() || step.numbers.is_empty() {
                return Err(Problem::Malformed(
                    "a petal for each candidate of the stem, a number removed",
                ));
            }
            let z = step.numbers;
            for (petal, d) in petals.iter().zip(stem.numbers()) {
                let linked = petal
                    .cells()
                    .iter()
                    .all(|&c| !cands[c.index()].contains(d) || layout.peers(c).contains(*s));
                if !is_als(layout, petal) || !petal.numbers().contains(d) || !linked {
                    return fails(
                        "each petal is an ALS whose places of its stem candidate see the stem",
                    );
                }
                if !z.is_subset(petal.numbers()) || !(z & stem.numbers()).is_empty() {
                    return fails("z is in every petal and not in the stem");
                }
            }
        }
        Technique::SueDeCoq => {
            let ([c, e, d], &[boxed, line]) = (sets, step.houses) else {
                return Err(Problem::Malformed(
                    "a Sue de Coq is three sets in a box and a line",
                ));
            };
            let inside = |s: &PatternSet, h: House| {
                s.cells().iter().all(|&x| layout.position(x, h).is_some())
            };
            let outside = |s: &PatternSet, h: House| {
                s.cells().iter().all(|&x| layout.position(x, h).is_none())
            };
            if boxed.index() >= layout.houses() || line.index() >= layout.houses() {
                return Err(Problem::OutOfRange);
            }
            let shape = inside(c, boxed)
                && inside(c, line)
                && inside(e, line)
                && outside(e, boxed)
                && inside(d, boxed)
                && outside(d, line)
                && (2..=3).contains(&c.cells().len());
            if !shape {
                return Err(Problem::Malformed(
                    "C in the box ∩ line, the line's set outside the box, the box's outside the line",
                ));
            }
            let n = c.numbers() | e.numbers() | d.numbers();
            if c.numbers().len() < c.cells().len() + 2
                || !(e.numbers() & d.numbers()).is_empty()
                || n.len() != count
                || n != step.numbers
            {
                return fails(
                    "C holds two numbers more than cells; the sets share no number and hold as many as their cells",
                );
            }
        }
        _ => return Err(Problem::Malformed("not an ALS technique")),
    }
    super::rated(step, expected)
}

/// Checks an ALS-XY-Chain's sets and links: four to eight ALSs, and for each two consecutive
/// sets two nodes of the chain, their restricted common `r` in its places in the first (on,
/// the chain's start or a strong link inside the set) then in the second (off, a weak link);
/// consecutive links' commons different, the step's numbers all of them.
fn check_chain(layout: &Layout, cands: &[NumberSet], step: &StepRef<'_>) -> Result<(), Problem> {
    let (sets, nodes) = (step.sets, step.chain);
    let fails = |what| Err(Problem::PatternFails(what));
    if !CHAIN_SETS.contains(&sets.len()) || nodes.len() != 2 * (sets.len() - 1) {
        return Err(Problem::Malformed(
            "an ALS-XY-Chain is four to eight sets and two nodes for each link",
        ));
    }
    if sets.iter().any(|s| !is_als(layout, s)) {
        return fails("each set of the chain is an almost locked set");
    }
    let places = |s: &PatternSet, r: Number| -> Vec<Cell> {
        let holds = |c: &&Cell| cands[c.index()].contains(r);
        s.cells().iter().filter(holds).copied().collect()
    };
    let mut rcs = NumberSet::EMPTY;
    let mut before: Option<Number> = None;
    for (i, pair) in nodes.chunks(2).enumerate() {
        let (&[on, off], Some(a), Some(b)) = (pair, sets.get(i), sets.get(i + 1)) else {
            return Err(Problem::Malformed("two nodes for each link"));
        };
        let r = on.number;
        let start = if i == 0 { Link::Start } else { Link::Strong };
        let shaped = |n: &Node, link, truth, s| {
            n.number == r && n.link == link && n.on == truth && n.cells() == places(s, r)
        };
        if !shaped(&on, start, true, a) || !shaped(&off, Link::Weak, false, b) {
            return fails("each link's nodes are its number's places in its two sets");
        }
        if !restricted(layout, cands, a, b, r) {
            return fails("each link's number is a restricted common of its two sets");
        }
        if before == Some(r) {
            return fails("consecutive links' restricted commons differ");
        }
        before = Some(r);
        rcs.insert(r);
    }
    if rcs != step.numbers {
        return fails("the step's numbers are the links' restricted commons");
    }
    Ok(())
}

/// Whether removing `number` from `cell` follows from the (checked) ALS step.
pub(super) fn justified(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let sets = step.sets;
    match (step.technique, sets) {
        (Technique::AlsXz, [a, b]) => {
            let rcs = step.numbers;
            if rcs.len() == 2 {
                (rcs.contains(number) && sees_all(layout, cands, sets, cell, number))
                    || [a, b].iter().any(|s| {
                        !rcs.contains(number)
                            && sees_all(layout, cands, std::slice::from_ref(*s), cell, number)
                    })
            } else {
                let z = (a.numbers() & b.numbers()) - rcs;
                z.contains(number) && sees_all(layout, cands, sets, cell, number)
            }
        }
        (Technique::AlsXyWing, [a, b, c]) => {
            let z = (a.numbers() & b.numbers()) - step.numbers;
            z.contains(number)
                && !c.cells().contains(&cell)
                && sees_all(layout, cands, &sets[..2], cell, number)
        }
        (Technique::AlsXyChain, [first, .., last]) => {
            let (Some(r1), Some(rn)) = (step.chain.first(), step.chain.last()) else {
                return false;
            };
            let z = (first.numbers() & last.numbers())
                - NumberSet::single(r1.number)
                - NumberSet::single(rn.number);
            // A cell of a set between the ends may go too (z is in the first or the last).
            z.contains(number) && sees_all(layout, cands, &[*first, *last], cell, number)
        }
        (Technique::DeathBlossom, [stem, petals @ ..]) => {
            step.numbers.contains(number)
                && !stem.cells().contains(&cell)
                && sees_all(layout, cands, petals, cell, number)
        }
        (Technique::SueDeCoq, [..]) => {
            let (&[boxed, line], false) =
                (step.houses, sets.iter().any(|s| s.cells().contains(&cell)))
            else {
                return false;
            };
            let places = sets
                .iter()
                .flat_map(|s| s.cells().iter().copied())
                .filter(|c| cands[c.index()].contains(number));
            [boxed, line].into_iter().any(|h| {
                layout.position(cell, h).is_some()
                    && places.clone().all(|p| layout.position(p, h).is_some())
            }) && step.numbers.contains(number)
        }
        _ => false,
    }
}
