//! Variants as data: which houses a grid has beyond its rows and columns (boxes, irregular
//! regions, diagonals, windows …), named by presets and combined freely.
//!
//! A [`Variant`] is a set of [`Preset`]s plus, for jigsaw grids, the [`Regions`] that replace the
//! boxes. [`Variant::layout`] turns it into a [`Layout`] for a box shape: rows, columns, then the
//! boxes or regions (none for a Latin square), then each preset's extra houses in the order of
//! [`Preset::ALL`]. Every house remembers its family and number, so explanations can say
//! `diagonal 1`, `window 2` or `region 4`.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::LayoutError;
use super::geometry::{HouseKind, Layout};
use super::index::Cell;
use super::regions::Regions;
use super::shape::BoxShape;

/// A named family of houses, or a change to the boxes.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[non_exhaustive]
pub enum Preset {
    /// No boxes: a Latin square (rows and columns only).
    Latin,
    /// The boxes replaced by irregular regions, given as a region map ([`Regions`]).
    Jigsaw,
    /// Both main diagonals (X-Sudoku, Sudoku-X).
    X,
    /// The windows of Windoku (Hyper Sudoku): box-sized squares one cell in from the edges, one
    /// cell apart (the four extra boxes of the 9×9 grid).
    Windoku,
    /// Disjoint groups: the cells at the same place in each box (`n` houses).
    Disjoint,
    /// The centre cell of every box (needs boxes with an odd number of rows and columns).
    CentreDot,
    /// The nine cells of Asterisk Sudoku (9×9 only).
    Asterisk,
    /// The nine cells of Girandola Sudoku (9×9 only).
    Girandola,
}

impl Preset {
    /// Every preset, in the order their houses follow the boxes.
    pub const ALL: [Preset; 8] = [
        Preset::Latin,
        Preset::Jigsaw,
        Preset::X,
        Preset::Windoku,
        Preset::Disjoint,
        Preset::CentreDot,
        Preset::Asterisk,
        Preset::Girandola,
    ];

    /// The name used on the command line and in file headers.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Latin => "latin",
            Preset::Jigsaw => "jigsaw",
            Preset::X => "x",
            Preset::Windoku => "windoku",
            Preset::Disjoint => "disjoint",
            Preset::CentreDot => "centre-dot",
            Preset::Asterisk => "asterisk",
            Preset::Girandola => "girandola",
        }
    }

    /// The preset named `name`, with the usual other spellings (`hyper`, `diagonal`,
    /// `center-dot`, `irregular`, `chaos` …), in any case.
    pub fn from_name(name: &str) -> Option<Preset> {
        let name = name.trim().to_ascii_lowercase().replace('_', "-");
        Some(match name.as_str() {
            "latin" | "latin-square" | "no-boxes" => Preset::Latin,
            "jigsaw" | "irregular" | "chaos" | "squiggly" | "nonomino" => Preset::Jigsaw,
            "x" | "diagonal" | "diagonals" | "sudoku-x" | "x-sudoku" => Preset::X,
            "windoku" | "hyper" | "hypersudoku" | "windows" => Preset::Windoku,
            "disjoint" | "disjoint-groups" | "dg" => Preset::Disjoint,
            "centre-dot" | "center-dot" | "centre" | "center" => Preset::CentreDot,
            "asterisk" => Preset::Asterisk,
            "girandola" => Preset::Girandola,
            _ => return None,
        })
    }

    /// The family name of this preset's houses (`diagonal`, `window` …), `None` for the presets
    /// that only change the boxes.
    fn family(self) -> Option<Family> {
        match self {
            Preset::Latin | Preset::Jigsaw => None,
            Preset::X => Some(Family::Diagonal),
            Preset::Windoku => Some(Family::Window),
            Preset::Disjoint => Some(Family::Disjoint),
            Preset::CentreDot => Some(Family::CentreDot),
            Preset::Asterisk => Some(Family::Asterisk),
            Preset::Girandola => Some(Family::Girandola),
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The family a house belongs to, which names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Family {
    Row,
    Column,
    Box,
    Region,
    Diagonal,
    Window,
    Disjoint,
    CentreDot,
    Asterisk,
    Girandola,
    /// A house given as a list of cells.
    Extra,
}

impl Family {
    /// The long name (`row`, `window` …) and the short prefix (`r`, `w` …) of the family.
    pub(crate) fn names(self) -> (&'static str, &'static str) {
        match self {
            Family::Row => ("row", "r"),
            Family::Column => ("column", "c"),
            Family::Box => ("box", "b"),
            Family::Region => ("region", "j"),
            Family::Diagonal => ("diagonal", "d"),
            Family::Window => ("window", "w"),
            Family::Disjoint => ("disjoint group", "p"),
            Family::CentreDot => ("centre dot", "cd"),
            Family::Asterisk => ("asterisk", "as"),
            Family::Girandola => ("girandola", "gi"),
            Family::Extra => ("house", "h"),
        }
    }

    /// Whether the family has one house, named without a number.
    pub(crate) fn single(self) -> bool {
        matches!(
            self,
            Family::CentreDot | Family::Asterisk | Family::Girandola
        )
    }
}

/// Which houses a grid has: a set of [`Preset`]s, and the regions of a jigsaw grid.
///
/// The empty variant is the classic grid (rows, columns, boxes). Parse one from a list of preset
/// names, `x,windoku`; `classic` (or `standard`, `none`) is the empty list.
///
/// # Examples
///
/// ```
/// use sudograph::{BoxShape, layout::Variant};
///
/// let variant: Variant = "x,windoku".parse()?;
/// let layout = variant.layout(BoxShape::CLASSIC)?;
/// // 27 standard houses, 2 diagonals, 4 windows.
/// assert_eq!(layout.houses(), 33);
/// assert_eq!(layout.house_name(sudograph::House::new(27)), "diagonal 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Variant {
    /// Sorted, without repeats.
    presets: Vec<Preset>,
    regions: Option<Arc<Regions>>,
}

impl Variant {
    /// The classic grid: rows, columns and boxes.
    pub fn classic() -> Variant {
        Variant::default()
    }

    /// The variant with `presets` (in any order, repeats ignored).
    pub fn new(presets: impl IntoIterator<Item = Preset>) -> Variant {
        let mut presets: Vec<Preset> = presets.into_iter().collect();
        presets.sort();
        presets.dedup();
        Variant {
            presets,
            regions: None,
        }
    }

    /// This variant with its boxes replaced by `regions` (a jigsaw grid).
    pub fn with_regions(mut self, regions: Regions) -> Variant {
        if !self.presets.contains(&Preset::Jigsaw) {
            self.presets.push(Preset::Jigsaw);
            self.presets.sort();
        }
        self.regions = Some(Arc::new(regions));
        self
    }

    /// This variant with the presets of `other` added, and its regions when it has them.
    pub fn merged(mut self, other: &Variant) -> Variant {
        self.presets.extend_from_slice(&other.presets);
        self.presets.sort();
        self.presets.dedup();
        if other.regions.is_some() {
            self.regions = other.regions.clone();
        }
        self
    }

    /// The presets, in the order of [`Preset::ALL`].
    pub fn presets(&self) -> &[Preset] {
        &self.presets
    }

    /// Whether the variant has `preset`.
    pub fn has(&self, preset: Preset) -> bool {
        self.presets.contains(&preset)
    }

    /// The regions of a jigsaw grid.
    pub fn regions(&self) -> Option<&Regions> {
        self.regions.as_deref()
    }

    /// Whether this is the classic grid.
    pub fn is_classic(&self) -> bool {
        self.presets.is_empty()
    }

    /// The layout of this variant for grids of box shape `shape`.
    ///
    /// # Errors
    ///
    /// [`LayoutError::Variant`] when the presets do not fit the shape or each other (a jigsaw
    /// without regions or with regions of another side, `latin` with `jigsaw`, disjoint groups
    /// or centre dots without regular boxes, a centre dot in boxes of an even side, asterisk or
    /// girandola off the 9×9 grid), and the errors of [`Layout::with_extra_houses`].
    pub fn layout(&self, shape: BoxShape) -> Result<Layout, LayoutError> {
        let n = shape.side();
        let fail = |why: String| Err(LayoutError::Variant { why });
        let jigsaw = self.has(Preset::Jigsaw);
        if jigsaw && self.has(Preset::Latin) {
            return fail("latin has no boxes and jigsaw replaces them: choose one".into());
        }
        let regions = match (&self.regions, jigsaw) {
            (None, true) => {
                return fail(
                    "jigsaw needs a region map (--regions, a map after the puzzle, or a region \
                     grid)"
                        .into(),
                );
            }
            (Some(r), true) if r.side() != n => {
                return fail(format!(
                    "the region map is for a {0}x{0} grid, the puzzle is {n}x{n}",
                    r.side()
                ));
            }
            (r, _) => r.as_deref(),
        };
        let regular = !jigsaw && !self.has(Preset::Latin);
        let mut lists: Vec<(HouseKind, Family, Vec<Cell>)> = Vec::new();
        match regions {
            Some(regions) => lists.extend(
                regions
                    .cells()
                    .into_iter()
                    .map(|cells| (HouseKind::Box, Family::Region, cells)),
            ),
            None if regular => lists.extend(
                Regions::boxes(shape)
                    .cells()
                    .into_iter()
                    .map(|cells| (HouseKind::Box, Family::Box, cells)),
            ),
            None => {}
        }
        for &preset in &self.presets {
            let Some(family) = preset.family() else {
                continue;
            };
            let needs_boxes = matches!(preset, Preset::Disjoint | Preset::CentreDot);
            if needs_boxes && !regular {
                return fail(format!("{preset} is defined by regular boxes"));
            }
            for cells in preset_houses(preset, shape)? {
                lists.push((HouseKind::Extra, family, cells));
            }
        }
        Layout::build(shape, self.clone(), lists)
    }
}

/// The extra houses of `preset` on grids of shape `shape`.
fn preset_houses(preset: Preset, shape: BoxShape) -> Result<Vec<Vec<Cell>>, LayoutError> {
    let (n, br, bc) = (shape.side(), shape.rows(), shape.cols());
    let at = |r: usize, c: usize| Cell::new(r * n + c);
    let nine_only = |cells: [(usize, usize); 9]| {
        if n == 9 {
            Ok(vec![cells.iter().map(|&(r, c)| at(r - 1, c - 1)).collect()])
        } else {
            Err(LayoutError::Variant {
                why: format!("{preset} is defined on the 9x9 grid only, not {n}x{n}"),
            })
        }
    };
    match preset {
        Preset::Latin | Preset::Jigsaw => Ok(Vec::new()),
        Preset::X => Ok(vec![
            (0..n).map(|i| at(i, i)).collect(),
            (0..n).map(|i| at(i, n - 1 - i)).collect(),
        ]),
        Preset::Windoku => {
            // Box-sized windows one cell in from the edges and one cell apart.
            let starts = |size: usize| -> Vec<usize> {
                (0..)
                    .map(|k| 1 + k * (size + 1))
                    .take_while(|&s| s + size < n)
                    .collect()
            };
            let mut houses = Vec::new();
            for top in starts(br) {
                for left in starts(bc) {
                    let cells = (0..n).map(|i| at(top + i / bc, left + i % bc)).collect();
                    houses.push(cells);
                }
            }
            if houses.is_empty() {
                return Err(LayoutError::Variant {
                    why: format!("a {n}x{n} grid has no room for windows"),
                });
            }
            Ok(houses)
        }
        Preset::Disjoint => Ok((0..n)
            .map(|p| {
                let (dr, dc) = (p / bc, p % bc);
                (0..n)
                    .map(|b| at((b / br) * br + dr, (b % br) * bc + dc))
                    .collect()
            })
            .collect()),
        Preset::CentreDot => {
            if br % 2 == 0 || bc % 2 == 0 {
                return Err(LayoutError::Variant {
                    why: format!("boxes of {br}x{bc} cells have no centre cell"),
                });
            }
            Ok(vec![
                (0..n)
                    .map(|b| at((b / br) * br + br / 2, (b % br) * bc + bc / 2))
                    .collect(),
            ])
        }
        Preset::Asterisk => nine_only([
            (2, 5),
            (3, 3),
            (3, 7),
            (5, 2),
            (5, 5),
            (5, 8),
            (7, 3),
            (7, 7),
            (8, 5),
        ]),
        Preset::Girandola => nine_only([
            (1, 1),
            (1, 9),
            (2, 5),
            (5, 2),
            (5, 5),
            (5, 8),
            (8, 5),
            (9, 1),
            (9, 9),
        ]),
    }
}

/// Why a variant's text is not a list of presets.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "unknown variant {name:?}: expected a comma-separated list of classic, latin, jigsaw, x, \
     windoku (hyper), disjoint, centre-dot, asterisk, girandola"
)]
pub struct VariantError {
    /// The name not known.
    pub name: String,
}

impl FromStr for Variant {
    type Err = VariantError;

    fn from_str(s: &str) -> Result<Variant, VariantError> {
        let mut presets = Vec::new();
        for name in s.split([',', '+']) {
            let name = name.trim();
            if matches!(
                name.to_ascii_lowercase().as_str(),
                "" | "classic" | "standard" | "none" | "sudoku"
            ) {
                continue;
            }
            presets.push(Preset::from_name(name).ok_or_else(|| VariantError {
                name: name.to_string(),
            })?);
        }
        Ok(Variant::new(presets))
    }
}

impl fmt::Display for Variant {
    /// The presets as `x,windoku`, or `classic`; a jigsaw's regions are not written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.presets.is_empty() {
            return f.write_str("classic");
        }
        for (i, p) in self.presets.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            f.write_str(p.name())?;
        }
        Ok(())
    }
}
