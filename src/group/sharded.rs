//! Ops over a group: an array's rows shared among the members ([`Sharded`]), by equal shares,
//! given weights, or weights measured on the members ([`DeviceGroup::measure`]); elementwise
//! ops and the matrix product on every member at once (a thread each, so a CPU and a GPU work
//! side by side); the result left sharded or gathered.

use super::{joined, DeviceGroup};
use crate::buffer::{DeviceBuffer, DeviceElement};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::ops::{Binary, OpFloat, Unary};

/// How an array's rows are shared among a group's members.
#[derive(Clone, Debug, PartialEq)]
pub enum Split {
    /// Equal shares (the first members one more row where they do not divide evenly).
    Even,
    /// Shares in proportion to one weight per member (finite, at least 0, not all 0; a member
    /// of weight 0 takes no rows): given, or measured ([`DeviceGroup::measure`],
    /// [`DeviceGroup::matmul_weights`], [`DeviceGroup::elementwise_weights`]).
    Weights(Vec<f64>),
}

/// An array of `rows × row_len` elements whose rows the members of a group share: member `i`
/// holds `rows()[i]` consecutive rows, in member order, on its own device.
pub struct Sharded<T: DeviceElement> {
    parts: Vec<DeviceBuffer<T>>,
    rows: Vec<usize>,
    row_len: usize,
}

impl<T: DeviceElement> Sharded<T> {
    /// Member `i`'s rows, on its device.
    pub fn parts(&self) -> &[DeviceBuffer<T>] {
        &self.parts
    }

    /// How many rows each member holds.
    pub fn rows(&self) -> &[usize] {
        &self.rows
    }

    /// Elements per row.
    pub fn row_len(&self) -> usize {
        self.row_len
    }

    /// Elements in all.
    pub fn len(&self) -> usize {
        self.rows.iter().sum::<usize>() * self.row_len
    }

    /// Whether it holds no element.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl DeviceGroup {
    /// Shares `host` (rows of `row_len` elements) among the members as `split` says.
    pub fn shard<T: DeviceElement>(&self, host: &[T], row_len: usize, split: &Split) -> Result<Sharded<T>> {
        if row_len == 0 || host.len() % row_len != 0 {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::shard: {} elements are not rows of {row_len}",
                host.len()
            )));
        }
        let rows = self.row_shares(host.len() / row_len, split)?;
        let mut start = 0;
        let mut parts = Vec::with_capacity(self.len());
        for (ctx, &n) in self.members.iter().zip(&rows) {
            parts.push(ctx.upload(&host[start * row_len..(start + n) * row_len])?);
            start += n;
        }
        Ok(Sharded { parts, rows, row_len })
    }

    /// Every member's rows, in order, on the host.
    pub fn gather<T: DeviceElement>(&self, sharded: &Sharded<T>) -> Result<Vec<T>> {
        self.check_sharded("gather", sharded)?;
        let mut out = Vec::with_capacity(sharded.len());
        for (ctx, part) in self.members.iter().zip(&sharded.parts) {
            out.extend(ctx.download(part)?);
        }
        Ok(out)
    }

    /// `op(x)`, each member on its rows, all at once; the result sharded as `x`.
    pub fn unary<T: OpFloat>(&self, op: Unary, x: &Sharded<T>) -> Result<Sharded<T>> {
        self.check_sharded("unary", x)?;
        let parts = self.on_every_member(|i, ctx| crate::ops::unary(ctx, op, &x.parts[i]))?;
        Ok(Sharded {
            parts,
            rows: x.rows.clone(),
            row_len: x.row_len,
        })
    }

    /// `x op y`, each member on its rows, all at once; `x` and `y` sharded alike.
    pub fn binary<T: OpFloat>(&self, op: Binary, x: &Sharded<T>, y: &Sharded<T>) -> Result<Sharded<T>> {
        self.check_sharded("binary", x)?;
        self.check_sharded("binary", y)?;
        if x.rows != y.rows || x.row_len != y.row_len {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::binary: x's rows {:?} of {} and y's {:?} of {} are not shared alike",
                x.rows, x.row_len, y.rows, y.row_len
            )));
        }
        let parts = self.on_every_member(|i, ctx| crate::ops::binary(ctx, op, &x.parts[i], &y.parts[i]))?;
        Ok(Sharded {
            parts,
            rows: x.rows.clone(),
            row_len: x.row_len,
        })
    }

    /// `C = A · B` for `A`'s rows sharded (`k` elements each) and row-major `B` (`k × n`) on
    /// the host: `B` goes to every member holding rows, each runs `ops::matmul` on its rows (its
    /// own tuned kernel, or the CPU device's native twin), all at once; `C` sharded as `A`.
    pub fn matmul(&self, a: &Sharded<f32>, b: &[f32], n: usize) -> Result<Sharded<f32>> {
        self.check_sharded("matmul", a)?;
        let k = a.row_len;
        if k.checked_mul(n) != Some(b.len()) {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::matmul: B has {} elements; {k}×{n} needs {}",
                b.len(),
                k.saturating_mul(n)
            )));
        }
        let parts = self.on_every_member(|i, ctx| {
            let rows = a.rows[i];
            let mut out = ctx.alloc::<f32>(rows * n)?;
            if rows > 0 {
                let spec = crate::ops::MatmulSpec::new(rows, k, n);
                crate::ops::matmul_with(ctx, &spec, &a.parts[i], &ctx.upload(b)?, &mut out, Default::default())?;
            }
            Ok(out)
        })?;
        Ok(Sharded {
            parts,
            rows: a.rows.clone(),
            row_len: n,
        })
    }

    /// `C = A · B` for row-major f32 `A` (`m × k`) and `B` (`k × n`) on the host, its rows
    /// split across the members: member `i` takes a share of `A`'s rows in proportion to
    /// `weights[i]` (equal shares with `None`) and runs [`matmul`](Self::matmul) on them, all
    /// members at once; the rows of `C` come back in order. So a CPU and a GPU share one
    /// product in one call.
    pub fn matmul_split_rows(
        &self,
        (m, k, n): (usize, usize, usize),
        a: &[f32],
        b: &[f32],
        weights: Option<&[f64]>,
    ) -> Result<Vec<f32>> {
        let (Some(a_len), Some(b_len)) = (m.checked_mul(k), k.checked_mul(n)) else {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::matmul_split_rows: {m}×{k}·{k}×{n} overflows"
            )));
        };
        if a.len() != a_len || b.len() != b_len || k == 0 {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::matmul_split_rows: A has {} elements and B {}; {m}×{k} and {k}×{n} need {a_len} and {b_len} (k at least 1)",
                a.len(),
                b.len()
            )));
        }
        let split = weights.map_or(Split::Even, |w| Split::Weights(w.to_vec()));
        let sharded = self.shard(a, k, &split)?;
        self.gather(&self.matmul(&sharded, b, n)?)
    }

    /// Each member's throughput at `probe` (a piece of the work to share, run once to warm
    /// up — compiling its kernels — then timed for at least 20 ms, one member at a time so that
    /// they do not compete for the host): weights for [`Split::Weights`].
    pub fn measure(&self, probe: impl Fn(&GpuContext) -> Result<()>) -> Result<Vec<f64>> {
        const LEAST: std::time::Duration = std::time::Duration::from_millis(20);
        self.members
            .iter()
            .map(|ctx| {
                probe(ctx)?;
                ctx.synchronize()?;
                let start = std::time::Instant::now();
                let mut runs = 0u32;
                while runs < 3 || start.elapsed() < LEAST {
                    probe(ctx)?;
                    ctx.synchronize()?;
                    runs += 1;
                }
                Ok(f64::from(runs) / start.elapsed().as_secs_f64())
            })
            .collect()
    }

    /// Weights for sharing the rows of an `m × k · k × n` f32 product: each member's rate at
    /// up to 512 of its rows ([`measure`](Self::measure)).
    pub fn matmul_weights(&self, (m, k, n): (usize, usize, usize)) -> Result<Vec<f64>> {
        let rows = m.clamp(1, 512);
        self.measure(|ctx| {
            let a = ctx.alloc_zeroed::<f32>(rows * k)?;
            let b = ctx.alloc_zeroed::<f32>(k * n)?;
            let mut c = ctx.alloc::<f32>(rows * n)?;
            crate::ops::matmul_with(
                ctx,
                &crate::ops::MatmulSpec::new(rows, k, n),
                &a,
                &b,
                &mut c,
                Default::default(),
            )
        })
    }

    /// Weights for sharing elementwise ops over `len` f32 elements: each member's rate at a
    /// sum of up to 4 Mi elements ([`measure`](Self::measure)).
    pub fn elementwise_weights(&self, len: usize) -> Result<Vec<f64>> {
        let n = len.clamp(1, 4 << 20);
        self.measure(|ctx| {
            let x = ctx.alloc_zeroed::<f32>(n)?;
            let mut z = ctx.alloc::<f32>(n)?;
            crate::ops::binary_into(ctx, Binary::Add, &x, &x, &mut z)
        })
    }

    /// `work(i, member i's context)` for every member at once, a thread each.
    fn on_every_member<R: Send>(&self, work: impl Fn(usize, &GpuContext) -> Result<R> + Sync) -> Result<Vec<R>> {
        if self.members.len() == 1 {
            return Ok(vec![work(0, &self.members[0])?]);
        }
        let work = &work;
        std::thread::scope(|scope| {
            let handles: Vec<_> = self
                .members
                .iter()
                .enumerate()
                .map(|(i, ctx)| scope.spawn(move || work(i, ctx)))
                .collect();
            handles.into_iter().map(joined).collect()
        })
    }

    /// An error unless `sharded` has one part per member, each on that member's device and of
    /// its rows.
    fn check_sharded<T: DeviceElement>(&self, what: &str, sharded: &Sharded<T>) -> Result<()> {
        let fits = sharded.parts.len() == self.len()
            && sharded
                .parts
                .iter()
                .zip(&self.members)
                .zip(&sharded.rows)
                .all(|((part, ctx), &rows)| part.raw.context_id == ctx.id() && part.len() == rows * sharded.row_len);
        if fits {
            Ok(())
        } else {
            Err(GpuError::invalid_argument(format!(
                "DeviceGroup::{what}: the sharded array was not made by this group ({} parts for {} members)",
                sharded.parts.len(),
                self.len()
            )))
        }
    }

    /// Rows of `m` per member as `split` says (largest remainders first).
    pub(super) fn row_shares(&self, m: usize, split: &Split) -> Result<Vec<usize>> {
        let p = self.len();
        let bad = |why: String| Err(GpuError::invalid_argument(format!("DeviceGroup: {why}")));
        let weights: Vec<f64> = match split {
            Split::Weights(w) if w.len() != p => return bad(format!("{} weights for a group of {p}", w.len())),
            Split::Weights(w) if w.iter().any(|v| !v.is_finite() || *v < 0.0) || w.iter().sum::<f64>() <= 0.0 => {
                return bad(format!("weights {w:?}: finite, at least 0, and not all 0"))
            }
            Split::Weights(w) => w.clone(),
            Split::Even => vec![1.0; p],
        };
        let total: f64 = weights.iter().sum();
        let exact: Vec<f64> = weights.iter().map(|w| w / total * m as f64).collect();
        let mut shares: Vec<usize> = exact.iter().map(|e| e.floor() as usize).collect();
        let mut order: Vec<usize> = (0..p).collect();
        order.sort_by(|&i, &j| (exact[j] - exact[j].floor()).total_cmp(&(exact[i] - exact[i].floor())));
        let missing = m - shares.iter().sum::<usize>();
        for &i in order.iter().filter(|&&i| weights[i] > 0.0).cycle().take(missing) {
            shares[i] += 1;
        }
        Ok(shares)
    }
}
