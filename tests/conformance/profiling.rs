//! The profiler: off by default; when on, every launch and blocking copy is recorded with a
//! plausible time, summed up per kernel, and written as a Chrome trace.

use anygpu::{GpuContext, KernelSource, LaunchConfig, ProfileKind};

fn profiler_records_launches_and_copies(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(include_str!("../kernels/add_one.wgsl")))
        .unwrap();
    let n = 1 << 16;
    let mut buf = ctx.alloc::<u32>(n).unwrap();
    let profiler = ctx.profiler();
    assert!(!profiler.is_enabled(), "{dev}: off by default");
    ctx.launch(&k, LaunchConfig::for_elements(n, &k), &[&buf]).unwrap();
    assert!(
        profiler.records().unwrap().is_empty(),
        "{dev}: nothing recorded while off"
    );

    profiler.enable();
    profiler.annotate_flops("main", n as f64);
    ctx.copy_to_device(&vec![1u32; n], &mut buf).unwrap();
    let stream = ctx.create_stream().unwrap();
    for i in 0..5 {
        let config = LaunchConfig::for_elements(n, &k);
        if i % 2 == 0 {
            ctx.launch(&k, config, &[&buf]).unwrap();
        } else {
            stream.launch(&k, config, &[&buf]).unwrap();
            // Streams may overlap (stream 0 too): without this wait, the next launch on stream 0
            // could add to `buf` while this one does, and an addition would be lost.
            stream.synchronize().unwrap();
        }
    }
    ctx.synchronize().unwrap();
    assert!(ctx.download(&buf).unwrap().iter().all(|&x| x == 6), "{dev}");
    profiler.disable();
    ctx.launch(&k, LaunchConfig::for_elements(n, &k), &[&buf]).unwrap();

    let records = profiler.records().unwrap();
    let launches: Vec<_> = records.iter().filter(|r| r.kind == ProfileKind::Launch).collect();
    assert_eq!(launches.len(), 5, "{dev}: {records:?}");
    assert!(launches
        .iter()
        .all(|r| r.name == "main" && r.grid == [1024, 1, 1] && r.bytes == 4 * n as u64));
    assert_eq!(launches.iter().filter(|r| r.stream != 0).count(), 2, "{dev}");
    let copies: Vec<_> = records.iter().filter(|r| r.kind == ProfileKind::Copy).collect();
    assert_eq!(copies.len(), 2, "{dev}: the upload and the download: {records:?}");

    let report = profiler.report().unwrap();
    let row = report.rows.iter().find(|r| r.name == "main").unwrap();
    assert_eq!(row.count, 5, "{dev}");
    assert!(
        row.min <= row.median && row.median <= row.max && row.max <= row.total,
        "{dev}: {report}"
    );
    assert!(row.gflops.is_some() && row.gb_per_s.is_some(), "{dev}: {report}");
    let table = report.to_string();
    assert!(
        table.contains("main") && table.contains("copy_to_host"),
        "{dev}: {table}"
    );

    let path = std::env::temp_dir().join(format!("anygpu-trace-{}-{}.json", std::process::id(), dev));
    profiler.write_chrome_trace(&path).unwrap();
    let trace = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).ok();
    assert!(
        trace.starts_with("{\"traceEvents\":[") && trace.trim_end().ends_with('}'),
        "{dev}: {trace}"
    );
    assert_eq!(trace.matches("\"ph\":\"X\"").count(), 7, "{dev}: {trace}");
    profiler.clear();
    assert!(profiler.records().unwrap().is_empty(), "{dev}");
}

context_tests! {
    profiler_records_launches_and_copies,
}
