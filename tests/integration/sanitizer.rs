//! The CPU device's sanitizer (`CpuDeviceConfig::sanitize`, `ANYGPU_SANITIZE`): races in
//! workgroup and storage memory are reported with the variable, the two work-items and the
//! source lines; correct kernels pass; a seeded order changes what order-dependent kernels give.

use anygpu::{CpuDeviceConfig, GpuContext, GpuError, KernelSource, LaunchConfig, Sanitize};

fn sanitized(sanitize: Sanitize) -> GpuContext {
    let mut config = CpuDeviceConfig::mock("sanitizer", 1 << 30, 2);
    config.sanitize = sanitize;
    GpuContext::with_cpu_device(&config)
}

fn races() -> GpuContext {
    sanitized(Sanitize {
        race: true,
        ..Sanitize::default()
    })
}

/// Runs `wgsl` on `grid` workgroups with `out` (u32s) as binding 0; the launch's result.
fn run(ctx: &GpuContext, wgsl: &str, grid: u32, out: usize) -> anygpu::Result<Vec<u32>> {
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(wgsl).file_name("racy.wgsl"))?;
    let buf = ctx.upload(&vec![0u32; out])?;
    ctx.launch(&kernel, LaunchConfig::grid([grid, 1, 1], &kernel), &[&buf])?;
    ctx.download(&buf)
}

fn race_report(ctx: &GpuContext, wgsl: &str, grid: u32) -> String {
    match run(ctx, wgsl, grid, 64) {
        Err(e @ GpuError::Sanitizer { .. }) => e.to_string(),
        other => panic!("expected a race, got {other:?}"),
    }
}

/// A tree reduction missing the barrier in its loop: a work-item reads its partner's slot in
/// the step the partner writes it.
const REDUCTION: &str = "var<workgroup> partial: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
    partial[i] = i;
    workgroupBarrier();
    for (var stride = 32u; stride > 0u; stride = stride / 2u) {
        if i < stride {
            partial[i] = partial[i] + partial[i + stride];
        }
        BARRIER
    }
    if i == 0u { out[0] = partial[0]; }
}
";

#[test]
fn a_reduction_missing_its_barrier_is_a_race_on_its_workgroup_variable() {
    let ctx = races();
    let report = race_report(&ctx, &REDUCTION.replace("BARRIER", ""), 1);
    assert!(
        report.contains("data race on `partial` (workgroup memory")
            && report.contains("line 9:")
            && report.contains("partial[i] = partial[i] + partial[i + stride];")
            && report.contains("no workgroupBarrier between"),
        "{report}"
    );
    // With the barrier: no report, and the sum.
    let fixed = run(&ctx, &REDUCTION.replace("BARRIER", "workgroupBarrier();"), 1, 1).unwrap();
    assert_eq!(fixed, [(0..64).sum::<u32>()]);
}

/// A histogram that counts with plain increments instead of atomics: two work-items (and two
/// workgroups) update one bin.
#[test]
fn a_histogram_without_atomics_is_a_race_on_its_bins() {
    let ctx = races();
    let report = race_report(
        &ctx,
        "@group(0) @binding(0) var<storage, read_write> bins: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let bin = (id.x * 7u) % 8u;
    bins[bin] = bins[bin] + 1u;
}
",
        2,
    );
    assert!(
        report.contains("data race on `bins` (storage memory")
            && report.contains("line 5:")
            && report.contains("bins[bin] = bins[bin] + 1u;"),
        "{report}"
    );
    // The same with atomics: no report.
    let counted = run(
        &ctx,
        "@group(0) @binding(0) var<storage, read_write> bins: array<atomic<u32>>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    atomicAdd(&bins[(id.x * 7u) % 8u], 1u);
}
",
        2,
        8,
    )
    .unwrap();
    assert_eq!(counted, [16; 8]);
}

/// A Hillis–Steele scan that reads its neighbour's slot in the step the neighbour writes it
/// (one buffer, no barrier between the read and the write).
#[test]
fn a_scan_reading_a_neighbours_slot_in_the_same_step_is_a_race() {
    let ctx = races();
    let scan = "var<workgroup> sums: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
    sums[i] = 1u;
    workgroupBarrier();
    for (var d = 1u; d < 64u; d = d * 2u) {
        var mine = sums[i];
        if i >= d { mine = mine + sums[i - d]; }
        WRITE
    }
    out[i] = sums[i];
}
";
    let report = race_report(
        &ctx,
        &scan.replace("WRITE", "sums[i] = mine;\n        workgroupBarrier();"),
        1,
    );
    assert!(
        report.contains("data race on `sums` (workgroup memory") && report.contains("sums[i] = mine;"),
        "{report}"
    );
    // Read, barrier, write, barrier: correct.
    let fixed = run(
        &ctx,
        &scan.replace(
            "WRITE",
            "workgroupBarrier();\n        sums[i] = mine;\n        workgroupBarrier();",
        ),
        1,
        64,
    )
    .unwrap();
    assert_eq!(fixed, (1..=64).collect::<Vec<u32>>());
}

/// A seeded order: a kernel whose result is the last writer gives different results for
/// different seeds (and the same for the same seed); an order-independent one does not change.
#[test]
fn a_seeded_order_exposes_results_that_depend_on_it() {
    let last_writer = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    out[0] = id.x;
}
";
    let result = |seed: u64| {
        let ctx = sanitized(Sanitize {
            order: true,
            seed,
            ..Sanitize::default()
        });
        run(&ctx, last_writer, 4, 1).unwrap()[0]
    };
    let plain = run(&sanitized(Sanitize::default()), last_writer, 4, 1).unwrap()[0];
    assert_eq!(
        plain, 255,
        "in order, the last work-item of the last workgroup writes last"
    );
    let seen: std::collections::BTreeSet<u32> = (0..8).map(result).collect();
    assert!(seen.len() > 1, "every seed gave {seen:?}");
    assert_eq!(result(3), result(3));
    // With races on too, the same kernel is reported.
    let both = sanitized(Sanitize::ALL);
    assert!(matches!(run(&both, last_writer, 4, 1), Err(GpuError::Sanitizer { .. })));
    // An order-independent kernel gives the same under every seed.
    let sum = "var<workgroup> tile: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32, @builtin(workgroup_id) g: vec3<u32>) {
    tile[i] = i * (g.x + 1u);
    workgroupBarrier();
    out[g.x * 64u + i] = tile[63u - i];
}
";
    let want = run(&sanitized(Sanitize::default()), sum, 3, 192).unwrap();
    for seed in 0..4 {
        let ctx = sanitized(Sanitize { seed, ..Sanitize::ALL });
        assert_eq!(run(&ctx, sum, 3, 192).unwrap(), want, "seed {seed}");
    }
}

#[test]
fn sanitize_specs_parse() {
    assert_eq!(
        Sanitize::parse("race, order,seed=9").unwrap(),
        Sanitize {
            race: true,
            order: true,
            seed: 9,
            ..Sanitize::default()
        }
    );
    assert_eq!(Sanitize::parse("all").unwrap(), Sanitize::ALL);
    assert_eq!(Sanitize::parse("sync").unwrap(), Sanitize::default());
    assert_eq!(
        Sanitize::parse("partial,all").unwrap(),
        Sanitize {
            partial_subgroups: true,
            ..Sanitize::ALL
        }
    );
    assert_eq!(Sanitize::parse("").unwrap(), Sanitize::default());
    let e = Sanitize::parse("races").unwrap_err().to_string();
    assert!(e.contains("ANYGPU_SANITIZE") && e.contains("`races`"), "{e}");
}

/// With `bounds`, an index past the end is reported (variable, line, work-item) and still reads
/// zero / skips the write; without it, the same kernel runs quietly.
#[test]
fn out_of_bounds_accesses_are_reported_under_the_bounds_check() {
    let past_the_end = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
    out[i * 2u] = 7u;
}
";
    let bounds = sanitized(Sanitize {
        bounds: true,
        ..Sanitize::default()
    });
    let e = run(&bounds, past_the_end, 1, 4).unwrap_err().to_string();
    assert!(
        e.contains("out-of-bounds write to `out` (index 4, length 4) by work-item 2 of workgroup (0, 0, 0) at line 4:")
            && e.contains("out[i * 2u] = 7u;")
            && e.contains("(skipped)"),
        "{e}"
    );
    assert_eq!(
        run(&sanitized(Sanitize::default()), past_the_end, 1, 4).unwrap(),
        [7, 0, 7, 0]
    );
}

/// With `init`, a read of workgroup memory no work-item wrote (it holds WGSL's zero) is
/// reported; memory written first, or counted into with atomics, is not.
#[test]
fn reads_of_workgroup_memory_nobody_wrote_are_reported_under_init() {
    let init = sanitized(Sanitize {
        init: true,
        ..Sanitize::default()
    });
    let half_written = "var<workgroup> tile: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
    tile[i] = i;
    workgroupBarrier();
    out[i] = tile[i + 32u];
}
";
    let e = run(&init, half_written, 1, 32).unwrap_err().to_string();
    assert!(
        e.contains("read of `tile` (workgroup memory) by work-item 0 of workgroup (0, 0, 0) at line 7:")
            && e.contains("before any work-item of the workgroup wrote it"),
        "{e}"
    );
    let counted = "var<workgroup> bins: array<atomic<u32>, 4>;
var<workgroup> seen: array<u32, 4>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
    atomicAdd(&bins[i % 4u], 1u);
    if i < 4u { seen[i] = 1u; }
    workgroupBarrier();
    if i < 4u { out[i] = atomicLoad(&bins[i]) + seen[i]; }
}
";
    assert_eq!(run(&init, counted, 1, 4).unwrap(), [9; 4]);
}

/// With `partial`, subgroup operations in a workgroup that is no multiple of the subgroup width
/// (16 on the CPU device, 32 on the H100 mock: 40 work-items leave 8) are refused before the launch runs, unless the
/// kernel opted out of subgroup uniformity.
#[test]
fn partial_subgroups_are_reported_under_partial() {
    let kernel = |workgroup: u32, opt_out: bool| {
        format!(
            "{}@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size({workgroup})
fn main(@builtin(local_invocation_index) i: u32) {{
    let n = subgroupAdd(1u);
    out[i] = n;
}}
",
            if opt_out {
                "diagnostic(off, subgroup_uniformity);\n"
            } else {
                ""
            }
        )
    };
    let sync = sanitized(Sanitize {
        partial_subgroups: true,
        ..Sanitize::default()
    });
    let e = run(&sync, &kernel(40, false), 1, 40).unwrap_err().to_string();
    assert!(
        e.contains("partial subgroup") && e.contains("40 invocations") && e.contains("width 16"),
        "{e}"
    );
    assert!(run(&sync, &kernel(40, true), 1, 40).is_ok());
    assert!(run(&sync, &kernel(64, false), 1, 64).is_ok());
    let mut h100 =
        CpuDeviceConfig::mock("sanitizer", 1 << 30, 2).with_profile(anygpu::GpuProfile::named("h100").unwrap());
    h100.sanitize = Sanitize {
        partial_subgroups: true,
        ..Sanitize::default()
    };
    let e = run(&GpuContext::with_cpu_device(&h100), &kernel(40, false), 1, 40)
        .unwrap_err()
        .to_string();
    assert!(e.contains("width 32") && e.contains("has 8"), "{e}");
}
