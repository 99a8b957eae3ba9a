// Two kernels that finish only if they run at the same time: `wait_for_flag` spins until
// `set_flag` (launched after it, on another stream) has run.
@group(0) @binding(0) var<storage, read_write> flags: array<atomic<u32>, 2>;

@compute @workgroup_size(1)
fn wait_for_flag() {
    loop {
        if atomicLoad(&flags[0]) == 1u {
            break;
        }
    }
    atomicStore(&flags[1], 1u);
}

@compute @workgroup_size(1)
fn set_flag() {
    atomicStore(&flags[0], 1u);
}
