//! Random propagation configurations: rule families, size bound and job order.

use proptest::prelude::*;

use crate::{Config, JobOrder, Rules};

/// Any subset of the rule families (naked, hidden, intersections, fish, finned, franken).
pub fn rules() -> impl Strategy<Value = Rules> {
    let on = any::<bool>;
    let franken = proptest::bool::weighted(0.2);
    (on(), on(), on(), on(), on(), franken).prop_map(
        |(naked, hidden, inter, fish, finned, franken)| {
            let mut rules = Rules::NONE;
            for (on, family) in [
                (naked, Rules::NAKED),
                (hidden, Rules::HIDDEN),
                (inter, Rules::INTERSECTIONS),
                (fish, Rules::FISH),
                (finned, Rules::FINNED),
                (franken, Rules::FRANKEN),
            ] {
                if on {
                    rules = rules.with(family);
                }
            }
            rules
        },
    )
}

/// No bound, or a bound from 1 to 6.
pub fn max_size() -> impl Strategy<Value = Option<usize>> {
    prop_oneof![Just(None), (1usize..=6).prop_map(Some)]
}

/// Simplest first, or shuffled from a random seed.
pub fn order() -> impl Strategy<Value = JobOrder> {
    prop_oneof![
        Just(JobOrder::Simplest),
        any::<u64>().prop_map(JobOrder::Shuffled)
    ]
}

/// A random configuration.
pub fn config() -> impl Strategy<Value = Config> {
    (rules(), max_size(), order()).prop_map(|(rules, max, order)| {
        Config::default()
            .with_rules(rules)
            .with_max_size(max)
            .with_order(order)
    })
}
