@group(0) @binding(0) var<storage, read_write> x: array<f64>;
@compute @workgroup_size(1) fn main() { x[1] = sin(x[0]); x[2] = exp(x[0]); }
