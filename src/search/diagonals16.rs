//! The two main diagonals of X-Sudoku (the `x` variant) as extra houses of the 16×16 planes:
//! their masks, hidden singles and emptiness, and their intersections with the boxes they cross.
//!
//! A diagonal holds one cell of each row, so it is four cells of each band's word, all in one
//! box: the main diagonal crosses the boxes of band `w` at stack `w`, the anti-diagonal at stack
//! `3 - w`. It shares one cell with each row and column (intersections the singles already
//! cover, as in the engine) and four with each box it crosses: a box whose places for a number
//! are all on the diagonal points along it, and a diagonal whose places all lie in one box claims
//! that box. The two diagonals of an even side share no cell.

use crate::layout::{Cell, Number};
use crate::propagate::Removals;

use super::bands::Dead;
use super::pairs16::Memo;
use super::planes16::{HOUSES, Plane, Planes16, peers};

/// The main diagonal (row `i`, column `i`), then the anti-diagonal (row `i`, column `15 - i`),
/// in the order of the variant's houses.
pub(super) const DIAGONALS: [Plane; 2] = {
    let mut diagonals = [[0u64; 4]; 2];
    let mut i = 0;
    while i < 16 {
        let (main, anti) = (i * 16 + i, i * 16 + 15 - i);
        diagonals[0][main / 64] |= 1 << (main % 64);
        diagonals[1][anti / 64] |= 1 << (anti % 64);
        i += 1;
    }
    diagonals
};

/// The cells on either diagonal.
pub(super) const ON: Plane = {
    let mut on = [0u64; 4];
    let mut w = 0;
    while w < 4 {
        on[w] = DIAGONALS[0][w] | DIAGONALS[1][w];
        w += 1;
    }
    on
};

/// Each diagonal's cells of the four bands in one word (no two bands' cells of either diagonal
/// share a bit, nor those of the two diagonals).
pub(super) const FOLDED: [u64; 2] = {
    let mut folded = [0u64; 2];
    let mut k = 0;
    while k < 2 {
        let mut w = 0;
        while w < 4 {
            folded[k] |= DIAGONALS[k][w];
            w += 1;
        }
        k += 1;
    }
    folded
};

/// The places of a number on either diagonal, given its plane, folded into one word: those of
/// diagonal `k` are the bits of `FOLDED[k]`.
#[inline(always)]
pub(super) fn folded(p: &Plane) -> u64 {
    (0..4).fold(0, |x, w| x | (p[w] & ON[w]))
}

/// Each cell's peers on an X-Sudoku grid.
pub(super) const PEERS_X: [Plane; 256] = peers(true);

/// The houses of an X-Sudoku grid in the engine's order: the standard ones, then the diagonals.
pub(super) const HOUSES_X: [Plane; 50] = {
    let mut houses = [[0u64; 4]; 50];
    let mut h = 0;
    while h < 48 {
        houses[h] = HOUSES[h];
        h += 1;
    }
    houses[48] = DIAGONALS[0];
    houses[49] = DIAGONALS[1];
    houses
};

impl Planes16<true> {
    /// [`Planes16::propagate`] of the X-Sudoku planes, with the pairs' memo.
    pub(crate) fn propagate_x(
        &mut self,
        removed: &mut Removals,
        memo: &mut Memo,
    ) -> Result<(), Dead> {
        self.propagate(removed, Some(memo))
    }
}

/// The cells of the box at each stack (`0..4`) of a band.
const STACKS: [u64; 4] = {
    let mut stacks = [0u64; 4];
    let mut s = 0;
    while s < 4 {
        stacks[s] = (0xF << (4 * s)) * 0x0001_0001_0001_0001;
        s += 1;
    }
    stacks
};

/// Whether `cell` is in `plane`.
#[inline(always)]
fn has(plane: &Plane, cell: usize) -> bool {
    plane[cell / 64] >> (cell % 64) & 1 != 0
}

/// Whether removing a number from `cell` left a diagonal through it with no place for the
/// number, given the number's plane after the removal.
#[inline]
pub(super) fn emptied(plane: &Plane, cell: usize) -> bool {
    DIAGONALS
        .iter()
        .any(|diagonal| has(diagonal, cell) && (0..4).all(|w| plane[w] & diagonal[w] == 0))
}

/// The cells (not yet `done`) that are the only place of a number on a diagonal, given the
/// number's plane.
///
/// # Errors
///
/// A diagonal with no place for the number.
#[inline]
pub(super) fn hidden_singles(p: &Plane, done: &Plane) -> Result<Plane, Dead> {
    // The diagonals' cells of the four bands lie at different bits of a word, so the places of
    // both fold into one word and each diagonal's are counted with one `popcnt`.
    let places = folded(p);
    let mut alone = [0u64; 4];
    for (diagonal, folded) in DIAGONALS.iter().zip(FOLDED) {
        let n = (places & folded).count_ones();
        if n == 0 {
            return Err(Dead);
        }
        // A mask rather than a branch, whose way is hard to predict.
        let one = 0u64.wrapping_sub(u64::from(n == 1));
        (0..4).for_each(|w| alone[w] |= p[w] & diagonal[w] & one);
    }
    Ok(std::array::from_fn(|w| alone[w] & !done[w]))
}

/// The first number with exactly two places on a diagonal (the main one, then the other), both
/// `open`, at its first place (`branch::bilocal_on_a_diagonal`).
#[inline]
pub(super) fn bilocal(planes: &[Plane; 16], open: &Plane) -> Option<(Cell, Number)> {
    let open = folded(open);
    for (diagonal, mask) in DIAGONALS.iter().zip(FOLDED) {
        for (d, p) in planes.iter().enumerate() {
            let on = folded(p) & mask;
            if on.count_ones() == 2 && on & !open == 0 {
                let places: Plane = std::array::from_fn(|w| p[w] & diagonal[w]);
                let w = places.iter().position(|&x| x != 0)?;
                let first = w * 64 + places[w].trailing_zeros() as usize;
                return Some((Cell::new(first), Number::new(d)));
            }
        }
    }
    None
}

/// A number's plane without what the intersections of the diagonals with the boxes they cross
/// remove. A house this empties is found by the next round of singles.
#[inline]
pub(super) fn intersections(p: &Plane) -> Plane {
    let mut clear = [0u64; 4];
    for (k, diagonal) in DIAGONALS.iter().enumerate() {
        // The bands where the diagonal has places, and those where the box it crosses has
        // places all on it, as bits.
        let (mut on, mut pointing) = (0u32, 0u32);
        for w in 0..4 {
            let off = p[w] & STACKS[if k == 0 { w } else { 3 - w }] & !diagonal[w];
            let here = p[w] & diagonal[w] != 0;
            on |= u32::from(here) << w;
            pointing |= u32::from(here & (off == 0)) << w;
        }
        for w in 0..4 {
            // A box of another band with its places all on the diagonal: this band's part of
            // the diagonal loses the number. The diagonal's places all in this band's box: the
            // box's other cells lose it. As masks, not branches: which way they go depends on
            // the plane and is hard to predict.
            let points = 0u64.wrapping_sub(u64::from(pointing & !(1 << w) != 0));
            let claims = 0u64.wrapping_sub(u64::from(on == 1 << w));
            clear[w] |= diagonal[w] & points;
            clear[w] |= STACKS[if k == 0 { w } else { 3 - w }] & !diagonal[w] & claims;
        }
    }
    std::array::from_fn(|w| p[w] & !clear[w])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diagonals_are_sixteen_cells_each_four_in_each_box_they_cross() {
        for (k, diagonal) in DIAGONALS.iter().enumerate() {
            for w in 0..4 {
                let stack = STACKS[if k == 0 { w } else { 3 - w }];
                assert_eq!(diagonal[w].count_ones(), 4);
                assert_eq!(diagonal[w] & !stack, 0, "diagonal {k}, band {w}");
            }
        }
        assert!((0..4).all(|w| DIAGONALS[0][w] & DIAGONALS[1][w] == 0));
        assert_eq!(FOLDED[0].count_ones() + FOLDED[1].count_ones(), 32);
    }

    #[test]
    fn a_box_on_the_diagonal_points_and_a_diagonal_in_one_box_claims() {
        // Number 0 in the top-left box only at (1, 1) and (2, 2): the rest of the main
        // diagonal loses it.
        let mut plane = [u64::MAX; 4];
        plane[0] &= !STACKS[0] | 1 << 17 | 1 << 34;
        let kept = intersections(&plane);
        assert!((1..4).all(|w| kept[w] & DIAGONALS[0][w] == 0));
        assert_eq!(kept[0], plane[0]);
        // The diagonal is now confined to that box, where it is all the box keeps: a fixpoint.
        assert_eq!(intersections(&kept), kept);
        // A diagonal confined to the bottom-right box claims it.
        let mut plane = [u64::MAX; 4];
        for w in 0..3 {
            plane[w] &= !DIAGONALS[0][w];
        }
        let kept = intersections(&plane);
        assert_eq!(kept[3] & STACKS[3], DIAGONALS[0][3]);
        assert_eq!(hidden_singles(&kept, &[0; 4]), Ok([0; 4]));
        let mut lone = kept;
        lone[3] &= !(DIAGONALS[0][3] & (DIAGONALS[0][3] - 1));
        assert_eq!(
            hidden_singles(&lone, &[0; 4]),
            Ok([0, 0, 0, lone[3] & DIAGONALS[0][3]])
        );
        lone[3] &= !DIAGONALS[0][3];
        assert_eq!(hidden_singles(&lone, &[0; 4]), Err(Dead));
    }
}
