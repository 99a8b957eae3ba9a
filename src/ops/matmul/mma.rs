//! The GEMM engine's tensor-core kernels ([`GemmConfig::Mma`](super::config::GemmConfig)): f16
//! A and B, f32 accumulation, f16 C, in WGSL with cooperative matrices; the same kernels
//! compiled with `KernelSource::bfloat16_halves` for bf16; and for f32 with TF32 allowed, the
//! same with f32 everywhere, A and B rounded to TF32 where they are staged, compiled with
//! `KernelSource::tf32_operands`.
//!
//! Each step's tiles of A and B are copied from global memory into one of `stages` buffers of
//! workgroup memory in the layout they have in memory (rows padded: every row on 16 bytes, and
//! the rows a fragment load reads at once in distinct banks: `MmaTiling::pitch`), copies for the next
//! `stages − 1` steps in flight while a step's arithmetic runs (one barrier per step). AMD's
//! kernels (`through_registers`) load the next step's tiles into registers before a step's
//! arithmetic and store them into the other of two buffers after it, with `k` contiguous in
//! workgroup memory (an operand whose rows run along `k` is transposed on the way), since AMD's
//! fragments hold runs of `k`. A copy unit outside the matrix reads past the end of the buffer,
//! which anygpu's bounds checks make zero on every device. Each wave
//! owns a `warp_m × warp_n` part of the block: per 16 of depth it loads its 16×16 A and B
//! matrices from workgroup memory (`ldmatrix` on NVIDIA) and multiplies them into its f32
//! accumulators (`mma.sync` on NVIDIA, `v_mfma` / `v_wmma` on AMD). A wave's matrices are
//! indexed by `local_invocation_index / lanes`, which the compiler knows is the same for the
//! whole wave (`uniformity::uniform_cooperative_expressions`); on the CPU device every
//! work-item computes its wave's matrices itself, with the same arithmetic in the same order.
//!
//! The epilogue goes through a 16×16 f32 tile of workgroup memory per wave: each accumulator is
//! stored there, then the wave's work-items add the bias, apply the activation, round to f16 and
//! write eight consecutive outputs each. Global memory is read and written in 16-byte units
//! (`mat2x4<f16>`: eight packed halves; `vec4<f32>` for TF32) where every contiguous dimension
//! and batch stride is a multiple of the unit (`_v8`), else element by element (`_v1`).
//!
//! Hopper's warpgroup tilings (`_g64xN`) stage their tiles in `wgmma`'s 128-byte swizzle
//! (`config::CoreLayout`) instead, and each warpgroup's multiply-adds read them straight from
//! workgroup memory (`warpgroup_math`, `warpgroup_functions`).

use super::config::{CoreLayout, GemmElement, GemmOp, MmaTiling, KLEN};
use crate::ops::elementwise::EPILOGUE_HELPERS as HELPERS;

/// The 16 bytes the kernels copy at a time: eight halves as a `mat2x4<f16>`, or four floats as
/// a `vec4<f32>`.
#[derive(Clone, Copy)]
struct Unit {
    element: GemmElement,
    /// Elements per unit.
    len: u32,
}

impl Unit {
    fn of(element: GemmElement) -> Unit {
        Unit {
            element,
            len: element.vector_width() as u32,
        }
    }

    /// The WGSL scalar: `f16` (bf16's too) or `f32`.
    fn scalar(self) -> &'static str {
        self.element.wgsl()
    }

    /// The WGSL type of a unit.
    fn ty(self) -> &'static str {
        if self.element.is_half() {
            "mat2x4<f16>"
        } else {
            "vec4<f32>"
        }
    }

    /// `v`, a unit, as the matrices take it: rounded to TF32 for [`GemmElement::Tf32`] (the
    /// kernel is compiled with `KernelSource::tf32_operands`: each element is rounded once,
    /// where it is staged, instead of in every fragment that loads it), else as it is.
    fn staged(self, v: &str) -> String {
        if self.element == GemmElement::Tf32 {
            format!("tf32({v})")
        } else {
            v.to_string()
        }
    }

    /// Element `j` of unit `v` (a WGSL reference).
    fn lane(self, v: &str, j: u32) -> String {
        if self.element.is_half() {
            format!("{v}[{}][{}]", j / 4, j % 4)
        } else {
            format!("{v}[{j}]")
        }
    }
}

/// One operand's tile, `rows × cols` with `cols` contiguous as the operand lies in global
/// memory, and staged in workgroup memory the same way, or transposed (`k_contiguous`).
struct Staged {
    /// `a` or `b`.
    name: char,
    /// The buffer binding.
    buffer: &'static str,
    /// The workgroup array.
    tile: &'static str,
    rows: u32,
    cols: u32,
    /// The rows run along `k` (else the columns do).
    rows_along_k: bool,
    /// Where the block starts in the dimension that is not `k` (a WGSL expression), and that
    /// dimension's extent.
    origin: &'static str,
    extent: &'static str,
    /// Staged with `k` contiguous whichever way the operand lies in global memory: an operand
    /// whose rows run along `k` is transposed on its way through registers (`through_registers`
    /// only), so that AMD's fragments, which hold runs of `k`, load as whole vectors.
    k_contiguous: bool,
    /// Staged in `wgmma`'s core matrices (warpgroup tilings): see [`warpgroup_functions`].
    core_matrices: bool,
    unit: Unit,
}

impl Staged {
    /// Whether the staged tile is the transpose of the global one.
    fn transposed(&self) -> bool {
        self.k_contiguous && self.rows_along_k
    }

    /// Elements from one staged row to the next (padded: `MmaTiling::pitch`).
    fn pitch(&self) -> u32 {
        let len = if self.transposed() { self.rows } else { self.cols };
        MmaTiling::pitch(len, self.unit.element, self.staged_rows_along_k())
    }

    /// Where a warpgroup tiling's stage lies (see [`warpgroup_functions`]); `MmaTiling::is_valid`
    /// admits only tiles it fits.
    fn core(&self) -> CoreLayout {
        CoreLayout::of(self.rows, self.cols / self.unit.len, self.rows_along_k)
            .expect("a warpgroup tiling's tiles fit the swizzled layout (MmaTiling::is_valid)")
    }

    /// Elements of one stage.
    fn stage_len(&self) -> u32 {
        if self.core_matrices {
            return self.core().stage * self.unit.len;
        }
        (if self.transposed() { self.cols } else { self.rows }) * self.pitch()
    }

    /// The workgroup array's declaration for `stages` buffers: 16-byte units, or single
    /// elements where transposed (stored one by one, each at a constant offset from the first).
    fn declaration(&self, stages: u32) -> String {
        let (element, len) = if self.transposed() {
            (self.unit.scalar(), stages * self.stage_len())
        } else {
            (self.unit.ty(), stages * self.stage_len() / self.unit.len)
        };
        format!("var<workgroup> {}: array<{element}, {len}>;\n", self.tile)
    }

    /// A pointer to the staged element at `offset` (a WGSL expression, in elements).
    fn pointer(&self, offset: &str) -> String {
        if self.transposed() {
            format!("&{}[{offset}]", self.tile)
        } else {
            format!("&{}[({offset}) / {}u]", self.tile, self.unit.len)
        }
    }

    /// Whether the staged tile's rows run along `k`.
    fn staged_rows_along_k(&self) -> bool {
        self.rows_along_k && !self.k_contiguous
    }

    /// Copy units of 16 bytes.
    fn units(&self) -> u32 {
        self.rows * self.cols / self.unit.len
    }

    /// Statements at the kernel's start: each of the work-item's copy units' destination in a
    /// stage (in units), its global index at `k` = 0, and whether its row or column outside
    /// `k` is inside the matrix.
    fn positions(&self, threads: u32) -> String {
        let (x, org, ext) = (self.name, self.origin, self.extent);
        let u = self.unit.len;
        let across = self.cols / u;
        (0..self.units().div_ceil(threads))
            .map(|i| {
                // A transposed tile's units go to work-items in pairs of consecutive rows
                // (`k`), where there are enough for every work-item to hold whole pairs: the
                // pair's halves then land side by side, and stores of two halves each merge.
                // Warpgroup tiles too: 8 consecutive work-items copy one 128-byte line
                // (`CoreLayout`).
                let (r, c) = if self.transposed() && self.units() % (2 * threads) == 0 {
                    let at = format!("(t + {}u)", i / 2 * threads);
                    (format!("{at} / {across}u * 2u + {}u", i % 2), format!("{at} % {across}u * {u}u"))
                } else {
                    let at = format!("(t + {}u)", i * threads);
                    (format!("{at} / {across}u"), format!("{at} % {across}u * {u}u"))
                };
                // Row-major in global memory: the row's index times the row length.
                let (global, inside) = if self.rows_along_k {
                    (
                        format!("{x}o + ({r}) * {ext} + {org} + {c}"),
                        format!("{org} + {c} < {ext}"),
                    )
                } else {
                    (
                        format!("{x}o + ({org} + {r}) * p.k + {c}"),
                        format!("{org} + {r} < {ext}"),
                    )
                };
                // The vector path's unit index at `k` = 0 with its row or column outside `k`
                // clamped into the matrix: what such a unit reads lands only in rows or
                // columns of C that are never written (there, n and the rows are multiples of
                // the unit), so it needs no test; only `k` does (its zeros are summed).
                let clamped = if self.rows_along_k {
                    format!("({x}o + ({r}) * {ext} + min({org} + {c}, {ext} - {u}u)) / {u}u")
                } else {
                    format!("({x}o + min({org} + {r}, {ext} - 1u) * p.k + {c}) / {u}u")
                };
                let kpos = if self.rows_along_k { &r } else { &c };
                // The destination in units, or transposed in elements: the first of the unit's
                // at row `c`, column `r`, each next one a row further.
                let destination = if self.core_matrices {
                    let at = self.core().position(&r, &format!("{c} / {u}u"));
                    format!("    let {x}d{i} = {at};\n")
                } else if self.transposed() {
                    format!("    let {x}d{i} = ({c}) * {}u + {r};\n", self.pitch())
                } else {
                    format!("    let {x}d{i} = ({r}) * {}u + {c} / {u}u;\n", self.pitch() / u)
                };
                format!(
                    "{destination}    let {x}g{i} = {global};\n    let {x}in{i} = {inside};\n    let {x}q{i} = {clamped};\n    let {x}k{i} = {kpos};\n"
                )
            })
            .collect()
    }

    /// Where unit `i` of this work-item goes in stage `stage` (a WGSL expression).
    fn destination(&self, i: u32, stage: &str) -> String {
        format!(
            "{}[{stage} * {}u + {}d{i}]",
            self.tile,
            self.stage_len() / self.unit.len,
            self.name
        )
    }

    /// `if` the work-item has a unit `i` (the last round may not give every work-item one).
    fn unit_guard(&self, i: u32, threads: u32) -> String {
        if (i + 1) * threads > self.units() {
            format!("if t + {}u < {}u ", i * threads, self.units())
        } else {
            String::new()
        }
    }

    /// Statements copying this operand's tile for depth `k0` into stage `stage` (WGSL
    /// expressions); zeros outside the matrix.
    fn copy(&self, threads: u32, vector: bool, stage: &str, k0: &str) -> String {
        self.fetch(threads, vector, k0, |i| self.destination(i, stage))
    }

    /// The registers (`var`s) one step's units travel through, and the statements storing them
    /// into stage `stage`.
    fn registers(&self, threads: u32) -> String {
        (0..self.units().div_ceil(threads))
            .map(|i| format!("    var {}r{i} = {}();\n", self.name, self.unit.ty()))
            .collect()
    }

    fn store_registers(&self, threads: u32, stage: &str) -> String {
        let x = self.name;
        (0..self.units().div_ceil(threads))
            .map(|i| {
                let store = if self.transposed() {
                    // The unit's elements down a column.
                    let first = format!("{stage} * {}u + {x}d{i}", self.stage_len());
                    let elements = (0..self.unit.len)
                        .map(|j| {
                            format!(
                                "{}[{first} + {}u] = {};",
                                self.tile,
                                j * self.pitch(),
                                self.unit.lane("r", j)
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(" ");
                    format!("let r = {}; {elements}", self.unit.staged(&format!("{x}r{i}")))
                } else {
                    format!(
                        "{} = {};",
                        self.destination(i, stage),
                        self.unit.staged(&format!("{x}r{i}"))
                    )
                };
                format!("        {}{{ {store} }}\n", self.unit_guard(i, threads))
            })
            .collect()
    }

    /// Statements rounding this work-item's own units of stage `stage` to TF32 in place, once
    /// its asynchronous copies into it are done (TF32 only; nothing otherwise).
    fn round_in_place(&self, threads: u32, stage: &str) -> String {
        if self.unit.element != GemmElement::Tf32 {
            return String::new();
        }
        (0..self.units().div_ceil(threads))
            .map(|i| {
                let at = self.destination(i, stage);
                format!("        {}{{ {at} = tf32({at}); }}\n", self.unit_guard(i, threads))
            })
            .collect()
    }

    /// Statements reading this work-item's units of the tile for depth `k0` into `into(i)`
    /// (each a WGSL reference to a unit); zeros outside the matrix.
    fn fetch(&self, threads: u32, vector: bool, k0: &str, into: impl Fn(u32) -> String) -> String {
        let x = self.name;
        let buf = self.buffer;
        let k_step = if self.rows_along_k {
            self.extent.to_string()
        } else {
            "1u".to_string()
        };
        (0..self.units().div_ceil(threads))
            .map(|i| {
                let dst = into(i);
                let at = format!("{x}g{i} + {k0} * {k_step}");
                let body = if vector {
                    // A unit outside the matrix reads past the buffer's end, which reads
                    // zero on every device (anygpu's bounds checks): one guarded load, where
                    // an `if` around it would add a second guard and a second zero fill.
                    // In units: `k0` is a multiple of the unit.
                    format!(
                        "{dst} = {buf}[select(OUTSIDE, {x}q{i} + {k0} / {}u * {k_step}, {k0} + {x}k{i} < klen)];",
                        self.unit.len
                    )
                } else {
                    // Scalar access: the unit's elements one by one (only along the contiguous
                    // dimension can one be outside while the others are inside).
                    let lanes: Vec<String> = (0..self.unit.len)
                        .map(|j| {
                            let edge = if self.rows_along_k {
                                format!(
                                    "{x}in{i} && {org} + {x}c{i} + {j}u < {ext} && {k0} + {x}k{i} < klen",
                                    org = self.origin,
                                    ext = self.extent
                                )
                            } else {
                                format!("{x}in{i} && {k0} + {x}k{i} + {j}u < klen")
                            };
                            format!("if {edge} {{ {} = {buf}[{at} + {j}u]; }}", self.unit.lane("v", j))
                        })
                        .collect();
                    format!("var v = {}(); {} {dst} = v;", self.unit.ty(), lanes.join(" "))
                };
                format!("        {}{{ {body} }}\n", self.unit_guard(i, threads))
            })
            .collect()
    }

    /// The scalar path's column of each unit (the vector path checks whole units).
    fn unit_columns(&self, threads: u32) -> String {
        let (x, u) = (self.name, self.unit.len);
        let across = self.cols / u;
        (0..self.units().div_ceil(threads))
            .map(|i| format!("    let {x}c{i} = (t + {}u) % {across}u * {u}u;\n", i * threads))
            .collect()
    }
}

/// The tensor-core kernel for `op` (f16, bf16, or f32 with TF32 allowed) tiled as `t`, named
/// `config`.
pub(crate) fn mma_kernel(op: &GemmOp, t: &MmaTiling, config: &str) -> String {
    let name = op.name();
    let (bm, bn, bk) = (t.block_m, t.block_n, t.block_k);
    let threads = t.threads();
    let unit = Unit::of(op.element);
    let scalar = unit.scalar();
    let element = if t.vector { unit.ty() } else { scalar };
    // C: the element type, or f32 for a split-K slice's partial product.
    let out = if op.f32_partials {
        Unit::of(GemmElement::F32)
    } else {
        unit
    };
    let out_element = if t.vector { out.ty() } else { out.scalar() };
    let (a_tile, b_tile) = if t.warpgroup {
        ("wgmma_a", "wgmma_b")
    } else {
        ("As", "Bs")
    };
    let a = if op.trans_a {
        Staged {
            name: 'a',
            buffer: "lhs",
            tile: a_tile,
            rows: bk,
            cols: bm,
            rows_along_k: true,
            origin: "m0",
            extent: "p.m",
            k_contiguous: t.through_registers,
            core_matrices: t.warpgroup,
            unit,
        }
    } else {
        Staged {
            name: 'a',
            buffer: "lhs",
            tile: a_tile,
            rows: bm,
            cols: bk,
            rows_along_k: false,
            origin: "m0",
            extent: "p.m",
            k_contiguous: t.through_registers,
            core_matrices: t.warpgroup,
            unit,
        }
    };
    let b = if op.trans_b {
        Staged {
            name: 'b',
            buffer: "rhs",
            tile: b_tile,
            rows: bn,
            cols: bk,
            rows_along_k: false,
            origin: "n0",
            extent: "p.n",
            k_contiguous: t.through_registers,
            core_matrices: t.warpgroup,
            unit,
        }
    } else {
        Staged {
            name: 'b',
            buffer: "rhs",
            tile: b_tile,
            rows: bk,
            cols: bn,
            rows_along_k: true,
            origin: "n0",
            extent: "p.n",
            k_contiguous: t.through_registers,
            core_matrices: t.warpgroup,
            unit,
        }
    };
    let (fm, fn_) = (t.warp_m / 16, t.warp_n / 16);
    let waves_across = bn / t.warp_n;
    let mut body = String::new();
    body.push_str(&format!(
        "    let tile = block_tile(wid, groups);
    let m0 = tile.y * {bm}u;
    let n0 = tile.x * {bn}u;
    let ao = wid.z * p.batch_a;
    let bo = wid.z * p.batch_b;
    let co = wid.z * p.batch_c;
    let warp = t / {lanes}u;
    let wm0 = warp / {waves_across}u * {wm}u;
    let wn0 = warp % {waves_across}u * {wn}u;
",
        lanes = t.lanes,
        wm = t.warp_m,
        wn = t.warp_n,
    ));
    for x in [&a, &b] {
        body.push_str(&x.positions(threads));
        if !t.vector {
            body.push_str(&x.unit_columns(threads));
        }
    }
    if t.warpgroup {
        body.push_str(&format!(
            "    let group = t / 128u;\n    let gm0 = group / {across}u * 64u;\n    let gn0 = group % {across}u * {wn}u;\n    var acc = array<f32, {half}>();\n",
            across = bn / t.warp_n,
            wn = t.warp_n,
            half = t.warp_n / 2
        ));
    } else {
        for i in 0..fm {
            for j in 0..fn_ {
                body.push_str(&format!("    var acc{i}_{j} = coop_mat16x16<f32, C>();\n"));
            }
        }
    }
    let copies = |stage: &str, k0: &str| {
        format!(
            "{}{}",
            a.copy(threads, t.vector, stage, k0),
            b.copy(threads, t.vector, stage, k0)
        )
    };
    let math = if t.warpgroup {
        warpgroup_math(&a, &b, t)
    } else {
        coop_math(&a, &b, t)
    };
    let stages = t.stages;
    body.push_str(KLEN);
    body.push_str(&format!("    let steps = (klen + {}u) / {bk}u;\n", bk - 1));
    if t.through_registers {
        // Step s: its buffer was filled before the barrier; the next step's units are read
        // into registers before the arithmetic and stored into the other buffer after it,
        // which every wave finished reading in step s − 1, before this step's barrier.
        body.push_str(&a.registers(threads));
        body.push_str(&b.registers(threads));
        let fetch = |k0: &str| {
            format!(
                "{}{}",
                a.fetch(threads, t.vector, k0, |i| format!("ar{i}")),
                b.fetch(threads, t.vector, k0, |i| format!("br{i}"))
            )
        };
        let store = |stage: &str| {
            format!(
                "{}{}",
                a.store_registers(threads, stage),
                b.store_registers(threads, stage)
            )
        };
        body.push_str(&format!(
            "    if 0u < steps {{\n{}{}    }}
    for (var s = 0u; s < steps; s++) {{
        workgroupBarrier();
        let more = s + 1u < steps;
        if more {{
            let nk = (s + 1u) * {bk}u;
{fetch}        }}
        let cur = s % 2u;
{math}        if more {{
            let ns = (s + 1u) % 2u;
{store}        }}
    }}
",
            fetch("0u"),
            store("0u"),
            fetch = fetch("nk").replace("        ", "            "),
            store = store("ns").replace("        ", "            "),
        ));
    } else {
        // Steps whose copies are in flight ahead of the arithmetic: all but one stage, or for
        // warpgroup tilings all but two, since a step's multiply-adds may still be reading its
        // stage while the next step runs (`warpgroup_math` waits for all but the last run).
        let ahead = if t.warpgroup { stages - 2 } else { stages - 1 };
        for st in 0..ahead {
            body.push_str(&format!(
                "    if {st}u < steps {{\n{}    }}\n    anygpu_async_copy_commit();\n",
                copies(&format!("{st}u"), &format!("{}u", st * bk))
            ));
        }
        // TF32: each work-item rounds what it copied, once its copies are done, before the
        // barrier hands the stage to every wave.
        // Not the warpgroup tilings: their multiply-adds read TF32 truncated (see
        // `warpgroup_helpers`), since rounding in place kept registers busy that ptxas then
        // took from the `wgmma` pipeline (C7511: every `wgmma` serialized).
        let mut rounding = if t.warpgroup {
            String::new()
        } else {
            format!(
                "{}{}",
                a.round_in_place(threads, &format!("(s % {stages}u)")),
                b.round_in_place(threads, &format!("(s % {stages}u)"))
            )
        };
        if t.warpgroup {
            // What this work-item copied, visible to the multiply-adds after the barrier.
            rounding.push_str("        anygpu_async_proxy_fence();\n");
        }
        let step = format!(
            "        anygpu_async_copy_wait({pending}u);
{rounding}        workgroupBarrier();
        let next = s + {ahead}u;
        if next < steps {{
            let ns = next % {stages}u;
            let nk = next * {bk}u;
{copy}        }}
        anygpu_async_copy_commit();
        let cur = s % {stages}u;
{math}",
            pending = ahead - 1,
            copy = copies("ns", "nk").replace("        ", "            "),
        );
        body.push_str(&format!("    for (var s = 0u; s < steps; s++) {{\n{step}    }}\n"));
        if t.warpgroup {
            body.push_str("    anygpu_wgmma_wait(0u, &acc);\n");
        }
    }
    // The epilogue: each accumulator through the wave's f32 tile.
    body.push_str(&format!(
        "    let lane = t % {}u;\n    let cs = warp * 256u;\n",
        t.lanes
    ));
    body.push_str(&if t.warpgroup {
        warpgroup_epilogue(t)
    } else {
        coop_epilogue(t)
    });
    let bias = |r: &str, c: &str| match op.bias_rows {
        Some(true) => format!(" + bias[{r}]"),
        Some(false) => format!(" + bias[{c}]"),
        None => String::new(),
    };
    let lanes = |v: &str, from: u32| -> String {
        (0..4)
            .map(|j| format!("act({v}[{j}]{})", bias("r", &format!("c + {}u", from + j))))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let store8 = if t.vector && out.len == 4 {
        format!(
            "// Row r, columns c..c + 8 as two vec4 (n is a multiple of 4).
fn store8(r: u32, c: u32, v: vec4<f32>, w: vec4<f32>, co: u32) {{
    if r >= p.m || c >= p.n {{ return; }}
    let at = (co + r * p.n + c) / 4u;
    res[at] = vec4<f32>({});
    if c + 4u < p.n {{ res[at + 1u] = vec4<f32>({}); }}
}}
",
            lanes("v", 0),
            lanes("w", 4)
        )
    } else if t.vector {
        format!(
            "// Row r, columns c..c + 8 (n is a multiple of 8), rounded to f16 once.
fn store8(r: u32, c: u32, v: vec4<f32>, w: vec4<f32>, co: u32) {{
    if r < p.m && c < p.n {{ res[(co + r * p.n + c) / 8u] = mat2x4<f16>(vec4<f16>(vec4<f32>({})), vec4<f16>(vec4<f32>({}))); }}
}}
",
            lanes("v", 0),
            lanes("w", 4)
        )
    } else {
        format!(
            "// Row r, columns c..c + 8, each rounded to the element type once.
fn store8(r: u32, c: u32, v: vec4<f32>, w: vec4<f32>, co: u32) {{
    if r >= p.m {{ return; }}
    for (var j = 0u; j < 8u; j++) {{
        let x = select(w[j % 4u], v[j % 4u], j < 4u);
        if c + j < p.n {{ res[co + r * p.n + c + j] = {out}(act(x{})); }}
    }}
}}
",
            bias("r", "c + j"),
            out = out.scalar()
        )
    };
    let bias_binding = if op.bias_rows.is_some() {
        "@group(0) @binding(3) var<storage, read> bias: array<f32>;\n"
    } else {
        ""
    };
    let activation = match op.activation {
        Some(act) => format!("{HELPERS}fn act(v: f32) -> f32 {{ return {}; }}\n", act.expression()),
        None => format!("{HELPERS}fn act(v: f32) -> f32 {{ return v; }}\n"),
    };
    format!(
        "// anygpu op: {name} ({label}, {config})
{enable}enable wgpu_cooperative_matrix;
struct Params {{ m: u32, n: u32, k: u32, batch_a: u32, batch_b: u32, batch_c: u32, a: f32, b: f32, ks: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> lhs: array<{element}>;
@group(0) @binding(1) var<storage, read> rhs: array<{element}>;
@group(0) @binding(2) var<storage, read_write> res: array<{out_element}>;
{bias_binding}{a_tile}{b_tile}var<workgroup> Cs: array<f32, {c_len}>;
// An index past the end of every buffer: reading there gives zero.
const OUTSIDE: u32 = 0xffffffffu;
// Where a GPU copies global memory into workgroup memory asynchronously (cp.async), the copies
// issued before a commit form a group, and a wait returns once at most `pending` groups are in
// flight; elsewhere a copy is done when it is issued and these do nothing.
fn anygpu_async_copy_commit() {{}}
fn anygpu_async_copy_wait(pending: u32) {{}}
{activation}{store8}{tf32}{warpgroup}{block_tile}@compute @workgroup_size({threads})
fn op_{name}_{element_name}_{config}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
{body}}}
",
        block_tile = super::config::BLOCK_TILE_WGSL,
        a_tile = a.declaration(stages),
        b_tile = b.declaration(stages),
        c_len = t.waves() * 256,
        element_name = op.element.name(),
        label = match op.element {
            GemmElement::Bf16 => "bf16: its f16 compiled as bfloat16",
            GemmElement::Tf32 => "f32, products in TF32: compiled with allow_tf32",
            _ => "f16",
        },
        enable = if op.element.is_half() { "enable f16;\n" } else { "" },
        tf32 = if op.element == GemmElement::Tf32 { TF32 } else { "" },
        warpgroup = if t.warpgroup {
            warpgroup_functions(t, unit)
        } else {
            String::new()
        },
    )
}

/// One step's arithmetic of a cooperative-matrix tiling on stage `cur`: per 16 of depth, the
/// wave's A and B matrices, then every accumulator's multiply-add.
fn coop_math(a: &Staged, b: &Staged, t: &MmaTiling) -> String {
    let (fm, fn_) = (t.warp_m / 16, t.warp_n / 16);
    let scalar = a.unit.scalar();
    let mut math = String::new();
    for kk in (0..t.block_k).step_by(16) {
        for i in 0..fm {
            let (offset, load) = if a.staged_rows_along_k() {
                (format!("{kk}u * {}u + wm0 + {}u", a.pitch(), 16 * i), "coopLoad")
            } else {
                (format!("(wm0 + {}u) * {}u + {kk}u", 16 * i, a.pitch()), "coopLoadT")
            };
            math.push_str(&format!(
                "        let fa{i}_{kk} = {load}<coop_mat16x16<{scalar}, A>>({}, {}u);\n",
                a.pointer(&format!("cur * {}u + {offset}", a.stage_len())),
                a.pitch()
            ));
        }
        for j in 0..fn_ {
            let (offset, load) = if !b.staged_rows_along_k() {
                (format!("(wn0 + {}u) * {}u + {kk}u", 16 * j, b.pitch()), "coopLoad")
            } else {
                (format!("{kk}u * {}u + wn0 + {}u", b.pitch(), 16 * j), "coopLoadT")
            };
            math.push_str(&format!(
                "        let fb{j}_{kk} = {load}<coop_mat16x16<{scalar}, B>>({}, {}u);\n",
                b.pointer(&format!("cur * {}u + {offset}", b.stage_len())),
                b.pitch()
            ));
        }
        for i in 0..fm {
            for j in 0..fn_ {
                math.push_str(&format!(
                    "        acc{i}_{j} = coopMultiplyAdd(fa{i}_{kk}, fb{j}_{kk}, acc{i}_{j});\n"
                ));
            }
        }
    }
    math
}

/// A cooperative-matrix tiling's epilogue: each accumulator through the wave's 16×16 f32 tile.
fn coop_epilogue(t: &MmaTiling) -> String {
    let (fm, fn_) = (t.warp_m / 16, t.warp_n / 16);
    let mut out = String::new();
    for i in 0..fm {
        for j in 0..fn_ {
            out.push_str(&format!(
                "    coopStoreT(acc{i}_{j}, &Cs[cs], 16u);\n    workgroupBarrier();\n"
            ));
            // 32 units of eight outputs per tile: one per work-item of a 32-wide wave.
            let guard = if t.lanes > 32 { "if u < 32u " } else { "" };
            out.push_str(&store_wave_tile(
                guard,
                &format!("wm0 + {}u", 16 * i),
                &format!("wn0 + {}u", 16 * j),
            ));
            out.push_str("    workgroupBarrier();\n");
        }
    }
    out
}

/// The statements with which each work-item of a wave writes its eight outputs of the wave's
/// 16×16 f32 tile in `Cs` (rows from `m0 + row`, columns from `n0 + col`: WGSL expressions).
fn store_wave_tile(guard: &str, row: &str, col: &str) -> String {
    format!(
        "    {{ let u = lane; {guard}{{ let r = u / 2u; let c = u % 2u * 8u; let at = cs + r * 16u + c;
      store8(m0 + {row} + r, n0 + {col} + c, vec4<f32>(Cs[at], Cs[at + 1u], Cs[at + 2u], Cs[at + 3u]), vec4<f32>(Cs[at + 4u], Cs[at + 5u], Cs[at + 6u], Cs[at + 7u]), co); }} }}\n"
    )
}

/// One step's arithmetic of a warpgroup tiling on stage `cur`: per 16 of depth (8 for TF32) one
/// `anygpu_wgmma` of the warpgroup's 64 rows of A (from row `gm0`) and `warp_n` columns of B
/// (from `gn0`), after a fence; then a wait for all runs but this one, which goes on while the
/// next step waits for its copies and issues the following ones (waiting for all of them, the
/// tensor cores idled through every step's barrier and copies: 128–150 TFLOP/s on an H200,
/// half of `mma.sync`'s, 2026-11-27). The tiles' core matrices (see
/// [`warpgroup_functions`]) lie as [`CoreLayout`] places them.
fn warpgroup_math(a: &Staged, b: &Staged, t: &MmaTiling) -> String {
    let mut math = String::from("        anygpu_wgmma_fence(&acc);\n");
    let (ca, cb) = (a.core(), b.core());
    let depth = MmaTiling::warpgroup_depth(a.unit.element);
    for kk in (0..t.block_k).step_by(depth as usize) {
        math.push_str(&format!(
            "        anygpu_wgmma(&acc, cur * {}u + {}, cur * {}u + {}, t, {}u, {}u, {}u, {}u, {}u, {}u);\n",
            ca.stage,
            ca.offset("gm0", kk, a.unit.len),
            cb.stage,
            cb.offset("gn0", kk, b.unit.len),
            ca.argument(),
            cb.argument(),
            16 * ca.lead,
            16 * ca.stride,
            16 * cb.lead,
            16 * cb.stride,
        ));
    }
    // The last run may go on reading its stage through the next step's barrier and copies:
    // the stage those copies fill is the one two steps back, whose run this wait ended.
    math.push_str("        anygpu_wgmma_commit();\n        anygpu_wgmma_wait(1u, &acc);\n");
    math
}

/// A warpgroup tiling's epilogue: each wave's 16 rows of its warpgroup's accumulators, 16
/// columns at a time, through the wave's 16×16 f32 tile. Thread `l` of wave `w` of a warpgroup
/// holds accumulator `4i + 2h + j` at row `16w + l/4 + 8h`, column `8i + 2(l % 4) + j` (the
/// `wgmma` accumulator fragment).
fn warpgroup_epilogue(t: &MmaTiling) -> String {
    let mut out =
        String::from("    let crow = lane / 4u * 16u + lane % 4u * 2u;\n    let wr = gm0 + warp % 4u * 16u;\n");
    for q in 0..t.warp_n / 16 {
        for ii in 0..2 {
            for h in 0..2 {
                for j in 0..2 {
                    out.push_str(&format!(
                        "    Cs[cs + crow + {}u] = acc[{}u];\n",
                        h * 128 + 8 * ii + j,
                        4 * (2 * q + ii) + 2 * h + j
                    ));
                }
            }
        }
        out.push_str("    workgroupBarrier();\n");
        out.push_str(&store_wave_tile("", "wr", &format!("gn0 + {}u", 16 * q)));
        out.push_str("    workgroupBarrier();\n");
    }
    out
}

/// The functions a warpgroup tiling's kernel calls (`compiler::lower::warpgroup`), with their
/// meaning written out: on sm_90a each `anygpu_wgmma` is one `wgmma.mma_async`, everywhere
/// else it runs as written. Staged A and B are 16-byte units; a unit holds 8 consecutive k of
/// one row of m (A) or n (B) when the operand's global rows run along m or n (layout bit 0
/// clear), or 8 consecutive m or n of one k when they run along k (set); 4 for TF32, which
/// takes only the first. Layout bit 1 clear: core matrices of 8 consecutive units (8 rows of m
/// or n, or of k), `lead` bytes apart along k, `stride` along m or n. Set: the 128-byte swizzle
/// (`CoreLayout`), the unit's index taken from the workgroup array's start, which lies on 1024
/// bytes.
fn warpgroup_functions(t: &MmaTiling, unit: Unit) -> String {
    warpgroup_helpers(unit.len) + &warpgroup_mma_functions(t.warp_n / 2, MmaTiling::warpgroup_depth(unit.element), "")
}

/// What every kernel with warpgroup multiply-adds shares (see [`warpgroup_functions`]): where
/// a staged operand's element lies for units of `per_unit` elements (8 halves, or 4 f32 as
/// `vec4<f32>`), the commit and the proxy fence. f32 elements are read as TF32 truncated (the
/// 13 low fraction bits cleared), which is what `wgmma`'s TF32 form reads of an f32 in shared
/// memory: the kernel stages A and B as they are. (To check on a GPU: a NaN whose payload
/// lies only in those bits reads as an infinity, as on AMD's XF32.)
pub(crate) fn warpgroup_helpers(per_unit: u32) -> String {
    let element = |x: &str| {
        if per_unit == 8 {
            format!("f32(wgmma_{x}[u][e / 4u][e % 4u])")
        } else {
            format!("bitcast<f32>(bitcast<u32>(wgmma_{x}[u][e]) & 0xffffe000u)")
        }
    };
    format!(
        "// The unit holding element (mn, k) of a staged operand from unit `at` on (see the kernel
// generator).
fn wgmma_unit(at: u32, mn: u32, k: u32, form: u32, lead: u32, stride: u32) -> u32 {{
    let along_mn = (form & 1u) == 1u;
    if (form & 2u) == 0u {{
        let core = at + mn / 8u * (stride / 16u) + k / {e}u * (lead / 16u);
        return select(core + mn % 8u, core + k % 8u, along_mn);
    }}
    // Lines of 8 units, unit c of line r at c ^ (r % 8) (address bits 4–6 ^= bits 7–9).
    let k_major = at + mn / 8u * (stride / 16u) + mn % 8u * 8u + k / {e}u;
    let mn_major = at + mn / 64u * (lead / 16u) + k / 8u * (stride / 16u) + k % 8u * 8u + mn % 64u / 8u;
    let raw = select(k_major, mn_major, along_mn);
    return raw ^ (raw / 8u % 8u);
}}
fn wgmma_a_at(at: u32, row: u32, k: u32, form: u32, lead: u32, stride: u32) -> f32 {{
    let u = wgmma_unit(at, row, k, form, lead, stride);
    let e = select(k % {e}u, row % 8u, (form & 1u) == 1u);
    return {a};
}}
fn wgmma_b_at(at: u32, col: u32, k: u32, form: u32, lead: u32, stride: u32) -> f32 {{
    let u = wgmma_unit(at, col, k, form, lead, stride);
    let e = select(k % {e}u, col % 8u, (form & 1u) == 1u);
    return {b};
}}
fn anygpu_wgmma_commit() {{}}
fn anygpu_async_proxy_fence() {{}}
",
        e = per_unit,
        a = element("a"),
        b = element("b"),
    )
}

/// The multiply-add, fence and wait for accumulators of `half` floats per work-item (a 64 ×
/// 2·`half` f32 accumulator per warpgroup) over `depth` of k (16 for halves, 8 for TF32),
/// named with `suffix` (`"__s"`: a kernel with accumulators of several sizes defines one set
/// per size; `compiler::lower::warpgroup`).
pub(crate) fn warpgroup_mma_functions(half: u32, depth: u32, suffix: &str) -> String {
    format!(
        "// acc (this work-item's part of the warpgroup's 64×{n} f32 accumulator) += A (64×{depth}) · B ({depth}×{n}).
fn anygpu_wgmma{suffix}(acc: ptr<function, array<f32, {half}>>, a: u32, b: u32, t: u32, a_form: u32, b_form: u32, a_lead: u32, a_stride: u32, b_lead: u32, b_stride: u32) {{
    let w = t / 32u % 4u;
    let l = t % 32u;
    for (var x = 0u; x < {half}u; x++) {{
        let row = 16u * w + l / 4u + 8u * (x / 2u % 2u);
        let col = 8u * (x / 4u) + 2u * (l % 4u) + x % 2u;
        var s = (*acc)[x];
        for (var k = 0u; k < {depth}u; k++) {{
            s += wgmma_a_at(a, row, k, a_form, a_lead, a_stride) * wgmma_b_at(b, col, k, b_form, b_lead, b_stride);
        }}
        (*acc)[x] = s;
    }}
}}
fn anygpu_wgmma_fence{suffix}(acc: ptr<function, array<f32, {half}>>) {{}}
fn anygpu_wgmma_wait{suffix}(pending: u32, acc: ptr<function, array<f32, {half}>>) {{}}
",
        n = 2 * half,
    )
}

/// f32 → TF32 exactly as `KernelSource::allow_tf32` defines it (`Lowerer::round_to_tf32`'s
/// formula): a finite value gains half of TF32's last place, then the 13 low fraction bits go.
/// Three instructions per element on sm_90 (a NaN-keeping variant took six, and the kernel's
/// loop 6 % more instructions).
const TF32: &str = "// f32 to TF32 (to nearest, ties away from zero), as allow_tf32 defines it.
fn tf32(v: vec4<f32>) -> vec4<f32> {
    let bits = bitcast<vec4<u32>>(v);
    let rounded = select(bits, bits + vec4<u32>(0x1000u), abs(v) <= vec4<f32>(3.40282347e38));
    return bitcast<vec4<f32>>(rounded & vec4<u32>(0xffffe000u));
}
";
