//! `anygpu run`: compile the kernel on the chosen device, check every `--arg` and `--print`
//! against the compiled kernel's signature, fill the buffers, launch, and print; with `--check`,
//! do the same on a second device and compare (`check.rs`). The steps are shared with `bench`.

use std::collections::BTreeMap;
use std::io::{self, Write};

use anygpu::texture::{SampleKind, TextureBinding, TextureClass, ViewDimension};
use anygpu::{
    default_device, select_device, BindingKind, BindingSlot, DeviceId, GpuContext, Kernel, KernelArg, KernelSignature,
    LaunchConfig, SamplerDesc, TextureDesc, TextureFormat,
};

use crate::args::{name_binding, ArgAssignment, BindingRef, DataSpec, LaunchArgs, RunArgs};
use crate::buffers::{data_len, AnyBuffer, HostData};
use crate::check;
use crate::error::{stdout_error, CliResult};
use crate::print::PrintFormat;

/// Runs the kernel as `args` say, prints the buffers `--print` names, and with `--check`
/// compares the result with another device's.
pub fn run(args: &RunArgs) -> CliResult {
    let launch = &args.launch;
    let (ctx, kernel) = open_and_compile(launch, launch.device.as_deref(), true)?;
    let signature = kernel.signature();
    let inputs = Inputs::new(signature, &launch.args)?;

    let mut prints = Vec::with_capacity(args.prints.len());
    for p in &args.prints {
        let idx = slot_index(signature, p.binding).ok_or_else(|| {
            format!(
                "--print {}: the kernel has no such binding (it uses: {})",
                p.binding,
                binding_list(signature)
            )
        })?;
        let format = PrintFormat::of(p, &signature.bindings[idx], inputs.texture_format(idx))?;
        prints.push((p.binding, idx, format));
    }
    // The second device is opened and the kernel compiled for it before anything runs, so a
    // mistyped --check fails at once.
    let other = match &args.check {
        Some(spec) => Some(open_and_compile(launch, Some(spec), false)?),
        None => None,
    };

    let profiler = ctx.profiler();
    if args.profile || args.trace.is_some() {
        profiler.enable();
    }
    let buffers = inputs.upload(&ctx)?;
    launch_once(&ctx, &kernel, launch, &buffers)?;

    let mut out = io::stdout().lock();
    let headers = prints.len() > 1;
    for (b, idx, format) in prints {
        let bytes = buffers[idx].download(&ctx)?;
        let text = format.format(&bytes).map_err(|e| format!("--print {b}: {e}"))?;
        if headers {
            writeln!(out, "# binding {b}").map_err(stdout_error)?;
        }
        out.write_all(text.as_bytes()).map_err(stdout_error)?;
    }
    out.flush().map_err(stdout_error)?;
    drop(out);
    // After the prints, so that their downloads are in the table too.
    if args.profile {
        eprint!("{}", profiler.report()?);
    }
    if let Some(path) = &args.trace {
        profiler.write_chrome_trace(path)?;
        eprintln!("trace: written to {}", path.display());
    }

    let Some((other_ctx, other_kernel)) = other else {
        return Ok(());
    };
    let other_buffers = inputs.upload(&other_ctx)?;
    launch_once(&other_ctx, &other_kernel, launch, &other_buffers)?;
    let mut results = Vec::new();
    for (idx, slot) in signature.bindings.iter().enumerate() {
        if check::is_writable(slot) {
            results.push((
                slot,
                buffers[idx].download(&ctx)?,
                other_buffers[idx].download(&other_ctx)?,
            ));
        }
    }
    check::report(ctx.info().id, other_ctx.info().id, &results, args.ulps)
}

/// Opens the device `spec` names (default: `ANYGPU_DEVICE`, else the best; for the `primary`
/// device, the CPU device posing as `--mock`'s GPU and with `--sanitize`'s checks where they are
/// given), shows its notes, and compiles the kernel for it.
pub fn open_and_compile(launch: &LaunchArgs, spec: Option<&str>, primary: bool) -> CliResult<(GpuContext, Kernel)> {
    let source = launch.kernel.source()?;
    let (mock, sanitize) = if primary {
        (launch.mock.as_deref(), launch.sanitize.as_deref())
    } else {
        (None, None)
    };
    let ctx = if mock.is_some() || sanitize.is_some() {
        open_checked_cpu(spec, mock, sanitize)?
    } else {
        open_device(spec)?
    };
    for note in &ctx.info().notes {
        eprintln!("note: {}: {note}", ctx.info().id);
    }
    // The compiled kernel's signature says what each binding takes: the front end runs once.
    let kernel = ctx.compile_kernel(&source)?;
    Ok((ctx, kernel))
}

/// Launches once with the command line's grid and time limit, and waits for the kernel.
fn launch_once(ctx: &GpuContext, kernel: &Kernel, launch: &LaunchArgs, buffers: &[AnyBuffer]) -> CliResult {
    let arg_refs: Vec<&dyn KernelArg> = buffers.iter().map(AnyBuffer::as_arg).collect();
    ctx.launch(kernel, launch_config(kernel, launch), &arg_refs)?;
    ctx.synchronize()?;
    Ok(())
}

/// The launch geometry and time limit the command line gives.
pub fn launch_config(kernel: &Kernel, launch: &LaunchArgs) -> LaunchConfig {
    let mut config = LaunchConfig::grid(launch.grid.0, kernel);
    config.timeout = launch.timeout;
    config
}

/// One binding's input, checked against the binding and loaded into host memory.
enum Input {
    /// A buffer of `len` bytes as elements of `element_size` (`data` `None`: zeros).
    Buffer {
        len: usize,
        element_size: usize,
        data: Option<HostData>,
    },
    /// A one-level texture (`data` `None`: zeros).
    Texture {
        desc: TextureDesc,
        data: Option<HostData>,
    },
    Sampler(SamplerDesc),
}

/// The --args checked against the kernel's signature, in its binding order, with their data
/// read into host memory once (a file is read once even when two devices get it).
pub struct Inputs {
    inputs: Vec<Input>,
}

impl Inputs {
    /// Checks every --arg against `signature` and loads its data.
    pub fn new(signature: &KernelSignature, args: &[ArgAssignment]) -> CliResult<Self> {
        let assigned = match_args(signature, args)?;
        let mut sizes = Vec::with_capacity(assigned.len());
        for (slot, a) in signature.bindings.iter().zip(&assigned) {
            check_kind(slot, &a.data)?;
            let len = data_len(&a.data)?;
            let element_size = match a.data {
                DataSpec::Texture(_) | DataSpec::Sampler(_) => 1,
                _ => choose_element_size(slot, &a.data, len)?,
            };
            sizes.push((len, element_size));
        }
        // Measured and checked all first: a wrong size is reported before a large file is read.
        let mut inputs = Vec::with_capacity(sizes.len());
        for (a, (len, element_size)) in assigned.iter().zip(sizes) {
            let data = HostData::load(&a.data, len)?;
            inputs.push(match &a.data {
                DataSpec::Texture(t) => Input::Texture { desc: t.desc, data },
                DataSpec::Sampler(desc) => Input::Sampler(*desc),
                _ => Input::Buffer {
                    len,
                    element_size,
                    data,
                },
            });
        }
        Ok(Inputs { inputs })
    }

    /// Device buffers, textures and samplers on `ctx` holding the inputs.
    pub fn upload(&self, ctx: &GpuContext) -> CliResult<Vec<AnyBuffer>> {
        self.inputs
            .iter()
            .map(|input| match input {
                Input::Buffer {
                    len,
                    element_size,
                    data,
                } => AnyBuffer::create(ctx, *len, *element_size, data.as_ref()),
                Input::Texture { desc, data } => AnyBuffer::texture(ctx, desc, data.as_ref()),
                Input::Sampler(desc) => AnyBuffer::sampler(ctx, desc),
            })
            .collect()
    }

    /// Bytes of all bound buffers and textures, each binding counted once.
    pub fn total_bytes(&self) -> u64 {
        self.inputs
            .iter()
            .map(|input| match input {
                Input::Buffer { len, .. } => *len as u64,
                Input::Texture { desc, .. } => desc.level_bytes(0),
                Input::Sampler(_) => 0,
            })
            .sum()
    }

    /// How many bindings there are.
    pub fn len(&self) -> usize {
        self.inputs.len()
    }

    /// The format of the texture bound at `index`, if a texture is.
    pub fn texture_format(&self, index: usize) -> Option<TextureFormat> {
        match self.inputs.get(index)? {
            Input::Texture { desc, .. } => Some(desc.format),
            _ => None,
        }
    }
}

/// Checks that a buffer goes to a buffer binding, a texture to a texture binding that can take
/// it, and a sampler to a sampler binding, saying what to write instead.
fn check_kind(slot: &BindingSlot, data: &DataSpec) -> Result<(), String> {
    let at = BindingRef::of(slot);
    let what = name_binding(slot);
    match (&slot.kind, data) {
        (BindingKind::Texture(binding), DataSpec::Texture(t)) => match binding.mismatch(&t.desc) {
            Some(why) => Err(format!("--arg {at}: {what} cannot take this texture: {why}")),
            None => Ok(()),
        },
        (BindingKind::Texture(binding), _) => Err(format!(
            "--arg {at}: {what} is a texture; write {}",
            texture_example(binding)
        )),
        (BindingKind::Sampler, DataSpec::Sampler(s)) if s.compare.is_some() => Err(format!(
            "--arg {at}: {what} is a sampler without comparison; drop the compare function (e.g. sampler:linear,clamp)"
        )),
        (BindingKind::ComparisonSampler, DataSpec::Sampler(s)) if s.compare.is_none() => Err(format!(
            "--arg {at}: {what} is a sampler_comparison; add a compare function, e.g. sampler:linear,clamp,less"
        )),
        (BindingKind::Sampler | BindingKind::ComparisonSampler, DataSpec::Sampler(_)) => Ok(()),
        (BindingKind::Sampler, _) => Err(format!(
            "--arg {at}: {what} is a sampler; write e.g. sampler:linear,clamp"
        )),
        (BindingKind::ComparisonSampler, _) => Err(format!(
            "--arg {at}: {what} is a sampler_comparison; write e.g. sampler:linear,clamp,less"
        )),
        (_, DataSpec::Texture(_) | DataSpec::Sampler(_)) => Err(format!(
            "--arg {at}: {what} is a buffer, but {} was given; give it data (e.g. f32:1,2,3, zeros:BYTES, file:PATH)",
            data.describe(0)
        )),
        _ => Ok(()),
    }
}

/// An --arg that fits a texture binding, for messages.
fn texture_example(binding: &TextureBinding) -> String {
    let format = match binding.class {
        TextureClass::Storage { format, .. } => format.name(),
        TextureClass::Sampled(SampleKind::Float) => "rgba8unorm",
        TextureClass::Sampled(SampleKind::Uint) => "r32uint",
        TextureClass::Sampled(SampleKind::Sint) => "r32sint",
        TextureClass::Sampled(SampleKind::Depth) => "depth32float",
    };
    match binding.view {
        ViewDimension::D1 => format!("tex1d:{format}:W:SPEC"),
        ViewDimension::D2 => format!("tex2d:{format}:WxH:SPEC"),
        ViewDimension::D2Array => format!("tex2d:{format}:WxHxLAYERS:SPEC"),
        ViewDimension::D3 => format!("tex3d:{format}:WxHxD:SPEC"),
    }
}

/// The CPU device posing as `mock`'s GPU and with `sanitize`'s checks (`--mock`,
/// `--sanitize`); `spec`, if given, must name the CPU device.
fn open_checked_cpu(spec: Option<&str>, mock: Option<&str>, sanitize: Option<&str>) -> CliResult<GpuContext> {
    if let Some(s) = spec {
        if s.parse::<DeviceId>()?.kind != anygpu::DeviceKind::Cpu {
            let flag = if mock.is_some() { "--mock" } else { "--sanitize" };
            return Err(crate::error::CliError::Message(format!(
                "{flag} runs on the CPU device; it cannot be combined with --device {s}"
            )));
        }
    }
    let mut config = anygpu::CpuDeviceConfig::host();
    if let Some(profile) = mock {
        config = config.with_profile(anygpu::GpuProfile::named(profile)?);
    }
    if let Some(checks) = sanitize {
        config.sanitize = anygpu::Sanitize::parse(checks)?;
    }
    Ok(GpuContext::with_cpu_device(&config))
}

fn open_device(spec: Option<&str>) -> CliResult<GpuContext> {
    Ok(match spec {
        Some(s) => select_device(s.parse::<DeviceId>()?)?,
        None => default_device()?,
    })
}

/// Where binding `b` is in the signature's binding order.
fn slot_index(signature: &KernelSignature, b: BindingRef) -> Option<usize> {
    signature.bindings.iter().position(|slot| BindingRef::of(slot) == b)
}

/// The bindings the entry point uses, as the command line names them: `0, 1, 1.0`, or `none`.
fn binding_list(signature: &KernelSignature) -> String {
    if signature.bindings.is_empty() {
        "none".to_string()
    } else {
        signature
            .bindings
            .iter()
            .map(|slot| BindingRef::of(slot).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Checks that every binding of the kernel gets exactly one --arg and no --arg names another
/// binding; returns the --args in the signature's binding order.
fn match_args<'a>(signature: &KernelSignature, args: &'a [ArgAssignment]) -> CliResult<Vec<&'a ArgAssignment>> {
    let slots = &signature.bindings;
    let mut by_binding: BTreeMap<BindingRef, &ArgAssignment> = BTreeMap::new();
    for a in args {
        if by_binding.insert(a.binding, a).is_some() {
            return Err(format!("binding {} is given more than one --arg", a.binding).into());
        }
    }
    let entry = &signature.entry;
    for a in args {
        if slots.iter().any(|slot| BindingRef::of(slot) == a.binding) {
            continue;
        }
        let declared = signature
            .unused_bindings
            .iter()
            .find(|d| d.group == a.binding.group && d.binding == a.binding.binding);
        let kernel_bindings = binding_list(signature);
        return Err(match declared {
            Some(d) => format!(
                "--arg {}: `{}` is declared at @group({}) @binding({}) but entry point `{entry}` does not use it; drop this --arg (the kernel's bindings: {kernel_bindings})",
                a.binding,
                d.name,
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
    let missing: Vec<String> = slots
        .iter()
        .filter(|slot| !by_binding.contains_key(&BindingRef::of(slot)))
        .map(name_binding)
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "entry point `{entry}` needs an --arg for every binding; missing: {}",
            missing.join("; ")
        )
        .into());
    }
    Ok(slots.iter().map(|slot| by_binding[&BindingRef::of(slot)]).collect())
}

/// Element size of the device buffer made for `len` bytes bound to `slot`: the binding's scalar
/// width when it divides the length, else the whole element size; an error when neither fits.
pub fn choose_element_size(slot: &BindingSlot, spec: &DataSpec, len: usize) -> Result<usize, String> {
    let what = name_binding(slot);
    if let (DataSpec::Values { ty, .. }, Some(wgsl)) = (spec, slot.scalar) {
        if wgsl != *ty {
            return Err(format!(
                "--arg {}: {what} holds {wgsl} values but {ty} were given; write them as {wgsl}:... or pass raw bytes with file:PATH",
                BindingRef::of(slot),
            ));
        }
    }
    if (len as u64) < slot.min_size {
        return Err(format!(
            "--arg {}: {} given, but {what} needs at least {} bytes",
            BindingRef::of(slot),
            spec.describe(len),
            slot.min_size
        ));
    }
    if let (Some(offset), Some(stride)) = (slot.runtime_array_offset, slot.runtime_array_stride) {
        let (offset, stride) = (u64::from(offset), u64::from(stride));
        if stride > 0 && (len as u64 - offset) % stride != 0 {
            return Err(format!(
                "--arg {}: {} given, which is not a whole number of {stride}-byte array elements{} for {what}",
                BindingRef::of(slot),
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
        BindingRef::of(slot),
        spec.describe(len),
        candidates[0]
    ))
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use crate::args::parse_arg_assignment;
    use crate::error::CliError;
    use anygpu::compiler::ScalarType;
    use anygpu::KernelSource;

    const KERNEL: &str = "
struct Params { scale: f32, n: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<u32>>;
@group(1) @binding(0) var<uniform> params: Params;
@group(0) @binding(5) var<storage, read> unused: array<f32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    out[id.x] = vec4<u32>(u32(a[id.x] * params.scale) + params.n);
}";

    /// The signature of a kernel with a storage array, a vec4 array, a mixed uniform struct and
    /// an unused binding.
    pub fn signature() -> KernelSignature {
        anygpu::compiler::signature(&KernelSource::wgsl(KERNEL)).unwrap()
    }

    fn arg(s: &str) -> ArgAssignment {
        parse_arg_assignment(s).unwrap()
    }

    #[test]
    fn plans_know_scalars_and_arrays() {
        let sig = signature();
        let slots = &sig.bindings;
        assert_eq!(slots.len(), 3);
        assert_eq!(slots[0].scalar, Some(ScalarType::F32));
        assert_eq!(
            (slots[0].runtime_array_offset, slots[0].runtime_array_stride),
            (Some(0), Some(4))
        );
        assert_eq!(slots[1].scalar, Some(ScalarType::U32));
        assert_eq!(
            (slots[1].runtime_array_offset, slots[1].runtime_array_stride),
            (Some(0), Some(16))
        );
        assert_eq!(slots[2].scalar, None, "Params mixes f32 and u32");
        assert_eq!(BindingRef::of(&slots[2]), BindingRef { group: 1, binding: 0 });
    }

    #[test]
    fn every_binding_needs_an_arg() {
        let sig = signature();
        let args = vec![arg("0=f32:1"), arg("1.0=zeros:8")];
        let err = match match_args(&sig, &args) {
            Err(CliError::Message(m)) => m,
            other => panic!("{other:?}"),
        };
        assert!(
            err.contains("missing: binding 1 (`@group(0) @binding(1) var<storage, read_write> out: array<vec4<u32>>`)"),
            "{err}"
        );

        let args = vec![arg("0=f32:1"), arg("1=zeros:16"), arg("1.0=zeros:8"), arg("7=zeros:4")];
        let err = match match_args(&sig, &args) {
            Err(CliError::Message(m)) => m,
            other => panic!("{other:?}"),
        };
        assert!(
            err.contains("--arg 7: the kernel has no @group(0) @binding(7)"),
            "{err}"
        );

        let args = vec![arg("0=f32:1"), arg("1=zeros:16"), arg("1.0=zeros:8"), arg("5=zeros:4")];
        let err = match match_args(&sig, &args) {
            Err(CliError::Message(m)) => m,
            other => panic!("{other:?}"),
        };
        assert!(err.contains("does not use it"), "{err}");

        let args = vec![arg("1=zeros:16"), arg("0=f32:1"), arg("1.0=zeros:8")];
        let matched = match_args(&sig, &args).unwrap();
        assert_eq!(matched[0].binding, BindingRef { group: 0, binding: 0 });
        assert_eq!(matched[2].binding, BindingRef { group: 1, binding: 0 });

        let args = vec![arg("0=f32:1"), arg("0=f32:2"), arg("1=zeros:16"), arg("1.0=zeros:8")];
        assert!(matches!(match_args(&sig, &args), Err(CliError::Message(m)) if m.contains("more than one")));
    }

    #[test]
    fn element_sizes_follow_the_binding() {
        let sig = signature();
        let slots = &sig.bindings;
        let z = |n| DataSpec::Zeros(n);
        assert_eq!(choose_element_size(&slots[0], &z(12), 12), Ok(4));
        assert_eq!(choose_element_size(&slots[1], &z(32), 32), Ok(4));
        assert_eq!(choose_element_size(&slots[2], &z(8), 8), Ok(4));
        let err = choose_element_size(&slots[0], &z(6), 6).unwrap_err();
        assert!(err.contains("not a whole number of 4-byte array elements"), "{err}");
        let err = choose_element_size(&slots[1], &z(24), 24).unwrap_err();
        assert!(err.contains("16-byte array elements"), "{err}");
        let err = choose_element_size(&slots[2], &z(4), 4).unwrap_err();
        assert!(err.contains("needs at least 8 bytes"), "{err}");
        let spec: DataSpec = "u32:1,2,3,4".parse().unwrap();
        let err = choose_element_size(&slots[0], &spec, 16).unwrap_err();
        assert!(err.contains("holds f32 values but u32 were given"), "{err}");
        // A struct of mixed scalars takes any typed values.
        let spec: DataSpec = "u32:1,2".parse().unwrap();
        assert_eq!(choose_element_size(&slots[2], &spec, 8), Ok(4));
    }
}
