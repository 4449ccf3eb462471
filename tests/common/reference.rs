//! A deliberately naive reference propagator on plain candidate masks, for differential tests.
//!
//! It shares nothing with the library but the meaning of the rules as `src/rules/` documents
//! them, applied by brute force to every house. A house is a list of cells that must differ;
//! it is *complete* when it has n cells, and then holds every number.
//!
//! - **naked subsets**: k cells of a house (1 ≤ k ≤ K) whose candidates together are k numbers
//!   remove those numbers from the other cells of the house;
//! - **hidden subsets**: k numbers of a complete house whose places together are k cells remove
//!   every other number from those cells;
//! - **intersections**: a number whose places in a complete house all lie in another house is
//!   removed from the rest of that other house (also when it has a single place);
//! - **fish**: k rows (1 ≤ k ≤ K) whose places for a number lie in k columns remove it from those
//!   columns in every other row; the same with columns and rows swapped (rows are the first n
//!   houses, columns the next n, boxes the next n); with `finned`, also *finned* fish: k rows
//!   (2 ≤ k ≤ min(K, 4)) whose places lie in any k columns but for at least one place (the
//!   fins), all fins in one box, remove the number from those columns' cells inside that box
//!   and outside the k rows;
//! - **Franken and mutant fish** (with `franken`, on grids of at most 128 cells): k complete
//!   base houses (2 ≤ k ≤ min(K, 4)) sharing no place of the number, any m ≤ k other cover
//!   houses, the *fins* (base places in no cover) at most four: with m = k, the number leaves
//!   the covers' places outside the base houses and base places in two covers that see every
//!   fin; with m < k it leaves every place that sees every fin (and no fin is a contradiction);
//!
//! repeated until nothing changes. The state is contradictory when a cell has no candidate, a
//! number has no place in a complete house, or, on a side that is on, k ≤ K cells of a house
//! have fewer than k numbers between them (k numbers of a complete house fewer than k places;
//! k rows fewer than k columns for a number, or the reverse).

use super::geometry::houses;

/// Which rules the reference runs.
#[derive(Clone, Copy, Debug)]
pub struct RefRules {
    pub naked: bool,
    pub hidden: bool,
    pub intersections: bool,
    pub fish: bool,
    pub finned: bool,
    pub franken: bool,
    /// The largest subset and fish size K.
    pub max_size: usize,
}

impl RefRules {
    /// The rules a library configuration asks for: a subset side runs when its family is on and
    /// the bound is at least 1; no bound is the grid side.
    pub fn from_config(config: &sudograph::Config, side: usize) -> RefRules {
        use sudograph::Rules;
        let max_size = config.max_size.unwrap_or(side).min(side);
        RefRules {
            naked: config.rules.contains(Rules::NAKED) && max_size >= 1,
            hidden: config.rules.contains(Rules::HIDDEN) && max_size >= 1,
            intersections: config.rules.contains(Rules::INTERSECTIONS),
            fish: config.rules.contains(Rules::FISH) && max_size >= 1,
            finned: config.rules.contains(Rules::FINNED) && max_size >= 2,
            franken: config.rules.contains(Rules::FRANKEN) && max_size >= 2,
            max_size,
        }
    }
}

/// What the reference reaches.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The fixpoint, as one candidate mask per cell.
    Fixpoint(Vec<u64>),
    /// The fixpoint is contradictory.
    Contradiction,
}

/// Every non-empty subset of `0..len` with at most `max` members, as a bit mask.
fn subsets(len: usize, max: usize) -> impl Iterator<Item = u64> {
    (1u64..1 << len).filter(move |s| s.count_ones() as usize <= max)
}

/// Unions of `items` over every subset of their indices: `out[s]` is the OR of `items[i]` for
/// every bit `i` of `s`.
fn unions(items: &[u64]) -> Vec<u64> {
    let mut out = vec![0u64; 1 << items.len()];
    for s in 1..out.len() {
        let low = s.trailing_zeros() as usize;
        out[s] = out[s & (s - 1)] | items[low];
    }
    out
}

/// The places of each number in `house`, as bit masks over the house's positions.
fn places(cands: &[u64], house: &[usize], n: usize) -> Vec<u64> {
    (0..n)
        .map(|d| {
            house
                .iter()
                .enumerate()
                .filter(|&(_, &c)| cands[c] >> d & 1 == 1)
                .fold(0, |a, (p, _)| a | 1 << p)
        })
        .collect()
}

/// Removes `bits` from cell `c`; returns whether anything went.
fn remove(cands: &mut [u64], c: usize, bits: u64) -> bool {
    let before = cands[c];
    cands[c] &= !bits;
    cands[c] != before
}

/// Propagates `cands` (a mask per cell, row-major) on the grid with `rows × cols` boxes.
pub fn propagate(rows: usize, cols: usize, cands: Vec<u64>, rules: RefRules) -> Outcome {
    propagate_in(&houses(rows, cols), rows * cols, cands, rules)
}

/// Propagates `cands` (a mask per cell) with numbers `0..n` on the grid made of `houses`.
pub fn propagate_in(
    houses: &[Vec<usize>],
    n: usize,
    mut cands: Vec<u64>,
    rules: RefRules,
) -> Outcome {
    let k = rules.max_size;
    loop {
        let mut changed = false;
        for (h, house) in houses.iter().enumerate() {
            let complete = house.len() == n;
            if rules.naked {
                let of_cells: Vec<u64> = house.iter().map(|&c| cands[c]).collect();
                let union = unions(&of_cells);
                for s in subsets(house.len(), k) {
                    if union[s as usize].count_ones() == s.count_ones() {
                        for (p, &c) in house.iter().enumerate() {
                            if s >> p & 1 == 0 {
                                changed |= remove(&mut cands, c, union[s as usize]);
                            }
                        }
                    }
                }
            }
            if rules.hidden && complete {
                let union = unions(&places(&cands, house, n));
                for s in subsets(n, k) {
                    let cells = union[s as usize];
                    if cells.count_ones() == s.count_ones() {
                        for (p, &c) in house.iter().enumerate() {
                            if cells >> p & 1 == 1 {
                                changed |= remove(&mut cands, c, !s);
                            }
                        }
                    }
                }
            }
            if rules.intersections && complete {
                for d in 0..n {
                    let here: Vec<usize> = house
                        .iter()
                        .copied()
                        .filter(|&c| cands[c] >> d & 1 == 1)
                        .collect();
                    if here.is_empty() {
                        continue;
                    }
                    for (o, other) in houses.iter().enumerate() {
                        if o != h && here.iter().all(|c| other.contains(c)) {
                            for &c in other {
                                if !here.contains(&c) {
                                    changed |= remove(&mut cands, c, 1 << d);
                                }
                            }
                        }
                    }
                }
            }
        }
        if rules.fish {
            changed |= fish(&mut cands, houses, n, k);
        }
        if rules.finned {
            changed |= finned_fish(&mut cands, houses, n, k.min(4));
        }
        if rules.franken {
            match franken_fish(&mut cands, houses, n, k.min(4)) {
                Some(c) => changed |= c,
                None => return Outcome::Contradiction,
            }
        }
        if !changed {
            break;
        }
    }
    if contradictory(&cands, houses, n, rules) {
        Outcome::Contradiction
    } else {
        Outcome::Fixpoint(cands)
    }
}

/// For each number, the lines (rows, then columns) of the other family where it can go in each
/// line of one family: `lines[family][d][i]` (family 0 = rows over columns).
fn line_places(cands: &[u64], houses: &[Vec<usize>], n: usize) -> [Vec<Vec<u64>>; 2] {
    let family = |f: usize| {
        (0..n)
            .map(|d| {
                (0..n)
                    .map(|i| places(cands, &houses[f * n + i], n)[d])
                    .collect()
            })
            .collect()
    };
    [family(0), family(1)]
}

/// One round of fish of 1 to `k` lines on every number, both ways; returns whether anything
/// went.
fn fish(cands: &mut [u64], houses: &[Vec<usize>], n: usize, k: usize) -> bool {
    let mut changed = false;
    for (f, by_number) in line_places(cands, houses, n).into_iter().enumerate() {
        for (d, lines) in by_number.iter().enumerate() {
            let union = unions(lines);
            for s in subsets(n, k) {
                let cover = union[s as usize];
                if cover.count_ones() != s.count_ones() {
                    continue;
                }
                // Each cover line loses the number outside the base lines.
                for c in (0..n).filter(|c| cover >> c & 1 == 1) {
                    let line = &houses[(1 - f) * n + c];
                    for (i, &cell) in line.iter().enumerate() {
                        if s >> i & 1 == 0 {
                            changed |= remove(cands, cell, 1 << d);
                        }
                    }
                }
            }
        }
    }
    changed
}

/// One round of finned fish of 2 to `k` lines on every number, both ways; returns whether
/// anything went.
fn finned_fish(cands: &mut [u64], houses: &[Vec<usize>], n: usize, k: usize) -> bool {
    let mut changed = false;
    for (f, by_number) in line_places(cands, houses, n).into_iter().enumerate() {
        // Position i of a base line is cover line i; cell (base r, cover c) is houses[f*n+r][c].
        let cell = |r: usize, c: usize| houses[f * n + r][c];
        // For each box, for each base line, the cover lines whose cell there is in the box.
        let in_box: Vec<Vec<u64>> = houses[2 * n..3 * n]
            .iter()
            .map(|b| {
                (0..n)
                    .map(|r| {
                        (0..n)
                            .filter(|&c| b.contains(&cell(r, c)))
                            .fold(0, |a, c| a | 1 << c)
                    })
                    .collect()
            })
            .collect();
        for (d, lines) in by_number.iter().enumerate() {
            for base in subsets(n, k).filter(|s| s.count_ones() >= 2) {
                let size = base.count_ones();
                let rows: Vec<usize> = (0..n).filter(|r| base >> r & 1 == 1).collect();
                // Covers: any `size` lines (one holding no base place leaves the fish case
                // impossible, so a fin holds: the removals stand all the same).
                for cover in subsets(n, size as usize) {
                    if cover.count_ones() != size {
                        continue;
                    }
                    let fins = rows.iter().any(|&r| lines[r] & !cover != 0);
                    for in_b in &in_box {
                        // Every fin (a base place off the cover) lies in the box; one at least.
                        if !fins || !rows.iter().all(|&r| lines[r] & !cover & !in_b[r] == 0) {
                            continue;
                        }
                        for r in (0..n).filter(|r| base >> r & 1 == 0) {
                            let there = in_b[r] & cover;
                            for c in (0..n).filter(|c| there >> c & 1 == 1) {
                                changed |= remove(cands, cell(r, c), 1 << d);
                            }
                        }
                    }
                }
            }
        }
    }
    changed
}

/// One round of Franken and mutant fish of 2 to `k` base houses on every number; returns
/// whether anything went, or `None` when base houses have their places in fewer covers and no
/// fin (a contradiction).
fn franken_fish(cands: &mut [u64], houses: &[Vec<usize>], n: usize, k: usize) -> Option<bool> {
    let cells = cands.len();
    let sees =
        |a: usize, b: usize| a != b && houses.iter().any(|h| h.contains(&a) && h.contains(&b));
    let mut changed = false;
    for d in 0..n {
        let place = |c: usize| cands[c] >> d & 1 == 1;
        let places: Vec<Vec<usize>> = houses
            .iter()
            .map(|h| h.iter().copied().filter(|&c| place(c)).collect())
            .collect();
        let all = houses.len();
        let mut targets = vec![false; cells];
        for base in subsets(all, k).filter(|s| s.count_ones() >= 2) {
            let b: Vec<usize> = (0..all).filter(|h| base >> h & 1 == 1).collect();
            if b.iter().any(|&h| houses[h].len() != n) {
                continue;
            }
            let base_places: Vec<usize> = b.iter().flat_map(|&h| places[h].clone()).collect();
            let mut sorted = base_places.clone();
            sorted.sort_unstable();
            sorted.dedup();
            if sorted.len() != base_places.len() {
                continue; // two base houses share a place
            }
            let size = b.len();
            let others: Vec<usize> = (0..all).filter(|h| base >> h & 1 == 0).collect();
            for cover in (0u64..1 << others.len()).filter(|s| s.count_ones() as usize <= size) {
                let c: Vec<usize> = (0..others.len())
                    .filter(|i| cover >> i & 1 == 1)
                    .map(|i| others[i])
                    .collect();
                let in_covers =
                    |cell: usize| c.iter().filter(|&&h| houses[h].contains(&cell)).count();
                let fins: Vec<usize> = base_places
                    .iter()
                    .copied()
                    .filter(|&p| in_covers(p) == 0)
                    .collect();
                if fins.len() > 4 {
                    continue;
                }
                let sees_fins = |cell: usize| fins.iter().all(|&f| sees(f, cell));
                if c.len() == size {
                    for cell in (0..cells).filter(|&x| place(x) && sees_fins(x)) {
                        let in_base = base_places.contains(&cell);
                        let covers = in_covers(cell);
                        if (covers >= 1 && !in_base) || (in_base && covers >= 2) {
                            targets[cell] = true;
                        }
                    }
                } else if fins.is_empty() {
                    return None;
                } else {
                    for cell in (0..cells).filter(|&x| place(x) && sees_fins(x)) {
                        targets[cell] = true;
                    }
                }
            }
        }
        for (cell, &t) in targets.iter().enumerate() {
            if t {
                changed |= remove(cands, cell, 1 << d);
            }
        }
    }
    Some(changed)
}

fn contradictory(cands: &[u64], houses: &[Vec<usize>], n: usize, rules: RefRules) -> bool {
    if cands.contains(&0) {
        return true;
    }
    if rules.fish {
        let too_few = line_places(cands, houses, n).iter().flatten().any(|lines| {
            let union = unions(lines);
            subsets(n, rules.max_size).any(|s| union[s as usize].count_ones() < s.count_ones())
        });
        if too_few {
            return true;
        }
    }
    houses.iter().any(|house| {
        let complete = house.len() == n;
        let places = places(cands, house, n);
        if complete && places.contains(&0) {
            return true;
        }
        let too_few = |rows: &[u64]| {
            let union = unions(rows);
            subsets(rows.len(), rules.max_size)
                .any(|s| union[s as usize].count_ones() < s.count_ones())
        };
        let of_cells: Vec<u64> = house.iter().map(|&c| cands[c]).collect();
        (rules.naked && too_few(&of_cells)) || (rules.hidden && complete && too_few(&places))
    })
}
