//! The alphabet of values: `1`-`9`, then `A` = 10 … `Z` = 35, then `a` = 36 … `z` = 61, then
//! `@` = 62, `$` = 63, `%` = 64, so that every grid up to the largest side has a text form.

/// The largest side whose values all have one-character symbols: every side a grid can have
/// ([`MAX_SIDE`](crate::layout::MAX_SIDE)).
pub const MAX_TEXT_SIDE: usize = 64;

/// The symbols after `z`, for values 62 to 64.
const LAST: [char; 3] = ['@', '$', '%'];

/// The symbol of `value` (1-based), or `?` for a value no grid has (0, or above 64).
#[inline]
pub fn symbol(value: usize) -> char {
    match value {
        1..=9 => (b'0' + value as u8) as char,
        10..=35 => (b'A' + (value - 10) as u8) as char,
        36..=61 => (b'a' + (value - 36) as u8) as char,
        62..=64 => LAST[value - 62],
        _ => '?',
    }
}

/// Whether `c` marks an empty cell.
#[inline]
pub fn is_empty_mark(c: char) -> bool {
    c == '.' || c == '0'
}

/// Whether `c` is one of the separators people print between symbols.
#[inline]
pub fn is_separator(c: char) -> bool {
    matches!(c, '|' | '-' | '+') || c.is_whitespace()
}

/// The value (1-based) of symbol `c` in a grid of side `side`, if `c` stands for one there.
///
/// Up to side 35 letters are read in either case; above, lowercase letters are 36 to 61.
#[inline]
pub fn value_of(c: char, side: usize) -> Option<usize> {
    let v = match c {
        '1'..='9' => c as usize - '0' as usize,
        'A'..='Z' => c as usize - 'A' as usize + 10,
        'a'..='z' if side <= 35 => c as usize - 'a' as usize + 10,
        'a'..='z' => c as usize - 'a' as usize + 36,
        '@' => 62,
        '$' => 63,
        '%' => 64,
        _ => return None,
    };
    (v <= side).then_some(v)
}

/// The alphabet of a side as people read it: `1-9`, `1-9, A-G`, `1-4`.
pub fn alphabet(side: usize) -> String {
    match side {
        0..=9 => format!("1-{side}"),
        10..=35 => format!("1-9, A-{}", symbol(side)),
        36..=61 => format!("1-9, A-Z, a-{}", symbol(side)),
        _ => {
            let last: Vec<String> = (62..=side.min(64)).map(|v| symbol(v).to_string()).collect();
            format!("1-9, A-Z, a-z, {}", last.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_round_trip_for_every_side() {
        for side in [4, 9, 16, 25, 35, 61, 62, 63, 64] {
            for v in 1..=side {
                assert_eq!(value_of(symbol(v), side), Some(v), "side {side}, value {v}");
            }
        }
    }

    #[test]
    fn values_outside_the_side_are_refused() {
        assert_eq!(value_of('5', 4), None);
        assert_eq!(value_of('G', 16), Some(16));
        assert_eq!(value_of('H', 16), None);
        assert_eq!(
            value_of('p', 25),
            Some(25),
            "lowercase reads as uppercase up to side 35"
        );
        assert_eq!(value_of('.', 9), None);
    }

    #[test]
    fn alphabets_read_naturally() {
        assert_eq!(alphabet(9), "1-9");
        assert_eq!(alphabet(16), "1-9, A-G");
        assert_eq!(alphabet(25), "1-9, A-P");
        assert_eq!(alphabet(4), "1-4");
        assert_eq!(alphabet(64), "1-9, A-Z, a-z, @, $, %");
        assert_eq!(symbol(0), '?');
        assert_eq!(value_of('%', 63), None);
    }
}
