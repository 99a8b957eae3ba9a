//! The resources the benchmark kernels use on AMD GPUs, read from their code objects' own
//! metadata (no GPU needed): VGPRs, SGPRs, LDS, scratch and spills, for gfx942 and gfx1100.
//!
//!   cargo run --release --example amd_resources

use anygpu::compiler::{compile, read_amdgcn_metadata, GfxArch, TargetSpec};
use anygpu::KernelSource;

fn main() -> Result<(), anygpu::GpuError> {
    let kernels = [
        ("vector add", include_str!("../shaders/vector_add.wgsl")),
        ("tiled matmul 16×16", include_str!("../shaders/matmul_tiled.wgsl")),
        (
            "reduction (grid-stride + tree)",
            include_str!("../shaders/reduce_sum.wgsl"),
        ),
        ("reduction (tree)", include_str!("../shaders/reduce_tree.wgsl")),
    ];
    println!("| kernel | arch | wave | VGPRs | SGPRs | LDS bytes | scratch bytes | VGPR/SGPR spills |");
    println!("|---|---|---|---|---|---|---|---|");
    for (name, wgsl) in kernels {
        for arch in ["gfx942", "gfx1100"] {
            let arch: GfxArch = arch.parse()?;
            let object = compile(&KernelSource::wgsl(wgsl), &TargetSpec::amdgcn(arch))?;
            let m = read_amdgcn_metadata(object.bytes())?;
            println!(
                "| {name} | {arch} | {} | {} | {} | {} | {} | {} / {} |",
                m.wavefront_size,
                m.vgpr_count,
                m.sgpr_count,
                m.group_segment_fixed_size,
                m.private_segment_fixed_size,
                m.vgpr_spill_count,
                m.sgpr_spill_count
            );
        }
    }
    Ok(())
}
