//! The conformance harness: one [`Case`] is a WGSL kernel, a function producing fresh random inputs,
//! a plain-Rust reference computing what the kernel must produce, and how to compare (exact for
//! integers, a stated tolerance for floats). Output buffers are poisoned with the byte pattern of
//! `0xDEADBEEF` before each launch, so a kernel that forgets to write an element is caught.
//!
//! [`run_case_on`] runs a case on one context; [`run_on_kind`] runs cases on every device of one
//! [`DeviceKind`] (the conformance suite instantiates each case once per kind, so a failure names
//! its kind) and panics with a report naming each device and case that failed. A kind with no
//! device here is skipped with a printed line, except where CI requires it ([`required_in_ci`]).

use std::fmt::Write as _;

use anygpu::{DeviceBuffer, DeviceInfo, DeviceKind, GpuContext, KernelArg, KernelSource, LaunchConfig};
use rand::Rng;

use super::float::{f16_to_f64, float_ok, FloatFmt, Tol};

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
// Checks
// ---------------------------------------------------------------------------------------------

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
    pub fn source(&self, inputs: &Inputs) -> KernelSource {
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
        let kernel = match ctx.compile_kernel(&src) {
            Ok(kernel) => kernel,
            Err(e) if refused_as_the_device_should(ctx.info(), &e) => {
                skip!(
                    "case `{}` on {} ({}): refused as it should be: {e}",
                    case.name,
                    ctx.info().id,
                    ctx.info().name
                );
                return Ok(());
            }
            Err(e) => return Err(format!("compile_kernel failed: {e}")),
        };
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

/// Whether `e`, the refusal of a kernel before it runs, is what `info`'s device must answer:
/// it lacks every feature the error names, or it is a mock posing as a GPU (whose point is to
/// refuse, with a clear error, what that GPU cannot run: f64 on Metal, 1024 invocations or
/// 64 KiB of workgroup memory in a browser). A refusal of anything else stays a failure.
pub fn refused_as_the_device_should(info: &DeviceInfo, e: &anygpu::GpuError) -> bool {
    match e {
        anygpu::GpuError::NotSupported(u) => {
            info.profile.is_some() || (!u.missing.is_empty() && u.missing.iter().all(|&f| !info.features.has(f)))
        }
        _ => false,
    }
}

// ---------------------------------------------------------------------------------------------
// Devices by kind
// ---------------------------------------------------------------------------------------------

/// Whether CI (`CI` set) must have a device of `kind`: the CPU device always, and wgpu when the
/// crate is built with it (lavapipe, which `scripts/setup.sh` installs). CUDA and ROCm need hardware.
pub fn required_in_ci(kind: DeviceKind) -> bool {
    match kind {
        DeviceKind::Cpu => true,
        DeviceKind::Wgpu => cfg!(feature = "wgpu"),
        DeviceKind::Cuda | DeviceKind::Rocm => false,
    }
}

/// The device ids `ANYGPU_TEST_DEVICES` names (comma-separated, such as `cuda:0,wgpu:1`), if set:
/// `scripts/gpu-check.sh` runs the suite once per device that way to report each device on its own.
fn test_devices_filter() -> Option<Vec<String>> {
    std::env::var("ANYGPU_TEST_DEVICES")
        .ok()
        .map(|w| w.split(',').map(|s| s.trim().to_string()).collect())
}

/// The available devices of `kind`, restricted to those `ANYGPU_TEST_DEVICES` names when it is set.
pub fn devices_of(kind: DeviceKind) -> Vec<DeviceInfo> {
    let mut devices: Vec<DeviceInfo> = anygpu::available_devices()
        .into_iter()
        .filter(|d| d.kind == kind)
        .collect();
    if let Some(wanted) = test_devices_filter() {
        devices.retain(|d| wanted.contains(&d.id.to_string()));
    }
    devices
}

/// Contexts on every device of `kind` (see [`devices_of`]) for the test named `test`. `None` when
/// there are none, after printing `skipping <test>: no <kind> device ...`; in CI a kind that
/// [`required_in_ci`] names fails the test instead, unless `ANYGPU_TEST_DEVICES` leaves it out.
pub fn contexts_of(kind: DeviceKind, test: &str) -> Option<Vec<GpuContext>> {
    let devices = devices_of(kind);
    if devices.is_empty() {
        if let Some(wanted) = test_devices_filter() {
            skip!("{test}: no {kind} device in ANYGPU_TEST_DEVICES={}", wanted.join(","));
            return None;
        }
        assert!(
            std::env::var_os("CI").is_none() || !required_in_ci(kind),
            "CI: no {kind} device found for {test} (the CPU device and wgpu's lavapipe must be there; \
             scripts/setup.sh installs mesa-vulkan-drivers)"
        );
        skip!("{test}: no {kind} device on this machine");
        return None;
    }
    Some(
        devices
            .iter()
            .map(|d| anygpu::select_device(d.id).unwrap_or_else(|e| panic!("select_device({}): {e}", d.id)))
            .collect(),
    )
}

/// Contexts on every available device, or on those `ANYGPU_TEST_DEVICES` names (tests that loop
/// over all devices themselves, such as the bounds matrix).
pub fn all_contexts() -> Vec<GpuContext> {
    let mut devices = anygpu::available_devices();
    assert!(!devices.is_empty(), "no device available (not even the CPU)");
    if let Some(wanted) = test_devices_filter() {
        devices.retain(|d| wanted.contains(&d.id.to_string()));
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

/// What a conformance case function returns: one case, or several run as one test.
pub trait IntoCases {
    fn into_cases(self) -> Vec<Case>;
}

impl IntoCases for Case {
    fn into_cases(self) -> Vec<Case> {
        vec![self]
    }
}

impl IntoCases for Vec<Case> {
    fn into_cases(self) -> Vec<Case> {
        self
    }
}

/// Runs `cases` on every device of `kind` (the test named `test`); panics with one report naming
/// each device and case that failed. No device of the kind: skipped with a printed line (see
/// [`contexts_of`]).
pub fn run_on_kind(kind: DeviceKind, test: &str, cases: impl IntoCases) {
    let cases = cases.into_cases();
    assert!(!cases.is_empty(), "harness: {test} has no case");
    let Some(contexts) = contexts_of(kind, test) else {
        return;
    };
    let mut failures = String::new();
    for ctx in contexts {
        for case in &cases {
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
    if !failures.is_empty() {
        panic!("conformance failures on {kind} ({test}):\n{failures}");
    }
}

/// Runs `test_fn` once on each device of `kind` (tests written against a context rather than as a
/// [`Case`]); no device of the kind: skipped with a printed line.
pub fn on_each_device(kind: DeviceKind, test: &str, test_fn: impl Fn(&GpuContext)) {
    let Some(contexts) = contexts_of(kind, test) else {
        return;
    };
    for ctx in &contexts {
        test_fn(ctx);
    }
}

/// The inputs a case generates for a device like the CPU device but with `subgroup_size` (for
/// compiling its kernel offline for a GPU target: the overrides its inputs choose).
pub fn inputs_for(case: &Case, subgroup_size: u32) -> Result<Inputs, String> {
    let mut info = anygpu::available_devices()
        .into_iter()
        .find(|d| d.kind == DeviceKind::Cpu)
        .ok_or("no CPU device to borrow a DeviceInfo from")?;
    info.subgroup_size = subgroup_size;
    Ok((case.inputs)(&mut rand::rng(), &info))
}

/// The case's kernel source as its inputs configure it for a device with `subgroup_size`.
pub fn source_for(case: &Case, subgroup_size: u32) -> Result<KernelSource, String> {
    Ok(case.source(&inputs_for(case, subgroup_size)?))
}

// ---------------------------------------------------------------------------------------------
// Random inputs
// ---------------------------------------------------------------------------------------------

/// A random element count, never a multiple of 64 (so the last workgroup is partial).
pub fn rand_len(rng: &mut TestRng) -> usize {
    let n = rng.random_range(300..1200);
    if n % 64 == 0 {
        n + 5
    } else {
        n
    }
}

/// A random number of random words in, `per_item` words out for each.
pub fn random_words_in_out(rng: &mut TestRng, wg: usize, per_item: usize) -> Inputs {
    let n = rand_len(rng);
    Inputs::new(
        [groups(n, wg), 1, 1],
        vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(per_item * n)],
    )
}

/// For global 1-D invocation `g` in workgroups of `wg`: the range of global indices of its subgroup.
pub fn subgroup_of(g: usize, wg: usize, sg: usize) -> std::ops::Range<usize> {
    let base = g / wg * wg;
    let l = g % wg;
    let start = base + l / sg * sg;
    start..(start + sg).min(base + wg)
}

pub fn rand_f32(rng: &mut TestRng, lo: f32, hi: f32) -> f32 {
    rng.random_range(lo..hi)
}

/// n random f32 values in [lo, hi).
pub fn rand_f32s(rng: &mut TestRng, n: usize, lo: f32, hi: f32) -> Vec<f32> {
    (0..n).map(|_| rng.random_range(lo..hi)).collect()
}

pub fn rand_u32s(rng: &mut TestRng, n: usize) -> Vec<u32> {
    (0..n).map(|_| rng.random::<u32>()).collect()
}

pub fn rand_i32s(rng: &mut TestRng, n: usize) -> Vec<i32> {
    (0..n).map(|_| rng.random::<i32>()).collect()
}

/// Integer-valued f32s in [-lim, lim]: sums and small products stay exact, so results do not
/// depend on rounding, reassociation or fusion.
pub fn rand_int_f32s(rng: &mut TestRng, n: usize, lim: i32) -> Vec<f32> {
    (0..n).map(|_| rng.random_range(-lim..=lim) as f32).collect()
}

/// f32 → its bits, for exact comparison of float results through u32 outputs.
pub fn bits(x: f32) -> u32 {
    x.to_bits()
}
