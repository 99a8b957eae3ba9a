//! Device memory beyond whole buffers: the pool and its statistics, slices as kernel arguments
//! and in copies, device-side copies and fills. Every device kind, the same expectations.

use anygpu::{GpuContext, KernelSource, LaunchConfig};
use rand::Rng;

use crate::common::*;

fn pool_reuses_freed_blocks_and_counts_them(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let before = ctx.memory_stats();
    let first = ctx.alloc::<u8>(1 << 20).unwrap();
    let s = ctx.memory_stats();
    assert_eq!(s.bytes_in_use, before.bytes_in_use + (1 << 20), "{dev}: {s}");
    assert_eq!(s.live_allocations, before.live_allocations + 1, "{dev}: {s}");
    assert!(s.peak_bytes_in_use >= s.bytes_in_use, "{dev}: {s}");
    drop(first);
    let s = ctx.memory_stats();
    assert_eq!(s.bytes_in_use, before.bytes_in_use, "{dev}: freed: {s}");
    assert!(s.cached_bytes >= 1 << 20, "{dev}: the block is cached: {s}");
    let hits = s.pool_hits;
    let again = ctx.alloc::<u32>(1 << 18).unwrap();
    assert_eq!(
        ctx.memory_stats().pool_hits,
        hits + 1,
        "{dev}: same size class again is a hit"
    );
    drop(again);
    assert!(ctx.trim() >= 1 << 20, "{dev}: trim gives the cached block back");
    let s = ctx.memory_stats();
    assert_eq!(s.cached_bytes, 0, "{dev}: {s}");
    assert_eq!(s.total_allocations, before.total_allocations + 2, "{dev}: {s}");
    if let (Some(free), Some(total)) = (s.device_free_bytes, s.device_total_bytes) {
        assert!(free <= total, "{dev}: {s}");
    }

    // With pooling off every free goes to the device.
    let limit = ctx.memory_pool_limit();
    ctx.set_memory_pool_limit(0);
    drop(ctx.alloc::<u8>(4096).unwrap());
    assert_eq!(
        ctx.memory_stats().cached_bytes,
        0,
        "{dev}: nothing cached with the pool off"
    );
    ctx.set_memory_pool_limit(limit);
}

fn reused_blocks_hold_what_was_written_and_alloc_zeroed_clears_them(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let n = 10_000;
    drop(ctx.upload(&vec![0xDEAD_BEEFu32; n]).unwrap());
    let zeroed = ctx.alloc_zeroed::<u32>(n).unwrap();
    assert!(
        ctx.download(&zeroed).unwrap().iter().all(|&x| x == 0),
        "{dev}: alloc_zeroed on a reused block"
    );
}

fn slices_are_kernel_arguments_with_their_own_length(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(include_str!("../kernels/slice_length.wgsl")))
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let n = 4096 + rng.random_range(0..1000);
    let data = rand_u32s(&mut rng, n);
    let buf = ctx.upload(&data).unwrap();
    // 256-byte aligned start (64 u32s), an odd length.
    let (start, len) = (128, 1001);
    let slice = buf.slice(start..start + len).unwrap();
    let out = ctx.alloc_zeroed::<u32>(1).unwrap();
    ctx.launch(&k, LaunchConfig::for_elements(len, &k), &[&slice, &out])
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    assert_eq!(
        ctx.download(&out).unwrap(),
        [len as u32],
        "{dev}: arrayLength of a slice"
    );
    let got = ctx.download(&buf).unwrap();
    for (i, (&g, &d)) in got.iter().zip(&data).enumerate() {
        let want = if (start..start + len).contains(&i) {
            d.wrapping_mul(2).wrapping_add(1)
        } else {
            d
        };
        assert_eq!(g, want, "{dev}: element {i} (slice {start}..{})", start + len);
    }

    // A start that is not a multiple of 256 bytes is refused on every device, saying why.
    let e = ctx
        .launch(
            &k,
            LaunchConfig::for_elements(10, &k),
            &[&buf.slice(1..11).unwrap(), &out],
        )
        .unwrap_err()
        .to_string();
    assert!(e.contains("multiple of 256 bytes"), "{dev}: {e}");
    // Disjoint slices of one buffer may both be writable; overlapping ones may not.
    let (a, b) = (buf.slice(0..64).unwrap(), buf.slice(64..128).unwrap());
    ctx.launch(&k, LaunchConfig::for_elements(64, &k), &[&a, &b])
        .unwrap_or_else(|e| panic!("{dev}: disjoint slices: {e}"));
    let e = ctx
        .launch(
            &k,
            LaunchConfig::for_elements(64, &k),
            &[&buf.slice(0..128).unwrap(), &b],
        )
        .unwrap_err()
        .to_string();
    assert!(e.contains("overlap in the same buffer"), "{dev}: {e}");
}

fn slices_in_copies(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let n = 3000;
    let data = rand_u32s(&mut rng, n);
    let mut buf = ctx.upload(&data).unwrap();
    let patch = rand_u32s(&mut rng, 500);
    ctx.copy_to_device(&patch, &mut buf.slice_mut(1001..1501).unwrap())
        .unwrap();
    assert_eq!(ctx.download(&buf.slice(1001..1501).unwrap()).unwrap(), patch, "{dev}");
    let all = ctx.download(&buf).unwrap();
    assert_eq!(all[..1001], data[..1001], "{dev}: before the slice");
    assert_eq!(all[1501..], data[1501..], "{dev}: after the slice");

    // u8 slices must start and end on 4 bytes (or end at the buffer's end).
    let mut bytes = ctx.upload(&[7u8; 11]).unwrap();
    let e = ctx
        .copy_to_device(&[1u8; 2], &mut bytes.slice_mut(1..3).unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("multiples of 4 bytes"), "{dev}: {e}");
    ctx.copy_to_device(&[1u8; 3], &mut bytes.slice_mut(8..).unwrap())
        .unwrap();
    assert_eq!(
        ctx.download(&bytes).unwrap(),
        [7, 7, 7, 7, 7, 7, 7, 7, 1, 1, 1],
        "{dev}: a slice ending at the buffer's end"
    );
    let e = bytes.slice(5..20).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(e.contains("outside the buffer's 11 elements"), "{dev}: {e}");
}

fn device_side_copies(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let n = rng.random_range(10_000..20_000);
    let data = rand_u32s(&mut rng, n);
    let src = ctx.upload(&data).unwrap();
    let mut dst = ctx.alloc::<u32>(n).unwrap();
    ctx.copy_buffer(&src, &mut dst).unwrap();
    assert!(ctx.download(&dst).unwrap() == data, "{dev}: copy_buffer");

    // Into and out of slices.
    let mut both = ctx.upload(&data).unwrap();
    let half = n / 2;
    {
        let whole = ctx.upload(&data[..half]).unwrap();
        ctx.copy_buffer(&whole, &mut both.slice_mut(half..2 * half).unwrap())
            .unwrap();
    }
    let first = ctx.download(&both.slice(0..half).unwrap()).unwrap();
    ctx.synchronize().unwrap();
    let mut scratch = ctx.alloc::<u32>(half).unwrap();
    ctx.copy_buffer(&both.slice(0..half).unwrap(), &mut scratch).unwrap();
    assert_eq!(ctx.download(&scratch).unwrap(), first, "{dev}: slice to buffer");
    assert_eq!(
        ctx.download(&both.slice(half..2 * half).unwrap()).unwrap(),
        data[..half],
        "{dev}: buffer to slice"
    );
    // Lengths must match.
    let e = ctx
        .copy_buffer(&src, &mut ctx.alloc::<u32>(n + 1).unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("the destination has"), "{dev}: {e}");
}

fn fills_of_every_width(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut u = ctx.alloc::<u32>(1001).unwrap();
    ctx.fill(&mut u, 0x1234_5678).unwrap();
    assert!(
        ctx.download(&u).unwrap().iter().all(|&x| x == 0x1234_5678),
        "{dev}: u32"
    );
    ctx.fill(&mut u.slice_mut(100..200).unwrap(), 9).unwrap();
    let got = ctx.download(&u).unwrap();
    assert!(
        got.iter()
            .enumerate()
            .all(|(i, &x)| x == if (100..200).contains(&i) { 9 } else { 0x1234_5678 }),
        "{dev}: a slice"
    );
    let mut f = ctx.alloc::<f32>(777).unwrap();
    ctx.fill(&mut f, -1.5).unwrap();
    assert!(ctx.download(&f).unwrap().iter().all(|&x| x == -1.5), "{dev}: f32");
    let mut b = ctx.alloc::<u8>(1023).unwrap();
    ctx.fill(&mut b, 0xAB).unwrap();
    assert!(
        ctx.download(&b).unwrap().iter().all(|&x| x == 0xAB),
        "{dev}: u8, odd length"
    );
    let mut h = ctx.alloc::<u16>(999).unwrap();
    ctx.fill(&mut h, 0x3C00).unwrap();
    assert!(
        ctx.download(&h).unwrap().iter().all(|&x| x == 0x3C00),
        "{dev}: u16, odd length"
    );
    let mut w = ctx.alloc::<[u32; 3]>(1000).unwrap();
    ctx.fill(&mut w, [1, 2, 3]).unwrap();
    assert!(
        ctx.download(&w).unwrap().iter().all(|&x| x == [1, 2, 3]),
        "{dev}: 12-byte values"
    );
    let mut d = ctx.alloc::<u64>(513).unwrap();
    ctx.fill(&mut d, 0x0102_0304_0506_0708).unwrap();
    assert!(
        ctx.download(&d).unwrap().iter().all(|&x| x == 0x0102_0304_0506_0708),
        "{dev}: u64"
    );
}

/// Pinned host buffers: zeroed, page-aligned, usable (whole or sliced) in every kind of copy, and
/// handed back by the pinned async copies. More than 8 MiB, so that on CUDA/ROCm a direct copy is
/// larger than the staging buffer it skips.
fn pinned_host_buffers_in_every_copy(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(include_str!("../kernels/add_one.wgsl")))
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let n = (3 << 20) + rng.random_range(0..1000) * 4;
    let mut pinned = ctx.alloc_pinned::<u32>(n).unwrap_or_else(|e| panic!("{dev}: {e}"));
    assert_eq!(pinned.len(), n);
    assert_eq!(pinned.as_ptr() as usize % 4096, 0, "{dev}: page-aligned");
    assert!(pinned.iter().all(|&x| x == 0), "{dev}: starts zeroed");
    let data = rand_u32s(&mut rng, n);
    pinned.copy_from_slice(&data);

    // Blocking copies, whole and sliced, on the context and on a stream.
    let mut buf = ctx.alloc::<u32>(n).unwrap();
    ctx.copy_to_device(&pinned, &mut buf).unwrap();
    ctx.launch(&k, LaunchConfig::for_elements(n, &k), &[&buf]).unwrap();
    ctx.copy_to_host(&buf, &mut pinned)
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let plus_one: Vec<u32> = data.iter().map(|x| x.wrapping_add(1)).collect();
    assert!(pinned[..] == plus_one[..], "{dev}: kernel result through pinned memory");
    let stream = ctx.create_stream().unwrap();
    stream
        .copy_to_host(&buf.slice(64..n).unwrap(), &mut pinned[..n - 64])
        .unwrap();
    assert!(pinned[..n - 64] == plus_one[64..], "{dev}: a slice on a stream");
    stream
        .copy_to_device(&pinned[..64], &mut buf.slice_mut(0..64).unwrap())
        .unwrap();
    stream.synchronize().unwrap();

    // Async copies own the buffer until done and give it back.
    let q = ctx.transfer_queue();
    let mut other = ctx.alloc::<u32>(n).unwrap();
    pinned.copy_from_slice(&data);
    let pinned = q
        .async_copy_to_device_pinned(pinned, &mut other)
        .unwrap()
        .wait()
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    ctx.launch(&k, LaunchConfig::for_elements(n, &k), &[&other]).unwrap();
    let copy = q.async_copy_to_host_pinned(&other, pinned).unwrap();
    let pinned = pollster::block_on(copy).unwrap_or_else(|e| panic!("{dev}: {e}"));
    assert!(pinned[..] == plus_one[..], "{dev}: async round trip");
    let short = ctx.alloc_pinned::<u32>(n - 1).unwrap();
    let e = q
        .async_copy_to_host_pinned(&other, short)
        .err()
        .expect("a length mismatch is refused");
    assert!(e.to_string().contains("elements"), "{dev}: {e}");
    // A transfer dropped unwaited still completes, then frees its buffer.
    drop(q.async_copy_to_host_pinned(&other, pinned).unwrap());
    ctx.synchronize().unwrap();

    let empty = ctx.alloc_pinned::<f32>(0).unwrap();
    assert!(empty.is_empty());
    let e = ctx.alloc_pinned::<u64>(usize::MAX / 4).unwrap_err();
    assert!(e.to_string().contains("overflows"), "{dev}: {e}");
}

context_tests! {
    pinned_host_buffers_in_every_copy,
    pool_reuses_freed_blocks_and_counts_them,
    reused_blocks_hold_what_was_written_and_alloc_zeroed_clears_them,
    slices_are_kernel_arguments_with_their_own_length,
    slices_in_copies,
    device_side_copies,
    fills_of_every_width,
}
