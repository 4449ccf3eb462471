//! One module per command.

pub mod propagate;
