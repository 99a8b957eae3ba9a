//! Textures and samplers on the command line: `--arg B=tex2d:FORMAT:WxH[xLAYERS]:SPEC` (and
//! `tex1d`, `tex3d`), `--arg B=sampler:FILTER,ADDRESS[,ADDRESS,ADDRESS]`, and how a texture's
//! texels are printed and compared after a run.
//!
//! Values are written as a kernel's `textureLoad` reads them: channels r, g, b, a (for
//! `bgra8unorm` too: the byte order is the format's business), normalized formats as floats in
//! [0, 1] or [-1, 1], integer formats as integers. `file:PATH` is the raw texel bytes of mip
//! level 0, row by row, then layer by layer (or slice by slice).

use std::path::PathBuf;

use anygpu::compiler::ScalarType;
use anygpu::texture::SampleKind;
use anygpu::{
    AddressMode, CompareFunction, FilterMode, GpuError, SamplerDesc, TextureDesc, TextureDimension, TextureFormat,
};

use crate::values::{format_value, parse_unsigned, parse_value};

/// Where a texture's texels come from.
#[derive(Clone, Debug, PartialEq)]
pub enum TexelData {
    /// All zero.
    Zeros,
    /// Channel values, already encoded in the texture's format.
    Values(Vec<u8>),
    /// The raw texel bytes of a file (read when the command runs).
    File(PathBuf),
}

/// A texture as `--arg` describes it: one mip level.
#[derive(Clone, Debug, PartialEq)]
pub struct TextureSpec {
    pub desc: TextureDesc,
    pub data: TexelData,
}

impl TextureSpec {
    /// Texels of mip level 0, all layers.
    pub fn texels(&self) -> u64 {
        self.desc.level_bytes(0) / u64::from(self.desc.format.texel_bytes())
    }
}

/// The spellings `tex1d`, `tex2d` and `tex3d`, for `DataSpec`'s parser.
pub fn texture_dimension(kind: &str) -> Option<TextureDimension> {
    match kind {
        "tex1d" => Some(TextureDimension::D1),
        "tex2d" => Some(TextureDimension::D2),
        "tex3d" => Some(TextureDimension::D3),
        _ => None,
    }
}

/// The part after `texNd:`: `FORMAT:SIZE:SPEC`.
pub fn parse_texture(dimension: TextureDimension, rest: &str) -> Result<TextureSpec, String> {
    let forms = "e.g. tex2d:rgba8unorm:64x64:zeros, tex2d:r32float:2x2:1,2,3,4, tex2d:rgba8unorm:8x8x2:file:in.raw";
    let mut parts = rest.splitn(3, ':');
    let (Some(format), Some(size), Some(spec)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(format!("expected FORMAT:SIZE:SPEC after the texture kind ({forms})"));
    };
    let format = TextureFormat::parse(&format.trim().to_ascii_lowercase()).map_err(plain)?;
    let desc = parse_size(dimension, format, size)?;
    desc.check().map_err(plain)?;
    let data = match spec.trim() {
        "zeros" => TexelData::Zeros,
        s if s.starts_with("file:") => {
            let path = &spec.trim_start()["file:".len()..];
            if path.is_empty() {
                return Err("give a path after `file:`".into());
            }
            TexelData::File(PathBuf::from(path))
        }
        "" => return Err(format!("give the texels: zeros, file:PATH or channel values ({forms})")),
        values => TexelData::Values(encode_values(&desc, values)?),
    };
    Ok(TextureSpec { desc, data })
}

/// The library's message without its category: the command line says where the text was.
fn plain(e: GpuError) -> String {
    match e {
        GpuError::InvalidArgument(message) => message,
        e => e.to_string(),
    }
}

/// `W` (1D), `WxH` or `WxHxLAYERS` (2D), `WxHxD` (3D).
fn parse_size(dimension: TextureDimension, format: TextureFormat, size: &str) -> Result<TextureDesc, String> {
    let (shape, most) = match dimension {
        TextureDimension::D1 => ("W", 1),
        TextureDimension::D2 => ("WxH or WxHxLAYERS", 3),
        TextureDimension::D3 => ("WxHxD", 3),
    };
    let extents: Option<Vec<u32>> = size
        .split('x')
        .map(|p| parse_unsigned(p.trim()).and_then(|n| u32::try_from(n).ok()))
        .collect();
    let extents =
        extents.filter(|e| (1..=most).contains(&e.len()) && (dimension != TextureDimension::D3 || e.len() == 3));
    let Some(e) = extents else {
        return Err(format!("`{size}` is not a texture size; write {shape}"));
    };
    let at = |i: usize| e.get(i).copied().unwrap_or(1);
    if dimension == TextureDimension::D2 && e.len() == 1 {
        return Err(format!("`{size}` is not a texture size; write {shape}"));
    }
    Ok(TextureDesc {
        dimension,
        format,
        width: at(0),
        height: at(1),
        depth_or_layers: at(2),
        mip_levels: 1,
    })
}

/// Every texel's channels, comma-separated, encoded in `desc`'s format.
fn encode_values(desc: &TextureDesc, text: &str) -> Result<Vec<u8>, String> {
    let format = desc.format;
    let channels = format.channels() as usize;
    let values: Vec<&str> = text.split(',').collect();
    let texels = desc.level_bytes(0) / u64::from(format.texel_bytes());
    if values.len() as u64 != texels * channels as u64 {
        return Err(format!(
            "{texels} {format} texel(s) take {} value(s) ({channels} channel(s) each), {} given",
            texels * channels as u64,
            values.len()
        ));
    }
    let mut bytes = Vec::with_capacity(desc.level_bytes(0) as usize);
    let mut texel = Vec::with_capacity(channels);
    for (t, chunk) in values.chunks(channels).enumerate() {
        texel.clear();
        for (c, v) in chunk.iter().enumerate() {
            let at = t * channels + c + 1;
            texel.push(parse_channel(format, v).map_err(|e| format!("value {at}: {e}"))?);
        }
        format
            .encode_texel(&texel, &mut bytes)
            .map_err(|e| format!("texel {t}: {}", plain(e)))?;
    }
    Ok(bytes)
}

/// One channel value as written, exactly (f32 formats parse as f32, not through f64).
fn parse_channel(format: TextureFormat, v: &str) -> Result<f64, String> {
    let ty = match format.sample_kind() {
        SampleKind::Uint => ScalarType::U32,
        SampleKind::Sint => ScalarType::I32,
        SampleKind::Float | SampleKind::Depth
            if format == TextureFormat::Rgba16Float || format.name().contains("norm") =>
        {
            ScalarType::F64
        }
        SampleKind::Float | SampleKind::Depth => ScalarType::F32,
    };
    let b = parse_value(ty, v)?;
    Ok(match ty {
        ScalarType::U32 => f64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        ScalarType::I32 => f64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        ScalarType::F32 => f64::from(f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        _ => f64::from_le_bytes(b.try_into().expect("8 bytes")),
    })
}

/// The part after `sampler:`: `FILTER,ADDRESS` with up to three addresses (u, v, w; the last
/// repeats). FILTER (`nearest` or `linear`) applies to magnification, minification and between
/// mip levels.
pub fn parse_sampler(rest: &str) -> Result<SamplerDesc, String> {
    let forms = "write sampler:FILTER,ADDRESS[,COMPARE] (FILTER nearest or linear; ADDRESS clamp, repeat or mirror, up to three for u,v,w; COMPARE for a sampler_comparison: never, less, equal, less-equal, greater, not-equal, greater-equal or always), e.g. sampler:linear,clamp or sampler:linear,clamp,less";
    let mut parts: Vec<String> = rest.split(',').map(|p| p.trim().to_ascii_lowercase()).collect();
    let compare = match parts.last().map(|p| CompareFunction::parse(p)) {
        Some(Ok(c)) if parts.len() > 2 => {
            parts.pop();
            Some(c)
        }
        _ => None,
    };
    if !(2..=4).contains(&parts.len()) {
        return Err(format!("`{rest}`: {forms}"));
    }
    let filter = match parts[0].as_str() {
        "nearest" => FilterMode::Nearest,
        "linear" => FilterMode::Linear,
        f => return Err(format!("`{f}` is not a filter; {forms}")),
    };
    let mut addresses = Vec::new();
    for a in &parts[1..] {
        addresses.push(match a.as_str() {
            "clamp" | "clamp-to-edge" => AddressMode::ClampToEdge,
            "repeat" => AddressMode::Repeat,
            "mirror" | "mirror-repeat" => AddressMode::MirrorRepeat,
            a => return Err(format!("`{a}` is not an address mode; {forms}")),
        });
    }
    let last = *addresses.last().expect("at least one address");
    let mut desc = SamplerDesc::new(filter, last);
    for (i, a) in addresses.into_iter().enumerate() {
        desc.address_modes[i] = a;
    }
    desc.compare = compare;
    Ok(desc)
}

/// A texel's channels as `--print` shows them: space-separated, as the f32, i32 or u32 a
/// kernel reads.
pub fn format_texel(format: TextureFormat, bytes: &[u8]) -> String {
    let channels = format.decode_texel(bytes);
    channels[..format.channels() as usize]
        .iter()
        .map(|&c| format_channel(format, c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One decoded channel as text.
pub fn format_channel(format: TextureFormat, c: f64) -> String {
    match format.sample_kind() {
        SampleKind::Uint | SampleKind::Sint => format!("{c}"),
        SampleKind::Float | SampleKind::Depth => format_value(ScalarType::F32, &(c as f32).to_le_bytes()),
    }
}

/// Every texel of level 0, one per line.
pub fn format_texels(format: TextureFormat, bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 4);
    for texel in bytes.chunks_exact(format.texel_bytes() as usize) {
        s.push_str(&format_texel(format, texel));
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tex2d(rest: &str) -> Result<TextureSpec, String> {
        parse_texture(TextureDimension::D2, rest)
    }

    #[test]
    fn texture_specs() {
        let t = tex2d("rgba8unorm:4x2:zeros").unwrap();
        assert_eq!(t.desc, TextureDesc::d2(TextureFormat::Rgba8Unorm, 4, 2));
        assert_eq!(t.data, TexelData::Zeros);
        let t = tex2d("r32float:2x1x3:1,2.5,-3,0.1,5,6").unwrap();
        assert_eq!((t.desc.depth_or_layers, t.texels()), (3, 6));
        let TexelData::Values(b) = &t.data else { panic!() };
        assert_eq!(&b[12..16], &0.1f32.to_le_bytes(), "f32 channels parse as f32");
        let t = tex2d("bgra8unorm:1x1:1,0,0,1").unwrap();
        assert_eq!(t.data, TexelData::Values(vec![0, 0, 255, 255]));
        let t = tex2d("RGBA8UINT:1x1:0xff,0,1,2").unwrap();
        assert_eq!(t.data, TexelData::Values(vec![255, 0, 1, 2]));
        let t = tex2d("rgba8unorm:2x2:file:/tmp/a:b.raw").unwrap();
        assert_eq!(t.data, TexelData::File(PathBuf::from("/tmp/a:b.raw")));
        let t = parse_texture(TextureDimension::D3, "r32sint:2x2x2:zeros").unwrap();
        assert_eq!((t.desc.depth_or_layers, t.texels()), (2, 8));
        let t = parse_texture(TextureDimension::D1, "r32uint:5:zeros").unwrap();
        assert_eq!((t.desc.width, t.desc.height), (5, 1));
    }

    #[test]
    fn bad_texture_specs_say_what_is_wrong() {
        let cases = [
            ("rgba8unorm:4x4", "FORMAT:SIZE:SPEC"),
            ("rgb9e5:4x4:zeros", "unknown texture format `rgb9e5`"),
            ("rgba8unorm:4:zeros", "WxH or WxHxLAYERS"),
            ("rgba8unorm:4x4x2x2:zeros", "not a texture size"),
            ("rgba8unorm:0x4:zeros", "at least 1"),
            ("rgba8unorm:99999x1:zeros", "largest extent"),
            (
                "r32float:2x2:1,2,3",
                "4 r32float texel(s) take 4 value(s) (1 channel(s) each), 3 given",
            ),
            ("rgba8unorm:1x1:0,0,2,0", "texel 0: 2 is not within [0, 1]"),
            ("rgba8uint:1x1:0,0,256,0", "integer within [0, 255]"),
            ("r32sint:1x1:1.5", "value 1: `1.5` is not a valid i32"),
            ("r32float:1x1:", "give the texels"),
            ("r32float:1x1:file:", "give a path"),
        ];
        for (spec, want) in cases {
            let err = tex2d(spec).unwrap_err();
            assert!(err.contains(want), "{spec}: {err}");
        }
        let err = parse_texture(TextureDimension::D3, "r32float:2x2:zeros").unwrap_err();
        assert!(err.contains("WxHxD"), "{err}");
    }

    #[test]
    fn sampler_specs() {
        let s = parse_sampler("linear,clamp").unwrap();
        assert_eq!(s, SamplerDesc::new(FilterMode::Linear, AddressMode::ClampToEdge));
        let s = parse_sampler("Nearest, repeat, mirror").unwrap();
        assert_eq!(s.mag_filter, FilterMode::Nearest);
        assert_eq!(
            s.address_modes,
            [
                AddressMode::Repeat,
                AddressMode::MirrorRepeat,
                AddressMode::MirrorRepeat
            ]
        );
        let s = parse_sampler("linear,clamp,less-equal").unwrap();
        assert_eq!(s.compare, Some(CompareFunction::LessEqual));
        assert_eq!(s.address_modes, [AddressMode::ClampToEdge; 3]);
        let s = parse_sampler("nearest,repeat,mirror,clamp,never").unwrap();
        assert_eq!(s.compare, Some(CompareFunction::Never));
        assert_eq!(s.address_modes[2], AddressMode::ClampToEdge);
        for (bad, want) in [
            ("linear", "sampler:FILTER,ADDRESS"),
            ("linear,less", "`less` is not an address mode"),
            ("linear,clamp,lesser", "`lesser` is not an address mode"),
            ("cubic,clamp", "`cubic` is not a filter"),
            ("linear,wrap", "`wrap` is not an address mode"),
            ("linear,clamp,clamp,clamp,clamp", "sampler:FILTER,ADDRESS"),
        ] {
            let err = parse_sampler(bad).unwrap_err();
            assert!(err.contains(want), "{bad}: {err}");
        }
    }

    #[test]
    fn texels_print_as_a_kernel_reads_them() {
        assert_eq!(
            format_texels(TextureFormat::Bgra8Unorm, &[0, 51, 255, 255, 0, 0, 0, 0]),
            "1 0.2 0 1\n0 0 0 0\n"
        );
        assert_eq!(
            format_texels(TextureFormat::Rgba8Sint, &[0x80, 1, 0, 0xff]),
            "-128 1 0 -1\n"
        );
        let half: Vec<u8> = [0.1f32, 1.0, -2.0, 65504.0]
            .iter()
            .flat_map(|&x| half::f16::from_f32(x).to_le_bytes())
            .collect();
        assert_eq!(
            format_texels(TextureFormat::Rgba16Float, &half),
            "0.099975586 1 -2 65504\n"
        );
        assert_eq!(
            format_texels(TextureFormat::Rg32Float, &bytemuck::cast_slice(&[0.1f32, 3.0])),
            "0.1 3\n"
        );
    }
}
