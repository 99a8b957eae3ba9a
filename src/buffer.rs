//! Device memory owned by a context: whole buffers, views of part of one ([`BufferSlice`],
//! [`BufferSliceMut`]), and what a launch takes as arguments ([`KernelArg`], [`Immediate`]).

use std::marker::PhantomData;
use std::ops::{Bound, RangeBounds};
use std::sync::Arc;

use crate::backend::RawBuffer;
use crate::error::{GpuError, Result};

/// Plain-old-data element types a buffer may hold (anything `bytemuck::Pod`).
pub trait DeviceElement: bytemuck::Pod + Send + Sync {}
impl<T: bytemuck::Pod + Send + Sync> DeviceElement for T {}

/// A typed array in device memory, freed on drop (back to the context's memory pool). Work that
/// uses it keeps it alive until that work ends, so dropping a buffer right after a launch is safe.
pub struct DeviceBuffer<T: DeviceElement> {
    pub(crate) raw: Arc<RawBuffer>,
    len: usize,
    _element: PhantomData<T>,
}

impl<T: DeviceElement> DeviceBuffer<T> {
    pub(crate) fn new(raw: Arc<RawBuffer>, len: usize) -> Self {
        DeviceBuffer {
            raw,
            len,
            _element: PhantomData,
        }
    }
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }
    /// True when the buffer holds no element.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Size in bytes.
    pub fn size_bytes(&self) -> usize {
        self.len * std::mem::size_of::<T>()
    }

    /// A view of the elements in `range`, usable as a kernel argument (the kernel's
    /// `arrayLength` is the view's length) and as the source of copies. Its start must be a
    /// multiple of 4 bytes for copies and of 256 bytes as a kernel argument (WebGPU's offset
    /// alignments, required on every device so that code means the same everywhere).
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<BufferSlice<'_, T>> {
        let (start, len) = bounds(&range, self.len)?;
        Ok(BufferSlice {
            buffer: self,
            start,
            len,
        })
    }

    /// A writable view of the elements in `range`: a copy destination as well as a kernel
    /// argument. Alignment as for [`slice`](Self::slice).
    pub fn slice_mut(&mut self, range: impl RangeBounds<usize>) -> Result<BufferSliceMut<'_, T>> {
        let (start, len) = bounds(&range, self.len)?;
        Ok(BufferSliceMut {
            buffer: self,
            start,
            len,
        })
    }
}

/// `range` within `0..len` as (start, length), or an error naming both.
fn bounds(range: &impl RangeBounds<usize>, len: usize) -> Result<(usize, usize)> {
    let start = match range.start_bound() {
        Bound::Included(&s) => Some(s),
        Bound::Excluded(&s) => s.checked_add(1),
        Bound::Unbounded => Some(0),
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.checked_add(1),
        Bound::Excluded(&e) => Some(e),
        Bound::Unbounded => Some(len),
    };
    match (start, end) {
        (Some(s), Some(e)) if s <= e && e <= len => Ok((s, e - s)),
        _ => Err(GpuError::invalid_argument(format!(
            "slice {:?}..{:?} is outside the buffer's {len} elements",
            range.start_bound(),
            range.end_bound()
        ))),
    }
}

impl<T: DeviceElement> std::fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "DeviceBuffer<{}>[{}] on {}",
            std::any::type_name::<T>(),
            self.len,
            self.raw.backend().info().id
        )
    }
}

/// Part of a [`DeviceBuffer`], from [`DeviceBuffer::slice`].
#[derive(Clone, Copy)]
pub struct BufferSlice<'a, T: DeviceElement> {
    buffer: &'a DeviceBuffer<T>,
    start: usize,
    len: usize,
}

/// Part of a [`DeviceBuffer`] that may be written, from [`DeviceBuffer::slice_mut`].
pub struct BufferSliceMut<'a, T: DeviceElement> {
    buffer: &'a mut DeviceBuffer<T>,
    start: usize,
    len: usize,
}

/// The elements a buffer or slice covers: what copies and launches need to know of it.
#[doc(hidden)]
pub struct View<'a> {
    pub(crate) raw: &'a Arc<RawBuffer>,
    /// Byte offset into the buffer.
    pub(crate) offset: usize,
    /// Length in bytes.
    pub(crate) bytes: usize,
    /// The whole buffer's length in bytes.
    pub(crate) buffer_bytes: usize,
}

/// Device memory a copy may read: a [`DeviceBuffer`] or a slice of one.
pub trait DeviceSlice<T: DeviceElement> {
    /// Number of elements.
    fn len(&self) -> usize;
    /// True when it holds no element.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    #[doc(hidden)]
    fn view(&self) -> View<'_>;
}

/// Device memory a copy may write: a [`DeviceBuffer`] or a [`BufferSliceMut`].
pub trait DeviceSliceMut<T: DeviceElement>: DeviceSlice<T> {}

impl<T: DeviceElement> DeviceSlice<T> for DeviceBuffer<T> {
    fn len(&self) -> usize {
        self.len
    }
    fn view(&self) -> View<'_> {
        View {
            raw: &self.raw,
            offset: 0,
            bytes: self.size_bytes(),
            buffer_bytes: self.size_bytes(),
        }
    }
}
impl<T: DeviceElement> DeviceSliceMut<T> for DeviceBuffer<T> {}

impl<T: DeviceElement> DeviceSlice<T> for BufferSlice<'_, T> {
    fn len(&self) -> usize {
        self.len
    }
    fn view(&self) -> View<'_> {
        slice_view(self.buffer, self.start, self.len)
    }
}

impl<T: DeviceElement> DeviceSlice<T> for BufferSliceMut<'_, T> {
    fn len(&self) -> usize {
        self.len
    }
    fn view(&self) -> View<'_> {
        slice_view(self.buffer, self.start, self.len)
    }
}
impl<T: DeviceElement> DeviceSliceMut<T> for BufferSliceMut<'_, T> {}

fn slice_view<T: DeviceElement>(buffer: &DeviceBuffer<T>, start: usize, len: usize) -> View<'_> {
    let size = std::mem::size_of::<T>();
    View {
        raw: &buffer.raw,
        offset: start * size,
        bytes: len * size,
        buffer_bytes: buffer.size_bytes(),
    }
}

/// One argument of a launch, as the validation layer reads it.
#[doc(hidden)]
pub enum LaunchArg<'a> {
    /// A buffer or slice bound to a `var<storage>`/`var<uniform>`.
    Buffer {
        view: View<'a>,
        element_size: usize,
        element_type: &'static str,
    },
    /// The bytes of the entry's `var<immediate>`.
    Immediate {
        bytes: &'a [u8],
        type_name: &'static str,
    },
    Texture(&'a Texture),
    Sampler(&'a Sampler),
}

/// Anything that can be passed to a kernel: a [`DeviceBuffer`] or slice of one (for a binding),
/// or an [`Immediate`] value (for the entry's `var<immediate>`).
/// `launch(&k, cfg, &[&a, &b, &Immediate(&params)])` takes a slice of these.
pub trait KernelArg: Send + Sync {
    #[doc(hidden)]
    fn launch_arg(&self) -> LaunchArg<'_>;
}

fn buffer_arg<T: DeviceElement>(view: View<'_>) -> LaunchArg<'_> {
    LaunchArg::Buffer {
        view,
        element_size: std::mem::size_of::<T>(),
        element_type: std::any::type_name::<T>(),
    }
}

impl<T: DeviceElement> KernelArg for DeviceBuffer<T> {
    fn launch_arg(&self) -> LaunchArg<'_> {
        buffer_arg::<T>(self.view())
    }
}
impl<T: DeviceElement> KernelArg for BufferSlice<'_, T> {
    fn launch_arg(&self) -> LaunchArg<'_> {
        buffer_arg::<T>(self.view())
    }
}
impl<T: DeviceElement> KernelArg for BufferSliceMut<'_, T> {
    fn launch_arg(&self) -> LaunchArg<'_> {
        buffer_arg::<T>(self.view())
    }
}

/// The value of a kernel's `var<immediate>` (push constants): small parameters passed with the
/// launch instead of in a buffer. Its size must equal the WGSL type's (a `#[repr(C)]` struct
/// deriving `bytemuck::Pod` with the same fields, in order, matches WGSL's layout when every
/// field is a 4-byte scalar or an aligned vector).
///
/// ```ignore
/// #[repr(C)] #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
/// struct Params { scale: f32, n: u32 }
/// ctx.launch(&k, cfg, &[&x, &y, &Immediate(&Params { scale: 2.0, n: 1024 })])?;
/// ```
pub struct Immediate<'a, T: DeviceElement>(pub &'a T);

impl<T: DeviceElement> KernelArg for Immediate<'_, T> {
    fn launch_arg(&self) -> LaunchArg<'_> {
        LaunchArg::Immediate {
            bytes: bytemuck::bytes_of(self.0),
            type_name: std::any::type_name::<T>(),
        }
    }
}

/// A texture in a context's memory. Pass `&texture` to a launch for a `texture_*` binding.
pub struct Texture {
    pub(crate) raw: Arc<RawBuffer>,
    pub(crate) desc: crate::texture::TextureDesc,
}

impl Texture {
    /// What it was made with.
    pub fn desc(&self) -> &crate::texture::TextureDesc {
        &self.desc
    }
}

impl std::fmt::Debug for Texture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Texture({:?}) on {}", self.desc, self.raw.backend().info().id)
    }
}

/// A sampler of a context. Pass `&sampler` to a launch for a `sampler` binding.
pub struct Sampler {
    pub(crate) raw: Arc<RawBuffer>,
    pub(crate) desc: crate::texture::SamplerDesc,
}

impl Sampler {
    /// What it was made with.
    pub fn desc(&self) -> &crate::texture::SamplerDesc {
        &self.desc
    }
}

impl std::fmt::Debug for Sampler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Sampler({:?})", self.desc)
    }
}

impl KernelArg for Texture {
    fn launch_arg(&self) -> LaunchArg<'_> {
        LaunchArg::Texture(self)
    }
}

impl KernelArg for Sampler {
    fn launch_arg(&self) -> LaunchArg<'_> {
        LaunchArg::Sampler(self)
    }
}

/// Owns a texture's or sampler's allocation: given straight back to the backend, never pooled
/// (on wgpu it is not a buffer, and no buffer may reuse it).
pub(crate) struct Unpooled {
    pub(crate) backend: Arc<dyn crate::backend::Backend>,
}

impl crate::backend::BlockOwner for Unpooled {
    fn backend(&self) -> &Arc<dyn crate::backend::Backend> {
        &self.backend
    }

    unsafe fn release(&self, alloc: crate::backend::DeviceAlloc, _requested: usize) {
        if alloc.bytes > 0 {
            // SAFETY: the caller (RawBuffer's drop) gives up the last reference to `alloc`.
            unsafe { self.backend.free_handle(&alloc) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slice_bounds_are_checked_without_panicking() {
        assert_eq!(bounds(&(2..5), 10).unwrap(), (2, 3));
        assert_eq!(bounds(&(..), 10).unwrap(), (0, 10));
        assert_eq!(bounds(&(3..=3), 10).unwrap(), (3, 1));
        assert_eq!(bounds(&(10..), 10).unwrap(), (10, 0));
        for e in [bounds(&(5..11), 10), bounds(&(6..5), 10), bounds(&(0..=usize::MAX), 10)] {
            let e = e.unwrap_err().to_string();
            assert!(e.contains("outside the buffer's 10 elements"), "{e}");
        }
    }
}
