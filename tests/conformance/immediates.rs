//! Kernel parameters without buffers (`var<immediate>`): passed with the launch as
//! [`anygpu::Immediate`], checked against the kernel's signature, the same on every device (push
//! constants or a uniform buffer on wgpu, kernel parameters on the native targets).

use anygpu::{GpuContext, Immediate, KernelSource, LaunchConfig};
use rand::Rng;

/// The WGSL `Params` of `immediates.wgsl`, laid out as WGSL lays it out.
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct Params {
    scale: f32,
    offset: u32,
    n: u32,
}

fn immediates_reach_the_kernel(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let source = include_str!("../kernels/immediates.wgsl");
    let saxpy = ctx
        .compile_kernel(&KernelSource::wgsl(source).entry("saxpy"))
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let len = 5000;
    let x: Vec<f32> = (0..len).map(|_| rng.random_range(-8..8) as f32).collect();
    let y0: Vec<f32> = (0..len).map(|_| rng.random_range(-8..8) as f32).collect();
    let (dx, dy) = (ctx.upload(&x).unwrap(), ctx.upload(&y0).unwrap());
    let params = Params {
        scale: 0.5,
        offset: 17,
        n: 3000,
    };
    ctx.launch(
        &saxpy,
        LaunchConfig::for_elements(params.n as usize, &saxpy),
        &[&dx, &dy, &Immediate(&params)],
    )
    .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let y = ctx.download(&dy).unwrap();
    for i in 0..len {
        let inside = (17..17 + 3000).contains(&i);
        let want = if inside { 0.5 * x[i] + y0[i] } else { y0[i] };
        assert_eq!(y[i], want, "{dev}: y[{i}]");
    }

    let fill = ctx
        .compile_kernel(&KernelSource::wgsl(source).entry("fill"))
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let sig = fill.signature().immediates.clone().expect("fill takes an immediate");
    assert_eq!((sig.name.as_str(), sig.size), ("value", 4), "{dev}");
    let n = 1000;
    let dout = ctx.alloc::<u32>(n).unwrap();
    let value = rng.random_range(0..1u32 << 30);
    // The immediate may come anywhere among the arguments; the entry binds only what it uses.
    ctx.launch(
        &fill,
        LaunchConfig::for_elements(n, &fill),
        &[&Immediate(&value), &dout],
    )
    .unwrap();
    let got = ctx.download(&dout).unwrap();
    assert!(
        got.iter().enumerate().all(|(i, &v)| v == value + i as u32),
        "{dev}: {:?}",
        &got[..4]
    );

    // Checked like buffers: missing, the wrong size, or given to a kernel without one.
    let cfg = LaunchConfig::for_elements(n, &fill);
    let missing = ctx.launch(&fill, cfg, &[&dout]).unwrap_err().to_string();
    assert!(missing.contains("var<immediate> value: u32"), "{dev}: {missing}");
    let wrong = ctx
        .launch(&fill, cfg, &[&dout, &Immediate(&1u64)])
        .unwrap_err()
        .to_string();
    assert!(wrong.contains("8 bytes") && wrong.contains("4 bytes"), "{dev}: {wrong}");
    let plain = ctx
        .compile_kernel(&KernelSource::wgsl(include_str!("../kernels/add_one.wgsl")))
        .unwrap();
    let extra = ctx
        .launch(
            &plain,
            LaunchConfig::for_elements(n, &plain),
            &[&dout, &Immediate(&1u32)],
        )
        .unwrap_err()
        .to_string();
    assert!(extra.contains("declares no var<immediate>"), "{dev}: {extra}");
}

context_tests! {
    immediates_reach_the_kernel,
}
