//! Every preset's houses against hand-written lists, and region maps with their errors.

use super::*;

#[test]
fn x_has_both_diagonals_on_9x9_and_4x4() {
    let l = layout("x", BoxShape::CLASSIC);
    assert_eq!(l.houses(), 29);
    assert_eq!(
        extra_houses(&l),
        vec![
            vec![0, 10, 20, 30, 40, 50, 60, 70, 80],
            vec![8, 16, 24, 32, 40, 48, 56, 64, 72]
        ]
    );
    assert_eq!(l.house_name(House::new(27)), "diagonal 1");
    assert_eq!(l.house_name(House::new(28)), "diagonal 2");
    let small = layout("x", shape(2, 2));
    assert_eq!(
        extra_houses(&small),
        vec![vec![0, 5, 10, 15], vec![3, 6, 9, 12]]
    );
}

#[test]
fn windoku_has_four_windows_on_9x9_and_nine_on_16x16() {
    let l = layout("windoku", BoxShape::CLASSIC);
    assert_eq!(
        extra_houses(&l),
        vec![
            vec![10, 11, 12, 19, 20, 21, 28, 29, 30],
            vec![14, 15, 16, 23, 24, 25, 32, 33, 34],
            vec![46, 47, 48, 55, 56, 57, 64, 65, 66],
            vec![50, 51, 52, 59, 60, 61, 68, 69, 70],
        ]
    );
    assert_eq!(l.house_name(House::new(29)), "window 3");
    let big = extra_houses(&layout("hyper", shape(4, 4)));
    assert_eq!(big.len(), 9);
    assert_eq!(
        big[0],
        vec![
            17, 18, 19, 20, 33, 34, 35, 36, 49, 50, 51, 52, 65, 66, 67, 68
        ]
    );
    assert_eq!(
        big[8],
        vec![
            187, 188, 189, 190, 203, 204, 205, 206, 219, 220, 221, 222, 235, 236, 237, 238
        ]
    );
}

#[test]
fn disjoint_groups_take_the_same_place_in_every_box() {
    let l = extra_houses(&layout("disjoint", BoxShape::CLASSIC));
    assert_eq!(l.len(), 9);
    assert_eq!(l[0], vec![0, 3, 6, 27, 30, 33, 54, 57, 60]);
    assert_eq!(l[4], vec![10, 13, 16, 37, 40, 43, 64, 67, 70]);
    assert_eq!(l[8], vec![20, 23, 26, 47, 50, 53, 74, 77, 80]);
    let small = extra_houses(&layout("disjoint", shape(2, 2)));
    assert_eq!(
        small,
        vec![
            vec![0, 2, 8, 10],
            vec![1, 3, 9, 11],
            vec![4, 6, 12, 14],
            vec![5, 7, 13, 15]
        ]
    );
}

#[test]
fn centre_dot_takes_each_box_centre_and_needs_odd_boxes() {
    let l = layout("centre-dot", BoxShape::CLASSIC);
    assert_eq!(
        extra_houses(&l),
        vec![vec![10, 13, 16, 37, 40, 43, 64, 67, 70]]
    );
    assert_eq!(l.house_name(House::new(27)), "centre dot");
    let big = extra_houses(&layout("center-dot", shape(5, 5)));
    assert_eq!(
        big,
        vec![vec![
            52, 57, 62, 67, 72, 177, 182, 187, 192, 197, 302, 307, 312, 317, 322, 427, 432, 437,
            442, 447, 552, 557, 562, 567, 572
        ]]
    );
    let even = "centre-dot".parse::<Variant>().unwrap().layout(shape(2, 2));
    assert!(matches!(even, Err(LayoutError::Variant { .. })), "{even:?}");
}

#[test]
fn asterisk_and_girandola_are_their_nine_cells_and_9x9_only() {
    let asterisk = extra_houses(&layout("asterisk", BoxShape::CLASSIC));
    assert_eq!(asterisk, vec![vec![13, 20, 24, 37, 40, 43, 56, 60, 67]]);
    let girandola = extra_houses(&layout("girandola", BoxShape::CLASSIC));
    assert_eq!(girandola, vec![vec![0, 8, 13, 37, 40, 43, 67, 72, 80]]);
    for name in ["asterisk", "girandola"] {
        let other = name.parse::<Variant>().unwrap().layout(shape(2, 3));
        assert!(
            matches!(other, Err(LayoutError::Variant { .. })),
            "{other:?}"
        );
    }
}

#[test]
fn latin_squares_have_rows_and_columns_only() {
    for s in [BoxShape::CLASSIC, shape(2, 2)] {
        let l = layout("latin", s);
        let n = s.side();
        assert_eq!(l.houses(), 2 * n);
        assert!(boxes(&l).is_empty());
        assert!(!l.is_standard());
    }
    let l = layout("latin,x", BoxShape::CLASSIC);
    assert_eq!(l.houses(), 20);
    assert_eq!(l.house_name(House::new(18)), "diagonal 1");
}

#[test]
fn jigsaw_regions_replace_the_boxes_in_order_of_first_appearance() {
    let map = "BBBA BAAA CCCD CDDD";
    let regions = Regions::parse(map.chars().filter(|c| !c.is_whitespace()), 4).unwrap();
    let variant = Variant::new([]).with_regions(regions);
    let l = variant.layout(shape(2, 2)).unwrap();
    assert_eq!(
        boxes(&l),
        vec![
            vec![0, 1, 2, 4],
            vec![3, 5, 6, 7],
            vec![8, 9, 10, 12],
            vec![11, 13, 14, 15]
        ]
    );
    assert_eq!(l.house_name(House::new(9)), "region 2");
    assert!(!l.is_standard() && !l.has_regular_boxes());
    // Combined with the diagonals.
    let both = variant
        .merged(&"x".parse().unwrap())
        .layout(shape(2, 2))
        .unwrap();
    assert_eq!(both.houses(), 14);
    assert_eq!(both.house_name(House::new(12)), "diagonal 1");
}

#[test]
fn the_classic_variant_is_the_standard_layout() {
    let l = layout("classic", BoxShape::CLASSIC);
    let standard = Layout::new(BoxShape::CLASSIC);
    assert!(l.is_standard());
    assert_eq!(boxes(&l), boxes(&standard));
    assert_eq!(l.houses(), 27);
}

#[test]
fn bad_region_maps_are_typed_errors() {
    let parse = |map: &str, side| Regions::parse(map.chars(), side);
    assert!(matches!(
        parse("11223344", 4),
        Err(RegionError::WrongLength { found: 8, side: 4 })
    ));
    // Region 3 has 5 cells, region 4 three.
    assert!(matches!(
        parse("1122112233333444", 4),
        Err(RegionError::RegionSize {
            symbol: '3',
            found: 5,
            ..
        })
    ));
    assert!(matches!(
        parse("11221122334.3344", 4),
        Err(RegionError::BadSymbol {
            symbol: '.',
            cell: 11
        })
    ));
    assert!(matches!(
        parse("1122112233443355", 4),
        Err(RegionError::TooManyRegions {
            symbol: '5',
            cell: 14,
            ..
        })
    ));
}
