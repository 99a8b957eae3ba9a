//! `anygpu bench`: the kernel `run` would launch, launched `--warmup` times untimed and then
//! `--iters` times, each timed alone by `GpuContext::launch_timed` (device timestamps where the
//! device has them, else host time around the launch and its wait); min, median and max, and the
//! bandwidth the median gives.
//!
//! GB/s counts the bytes of every bound buffer once (10⁹ bytes per second): what a kernel that
//! reads each input and writes each output once moves. A kernel that reads a buffer several
//! times, or both reads and writes it, moves more than that, so the figure is a floor on its
//! real traffic, comparable between devices but not with a device's peak.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use anygpu::KernelArg;
use indicatif::{ProgressBar, ProgressStyle};

use crate::args::BenchArgs;
use crate::buffers::AnyBuffer;
use crate::error::{stdout_error, CliResult};
use crate::run::{launch_config, open_and_compile, Inputs};
use crate::values::format_bytes;

/// A progress bar is shown from this many iterations on...
const BAR_ITERS: u32 = 100;
/// ...or when the run is expected to take longer than this.
const BAR_AFTER: Duration = Duration::from_secs(1);

/// Benchmarks the kernel as `args` say and prints the statistics on stdout.
pub fn bench(args: &BenchArgs) -> CliResult {
    let launch = &args.launch;
    let (ctx, kernel) = open_and_compile(launch, launch.device.as_deref(), true)?;
    let inputs = Inputs::new(kernel.signature(), &launch.args)?;
    let buffers = inputs.upload(&ctx)?;
    let arg_refs: Vec<&dyn KernelArg> = buffers.iter().map(AnyBuffer::as_arg).collect();

    for _ in 0..args.warmup {
        ctx.launch(&kernel, launch_config(&kernel, launch), &arg_refs)?;
    }
    ctx.synchronize()?;

    // The first timed launch tells how long the whole run will take, and so whether it
    // deserves a progress bar.
    let mut times = Vec::with_capacity(args.iters as usize);
    times.push(ctx.launch_timed(&kernel, launch_config(&kernel, launch), &arg_refs)?);
    let bar = progress_bar(args.iters, times[0]);
    bar.inc(1);
    for _ in 1..args.iters {
        times.push(ctx.launch_timed(&kernel, launch_config(&kernel, launch), &arg_refs)?);
        bar.inc(1);
    }
    bar.finish_and_clear();

    let stats = Stats::of(&mut times);
    let bytes = inputs.total_bytes();
    let mut out = std::io::stdout().lock();
    let text = format!(
        "kernel  {} `{}` on {} ({}), grid {}x{}x{}\n\
         iters   {} (after {} warmup)\n\
         min     {}\n\
         median  {}\n\
         max     {}\n\
         GB/s    {:.3} ({} in {} binding(s), each counted once, over the median)\n",
        launch.kernel.file.display(),
        kernel.signature().entry,
        ctx.info().id,
        ctx.info().name,
        launch.grid.0[0],
        launch.grid.0[1],
        launch.grid.0[2],
        args.iters,
        args.warmup,
        format_duration(stats.min),
        format_duration(stats.median),
        format_duration(stats.max),
        gigabytes_per_second(bytes, stats.median),
        format_bytes(bytes),
        inputs.len(),
    );
    out.write_all(text.as_bytes()).map_err(stdout_error)?;
    out.flush().map_err(stdout_error)
}

/// A bar on stderr for long runs; hidden for short ones and when stderr is not a terminal (a
/// log file or a pipe gets no control characters).
fn progress_bar(iters: u32, first: Duration) -> ProgressBar {
    let long = iters >= BAR_ITERS || first.saturating_mul(iters) > BAR_AFTER;
    if !long || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(u64::from(iters));
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} launches, {elapsed} elapsed, ~{eta} left") {
        bar.set_style(style);
    }
    bar
}

/// Min, median and max of the launch times.
#[derive(Debug, PartialEq)]
struct Stats {
    min: Duration,
    median: Duration,
    max: Duration,
}

impl Stats {
    /// Of at least one time (sorts them). An even count's median is the mean of the middle two.
    fn of(times: &mut [Duration]) -> Stats {
        times.sort();
        let n = times.len();
        let median = if n % 2 == 1 {
            times[n / 2]
        } else {
            (times[n / 2 - 1] + times[n / 2]) / 2
        };
        Stats {
            min: times[0],
            median,
            max: times[n - 1],
        }
    }
}

/// Bytes per nanosecond is GB/s; 0 for a launch too short to measure.
fn gigabytes_per_second(bytes: u64, t: Duration) -> f64 {
    if t.is_zero() {
        0.0
    } else {
        bytes as f64 / t.as_nanos() as f64
    }
}

/// `812 ns`, `12.35 µs`, `4.100 ms`, `2.500 s`.
fn format_duration(t: Duration) -> String {
    let ns = t.as_nanos() as f64;
    if ns < 1e3 {
        format!("{ns:.0} ns")
    } else if ns < 1e6 {
        format!("{:.2} µs", ns / 1e3)
    } else if ns < 1e9 {
        format!("{:.3} ms", ns / 1e6)
    } else {
        format!("{:.3} s", ns / 1e9)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics() {
        let ms = Duration::from_millis;
        let mut odd = [ms(5), ms(1), ms(3)];
        assert_eq!(
            Stats::of(&mut odd),
            Stats {
                min: ms(1),
                median: ms(3),
                max: ms(5)
            }
        );
        let mut even = [ms(4), ms(1), ms(2), ms(10)];
        assert_eq!(Stats::of(&mut even).median, ms(3));
        let mut one = [ms(7)];
        assert_eq!(Stats::of(&mut one).min, Stats::of(&mut one).max);
    }

    #[test]
    fn bandwidth_and_durations() {
        assert_eq!(gigabytes_per_second(3_000_000_000, Duration::from_secs(1)), 3.0);
        assert_eq!(gigabytes_per_second(12 << 20, Duration::from_millis(1)), 12.582912);
        assert_eq!(gigabytes_per_second(100, Duration::ZERO), 0.0);
        assert_eq!(format_duration(Duration::from_nanos(812)), "812 ns");
        assert_eq!(format_duration(Duration::from_nanos(12_345)), "12.35 µs");
        assert_eq!(format_duration(Duration::from_micros(4_100)), "4.100 ms");
        assert_eq!(format_duration(Duration::from_millis(2_500)), "2.500 s");
    }

    #[test]
    fn short_runs_get_no_bar() {
        assert!(progress_bar(5, Duration::from_millis(1)).is_hidden());
    }
}
