//! `cluster::Communicator` across MPI ranks on loopback: `mpirun -n 2|3|4 --oversubscribe`
//! starts this test binary's [`rank_program`] once per rank (the scenario in
//! `ANYGPU_CLUSTER_TEST`), and the tests here read what each rank printed. Pinned: every
//! collective and send/receive against the host's arithmetic (sizes 0, 1, primes, 1 Mi + 3;
//! every element type and operation), the same bits on every rank, on CPU-device buffers (in
//! place) and on a wgpu device's (staged through the host), by each algorithm (one hop up to
//! 64 KiB, recursive halving on 2 and 4 ranks up to 2 MiB, the ring beyond and on 3); ranks
//! that disagree on a call all get a mismatch error and go on; a rank that arrives late, or is
//! killed mid-collective, gives the others a timeout error within the limit, never a hang.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anygpu::cluster::Communicator;
use anygpu::{CommFault, DeviceBuffer, GpuContext, GpuError, ReduceOp};
use half::{bf16, f16};

use super::group::{expected, value, Element};

/// Runs `scenario` on `ranks` ranks under mpirun (killed after `limit`): its exit status and
/// everything the ranks printed.
fn mpirun(ranks: usize, scenario: &str, extra: &[&str], env: &[(&str, &str)], limit: Duration) -> (bool, String) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut command = Command::new("mpirun");
    command
        .args(["--oversubscribe", "-n", &ranks.to_string()])
        .args(extra)
        .arg(exe)
        .args([
            "--exact",
            "cluster::rank_program",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("ANYGPU_CLUSTER_TEST", scenario)
        // CI runs as root; Open MPI refuses that unless told it is on purpose.
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command
        .spawn()
        .expect("mpirun runs (scripts/setup.sh installs Open MPI: openmpi-bin)");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut out = String::new();
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    child.stderr.take().unwrap().read_to_string(&mut out).unwrap();
    assert!(status.is_some(), "mpirun ran past {limit:?}:\n{out}");
    (status.unwrap().success(), out)
}

/// Every rank printed `rank R: <word>` for R in 0..ranks.
fn every_rank_said(out: &str, ranks: impl IntoIterator<Item = usize>, word: &str) {
    for r in ranks {
        assert!(
            out.contains(&format!("rank {r}: {word}")),
            "rank {r} did not say {word:?}:\n{out}"
        );
    }
}

#[test]
fn collectives_across_two_three_and_four_ranks() {
    for ranks in [2, 3, 4] {
        let (ok, out) = mpirun(ranks, "collectives", &[], &[], Duration::from_secs(300));
        assert!(ok, "{ranks} ranks:\n{out}");
        every_rank_said(&out, 0..ranks, "collectives ok");
    }
}

/// Buffers on a device whose memory the host cannot address go through host staging.
#[test]
fn collectives_on_wgpu_buffers_are_staged_through_the_host() {
    let Some(adapter) = crate::wgpu_devices::wgpu_contexts()
        .first()
        .map(|c| c.info().id.to_string())
    else {
        eprintln!("skipped: no wgpu adapter (lavapipe) on this machine");
        return;
    };
    let (ok, out) = mpirun(
        3,
        "collectives-small",
        &[],
        &[("ANYGPU_DEVICE", &adapter)],
        Duration::from_secs(300),
    );
    assert!(ok, "{out}");
    every_rank_said(&out, 0..3, &format!("collectives ok on {adapter}"));
}

#[test]
fn ranks_that_disagree_all_get_a_mismatch_and_go_on() {
    let (ok, out) = mpirun(3, "mismatch", &[], &[], Duration::from_secs(120));
    assert!(ok, "{out}");
    every_rank_said(&out, 0..3, "mismatch seen, then all_reduce ok");
}

#[test]
fn a_late_rank_gives_the_others_a_timeout() {
    let (ok, out) = mpirun(3, "late", &[], &[], Duration::from_secs(120));
    assert!(ok, "{out}");
    every_rank_said(&out, 0..2, "timed out");
    every_rank_said(&out, [2], "late, then failed");
}

/// A rank killed (SIGKILL) while the others loop over 16 MiB all-reduces: they get a timeout
/// error within the limit. Open MPI's mpirun kills every rank once one dies unless given
/// `--enable-recovery`, which is how a job that wants to report the fault runs.
#[test]
fn a_rank_killed_mid_collective_gives_the_others_a_timeout() {
    let (_, out) = mpirun(3, "killed", &["--enable-recovery"], &[], Duration::from_secs(120));
    every_rank_said(&out, [0, 2], "survived");
    assert!(!out.contains("rank 1: survived"), "{out}");
}

/// One rank of a scenario, started by the tests above under mpirun.
#[test]
#[ignore = "an MPI rank: the cluster tests start it under mpirun"]
fn rank_program() {
    let scenario = std::env::var("ANYGPU_CLUSTER_TEST").expect("started by a cluster test, under mpirun");
    let comm = Communicator::init().expect("MPI starts");
    let r = comm.rank();
    match scenario.as_str() {
        "collectives" => {
            collectives(&comm, &[0, 1, 2, 7, 61, 1031, (1 << 17) + 5, (1 << 20) + 3]);
            println!("rank {r}: collectives ok");
        }
        "collectives-small" => {
            collectives(&comm, &[0, 1, 61, 1031]);
            println!("rank {r}: collectives ok on {}", comm.context().info().id);
        }
        "mismatch" => {
            let ctx = comm.context();
            let mut buf = ctx.upload(&vec![1.0f32; 100 + usize::from(r == 1)]).unwrap();
            let e = comm.all_reduce(&mut buf, ReduceOp::Sum).unwrap_err();
            assert_fault(&e, CommFault::Mismatch);
            assert!(e.is_recoverable(), "{e}");
            assert!(
                e.to_string()
                    .contains("rank 1 made call 0: all_reduce of 101 f32 (sum)"),
                "{e}"
            );
            let mut buf = ctx.upload(&vec![1.0f32; 100]).unwrap();
            comm.all_reduce(&mut buf, ReduceOp::Sum).unwrap();
            assert_eq!(ctx.download(&buf).unwrap(), vec![comm.size() as f32; 100]);
            // A small all-reduce (its values sent beside its header) against a large one (a
            // ring), other reduce operations, other element types, other calls: every rank
            // sees the same error, then goes on.
            let mismatch = |e: GpuError, what: &str| {
                assert_fault(&e, CommFault::Mismatch);
                assert!(e.to_string().contains(what), "{what}: {e}");
            };
            let len = if r == 1 { 1 << 18 } else { 100 };
            let mut buf = ctx.upload(&vec![1.0f32; len]).unwrap();
            mismatch(
                comm.all_reduce(&mut buf, ReduceOp::Sum).unwrap_err(),
                "all_reduce of 262144 f32",
            );
            let mut buf = ctx.upload(&vec![1.0f32; 100]).unwrap();
            let op = if r == 2 { ReduceOp::Max } else { ReduceOp::Sum };
            mismatch(
                comm.all_reduce(&mut buf, op).unwrap_err(),
                "rank 2 made call 3: all_reduce of 100 f32 (max)",
            );
            let e = if r == 0 {
                let mut ints = ctx.upload(&vec![1i32; 100]).unwrap();
                comm.all_reduce(&mut ints, ReduceOp::Sum).unwrap_err()
            } else {
                comm.all_reduce(&mut buf, ReduceOp::Sum).unwrap_err()
            };
            mismatch(e, "rank 0 made call 4: all_reduce of 100 i32 (sum)");
            let e = if r == 1 {
                comm.barrier()
            } else {
                comm.broadcast(&mut buf, 0)
            };
            mismatch(e.unwrap_err(), "rank 1 made call 5: barrier");
            let mut buf = ctx.upload(&vec![2.0f32; 1 << 18]).unwrap();
            comm.all_reduce(&mut buf, ReduceOp::Sum).unwrap();
            assert_eq!(ctx.download(&buf).unwrap(), vec![2.0 * comm.size() as f32; 1 << 18]);
            // Arguments each rank can tell are wrong by itself: refused before any message.
            let mut buf = ctx.upload(&vec![1.0f32; 8]).unwrap();
            let p = comm.size();
            for (e, what) in [
                (comm.broadcast(&mut buf, p).unwrap_err(), "is not a rank of this job"),
                (
                    comm.reduce(&mut buf, p + 3, ReduceOp::Sum).unwrap_err(),
                    "is not a rank of this job",
                ),
                (comm.send(&buf, r, 0).unwrap_err(), "that is this rank"),
                (
                    comm.send(&buf, (r + 1) % p, 1 << 20).unwrap_err(),
                    "is above the largest",
                ),
                (
                    comm.all_gather(&buf, &mut ctx.alloc::<f32>(3).unwrap()).unwrap_err(),
                    "elements where",
                ),
            ] {
                assert!(
                    matches!(e, GpuError::InvalidArgument(_)) && e.to_string().contains(what),
                    "{what}: {e}"
                );
            }
            println!("rank {r}: mismatch seen, then all_reduce ok");
        }
        "late" => {
            comm.set_timeout(Duration::from_secs(1));
            let ctx = comm.context();
            let mut buf = ctx.upload(&vec![1.0f32; 1000]).unwrap();
            if r == 2 {
                std::thread::sleep(Duration::from_secs(3));
                // The others' messages may all be here already (sent before they gave up): then
                // this call completes, and the next one finds nobody.
                let e = match comm.all_reduce(&mut buf, ReduceOp::Sum) {
                    Err(e) => e,
                    Ok(()) => comm.barrier().unwrap_err(),
                };
                assert_fault(&e, CommFault::Timeout);
                println!("rank {r}: late, then failed: {e}");
            } else {
                let start = Instant::now();
                let e = comm.all_reduce(&mut buf, ReduceOp::Sum).unwrap_err();
                let waited = start.elapsed();
                assert_fault(&e, CommFault::Timeout);
                assert!(waited < Duration::from_millis(2500), "waited {waited:?}");
                // From then on the communicator says it is out of step.
                let again = comm.barrier().unwrap_err();
                assert_fault(&again, CommFault::Failed);
                println!("rank {r}: timed out after {waited:?}: {e}");
            }
        }
        "killed" => {
            comm.set_timeout(Duration::from_secs(2));
            let ctx = comm.context();
            let mut buf = ctx.upload(&vec![1.0f32; 4 << 20]).unwrap();
            if r == 1 {
                std::thread::spawn(|| {
                    std::thread::sleep(Duration::from_millis(300));
                    // SAFETY: raise(3) with a valid signal number.
                    unsafe { raise(9) };
                });
            }
            let mut last = Instant::now();
            for round in 0..100_000 {
                match comm.all_reduce(&mut buf, ReduceOp::Max) {
                    Ok(()) => last = Instant::now(),
                    Err(e) => {
                        let waited = last.elapsed();
                        assert_fault(&e, CommFault::Timeout);
                        assert!(waited < Duration::from_millis(3500), "waited {waited:?}");
                        println!("rank {r}: survived round {round} with an error after {waited:?}: {e}");
                        return;
                    }
                }
            }
            panic!("rank {r}: no error in 100000 rounds");
        }
        other => panic!("unknown scenario {other}"),
    }
}

unsafe extern "C" {
    fn raise(signal: i32) -> i32;
}

/// `e` is a communication error of this kind.
fn assert_fault(e: &GpuError, fault: CommFault) {
    assert!(
        matches!(e, GpuError::Communication { fault: f, .. } if *f == fault),
        "expected a {fault:?} error: {e}"
    );
}

/// Every collective on `comm` with each of `lens`, checked against the host.
fn collectives(comm: &Communicator, lens: &[usize]) {
    for &len in lens {
        all_reduce::<f32>(comm, len, ReduceOp::Sum);
    }
    for op in [ReduceOp::Sum, ReduceOp::Product, ReduceOp::Max, ReduceOp::Min] {
        all_reduce::<f32>(comm, 131, op);
        all_reduce::<i32>(comm, 131, op);
    }
    all_reduce::<f16>(comm, 257, ReduceOp::Sum);
    all_reduce::<bf16>(comm, 67, ReduceOp::Max);
    all_reduce::<u32>(comm, 67, ReduceOp::Sum);
    let (p, r) = (comm.size(), comm.rank());
    let ctx = comm.context();
    for &len in &lens[..lens.len().min(5)] {
        for root in [0, p - 1] {
            let mut buf = mine::<f32>(ctx, r, len);
            comm.broadcast(&mut buf, root).unwrap();
            assert_values(ctx, &buf, |i| value(root, i), "broadcast");
            let mut buf = mine::<i32>(ctx, r, len);
            comm.reduce(&mut buf, root, ReduceOp::Sum).unwrap();
            let want = |i| {
                if r == root {
                    expected(p, i, ReduceOp::Sum)
                } else {
                    value(r, i)
                }
            };
            assert_values(ctx, &buf, want, "reduce");
        }
        let input = mine::<f16>(ctx, r, len);
        let mut gathered = ctx.alloc::<f16>(len * p).unwrap();
        comm.all_gather(&input, &mut gathered).unwrap();
        assert_values(ctx, &gathered, |i| value(i / len.max(1), i % len.max(1)), "all_gather");
        let input = mine::<f32>(ctx, r, len * p);
        let mut out = ctx.alloc::<f32>(len).unwrap();
        comm.reduce_scatter(&input, &mut out, ReduceOp::Sum).unwrap();
        assert_values(ctx, &out, |i| expected(p, r * len + i, ReduceOp::Sum), "reduce_scatter");
        // Send round the ring: each rank gets the previous one's values.
        let (next, prev) = ((r + 1) % p, (r + p - 1) % p);
        let out = mine::<bf16>(ctx, r, len);
        let mut got = ctx.alloc::<bf16>(len).unwrap();
        if r % 2 == 0 {
            comm.send(&out, next, 7).unwrap();
            comm.recv(&mut got, prev, 7).unwrap();
        } else {
            comm.recv(&mut got, prev, 7).unwrap();
            comm.send(&out, next, 7).unwrap();
        }
        assert_values(ctx, &got, |i| value(prev, i), "send/recv");
    }
    // Values whose sum rounds: every rank still ends with the same bits.
    let noisy: Vec<f32> = (0..4099)
        .map(|i| ((i * 7919 + r * 104_729) % 1000) as f32 * 1.37e-3)
        .collect();
    let mut buf = ctx.upload(&noisy).unwrap();
    comm.all_reduce(&mut buf, ReduceOp::Sum).unwrap();
    let mine_bits = ctx.download(&buf).unwrap();
    let mut first = ctx.upload(&mine_bits).unwrap();
    comm.broadcast(&mut first, 0).unwrap();
    assert_eq!(
        ctx.download(&first).unwrap(),
        mine_bits,
        "rank {r}'s all-reduce differs from rank 0's"
    );
    comm.barrier().unwrap();
}

fn mine<T: Element>(ctx: &GpuContext, r: usize, len: usize) -> DeviceBuffer<T> {
    ctx.upload(&(0..len).map(|i| T::of(value(r, i))).collect::<Vec<_>>())
        .unwrap()
}

fn assert_values<T: Element>(ctx: &GpuContext, buf: &DeviceBuffer<T>, want: impl Fn(usize) -> i64, what: &str) {
    let got = ctx.download(buf).unwrap();
    for (i, v) in got.iter().enumerate() {
        assert_eq!(v.get(), want(i), "{what}, {} elements: element {i}", got.len());
    }
}

fn all_reduce<T: Element>(comm: &Communicator, len: usize, op: ReduceOp) {
    let ctx = comm.context();
    let mut buf = mine::<T>(ctx, comm.rank(), len);
    comm.all_reduce(&mut buf, op).unwrap();
    assert_values(
        ctx,
        &buf,
        |i| expected(comm.size(), i, op),
        &format!("all_reduce {op:?}"),
    );
}
