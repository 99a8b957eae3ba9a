//! Kernels other compilers made (`nvcc`'s PTX and cubins, `hipcc`'s code objects, SPIR-V from
//! glslang, naga or DXC), run with a signature their user declares ([`ForeignSignature`]).
//!
//! The declared signature becomes a WGSL stub — one `var<storage>` per buffer parameter, the
//! scalar parameters as the members of one `var<immediate>` struct — which the front end turns
//! into the [`KernelSignature`](super::KernelSignature) every launch is validated against, as for
//! anygpu's own kernels. What differs is only how a launch's values reach the code: in the
//! declared order, a buffer as its bare device address and a scalar as its bytes
//! ([`ForeignParam`] slots), which is how CUDA C++ and HIP pass `__global__` parameters.

use super::abi::ScalarType;
use crate::error::{GpuError, Result};

/// What one parameter of a foreign kernel is, in declaration order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ForeignParam {
    /// A pointer to device memory: a buffer argument of elements of this type.
    Buffer {
        /// The parameter's name (messages, the stub's WGSL).
        name: String,
        /// The type of the elements it points to.
        element: ScalarType,
        /// The kernel writes through it (`T*` rather than `const T*`).
        writable: bool,
    },
    /// A value passed by copy (`float scale`, `int n`).
    Scalar {
        /// The parameter's name (messages, the stub's struct member).
        name: String,
        /// Its type.
        ty: ScalarType,
    },
}

/// The signature of a kernel another compiler made, declared by its user: the entry's name, its
/// parameters in order, and the workgroup (block) size it was written for.
///
/// ```
/// use anygpu::{ForeignSignature, compiler::ScalarType};
/// // __global__ void saxpy(float a, const float* x, float* y, unsigned n)
/// let saxpy = ForeignSignature::new("saxpy", [256, 1, 1])
///     .scalar("a", ScalarType::F32)
///     .buffer("x", ScalarType::F32)
///     .buffer_mut("y", ScalarType::F32)
///     .scalar("n", ScalarType::U32);
/// ```
///
/// A launch passes the buffers in order as buffer arguments, and the scalars together as one
/// `Immediate(&s)` whose `s` is a `#[repr(C)]` struct of the scalar parameters in order (its
/// size is checked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForeignSignature {
    pub(crate) entry: String,
    pub(crate) workgroup_size: [u32; 3],
    pub(crate) params: Vec<ForeignParam>,
    /// Bytes of dynamic shared memory (`extern __shared__`) each launch gives the kernel.
    pub(crate) dynamic_shared: u32,
}

/// Code from another compiler, for [`GpuContext::load_foreign`](crate::GpuContext::load_foreign).
#[derive(Clone, Debug)]
pub enum ForeignCode {
    /// PTX text (CUDA devices; the driver compiles it for the GPU).
    Ptx(String),
    /// A cubin or fatbin (`nvcc -cubin`, `-fatbin`) for the device's architecture (CUDA devices).
    Cubin(Vec<u8>),
    /// An AMD code object (`hipcc --genco`: an ELF, or a clang offload bundle holding one per
    /// architecture) for the device's architecture (ROCm devices).
    CodeObject(Vec<u8>),
    /// SPIR-V words (wgpu on Vulkan adapters): the buffer parameters are descriptor set 0,
    /// bindings 0, 1, 2… in the declared order, the scalars one push-constant block.
    Spirv(Vec<u32>),
}

impl ForeignCode {
    /// What the code is, for messages.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            ForeignCode::Ptx(_) => "PTX",
            ForeignCode::Cubin(_) => "a cubin",
            ForeignCode::CodeObject(_) => "an AMD code object",
            ForeignCode::Spirv(_) => "SPIR-V",
        }
    }
}

/// Where one parameter's value comes from at a launch.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParamSlot {
    /// The address of the launch's `n`-th buffer argument (8 bytes).
    Buffer(usize),
    /// `size` bytes of the launch's immediate, from `offset`.
    Scalar { offset: usize, size: usize },
}

#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
impl ParamSlot {
    /// Bytes the parameter takes.
    pub(crate) fn size(self) -> usize {
        match self {
            ParamSlot::Buffer(_) => 8,
            ParamSlot::Scalar { size, .. } => size,
        }
    }
}

impl ForeignSignature {
    /// A kernel named `entry` (the symbol: an `extern "C"` name, or the mangled C++ one) for
    /// workgroups of `workgroup_size` work-items, with no parameters yet.
    pub fn new(entry: impl Into<String>, workgroup_size: [u32; 3]) -> Self {
        ForeignSignature {
            entry: entry.into(),
            workgroup_size,
            params: Vec::new(),
            dynamic_shared: 0,
        }
    }

    /// Gives each launch `bytes` of dynamic shared memory (CUDA's and HIP's `extern __shared__`
    /// array; the launch's `sharedMemBytes`), checked against the device's workgroup-memory
    /// limit like an anygpu kernel's workgroup variables. CUDA and ROCm only: SPIR-V declares
    /// its workgroup memory itself.
    pub fn dynamic_shared_memory(mut self, bytes: u32) -> Self {
        self.dynamic_shared = bytes;
        self
    }

    /// Next parameter: a read-only buffer of `element`s (`const T*`).
    pub fn buffer(mut self, name: impl Into<String>, element: ScalarType) -> Self {
        self.params.push(ForeignParam::Buffer {
            name: name.into(),
            element,
            writable: false,
        });
        self
    }

    /// Next parameter: a buffer of `element`s the kernel writes (`T*`).
    pub fn buffer_mut(mut self, name: impl Into<String>, element: ScalarType) -> Self {
        self.params.push(ForeignParam::Buffer {
            name: name.into(),
            element,
            writable: true,
        });
        self
    }

    /// Next parameter: a scalar passed by value.
    pub fn scalar(mut self, name: impl Into<String>, ty: ScalarType) -> Self {
        self.params.push(ForeignParam::Scalar { name: name.into(), ty });
        self
    }

    /// The parameters, in order.
    pub fn params(&self) -> &[ForeignParam] {
        &self.params
    }

    /// Where each parameter's value comes from: buffers numbered in order, scalars at their
    /// offsets in the immediate struct (C's layout, which is WGSL's for scalars: each at a
    /// multiple of its size).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) fn slots(&self) -> Vec<ParamSlot> {
        let (mut buffers, mut offset) = (0usize, 0usize);
        self.params
            .iter()
            .map(|p| match p {
                ForeignParam::Buffer { .. } => {
                    buffers += 1;
                    ParamSlot::Buffer(buffers - 1)
                }
                ForeignParam::Scalar { ty, .. } => {
                    let size = ty.width();
                    offset = offset.next_multiple_of(size);
                    offset += size;
                    ParamSlot::Scalar {
                        offset: offset - size,
                        size,
                    }
                }
            })
            .collect()
    }

    /// The WGSL stub whose signature is this one: what the front end checks and launches are
    /// validated against. Names must be WGSL identifiers (they are the ones messages show).
    pub(crate) fn stub(&self) -> Result<super::KernelSource> {
        let ident = |name: &str| {
            let ok = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !name.starts_with("__");
            if ok {
                Ok(())
            } else {
                Err(GpuError::invalid_argument(format!(
                    "ForeignSignature `{}`: `{name}` is not a usable parameter name (letters, digits and `_`, not starting with a digit or `__`)",
                    self.entry
                )))
            }
        };
        let mut wgsl = String::new();
        if self.params.iter().any(|p| {
            matches!(
                p,
                ForeignParam::Buffer {
                    element: ScalarType::F16,
                    ..
                } | ForeignParam::Scalar {
                    ty: ScalarType::F16,
                    ..
                }
            )
        }) {
            wgsl.push_str("enable f16;\n");
        }
        let scalars: Vec<(&str, ScalarType)> = self
            .params
            .iter()
            .filter_map(|p| match p {
                ForeignParam::Scalar { name, ty } => Some((name.as_str(), *ty)),
                ForeignParam::Buffer { .. } => None,
            })
            .collect();
        if let Some((name, _)) = scalars.iter().find(|(_, ty)| *ty == ScalarType::F16) {
            return Err(GpuError::not_supported(format!(
                "ForeignSignature `{}`: the f16 scalar parameter `{name}`: scalars travel as immediates, which have no 16-bit types (pass it in a buffer, or as f32)",
                self.entry
            )));
        }
        let mut body = String::new();
        if !scalars.is_empty() {
            wgsl.push_str("struct Scalars {\n");
            for (name, ty) in &scalars {
                ident(name)?;
                wgsl.push_str(&format!("    {name}: {},\n", ty.name()));
            }
            wgsl.push_str("}\nvar<immediate> scalars: Scalars;\n");
            body.push_str("    _ = scalars;\n");
        }
        if self.dynamic_shared > 0 {
            // Counts against the device's limit as workgroup memory does.
            wgsl.push_str(&format!(
                "var<workgroup> dynamic_shared: array<u32, {}>;\n",
                self.dynamic_shared.div_ceil(4)
            ));
            body.push_str("    _ = dynamic_shared[0];\n");
        }
        let mut binding = 0;
        for p in &self.params {
            if let ForeignParam::Buffer {
                name,
                element,
                writable,
            } = p
            {
                ident(name)?;
                let access = if *writable { "read_write" } else { "read" };
                wgsl.push_str(&format!(
                    "@group(0) @binding({binding}) var<storage, {access}> {name}: array<{}>;\n",
                    element.name()
                ));
                body.push_str(&if *writable {
                    format!("    {name}[0] = {name}[0];\n")
                } else {
                    format!("    _ = {name}[0];\n")
                });
                binding += 1;
            }
        }
        let [x, y, z] = self.workgroup_size;
        let entry = &self.entry;
        let wgsl_entry = if entry.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && entry.chars().next().is_some_and(|c| !c.is_ascii_digit())
            && !entry.starts_with("__")
        {
            entry.clone()
        } else {
            // A mangled C++ name or one WGSL reserves: the stub's entry has another name, the
            // code is looked up by the declared one.
            "foreign_entry".to_string()
        };
        wgsl.push_str(&format!(
            "@compute @workgroup_size({x}, {y}, {z})\nfn {wgsl_entry}() {{\n{body}}}\n"
        ));
        Ok(super::KernelSource::wgsl(wgsl).file_name(format!("<foreign signature of `{entry}`>")))
    }
}

/// Each parameter's bytes for one launch, in order: a buffer's address, a scalar's bytes from
/// the immediate (`bindings`: each buffer argument's address and length).
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn param_values(slots: &[ParamSlot], bindings: &[(u64, u64)], immediates: &[u8]) -> Result<Vec<Vec<u8>>> {
    slots
        .iter()
        .map(|slot| match *slot {
            ParamSlot::Buffer(n) => bindings
                .get(n)
                .map(|(address, _)| address.to_le_bytes().to_vec())
                .ok_or_else(|| crate::error::ice(format!("foreign launch without buffer argument {n}"))),
            ParamSlot::Scalar { offset, size } => {
                immediates
                    .get(offset..offset + size)
                    .map(<[u8]>::to_vec)
                    .ok_or_else(|| {
                        crate::error::ice(format!(
                            "foreign launch without scalar bytes {offset}..{}",
                            offset + size
                        ))
                    })
            }
        })
        .collect()
}

/// Checks the `.entry` of `entry` in PTX text against the declared slots: same count, each
/// parameter the size declared (`.param .u64 .ptr …` or `.param .f32 …`; an aggregate
/// `.param .align A .b8 name[N]` counts N bytes).
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn check_ptx_params(ptx: &str, entry: &str, slots: &[ParamSlot]) -> Result<()> {
    let mismatch = |what: String| {
        GpuError::invalid_argument(format!(
            "load_foreign: the PTX's `{entry}` does not take the declared parameters: {what}"
        ))
    };
    let start = ptx
        .match_indices(".entry")
        .find_map(|(at, _)| {
            let rest = ptx[at + ".entry".len()..].trim_start();
            rest.strip_prefix(entry)
                .filter(|r| r.trim_start().starts_with('('))
                .map(|r| &r[r.find('(').unwrap_or(0) + 1..])
        })
        .ok_or_else(|| {
            GpuError::invalid_argument(format!(
                "load_foreign: the PTX has no `.entry {entry}` (the name is the kernel's symbol: `extern \"C\"` or mangled)"
            ))
        })?;
    let list = &start[..start.find(')').unwrap_or(start.len())];
    let sizes: Vec<usize> = list
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| {
            let words: Vec<&str> = p.split_whitespace().collect();
            // The type's width: `.u64`, `.f32`, `.b8`… (a state space like `.ptr` or `.global`
            // has no digits after its first letter).
            let width = words
                .iter()
                .filter_map(|w| w.strip_prefix('.'))
                .find_map(|w| {
                    w.get(1..)
                        .filter(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
                })
                .and_then(|bits| bits.parse::<usize>().ok())
                .ok_or_else(|| mismatch(format!("cannot read the parameter `{p}`")))?
                / 8;
            // An array parameter (`.align 8 .b8 name[16]`, `.b32 name[4]`): width × count.
            let count = match words.last().and_then(|w| w.split_once('[')) {
                Some((_, n)) => n
                    .trim_end_matches(']')
                    .parse::<usize>()
                    .map_err(|_| mismatch(format!("cannot read the parameter `{p}`")))?,
                None => 1,
            };
            Ok(width * count)
        })
        .collect::<Result<_>>()?;
    if sizes.len() != slots.len() {
        return Err(mismatch(format!(
            "it has {} parameters, {} were declared",
            sizes.len(),
            slots.len()
        )));
    }
    for (i, (size, slot)) in sizes.iter().zip(slots).enumerate() {
        if *size != slot.size() {
            return Err(mismatch(format!(
                "parameter {i} is {size} bytes, declared as {} bytes",
                slot.size()
            )));
        }
    }
    Ok(())
}

/// The code object for `arch` (`gfx942`…) in a clang offload bundle (what `hipcc --genco` writes:
/// one entry per target, named `hipv4-amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-`, or by older
/// compilers `hip-amdgcn-amd-amdhsa-gfx906`), or `bytes` itself when it is a plain ELF code
/// object. The first entry for the processor is taken: its kernels' argument metadata does not
/// depend on the target features, and the runtime, given the whole bundle, picks the entry
/// whose features fit the device.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn unbundle_code_object<'a>(bytes: &'a [u8], arch: &str) -> Result<&'a [u8]> {
    const MAGIC: &[u8] = b"__CLANG_OFFLOAD_BUNDLE__";
    if bytes.starts_with(b"\x7fELF") {
        return Ok(bytes);
    }
    if bytes.starts_with(b"CCOB") {
        return Err(GpuError::not_supported(
            "load_foreign: a compressed offload bundle (hipcc --offload-compress): build it without compression, or pass the code object for the device",
        ));
    }
    let bad =
        || GpuError::invalid_argument("load_foreign: neither an ELF code object nor a readable clang offload bundle");
    if !bytes.starts_with(MAGIC) {
        return Err(bad());
    }
    let range = |start: usize, len: usize| -> Result<&'a [u8]> {
        start
            .checked_add(len)
            .and_then(|end| bytes.get(start..end))
            .ok_or_else(bad)
    };
    let number = |at: usize| -> Result<usize> {
        let b: [u8; 8] = range(at, 8)?.try_into().map_err(|_| bad())?;
        usize::try_from(u64::from_le_bytes(b)).map_err(|_| bad())
    };
    let entries = number(MAGIC.len())?;
    let mut at = MAGIC.len() + 8;
    let mut found = Vec::new();
    for _ in 0..entries.min(4096) {
        let (offset, size, id_len) = (number(at)?, number(at + 8)?, number(at + 16)?);
        let id = String::from_utf8_lossy(range(at + 24, id_len)?).into_owned();
        at += 24 + id_len;
        // `…-amdhsa--gfx942:xnack-` or `…-amdhsa-gfx906`: the processor comes after `amdhsa-`.
        let processor = id
            .split_once("amdhsa-")
            .map(|(_, target)| target.trim_start_matches('-'))
            .and_then(|target| target.split(':').next());
        if processor == Some(arch) {
            return range(offset, size);
        }
        found.push(id);
    }
    Err(GpuError::invalid_argument(format!(
        "load_foreign: the bundle has no code object for {arch} (it holds {})",
        if found.is_empty() {
            "none".to_string()
        } else {
            found.join(", ")
        }
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saxpy() -> ForeignSignature {
        ForeignSignature::new("saxpy", [256, 1, 1])
            .scalar("a", ScalarType::F32)
            .buffer("x", ScalarType::F32)
            .buffer_mut("y", ScalarType::F32)
            .scalar("n", ScalarType::U32)
            .scalar("big", ScalarType::U64)
            .scalar("h", ScalarType::F16)
    }

    #[test]
    fn scalars_sit_at_cs_offsets_and_buffers_count_in_order() {
        assert_eq!(
            saxpy().slots(),
            [
                ParamSlot::Scalar { offset: 0, size: 4 },
                ParamSlot::Buffer(0),
                ParamSlot::Buffer(1),
                ParamSlot::Scalar { offset: 4, size: 4 },
                ParamSlot::Scalar { offset: 8, size: 8 },
                ParamSlot::Scalar { offset: 16, size: 2 },
            ]
        );
        let immediates: Vec<u8> = (0..24).collect();
        let values = param_values(&saxpy().slots(), &[(0x1000, 64), (0x2000, 64)], &immediates).unwrap();
        assert_eq!(values[0], [0, 1, 2, 3]);
        assert_eq!(values[1], 0x1000u64.to_le_bytes());
        assert_eq!(values[2], 0x2000u64.to_le_bytes());
        assert_eq!(values[4], [8, 9, 10, 11, 12, 13, 14, 15]);
        assert_eq!(values[5], [16, 17]);
    }

    /// The stub's signature is the declared one: the front end lays the scalars out where
    /// `slots` says (same struct size), and takes the buffers in order with their access.
    #[test]
    fn the_stub_has_the_declared_signature() {
        let f16_scalar = saxpy().stub().unwrap_err().to_string();
        assert!(f16_scalar.contains("f16 scalar parameter `h`"), "{f16_scalar}");
        let saxpy = ForeignSignature {
            params: saxpy().params[..5].to_vec(),
            ..saxpy()
        }
        .buffer("halves", ScalarType::F16);
        let sig = crate::compiler::signature(&saxpy.stub().unwrap()).unwrap();
        assert_eq!(sig.entry, "saxpy");
        assert_eq!(sig.workgroup_size, [256, 1, 1]);
        let names: Vec<_> = sig.bindings.iter().map(|b| b.name.as_str()).collect();
        assert_eq!(names, ["x", "y", "halves"]);
        assert!(matches!(
            sig.bindings[0].kind,
            crate::BindingKind::Storage { read_only: true }
        ));
        assert!(matches!(
            sig.bindings[1].kind,
            crate::BindingKind::Storage { read_only: false }
        ));
        // a at 0, n at 4, big at 8: as `slots` lays them out.
        assert_eq!(sig.immediates.as_ref().map(|i| i.size), Some(16));
        assert_eq!(saxpy.slots()[4], ParamSlot::Scalar { offset: 8, size: 8 });
        let mangled = ForeignSignature::new("_Z5saxpyfPKfPfj", [64, 1, 1]).buffer("x", ScalarType::I32);
        assert!(crate::compiler::signature(&mangled.stub().unwrap()).is_ok());
        // Dynamic shared memory counts as the kernel's workgroup memory (the device's limit).
        let shared = ForeignSignature::new("k", [64, 1, 1])
            .buffer("x", ScalarType::I32)
            .dynamic_shared_memory(6000);
        let sig = crate::compiler::signature(&shared.stub().unwrap()).unwrap();
        assert!(sig.workgroup_memory_bytes >= 6000, "{}", sig.workgroup_memory_bytes);
        let bad = ForeignSignature::new("k", [64, 1, 1]).buffer("x y", ScalarType::I32);
        assert!(matches!(bad.stub(), Err(GpuError::InvalidArgument(_))));
    }

    #[test]
    fn ptx_parameters_are_checked_against_the_declaration() {
        let ptx = ".visible .entry saxpy(\n\t.param .f32 saxpy_param_0,\n\t.param .u64 .ptr .align 1 saxpy_param_1,\n\t.param .u64 saxpy_param_2,\n\t.param .u32 saxpy_param_3,\n\t.param .u64 saxpy_param_4,\n\t.param .align 2 .b8 saxpy_param_5[2]\n)\n{\n\tret;\n}";
        let slots = saxpy().slots();
        check_ptx_params(ptx, "saxpy", &slots).unwrap();
        let e = check_ptx_params(ptx, "saxpy", &slots[..5]).unwrap_err().to_string();
        assert!(e.contains("6 parameters, 5 were declared"), "{e}");
        let mut wrong = slots.clone();
        wrong[3] = ParamSlot::Buffer(2);
        let e = check_ptx_params(ptx, "saxpy", &wrong).unwrap_err().to_string();
        assert!(e.contains("parameter 3 is 4 bytes, declared as 8"), "{e}");
        let e = check_ptx_params(ptx, "axpy", &slots).unwrap_err().to_string();
        assert!(e.contains("no `.entry axpy`"), "{e}");
        // nvcc's pointer form and an array of words: 8 and 4 × 4 bytes.
        let arrays = ".entry k(\n.param .u64 .ptr .global .align 4 k_param_0,\n.param .b32 k_param_1[4]\n)";
        let pointer_and_16 = [ParamSlot::Buffer(0), ParamSlot::Scalar { offset: 0, size: 16 }];
        check_ptx_params(arrays, "k", &pointer_and_16).unwrap();
        assert!(check_ptx_params(".entry k(.param .\u{e9}9 x)", "k", &pointer_and_16[..1]).is_err());
    }

    /// The PTX the example and the GPU kit load (`tests/kernels/saxpy_nvcc.ptx`, nvcc's form)
    /// matches its declaration; ptxas assembles it (`codegen::ptx::foreign_saxpy_ptx_assembles`).
    #[test]
    fn nvccs_saxpy_matches_its_declaration() {
        let ptx = include_str!("../../tests/kernels/saxpy_nvcc.ptx");
        let sig = ForeignSignature::new("saxpy", [256, 1, 1])
            .scalar("a", ScalarType::F32)
            .buffer("x", ScalarType::F32)
            .buffer_mut("y", ScalarType::F32)
            .scalar("n", ScalarType::U32);
        check_ptx_params(ptx, "saxpy", &sig.slots()).unwrap();
        let wrong = sig.params[..3].to_vec();
        let wrong = ForeignSignature { params: wrong, ..sig }.scalar("n", ScalarType::U64);
        let e = check_ptx_params(ptx, "saxpy", &wrong.slots()).unwrap_err().to_string();
        assert!(e.contains("parameter 3 is 4 bytes, declared as 8"), "{e}");
    }

    #[test]
    fn bundles_give_the_devices_code_object() {
        let mut bundle = b"__CLANG_OFFLOAD_BUNDLE__".to_vec();
        let ids = [
            "host-x86_64-unknown-linux-gnu-",
            "hipv4-amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-",
        ];
        bundle.extend(2u64.to_le_bytes());
        let header_len = bundle.len() + ids.iter().map(|id| 24 + id.len()).sum::<usize>();
        let payloads: [&[u8]; 2] = [b"", b"\x7fELF-gfx942"];
        let mut offset = header_len;
        for (id, p) in ids.iter().zip(payloads) {
            bundle.extend((offset as u64).to_le_bytes());
            bundle.extend((p.len() as u64).to_le_bytes());
            bundle.extend((id.len() as u64).to_le_bytes());
            bundle.extend(id.as_bytes());
            offset += p.len();
        }
        for p in payloads {
            bundle.extend(p);
        }
        assert_eq!(unbundle_code_object(&bundle, "gfx942").unwrap(), b"\x7fELF-gfx942");
        let e = unbundle_code_object(&bundle, "gfx1100").unwrap_err().to_string();
        assert!(e.contains("no code object for gfx1100") && e.contains("gfx942"), "{e}");
        assert!(unbundle_code_object(b"junk", "gfx942").is_err());
        assert!(matches!(
            unbundle_code_object(b"CCOB....", "gfx942"),
            Err(GpuError::NotSupported(_))
        ));
        // Lengths past the end (or overflowing) are an error, not a panic.
        let mut huge = bundle[..32].to_vec();
        huge.extend(u64::MAX.to_le_bytes());
        huge.extend(u64::MAX.to_le_bytes());
        huge.extend(u64::MAX.to_le_bytes());
        assert!(unbundle_code_object(&huge, "gfx942").is_err());
        assert_eq!(unbundle_code_object(b"\x7fELF...", "gfx942").unwrap(), b"\x7fELF...");
    }
}
