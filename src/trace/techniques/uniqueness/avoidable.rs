//! Avoidable Rectangles (HoDoKu's types 1 and 2): a rectangle whose corners would be a deadly
//! pair made of cells solved after the start, none of them a given.
//!
//! Four cells in two rows, two columns and two boxes, none a given, holding `a` at two
//! diagonal corners and `b` at the other two, could swap their numbers: each row, column and
//! box keeps its `a` and `b`, and no given changes, so the puzzle would have a second
//! solution. A puzzle with one solution never ends so, even with some of the four solved
//! already (a solved cell that is no given is as free to swap as an open one). So:
//!
//! - **type 1**: three corners solved (no given), as `a`, `b`, `b`: the fourth cannot be `a`;
//! - **type 2**: two corners of a line solved (no given), as `a` and `b`; the corner opposite
//!   `a`'s holds only `a` and `x`, the one opposite `b`'s only `b` and `x`: one of them is `x`,
//!   which leaves every cell seeing both.
//!
//! They need the givens ([`State::givens`], given only when the start knew them and the puzzle
//! of the givens alone has one solution); rated as the Unique Rectangles of types 1 and 2.

use crate::layout::{Cell, HouseKind, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, rating, unique_rating};
use crate::trace::step::{Steps, Technique};

use super::super::{GridTechnique, Scratch, State};
use super::{push, rectangles};

/// Avoidable Rectangles of types 1 and 2.
pub(crate) struct Avoidable;

impl GridTechnique for Avoidable {
    fn families(&self) -> Rules {
        Rules::UNIQUENESS_EXTRA
    }

    fn floor(&self) -> Rating {
        rating(Technique::AvoidableRectangle1, 1, HouseKind::Row)
    }

    fn assumes_unique(&self) -> bool {
        true
    }

    fn reads_givens(&self) -> bool {
        true
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        let Some(givens) = state.givens else {
            return;
        };
        let layout = state.layout;
        if givens.len() != layout.cells()
            || unique_rating(Technique::AvoidableRectangle1, 4, 1) >= limit
        {
            return;
        }
        rectangles(
            layout,
            |c| givens[c.index()],
            |corners| rectangle(state, corners, out, limit),
        );
    }
}

/// The steps of one rectangle (no corner a given, in two boxes).
fn rectangle(state: &State<'_>, corners: [Cell; 4], out: &mut Steps, limit: Rating) {
    let (layout, graph) = (state.layout, state.graph);
    let cands = corners.map(|c| graph.candidates(c));
    let solved = cands.map(|s| s.single_item());
    // The deadly numbers: corner i and its opposite 3 − i alike, the two others alike.
    let mut deadly = [None; 4];
    for (i, d) in solved.iter().enumerate() {
        if let &Some(d) = d {
            for j in [i, 3 - i] {
                if deadly[j].is_some_and(|e| e != d) {
                    return;
                }
                deadly[j] = Some(d);
            }
        }
    }
    let (Some(a), Some(b)) = (deadly[0], deadly[1]) else {
        return;
    };
    if a == b {
        return;
    }
    let pair = NumberSet::single(a) | NumberSet::single(b);
    let open: Vec<usize> = (0..4).filter(|&i| solved[i].is_none()).collect();
    match open[..] {
        [k] => {
            let d = deadly[k].expect("set by its opposite");
            if cands[k].contains(d) {
                let t = Technique::AvoidableRectangle1;
                let value = unique_rating(t, 4, 1);
                let gone = vec![(corners[k], d)];
                push(state, out, limit, t, value, &[], &corners, pair, gone);
            }
        }
        // Two open corners in a line (the solved ones in the parallel line), each holding its
        // deadly number and one more, the same.
        [k, l] if k + l != 3 => {
            let (dk, dl) = (deadly[k].expect("set"), deadly[l].expect("set"));
            let (xk, xl) = (
                cands[k] - NumberSet::single(dk),
                cands[l] - NumberSet::single(dl),
            );
            let x = xk.single_item();
            if cands[k].len() != 2 || !cands[k].contains(dk) || !cands[l].contains(dl) || xk != xl {
                return;
            }
            let Some(x) = x else { return };
            let (ck, cl) = (corners[k], corners[l]);
            let t = Technique::AvoidableRectangle2;
            let value = unique_rating(t, 4, 1);
            let peers = layout.peers(ck);
            let gone = (layout.peers(cl).iter())
                .filter(|&c| peers.contains(c) && graph.has(c, x))
                .map(|c| (c, x))
                .collect();
            push(state, out, limit, t, value, &[], &corners, pair, gone);
        }
        _ => {}
    }
}
