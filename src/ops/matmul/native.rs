//! Native twins of op kernels, for the CPU device: where a host library beats any kernel the
//! CPU device can run by far (sgemm: `matrixmultiply`'s packed, cache-blocked FMA loops), the op
//! validates its launch as the kernel's and runs the twin in its place, in the stream's order
//! (`GpuContext::launch_or_host_task`). GPUs, and the CPU device with
//! [`GpuContext::set_native_ops`]`(false)`, run the WGSL kernel.
//!
//! [`GpuContext::set_native_ops`]: crate::GpuContext::set_native_ops

use super::MatmulSpec;
use crate::context::{HostBindings, HostTask};
use crate::error::{ice, Result};
use crate::ops::{host_input, host_output};

/// A validated matmul as the twin runs it: `C[i] = op(A[i]) · op(B[i]) (+ bias)` for each batch
/// `i`, with the matrices `strides` elements apart in their buffers (0: shared).
pub(super) struct NativeMatmul {
    pub spec: MatmulSpec,
    pub strides: [usize; 3],
    /// The bias, if bound after C: `true` when it has one value per row of C, else per column.
    pub bias_per_row: Option<bool>,
}

/// A row-major view of a strided matrix inside a slice.
#[derive(Clone, Copy)]
struct Strided {
    rows: usize,
    cols: usize,
    row_stride: usize,
    col_stride: usize,
}

impl Strided {
    /// The same elements read as the transpose.
    fn transposed(&self) -> Strided {
        Strided {
            rows: self.cols,
            cols: self.rows,
            row_stride: self.col_stride,
            col_stride: self.row_stride,
        }
    }

    /// Whether every element lies inside a slice of `len` elements from `offset`.
    fn fits(&self, offset: usize, len: usize) -> bool {
        if self.rows == 0 || self.cols == 0 {
            return offset <= len;
        }
        let last = (self.rows - 1)
            .checked_mul(self.row_stride)
            .and_then(|r| r.checked_add((self.cols - 1).checked_mul(self.col_stride)?))
            .and_then(|l| l.checked_add(offset));
        last.is_some_and(|l| l < len)
    }
}

impl NativeMatmul {
    /// The host task: reads A, B (and the bias), writes C.
    pub(super) fn task(self) -> HostTask {
        Box::new(move |bindings: &mut HostBindings| self.run(bindings))
    }

    fn run(&self, bindings: &mut HostBindings) -> Result<()> {
        let mut views = bindings.views().into_iter();
        let a = host_input(views.next(), "native matmul: A")?;
        let b = host_input(views.next(), "native matmul: B")?;
        let c = host_output(views.next(), "native matmul: C")?;
        let bias = match self.bias_per_row {
            Some(_) => Some(host_input(views.next(), "native matmul: the bias")?),
            None => None,
        };
        let MatmulSpec {
            m,
            k,
            n,
            trans_a,
            trans_b,
            batch,
            ..
        } = self.spec;
        let bias_len = if self.bias_per_row == Some(true) { m } else { n };
        if bias.is_some_and(|b| b.len() < bias_len) {
            return Err(ice(
                "native matmul: the bias is shorter than the launch was validated for",
            ));
        }
        let a_shape = if trans_a {
            Strided {
                rows: m,
                cols: k,
                row_stride: 1,
                col_stride: m,
            }
        } else {
            Strided {
                rows: m,
                cols: k,
                row_stride: k,
                col_stride: 1,
            }
        };
        let b_shape = if trans_b {
            Strided {
                rows: k,
                cols: n,
                row_stride: 1,
                col_stride: k,
            }
        } else {
            Strided {
                rows: k,
                cols: n,
                row_stride: n,
                col_stride: 1,
            }
        };
        let c_shape = Strided {
            rows: m,
            cols: n,
            row_stride: n,
            col_stride: 1,
        };
        for i in 0..batch {
            let [oa, ob, oc] = self.strides.map(|s| s * i);
            // The kernel's launch was validated for these shapes; checked again here because
            // the unsafe call below trusts them.
            let k_reads = k > 0 && m > 0 && n > 0;
            if (k_reads && !(a_shape.fits(oa, a.len()) && b_shape.fits(ob, b.len()))) || !c_shape.fits(oc, c.len()) {
                return Err(ice("native matmul: a matrix reaches past its buffer"));
            }
            let out = &mut c[oc..oc + m * n];
            match (bias, self.bias_per_row) {
                (Some(bias), Some(true)) => out
                    .chunks_exact_mut(n.max(1))
                    .zip(bias)
                    .for_each(|(row, &v)| row.fill(v)),
                (Some(bias), _) => out
                    .chunks_exact_mut(n.max(1))
                    .for_each(|row| row.copy_from_slice(&bias[..n])),
                (None, _) => out.fill(0.0),
            }
            if k_reads {
                // `matrixmultiply` splits its work across threads along the rows of C: a wide,
                // short product (conv2d's channels × pixels) runs as its transpose,
                // Cᵀ = op(B)ᵀ · op(A)ᵀ, which is the same sums over strides swapped.
                let (rows, cols, (lhs, l), (rhs, r), (rsc, csc)) = if m < n {
                    (
                        n,
                        m,
                        (b[ob..].as_ptr(), b_shape.transposed()),
                        (a[oa..].as_ptr(), a_shape.transposed()),
                        (1, n),
                    )
                } else {
                    (m, n, (a[oa..].as_ptr(), a_shape), (b[ob..].as_ptr(), b_shape), (n, 1))
                };
                // SAFETY: every element of op(A), op(B) and C addressed by these dimensions and
                // strides lies inside `a`, `b` and `c` (checked above; transposing swaps the
                // strides, not the elements reached), and `c` is the only mutable view, distinct
                // from `a` and `b` (the launch's validation refused a writable binding that
                // aliases another).
                unsafe {
                    matrixmultiply::sgemm(
                        rows,
                        k,
                        cols,
                        1.0,
                        lhs,
                        l.row_stride as isize,
                        l.col_stride as isize,
                        rhs,
                        r.row_stride as isize,
                        r.col_stride as isize,
                        1.0,
                        out.as_mut_ptr(),
                        rsc as isize,
                        csc as isize,
                    )
                };
            }
        }
        Ok(())
    }
}
