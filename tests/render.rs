//! Pictures: the SVG of a state is well-formed XML with one glyph per candidate, a step's marks
//! match the step, and `sudograph render` writes the files it says.

mod common;

use common::cli::sudograph;
use common::puzzles;

use sudograph::render::{Scene, Shown, svg};
use sudograph::trace::{Link, StepRef, Trace, chains};
use sudograph::{BoxShape, Candidates, Cell, Explainer, Layout, Puzzle, Technique};

/// The elements of `doc` with `class` among their classes.
fn with_class<'a>(doc: &'a roxmltree::Document, class: &str) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split(' ').any(|w| w == class))
        })
        .collect()
}

fn parse(text: &str) -> roxmltree::Document<'_> {
    roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("not well-formed XML: {e}"))
}

fn trace_of(puzzle: &Puzzle) -> Trace {
    Explainer::new(puzzle).explain()
}

/// The first step `pick` accepts in the explanations of `file`, with its puzzle and trace.
fn find_step(file: &str, pick: impl Fn(StepRef<'_>) -> bool) -> (Puzzle, Trace, usize) {
    for puzzle in puzzles(file) {
        let trace = trace_of(&puzzle);
        let found = trace.steps().position(&pick);
        if let Some(i) = found {
            return (puzzle, trace, i);
        }
    }
    panic!("no such step in {file}");
}

#[test]
fn every_size_gives_well_formed_svg_with_one_glyph_per_candidate() {
    for file in [
        "data/generated_4x4.txt",
        "data/generated_6x6.txt",
        "data/gecode_9x9.txt",
        "data/generated_12x12.txt",
        "data/generated_16x16.txt",
        "data/generated_25x25.txt",
    ] {
        let puzzle = &puzzles(file)[0];
        let layout = Layout::new(puzzle.shape());
        let start = sudograph::trace::starting_candidates(&layout, puzzle);
        let scene = Scene::starting(&layout, &start, Some(puzzle));
        let text = svg::document(&scene);
        let doc = parse(&text);
        let open: usize = (0..layout.cells())
            .filter(|&c| puzzle.cells()[c].is_none())
            .map(|c| start.get(Cell::new(c)).len())
            .sum();
        let glyphs = with_class(&doc, "c");
        assert_eq!(glyphs.len(), open, "{file}: one glyph per candidate");
        assert_eq!(with_class(&doc, "given").len(), puzzle.givens(), "{file}");
        // Each glyph shows its number's symbol and lies inside the picture.
        let size: f64 = doc
            .root_element()
            .attribute("width")
            .unwrap()
            .parse()
            .unwrap();
        for g in glyphs {
            let id = g.attribute("id").unwrap();
            let number: usize = id.split('-').nth(1).unwrap().parse().unwrap();
            assert_eq!(
                g.text(),
                Some(sudograph::io::symbol(number).to_string().as_str())
            );
            let x: f64 = g.attribute("x").unwrap().parse().unwrap();
            assert!(x > 0.0 && x < size);
        }
    }
}

#[test]
fn an_x_wing_is_drawn_with_one_strike_per_elimination() {
    let (puzzle, trace, i) = find_step("data/gecode_9x9.txt", |s| s.technique == Technique::XWing);
    let step = trace.step(i).unwrap();
    let scene = Scene::at_step(&trace, Some(&puzzle), i).unwrap();
    let text = svg::document(&scene);
    let doc = parse(&text);
    let strikes = with_class(&doc, "strike");
    assert_eq!(strikes.len(), step.eliminations.len());
    assert!(!strikes.is_empty());
    assert_eq!(with_class(&doc, "pattern").len(), step.cells.len());
    assert_eq!(
        with_class(&doc, "house").len(),
        4 * 9,
        "two base and two cover lines"
    );
    // Every struck candidate is still drawn at that state, under its strike.
    for &(cell, d) in step.eliminations {
        let id = format!("c{}-{}", cell.index(), d.value());
        assert!(
            doc.descendants().any(|n| n.attribute("id") == Some(&id)),
            "{id} is drawn"
        );
    }
    assert!(
        with_class(&doc, "place").is_empty(),
        "an X-Wing places nothing"
    );
}

#[test]
fn a_single_is_drawn_with_its_placement_and_removals() {
    let (puzzle, trace, i) = find_step("data/gecode_9x9.txt", |s| s.technique.is_single());
    let step = trace.step(i).unwrap();
    let text = svg::document(&Scene::at_step(&trace, Some(&puzzle), i).unwrap());
    let doc = parse(&text);
    assert_eq!(with_class(&doc, "place").len(), 1);
    assert_eq!(with_class(&doc, "strike").len(), step.eliminations.len());
}

#[test]
fn a_chain_is_drawn_as_arrows_strong_solid_and_weak_dashed() {
    let (puzzle, trace, i) = find_step("data/top1465.txt", |s| {
        s.technique.is_chain() && s.chain.len() >= 4
    });
    let step = trace.step(i).unwrap();
    let doc_text = svg::document(&Scene::at_step(&trace, Some(&puzzle), i).unwrap());
    let doc = parse(&doc_text);
    let links: Vec<_> = chains(step.chain).flat_map(|c| c[1..].iter()).collect();
    let weak = links.iter().filter(|n| n.link == Link::Weak).count();
    let strong = links.iter().filter(|n| n.link == Link::Strong).count();
    assert_eq!(with_class(&doc, "weak").len(), weak);
    assert_eq!(with_class(&doc, "strong").len(), strong);
    assert!(weak > 0 && strong > 0);
    let nodes: usize = step.chain.iter().map(|n| n.cells().len()).sum();
    assert_eq!(
        with_class(&doc, "on").len() + with_class(&doc, "off").len(),
        nodes
    );
}

#[test]
fn the_last_frame_of_a_solved_explanation_is_the_solution() {
    let puzzle = &puzzles("data/gecode_9x9.txt")[0];
    let trace = trace_of(puzzle);
    let scene = Scene::at_step(&trace, Some(puzzle), trace.len()).unwrap();
    assert!(scene.step().is_none());
    assert!(Scene::at_step(&trace, Some(puzzle), trace.len() + 1).is_none());
    for (c, shown) in scene.cells().iter().enumerate() {
        let Shown::Value(d, _) = *shown else {
            panic!("cell {c} has no value at the end");
        };
        assert_eq!(
            trace.end().get(Cell::new(c)).iter().collect::<Vec<_>>(),
            [d]
        );
    }
    let text = svg::document(&scene);
    let doc = parse(&text);
    assert_eq!(with_class(&doc, "v").len(), 81);
    assert!(with_class(&doc, "c").is_empty());
}

#[test]
fn extra_houses_are_shaded_and_box_borders_follow_the_layout() {
    let shape = BoxShape::CLASSIC;
    let diagonal: Vec<Cell> = (0..9).map(|i| Cell::new(i * 9 + i)).collect();
    let anti: Vec<Cell> = (0..9).map(|i| Cell::new(i * 9 + 8 - i)).collect();
    let layout = Layout::with_extra_houses(shape, &[diagonal, anti]).unwrap();
    let scene = Scene::new(&layout, &Candidates::full(shape));
    let text = svg::document(&scene);
    let doc = parse(&text);
    assert_eq!(with_class(&doc, "extra").len(), 18);
    // Thick segments: two lines between box columns and two between box rows, 9 cells each,
    // and the four sides.
    let thick = with_class(&doc, "thick")[0].attribute("d").unwrap();
    assert_eq!(thick.matches('M').count(), 4 * 9 + 4);
}

#[test]
fn render_writes_one_file_per_puzzle_deterministically() {
    let dir = std::env::temp_dir().join(format!("sudograph-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("grid.svg");
    let out_s = out.to_str().unwrap();
    let run = sudograph(&["render", "data/generated_6x6.txt", "--svg", out_s], None);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let count = puzzles("data/generated_6x6.txt").len();
    for i in 1..=count {
        let file = dir.join(format!("grid-{i}.svg"));
        parse(&std::fs::read_to_string(&file).expect("numbered file written"));
    }
    assert!(!out.exists(), "several puzzles give numbered files only");

    // One puzzle: the file itself; the same bytes twice; --step draws that step.
    let line = std::fs::read_to_string("data/gecode_9x9.txt").unwrap();
    let first = line.lines().next().unwrap();
    let args = ["render", "-", "--svg", out_s, "--step", "3"];
    assert!(sudograph(&args, Some(first)).status.success());
    let once = std::fs::read(&out).unwrap();
    assert!(sudograph(&args, Some(first)).status.success());
    assert_eq!(std::fs::read(&out).unwrap(), once, "deterministic");
    let text = String::from_utf8(once).unwrap();
    let trace = trace_of(&first.parse().unwrap());
    let step = trace.step(2).unwrap();
    assert_eq!(
        with_class(&parse(&text), "strike").len(),
        step.eliminations.len()
    );

    // A step past the end: reported, exit 1; `end` is the solved grid.
    let run = sudograph(
        &["render", "-", "--svg", out_s, "--step", "999"],
        Some(first),
    );
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("not 999"));
    let run = sudograph(
        &["render", "-", "--svg", out_s, "--step", "end"],
        Some(first),
    );
    assert!(run.status.success());
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(with_class(&parse(&text), "v").len(), 81);

    // Bad options and paths: an error, no panic.
    for bad in [
        vec!["render", "-", "--svg", out_s, "--step", "0"],
        vec!["render", "-", "--svg", out_s, "--step", "x"],
        vec!["render", "-", "--svg", "/nonexistent-dir/x.svg"],
        vec!["render", "no-such-file.txt", "--svg", out_s],
    ] {
        let run = sudograph(&bad, Some(first));
        assert!(!run.status.success(), "{bad:?}");
        assert!(!String::from_utf8_lossy(&run.stderr).contains("panicked"));
    }
    let run = sudograph(&["render", "-", "--svg", out_s], Some("12x"));
    assert_eq!(run.status.code(), Some(2), "unreadable input");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn explain_html_writes_a_self_contained_page_per_puzzle() {
    let dir = std::env::temp_dir().join(format!("sudograph-html-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("walk.html");
    let out_s = out.to_str().unwrap();
    let input = "data/generated_4x4.txt";
    let run = sudograph(&["explain", input, "--html", out_s], None);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(run.stdout.is_empty());
    for (i, puzzle) in puzzles(input).iter().enumerate() {
        let file = dir.join(format!("walk-{}.html", i + 1));
        let page = std::fs::read_to_string(&file).expect("numbered page written");
        let trace = trace_of(puzzle);
        // Nothing to fetch: no external source, link or URL but the SVG namespace.
        for needle in ["src=", "https:", "@import", "url(http"] {
            assert!(!page.contains(needle), "{needle} in {}", file.display());
        }
        assert_eq!(
            page.matches("http://").count(),
            page.matches("http://www.w3.org/2000/svg").count()
        );
        assert_eq!(page.matches("<li data-frame=").count(), trace.len() + 1);
        assert!(page.contains(&format!(
            "Rating <b id=\"rating\">{}</b>",
            trace.rated().rating
        )));
        assert!(page.contains(&puzzle.to_string()), "the puzzle string");
        // The grid is well-formed SVG: the starting candidates, two layers per step.
        let start = page.find("<svg").unwrap();
        let end = page[start..].find("</svg>").unwrap() + start + "</svg>".len();
        let doc = parse(&page[start..end]);
        let open: usize = (0..16)
            .filter(|&c| puzzle.cells()[c].is_none())
            .map(|c| trace.start().get(Cell::new(c)).len())
            .sum();
        assert_eq!(with_class(&doc, "c").len(), open);
        assert_eq!(with_class(&doc, "frame").len(), 2 * trace.len());
        assert_eq!(with_class(&doc, "v").len(), 16, "a value slot per cell");
        let strikes: usize = trace.steps().map(|s| s.eliminations.len()).sum();
        assert_eq!(with_class(&doc, "strike").len(), strikes);
    }
    let first = std::fs::read(dir.join("walk-1.html")).unwrap();
    assert!(
        sudograph(&["explain", input, "--html", out_s], None)
            .status
            .success()
    );
    assert_eq!(
        std::fs::read(dir.join("walk-1.html")).unwrap(),
        first,
        "deterministic"
    );
    let run = sudograph(
        &["explain", input, "--html", out_s, "--format", "json"],
        None,
    );
    assert_eq!(run.status.code(), Some(2), "--html writes pages, not JSON");
    let line = puzzles(input)[0].to_string();
    let run = sudograph(
        &["explain", "-", "--html", "/nonexistent-dir/x.html"],
        Some(&line),
    );
    assert_eq!(run.status.code(), Some(2), "an unwritable page is an error");
    assert!(String::from_utf8_lossy(&run.stderr).contains("/nonexistent-dir/x.html"));
    std::fs::remove_dir_all(&dir).ok();
}

/// Every number in every cell of a 9×9 grid but the cells given: `(cell, digits)`.
fn pencilmarks(cells: &[(usize, &str)]) -> Candidates {
    let marks: Vec<String> = (0..81)
        .map(|i| {
            let set = cells.iter().find(|&&(c, _)| c == i);
            set.map_or("123456789", |&(_, d)| d).to_string()
        })
        .collect();
    marks.join(" ").parse().expect("a pencilmark state")
}

#[test]
fn an_als_step_shades_each_set_in_a_colour_of_its_own() {
    // An ALS-XY-Chain (tests/techniques.rs): A = r1c1,r2c1 {2,5,6}, B = r1c5,r1c6 {5,7,8},
    // C = r5c6 {3,8}, D = r4c2,r5c2 {2,3,5}.
    let state = pencilmarks(&[
        (0, "256"),
        (9, "26"),
        (4, "57"),
        (5, "578"),
        (41, "38"),
        (28, "25"),
        (37, "235"),
    ]);
    let config = sudograph::Config::default().with_rules(sudograph::Rules::ALS);
    let all = Explainer::from_candidates(&state)
        .with_config(config)
        .all_steps();
    let step = all
        .iter()
        .find(|s| s.technique == Technique::AlsXyChain)
        .expect("the chain");
    let layout = Layout::new(BoxShape::CLASSIC);
    let text = svg::document(&Scene::new(&layout, &state).with_step(step.view()));
    assert_eq!(
        text,
        svg::document(&Scene::new(&layout, &state).with_step(step.view()))
    );
    let doc = parse(&text);
    let groups = with_class(&doc, "set");
    assert_eq!(groups.len(), 4, "a group per set");
    // A cell's side, from the first shaded cell (cells start at the margin, 4).
    let size: f64 = with_class(&doc, "pattern")[0]
        .attribute("width")
        .and_then(|w| w.parse().ok())
        .expect("a width");
    let titles = [
        "A: r1c1,r2c1 {2,5,6}",
        "B: r1c5,r1c6 {5,7,8}",
        "C: r5c6 {3,8}",
        "D: r4c2,r5c2 {2,3,5}",
    ];
    for (k, (group, set)) in groups.iter().zip(&step.sets).enumerate() {
        let tone = format!("s{k}");
        assert!(
            group
                .attribute("class")
                .unwrap()
                .split(' ')
                .any(|w| w == tone)
        );
        let title = group.children().find(|n| n.has_tag_name("title"));
        assert_eq!(title.and_then(|t| t.text()), Some(titles[k]));
        // Its cells shaded in its colour, each once.
        let shaded: Vec<(f64, f64)> = (group.children())
            .filter(|n| n.has_tag_name("rect"))
            .map(|n| {
                let class = n.attribute("class").unwrap();
                assert_eq!(class, format!("pattern {tone}"));
                let at = |a| n.attribute(a).unwrap().parse::<f64>().unwrap();
                (at("x"), at("y"))
            })
            .collect();
        let corner = |cell: Cell| {
            let (r, c) = ((cell.index() / 9) as f64, (cell.index() % 9) as f64);
            (4.0 + c * size, 4.0 + r * size)
        };
        let expected: Vec<(f64, f64)> = set.cells().iter().map(|&c| corner(c)).collect();
        assert_eq!(shaded, expected, "set {k}'s cells");
        // Each of its numbers ringed in each of its cells holding it.
        let rings = (group.children())
            .filter(|n| n.attribute("class") == Some(&format!("member {tone}")))
            .count();
        let held: usize = set
            .cells()
            .iter()
            .map(|&c| (state.get(c) & set.numbers()).len())
            .sum();
        assert_eq!(rings, held, "set {k}'s numbers");
    }
    // The sets' cells are the pattern's, shaded once each; the style gives each tone a colour.
    assert_eq!(with_class(&doc, "pattern").len(), step.cells.len());
    let style = doc.descendants().find(|n| n.has_tag_name("style")).unwrap();
    for k in 0..4 {
        assert!(style.text().unwrap().contains(&format!(".s{k}{{fill:#")));
    }
    // A step without sets draws no set.
    let (puzzle, trace, i) = find_step("data/gecode_9x9.txt", |s| s.technique == Technique::XWing);
    let plain = svg::document(&Scene::at_step(&trace, Some(&puzzle), i).unwrap());
    assert!(with_class(&parse(&plain), "set").is_empty());
}
