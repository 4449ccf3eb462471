//! Reading the CLI's JSON output back: one object a line, and a step (with its chain, sets and
//! brute-force certificate) as the library's [`Step`].

use serde_json::Value;
use sudograph::trace::json::from_dimacs;
use sudograph::trace::{Link, Node, Proof, Rating, Refutation, Step, Technique};
use sudograph::{Cell, House, Number, NumberSet};

/// Each line of `text` as a JSON value.
pub fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

/// A JSON array of numbers.
pub fn list(v: &Value) -> Vec<usize> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|x| x.as_u64().expect("a number") as usize)
        .collect()
}

/// A JSON array of `[cell, number]` pairs.
pub fn pairs(v: &Value) -> Vec<(Cell, Number)> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|p| {
            let p = list(p);
            assert_eq!(p.len(), 2, "a pair");
            (Cell::new(p[0]), Number::from_value(p[1]))
        })
        .collect()
}

/// A step read back from its JSON object.
pub fn step_from_json(v: &Value) -> Step {
    let technique: Technique = v["technique"]
        .as_str()
        .expect("a technique")
        .parse()
        .expect("a known technique");
    let rating = (v["rating"].as_f64().expect("a rating") * 10.0).round() as u16;
    Step {
        technique,
        rating: Rating::from_tenths(rating),
        houses: list(&v["houses"]).into_iter().map(House::new).collect(),
        cells: list(&v["cells"]).into_iter().map(Cell::new).collect(),
        numbers: list(&v["numbers"])
            .into_iter()
            .map(Number::from_value)
            .collect::<NumberSet>(),
        eliminations: pairs(&v["eliminations"]),
        placements: pairs(&v["placements"]),
        chain: v["chain"]
            .as_array()
            .map(|nodes| nodes.iter().map(node_from_json).collect())
            .unwrap_or_default(),
        sets: v["sets"]
            .as_array()
            .map(|sets| {
                sets.iter()
                    .map(|set| {
                        let cells = list(&set["cells"]).into_iter().map(Cell::new);
                        let numbers = list(&set["numbers"]).into_iter().map(Number::from_value);
                        sudograph::trace::PatternSet::new(cells, numbers.collect())
                    })
                    .collect()
            })
            .unwrap_or_default(),
        proof: v
            .get("proof")
            .map(|p| std::sync::Arc::new(proof_from_json(p))),
    }
}

/// A brute-force step's certificate read back from its full JSON object (`--proofs`).
pub fn proof_from_json(v: &Value) -> Proof {
    let refutations = v["refutations"].as_array().expect("refutations in full");
    let refutations = refutations.iter().map(|r| {
        let cell = Cell::new(r["cell"].as_u64().expect("a cell") as usize);
        let number = Number::from_value(r["number"].as_u64().expect("a number") as usize);
        let mut refutation = Refutation::new(cell, number);
        for nogood in r["nogoods"].as_array().expect("nogoods") {
            let lits = nogood.as_array().expect("a nogood").iter();
            refutation.push(
                lits.map(|l| from_dimacs(l.as_i64().expect("a literal")).expect("a literal")),
            );
        }
        refutation
    });
    Proof {
        refutations: refutations.collect(),
    }
}

/// A chain's node read back from its JSON object.
pub fn node_from_json(v: &Value) -> Node {
    let link = match v["link"].as_str().expect("a link") {
        "start" => Link::Start,
        "strong" => Link::Strong,
        "weak" => Link::Weak,
        "nested" => Link::Nested,
        other => panic!("unknown link {other}"),
    };
    let number = Number::from_value(v["number"].as_u64().expect("a number") as usize);
    let cells = list(&v["cells"]).into_iter().map(Cell::new);
    Node::new(number, cells, link, v["on"].as_bool().expect("on"))
}
