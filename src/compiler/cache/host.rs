//! The CPU device's kernels through the disk cache: the object file and its facts
//! (`targets::host::DeviceObject`) stored under a key of the kernel, this CPU and the device's
//! subgroup width, then linked into the process (`targets::host::HostKernel::link`).

use super::disk::{ArtifactKind, DiskCache, EntryKey};
use crate::compiler::front::FrontModule;
use crate::compiler::targets::host::{host_cpu_features, host_cpu_model, DeviceObject, HostKernel, HostOptions};
use crate::error::Result;

/// `front` compiled for the CPU device as `options` say, through the disk cache the
/// environment configures ([`DiskCache::from_env`]).
pub(crate) fn host_kernel(front: &FrontModule, options: HostOptions) -> Result<HostKernel> {
    host_kernel_with(front, options, DiskCache::global())
}

/// [`host_kernel`] behind `disk`: its object file is read from there when an entry for this
/// kernel, these options and this CPU exists, else compiled and stored. Not for a kernel that
/// calls the sanitizer or visits work-items in a drawn order: its call sites live in this
/// process only, and a debugging run is no place for a stale entry.
pub(crate) fn host_kernel_with(
    front: &FrontModule,
    options: HostOptions,
    disk: Option<&DiskCache>,
) -> Result<HostKernel> {
    let sanitized = options.race || options.bounds || options.init;
    let disk = disk.filter(|_| !sanitized && options.item_order.is_none());
    let key = disk.map(|_| device_entry_key(front, options.subgroup_size));
    if let Some(hit) = disk
        .zip(key.as_ref())
        .and_then(|(disk, key)| disk.load(key, DeviceObject::from_parts))
    {
        // A cached object that no longer links (damage its checksum missed, a changed process)
        // is compiled again and replaced.
        match HostKernel::link(front, options, &hit) {
            Ok(kernel) => {
                front.dump("cpu.o", &hit.object);
                return kernel;
            }
            Err(e) => tracing::warn!("a cached CPU kernel did not load, compiling it again: {e}"),
        }
    }
    let built = DeviceObject::build(front, options)?;
    front.dump("cpu.o", &built.object);
    let kernel = HostKernel::link(front, options, &built)?;
    if let (Some(disk), Some(key), Ok(_)) = (disk, &key, &kernel) {
        disk.store(key, &[&built.object, &built.facts()]);
    }
    kernel
}

/// The disk cache's key of `front` compiled for the CPU device with subgroups `width` wide:
/// this CPU's model and features, and a part of its own, so the device's objects (position
/// independent, with their facts) and `compiler::compile`'s host objects never meet.
fn device_entry_key(front: &FrontModule, width: u32) -> EntryKey {
    EntryKey::new(
        ArtifactKind::HostObject,
        &front.key,
        &[
            &host_cpu_model(),
            &host_cpu_features(),
            "cpu device",
            &width.to_string(),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::abi::native_argument_words;
    use crate::compiler::front::compile_front;
    use crate::KernelSource;

    const AXPY: &str = "@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> z: array<f32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&z) { z[id.x] = x[id.x] * 2.0 + z[id.x]; }
}";

    /// The `.kernel` files in `dir`.
    fn entries(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut out: Vec<_> = std::fs::read_dir(dir)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        out.retain(|p| p.extension().is_some_and(|e| e == "kernel"));
        out
    }

    /// Runs AXPY's `z = x * 2 + z` (or whatever `kernel` computes) on 1000 floats, every
    /// workgroup in turn on this thread (the host ABI: `compiler::abi`).
    fn axpy_result(kernel: &HostKernel) -> Vec<f32> {
        let mut x: Vec<f32> = (0..1000).map(|i| i as f32).collect();
        let mut z = vec![1.0f32; 1000];
        let stop = std::sync::atomic::AtomicU32::new(0);
        let spans = [(x.as_mut_ptr() as u64, 4000u64), (z.as_mut_ptr() as u64, 4000)];
        let mut args = native_argument_words(spans.into_iter(), &[], 5);
        args.extend([4u64, 1, 1]);
        args.push(&stop as *const _ as u64);
        args.push(0);
        for g in 0..4 {
            // SAFETY: `args` follows the host ABI for AXPY: both buffers are live and untouched
            // by this thread during the call, the stop flag outlives it, the frame is small.
            unsafe { kernel.run_workgroup(&args, [g, 0, 0]) };
        }
        z
    }

    /// The CPU device's objects go through the disk cache: the first compile stores one entry,
    /// the second runs what the entry holds (shown by planting another kernel's object under
    /// the key), a damaged entry or one whose object does not link is compiled again and
    /// replaced, and sanitized kernels never touch the cache.
    #[test]
    fn cpu_device_objects_are_cached_on_disk() {
        let dir = tempfile::tempdir().unwrap();
        let disk = DiskCache::at(dir.path());
        let options = HostOptions::default();
        let front = compile_front(&KernelSource::wgsl(AXPY)).unwrap();
        let want: Vec<f32> = (0..1000).map(|i| i as f32 * 2.0 + 1.0).collect();
        let compile = |options| host_kernel_with(&front, options, Some(&disk)).unwrap();

        assert_eq!(axpy_result(&compile(options)), want);
        assert_eq!(entries(dir.path()).len(), 1);

        // A hit links the stored object and compiles nothing: plant `z = x * 3 + z` under the key.
        let triple = AXPY.replace("* 2.0", "* 3.0");
        let other = DeviceObject::build(&compile_front(&KernelSource::wgsl(&triple)).unwrap(), options).unwrap();
        let key = device_entry_key(&front, options.subgroup_size);
        disk.store(&key, &[&other.object, &other.facts()]);
        let tripled: Vec<f32> = (0..1000).map(|i| i as f32 * 3.0 + 1.0).collect();
        assert_eq!(axpy_result(&compile(options)), tripled);

        // Damage the entry: a miss, compiled again, and the entry is whole again.
        let path = entries(dir.path()).pop().unwrap();
        let mut bytes = std::fs::read(&path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 0x55;
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(axpy_result(&compile(options)), want);
        assert_eq!(axpy_result(&compile(options)), want);

        // An entry whose checksum holds but whose object is no ELF file: refused by the linker,
        // compiled again, replaced.
        disk.store(&key, &[b"\x7fELF but not really an object file", &other.facts()]);
        assert_eq!(axpy_result(&compile(options)), want);
        let stored = disk.load(&key, DeviceObject::from_parts).unwrap();
        assert!(stored.object.starts_with(b"\x7fELF") && stored.object.len() > 1000);

        // Another subgroup width is another entry; a sanitized compile stores none.
        compile(HostOptions {
            subgroup_size: 32,
            ..options
        });
        assert_eq!(entries(dir.path()).len(), 2);
        let sanitized = compile(HostOptions {
            bounds: true,
            ..options
        });
        assert!(sanitized.calls_sanitizer());
        assert_eq!(entries(dir.path()).len(), 2);
    }
}
