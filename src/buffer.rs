//! Device memory owned by a context.

use std::marker::PhantomData;
use std::sync::Arc;

use crate::backend::RawBuffer;

/// Plain-old-data element types a buffer may hold (anything `bytemuck::Pod`).
pub trait DeviceElement: bytemuck::Pod + Send + Sync {}
impl<T: bytemuck::Pod + Send + Sync> DeviceElement for T {}

/// A typed array in device memory, freed on drop. Work that uses it keeps it alive until that work
/// ends, so dropping a buffer right after a launch is safe.
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
}

impl<T: DeviceElement> std::fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "DeviceBuffer<{}>[{}] on {}",
            std::any::type_name::<T>(),
            self.len,
            self.raw.backend.info().id
        )
    }
}

/// Anything that can be bound to a kernel parameter: a [`DeviceBuffer`] of any element type.
/// `launch(&k, cfg, &[&a, &b])` takes a slice of these.
pub trait KernelArg: Send + Sync {
    #[doc(hidden)]
    fn raw_buffer(&self) -> &Arc<RawBuffer>;
    /// Size of one element, in bytes.
    fn element_size(&self) -> usize;
    /// Size of the whole buffer, in bytes.
    fn byte_len(&self) -> usize;
    /// Element type name, for error messages.
    fn element_type_name(&self) -> &'static str;
}

impl<T: DeviceElement> KernelArg for DeviceBuffer<T> {
    fn raw_buffer(&self) -> &Arc<RawBuffer> {
        &self.raw
    }
    fn element_size(&self) -> usize {
        std::mem::size_of::<T>()
    }
    fn byte_len(&self) -> usize {
        self.size_bytes()
    }
    fn element_type_name(&self) -> &'static str {
        std::any::type_name::<T>()
    }
}
