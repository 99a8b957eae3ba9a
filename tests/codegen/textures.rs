//! Texture and sampler kernels compile for the GPU targets: PTX that ptxas assembles for sm_80
//! and sm_90, and AMD code objects that lld links for CDNA and RDNA. Every view, every storage
//! format, loads, stores, queries, `textureSampleLevel`, `textureSampleGrad`, `textureGather`
//! (of integer textures too), depth textures with comparison samplers, and textures and samplers
//! passed to helper functions (the same built-ins the conformance section runs on the cpu and
//! wgpu devices).

use anygpu::{KernelSource, TextureFormat};

/// A kernel per storage format (load + store through `read_write` and `write`), and kernels
/// sampling and querying each view.
fn texture_kernels() -> Vec<(String, String)> {
    let mut kernels = Vec::new();
    for f in TextureFormat::ALL {
        let t = match f.sample_kind() {
            anygpu::texture::SampleKind::Float => "f32",
            anygpu::texture::SampleKind::Sint => "i32",
            anygpu::texture::SampleKind::Uint => "u32",
            anygpu::texture::SampleKind::Depth => unreachable!("TextureFormat::ALL holds the color formats"),
        };
        kernels.push((
            format!("store_{}", f.name()),
            format!(
                "@group(0) @binding(0) var src: texture_2d<{t}>;
@group(0) @binding(1) var dst: texture_storage_2d_array<{}, write>;
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {{
    textureStore(dst, g.xy, g.z, textureLoad(src, g.xy, 0) + textureLoad(src, vec2i(-1, 3), 1));
}}",
                f.name()
            ),
        ));
    }
    kernels.push((
        "sample_2d_array".into(),
        "@group(0) @binding(0) var t: texture_2d_array<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var<storage, read_write> o: array<vec4f>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {
    let uv = vec2f(f32(g.x) * 0.01, 0.3);
    o[g.x] = textureSampleLevel(t, s, uv, 1, f32(g.x) * 0.1, vec2i(1, -2)) + textureGather(1, t, s, uv, 0)
        + vec4f(f32(textureNumLayers(t)), f32(textureNumLevels(t)), vec2f(textureDimensions(t, 1)));
}"
        .into(),
    ));
    kernels.push((
        "sample_1d_3d".into(),
        "@group(0) @binding(0) var a: texture_1d<f32>;
@group(0) @binding(1) var b: texture_3d<f32>;
@group(0) @binding(2) var c: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(4) var<storage, read_write> o: array<vec4f>;
@group(0) @binding(5) var w: texture_storage_3d<r32float, read_write>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {
    let x = f32(g.x) * 0.02;
    o[g.x] = textureSampleLevel(a, s, x, 0.0) + textureSampleLevel(b, s, vec3f(x, 0.5, 0.25), 0.5)
        + textureSampleBaseClampToEdge(c, s, vec2f(x, x)) + textureLoad(w, vec3u(g.x, 0, 0));
    textureStore(w, vec3u(g.x, 1, 2), vec4f(x));
}"
        .into(),
    ));
    kernels.push((
        "depth_compare".into(),
        "@group(0) @binding(0) var t: texture_depth_2d_array;
@group(0) @binding(1) var d: texture_depth_2d;
@group(0) @binding(2) var sc: sampler_comparison;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(4) var<storage, read_write> o: array<vec4f>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {
    let uv = vec2f(f32(g.x) * 0.02, 0.5);
    o[g.x] = textureGatherCompare(t, sc, uv, 1, 0.5) + textureGather(d, s, uv)
        + vec4f(textureSampleCompareLevel(d, sc, uv, 0.25), textureSampleLevel(t, s, uv, 0, 0),
                textureLoad(d, g.xy, 0), textureLoad(t, g.xy, 1, 0));
}"
        .into(),
    ));
    kernels.push((
        "helpers_and_integer_gather".into(),
        "@group(0) @binding(0) var f: texture_2d<f32>;
@group(0) @binding(1) var u: texture_2d<u32>;
@group(0) @binding(2) var i: texture_2d<i32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(4) var<storage, read_write> o: array<vec4u>;
fn sample_at(t: texture_2d<f32>, smp: sampler, uv: vec2f) -> vec4f { return textureSampleLevel(t, smp, uv, 0.0); }
fn gather_i(t: texture_2d<i32>, smp: sampler, uv: vec2f) -> vec4i { return textureGather(2, t, smp, uv); }
fn pass_on(t: texture_2d<i32>, smp: sampler, uv: vec2f) -> vec4i { return gather_i(t, smp, uv) + vec4i(textureDimensions(t).xyxy); }
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {
    let uv = vec2f(f32(g.x) * 0.02, 0.5);
    o[g.x] = vec4u(sample_at(f, s, uv)) + textureGather(0, u, s, uv) + vec4u(pass_on(i, s, uv))
        + vec4u(textureSampleGrad(f, s, uv, vec2f(0.01, 0.0), vec2f(0.0, f32(g.x) * 0.02)));
}"
        .into(),
    ));
    kernels
}

#[test]
fn texture_kernels_assemble_for_ptx_and_link_for_amdgcn() {
    for (name, wgsl) in texture_kernels() {
        let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("{name}.wgsl"));
        // The texels are read from the texture's allocation in global memory.
        crate::assemble_for_gpu_targets(&name, &src, |ptx| ptx.contains("ld.global"));
    }
}
