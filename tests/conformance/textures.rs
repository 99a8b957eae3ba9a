//! Textures and samplers: every format's round trip, the texture built-ins, out-of-range loads
//! and stores, and sampling against a reference written here from the Vulkan / WebGPU rules
//! (texel selection, address modes, linear filtering, mip selection).

use anygpu::texture::TextureDimension;
use anygpu::{
    AddressMode, FilterMode, GpuContext, KernelSource, LaunchConfig, SamplerDesc, TextureDesc, TextureFormat,
};
use rand::Rng;

use crate::common::*;

fn compile(ctx: &GpuContext, src: &str) -> anygpu::Kernel {
    ctx.compile_kernel(&KernelSource::wgsl(src))
        .unwrap_or_else(|e| panic!("{}: {e}\n{src}", ctx.info().id))
}

/// The WGSL element type a format's texels read as.
fn kind_of(f: TextureFormat) -> &'static str {
    match f.sample_kind() {
        anygpu::texture::SampleKind::Float => "f32",
        anygpu::texture::SampleKind::Sint => "i32",
        anygpu::texture::SampleKind::Uint => "u32",
        anygpu::texture::SampleKind::Depth => unreachable!("TextureFormat::ALL holds the color formats"),
    }
}

/// Random texel bytes of `f` that decode to finite values (f16/f32 formats get small floats).
fn random_texels(rng: &mut TestRng, f: TextureFormat, texels: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(texels * f.texel_bytes() as usize);
    for _ in 0..texels * f.channels() as usize {
        match f {
            TextureFormat::Rgba16Float => {
                out.extend(half::f16::from_f32(rng.random_range(-8.0..8.0)).to_le_bytes());
            }
            TextureFormat::Rgba32Float | TextureFormat::R32Float | TextureFormat::Rg32Float => {
                out.extend(rng.random_range(-100.0f32..100.0).to_le_bytes());
            }
            TextureFormat::Rgba32Uint | TextureFormat::Rgba32Sint | TextureFormat::R32Uint | TextureFormat::R32Sint => {
                out.extend(rng.random::<u32>().to_le_bytes());
            }
            _ => out.push(rng.random()),
        }
    }
    out
}

/// The reference decode of one texel (WGSL reads missing channels as 0 and alpha as 1).
/// Normalized values are the exact quotient rounded once (`c / 255`).
fn decode(f: TextureFormat, b: &[u8]) -> [u32; 4] {
    let word = |k: usize| u32::from_le_bytes(b[4 * k..4 * k + 4].try_into().unwrap());
    let fl = |v: f32| v.to_bits();
    match f {
        TextureFormat::Rgba8Unorm => [0, 1, 2, 3].map(|k| fl(b[k] as f32 / 255.0)),
        TextureFormat::Bgra8Unorm => [2, 1, 0, 3].map(|k| fl(b[k] as f32 / 255.0)),
        TextureFormat::Rgba8Snorm => [0, 1, 2, 3].map(|k| fl((b[k] as i8 as f32 / 127.0).max(-1.0))),
        TextureFormat::Rgba8Uint => [0, 1, 2, 3].map(|k| b[k] as u32),
        TextureFormat::Rgba8Sint => [0, 1, 2, 3].map(|k| b[k] as i8 as i32 as u32),
        TextureFormat::Rgba16Float => {
            [0, 1, 2, 3].map(|k| fl(half::f16::from_le_bytes([b[2 * k], b[2 * k + 1]]).to_f32()))
        }
        TextureFormat::Rgba32Float | TextureFormat::Rgba32Uint | TextureFormat::Rgba32Sint => [0, 1, 2, 3].map(word),
        TextureFormat::R32Float => [word(0), 0, 0, fl(1.0)],
        TextureFormat::R32Uint | TextureFormat::R32Sint => [word(0), 0, 0, 1],
        TextureFormat::Rg32Float => [word(0), word(1), 0, fl(1.0)],
        _ => unreachable!("a format this test does not know"),
    }
}

/// The reference encode of a vec4 (as bits) into a texel of `f`.
fn encode(f: TextureFormat, v: [u32; 4]) -> Vec<u8> {
    let x = v.map(f32::from_bits);
    let unorm = |c: f32| (c.clamp(0.0, 1.0) * 255.0).round_ties_even() as u8;
    let snorm = |c: f32| (c.clamp(-1.0, 1.0) * 127.0).round_ties_even() as i8 as u8;
    match f {
        TextureFormat::Rgba8Unorm => x.map(unorm).to_vec(),
        TextureFormat::Bgra8Unorm => [x[2], x[1], x[0], x[3]].map(unorm).to_vec(),
        TextureFormat::Rgba8Snorm => x.map(snorm).to_vec(),
        TextureFormat::Rgba8Uint => v.map(|c| c.min(255) as u8).to_vec(),
        TextureFormat::Rgba8Sint => v.map(|c| (c as i32).clamp(-128, 127) as i8 as u8).to_vec(),
        TextureFormat::Rgba16Float => x.iter().flat_map(|&c| half::f16::from_f32(c).to_le_bytes()).collect(),
        TextureFormat::Rgba32Float | TextureFormat::Rgba32Uint | TextureFormat::Rgba32Sint => {
            v.iter().flat_map(|c| c.to_le_bytes()).collect()
        }
        TextureFormat::R32Float | TextureFormat::R32Uint | TextureFormat::R32Sint => v[0].to_le_bytes().to_vec(),
        TextureFormat::Rg32Float => [v[0], v[1]].iter().flat_map(|c| c.to_le_bytes()).collect(),
        _ => unreachable!("a format this test does not know"),
    }
}

fn is_normalized(f: TextureFormat) -> bool {
    matches!(
        f,
        TextureFormat::Rgba8Unorm | TextureFormat::Bgra8Unorm | TextureFormat::Rgba8Snorm
    )
}

/// Whether `texel` holds `v` (f32 bits) converted to the normalized format `f` within Vulkan's
/// bound: each channel within 0.6 of the clamped, scaled value.
fn within_vulkan_conversion_bound(f: TextureFormat, v: [u32; 4], texel: &[u8]) -> bool {
    let x = v.map(f32::from_bits);
    let (exact, stored): ([f32; 4], [f32; 4]) = match f {
        TextureFormat::Rgba8Unorm => (
            x.map(|c| c.clamp(0.0, 1.0) * 255.0),
            [0, 1, 2, 3].map(|k| texel[k] as f32),
        ),
        TextureFormat::Bgra8Unorm => (
            [x[2], x[1], x[0], x[3]].map(|c| c.clamp(0.0, 1.0) * 255.0),
            [0, 1, 2, 3].map(|k| texel[k] as f32),
        ),
        TextureFormat::Rgba8Snorm => (
            x.map(|c| c.clamp(-1.0, 1.0) * 127.0),
            [0, 1, 2, 3].map(|k| texel[k] as i8 as f32),
        ),
        _ => unreachable!("not a normalized format"),
    };
    (0..4).all(|k| (exact[k] - stored[k]).abs() <= 0.6)
}

/// Vulkan computes texel coordinates in fixed point with `subTexelPrecisionBits` fraction bits
/// (at least 4; NVIDIA has 8) and mip levels with `mipmapPrecisionBits` (at least 4), so on a
/// `wgpu` device a coordinate this close to a texel (or level) boundary may land on either side
/// (an H100 read a gather at y = -1.0005 texels as -1.0: seen 2026-11-26). anygpu's own
/// targets compute in f32, exactly as the references do.
const WGPU_BOUNDARY_MARGIN: f32 = 1.0 / 16.0;

/// Whether `t` (in texels, or levels) is within the margin of an integer on a `wgpu` device.
fn near_boundary_on_wgpu(ctx: &GpuContext, t: f32) -> bool {
    ctx.info().kind == anygpu::DeviceKind::Wgpu && (t - t.round()).abs() < WGPU_BOUNDARY_MARGIN
}

/// Storage formats a device may lack (WebGPU makes bgra8unorm storage optional).
fn storage_unsupported(e: &anygpu::GpuError) -> bool {
    matches!(e, anygpu::GpuError::NotSupported(_))
}

/// Every format: texels uploaded are read back by `textureLoad` of a sampled binding as the
/// reference decodes them, and vec4s stored by `textureStore` download as the reference encodes
/// them (normalized values scaled, clamped and rounded to nearest even; f16 rounded; 8-bit
/// integers saturated).
fn texture_formats_round_trip(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let (w, h) = (7u32, 5u32);
    let n = (w * h) as usize;
    for f in TextureFormat::ALL {
        let t = kind_of(f);
        let bytes = random_texels(&mut rng, f, n);
        let tex = ctx.upload_texture(&TextureDesc::d2(f, w, h), &bytes).unwrap();
        assert_eq!(
            ctx.download_texture::<u8>(&tex).unwrap(),
            bytes,
            "{dev} {f}: upload/download"
        );
        let load = compile(
            ctx,
            &format!(
                "@group(0) @binding(0) var t: texture_2d<{t}>;
@group(0) @binding(1) var<storage, read_write> o: array<vec4<{t}>>;
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {{
    if g.x < {w}u && g.y < {h}u {{ o[g.y * {w}u + g.x] = textureLoad(t, g.xy, 0); }}
}}"
            ),
        );
        let out = ctx.alloc_zeroed::<u32>(4 * n).unwrap();
        ctx.launch(&load, LaunchConfig::grid([1, 1, 1], &load), &[&tex, &out])
            .unwrap();
        let got = ctx.download(&out).unwrap();
        let tb = f.texel_bytes() as usize;
        // Vulkan lets drivers convert normalized texels within 1 ULP of c / 255 (lavapipe
        // multiplies by 1/255); anygpu's native targets divide, correctly rounded.
        let normalized = matches!(
            f,
            TextureFormat::Rgba8Unorm | TextureFormat::Bgra8Unorm | TextureFormat::Rgba8Snorm
        );
        let ulps = if normalized && ctx.info().kind == anygpu::DeviceKind::Wgpu {
            1
        } else {
            0
        };
        for i in 0..n {
            let want = decode(f, &bytes[i * tb..(i + 1) * tb]);
            let close = (0..4).all(|c| (got[4 * i + c] as i64 - want[c] as i64).abs() <= ulps);
            assert!(
                close,
                "{dev} {f}: textureLoad of texel {i}: {:?}, reference {want:?}",
                &got[4 * i..4 * i + 4]
            );
        }

        // Stores: values around the format's range and its rounding ties.
        let values: Vec<u32> = (0..4 * n)
            .map(|_| match f.sample_kind() {
                anygpu::texture::SampleKind::Float => {
                    let x: f32 = match rng.random_range(0..4) {
                        0 => rng.random_range(-1.5..1.5),
                        1 => rng.random_range(0..=255) as f32 / 255.0,
                        2 => (rng.random_range(0..=255) as f32 + 0.25) / 255.0,
                        _ => rng.random_range(-4.0..4.0),
                    };
                    x.to_bits()
                }
                anygpu::texture::SampleKind::Uint => rng.random_range(0..600),
                anygpu::texture::SampleKind::Sint => rng.random_range(-300i32..300) as u32,
                anygpu::texture::SampleKind::Depth => unreachable!("TextureFormat::ALL holds the color formats"),
            })
            .collect();
        let store = compile(
            ctx,
            &format!(
                "@group(0) @binding(0) var t: texture_storage_2d<{}, write>;
@group(0) @binding(1) var<storage, read> v: array<vec4<{t}>>;
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {{
    if g.x < {w}u && g.y < {h}u {{ textureStore(t, g.xy, v[g.y * {w}u + g.x]); }}
}}",
                f.name()
            ),
        );
        let dst = ctx.alloc_texture(&TextureDesc::d2(f, w, h)).unwrap();
        let vb = ctx.upload(&values).unwrap();
        match ctx.launch(&store, LaunchConfig::grid([1, 1, 1], &store), &[&dst, &vb]) {
            Err(e) if storage_unsupported(&e) => {
                skip!("{dev}: {f} storage textures: {e}");
                continue;
            }
            r => r.unwrap(),
        }
        let got = ctx.download_texture::<u8>(&dst).unwrap();
        // Vulkan lets drivers round f32 → f16 toward zero (lavapipe does): 1 f16 ULP there.
        let half_ulps = if f == TextureFormat::Rgba16Float && ctx.info().kind == anygpu::DeviceKind::Wgpu {
            1
        } else {
            0
        };
        // Vulkan lets a float → normalized conversion land within 0.6 of the exact scaled value
        // rather than on the nearest integer (NVIDIA stores 91.51 as 91: seen on an H100,
        // 2026-11-26); anygpu's own targets round to nearest even.
        let normalized_slack = ctx.info().kind == anygpu::DeviceKind::Wgpu;
        for i in 0..n {
            let value: [u32; 4] = values[4 * i..4 * i + 4].try_into().unwrap();
            let want = encode(f, value);
            let texel = &got[i * tb..(i + 1) * tb];
            let close = if f == TextureFormat::Rgba16Float {
                let h = |b: &[u8], k: usize| u16::from_le_bytes([b[2 * k], b[2 * k + 1]]) as i32;
                (0..4).all(|k| (h(texel, k) - h(&want, k)).abs() <= half_ulps)
            } else if normalized_slack && is_normalized(f) {
                within_vulkan_conversion_bound(f, value, texel)
            } else {
                texel == &want[..]
            };
            assert!(
                close,
                "{dev} {f}: textureStore of {:?}: {texel:?}, reference {want:?}",
                &values[4 * i..4 * i + 4]
            );
        }
    }
}

/// `textureDimensions` (per level), `textureNumLevels`, `textureNumLayers` on 1D, 2D arrays
/// and 3D textures, and loads from each (with layers and levels).
fn texture_queries_and_dimensions(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let f = TextureFormat::R32Uint;
    let arr = TextureDesc {
        dimension: TextureDimension::D2,
        format: f,
        width: 9,
        height: 6,
        depth_or_layers: 3,
        mip_levels: 3,
    };
    let vol = TextureDesc {
        dimension: TextureDimension::D3,
        format: f,
        width: 4,
        height: 3,
        depth_or_layers: 5,
        mip_levels: 2,
    };
    let line = TextureDesc {
        dimension: TextureDimension::D1,
        format: f,
        width: 11,
        height: 1,
        depth_or_layers: 1,
        mip_levels: 1,
    };
    let fill = |d: &TextureDesc, level: u32, salt: u32| -> Vec<u32> {
        (0..d.level_bytes(level) / 4).map(|i| i as u32 * 7 + salt).collect()
    };
    let (ta, tv, tl) = (
        ctx.alloc_texture(&arr).unwrap(),
        ctx.alloc_texture(&vol).unwrap(),
        ctx.alloc_texture(&line).unwrap(),
    );
    for l in 0..arr.mip_levels {
        ctx.write_texture(&ta, l, &fill(&arr, l, 1000 * l)).unwrap();
    }
    for l in 0..vol.mip_levels {
        ctx.write_texture(&tv, l, &fill(&vol, l, 5000 + 1000 * l)).unwrap();
    }
    ctx.write_texture(&tl, 0, &fill(&line, 0, 9000)).unwrap();
    let k = compile(
        ctx,
        "@group(0) @binding(0) var a: texture_2d_array<u32>;
@group(0) @binding(1) var v: texture_3d<u32>;
@group(0) @binding(2) var l: texture_1d<u32>;
@group(0) @binding(3) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() {
    let d0 = textureDimensions(a); let d1 = textureDimensions(a, 1); let d2 = textureDimensions(a, 2);
    o[0] = d0.x; o[1] = d0.y; o[2] = d1.x; o[3] = d1.y; o[4] = d2.x; o[5] = d2.y;
    o[6] = textureNumLevels(a); o[7] = textureNumLayers(a);
    let e0 = textureDimensions(v); let e1 = textureDimensions(v, 1u);
    o[8] = e0.x; o[9] = e0.y; o[10] = e0.z; o[11] = e1.x; o[12] = e1.y; o[13] = e1.z;
    o[14] = textureNumLevels(v); o[15] = textureDimensions(l);
    o[16] = textureLoad(a, vec2i(3, 2), 2, 0).x;
    o[17] = textureLoad(a, vec2u(1, 1), 1u, 1).x;
    o[18] = textureLoad(v, vec3i(3, 2, 4), 0).x;
    o[19] = textureLoad(v, vec3i(1, 0, 1), 1).x;
    o[20] = textureLoad(l, 10, 0).x;
    o[21] = textureLoad(a, vec2i(9, 0), 0, 0).x + textureLoad(a, vec2i(-1, 0), 0, 0).x
          + textureLoad(a, vec2i(0, 0), 3, 0).x + textureLoad(a, vec2i(0, 0), 0, 3).x
          + textureLoad(a, vec2i(0, 0), 0, -1).x + textureLoad(v, vec3i(0, 0, 5), 0).x
          + textureLoad(l, 11, 0).x + textureLoad(l, 0, 1).w;
}",
    );
    let out = ctx.alloc_zeroed::<u32>(22).unwrap();
    ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&ta, &tv, &tl, &out])
        .unwrap();
    let got = ctx.download(&out).unwrap();
    // The texel index within its level, as `fill` numbered them.
    let at = |d: &TextureDesc, level: u32, [x, y, z]: [u32; 3], layer: u32| -> u32 {
        let [w, h, dd] = d.level_size(level);
        ((layer * dd + z) * h + y) * w + x
    };
    let val = |d: &TextureDesc, level: u32, xyz: [u32; 3], layer: u32, salt: u32| at(d, level, xyz, layer) * 7 + salt;
    let want = vec![
        9,
        6,
        4,
        3,
        2,
        1,
        3,
        3,
        4,
        3,
        5,
        2,
        1,
        2,
        2,
        11,
        val(&arr, 0, [3, 2, 0], 2, 0),
        val(&arr, 1, [1, 1, 0], 1, 1000),
        val(&vol, 0, [3, 2, 4], 0, 5000),
        val(&vol, 1, [1, 0, 1], 0, 6000),
        val(&line, 0, [10, 0, 0], 0, 9000),
        0,
    ];
    assert_eq!(
        got, want,
        "{dev}: queries, then loads (the last sums out-of-range loads: 0)"
    );
}

/// A reference sampler: Vulkan's texel selection with the address modes, linear filtering in
/// f32 with the weights `frac(u·n − ½)`, and mip selection (nearest rounds half down).
struct RefTexture {
    desc: TextureDesc,
    /// RGBA f32 per texel, per level.
    levels: Vec<Vec<[f32; 4]>>,
}

impl RefTexture {
    /// An rgba8unorm texture of `desc` with random texels on every level, and its reference.
    fn random_rgba8unorm(ctx: &GpuContext, rng: &mut TestRng, desc: TextureDesc) -> (anygpu::Texture, RefTexture) {
        assert_eq!(desc.format, TextureFormat::Rgba8Unorm);
        let tex = ctx.alloc_texture(&desc).unwrap();
        let mut reference = RefTexture {
            desc,
            levels: Vec::new(),
        };
        for l in 0..desc.mip_levels {
            let bytes = random_texels(rng, desc.format, (desc.level_bytes(l) / 4) as usize);
            ctx.write_texture(&tex, l, &bytes).unwrap();
            let texels = bytes.chunks(4).map(|b| [0, 1, 2, 3].map(|k| b[k] as f32 / 255.0));
            reference.levels.push(texels.collect());
        }
        (tex, reference)
    }

    fn texel(&self, level: u32, i: i64, j: i64, layer: u32) -> [f32; 4] {
        let [w, h, _] = self.desc.level_size(level);
        self.levels[level as usize][((layer as i64 * h as i64 + j) * w as i64 + i) as usize]
    }

    fn wrap(i: i64, n: i64, mode: AddressMode) -> i64 {
        match mode {
            AddressMode::ClampToEdge => i.clamp(0, n - 1),
            AddressMode::Repeat => i.rem_euclid(n),
            AddressMode::MirrorRepeat => {
                let t = i.rem_euclid(2 * n);
                if t >= n {
                    2 * n - 1 - t
                } else {
                    t
                }
            }
        }
    }

    fn filter(&self, s: &SamplerDesc, level: u32, uv: [f32; 2], layer: u32, linear: bool) -> [f32; 4] {
        let [w, h, _] = self.desc.level_size(level);
        let n = [w as i64, h as i64];
        if !linear {
            let ij: Vec<i64> = (0..2)
                .map(|k| Self::wrap((uv[k] * n[k] as f32).floor() as i64, n[k], s.address_modes[k]))
                .collect();
            return self.texel(level, ij[0], ij[1], layer);
        }
        let mut i0 = [0i64; 2];
        let mut a = [0f32; 2];
        for k in 0..2 {
            let x = uv[k] * n[k] as f32 - 0.5;
            i0[k] = x.floor() as i64;
            a[k] = x - x.floor();
        }
        let mut out = [0f32; 4];
        for c in 0..4 {
            let (di, dj) = (c & 1, c >> 1);
            let i = Self::wrap(i0[0] + di as i64, n[0], s.address_modes[0]);
            let j = Self::wrap(i0[1] + dj as i64, n[1], s.address_modes[1]);
            let wgt = (if di == 1 { a[0] } else { 1.0 - a[0] }) * (if dj == 1 { a[1] } else { 1.0 - a[1] });
            let t = self.texel(level, i, j, layer);
            for ch in 0..4 {
                out[ch] += t[ch] * wgt;
            }
        }
        out
    }

    fn sample(&self, s: &SamplerDesc, uv: [f32; 2], layer: u32, lambda: f32) -> [f32; 4] {
        let linear = if lambda <= 0.0 { s.mag_filter } else { s.min_filter } == FilterMode::Linear;
        let q = (self.desc.mip_levels - 1) as f32;
        let d = lambda.clamp(0.0, q);
        if s.mipmap_filter == FilterMode::Linear {
            let lo = d.floor();
            let t = d - lo;
            let a = self.filter(s, lo as u32, uv, layer, linear);
            if t == 0.0 {
                return a;
            }
            let b = self.filter(s, (lo as u32 + 1).min(q as u32), uv, layer, linear);
            [0, 1, 2, 3].map(|c| a[c] * (1.0 - t) + b[c] * t)
        } else {
            let level = ((d + 0.5).ceil() - 1.0) as u32;
            self.filter(s, level, uv, layer, linear)
        }
    }
}

/// `textureSampleLevel` with every filter and address mode, coordinates inside and outside
/// [0, 1], levels between mips and past the last, on an rgba8unorm 2D array with mips; and
/// `textureGather`. GPUs filter with reduced weight precision (Vulkan allows 8 bits), so wgpu
/// adapters get a tolerance of 1/128; the CPU device matches the f32 reference closely.
fn texture_sampling_matches_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let desc = TextureDesc {
        dimension: TextureDimension::D2,
        format: TextureFormat::Rgba8Unorm,
        width: 8,
        height: 6,
        depth_or_layers: 2,
        mip_levels: 3,
    };
    let (tex, reference) = RefTexture::random_rgba8unorm(ctx, &mut rng, desc);
    let k = compile(
        ctx,
        "@group(0) @binding(0) var t: texture_2d_array<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var<storage, read> q: array<vec4f>;
@group(0) @binding(3) var<storage, read_write> o: array<vec4f>;
@group(0) @binding(4) var<storage, read_write> g: array<vec4f>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
    let i = id.x;
    if i >= arrayLength(&q) { return; }
    let p = q[i];
    o[i] = textureSampleLevel(t, s, p.xy, u32(p.z), p.w);
    g[i] = textureGather(2, t, s, p.xy, u32(p.z));
}",
    );
    let n = 300;
    let queries: Vec<[f32; 4]> = (0..n)
        .map(|_| {
            let lambda = match rng.random_range(0..5) {
                0 => 0.0,
                1 => rng.random_range(0.0..2.0),
                2 => 3.5,
                3 => -1.0,
                _ => 1.0,
            };
            [
                rng.random_range(-1.3..2.3),
                rng.random_range(-1.3..2.3),
                rng.random_range(0..2) as f32,
                lambda,
            ]
        })
        .collect();
    let qb = ctx.upload(&queries).unwrap();
    let tolerance = if ctx.info().kind == anygpu::DeviceKind::Wgpu {
        1.0 / 128.0
    } else {
        1e-5
    };
    let filters = [FilterMode::Nearest, FilterMode::Linear];
    let modes = [AddressMode::ClampToEdge, AddressMode::Repeat, AddressMode::MirrorRepeat];
    for filter in filters {
        for mip in filters {
            for mode in modes {
                let sd = SamplerDesc {
                    mag_filter: filter,
                    min_filter: filter,
                    mipmap_filter: mip,
                    address_modes: [mode, modes[(mode as usize + 1) % 3], mode],
                    compare: None,
                };
                let s = ctx.create_sampler(&sd).unwrap();
                let (o, g) = (
                    ctx.alloc_zeroed::<[f32; 4]>(n).unwrap(),
                    ctx.alloc_zeroed::<[f32; 4]>(n).unwrap(),
                );
                ctx.launch(
                    &k,
                    LaunchConfig::grid([n.div_ceil(64) as u32, 1, 1], &k),
                    &[&tex, &s, &qb, &o, &g],
                )
                .unwrap();
                let (got, gathered) = (ctx.download(&o).unwrap(), ctx.download(&g).unwrap());
                for (i, p) in queries.iter().enumerate() {
                    let [w, h, _] = desc.level_size(0);
                    // Texel (nearest) and footprint (linear, gather) boundaries on level 0 (the
                    // coarser levels' fall on them), and the boundaries between levels when the
                    // nearest level is chosen.
                    let ambiguous = [p[0] * w as f32, p[1] * h as f32]
                        .iter()
                        .any(|&t| near_boundary_on_wgpu(ctx, t) || near_boundary_on_wgpu(ctx, t - 0.5))
                        || (mip == FilterMode::Nearest && near_boundary_on_wgpu(ctx, p[3] + 0.5));
                    if ambiguous {
                        continue;
                    }
                    let want = reference.sample(&sd, [p[0], p[1]], p[2] as u32, p[3]);
                    let close = (0..4).all(|c| (got[i][c] - want[c]).abs() <= tolerance);
                    assert!(
                        close,
                        "{dev} {sd:?}: sample {p:?} gave {:?}, reference {want:?}",
                        got[i]
                    );
                    // Gather: blue of (i0,j1), (i1,j1), (i1,j0), (i0,j0) on level 0.
                    let (x, y) = (p[0] * w as f32 - 0.5, p[1] * h as f32 - 0.5);
                    let (i0, j0) = (x.floor() as i64, y.floor() as i64);
                    let corner = |di: i64, dj: i64| {
                        let ii = RefTexture::wrap(i0 + di, w as i64, sd.address_modes[0]);
                        let jj = RefTexture::wrap(j0 + dj, h as i64, sd.address_modes[1]);
                        reference.texel(0, ii, jj, p[2] as u32)[2]
                    };
                    let want_g = [corner(0, 1), corner(1, 1), corner(1, 0), corner(0, 0)];
                    let close = (0..4).all(|c| (gathered[i][c] - want_g[c]).abs() <= tolerance.min(1e-6));
                    assert!(
                        close,
                        "{dev} {sd:?}: gather {p:?} gave {:?}, reference {want_g:?}",
                        gathered[i]
                    );
                }
            }
        }
    }
}

/// Storage textures: `read_write` in place, out-of-range stores that change nothing, and
/// bindings checked against the kernel (format, dimension, kind: clear errors).
fn storage_textures_and_binding_checks(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let desc = TextureDesc::d2(TextureFormat::R32Float, 5, 4);
    let values: Vec<f32> = (0..20).map(|i| i as f32).collect();
    let tex = ctx.upload_texture(&desc, &values).unwrap();
    let k = compile(
        ctx,
        "@group(0) @binding(0) var t: texture_storage_2d<r32float, write>;
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {
    // Every store lands outside the 5×4 texture: none may change it.
    textureStore(t, vec2i(i32(g.x) + 5, i32(g.y)), vec4f(-1.0));
    textureStore(t, vec2i(i32(g.x), i32(g.y) - 8), vec4f(-2.0));
}",
    );
    ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&tex]).unwrap();
    assert_eq!(
        ctx.download_texture::<f32>(&tex).unwrap(),
        values,
        "{dev}: out-of-range stores"
    );

    let double = compile(
        ctx,
        "@group(0) @binding(0) var t: texture_storage_2d<r32float, read_write>;
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {
    let d = textureDimensions(t);
    if all(g.xy < d) { textureStore(t, g.xy, textureLoad(t, g.xy) * 2.0); }
}",
    );
    match ctx.launch(&double, LaunchConfig::grid([1, 1, 1], &double), &[&tex]) {
        Err(e) if storage_unsupported(&e) => skip!("{dev}: read_write r32float: {e}"),
        r => {
            r.unwrap();
            let want: Vec<f32> = values.iter().map(|v| v * 2.0).collect();
            assert_eq!(ctx.download_texture::<f32>(&tex).unwrap(), want, "{dev}: read_write");
        }
    }

    // Wrong format, wrong dimension, a buffer for a texture, a texture for a sampler.
    let rgba = ctx
        .alloc_texture(&TextureDesc::d2(TextureFormat::Rgba8Unorm, 5, 4))
        .unwrap();
    let e = ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&rgba]).unwrap_err();
    assert!(
        e.to_string().contains("rgba8unorm") && e.to_string().contains("r32float"),
        "{dev}: {e}"
    );
    let layered = ctx
        .alloc_texture(&TextureDesc {
            depth_or_layers: 2,
            ..desc
        })
        .unwrap();
    let e = ctx
        .launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&layered])
        .unwrap_err();
    assert!(e.to_string().contains("D2"), "{dev}: {e}");
    let buf = ctx.alloc_zeroed::<f32>(20).unwrap();
    let e = ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&buf]).unwrap_err();
    assert!(e.to_string().contains("is a buffer"), "{dev}: {e}");
    let e = ctx.upload_texture(&desc, &[0u8; 3]).unwrap_err();
    assert!(e.to_string().contains("80 bytes"), "{dev}: {e}");
    let e = ctx.read_texture::<f32>(&tex, 1).unwrap_err();
    assert!(e.to_string().contains("mip level 1"), "{dev}: {e}");
    let sampled = compile(
        ctx,
        "@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var<storage, read_write> o: vec4f;
@compute @workgroup_size(1) fn main() { o = textureSampleLevel(t, s, vec2f(0.5), 0.0); }",
    );
    let out = ctx.alloc_zeroed::<[f32; 4]>(1).unwrap();
    let e = ctx
        .launch(&sampled, LaunchConfig::grid([1, 1, 1], &sampled), &[&tex, &tex, &out])
        .unwrap_err();
    assert!(
        e.to_string().contains("is a texture") && e.to_string().contains("sampler"),
        "{dev}: {e}"
    );
    // What anygpu does not bind yet is refused when the kernel compiles, saying what.
    for (decl, what) in [
        ("texture_depth_multisampled_2d", "multisampled"),
        ("texture_cube<f32>", "cube"),
        ("texture_multisampled_2d<f32>", "multisampled"),
    ] {
        let src = format!(
            "@group(0) @binding(0) var t: {decl};
@group(0) @binding(1) var<storage, read_write> o: u32;
@compute @workgroup_size(1) fn main() {{ o = textureDimensions(t).x; }}"
        );
        let e = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap_err();
        assert!(
            matches!(e, anygpu::GpuError::NotSupported(_)) && e.to_string().contains(what),
            "{dev} {decl}: {e}"
        );
    }
    // The same for what valid kernels do with textures that anygpu does not compile yet: a
    // refusal that names the construct, never an internal error.
    for (src, what) in [
        (
            "enable wgpu_binding_array;
@group(0) @binding(0) var t: binding_array<texture_2d<f32>, 4>;
@group(0) @binding(1) var<storage, read_write> o: u32;
@compute @workgroup_size(1) fn main() { o = textureDimensions(t[1]).x; }",
            "binding arrays are not supported",
        ),
        (
            "enable wgpu_binding_array;
struct B { x: array<u32> }
@group(0) @binding(0) var<storage, read_write> bufs: binding_array<B, 4>;
@compute @workgroup_size(1) fn main() { bufs[1].x[0] = 1u; }",
            "binding arrays are not supported",
        ),
    ] {
        let e = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap_err();
        assert!(
            matches!(e, anygpu::GpuError::NotSupported(_)) && e.to_string().contains(what),
            "{dev}: {e}\n{src}"
        );
    }
}

/// Textures and samplers passed to helper functions, which pass them on to others, with
/// different textures at different call sites: the same results as with the globals
/// (texel-centre samples with a nearest sampler are the texels exactly). naga 30 does not take
/// storage textures as function parameters.
fn textures_as_function_arguments(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let (w, h) = (6u32, 5u32);
    let n = (w * h) as usize;
    let desc = TextureDesc::d2(TextureFormat::Rgba8Unorm, w, h);
    let (ab, bb) = (
        random_texels(&mut rng, desc.format, n),
        random_texels(&mut rng, desc.format, n),
    );
    let (a, b) = (
        ctx.upload_texture(&desc, &ab).unwrap(),
        ctx.upload_texture(&desc, &bb).unwrap(),
    );
    let s = ctx.create_sampler(&SamplerDesc::default()).unwrap();
    let put = ctx
        .alloc_texture(&TextureDesc::d2(TextureFormat::Rgba32Float, w, h))
        .unwrap();
    let k = compile(
        ctx,
        "@group(0) @binding(0) var a: texture_2d<f32>;
@group(0) @binding(1) var b: texture_2d<f32>;
@group(0) @binding(2) var s: sampler;
@group(0) @binding(3) var out_tex: texture_storage_2d<rgba32float, write>;
@group(0) @binding(4) var<storage, read_write> o: array<vec4f>;
fn size_of(t: texture_2d<f32>) -> vec2u { return textureDimensions(t); }
fn texel(t: texture_2d<f32>, p: vec2i) -> vec4f { return textureLoad(t, p, 0); }
fn sample_at(t: texture_2d<f32>, smp: sampler, uv: vec2f) -> vec4f { return textureSampleLevel(t, smp, uv, 0.0); }
fn both(x: texture_2d<f32>, y: texture_2d<f32>, smp: sampler, p: vec2i) -> vec4f {
    let d = vec2f(size_of(x));
    return texel(x, p) * 2.0 + sample_at(y, smp, (vec2f(p) + 0.5) / d);
}
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {
    let n = size_of(a);
    if g.x >= n.x || g.y >= n.y { return; }
    let p = vec2i(g.xy);
    let i = g.y * n.x + g.x;
    o[2u * i] = both(a, b, s, p);
    o[2u * i + 1u] = both(b, a, s, p);
    textureStore(out_tex, p, texel(b, p) - texel(a, p));
}",
    );
    let o = ctx.alloc_zeroed::<[f32; 4]>(2 * n).unwrap();
    ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&a, &b, &s, &put, &o])
        .unwrap();
    let (got, stored) = (
        ctx.download(&o).unwrap(),
        ctx.download_texture::<[f32; 4]>(&put).unwrap(),
    );
    let unorm = |t: &[u8], i: usize| [0, 1, 2, 3].map(|c| t[4 * i + c] as f32 / 255.0);
    // Vulkan drivers may convert unorm texels with a last-bit error (lavapipe does); the
    // native devices decode exactly.
    let tolerance = if ctx.info().kind == anygpu::DeviceKind::Wgpu {
        1e-6
    } else {
        0.0
    };
    for i in 0..n {
        let (x, y) = (unorm(&ab, i), unorm(&bb, i));
        let want = [
            [0, 1, 2, 3].map(|c| x[c] * 2.0 + y[c]),
            [0, 1, 2, 3].map(|c| y[c] * 2.0 + x[c]),
        ];
        let close = (0..2).all(|j| (0..4).all(|c| (got[2 * i + j][c] - want[j][c]).abs() <= tolerance));
        assert!(
            close,
            "{dev}: texel {i}: {:?}, want {want:?}",
            [got[2 * i], got[2 * i + 1]]
        );
        let diff = [0, 1, 2, 3].map(|c| y[c] - x[c]);
        let close = (0..4).all(|c| (stored[i][c] - diff[c]).abs() <= tolerance);
        assert!(close, "{dev}: stored texel {i}: {:?}, want {diff:?}", stored[i]);
    }
}

/// `textureGather` from `texture_2d<u32>` and `texture_2d<i32>` (the latter through a helper),
/// with every address mode: each component is the texel's bits, NaN patterns and extremes
/// included, in WGSL's corner order.
fn integer_texture_gather(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let (w, h) = (5u32, 4u32);
    let n = (w * h) as usize;
    let special = [0u32, 1, 0x7f80_0001, 0x7fc0_0000, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff];
    let mut word = |k: usize| special.get(k).copied().unwrap_or_else(|| rng.random());
    let ru: Vec<u32> = (0..n).map(&mut word).collect();
    let ri: Vec<[u32; 4]> = (0..n).map(|t| [0, 1, 2, 3].map(|c| word(4 * t + c + 3))).collect();
    let tu = ctx
        .upload_texture(&TextureDesc::d2(TextureFormat::R32Uint, w, h), &ru)
        .unwrap();
    let ti = ctx
        .upload_texture(&TextureDesc::d2(TextureFormat::Rgba32Sint, w, h), &ri)
        .unwrap();
    let k = compile(
        ctx,
        "@group(0) @binding(0) var tu: texture_2d<u32>;
@group(0) @binding(1) var ti: texture_2d<i32>;
@group(0) @binding(2) var s: sampler;
@group(0) @binding(3) var<storage, read> q: array<vec2f>;
@group(0) @binding(4) var<storage, read_write> ou: array<vec4u>;
@group(0) @binding(5) var<storage, read_write> oi: array<vec4i>;
fn alpha(t: texture_2d<i32>, smp: sampler, uv: vec2f) -> vec4i { return textureGather(3, t, smp, uv); }
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
    let i = id.x;
    if i >= arrayLength(&q) { return; }
    ou[i] = textureGather(0, tu, s, q[i]);
    oi[i] = alpha(ti, s, q[i]) ^ textureGather(1, ti, s, q[i]);
}",
    );
    let queries: Vec<[f32; 2]> = (0..200)
        .map(|_| [rng.random_range(-1.3..2.3), rng.random_range(-1.3..2.3)])
        .collect();
    let qb = ctx.upload(&queries).unwrap();
    for mode in [AddressMode::ClampToEdge, AddressMode::Repeat, AddressMode::MirrorRepeat] {
        let sd = SamplerDesc {
            address_modes: [mode; 3],
            ..SamplerDesc::default()
        };
        let s = ctx.create_sampler(&sd).unwrap();
        let (ou, oi) = (
            ctx.alloc_zeroed::<[u32; 4]>(queries.len()).unwrap(),
            ctx.alloc_zeroed::<[u32; 4]>(queries.len()).unwrap(),
        );
        ctx.launch(
            &k,
            LaunchConfig::grid([queries.len().div_ceil(64) as u32, 1, 1], &k),
            &[&tu, &ti, &s, &qb, &ou, &oi],
        )
        .unwrap();
        let (gu, gi) = (ctx.download(&ou).unwrap(), ctx.download(&oi).unwrap());
        for (i, p) in queries.iter().enumerate() {
            let (x, y) = (p[0] * w as f32 - 0.5, p[1] * h as f32 - 0.5);
            if near_boundary_on_wgpu(ctx, x) || near_boundary_on_wgpu(ctx, y) {
                continue;
            }
            let (i0, j0) = (x.floor() as i64, y.floor() as i64);
            let at = |di: i64, dj: i64| {
                let ii = RefTexture::wrap(i0 + di, w as i64, mode);
                let jj = RefTexture::wrap(j0 + dj, h as i64, mode);
                (jj * w as i64 + ii) as usize
            };
            let corners = [at(0, 1), at(1, 1), at(1, 0), at(0, 0)];
            assert_eq!(gu[i], corners.map(|t| ru[t]), "{dev} {mode:?}: u32 gather at {p:?}");
            assert_eq!(
                gi[i],
                corners.map(|t| ri[t][3] ^ ri[t][1]),
                "{dev} {mode:?}: i32 gather at {p:?}"
            );
        }
    }
}

/// Depth textures (`texture_depth_2d_array`, depth16unorm and depth32float) with comparison
/// samplers: `textureSampleCompareLevel` and `textureGatherCompare` with every compare function,
/// nearest and linear filtering (the comparisons filtered) and clamp / repeat addressing, plus
/// `textureSampleLevel` and `textureLoad` of the depth, against a reference written from
/// Vulkan's rules (a unorm format's reference clamped to [0, 1]). WebGPU cannot copy into a
/// depth32float texture, so wgpu devices must refuse that upload clearly.
fn depth_textures_and_comparison_samplers(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let k = compile(
        ctx,
        "@group(0) @binding(0) var t: texture_depth_2d_array;
@group(0) @binding(1) var sc: sampler_comparison;
@group(0) @binding(2) var s: sampler;
@group(0) @binding(3) var<storage, read> q: array<vec4f>;
@group(0) @binding(4) var<storage, read_write> o: array<vec4f>;
@group(0) @binding(5) var<storage, read_write> g: array<vec4f>;
fn compared(d: texture_depth_2d_array, c: sampler_comparison, p: vec4f) -> f32 {
    return textureSampleCompareLevel(d, c, p.xy, u32(p.z), p.w);
}
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
    let i = id.x;
    if i >= arrayLength(&q) { return; }
    let p = q[i];
    let n = textureDimensions(t);
    let texel = vec2u(i % n.x, (i / n.x) % n.y);
    o[i] = vec4f(compared(t, sc, p), textureSampleLevel(t, s, p.xy, i32(p.z), 0),
                 textureLoad(t, texel, u32(p.z), 0), f32(textureNumLayers(t)));
    g[i] = textureGatherCompare(t, sc, p.xy, u32(p.z), p.w);
}",
    );
    let (w, h, layers) = (7u32, 5u32, 2u32);
    let n = (w * h * layers) as usize;
    let queries: Vec<[f32; 4]> = (0..300)
        .map(|_| {
            [
                rng.random_range(-0.4..1.4),
                rng.random_range(-0.4..1.4),
                rng.random_range(0..layers) as f32,
                rng.random_range(-0.2..1.2),
            ]
        })
        .collect();
    let qb = ctx.upload(&queries).unwrap();
    let native = ctx.info().kind != anygpu::DeviceKind::Wgpu;
    for format in TextureFormat::DEPTH {
        let desc = TextureDesc {
            dimension: TextureDimension::D2,
            format,
            width: w,
            height: h,
            depth_or_layers: layers,
            mip_levels: 1,
        };
        let (bytes, depth): (Vec<u8>, Vec<f32>) = match format {
            TextureFormat::Depth16Unorm => {
                let raw: Vec<u16> = (0..n).map(|_| rng.random()).collect();
                let depth = raw.iter().map(|&c| (f64::from(c) / 65535.0) as f32).collect();
                (raw.iter().flat_map(|c| c.to_le_bytes()).collect(), depth)
            }
            _ => {
                let depth: Vec<f32> = (0..n).map(|_| rng.random_range(0.0..1.0)).collect();
                (depth.iter().flat_map(|c| c.to_le_bytes()).collect(), depth)
            }
        };
        let tex = ctx.alloc_texture(&desc).unwrap();
        if let Err(e) = ctx.write_texture(&tex, 0, &bytes) {
            assert!(
                !native && format == TextureFormat::Depth32Float && matches!(e, anygpu::GpuError::NotSupported(_)),
                "{dev} {format}: {e}"
            );
            assert!(e.to_string().contains("depth16unorm"), "{dev}: {e}");
            continue;
        }
        let plain = ctx.create_sampler(&SamplerDesc::default()).unwrap();
        // WebGPU's pairing: each kind of sampler only where its binding kind is.
        let (o, g) = (
            ctx.alloc_zeroed::<[f32; 4]>(1).unwrap(),
            ctx.alloc_zeroed::<[f32; 4]>(1).unwrap(),
        );
        let less = ctx
            .create_sampler(&SamplerDesc {
                compare: Some(anygpu::CompareFunction::Less),
                ..SamplerDesc::default()
            })
            .unwrap();
        let color = ctx
            .alloc_texture(&TextureDesc {
                format: TextureFormat::R32Float,
                ..desc
            })
            .unwrap();
        let e = ctx
            .launch(
                &k,
                LaunchConfig::grid([1, 1, 1], &k),
                &[&color, &less, &plain, &qb, &o, &g],
            )
            .unwrap_err();
        assert!(
            e.to_string().contains("r32float") && e.to_string().contains("Depth"),
            "{dev}: {e}"
        );
        for (args, want) in [
            ([&plain, &plain], "without a compare function"),
            ([&less, &less], "a comparison sampler"),
        ] {
            let e = ctx
                .launch(
                    &k,
                    LaunchConfig::grid([1, 1, 1], &k),
                    &[&tex, args[0], args[1], &qb, &o, &g],
                )
                .unwrap_err();
            assert!(e.to_string().contains(want), "{dev}: {e}");
        }
        let at = |i: i64, j: i64, layer: u32| depth[((layer * h) as i64 * w as i64 + j * w as i64 + i) as usize];
        for filter in [FilterMode::Nearest, FilterMode::Linear] {
            for mode in [AddressMode::ClampToEdge, AddressMode::Repeat] {
                for compare in anygpu::CompareFunction::ALL {
                    let sd = SamplerDesc {
                        compare: Some(compare),
                        ..SamplerDesc::new(filter, mode)
                    };
                    let sc = ctx.create_sampler(&sd).unwrap();
                    let (o, g) = (
                        ctx.alloc_zeroed::<[f32; 4]>(queries.len()).unwrap(),
                        ctx.alloc_zeroed::<[f32; 4]>(queries.len()).unwrap(),
                    );
                    ctx.launch(
                        &k,
                        LaunchConfig::grid([queries.len().div_ceil(64) as u32, 1, 1], &k),
                        &[&tex, &sc, &plain, &qb, &o, &g],
                    )
                    .unwrap();
                    let (got, gathered) = (ctx.download(&o).unwrap(), ctx.download(&g).unwrap());
                    let tolerance = if native { 1e-6 } else { 1.0 / 128.0 };
                    for (i, p) in queries.iter().enumerate() {
                        let layer = p[2] as u32;
                        let dref = if format == TextureFormat::Depth16Unorm {
                            p[3].clamp(0.0, 1.0)
                        } else {
                            p[3]
                        };
                        let pass = |d: f32| if compare.passes(dref, d) { 1.0f32 } else { 0.0 };
                        let wrap = |v: i64, n: u32| RefTexture::wrap(v, i64::from(n), mode);
                        let (x, y) = (p[0] * w as f32, p[1] * h as f32);
                        if [x, y, x - 0.5, y - 0.5].iter().any(|&t| near_boundary_on_wgpu(ctx, t)) {
                            continue;
                        }
                        let nearest = at(wrap(x.floor() as i64, w), wrap(y.floor() as i64, h), layer);
                        let (i0, j0) = ((x - 0.5).floor() as i64, (y - 0.5).floor() as i64);
                        let (a, b) = (x - 0.5 - (x - 0.5).floor(), y - 0.5 - (y - 0.5).floor());
                        let corner = |di: i64, dj: i64| pass(at(wrap(i0 + di, w), wrap(j0 + dj, h), layer));
                        let want_cmp = match filter {
                            FilterMode::Nearest => pass(nearest),
                            FilterMode::Linear => {
                                corner(0, 0) * (1.0 - a) * (1.0 - b)
                                    + corner(1, 0) * a * (1.0 - b)
                                    + corner(0, 1) * (1.0 - a) * b
                                    + corner(1, 1) * a * b
                            }
                        };
                        let texel = (i as u32 % w, (i as u32 / w) % h);
                        // The plain sampler is nearest and clamps to the edge.
                        let clamp =
                            |v: f32, n: u32| RefTexture::wrap(v.floor() as i64, i64::from(n), AddressMode::ClampToEdge);
                        let want = [
                            want_cmp,
                            at(clamp(x, w), clamp(y, h), layer),
                            at(i64::from(texel.0), i64::from(texel.1), layer),
                            layers as f32,
                        ];
                        let close = (0..4).all(|c| (got[i][c] - want[c]).abs() <= tolerance);
                        assert!(close, "{dev} {format} {sd:?}: {p:?} gave {:?}, want {want:?}", got[i]);
                        let want_g = [corner(0, 1), corner(1, 1), corner(1, 0), corner(0, 0)];
                        assert_eq!(gathered[i], want_g, "{dev} {format} {sd:?}: gather compare at {p:?}");
                    }
                }
            }
        }
    }
}

/// `textureSampleGrad`: the level of detail from explicit gradients, Vulkan's isotropic
/// λ = log2(max(|∂uv/∂x · size|, |∂uv/∂y · size|)), then sampled as `textureSampleLevel` at λ.
/// Gradients along the axes make every allowed approximation of ρ the same; wgpu drivers may
/// still approximate log2 (within ±0.1 of λ here), the native devices match the reference. On
/// the native devices any gradient must also equal `textureSampleLevel` at the λ the kernel
/// computes itself.
fn texture_sample_grad(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let desc = TextureDesc {
        mip_levels: 4,
        ..TextureDesc::d2(TextureFormat::Rgba8Unorm, 16, 8)
    };
    let (tex, reference) = RefTexture::random_rgba8unorm(ctx, &mut rng, desc);
    let k = compile(
        ctx,
        "@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var<storage, read> q: array<vec4f>;
@group(0) @binding(3) var<storage, read> grads: array<vec4f>;
@group(0) @binding(4) var<storage, read_write> o: array<vec4f>;
@group(0) @binding(5) var<storage, read_write> same: array<vec4f>;
fn graded(tx: texture_2d<f32>, sm: sampler, uv: vec2f, g: vec4f) -> vec4f {
    return textureSampleGrad(tx, sm, uv, g.xy, g.zw);
}
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
    let i = id.x;
    if i >= arrayLength(&q) { return; }
    let p = q[i];
    o[i] = graded(t, s, p.xy, vec4f(p.z, 0.0, 0.0, p.w));
    let g = grads[i];
    let size = vec2f(textureDimensions(t));
    let lambda = log2(max(length(g.xy * size), length(g.zw * size)));
    same[i] = graded(t, s, p.xy, g) - textureSampleLevel(t, s, p.xy, lambda);
}",
    );
    let n = 200;
    let (w, h) = (desc.width as f32, desc.height as f32);
    // uv, then ∂u/∂x and ∂v/∂y giving ρ from 1/8 to 16 texels of level 0.
    let queries: Vec<[f32; 4]> = (0..n)
        .map(|_| {
            let (u, v) = (rng.random_range(-0.2..1.2), rng.random_range(-0.2..1.2));
            let (ex, ey): (f32, f32) = (rng.random_range(-3.0..4.0), rng.random_range(-3.0..4.0));
            [u, v, ex.exp2() / w, ey.exp2() / h]
        })
        .collect();
    let grads: Vec<[f32; 4]> = (0..n).map(|_| [0; 4].map(|_| rng.random_range(-0.5..0.5f32))).collect();
    let (qb, gb) = (ctx.upload(&queries).unwrap(), ctx.upload(&grads).unwrap());
    let native = ctx.info().kind != anygpu::DeviceKind::Wgpu;
    let tolerance = if native { 1e-5 } else { 1.0 / 128.0 };
    for filter in [FilterMode::Nearest, FilterMode::Linear] {
        for mip in [FilterMode::Nearest, FilterMode::Linear] {
            let sd = SamplerDesc {
                mipmap_filter: mip,
                ..SamplerDesc::new(filter, AddressMode::Repeat)
            };
            let s = ctx.create_sampler(&sd).unwrap();
            let (o, same) = (
                ctx.alloc_zeroed::<[f32; 4]>(n).unwrap(),
                ctx.alloc_zeroed::<[f32; 4]>(n).unwrap(),
            );
            ctx.launch(
                &k,
                LaunchConfig::grid([n.div_ceil(64) as u32, 1, 1], &k),
                &[&tex, &s, &qb, &gb, &o, &same],
            )
            .unwrap();
            let (got, diff) = (ctx.download(&o).unwrap(), ctx.download(&same).unwrap());
            for (i, p) in queries.iter().enumerate() {
                let lambda = (p[2] * w).max(p[3] * h).log2();
                let want = reference.sample(&sd, [p[0], p[1]], 0, lambda);
                let close_at = |l: f32| {
                    let r = reference.sample(&sd, [p[0], p[1]], 0, l);
                    (0..4).all(|c| (got[i][c] - r[c]).abs() <= tolerance)
                };
                // Vulkan lets drivers approximate the LOD (lavapipe's log2 is a fast estimate):
                // wgpu devices may land anywhere within ±0.1 of λ; the native devices within
                // rounding of it (which matters only at the edge of a mip level).
                let slack = if native { 1e-4 } else { 0.01 };
                let steps = if native { 1 } else { 10 };
                let close = (-steps..=steps).any(|k| close_at(lambda + k as f32 * slack));
                assert!(
                    close,
                    "{dev} {sd:?}: {p:?} (λ {lambda}) gave {:?}, want {want:?}",
                    got[i]
                );
                // (With linear mip filtering the sample is continuous in λ, so rounding
                // differences between the two λs cannot jump a level.)
                if native && mip == FilterMode::Linear {
                    assert!(
                        diff[i].iter().all(|d| d.abs() <= 1e-5),
                        "{dev} {sd:?}: gradients {:?}: {:?}",
                        grads[i],
                        diff[i]
                    );
                }
            }
        }
    }
}

context_tests! {
    texture_formats_round_trip,
    texture_queries_and_dimensions,
    texture_sampling_matches_reference,
    storage_textures_and_binding_checks,
    textures_as_function_arguments,
    integer_texture_gather,
    depth_textures_and_comparison_samplers,
    texture_sample_grad,
}
