//! Every built-in op kernel (`anygpu::ops::all_kernels`) compiles for the GPU targets: PTX that
//! ptxas assembles for sm_80 and sm_90, and AMD code objects that lld links for CDNA and RDNA.

use anygpu::compiler::{amdgcn_code_object, emit, CodeObjectVersion, EmitTarget, PtxArch};
use anygpu::KernelSource;

#[test]
fn every_op_kernel_assembles_for_ptx_and_links_for_amdgcn() {
    let ptxas = crate::common::ptxas();
    let lld = crate::common::lld_available();
    for (name, wgsl) in anygpu::ops::all_kernels() {
        let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("ops/{name}.wgsl"));
        for arch in ["sm_80", "sm_90"] {
            let arch: PtxArch = arch.parse().unwrap();
            let ptx = emit(&src, EmitTarget::Ptx(arch)).unwrap_or_else(|e| panic!("{name} for {arch}: {e}"));
            assert!(ptx.contains(".visible .entry op_"), "{name}: {ptx}");
            if let Some(ptxas) = &ptxas {
                crate::common::assemble_ptx(ptxas, &ptx, &arch.to_string(), &name)
                    .unwrap_or_else(|e| panic!("{name}: {e}\n{ptx}"));
            }
        }
        if lld {
            for (arch, version) in [("gfx90a", CodeObjectVersion::V4), ("gfx1100", CodeObjectVersion::V5)] {
                let module = amdgcn_code_object(&src, arch.parse().unwrap(), version)
                    .unwrap_or_else(|e| panic!("{name} for {arch}: {e}"));
                assert!(module.hsaco.starts_with(b"\x7fELF"), "{name} for {arch}: a code object");
            }
        }
    }
}
