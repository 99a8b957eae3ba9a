//! Code object metadata (the `amdhsa.kernels` MessagePack note) and the kernel-argument buffer
//! it describes.

use std::fmt;

use crate::compiler::lower::ice;
use crate::error::{GpuError, Result};

/// One kernel argument as the code object's metadata describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArgMeta {
    /// Byte offset in the kernel argument segment.
    pub offset: u64,
    /// Size in bytes.
    pub size: u64,
    /// `global_buffer`, `by_value`, or a `hidden_*` argument the runtime fills in.
    pub value_kind: String,
    /// `global` for buffer pointers, `None` for plain values.
    pub address_space: Option<String>,
}

/// The metadata of the code object's kernel (`amdhsa.kernels[0]` in the ELF note).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelMeta {
    /// The kernel symbol.
    pub name: String,
    /// The kernel descriptor symbol (`<name>.kd`).
    pub symbol: String,
    /// Every argument, hidden ones included, in order.
    pub args: Vec<KernelArgMeta>,
    /// Bytes of the kernel argument segment.
    pub kernarg_segment_size: u64,
    /// Bytes of LDS (workgroup memory) the kernel declares.
    pub group_segment_fixed_size: u64,
    /// Bytes of scratch (private) memory per work-item.
    pub private_segment_fixed_size: u64,
    /// Lanes per wavefront (32 or 64).
    pub wavefront_size: u64,
    /// Most work-items per workgroup the kernel was compiled for.
    pub max_flat_workgroup_size: u64,
    /// Scalar registers used.
    pub sgpr_count: u64,
    /// Vector registers used.
    pub vgpr_count: u64,
    /// Scalar registers spilled.
    pub sgpr_spill_count: u64,
    /// Vector registers spilled.
    pub vgpr_spill_count: u64,
    /// `amdhsa.version`: [1, 1] for code object v4, [1, 2] for v5.
    pub metadata_version: Vec<u64>,
}

impl KernelMeta {
    /// The arguments the launcher supplies (the runtime fills the `hidden_*` ones).
    pub fn explicit_args(&self) -> impl Iterator<Item = &KernelArgMeta> {
        self.args.iter().filter(|a| !a.value_kind.starts_with("hidden_"))
    }
}

fn meta_error(what: impl fmt::Display) -> GpuError {
    ice(format!("malformed AMDGPU code object metadata: {what}"))
}

/// Reads the kernel metadata out of a code object's `NT_AMDGPU_METADATA` note.
pub fn read_metadata(hsaco: &[u8]) -> Result<KernelMeta> {
    read_kernel_metadata(hsaco, None)
}

/// The metadata of the kernel named `name` (`None`: the first) in a code object, which may hold
/// several (`hipcc`'s do: one per `__global__` function).
pub(crate) fn read_kernel_metadata(hsaco: &[u8], name: Option<&str>) -> Result<KernelMeta> {
    use object::read::elf::{ElfFile64, FileHeader};
    use object::Endianness;
    const NT_AMDGPU_METADATA: u32 = 32;
    let elf = ElfFile64::<Endianness>::parse(hsaco).map_err(meta_error)?;
    let endian = elf.endian();
    let segments = elf.elf_header().program_headers(endian, hsaco).map_err(meta_error)?;
    use object::read::elf::ProgramHeader;
    for ph in segments {
        let Some(mut notes) = ph.notes(endian, hsaco).map_err(meta_error)? else {
            continue;
        };
        while let Some(note) = notes.next().map_err(meta_error)? {
            if note.name() == b"AMDGPU" && note.n_type(endian) == NT_AMDGPU_METADATA {
                return parse_metadata(note.desc(), name);
            }
        }
    }
    Err(meta_error("no AMDGPU metadata note"))
}

fn parse_metadata(desc: &[u8], name: Option<&str>) -> Result<KernelMeta> {
    use rmpv::Value;
    let root = rmpv::decode::read_value(&mut &desc[..]).map_err(meta_error)?;
    let get = |v: &Value, key: &str| -> Option<Value> {
        v.as_map()?
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v.clone())
    };
    let num = |v: &Value, key: &str| get(v, key).and_then(|x| x.as_u64()).unwrap_or(0);
    let text = |v: &Value, key: &str| get(v, key).and_then(|x| x.as_str().map(String::from));
    let kernels = get(&root, "amdhsa.kernels").ok_or_else(|| meta_error("no amdhsa.kernels"))?;
    let kernel = kernels
        .as_array()
        .and_then(|k| match name {
            None => k.first().cloned(),
            Some(name) => k.iter().find(|k| text(k, ".name").as_deref() == Some(name)).cloned(),
        })
        .ok_or_else(|| match name {
            None => meta_error("no kernel"),
            Some(name) => crate::GpuError::invalid_argument(format!(
                "load_foreign: the code object has no kernel `{name}` (the name is the kernel's symbol: `extern \"C\"` or mangled)"
            )),
        })?;
    let args = get(&kernel, ".args")
        .and_then(|a| a.as_array().cloned())
        .unwrap_or_default()
        .iter()
        .map(|a| KernelArgMeta {
            offset: num(a, ".offset"),
            size: num(a, ".size"),
            value_kind: text(a, ".value_kind").unwrap_or_default(),
            address_space: text(a, ".address_space"),
        })
        .collect();
    Ok(KernelMeta {
        name: text(&kernel, ".name").unwrap_or_default(),
        symbol: text(&kernel, ".symbol").unwrap_or_default(),
        args,
        kernarg_segment_size: num(&kernel, ".kernarg_segment_size"),
        group_segment_fixed_size: num(&kernel, ".group_segment_fixed_size"),
        private_segment_fixed_size: num(&kernel, ".private_segment_fixed_size"),
        wavefront_size: num(&kernel, ".wavefront_size"),
        max_flat_workgroup_size: num(&kernel, ".max_flat_workgroup_size"),
        sgpr_count: num(&kernel, ".sgpr_count"),
        vgpr_count: num(&kernel, ".vgpr_count"),
        sgpr_spill_count: num(&kernel, ".sgpr_spill_count"),
        vgpr_spill_count: num(&kernel, ".vgpr_spill_count"),
        metadata_version: get(&root, "amdhsa.version")
            .and_then(|v| v.as_array().map(|a| a.iter().filter_map(|x| x.as_u64()).collect()))
            .unwrap_or_default(),
    })
}

/// The explicit kernel-argument bytes of a foreign kernel's launch (`compiler::foreign`): each
/// parameter's `values` at the offset the metadata gives, after checking that the metadata's
/// explicit arguments are the declared ones (a `global_buffer` pointer for a buffer, a
/// `by_value` of the declared size for a scalar, all inside the kernarg segment). With no
/// `values`, only the check (and an empty buffer).
pub(crate) fn foreign_kernargs(
    meta: &KernelMeta,
    slots: &[crate::compiler::foreign::ParamSlot],
    values: &[Vec<u8>],
) -> Result<Vec<u8>> {
    use crate::compiler::foreign::ParamSlot;
    let explicit: Vec<&KernelArgMeta> = meta.explicit_args().collect();
    let wrong = |what: String| {
        crate::GpuError::invalid_argument(format!(
            "load_foreign: `{}` does not take the declared parameters: {what}",
            meta.name
        ))
    };
    if explicit.len() != slots.len() {
        return Err(wrong(format!(
            "its metadata lists {} parameters, {} were declared",
            explicit.len(),
            slots.len()
        )));
    }
    for (i, (arg, slot)) in explicit.iter().zip(slots).enumerate() {
        let fits = match slot {
            ParamSlot::Buffer(_) => arg.value_kind == "global_buffer" && arg.size == 8,
            ParamSlot::Scalar { size, .. } => arg.value_kind == "by_value" && arg.size == *size as u64,
        };
        if !fits {
            return Err(wrong(format!(
                "parameter {i} is a {} of {} bytes, declared as {} of {} bytes",
                arg.value_kind,
                arg.size,
                if matches!(slot, ParamSlot::Buffer(_)) {
                    "a buffer"
                } else {
                    "a scalar"
                },
                slot.size()
            )));
        }
    }
    // The metadata is another compiler's: every argument must lie inside the kernarg segment
    // it declares (at most 4 KiB, HIP's limit), whatever its numbers say.
    let segment = meta.kernarg_segment_size.min(4096);
    for arg in &explicit {
        if arg.offset.checked_add(arg.size).is_none_or(|end| end > segment) {
            return Err(wrong(format!(
                "argument {arg:?} lies outside the {segment}-byte kernarg segment"
            )));
        }
    }
    if values.is_empty() {
        return Ok(Vec::new());
    }
    let end = explicit.iter().map(|a| a.offset + a.size).max().unwrap_or(0);
    let mut buf = vec![0u8; end.next_multiple_of(8) as usize];
    for (arg, value) in explicit.iter().zip(values) {
        let at = arg.offset as usize;
        buf.get_mut(at..at + value.len())
            .ok_or_else(|| wrong(format!("argument {arg:?} lies outside the kernarg segment")))?
            .copy_from_slice(value);
    }
    Ok(buf)
}

/// The explicit kernel-argument bytes for `bindings` ((device address, byte length) per binding,
/// in signature order) of a kernel without a `var<immediate>`: [`kernarg_buffer_with_immediates`]
/// with no immediate bytes.
pub fn kernarg_buffer(meta: &KernelMeta, bindings: &[(u64, u64)]) -> Result<Vec<u8>> {
    kernarg_buffer_with_immediates(meta, bindings, &[])
}

/// The explicit kernel-argument bytes for `bindings` ((device address, byte length) per binding,
/// in signature order) and the bytes of the kernel's `var<immediate>` (empty without one), laid
/// out at the offsets the metadata gives: each binding is a `global_buffer` pointer followed by
/// a `by_value` 8-byte length, then each 8-byte word of the immediate (`compiler::abi`) is a
/// `by_value` 8-byte argument.
pub fn kernarg_buffer_with_immediates(
    meta: &KernelMeta,
    bindings: &[(u64, u64)],
    immediates: &[u8],
) -> Result<Vec<u8>> {
    let explicit: Vec<&KernelArgMeta> = meta.explicit_args().collect();
    let words = crate::compiler::abi::native_argument_words(bindings.iter().copied(), immediates, 0);
    if explicit.len() != words.len() {
        return Err(ice(format!(
            "kernel `{}` has {} explicit arguments in its metadata; {} bindings and {} immediate bytes need {}",
            meta.name,
            explicit.len(),
            bindings.len(),
            immediates.len(),
            words.len()
        )));
    }
    let end = explicit.iter().map(|a| a.offset + a.size).max().unwrap_or(0);
    let mut buf = vec![0u8; end.next_multiple_of(8) as usize];
    let (buffer_args, immediate_args) = explicit.split_at(2 * bindings.len());
    for pair in buffer_args.chunks(2) {
        let (p, l) = (pair[0], pair[1]);
        if p.value_kind != "global_buffer" || p.size != 8 || l.value_kind != "by_value" || l.size != 8 {
            return Err(ice(format!(
                "kernel `{}`: expected a global_buffer pointer and an 8-byte length, found {p:?} and {l:?}",
                meta.name
            )));
        }
    }
    for a in immediate_args {
        if a.value_kind != "by_value" || a.size != 8 {
            return Err(ice(format!(
                "kernel `{}`: expected an 8-byte by_value immediate word, found {a:?}",
                meta.name
            )));
        }
    }
    for (arg, word) in explicit.iter().zip(&words) {
        let at = arg.offset as usize;
        buf.get_mut(at..at + 8)
            .ok_or_else(|| {
                ice(format!(
                    "kernel `{}`: argument {arg:?} lies outside the kernarg segment",
                    meta.name
                ))
            })?
            .copy_from_slice(&word.to_le_bytes());
    }
    Ok(buf)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::foreign::ParamSlot;

    fn arg(offset: u64, size: u64, kind: &str) -> KernelArgMeta {
        KernelArgMeta {
            offset,
            size,
            value_kind: kind.into(),
            address_space: None,
        }
    }

    /// What hipcc writes for `saxpy(float a, const float* x, float* y, unsigned n)`: each
    /// parameter at its offset, then the hidden arguments the runtime fills.
    fn saxpy() -> KernelMeta {
        KernelMeta {
            name: "saxpy".into(),
            args: vec![
                arg(0, 4, "by_value"),
                arg(8, 8, "global_buffer"),
                arg(16, 8, "global_buffer"),
                arg(24, 4, "by_value"),
                arg(32, 4, "hidden_block_count_x"),
            ],
            kernarg_segment_size: 288,
            ..Default::default()
        }
    }

    #[test]
    fn foreign_parameters_go_where_the_metadata_says() {
        let slots = [
            ParamSlot::Scalar { offset: 0, size: 4 },
            ParamSlot::Buffer(0),
            ParamSlot::Buffer(1),
            ParamSlot::Scalar { offset: 4, size: 4 },
        ];
        assert!(foreign_kernargs(&saxpy(), &slots, &[]).unwrap().is_empty());
        let values = [vec![1u8; 4], vec![2u8; 8], vec![3u8; 8], vec![4u8; 4]];
        let buf = foreign_kernargs(&saxpy(), &slots, &values).unwrap();
        assert_eq!(buf.len(), 32);
        assert_eq!(&buf[0..4], [1; 4]);
        assert_eq!(&buf[4..8], [0; 4], "padding");
        assert_eq!(&buf[8..16], [2; 8]);
        assert_eq!(&buf[16..24], [3; 8]);
        assert_eq!(&buf[24..28], [4; 4]);
        // A declaration that is not the code's: the parameter and both kinds named.
        let wrong = [slots[0], slots[1], slots[2], ParamSlot::Scalar { offset: 4, size: 8 }];
        let e = foreign_kernargs(&saxpy(), &wrong, &[]).unwrap_err().to_string();
        assert!(
            e.contains("parameter 3 is a by_value of 4 bytes, declared as a scalar of 8"),
            "{e}"
        );
        let e = foreign_kernargs(&saxpy(), &slots[..3], &[]).unwrap_err().to_string();
        assert!(e.contains("lists 4 parameters, 3 were declared"), "{e}");
        // Metadata whose numbers point outside the segment (or overflow) is refused, not trusted.
        let mut bad = saxpy();
        bad.args[3].offset = u64::MAX - 1;
        let e = foreign_kernargs(&bad, &slots, &values).unwrap_err().to_string();
        assert!(e.contains("outside the 288-byte kernarg segment"), "{e}");
    }
}
