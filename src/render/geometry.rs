//! Where things go in a picture: cell squares, candidate places, borders between boxes.

use crate::layout::{Cell, HouseKind, Layout, Number};

/// Side of one candidate's square, in pixels: small digits stay legible at every grid size.
const MINI: usize = 16;
/// Space between a cell's edge and its candidates.
const PAD: usize = 4;
/// Space around the grid, so the outer border is not cut.
pub(crate) const MARGIN: usize = 4;

/// The measures of a grid picture, in whole pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geometry {
    /// The side of the grid.
    pub side: usize,
    /// Candidates per row of a cell (the box shape's columns).
    mini_cols: usize,
    /// Rows of candidates in a cell (the box shape's rows).
    mini_rows: usize,
    /// Side of a cell.
    pub cell: usize,
}

impl Geometry {
    /// The measures for `layout`: candidates sit in a cell as cells sit in a box.
    pub fn new(layout: &Layout) -> Geometry {
        let shape = layout.shape();
        let (mini_rows, mini_cols) = (shape.rows(), shape.cols());
        Geometry {
            side: layout.side(),
            mini_cols,
            mini_rows,
            cell: 2 * PAD + MINI * mini_rows.max(mini_cols),
        }
    }

    /// Width and height of the whole picture.
    pub fn size(&self) -> usize {
        self.side * self.cell + 2 * MARGIN
    }

    /// The top-left corner of `cell`.
    pub fn corner(&self, cell: Cell) -> (usize, usize) {
        let (r, c) = (cell.row(self.side), cell.col(self.side));
        (MARGIN + c * self.cell, MARGIN + r * self.cell)
    }

    /// The centre of `cell`.
    pub fn centre(&self, cell: Cell) -> (usize, usize) {
        let (x, y) = self.corner(cell);
        (x + self.cell / 2, y + self.cell / 2)
    }

    /// The centre of candidate `number`'s place in `cell`.
    pub fn candidate(&self, cell: Cell, number: Number) -> (usize, usize) {
        let (x, y) = self.corner(cell);
        let (row, col) = (
            number.index() / self.mini_cols,
            number.index() % self.mini_cols,
        );
        let left = (self.cell - self.mini_cols * MINI) / 2;
        let top = (self.cell - self.mini_rows * MINI) / 2;
        (
            x + left + col * MINI + MINI / 2,
            y + top + row * MINI + MINI / 2,
        )
    }

    /// Font size of candidates.
    pub fn small_font(&self) -> usize {
        MINI * 3 / 4
    }

    /// Font size of values.
    pub fn value_font(&self) -> usize {
        self.cell * 3 / 5
    }

    /// Radius of a candidate's highlight.
    pub fn radius(&self) -> usize {
        MINI / 2 - 1
    }
}

/// The segments between cells of different boxes, and around the grid, as
/// `(x1, y1, x2, y2)`: a border runs between two neighbours unless one box house holds both,
/// so any box shape, and jigsaw regions given as box houses, get their outlines.
pub(crate) fn box_borders(layout: &Layout, geo: &Geometry) -> Vec<(usize, usize, usize, usize)> {
    let n = layout.side();
    let mut region: Vec<Option<usize>> = vec![None; layout.cells()];
    for house in layout.house_ids() {
        if layout.kind(house) == HouseKind::Box {
            for &c in layout.cells_of(house) {
                region[c.index()] = Some(house.index());
            }
        }
    }
    let apart = |a: usize, b: usize| region[a].is_none() || region[a] != region[b];
    let mut segments = Vec::new();
    let s = geo.cell;
    for r in 0..n {
        for c in 0..n {
            let (x, y) = geo.corner(Cell::new(r * n + c));
            if c + 1 < n && apart(r * n + c, r * n + c + 1) {
                segments.push((x + s, y, x + s, y + s));
            }
            if r + 1 < n && apart(r * n + c, (r + 1) * n + c) {
                segments.push((x, y + s, x + s, y + s));
            }
        }
    }
    let (lo, hi) = (MARGIN, MARGIN + n * s);
    segments.extend([
        (lo, lo, hi, lo),
        (hi, lo, hi, hi),
        (lo, hi, hi, hi),
        (lo, lo, lo, hi),
    ]);
    segments
}

/// `text` with the characters XML gives a meaning (`<`, `>`, `&`, quotes) escaped, for element
/// content and attribute values alike.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(ch),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::BoxShape;

    #[test]
    fn escape_covers_markup_characters() {
        assert_eq!(
            escape(r#"r4c1<>3 & "x" 'y'"#),
            "r4c1&lt;&gt;3 &amp; &quot;x&quot; &#39;y&#39;"
        );
    }

    #[test]
    fn box_borders_follow_the_box_houses() {
        let layout = Layout::new(BoxShape::new(2, 3).unwrap());
        let geo = Geometry::new(&layout);
        // Inside a 6x6 grid of 2x3 boxes: one vertical line (5 of 6 columns x 6 rows inside
        // boxes) between box columns, two horizontal lines between box rows; 6 cells each.
        assert_eq!(box_borders(&layout, &geo).len(), 6 + 2 * 6 + 4);
    }

    #[test]
    fn candidates_sit_inside_their_cell() {
        for (r, c) in [(2, 2), (3, 3), (2, 3), (5, 5)] {
            let layout = Layout::new(BoxShape::new(r, c).unwrap());
            let geo = Geometry::new(&layout);
            let cell = Cell::new(layout.cells() - 1);
            let (x0, y0) = geo.corner(cell);
            for d in 0..layout.side() {
                let (x, y) = geo.candidate(cell, Number::new(d));
                assert!(x > x0 && x < x0 + geo.cell && y > y0 && y < y0 + geo.cell);
            }
        }
    }
}
