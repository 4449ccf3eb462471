//! One module per command.

pub mod count;
pub mod dump;
pub mod explain;
pub mod generate;
pub mod hint;
pub mod propagate;
pub mod rate;
pub mod render;
pub mod solve;
