//! A command-line Kissat for `benches/sat.py` (Debian has no `kissat` package): `kissat -q
//! FILE.cnf` prints the model as one `v` line and exits 10 (satisfiable) or 20 (unsatisfiable),
//! as the solver's own binary does. Kissat 4.0.4 through `rustsat-kissat`, which builds its C
//! sources with `-O3 -DNDEBUG` (bindgen needs libclang: `apt-get install libclang-dev`).

use rustsat::instances::SatInstance;
use rustsat::solvers::{Solve, SolverResult};
use rustsat::types::{TernaryVal, Var};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--version") {
        println!("4.0.4 (rustsat-kissat 0.7.5)");
        return Ok(());
    }
    let Some(path) = args.iter().rfind(|a| !a.starts_with('-')) else {
        anyhow::bail!("usage: kissat [-q] FILE.cnf");
    };
    let instance: SatInstance = SatInstance::from_dimacs_path(path)?;
    let variables = instance.n_vars();
    let (cnf, _) = instance.into_cnf();
    let mut solver = rustsat_kissat::Kissat::default();
    solver.add_cnf(cnf)?;
    match solver.solve()? {
        SolverResult::Sat => {
            let model = solver.full_solution()?;
            let mut line = String::from("v");
            for i in 0..variables {
                let x = i64::from(i) + 1;
                let true_here = model.var_value(Var::new(i)) == TernaryVal::True;
                line.push_str(&format!(" {}", if true_here { x } else { -x }));
            }
            println!("{line} 0");
            std::process::exit(10)
        }
        SolverResult::Unsat => std::process::exit(20),
        SolverResult::Interrupted => std::process::exit(0),
    }
}
