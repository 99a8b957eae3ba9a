//! What the command line can say: the subcommands and their options (clap), and the parsers of
//! `--arg B=SPEC`, `--print B[:TYPE]`, `--grid`, `--timeout` and `-D NAME=VALUE`, which turn text
//! into checked values before any device is touched.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use anygpu::compiler::ScalarType;
use anygpu::{BindingSlot, KernelSource, SamplerDesc};
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::error::CliError;
use crate::textures::{parse_sampler, parse_texture, texture_dimension, TextureSpec};
use crate::values::{parse_byte_count, parse_scalar_type, parse_unsigned, parse_value};

#[derive(Parser, Debug)]
#[command(
    name = "anygpu",
    version,
    about = "Run one WGSL compute kernel on any GPU vendor or on the CPU",
    after_help = "Devices are named by the ids `anygpu devices` prints (cpu:0, cuda:0, rocm:0, wgpu:1; a bare kind means index 0).\n\
                  ANYGPU_DEVICE sets the default device; ANYGPU_MOCK (e.g. `count=2,name=Mock GPU,memory=64M,cu=8` or `profile=h100`) turns the CPU into mock devices."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the devices anygpu can run on, best first, and what was found of each runtime.
    Devices(DevicesArgs),
    /// Compile a WGSL kernel and write LLVM IR or host assembly.
    Compile(CompileArgs),
    /// Run a WGSL kernel on a device and print buffers afterwards.
    #[command(after_help = RUN_HELP)]
    Run(RunArgs),
    /// Time a WGSL kernel on a device: min/median/max over --iters launches, and GB/s.
    #[command(after_help = BENCH_HELP)]
    Bench(BenchArgs),
    /// The built-in ops' kernels.
    #[command(subcommand)]
    Ops(OpsCommand),
    /// Show what a GGUF model file holds: its metadata, and each tensor's type, dimensions,
    /// bytes and how anygpu loads it (`ops::GgufFile`).
    Gguf(GgufArgs),
}

#[derive(Args, Debug)]
pub struct GgufArgs {
    /// The model file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

#[derive(Subcommand, Debug)]
pub enum OpsCommand {
    /// Write every op kernel variant the ops can choose, compiled for a target, into a
    /// directory: `<op>_<dtype>_<configuration>.wgsl` and the machine code beside it (`.ptx`,
    /// AMDGPU ISA as `.s`, host assembly as `.s`, SPIR-V as `.spv`).
    Dump(OpsDumpArgs),
}

#[derive(Args, Debug)]
pub struct OpsDumpArgs {
    /// The target (as for `anygpu compile`).
    #[arg(long, value_enum)]
    pub target: CompileTarget,
    /// GPU architecture (as for `anygpu compile`).
    #[arg(long, value_name = "ARCH")]
    pub arch: Option<String>,
    /// Only the kernels whose name contains this.
    #[arg(long, value_name = "TEXT")]
    pub only: Option<String>,
    /// The directory (created if missing).
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    pub output: PathBuf,
}

#[derive(Args, Debug)]
pub struct DevicesArgs {
    /// Print devices and runtimes as one JSON object (field names in the README), for scripts.
    #[arg(long)]
    pub json: bool,
}

const RUN_HELP: &str = "\
Bindings (B) are `BINDING` (group 0) or `GROUP.BINDING`.
Data SPECs (each buffer is exactly as large as the data given):
  f32:1,2.5,3   i32:-1,2   u32:7,0xff   values, little-endian
  zeros:BYTES                           BYTES zero bytes (K, M, G suffixes: binary units)
  file:PATH                             the raw bytes of a file
Textures and samplers:
  tex2d:FORMAT:WxH[xLAYERS]:SPEC        a 2D texture (2D array with LAYERS); tex1d:FORMAT:W:SPEC,
                                        tex3d:FORMAT:WxHxD:SPEC; SPEC: zeros, file:PATH (raw texels,
                                        row by row, then layer by layer) or every texel's channels
                                        as a kernel reads them (r,g,b,a; normalized as 0..1)
  sampler:FILTER,ADDRESS                FILTER nearest|linear, ADDRESS clamp|repeat|mirror
                                        (up to three, for u,v,w), e.g. sampler:linear,clamp
--print B on a texture prints one texel per line, its channels separated by spaces.
Every binding the entry point uses needs exactly one --arg, of the kind the WGSL declares.

Example:
  anygpu run shaders/vector_add.wgsl --grid 1 --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 --arg 2=zeros:12 --print 2

--check DEVICE runs the kernel on DEVICE too, with the same inputs, and compares every writable
binding: integers exactly, floats within --ulps units in the last place (NaN equals NaN, -0 equals
+0, an infinity only itself). The first mismatches go to stderr; exit status 3 when they disagree.";

const BENCH_HELP: &str =
    "Takes the arguments of `anygpu run` (see `anygpu run --help` for B=SPEC). The kernel is launched
--warmup times untimed, then --iters times, each timed alone (device timestamps where the device
has them, else host time around the launch and its wait). The buffers are filled once, so a kernel
that updates its inputs sees its own output on the next launch.
GB/s is the bytes of all bound buffers, each binding counted once, over the median time.

Example:
  anygpu bench shaders/vector_add.wgsl --grid 4096 --arg 0=zeros:4M --arg 1=zeros:4M --arg 2=zeros:4M --iters 100";

#[derive(Args, Debug)]
pub struct KernelOpts {
    /// The WGSL file.
    pub file: PathBuf,
    /// The compute entry point (default: the module's only one).
    #[arg(long, value_name = "NAME")]
    pub entry: Option<String>,
    /// Sets a WGSL `override` constant (repeatable).
    #[arg(long = "override", short = 'D', value_name = "NAME=VALUE", value_parser = parse_override)]
    pub overrides: Vec<(String, f64)>,
    /// Let multiplies and adds fuse into FMAs (rounded once: faster, not bit-identical across
    /// devices; see `KernelSource::allow_contraction`).
    #[arg(long)]
    pub allow_contraction: bool,
    /// Let cooperative multiply-adds of f32 matrices round A and B to TF32 and run on TF32
    /// tensor cores (NVIDIA sm_80+; see `KernelSource::allow_tf32`).
    #[arg(long)]
    pub allow_tf32: bool,
    /// The occupancy hint: GPU compilers keep registers few enough for N workgroups per compute
    /// unit (PTX `.minnctapersm`, AMD `amdgpu-waves-per-eu`; see
    /// `KernelSource::min_workgroups_per_compute_unit`).
    #[arg(long, value_name = "N")]
    pub min_workgroups_per_cu: Option<u32>,
    /// Cap each work-item's registers at N (16 to 256) on the GPU targets (PTX `.maxnreg`, AMD
    /// `amdgpu-num-vgpr`; see `KernelSource::max_registers_per_thread`).
    #[arg(long, value_name = "N")]
    pub max_registers: Option<u32>,
    /// How hard LLVM works: `auto` (everything, but a linear-cost pipeline for huge kernels),
    /// `full` or `quick` (compiles faster, runs slower; see `KernelSource::optimization`).
    #[arg(long, value_name = "LEVEL", value_parser = ["auto", "full", "quick"])]
    pub opt: Option<String>,
    /// Keep the WGSL line numbers in the GPU code for profilers (PTX `.loc`, AMD DWARF line
    /// tables, SPIR-V `OpLine`; see `KernelSource::line_info`).
    #[arg(long)]
    pub line_info: bool,
}

impl KernelOpts {
    /// The kernel the options name, with its entry point and override constants.
    pub fn source(&self) -> Result<KernelSource, CliError> {
        let mut src = KernelSource::from_file(&self.file)?;
        if let Some(e) = &self.entry {
            src = src.entry(e.clone());
        }
        for (name, value) in &self.overrides {
            src = src.override_constant(name.clone(), *value);
        }
        if self.allow_contraction {
            src = src.allow_contraction();
        }
        if self.allow_tf32 {
            src = src.allow_tf32();
        }
        if let Some(n) = self.min_workgroups_per_cu {
            src = src.min_workgroups_per_compute_unit(n);
        }
        if let Some(n) = self.max_registers {
            src = src.max_registers_per_thread(n);
        }
        if self.line_info {
            src = src.line_info(true);
        }
        match self.opt.as_deref() {
            Some("full") => src = src.optimization(anygpu::Optimization::Full),
            Some("quick") => src = src.optimization(anygpu::Optimization::Quick),
            _ => {}
        }
        Ok(src)
    }
}

#[derive(Args, Debug)]
pub struct CompileArgs {
    #[command(flatten)]
    pub kernel: KernelOpts,
    /// The target: `host` (this CPU), `ptx` (NVIDIA), `amdgcn` (AMD GPUs), `spirv` (Vulkan), or
    /// `llvm` (short for `--target host --emit llvm`).
    #[arg(long, value_enum)]
    pub target: CompileTarget,
    /// GPU architecture: for ptx sm_70 … sm_90a (default sm_70, which runs on every GPU anygpu
    /// supports); for amdgcn gfx906, gfx908, gfx90a, gfx940-942, gfx1030, gfx1031, gfx1100,
    /// gfx1101, gfx1200, gfx1201 (default gfx942).
    #[arg(long, value_name = "ARCH")]
    pub arch: Option<String>,
    /// What to write: `asm` (assembly: host, PTX, AMDGPU ISA), `llvm` (the optimised LLVM IR) or
    /// `binary` (the artifact a device loads: a host object file, an AMD code object (alias
    /// `hsaco`), SPIR-V words; needs -o). Default: `binary` for amdgcn and spirv, else `asm`
    /// (PTX is text: its `asm` is its artifact).
    #[arg(long, value_enum)]
    pub emit: Option<Emit>,
    /// Output file (default: standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CompileTarget {
    /// The host CPU (what the CPU device runs).
    Host,
    /// The host's optimised LLVM IR (`--target host --emit llvm`).
    Llvm,
    /// NVIDIA PTX.
    Ptx,
    /// AMD GPU code object (or its ISA with --emit asm).
    Amdgcn,
    /// SPIR-V for Vulkan (what the wgpu device gives a Vulkan adapter).
    Spirv,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// Assembly text.
    Asm,
    /// Optimised LLVM IR text.
    Llvm,
    /// The binary artifact.
    #[value(alias = "hsaco")]
    Binary,
}

/// What `run` and `bench` share: the kernel, the device, the grid, the data and the time limit.
#[derive(Args, Debug)]
pub struct LaunchArgs {
    #[command(flatten)]
    pub kernel: KernelOpts,
    /// Device id as `anygpu devices` prints it (default: ANYGPU_DEVICE, else the best device).
    #[arg(long, value_name = "SPEC")]
    pub device: Option<String>,
    /// Run on the CPU device posing as this GPU (h100, a100, l4, rtx4090, mi300x, mi250x,
    /// rx7900xtx, apple-m2, webgpu-default): its subgroup width, limits and features, and what
    /// its backend refuses.
    #[arg(long, value_name = "PROFILE")]
    pub mock: Option<String>,
    /// Run on the CPU device with the sanitizer's checks: race, bounds, init, order (or all), partial, and
    /// seed=N for order; a finding fails the run, naming the variable, work-items and lines.
    #[arg(long, value_name = "CHECKS")]
    pub sanitize: Option<String>,
    /// Number of workgroups: X, X,Y or X,Y,Z.
    #[arg(long, value_name = "X[,Y,Z]", value_parser = parse_grid)]
    pub grid: Grid,
    /// A binding's data: B=SPEC (see below). Repeat for each binding.
    #[arg(long = "arg", value_name = "B=SPEC", value_parser = parse_arg_assignment)]
    pub args: Vec<ArgAssignment>,
    /// Stop the kernel after this many seconds (e.g. 2 or 0.5) with an error; enforced on the
    /// CPU device, GPUs report their drivers' watchdogs. Default: no limit.
    #[arg(long, value_name = "SECS", value_parser = parse_timeout)]
    pub timeout: Option<std::time::Duration>,
}

#[derive(Args, Debug)]
pub struct RunArgs {
    #[command(flatten)]
    pub launch: LaunchArgs,
    /// After the run, print binding B one value per line (TYPE: f16, f32, f64, i32, i64, u32 or u64;
    /// default from the WGSL type; a struct mixing scalar types prints one element per line).
    #[arg(long = "print", value_name = "B[:TYPE]", value_parser = parse_print_spec)]
    pub prints: Vec<PrintSpec>,
    /// Run on DEVICE too, with the same inputs, and compare every writable binding (see below);
    /// exit status 3 when the two devices disagree.
    #[arg(long, value_name = "DEVICE")]
    pub check: Option<String>,
    /// For --check: how many units in the last place two floats may differ by.
    #[arg(long, value_name = "N", default_value_t = 4, requires = "check")]
    pub ulps: u64,
    /// Print the profiler's table (uploads, the launch, downloads: count, times, GB/s) to stderr
    /// after the run, device clocks where the device has them.
    #[arg(long)]
    pub profile: bool,
    /// Write the run's launches and copies as a Chrome trace (Trace Event JSON, for Perfetto or
    /// chrome://tracing) to PATH.
    #[arg(long, value_name = "PATH")]
    pub trace: Option<std::path::PathBuf>,
}

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(flatten)]
    pub launch: LaunchArgs,
    /// Timed launches (at most 10 million: each time is kept for the median).
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    pub iters: u32,
    /// Untimed launches first (compilation, caches, clocks settle).
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub warmup: u32,
}

// ---------------------------------------------------------------------------------------------
// Argument parsing helpers (unit-tested below)
// ---------------------------------------------------------------------------------------------

/// Names a binding as the command line does, with its WGSL declaration.
pub fn name_binding(slot: &BindingSlot) -> String {
    format!("binding {} (`{}`)", BindingRef::of(slot), slot.declaration())
}

/// A binding named on the command line: `B` (group 0) or `G.B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BindingRef {
    pub group: u32,
    pub binding: u32,
}

impl BindingRef {
    /// How the command line names `slot`.
    pub fn of(slot: &BindingSlot) -> Self {
        BindingRef {
            group: slot.group,
            binding: slot.binding,
        }
    }
}

impl fmt::Display for BindingRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.group == 0 {
            write!(f, "{}", self.binding)
        } else {
            write!(f, "{}.{}", self.group, self.binding)
        }
    }
}

impl FromStr for BindingRef {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        let bad = || format!("`{s}` is not a binding: write BINDING (group 0) or GROUP.BINDING, e.g. `2` or `1.0`");
        let num = |t: &str| -> Result<u32, String> {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            t.parse().map_err(|_| bad())
        };
        match s.split_once('.') {
            Some((g, b)) => Ok(BindingRef {
                group: num(g)?,
                binding: num(b)?,
            }),
            None => Ok(BindingRef {
                group: 0,
                binding: num(s)?,
            }),
        }
    }
}

/// The data for one buffer, as written on the command line.
#[derive(Clone, Debug, PartialEq)]
pub enum DataSpec {
    /// Typed values, already encoded as little-endian bytes.
    Values { ty: ScalarType, bytes: Vec<u8> },
    /// That many zero bytes.
    Zeros(u64),
    /// The raw bytes of a file (read when the command runs).
    File(PathBuf),
    /// A texture (`tex2d:FORMAT:WxH:SPEC`...).
    Texture(TextureSpec),
    /// A sampler (`sampler:FILTER,ADDRESS`).
    Sampler(SamplerDesc),
}

impl DataSpec {
    /// What the data amounts to, for messages: `3 f32 values (12 bytes)`, `6 zero bytes`...
    pub fn describe(&self, len: usize) -> String {
        match self {
            DataSpec::Values { ty, .. } => {
                format!("{} {} value(s) ({len} bytes)", len / ty.width(), ty.name())
            }
            DataSpec::Zeros(_) => format!("{len} zero bytes"),
            DataSpec::File(p) => format!("the {len} bytes of {}", p.display()),
            DataSpec::Texture(t) => format!("a {:?} {} texture", t.desc.dimension, t.desc.format),
            DataSpec::Sampler(_) => "a sampler".into(),
        }
    }
}

impl FromStr for DataSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        const FORMS: &str = "expected TYPE:V,V,.. (TYPE one of f16 f32 f64 i32 i64 u32 u64) / zeros:BYTES / file:PATH / tex1d|tex2d|tex3d:FORMAT:SIZE:SPEC / sampler:FILTER,ADDRESS";
        let (kind, rest) = s
            .split_once(':')
            .ok_or_else(|| format!("`{s}` is not a data spec ({FORMS})"))?;
        match kind.trim().to_ascii_lowercase().as_str() {
            "zeros" | "zero" => {
                let n = parse_byte_count(rest)
                    .ok_or_else(|| format!("`{s}`: `{rest}` is not a byte count (e.g. 4096, 64K, 16M)"))?;
                if n == 0 {
                    return Err(format!("`{s}`: a buffer needs at least one byte"));
                }
                if usize::try_from(n).is_err() {
                    return Err(format!("`{s}`: {n} bytes do not fit in this machine's address space"));
                }
                Ok(DataSpec::Zeros(n))
            }
            "sampler" => Ok(DataSpec::Sampler(
                parse_sampler(rest).map_err(|e| format!("`{s}`: {e}"))?,
            )),
            kind if texture_dimension(kind).is_some() => {
                let dimension = texture_dimension(kind).expect("checked");
                Ok(DataSpec::Texture(
                    parse_texture(dimension, rest).map_err(|e| format!("`{s}`: {e}"))?,
                ))
            }
            "file" => {
                if rest.is_empty() {
                    return Err(format!("`{s}`: give a path after `file:`"));
                }
                Ok(DataSpec::File(PathBuf::from(rest)))
            }
            ty if parse_scalar_type(ty).is_ok() => {
                let ty = parse_scalar_type(ty)?;
                if rest.trim().is_empty() {
                    return Err(format!("`{s}`: give at least one value after `{}:`", ty.name()));
                }
                let mut bytes = Vec::new();
                for (i, v) in rest.split(',').enumerate() {
                    let b = parse_value(ty, v).map_err(|e| format!("`{s}`: value {}: {e}", i + 1))?;
                    bytes.extend_from_slice(&b);
                }
                Ok(DataSpec::Values { ty, bytes })
            }
            other => Err(format!("`{s}`: unknown data kind `{other}` ({FORMS})")),
        }
    }
}

/// `--arg B=SPEC`.
#[derive(Clone, Debug, PartialEq)]
pub struct ArgAssignment {
    pub binding: BindingRef,
    pub data: DataSpec,
}

pub fn parse_arg_assignment(s: &str) -> Result<ArgAssignment, String> {
    let (b, spec) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}`: expected B=SPEC, e.g. `0=f32:1,2,3` or `1.2=zeros:1024`"))?;
    Ok(ArgAssignment {
        binding: b.parse()?,
        data: spec.parse()?,
    })
}

/// `--print B[:TYPE]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintSpec {
    pub binding: BindingRef,
    pub ty: Option<ScalarType>,
}

pub fn parse_print_spec(s: &str) -> Result<PrintSpec, String> {
    let (b, ty) = match s.split_once(':') {
        Some((b, t)) => (b, Some(parse_scalar_type(t)?)),
        None => (s, None),
    };
    Ok(PrintSpec {
        binding: b.parse()?,
        ty,
    })
}

/// `--timeout SECS`: a positive, finite number of seconds.
pub fn parse_timeout(s: &str) -> Result<std::time::Duration, String> {
    s.trim()
        .parse::<f64>()
        .ok()
        .and_then(|secs| std::time::Duration::try_from_secs_f64(secs).ok())
        .filter(|d| !d.is_zero())
        .ok_or_else(|| format!("`{s}` is not a time limit in seconds (e.g. 2 or 0.5)"))
}

/// `--grid X[,Y,Z]`, in workgroups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid(pub [u32; 3]);

pub fn parse_grid(s: &str) -> Result<Grid, String> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("`{s}`: expected X, X,Y or X,Y,Z workgroups"));
    }
    let mut g = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        let n = parse_unsigned(p)
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| format!("`{s}`: `{p}` is not a workgroup count"))?;
        if n == 0 {
            return Err(format!("`{s}`: every grid dimension must be at least 1"));
        }
        g[i] = n;
    }
    Ok(Grid(g))
}

/// `-D NAME=VALUE` (VALUE: a number, `true` or `false`).
pub fn parse_override(s: &str) -> Result<(String, f64), String> {
    let (name, value) = s.split_once('=').ok_or_else(|| format!("`{s}`: expected NAME=VALUE"))?;
    let name = name.trim();
    if name.is_empty() {
        return Err(format!("`{s}`: the override constant needs a name"));
    }
    let value = match value.trim() {
        "true" => 1.0,
        "false" => 0.0,
        v => match v.parse::<f64>() {
            Ok(x) => x,
            Err(_) => parse_unsigned(v)
                .map(|n| n as f64)
                .ok_or_else(|| format!("`{s}`: `{v}` is not a number"))?,
        },
    };
    Ok((name.to_string(), value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::tests::f32_bytes;

    #[test]
    fn binding_refs() {
        assert_eq!("2".parse::<BindingRef>().unwrap(), BindingRef { group: 0, binding: 2 });
        assert_eq!(
            "1.3".parse::<BindingRef>().unwrap(),
            BindingRef { group: 1, binding: 3 }
        );
        assert_eq!(
            " 0 ".parse::<BindingRef>().unwrap(),
            BindingRef { group: 0, binding: 0 }
        );
        for bad in ["", "a", "1.", ".1", "1.2.3", "-1", "+1", "1.x"] {
            assert!(bad.parse::<BindingRef>().is_err(), "{bad:?} should not parse");
        }
        assert_eq!(BindingRef { group: 0, binding: 4 }.to_string(), "4");
        assert_eq!(BindingRef { group: 2, binding: 1 }.to_string(), "2.1");
    }

    #[test]
    fn typed_value_specs() {
        assert_eq!(
            "f32:1,2.5,3".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::F32,
                bytes: f32_bytes(&[1.0, 2.5, 3.0])
            }
        );
        assert_eq!(
            "f32: -1e3 , inf".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::F32,
                bytes: f32_bytes(&[-1000.0, f32::INFINITY])
            }
        );
        let i: Vec<u8> = [-1i32, 7, i32::MIN, i32::MAX]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        assert_eq!(
            "i32:-1,7,-2147483648,2147483647".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::I32,
                bytes: i
            }
        );
        let u: Vec<u8> = [0u32, 255, u32::MAX, 5].iter().flat_map(|x| x.to_le_bytes()).collect();
        assert_eq!(
            "u32:0,0xff,4294967295,0b101".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::U32,
                bytes: u
            }
        );
        assert_eq!(
            "u64:18446744073709551615".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::U64,
                bytes: u64::MAX.to_le_bytes().to_vec()
            }
        );
        assert_eq!(
            "i64:-9223372036854775808,f".parse::<DataSpec>().unwrap_err(),
            "`i64:-9223372036854775808,f`: value 2: `f` is not a valid i64"
        );
        assert_eq!(
            "f64:0.1".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::F64,
                bytes: 0.1f64.to_le_bytes().to_vec()
            }
        );
        assert_eq!(
            "f16:1.5,-2".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::F16,
                bytes: vec![0x00, 0x3e, 0x00, 0xc0]
            }
        );
        assert!("u32:4294967296"
            .parse::<DataSpec>()
            .unwrap_err()
            .contains("out of range for u32"));
        assert_eq!(
            "I32:-0x10".parse::<DataSpec>().unwrap(),
            DataSpec::Values {
                ty: ScalarType::I32,
                bytes: (-16i32).to_le_bytes().to_vec()
            }
        );
    }

    #[test]
    fn bad_value_specs_say_what_is_wrong() {
        let cases = [
            ("f32:1,x,3", "value 2"),
            ("f32:", "at least one value"),
            ("u32:-1", "not a valid u32"),
            ("u32:4294967296", "out of range for u32"),
            ("i32:2147483648", "out of range for i32"),
            ("i32:1.5", "not a valid i32"),
            ("f128:1", "unknown data kind `f128`"),
            ("i64:9223372036854775808", "out of range for i64"),
            ("1,2,3", "not a data spec"),
            ("zeros:", "not a byte count"),
            ("zeros:0", "at least one byte"),
            ("zeros:12Q", "not a byte count"),
            ("file:", "give a path"),
        ];
        for (spec, want) in cases {
            let err = spec.parse::<DataSpec>().unwrap_err();
            assert!(err.contains(want), "{spec}: {err}");
        }
    }

    #[test]
    fn zeros_and_files() {
        assert_eq!("zeros:16".parse::<DataSpec>().unwrap(), DataSpec::Zeros(16));
        assert_eq!("zeros:4K".parse::<DataSpec>().unwrap(), DataSpec::Zeros(4096));
        assert_eq!("zeros:2MiB".parse::<DataSpec>().unwrap(), DataSpec::Zeros(2 << 20));
        assert_eq!("zeros:0x100".parse::<DataSpec>().unwrap(), DataSpec::Zeros(256));
        assert_eq!(
            "file:/tmp/a:b.bin".parse::<DataSpec>().unwrap(),
            DataSpec::File(PathBuf::from("/tmp/a:b.bin"))
        );
    }

    #[test]
    fn arg_assignments() {
        let a = parse_arg_assignment("1.2=u32:3").unwrap();
        assert_eq!(a.binding, BindingRef { group: 1, binding: 2 });
        assert_eq!(
            a.data,
            DataSpec::Values {
                ty: ScalarType::U32,
                bytes: 3u32.to_le_bytes().to_vec()
            }
        );
        let a = parse_arg_assignment("0=file:x=y.bin").unwrap();
        assert_eq!(a.data, DataSpec::File(PathBuf::from("x=y.bin")));
        assert!(parse_arg_assignment("f32:1,2").unwrap_err().contains("B=SPEC"));
        assert!(parse_arg_assignment("x=f32:1").unwrap_err().contains("not a binding"));
        assert!(parse_arg_assignment("0=q:1").unwrap_err().contains("unknown data kind"));
    }

    #[test]
    fn print_specs() {
        assert_eq!(
            parse_print_spec("2").unwrap(),
            PrintSpec {
                binding: BindingRef { group: 0, binding: 2 },
                ty: None
            }
        );
        assert_eq!(
            parse_print_spec("1.0:i32").unwrap(),
            PrintSpec {
                binding: BindingRef { group: 1, binding: 0 },
                ty: Some(ScalarType::I32)
            }
        );
        assert!(parse_print_spec("2:f8").unwrap_err().contains("unknown type"));
        assert_eq!(parse_print_spec("2:u64").unwrap().ty, Some(ScalarType::U64));
        assert!(parse_print_spec("b:f32").is_err());
    }

    #[test]
    fn timeouts() {
        assert_eq!(parse_timeout("2"), Ok(std::time::Duration::from_secs(2)));
        assert_eq!(parse_timeout(" 0.25 "), Ok(std::time::Duration::from_millis(250)));
        for bad in ["0", "-1", "inf", "NaN", "x", ""] {
            assert!(parse_timeout(bad).unwrap_err().contains("seconds"), "{bad}");
        }
    }

    #[test]
    fn grids() {
        assert_eq!(parse_grid("4").unwrap(), Grid([4, 1, 1]));
        assert_eq!(parse_grid("4,2").unwrap(), Grid([4, 2, 1]));
        assert_eq!(parse_grid("1, 2, 3").unwrap(), Grid([1, 2, 3]));
        assert!(parse_grid("1,2,3,4").is_err());
        assert!(parse_grid("0").unwrap_err().contains("at least 1"));
        assert!(parse_grid("x").is_err());
        assert!(parse_grid("").is_err());
        assert!(parse_grid("4294967296").is_err());
    }

    #[test]
    fn overrides() {
        assert_eq!(parse_override("WG=64").unwrap(), ("WG".into(), 64.0));
        assert_eq!(parse_override("scale=0.5").unwrap(), ("scale".into(), 0.5));
        assert_eq!(parse_override("flag=true").unwrap(), ("flag".into(), 1.0));
        assert_eq!(parse_override("mask=0xff").unwrap(), ("mask".into(), 255.0));
        assert!(parse_override("WG").is_err());
        assert!(parse_override("=3").is_err());
        assert!(parse_override("WG=abc").is_err());
    }

    #[test]
    fn cli_definition_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
