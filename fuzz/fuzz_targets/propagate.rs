//! Fuzz target `propagate`: the check of the same name in `tests/fuzz_checks`, on any bytes.

#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::propagate(data));
