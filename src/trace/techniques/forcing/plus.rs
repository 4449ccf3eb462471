//! Dynamic (+): the simple rules a stalled dynamic branch runs on its own grid (pointing and
//! claiming, naked and hidden pairs, X-Wings), as Sudoku Explainer's getAdvancedPotentials does.
//!
//! The rules read a house's places as a word (bit `i` for the house's `i`-th cell), kept by the
//! branch with its grid, and write what they remove to buffers of the branch. On grids of side 9
//! or less what they found on a grid is kept in the memo ([`super::memo`]), for the next stall
//! on the same grid; on larger ones nothing is allocated once the buffers have grown.

use crate::layout::{Cell, House, Layout, MAX_SIDE, Number, NumberSet};

use super::{Branch, NESTED_SIDE, Search};

/// A removal: the cell, the number, and the houses of the pattern (the first `len`).
pub(super) type Removal = (Cell, Number, [House; 3], u8);

/// The indices of the set bits of `bits`, ascending.
fn slots(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let i = bits.trailing_zeros() as usize;
        bits &= bits.wrapping_sub(1);
        (i < 64).then_some(i)
    })
}

/// Dynamic (+): pointing and claiming, naked and hidden pairs, X-Wings on the branch's grid;
/// each candidate they remove becomes false, its parents the branch's removals in the houses
/// of the pattern, and is queued in `offs` with the grid still holding it, so that following it
/// finds the singles it leaves (as Sudoku Explainer's advanced potentials go to its pending
/// list).
pub(super) fn plus_rules(search: &Search<'_>, branch: &mut Branch, offs: &mut Vec<u32>) {
    let mut removed = std::mem::take(&mut branch.plus);
    removed.clear();
    let mut seen = std::mem::take(&mut branch.plus_seen);
    let layout = search.layout;
    // On grids the memo keys (those of the nested levels), what the rules found there before.
    let mut memo = (layout.side() <= NESTED_SIDE).then(|| search.pool.memo.borrow_mut());
    let kept = memo.as_mut().and_then(|memo| memo.plus(&branch.grid));
    let known = if let Some((known, kept)) = kept {
        removed.extend_from_slice(kept);
        *known
    } else {
        // The places last read, and the units that found nothing there: the branch's own at
        // its last stall, else (none found nothing there, or none since cleared) the search's
        // grid's, which holds the branch's.
        let (seen_at, old) = if seen.len() == branch.places.len() && branch.plus_known > 0 {
            (seen.as_slice(), branch.plus_known)
        } else {
            (search.places.as_slice(), source_known(search))
        };
        let known = find(
            layout,
            &branch.grid,
            &branch.places,
            &mut removed,
            seen_at,
            old,
            &mut branch.plus_changed,
        );
        if let Some(memo) = memo.as_mut() {
            memo.keep_plus(known, &removed);
        }
        known
    };
    drop(memo);
    seen.clear();
    seen.extend_from_slice(&branch.places);
    branch.plus_seen = seen;
    branch.plus_known = known;
    let mut parents = std::mem::take(&mut branch.plus_parents);
    for &(c, d, houses, len) in &removed {
        let q = search.potential(c, d, false);
        if branch.has(q) {
            continue;
        }
        // Parents: what the branch removed from the pattern's houses.
        parents.clear();
        for &h in &houses[..usize::from(len)] {
            for &cell in layout.cells_of(h) {
                for e in search.source[cell.index()] - branch.grid[cell.index()] {
                    let p = search.potential(cell, e, false);
                    if branch.has(p) && !parents.contains(&p) {
                        parents.push(p);
                    }
                }
            }
        }
        branch.add(q, &parents);
        offs.push(q);
    }
    branch.plus = removed;
    branch.plus_parents = parents;
}

/// How many units of the rules (in the order [`find`] tries them) find nothing on the search's
/// own grid, worked out at its first stall.
fn source_known(search: &Search<'_>) -> usize {
    if let Some(known) = search.plus_known.get() {
        return known;
    }
    let mut removed = Vec::new();
    let known = find(
        search.layout,
        &search.source,
        &search.places,
        &mut removed,
        &[],
        0,
        &mut Vec::new(),
    );
    search.plus_known.set(Some(known));
    known
}

/// The removals of the first rule that has any on `grid` (each number's places in each house
/// `places`, as [`Branch::places`]): pointing and claiming, then naked and hidden pairs (house
/// by house), then X-Wings (number by number).
///
/// The rules are tried unit by unit (pointing and claiming: a house and a number; pairs: a
/// house; X-Wings: a number and a direction), the first unit with removals ending the search.
/// The units before `old` found nothing on `seen`, places of a grid holding this one (the
/// branch's grid at its last stall, as it only loses candidates until cleared, or the search's
/// own grid, which holds every branch's): a unit whose places are unchanged finds nothing
/// again, and is not tried. Pairs read only their house's places, X-Wings only
/// their number's in every row and column; pointing and claiming read their number's places in
/// their house, which decide the pattern, then the other house's cells, which only lose the
/// number. Which numbers' places changed in each house is worked out first, in one pass (in
/// `changed`), so that the units skipped cost a bit test each. Returns the index of the unit
/// that found removals (the number of units if none): the units before it found none.
fn find(
    layout: &Layout,
    grid: &[NumberSet],
    places: &[u64],
    removed: &mut Vec<Removal>,
    seen: &[u64],
    old: usize,
    changed: &mut Vec<u64>,
) -> usize {
    let n = layout.side();
    let houses = layout.houses();
    let all = u64::MAX >> (64 - n);
    // Each house's numbers whose places differ from `seen` (read for the units before `old`
    // only: none when `old` is 0).
    changed.clear();
    if old > 0 {
        for (now, then) in places.chunks_exact(n).zip(seen.chunks_exact(n)) {
            // The house's words XORed first (most houses are unchanged), then number by number.
            let any = (now.iter().zip(then)).fold(0, |any, (a, b)| any | (a ^ b));
            let mut bits = 0;
            if any != 0 {
                for (d, (a, b)) in now.iter().zip(then).enumerate() {
                    bits |= u64::from(a != b) << d;
                }
            }
            changed.push(bits);
        }
    } else {
        changed.resize(houses, all);
    }
    // Pointing and claiming: a number's places in a house all inside another house.
    for h in layout.house_ids() {
        if !layout.is_complete(h) {
            continue;
        }
        let first = h.index() * n;
        // The numbers to try: those changed, and those at `old` or after.
        let mut tried = if old <= first {
            all
        } else if old < first + n {
            changed[h.index()] | (all << (old - first)) & all
        } else {
            changed[h.index()]
        };
        let at = &places[first..first + n];
        let overlap = layout.max_overlap(h) as u32;
        while tried != 0 {
            let d = tried.trailing_zeros() as usize;
            tried &= tried - 1;
            let unit = first + d;
            let here = at[d];
            // Two places or more, all shared with another house: one of `h`'s wide
            // intersections (sorted by the other house, as a cell's houses are).
            if here.count_ones() < 2 || here.count_ones() > overlap {
                continue;
            }
            let d = Number::new(d);
            for x in layout.wide_intersections(h) {
                if here & !x.here.bits() != 0 {
                    continue;
                }
                let other = x.other;
                // None of `other`'s places of `d` outside `h`: nothing to remove.
                if places[other.index() * n + d.index()] & !x.there.bits() == 0 {
                    continue;
                }
                // A place of `d` in `other` is in `h` exactly when it is one of `here`.
                for &c in layout.cells_of(other) {
                    if grid[c.index()].contains(d) && layout.position(c, h).is_none() {
                        removed.push((c, d, [h, other, h], 2));
                    }
                }
            }
            if !removed.is_empty() {
                return unit;
            }
        }
    }
    // Naked and hidden pairs.
    for h in layout.house_ids() {
        if !layout.is_complete(h) {
            continue;
        }
        let unit = houses * n + h.index();
        if unit < old && changed[h.index()] == 0 {
            continue;
        }
        let cells = layout.cells_of(h);
        // The house's cells of two numbers: a naked pair is two of them.
        let mut two = 0u64;
        for (i, &a) in cells.iter().enumerate() {
            two |= u64::from(grid[a.index()].len() == 2) << i;
        }
        for i in slots(two) {
            let (a, pair) = (cells[i], grid[cells[i].index()]);
            for j in slots(two & !(u64::MAX >> (63 - i))) {
                let b = cells[j];
                if grid[b.index()] != pair {
                    continue;
                }
                for &c in cells {
                    if c != a && c != b {
                        for d in grid[c.index()] & pair {
                            removed.push((c, d, [h; 3], 1));
                        }
                    }
                }
            }
        }
        if !removed.is_empty() {
            return unit;
        }
        let at = &places[h.index() * n..(h.index() + 1) * n];
        // The house's numbers of two places: a hidden pair is two of them.
        let mut twos = 0u64;
        for (x, bits) in at.iter().enumerate() {
            twos |= u64::from(bits.count_ones() == 2) << x;
        }
        for x in slots(twos) {
            for y in slots(twos & !(u64::MAX >> (63 - x))) {
                if at[y] != at[x] {
                    continue;
                }
                let keep = NumberSet::single(Number::new(x)) | NumberSet::single(Number::new(y));
                for i in slots(at[x]) {
                    let c = cells[i];
                    for d in grid[c.index()] - keep {
                        removed.push((c, d, [h; 3], 1));
                    }
                }
            }
        }
        if !removed.is_empty() {
            return unit;
        }
    }
    // X-Wings: two rows (or columns) holding a number in the same two columns (rows).
    let mut at = [0u64; MAX_SIDE];
    let lines = changed[..2 * n].iter().fold(0, |bits, &c| bits | c);
    for d in (0..n).map(Number::new) {
        for cover in [0usize, 1] {
            // Its places in every row and column (the first `2 · side` houses) unchanged.
            let unit = houses * n + houses + 2 * d.index() + cover;
            if unit < old && lines >> d.index() & 1 == 0 {
                continue;
            }
            // Each base line's places of `d`, as cover-line indices (a row's cells are in
            // column order, a column's in row order: a line's places are those indices).
            let at = &mut at[..n];
            for (i, bits) in at.iter_mut().enumerate() {
                *bits = places[(cover * n + i) * n + d.index()];
            }
            for i in 0..n {
                if at[i].count_ones() != 2 {
                    continue;
                }
                let l1 = House::new(cover * n + i);
                for j in i + 1..n {
                    if at[j] != at[i] {
                        continue;
                    }
                    let l2 = House::new(cover * n + j);
                    for k in slots(at[i]) {
                        let cross = House::new((1 - cover) * n + k);
                        for &c in layout.cells_of(cross) {
                            if grid[c.index()].contains(d)
                                && layout.position(c, l1).is_none()
                                && layout.position(c, l2).is_none()
                            {
                                removed.push((c, d, [l1, l2, cross], 3));
                            }
                        }
                    }
                }
            }
            if !removed.is_empty() {
                return unit;
            }
        }
    }
    houses * n + houses + 2 * n
}
