@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(0, 1, 1) fn main() { o[100000000] = *&*&o[1]; let x: i32 = 1u; }
