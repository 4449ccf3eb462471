//! Random propagation configurations: the library's public strategies.

#[allow(unused_imports, reason = "each test binary uses its own part")]
pub use sudograph::testing::{config, max_size, order, rules};
