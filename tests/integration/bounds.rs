//! Out-of-range accesses, every way a kernel can make one: {constant, dynamic, uniform-derived}
//! index × {load, store, atomic, pointer passed to a helper} × {runtime array, struct-tail array,
//! fixed array in a buffer, workgroup array, private array, function array, vector, matrix}.
//!
//! Each combination is a generated kernel run on every available device and on a CPU mock device
//! with poison-filled guard zones around every buffer (`CpuDeviceConfig::guard_bytes`: a launch
//! that wrote outside a buffer fails). On every device an out-of-range read gives 0, an
//! out-of-range write or atomic changes nothing, and a constant index that WGSL can see is out of
//! range (fixed-size containers) is refused when the kernel is compiled.
//!
//! Combinations WGSL itself rules out are not generated: atomics live only in storage and
//! workgroup memory, a pointer to a vector component cannot be formed (`&v[i]`), and only
//! function and private pointers can be passed to a function.

use crate::common;

use anygpu::{CpuDeviceConfig, GpuContext, GpuError, KernelSource, LaunchConfig};

/// Elements in every container; its initial contents are 1, 2, 3, 4.
const N: u32 = 4;
/// Out-of-range indices tried: just past the end, and far past it.
const OUT_OF_RANGE: [u32; 2] = [N, 100_000_000];

#[derive(Clone, Copy, Debug, PartialEq)]
enum Index {
    Constant,
    Dynamic,
    Uniform,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    Load,
    Store,
    Atomic,
    Helper,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Container {
    Runtime,
    StructTail,
    FixedInBuffer,
    Workgroup,
    Private,
    Function,
    Vector,
    Matrix,
}

const INDEXES: [Index; 3] = [Index::Constant, Index::Dynamic, Index::Uniform];
const OPS: [Op; 4] = [Op::Load, Op::Store, Op::Atomic, Op::Helper];
const CONTAINERS: [Container; 8] = [
    Container::Runtime,
    Container::StructTail,
    Container::FixedInBuffer,
    Container::Workgroup,
    Container::Private,
    Container::Function,
    Container::Vector,
    Container::Matrix,
];

impl Container {
    fn in_buffer(self) -> bool {
        matches!(
            self,
            Container::Runtime | Container::StructTail | Container::FixedInBuffer
        )
    }
    /// WGSL knows the size, so a constant out-of-range index is a shader-creation error.
    fn fixed_size(self) -> bool {
        !matches!(self, Container::Runtime | Container::StructTail)
    }
    fn supports(self, op: Op) -> bool {
        match op {
            Op::Atomic => self.in_buffer() || self == Container::Workgroup,
            // WGSL passes only function and private pointers to functions (naga does not have
            // the `unrestricted_pointer_parameters` extension).
            Op::Helper => matches!(self, Container::Private | Container::Function | Container::Matrix),
            Op::Load | Op::Store => true,
        }
    }
    /// The element type (`atomic<u32>` when the kernel uses atomics on it).
    fn elem(self, op: Op) -> &'static str {
        if op == Op::Atomic {
            "atomic<u32>"
        } else {
            "u32"
        }
    }
    /// Module-scope declarations.
    fn globals(self, op: Op) -> String {
        let e = self.elem(op);
        match self {
            Container::Runtime => format!("@group(0) @binding(1) var<storage, read_write> data: array<{e}>;"),
            Container::StructTail => format!(
                "struct S {{ head: u32, tail: array<{e}> }}\n@group(0) @binding(1) var<storage, read_write> data: S;"
            ),
            Container::FixedInBuffer => {
                format!("@group(0) @binding(1) var<storage, read_write> data: array<{e}, {N}>;")
            }
            Container::Workgroup => format!("var<workgroup> data: array<{e}, {N}>;"),
            Container::Private => format!("var<private> data: array<u32, {N}> = array(1u, 2u, 3u, 4u);"),
            Container::Function | Container::Vector | Container::Matrix => String::new(),
        }
    }
    /// Statements at the top of the entry point that declare or fill the container.
    fn setup(self, op: Op) -> String {
        match self {
            Container::Workgroup if op == Op::Atomic => {
                "for (var k = 0u; k < 4u; k++) { atomicStore(&data[k], k + 1u); }".into()
            }
            Container::Workgroup => "for (var k = 0u; k < 4u; k++) { data[k] = k + 1u; }".into(),
            Container::Function => "var data = array(1u, 2u, 3u, 4u);".into(),
            Container::Vector => "var data = vec4(1u, 2u, 3u, 4u);".into(),
            Container::Matrix => "var data = mat4x4<f32>(vec4(1.0), vec4(2.0), vec4(3.0), vec4(4.0));".into(),
            _ => String::new(),
        }
    }
    /// The element `i` as a reference expression.
    fn element(self, i: &str) -> String {
        match self {
            Container::StructTail => format!("data.tail[{i}]"),
            _ => format!("data[{i}]"),
        }
    }
    /// A `u32` expression reading element `k` (a literal), for copying the contents out.
    fn read_back(self, op: Op, k: u32) -> String {
        let e = self.element(&format!("{k}u"));
        match (self, op) {
            (Container::Matrix, _) => format!("u32({e}.x)"),
            (_, Op::Atomic) => format!("atomicLoad(&{e})"),
            _ => e,
        }
    }
    /// The pointer type a helper takes for one element.
    fn pointer_type(self) -> &'static str {
        match self {
            Container::Private => "ptr<private, u32>",
            Container::Matrix => "ptr<function, vec4<f32>>",
            _ => "ptr<function, u32>",
        }
    }
}

/// The kernel for one combination. Binding 0 receives `out[0]` = the value read (or the atomic's
/// old value) and `out[1..5]` = the container's contents afterwards.
fn kernel(index: Index, op: Op, c: Container, constant: u32) -> String {
    let mut g = vec![
        "@group(0) @binding(0) var<storage, read_write> out: array<u32>;".to_string(),
        c.globals(op),
    ];
    let i = match index {
        Index::Constant => format!("{constant}u"),
        Index::Dynamic => {
            g.push("@group(0) @binding(2) var<storage, read> idx: array<u32>;".into());
            "idx[lid.x]".into()
        }
        Index::Uniform => {
            g.push("@group(0) @binding(3) var<uniform> u: vec4<u32>;".into());
            "(u.y + u.x * 0u)".into()
        }
    };
    let elem = c.element(&i);
    let body = match (op, c) {
        (Op::Load, Container::Matrix) => format!("out[0] = bitcast<u32>({elem}.x);"),
        (Op::Load, _) => format!("out[0] = {elem};"),
        (Op::Store, Container::Matrix) => format!("{elem} = vec4(99.0);"),
        (Op::Store, _) => format!("{elem} = 99u;"),
        (Op::Atomic, _) => format!("out[0] = atomicAdd(&{elem}, 5u);"),
        (Op::Helper, Container::Matrix) => {
            g.push(format!(
                "fn rd(p: {t}) -> u32 {{ return bitcast<u32>((*p).x); }}\nfn wr(p: {t}) {{ *p = vec4(99.0); }}",
                t = c.pointer_type()
            ));
            format!("out[0] = rd(&{elem}); wr(&{elem});")
        }
        (Op::Helper, _) => {
            g.push(format!(
                "fn rd(p: {t}) -> u32 {{ return *p; }}\nfn wr(p: {t}) {{ *p = 99u; }}",
                t = c.pointer_type()
            ));
            format!("out[0] = rd(&{elem}); wr(&{elem});")
        }
    };
    let copy_out: String = (0..N)
        .map(|k| format!("    out[{}] = {};\n", k + 1, c.read_back(op, k)))
        .collect();
    format!(
        "{}\n@compute @workgroup_size(1)\nfn main(@builtin(local_invocation_id) lid: vec3<u32>) {{\n    {}\n    {body}\n{copy_out}}}\n",
        g.join("\n"),
        c.setup(op)
    )
}

/// What a run of the combination gives: `out` and, for buffer containers, the buffer.
fn run(ctx: &GpuContext, src: &str, index: Index, c: Container, oob: u32) -> Result<(Vec<u32>, Vec<u32>), GpuError> {
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(src).file_name("bounds.wgsl"))?;
    let out = ctx.upload(&[0xEEEE_EEEEu32; 5])?;
    let contents: Vec<u32> = match c {
        Container::StructTail => vec![7, 1, 2, 3, 4],
        _ => vec![1, 2, 3, 4],
    };
    let data = ctx.upload(&contents)?;
    let idx = ctx.upload(&[oob])?;
    let uniform = ctx.upload(&[0u32, oob, 0, 0])?;
    let mut args: Vec<&dyn anygpu::KernelArg> = vec![&out];
    if c.in_buffer() {
        args.push(&data);
    }
    match index {
        Index::Dynamic => args.push(&idx),
        Index::Uniform => args.push(&uniform),
        Index::Constant => {}
    }
    ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &args)?;
    Ok((ctx.download(&out)?, ctx.download(&data)?))
}

/// Checks one combination on one device; `Err` describes what went wrong.
fn check(ctx: &GpuContext, index: Index, op: Op, c: Container, oob: u32) -> Result<(), String> {
    let src = kernel(index, op, c, oob);
    let what = format!("{index:?} index {oob} × {op:?} × {c:?}");
    if index == Index::Constant && c.fixed_size() {
        return match ctx.compile_kernel(&KernelSource::wgsl(&src)) {
            Err(GpuError::InvalidWgsl { .. }) => Ok(()),
            Err(e) => Err(format!("{what}: expected an invalid-WGSL error, got: {e}\n{src}")),
            Ok(_) => Err(format!("{what}: a constant out-of-range index compiled\n{src}")),
        };
    }
    let (out, data) = run(ctx, &src, index, c, oob).map_err(|e| format!("{what}: {e}\n{src}"))?;
    let initial = [1u32, 2, 3, 4];
    let mut problems = Vec::new();
    if op != Op::Store && out[0] != 0 {
        problems.push(format!("the out-of-range read gave {:#x}, not 0", out[0]));
    }
    let after: Vec<u32> = if c.in_buffer() {
        data[data.len() - 4..].to_vec()
    } else {
        out[1..].to_vec()
    };
    if after != initial {
        problems.push(format!("the container changed: {after:?} (was {initial:?})"));
    }
    if c.in_buffer() && out[1..] != initial {
        problems.push(format!("the kernel read back {:?} (expected {initial:?})", &out[1..]));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{what}: {}\n{src}", problems.join("; ")))
    }
}

/// Every combination on `ctx`; returns the failures.
fn matrix_on(ctx: &GpuContext) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    let mut runs = 0;
    for c in CONTAINERS {
        for op in OPS {
            if !c.supports(op) {
                continue;
            }
            for index in INDEXES {
                for oob in OUT_OF_RANGE {
                    runs += 1;
                    if let Err(e) = check(ctx, index, op, c, oob) {
                        failures.push(format!("{} ({}): {e}", ctx.info().id, ctx.info().name));
                    }
                }
            }
        }
    }
    (runs, failures)
}

fn guarded_cpu() -> GpuContext {
    let mut config = CpuDeviceConfig::mock("guarded CPU", 1 << 30, 2);
    config.guard_bytes = 4096;
    GpuContext::with_cpu_device(&config)
}

#[test]
fn out_of_range_accesses_read_zero_and_write_nothing_on_the_guarded_cpu_device() {
    let (runs, failures) = matrix_on(&guarded_cpu());
    assert!(runs > 100, "the matrix ran only {runs} combinations");
    assert!(
        failures.is_empty(),
        "{} of {runs} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn out_of_range_accesses_read_zero_and_write_nothing_on_every_device() {
    let mut failures = Vec::new();
    for ctx in common::all_contexts() {
        let (runs, f) = matrix_on(&ctx);
        eprintln!("{}: {runs} combinations, {} failed", ctx.info().id, f.len());
        failures.extend(f);
    }
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_guard_zones_catch_a_kernel_that_writes_outside_its_buffer() {
    // With bounds checks off (the unsafe opt-out) a write past the end lands in the guard zone,
    // and the guarded device says so instead of corrupting memory silently.
    let ctx = guarded_cpu();
    let src = "@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@compute @workgroup_size(1) fn main() { a[4] = 1u; }";
    // SAFETY (of the opt-out): the write lands in the guard zone this device puts after the
    // 16-byte buffer, which belongs to the allocation.
    let kernel = ctx
        .compile_kernel(&unsafe { KernelSource::wgsl(src).without_bounds_checks() })
        .unwrap();
    let a = ctx.upload(&[0u32; 4]).unwrap();
    let err = ctx
        .launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &[&a])
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("wrote outside the buffer of argument 0") && err.contains("after"),
        "{err}"
    );
}

/// Atomics in a kernel change nothing about its other accesses (on `wgpu` they used to switch
/// every index of the module to clamping), and every atomic built-in, `atomicCompareExchangeWeak`
/// included, reads zero and writes nothing out of range.
#[test]
fn atomics_leave_every_other_access_read_zero_skip_write() {
    const SRC: &str = r#"
@group(0) @binding(0) var<storage, read_write> counter: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> data: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
var<workgroup> local_counts: array<atomic<u32>, 4>;

@compute @workgroup_size(1)
fn main() {
    let n = arrayLength(&data);
    let far = n + 5u;
    atomicAdd(&counter[0], 1u);
    let old = atomicAdd(&counter[far], 1u);
    atomicStore(&counter[far], 9u);
    let swapped = atomicCompareExchangeWeak(&counter[far], 0u, 9u);
    let exchanged = atomicExchange(&counter[far], 9u);
    atomicAdd(&local_counts[1], 3u);
    let local_old = atomicMax(&local_counts[far], 7u);
    data[n] = 7u;
    data[n + 1000u] = 8u;
    out[0] = data[n];
    out[1] = old;
    out[2] = swapped.old_value;
    out[3] = u32(swapped.exchanged);
    out[4] = exchanged;
    out[5] = atomicLoad(&counter[far]);
    out[6] = local_old;
    out[7] = atomicLoad(&local_counts[1]) + atomicLoad(&local_counts[far]);
}
"#;
    let mut contexts = common::all_contexts();
    contexts.push(guarded_cpu());
    for ctx in contexts {
        let id = format!("{} ({})", ctx.info().id, ctx.info().name);
        let kernel = ctx
            .compile_kernel(&KernelSource::wgsl(SRC))
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let counter = ctx.upload(&[0u32; 4]).unwrap();
        let data = ctx.upload(&[1u32, 2, 3, 4]).unwrap();
        let out = ctx.upload(&[0xEEEE_EEEEu32; 8]).unwrap();
        ctx.launch(
            &kernel,
            LaunchConfig::grid([1, 1, 1], &kernel),
            &[&counter, &data, &out],
        )
        .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(ctx.download(&counter).unwrap(), [1, 0, 0, 0], "{id}: counters");
        assert_eq!(ctx.download(&data).unwrap(), [1, 2, 3, 4], "{id}: data");
        assert_eq!(ctx.download(&out).unwrap(), [0, 0, 0, 0, 0, 0, 0, 3], "{id}: results");
    }
}
