//! `sudograph generate`: puzzles with a unique solution, reproducible from a seed.

use std::io::{self, BufWriter, Write};

use clap::Args;
use sudograph::BoxShape;
use sudograph::layout::{Preset, Regions, Variant};
use sudograph::search::{Limits, Rng, generate_variant, generate_within};

use crate::Timeout;

/// Generate puzzles with a unique solution, one per line.
///
/// Each starts from a random solved grid; givens are removed in random order while the solution
/// stays unique, down to --givens. The same --seed gives the same puzzles. --timeout bounds the
/// time spent on each puzzle: when it passes, removing stops and the puzzle is printed with the
/// givens not yet tried (still a unique solution; the output then depends on the machine's
/// speed).
///
/// With --variant or --regions the puzzles are of that variant: a header line `# variant: …`
/// (and `# regions: …` for fixed regions) comes first, and a jigsaw puzzle's random regions
/// follow it on its line, so the output reads back with no flags.
///
/// Exit status: 0; 2 for a box shape whose puzzles do not read back by shape inference (a box
/// one cell wide, or 3x2 and 4x3, which read back as 2x3 and 3x4), or a variant that does not
/// fit the shape or has no solved grid within the limits.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Box shape RxC (3x3 is the classic 9x9 grid): at least 2 rows and 2 columns.
    #[arg(long = "box", value_name = "RxC", default_value = "3x3", value_parser = printable_shape)]
    shape: BoxShape,
    /// How many puzzles.
    #[arg(long, value_name = "N", default_value_t = 1)]
    count: usize,
    /// Seed of the random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Stop removing givens at this many (default: remove while the solution stays unique).
    #[arg(long, value_name = "G", default_value_t = 0)]
    givens: usize,
    /// Search nodes allowed for each uniqueness check; a check that needs more keeps its given.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    max_nodes: u64,
    /// Stop removing givens from a puzzle after this many seconds (decimals allowed).
    #[arg(long, value_name = "SECS")]
    timeout: Option<Timeout>,
    /// Variant: a comma-separated list of latin, jigsaw, x, windoku, disjoint, centre-dot,
    /// asterisk, girandola. Output starts with a `# variant:` header line so it reads back with
    /// no flags; jigsaw puzzles get random regions, written after each puzzle on its line.
    #[arg(long, value_name = "LIST")]
    variant: Option<Variant>,
    /// Jigsaw regions to generate on (n·n letters or digits, row by row); implies jigsaw.
    #[arg(long, value_name = "MAP", value_parser = crate::input::parse_regions)]
    regions: Option<Regions>,
}

/// A box shape whose puzzles read back from their text as the same shape.
fn printable_shape(text: &str) -> Result<BoxShape, String> {
    let shape: BoxShape = text.parse().map_err(|e| format!("{e}"))?;
    if shape.rows() < 2 || shape.cols() < 2 {
        return Err(format!(
            "boxes need at least 2 rows and 2 columns, found {shape}: a grid with boxes one \
             cell wide does not read back from its text"
        ));
    }
    if let Some(read) = BoxShape::for_side(shape.side())
        && read != shape
    {
        return Err(format!(
            "puzzles of {shape} boxes would read back from their text as {read} boxes, the \
             shape inferred for side {}: use --box {read}",
            shape.side()
        ));
    }
    Ok(shape)
}

pub fn run(args: &GenerateArgs) -> io::Result<u8> {
    let mut rng = Rng::new(args.seed);
    let mut out = BufWriter::new(io::stdout().lock());
    let mut variant = args.variant.clone().unwrap_or_default();
    if let Some(regions) = &args.regions {
        if regions.side() != args.shape.side() {
            note!(
                "sudograph: the region map is for a {0}x{0} grid, --box {1} is {2}x{2}",
                regions.side(),
                args.shape,
                args.shape.side()
            );
            return Ok(crate::EXIT_INPUT_ERROR);
        }
        variant = variant.with_regions(regions.clone());
    }
    if !variant.is_classic() {
        if let Err(e) = variant.layout(args.shape).map(drop).or_else(|e| match e {
            // Random regions come later.
            _ if variant.regions().is_none() && variant.has(Preset::Jigsaw) => Ok(()),
            e => Err(e),
        }) {
            note!("sudograph: {e}");
            return Ok(crate::EXIT_INPUT_ERROR);
        }
        writeln!(out, "# variant: {variant}")?;
        if let Some(regions) = variant.regions() {
            writeln!(out, "# regions: {regions}")?;
        }
    }
    for _ in 0..args.count {
        let mut limits = Limits::default().with_max_nodes(args.max_nodes);
        if let Some(Timeout(Some(timeout))) = args.timeout {
            limits = limits.with_timeout(timeout);
        }
        if variant.is_classic() {
            let puzzle = generate_within(args.shape, args.givens, &limits, &mut rng);
            writeln!(out, "{puzzle}")?;
            continue;
        }
        match generate_variant(args.shape, &variant, args.givens, &limits, &mut rng) {
            Ok((puzzle, made)) if variant.regions().is_none() => match made.regions() {
                Some(regions) => writeln!(out, "{puzzle} {regions}")?,
                None => writeln!(out, "{puzzle}")?,
            },
            Ok((puzzle, _)) => writeln!(out, "{puzzle}")?,
            Err(e) => {
                out.flush()?;
                note!("sudograph: {e}");
                return Ok(crate::EXIT_INPUT_ERROR);
            }
        }
    }
    out.flush()?;
    Ok(0)
}
