//! The independent checker: replays steps on a plain candidate grid and accepts each one only if
//! its pattern holds there and everything it removes and places follows from it.
//!
//! It shares nothing with the code that finds steps: no rule, no graph, no engine. It reads the
//! geometry from the [`Layout`] and keeps the candidates as one [`NumberSet`] per cell, computing
//! a number's places in a house by looking at the house's cells. What it accepts:
//!
//! | technique | the pattern holds when | it may remove |
//! | --- | --- | --- |
//! | full house | every other cell of the (complete) house is placed (given, or by an earlier step), and with the cell's value they make every number | as for a placement |
//! | hidden single | the number's only place in the (complete) house is the cell | as for a placement |
//! | naked single | the cell's only candidate is the number | as for a placement |
//! | naked subset | the k cells of the house have exactly the k numbers between them | the numbers from the house's other cells |
//! | hidden subset | the k numbers' places in the (complete) house are exactly the k cells | the other numbers from those cells |
//! | pointing, claiming, intersection | the number's places in the first (complete) house are exactly the cells, all in the second house | the number from the second house's other cells |
//! | direct pointing, hidden pair, hidden triple | as the plain technique; the step places one number (as Sudoku Explainer applies it): after the pattern's removals, which the step does not make, the number, one they take from the house, has one place left, the step's cell, not placed yet, in the subset's house (hidden pair, triple) or a box (pointing). Listed with every step, it makes the pattern's removals instead, and one of them must leave such a single | as for a placement; listed, as the plain technique |
//! | fish of k lines | k distinct base rows (or columns) and k distinct cover columns (or rows); the number's places in the base lines are exactly the cells, each in a cover line | the number from the cover lines' cells outside the base lines |
//! | finned fish of k lines | as a fish, then a box; the places in the base lines outside the cover lines (the fins) are at least one and all in the box; sashimi exactly when a base line has at most one place in the cover lines | the number from the cover lines' cells outside the base lines and inside the box |
//! | Franken or mutant fish of k base houses | k complete base houses sharing no place of the number, then at most k other cover houses; the cells are exactly the number's places in the base; the fins (cells outside every cover) make it finned, and are at least one when the covers are fewer than k; the kinds of houses name it Franken or mutant | with k covers: the number from the covers' cells outside the base and from base cells in two covers; with fewer, from any cell; in both cases only where the cell sees every fin |
//! | ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom, Sue de Coq | the step's sets share no cell, each holds exactly its open cells' candidates; ALSs lie in one house with one number more than cells; the restricted commons (ALS-XZ: the step's numbers; ALS-XY-Wing: its two numbers, one with A and C, the other with B and C; ALS-XY-Chain: four to six sets, each link's number, in its chain, restricted between its two sets and different from the link's before, its nodes that number's places in the two sets), a Death Blossom's petals restricted with the stem on its candidates in order, Sue de Coq's C (2–3 cells) in the box ∩ line with two numbers more than cells, its line and box sets outside the other house, sharing no number, as many numbers as cells in all | a number z of the pattern from a cell outside the sets seeing every place of it the pattern confines it to (see `verify/als.rs`) |
//! | Simple Colors Trap, Wrap | one number's cells, four or more, each after the first conjugate in its listed (complete) house to an earlier one of the other colour, the house a line before a box; a wrap has two nodes of one colour sharing a house | trap: the number from cells outside the cluster seeing a node of each colour; wrap: the number from the nodes of a colour two of which see each other |
//! | Template Set, Template Delete | a 9×9 classic grid; one number, no house; after closing to each number the cells others must take (no placement of theirs avoids them), until none is added (HoDoKu's refinement): no placement of the number (a cell per row, column and box on its candidates, through every cell holding it alone) avoids a cell set (Template Set), or uses a cell it is removed from (Template Delete), each found or ruled out by a search of its own (`verify/templates.rs`) | set: the cells' other numbers, the number from their peers; delete: the number from the step's cells |
//! | brute force | one cell and its candidates, no house; without a certificate (grids up to 16×16; the explainer certifies every grid larger than 9×9), the number placed, the checker's own search (singles, depth first) finds no solution (`verify/brute.rs`); with one, the step's certificate, a refutation per removal, replays by unit propagation of the checker's own (`verify/proof.rs`) | the refuted numbers from the cell |
//! | a custom rule's step | one house and cells of it; the rule's own [`check`](crate::CustomRule::check), which by default accepts | what its check accepts |
//!
//! A placement of `d` in cell `c` may remove `c`'s other candidates and `d` from `c`'s peers, and
//! must leave `c` with `d` alone, and `c` must not be placed yet (a cell of the starting state
//! with one candidate that no peer has is given). Every removal must be a candidate of the
//! state, listed once; a step must remove something or place a cell; its technique must fit the shape of its pattern (sizes, house
//! kinds) and its rating must be the [scale](super::scale)'s.

mod als;
mod avoidable;
mod brute;
mod chains;
mod colours;
mod duals;
mod forcing;
mod locked;
mod nested;
mod pattern;
mod problem;
mod proof;
mod shape;
mod templates;
mod uniqueness;
mod wings;

use crate::io::{Candidates, Puzzle};
use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};

use super::scale::{Rating, rating};
use super::step::{StepRef, Technique};

pub use problem::{Problem, Rejection};

/// Whether the step's rating is `expected`, the scale's.
pub(super) fn rated(step: &StepRef<'_>, expected: Rating) -> Result<(), Problem> {
    if step.rating == expected {
        Ok(())
    } else {
        Err(Problem::Rating {
            expected,
            found: step.rating,
        })
    }
}

/// Replays `steps` from `start` on `layout`, checking each; returns the state reached. A cell
/// of `start` with one candidate that no peer has counts as given (a pencilmark state cannot
/// say more); for a puzzle's explanation, [`verify_puzzle`] knows its givens.
///
/// # Errors
///
/// The first step rejected, and why.
///
/// # Examples
///
/// ```
/// use sudograph::Puzzle;
/// use sudograph::trace::{Explainer, verify};
///
/// let puzzle: Puzzle = ".2..3.....4..1..".parse()?;
/// let trace = Explainer::new(&puzzle).explain();
/// let end = verify(trace.layout(), trace.start(), trace.steps()).expect("every step holds");
/// assert_eq!(&end, trace.end());
///
/// // A step replayed out of order no longer holds.
/// let mut steps = trace.to_steps();
/// let last = steps.len() - 1;
/// steps.swap(0, last);
/// assert!(verify(trace.layout(), trace.start(), &steps).is_err());
/// # Ok::<(), sudograph::ParseError>(())
/// ```
pub fn verify<'a, I>(layout: &Layout, start: &Candidates, steps: I) -> Result<Candidates, Rejection>
where
    I: IntoIterator,
    I::Item: Into<StepRef<'a>>,
{
    replay(layout, Checker::new(layout, start), steps)
}

/// Replays `steps` from `puzzle`'s starting pencilmarks ([`starting_candidates`]) on `layout`,
/// only the puzzle's givens counting as placed: a cell they settle must still be placed by a
/// step. Returns the state reached.
///
/// # Errors
///
/// The first step rejected, and why (step 0 with [`Problem::Shape`] when the puzzle is not of
/// the layout's size).
///
/// [`starting_candidates`]: super::starting_candidates
pub fn verify_puzzle<'a, I>(
    layout: &Layout,
    puzzle: &Puzzle,
    steps: I,
) -> Result<Candidates, Rejection>
where
    I: IntoIterator,
    I::Item: Into<StepRef<'a>>,
{
    let start = super::starting_candidates(layout, puzzle);
    let givens: Vec<bool> = puzzle.cells().iter().map(Option::is_some).collect();
    replay(layout, Checker::with_givens(layout, &start, &givens), steps)
}

/// Checks `steps` one after the other with `checker` (or its error, blamed on step 0); the
/// state reached.
fn replay<'a, I>(
    layout: &Layout,
    checker: Result<Checker<'_>, Problem>,
    steps: I,
) -> Result<Candidates, Rejection>
where
    I: IntoIterator,
    I::Item: Into<StepRef<'a>>,
{
    let reject = |step, problem| Rejection::new(step, problem, layout);
    let mut checker = checker.map_err(|p| reject(0, p))?;
    for (i, step) in steps.into_iter().enumerate() {
        checker.check(step.into()).map_err(|p| reject(i, p))?;
    }
    Ok(checker.state())
}

/// Checks steps one at a time, applying each one it accepts.
#[derive(Clone, Debug)]
pub struct Checker<'a> {
    layout: &'a Layout,
    cands: Vec<NumberSet>,
    /// Cells placed: given (in the starting state, one candidate that no peer has) or placed
    /// by a step.
    placed: Vec<bool>,
    /// The givens, when known (a puzzle's, or a pencilmark state's written with `+`):
    /// Avoidable Rectangles need them.
    givens: Option<Vec<bool>>,
    start: Candidates,
}

impl<'a> Checker<'a> {
    /// A checker at the state `start`. When `start` says which cells were given
    /// ([`Candidates::origin`]), the givens and the cells written `+` are placed; otherwise a
    /// cell of one candidate that no peer has.
    ///
    /// # Errors
    ///
    /// [`Problem::Shape`] when `start` is not a state of `layout`'s size.
    pub fn new(layout: &'a Layout, start: &Candidates) -> Result<Checker<'a>, Problem> {
        if start.shape().side() != layout.side() || start.cells().len() != layout.cells() {
            return Err(Problem::Shape);
        }
        let cands = start.cells().to_vec();
        let given = |c: usize| {
            let cell = Cell::new(c);
            cands[c].single_item().is_some_and(|d| {
                let peers = layout.peers(cell);
                peers.iter().all(|p| !cands[p.index()].contains(d))
            })
        };
        let placed = match start.settled() {
            Some(settled) => settled,
            None => (0..cands.len()).map(given).collect(),
        };
        Ok(Checker {
            layout,
            cands,
            placed,
            givens: start.givens(),
            start: start.clone(),
        })
    }

    /// A checker at the state `start` of a puzzle whose givens are `givens` (by cell index):
    /// only they count as placed, so a cell they settle (its one candidate seen by no peer)
    /// must still be placed by a step.
    ///
    /// # Errors
    ///
    /// [`Problem::Shape`] when `start` is not a state of `layout`'s size or `givens` has not
    /// one entry per cell; [`Problem::Given`] when a given cell has not exactly one candidate.
    pub fn with_givens(
        layout: &'a Layout,
        start: &Candidates,
        givens: &[bool],
    ) -> Result<Checker<'a>, Problem> {
        let mut checker = Checker::new(layout, start)?;
        if givens.len() != checker.cands.len() {
            return Err(Problem::Shape);
        }
        for (c, &given) in givens.iter().enumerate() {
            if given && !checker.cands[c].is_single() {
                return Err(Problem::Given { cell: Cell::new(c) });
            }
        }
        checker.placed = givens.to_vec();
        checker.givens = Some(givens.to_vec());
        Ok(checker)
    }

    /// Whether, in `after`, a number `step` eliminated has one place left, at a cell not placed
    /// yet, in the house a direct technique's single lies in: a hidden subset's own house, or a
    /// box of the cleared cell for a pointing.
    fn yields_single(&self, after: &[NumberSet], step: &StepRef<'_>) -> bool {
        let layout = self.layout;
        step.eliminations.iter().any(|&(cell, d)| {
            (layout.houses_of(cell))
                .filter(|&(h, _)| self.holds_direct_single(step, h))
                .any(|(house, _)| {
                let mut left = layout
                    .cells_of(house)
                    .iter()
                    .filter(|c| after[c.index()].contains(d));
                layout.is_complete(house)
                    && matches!((left.next(), left.next()), (Some(c), None) if !self.placed[c.index()])
            })
        })
    }

    /// Whether the placement of a direct `step` is a single once its pattern's removals are
    /// made (which the step does not make): after them, its number has one place, its cell, in
    /// the house a direct technique's single lies in (as [`Checker::yields_single`]), and the
    /// removals took the number from that house.
    fn places_its_single(&self, step: &StepRef<'_>) -> bool {
        let layout = self.layout;
        let &[(cell, number)] = step.placements else {
            return false;
        };
        if self.placed[cell.index()] || !self.cands[cell.index()].contains(number) {
            return false;
        }
        let mut after = self.cands.clone();
        let mut removed = false;
        for (c, here) in after.iter_mut().enumerate() {
            for d in self.cands[c] {
                if self.justified_by_pattern(step, Cell::new(c), d) {
                    here.remove(d);
                    removed |= d == number;
                }
            }
        }
        removed
            && layout.houses_of(cell).any(|(house, _)| {
                self.holds_direct_single(step, house)
                    && layout.is_complete(house)
                    && layout
                        .cells_of(house)
                        .iter()
                        .filter(|c| after[c.index()].contains(number))
                        .eq([&cell])
            })
    }

    /// Whether `house` is where a direct `step`'s single may lie: a hidden subset's own house,
    /// or a box for a pointing.
    fn holds_direct_single(&self, step: &StepRef<'_>, house: House) -> bool {
        if step.technique.is_hidden_subset() {
            house == step.houses[0]
        } else {
            self.layout.kind(house) == HouseKind::Box
        }
    }

    /// The first cell neither given nor placed by a step, if any.
    pub fn unplaced(&self) -> Option<Cell> {
        self.placed.iter().position(|&p| !p).map(Cell::new)
    }

    /// The current state; from a start that says which cells were given (written with `+`),
    /// with its cells' origins now: the givens, the cells placed since, and the open ones.
    pub fn state(&self) -> Candidates {
        let mut state = self.start.clone();
        for (c, &set) in self.cands.iter().enumerate() {
            state.set(Cell::new(c), set);
        }
        match (self.start.givens(), &self.givens) {
            (Some(_), Some(givens)) => state.with_origins(givens, &self.placed),
            _ => state,
        }
    }

    /// Checks `step` at the current state and applies it.
    ///
    /// # Errors
    ///
    /// Why the step does not hold; the state is then unchanged.
    pub fn check(&mut self, step: StepRef<'_>) -> Result<(), Problem> {
        self.in_range(&step)?;
        let t = step.technique;
        let eliminates_only = t.is_chain()
            || t.is_dual()
            || t.is_cycle()
            || t.is_colouring()
            || t.is_multi_colouring()
            || t.is_bent_wing()
            || t.is_forcing()
            || t.is_avoidable_rectangle()
            || t.is_uniqueness()
            || t.is_als()
            || t.is_locked_subset();
        if eliminates_only && !step.placements.is_empty() {
            return Err(Problem::Malformed("only singles place values"));
        }
        if step.technique.is_chain() {
            chains::check(self.layout, &self.cands, &step)?;
        } else if step.technique.is_dual() {
            duals::check(self.layout, &self.cands, &step)?;
        } else if step.technique.is_cycle() {
            chains::check_cycle(self.layout, &self.cands, &step)?;
        } else if step.technique.is_colouring() {
            colours::check(self.layout, &self.cands, &step)?;
        } else if step.technique.is_multi_colouring() {
            colours::check_multi(self.layout, &self.cands, &step)?;
        } else if step.technique.is_bent_wing() {
            wings::check(self.layout, &self.cands, &step)?;
        } else if step.technique.is_forcing() {
            forcing::check(self.layout, &self.cands, &step)?;
        } else if step.technique.is_template() {
            templates::check(self.layout, &self.cands, &step)?;
        } else if step.technique == Technique::BruteForce {
            let fits = step.cells.len() == 1
                && step.houses.is_empty()
                && step.placements.is_empty()
                && step.numbers == self.cands[step.cells[0].index()];
            if !fits {
                return Err(Problem::Malformed(
                    "brute force is one cell and its candidates",
                ));
            }
            rated(&step, rating(Technique::BruteForce, 1, HouseKind::Row))?;
        } else if step.technique.is_avoidable_rectangle() {
            let Some(givens) = &self.givens else {
                return Err(Problem::PatternFails(
                    "an Avoidable Rectangle needs to know which cells were given",
                ));
            };
            avoidable::check(self.layout, &self.cands, givens, &step)?;
        } else if step.technique.is_uniqueness() {
            uniqueness::check(self.layout, &self.cands, &step)?;
        } else if step.technique.is_als() {
            als::check(self.layout, &self.cands, &step)?;
        } else if step.technique.is_locked_subset() {
            let expected = locked::check(self.layout, &self.cands, &step)?;
            rated(&step, expected)?;
        } else {
            self.shape(&step)?;
            self.pattern(&step)?;
        }
        let mut after = self.cands.clone();
        for &(cell, number) in step.eliminations {
            if !after[cell.index()].contains(number) {
                return Err(Problem::NotACandidate { cell, number });
            }
            if !self.justified(&step, cell, number) {
                return Err(Problem::Unjustified { cell, number });
            }
            after[cell.index()].remove(number);
        }
        for &(cell, number) in step.placements {
            if after[cell.index()] != NumberSet::single(number) {
                return Err(Problem::Placement { cell, number });
            }
            if self.placed[cell.index()] {
                return Err(Problem::AlreadyPlaced { cell });
            }
        }
        if step.eliminations.is_empty() && step.placements.is_empty() {
            return Err(Problem::RemovesNothing);
        }
        if step.technique.is_direct() && !step.placements.is_empty() {
            if !self.places_its_single(&step) {
                return Err(Problem::PatternFails(
                    "a direct technique places a single its pattern's removals leave",
                ));
            }
        } else if step.technique.is_direct() && !self.yields_single(&after, &step) {
            return Err(Problem::PatternFails(
                "a direct technique leaves a number one place in a house",
            ));
        }
        for &(cell, _) in step.placements {
            self.placed[cell.index()] = true;
        }
        self.cands = after;
        Ok(())
    }

    fn in_range(&self, step: &StepRef<'_>) -> Result<(), Problem> {
        let layout = self.layout;
        let numbers = NumberSet::full(layout.side());
        let cell_ok = |c: Cell| c.index() < layout.cells();
        let number_ok = |d: Number| numbers.contains(d);
        let pairs_ok =
            |list: &[(Cell, Number)]| list.iter().all(|&(c, d)| cell_ok(c) && number_ok(d));
        let ok = step.houses.iter().all(|h| h.index() < layout.houses())
            && step.cells.iter().all(|&c| cell_ok(c))
            && step.numbers.is_subset(numbers)
            && pairs_ok(step.eliminations)
            && pairs_ok(step.placements);
        if ok { Ok(()) } else { Err(Problem::OutOfRange) }
    }

    /// The fins of a Franken or mutant fish: its cells outside every cover house, and its
    /// *endo fins*, places of the number in two base houses (HoDoKu's), covered or not: the
    /// base houses hold the number k times in k different cells unless one of those holds it.
    fn franken_fins(&self, step: &StepRef<'_>) -> Vec<Cell> {
        let k = step.technique.franken_size().min(step.houses.len());
        let (base, cover) = step.houses.split_at(k);
        let within = |c: &Cell, houses: &[House]| {
            (houses.iter())
                .filter(|&&h| self.layout.position(*c, h).is_some())
                .count()
        };
        // The cells are the number's places in the base houses (the pattern's check).
        (step.cells.iter().copied())
            .filter(|c| within(c, cover) == 0 || within(c, base) >= 2)
            .collect()
    }

    /// Whether removing `number` from `cell` follows from the step: from its placement (a
    /// single's, or the one a direct technique makes: the cell's other numbers, the number from
    /// its peers), or else from its pattern.
    fn justified(&self, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
        let t = step.technique;
        if t.is_single() || (t.is_direct() && !step.placements.is_empty()) {
            let (placed, value) = step.placements[0];
            (cell == placed && number != value)
                || (number == value && self.layout.peers(placed).contains(cell))
        } else {
            self.justified_by_pattern(step, cell, number)
        }
    }

    /// Whether removing `number` from `cell` follows from the step's pattern (for a direct
    /// technique that places its single, the removals the pattern would make).
    fn justified_by_pattern(&self, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
        let layout = self.layout;
        let in_pattern = step.cells.binary_search(&cell).is_ok();
        let t = step.technique;
        if t.is_chain() {
            chains::justified(layout, step, cell, number)
        } else if t.is_dual() {
            duals::justified(layout, step, cell, number)
        } else if t.is_cycle() {
            chains::justified_by_cycle(layout, &self.cands, step, cell, number)
        } else if t.is_colouring() {
            colours::justified(layout, step, cell, number)
        } else if t.is_multi_colouring() {
            colours::justified_multi(layout, step, cell, number)
        } else if t.is_bent_wing() {
            wings::justified(layout, &self.cands, step, cell, number)
        } else if t.is_forcing() {
            forcing::justified(layout, &self.cands, step, cell, number)
        } else if t.is_avoidable_rectangle() {
            let givens = self.givens.as_deref().unwrap_or(&[]);
            avoidable::justified(layout, &self.cands, givens, step, cell, number)
        } else if t.is_uniqueness() {
            uniqueness::justified(layout, &self.cands, step, cell, number)
        } else if t.is_als() {
            als::justified(layout, &self.cands, step, cell, number)
        } else if t.is_locked_subset() {
            locked::justified(layout, step, cell, number)
        } else if t.is_template() {
            templates::justified(layout, step, cell, number)
        } else if t == Technique::BruteForce {
            step.cells == [cell]
                && match step.proof {
                    Some(p) => p.refutations.iter().any(|r| {
                        (r.cell, r.number) == (cell, number)
                            && proof::refutes(layout, &self.cands, r)
                    }),
                    None => {
                        layout.side() <= brute::MAX_SIDE
                            && brute::no_solution(layout, &self.cands, cell, number)
                    }
                }
        } else if t.is_naked_subset() {
            let house = step.houses[0];
            step.numbers.contains(number) && !in_pattern && layout.position(cell, house).is_some()
        } else if t.is_hidden_subset() {
            in_pattern && !step.numbers.contains(number)
        } else if t.is_finned_fish() {
            let k = step.houses.len() / 2;
            let (base, rest) = step.houses.split_at(k);
            let (cover, fin_box) = (&rest[..k], rest[k]);
            let within =
                |lines: &[House]| lines.iter().any(|&h| layout.position(cell, h).is_some());
            step.numbers.contains(number)
                && within(cover)
                && !within(base)
                && layout.position(cell, fin_box).is_some()
        } else if t.is_custom() {
            // The rule's own check vouched for its removals.
            true
        } else if t.is_franken_fish() {
            let k = t.franken_size();
            let (base, cover) = step.houses.split_at(k);
            let fins = self.franken_fins(step);
            let sees_fins = fins.iter().all(|&f| layout.peers(f).contains(cell));
            let covers = cover
                .iter()
                .filter(|&&h| layout.position(cell, h).is_some())
                .count();
            let in_base = base.iter().any(|&h| layout.position(cell, h).is_some());
            let removable = if cover.len() == k {
                // The fish case: cover places outside the base, base places in two covers.
                (covers >= 1 && !in_base) || (in_pattern && covers >= 2)
            } else {
                // Too few covers: a fin holds.
                !fins.is_empty() && !fins.contains(&cell)
            };
            step.numbers.contains(number) && removable && sees_fins
        } else if t.is_fish() {
            let (base, cover) = step.houses.split_at(step.houses.len() / 2);
            let within =
                |lines: &[House]| lines.iter().any(|&h| layout.position(cell, h).is_some());
            step.numbers.contains(number) && within(cover) && !within(base)
        } else {
            let other = step.houses[1];
            step.numbers.contains(number) && !in_pattern && layout.position(cell, other).is_some()
        }
    }
}
