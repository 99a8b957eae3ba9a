@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<workgroup> t: array<u32, 64>;
fn sync_and_read(i: u32) -> u32 { workgroupBarrier(); return t[63u - i]; }
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
  t[l] = l * 3u;
  o[l] = sync_and_read(l);
}
