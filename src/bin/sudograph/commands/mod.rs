//! One module per command.

pub mod count;
pub mod generate;
pub mod propagate;
pub mod solve;
