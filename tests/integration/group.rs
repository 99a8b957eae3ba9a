//! `DeviceGroup` collectives and `copy_between` on 1 to 8 mock devices, against the same
//! arithmetic on the host: sizes 0, 1, primes (chunks that do not divide evenly, and 16-bit
//! chunks at odd offsets) and 64 MiB; every element type and operation; the errors that
//! buffers of different sizes, a wrong count and a root outside the group get.

use anygpu::{copy_between, copy_between_async, DeviceBuffer, DeviceGroup, GpuContext, ReduceOp};
use half::{bf16, f16};

/// Member `r`'s value at `i`: small integers, so that sums and products of up to 8 members are
/// exact in every element type (and their order cannot show).
pub(crate) fn value(r: usize, i: usize) -> i64 {
    ((i * 7 + r * 13) % 5) as i64 - 2 + if r % 2 == 0 { 1 } else { 0 }
}

pub(crate) fn combine(op: ReduceOp, a: i64, b: i64) -> i64 {
    match op {
        ReduceOp::Sum => a + b,
        ReduceOp::Product => a * b,
        ReduceOp::Max => a.max(b),
        ReduceOp::Min => a.min(b),
    }
}

/// Element types as the test writes and reads them (as i64, exact for these values).
pub(crate) trait Element: anygpu::CollectiveElement + Copy + std::fmt::Debug {
    fn of(v: i64) -> Self;
    fn get(self) -> i64;
}
impl Element for f32 {
    fn of(v: i64) -> Self {
        v as f32
    }
    fn get(self) -> i64 {
        self as i64
    }
}
impl Element for f16 {
    fn of(v: i64) -> Self {
        f16::from_f32(v as f32)
    }
    fn get(self) -> i64 {
        self.to_f32() as i64
    }
}
impl Element for bf16 {
    fn of(v: i64) -> Self {
        bf16::from_f32(v as f32)
    }
    fn get(self) -> i64 {
        self.to_f32() as i64
    }
}
impl Element for i32 {
    fn of(v: i64) -> Self {
        v as i32
    }
    fn get(self) -> i64 {
        i64::from(self)
    }
}
impl Element for u32 {
    fn of(v: i64) -> Self {
        v as u32
    }
    fn get(self) -> i64 {
        i64::from(self as i32)
    }
}

fn upload_all<T: Element>(group: &DeviceGroup, len: usize) -> Vec<DeviceBuffer<T>> {
    group
        .contexts()
        .iter()
        .enumerate()
        .map(|(r, ctx)| {
            ctx.upload(&(0..len).map(|i| T::of(value(r, i))).collect::<Vec<_>>())
                .unwrap()
        })
        .collect()
}

pub(crate) fn expected(p: usize, i: usize, op: ReduceOp) -> i64 {
    (1..p).fold(value(0, i), |acc, r| combine(op, acc, value(r, i)))
}

fn check_all_reduce<T: Element>(group: &DeviceGroup, len: usize, op: ReduceOp) {
    let p = group.len();
    let mut buffers = upload_all::<T>(group, len);
    group.all_reduce(&mut buffers, op).unwrap();
    for (r, (ctx, buf)) in group.contexts().iter().zip(&buffers).enumerate() {
        let got = ctx.download(buf).unwrap();
        for (i, v) in got.iter().enumerate() {
            assert_eq!(
                v.get(),
                expected(p, i, op),
                "{p} members, {len} elements, {op:?}: member {r}, element {i}"
            );
        }
    }
}

#[test]
fn all_reduce_matches_the_host_on_one_to_eight_devices() {
    for p in 1..=8 {
        let group = DeviceGroup::mock(p).unwrap();
        assert_eq!(group.len(), p);
        for len in [0, 1, 2, 7, 61, 127, 1031] {
            check_all_reduce::<f32>(&group, len, ReduceOp::Sum);
        }
        for op in [ReduceOp::Sum, ReduceOp::Product, ReduceOp::Max, ReduceOp::Min] {
            check_all_reduce::<f32>(&group, 131, op);
            check_all_reduce::<i32>(&group, 131, op);
        }
        check_all_reduce::<f16>(&group, 257, ReduceOp::Sum);
        check_all_reduce::<bf16>(&group, 67, ReduceOp::Max);
        check_all_reduce::<u32>(&group, 67, ReduceOp::Sum);
    }
}

/// 64 MiB per member (16 Mi f32) on 4 members: the chunks cross the 2-D grid's width.
#[test]
fn all_reduce_of_64_mib() {
    let group = DeviceGroup::mock(4).unwrap();
    let len = 16 << 20;
    let mut buffers = upload_all::<f32>(&group, len);
    group.all_reduce(&mut buffers, ReduceOp::Sum).unwrap();
    for (ctx, buf) in group.contexts().iter().zip(&buffers) {
        let got = ctx.download(buf).unwrap();
        for i in (0..len).step_by(4099).chain([len - 1]) {
            assert_eq!(got[i] as i64, expected(4, i, ReduceOp::Sum), "element {i}");
        }
    }
}

#[test]
fn broadcast_reduce_gather_and_scatter_match_the_host() {
    for p in [1, 2, 3, 5, 8] {
        let group = DeviceGroup::mock(p).unwrap();
        for len in [0, 1, 13, 200] {
            for root in [0, p / 2, p - 1] {
                let mut buffers = upload_all::<f32>(&group, len);
                group.broadcast(&mut buffers, root).unwrap();
                for (ctx, buf) in group.contexts().iter().zip(&buffers) {
                    let got: Vec<i64> = ctx.download(buf).unwrap().iter().map(|v| v.get()).collect();
                    assert_eq!(
                        got,
                        (0..len).map(|i| value(root, i)).collect::<Vec<_>>(),
                        "broadcast from {root}"
                    );
                }
                let mut buffers = upload_all::<i32>(&group, len);
                group.reduce(&mut buffers, root, ReduceOp::Sum).unwrap();
                for (r, (ctx, buf)) in group.contexts().iter().zip(&buffers).enumerate() {
                    let got: Vec<i64> = ctx.download(buf).unwrap().iter().map(|v| v.get()).collect();
                    let want: Vec<i64> = (0..len)
                        .map(|i| {
                            if r == root {
                                expected(p, i, ReduceOp::Sum)
                            } else {
                                value(r, i)
                            }
                        })
                        .collect();
                    assert_eq!(got, want, "reduce to {root}: member {r}");
                }
            }
            // All-gather (16-bit elements of odd lengths: chunks at odd offsets).
            let inputs = upload_all::<f16>(&group, len);
            let mut outputs: Vec<DeviceBuffer<f16>> = group
                .contexts()
                .iter()
                .map(|c| c.alloc::<f16>(len * p).unwrap())
                .collect();
            group.all_gather(&inputs, &mut outputs).unwrap();
            let want: Vec<i64> = (0..p).flat_map(|r| (0..len).map(move |i| value(r, i))).collect();
            for (ctx, buf) in group.contexts().iter().zip(&outputs) {
                let got: Vec<i64> = ctx.download(buf).unwrap().iter().map(|v| v.get()).collect();
                assert_eq!(got, want, "all_gather of {len} on {p}");
            }
            // Reduce-scatter of p·len elements into chunks of len.
            let inputs = upload_all::<bf16>(&group, len * p);
            let mut outputs: Vec<DeviceBuffer<bf16>> =
                group.contexts().iter().map(|c| c.alloc::<bf16>(len).unwrap()).collect();
            group.reduce_scatter(&inputs, &mut outputs, ReduceOp::Sum).unwrap();
            for (r, (ctx, buf)) in group.contexts().iter().zip(&outputs).enumerate() {
                let got: Vec<i64> = ctx.download(buf).unwrap().iter().map(|v| v.get()).collect();
                let want: Vec<i64> = (0..len).map(|i| expected(p, r * len + i, ReduceOp::Sum)).collect();
                assert_eq!(got, want, "reduce_scatter chunk {r} of {p}");
            }
            // Out of place: the inputs stay.
            let inputs = upload_all::<i32>(&group, len);
            let mut outputs: Vec<DeviceBuffer<i32>> =
                group.contexts().iter().map(|c| c.alloc::<i32>(len).unwrap()).collect();
            group.all_reduce_into(&inputs, &mut outputs, ReduceOp::Max).unwrap();
            for (r, ctx) in group.contexts().iter().enumerate() {
                let kept: Vec<i64> = ctx.download(&inputs[r]).unwrap().iter().map(|v| v.get()).collect();
                assert_eq!(kept, (0..len).map(|i| value(r, i)).collect::<Vec<_>>());
                let got: Vec<i64> = ctx.download(&outputs[r]).unwrap().iter().map(|v| v.get()).collect();
                assert_eq!(got, (0..len).map(|i| expected(p, i, ReduceOp::Max)).collect::<Vec<_>>());
            }
        }
    }
}

#[test]
fn copies_between_contexts_and_bad_calls() {
    let group = DeviceGroup::mock(3).unwrap();
    let [a, b, _] = group.contexts() else { unreachable!() };
    let src = a.upload(&[1.0f32, 2.0, 3.0, 4.0, 5.0]).unwrap();
    let mut dst = b.alloc::<f32>(5).unwrap();
    copy_between(a, &src, b, &mut dst).unwrap();
    assert_eq!(b.download(&dst).unwrap(), [1.0, 2.0, 3.0, 4.0, 5.0]);
    let mut same = a.alloc::<f32>(3).unwrap();
    copy_between(a, &src.slice(1..4).unwrap(), a, &mut same).unwrap();
    assert_eq!(a.download(&same).unwrap(), [2.0, 3.0, 4.0]);
    let e = copy_between(a, &src, b, &mut b.alloc::<f32>(4).unwrap()).unwrap_err();
    assert!(e.to_string().contains("5 elements into 4"), "{e}");
    // Buffers of different sizes, too few buffers, a root outside the group.
    let mut uneven: Vec<DeviceBuffer<f32>> = group
        .contexts()
        .iter()
        .enumerate()
        .map(|(r, c)| c.alloc::<f32>(10 + r).unwrap())
        .collect();
    let e = group.all_reduce(&mut uneven, ReduceOp::Sum).unwrap_err();
    assert!(
        e.to_string().contains("buffer 1 has 11 elements where buffer 0 has 10"),
        "{e}"
    );
    let e = group.all_reduce(&mut uneven[..2], ReduceOp::Sum).unwrap_err();
    assert!(e.to_string().contains("2 buffers for a group of 3"), "{e}");
    let mut even: Vec<DeviceBuffer<f32>> = group.contexts().iter().map(|c| c.alloc::<f32>(4).unwrap()).collect();
    let e = group.broadcast(&mut even, 3).unwrap_err();
    assert!(e.to_string().contains("root 3 in a group of 3"), "{e}");
    let e = group.reduce_scatter(&even, &mut uneven, ReduceOp::Sum).unwrap_err();
    assert!(e.to_string().contains("4 elements do not split into 3"), "{e}");
    // A buffer on another member's device is refused by the copies, not misread.
    let mut swapped: Vec<DeviceBuffer<f32>> = group.contexts().iter().map(|c| c.alloc::<f32>(200).unwrap()).collect();
    swapped.swap(0, 1);
    assert!(group.all_reduce(&mut swapped, ReduceOp::Sum).is_err());
    assert!(DeviceGroup::new(Vec::<GpuContext>::new()).is_err());
}

/// A product whose rows the members share (equal, weighted, a member of weight 0) equals one
/// device's; bad weights and shapes are refused.
#[test]
fn matmul_split_rows_matches_one_device() {
    let group = DeviceGroup::mock(3).unwrap();
    let (m, k, n) = (37, 19, 23);
    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 11) as f32 - 5.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 13) as f32 - 6.0).collect();
    let want: Vec<f32> = (0..m * n)
        .map(|at| (0..k).map(|l| a[at / n * k + l] * b[l * n + at % n]).sum())
        .collect();
    for weights in [
        None,
        Some(&[1.0, 2.0, 5.0][..]),
        Some(&[0.0, 1.0, 1.0][..]),
        Some(&[1.0, 0.0, 0.0][..]),
    ] {
        let got = group.matmul_split_rows((m, k, n), &a, &b, weights).unwrap();
        assert_eq!(got, want, "{weights:?}");
    }
    let e = group
        .matmul_split_rows((m, k, n), &a, &b, Some(&[1.0, 1.0]))
        .unwrap_err();
    assert!(e.to_string().contains("2 weights for a group of 3"), "{e}");
    let e = group
        .matmul_split_rows((m, k, n), &a, &b, Some(&[0.0, 0.0, 0.0]))
        .unwrap_err();
    assert!(e.to_string().contains("not all 0"), "{e}");
    let e = group.matmul_split_rows((m, k, n), &a[1..], &b, None).unwrap_err();
    assert!(e.to_string().contains("need 703 and 437"), "{e}");
}

/// Arrays whose rows the members share: shard and gather, elementwise ops and the product on
/// every member at once, against the host; weights given, measured, and the errors.
#[test]
fn sharded_ops_match_the_host() {
    use anygpu::ops::{Binary, Unary};
    use anygpu::Split;
    let group = DeviceGroup::mock(3).unwrap();
    let (rows, row_len) = (41, 7);
    let x: Vec<f32> = (0..rows * row_len).map(|i| ((i * 13) % 17) as f32 - 8.0).collect();
    let y: Vec<f32> = (0..rows * row_len).map(|i| ((i * 5) % 7) as f32 - 3.0).collect();
    let measured = group.elementwise_weights(x.len()).unwrap();
    assert!(
        measured.len() == 3 && measured.iter().all(|w| w.is_finite() && *w > 0.0),
        "{measured:?}"
    );
    for split in [
        Split::Even,
        Split::Weights(vec![1.0, 0.0, 3.0]),
        Split::Weights(measured),
    ] {
        let sx = group.shard(&x, row_len, &split).unwrap();
        let sy = group.shard(&y, row_len, &split).unwrap();
        assert_eq!(sx.rows().iter().sum::<usize>(), rows, "{split:?}");
        assert_eq!(group.gather(&sx).unwrap(), x, "{split:?}");
        let relu = group.gather(&group.unary(Unary::Relu, &sx).unwrap()).unwrap();
        assert_eq!(relu, x.iter().map(|v| v.max(0.0)).collect::<Vec<_>>(), "{split:?}");
        let product = group.gather(&group.binary(Binary::Mul, &sx, &sy).unwrap()).unwrap();
        let want: Vec<f32> = x.iter().zip(&y).map(|(a, b)| a * b).collect();
        assert_eq!(product, want, "{split:?}");
        // x (rows × row_len) · B (row_len × 5), left sharded, then gathered.
        let n = 5;
        let b: Vec<f32> = (0..row_len * n).map(|i| ((i * 3) % 5) as f32 - 2.0).collect();
        let c = group.matmul(&sx, &b, n).unwrap();
        assert_eq!(c.rows(), sx.rows());
        let want: Vec<f32> = (0..rows * n)
            .map(|at| (0..row_len).map(|l| x[at / n * row_len + l] * b[l * n + at % n]).sum())
            .collect();
        assert_eq!(group.gather(&c).unwrap(), want, "{split:?}");
    }
    let weights = group.matmul_weights((rows, row_len, 5)).unwrap();
    assert!(weights.iter().all(|w| w.is_finite() && *w > 0.0), "{weights:?}");
    // Errors: rows sharded differently, another group's array, rows that do not fit.
    let even = group.shard(&x, row_len, &Split::Even).unwrap();
    let skewed = group.shard(&y, row_len, &Split::Weights(vec![5.0, 1.0, 1.0])).unwrap();
    let e = group.binary(Binary::Add, &even, &skewed).err().unwrap();
    assert!(e.to_string().contains("not shared alike"), "{e}");
    let other = DeviceGroup::mock(3).unwrap();
    let e = other.unary(Unary::Relu, &even).err().unwrap();
    assert!(e.to_string().contains("not made by this group"), "{e}");
    let e = group.shard(&x[1..], row_len, &Split::Even).err().unwrap();
    assert!(e.to_string().contains("are not rows of 7"), "{e}");
    let e = group.matmul(&even, &[1.0; 3], 5).err().unwrap();
    assert!(e.to_string().contains("B has 3 elements; 7×5 needs 35"), "{e}");
}

/// A CPU device and a wgpu adapter (lavapipe here) share a product by measured weights.
#[test]
fn a_cpu_and_a_gpu_share_a_product_by_measured_weights() {
    let Some(group) = a_cpu_and_a_gpu() else { return };
    let (m, k, n) = (96, 32, 24);
    let weights = group.matmul_weights((m, k, n)).unwrap();
    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 11) as f32 - 5.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 13) as f32 - 6.0).collect();
    let want: Vec<f32> = (0..m * n)
        .map(|at| (0..k).map(|l| a[at / n * k + l] * b[l * n + at % n]).sum())
        .collect();
    let got = group.matmul_split_rows((m, k, n), &a, &b, Some(&weights)).unwrap();
    assert_eq!(got, want, "weights {weights:?}");
}

/// The GPUs of one runtime (`contexts`) as one `DeviceGroup`: where its collectives library
/// (`library`: `nccl`, `rccl`) loads, the collectives run on it, buffers staying on the GPUs,
/// and give what the host's arithmetic gives. Skips (saying why) where it does not load.
pub(crate) fn collectives_on_a_library(test: &str, contexts: Vec<GpuContext>, library: &str) {
    if contexts.is_empty() {
        return;
    }
    let p = contexts.len();
    let group = DeviceGroup::new(contexts).unwrap();
    let backend = group.backend();
    if !backend.starts_with(library) {
        skip!("{test}: {backend}");
        return;
    }
    eprintln!("{p} device(s) over {backend}");
    let len = (1 << 20) + 3;
    let value = |r: usize, i: usize| ((i * 7 + r * 13) % 5) as f32 - 2.0;
    let mut buffers: Vec<_> = group
        .contexts()
        .iter()
        .enumerate()
        .map(|(r, ctx)| ctx.upload(&(0..len).map(|i| value(r, i)).collect::<Vec<_>>()).unwrap())
        .collect();
    group.all_reduce(&mut buffers, ReduceOp::Sum).unwrap();
    for (ctx, buf) in group.contexts().iter().zip(&buffers) {
        let got = ctx.download(buf).unwrap();
        for i in (0..len).step_by(997).chain([len - 1]) {
            assert_eq!(got[i], (0..p).map(|r| value(r, i)).sum::<f32>(), "element {i}");
        }
    }
    let inputs: Vec<_> = group
        .contexts()
        .iter()
        .map(|ctx| ctx.upload(&[1.0f32, 2.0, 3.0]).unwrap())
        .collect();
    let mut gathered: Vec<_> = group
        .contexts()
        .iter()
        .map(|ctx| ctx.alloc::<f32>(3 * p).unwrap())
        .collect();
    group.all_gather(&inputs, &mut gathered).unwrap();
    assert_eq!(
        group.contexts()[0].download(&gathered[0]).unwrap(),
        [1.0f32, 2.0, 3.0].repeat(p)
    );
    let mut ints: Vec<_> = group
        .contexts()
        .iter()
        .map(|ctx| ctx.upload(&[5i32, -7]).unwrap())
        .collect();
    group.all_reduce(&mut ints, ReduceOp::Max).unwrap();
    assert_eq!(group.contexts()[0].download(&ints[0]).unwrap(), [5, -7]);
}

/// `copy_between` two contexts of one GPU runtime (`contexts`): between two devices where there
/// are two, else between two contexts of one device; slices included.
pub(crate) fn copies_between_gpu_contexts(contexts: &[GpuContext]) {
    let Some(first) = contexts.first() else { return };
    let second = match contexts.get(1) {
        Some(other) => other.clone(),
        None => anygpu::select_device(first.info().id).unwrap(),
    };
    let data: Vec<u32> = (0..3_000_001u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let src = first.upload(&data).unwrap();
    let mut dst = second.alloc::<u32>(data.len()).unwrap();
    copy_between(first, &src, &second, &mut dst).unwrap();
    assert_eq!(second.download(&dst).unwrap(), data);
    let mut again = second.alloc_zeroed::<u32>(data.len()).unwrap();
    copy_between_async(first, &src, &second, &mut again)
        .unwrap()
        .wait()
        .unwrap();
    assert_eq!(second.download(&again).unwrap(), data);
    let mut part = second.alloc_zeroed::<u32>(1000).unwrap();
    copy_between(first, &src.slice(4000..5000).unwrap(), &second, &mut part).unwrap();
    assert_eq!(second.download(&part).unwrap(), &data[4000..5000]);
}

/// `copy_between_async`: copies between several pairs of contexts at once (mock devices, and
/// lavapipe where there is one), each waited for by its handle (or on drop), slices included;
/// the same errors as the blocking copy.
#[test]
fn copies_between_contexts_without_waiting() {
    let mut contexts = DeviceGroup::mock(3).unwrap().contexts().to_vec();
    contexts.extend(crate::wgpu_devices::wgpu_contexts().first().cloned());
    let data: Vec<u32> = (0..1_000_003u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let sources: Vec<_> = contexts.iter().map(|c| c.upload(&data).unwrap()).collect();
    let mut targets: Vec<_> = contexts.iter().map(|c| c.alloc::<u32>(data.len()).unwrap()).collect();
    let n = contexts.len();
    {
        // Context i's buffer to context i + 1, all at once.
        let copies: Vec<_> = targets
            .iter_mut()
            .enumerate()
            .map(|(i, dst)| {
                let from = (i + n - 1) % n;
                copy_between_async(&contexts[from], &sources[from], &contexts[i], dst).unwrap()
            })
            .collect();
        for copy in copies {
            copy.wait().unwrap();
        }
    }
    for (ctx, dst) in contexts.iter().zip(&targets) {
        assert_eq!(ctx.download(dst).unwrap(), data, "{}", ctx.info().id);
    }
    let (a, b) = (&contexts[0], &contexts[1]);
    let mut part = b.alloc_zeroed::<u32>(1000).unwrap();
    let window = sources[0].slice(4000..5000).unwrap();
    let copy = copy_between_async(a, &window, b, &mut part).unwrap();
    drop(copy); // waits
    assert_eq!(b.download(&part).unwrap(), &data[4000..5000]);
    let e = copy_between_async(a, &sources[0], b, &mut part).err().unwrap();
    assert!(e.to_string().contains("1000003 elements into 1000"), "{e}");
}

/// A group with a GPU member (lavapipe here) moves large chunks in segments, reading one while
/// the last is combined: an all-reduce of 24 MiB (both its halves, the combining and the
/// placing, in three 4 MiB segments per chunk) between a CPU device and lavapipe, against the
/// host.
#[test]
fn large_chunks_move_in_segments_when_a_member_is_a_gpu() {
    let Some(group) = a_cpu_and_a_gpu() else { return };
    let len = 6 << 20;
    let mut buffers = upload_all::<f32>(&group, len);
    group.all_reduce(&mut buffers, ReduceOp::Sum).unwrap();
    for (ctx, buf) in group.contexts().iter().zip(&buffers) {
        let got = ctx.download(buf).unwrap();
        for i in (0..len).step_by(1021).chain([len - 1, len / 2, len / 2 - 1]) {
            assert_eq!(
                got[i] as i64,
                expected(2, i, ReduceOp::Sum),
                "{}: element {i}",
                ctx.info().id
            );
        }
    }
}

/// A group of a CPU device and the first wgpu adapter (lavapipe here); `None`, saying so,
/// without one.
fn a_cpu_and_a_gpu() -> Option<DeviceGroup> {
    let Some(gpu) = crate::wgpu_devices::wgpu_contexts().first().cloned() else {
        eprintln!("skipped: no wgpu adapter");
        return None;
    };
    Some(DeviceGroup::new(vec![DeviceGroup::mock(1).unwrap().contexts()[0].clone(), gpu]).unwrap())
}
