//! `anygpu`: list devices, compile WGSL kernels, and run them on any device from the shell.
//!
//! ```text
//! anygpu devices
//! anygpu compile shaders/vector_add.wgsl --target llvm
//! anygpu run shaders/vector_add.wgsl --grid 1 --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 \
//!     --arg 2=zeros:12 --print 2
//! ```

use std::collections::BTreeMap;
use std::fmt;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;

use anygpu::compiler::front::{compile_front, FrontModule};
use anygpu::{
    available_devices, default_device, select_device, BindingKind, BindingSlot, DeviceBuffer, DeviceElement, DeviceId,
    DeviceInfo, GpuContext, GpuError, KernelArg, KernelSource, LaunchConfig,
};
use clap::{Args, Parser, Subcommand, ValueEnum};

// ---------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------

#[derive(Parser, Debug)]
#[command(
    name = "anygpu",
    version,
    about = "Run one WGSL compute kernel on any GPU vendor or on the CPU",
    after_help = "Devices are named by the ids `anygpu devices` prints (cpu:0, cuda:0, rocm:0, wgpu:1; a bare kind means index 0).\n\
                  ANYGPU_DEVICE sets the default device; ANYGPU_MOCK (e.g. `count=2,name=Mock GPU,memory=64M,cu=8`) turns the CPU into mock devices."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the devices anygpu can run on, best first.
    Devices,
    /// Compile a WGSL kernel and write LLVM IR or host assembly.
    Compile(CompileArgs),
    /// Run a WGSL kernel on a device and print buffers afterwards.
    #[command(after_help = RUN_HELP)]
    Run(RunArgs),
}

const RUN_HELP: &str = "\
Bindings (B) are `BINDING` (group 0) or `GROUP.BINDING`.
Data SPECs (each buffer is exactly as large as the data given):
  f32:1,2.5,3   i32:-1,2   u32:7,0xff   values, little-endian
  zeros:BYTES                           BYTES zero bytes (K, M, G suffixes: binary units)
  file:PATH                             the raw bytes of a file
Every binding the entry point uses needs exactly one --arg; storage or uniform as the WGSL declares it.

Example:
  anygpu run shaders/vector_add.wgsl --grid 1 --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 --arg 2=zeros:12 --print 2";

#[derive(Args, Debug)]
struct KernelOpts {
    /// The WGSL file.
    file: PathBuf,
    /// The compute entry point (default: the module's only one).
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// Sets a WGSL `override` constant (repeatable).
    #[arg(long = "override", short = 'D', value_name = "NAME=VALUE", value_parser = parse_override)]
    overrides: Vec<(String, f64)>,
}

impl KernelOpts {
    fn source(&self) -> Result<KernelSource, CliError> {
        let mut src = KernelSource::from_file(&self.file)?;
        if let Some(e) = &self.entry {
            src = src.entry(e.clone());
        }
        for (name, value) in &self.overrides {
            src = src.override_constant(name.clone(), *value);
        }
        Ok(src)
    }
}

#[derive(Args, Debug)]
struct CompileArgs {
    #[command(flatten)]
    kernel: KernelOpts,
    /// What to emit: `host` (host assembly), `llvm` (optimised LLVM IR for the host), `ptx`
    /// (NVIDIA PTX) or `amdgcn` (an AMD GPU code object; see --emit).
    #[arg(long, value_enum)]
    target: CompileTarget,
    /// GPU architecture: for ptx sm_70 … sm_90a (default sm_70, which runs on every GPU anygpu
    /// supports); for amdgcn gfx906, gfx908, gfx90a, gfx940-942, gfx1030, gfx1031, gfx1100,
    /// gfx1101, gfx1200, gfx1201 (default gfx942).
    #[arg(long, value_name = "ARCH")]
    arch: Option<String>,
    /// For --target amdgcn: `hsaco` (the linked code object, binary; needs -o) or `asm` (the ISA
    /// as text).
    #[arg(long, value_enum, default_value = "hsaco")]
    emit: AmdEmit,
    /// Output file (default: standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    output: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum CompileTarget {
    /// Assembly for the host CPU (what the CPU device runs).
    Host,
    /// LLVM IR text.
    Llvm,
    /// NVIDIA PTX.
    Ptx,
    /// AMD GPU code object (or its ISA with --emit asm).
    Amdgcn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum AmdEmit {
    Hsaco,
    Asm,
}

#[derive(Args, Debug)]
struct RunArgs {
    #[command(flatten)]
    kernel: KernelOpts,
    /// Device id as `anygpu devices` prints it (default: ANYGPU_DEVICE, else the best device).
    #[arg(long, value_name = "SPEC")]
    device: Option<String>,
    /// Number of workgroups: X, X,Y or X,Y,Z.
    #[arg(long, value_name = "X[,Y,Z]", value_parser = parse_grid)]
    grid: Grid,
    /// A binding's data: B=SPEC (see below). Repeat for each binding.
    #[arg(long = "arg", value_name = "B=SPEC", value_parser = parse_arg_assignment)]
    args: Vec<ArgAssignment>,
    /// After the run, print binding B one value per line (TYPE: f16, f32, f64, i32, i64, u32 or u64;
    /// default from the WGSL type; a struct mixing scalar types prints one element per line).
    #[arg(long = "print", value_name = "B[:TYPE]", value_parser = parse_print_spec)]
    prints: Vec<PrintSpec>,
    /// Stop the kernel after this many seconds (e.g. 2 or 0.5) with an error; enforced on the
    /// CPU device, GPUs report their drivers' watchdogs. Default: no limit.
    #[arg(long, value_name = "SECS", value_parser = parse_timeout)]
    timeout: Option<std::time::Duration>,
}

// ---------------------------------------------------------------------------------------------
// Argument parsing helpers (unit-tested below)
// ---------------------------------------------------------------------------------------------

/// A binding named on the command line: `B` (group 0) or `G.B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct BindingRef {
    group: u32,
    binding: u32,
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

/// The scalar types values can be given and printed as: every host-shareable WGSL scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ScalarType {
    F16,
    F32,
    F64,
    I32,
    I64,
    U32,
    U64,
}

impl ScalarType {
    const ALL: [ScalarType; 7] = [
        ScalarType::F16,
        ScalarType::F32,
        ScalarType::F64,
        ScalarType::I32,
        ScalarType::I64,
        ScalarType::U32,
        ScalarType::U64,
    ];

    fn name(self) -> &'static str {
        match self {
            ScalarType::F16 => "f16",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
            ScalarType::I32 => "i32",
            ScalarType::I64 => "i64",
            ScalarType::U32 => "u32",
            ScalarType::U64 => "u64",
        }
    }

    /// Bytes per value.
    fn width(self) -> usize {
        match self {
            ScalarType::F16 => 2,
            ScalarType::F32 | ScalarType::I32 | ScalarType::U32 => 4,
            ScalarType::F64 | ScalarType::I64 | ScalarType::U64 => 8,
        }
    }

    fn from_naga(s: naga::Scalar) -> Option<Self> {
        Self::ALL.into_iter().find(|t| {
            let kind = match t {
                ScalarType::F16 | ScalarType::F32 | ScalarType::F64 => naga::ScalarKind::Float,
                ScalarType::I32 | ScalarType::I64 => naga::ScalarKind::Sint,
                ScalarType::U32 | ScalarType::U64 => naga::ScalarKind::Uint,
            };
            kind == s.kind && t.width() == s.width as usize
        })
    }

    /// Parses one value into its little-endian bytes (`width()` of them).
    fn parse_value(self, v: &str) -> Result<Vec<u8>, String> {
        let v = v.trim();
        let bad = || format!("`{v}` is not a valid {}", self.name());
        let out_of_range = || format!("`{v}` is out of range for {}", self.name());
        let signed = || -> Result<i128, String> {
            let (neg, digits) = match v.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, v.strip_prefix('+').unwrap_or(v)),
            };
            let magnitude = i128::from(parse_unsigned(digits).ok_or_else(bad)?);
            Ok(if neg { -magnitude } else { magnitude })
        };
        let unsigned = || parse_unsigned(v.strip_prefix('+').unwrap_or(v)).ok_or_else(bad);
        Ok(match self {
            ScalarType::F16 => half::f16::from_f32(v.parse::<f32>().map_err(|_| bad())?)
                .to_le_bytes()
                .to_vec(),
            ScalarType::F32 => v.parse::<f32>().map_err(|_| bad())?.to_le_bytes().to_vec(),
            ScalarType::F64 => v.parse::<f64>().map_err(|_| bad())?.to_le_bytes().to_vec(),
            ScalarType::I32 => i32::try_from(signed()?)
                .map_err(|_| out_of_range())?
                .to_le_bytes()
                .to_vec(),
            ScalarType::I64 => i64::try_from(signed()?)
                .map_err(|_| out_of_range())?
                .to_le_bytes()
                .to_vec(),
            ScalarType::U32 => u32::try_from(unsigned()?)
                .map_err(|_| out_of_range())?
                .to_le_bytes()
                .to_vec(),
            ScalarType::U64 => unsigned()?.to_le_bytes().to_vec(),
        })
    }

    /// Formats one value from its `width()` little-endian bytes.
    fn format_value(self, b: &[u8]) -> String {
        fn le<const N: usize>(b: &[u8]) -> [u8; N] {
            let mut a = [0; N];
            a.copy_from_slice(&b[..N]);
            a
        }
        match self {
            ScalarType::F16 => half::f16::from_le_bytes(le(b)).to_string(),
            ScalarType::F32 => f32::from_le_bytes(le(b)).to_string(),
            ScalarType::F64 => f64::from_le_bytes(le(b)).to_string(),
            ScalarType::I32 => i32::from_le_bytes(le(b)).to_string(),
            ScalarType::I64 => i64::from_le_bytes(le(b)).to_string(),
            ScalarType::U32 => u32::from_le_bytes(le(b)).to_string(),
            ScalarType::U64 => u64::from_le_bytes(le(b)).to_string(),
        }
    }
}

impl FromStr for ScalarType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let want = s.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|t| t.name() == want)
            .ok_or_else(|| format!("unknown type `{want}` (expected f16, f32, f64, i32, i64, u32 or u64)"))
    }
}

/// Decimal, `0x` hexadecimal or `0b` binary, with `_` separators allowed.
fn parse_unsigned(s: &str) -> Option<u64> {
    let s = s.trim().replace('_', "");
    let (digits, radix) = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        (h.to_string(), 16)
    } else if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        (b.to_string(), 2)
    } else {
        (s, 10)
    };
    if digits.is_empty() || digits.starts_with(['+', '-']) {
        return None;
    }
    u64::from_str_radix(&digits, radix).ok()
}

/// `4096`, `64K`, `16M`, `1G` (binary units; `KiB`/`KB` spellings accepted).
fn parse_byte_count(s: &str) -> Option<u64> {
    let t = s.trim();
    let upper = t.to_ascii_uppercase();
    let stripped = upper
        .strip_suffix("IB")
        .or_else(|| upper.strip_suffix('B'))
        .unwrap_or(&upper);
    let (digits, mult) = match stripped.chars().last()? {
        'K' => (&stripped[..stripped.len() - 1], 1u64 << 10),
        'M' => (&stripped[..stripped.len() - 1], 1 << 20),
        'G' => (&stripped[..stripped.len() - 1], 1 << 30),
        _ => (stripped, 1),
    };
    parse_unsigned(digits.trim())?.checked_mul(mult)
}

/// The data for one buffer, as written on the command line.
#[derive(Clone, Debug, PartialEq)]
enum DataSpec {
    /// Typed values, already encoded as little-endian bytes.
    Values { ty: ScalarType, bytes: Vec<u8> },
    /// That many zero bytes.
    Zeros(u64),
    /// The raw bytes of a file (read when the command runs).
    File(PathBuf),
}

impl DataSpec {
    /// What the data amounts to, for messages: `3 f32 values (12 bytes)`, `6 zero bytes`...
    fn describe(&self, len: usize) -> String {
        match self {
            DataSpec::Values { ty, .. } => {
                format!("{} {} value(s) ({len} bytes)", len / ty.width(), ty.name())
            }
            DataSpec::Zeros(_) => format!("{len} zero bytes"),
            DataSpec::File(p) => format!("the {len} bytes of {}", p.display()),
        }
    }
}

impl FromStr for DataSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        const FORMS: &str = "expected TYPE:V,V,.. (TYPE one of f16 f32 f64 i32 i64 u32 u64) / zeros:BYTES / file:PATH";
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
            "file" => {
                if rest.is_empty() {
                    return Err(format!("`{s}`: give a path after `file:`"));
                }
                Ok(DataSpec::File(PathBuf::from(rest)))
            }
            ty if ty.parse::<ScalarType>().is_ok() => {
                let ty: ScalarType = ty.parse()?;
                if rest.trim().is_empty() {
                    return Err(format!("`{s}`: give at least one value after `{}:`", ty.name()));
                }
                let mut bytes = Vec::new();
                for (i, v) in rest.split(',').enumerate() {
                    let b = ty.parse_value(v).map_err(|e| format!("`{s}`: value {}: {e}", i + 1))?;
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
struct ArgAssignment {
    binding: BindingRef,
    data: DataSpec,
}

fn parse_arg_assignment(s: &str) -> Result<ArgAssignment, String> {
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
struct PrintSpec {
    binding: BindingRef,
    ty: Option<ScalarType>,
}

fn parse_print_spec(s: &str) -> Result<PrintSpec, String> {
    let (b, ty) = match s.split_once(':') {
        Some((b, t)) => (b, Some(t.parse::<ScalarType>()?)),
        None => (s, None),
    };
    Ok(PrintSpec {
        binding: b.parse()?,
        ty,
    })
}

/// `--timeout SECS`: a positive, finite number of seconds.
fn parse_timeout(s: &str) -> Result<std::time::Duration, String> {
    s.trim()
        .parse::<f64>()
        .ok()
        .and_then(|secs| std::time::Duration::try_from_secs_f64(secs).ok())
        .filter(|d| !d.is_zero())
        .ok_or_else(|| format!("`{s}` is not a time limit in seconds (e.g. 2 or 0.5)"))
}

/// `--grid X[,Y,Z]`, in workgroups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Grid([u32; 3]);

fn parse_grid(s: &str) -> Result<Grid, String> {
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
fn parse_override(s: &str) -> Result<(String, f64), String> {
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

/// Human-readable byte size (binary units).
fn format_bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} B")
    } else if v.fract() == 0.0 {
        format!("{v:.0} {}", UNITS[u])
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

// ---------------------------------------------------------------------------------------------
// Errors and output
// ---------------------------------------------------------------------------------------------

/// A failure to report as `error: ...` on stderr.
#[derive(Debug)]
enum CliError {
    Message(String),
    /// Standard output went away (e.g. `| head`): stop quietly.
    BrokenPipe,
}

impl From<GpuError> for CliError {
    fn from(e: GpuError) -> Self {
        CliError::Message(e.to_string())
    }
}

impl From<String> for CliError {
    fn from(e: String) -> Self {
        CliError::Message(e)
    }
}

fn stdout_error(e: io::Error) -> CliError {
    if e.kind() == io::ErrorKind::BrokenPipe {
        CliError::BrokenPipe
    } else {
        CliError::Message(format!("cannot write to standard output: {e}"))
    }
}

type CliResult<T = ()> = Result<T, CliError>;

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

fn main() -> ExitCode {
    anygpu::quiet_display_probing();
    std::panic::set_hook(Box::new(|info| {
        eprintln!("error: internal error (a bug in anygpu; please report it): {info}");
    }));
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Devices => cmd_devices(),
        Command::Compile(args) => cmd_compile(&args),
        Command::Run(args) => cmd_run(&args),
    };
    match result {
        Ok(()) | Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(CliError::Message(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn cmd_devices() -> CliResult {
    let devices = available_devices();
    let mut out = io::stdout().lock();
    // A malformed ANYGPU_MOCK leaves the CPU devices out: say why, after the GPUs that remain.
    let mock_error = std::env::var("ANYGPU_MOCK")
        .ok()
        .and_then(|spec| anygpu::CpuDeviceConfig::parse_mock_spec(&spec).err());
    if devices.is_empty() && mock_error.is_none() {
        return Err(CliError::Message("no devices found".into()));
    }
    if !devices.is_empty() {
        write!(out, "{}", device_table(&devices)).map_err(stdout_error)?;
        out.flush().map_err(stdout_error)?;
    }
    match mock_error {
        Some(e) => Err(CliError::Message(format!("{e} (the CPU devices are not listed)"))),
        None => Ok(()),
    }
}

fn device_table(devices: &[DeviceInfo]) -> String {
    let header = ["ID", "KIND", "NAME", "MEMORY", "COMPUTE UNITS", "COMPUTE VERSION"];
    let rows: Vec<[String; 6]> = devices
        .iter()
        .map(|d| {
            [
                d.id.to_string(),
                if d.is_mock {
                    format!("{} (mock)", d.kind)
                } else {
                    d.kind.to_string()
                },
                d.name.clone(),
                format_bytes(d.memory_total),
                d.multiprocessor_count.to_string(),
                d.compute_version.clone(),
            ]
        })
        .collect();
    let mut widths = header.map(|h| h.chars().count());
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |cells: &[String]| {
        let mut s = String::new();
        for (i, (c, w)) in cells.iter().zip(widths).enumerate() {
            if i + 1 == cells.len() {
                s.push_str(c);
            } else if i == 3 || i == 4 {
                s.push_str(&format!("{c:>w$}  "));
            } else {
                s.push_str(&format!("{c:<w$}  "));
            }
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
        s
    };
    let mut table = line(&header.map(String::from));
    for r in &rows {
        table.push_str(&line(r));
    }
    for d in devices {
        for note in &d.notes {
            table.push_str(&format!("note: {}: {note}\n", d.id));
        }
    }
    table
}

#[cfg(feature = "cpu")]
fn emit(args: &CompileArgs, source: &KernelSource) -> CliResult<Vec<u8>> {
    use anygpu::compiler::target::amdgpu::{CodeObjectVersion, GfxArch};
    use anygpu::compiler::target::{amdgpu_code_object, emit, nvptx::PtxArch, EmitTarget};
    let arch = args.arch.as_deref();
    if arch.is_some() && !matches!(args.target, CompileTarget::Ptx | CompileTarget::Amdgcn) {
        return Err(CliError::Message(
            "--arch applies to --target ptx and --target amdgcn only".into(),
        ));
    }
    let t = match args.target {
        CompileTarget::Host => EmitTarget::HostAsm,
        CompileTarget::Llvm => EmitTarget::LlvmIr,
        CompileTarget::Ptx => EmitTarget::Ptx(arch.map(str::parse).transpose()?.unwrap_or(PtxArch::SM_70)),
        CompileTarget::Amdgcn => {
            let gfx: GfxArch = arch.unwrap_or("gfx942").parse()?;
            if args.emit == AmdEmit::Asm {
                EmitTarget::AmdgcnAsm(gfx)
            } else {
                if args.output.is_none() {
                    return Err(CliError::Message(
                        "a code object is binary: give -o FILE.hsaco (or --emit asm for the ISA text)".into(),
                    ));
                }
                return Ok(amdgpu_code_object(source, gfx, CodeObjectVersion::V5)?.hsaco);
            }
        }
    };
    Ok(emit(source, t)?.into_bytes())
}

#[cfg(not(feature = "cpu"))]
fn emit(_args: &CompileArgs, _source: &KernelSource) -> CliResult<Vec<u8>> {
    Err(CliError::Message(
        "this anygpu was built without the `cpu` feature (the LLVM compiler)".into(),
    ))
}

fn cmd_compile(args: &CompileArgs) -> CliResult {
    let source = args.kernel.source()?;
    let text = emit(args, &source)?;
    match &args.output {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| CliError::Message(format!("cannot write {}: {e}", path.display())))
        }
        None => {
            let mut out = io::stdout().lock();
            out.write_all(&text).map_err(stdout_error)?;
            if !text.ends_with(b"\n") {
                out.write_all(b"\n").map_err(stdout_error)?;
            }
            out.flush().map_err(stdout_error)
        }
    }
}

/// What the command line knows about one of the kernel's bindings.
struct BindingPlan {
    slot: BindingSlot,
    /// The single scalar type the WGSL type is built of, if there is one.
    scalar: Option<naga::Scalar>,
    /// Where the trailing runtime-sized array starts, and its stride.
    runtime_array: Option<(u64, u64)>,
    /// Its scalars, field by field, for printing a binding that mixes types.
    fields: Option<FieldLayout>,
}

fn slot_ref(slot: &BindingSlot) -> BindingRef {
    BindingRef {
        group: slot.group,
        binding: slot.binding,
    }
}

fn describe_slot(slot: &BindingSlot) -> String {
    let kind = match slot.kind {
        BindingKind::Storage { read_only: true } => "storage, read",
        BindingKind::Storage { read_only: false } => "storage, read_write",
        BindingKind::Uniform => "uniform",
    };
    format!(
        "@group({}) @binding({}) var<{kind}> {}: {}",
        slot.group, slot.binding, slot.name, slot.type_name
    )
}

/// The common scalar of every scalar inside `ty`, if they are all the same (atomics count as their scalar).
fn uniform_scalar(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Option<naga::Scalar> {
    use naga::TypeInner as T;
    match module.types[ty].inner {
        T::Scalar(s) | T::Atomic(s) | T::Vector { scalar: s, .. } | T::Matrix { scalar: s, .. } => Some(s),
        T::Array { base, .. } => uniform_scalar(module, base),
        T::Struct { ref members, .. } => {
            let mut it = members.iter().map(|m| uniform_scalar(module, m.ty));
            let first = it.next()??;
            it.all(|s| s == Some(first)).then_some(first)
        }
        _ => None,
    }
}

/// (offset, stride) of the trailing runtime-sized array inside `ty`, if any.
fn runtime_array(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Option<(u64, u64)> {
    use naga::TypeInner as T;
    match module.types[ty].inner {
        T::Array {
            size: naga::ArraySize::Dynamic,
            stride,
            ..
        } => Some((0, stride as u64)),
        T::Struct { ref members, .. } => {
            let last = members.last()?;
            runtime_array(module, last.ty).map(|(off, stride)| (off + last.offset as u64, stride))
        }
        _ => None,
    }
}

fn binding_plans(front: &FrontModule) -> Vec<BindingPlan> {
    front
        .signature
        .bindings
        .iter()
        .map(|slot| {
            let var = front.module.global_variables.iter().find(|(_, v)| {
                v.binding
                    .as_ref()
                    .is_some_and(|rb| rb.group == slot.group && rb.binding == slot.binding)
            });
            let (scalar, runtime_array, fields) = match var {
                Some((_, v)) => (
                    uniform_scalar(&front.module, v.ty),
                    runtime_array(&front.module, v.ty),
                    field_layout(&front.module, v.ty),
                ),
                None => (None, None, None),
            };
            BindingPlan {
                slot: slot.clone(),
                scalar,
                runtime_array,
                fields,
            }
        })
        .collect()
}

/// Names a binding as the command line does, with its WGSL declaration.
fn name_binding(plan: &BindingPlan) -> String {
    format!("binding {} (`{}`)", slot_ref(&plan.slot), describe_slot(&plan.slot))
}

/// Checks that every binding of the kernel gets exactly one --arg and no --arg names another binding.
fn match_args<'a>(
    plans: &[BindingPlan],
    args: &'a [ArgAssignment],
    front: &FrontModule,
) -> CliResult<Vec<&'a ArgAssignment>> {
    let mut by_binding: BTreeMap<BindingRef, &ArgAssignment> = BTreeMap::new();
    for a in args {
        if by_binding.insert(a.binding, a).is_some() {
            return Err(format!("binding {} is given more than one --arg", a.binding).into());
        }
    }
    let entry = &front.signature.entry;
    for a in args {
        if plans.iter().any(|p| slot_ref(&p.slot) == a.binding) {
            continue;
        }
        let declared = front.module.global_variables.iter().find(|(_, v)| {
            v.binding
                .as_ref()
                .is_some_and(|rb| rb.group == a.binding.group && rb.binding == a.binding.binding)
        });
        let kernel_bindings = if plans.is_empty() {
            "none".to_string()
        } else {
            plans
                .iter()
                .map(|p| slot_ref(&p.slot).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(match declared {
            Some((_, v)) => format!(
                "--arg {}: `{}` is declared at @group({}) @binding({}) but entry point `{entry}` does not use it; drop this --arg (the kernel's bindings: {kernel_bindings})",
                a.binding,
                v.name.as_deref().unwrap_or("?"),
                a.binding.group,
                a.binding.binding
            ),
            None => format!(
                "--arg {}: the kernel has no @group({}) @binding({}) (entry point `{entry}` uses bindings: {kernel_bindings})",
                a.binding, a.binding.group, a.binding.binding
            ),
        }
        .into());
    }
    let missing: Vec<String> = plans
        .iter()
        .filter(|p| !by_binding.contains_key(&slot_ref(&p.slot)))
        .map(name_binding)
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "entry point `{entry}` needs an --arg for every binding; missing: {}",
            missing.join("; ")
        )
        .into());
    }
    Ok(plans.iter().map(|p| by_binding[&slot_ref(&p.slot)]).collect())
}

/// The size in bytes of one --arg's data (a file is measured, not read).
fn data_len(spec: &DataSpec) -> CliResult<usize> {
    let n = match spec {
        DataSpec::Values { bytes, .. } => bytes.len() as u64,
        DataSpec::Zeros(n) => *n,
        DataSpec::File(path) => {
            let meta = std::fs::metadata(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            if !meta.is_file() {
                return Err(format!("{} is not a regular file", path.display()).into());
            }
            if meta.len() == 0 {
                return Err(format!("{} is empty; a buffer needs at least one byte", path.display()).into());
            }
            meta.len()
        }
    };
    usize::try_from(n).map_err(|_| CliError::Message(format!("{n} bytes do not fit in this machine's memory")))
}

/// Host memory for `len` elements, or an error (not an abort) when there is not that much.
fn host_vec<T: DeviceElement>(len: usize) -> CliResult<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| {
        format!(
            "cannot allocate {} of host memory to stage a buffer",
            format_bytes((len * std::mem::size_of::<T>()) as u64)
        )
    })?;
    v.resize(len, T::zeroed());
    Ok(v)
}

/// Fills `buf` (exactly `data_len(spec)` bytes) with the data of `spec`.
fn fill<T: DeviceElement>(ctx: &GpuContext, buf: &mut DeviceBuffer<T>, spec: &DataSpec) -> CliResult {
    if matches!(spec, DataSpec::Zeros(_)) && ctx.info().kind == anygpu::DeviceKind::Cpu {
        return Ok(()); // CPU-device allocations start zero-filled
    }
    let mut host = host_vec::<T>(buf.len())?;
    let bytes = bytemuck::cast_slice_mut::<T, u8>(&mut host);
    match spec {
        DataSpec::Values { bytes: values, .. } => bytes.copy_from_slice(values),
        DataSpec::Zeros(_) => {}
        DataSpec::File(path) => {
            use std::io::Read;
            let mut f = std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            f.read_exact(bytes)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        }
    }
    ctx.copy_to_device(&host, buf)?;
    Ok(())
}

/// Element size of the device buffer made for `len` bytes bound to `plan`: the binding's scalar
/// width when it divides the length, else the whole element size; an error when neither fits.
fn choose_element_size(plan: &BindingPlan, spec: &DataSpec, len: usize) -> Result<usize, String> {
    let slot = &plan.slot;
    let what = name_binding(plan);
    if let (DataSpec::Values { ty, .. }, Some(s)) = (spec, plan.scalar) {
        if ScalarType::from_naga(s) != Some(*ty) {
            let wgsl =
                ScalarType::from_naga(s).map_or_else(|| format!("{:?}{}", s.kind, s.width * 8), |t| t.name().into());
            return Err(format!(
                "--arg {}: {what} holds {wgsl} values but {} were given; write them as {wgsl}:... or pass raw bytes with file:PATH",
                slot_ref(slot),
                ty.name()
            ));
        }
    }
    if (len as u64) < slot.min_size {
        return Err(format!(
            "--arg {}: {} given, but {what} needs at least {} bytes",
            slot_ref(slot),
            spec.describe(len),
            slot.min_size
        ));
    }
    if let Some((offset, stride)) = plan.runtime_array {
        if stride > 0 && (len as u64 - offset) % stride != 0 {
            return Err(format!(
                "--arg {}: {} given, which is not a whole number of {stride}-byte array elements{} for {what}",
                slot_ref(slot),
                spec.describe(len),
                if offset > 0 {
                    format!(" after a {offset}-byte header")
                } else {
                    String::new()
                },
            ));
        }
    }
    // The binding's scalar width when it has one; otherwise (a struct mixing widths) the widest
    // of 8, 4, 2, 1 bytes dividing its element size, which WGSL's layout rules make a multiple
    // of its alignment.
    let mut candidates = Vec::new();
    if let Some(w) = slot.scalar_width {
        if w > 0 && slot.element_size % w == 0 {
            candidates.push(w as usize);
        }
    }
    candidates.extend(
        [8usize, 4, 2, 1]
            .into_iter()
            .filter(|&w| slot.element_size as usize % w == 0),
    );
    for c in candidates.iter().copied() {
        if matches!(c, 1 | 2 | 4 | 8) && len % c == 0 {
            return Ok(c);
        }
    }
    Err(format!(
        "--arg {}: {} given, which is not a whole number of {}-byte elements of {what}",
        slot_ref(slot),
        spec.describe(len),
        candidates[0]
    ))
}

/// A device buffer of whichever element type the binding accepts.
enum AnyBuffer {
    U8(DeviceBuffer<u8>),
    U16(DeviceBuffer<u16>),
    U32(DeviceBuffer<u32>),
    U64(DeviceBuffer<u64>),
}

fn download_bytes<T: DeviceElement>(ctx: &GpuContext, buf: &DeviceBuffer<T>) -> anygpu::Result<Vec<u8>> {
    Ok(bytemuck::cast_slice::<T, u8>(&ctx.download(buf)?).to_vec())
}

impl AnyBuffer {
    /// Allocates `bytes` bytes as elements of `element_size` bytes and fills them with `spec`'s data.
    fn create(ctx: &GpuContext, bytes: usize, element_size: usize, spec: &DataSpec) -> CliResult<Self> {
        Ok(match element_size {
            1 => {
                let mut b = ctx.alloc::<u8>(bytes)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U8(b)
            }
            2 => {
                let mut b = ctx.alloc::<u16>(bytes / 2)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U16(b)
            }
            4 => {
                let mut b = ctx.alloc::<u32>(bytes / 4)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U32(b)
            }
            _ => {
                let mut b = ctx.alloc::<u64>(bytes / 8)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U64(b)
            }
        })
    }

    fn as_arg(&self) -> &dyn KernelArg {
        match self {
            AnyBuffer::U8(b) => b,
            AnyBuffer::U16(b) => b,
            AnyBuffer::U32(b) => b,
            AnyBuffer::U64(b) => b,
        }
    }

    fn download(&self, ctx: &GpuContext) -> anygpu::Result<Vec<u8>> {
        match self {
            AnyBuffer::U8(b) => download_bytes(ctx, b),
            AnyBuffer::U16(b) => download_bytes(ctx, b),
            AnyBuffer::U32(b) => download_bytes(ctx, b),
            AnyBuffer::U64(b) => download_bytes(ctx, b),
        }
    }
}

/// How a `--print` shows a buffer.
#[derive(Clone, Debug, PartialEq)]
enum PrintFormat {
    /// The whole buffer as values of one type, one per line.
    Flat(ScalarType),
    /// A binding mixing scalar types (`struct S { a: u32, b: u64 }`): each element of its
    /// array on one line, fields separated by spaces, after a line for any fixed header.
    Fields(FieldLayout),
}

/// A scalar at a byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Leaf {
    offset: u64,
    ty: ScalarType,
}

/// The scalars of a binding's type in memory order: a fixed part, then the elements of its array.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct FieldLayout {
    header: Vec<Leaf>,
    /// Offset and stride of the array, and the scalars of one element.
    rows: Option<(u64, u64, Vec<Leaf>)>,
}

/// Appends the scalars of `ty` placed at `base`; `None` when it holds a non-host-shareable type.
fn push_leaves(module: &naga::Module, ty: naga::Handle<naga::Type>, base: u64, out: &mut Vec<Leaf>) -> Option<()> {
    use naga::TypeInner as T;
    match module.types[ty].inner {
        T::Scalar(s) | T::Atomic(s) => out.push(Leaf {
            offset: base,
            ty: ScalarType::from_naga(s)?,
        }),
        T::Vector { size, scalar } => {
            let ty = ScalarType::from_naga(scalar)?;
            for i in 0..size as u64 {
                out.push(Leaf {
                    offset: base + i * ty.width() as u64,
                    ty,
                });
            }
        }
        T::Matrix { columns, rows, scalar } => {
            let ty = ScalarType::from_naga(scalar)?;
            // Columns are vectors aligned as vec2 or vec4 (a vec3 column takes four slots).
            let column_stride = ty.width() as u64 * if rows as u64 == 2 { 2 } else { 4 };
            for c in 0..columns as u64 {
                for r in 0..rows as u64 {
                    out.push(Leaf {
                        offset: base + c * column_stride + r * ty.width() as u64,
                        ty,
                    });
                }
            }
        }
        T::Array {
            base: elem,
            size: naga::ArraySize::Constant(n),
            stride,
        } => {
            for i in 0..n.get() as u64 {
                push_leaves(module, elem, base + i * stride as u64, out)?;
            }
        }
        T::Struct { ref members, .. } => {
            for m in members {
                push_leaves(module, m.ty, base + m.offset as u64, out)?;
            }
        }
        _ => return None,
    }
    Some(())
}

/// The field layout of a binding of type `ty`: its outermost array (runtime-sized, fixed, or the
/// runtime-sized tail of a struct) gives the rows.
fn field_layout(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Option<FieldLayout> {
    use naga::TypeInner as T;
    let row = |elem, offset: u64, stride: u32| -> Option<(u64, u64, Vec<Leaf>)> {
        let mut leaves = Vec::new();
        push_leaves(module, elem, 0, &mut leaves)?;
        Some((offset, stride as u64, leaves))
    };
    let mut layout = FieldLayout::default();
    match module.types[ty].inner {
        T::Array { base, stride, .. } => layout.rows = Some(row(base, 0, stride)?),
        T::Struct { ref members, .. } => {
            for (i, m) in members.iter().enumerate() {
                match module.types[m.ty].inner {
                    T::Array {
                        base,
                        size: naga::ArraySize::Dynamic,
                        stride,
                    } if i + 1 == members.len() => layout.rows = Some(row(base, m.offset as u64, stride)?),
                    _ => push_leaves(module, m.ty, m.offset as u64, &mut layout.header)?,
                }
            }
        }
        _ => push_leaves(module, ty, 0, &mut layout.header)?,
    }
    Some(layout)
}

/// How a --print shows its binding: the type given, else the binding's own scalar type, else
/// field by field.
fn print_format(p: &PrintSpec, plan: &BindingPlan) -> Result<PrintFormat, String> {
    if let Some(t) = p.ty {
        return Ok(PrintFormat::Flat(t));
    }
    if let Some(t) = plan.scalar.and_then(ScalarType::from_naga) {
        return Ok(PrintFormat::Flat(t));
    }
    plan.fields.clone().map(PrintFormat::Fields).ok_or_else(|| {
        format!(
            "--print {}: {} holds no printable scalars; give a type, e.g. --print {}:u32",
            p.binding,
            name_binding(plan),
            p.binding
        )
    })
}

/// One value per line; a trailing part shorter than one value is an error.
fn format_values(bytes: &[u8], ty: ScalarType) -> Result<String, String> {
    if bytes.len() % ty.width() != 0 {
        return Err(format!(
            "the buffer has {} bytes, not a whole number of {}s",
            bytes.len(),
            ty.name()
        ));
    }
    let mut s = String::with_capacity(bytes.len() * 3);
    for c in bytes.chunks_exact(ty.width()) {
        s.push_str(&ty.format_value(c));
        s.push('\n');
    }
    Ok(s)
}

/// The header's fields on one line, then one line per whole array element.
fn format_fields(bytes: &[u8], layout: &FieldLayout) -> String {
    let line = |base: u64, leaves: &[Leaf]| -> Option<String> {
        let values: Option<Vec<String>> = leaves
            .iter()
            .map(|l| {
                let at = usize::try_from(base + l.offset).ok()?;
                Some(l.ty.format_value(bytes.get(at..at + l.ty.width())?))
            })
            .collect();
        values.map(|v| v.join(" ") + "\n")
    };
    let mut s = String::new();
    if !layout.header.is_empty() {
        s.extend(line(0, &layout.header));
    }
    if let Some((offset, stride, leaves)) = &layout.rows {
        let mut base = *offset;
        while *stride > 0 && base + stride <= bytes.len() as u64 {
            s.extend(line(base, leaves));
            base += stride;
        }
    }
    s
}

fn open_device(spec: Option<&str>) -> CliResult<GpuContext> {
    Ok(match spec {
        Some(s) => select_device(s.parse::<DeviceId>()?)?,
        None => default_device()?,
    })
}

fn cmd_run(args: &RunArgs) -> CliResult {
    let source = args.kernel.source()?;
    // The front end alone gives the bindings, so arguments are checked before anything is compiled.
    let front = compile_front(&source)?;
    let plans = binding_plans(&front);
    let assigned = match_args(&plans, &args.args, &front)?;

    let mut prints = Vec::with_capacity(args.prints.len());
    for p in &args.prints {
        let idx = plans
            .iter()
            .position(|pl| slot_ref(&pl.slot) == p.binding)
            .ok_or_else(|| {
                format!("--print {}: the kernel has no such binding (it uses: {})", p.binding, {
                    let v: Vec<String> = plans.iter().map(|pl| slot_ref(&pl.slot).to_string()).collect();
                    if v.is_empty() {
                        "none".to_string()
                    } else {
                        v.join(", ")
                    }
                })
            })?;
        prints.push((p.binding, idx, print_format(p, &plans[idx])?));
    }

    let mut sizes = Vec::with_capacity(plans.len());
    for (plan, a) in plans.iter().zip(&assigned) {
        let len = data_len(&a.data)?;
        sizes.push((len, choose_element_size(plan, &a.data, len)?));
    }

    let ctx = open_device(args.device.as_deref())?;
    for note in &ctx.info().notes {
        eprintln!("note: {}: {note}", ctx.info().id);
    }
    let kernel = ctx.compile_kernel(&source)?;
    let mut buffers = Vec::with_capacity(plans.len());
    for (a, &(len, elem)) in assigned.iter().zip(&sizes) {
        buffers.push(AnyBuffer::create(&ctx, len, elem, &a.data)?);
    }
    let arg_refs: Vec<&dyn KernelArg> = buffers.iter().map(AnyBuffer::as_arg).collect();
    let mut config = LaunchConfig::grid(args.grid.0, &kernel);
    config.timeout = args.timeout;
    ctx.launch(&kernel, config, &arg_refs)?;
    ctx.synchronize()?;

    let mut out = io::stdout().lock();
    let headers = prints.len() > 1;
    for (b, idx, format) in prints {
        let bytes = buffers[idx].download(&ctx)?;
        let text = match &format {
            PrintFormat::Flat(ty) => format_values(&bytes, *ty).map_err(|e| format!("--print {b}: {e}"))?,
            PrintFormat::Fields(layout) => format_fields(&bytes, layout),
        };
        if headers {
            writeln!(out, "# binding {b}").map_err(stdout_error)?;
        }
        out.write_all(text.as_bytes()).map_err(stdout_error)?;
    }
    out.flush().map_err(stdout_error)
}

// ---------------------------------------------------------------------------------------------
// Unit tests of the parsing helpers
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_bytes(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

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
    fn byte_counts() {
        assert_eq!(parse_byte_count("4096"), Some(4096));
        assert_eq!(parse_byte_count("64k"), Some(64 << 10));
        assert_eq!(parse_byte_count("1G"), Some(1 << 30));
        assert_eq!(parse_byte_count("3KB"), Some(3 << 10));
        assert_eq!(parse_byte_count("M"), None);
        assert_eq!(parse_byte_count("-1"), None);
        assert_eq!(parse_byte_count("99999999999999G"), None);
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
    fn value_formatting() {
        assert_eq!(
            format_values(&f32_bytes(&[1.0, 2.5, -0.125]), ScalarType::F32).unwrap(),
            "1\n2.5\n-0.125\n"
        );
        let b: Vec<u8> = [u32::MAX, 3].iter().flat_map(|x| x.to_le_bytes()).collect();
        assert_eq!(format_values(&b, ScalarType::U32).unwrap(), "4294967295\n3\n");
        assert_eq!(format_values(&b, ScalarType::I32).unwrap(), "-1\n3\n");
        assert_eq!(format_values(&b, ScalarType::U64).unwrap(), "17179869183\n");
        assert_eq!(format_values(&b, ScalarType::I64).unwrap(), "17179869183\n");
        assert_eq!(
            format_values(&b, ScalarType::F16).unwrap(),
            "NaN\nNaN\n3e-7\n0\n".replace("3e-7", &half::f16::from_bits(3).to_string())
        );
        let err = format_values(&b[..4], ScalarType::F64).unwrap_err();
        assert!(err.contains("not a whole number of f64s"), "{err}");
    }

    #[test]
    fn byte_formatting() {
        assert_eq!(format_bytes(512), "512 B");
        assert_eq!(format_bytes(64 << 20), "64 MiB");
        assert_eq!(format_bytes(3 << 29), "1.5 GiB");
    }

    const KERNEL: &str = "
struct Params { scale: f32, n: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<u32>>;
@group(1) @binding(0) var<uniform> params: Params;
@group(0) @binding(5) var<storage, read> unused: array<f32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    out[id.x] = vec4<u32>(u32(a[id.x] * params.scale) + params.n);
}";

    fn front() -> FrontModule {
        compile_front(&KernelSource::wgsl(KERNEL)).unwrap()
    }

    fn arg(s: &str) -> ArgAssignment {
        parse_arg_assignment(s).unwrap()
    }

    #[test]
    fn plans_know_scalars_and_arrays() {
        let f = front();
        let plans = binding_plans(&f);
        assert_eq!(plans.len(), 3);
        assert_eq!(plans[0].scalar.and_then(ScalarType::from_naga), Some(ScalarType::F32));
        assert_eq!(plans[0].runtime_array, Some((0, 4)));
        assert_eq!(plans[1].scalar.and_then(ScalarType::from_naga), Some(ScalarType::U32));
        assert_eq!(plans[1].runtime_array, Some((0, 16)));
        assert_eq!(plans[2].scalar, None, "Params mixes f32 and u32");
        assert_eq!(slot_ref(&plans[2].slot), BindingRef { group: 1, binding: 0 });
    }

    #[test]
    fn every_binding_needs_an_arg() {
        let f = front();
        let plans = binding_plans(&f);
        let args = vec![arg("0=f32:1"), arg("1.0=zeros:8")];
        let err = match match_args(&plans, &args, &f) {
            Err(CliError::Message(m)) => m,
            other => panic!("{other:?}"),
        };
        assert!(
            err.contains("missing: binding 1 (`@group(0) @binding(1) var<storage, read_write> out: array<vec4<u32>>`)"),
            "{err}"
        );

        let args = vec![arg("0=f32:1"), arg("1=zeros:16"), arg("1.0=zeros:8"), arg("7=zeros:4")];
        let err = match match_args(&plans, &args, &f) {
            Err(CliError::Message(m)) => m,
            other => panic!("{other:?}"),
        };
        assert!(
            err.contains("--arg 7: the kernel has no @group(0) @binding(7)"),
            "{err}"
        );

        let args = vec![arg("0=f32:1"), arg("1=zeros:16"), arg("1.0=zeros:8"), arg("5=zeros:4")];
        let err = match match_args(&plans, &args, &f) {
            Err(CliError::Message(m)) => m,
            other => panic!("{other:?}"),
        };
        assert!(err.contains("does not use it"), "{err}");

        let args = vec![arg("1=zeros:16"), arg("0=f32:1"), arg("1.0=zeros:8")];
        let matched = match_args(&plans, &args, &f).unwrap();
        assert_eq!(matched[0].binding, BindingRef { group: 0, binding: 0 });
        assert_eq!(matched[2].binding, BindingRef { group: 1, binding: 0 });

        let args = vec![arg("0=f32:1"), arg("0=f32:2"), arg("1=zeros:16"), arg("1.0=zeros:8")];
        assert!(matches!(match_args(&plans, &args, &f), Err(CliError::Message(m)) if m.contains("more than one")));
    }

    #[test]
    fn element_sizes_follow_the_binding() {
        let f = front();
        let plans = binding_plans(&f);
        let z = |n| DataSpec::Zeros(n);
        assert_eq!(choose_element_size(&plans[0], &z(12), 12), Ok(4));
        assert_eq!(choose_element_size(&plans[1], &z(32), 32), Ok(4));
        assert_eq!(choose_element_size(&plans[2], &z(8), 8), Ok(4));
        let err = choose_element_size(&plans[0], &z(6), 6).unwrap_err();
        assert!(err.contains("not a whole number of 4-byte array elements"), "{err}");
        let err = choose_element_size(&plans[1], &z(24), 24).unwrap_err();
        assert!(err.contains("16-byte array elements"), "{err}");
        let err = choose_element_size(&plans[2], &z(4), 4).unwrap_err();
        assert!(err.contains("needs at least 8 bytes"), "{err}");
        let spec: DataSpec = "u32:1,2,3,4".parse().unwrap();
        let err = choose_element_size(&plans[0], &spec, 16).unwrap_err();
        assert!(err.contains("holds f32 values but u32 were given"), "{err}");
        // A struct of mixed scalars takes any typed values.
        let spec: DataSpec = "u32:1,2".parse().unwrap();
        assert_eq!(choose_element_size(&plans[2], &spec, 8), Ok(4));
    }

    #[test]
    fn print_types_default_to_the_wgsl_type() {
        let f = front();
        let plans = binding_plans(&f);
        let p = |s: &str| parse_print_spec(s).unwrap();
        assert_eq!(print_format(&p("0"), &plans[0]), Ok(PrintFormat::Flat(ScalarType::F32)));
        assert_eq!(print_format(&p("1"), &plans[1]), Ok(PrintFormat::Flat(ScalarType::U32)));
        assert_eq!(
            print_format(&p("1:i32"), &plans[1]),
            Ok(PrintFormat::Flat(ScalarType::I32))
        );
        // Params mixes f32 and u32: printed field by field.
        let leaf = |offset, ty| Leaf { offset, ty };
        assert_eq!(
            print_format(&p("1.0"), &plans[2]),
            Ok(PrintFormat::Fields(FieldLayout {
                header: vec![leaf(0, ScalarType::F32), leaf(4, ScalarType::U32)],
                rows: None
            }))
        );
    }

    #[test]
    fn mixed_structs_print_field_by_field() {
        let src = "
struct Item { a: u32, b: u64, c: vec3<f32>, m: mat2x2<f32> }
struct Tail { n: u32, t: f64, items: array<Item> }
@group(0) @binding(0) var<storage, read_write> items: array<Item>;
@group(0) @binding(1) var<storage, read_write> tail: Tail;
@compute @workgroup_size(1) fn main() { items[0].a = 1u; tail.n = 2u; }";
        let f = compile_front(&KernelSource::wgsl(src)).unwrap();
        let plans = binding_plans(&f);
        let item = |base: u64| {
            use ScalarType::*;
            [
                (0, U32),
                (8, U64),
                (16, F32),
                (20, F32),
                (24, F32),
                (32, F32),
                (36, F32),
                (40, F32),
                (44, F32),
            ]
            .map(|(o, ty)| Leaf { offset: base + o, ty })
            .to_vec()
        };
        assert_eq!(plans[0].fields.as_ref().unwrap().rows, Some((0, 48, item(0))));
        let tail = plans[1].fields.as_ref().unwrap();
        assert_eq!(
            tail.header,
            vec![
                Leaf {
                    offset: 0,
                    ty: ScalarType::U32
                },
                Leaf {
                    offset: 8,
                    ty: ScalarType::F64
                }
            ]
        );
        assert_eq!(tail.rows, Some((16, 48, item(0))));
        // A struct of 4- and 8-byte scalars is passed as 8-byte elements.
        assert_eq!(choose_element_size(&plans[0], &DataSpec::Zeros(96), 96), Ok(8));
        let mut bytes = vec![0u8; 16 + 48 + 20];
        bytes[0..4].copy_from_slice(&7u32.to_le_bytes());
        bytes[8..16].copy_from_slice(&0.5f64.to_le_bytes());
        bytes[16..20].copy_from_slice(&3u32.to_le_bytes());
        bytes[24..32].copy_from_slice(&(1u64 << 40).to_le_bytes());
        bytes[32..36].copy_from_slice(&1.5f32.to_le_bytes());
        // The 20 bytes after the one whole element are not printed.
        assert_eq!(format_fields(&bytes, tail), "7 0.5\n3 1099511627776 1.5 0 0 0 0 0 0\n");
    }

    #[test]
    fn device_table_has_all_columns() {
        let info = DeviceInfo {
            id: "cpu:1".parse().unwrap(),
            name: "Mock GPU".into(),
            kind: anygpu::DeviceKind::Cpu,
            memory_total: 64 << 20,
            multiprocessor_count: 8,
            compute_version: "znver5".into(),
            subgroup_size: 16,
            max_workgroup_size: 1024,
            is_mock: true,
            device_type: anygpu::DeviceType::Cpu,
            clock_mhz: 0,
            workgroup_memory_limit: 32 << 20,
            max_grid: [65535; 3],
            pci_bus_id: String::new(),
            uuid: String::new(),
            notes: Vec::new(),
        };
        let t = device_table(&[info]);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 2);
        for h in ["ID", "KIND", "NAME", "MEMORY", "COMPUTE UNITS", "COMPUTE VERSION"] {
            assert!(lines[0].contains(h), "{t}");
        }
        for v in ["cpu:1", "cpu (mock)", "Mock GPU", "64 MiB", "8", "znver5"] {
            assert!(lines[1].contains(v), "{t}");
        }
    }

    #[test]
    fn cli_definition_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
