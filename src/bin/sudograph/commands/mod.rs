//! One module per command.

pub mod count;
pub mod dump;
pub mod generate;
pub mod propagate;
pub mod solve;
