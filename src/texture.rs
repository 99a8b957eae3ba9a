//! Textures and samplers: what a kernel's `texture_*` and `sampler` bindings take.
//!
//! On wgpu a [`Texture`](crate::Texture) is a real texture and a [`Sampler`](crate::Sampler) a real sampler. On the native
//! devices (cpu, cuda, rocm) a texture is one device allocation: a [`NATIVE_HEADER_BYTES`]
//! header (format, size, mip levels and where each level starts) followed by the texels of each
//! level, row by row, layer by layer, tightly packed; a sampler is a small allocation holding its
//! packed state. The compiler lowers every texture built-in on those targets in software from
//! that layout (`compiler/lower/texture.rs`), with the meaning WGSL and Vulkan give it.

use crate::error::{GpuError, Result};

/// Texel formats a texture may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TextureFormat {
    /// Four 8-bit unsigned normalized channels.
    Rgba8Unorm,
    /// Four 8-bit signed normalized channels.
    Rgba8Snorm,
    /// Four 8-bit unsigned normalized channels, stored blue, green, red, alpha.
    Bgra8Unorm,
    /// Four 8-bit unsigned integers.
    Rgba8Uint,
    /// Four 8-bit signed integers.
    Rgba8Sint,
    /// Four half floats.
    Rgba16Float,
    /// Four f32.
    Rgba32Float,
    /// Four u32.
    Rgba32Uint,
    /// Four i32.
    Rgba32Sint,
    /// One f32.
    R32Float,
    /// One u32.
    R32Uint,
    /// One i32.
    R32Sint,
    /// Two f32.
    Rg32Float,
    /// Depth as a 16-bit unsigned normalized value (`texture_depth_*` bindings).
    Depth16Unorm,
    /// Depth as an f32 (`texture_depth_*` bindings).
    Depth32Float,
}

/// What a texel's channels read as in a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SampleKind {
    /// `f32` (float and normalized formats).
    Float,
    /// `i32`.
    Sint,
    /// `u32`.
    Uint,
    /// Depth: one `f32` (`texture_depth_2d`, `texture_depth_2d_array`), compared by
    /// `textureSampleCompareLevel` and `textureGatherCompare`.
    Depth,
}

impl TextureFormat {
    /// Every color format, in the order of their native codes: what storage textures and
    /// `texture_*<T>` bindings take.
    pub const ALL: [TextureFormat; 13] = [
        TextureFormat::Rgba8Unorm,
        TextureFormat::Rgba8Snorm,
        TextureFormat::Bgra8Unorm,
        TextureFormat::Rgba8Uint,
        TextureFormat::Rgba8Sint,
        TextureFormat::Rgba16Float,
        TextureFormat::Rgba32Float,
        TextureFormat::Rgba32Uint,
        TextureFormat::Rgba32Sint,
        TextureFormat::R32Float,
        TextureFormat::R32Uint,
        TextureFormat::R32Sint,
        TextureFormat::Rg32Float,
    ];

    /// The depth formats (native codes after the color formats'): what `texture_depth_*`
    /// bindings take. They are not storage formats.
    pub const DEPTH: [TextureFormat; 2] = [TextureFormat::Depth16Unorm, TextureFormat::Depth32Float];

    /// The WGSL spelling (`rgba8unorm`).
    pub fn name(self) -> &'static str {
        use TextureFormat as F;
        match self {
            F::Rgba8Unorm => "rgba8unorm",
            F::Rgba8Snorm => "rgba8snorm",
            F::Bgra8Unorm => "bgra8unorm",
            F::Rgba8Uint => "rgba8uint",
            F::Rgba8Sint => "rgba8sint",
            F::Rgba16Float => "rgba16float",
            F::Rgba32Float => "rgba32float",
            F::Rgba32Uint => "rgba32uint",
            F::Rgba32Sint => "rgba32sint",
            F::R32Float => "r32float",
            F::R32Uint => "r32uint",
            F::R32Sint => "r32sint",
            F::Rg32Float => "rg32float",
            F::Depth16Unorm => "depth16unorm",
            F::Depth32Float => "depth32float",
        }
    }

    /// The format spelled `name` in WGSL.
    pub fn parse(name: &str) -> Result<Self> {
        let every = || Self::ALL.into_iter().chain(Self::DEPTH);
        every().find(|f| f.name() == name).ok_or_else(|| {
            GpuError::invalid_argument(format!(
                "unknown texture format `{name}`; formats: {}",
                every().map(Self::name).collect::<Vec<_>>().join(", ")
            ))
        })
    }

    /// The number anygpu's native texture header stores for this format.
    pub(crate) fn code(self) -> u32 {
        Self::ALL
            .iter()
            .chain(&Self::DEPTH)
            .position(|&f| f == self)
            .unwrap_or(0) as u32
    }

    /// Bytes per texel.
    pub fn texel_bytes(self) -> u32 {
        use TextureFormat as F;
        match self {
            F::Rgba8Unorm | F::Rgba8Snorm | F::Bgra8Unorm | F::Rgba8Uint | F::Rgba8Sint => 4,
            F::R32Float | F::R32Uint | F::R32Sint | F::Depth32Float => 4,
            F::Depth16Unorm => 2,
            F::Rgba16Float | F::Rg32Float => 8,
            F::Rgba32Float | F::Rgba32Uint | F::Rgba32Sint => 16,
        }
    }

    /// Channels stored per texel.
    pub fn channels(self) -> u32 {
        use TextureFormat as F;
        match self {
            F::R32Float | F::R32Uint | F::R32Sint | F::Depth16Unorm | F::Depth32Float => 1,
            F::Rg32Float => 2,
            _ => 4,
        }
    }

    /// What the channels read as.
    pub fn sample_kind(self) -> SampleKind {
        use TextureFormat as F;
        match self {
            F::Rgba8Uint | F::Rgba32Uint | F::R32Uint => SampleKind::Uint,
            F::Rgba8Sint | F::Rgba32Sint | F::R32Sint => SampleKind::Sint,
            F::Depth16Unorm | F::Depth32Float => SampleKind::Depth,
            _ => SampleKind::Float,
        }
    }

    /// Appends one texel holding `channels` (in the order a kernel sees them: r, g, b, a; BGRA
    /// formats are swizzled here) to `out`, in this format's memory layout. Strict, because the
    /// values come from a person: a normalized channel outside its range, an integer channel
    /// that is fractional or out of range, or a finite float that overflows its format is an
    /// error naming the value, not a silent clamp.
    pub fn encode_texel(self, channels: &[f64], out: &mut Vec<u8>) -> Result<()> {
        use TextureFormat as F;
        let n = self.channels() as usize;
        if channels.len() != n {
            return Err(GpuError::invalid_argument(format!(
                "a {self} texel has {n} channel(s), {} given",
                channels.len()
            )));
        }
        let bad = |v: f64, what: &str| GpuError::invalid_argument(format!("{v} is not {what} (a {self} channel)"));
        let normalized = |v: f64, lo: f64, scale: f64| -> Result<f64> {
            if v.is_nan() || v < lo || v > 1.0 {
                return Err(bad(v, &format!("within [{lo}, 1]")));
            }
            Ok((v * scale).round_ties_even())
        };
        let integer = |v: f64, lo: f64, hi: f64| -> Result<f64> {
            if v.fract() != 0.0 || !(lo..=hi).contains(&v) {
                return Err(bad(v, &format!("an integer within [{lo}, {hi}]")));
            }
            Ok(v)
        };
        for i in 0..n {
            // BGRA stores the kernel's red in its third byte.
            let v = match self {
                F::Bgra8Unorm => channels[[2, 1, 0, 3][i]],
                _ => channels[i],
            };
            match self {
                F::Rgba8Unorm | F::Bgra8Unorm => out.push(normalized(v, 0.0, 255.0)? as u8),
                F::Rgba8Snorm => out.push(normalized(v, -1.0, 127.0)? as i8 as u8),
                F::Rgba8Uint => out.push(integer(v, 0.0, 255.0)? as u8),
                F::Rgba8Sint => out.push(integer(v, -128.0, 127.0)? as i8 as u8),
                F::Rgba16Float => {
                    let h = half::f16::from_f64(v);
                    if h.is_infinite() && v.is_finite() {
                        return Err(bad(v, "within a half float's range"));
                    }
                    out.extend_from_slice(&h.to_le_bytes());
                }
                F::Depth16Unorm => out.extend_from_slice(&(normalized(v, 0.0, 65535.0)? as u16).to_le_bytes()),
                F::Rgba32Float | F::R32Float | F::Rg32Float | F::Depth32Float => {
                    let f = v as f32;
                    if f.is_infinite() && v.is_finite() {
                        return Err(bad(v, "within f32's range"));
                    }
                    out.extend_from_slice(&f.to_le_bytes());
                }
                F::Rgba32Uint | F::R32Uint => {
                    out.extend_from_slice(&(integer(v, 0.0, f64::from(u32::MAX))? as u32).to_le_bytes())
                }
                F::Rgba32Sint | F::R32Sint => {
                    out.extend_from_slice(&(integer(v, f64::from(i32::MIN), f64::from(i32::MAX))? as i32).to_le_bytes())
                }
            }
        }
        Ok(())
    }

    /// The channels of the texel in `bytes` (exactly [`texel_bytes`](Self::texel_bytes) long),
    /// as a kernel's `textureLoad` reads them: r, g, b, a (the first [`channels`](Self::channels)
    /// are meaningful), normalized formats decoded to the nearest f32 of `c / 255`,
    /// `max(c / 127, -1)` or `c / 65535`. Every value is exact in f64.
    pub fn decode_texel(self, bytes: &[u8]) -> [f64; 4] {
        use TextureFormat as F;
        let word = |i: usize| u32::from_le_bytes([bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]]);
        let mut out = [0.0; 4];
        for (i, c) in out.iter_mut().enumerate().take(self.channels() as usize) {
            *c = match self {
                F::Rgba8Unorm => f64::from((f64::from(bytes[i]) / 255.0) as f32),
                F::Bgra8Unorm => f64::from((f64::from(bytes[[2, 1, 0, 3][i]]) / 255.0) as f32),
                F::Rgba8Snorm => f64::from((f64::from(bytes[i] as i8) / 127.0).max(-1.0) as f32),
                F::Rgba8Uint => f64::from(bytes[i]),
                F::Rgba8Sint => f64::from(bytes[i] as i8),
                F::Rgba16Float => half::f16::from_le_bytes([bytes[2 * i], bytes[2 * i + 1]]).to_f64(),
                F::Rgba32Float | F::R32Float | F::Rg32Float | F::Depth32Float => f64::from(f32::from_bits(word(i))),
                F::Depth16Unorm => f64::from((f64::from(u16::from_le_bytes([bytes[0], bytes[1]])) / 65535.0) as f32),
                F::Rgba32Uint | F::R32Uint => f64::from(word(i)),
                F::Rgba32Sint | F::R32Sint => f64::from(word(i) as i32),
            };
        }
        out
    }

    /// The format of a WGSL storage texture type, if anygpu has it.
    pub(crate) fn from_naga(format: naga::StorageFormat) -> Option<Self> {
        use naga::StorageFormat as S;
        use TextureFormat as F;
        Some(match format {
            S::Rgba8Unorm => F::Rgba8Unorm,
            S::Rgba8Snorm => F::Rgba8Snorm,
            S::Bgra8Unorm => F::Bgra8Unorm,
            S::Rgba8Uint => F::Rgba8Uint,
            S::Rgba8Sint => F::Rgba8Sint,
            S::Rgba16Float => F::Rgba16Float,
            S::Rgba32Float => F::Rgba32Float,
            S::Rgba32Uint => F::Rgba32Uint,
            S::Rgba32Sint => F::Rgba32Sint,
            S::R32Float => F::R32Float,
            S::R32Uint => F::R32Uint,
            S::R32Sint => F::R32Sint,
            S::Rg32Float => F::Rg32Float,
            _ => return None,
        })
    }
}

impl std::fmt::Display for TextureFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A texture's dimensionality.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureDimension {
    /// Width only.
    D1,
    /// Width × height, with any number of array layers.
    D2,
    /// Width × height × depth.
    D3,
}

/// What [`GpuContext::alloc_texture`](crate::GpuContext::alloc_texture) makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureDesc {
    /// 1D, 2D (also 2D arrays) or 3D.
    pub dimension: TextureDimension,
    /// The texel format.
    pub format: TextureFormat,
    /// Texels per row.
    pub width: u32,
    /// Rows (1 for 1D).
    pub height: u32,
    /// Depth of a 3D texture, array layers of a 2D one (1 for 1D).
    pub depth_or_layers: u32,
    /// Mip levels, each half the size of the one before (at least 1).
    pub mip_levels: u32,
}

/// Most mip levels the native layout records.
pub const MAX_MIP_LEVELS: u32 = 15;
/// Largest width, height, depth or layer count anygpu accepts (WebGPU's 2D limit; wgpu
/// devices may allow less, which they report).
pub const MAX_TEXTURE_EXTENT: u32 = 16384;
/// Bytes of the header in front of a native texture's texels.
pub const NATIVE_HEADER_BYTES: u64 = native_layout::HEADER_BYTES;

/// The native devices' texture and sampler layout, defined once: written here
/// ([`TextureDesc::native_header`], [`SamplerDesc::native_word`]) and read by the native
/// lowering (`compiler::lower::texture`).
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) mod native_layout {
    /// Bytes of the header in front of a texture's texels.
    pub const HEADER_BYTES: u64 = 128;
    /// The header's u32 words, in order: format code, dimension (1, 2, 3), width, height,
    /// depth or layers, mip levels; then each level's byte offset.
    pub const FORMAT: u64 = 0;
    pub const DIMENSION: u64 = 1;
    pub const WIDTH: u64 = 2;
    pub const HEIGHT: u64 = 3;
    pub const DEPTH_OR_LAYERS: u64 = 4;
    pub const LEVELS: u64 = 5;
    /// Where the level offsets start, in bytes.
    pub const LEVEL_OFFSETS_AT: u64 = 4 * (LEVELS + 1);
    /// Bytes of a sampler's allocation; its state is the first u32.
    pub const SAMPLER_BYTES: usize = 16;
    /// The sampler state's fields: 2 bits of address mode per axis at bit `2 * axis` (0 clamp,
    /// 1 repeat, 2 mirror); one bit each for linear mag, min and mipmap filtering from
    /// `LINEAR_FILTER_AT`; 4 bits of compare function at `COMPARE_AT` (0 none).
    pub const ADDRESS_MODE_BITS: u32 = 2;
    pub const ADDRESS_MODE_MASK: u32 = 3;
    pub const LINEAR_FILTER_AT: u32 = 6;
    pub const COMPARE_AT: u32 = 9;
    pub const COMPARE_MASK: u32 = 15;
}

impl TextureDesc {
    /// A 2D texture of one layer and one mip level.
    pub fn d2(format: TextureFormat, width: u32, height: u32) -> Self {
        TextureDesc {
            dimension: TextureDimension::D2,
            format,
            width,
            height,
            depth_or_layers: 1,
            mip_levels: 1,
        }
    }

    /// Width, height and depth (1 for arrays: layers are not a level's depth) of mip `level`.
    pub fn level_size(&self, level: u32) -> [u32; 3] {
        let shrink = |n: u32| (n >> level).max(1);
        match self.dimension {
            TextureDimension::D1 => [shrink(self.width), 1, 1],
            TextureDimension::D2 => [shrink(self.width), shrink(self.height), 1],
            TextureDimension::D3 => [shrink(self.width), shrink(self.height), shrink(self.depth_or_layers)],
        }
    }

    /// Array layers (1 unless a 2D array).
    pub fn layers(&self) -> u32 {
        match self.dimension {
            TextureDimension::D2 => self.depth_or_layers,
            _ => 1,
        }
    }

    /// Bytes of mip `level` with all its layers, texels tightly packed.
    pub fn level_bytes(&self, level: u32) -> u64 {
        let [w, h, d] = self.level_size(level);
        w as u64 * h as u64 * d as u64 * self.layers() as u64 * self.format.texel_bytes() as u64
    }

    /// Checks the description, with a message naming what is wrong.
    pub fn check(&self) -> Result<()> {
        let bad = |why: String| Err(GpuError::invalid_argument(format!("texture {self:?}: {why}")));
        let extents = [self.width, self.height, self.depth_or_layers];
        if extents.contains(&0) {
            return bad("width, height and depth_or_layers must be at least 1".into());
        }
        if let Some(e) = extents.iter().find(|&&e| e > MAX_TEXTURE_EXTENT) {
            return bad(format!("{e} is over the largest extent, {MAX_TEXTURE_EXTENT}"));
        }
        if self.dimension == TextureDimension::D1 && (self.height, self.depth_or_layers) != (1, 1) {
            return bad("a 1D texture has height 1 and depth_or_layers 1".into());
        }
        let largest = match self.dimension {
            TextureDimension::D1 => self.width,
            TextureDimension::D2 => self.width.max(self.height),
            TextureDimension::D3 => self.width.max(self.height).max(self.depth_or_layers),
        };
        let most_levels = (32 - largest.leading_zeros()).min(MAX_MIP_LEVELS);
        if self.mip_levels == 0 || self.mip_levels > most_levels {
            return bad(format!(
                "mip_levels must be 1..={most_levels} for this size (each level halves it, down to 1)"
            ));
        }
        if self.native_bytes() > u32::MAX as u64 {
            return bad("over 4 GiB of texels".into());
        }
        Ok(())
    }

    /// Byte offset of each mip level in the native layout (after the header).
    pub(crate) fn native_level_offsets(&self) -> Vec<u64> {
        let mut at = NATIVE_HEADER_BYTES;
        (0..self.mip_levels)
            .map(|l| {
                let here = at;
                at += self.level_bytes(l).next_multiple_of(16);
                here
            })
            .collect()
    }

    /// Bytes of the native allocation: header and every level.
    pub(crate) fn native_bytes(&self) -> u64 {
        NATIVE_HEADER_BYTES
            + (0..self.mip_levels)
                .map(|l| self.level_bytes(l).next_multiple_of(16))
                .sum::<u64>()
    }

    /// The native header: format, dimension, width, height, depth_or_layers, mip_levels, then
    /// each level's byte offset, as little-endian u32s.
    pub(crate) fn native_header(&self) -> Vec<u8> {
        let dim = match self.dimension {
            TextureDimension::D1 => 1u32,
            TextureDimension::D2 => 2,
            TextureDimension::D3 => 3,
        };
        let mut words = vec![0u32; native_layout::LEVELS as usize + 1];
        words[native_layout::FORMAT as usize] = self.format.code();
        words[native_layout::DIMENSION as usize] = dim;
        words[native_layout::WIDTH as usize] = self.width;
        words[native_layout::HEIGHT as usize] = self.height;
        words[native_layout::DEPTH_OR_LAYERS as usize] = self.depth_or_layers;
        words[native_layout::LEVELS as usize] = self.mip_levels;
        words.extend(self.native_level_offsets().into_iter().map(|o| o as u32));
        let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        bytes.resize(NATIVE_HEADER_BYTES as usize, 0);
        bytes
    }
}

/// How a sampler picks between texels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FilterMode {
    /// The nearest texel (or mip level).
    #[default]
    Nearest,
    /// A weighted blend of the nearest 2 (1D), 4 (2D) or 8 (3D) texels (or of 2 mip levels).
    Linear,
}

/// What a sampler reads outside [0, 1].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AddressMode {
    /// The edge texel.
    #[default]
    ClampToEdge,
    /// The texture repeats.
    Repeat,
    /// The texture repeats, every other copy mirrored.
    MirrorRepeat,
}

/// How a comparison sampler compares a depth reference `r` with a texel's depth `d`
/// (`textureSampleCompareLevel`, `textureGatherCompare`): the result is 1.0 where `r OP d`
/// holds, else 0.0, then filtered. Comparisons with NaN fail, except `NotEqual`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CompareFunction {
    /// Never passes.
    Never,
    /// `r < d`.
    Less,
    /// `r == d`.
    Equal,
    /// `r <= d`.
    LessEqual,
    /// `r > d`.
    Greater,
    /// `r != d`.
    NotEqual,
    /// `r >= d`.
    GreaterEqual,
    /// Always passes.
    Always,
}

impl CompareFunction {
    /// Every function, in the order of their native codes (1 to 8; 0 is no comparison).
    pub const ALL: [CompareFunction; 8] = [
        CompareFunction::Never,
        CompareFunction::Less,
        CompareFunction::Equal,
        CompareFunction::LessEqual,
        CompareFunction::Greater,
        CompareFunction::NotEqual,
        CompareFunction::GreaterEqual,
        CompareFunction::Always,
    ];

    /// The WebGPU spelling (`less-equal`).
    pub fn name(self) -> &'static str {
        match self {
            CompareFunction::Never => "never",
            CompareFunction::Less => "less",
            CompareFunction::Equal => "equal",
            CompareFunction::LessEqual => "less-equal",
            CompareFunction::Greater => "greater",
            CompareFunction::NotEqual => "not-equal",
            CompareFunction::GreaterEqual => "greater-equal",
            CompareFunction::Always => "always",
        }
    }

    /// The function spelled `name` (as [`name`](Self::name) spells it).
    pub fn parse(name: &str) -> Result<Self> {
        Self::ALL.into_iter().find(|f| f.name() == name).ok_or_else(|| {
            GpuError::invalid_argument(format!(
                "unknown compare function `{name}`; functions: {}",
                Self::ALL.map(Self::name).join(", ")
            ))
        })
    }

    /// Its native code, 1 to 8.
    pub(crate) fn code(self) -> u32 {
        Self::ALL.iter().position(|&f| f == self).unwrap_or(0) as u32 + 1
    }

    /// Whether `r OP d` holds (the reference semantics the lowering implements).
    pub fn passes(self, r: f32, d: f32) -> bool {
        match self {
            CompareFunction::Never => false,
            CompareFunction::Less => r < d,
            CompareFunction::Equal => r == d,
            CompareFunction::LessEqual => r <= d,
            CompareFunction::Greater => r > d,
            CompareFunction::NotEqual => r != d,
            CompareFunction::GreaterEqual => r >= d,
            CompareFunction::Always => true,
        }
    }
}

/// What [`GpuContext::create_sampler`](crate::GpuContext::create_sampler) makes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SamplerDesc {
    /// Filter when the level of detail is ≤ 0 (magnifying).
    pub mag_filter: FilterMode,
    /// Filter when the level of detail is > 0 (minifying).
    pub min_filter: FilterMode,
    /// Between mip levels.
    pub mipmap_filter: FilterMode,
    /// Along x, y and z.
    pub address_modes: [AddressMode; 3],
    /// A comparison sampler's function (`sampler_comparison` bindings take exactly these);
    /// `None` for a `sampler`.
    pub compare: Option<CompareFunction>,
}

impl SamplerDesc {
    /// One filter for all three and one address mode for every axis.
    pub fn new(filter: FilterMode, address: AddressMode) -> Self {
        SamplerDesc {
            mag_filter: filter,
            min_filter: filter,
            mipmap_filter: filter,
            address_modes: [address; 3],
            compare: None,
        }
    }

    /// The state as the native lowering reads it: 2 bits of address mode per axis (0 clamp,
    /// 1 repeat, 2 mirror), then one bit each for linear mag, min and mipmap filtering, then 4
    /// bits of compare function (0 none, else [`CompareFunction::code`]).
    pub(crate) fn native_word(&self) -> u32 {
        let mut word = 0;
        for (axis, mode) in self.address_modes.iter().enumerate() {
            let code = match mode {
                AddressMode::ClampToEdge => 0,
                AddressMode::Repeat => 1,
                AddressMode::MirrorRepeat => 2,
            };
            word |= code << (native_layout::ADDRESS_MODE_BITS * axis as u32);
        }
        for (bit, filter) in [self.mag_filter, self.min_filter, self.mipmap_filter]
            .iter()
            .enumerate()
        {
            if *filter == FilterMode::Linear {
                word |= 1 << (native_layout::LINEAR_FILTER_AT + bit as u32);
            }
        }
        word | self.compare.map_or(0, CompareFunction::code) << native_layout::COMPARE_AT
    }
}

/// The view a `texture_*` binding takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ViewDimension {
    /// `texture_1d`, `texture_storage_1d`.
    D1,
    /// `texture_2d`, `texture_storage_2d`: a 2D texture of one layer.
    D2,
    /// `texture_2d_array`, `texture_storage_2d_array`.
    D2Array,
    /// `texture_3d`, `texture_storage_3d`.
    D3,
}

impl ViewDimension {
    /// Whether a texture of `desc` can be bound as this view.
    pub fn accepts(self, desc: &TextureDesc) -> bool {
        match self {
            ViewDimension::D1 => desc.dimension == TextureDimension::D1,
            ViewDimension::D2 => desc.dimension == TextureDimension::D2 && desc.depth_or_layers == 1,
            ViewDimension::D2Array => desc.dimension == TextureDimension::D2,
            ViewDimension::D3 => desc.dimension == TextureDimension::D3,
        }
    }

    /// Coordinates a texel address has (1, 2 or 3), not counting the array layer.
    pub fn coordinates(self) -> u32 {
        match self {
            ViewDimension::D1 => 1,
            ViewDimension::D2 | ViewDimension::D2Array => 2,
            ViewDimension::D3 => 3,
        }
    }
}

/// How a kernel may use a storage texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StorageAccess {
    /// `read`.
    Read,
    /// `write`.
    Write,
    /// `read_write`.
    ReadWrite,
}

/// A sampled texture or a storage texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureClass {
    /// `texture_2d<f32>` and the like: any format whose channels read as this kind.
    Sampled(SampleKind),
    /// `texture_storage_2d<FORMAT, ACCESS>`: exactly this format.
    Storage {
        /// The declared format.
        format: TextureFormat,
        /// The declared access.
        access: StorageAccess,
    },
}

/// A `texture_*` binding of a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureBinding {
    /// The view it takes.
    pub view: ViewDimension,
    /// Sampled or storage.
    pub class: TextureClass,
}

impl TextureBinding {
    /// Why a texture of `desc` cannot be bound here, if it cannot.
    pub fn mismatch(&self, desc: &TextureDesc) -> Option<String> {
        if !self.view.accepts(desc) {
            return Some(format!(
                "a {:?} texture with {} layer(s) is not a {:?} view",
                desc.dimension, desc.depth_or_layers, self.view
            ));
        }
        match self.class {
            TextureClass::Sampled(kind) if desc.format.sample_kind() != kind => Some(format!(
                "its format {} reads as {:?}, the binding's as {kind:?}",
                desc.format,
                desc.format.sample_kind()
            )),
            TextureClass::Storage { format, .. } if desc.format != format => {
                Some(format!("its format is {}, the binding's {format}", desc.format))
            }
            TextureClass::Storage { .. } if desc.mip_levels != 1 => {
                Some("a storage texture binding takes a texture of one mip level".into())
            }
            _ => None,
        }
    }

    /// True when the kernel may write it.
    pub fn writable(&self) -> bool {
        matches!(
            self.class,
            TextureClass::Storage {
                access: StorageAccess::Write | StorageAccess::ReadWrite,
                ..
            }
        )
    }
}

/// Bytes of a sampler's native allocation.
pub(crate) const NATIVE_SAMPLER_BYTES: usize = native_layout::SAMPLER_BYTES;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_layout_places_levels_after_the_header_aligned() {
        let mut d = TextureDesc::d2(TextureFormat::Rgba8Unorm, 5, 3);
        d.mip_levels = 3;
        d.check().unwrap();
        assert_eq!(d.level_size(1), [2, 1, 1]);
        assert_eq!(d.level_size(2), [1, 1, 1]);
        // 5*3*4 = 60 -> 64; 2*1*4 = 8 -> 16.
        assert_eq!(d.native_level_offsets(), vec![128, 192, 208]);
        assert_eq!(d.native_bytes(), 224);
        let h = d.native_header();
        assert_eq!(&h[24..28], &128u32.to_le_bytes());
        assert_eq!(&h[28..32], &192u32.to_le_bytes());
    }

    #[test]
    fn bad_descriptions_are_errors() {
        let mut d = TextureDesc::d2(TextureFormat::R32Float, 4, 4);
        d.mip_levels = 4;
        assert!(d.check().unwrap_err().to_string().contains("mip_levels"));
        assert!(TextureDesc::d2(TextureFormat::R32Float, 0, 4).check().is_err());
        assert!(TextureDesc::d2(TextureFormat::R32Float, 1 << 20, 1).check().is_err());
        assert!(TextureFormat::parse("rgb9e5ufloat")
            .unwrap_err()
            .to_string()
            .contains("rgba8unorm"));
    }

    #[test]
    fn texels_encode_and_decode_every_format() {
        for format in TextureFormat::ALL.into_iter().chain(TextureFormat::DEPTH) {
            let n = format.channels() as usize;
            let values: Vec<f64> = match format.sample_kind() {
                SampleKind::Float | SampleKind::Depth => [0.0, 1.0, 0.5, 0.25][..n].to_vec(),
                SampleKind::Uint => [0.0, 1.0, 200.0, 255.0][..n].to_vec(),
                SampleKind::Sint => [-128.0, -1.0, 0.0, 127.0][..n].to_vec(),
            };
            let mut bytes = Vec::new();
            format.encode_texel(&values, &mut bytes).unwrap();
            assert_eq!(bytes.len(), format.texel_bytes() as usize, "{format}");
            let back = format.decode_texel(&bytes);
            for (i, &v) in values.iter().enumerate() {
                // 0.5 and 0.25 are not multiples of 1/255 or 1/127.
                let tolerance = if format.name().contains("norm") {
                    0.5 / 127.0
                } else {
                    0.0
                };
                assert!((back[i] - v).abs() <= tolerance, "{format}: {v} -> {}", back[i]);
            }
        }
        let mut b = Vec::new();
        TextureFormat::Bgra8Unorm
            .encode_texel(&[1.0, 0.0, 0.0, 0.5], &mut b)
            .unwrap();
        assert_eq!(b, [0, 0, 255, 128], "red lands in the third byte; 127.5 rounds to even");
        b.clear();
        TextureFormat::Rgba8Snorm
            .encode_texel(&[-1.0, 1.0, 0.0, 0.0], &mut b)
            .unwrap();
        assert_eq!(b, [0x81, 0x7f, 0, 0]);
        assert_eq!(
            TextureFormat::Rgba8Snorm.decode_texel(&[0x80, 0, 0, 0])[0],
            -1.0,
            "-128 reads as -1"
        );
        for (format, values, want) in [
            (TextureFormat::Rgba8Unorm, [1.5, 0.0, 0.0, 0.0], "within [0, 1]"),
            (
                TextureFormat::Rgba8Uint,
                [256.0, 0.0, 0.0, 0.0],
                "integer within [0, 255]",
            ),
            (TextureFormat::Rgba8Sint, [0.5, 0.0, 0.0, 0.0], "integer"),
            (TextureFormat::Rgba16Float, [1e6, 0.0, 0.0, 0.0], "half float's range"),
            (TextureFormat::Rgba32Uint, [-1.0, 0.0, 0.0, 0.0], "integer"),
        ] {
            let err = format.encode_texel(&values, &mut b).unwrap_err().to_string();
            assert!(err.contains(want), "{format}: {err}");
        }
        let err = TextureFormat::R32Float.encode_texel(&[1.0, 2.0], &mut b).unwrap_err();
        assert!(err.to_string().contains("1 channel(s), 2 given"), "{err}");
    }

    #[test]
    fn sampler_word_packs_modes_and_filters() {
        let s = SamplerDesc {
            mag_filter: FilterMode::Linear,
            min_filter: FilterMode::Nearest,
            mipmap_filter: FilterMode::Linear,
            address_modes: [AddressMode::Repeat, AddressMode::MirrorRepeat, AddressMode::ClampToEdge],
            compare: None,
        };
        assert_eq!(s.native_word(), 1 | (2 << 2) | (1 << 6) | (1 << 8));
        let c = SamplerDesc {
            compare: Some(CompareFunction::GreaterEqual),
            ..s
        };
        assert_eq!(c.native_word(), s.native_word() | (7 << 9));
        assert_eq!(
            CompareFunction::parse("less-equal").unwrap(),
            CompareFunction::LessEqual
        );
        assert!(CompareFunction::parse("lequal")
            .unwrap_err()
            .to_string()
            .contains("greater-equal"));
    }
}
