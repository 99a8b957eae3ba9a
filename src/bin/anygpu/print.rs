//! `--print`: how a buffer read back after a run is shown, one value per line, or field by field
//! for a binding that mixes scalar types (the layout comes from the kernel's signature).

use anygpu::compiler::{FieldLayout, ScalarField, ScalarType};
use anygpu::{BindingKind, BindingSlot, TextureFormat};

use crate::args::name_binding;
use crate::args::PrintSpec;
use crate::textures::format_texels;
use crate::values::format_value;

/// How a `--print` shows a buffer.
#[derive(Clone, Debug, PartialEq)]
pub enum PrintFormat {
    /// The whole buffer as values of one type, one per line.
    Flat(ScalarType),
    /// A binding mixing scalar types (`struct S { a: u32, b: u64 }`): each element of its
    /// array on one line, fields separated by spaces, after a line for any fixed header.
    Fields(FieldLayout),
    /// A texture's texels of mip level 0, one per line, channels separated by spaces.
    Texels(TextureFormat),
}

impl PrintFormat {
    /// How a --print shows its binding: the type given, else the binding's own scalar type, else
    /// field by field.
    /// A texture prints in its format (`texture` is the format of the one bound).
    pub fn of(p: &PrintSpec, slot: &BindingSlot, texture: Option<TextureFormat>) -> Result<Self, String> {
        if let Some(format) = texture {
            return match p.ty {
                Some(ty) => Err(format!(
                    "--print {}:{ty}: {} is a {format} texture and prints as its texels; drop `:{ty}`",
                    p.binding,
                    name_binding(slot)
                )),
                None => Ok(PrintFormat::Texels(format)),
            };
        }
        if matches!(slot.kind, BindingKind::Sampler | BindingKind::ComparisonSampler) {
            return Err(format!(
                "--print {}: {} is a sampler, which holds no data to print",
                p.binding,
                name_binding(slot)
            ));
        }
        if let Some(t) = p.ty.or(slot.scalar) {
            return Ok(PrintFormat::Flat(t));
        }
        slot.field_layout().map(PrintFormat::Fields).ok_or_else(|| {
            format!(
                "--print {}: {} holds no printable scalars; give a type, e.g. --print {}:u32",
                p.binding,
                name_binding(slot),
                p.binding
            )
        })
    }

    /// The buffer's bytes as text, a newline after each line.
    pub fn format(&self, bytes: &[u8]) -> Result<String, String> {
        match self {
            PrintFormat::Flat(ty) => format_values(bytes, *ty),
            PrintFormat::Fields(layout) => Ok(format_fields(bytes, layout)),
            PrintFormat::Texels(format) => Ok(format_texels(*format, bytes)),
        }
    }
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
        s.push_str(&format_value(ty, c));
        s.push('\n');
    }
    Ok(s)
}

/// The header's fields on one line, then one line per whole array element.
fn format_fields(bytes: &[u8], layout: &FieldLayout) -> String {
    let line = |base: u64, fields: &[ScalarField]| -> Option<String> {
        let values: Option<Vec<String>> = fields
            .iter()
            .map(|f| {
                let at = usize::try_from(base + f.offset).ok()?;
                Some(format_value(f.ty, bytes.get(at..at + f.ty.width())?))
            })
            .collect();
        values.map(|v| v.join(" ") + "\n")
    };
    let mut s = String::new();
    if !layout.header.is_empty() {
        s.extend(line(0, &layout.header));
    }
    if let Some(rows) = &layout.rows {
        let mut base = rows.offset;
        while rows.stride > 0 && base + rows.stride <= bytes.len() as u64 {
            s.extend(line(base, &rows.fields));
            base += rows.stride;
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::{parse_print_spec, DataSpec};
    use crate::run::choose_element_size;
    use crate::run::tests::signature;
    use crate::values::tests::f32_bytes;
    use anygpu::compiler::ArrayRows;
    use anygpu::KernelSource;

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
    fn print_types_default_to_the_wgsl_type() {
        let sig = signature();
        let slots = &sig.bindings;
        let p = |s: &str| parse_print_spec(s).unwrap();
        assert_eq!(
            PrintFormat::of(&p("0"), &slots[0], None),
            Ok(PrintFormat::Flat(ScalarType::F32))
        );
        assert_eq!(
            PrintFormat::of(&p("1"), &slots[1], None),
            Ok(PrintFormat::Flat(ScalarType::U32))
        );
        assert_eq!(
            PrintFormat::of(&p("1:i32"), &slots[1], None),
            Ok(PrintFormat::Flat(ScalarType::I32))
        );
        // Params mixes f32 and u32: printed field by field.
        let leaf = |offset, ty| ScalarField { offset, ty };
        assert_eq!(
            PrintFormat::of(&p("1.0"), &slots[2], None),
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
        let sig = anygpu::compiler::signature(&KernelSource::wgsl(src)).unwrap();
        let slots = &sig.bindings;
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
            .map(|(o, ty)| ScalarField { offset: base + o, ty })
            .to_vec()
        };
        let rows = |offset, stride, fields| Some(ArrayRows { offset, stride, fields });
        assert_eq!(slots[0].field_layout().unwrap().rows, rows(0, 48, item(0)));
        let tail = slots[1].field_layout().unwrap();
        assert_eq!(
            tail.header,
            vec![
                ScalarField {
                    offset: 0,
                    ty: ScalarType::U32
                },
                ScalarField {
                    offset: 8,
                    ty: ScalarType::F64
                }
            ]
        );
        assert_eq!(tail.rows, rows(16, 48, item(0)));
        // A struct of 4- and 8-byte scalars is passed as 8-byte elements.
        assert_eq!(choose_element_size(&slots[0], &DataSpec::Zeros(96), 96), Ok(8));
        let mut bytes = vec![0u8; 16 + 48 + 20];
        bytes[0..4].copy_from_slice(&7u32.to_le_bytes());
        bytes[8..16].copy_from_slice(&0.5f64.to_le_bytes());
        bytes[16..20].copy_from_slice(&3u32.to_le_bytes());
        bytes[24..32].copy_from_slice(&(1u64 << 40).to_le_bytes());
        bytes[32..36].copy_from_slice(&1.5f32.to_le_bytes());
        // The 20 bytes after the one whole element are not printed.
        assert_eq!(format_fields(&bytes, &tail), "7 0.5\n3 1099511627776 1.5 0 0 0 0 0 0\n");
    }
}
