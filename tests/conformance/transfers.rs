//! Asynchronous transfers: copies in flight, waited for or polled as futures, and a copy after a
//! launch seeing its results.

use anygpu::GpuContext;
use rand::Rng;

use crate::common::*;

fn async_transfers_round_trip(ctx: &GpuContext) {
    let mut rng = rand::rng();
    let dev = ctx.info().id;
    let n = rng.random_range(1000..100_000);
    let data = rand_u32s(&mut rng, n);
    let mut buf = ctx.alloc::<u32>(n).unwrap();
    let q = ctx.transfer_queue();
    q.async_copy_to_device(&data, &mut buf).unwrap().wait().unwrap();

    // wait()
    let mut host = vec![0u32; n];
    let h = q.async_copy_to_host(&buf, &mut host).unwrap();
    h.wait().unwrap();
    assert_eq!(host, data, "{dev}: async_copy_to_host + wait");

    // as a Future
    let mut host2 = vec![0u32; n];
    pollster::block_on(q.async_copy_to_host(&buf, &mut host2).unwrap()).unwrap();
    assert_eq!(host2, data, "{dev}: async_copy_to_host as a Future");

    // an async upload followed by a blocking download sees the new data
    let data2: Vec<u32> = data.iter().map(|x| x ^ 0x5555_5555).collect();
    let up = q.async_copy_to_device(&data2, &mut buf).unwrap();
    drop(up); // dropping the handle completes the copy
    assert_eq!(ctx.download(&buf).unwrap(), data2, "{dev}: async upload then download");

    // several copies in flight at once
    let bufs: Vec<_> = (0..4).map(|k| ctx.upload(&vec![k as u32; 1000]).unwrap()).collect();
    let mut hosts = vec![vec![0u32; 1000]; 4];
    let handles: Vec<_> = bufs
        .iter()
        .zip(hosts.iter_mut())
        .map(|(b, h)| q.async_copy_to_host(b, h).unwrap())
        .collect();
    for h in handles {
        h.wait().unwrap();
    }
    for (k, h) in hosts.iter().enumerate() {
        assert!(h.iter().all(|&x| x == k as u32), "{dev}: concurrent copy {k}");
    }
}

fn async_copy_after_kernel_sees_its_results(ctx: &GpuContext) {
    let mut rng = rand::rng();
    let dev = ctx.info().id;
    let n = rng.random_range(10_000..50_000);
    let a = rand_u32s(&mut rng, n);
    let k = ctx
        .compile_kernel(&anygpu::KernelSource::wgsl(include_str!(
            "../kernels/async_copy_after_kernel.wgsl"
        )))
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let da = ctx.upload(&a).unwrap();
    let mut dc = ctx.alloc::<u32>(n).unwrap();
    ctx.copy_to_device(&vec![POISON_U32; n], &mut dc).unwrap();
    ctx.launch(&k, anygpu::LaunchConfig::for_elements(n, &k), &[&da, &dc])
        .unwrap();
    let mut host = vec![0u32; n];
    pollster::block_on(ctx.transfer_queue().async_copy_to_host(&dc, &mut host).unwrap()).unwrap();
    let want: Vec<u32> = a.iter().map(|x| x.wrapping_mul(3).wrapping_add(1)).collect();
    assert!(
        host == want,
        "{dev}: async copy after a launch: first difference at {:?}",
        host.iter().zip(&want).position(|(x, y)| x != y)
    );
}

context_tests! {
    async_transfers_round_trip,
    async_copy_after_kernel_sees_its_results,
}
