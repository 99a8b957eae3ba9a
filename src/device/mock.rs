//! How the CPU device, and so the mock device, presents itself ([`CpuDeviceConfig`]): its name,
//! memory limit and threads, the faults it injects ([`MockFaults`]), the GPU it poses as
//! ([`GpuProfile`](super::profiles::GpuProfile)) and its sanitizer ([`Sanitize`]); `ANYGPU_MOCK` and
//! `ANYGPU_SANITIZE` parsed.

use crate::error::{GpuError, Result};

/// How a CPU device (and so a mock device) presents itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuDeviceConfig {
    /// Name shown in [`DeviceInfo::name`](super::DeviceInfo::name).
    pub name: String,
    /// Allocation limit in bytes; allocations past it fail with `OutOfMemory`.
    pub memory_limit: u64,
    /// Reported compute units; also the number of worker threads (0 = all cores).
    pub compute_units: u32,
    /// Whether this is a mock device (shown in `DeviceInfo::is_mock`).
    pub mock: bool,
    /// Bytes of poison-filled guard memory before and after every allocation (0 = none), checked
    /// after every launch: a kernel that wrote outside its buffers makes the launch fail. A
    /// debugging aid in the spirit of AddressSanitizer's red zones; it proves in tests that the
    /// compiled bounds checks hold. Rounded up to a multiple of 64.
    pub guard_bytes: usize,
    /// Faults to inject, so that applications can test their error paths with no hardware (none
    /// by default; a device without faults pays nothing for the feature).
    pub faults: MockFaults,
    /// The GPU this device poses as (`ANYGPU_MOCK=profile=h100`): its subgroup size (the CPU
    /// device then really runs subgroups that wide), limits and features, through the same
    /// validation as that GPU's backend. `None`: the host CPU's own.
    pub profile: Option<&'static super::profiles::GpuProfile>,
    /// The sanitizer's checks (`ANYGPU_SANITIZE`): off by default, and free when off.
    pub sanitize: Sanitize,
}

/// The CPU device's sanitizer, like CUDA's compute-sanitizer for every kernel it runs
/// (`ANYGPU_SANITIZE=race,order,seed=7`, [`CpuDeviceConfig::sanitize`], `anygpu run --sanitize`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sanitize {
    /// Data races: two work-items touch one word of workgroup or storage memory with at least
    /// one write and no barrier between (or two workgroups, storage memory), not atomically. A
    /// launch that has one fails with [`GpuError::Sanitizer`] naming the variable, the
    /// work-items and the source lines.
    pub race: bool,
    /// Out-of-bounds accesses: still read as zero or skipped (as always), and reported — which
    /// variable, which source line, which work-item — by a [`GpuError::Sanitizer`].
    pub bounds: bool,
    /// Reads of workgroup memory that no work-item of the workgroup wrote (atomically or not)
    /// before: defined (WGSL zero-initialises it) but rarely what the author meant; reported.
    pub init: bool,
    /// Subgroup operations in a workgroup that is no multiple of the subgroup width, in a kernel
    /// that did not opt out of subgroup uniformity: defined (the last subgroup is partial), but
    /// the results then differ between GPUs of different widths; refused before the launch runs.
    /// A portability lint, not in `all`. (The `sync` check itself, barriers and subgroup
    /// operations that part of a workgroup or subgroup does not reach, always holds: WGSL's
    /// uniformity analysis proves it before a kernel compiles.)
    pub partial_subgroups: bool,
    /// Runs workgroups, and the work-items between two barriers, in an order drawn from
    /// [`seed`](Self::seed), so a result that depends on the order differs between seeds.
    pub order: bool,
    /// The seed of `order`.
    pub seed: u64,
}

impl Sanitize {
    /// Every check.
    pub const ALL: Sanitize = Sanitize {
        race: true,
        bounds: true,
        init: true,
        partial_subgroups: false,
        order: true,
        seed: 0,
    };

    /// Whether any check is on.
    pub fn any(&self) -> bool {
        self.race || self.bounds || self.init || self.partial_subgroups || self.order
    }

    /// Parses `race,bounds,init,sync,order,partial,seed=7` (`all`: every check but `partial`;
    /// `off` or empty: none).
    pub fn parse(spec: &str) -> Result<Sanitize> {
        let mut s = Sanitize::default();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "race" => s.race = true,
                "bounds" => s.bounds = true,
                "init" => s.init = true,
                "order" => s.order = true,
                // Always holds (WGSL's uniformity analysis): accepted, nothing to run.
                "sync" => {}
                "partial" => s.partial_subgroups = true,
                "all" => {
                    s = Sanitize {
                        seed: s.seed,
                        partial_subgroups: s.partial_subgroups,
                        ..Sanitize::ALL
                    }
                }
                "off" | "none" => s = Sanitize::default(),
                _ => match part.strip_prefix("seed=").map(str::parse::<u64>) {
                    Some(Ok(seed)) => s.seed = seed,
                    _ => {
                        return Err(GpuError::invalid_argument(format!(
                            "ANYGPU_SANITIZE: cannot read `{part}`; expected checks among race, bounds, init, order, sync (or all), partial, and seed=N"
                        )))
                    }
                },
            }
        }
        Ok(s)
    }
}

/// Faults a mock device injects on purpose (`ANYGPU_MOCK` keys in brackets). Counting starts
/// at 1 and is per context: each [`GpuContext`](crate::GpuContext) opened on the device counts
/// (and draws its random faults) from the start, so the same plan and seed give the same faults.
///
/// Allocations are counted where they reach the device: a buffer the context's memory pool serves
/// from its cache is not one, and the pool answers an out-of-memory by giving back its cache and
/// trying once more. To count every buffer you allocate, turn the pool off with
/// [`GpuContext::set_memory_pool_limit(0)`](crate::GpuContext::set_memory_pool_limit).
#[derive(Clone, Debug, Default)]
pub struct MockFaults {
    /// The N-th device allocation fails with [`GpuError::OutOfMemory`] (`fail_alloc=N`).
    pub fail_alloc_nth: Option<u64>,
    /// Every N-th launch fails with a [`GpuError::Backend`] launch error (`fail_launch_every=N`).
    pub fail_launch_every: Option<u64>,
    /// Each launch fails with this probability, drawn from `seed` (`fail_launch_p=0.1`).
    pub fail_launch_probability: Option<f64>,
    /// After this many operations (allocations, transfers, launches, waits, events...), the
    /// device is lost: every later call fails with [`GpuError::DeviceLost`]; freeing still works,
    /// so dropping buffers gives their memory back (`lose_after=N`).
    pub lose_device_after: Option<u64>,
    /// Each write, read and device-side copy sleeps this long first (`slow_transfer=5ms`).
    pub slow_transfers: Option<std::time::Duration>,
    /// Seed of the random launch failures (`seed=N`, default 0).
    pub seed: u64,
}

impl MockFaults {
    /// Whether any fault is configured.
    pub fn is_active(&self) -> bool {
        self.fail_alloc_nth.is_some()
            || self.fail_launch_every.is_some()
            || self.fail_launch_probability.is_some_and(|p| p > 0.0)
            || self.lose_device_after.is_some()
            || self.slow_transfers.is_some_and(|d| !d.is_zero())
    }
}

/// Compares probabilities by their bits, so that the relation is an equivalence (`Eq`).
impl PartialEq for MockFaults {
    fn eq(&self, other: &Self) -> bool {
        self.fail_alloc_nth == other.fail_alloc_nth
            && self.fail_launch_every == other.fail_launch_every
            && self.fail_launch_probability.map(f64::to_bits) == other.fail_launch_probability.map(f64::to_bits)
            && self.lose_device_after == other.lose_device_after
            && self.slow_transfers == other.slow_transfers
            && self.seed == other.seed
    }
}

impl Eq for MockFaults {}

/// The most compute units a mock device may report. Each is a worker thread, so the bound keeps a
/// mistyped `cu=100000` from turning every launch into a thread storm.
pub const MAX_MOCK_COMPUTE_UNITS: u32 = 1024;

impl CpuDeviceConfig {
    /// The real host CPU: all cores, memory limited to the machine's RAM.
    pub fn host() -> Self {
        CpuDeviceConfig {
            name: host_cpu_name(),
            memory_limit: host_memory_bytes(),
            compute_units: 0,
            mock: false,
            guard_bytes: 0,
            faults: MockFaults::default(),
            profile: None,
            sanitize: Sanitize::default(),
        }
    }

    /// A mock device with the given name, memory limit and compute-unit count.
    pub fn mock(name: impl Into<String>, memory_limit: u64, compute_units: u32) -> Self {
        CpuDeviceConfig {
            name: name.into(),
            memory_limit,
            compute_units,
            mock: true,
            guard_bytes: 0,
            faults: MockFaults::default(),
            profile: None,
            sanitize: Sanitize::default(),
        }
    }

    /// This configuration posing as `profile`: its name (unless one was set) and memory.
    pub fn with_profile(mut self, profile: &'static super::profiles::GpuProfile) -> Self {
        self.name = format!("{} (anygpu mock)", profile.device_name);
        self.memory_limit = profile.memory;
        self.mock = true;
        self.profile = Some(profile);
        self
    }

    /// Parses an `ANYGPU_MOCK` value: `count=2,name=Mock GPU,memory=64M,cu=8,guard=4K` (all keys
    /// optional; memory and guard take K/M/G suffixes; `cu` at most [`MAX_MOCK_COMPUTE_UNITS`],
    /// `guard` at most 1M), `profile=NAME` (a [`GpuProfile`](crate::GpuProfile): `h100`, `mi300x`,
    /// `webgpu-default`…; its name and memory unless `name` or `memory` say otherwise), plus the
    /// [`MockFaults`] keys `fail_alloc=N`, `fail_launch_every=N`, `fail_launch_p=P` (0 to 1),
    /// `lose_after=N`, `slow_transfer=5ms` (`us`, `ms`, `s`) and `seed=N`.
    pub fn parse_mock_spec(spec: &str) -> Result<Vec<CpuDeviceConfig>> {
        let mut count = 1usize;
        let mut cfg = CpuDeviceConfig::mock("anygpu mock device", 1 << 30, 4);
        let (mut name, mut memory) = (None, None);
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || {
                GpuError::invalid_argument(format!(
                    "ANYGPU_MOCK: cannot read `{part}`; expected e.g. `count=2,name=Mock GPU,memory=64M,cu=8,guard=4K`"
                ))
            };
            let (key, value) = part.split_once('=').ok_or_else(bad)?;
            let value = value.trim();
            match key.trim() {
                "count" | "n" => count = value.parse().map_err(|_| bad())?,
                "name" => name = Some(value.to_string()),
                "memory" | "mem" => memory = Some(parse_bytes(value).ok_or_else(bad)?),
                "profile" | "gpu" => {
                    cfg = cfg.with_profile(super::profiles::GpuProfile::named(value).map_err(|e| match e {
                        GpuError::InvalidArgument(m) => GpuError::invalid_argument(format!("ANYGPU_MOCK: {m}")),
                        other => other,
                    })?)
                }
                "cu" | "compute_units" => {
                    cfg.compute_units = value.parse().map_err(|_| bad())?;
                    if cfg.compute_units > MAX_MOCK_COMPUTE_UNITS {
                        return Err(GpuError::invalid_argument(format!(
                            "ANYGPU_MOCK: cu={value} is more than the {MAX_MOCK_COMPUTE_UNITS} compute units a mock device may have"
                        )));
                    }
                }
                "guard" => {
                    cfg.guard_bytes = parse_bytes(value)
                        .and_then(|b| usize::try_from(b).ok())
                        .filter(|&b| b <= 1 << 20)
                        .ok_or_else(bad)?
                }
                "fail_alloc" => cfg.faults.fail_alloc_nth = Some(parse_count(value).ok_or_else(bad)?),
                "fail_launch_every" => cfg.faults.fail_launch_every = Some(parse_count(value).ok_or_else(bad)?),
                "fail_launch_p" | "fail_launch_probability" => {
                    let p: f64 = value.parse().map_err(|_| bad())?;
                    if !(0.0..=1.0).contains(&p) {
                        return Err(GpuError::invalid_argument(format!(
                            "ANYGPU_MOCK: fail_launch_p={value} is not a probability between 0 and 1"
                        )));
                    }
                    cfg.faults.fail_launch_probability = Some(p);
                }
                "lose_after" => cfg.faults.lose_device_after = Some(value.parse().map_err(|_| bad())?),
                "slow_transfer" => cfg.faults.slow_transfers = Some(parse_duration(value).ok_or_else(bad)?),
                "seed" => cfg.faults.seed = value.parse().map_err(|_| bad())?,
                _ => return Err(bad()),
            }
        }
        if let Some(name) = name {
            cfg.name = name;
        }
        if let Some(memory) = memory {
            cfg.memory_limit = memory;
        }
        if count == 0 || count > 64 {
            return Err(GpuError::invalid_argument(
                "ANYGPU_MOCK: count must be between 1 and 64",
            ));
        }
        Ok(vec![cfg; count])
    }
}

fn host_cpu_name() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| format!("{} CPU", std::env::consts::ARCH))
}

fn host_memory_bytes() -> u64 {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("MemTotal:"))?;
            let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(kb * 1024)
        })
        .unwrap_or(8 << 30)
}

/// Parses a count of at least 1 (the first call is call 1, so 0 would never fire).
fn parse_count(s: &str) -> Option<u64> {
    s.parse().ok().filter(|&n| n > 0)
}

/// Parses `250us`, `5ms`, `2s` (at most a minute: a slower transfer is a typo).
fn parse_duration(s: &str) -> Option<std::time::Duration> {
    let s = s.trim();
    let (digits, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit())?);
    let n: u64 = digits.parse().ok()?;
    let d = match unit.trim() {
        "us" => std::time::Duration::from_micros(n),
        "ms" => std::time::Duration::from_millis(n),
        "s" => std::time::Duration::from_secs(n),
        _ => return None,
    };
    (d <= std::time::Duration::from_secs(60)).then_some(d)
}

/// Parses `4096`, `64K`, `512M`, `2G` (binary units).
fn parse_bytes(s: &str) -> Option<u64> {
    let s = s.trim();
    let (digits, mult) = match s.chars().last()?.to_ascii_uppercase() {
        'K' => (&s[..s.len() - 1], 1u64 << 10),
        'M' => (&s[..s.len() - 1], 1 << 20),
        'G' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    digits.trim().parse::<u64>().ok()?.checked_mul(mult)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mock_spec_parses() {
        let v = CpuDeviceConfig::parse_mock_spec("count=3,name=Fake GPU,memory=64M,cu=8").unwrap();
        assert_eq!(v.len(), 3);
        assert_eq!(v[0].name, "Fake GPU");
        assert_eq!(v[0].memory_limit, 64 << 20);
        assert_eq!(v[0].compute_units, 8);
        assert!(CpuDeviceConfig::parse_mock_spec("bogus").is_err());
        assert!(CpuDeviceConfig::parse_mock_spec("count=0").is_err());
        assert!(!v[0].faults.is_active(), "no faults unless asked for");
    }

    #[test]
    fn mock_spec_parses_faults() {
        let v = CpuDeviceConfig::parse_mock_spec(
            "fail_alloc=3,fail_launch_every=5,fail_launch_p=0.1,lose_after=100,slow_transfer=5ms,seed=42",
        )
        .unwrap();
        let f = &v[0].faults;
        assert_eq!(f.fail_alloc_nth, Some(3));
        assert_eq!(f.fail_launch_every, Some(5));
        assert_eq!(f.fail_launch_probability, Some(0.1));
        assert_eq!(f.lose_device_after, Some(100));
        assert_eq!(f.slow_transfers, Some(std::time::Duration::from_millis(5)));
        assert_eq!(f.seed, 42);
        assert!(f.is_active());
        assert_eq!(
            CpuDeviceConfig::parse_mock_spec("slow_transfer=250us").unwrap()[0]
                .faults
                .slow_transfers,
            Some(std::time::Duration::from_micros(250))
        );
        // lose_after=0: the first operation already finds the device lost.
        assert_eq!(
            CpuDeviceConfig::parse_mock_spec("lose_after=0").unwrap()[0]
                .faults
                .lose_device_after,
            Some(0)
        );
        for bad in [
            "fail_alloc=0",
            "fail_alloc=x",
            "fail_launch_every=-1",
            "fail_launch_p=1.5",
            "fail_launch_p=NaN",
            "slow_transfer=5",
            "slow_transfer=5h",
            "slow_transfer=10m",
            "slow_transfer=2000s",
            "seed=abc",
        ] {
            let e = CpuDeviceConfig::parse_mock_spec(bad).unwrap_err();
            assert!(matches!(e, GpuError::InvalidArgument(_)), "{bad}: {e}");
            assert!(e.to_string().contains("ANYGPU_MOCK"), "{bad}: {e}");
        }
    }

    #[test]
    fn byte_sizes() {
        assert_eq!(parse_bytes("4096"), Some(4096));
        assert_eq!(parse_bytes("2G"), Some(2 << 30));
        assert_eq!(parse_bytes("x"), None);
    }
}
