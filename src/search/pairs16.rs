//! Naked and hidden pairs on the 16×16 planes, run by the X-Sudoku planes at each node once
//! singles and intersections are exhausted (the engine's subsets of size 2 in every house, the
//! diagonals included).
//!
//! Naked pairs go cell by cell: each cell newly down to two candidates looks for a peer with the
//! same two (one AND of three planes with its peers), and the houses the two share lose both
//! numbers elsewhere. Hidden pairs, looked for only when the naked pairs removed nothing, go
//! number by number, then cell by cell: for each number, the cells where it has exactly two
//! places in their row, column, box or diagonal (SWAR counts: in lanes for the rows and boxes,
//! folds of one, two, three or more for the columns); at each such cell with three candidates or
//! more where two numbers or more are so, whether two of them have the same other place, and
//! then the two cells lose every other number. A pair that leaves a cell or a house empty is
//! found by the singles that follow.

use super::diagonals16::{self, DIAGONALS, FOLDED};
use super::planes16::{HOUSES, Plane, numbers};
use super::rules16::{ROW, ROW_START};

/// Counts (one or more, two or more, three or more) folded with the counts `shift` bits on.
#[inline(always)]
const fn fold3((one, two, three): (u64, u64, u64), shift: u32) -> (u64, u64, u64) {
    (
        one | one >> shift,
        two | two >> shift | (one & one >> shift),
        three | three >> shift | (two & one >> shift) | (one & two >> shift),
    )
}

/// The counts of `a` and `b` together.
#[inline(always)]
const fn add3((a1, a2, a3): (u64, u64, u64), (b1, b2, b3): (u64, u64, u64)) -> (u64, u64, u64) {
    (
        a1 | b1,
        a2 | b2 | (a1 & b1),
        a3 | b3 | (a2 & b1) | (a1 & b2),
    )
}

/// Where counted exactly two.
#[inline(always)]
const fn two((_, two, three): (u64, u64, u64)) -> u64 {
    two & !three
}

/// The rows (at [`ROW_START`]) and boxes (at their first bit in the band's first row) of a band
/// where `x` has exactly two cells, by SWAR counts: of each minirow, then of each row (lanes of
/// 16 bits) and of each box (the minirows of its four rows added in bytes, since a box can count
/// 16).
#[inline(always)]
fn exactly_two(x: u64) -> (u64, u64) {
    const PAIRS: u64 = 0x5555_5555_5555_5555;
    const NIBS: u64 = 0x3333_3333_3333_3333;
    const BYTES: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    const LANES: u64 = 0x00FF_00FF_00FF_00FF;
    let v = x - (x >> 1 & PAIRS);
    let minirows = (v & NIBS) + (v >> 2 & NIBS);
    let bytes = (minirows + (minirows >> 4)) & BYTES;
    let rows = (bytes + (bytes >> 8)) & LANES;
    // A lane of 16 bits (at most 18 after the XOR) is zero when adding 0x7FFF leaves bit 15 clear.
    let t = rows ^ (2 * ROW_START);
    let rows = !((t + 0x7FFF * ROW_START) | t) & (0x8000 * ROW_START);
    // Boxes: stacks 0 and 2 in the even minirows, 1 and 3 in the odd ones, a byte each.
    let boxes = |b: u64| {
        let b = b + (b >> 32);
        let t = ((b + (b >> 16)) & 0xFFFF) ^ 0x0202;
        (!((t + 0x7F7F) | t) & 0x8080) >> 7
    };
    let boxes = boxes(minirows & BYTES) | boxes(minirows >> 4 & BYTES) << 4;
    (rows >> 15, boxes)
}

/// A number's places in the houses where it has exactly two, by kind of house: rows, columns,
/// boxes, and (when `X`) diagonals.
#[inline(always)]
fn bilocal<const X: bool>(p: &Plane) -> [Plane; 4] {
    let mut out = [[0u64; 4]; 4];
    for w in 0..4 {
        let (rows, boxes) = exactly_two(p[w]);
        out[0][w] = p[w] & (rows * ROW);
        out[2][w] = p[w] & ((boxes * 0xF) * ROW_START);
    }
    let bands = add3(
        add3((p[0], 0, 0), (p[1], 0, 0)),
        add3((p[2], 0, 0), (p[3], 0, 0)),
    );
    let cols = (two(fold3(fold3(bands, 16), 32)) & ROW) * ROW_START;
    out[1] = std::array::from_fn(|w| p[w] & cols);
    if X {
        let places = diagonals16::folded(p);
        for (diagonal, folded) in DIAGONALS.iter().zip(FOLDED) {
            if (places & folded).count_ones() == 2 {
                (0..4).for_each(|w| out[3][w] |= p[w] & diagonal[w]);
            }
        }
    }
    out
}

/// The house of kind `kind` (row, column, box, diagonal) through `cell`, as a plane.
#[inline(always)]
fn house_of(kind: usize, cell: usize) -> &'static Plane {
    let (r, c) = (cell / 16, cell % 16);
    match kind {
        0 => &HOUSES[r],
        1 => &HOUSES[16 + c],
        2 => &HOUSES[32 + (r / 4) * 4 + c / 4],
        _ => &DIAGONALS[usize::from(r != c)],
    }
}

/// The houses shared by cells `a` and `b`, diagonals included when `X`, as one plane.
#[inline(always)]
fn shared<const X: bool>(a: usize, b: usize) -> Plane {
    let (ra, ca, rb, cb) = (a / 16, a % 16, b / 16, b % 16);
    let mut m = [0u64; 4];
    let mut add = |h: &Plane| (0..4).for_each(|w| m[w] |= h[w]);
    if ra == rb {
        add(&HOUSES[ra]);
    }
    if ca == cb {
        add(&HOUSES[16 + ca]);
    }
    if ra / 4 == rb / 4 && ca / 4 == cb / 4 {
        add(&HOUSES[32 + (ra / 4) * 4 + ca / 4]);
    }
    if X {
        if ra == ca && rb == cb {
            add(&DIAGONALS[0]);
        }
        if ra + ca == 15 && rb + cb == 15 {
            add(&DIAGONALS[1]);
        }
    }
    m
}

/// Removes `cells` from the planes of the numbers in `numbers`; how many candidates went. The
/// numbers that lost some are added to `lost`.
#[inline(always)]
fn clear(planes: &mut [Plane; 16], mut numbers: u32, cells: &Plane, lost: &mut u16) -> u32 {
    let mut gone = 0;
    while numbers != 0 {
        let d = numbers.trailing_zeros() as usize;
        numbers &= numbers - 1;
        let mut mine = 0;
        for w in 0..4 {
            mine += (planes[d][w] & cells[w]).count_ones();
            planes[d][w] &= !cells[w];
        }
        *lost |= u16::from(mine != 0) << d;
        gone += mine;
    }
    gone
}

/// Applies the naked pairs of the cells with two candidates not yet `seen` as such, then the
/// hidden pairs that can remove something, once (each cell's peers given by `peers`); the
/// candidates removed by each, the cells with two candidates, and the numbers that lost some
/// (as bits).
#[inline]
pub(super) fn pairs<const X: bool>(
    planes: &mut [Plane; 16],
    peers: &[Plane; 256],
    seen: &Plane,
    memo: &mut Memo,
) -> (u32, u32, Plane, u16) {
    let (mut ones, mut twos, mut threes) = ([0u64; 4], [0u64; 4], [0u64; 4]);
    for p in planes.iter() {
        for w in 0..4 {
            threes[w] |= twos[w] & p[w];
            twos[w] |= ones[w] & p[w];
            ones[w] |= p[w];
        }
    }
    let pairs: Plane = std::array::from_fn(|w| twos[w] & !threes[w]);
    let mut lost = 0;
    let naked = naked_pairs::<X>(planes, peers, &pairs, seen, &mut lost);
    // Back to the singles first when naked pairs removed something: the hidden pairs are looked
    // for in a state that no cheaper rule changes.
    let hidden = if naked == 0 {
        hidden_pairs::<X>(planes, &threes, memo, &mut lost)
    } else {
        0
    };
    (naked, hidden, pairs, lost)
}

/// Applies the naked pairs of the cells in `pairs` (the cells with two candidates) not in
/// `seen`: a pair found once stays applied, since a cell with two candidates can only lose them.
fn naked_pairs<const X: bool>(
    planes: &mut [Plane; 16],
    peers: &[Plane; 256],
    pairs: &Plane,
    seen: &Plane,
    lost: &mut u16,
) -> u32 {
    let mut gone = 0;
    for w in 0..4 {
        let mut bits = pairs[w] & !seen[w];
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            let cell = w * 64 + bit as usize;
            let mine = numbers(planes, cell);
            if mine.count_ones() != 2 {
                continue;
            }
            let (d, e) = (
                mine.trailing_zeros() as usize,
                (mine & (mine - 1)).trailing_zeros() as usize,
            );
            // The peers with the same two numbers.
            for v in 0..4 {
                let mut partners = pairs[v] & planes[d][v] & planes[e][v] & peers[cell][v];
                while partners != 0 {
                    let other = v * 64 + partners.trailing_zeros() as usize;
                    partners &= partners - 1;
                    let mut houses = shared::<X>(cell, other);
                    houses[w] &= !(1 << bit);
                    houses[other / 64] &= !(1 << (other % 64));
                    gone += clear(planes, mine, &houses, lost);
                }
            }
        }
    }
    gone
}

/// Each number's places where it has exactly two in a house ([`bilocal`]), kept with the plane
/// they were counted from, so that a plane met again is not counted again: more than half the
/// time in the search, a number untouched since the last look (the planes of a guess's other
/// branch, of a state restored). A function of the plane alone, so it holds across the states of
/// the search; all zeros at first, which are also the places of an empty plane.
#[derive(Clone, Debug, Default)]
pub(crate) struct Memo {
    planes: [Plane; 16],
    bilocal: [[Plane; 4]; 16],
}

/// Applies the hidden pairs that remove something, once: those with a cell in `threes` (three
/// candidates or more). Two numbers with exactly two places in a house, both at a cell, are a
/// hidden pair when their other places are the same cell.
fn hidden_pairs<const X: bool>(
    planes: &mut [Plane; 16],
    threes: &Plane,
    memo: &mut Memo,
    lost: &mut u16,
) -> u32 {
    for (d, plane) in planes.iter().enumerate() {
        if *plane != memo.planes[d] {
            memo.planes[d] = *plane;
            memo.bilocal[d] = bilocal::<X>(plane);
        }
    }
    let by_number = &memo.bilocal;
    let mut gone = 0;
    for kind in 0..if X { 4 } else { 3 } {
        // The cells where two numbers or more have exactly two places in this kind of house.
        let (mut ones, mut twos) = ([0u64; 4], [0u64; 4]);
        for places in by_number {
            for w in 0..4 {
                twos[w] |= ones[w] & places[kind][w];
                ones[w] |= places[kind][w];
            }
        }
        for w in 0..4 {
            let mut bits = twos[w] & threes[w];
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let cell = w * 64 + bit as usize;
                let house = house_of(kind, cell);
                // Each such number's other place in the house through the cell; the first
                // place met twice makes a pair with the number that met it first.
                let numbers = (0..16).fold(0u32, |n, d| {
                    n | ((by_number[d][kind][w] >> bit) as u32 & 1) << d
                });
                let other = |d: usize| {
                    let places = &by_number[d][kind];
                    // A row or a box lies in the cell's band.
                    if kind == 0 || kind == 2 {
                        return (w, places[w] & house[w] & !(1 << bit));
                    }
                    let rest: Plane =
                        std::array::from_fn(|v| places[v] & house[v] & !(u64::from(v == w) << bit));
                    // The band of the one place left, without a branch on each band.
                    let v = (1..4).fold(0, |v, u| v.max(usize::from(rest[u] != 0) * u));
                    (v, rest[v])
                };
                let mut met = [0u64; 4];
                let mut left = numbers;
                while left != 0 {
                    let d = left.trailing_zeros() as usize;
                    left &= left - 1;
                    let (v, at) = other(d);
                    if met[v] & at == 0 {
                        met[v] |= at;
                        continue;
                    }
                    let before = numbers & ((1 << d) - 1);
                    let e = (0..16)
                        .filter(|&e| before >> e & 1 != 0)
                        .find(|&e| other(e) == (v, at))
                        .expect("a number before met this place");
                    let mut cells = [0u64; 4];
                    cells[w] |= 1 << bit;
                    cells[v] |= at;
                    gone += clear(planes, 0xFFFF & !(1 << d | 1 << e), &cells, lost);
                    break;
                }
            }
        }
    }
    gone
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_two_counts_rows_and_boxes() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..2000 {
            // Sparse and dense words, and the full and empty ones.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let word = match i % 4 {
                0 => x & x.rotate_left(7) & x.rotate_left(29),
                1 => x,
                2 => !(x & x.rotate_left(11)),
                _ => [0, u64::MAX, 0b11, 0x0003_0000_0000_0000][i / 4 % 4],
            };
            let (rows, boxes) = exactly_two(word);
            for r in 0..4 {
                let two = (word >> (16 * r) & 0xFFFF).count_ones() == 2;
                assert_eq!(rows >> (16 * r) & 1 == 1, two, "{word:#x} row {r}");
            }
            for b in 0..4 {
                let two = (word & 0x000F_000F_000F_000F << (4 * b)).count_ones() == 2;
                assert_eq!(boxes >> (4 * b) & 1 == 1, two, "{word:#x} box {b}");
            }
            assert_eq!(rows & !ROW_START, 0);
            assert_eq!(boxes & !0x1111, 0);
        }
    }
}
