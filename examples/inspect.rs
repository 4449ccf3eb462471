//! Look inside the candidate graph: propagate a puzzle, print one house's two maps (cell →
//! numbers and number → cells), then the whole graph in Graphviz DOT.
//!
//! ```sh
//! cargo run --release --example inspect > graph.dot && dot -Tsvg graph.dot > graph.svg
//! ```

use petgraph::dot::{Config as DotConfig, Dot};
use sudograph::graph::to_petgraph;
use sudograph::{Config, Engine, House, Puzzle, Rules};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let puzzle: Puzzle =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()?;
    let mut engine = Engine::new(&puzzle);
    // Singles and intersections only, so that candidates are left to look at.
    engine.propagate(&Config::default().with_rules(Rules::SUBSETS.with(Rules::INTERSECTIONS)))?;
    let side = puzzle.shape().side();
    let row = engine.house(House::new(0));
    eprintln!(
        "{}: cell -> numbers",
        engine.layout().house_name(row.house())
    );
    for (cell, numbers) in row.cell_to_numbers() {
        let list: Vec<String> = numbers.iter().map(|d| d.to_string()).collect();
        eprintln!("  {} -> {{{}}}", cell.display(side), list.join(","));
    }
    eprintln!("number -> cells");
    for (number, places) in row.number_to_cells() {
        let cells: Vec<String> = row
            .cells_of(number)
            .map(|c| c.display(side).to_string())
            .collect();
        eprintln!(
            "  {number} -> {} place(s): {}",
            places.len(),
            cells.join(" ")
        );
    }
    let view = to_petgraph(engine.layout(), engine.graph(), false);
    println!("{}", Dot::with_config(&view, &[DotConfig::EdgeNoLabel]));
    Ok(())
}
