//! The variant input forms: region maps after a puzzle, header lines, pasted grids, puzzles
//! in sections, and their errors' places.

use super::*;

fn read(text: &str, variant: Variant) -> Vec<Result<Record, ReadError>> {
    Reader::new(text.as_bytes(), None)
        .with_variant(variant)
        .collect()
}

fn parse_error(result: &Result<Record, ReadError>) -> (usize, usize, ParseErrorKind) {
    match result {
        Err(ReadError::Parse(e)) => (e.line(), e.column(), e.kind().clone()),
        other => panic!("expected a parse error, found {other:?}"),
    }
}

const JIGSAW_4: &str = "BBBABAAACCCDCDDD";

#[test]
fn a_map_after_the_puzzle_gives_its_record_regions() {
    let text = format!("1...........4... {JIGSAW_4}\n1...........4...\n");
    let records = read(&text, Variant::classic());
    let first = records[0].as_ref().unwrap();
    let regions = first.variant.regions().expect("regions");
    assert_eq!(regions.region_of(Cell::new(3)), 1);
    assert!(first.variant.has(Preset::Jigsaw));
    assert!(records[1].as_ref().unwrap().variant.is_classic());
}

#[test]
fn bad_maps_in_the_input_say_line_and_column() {
    // Wrong length: the error is where the map ends.
    let records = read("1........... 11223344\n", Variant::classic());
    assert_eq!(records.len(), 1);
    let text = "1...........4... 1122112233333444\n1...........4... 11221122334.3344\n\
                1...........4... 11AA\n";
    let records = read(text, Variant::classic());
    let (line, column, kind) = parse_error(&records[0]);
    assert_eq!((line, column), (1, 26), "{kind:?}");
    assert!(matches!(
        kind,
        ParseErrorKind::Regions(RegionError::RegionSize { .. })
    ));
    let (line, column, kind) = parse_error(&records[1]);
    assert_eq!((line, column), (2, 29));
    assert!(matches!(
        kind,
        ParseErrorKind::Regions(RegionError::BadSymbol { .. })
    ));
    let (line, _, kind) = parse_error(&records[2]);
    assert_eq!(line, 3);
    assert!(matches!(
        kind,
        ParseErrorKind::Regions(RegionError::WrongLength { .. })
    ));
}

#[test]
fn a_region_grid_after_a_grid_and_header_lines_set_the_layout() {
    let text = "\
# variant: x
1 . . .
. . . .
. . 4 .
. . . .

# variant: jigsaw
3 . . .
. . . .
. . . .
. . . 1
B B B A
B A A A
C C C D
C D D D
# regions: 1122112233443344
# variant: jigsaw,x
1...........4...
# variant: bogus
";
    let records = read(text, Variant::classic());
    assert_eq!(records.len(), 4, "{records:?}");
    let x = records[0].as_ref().unwrap();
    assert_eq!(x.variant.presets(), &[Preset::X]);
    let jigsaw = records[1].as_ref().unwrap();
    assert_eq!(jigsaw.line, 8);
    assert_eq!(
        jigsaw.variant.regions().unwrap().to_string(),
        "1112122233343444"
    );
    let both = records[2].as_ref().unwrap();
    assert_eq!(both.variant.presets(), &[Preset::Jigsaw, Preset::X]);
    assert_eq!(
        both.variant.regions().unwrap().to_string(),
        "1122112233443344"
    );
    let (line, column, kind) = parse_error(&records[3]);
    assert_eq!((line, column), (19, 12));
    assert!(matches!(kind, ParseErrorKind::UnknownVariant { .. }));
}

#[test]
fn pasted_grids_with_a_dimension_line_and_dashes_read() {
    let text = "4 4\n1 - - -\n- - - -\n- - 4 -\n- - - -\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n";
    let records = read(text, Variant::classic());
    assert_eq!(records.len(), 1, "{records:?}");
    let record = records[0].as_ref().unwrap();
    assert_eq!(record.grid.to_string(), "1.........4.....");
    assert_eq!(
        record.variant.regions().unwrap().to_string(),
        "1122112233443344"
    );
}

/// Every house of a layout as plain cell lists, for the brute-force counter.

#[test]
fn a_puzzle_in_sections_reads_its_problem_and_areas_and_passes_over_the_rest() {
    // data/jigsaw_sections.txt is the third puzzle of jigsaw_9x9.txt written as janko.at writes
    // puzzles: [metadata], [problem], [solution] and [areas] sections, blank lines between.
    let sections = std::fs::read_to_string("data/jigsaw_sections.txt").unwrap();
    let records = records_of(&sections);
    assert_eq!(records.len(), 1, "{records:?}");
    let line = std::fs::read_to_string("data/jigsaw_9x9.txt").unwrap();
    let third = records_of(&line).swap_remove(2);
    assert_eq!(records[0].grid, third.grid);
    assert_eq!(records[0].variant, third.variant);
    // An [areas] section that is no partition is that puzzle's error, on its lines: `X` makes
    // region 1 one cell short and names a tenth region.
    let bad = sections.replacen("\n[areas]\n1", "\n[areas]\nX", 1);
    let read = read(&bad, Variant::classic());
    assert_eq!(read.len(), 1);
    let (line, _, kind) = parse_error(&read[0]);
    assert!((30..=38).contains(&line), "{line}");
    assert!(matches!(kind, ParseErrorKind::Regions(_)), "{kind:?}");
}

/// Every record of `text` with its layout, as the CLI reads it.
pub(super) fn records_of(text: &str) -> Vec<Record> {
    read(text, Variant::classic())
        .into_iter()
        .map(|r| r.unwrap())
        .collect()
}
