//! Four 32-bit lanes in one 128-bit word: the register type of the 9×9 digit planes
//! (`bands.rs`), one SSE register on x86-64 and a plain `[u32; 4]` elsewhere.
//!
//! A 9×9 plane keeps each band of three rows in a 32-bit slot, so the shifts that move within a
//! band (to the next cell, minirow or row) are lane shifts, and the ones that move between bands
//! move whole lanes. A `u128` does both with two or three instructions a word pair; one SSE
//! register does each in one, and keeps a plane in one register instead of two.
//!
//! This is the crate's only module with `unsafe` code: every intrinsic used here is SSE2, part
//! of every x86-64 processor (`ptest` and `pextrq`, SSE4.1, only where the build enables SSE4.1),
//! and none touches memory, so each call is sound on any target this code is compiled for. The
//! portable form computes the same lane operations and is checked against it in the tests.

/// The x86-64 form: one SSE register.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod sse {
    use std::arch::x86_64::*;

    /// Four 32-bit lanes; lane `i` holds bits `32·i..32·i + 32` of the `u128` it converts to.
    #[derive(Clone, Copy, Debug)]
    pub(crate) struct Lanes(__m128i);

    // SAFETY (every `unsafe` block below): the intrinsics are SSE2, which every x86-64
    // processor has, or SSE4.1 behind `cfg(target_feature = "sse4.1")`, which the build then
    // assumes everywhere; they only compute on registers.
    impl Lanes {
        /// The lanes of `x`.
        #[inline(always)]
        pub(crate) fn new(x: u128) -> Lanes {
            unsafe { Lanes(_mm_set_epi64x((x >> 64) as i64, x as i64)) }
        }

        /// The `u128` of the lanes.
        #[inline(always)]
        pub(crate) fn get(self) -> u128 {
            let lo = unsafe { _mm_cvtsi128_si64(self.0) } as u64;
            #[cfg(target_feature = "sse4.1")]
            let hi = unsafe { _mm_extract_epi64::<1>(self.0) } as u64;
            #[cfg(not(target_feature = "sse4.1"))]
            let hi = unsafe { _mm_cvtsi128_si64(_mm_unpackhi_epi64(self.0, self.0)) } as u64;
            u128::from(hi) << 64 | u128::from(lo)
        }

        /// `self & o`.
        #[inline(always)]
        pub(crate) fn and(self, o: Lanes) -> Lanes {
            unsafe { Lanes(_mm_and_si128(self.0, o.0)) }
        }

        /// `self | o`.
        #[inline(always)]
        pub(crate) fn or(self, o: Lanes) -> Lanes {
            unsafe { Lanes(_mm_or_si128(self.0, o.0)) }
        }

        /// `self & !o`.
        #[inline(always)]
        pub(crate) fn and_not(self, o: Lanes) -> Lanes {
            unsafe { Lanes(_mm_andnot_si128(o.0, self.0)) }
        }

        /// `self ^ o`.
        #[inline(always)]
        pub(crate) fn xor(self, o: Lanes) -> Lanes {
            unsafe { Lanes(_mm_xor_si128(self.0, o.0)) }
        }

        /// Each lane minus the same lane of `o` (wrapping).
        #[inline(always)]
        pub(crate) fn sub(self, o: Lanes) -> Lanes {
            unsafe { Lanes(_mm_sub_epi32(self.0, o.0)) }
        }

        /// Each lane plus the same lane of `o` (wrapping).
        #[inline(always)]
        pub(crate) fn add(self, o: Lanes) -> Lanes {
            unsafe { Lanes(_mm_add_epi32(self.0, o.0)) }
        }

        /// Each lane shifted right by `N` (bits leaving a lane are lost).
        #[inline(always)]
        pub(crate) fn shr<const N: i32>(self) -> Lanes {
            unsafe { Lanes(_mm_srli_epi32::<N>(self.0)) }
        }

        /// Each lane shifted left by `N` (bits leaving a lane are lost).
        #[inline(always)]
        pub(crate) fn shl<const N: i32>(self) -> Lanes {
            unsafe { Lanes(_mm_slli_epi32::<N>(self.0)) }
        }

        /// Lane `i` takes lane `i + 1`; the last lane is zero.
        #[inline(always)]
        pub(crate) fn down1(self) -> Lanes {
            unsafe { Lanes(_mm_srli_si128::<4>(self.0)) }
        }

        /// Lane `i` takes lane `i + 2`; the last two lanes are zero.
        #[inline(always)]
        pub(crate) fn down2(self) -> Lanes {
            unsafe { Lanes(_mm_srli_si128::<8>(self.0)) }
        }

        /// Every lane takes lane 0.
        #[inline(always)]
        pub(crate) fn spread(self) -> Lanes {
            unsafe { Lanes(_mm_shuffle_epi32::<0>(self.0)) }
        }

        /// Whether no bit is set.
        #[inline(always)]
        pub(crate) fn is_zero(self) -> bool {
            #[cfg(target_feature = "sse4.1")]
            let zero = unsafe { _mm_testz_si128(self.0, self.0) } != 0;
            #[cfg(not(target_feature = "sse4.1"))]
            let zero = unsafe { _mm_movemask_epi8(_mm_cmpeq_epi32(self.0, _mm_setzero_si128())) }
                == 0xFFFF;
            zero
        }
    }
}

/// The portable form: the same lane operations on an array.
#[cfg(any(test, not(target_arch = "x86_64")))]
mod portable {
    /// Four 32-bit lanes; lane `i` holds bits `32·i..32·i + 32` of the `u128` it converts to.
    #[derive(Clone, Copy, Debug)]
    pub(crate) struct Lanes([u32; 4]);

    impl Lanes {
        #[inline(always)]
        fn map(self, f: impl Fn(u32) -> u32) -> Lanes {
            Lanes(self.0.map(f))
        }

        #[inline(always)]
        fn zip(self, o: Lanes, f: impl Fn(u32, u32) -> u32) -> Lanes {
            Lanes([0, 1, 2, 3].map(|i| f(self.0[i], o.0[i])))
        }

        /// The lanes of `x`.
        #[inline(always)]
        pub(crate) fn new(x: u128) -> Lanes {
            Lanes([0, 1, 2, 3].map(|i| (x >> (32 * i)) as u32))
        }

        /// The `u128` of the lanes.
        #[inline(always)]
        pub(crate) fn get(self) -> u128 {
            (0..4).fold(0, |x, i| x | u128::from(self.0[i]) << (32 * i))
        }

        /// `self & o`.
        #[inline(always)]
        pub(crate) fn and(self, o: Lanes) -> Lanes {
            self.zip(o, |a, b| a & b)
        }

        /// `self | o`.
        #[inline(always)]
        pub(crate) fn or(self, o: Lanes) -> Lanes {
            self.zip(o, |a, b| a | b)
        }

        /// `self & !o`.
        #[inline(always)]
        pub(crate) fn and_not(self, o: Lanes) -> Lanes {
            self.zip(o, |a, b| a & !b)
        }

        /// `self ^ o`.
        #[inline(always)]
        pub(crate) fn xor(self, o: Lanes) -> Lanes {
            self.zip(o, |a, b| a ^ b)
        }

        /// Each lane minus the same lane of `o` (wrapping).
        #[inline(always)]
        pub(crate) fn sub(self, o: Lanes) -> Lanes {
            self.zip(o, u32::wrapping_sub)
        }

        /// Each lane plus the same lane of `o` (wrapping).
        #[inline(always)]
        pub(crate) fn add(self, o: Lanes) -> Lanes {
            self.zip(o, u32::wrapping_add)
        }

        /// Each lane shifted right by `N` (bits leaving a lane are lost).
        #[inline(always)]
        pub(crate) fn shr<const N: i32>(self) -> Lanes {
            self.map(|a| a >> N)
        }

        /// Each lane shifted left by `N` (bits leaving a lane are lost).
        #[inline(always)]
        pub(crate) fn shl<const N: i32>(self) -> Lanes {
            self.map(|a| a << N)
        }

        /// Lane `i` takes lane `i + 1`; the last lane is zero.
        #[inline(always)]
        pub(crate) fn down1(self) -> Lanes {
            Lanes([self.0[1], self.0[2], self.0[3], 0])
        }

        /// Lane `i` takes lane `i + 2`; the last two lanes are zero.
        #[inline(always)]
        pub(crate) fn down2(self) -> Lanes {
            Lanes([self.0[2], self.0[3], 0, 0])
        }

        /// Every lane takes lane 0.
        #[inline(always)]
        pub(crate) fn spread(self) -> Lanes {
            Lanes([self.0[0]; 4])
        }

        /// Whether no bit is set.
        #[inline(always)]
        pub(crate) fn is_zero(self) -> bool {
            self.0 == [0; 4]
        }
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) use sse::Lanes;

#[cfg(not(target_arch = "x86_64"))]
pub(crate) use portable::Lanes;

impl Lanes {
    /// Whether `self` and `o` hold the same bits.
    #[inline(always)]
    pub(crate) fn same(self, o: Lanes) -> bool {
        self.xor(o).is_zero()
    }

    /// The number of bits set.
    #[inline(always)]
    pub(crate) fn count_ones(self) -> u32 {
        self.get().count_ones()
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::{portable, sse};

    /// Both forms give the same bits for every operation, on words that fill every lane.
    #[test]
    fn the_sse_and_portable_forms_agree() {
        let mut x: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835;
        let mut words = vec![0, u128::MAX, 1, 1 << 31, 1 << 32, 1 << 127];
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            words.push(x);
        }
        for &a in &words {
            let (s, p) = (sse::Lanes::new(a), portable::Lanes::new(a));
            assert_eq!(s.get(), a);
            assert_eq!(p.get(), a);
            assert_eq!(s.shr::<9>().get(), p.shr::<9>().get());
            assert_eq!(s.shl::<18>().get(), p.shl::<18>().get());
            assert_eq!(s.down1().get(), p.down1().get());
            assert_eq!(s.down2().get(), p.down2().get());
            assert_eq!(s.spread().get(), p.spread().get());
            assert_eq!(s.is_zero(), p.is_zero());
            for &b in words.iter().take(20) {
                let (t, q) = (sse::Lanes::new(b), portable::Lanes::new(b));
                assert_eq!(s.and(t).get(), p.and(q).get());
                assert_eq!(s.or(t).get(), p.or(q).get());
                assert_eq!(s.and_not(t).get(), p.and_not(q).get());
                assert_eq!(s.xor(t).get(), p.xor(q).get());
                assert_eq!(s.sub(t).get(), p.sub(q).get());
                assert_eq!(s.add(t).get(), p.add(q).get());
            }
        }
    }
}
