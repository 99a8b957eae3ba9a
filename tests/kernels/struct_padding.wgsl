struct Particle {
    pos: vec3<f32>,
    mass: f32,
    vel: vec3<f32>,
    id: u32,
}
struct Mixed {
    x: f32,
    v2: vec2<f32>,
    v4: vec4<f32>,
    y: u32,
}
@group(0) @binding(0) var<storage, read> ps: array<Particle>;
@group(0) @binding(1) var<storage, read_write> moved: array<Particle>;
@group(0) @binding(2) var<storage, read_write> mixed: array<Mixed>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&ps) { return; }
    var p = ps[i];
    p.pos += p.vel;
    p.mass *= 2.0;
    p.id += 1u;
    moved[i] = p;
    mixed[i] = Mixed(p.mass, p.vel.xy, vec4<f32>(p.pos, 1.0), p.id * 3u);
}
