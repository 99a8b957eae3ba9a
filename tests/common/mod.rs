//! The conformance harness: one [`Case`] is a WGSL kernel, a function producing fresh random inputs,
//! a plain-Rust reference computing what the kernel must produce, and how to compare (exact for
//! integers, a stated tolerance for floats). Output buffers are poisoned with the byte pattern of
//! `0xDEADBEEF` before each launch, so a kernel that forgets to write an element is caught.
//!
//! [`run_case_on`] runs a case on one context; [`run`] runs it on every device in
//! `anygpu::available_devices()` (today the CPU; every backend that arrives later runs the same suite)
//! and panics with a report naming each device and case that failed.

#![allow(dead_code)]

#[macro_use]
mod skip;

use std::fmt::Write as _;

use anygpu::{DeviceBuffer, DeviceInfo, GpuContext, KernelArg, KernelSource, LaunchConfig};

pub type TestRng = rand::rngs::ThreadRng;

/// How many times each case runs per device, each time with fresh random inputs.
pub const ROUNDS: usize = 2;

/// The poison pattern: bytes EF BE AD DE repeated (0xDEADBEEF as little-endian u32).
pub const POISON_U32: u32 = 0xDEAD_BEEF;
const POISON_BYTES: [u8; 4] = POISON_U32.to_le_bytes();

// ---------------------------------------------------------------------------------------------
// Host data
// ---------------------------------------------------------------------------------------------

/// The contents of one buffer on the host, typed. `F16` holds IEEE binary16 bit patterns.
#[derive(Clone, Debug, PartialEq)]
pub enum HostData {
    U32(Vec<u32>),
    I32(Vec<i32>),
    F32(Vec<f32>),
    F16(Vec<u16>),
    U64(Vec<u64>),
    I64(Vec<i64>),
    F64(Vec<f64>),
}

macro_rules! each_variant {
    ($self:expr, $v:ident => $body:expr) => {
        match $self {
            HostData::U32($v) => $body,
            HostData::I32($v) => $body,
            HostData::F32($v) => $body,
            HostData::F16($v) => $body,
            HostData::U64($v) => $body,
            HostData::I64($v) => $body,
            HostData::F64($v) => $body,
        }
    };
}

impl From<Vec<u32>> for HostData {
    fn from(v: Vec<u32>) -> Self {
        HostData::U32(v)
    }
}
impl From<Vec<i32>> for HostData {
    fn from(v: Vec<i32>) -> Self {
        HostData::I32(v)
    }
}
impl From<Vec<f32>> for HostData {
    fn from(v: Vec<f32>) -> Self {
        HostData::F32(v)
    }
}
impl From<Vec<u64>> for HostData {
    fn from(v: Vec<u64>) -> Self {
        HostData::U64(v)
    }
}
impl From<Vec<i64>> for HostData {
    fn from(v: Vec<i64>) -> Self {
        HostData::I64(v)
    }
}
impl From<Vec<f64>> for HostData {
    fn from(v: Vec<f64>) -> Self {
        HostData::F64(v)
    }
}

fn poisoned_vec<T: bytemuck::Pod>(len: usize) -> Vec<T> {
    let mut v = vec![T::zeroed(); len];
    for (i, b) in bytemuck::cast_slice_mut::<T, u8>(&mut v).iter_mut().enumerate() {
        *b = POISON_BYTES[i % 4];
    }
    v
}

impl HostData {
    pub fn len(&self) -> usize {
        each_variant!(self, v => v.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn type_name(&self) -> &'static str {
        match self {
            HostData::U32(_) => "u32",
            HostData::I32(_) => "i32",
            HostData::F32(_) => "f32",
            HostData::F16(_) => "f16",
            HostData::U64(_) => "u64",
            HostData::I64(_) => "i64",
            HostData::F64(_) => "f64",
        }
    }

    /// Same type and length, every byte from the poison pattern.
    pub fn poisoned_like(&self) -> HostData {
        let n = self.len();
        match self {
            HostData::U32(_) => HostData::U32(poisoned_vec(n)),
            HostData::I32(_) => HostData::I32(poisoned_vec(n)),
            HostData::F32(_) => HostData::F32(poisoned_vec(n)),
            HostData::F16(_) => HostData::F16(poisoned_vec(n)),
            HostData::U64(_) => HostData::U64(poisoned_vec(n)),
            HostData::I64(_) => HostData::I64(poisoned_vec(n)),
            HostData::F64(_) => HostData::F64(poisoned_vec(n)),
        }
    }

    fn bytes_of(&self, i: usize) -> Vec<u8> {
        each_variant!(self, v => bytemuck::bytes_of(&v[i]).to_vec())
    }

    /// True if element `i` still holds the poison pattern (so the kernel never wrote it).
    pub fn is_poison(&self, i: usize) -> bool {
        let b = self.bytes_of(i);
        // the element's bytes are a window of the repeating pattern (any phase)
        (0..4).any(|phase| b.iter().enumerate().all(|(k, &x)| x == POISON_BYTES[(k + phase) % 4]))
    }

    /// Element `i` as text (with its bit pattern for floats).
    pub fn show(&self, i: usize) -> String {
        match self {
            HostData::U32(v) => format!("{} (0x{:08x})", v[i], v[i]),
            HostData::I32(v) => format!("{} (0x{:08x})", v[i], v[i]),
            HostData::U64(v) => format!("{} (0x{:016x})", v[i], v[i]),
            HostData::I64(v) => format!("{} (0x{:016x})", v[i], v[i]),
            HostData::F32(v) => format!("{:e} (0x{:08x})", v[i], v[i].to_bits()),
            HostData::F16(v) => format!("{:e} (f16 0x{:04x})", f16_to_f64(v[i]), v[i]),
            HostData::F64(v) => format!("{:e} (0x{:016x})", v[i], v[i].to_bits()),
        }
    }

    fn float_at(&self, i: usize) -> Option<f64> {
        match self {
            HostData::F32(v) => Some(v[i] as f64),
            HostData::F16(v) => Some(f16_to_f64(v[i])),
            HostData::F64(v) => Some(v[i]),
            _ => None,
        }
    }

    fn int_eq(&self, other: &HostData, i: usize) -> bool {
        self.bytes_of(i) == other.bytes_of(i)
    }

    fn upload(&self, ctx: &GpuContext) -> anygpu::Result<DevBuf> {
        Ok(match self {
            HostData::U32(v) => DevBuf::U32(ctx.upload(v)?),
            HostData::I32(v) => DevBuf::I32(ctx.upload(v)?),
            HostData::F32(v) => DevBuf::F32(ctx.upload(v)?),
            HostData::F16(v) => DevBuf::F16(ctx.upload(v)?),
            HostData::U64(v) => DevBuf::U64(ctx.upload(v)?),
            HostData::I64(v) => DevBuf::I64(ctx.upload(v)?),
            HostData::F64(v) => DevBuf::F64(ctx.upload(v)?),
        })
    }

    pub fn u32s(&self) -> &[u32] {
        match self {
            HostData::U32(v) => v,
            other => panic!("harness: expected u32 data, found {}", other.type_name()),
        }
    }
    pub fn i32s(&self) -> &[i32] {
        match self {
            HostData::I32(v) => v,
            other => panic!("harness: expected i32 data, found {}", other.type_name()),
        }
    }
    pub fn f32s(&self) -> &[f32] {
        match self {
            HostData::F32(v) => v,
            other => panic!("harness: expected f32 data, found {}", other.type_name()),
        }
    }
    pub fn f16s(&self) -> &[u16] {
        match self {
            HostData::F16(v) => v,
            other => panic!("harness: expected f16 data, found {}", other.type_name()),
        }
    }
    pub fn u64s(&self) -> &[u64] {
        match self {
            HostData::U64(v) => v,
            other => panic!("harness: expected u64 data, found {}", other.type_name()),
        }
    }
    pub fn i64s(&self) -> &[i64] {
        match self {
            HostData::I64(v) => v,
            other => panic!("harness: expected i64 data, found {}", other.type_name()),
        }
    }
    pub fn f64s(&self) -> &[f64] {
        match self {
            HostData::F64(v) => v,
            other => panic!("harness: expected f64 data, found {}", other.type_name()),
        }
    }
}

/// A device buffer of one of the element types the suite uses.
enum DevBuf {
    U32(DeviceBuffer<u32>),
    I32(DeviceBuffer<i32>),
    F32(DeviceBuffer<f32>),
    F16(DeviceBuffer<u16>),
    U64(DeviceBuffer<u64>),
    I64(DeviceBuffer<i64>),
    F64(DeviceBuffer<f64>),
}

impl DevBuf {
    fn arg(&self) -> &dyn KernelArg {
        match self {
            DevBuf::U32(b) => b,
            DevBuf::I32(b) => b,
            DevBuf::F32(b) => b,
            DevBuf::F16(b) => b,
            DevBuf::U64(b) => b,
            DevBuf::I64(b) => b,
            DevBuf::F64(b) => b,
        }
    }
    fn download(&self, ctx: &GpuContext) -> anygpu::Result<HostData> {
        Ok(match self {
            DevBuf::U32(b) => HostData::U32(ctx.download(b)?),
            DevBuf::I32(b) => HostData::I32(ctx.download(b)?),
            DevBuf::F32(b) => HostData::F32(ctx.download(b)?),
            DevBuf::F16(b) => HostData::F16(ctx.download(b)?),
            DevBuf::U64(b) => HostData::U64(ctx.download(b)?),
            DevBuf::I64(b) => HostData::I64(ctx.download(b)?),
            DevBuf::F64(b) => HostData::F64(ctx.download(b)?),
        })
    }
}

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

/// One launch argument: its initial contents, and whether it is an output (then it is poisoned
/// before the launch and `data` holds the poison).
#[derive(Clone, Debug)]
pub struct Buf {
    pub data: HostData,
    pub output: bool,
}

impl Buf {
    /// An input (or in/out) buffer uploaded as given.
    pub fn input(data: impl Into<HostData>) -> Buf {
        Buf {
            data: data.into(),
            output: false,
        }
    }
    /// An f16 input (bit patterns).
    pub fn input_f16(bits: Vec<u16>) -> Buf {
        Buf {
            data: HostData::F16(bits),
            output: false,
        }
    }
    fn out(data: HostData) -> Buf {
        Buf {
            data: data.poisoned_like(),
            output: true,
        }
    }
    pub fn out_u32(n: usize) -> Buf {
        Buf::out(HostData::U32(vec![0; n]))
    }
    pub fn out_i32(n: usize) -> Buf {
        Buf::out(HostData::I32(vec![0; n]))
    }
    pub fn out_f32(n: usize) -> Buf {
        Buf::out(HostData::F32(vec![0.0; n]))
    }
    pub fn out_f16(n: usize) -> Buf {
        Buf::out(HostData::F16(vec![0; n]))
    }
    pub fn out_u64(n: usize) -> Buf {
        Buf::out(HostData::U64(vec![0; n]))
    }
    pub fn out_i64(n: usize) -> Buf {
        Buf::out(HostData::I64(vec![0; n]))
    }
    pub fn out_f64(n: usize) -> Buf {
        Buf::out(HostData::F64(vec![0.0; n]))
    }
}

/// What one launch of a case gets: the grid (in workgroups), the buffers in binding order, and
/// override constants (name or numeric id, value).
#[derive(Clone, Debug)]
pub struct Inputs {
    pub grid: [u32; 3],
    pub bufs: Vec<Buf>,
    pub overrides: Vec<(String, f64)>,
}

impl Inputs {
    pub fn new(grid: [u32; 3], bufs: Vec<Buf>) -> Self {
        Inputs {
            grid,
            bufs,
            overrides: Vec::new(),
        }
    }
    pub fn with_override(mut self, name: &str, value: f64) -> Self {
        self.overrides.push((name.to_string(), value));
        self
    }
    pub fn u32s(&self, b: usize) -> &[u32] {
        self.bufs[b].data.u32s()
    }
    pub fn i32s(&self, b: usize) -> &[i32] {
        self.bufs[b].data.i32s()
    }
    pub fn f32s(&self, b: usize) -> &[f32] {
        self.bufs[b].data.f32s()
    }
    pub fn f16s(&self, b: usize) -> &[u16] {
        self.bufs[b].data.f16s()
    }
    pub fn u64s(&self, b: usize) -> &[u64] {
        self.bufs[b].data.u64s()
    }
    pub fn i64s(&self, b: usize) -> &[i64] {
        self.bufs[b].data.i64s()
    }
    pub fn f64s(&self, b: usize) -> &[f64] {
        self.bufs[b].data.f64s()
    }
}

/// Workgroups needed to cover `n` invocations with workgroups of `wg`.
pub fn groups(n: usize, wg: usize) -> u32 {
    n.div_ceil(wg).max(1) as u32
}

// ---------------------------------------------------------------------------------------------
// Checks and tolerances
// ---------------------------------------------------------------------------------------------

/// A float tolerance: an element passes when it equals the expected value (NaN matching NaN,
/// infinities matching exactly) or `|got - expected| <= max(ulps * ULP(expected), abs, rel * |expected|)`.
/// ULP is measured in the element's own type (f16, f32 or f64) at the expected value's binade.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tol {
    pub ulps: f64,
    pub abs: f64,
    pub rel: f64,
}

impl Tol {
    /// Exact value equality (`-0.0 == 0.0`; NaN matches NaN).
    pub const EXACT: Tol = Tol {
        ulps: 0.0,
        abs: 0.0,
        rel: 0.0,
    };
    /// WGSL "correctly rounded": the exact result, or its neighbour on either side (WGSL does not fix
    /// the rounding mode), so within 1 ULP of the round-to-nearest reference.
    pub const CORRECTLY_ROUNDED: Tol = Tol {
        ulps: 1.0,
        abs: 0.0,
        rel: 0.0,
    };
    pub const fn ulps(n: f64) -> Tol {
        Tol {
            ulps: n,
            abs: 0.0,
            rel: 0.0,
        }
    }
    pub const fn abs(a: f64) -> Tol {
        Tol {
            ulps: 0.0,
            abs: a,
            rel: 0.0,
        }
    }
    pub const fn rel(r: f64) -> Tol {
        Tol {
            ulps: 0.0,
            abs: 0.0,
            rel: r,
        }
    }
    pub const fn or_ulps(mut self, n: f64) -> Tol {
        self.ulps = n;
        self
    }
    pub const fn or_abs(mut self, a: f64) -> Tol {
        self.abs = a;
        self
    }
}

/// Which float format an element has, for ULP computations.
#[derive(Clone, Copy, Debug)]
pub enum FloatFmt {
    F16,
    F32,
    F64,
}

impl FloatFmt {
    fn mantissa_bits(self) -> i32 {
        match self {
            FloatFmt::F16 => 10,
            FloatFmt::F32 => 23,
            FloatFmt::F64 => 52,
        }
    }
    fn min_normal_exp(self) -> i32 {
        match self {
            FloatFmt::F16 => -14,
            FloatFmt::F32 => -126,
            FloatFmt::F64 => -1022,
        }
    }
}

/// The gap between consecutive floats of format `fmt` in the binade of `x`.
pub fn ulp_in(fmt: FloatFmt, x: f64) -> f64 {
    let x = x.abs();
    let e = if x == 0.0 || !x.is_finite() {
        fmt.min_normal_exp()
    } else {
        let biased = ((x.to_bits() >> 52) & 0x7ff) as i32;
        let e = if biased == 0 { -1023 } else { biased - 1023 };
        e.max(fmt.min_normal_exp())
    };
    2f64.powi(e - fmt.mantissa_bits())
}

/// ULP of an f32 value at `x`.
pub fn ulp32(x: f64) -> f64 {
    ulp_in(FloatFmt::F32, x)
}

/// f32 machine epsilon (one ULP at 1.0).
pub const EPS32: f64 = 1.0 / 8388608.0;

fn float_ok(fmt: FloatFmt, expected: f64, got: f64, tol: &Tol) -> bool {
    if expected.is_nan() {
        return got.is_nan();
    }
    if got.is_nan() {
        return false;
    }
    if expected == got {
        return true;
    }
    if expected.is_infinite() || got.is_infinite() {
        return false;
    }
    let diff = (got - expected).abs();
    let bound = (tol.ulps * ulp_in(fmt, expected))
        .max(tol.abs)
        .max(tol.rel * expected.abs());
    diff <= bound
}

type CustomFn = Box<dyn Fn(&[HostData]) -> Result<(), String>>;

/// What to check after a launch.
pub enum Check {
    /// Binding `binding` must equal `expected` element by element: exactly for integers, within
    /// `tols` for floats (one tolerance for all, or one per element).
    Values {
        binding: usize,
        expected: HostData,
        tols: Vec<Tol>,
        dont_care: Option<Vec<bool>>,
        labels: Option<Vec<String>>,
    },
    /// A check written as code, given every buffer's contents after the launch (in binding order);
    /// for results the spec leaves partly open (atomic orderings, weak compare-exchange...).
    Custom { what: String, f: CustomFn },
}

impl Check {
    /// Exact comparison (integers bit for bit; floats by value).
    pub fn exact(binding: usize, expected: impl Into<HostData>) -> Check {
        Check::Values {
            binding,
            expected: expected.into(),
            tols: vec![Tol::EXACT],
            dont_care: None,
            labels: None,
        }
    }
    /// Exact comparison of f16 bit patterns by value.
    pub fn exact_f16(binding: usize, bits: Vec<u16>) -> Check {
        Check::Values {
            binding,
            expected: HostData::F16(bits),
            tols: vec![Tol::EXACT],
            dont_care: None,
            labels: None,
        }
    }
    /// Float comparison with one tolerance for every element.
    pub fn float(binding: usize, expected: impl Into<HostData>, tol: Tol) -> Check {
        Check::Values {
            binding,
            expected: expected.into(),
            tols: vec![tol],
            dont_care: None,
            labels: None,
        }
    }
    /// Float comparison with one tolerance per element.
    pub fn float_each(binding: usize, expected: impl Into<HostData>, tols: Vec<Tol>) -> Check {
        let expected = expected.into();
        assert_eq!(expected.len(), tols.len(), "harness: one tolerance per element");
        Check::Values {
            binding,
            expected,
            tols,
            dont_care: None,
            labels: None,
        }
    }
    /// f16 comparison (expected as bit patterns) with one tolerance per element.
    pub fn f16_each(binding: usize, bits: Vec<u16>, tols: Vec<Tol>) -> Check {
        assert_eq!(bits.len(), tols.len(), "harness: one tolerance per element");
        Check::Values {
            binding,
            expected: HostData::F16(bits),
            tols,
            dont_care: None,
            labels: None,
        }
    }
    /// A check written as code over all buffers after the launch.
    pub fn custom(what: &str, f: impl Fn(&[HostData]) -> Result<(), String> + 'static) -> Check {
        Check::Custom {
            what: what.to_string(),
            f: Box::new(f),
        }
    }
    /// Elements where `mask[i]` is true are not checked (padding, values the spec leaves open).
    pub fn dont_care(mut self, mask: Vec<bool>) -> Check {
        if let Check::Values { dont_care, .. } = &mut self {
            *dont_care = Some(mask);
        }
        self
    }
    /// The output holds `labels.len()` results per work item: element `i` is result
    /// `labels[i % len]` of item `i / len` (used in failure messages).
    pub fn labels(mut self, names: &[&str]) -> Check {
        if let Check::Values { labels, .. } = &mut self {
            *labels = Some(names.iter().map(|s| s.to_string()).collect());
        }
        self
    }
}

fn run_check(check: &Check, inputs: &Inputs, results: &[HostData], out: &mut String) {
    match check {
        Check::Custom { what, f } => {
            if let Err(e) = f(results) {
                let _ = writeln!(out, "    check `{what}` failed: {e}");
            }
        }
        Check::Values {
            binding,
            expected,
            tols,
            dont_care,
            labels,
        } => {
            let got = &results[*binding];
            if got.len() != expected.len() || got.type_name() != expected.type_name() {
                let _ = writeln!(
                    out,
                    "    binding {binding}: harness error: expected {} {} elements, buffer has {} {}",
                    expected.len(),
                    expected.type_name(),
                    got.len(),
                    got.type_name()
                );
                return;
            }
            let fmt = match expected {
                HostData::F16(_) => Some(FloatFmt::F16),
                HostData::F32(_) => Some(FloatFmt::F32),
                HostData::F64(_) => Some(FloatFmt::F64),
                _ => None,
            };
            let mut bad = Vec::new();
            for i in 0..expected.len() {
                if dont_care.as_ref().is_some_and(|m| m[i]) {
                    continue;
                }
                let ok = match fmt {
                    None => expected.int_eq(got, i),
                    Some(fmt) => {
                        let tol = if tols.len() == 1 { &tols[0] } else { &tols[i] };
                        float_ok(fmt, expected.float_at(i).unwrap(), got.float_at(i).unwrap(), tol)
                    }
                };
                if !ok {
                    bad.push(i);
                }
            }
            if bad.is_empty() {
                return;
            }
            let was_input = inputs.bufs.get(*binding).is_some_and(|b| !b.output);
            let _ = writeln!(
                out,
                "    binding {binding} ({} {}, {}): {} of {} elements wrong",
                got.len(),
                got.type_name(),
                if was_input { "in/out" } else { "output" },
                bad.len(),
                expected.len()
            );
            for &i in bad.iter().take(12) {
                let at = match labels {
                    Some(l) => format!("[{i}] (item {}, `{}`)", i / l.len(), l[i % l.len()]),
                    None => format!("[{i}]"),
                };
                let tol = match fmt {
                    Some(_) => {
                        let t = if tols.len() == 1 { &tols[0] } else { &tols[i] };
                        if *t == Tol::EXACT {
                            String::new()
                        } else {
                            format!(" (tolerance {t:?})")
                        }
                    }
                    None => String::new(),
                };
                let poison = if got.is_poison(i) && !expected.is_poison(i) {
                    "  <- poison: never written"
                } else {
                    ""
                };
                let _ = writeln!(
                    out,
                    "      {at}: expected {}, got {}{tol}{poison}",
                    expected.show(i),
                    got.show(i)
                );
            }
            if bad.len() > 12 {
                let _ = writeln!(out, "      ... and {} more", bad.len() - 12);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------

type InputsFn = Box<dyn Fn(&mut TestRng, &DeviceInfo) -> Inputs>;
type ReferenceFn = Box<dyn Fn(&Inputs, &DeviceInfo) -> Vec<Check>>;
type DivergenceFn = Box<dyn Fn(&DeviceInfo) -> Option<&'static str>>;

/// A conformance case: a WGSL kernel, fresh random inputs, a plain-Rust reference.
pub struct Case {
    pub name: String,
    pub wgsl: String,
    pub entry: Option<String>,
    pub rounds: usize,
    bounds_checks: bool,
    inputs: InputsFn,
    reference: ReferenceFn,
    divergence: DivergenceFn,
}

impl Case {
    pub fn new(name: &str, wgsl: &str) -> Case {
        Case {
            name: name.to_string(),
            wgsl: wgsl.to_string(),
            entry: None,
            rounds: ROUNDS,
            bounds_checks: true,
            inputs: Box::new(|_, _| panic!("harness: case without inputs")),
            reference: Box::new(|_, _| panic!("harness: case without reference")),
            divergence: Box::new(|_| None),
        }
    }
    pub fn entry(mut self, e: &str) -> Case {
        self.entry = Some(e.to_string());
        self
    }
    pub fn rounds(mut self, n: usize) -> Case {
        self.rounds = n;
        self
    }
    /// Compiles the kernel without bounds checks ([`KernelSource::without_bounds_checks`]).
    ///
    /// # Safety
    /// Every access the kernel makes, for every input the case generates, must be in bounds.
    pub unsafe fn without_bounds_checks(mut self) -> Case {
        self.bounds_checks = false;
        self
    }
    /// Fresh random inputs for one launch (may depend on the device, e.g. its subgroup size).
    pub fn inputs(mut self, f: impl Fn(&mut TestRng, &DeviceInfo) -> Inputs + 'static) -> Case {
        self.inputs = Box::new(f);
        self
    }
    /// Devices known to diverge from the reference on this case, with the reason. The case is
    /// skipped there, and the reason printed: a known gap, written down, not a silent pass.
    pub fn known_divergence(mut self, f: impl Fn(&DeviceInfo) -> Option<&'static str> + 'static) -> Case {
        self.divergence = Box::new(f);
        self
    }
    /// The plain-Rust reference: what the buffers must hold after the launch.
    pub fn reference(mut self, f: impl Fn(&Inputs, &DeviceInfo) -> Vec<Check> + 'static) -> Case {
        self.reference = Box::new(f);
        self
    }
}

impl Case {
    /// The kernel source for one set of inputs (entry, override constants, bounds checks).
    fn source(&self, inputs: &Inputs) -> KernelSource {
        let mut src = KernelSource::wgsl(self.wgsl.as_str()).file_name(format!("{}.wgsl", self.name));
        if let Some(e) = &self.entry {
            src = src.entry(e.as_str());
        }
        for (name, value) in &inputs.overrides {
            src = src.override_constant(name.as_str(), *value);
        }
        if !self.bounds_checks {
            // SAFETY: the case was built with `Case::without_bounds_checks`, whose contract is that
            // the kernel stays in bounds.
            src = unsafe { src.without_bounds_checks() };
        }
        src
    }
}

/// Runs `case` on `ctx` (`case.rounds` times with fresh inputs). `Err` holds a report of every
/// problem found.
pub fn run_case_on(ctx: &GpuContext, case: &Case) -> Result<(), String> {
    let mut rng = rand::rng();
    for round in 0..case.rounds {
        let inputs = (case.inputs)(&mut rng, ctx.info());
        let src = case.source(&inputs);
        let kernel = ctx
            .compile_kernel(&src)
            .map_err(|e| format!("compile_kernel failed: {e}"))?;
        let mut devbufs = Vec::with_capacity(inputs.bufs.len());
        for (i, b) in inputs.bufs.iter().enumerate() {
            devbufs.push(b.data.upload(ctx).map_err(|e| format!("uploading binding {i}: {e}"))?);
        }
        let args: Vec<&dyn KernelArg> = devbufs.iter().map(|b| b.arg()).collect();
        let config = LaunchConfig::grid(inputs.grid, &kernel);
        ctx.launch(&kernel, config, &args)
            .map_err(|e| format!("launch (grid {:?}) failed: {e}", inputs.grid))?;
        let mut results = Vec::with_capacity(devbufs.len());
        for (i, b) in devbufs.iter().enumerate() {
            results.push(b.download(ctx).map_err(|e| format!("downloading binding {i}: {e}"))?);
        }
        let checks = (case.reference)(&inputs, ctx.info());
        assert!(!checks.is_empty(), "harness: case `{}` checks nothing", case.name);
        let mut report = String::new();
        for check in &checks {
            run_check(check, &inputs, &results, &mut report);
        }
        if !report.is_empty() {
            return Err(format!(
                "round {round}, grid {:?}, workgroup size {:?}:\n{report}",
                inputs.grid,
                kernel.workgroup_size()
            ));
        }
    }
    Ok(())
}

/// Contexts on every available device, or on those `ANYGPU_TEST_DEVICES` names (comma-separated
/// ids such as `cuda:0,wgpu:1`): `scripts/gpu-check.sh` runs the suite once per device that way to
/// report each device's results on their own.
pub fn all_contexts() -> Vec<GpuContext> {
    let mut devices = anygpu::available_devices();
    assert!(!devices.is_empty(), "no device available (not even the CPU)");
    if let Ok(wanted) = std::env::var("ANYGPU_TEST_DEVICES") {
        let wanted: Vec<&str> = wanted.split(',').map(str::trim).collect();
        devices.retain(|d| wanted.contains(&d.id.to_string().as_str()));
        assert!(
            !devices.is_empty(),
            "ANYGPU_TEST_DEVICES={wanted:?} names no available device"
        );
    }
    devices
        .iter()
        .map(|d| anygpu::select_device(d.id).unwrap_or_else(|e| panic!("select_device({}): {e}", d.id)))
        .collect()
}

/// On Vulkan anygpu hands wgpu its own SPIR-V (read-zero / skip-write bounds checks); on the other
/// wgpu backends the WGSL goes to wgpu as written, which clamps indices or relies on the driver's
/// robust buffer access instead.
pub fn wgpu_bounds_divergence(info: &DeviceInfo) -> Option<&'static str> {
    (info.kind == anygpu::DeviceKind::Wgpu && !info.compute_version.starts_with("Vulkan"))
        .then_some("wgpu without anygpu's SPIR-V clamps out-of-bounds indices instead of read-zero/skip-write")
}

/// Runs `case` on every available device; panics naming each device and case that failed.
pub fn run(case: Case) {
    run_all(&[case]);
}

/// Runs every case on every available device; panics with one report for all failures.
pub fn run_all(cases: &[Case]) {
    let mut failures = String::new();
    for ctx in all_contexts() {
        for case in cases {
            if let Some(reason) = (case.divergence)(ctx.info()) {
                skip!(
                    "case `{}` on {} ({}): known divergence: {reason}",
                    case.name,
                    ctx.info().id,
                    ctx.info().name
                );
                continue;
            }
            if let Err(e) = run_case_on(&ctx, case) {
                let info = ctx.info();
                let _ = writeln!(
                    failures,
                    "case `{}` on device {} ({}): {e}",
                    case.name, info.id, info.name
                );
            }
        }
    }
    for case in cases {
        if let Err(e) = check_ptx(case) {
            let _ = writeln!(failures, "case `{}` as PTX: {e}", case.name);
        }
        if let Err(e) = check_amdgpu(case) {
            let _ = writeln!(failures, "case `{}` as an AMD code object: {e}", case.name);
        }
    }
    if !failures.is_empty() {
        panic!("conformance failures:\n{failures}");
    }
}

// ---------------------------------------------------------------------------------------------
// NVIDIA: every case's kernel compiles to PTX that NVIDIA's own assembler accepts
// ---------------------------------------------------------------------------------------------

/// The architectures every kernel is assembled for.
pub const PTX_ARCHS: [&str; 3] = ["sm_70", "sm_80", "sm_90"];

/// NVIDIA's `ptxas` (from the `nvidia-cuda-nvcc-cu12` wheel that `scripts/setup.sh` installs into
/// `.tools/venv`, `ANYGPU_PTXAS`, or the PATH). `None` with a printed reason outside CI; in CI a
/// missing ptxas fails the test.
pub fn ptxas() -> Option<std::path::PathBuf> {
    use std::sync::OnceLock;
    static FOUND: OnceLock<Option<std::path::PathBuf>> = OnceLock::new();
    let found = FOUND.get_or_init(|| {
        if let Some(p) = std::env::var_os("ANYGPU_PTXAS") {
            return Some(p.into());
        }
        let lib = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/venv/lib");
        let in_venv = std::fs::read_dir(&lib).ok().and_then(|dirs| {
            dirs.flatten()
                .map(|d| d.path().join("site-packages/nvidia/cuda_nvcc/bin/ptxas"))
                .find(|p| p.is_file())
        });
        in_venv.or_else(|| {
            std::process::Command::new("ptxas")
                .arg("--version")
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|_| "ptxas".into())
        })
    });
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: ptxas not found; run scripts/setup.sh (installs nvidia-cuda-nvcc-cu12 into .tools/venv)"
        );
        static SAID: std::sync::Once = std::sync::Once::new();
        SAID.call_once(|| skip!("PTX checks: no ptxas (scripts/setup.sh installs it into .tools/venv)"));
    }
    found.clone()
}

/// The architectures of `PTX_ARCHS` that `ptxas` can assemble for: CUDA 13's ptxas dropped
/// Volta (sm_70), and a GPU machine's own toolkit may be that one. CI's ptxas (CUDA 12) has them
/// all; one it lacks is skipped with a printed reason.
pub fn ptxas_archs(ptxas: &std::path::Path) -> Vec<&'static str> {
    use std::sync::OnceLock;
    static ARCHS: OnceLock<Vec<&'static str>> = OnceLock::new();
    ARCHS
        .get_or_init(|| {
            let help = std::process::Command::new(ptxas)
                .arg("--help")
                .output()
                .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
                .unwrap_or_default();
            let (known, unknown): (Vec<_>, Vec<_>) =
                PTX_ARCHS.iter().partition(|arch| help.contains(&format!("'{arch}'")));
            if !unknown.is_empty() {
                assert!(
                    std::env::var_os("CI").is_none(),
                    "CI: {} cannot assemble for {unknown:?}",
                    ptxas.display()
                );
                skip!("PTX checks for {unknown:?}: {} does not know them", ptxas.display());
            }
            known
        })
        .clone()
}

/// Assembles `ptx` for `arch` with ptxas; `Err` holds ptxas's complaint. Warnings count as
/// failures: PTX that ptxas warns about is PTX we should not be writing.
pub fn assemble_ptx(ptxas: &std::path::Path, ptx: &str, arch: &str, tag: &str) -> Result<String, String> {
    // Tests run in parallel: every call gets its own file names.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tag = format!("{tag}-{n}");
    let dir = std::env::temp_dir().join(format!("anygpu-ptx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{tag}-{arch}.ptx"));
    std::fs::write(&file, ptx).map_err(|e| e.to_string())?;
    let out = std::process::Command::new(ptxas)
        .args(["-arch", arch, "-v", "-o"])
        .arg(dir.join(format!("{tag}-{arch}.cubin")))
        .arg(&file)
        .output()
        .map_err(|e| format!("running {}: {e}", ptxas.display()))?;
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(dir.join(format!("{tag}-{arch}.cubin")));
    if !out.status.success() || err.to_lowercase().contains("warning") {
        return Err(format!("ptxas -arch {arch} rejected it:\n{err}"));
    }
    Ok(err)
}

/// The case's kernel source as its inputs configure it for a device with `subgroup_size`.
fn source_for(case: &Case, subgroup_size: u32) -> Result<KernelSource, String> {
    let mut info = anygpu::available_devices()
        .into_iter()
        .find(|d| d.kind == anygpu::DeviceKind::Cpu)
        .ok_or("no CPU device to borrow a DeviceInfo from")?;
    info.subgroup_size = subgroup_size;
    let inputs = (case.inputs)(&mut rand::rng(), &info);
    Ok(case.source(&inputs))
}

/// Compiles the case's kernel (with the overrides its inputs choose for a 32-wide-warp device)
/// to PTX for each of [`PTX_ARCHS`] and assembles it.
pub fn check_ptx(case: &Case) -> Result<(), String> {
    let Some(ptxas) = ptxas() else { return Ok(()) };
    let src = source_for(case, anygpu::compiler::target::nvptx::WARP_SIZE)?;
    for arch in ptxas_archs(&ptxas) {
        let target = anygpu::compiler::target::EmitTarget::Ptx(arch.parse().map_err(|e| format!("{e}"))?);
        let ptx = anygpu::compiler::target::emit(&src, target).map_err(|e| format!("compiling for {arch}: {e}"))?;
        assemble_ptx(&ptxas, &ptx, arch, &case.name)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Reference helpers
// ---------------------------------------------------------------------------------------------

/// binary16 bits → value (exact).
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    match e {
        0 => sign * m * 2f64.powi(-24),
        31 => {
            if m == 0.0 {
                sign * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => sign * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

pub fn f16_to_f32(h: u16) -> f32 {
    f16_to_f64(h) as f32
}

/// value → binary16 bits, round to nearest, ties to even (overflow gives infinity).
pub fn f64_to_f16(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    // scale so that the f16 quantum at this magnitude becomes 1, round half to even, rescale
    let e = if a == 0.0 {
        -14
    } else {
        (((a.to_bits() >> 52) & 0x7ff) as i32 - 1023).max(-14)
    };
    let quantum = 2f64.powi(e - 10);
    let q = (a / quantum).round_ties_even() * quantum; // exact in f64
    if q >= 65520.0 {
        return sign | 0x7c00;
    }
    if q == 0.0 {
        return sign;
    }
    let qe = (((q.to_bits() >> 52) & 0x7ff) as i32) - 1023;
    if qe < -14 {
        // subnormal
        let m = (q / 2f64.powi(-24)) as u16;
        sign | m
    } else {
        let m = ((q / 2f64.powi(qe) - 1.0) * 1024.0) as u16;
        sign | (((qe + 15) as u16) << 10) | m
    }
}

pub fn f32_to_f16(x: f32) -> u16 {
    f64_to_f16(x as f64)
}

/// The largest f32 not above `x` and the smallest not below it (the two values a WGSL
/// conversion to f32 may give for an exactly-known `x`).
pub fn f32_neighbours(x: f64) -> (f32, f32) {
    let r = x as f32; // round to nearest
    if r as f64 == x {
        (r, r)
    } else if (r as f64) < x {
        (r, next_up_f32(r))
    } else {
        (next_down_f32(r), r)
    }
}

pub fn next_up_f32(x: f32) -> f32 {
    if x.is_nan() || x == f32::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f32::from_bits(1);
    }
    let b = x.to_bits();
    f32::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

pub fn next_down_f32(x: f32) -> f32 {
    -next_up_f32(-x)
}

/// WGSL's float → i32 conversion (non-NaN): truncate, then clamp to the i32 values representable
/// in f32 (so large values give 2147483520, not 2147483647).
pub fn wgsl_f32_to_i32(x: f32) -> i32 {
    let t = x.trunc();
    if t >= 2147483520.0 {
        2147483520
    } else if t <= -2147483648.0 {
        i32::MIN
    } else {
        t as i32
    }
}

/// WGSL's float → u32 conversion (non-NaN): truncate, clamp to [0, 4294967040].
pub fn wgsl_f32_to_u32(x: f32) -> u32 {
    let t = x.trunc();
    if t >= 4294967040.0 {
        4294967040
    } else if t <= 0.0 {
        0
    } else {
        t as u32
    }
}

/// Tolerance for a sum of products `sum(terms)` computed in f32 in any order, fused or not
/// (WGSL lets implementations reassociate and fuse): each of the n products and n-1 additions
/// may be off by 1 ULP of its magnitude, all bounded by the sum of the terms' magnitudes.
pub fn sum_tol(terms: &[f64]) -> Tol {
    let mag: f64 = terms.iter().map(|t| t.abs()).sum();
    Tol::abs(2.0 * terms.len() as f64 * ulp32(mag)).or_ulps(1.0)
}

pub fn rand_f32(rng: &mut TestRng, lo: f32, hi: f32) -> f32 {
    use rand::Rng;
    rng.random_range(lo..hi)
}

/// n random f32 values in [lo, hi).
pub fn rand_f32s(rng: &mut TestRng, n: usize, lo: f32, hi: f32) -> Vec<f32> {
    use rand::Rng;
    (0..n).map(|_| rng.random_range(lo..hi)).collect()
}

pub fn rand_u32s(rng: &mut TestRng, n: usize) -> Vec<u32> {
    use rand::Rng;
    (0..n).map(|_| rng.random::<u32>()).collect()
}

pub fn rand_i32s(rng: &mut TestRng, n: usize) -> Vec<i32> {
    use rand::Rng;
    (0..n).map(|_| rng.random::<i32>()).collect()
}

/// Integer-valued f32s in [-lim, lim]: sums and small products stay exact, so results do not
/// depend on rounding, reassociation or fusion.
pub fn rand_int_f32s(rng: &mut TestRng, n: usize, lim: i32) -> Vec<f32> {
    use rand::Rng;
    (0..n).map(|_| rng.random_range(-lim..=lim) as f32).collect()
}

/// f32 → its bits, for exact comparison of float results through u32 outputs.
pub fn bits(x: f32) -> u32 {
    x.to_bits()
}

#[cfg(test)]
mod self_tests {
    use super::*;

    #[test]
    fn f16_conversions_round_trip() {
        for h in 0u16..=0xffff {
            let v = f16_to_f64(h);
            if v.is_nan() {
                continue;
            }
            assert_eq!(f64_to_f16(v), h, "{h:#x} {v}");
        }
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(65504.0), 0x7bff);
        assert_eq!(f64_to_f16(1.0 + 1.0 / 2048.0), 0x3c00); // tie to even
        assert_eq!(f64_to_f16(1.0 + 3.0 / 2048.0), 0x3c02); // tie to even, up
    }
}

// ---------------------------------------------------------------------------------------------
// AMD: every case's kernel compiles and links for each architecture, and its code object's
// metadata matches the kernel signature and the argument buffer the ROCm backend builds
// ---------------------------------------------------------------------------------------------

/// The AMD architectures every kernel is compiled and linked for.
pub const GFX_ARCHS: [&str; 5] = ["gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"];

/// Whether AMD code objects can be linked (`ld.lld` is there, or the linker is built in);
/// outside CI its absence skips the AMD checks with a printed reason.
pub fn lld_available() -> bool {
    match anygpu::compiler::target::amdgpu::linker_available() {
        Ok(_) => true,
        Err(e) => {
            assert!(std::env::var_os("CI").is_none(), "CI: {e}");
            static SAID: std::sync::Once = std::sync::Once::new();
            SAID.call_once(|| skip!("AMD checks: {e}"));
            false
        }
    }
}

/// Checks one code object against the kernel signature: arguments, LDS size, wavefront size.
pub fn check_code_object(
    module: &anygpu::compiler::target::amdgpu::AmdModule,
    front: &anygpu::compiler::front::FrontModule,
) -> Result<anygpu::compiler::target::amdgpu::KernelMeta, String> {
    let signature = &front.signature;
    // The workgroup variables' own sizes: LDS holds at least these, and at most the signature's
    // 16-byte-aligned total (which the backends check against the device's limit).
    let used = front.info.get_entry_point(front.entry_index);
    let lds_min: u64 = front
        .module
        .global_variables
        .iter()
        .filter(|(h, g)| g.space == naga::AddressSpace::WorkGroup && !used[*h].is_empty())
        .map(|(_, g)| front.layouter[g.ty].size as u64)
        .sum();
    use anygpu::compiler::target::amdgpu::{kernarg_buffer, read_metadata};
    let meta = read_metadata(&module.hsaco).map_err(|e| e.to_string())?;
    let arch = module.arch;
    let expect = |ok: bool, what: String| if ok { Ok(()) } else { Err(format!("{arch}: {what}")) };
    expect(
        meta.name == module.entry,
        format!("kernel name {} != {}", meta.name, module.entry),
    )?;
    expect(
        meta.symbol == format!("{}.kd", module.entry),
        format!("descriptor symbol {}", meta.symbol),
    )?;
    expect(
        meta.wavefront_size == arch.wavefront_size() as u64,
        format!("wavefront size {}", meta.wavefront_size),
    )?;
    expect(
        meta.group_segment_fixed_size <= signature.workgroup_memory_bytes
            && (signature.workgroup_memory_bytes == 0
                || meta.group_segment_fixed_size >= lds_min.min(signature.workgroup_memory_bytes)),
        format!(
            "LDS {} outside [{lds_min}, {}] bytes of workgroup memory",
            meta.group_segment_fixed_size, signature.workgroup_memory_bytes
        ),
    )?;
    expect(
        meta.max_flat_workgroup_size == signature.workgroup_invocations() as u64,
        format!("max flat workgroup size {}", meta.max_flat_workgroup_size),
    )?;
    let explicit: Vec<_> = meta.explicit_args().cloned().collect();
    expect(
        explicit.len() == 2 * signature.bindings.len(),
        format!(
            "{} explicit args for {} bindings",
            explicit.len(),
            signature.bindings.len()
        ),
    )?;
    for (k, pair) in explicit.chunks(2).enumerate() {
        expect(
            pair[0].value_kind == "global_buffer"
                && pair[0].address_space.as_deref() == Some("global")
                && pair[0].size == 8
                && pair[1].value_kind == "by_value"
                && pair[1].size == 8,
            format!("binding {k}: args {pair:?}"),
        )?;
    }
    // The argument buffer the ROCm backend would pass: each address and length lands at the
    // offset the metadata gives.
    let bindings: Vec<(u64, u64)> = (0..signature.bindings.len() as u64)
        .map(|k| (0x7f00_0000_0000 + k * 0x1_0000, 4 * (k + 1)))
        .collect();
    let buf = kernarg_buffer(&meta, &bindings).map_err(|e| e.to_string())?;
    for (pair, &(addr, len)) in explicit.chunks(2).zip(&bindings) {
        let word = |off: u64| u64::from_le_bytes(buf[off as usize..][..8].try_into().unwrap());
        expect(
            word(pair[0].offset) == addr && word(pair[1].offset) == len,
            "kernarg layout".into(),
        )?;
    }
    expect(
        meta.kernarg_segment_size >= buf.len() as u64,
        format!(
            "kernarg segment {} < {} explicit bytes",
            meta.kernarg_segment_size,
            buf.len()
        ),
    )?;
    Ok(meta)
}

/// Compiles and links the case's kernel for each of [`GFX_ARCHS`] and checks its metadata.
pub fn check_amdgpu(case: &Case) -> Result<(), String> {
    use anygpu::compiler::target::amdgpu::{CodeObjectVersion, GfxArch};
    if !lld_available() {
        return Ok(());
    }
    for arch in GFX_ARCHS {
        let arch: GfxArch = arch.parse().map_err(|e| format!("{e}"))?;
        let src = source_for(case, arch.wavefront_size())?;
        let module = anygpu::compiler::target::amdgpu_code_object(&src, arch, CodeObjectVersion::V5)
            .map_err(|e| format!("compiling for {arch}: {e}"))?;
        let front = anygpu::compiler::front::compile_front(&src).map_err(|e| e.to_string())?;
        check_code_object(&module, &front)?;
    }
    Ok(())
}

/// Kernels whose only accesses use constant indices into runtime-sized arrays (a store, a load,
/// an atomic): naga cannot check those, so the lowering must. Each with the statement it tests.
pub fn constant_index_kernels() -> Vec<(&'static str, String)> {
    ["a[100000000] = 5u;", "b[0] = a[7];", "atomicAdd(&c[3], 5u);"]
        .into_iter()
        .map(|body| {
            let src = format!(
                "@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> c: array<atomic<u32>>;
@compute @workgroup_size(1) fn main() {{ _ = &a; _ = &b; _ = &c; {body} }}"
            );
            (body, src)
        })
        .collect()
}
