//! The GPU targets' transcendental formulas, compiled for the host and run on the CPU device over
//! dense input sweeps (every exponent, both signs, ±0, denormals, ±inf, NaN, the largest finite
//! values) against WGSL's accuracy bounds, so a formula bug shows up without a GPU. The host's
//! own lowering (libm) runs through the same checks: both must mean the same.
//!
//! The reference is each function as WGSL defines it, evaluated in f64. Where WGSL states a bound
//! it is used as written (sin/cos 2^-11 absolute on [-π, π]; exp/exp2 3 + 2|x| ULP; log/log2 3
//! ULP, 2^-21 absolute on [0.5, 2]; atan/atan2 4096 ULP). Where a function's accuracy is
//! "inherited" from a formula, the bound is that formula's evaluated as an interval in f64 with
//! each step's own bound (tan, pow, sinh, cosh, tanh), or for the inverse functions a fixed
//! absolute-plus-relative bound no looser than the inherited one (written next to each).
//! On the host sin and cos are libm's and exp, exp2, log and log2 our own (`host_math.rs`): this
//! tests the formulas built on them, not the GPUs' hardware approximations.

use naga::MathFunction as M;

use crate::compiler::source::KernelSource;
use crate::context::GpuContext;
use crate::device::CpuDeviceConfig;
use crate::launch::LaunchConfig;

/// One f32 ULP at the magnitude of `v` (the gap above |v| rounded to f32).
fn ulp(v: f64) -> f64 {
    let a = (v.abs() as f32).min(f32::MAX);
    f32::from_bits(a.to_bits() + 1) as f64 - a as f64
}

/// What a result must be.
#[derive(Debug)]
enum Expect {
    Nan,
    /// Inside [lo, hi] (computed in f64: a bound past f32::MAX admits +inf, below -MAX -inf).
    Within(f64, f64),
    /// WGSL gives no bound here: any value (still no crash).
    Anything,
}

fn around(v: f64, err: f64) -> Expect {
    if v.is_nan() {
        Expect::Nan
    } else {
        Expect::Within(v - err, v + err)
    }
}

/// The smallest interval holding `f` of the corners of [a0, a1] × [b0, b1].
fn corners(a: (f64, f64), b: (f64, f64), f: impl Fn(f64, f64) -> f64) -> (f64, f64) {
    let v = [f(a.0, b.0), f(a.0, b.1), f(a.1, b.0), f(a.1, b.1)];
    (
        v.iter().copied().fold(f64::INFINITY, f64::min),
        v.iter().copied().fold(f64::NEG_INFINITY, f64::max),
    )
}

/// e^v within WGSL's exp bound (3 + 2|v| ULP).
fn exp_interval(v: f64) -> (f64, f64) {
    let e = v.exp();
    let err = (3.0 + 2.0 * v.abs()) * ulp(e);
    (e - err, e + err)
}

/// log2(v) within WGSL's log2 bound.
fn log2_err(v: f64) -> f64 {
    if (0.5..=2.0).contains(&v) {
        (2f64).powi(-21)
    } else {
        3.0 * ulp(v.log2())
    }
}

fn expect(fun: M, x: f64, y: f64) -> Expect {
    use std::f64::consts::PI;
    if x.is_nan() || (matches!(fun, M::Pow | M::Atan2) && y.is_nan()) {
        return Expect::Nan;
    }
    match fun {
        M::Sin | M::Cos => {
            let r = if fun == M::Sin { x.sin() } else { x.cos() };
            if x.abs() <= PI {
                around(r, (2f64).powi(-11))
            } else if x.is_finite() {
                Expect::Within(-1.0 - (2f64).powi(-11), 1.0 + (2f64).powi(-11))
            } else {
                Expect::Nan
            }
        }
        M::Tan => {
            // Inherited from sin(x) / cos(x).
            if !x.is_finite() {
                return Expect::Nan;
            }
            if x.abs() > PI {
                return Expect::Anything;
            }
            let e = (2f64).powi(-11);
            let (s, c) = (x.sin(), x.cos());
            if c.abs() <= 2.0 * e {
                return Expect::Anything;
            }
            let (lo, hi) = corners((s - e, s + e), (c - e, c + e), |p, q| p / q);
            Expect::Within(lo - 3.0 * ulp(lo), hi + 3.0 * ulp(hi))
        }
        M::Exp2 => {
            let r = x.exp2();
            around(r, (3.0 + 2.0 * x.abs()) * ulp(r))
        }
        M::Exp => {
            let (lo, hi) = exp_interval(x);
            Expect::Within(lo, hi)
        }
        M::Log2 | M::Log => {
            let scale = if fun == M::Log2 { 1.0 } else { std::f64::consts::LN_2 };
            if x < 0.0 {
                return Expect::Nan;
            }
            let r = x.log2();
            let err = if fun == M::Log2 {
                log2_err(x)
            } else if (0.5..=2.0).contains(&x) {
                (2f64).powi(-21)
            } else {
                3.0 * ulp(x.ln())
            };
            around(r * scale, err)
        }
        M::Pow => {
            // WGSL: exp2(y * log2(x)), each step within its own bound.
            let t = y * x.log2();
            if t.is_nan() {
                return Expect::Nan;
            }
            if t.is_infinite() {
                return around(t.exp2(), 0.0);
            }
            let t_err = y.abs() * log2_err(x) + ulp(t) / 2.0;
            let (lo, hi) = ((t - t_err).exp2(), (t + t_err).exp2());
            let slack = (3.0 + 2.0 * (t.abs() + t_err)) * ulp(hi);
            Expect::Within(lo - slack, hi + slack)
        }
        M::Sinh | M::Cosh | M::Tanh => {
            // Inherited from (exp(x) ∓ exp(-x)) / 2 and sinh / cosh.
            if x.is_infinite() {
                let r = match fun {
                    M::Cosh => f64::INFINITY,
                    M::Sinh => x,
                    _ => x.signum(),
                };
                return around(r, 0.0);
            }
            if fun == M::Tanh && x.abs() > 20.0 {
                return Expect::Within(x.signum() - (2f64).powi(-20), x.signum() + (2f64).powi(-20));
            }
            let (p, m) = (exp_interval(x), exp_interval(-x));
            let sinh = ((p.0 - m.1) / 2.0, (p.1 - m.0) / 2.0);
            let cosh = ((p.0 + m.0) / 2.0, (p.1 + m.1) / 2.0);
            let (lo, hi) = match fun {
                M::Sinh => sinh,
                M::Cosh => cosh,
                _ => corners(sinh, cosh, |s, c| s / c),
            };
            Expect::Within(lo - 2.0 * ulp(lo), hi + 2.0 * ulp(hi))
        }
        M::Atan => around(x.atan(), 4096.0 * ulp(x.atan())),
        M::Atan2 => {
            let r = x.atan2(y);
            around(r, 4096.0 * ulp(r))
        }
        M::Asin | M::Acos => {
            if x.abs() > 1.0 {
                return Expect::Nan;
            }
            let r = if fun == M::Asin { x.asin() } else { x.acos() };
            // Inherited from atan2(x, sqrt(1 - x²)) (4096 ULP after an argument error that
            // reaches 2^-13 absolute near ±1 through the rounding of x²).
            around(r, 4096.0 * ulp(r) + if x.abs() > 0.99 { (2f64).powi(-13) } else { 0.0 })
        }
        M::Asinh | M::Acosh | M::Atanh => {
            let r = match fun {
                M::Asinh => x.asinh(),
                M::Acosh => x.acosh(),
                _ => x.atanh(),
            };
            // Inherited from log(...) of an argument near 1 (2^-21 absolute there) or far
            // from it (3 ULP); the argument's own rounding adds a relative error.
            around(r, (2f64).powi(-20) + (2f64).powi(-20) * r.abs())
        }
        _ => unreachable!("{fun:?} is not swept"),
    }
}

/// The functions the sweeps check, in f32 and in f64.
const SWEPT: [M; 18] = [
    M::Sin,
    M::Cos,
    M::Tan,
    M::Exp,
    M::Exp2,
    M::Log,
    M::Log2,
    M::Sinh,
    M::Cosh,
    M::Tanh,
    M::Asin,
    M::Acos,
    M::Atan,
    M::Asinh,
    M::Acosh,
    M::Atanh,
    M::Pow,
    M::Atan2,
];

/// Every 2^16th f32 bit pattern, a dense range around zero, and the edges.
fn sweep() -> Vec<f32> {
    let mut v: Vec<f32> = (0..=u32::MAX)
        .step_by(1 << 16)
        .map(|b| f32::from_bits(b as u32 | 0x5a5))
        .collect();
    v.extend((-40_000..=40_000).map(|i| i as f32 / 4096.0));
    v.extend((-2_000..=2_000).map(|i| 1.0 + i as f32 * f32::EPSILON));
    v.extend((-2_000..=2_000).map(|i| -1.0 + i as f32 * f32::EPSILON));
    for e in [
        0.0,
        f32::from_bits(1),
        f32::from_bits(0x007f_ffff),
        f32::MIN_POSITIVE,
        f32::EPSILON,
        0.5,
        1.0,
        2.0,
        std::f32::consts::PI,
        std::f32::consts::FRAC_PI_2,
        88.72,
        89.4,
        128.0,
        4096.0,
        1e20,
        f32::MAX,
        f32::INFINITY,
    ] {
        v.extend([e, -e]);
    }
    v.push(f32::NAN);
    v
}

/// Pairs (x, y) for the two-argument functions: a thinned sweep of x against a set of y.
fn pairs() -> (Vec<f32>, Vec<f32>) {
    let xs: Vec<f32> = sweep()
        .into_iter()
        .step_by(300)
        .chain([0.0, -0.0, 1.0, -1.0, f32::INFINITY])
        .collect();
    let mut ys: Vec<f32> = (-60..=60).map(|i| i as f32 / 4.0).collect();
    ys.extend([
        0.0,
        -0.0,
        0.3,
        1e-30,
        1e10,
        -1e10,
        1e30,
        f32::INFINITY,
        -f32::INFINITY,
        f32::NAN,
    ]);
    let mut px = Vec::with_capacity(xs.len() * ys.len());
    let mut py = Vec::with_capacity(xs.len() * ys.len());
    for &x in &xs {
        for &y in &ys {
            px.push(x);
            py.push(y);
        }
    }
    (px, py)
}

fn run(ctx: &GpuContext, fun: M, formulas: bool, x: &[f32], y: &[f32]) -> Vec<f32> {
    run_typed(ctx, fun, formulas, x, y, "f32")
}

/// `fun` over `x` (and `y` for the two-argument functions) as a kernel on `ctx`, the WGSL
/// element type `wgsl_ty` matching `T`.
fn run_typed<T: crate::buffer::DeviceElement>(
    ctx: &GpuContext,
    fun: M,
    formulas: bool,
    x: &[T],
    y: &[T],
    wgsl_ty: &str,
) -> Vec<T> {
    let name = format!("{fun:?}").to_lowercase();
    let binary = matches!(fun, M::Pow | M::Atan2);
    let call = if binary {
        format!("{name}(x[i], y[i])")
    } else {
        format!("{name}(x[i])")
    };
    let src = format!(
        "@group(0) @binding(0) var<storage, read> x: array<{wgsl_ty}>;
@group(0) @binding(1) var<storage, read> y: array<{wgsl_ty}>;
@group(0) @binding(2) var<storage, read_write> o: array<{wgsl_ty}>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    let i = g.x;
    if i < arrayLength(&o) {{ o[i] = {call}; }}
}}"
    );
    let mut source = KernelSource::wgsl(src);
    if formulas {
        source = source.with_gpu_math_formulas();
    }
    let k = ctx.compile_kernel(&source).unwrap();
    let (bx, by) = (ctx.upload(x).unwrap(), ctx.upload(y).unwrap());
    let bo = ctx.alloc::<T>(x.len()).unwrap();
    let args: Vec<&dyn crate::buffer::KernelArg> = if binary { vec![&bx, &by, &bo] } else { vec![&bx, &bo] };
    ctx.launch(&k, LaunchConfig::for_elements(x.len(), &k), &args).unwrap();
    ctx.download(&bo).unwrap()
}

fn check(fun: M, formulas: bool, x: &[f32], y: &[f32], got: &[f32]) -> Vec<String> {
    let mut bad = Vec::new();
    for i in 0..x.len() {
        let (xi, yi, r) = (x[i] as f64, y[i] as f64, got[i] as f64);
        let ok = match expect(fun, xi, yi) {
            Expect::Nan => r.is_nan(),
            Expect::Anything => true,
            Expect::Within(lo, hi) => {
                (lo <= r && r <= hi)
                    || (r == f64::INFINITY && hi > f32::MAX as f64)
                    || (r == f64::NEG_INFINITY && lo < -(f32::MAX as f64))
            }
        };
        if !ok && bad.len() < 8 {
            bad.push(format!(
                "{fun:?}({:e}{}) = {:e}, expected {:?} ({})",
                x[i],
                if matches!(fun, M::Pow | M::Atan2) {
                    format!(", {:e}", y[i])
                } else {
                    String::new()
                },
                got[i],
                expect(fun, xi, yi),
                if formulas { "GPU formulas" } else { "host libm" }
            ));
        }
    }
    bad
}

#[test]
fn transcendental_functions_meet_wgsl_accuracy_on_every_lowering() {
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let one = sweep();
    let zeros = vec![0.0; one.len()];
    let (px, py) = pairs();
    let mut failures = Vec::new();
    let mut checked = 0;
    for fun in SWEPT {
        let (x, y) = if matches!(fun, M::Pow | M::Atan2) {
            (&px, &py)
        } else {
            (&one, &zeros)
        };
        for formulas in [false, true] {
            let got = run(&ctx, fun, formulas, x, y);
            failures.extend(check(fun, formulas, x, y, &got));
            checked += x.len();
        }
    }
    assert!(checked > 2_000_000, "only {checked} values checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The host's own f32 `exp`, `exp2`, `log` and `log2` (`host_math.rs`) are much tighter than
/// WGSL asks: within 2 ULP of the exact result (rounded from f64) wherever it is a normal f32
/// (exp 1 ULP of the subnormal spacing below that), special values exact.
#[test]
fn host_exp_and_log_are_within_two_ulp() {
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let x = sweep();
    for (fun, reference) in [
        (M::Exp, f64::exp as fn(f64) -> f64),
        (M::Exp2, f64::exp2),
        (M::Log, f64::ln),
        (M::Log2, f64::log2),
    ] {
        let got = run(&ctx, fun, false, &x, &x);
        for (&v, &g) in x.iter().zip(&got) {
            let want = reference(f64::from(v)) as f32;
            let ok = if want.is_nan() {
                g.is_nan()
            } else if want.is_infinite() || want == 0.0 || g.is_infinite() {
                g == want
            } else {
                let gap = (g.to_bits() as i64 - want.to_bits() as i64).abs();
                gap <= 2 || (want.abs() < f32::MIN_POSITIVE && gap <= 1)
            };
            assert!(ok, "{fun:?}({v:e}) = {g:e}, want {want:e}");
        }
    }
}

/// The host's `exp` and `exp2` give the same bits in loops the vectorizer widens (on AVX-512,
/// 2ⁿ applied by `vscalefps`) as in loops it leaves scalar (two normal factors): a workgroup of
/// 256 work-items runs vectorized, one of a single work-item scalar. Dense over the ranges
/// where the results are subnormal or near overflow, where the two scalings could differ.
#[test]
fn host_exp_is_the_same_vectorized_and_scalar() {
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let mut x = sweep();
    x.extend((0..=20_000).map(|i| -104.5 + i as f32 * (18.0 / 20_000.0)));
    x.extend((0..=20_000).map(|i| -151.5 + i as f32 * (26.0 / 20_000.0)));
    x.extend((0..=4_000).map(|i| 87.5 + i as f32 * (2.0 / 4_000.0)));
    x.extend((0..=4_000).map(|i| 126.5 + i as f32 * (3.0 / 4_000.0)));
    let bx = ctx.upload(&x).unwrap();
    for fun in ["exp", "exp2"] {
        let results = [256, 1].map(|size| {
            let src = format!(
                "@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;
@compute @workgroup_size({size}) fn main(@builtin(global_invocation_id) g: vec3<u32>,
                                        @builtin(num_workgroups) n: vec3<u32>) {{
    let i = g.x + g.y * n.x * {size}u;
    if i < arrayLength(&o) {{ o[i] = {fun}(x[i]); }}
}}"
            );
            let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
            let bo = ctx.alloc::<f32>(x.len()).unwrap();
            ctx.launch(&k, LaunchConfig::for_elements(x.len(), &k), &[&bx, &bo])
                .unwrap();
            ctx.download(&bo).unwrap()
        });
        for ((&v, a), b) in x.iter().zip(&results[0]).zip(&results[1]) {
            assert_eq!(a.to_bits(), b.to_bits(), "{fun}({v:e}): {a:e} vectorized, {b:e} scalar");
        }
    }
}

#[test]
fn pow_is_exp2_of_y_log2_x_on_every_lowering() {
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let inf = f32::INFINITY;
    // (x, y, WGSL's value): a negative base is NaN even with an integer exponent.
    let cases = [
        (-2.0, 3.0, f32::NAN),
        (-2.0, 2.0, f32::NAN),
        (-0.0, 3.0, 0.0),
        (-0.0, -1.0, inf),
        (0.0, 0.0, f32::NAN),
        (inf, 0.0, f32::NAN),
        (1.0, inf, f32::NAN),
        (1.0, f32::NAN, f32::NAN),
        (f32::NAN, 0.0, f32::NAN),
        (2.0, 10.0, 1024.0),
        (4.0, 0.5, 2.0),
        (0.5, inf, 0.0),
        (inf, -1.0, 0.0),
    ];
    let x: Vec<f32> = cases.iter().map(|c| c.0).collect();
    let y: Vec<f32> = cases.iter().map(|c| c.1).collect();
    for formulas in [false, true] {
        let got = run(&ctx, M::Pow, formulas, &x, &y);
        for (c, r) in cases.iter().zip(&got) {
            let same = (c.2.is_nan() && r.is_nan()) || c.2 == *r || (c.2 - r).abs() <= c.2.abs() * 1e-6;
            assert!(
                same,
                "pow({}, {}) = {r}, want {} (GPU formulas: {formulas})",
                c.0, c.1, c.2
            );
            assert!(r.is_nan() || r.is_sign_positive(), "pow({}, {}) = {r}", c.0, c.1);
        }
    }
}

// ------------------------------------------------------------------------------------------------
// f64: the software primitives of `gpu_math_f64.rs` and the formulas on them, against Rust's f64
// functions (the C library's, correctly rounded or within an ULP). WGSL states no f64 accuracy
// (f64 is a naga extension); these bounds are what the implementation claims: a few ULP for the
// primitives, and for the inherited functions the interval their formula gives.

/// One f64 ULP at the magnitude of `v` (the smallest subnormal at 0).
fn ulp64(v: f64) -> f64 {
    let a = v.abs().min(f64::MAX);
    f64::from_bits(a.to_bits() + 1) - a
}

fn exp_interval64(v: f64) -> (f64, f64) {
    let e = v.exp();
    if e.is_infinite() {
        return (f64::MAX, f64::INFINITY);
    }
    let err = 4.0 * ulp64(e);
    (e - err, e + err)
}

fn expect64(fun: M, x: f64, y: f64) -> Expect {
    if x.is_nan() || (matches!(fun, M::Pow | M::Atan2) && y.is_nan()) {
        return Expect::Nan;
    }
    let within = |r: f64, ulps: f64| {
        if r.is_nan() {
            Expect::Nan
        } else if r.is_infinite() {
            Expect::Within(r, r)
        } else {
            let err = ulps * ulp64(r);
            Expect::Within(r - err, r + err)
        }
    };
    match fun {
        M::Sin | M::Cos | M::Tan => {
            if !x.is_finite() {
                return Expect::Nan;
            }
            if x.abs() > 2f64.powi(40) {
                return if fun == M::Tan {
                    Expect::Anything
                } else {
                    Expect::Within(-1.0, 1.0)
                };
            }
            match fun {
                M::Sin => within(x.sin(), 4.0),
                M::Cos => within(x.cos(), 4.0),
                _ if x.cos().abs() < 1e-8 => Expect::Anything,
                _ => within(x.tan(), 8.0),
            }
        }
        M::Exp | M::Exp2 => {
            let r = if fun == M::Exp { x.exp() } else { x.exp2() };
            // Subnormal results carry an absolute error of their last bits.
            if r < f64::MIN_POSITIVE {
                return Expect::Within(r - 2.0 * ulp64(0.0), r + 2.0 * ulp64(0.0));
            }
            within(r, 4.0)
        }
        M::Log | M::Log2 => within(if fun == M::Log { x.ln() } else { x.log2() }, 4.0),
        M::Pow => {
            // exp2(y · log2 x): the product's rounding and log2's error scale with |y · log2 x|.
            let t = y * x.log2();
            if t.is_nan() {
                return Expect::Nan;
            }
            within(t.exp2(), 8.0 + 2.0 * t.abs())
        }
        M::Sinh | M::Cosh | M::Tanh => {
            let exact = match fun {
                M::Sinh => x.sinh(),
                M::Cosh => x.cosh(),
                _ => x.tanh(),
            };
            if exact.is_infinite() || x.is_infinite() {
                return Expect::Within(exact, exact);
            }
            if fun == M::Tanh && x.abs() > 40.0 {
                return Expect::Within(x.signum() - 2f64.powi(-50), x.signum() + 2f64.powi(-50));
            }
            // Below 1 (sinh) and 1/2 (tanh) anygpu avoids the formula's cancellation: a few ULP.
            if (fun == M::Sinh && x.abs() < 1.0) || (fun == M::Tanh && x.abs() < 0.5) {
                return within(exact, 8.0);
            }
            // Inherited from (e^x ∓ e^-x) / 2 and sinh / cosh, the argument |x| - ln 2 rounded.
            let arg = ulp64(x.abs()) * x.abs().max(1.0);
            let (p, m) = (exp_interval64(x.abs() + arg), exp_interval64(x.abs() - arg));
            let (p, m) = ((m.0.min(p.0), p.1.max(m.1)), exp_interval64(-x.abs()));
            let sinh = ((p.0 - m.1) / 2.0, (p.1 - m.0) / 2.0);
            let cosh = ((p.0 + m.0) / 2.0, (p.1 + m.1) / 2.0);
            let (lo, hi) = match fun {
                M::Sinh => sinh,
                M::Cosh => cosh,
                _ => corners(sinh, cosh, |s, c| s / c),
            };
            let (lo, hi) = if fun != M::Cosh && x < 0.0 {
                (-hi, -lo)
            } else {
                (lo, hi)
            };
            Expect::Within(lo - 4.0 * ulp64(lo), hi + 4.0 * ulp64(hi))
        }
        M::Atan => within(x.atan(), 16.0),
        M::Atan2 => within(x.atan2(y), 16.0),
        M::Asin | M::Acos => {
            if x.abs() > 1.0 {
                return Expect::Nan;
            }
            within(if fun == M::Asin { x.asin() } else { x.acos() }, 16.0)
        }
        M::Asinh | M::Acosh | M::Atanh => {
            // Rust's asinh/acosh overflow to inf past 1e154 (x² or x + x); there the value is
            // log(2|x|) to f64 precision.
            let far = (x.abs().ln() + std::f64::consts::LN_2).copysign(x);
            let r = match fun {
                M::Asinh if x.abs() > 1e150 => far,
                M::Acosh if x > 1e150 => far,
                M::Asinh => x.asinh(),
                M::Acosh => x.acosh(),
                // Rust's atanh (log1p of 2x / (1 - x)) cancels near ±1, where (1 ± x) are exact.
                _ if x.abs() >= 0.5 => 0.5 * ((1.0 + x) / (1.0 - x)).ln(),
                _ => x.atanh(),
            };
            if r.is_infinite() {
                return Expect::Within(r, r);
            }
            // Inherited from log of an argument whose own rounding adds an absolute error.
            around(r, 2f64.powi(-48) + 2f64.powi(-48) * r.abs())
        }
        _ => unreachable!("{fun:?} is not swept"),
    }
}

/// Every 2^48th f64 bit pattern (all exponents, both signs), dense ranges, and the edges.
fn sweep64() -> Vec<f64> {
    let mut v: Vec<f64> = (0..=u64::MAX)
        .step_by(1 << 48)
        .map(|b| f64::from_bits(b | 0x5a5a5))
        .collect();
    v.extend((-40_000..=40_000).map(|i| i as f64 / 4096.0));
    v.extend((-2_000..=2_000).map(|i| 1.0 + i as f64 * f64::EPSILON));
    v.extend((-2_000..=2_000).map(|i| -1.0 + i as f64 * f64::EPSILON));
    v.extend((-2_000..=2_000).map(|i| i as f64 * 0.785_398_163_397_448_3 + 1e-9));
    for e in [
        0.0,
        f64::from_bits(1),
        f64::MIN_POSITIVE,
        f64::EPSILON,
        2f64.powi(-30),
        std::f64::consts::PI,
        std::f64::consts::FRAC_PI_2,
        709.78,
        710.0,
        745.0,
        1023.9,
        1074.5,
        2f64.powi(27) + 1.0,
        1e300,
        f64::MAX,
        f64::INFINITY,
    ] {
        v.extend([e, -e]);
    }
    v.push(f64::NAN);
    v
}

#[test]
fn f64_transcendental_functions_are_accurate_on_every_lowering() {
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let one = sweep64();
    let zeros = vec![0.0; one.len()];
    let xs: Vec<f64> = one
        .iter()
        .copied()
        .step_by(300)
        .chain([0.0, -0.0, 1.0, -1.0, 2.0])
        .collect();
    let mut ys: Vec<f64> = (-60..=60).map(|i| i as f64 / 4.0).collect();
    ys.extend([
        0.0,
        -0.0,
        0.3,
        1e-300,
        1e10,
        -1e10,
        1e300,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ]);
    let (px, py): (Vec<f64>, Vec<f64>) = xs.iter().flat_map(|&x| ys.iter().map(move |&y| (x, y))).unzip();
    let mut failures = Vec::new();
    let mut checked = 0;
    for fun in SWEPT {
        let (x, y) = if matches!(fun, M::Pow | M::Atan2) {
            (&px, &py)
        } else {
            (&one, &zeros)
        };
        for formulas in [false, true] {
            let got = run_typed(&ctx, fun, formulas, x, y, "f64");
            let mut bad = 0;
            for i in 0..x.len() {
                let ok = match expect64(fun, x[i], y[i]) {
                    Expect::Nan => got[i].is_nan(),
                    Expect::Anything => true,
                    Expect::Within(lo, hi) => lo <= got[i] && got[i] <= hi,
                };
                if !ok && bad < 6 {
                    bad += 1;
                    failures.push(format!(
                        "{fun:?}({:e}, {:e}) = {:e}, expected {:?} ({})",
                        x[i],
                        y[i],
                        got[i],
                        expect64(fun, x[i], y[i]),
                        if formulas { "GPU formulas" } else { "host libm" }
                    ));
                }
            }
            checked += x.len();
        }
    }
    assert!(checked > 2_000_000, "only {checked} values checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
