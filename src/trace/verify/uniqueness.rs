//! Checking uniqueness steps. A Unique Rectangle's or Loop's cells are open cells holding both
//! its numbers, each house holding two of them or none (four cells for a rectangle, which makes
//! two rows, two columns and two boxes; six or more for a loop), and the cells holding more
//! (extra cells) are as its type says. BUG steps name their BUG candidates (one node each):
//! without them every open cell is bivalue and every number has two places in each house where
//! it is open, and the BUG cells are those candidates' cells. BUG+1's cell is the only open
//! cell that is not bivalue, and its number has three places in each of its houses.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::Link;
use crate::trace::scale::{Rating, rating, unique_rating};
use crate::trace::step::{StepRef, Technique};

use super::Problem;

pub(super) fn house_of(layout: &Layout, c: Cell, kind: HouseKind) -> Option<House> {
    layout
        .houses_of(c)
        .map(|(h, _)| h)
        .find(|&h| layout.kind(h) == kind)
}

fn open(cands: &[NumberSet], c: Cell) -> bool {
    cands[c.index()].len() >= 2
}

/// The cells of `h` holding `d`.
fn places(layout: &Layout, cands: &[NumberSet], h: House, d: Number) -> Vec<Cell> {
    (layout.cells_of(h).iter().copied())
        .filter(|c| cands[c.index()].contains(d))
        .collect()
}

/// Whether `d`'s places in `h` all lie among `cells`.
fn confined(layout: &Layout, cands: &[NumberSet], h: House, d: Number, cells: &[Cell]) -> bool {
    places(layout, cands, h, d)
        .iter()
        .all(|c| cells.binary_search(c).is_ok())
}

/// A rectangle's or loop's parts, read from the step and the state.
struct Parts {
    /// Its two numbers.
    pair: NumberSet,
    /// The cells holding more.
    extra: Vec<Cell>,
    /// A type 3's subset: its numbers, and its cells outside the pattern.
    set: NumberSet,
    others: Vec<Cell>,
}

/// The pair, extra cells and type 3 subset of a rectangle or loop step (its shape checked by
/// [`check`]).
fn parts(layout: &Layout, cands: &[NumberSet], step: &StepRef<'_>) -> Option<Parts> {
    let t = step.technique;
    let naked = matches!(t, Technique::UniqueRectangle3 | Technique::UniqueLoop3);
    let hidden = matches!(
        t,
        Technique::UniqueRectangle3Hidden | Technique::UniqueLoop3Hidden
    );
    // A type 3 names its subset's numbers: the pair is then any cell's outside its house.
    let pair = if naked || hidden {
        let &[h] = step.houses else { return None };
        let outside = step
            .cells
            .iter()
            .find(|c| layout.position(**c, h).is_none())?;
        cands[outside.index()]
    } else {
        step.numbers
    };
    let extra = (step.cells.iter().copied())
        .filter(|c| cands[c.index()] != pair)
        .collect();
    let (set, others) = match step.houses {
        [h] if naked || hidden => {
            let set = step.numbers;
            let outside = |c: &Cell| step.cells.binary_search(c).is_err();
            let others = (layout.cells_of(*h).iter().copied())
                .filter(outside)
                .filter(|&c| {
                    let held = cands[c.index()];
                    if naked {
                        open(cands, c) && held.is_subset(set)
                    } else {
                        !(held & set).is_empty()
                    }
                })
                .collect();
            (set, others)
        }
        _ => (NumberSet::EMPTY, Vec::new()),
    };
    Some(Parts {
        pair,
        extra,
        set,
        others,
    })
}

/// Checks a uniqueness step's pattern and rating against the candidates `cands`.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    if !layout.is_standard() {
        return Err(Problem::PatternFails(
            "uniqueness needs the standard houses: an extra house may break the swap",
        ));
    }
    if !step.cells.windows(2).all(|w| w[0] < w[1]) {
        return Err(Problem::Malformed("cells not ascending and distinct"));
    }
    let expected = match step.technique {
        Technique::BugPlusOne => plus_one(layout, cands, step)?,
        t if t.is_bug() => bug(layout, cands, step)?,
        _ => deadly(layout, cands, step)?,
    };
    super::rated(step, expected)
}

/// BUG+1's pattern; its rating.
fn plus_one(layout: &Layout, cands: &[NumberSet], step: &StepRef<'_>) -> Result<Rating, Problem> {
    let fails = |what| Err(Problem::PatternFails(what));
    let (&[cell], Some(d)) = (step.cells, step.numbers.single_item()) else {
        return Err(Problem::Malformed("BUG+1 is one cell and one number"));
    };
    if !step.houses.is_empty() || cands[cell.index()].len() != 3 || !cands[cell.index()].contains(d)
    {
        return fails("BUG+1's cell holds three numbers, its number among them");
    }
    if (0..layout.cells()).any(|c| c != cell.index() && cands[c].len() > 2) {
        return fails("every other open cell is bivalue");
    }
    for h in layout.house_ids().filter(|&h| layout.is_complete(h)) {
        let mine = layout.position(cell, h).is_some();
        for e in NumberSet::full(layout.side()) {
            let count = layout
                .cells_of(h)
                .iter()
                .filter(|&&c| open(cands, c) && cands[c.index()].contains(e))
                .count();
            let wanted = if mine && e == d { 3 } else { 2 };
            if count != 0 && count != wanted {
                return fails("every number has two places where it is open, BUG+1's three");
            }
            if mine && e == d && count != 3 {
                return fails("BUG+1's number has three places in each house of its cell");
            }
        }
    }
    Ok(rating(Technique::BugPlusOne, 1, HouseKind::Row))
}

/// The BUG numbers of `cell` (its nodes').
fn bug_numbers(step: &StepRef<'_>, cell: Cell) -> NumberSet {
    (step.chain.iter())
        .filter(|node| node.cells() == [cell])
        .fold(NumberSet::EMPTY, |s, node| {
            s | NumberSet::single(node.number)
        })
}

/// A BUG type 3's subset cells: the open cells of its house outside the BUG cells holding only
/// numbers of the subset.
fn bug_others(layout: &Layout, cands: &[NumberSet], step: &StepRef<'_>, h: House) -> Vec<Cell> {
    (layout.cells_of(h).iter().copied())
        .filter(|c| step.cells.binary_search(c).is_err())
        .filter(|&c| open(cands, c) && cands[c.index()].is_subset(step.numbers))
        .collect()
}

/// BUG types 2 to 4: the grave, then the type; the rating.
fn bug(layout: &Layout, cands: &[NumberSet], step: &StepRef<'_>) -> Result<Rating, Problem> {
    let fails = |what| Err(Problem::PatternFails(what));
    let n = layout.side();
    let nodes = step.chain;
    let shaped = nodes
        .windows(2)
        .all(|w| (w[0].cells(), w[0].number) < (w[1].cells(), w[1].number))
        && nodes.iter().all(|node| {
            matches!(node.cells(), [c] if step.cells.binary_search(c).is_ok())
                && node.link == Link::Start
                && node.on
                && node.number.index() < n
        });
    let mut cells: Vec<Cell> = nodes
        .iter()
        .flat_map(|node| node.cells())
        .copied()
        .collect();
    cells.dedup();
    if !shaped || cells != step.cells || cells.len() < 2 {
        return Err(Problem::Malformed(
            "a BUG names two cells or more and their BUG candidates, one node each, ascending",
        ));
    }
    if nodes
        .iter()
        .any(|node| !cands[node.cells()[0].index()].contains(node.number))
    {
        return fails("a BUG candidate is a candidate");
    }
    // Singles settled: the grave is read over the open cells.
    let settled = (0..layout.cells()).map(Cell::new).all(|c| {
        cands[c.index()].single_item().is_none_or(|d| {
            layout
                .peers(c)
                .iter()
                .all(|p| !cands[p.index()].contains(d))
        })
    });
    if !settled {
        return fails("a cell of one candidate has a peer holding it");
    }
    let without = |c: Cell| cands[c.index()] - bug_numbers(step, c);
    let bivalue = (0..layout.cells())
        .map(Cell::new)
        .filter(|&c| open(cands, c))
        .all(|c| without(c).len() == 2);
    let twice = layout
        .house_ids()
        .filter(|&h| layout.is_complete(h))
        .all(|h| {
            NumberSet::full(n).iter().all(|d| {
                let count = (layout.cells_of(h).iter())
                    .filter(|&&c| open(cands, c) && without(c).contains(d))
                    .count();
                count == 0 || count == 2
            })
        });
    if !bivalue || !twice {
        return fails("without the BUG candidates, the grid is no bivalue universal grave");
    }
    let all = nodes.iter().fold(NumberSet::EMPTY, |s, node| {
        s | NumberSet::single(node.number)
    });
    let holds_all = |h: &House| cells.iter().all(|&c| layout.position(c, *h).is_some());
    match step.technique {
        Technique::BugType2 => {
            if !step.houses.is_empty() || all.len() != 1 || step.numbers != all {
                return fails("a BUG type 2 has one BUG number, its number");
            }
        }
        Technique::BugType3 => {
            let &[h] = step.houses else {
                return Err(Problem::Malformed("a BUG type 3 names one house"));
            };
            let others = bug_others(layout, cands, step, h);
            let union = (others.iter()).fold(all, |s, c| s | cands[c.index()]);
            let ok = layout.is_complete(h)
                && holds_all(&h)
                && !others.is_empty()
                && others.len() + 1 == step.numbers.len()
                && union == step.numbers;
            if !ok {
                return fails(
                    "a BUG type 3's numbers are its BUG numbers and k − 1 cells' of its house",
                );
            }
            return Ok(rating(
                Technique::BugType3,
                step.numbers.len(),
                HouseKind::Row,
            ));
        }
        Technique::BugType4 => {
            let (&[h], Some(v)) = (step.houses, step.numbers.single_item()) else {
                return Err(Problem::Malformed(
                    "a BUG type 4 names one house and one number",
                ));
            };
            let ok = cells.len() == 2
                && layout.is_complete(h)
                && holds_all(&h)
                && !all.contains(v)
                && places(layout, cands, h, v) == cells;
            if !ok {
                return fails("a BUG type 4's two cells are its number's only places in the house");
            }
        }
        _ => return Err(Problem::Malformed("not a BUG type")),
    }
    Ok(unique_rating(step.technique, 0, 1))
}

/// A naked type 3 given in two houses (the line and the box its extra cells share): the step
/// of each house alone.
fn halves<'a>(step: &StepRef<'a>) -> Option<[StepRef<'a>; 2]> {
    let naked = matches!(
        step.technique,
        Technique::UniqueRectangle3 | Technique::UniqueLoop3
    );
    match step.houses {
        [h1, h2] if naked && h1 < h2 => Some([
            StepRef {
                houses: std::slice::from_ref(h1),
                ..*step
            },
            StepRef {
                houses: std::slice::from_ref(h2),
                ..*step
            },
        ]),
        _ => None,
    }
}

/// Unique Rectangles and Loops, Hidden Rectangle: the deadly pattern, then the type; the rating.
fn deadly(layout: &Layout, cands: &[NumberSet], step: &StepRef<'_>) -> Result<Rating, Problem> {
    use Technique::*;
    // A naked type 3 in two houses: a subset of the same numbers in each.
    if let Some([one, two]) = halves(step) {
        let rating = deadly(layout, cands, &one)?;
        return if deadly(layout, cands, &two)? == rating {
            Ok(rating)
        } else {
            Err(Problem::PatternFails(
                "one subset in each of the two houses",
            ))
        };
    }
    let fails = |what| Err(Problem::PatternFails(what));
    let n = layout.side();
    let cells = step.cells;
    let t = step.technique;
    let rect = t.is_unique_rectangle();
    let sized = if rect {
        cells.len() == 4
    } else {
        t.is_unique_loop() && cells.len() >= 6
    };
    if !sized {
        return Err(Problem::Malformed(
            "a unique rectangle is four cells, a unique loop six or more",
        ));
    }
    // Every house meeting the cells holds two of them: two rows, two columns, two boxes for
    // four cells.
    let paired = cells.iter().all(|&c| {
        layout.houses_of(c).all(|(h, _)| {
            cells
                .iter()
                .filter(|&&o| layout.position(o, h).is_some())
                .count()
                == 2
        })
    });
    if !paired {
        return fails("every house meeting the cells holds two of them");
    }
    let Some(parts) = parts(layout, cands, step) else {
        return Err(Problem::Malformed("a type 3 names one house"));
    };
    let pair = parts.pair;
    // A cell may miss one of the two numbers (removed earlier): the pattern could still not
    // end with every cell in the pair.
    if pair.len() != 2
        || cells
            .iter()
            .any(|&c| !open(cands, c) || (pair & cands[c.index()]).is_empty())
    {
        return fails("every cell is open and holds one of the numbers");
    }
    let extra = &parts.extra;
    let more = |c: &Cell| cands[c.index()] - pair;
    let in_line = |a: Cell, b: Cell| a.row(n) == b.row(n) || a.col(n) == b.col(n);
    let in_house = |h: House, list: &[Cell]| list.iter().all(|&c| layout.position(c, h).is_some());
    let mut subset = 1;
    let ok = match t {
        UniqueRectangle1 | UniqueLoop1 => extra.len() == 1 && step.houses.is_empty(),
        UniqueRectangle2 | UniqueRectangle5 | UniqueLoop2 => {
            let same = extra.len() >= 2
                && more(&extra[0]).len() == 1
                && extra.iter().all(|c| more(c) == more(&extra[0]));
            let line = matches!(extra[..], [a, b] if in_line(a, b));
            let placed = match t {
                UniqueRectangle2 => line,
                UniqueRectangle5 => !line,
                _ => true,
            };
            same && placed && step.houses.is_empty()
        }
        UniqueRectangle3 | UniqueLoop3 => match (&extra[..], step.houses) {
            (&[a, b], &[h]) => {
                let x = more(&a) | more(&b);
                let union = (parts.others.iter()).fold(x, |s, c| s | cands[c.index()]);
                subset = step.numbers.len();
                layout.is_complete(h)
                    && in_house(h, &[a, b])
                    && !parts.others.is_empty()
                    && parts.others.len() + 1 == step.numbers.len()
                    && union == step.numbers
            }
            _ => false,
        },
        UniqueRectangle3Hidden | UniqueLoop3Hidden => match (&extra[..], step.houses) {
            (&[a, b], &[h]) => {
                let x = more(&a) | more(&b);
                let set = parts.set;
                subset = parts.others.len();
                layout.is_complete(h)
                    && in_house(h, &[a, b])
                    && pair.is_subset(set)
                    && (set & x).is_empty()
                    && !parts.others.is_empty()
                    && parts.others.len() + 1 == set.len()
                    && set.iter().all(|d| !places(layout, cands, h, d).is_empty())
            }
            _ => false,
        },
        UniqueRectangle4 | UniqueLoop4 => match (&extra[..], step.houses) {
            (&[a, b], &[h]) => {
                layout.is_complete(h)
                    && in_house(h, &[a, b])
                    && pair.iter().any(|d| confined(layout, cands, h, d, &[a, b]))
            }
            _ => false,
        },
        UniqueRectangle6 => match (&extra[..], step.houses) {
            (&[a, b], &[l1, l2]) => {
                let kind = layout.kind(l1);
                let lines = matches!(kind, HouseKind::Row | HouseKind::Column)
                    && layout.kind(l2) == kind
                    && l1 != l2
                    && cells
                        .iter()
                        .all(|&c| house_of(layout, c, kind).is_some_and(|h| h == l1 || h == l2));
                lines
                    && !in_line(a, b)
                    && pair.iter().any(|d| {
                        confined(layout, cands, l1, d, cells)
                            && confined(layout, cands, l2, d, cells)
                    })
            }
            _ => false,
        },
        HiddenRectangle => match step.houses {
            &[row, col] => {
                let far = cells.iter().copied().find(|&c| {
                    layout.position(c, row).is_some() && layout.position(c, col).is_some()
                });
                let near = far.and_then(|f| cells.iter().copied().find(|&c| !in_line(c, f)));
                layout.kind(row) == HouseKind::Row
                    && layout.kind(col) == HouseKind::Column
                    && near.is_some_and(|c| cands[c.index()] == pair)
                    && pair.iter().any(|d| {
                        confined(layout, cands, row, d, cells)
                            && confined(layout, cands, col, d, cells)
                    })
            }
            _ => false,
        },
        _ => false,
    };
    if !ok {
        return fails("the cells' other numbers do not make this type");
    }
    Ok(unique_rating(t, cells.len(), subset))
}

/// Whether removing `number` from `cell` follows from the (checked) uniqueness step.
pub(super) fn justified(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    use Technique::*;
    if let Some(halves) = halves(step) {
        return (halves.iter()).any(|half| justified(layout, cands, half, cell, number));
    }
    let outside = step.cells.binary_search(&cell).is_err();
    let sees_all = |list: &[Cell]| list.iter().all(|&e| layout.peers(e).contains(cell));
    let in_house = |h: &House| layout.position(cell, *h).is_some();
    match step.technique {
        BugPlusOne => step.cells == [cell] && !step.numbers.contains(number),
        BugType2 => step.numbers.contains(number) && outside && sees_all(step.cells),
        BugType3 => {
            let [h] = step.houses else { return false };
            step.numbers.contains(number)
                && outside
                && in_house(h)
                && !bug_others(layout, cands, step, *h).contains(&cell)
        }
        BugType4 => {
            !outside && !step.numbers.contains(number) && !bug_numbers(step, cell).contains(number)
        }
        t => {
            let Some(parts) = parts(layout, cands, step) else {
                return false;
            };
            let (pair, extra) = (parts.pair, &parts.extra);
            match t {
                UniqueRectangle1 | UniqueLoop1 => *extra == [cell] && pair.contains(number),
                UniqueRectangle2 | UniqueRectangle5 | UniqueLoop2 => {
                    let x = (cands[extra[0].index()] - pair).first();
                    Some(number) == x && outside && sees_all(extra)
                }
                UniqueRectangle3 | UniqueLoop3 => {
                    let [h] = step.houses else { return false };
                    parts.set.contains(number)
                        && outside
                        && in_house(h)
                        && !parts.others.contains(&cell)
                }
                UniqueRectangle3Hidden | UniqueLoop3Hidden => {
                    parts.others.contains(&cell) && !parts.set.contains(number)
                }
                UniqueRectangle4 | UniqueLoop4 => {
                    // The confined number stays; the other goes from the two extra cells.
                    let [h] = step.houses else { return false };
                    extra.contains(&cell)
                        && pair.contains(number)
                        && pair
                            .iter()
                            .any(|d| d != number && confined(layout, cands, *h, d, extra))
                }
                UniqueRectangle6 => {
                    let [l1, l2] = step.houses else { return false };
                    extra.contains(&cell)
                        && pair.contains(number)
                        && confined(layout, cands, *l1, number, step.cells)
                        && confined(layout, cands, *l2, number, step.cells)
                }
                HiddenRectangle => {
                    let [row, col] = step.houses else {
                        return false;
                    };
                    in_house(row)
                        && in_house(col)
                        && !outside
                        && pair.contains(number)
                        && pair.iter().any(|d| {
                            d != number
                                && confined(layout, cands, *row, d, step.cells)
                                && confined(layout, cands, *col, d, step.cells)
                        })
                }
                _ => false,
            }
        }
    }
}
