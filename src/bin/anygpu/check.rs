//! `anygpu run --check DEVICE`: the writable bindings after the same run on two devices,
//! compared value by value in each binding's WGSL types.
//!
//! The rules, and why:
//! - Integers (and anything that is not a float) must be equal bit for bit: a GPU and a CPU
//!   given the same integer kernel have no excuse to differ.
//! - Floats may differ by at most `--ulps` units in the last place, counted in the value's own
//!   format (f16, f32 or f64) as the number of representable values between the two. WGSL lets
//!   devices differ: rounding of `a * b + c` (fused or not), the accuracy of `exp`, `sin`, `/`...;
//!   the default of 4 covers fused and unfused arithmetic and correctly rounded built-ins, not a
//!   sum computed in another order over many values (raise `--ulps` for those). A result that
//!   cancels to nearly zero can be many ULPs off; that is a real difference in such a kernel.
//! - NaN equals NaN, whatever the payload (devices produce different NaN bits); a NaN never
//!   equals a number. `-0.0` equals `+0.0` (they compare equal in WGSL too). An infinity equals
//!   only the same infinity: `f32::MAX` is not "1 ULP" from infinity.
//! - Padding between struct members is not compared: a device may leave or write it.

use std::fmt;

use anygpu::compiler::ScalarType;
use anygpu::texture::{SampleKind, TextureBinding, TextureClass};
use anygpu::{BindingKind, BindingSlot, DeviceId, TextureFormat};

use crate::args::BindingRef;
use crate::error::{CliError, CliResult};
use crate::textures::format_channel;
use crate::values::format_value;

/// How many mismatches are printed; the rest are counted.
pub const SHOWN: usize = 10;

/// Whether the kernel may write the binding: only those can differ between two runs.
pub fn is_writable(slot: &BindingSlot) -> bool {
    match &slot.kind {
        BindingKind::Storage { read_only } => !read_only,
        BindingKind::Texture(t) => t.writable(),
        _ => false,
    }
}

/// One value that differs.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// `2[5]` for an array of one scalar type, `1[byte 24]` inside a struct mixing types.
    pub at: String,
    /// The value on the first device, as `--print` shows it.
    pub a: String,
    /// The value on the second device.
    pub b: String,
    /// How many ULPs apart two floats are (`None` for integers, and where no count makes
    /// sense: NaN against a number, an infinity against anything else).
    pub ulps: Option<u64>,
}

impl fmt::Display for Mismatch {
    /// `2[5]: 1.5 vs 1.5000018 (15 ulp)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} vs {}", self.at, self.a, self.b)?;
        if let Some(u) = self.ulps {
            write!(f, " ({u} ulp)")?;
        }
        Ok(())
    }
}

/// What comparing buffers found.
#[derive(Debug, Default, PartialEq)]
pub struct Comparison {
    /// Values compared.
    pub values: usize,
    /// Values that differ.
    pub mismatches: usize,
    /// The first [`SHOWN`] of them.
    pub first: Vec<Mismatch>,
    /// Bindings with at least one mismatch.
    pub bindings_differing: Vec<BindingRef>,
}

/// Two floats of format `ty` (bits in the low bits of `a`, `b`): `None` when they are equal
/// under the rules above, else how many ULPs apart (`u64::MAX` where no count makes sense).
pub fn float_distance(ty: ScalarType, a: u64, b: u64) -> Option<u64> {
    let (width, value): (u32, fn(u64) -> f64) = match ty {
        ScalarType::F16 => (16, |x| half::f16::from_bits(x as u16).to_f64()),
        ScalarType::F32 => (32, |x| f64::from(f32::from_bits(x as u32))),
        ScalarType::F64 => (64, f64::from_bits),
        _ => unreachable!("float_distance on {ty:?}"),
    };
    let (x, y) = (value(a), value(b));
    if x.is_nan() || y.is_nan() {
        return if x.is_nan() && y.is_nan() { None } else { Some(u64::MAX) };
    }
    if x.is_infinite() || y.is_infinite() {
        return if x == y { None } else { Some(u64::MAX) };
    }
    // Sign-magnitude bits to a line where neighbouring floats are neighbouring integers and both
    // zeros are 0: the distance is then the number of floats between.
    let sign = 1u64 << (width - 1);
    let ordinal = |bits: u64| -> i128 {
        let magnitude = i128::from(bits & (sign - 1));
        if bits & sign != 0 {
            -magnitude
        } else {
            magnitude
        }
    };
    match ordinal(a).abs_diff(ordinal(b)) {
        0 => None,
        d => Some(u64::try_from(d).unwrap_or(u64::MAX)),
    }
}

/// The scalars of a binding's buffer: where each is, its type, and how a mismatch names it.
fn scalars(slot: &BindingSlot, len: usize) -> Vec<(usize, ScalarType, String)> {
    let b = BindingRef::of(slot);
    if let Some(ty) = slot.scalar {
        return (0..len / ty.width())
            .map(|i| (i * ty.width(), ty, format!("{b}[{i}]")))
            .collect();
    }
    let Some(layout) = slot.field_layout() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut add = |base: u64, fields: &[anygpu::compiler::ScalarField]| {
        for f in fields {
            let at = base + f.offset;
            if at + f.ty.width() as u64 <= len as u64 {
                out.push((at as usize, f.ty, format!("{b}[byte {at}]")));
            }
        }
    };
    add(0, &layout.header);
    if let Some(rows) = &layout.rows {
        let mut base = rows.offset;
        while rows.stride > 0 && base + rows.stride <= len as u64 {
            add(base, &rows.fields);
            base += rows.stride;
        }
    }
    out
}

/// Compares one binding's bytes from two devices into `into`.
pub fn compare_binding(slot: &BindingSlot, a: &[u8], b: &[u8], max_ulps: u64, into: &mut Comparison) {
    let before = into.mismatches;
    let len = a.len().min(b.len());
    if let BindingKind::Texture(TextureBinding {
        class: TextureClass::Storage { format, .. },
        ..
    }) = slot.kind
    {
        compare_texels(slot, format, &a[..len], &b[..len], max_ulps, into);
    } else if slot.scalar.is_none() && slot.field_layout().is_none() {
        // No scalar layout to go by: byte for byte.
        for i in 0..len {
            into.values += 1;
            if a[i] != b[i] {
                let at = format!("{}[byte {i}]", BindingRef::of(slot));
                push(into, at, a[i].to_string(), b[i].to_string(), None);
            }
        }
    }
    for (offset, ty, at) in scalars(slot, len) {
        into.values += 1;
        let (x, y) = (&a[offset..offset + ty.width()], &b[offset..offset + ty.width()]);
        let float = matches!(ty, ScalarType::F16 | ScalarType::F32 | ScalarType::F64);
        if !float {
            if x != y {
                push(into, at, format_value(ty, x), format_value(ty, y), None);
            }
            continue;
        }
        let bits = |s: &[u8]| {
            let mut w = [0u8; 8];
            w[..s.len()].copy_from_slice(s);
            u64::from_le_bytes(w)
        };
        if let Some(d) = float_distance(ty, bits(x), bits(y)).filter(|&d| d > max_ulps) {
            let ulps = (d != u64::MAX).then_some(d);
            push(into, at, format_value(ty, x), format_value(ty, y), ulps);
        }
    }
    if a.len() != b.len() {
        // Cannot happen (both buffers are made from the same --arg); said rather than hidden.
        push(
            into,
            format!("{}", BindingRef::of(slot)),
            format!("{} bytes", a.len()),
            format!("{} bytes", b.len()),
            None,
        );
    }
    if into.mismatches > before {
        into.bindings_differing.push(BindingRef::of(slot));
    }
}

/// A storage texture's texels channel by channel: half and single floats within `max_ulps`,
/// normalized and integer channels exactly (they are integers in memory).
fn compare_texels(slot: &BindingSlot, format: TextureFormat, a: &[u8], b: &[u8], max_ulps: u64, into: &mut Comparison) {
    let texel = format.texel_bytes() as usize;
    let float = match format {
        TextureFormat::Rgba16Float => Some(ScalarType::F16),
        f if f.sample_kind() == SampleKind::Float && !f.name().contains("norm") => Some(ScalarType::F32),
        _ => None,
    };
    let b_ref = BindingRef::of(slot);
    for (i, (x, y)) in a.chunks_exact(texel).zip(b.chunks_exact(texel)).enumerate() {
        let (cx, cy) = (format.decode_texel(x), format.decode_texel(y));
        for c in 0..format.channels() as usize {
            into.values += 1;
            let distance = match float {
                Some(ty) => {
                    let bits = |v: f64| match ty {
                        ScalarType::F16 => u64::from(half::f16::from_f64(v).to_bits()),
                        _ => u64::from((v as f32).to_bits()),
                    };
                    float_distance(ty, bits(cx[c]), bits(cy[c])).filter(|&d| d > max_ulps)
                }
                None => (cx[c] != cy[c]).then_some(u64::MAX),
            };
            if let Some(d) = distance {
                let at = format!("{b_ref}[texel {i}].{}", ["r", "g", "b", "a"][c]);
                let ulps = (float.is_some() && d != u64::MAX).then_some(d);
                push(
                    into,
                    at,
                    format_channel(format, cx[c]),
                    format_channel(format, cy[c]),
                    ulps,
                );
            }
        }
    }
}

fn push(into: &mut Comparison, at: String, a: String, b: String, ulps: Option<u64>) {
    into.mismatches += 1;
    if into.first.len() < SHOWN {
        into.first.push(Mismatch { at, a, b, ulps });
    }
}

/// Compares every writable binding's result on device `a` with device `b`'s: a summary line on
/// stderr when they agree; the first mismatches on stderr and a [`CliError::Disagreement`] when not.
pub fn report(a: DeviceId, b: DeviceId, results: &[(&BindingSlot, Vec<u8>, Vec<u8>)], max_ulps: u64) -> CliResult {
    let mut cmp = Comparison::default();
    for (slot, x, y) in results {
        compare_binding(slot, x, y, max_ulps, &mut cmp);
    }
    let rule = format!("integers exactly, floats within {max_ulps} ulp");
    if cmp.mismatches == 0 {
        eprintln!(
            "check: {a} and {b} agree on {} value(s) in {} writable binding(s) ({rule})",
            cmp.values,
            results.len()
        );
        return Ok(());
    }
    eprintln!("check: {a} vs {b}, first mismatches:");
    for m in &cmp.first {
        eprintln!("  {m}");
    }
    if cmp.mismatches > cmp.first.len() {
        eprintln!("  ... and {} more", cmp.mismatches - cmp.first.len());
    }
    let bindings: Vec<String> = cmp.bindings_differing.iter().map(|b| b.to_string()).collect();
    Err(CliError::Disagreement(format!(
        "{a} and {b} disagree on {} of {} value(s), in binding(s) {} ({rule})",
        cmp.mismatches,
        cmp.values,
        bindings.join(", ")
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use anygpu::KernelSource;

    fn f32_bits(x: f32) -> u64 {
        u64::from(x.to_bits())
    }

    #[test]
    fn storage_textures_compare_channel_by_channel() {
        let sig = anygpu::compiler::signature(&KernelSource::wgsl(
            "@group(0) @binding(0) var a: texture_storage_2d<rgba8unorm, write>;
             @group(0) @binding(1) var b: texture_storage_2d<rgba16float, write>;
             @compute @workgroup_size(1) fn main() {
                 textureStore(a, vec2(0), vec4(0.0)); textureStore(b, vec2(0), vec4(0.0));
             }",
        ))
        .unwrap();
        let (unorm, half) = (&sig.bindings[0], &sig.bindings[1]);
        assert!(is_writable(unorm) && is_writable(half));
        let mut cmp = Comparison::default();
        compare_binding(
            unorm,
            &[0, 51, 255, 7, 1, 2, 3, 4],
            &[0, 52, 255, 7, 1, 2, 3, 4],
            4,
            &mut cmp,
        );
        assert_eq!((cmp.values, cmp.mismatches), (8, 1), "one code apart is a difference");
        assert_eq!(cmp.first[0].to_string(), "0[texel 0].g: 0.2 vs 0.20392157");
        let h = |v: [f32; 4]| -> Vec<u8> { v.iter().flat_map(|&x| half::f16::from_f32(x).to_le_bytes()).collect() };
        let one_up = half::f16::from_bits(half::f16::from_f32(1.0).to_bits() + 1).to_f32();
        let mut cmp = Comparison::default();
        compare_binding(
            half,
            &h([1.0, 2.0, 0.0, 1.0]),
            &h([one_up, 2.5, -0.0, 1.0]),
            1,
            &mut cmp,
        );
        assert_eq!(
            (cmp.values, cmp.mismatches),
            (4, 1),
            "1 ulp passes, 2.0 vs 2.5 does not, -0 = +0"
        );
        assert_eq!(cmp.first[0].to_string(), "1[texel 0].g: 2 vs 2.5 (256 ulp)");
    }

    #[test]
    fn ulp_distances() {
        let d = |a: f32, b: f32| float_distance(ScalarType::F32, f32_bits(a), f32_bits(b));
        assert_eq!(d(1.0, 1.0), None);
        assert_eq!(d(1.0, f32::from_bits(1.0f32.to_bits() + 1)), Some(1));
        assert_eq!(d(1.0, f32::from_bits(1.0f32.to_bits() - 3)), Some(3));
        assert_eq!(d(0.0, -0.0), None, "-0 equals +0");
        // Across zero: the two smallest subnormals are 2 apart (-min, 0, +min).
        assert_eq!(d(f32::from_bits(1), -f32::from_bits(1)), Some(2));
        assert_eq!(d(f32::NAN, -f32::NAN), None, "NaN equals NaN, any payload");
        assert_eq!(d(f32::NAN, f32::from_bits(0x7fc0_0001)), None);
        assert_eq!(d(f32::NAN, 1.0), Some(u64::MAX));
        assert_eq!(d(f32::INFINITY, f32::INFINITY), None);
        assert_eq!(
            d(f32::INFINITY, f32::MAX),
            Some(u64::MAX),
            "an infinity is not 1 ulp from MAX"
        );
        assert_eq!(d(f32::INFINITY, f32::NEG_INFINITY), Some(u64::MAX));
        assert_eq!(d(1.0, 2.0), Some(1 << 23));

        let h = |a: f32, b: f32| {
            float_distance(
                ScalarType::F16,
                u64::from(half::f16::from_f32(a).to_bits()),
                u64::from(half::f16::from_f32(b).to_bits()),
            )
        };
        assert_eq!(h(1.0, 1.0 + 1.0 / 1024.0), Some(1), "f16 ulps are f16's");
        let g = |a: f64, b: f64| float_distance(ScalarType::F64, a.to_bits(), b.to_bits());
        assert_eq!(g(1.0, 1.0 + f64::EPSILON), Some(1));
        assert_eq!(g(-1.0, 1.0), Some(2 * 1.0f64.to_bits()));
    }

    fn slots(src: &str) -> Vec<BindingSlot> {
        anygpu::compiler::signature(&KernelSource::wgsl(src)).unwrap().bindings
    }

    const KERNEL: &str = "
struct Mixed { n: u32, x: f32, big: u64 }
@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(1) var<storage, read_write> f: array<f32>;
@group(0) @binding(2) var<storage, read_write> i: array<i32>;
@group(0) @binding(3) var<storage, read_write> m: array<Mixed>;
@compute @workgroup_size(1) fn main() { f[0] = input[0]; i[0] = 1; m[0].n = 1u; }";

    fn bytes<T: Copy>(v: &[T], f: impl Fn(T) -> Vec<u8>) -> Vec<u8> {
        v.iter().flat_map(|&x| f(x)).collect()
    }

    #[test]
    fn only_writable_bindings_are_compared() {
        let s = slots(KERNEL);
        assert_eq!(s.iter().map(is_writable).collect::<Vec<_>>(), [false, true, true, true]);
    }

    #[test]
    fn floats_within_the_bound_agree_and_integers_must_be_equal() {
        let s = slots(KERNEL);
        let fb = |v: &[f32]| bytes(v, |x: f32| x.to_le_bytes().to_vec());
        let next = |x: f32, n: u32| f32::from_bits(x.to_bits() + n);
        let a = fb(&[1.0, 0.0, f32::NAN, 3.0]);
        let b = fb(&[next(1.0, 4), -0.0, f32::NAN, next(3.0, 5)]);
        let mut cmp = Comparison::default();
        compare_binding(&s[1], &a, &b, 4, &mut cmp);
        assert_eq!((cmp.values, cmp.mismatches), (4, 1), "{cmp:?}");
        assert_eq!(cmp.first[0].to_string(), format!("1[3]: 3 vs {} (5 ulp)", next(3.0, 5)));
        assert_eq!(cmp.bindings_differing, [BindingRef { group: 0, binding: 1 }]);

        let ib = |v: &[i32]| bytes(v, |x: i32| x.to_le_bytes().to_vec());
        let mut cmp = Comparison::default();
        compare_binding(&s[2], &ib(&[5, -1, 7]), &ib(&[5, -2, 7]), 1000, &mut cmp);
        assert_eq!(
            cmp.first,
            vec![Mismatch {
                at: "2[1]".into(),
                a: "-1".into(),
                b: "-2".into(),
                ulps: None
            }]
        );
        // NaN against a number: a mismatch with no ULP count.
        let mut cmp = Comparison::default();
        compare_binding(&s[1], &fb(&[f32::NAN]), &fb(&[1.0]), 4, &mut cmp);
        assert_eq!(cmp.first[0].to_string(), "1[0]: NaN vs 1");
    }

    #[test]
    fn mixed_structs_compare_field_by_field_and_skip_padding() {
        let s = slots(KERNEL);
        // Mixed is 16 bytes: n at 0, x at 4, big at 8.
        let elem = |n: u32, x: f32, big: u64| {
            let mut v = Vec::new();
            v.extend(n.to_le_bytes());
            v.extend(x.to_le_bytes());
            v.extend(big.to_le_bytes());
            v
        };
        let a = [elem(1, 1.0, 10), elem(2, 2.0, 20)].concat();
        let b = [elem(1, 1.0, 10), elem(2, 2.0, 21)].concat();
        let mut cmp = Comparison::default();
        compare_binding(&s[3], &a, &b, 4, &mut cmp);
        assert_eq!((cmp.values, cmp.mismatches), (6, 1));
        assert_eq!(cmp.first[0].to_string(), "3[byte 24]: 20 vs 21");
    }

    #[test]
    fn only_the_first_mismatches_are_kept_and_disagreement_has_its_exit_status() {
        let s = slots(KERNEL);
        let a: Vec<u8> = (0..50i32).flat_map(|x| x.to_le_bytes()).collect();
        let b: Vec<u8> = (0..50i32).flat_map(|x| (x + 1).to_le_bytes()).collect();
        let mut cmp = Comparison::default();
        compare_binding(&s[2], &a, &b, 0, &mut cmp);
        assert_eq!((cmp.mismatches, cmp.first.len()), (50, SHOWN));

        let (x, y) = ("cpu:0".parse().unwrap(), "wgpu:0".parse().unwrap());
        let err = report(x, y, &[(&s[2], a.clone(), b)], 4).unwrap_err();
        match &err {
            CliError::Disagreement(m) => assert_eq!(
                m,
                "cpu:0 and wgpu:0 disagree on 50 of 50 value(s), in binding(s) 2 (integers exactly, floats within 4 ulp)"
            ),
            other => panic!("{other:?}"),
        }
        assert_eq!(crate::error::status(&err), crate::error::EXIT_DISAGREEMENT);
        assert!(report(x, y, &[(&s[2], a.clone(), a)], 4).is_ok());
    }
}
