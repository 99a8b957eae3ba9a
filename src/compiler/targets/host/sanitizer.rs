//! The CPU device's sanitizer at run time: what kernels compiled with `HostOptions::race`,
//! `init` or `bounds` call. Reads of workgroup memory no work-item wrote are reported under
//! `init`; the rest of this is the race detector.
//!
//! The compiled code reports every load and store through a pointer into workgroup or storage
//! memory ([`anygpu_sanitize_access`]), the work-item each work-item loop is at
//! ([`anygpu_sanitize_item`]) and each barrier ([`anygpu_sanitize_barrier`]). Each memory
//! granule (2 bytes: f16 is the narrowest WGSL type) keeps its last accesses: who
//! (workgroup, work-item), in which barrier interval, where in the source. Two accesses race when
//! at least one writes and no barrier orders them: different work-items of a workgroup between
//! the same two barriers (a `workgroupBarrier` orders workgroup memory, a `storageBarrier` storage
//! memory), or, for storage memory, different workgroups of a launch (nothing orders them but
//! atomics, which are not reported). Each granule keeps its last write and the last reads of two
//! different work-items, so a write after reads by others is always seen; a report is always a
//! real race (two accesses, one a write, that nothing orders).
//!
//! Workgroup memory is shadowed per worker thread and cleared for each workgroup (each runs on
//! one thread, its memory on that thread's stack); storage memory is shadowed per launch, shared
//! by the workers.

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

/// Bytes per shadowed granule.
const GRANULE: usize = 2;
/// The storage shadow is split by address into this many maps, each behind its own lock, so
/// that workers rarely wait for each other.
const STORAGE_SHARDS: usize = 64;
/// Distinct races a launch reports at most (the first found).
const MAX_REPORTS: usize = 8;

/// Access flags the compiled code passes.
pub(crate) const ACCESS_WRITE: u32 = 1;
pub(crate) const ACCESS_STORAGE: u32 = 2;
/// An atomic access: never a race, and it counts as writing the word (for `init`).
pub(crate) const ACCESS_ATOMIC: u32 = 4;
/// Not checked for `init`: the kernel writes workgroup memory in ways the sanitizer does not
/// see (cooperative-matrix stores, asynchronous copies, warpgroup operations).
pub(crate) const ACCESS_NO_INIT: u32 = 8;
/// Barrier flags the compiled code passes.
pub(crate) const BARRIER_WORKGROUP: u32 = 1;
pub(crate) const BARRIER_STORAGE: u32 = 2;

/// Where an instrumented access is in the kernel's source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Site {
    /// The variable the pointer is rooted in (`tile`, `out`).
    pub variable: String,
    pub storage: bool,
    pub line: u32,
    pub column: u32,
    /// The source line, trimmed.
    pub text: String,
}

/// One access as the shadow keeps it.
#[derive(Clone, Copy, Debug)]
struct Access {
    workgroup: u64,
    item: u32,
    interval: u32,
    site: u32,
}

#[derive(Default, Clone, Copy)]
struct Shadow {
    /// Some work-item of the workgroup wrote it, atomically or not (for `init`).
    written: bool,
    write: Option<Access>,
    /// The last two reads by different work-items, latest first: a write conflicts with any
    /// earlier reader but itself, so two distinct readers are enough to see it.
    reads: [Option<Access>; 2],
}

/// A launch's checks: the storage shadow and the races found, shared by the workers.
pub(crate) struct LaunchCheck {
    /// Report races; report reads of workgroup memory no work-item wrote.
    race: bool,
    init: bool,
    sites: Arc<[Site]>,
    grid: [u32; 3],
    storage: Vec<Mutex<FxHashMap<usize, Shadow>>>,
    /// The findings so far: a key telling duplicates apart (the pair of sites, say), the text.
    reports: Mutex<Vec<(String, String)>>,
}

/// What the current thread's workgroup is doing.
struct WorkgroupCheck {
    launch: Arc<LaunchCheck>,
    workgroup: u64,
    item: u32,
    workgroup_interval: u32,
    storage_interval: u32,
    shadow: FxHashMap<usize, Shadow>,
}

thread_local! {
    static CURRENT: RefCell<Option<WorkgroupCheck>> = const { RefCell::new(None) };
}

impl LaunchCheck {
    pub(crate) fn new(sites: Arc<[Site]>, grid: [u32; 3], race: bool, init: bool) -> Arc<Self> {
        Arc::new(LaunchCheck {
            race,
            init,
            sites,
            grid,
            storage: (0..STORAGE_SHARDS).map(|_| Mutex::default()).collect(),
            reports: Mutex::new(Vec::new()),
        })
    }

    /// Runs `run` (one workgroup, `linear` in x-fastest order) with this launch's checks on
    /// the current thread.
    pub(crate) fn workgroup(self: &Arc<Self>, linear: u64, run: impl FnOnce()) {
        CURRENT.with(|c| {
            *c.borrow_mut() = Some(WorkgroupCheck {
                launch: self.clone(),
                workgroup: linear,
                item: 0,
                workgroup_interval: 0,
                storage_interval: 0,
                shadow: FxHashMap::default(),
            })
        });
        run();
        CURRENT.with(|c| c.borrow_mut().take());
    }

    /// The races found, one paragraph each (empty: none).
    pub(crate) fn reports(&self) -> Vec<String> {
        let reports = self.reports.lock().unwrap_or_else(|e| e.into_inner());
        reports.iter().map(|(_, text)| text.clone()).collect()
    }

    fn workgroup_name(&self, linear: u64) -> String {
        let [gx, gy, _] = self.grid.map(|g| g.max(1) as u64);
        format!("({}, {}, {})", linear % gx, linear / gx % gy, linear / (gx * gy))
    }

    fn describe(&self, a: &Access, verb: &str) -> String {
        let site = &self.sites[a.site as usize];
        format!(
            "work-item {} of workgroup {} {verb} it at line {}:{}: `{}`",
            a.item,
            self.workgroup_name(a.workgroup),
            site.line,
            site.column,
            site.text
        )
    }

    /// Adds the finding `text` writes unless one with its `key` is there, up to
    /// [`MAX_REPORTS`]; the text is built only then (a kernel may repeat a finding millions of
    /// times).
    fn add(&self, key: String, text: impl FnOnce() -> String) {
        let mut reports = self.reports.lock().unwrap_or_else(|e| e.into_inner());
        if reports.len() < MAX_REPORTS && !reports.iter().any(|(k, _)| *k == key) {
            reports.push((key, text()));
        }
    }

    fn report(
        &self,
        first: &Access,
        first_verb: &str,
        second: &Access,
        second_verb: &str,
        granule: usize,
        base: usize,
    ) {
        let site = &self.sites[second.site as usize];
        let (space, order) = if site.storage {
            if first.workgroup != second.workgroup {
                (
                    "storage",
                    "different workgroups of one launch, which only atomics order",
                )
            } else {
                ("storage", "no storageBarrier between")
            }
        } else {
            ("workgroup", "no workgroupBarrier between")
        };
        // One report per pair of source lines.
        let key = format!("{}:{}", first.site.min(second.site), first.site.max(second.site));
        self.add(key, || {
            format!(
                "data race on `{}` ({space} memory, byte {} of the access): {}, and {} ({order})",
                site.variable,
                granule * GRANULE - base,
                self.describe(first, first_verb),
                self.describe(second, second_verb),
            )
        });
    }
}

/// Whether `earlier` and `now` race (one of them writes): different work-items between the
/// same barriers, or different workgroups (storage).
fn conflict(earlier: &Access, now: &Access) -> bool {
    earlier.workgroup != now.workgroup || (earlier.item != now.item && earlier.interval == now.interval)
}

/// Records one access of `bytes` at `address` by the current work-item.
fn access(check: &mut WorkgroupCheck, address: usize, bytes: usize, flags: u32, site: u32) {
    let storage = flags & ACCESS_STORAGE != 0;
    let write = flags & ACCESS_WRITE != 0;
    let atomic = flags & ACCESS_ATOMIC != 0;
    let now = Access {
        workgroup: check.workgroup,
        item: check.item,
        interval: if storage {
            check.storage_interval
        } else {
            check.workgroup_interval
        },
        site,
    };
    // Borrowed apart, not cloned: an `Arc` clone per access would be two atomic operations
    // on a count every worker shares.
    let WorkgroupCheck {
        launch, shadow: own, ..
    } = check;
    let launch = &**launch;
    let first = address / GRANULE;
    let last = (address + bytes.max(1) - 1) / GRANULE;
    let base = address - first * GRANULE;
    for granule in first..=last {
        // Storage granules are spread over the shards by 64-byte block.
        let mut storage_shadow;
        let s = if storage {
            let shard = (granule * GRANULE / 64) % STORAGE_SHARDS;
            storage_shadow = launch.storage[shard].lock().unwrap_or_else(|e| e.into_inner());
            storage_shadow.entry(granule).or_default()
        } else {
            own.entry(granule).or_default()
        };
        if atomic {
            s.written = true;
            continue;
        }
        if launch.init && !storage && !write && !s.written && flags & ACCESS_NO_INIT == 0 {
            let site = &launch.sites[site as usize];
            launch.add(format!("init {}", now.site), || {
                format!(
                    "read of `{}` (workgroup memory) by work-item {} of workgroup {} at line {}:{}: `{}` before any work-item of the workgroup wrote it: it holds WGSL's zero",
                    site.variable,
                    now.item,
                    launch.workgroup_name(now.workgroup),
                    site.line,
                    site.column,
                    site.text
                )
            });
        }
        if !launch.race {
            s.written |= write;
            continue;
        }
        if let Some(w) = s.write.filter(|w| conflict(w, &now)) {
            launch.report(
                &w,
                "wrote",
                &now,
                if write { "wrote" } else { "read" },
                granule - first,
                base,
            );
        } else if let Some(r) = s.reads.iter().flatten().find(|r| write && conflict(r, &now)) {
            launch.report(r, "read", &now, "wrote", granule - first, base);
        }
        if write {
            s.written = true;
            s.write = Some(now);
        } else if s.reads[0].is_some_and(|r| r.item == now.item && r.workgroup == now.workgroup) {
            s.reads[0] = Some(now);
        } else {
            s.reads = [Some(now), s.reads[0]];
        }
    }
}

/// Called by compiled code before each load or store through a pointer into workgroup or
/// storage memory.
pub(crate) extern "C" fn anygpu_sanitize_access(address: *const u8, bytes: u64, flags: u32, site: u32) {
    CURRENT.with(|c| {
        if let Some(check) = c.borrow_mut().as_mut() {
            access(check, address as usize, bytes as usize, flags, site);
        }
    })
}

/// Called by compiled code before an access whose indices are out of bounds (it then reads
/// zero or skips the write, as without the sanitizer).
pub(crate) extern "C" fn anygpu_sanitize_out_of_bounds(site: u32, flags: u32, index: i64, length: i64) {
    CURRENT.with(|c| {
        if let Some(check) = c.borrow().as_ref() {
            let launch = &check.launch;
            let s = &launch.sites[site as usize];
            let (verb, outcome) = if flags & ACCESS_WRITE != 0 { ("write to", "skipped") } else { ("read of", "read as zero") };
            launch.add(format!("oob {site}"), || {
                format!(
                    "out-of-bounds {verb} `{}` (index {index}, length {length}) by work-item {} of workgroup {} at line {}:{}: `{}` ({outcome})",
                    s.variable,
                    check.item,
                    launch.workgroup_name(check.workgroup),
                    s.line,
                    s.column,
                    s.text
                )
            });
        }
    })
}

/// Called by compiled code as each work-item loop reaches work-item `item`.
pub(crate) extern "C" fn anygpu_sanitize_item(item: u32) {
    CURRENT.with(|c| {
        if let Some(check) = c.borrow_mut().as_mut() {
            check.item = item;
        }
    })
}

/// Called by compiled code at each barrier (once per workgroup, as the host runs them).
pub(crate) extern "C" fn anygpu_sanitize_barrier(flags: u32) {
    CURRENT.with(|c| {
        if let Some(check) = c.borrow_mut().as_mut() {
            if flags & BARRIER_WORKGROUP != 0 {
                check.workgroup_interval += 1;
            }
            if flags & BARRIER_STORAGE != 0 {
                check.storage_interval += 1;
            }
        }
    })
}

/// A permutation of `0..total` drawn from `seed` and `salt`: position `p` goes to
/// `(a·p + b) mod total`, with `a` coprime to `total` (so every position lands somewhere
/// else). The sanitizer's `order` check runs workgroups (salt: none) and each work-item loop
/// (salt: the loop) in such orders.
pub(crate) fn seeded_permutation(total: u64, seed: u64, salt: u64) -> (u64, u64) {
    let total = total.max(1);
    // splitmix64 of the seed, the salt and a draw number.
    let draw = |n: u64| {
        let mut z = seed ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ n.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let gcd = |mut a: u64, mut b: u64| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let mut a = (draw(1) % total).max(1);
    while gcd(a, total) != 1 {
        a = a % (total - 1) + 1;
    }
    (a, draw(2) % total)
}

/// The hooks by the names the compiled code calls them, with their addresses.
pub(crate) fn hooks() -> [(&'static str, usize); 4] {
    [
        (
            "anygpu_sanitize_out_of_bounds",
            anygpu_sanitize_out_of_bounds as *const () as usize,
        ),
        ("anygpu_sanitize_access", anygpu_sanitize_access as *const () as usize),
        ("anygpu_sanitize_item", anygpu_sanitize_item as *const () as usize),
        ("anygpu_sanitize_barrier", anygpu_sanitize_barrier as *const () as usize),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(variable: &str, storage: bool, line: u32) -> Site {
        Site {
            variable: variable.into(),
            storage,
            line,
            column: 5,
            text: format!("line {line}"),
        }
    }

    /// Between barriers two work-items writing and reading one word race; a barrier, the same
    /// work-item, or different words do not; storage accessed by two workgroups races always.
    #[test]
    fn races_are_conflicting_accesses_no_barrier_orders() {
        let launch = LaunchCheck::new(
            Arc::from(vec![
                site("tile", false, 3),
                site("tile", false, 7),
                site("out", true, 9),
            ]),
            [2, 1, 1],
            true,
            false,
        );
        let word = [0u32; 4];
        let at = |i: usize| unsafe { (word.as_ptr() as *const u8).add(i) };
        launch.workgroup(0, || {
            anygpu_sanitize_item(0);
            anygpu_sanitize_access(at(0), 4, ACCESS_WRITE, 0);
            anygpu_sanitize_access(at(0), 4, 0, 1); // the writer itself
            anygpu_sanitize_item(1);
            anygpu_sanitize_access(at(4), 4, ACCESS_WRITE, 0); // another word
            anygpu_sanitize_barrier(BARRIER_WORKGROUP);
            anygpu_sanitize_access(at(0), 4, 0, 1); // after the barrier
        });
        assert!(launch.reports().is_empty(), "{:?}", launch.reports());
        launch.workgroup(1, || {
            anygpu_sanitize_item(0);
            anygpu_sanitize_access(at(8), 4, 0, 1);
            anygpu_sanitize_item(1);
            anygpu_sanitize_access(at(8), 4, ACCESS_WRITE, 0);
        });
        let reports = launch.reports();
        assert_eq!(reports.len(), 1, "{reports:?}");
        assert!(
            reports[0].contains("data race on `tile` (workgroup memory")
                && reports[0].contains("work-item 0 of workgroup (1, 0, 0) read it at line 7:5")
                && reports[0].contains("work-item 1 of workgroup (1, 0, 0) wrote it at line 3:5")
                && reports[0].contains("no workgroupBarrier between"),
            "{reports:?}"
        );
        // Storage: workgroups 0 and 1 write one word; a storageBarrier does not order them.
        let launch = LaunchCheck::new(Arc::from(vec![site("out", true, 9)]), [2, 1, 1], true, false);
        for wg in 0..2 {
            launch.workgroup(wg, || {
                anygpu_sanitize_barrier(BARRIER_STORAGE);
                anygpu_sanitize_access(at(12), 4, ACCESS_WRITE | ACCESS_STORAGE, 0);
            });
        }
        let reports = launch.reports();
        assert!(
            reports.len() == 1 && reports[0].contains("different workgroups"),
            "{reports:?}"
        );
    }

    /// The seeded orders are permutations, and differ between seeds.
    #[test]
    fn seeded_permutations_visit_every_position_once() {
        for total in [1u64, 2, 7, 64, 96, 1000] {
            let mut orders = std::collections::BTreeSet::new();
            for seed in 0..6 {
                let (a, b) = seeded_permutation(total, seed, 3);
                let mut order: Vec<u64> = (0..total).map(|p| (a * p + b) % total).collect();
                orders.insert(order.clone());
                order.sort_unstable();
                assert_eq!(order, (0..total).collect::<Vec<_>>(), "{total} {seed}");
            }
            assert!(total < 7 || orders.len() > 1, "{total}");
        }
    }
}
