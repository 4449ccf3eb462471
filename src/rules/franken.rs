//! Franken and mutant fish: the fish argument with any houses as base and cover sets (rows,
//! columns, boxes, extra houses), with or without fins.
//!
//! ```text
//!  number 8   c2       c5
//!  r1      .  8  .  .  8  .  .  .  .     base: row 1 and box 5 (they share no place);
//!  box 5                  8 (r4c5)       covers: columns 2 and 5. Box 5 takes column 5, so
//!                         8 (r6c5)       row 1 takes column 2: 8 leaves both columns
//!                                        outside row 1 and box 5.
//! ```
//!
//! **Why it is sound.** Take k base houses that share no place of the number (each must hold
//! it once, so they hold it k times, in k different cells; cells they share without the number
//! do not matter) and k cover houses (each holds it at most once). If every base place lies in a cover, the k numbers of the base fill the k covers, one
//! each: no cover holds the number outside the base houses, and a base place in two covers
//! would use two of them for one number, so it is not the number either. Base places outside
//! every cover are *fins*: either one of them holds the number, or the fish case above holds, so
//! the removals are only those that see every fin. With fewer covers than base houses the fish
//! case is impossible, so a fin holds: every place that sees all the fins goes (and without fins
//! the state is a contradiction).
//!
//! **Monotone by construction.** A pattern is a choice of base and cover houses; with fewer
//! candidates the same choice has fewer fins, and a cover that lost its last base place leaves
//! fewer covers than base houses, which removes at least as much. So the search tries every
//! choice where each cover holds a base place no earlier cover holds (a search from the lowest
//! uncovered base place: a fin, or one of the houses through it), and prunes only when no place
//! sees every fin or fins pass [`MAX_FINS`]. Base sets are tried only when one of their houses
//! changed since the pass last looked. Patterns of lines alone, one family for the base and the
//! other for as many covers, are fish or finned fish and are left to those rules. Grids of at
//! most 128 cells (9×9 and smaller), sizes 2 to 4.
//!
//! [`endo_finned`] runs the same search with base houses that share places (*endo fins*,
//! counted as fins) for `hint --all` only (`trace/techniques/franken_endo.rs`); the rule never
//! takes such a pattern.

use std::ops::RangeInclusive;

use crate::graph::Graph;
use crate::layout::{Cell, House, Layout, Number, NumberSet, PosSet};

use super::reason::HouseList;
use super::subsets::ENUMERATED;
use super::{
    Config, Contradiction, ContradictionKind, NumberChanges, Reason, Removal, Rule, RuleContext,
    Scope,
};

/// The largest grid the rule runs on, in cells and in houses (one bit each in a `u128`).
const MAX_CELLS: usize = 128;

/// The most fins a pattern may have. A bound on a count that only falls as candidates go keeps
/// the rule monotone; HoDoKu's default is about the same.
const MAX_FINS: usize = 4;

/// The most endo fins ([`endo_finned`]), HoDoKu's default.
const MAX_ENDO_FINS: usize = 2;

/// Franken and mutant fish of two to [`ENUMERATED`] base houses, one pass per size.
#[derive(Debug)]
pub(crate) struct FrankenFish;

impl Rule for FrankenFish {
    fn family(&self) -> &'static str {
        "franken"
    }

    fn scope(&self) -> Scope {
        Scope::Number
    }

    fn passes(&self, config: &Config, layout: &Layout) -> Option<RangeInclusive<u8>> {
        // Names tell boxes by their place in the house order: regular boxes only.
        let fits = layout.cells() <= MAX_CELLS
            && layout.houses() <= MAX_CELLS
            && layout.has_regular_boxes();
        (config.franken_on() && fits).then(|| 2..=config.size_bound().min(ENUMERATED) as u8)
    }

    fn apply_number(
        &self,
        size: u8,
        number: Number,
        cx: &mut RuleContext<'_, NumberChanges>,
    ) -> Result<(), Contradiction> {
        let changes = std::mem::take(cx.changes);
        if changes.rows == 0 && changes.columns == 0 {
            return Ok(());
        }
        let sight = Sight::new(cx.layout, cx.graph, number);
        let n = cx.layout.side();
        // A house changed when a place of the number in it went; a row or a column is told by
        // the notes, any other house is taken as changed when a changed row and a changed
        // column both cross it (never fewer houses than changed, sometimes more).
        let (rows, cols) = (bits_of(changes.rows, 0), bits_of(changes.columns, n));
        let changed_rows = rows.iter().fold(0u128, |acc, &h| acc | sight.cells[h]);
        let changed_cols = cols.iter().fold(0u128, |acc, &h| acc | sight.cells[h]);
        let changed: Vec<bool> = (0..sight.houses)
            .map(|h| {
                if h < n {
                    changes.rows >> h & 1 == 1
                } else if h < 2 * n {
                    changes.columns >> (h - n) & 1 == 1
                } else {
                    sight.cells[h] & changed_rows != 0 && sight.cells[h] & changed_cols != 0
                }
            })
            .collect();
        let bases: Vec<usize> = (0..sight.houses)
            .filter(|&h| sight.places[h] != 0 && cx.layout.is_complete(House::new(h)))
            .collect();
        let mut search = Search {
            sight: &sight,
            k: usize::from(size),
            out: cx.out,
            base: HouseList::default(),
            endo: false,
            contradiction: None,
        };
        search.bases(&bases, &changed, 0, false);
        match search.contradiction {
            Some(kind) => Err(Contradiction::new(kind, None, n)),
            None => Ok(()),
        }
    }
}

/// Whether a fish of `base` and `cover` houses (of a grid of side `side`) is *mutant*: rows and
/// columns together on one side, rows or columns on both, or extra houses. Otherwise it is
/// *Franken*: rows and boxes on one side, columns and boxes on the other (HoDoKu's names).
pub(crate) fn is_mutant(side: usize, base: HouseList, cover: HouseList) -> bool {
    let kinds = |list: HouseList| {
        list.iter().fold((false, false, false), |(r, c, x), h| {
            (
                r || h < side,
                c || (side..2 * side).contains(&h),
                x || h >= 3 * side,
            )
        })
    };
    let ((base_rows, base_cols, base_extra), (cover_rows, cover_cols, cover_extra)) =
        (kinds(base), kinds(cover));
    let franken = (!base_cols && !cover_rows) || (!base_rows && !cover_cols);
    base_extra || cover_extra || !franken
}

/// Franken and mutant fish of `size` base houses of `number` with an *endo fin*: a place of the
/// number in two base houses, which HoDoKu counts as a fin (listing only: `hint --all`). The
/// base houses then hold the number k times in k different cells unless an endo fin holds it,
/// so every fin, endo or not, is a fin of the argument above, and each removal sees them all.
/// Writes one pattern per base and cover set to `out`; nothing on a layout the rule does not
/// run on.
pub(crate) fn endo_finned(
    layout: &Layout,
    graph: &Graph,
    number: Number,
    size: usize,
    out: &mut super::Findings,
) {
    let fits =
        layout.cells() <= MAX_CELLS && layout.houses() <= MAX_CELLS && layout.has_regular_boxes();
    if !fits || !(2..=ENUMERATED).contains(&size) {
        return;
    }
    let sight = Sight::new(layout, graph, number);
    let bases: Vec<usize> = (0..sight.houses)
        .filter(|&h| sight.places[h] != 0 && layout.is_complete(House::new(h)))
        .collect();
    let changed = vec![true; sight.houses];
    let mut search = Search {
        sight: &sight,
        k: size,
        out,
        base: HouseList::default(),
        endo: true,
        contradiction: None,
    };
    search.bases(&bases, &changed, 0, false);
}

/// The houses `offset + i` for the bits i of `bits`.
fn bits_of(bits: u64, offset: usize) -> Vec<usize> {
    (0..64)
        .filter(|i| bits >> i & 1 == 1)
        .map(|i| i + offset)
        .collect()
}

/// One number's places over the grid, as cell masks.
struct Sight {
    number: Number,
    side: usize,
    houses: usize,
    /// Each house's cells.
    cells: Vec<u128>,
    /// Each house's places of the number.
    places: Vec<u128>,
    /// Each cell's peers.
    peers: Vec<u128>,
    /// The houses through each cell.
    through: Vec<Vec<usize>>,
    /// The same, one bit per house.
    through_mask: Vec<u128>,
    /// Every place of the number.
    all: u128,
}

impl Sight {
    fn new(layout: &Layout, graph: &Graph, number: Number) -> Sight {
        let houses = layout.houses();
        let mask = |cells: &mut dyn Iterator<Item = Cell>| {
            cells.fold(0u128, |acc, c| acc | 1 << c.index())
        };
        let cells: Vec<u128> = (0..houses)
            .map(|h| mask(&mut layout.cells_of(House::new(h)).iter().copied()))
            .collect();
        let places: Vec<u128> = (0..houses)
            .map(|h| {
                let house = House::new(h);
                mask(&mut layout.cells_at(house, graph.places(house, number)))
            })
            .collect();
        let through: Vec<Vec<usize>> = (0..layout.cells())
            .map(|c| {
                let of = layout.houses_slice(Cell::new(c));
                of.iter().map(|&(h, _)| h.index()).collect()
            })
            .collect();
        let peers = (0..layout.cells())
            .map(|c| through[c].iter().fold(0u128, |acc, &h| acc | cells[h]) & !(1 << c))
            .collect();
        let all = places.iter().fold(0, |acc, &p| acc | p);
        let through_mask = (through.iter())
            .map(|hs| hs.iter().fold(0u128, |acc, &h| acc | 1 << h))
            .collect();
        Sight {
            number,
            side: layout.side(),
            houses,
            cells,
            places,
            peers,
            through,
            through_mask,
            all,
        }
    }

    /// The places of the number that see every cell of `fins` (all of them for none).
    fn sees_all(&self, fins: u128) -> u128 {
        let mut seen = self.all;
        let mut rest = fins;
        while rest != 0 {
            seen &= self.peers[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        seen
    }
}

/// The search for one number and one size.
struct Search<'a> {
    sight: &'a Sight,
    k: usize,
    out: &'a mut super::Findings,
    base: HouseList,
    /// Base houses may share places (endo fins; listing only, [`endo_finned`]), and only
    /// patterns with an endo fin are reported.
    endo: bool,
    contradiction: Option<ContradictionKind>,
}

impl Search<'_> {
    /// Grows the base set from `candidates[from..]`: houses sharing no cell with it, until it
    /// has k houses, one at least among the `changed`.
    fn bases(&mut self, candidates: &[usize], changed: &[bool], cells: u128, any_changed: bool) {
        if self.contradiction.is_some() {
            return;
        }
        if self.base.len() == self.k {
            if any_changed && (!self.endo || self.endo_fins() != 0) {
                self.covers(cells);
            }
            return;
        }
        let s = self.sight;
        // Base houses share no place of the number (cells without it may be shared), unless
        // endo fins are looked for: then as long as some place sees every endo fin.
        let places = self.base.iter().fold(0u128, |acc, h| acc | s.places[h]);
        let endo = if self.endo { self.endo_fins() } else { 0 };
        for (i, &h) in candidates.iter().enumerate() {
            let shared = s.places[h] & places;
            let endo_ok =
                |fins: u128| fins.count_ones() as usize <= MAX_ENDO_FINS && s.sees_all(fins) != 0;
            if shared != 0 && !(self.endo && endo_ok(endo | shared)) {
                continue;
            }
            self.base.push(h as u8);
            let rest = &candidates[i + 1..];
            self.bases(rest, changed, cells | s.cells[h], any_changed || changed[h]);
            self.base.pop();
        }
    }

    /// The places of the number in two base houses or more (none unless [`Search::endo`]).
    fn endo_fins(&self) -> u128 {
        let s = self.sight;
        let mut places = 0u128;
        let mut twice = 0u128;
        for h in self.base.iter() {
            twice |= places & s.places[h];
            places |= s.places[h];
        }
        twice
    }

    /// Tries every cover set for the base set, whose cells are `base_cells`.
    fn covers(&mut self, base_cells: u128) {
        let s = self.sight;
        let places = self.base.iter().fold(0u128, |acc, h| acc | s.places[h]);
        // Endo fins are fins from the start, covered or not.
        let fins = if self.endo { self.endo_fins() } else { 0 };
        if fins.count_ones() as usize > MAX_FINS {
            return;
        }
        let mut walk = Walk {
            base_cells,
            places,
            covers: HouseList::default(),
            covered: 0,
            twice: 0,
            fins,
            seen: s.sees_all(fins),
            banned: self.base.iter().fold(0u128, |acc, h| acc | 1 << h),
        };
        self.walk(&mut walk);
    }

    /// From the lowest base place neither covered nor a fin: it is a fin (and no cover may
    /// hold it), or the first house through it (not a base house, not banned) covers it; the
    /// houses through it tried before are banned from then on, so that each cover set is
    /// reached once, by its covers in the order of the places they first cover.
    fn walk(&mut self, w: &mut Walk) {
        let s = self.sight;
        let open = w.places & !w.covered & !w.fins;
        if open == 0 {
            self.report(w);
            return;
        }
        let slots = self.k - w.covers.len();
        let fins_left = MAX_FINS - w.fins.count_ones() as usize;
        let p = open.trailing_zeros() as usize;
        let banned = w.banned;
        // A fin: only places that see every fin can go.
        let seen = w.seen & s.peers[p];
        if seen != 0 && fins_left > 0 {
            let (fins, before) = (w.fins, w.seen);
            w.fins |= 1 << p;
            w.seen = seen;
            w.banned |= s.through_mask[p];
            self.walk(w);
            (w.fins, w.seen, w.banned) = (fins, before, banned);
        }
        if slots == 0 {
            return;
        }
        for &h in &s.through[p] {
            if w.banned >> h & 1 == 1 {
                continue;
            }
            let (covered, twice) = (w.covered, w.twice);
            w.twice |= w.covered & s.cells[h];
            w.covered |= s.cells[h];
            w.covers.push(h as u8);
            w.banned |= 1 << h;
            self.walk(w);
            w.covers.pop();
            (w.covered, w.twice) = (covered, twice);
            // Later choices here leave this house out for good.
        }
        w.banned = banned;
    }

    /// Reports what the pattern `w` removes.
    fn report(&mut self, w: &Walk) {
        let s = self.sight;
        let targets = if w.covers.len() == self.k {
            // The fish case is possible: the covers' places outside the base, and base places
            // in two covers, that see every fin.
            let outside = w.covers.iter().fold(0u128, |acc, h| acc | s.places[h]) & !w.base_cells;
            let cannibal = w.places & w.twice;
            (outside | cannibal) & if w.fins == 0 { !0 } else { w.seen }
        } else if w.fins != 0 {
            // Fewer covers than base houses: a fin holds.
            w.seen
        } else {
            self.contradiction = Some(ContradictionKind::TooFewCovers {
                number: s.number,
                base: self.base,
                cover: w.covers,
            });
            return;
        };
        if targets == 0 {
            return;
        }
        // Lines of one family for base and of the other for covers, as many: a fish or a
        // finned fish (fins seen from outside the base lines all lie in one box), the `fish`
        // and `finned` rules' patterns.
        let n = s.side;
        let family = |list: HouseList| {
            let first = list.iter().next().map_or(0, |h| h / n);
            list.iter()
                .all(|h| h / n == first && first < 2)
                .then_some(first)
        };
        let lines = matches!((family(self.base), family(w.covers)), (Some(a), Some(b)) if a != b);
        if lines && w.covers.len() == self.k {
            return;
        }
        let reason = Reason::FrankenFish {
            number: s.number,
            base: self.base,
            cover: w.covers,
            finned: w.fins != 0,
        };
        // One rectangle per row holding removals.
        for r in 0..n {
            let row = (targets >> (r * n)) as u64 & (u64::MAX >> (64 - n));
            if row != 0 {
                let removal = Removal {
                    house: House::new(r),
                    cells: PosSet::from_bits(row),
                    numbers: NumberSet::single(s.number),
                };
                self.out.push(reason, removal);
            }
        }
    }
}

/// A cover set in the making.
struct Walk {
    base_cells: u128,
    /// The base houses' places of the number.
    places: u128,
    covers: HouseList,
    covered: u128,
    /// Cells in two covers or more.
    twice: u128,
    fins: u128,
    /// Places of the number that see every fin so far (all of them without fins).
    seen: u128,
    /// Houses that may not be covers: the base, the houses through a fin, and houses passed
    /// over at an earlier place.
    banned: u128,
}

#[cfg(test)]
mod tests;
