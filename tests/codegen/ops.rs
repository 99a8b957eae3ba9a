//! Every built-in op kernel (`anygpu::ops::all_kernels`) compiles for the GPU targets: PTX that
//! ptxas assembles for sm_80 and sm_90, and AMD code objects that lld links for CDNA and RDNA.

use anygpu::KernelSource;

#[test]
fn every_op_kernel_assembles_for_ptx_and_links_for_amdgcn() {
    for (name, wgsl) in anygpu::ops::all_kernels() {
        let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("ops/{name}.wgsl"));
        crate::assemble_for_gpu_targets(&name, &src, |ptx| ptx.contains(".visible .entry op_"));
    }
}
