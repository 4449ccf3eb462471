//! Generating variant puzzles: random jigsaw regions, random solved grids on any layout, and
//! puzzles with a unique solution on them.

use std::sync::Arc;

use crate::io::Puzzle;
use crate::layout::{BoxShape, Cell, Layout, LayoutError, Number, Preset, Regions, Variant};
use crate::propagate::Engine;

use super::generate::{Rng, excluding, finds_none, remove_givens};
use super::limits::Limits;
use super::solver::{Outcome, Solver};

/// Random jigsaw regions for grids of `shape`: `n` connected regions of `n` cells.
///
/// Starts from the boxes and swaps pairs of neighbouring cells of two regions many times,
/// keeping a swap only when both regions stay connected (by sides).
///
/// Not every partition has a solved grid: [`generate_variant`] tries others until one does.
pub fn random_regions(shape: BoxShape, rng: &mut Rng) -> Regions {
    let n = shape.side();
    let boxes = Regions::boxes(shape);
    let mut of: Vec<usize> = (0..n * n).map(|c| boxes.region_of(Cell::new(c))).collect();
    let neighbours = |c: usize| {
        let (r, col) = (c / n, c % n);
        let mut list = Vec::with_capacity(4);
        if r > 0 {
            list.push(c - n);
        }
        if r + 1 < n {
            list.push(c + n);
        }
        if col > 0 {
            list.push(c - 1);
        }
        if col + 1 < n {
            list.push(c + 1);
        }
        list
    };
    let connected = |of: &[usize], region: usize| {
        let Some(start) = of.iter().position(|&r| r == region) else {
            return true;
        };
        let mut seen = vec![false; n * n];
        let mut stack = vec![start];
        seen[start] = true;
        let mut count = 1;
        while let Some(c) = stack.pop() {
            for d in neighbours(c) {
                if !seen[d] && of[d] == region {
                    seen[d] = true;
                    count += 1;
                    stack.push(d);
                }
            }
        }
        count == n
    };
    for _ in 0..20 * n * n {
        // A cell of one region and a cell of another that borders the first region.
        let a = rng.below(n * n);
        let near = neighbours(a);
        let b = near[rng.below(near.len())];
        if of[a] == of[b] {
            continue;
        }
        // Swap a cell of region A next to region B with a cell of B next to A: `a` goes to B,
        // and some cell `c` of B next to A (not `b` itself unless needed) goes to A.
        let (ra, rb) = (of[a], of[b]);
        let candidates: Vec<usize> = (0..n * n)
            .filter(|&c| of[c] == rb && c != b && neighbours(c).iter().any(|&d| of[d] == ra))
            .collect();
        if candidates.is_empty() {
            continue;
        }
        let c = candidates[rng.below(candidates.len())];
        of[a] = rb;
        of[c] = ra;
        if !(connected(&of, ra) && connected(&of, rb)) {
            of[a] = ra;
            of[c] = rb;
        }
    }
    Regions::from_indices(n, &of).unwrap_or(boxes)
}

/// A random solved grid on `layout`, found within `limits` (each attempt), or `None` when the
/// attempts found none (the layout may have no solved grid at all).
///
/// A few random cells get random candidates, the search completes the grid, and the numbers
/// are relabelled at random (houses do not care which number is which).
pub fn solved_grid_on(layout: &Arc<Layout>, limits: &Limits, rng: &mut Rng) -> Option<Puzzle> {
    let n = layout.side();
    let shape = layout.shape();
    for _ in 0..16 {
        let Ok(mut engine) = Engine::with_layout(Arc::clone(layout), &Puzzle::empty(shape)) else {
            return None;
        };
        let mut ok = true;
        for _ in 0..n {
            let cell = Cell::new(rng.below(n * n));
            let options: Vec<Number> = engine.candidates(cell).iter().collect();
            if engine.value(cell).is_some() || options.is_empty() {
                continue;
            }
            let number = options[rng.below(options.len())];
            if engine.place(cell, number).is_err() {
                ok = false;
                break;
            }
        }
        if !ok {
            continue;
        }
        let found = match Solver::from_engine(engine)
            .with_limits(limits.clone())
            .solve()
        {
            Outcome::Unique(p) | Outcome::Several(p, _) => Some(p),
            Outcome::Unknown { found, .. } => found,
            Outcome::None => None,
        };
        if let Some(grid) = found {
            let mut labels: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut labels);
            let mut relabelled = Puzzle::empty(shape);
            for c in 0..n * n {
                let cell = Cell::new(c);
                let value = grid.get(cell).map(|d| Number::new(labels[d.index()]));
                relabelled.set(cell, value);
            }
            return Some(relabelled);
        }
    }
    None
}

/// A puzzle with a unique solution on `layout`: givens are removed from a random solved grid in
/// random order while the solution stays unique (each check within `limits`'s node bound), down
/// to `min_givens`. `None` when no solved grid was found (see [`solved_grid_on`]).
pub fn generate_on(
    layout: &Arc<Layout>,
    min_givens: usize,
    limits: &Limits,
    rng: &mut Rng,
) -> Option<Puzzle> {
    let solution = solved_grid_on(layout, limits, rng)?;
    Some(remove_givens(
        solution,
        min_givens,
        limits,
        rng,
        |puzzle, cell, solution| {
            unique_without_on(layout, puzzle, cell, solution, limits) == Some(true)
        },
    ))
}

/// [`unique_without`](super::generate::unique_without) on `layout`: whether `puzzle`, with one
/// solution `solution` on `layout`, keeps it as its only one without its given at `cell`
/// (already taken out); `None` when `limits` stop the search before it can tell.
pub(crate) fn unique_without_on(
    layout: &Arc<Layout>,
    puzzle: &Puzzle,
    cell: Cell,
    solution: &Puzzle,
    limits: &Limits,
) -> Option<bool> {
    let start = excluding(puzzle, cell, solution);
    let engine = Engine::from_candidates_with_layout(Arc::clone(layout), &start).ok()?;
    let solver = Solver::from_engine(engine).with_limits(limits.clone());
    finds_none(&solver.with_hint(solution.clone()))
}

/// A puzzle of `variant` with a unique solution, and the variant it is on: a jigsaw variant
/// without regions gets random ones (tried until a partition has a solved grid).
///
/// # Errors
///
/// The [`LayoutError`] of a variant that does not fit `shape`, or [`LayoutError::Variant`] when
/// no solved grid was found within the attempts (a layout may have none).
pub fn generate_variant(
    shape: BoxShape,
    variant: &Variant,
    min_givens: usize,
    limits: &Limits,
    rng: &mut Rng,
) -> Result<(Puzzle, Variant), LayoutError> {
    let random = variant.has(Preset::Jigsaw) && variant.regions().is_none();
    for _ in 0..if random { 32 } else { 1 } {
        let variant = match random {
            true => variant.clone().with_regions(random_regions(shape, rng)),
            false => variant.clone(),
        };
        let layout = Arc::new(variant.layout(shape)?);
        if let Some(puzzle) = generate_on(&layout, min_givens, limits, rng) {
            return Ok((puzzle, variant));
        }
    }
    Err(LayoutError::Variant {
        why: format!("found no solved {variant} grid of box shape {shape} within the limits"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check that keeps a given out agrees with the full search for uniqueness on the
    /// variants' layouts: every given of generated puzzles, minimal and not, taken out in turn.
    #[test]
    fn the_check_without_a_given_agrees_with_a_search_for_two_solutions() {
        let (mut unique, mut several) = (0, 0);
        for (preset, seed) in [(Preset::X, 1), (Preset::Windoku, 2), (Preset::Jigsaw, 3)] {
            let shape = BoxShape::CLASSIC;
            let mut rng = Rng::new(seed);
            let mut variant = Variant::new([preset]);
            if preset == Preset::Jigsaw {
                variant = variant.with_regions(random_regions(shape, &mut rng));
            }
            let layout = Arc::new(variant.layout(shape).expect("a 9×9 layout"));
            let limits = Limits::default();
            let solution = solved_grid_on(&layout, &limits, &mut rng).expect("a solved grid");
            for min_givens in [0, 45] {
                let puzzle = remove_givens(
                    solution.clone(),
                    min_givens,
                    &limits,
                    &mut rng,
                    |p, c, s| unique_without_on(&layout, p, c, s, &limits) == Some(true),
                );
                for (cell, without) in super::super::generate::without_each_given(&puzzle) {
                    let c = cell.index();
                    let engine = Engine::with_layout(Arc::clone(&layout), &without).expect("9×9");
                    let expected =
                        matches!(Solver::from_engine(engine).solve(), Outcome::Unique(_));
                    let got = unique_without_on(&layout, &without, cell, &solution, &limits);
                    assert_eq!(
                        got,
                        Some(expected),
                        "{variant} r{}c{}: {without}",
                        c / 9 + 1,
                        c % 9 + 1
                    );
                    *if expected { &mut unique } else { &mut several } += 1;
                }
            }
        }
        assert!(
            unique > 20 && several > 20,
            "{unique} unique, {several} not"
        );
    }
}
