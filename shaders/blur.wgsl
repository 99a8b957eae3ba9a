// A separable-free 5×5 Gaussian blur: each work-item samples its texel's neighbourhood with a
// linear, clamp-to-edge sampler (so the edges repeat) and writes one texel of the output.
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var smp: sampler;
@group(0) @binding(2) var dst: texture_storage_2d<rgba8unorm, write>;

const WEIGHTS = array<f32, 5>(1.0, 4.0, 6.0, 4.0, 1.0);

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let size = textureDimensions(src);
    if any(id.xy >= size) {
        return;
    }
    let texel = 1.0 / vec2<f32>(size);
    let center = (vec2<f32>(id.xy) + 0.5) * texel;
    var sum = vec4<f32>(0.0);
    for (var dy = 0; dy < 5; dy++) {
        for (var dx = 0; dx < 5; dx++) {
            let offset = vec2<f32>(f32(dx - 2), f32(dy - 2)) * texel;
            sum += WEIGHTS[dx] * WEIGHTS[dy] * textureSampleLevel(src, smp, center + offset, 0.0);
        }
    }
    textureStore(dst, id.xy, sum / 256.0);
}
