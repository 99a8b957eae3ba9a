//! Batches of elementwise ops that run as one generated kernel: [`Batch`]. Nothing runs while
//! the batch is built; [`Batch::run`] writes one WGSL kernel for the whole expression (every
//! value computed once, in registers) and launches it once. The kernel's text depends only on the
//! expression's structure: constants are read from a small buffer, so the same chain with other
//! constants reuses the compiled kernel.

use std::cell::RefCell;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};

use super::elementwise::{self, Binary, Unary};
use super::reduce::{self, Combine, REDUCE_BLOCK};
use super::{INDEX, WORKGROUP};
use crate::buffer::{DeviceBuffer, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::kernel::Kernel;
use crate::launch::LaunchConfig;
use crate::KernelSource;

/// A value in a batch: an input, a constant, or the result of an op on other values. It belongs
/// to the batch that made it; another batch refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    index: usize,
    batch: u64,
}

/// What an op of a batch takes: a [`Value`] or an `f32` constant (broadcast to every element).
#[derive(Clone, Copy, Debug)]
pub enum Operand {
    /// A value of the batch.
    Value(Value),
    /// A constant.
    Scalar(f32),
}

impl From<Value> for Operand {
    fn from(v: Value) -> Self {
        Operand::Value(v)
    }
}

impl From<f32> for Operand {
    fn from(s: f32) -> Self {
        Operand::Scalar(s)
    }
}

/// An output of a batch, read after [`Batch::run`] with [`Batch::read`] or [`Batch::take`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Output {
    index: usize,
    batch: u64,
}

enum Node {
    /// Input `slot`, one element per element of the batch.
    Input(usize),
    /// Input `slot` broadcast along rows: element `i` reads `slot[i % len]`.
    Row(usize),
    /// Constant number `index` of the constants buffer.
    Const(usize),
    Unary(Unary, Value, [usize; 2]),
    Binary(Binary, Value, Value),
}

enum Input<'a> {
    Borrowed(&'a DeviceBuffer<f32>),
    Owned(DeviceBuffer<f32>),
}

impl Input<'_> {
    fn buffer(&self) -> &DeviceBuffer<f32> {
        match self {
            Input::Borrowed(b) => b,
            Input::Owned(b) => b,
        }
    }
}

#[derive(Default)]
struct State<'a> {
    nodes: Vec<Node>,
    inputs: Vec<Input<'a>>,
    consts: Vec<f32>,
    outputs: Vec<(Value, Option<Combine>, Option<DeviceBuffer<f32>>)>,
    /// The first error met while building (an upload that failed), reported by `run`.
    error: Option<GpuError>,
}

/// A batch of elementwise ops on `f32` buffers of one length (and rows broadcast along them),
/// fused into one kernel. Build it with `&self` methods (so calls nest), then [`run`](Self::run):
///
/// ```no_run
/// # fn main() -> anygpu::Result<()> {
/// let ctx = anygpu::default_device()?;
/// let (x_buf, bias_buf) = (ctx.upload(&[1.0f32, -2.0, 3.0, -4.0])?, ctx.upload(&[0.5f32, 1.0])?);
/// let batch = ctx.batch();
/// let x = batch.input(&x_buf);
/// let y = batch.mul(batch.relu(x), 2.0);       // nothing runs yet
/// let z = batch.add(y, batch.row(&bias_buf));  // bias broadcast along rows of 2
/// let out = batch.output(z);
/// batch.run()?;                                // one kernel for relu, mul and add
/// let host = batch.read(out)?;
/// # Ok(()) }
/// ```
pub struct Batch<'a> {
    ctx: &'a GpuContext,
    /// Tells this batch's values from another's.
    id: u64,
    state: RefCell<State<'a>>,
}

/// The next batch's id.
static NEXT_BATCH: AtomicU64 = AtomicU64::new(1);

impl GpuContext {
    /// A new batch of elementwise ops that run fused into one kernel ([`Batch`]).
    pub fn batch(&self) -> Batch<'_> {
        Batch {
            ctx: self,
            id: NEXT_BATCH.fetch_add(1, Ordering::Relaxed),
            state: RefCell::new(State::default()),
        }
    }
}

impl<'a> Batch<'a> {
    fn push(&self, node: Node) -> Value {
        let mut s = self.state.borrow_mut();
        s.nodes.push(node);
        Value {
            index: s.nodes.len() - 1,
            batch: self.id,
        }
    }

    /// `v` if it is this batch's; else the error is kept for `run` and a constant stands in.
    fn own(&self, v: Value) -> Value {
        if v.batch == self.id {
            return v;
        }
        self.state.borrow_mut().error.get_or_insert_with(|| {
            GpuError::invalid_argument(
                "batch: a value from another batch was used; values belong to the batch that made them",
            )
        });
        self.scalar(0.0)
    }

    fn operand(&self, o: impl Into<Operand>) -> Value {
        match o.into() {
            Operand::Value(v) => self.own(v),
            Operand::Scalar(x) => self.scalar(x),
        }
    }

    /// A buffer as an input: element `i` of the batch reads element `i` of `buf`.
    pub fn input(&self, buf: &'a DeviceBuffer<f32>) -> Value {
        let slot = self.add_input(Input::Borrowed(buf));
        self.push(Node::Input(slot))
    }

    /// Host data uploaded as an input.
    pub fn upload(&self, data: &[f32]) -> Value {
        match self.ctx.upload(data) {
            Ok(buf) => {
                let slot = self.add_input(Input::Owned(buf));
                self.push(Node::Input(slot))
            }
            Err(e) => {
                self.state.borrow_mut().error.get_or_insert(e);
                self.scalar(0.0)
            }
        }
    }

    /// A row broadcast along the batch: element `i` reads `row[i % row.len()]` (the batch's
    /// length must be a whole number of rows).
    pub fn row(&self, row: &'a DeviceBuffer<f32>) -> Value {
        let slot = self.add_input(Input::Borrowed(row));
        self.push(Node::Row(slot))
    }

    fn add_input(&self, input: Input<'a>) -> usize {
        let mut s = self.state.borrow_mut();
        s.inputs.push(input);
        s.inputs.len() - 1
    }

    /// A constant, the same for every element.
    pub fn scalar(&self, x: f32) -> Value {
        let index = {
            let mut s = self.state.borrow_mut();
            s.consts.push(x);
            s.consts.len() - 1
        };
        self.push(Node::Const(index))
    }

    /// `op(v)`.
    pub fn unary(&self, op: Unary, v: impl Into<Operand>) -> Value {
        let v = self.operand(v);
        let [a, b] = op.params();
        let params = {
            let mut s = self.state.borrow_mut();
            s.consts.extend([a, b]);
            [s.consts.len() - 2, s.consts.len() - 1]
        };
        self.push(Node::Unary(op, v, params))
    }

    /// `x op y`.
    pub fn binary(&self, op: Binary, x: impl Into<Operand>, y: impl Into<Operand>) -> Value {
        let (x, y) = (self.operand(x), self.operand(y));
        self.push(Node::Binary(op, x, y))
    }

    /// `x + y`.
    pub fn add(&self, x: impl Into<Operand>, y: impl Into<Operand>) -> Value {
        self.binary(Binary::Add, x, y)
    }
    /// `x − y`.
    pub fn sub(&self, x: impl Into<Operand>, y: impl Into<Operand>) -> Value {
        self.binary(Binary::Sub, x, y)
    }
    /// `x · y`.
    pub fn mul(&self, x: impl Into<Operand>, y: impl Into<Operand>) -> Value {
        self.binary(Binary::Mul, x, y)
    }
    /// `x / y`.
    pub fn div(&self, x: impl Into<Operand>, y: impl Into<Operand>) -> Value {
        self.binary(Binary::Div, x, y)
    }
    /// `max(x, 0)`.
    pub fn relu(&self, x: impl Into<Operand>) -> Value {
        self.unary(Unary::Relu, x)
    }
    /// GELU (erf form).
    pub fn gelu(&self, x: impl Into<Operand>) -> Value {
        self.unary(Unary::GeluErf, x)
    }
    /// `1 / (1 + e⁻ˣ)`.
    pub fn sigmoid(&self, x: impl Into<Operand>) -> Value {
        self.unary(Unary::Sigmoid, x)
    }
    /// `tanh(x)`.
    pub fn tanh(&self, x: impl Into<Operand>) -> Value {
        self.unary(Unary::Tanh, x)
    }
    /// `eˣ`.
    pub fn exp(&self, x: impl Into<Operand>) -> Value {
        self.unary(Unary::Exp, x)
    }

    /// Marks `v` as an output: [`run`](Self::run) writes it to a new buffer.
    pub fn output(&self, v: Value) -> Output {
        self.add_output(v, None)
    }

    /// The sum of every element of `v`, as a one-element output. The chain that computes `v` runs
    /// inside the reduction's first pass (its prologue): `v` is never written to memory. The
    /// blocks and the order of the sums are those of [`ops::sum`](super::sum).
    pub fn sum(&self, v: Value) -> Output {
        self.add_output(v, Some(Combine::Sum))
    }
    /// The largest element of `v` (NaN if it has one), fused as [`sum`](Self::sum) is.
    pub fn max(&self, v: Value) -> Output {
        self.add_output(v, Some(Combine::Max))
    }
    /// The smallest element of `v` (NaN if it has one), fused as [`sum`](Self::sum) is.
    pub fn min(&self, v: Value) -> Output {
        self.add_output(v, Some(Combine::Min))
    }

    fn add_output(&self, v: Value, reduce: Option<Combine>) -> Output {
        let v = self.own(v);
        let mut s = self.state.borrow_mut();
        s.outputs.push((v, reduce, None));
        Output {
            index: s.outputs.len() - 1,
            batch: self.id,
        }
    }

    /// The length of the batch (that of its full-length inputs), checked against every input.
    fn length(&self, s: &State<'_>) -> Result<usize> {
        let mut len = None;
        for node in &s.nodes {
            if let Node::Input(slot) = node {
                let n = s.inputs[*slot].buffer().len();
                match len {
                    None => len = Some(n),
                    Some(l) if l != n => {
                        return Err(GpuError::invalid_argument(format!(
                            "batch: inputs of {l} and {n} elements; every full-length input must have the same length (use `row` to broadcast a row)"
                        )))
                    }
                    Some(_) => {}
                }
            }
        }
        let len =
            len.ok_or_else(|| GpuError::invalid_argument("batch: no full-length input gives the batch a length"))?;
        for node in &s.nodes {
            if let Node::Row(slot) = node {
                let cols = s.inputs[*slot].buffer().len();
                if cols == 0 || len % cols != 0 {
                    return Err(GpuError::invalid_argument(format!(
                        "batch: a row of {cols} elements does not divide the batch's {len} elements into rows"
                    )));
                }
            }
        }
        Ok(len)
    }

    /// The WGSL kernel the batch runs (what [`run`](Self::run) compiles).
    pub fn wgsl(&self) -> String {
        let s = self.state.borrow();
        generate(&s)
    }

    /// Runs the batch: one kernel computing every elementwise output, and for each reduction
    /// output its passes, the first computing the chain as it reads.
    pub fn run(&self) -> Result<()> {
        if let Some(e) = self.state.borrow_mut().error.take() {
            return Err(e);
        }
        let len = self.length(&self.state.borrow())?;
        if self.state.borrow().outputs.is_empty() {
            return Err(GpuError::invalid_argument("batch: no output (mark one with `output`)"));
        }
        let s = self.state.borrow();
        let elementwise = s.outputs.iter().filter(|o| o.1.is_none()).count();
        let mut results = Vec::new();
        for _ in 0..elementwise {
            results.push(self.ctx.alloc::<f32>(len)?);
        }
        tracing::info!(
            ops = s
                .nodes
                .iter()
                .filter(|n| matches!(n, Node::Unary(..) | Node::Binary(..)))
                .count(),
            outputs = elementwise,
            reductions = s.outputs.len() - elementwise,
            "batch: elementwise ops fused into one kernel (and into each reduction's first pass)"
        );
        let consts = self
            .ctx
            .upload(if s.consts.is_empty() { &[0.0][..] } else { &s.consts })?;
        // The inputs, the constants if the kernel reads them, then `extra` (the results).
        fn args<'b>(
            s: &'b State<'_>,
            consts: &'b DeviceBuffer<f32>,
            extra: &[&'b DeviceBuffer<f32>],
            kernel: &Kernel,
        ) -> Vec<&'b dyn KernelArg> {
            let mut args: Vec<&dyn KernelArg> = s.inputs.iter().map(|i| i.buffer() as &dyn KernelArg).collect();
            if kernel.signature().bindings.len() > s.inputs.len() + extra.len() {
                args.push(consts);
            }
            args.extend(extra.iter().map(|o| *o as &dyn KernelArg));
            args
        }
        if len > 0 && elementwise > 0 {
            let kernel = self
                .ctx
                .compile_kernel(&KernelSource::wgsl(generate(&s)).file_name("<batch>"))?;
            let outs: Vec<&DeviceBuffer<f32>> = results.iter().collect();
            let groups = (len as u64).div_ceil(u64::from(WORKGROUP));
            let grid = super::grid(self.ctx, groups, WORKGROUP, "batch")?;
            self.ctx.launch(
                &kernel,
                LaunchConfig::grid(grid, &kernel),
                &args(&s, &consts, &outs, &kernel),
            )?;
        }
        let mut reduced = Vec::new();
        for (v, combine, _) in s.outputs.iter() {
            let Some(combine) = *combine else { continue };
            if len == 0 {
                if combine != Combine::Sum {
                    return Err(GpuError::invalid_argument(
                        "batch: the max or min of an empty batch has no value",
                    ));
                }
                reduced.push(self.ctx.upload(&[0.0f32])?);
                continue;
            }
            let source = generate_reduction(&s, *v, combine, super::stepped(self.ctx));
            let kernel = self
                .ctx
                .compile_kernel(&KernelSource::wgsl(source).file_name("<batch>"))?;
            let groups = len.div_ceil(REDUCE_BLOCK as usize);
            let partials = self.ctx.alloc::<f32>(groups)?;
            let grid = super::grid(self.ctx, groups as u64, REDUCE_BLOCK, "batch")?;
            self.ctx.launch(
                &kernel,
                LaunchConfig::grid(grid, &kernel),
                &args(&s, &consts, &[&partials], &kernel),
            )?;
            reduced.push(reduce::reduce_rest(self.ctx, combine, partials, "batch")?);
        }
        drop(s);
        let mut s = self.state.borrow_mut();
        let (mut results, mut reduced) = (results.into_iter(), reduced.into_iter());
        for slot in s.outputs.iter_mut() {
            slot.2 = if slot.1.is_none() {
                results.next()
            } else {
                reduced.next()
            };
        }
        Ok(())
    }

    /// An output's values, after [`run`](Self::run).
    pub fn read(&self, out: Output) -> Result<Vec<f32>> {
        let s = self.state.borrow();
        match s
            .outputs
            .get(out.index)
            .filter(|_| out.batch == self.id)
            .and_then(|o| o.2.as_ref())
        {
            Some(buf) => self.ctx.download(buf),
            None => Err(not_run()),
        }
    }

    /// An output's buffer, after [`run`](Self::run) (the batch lets go of it).
    pub fn take(&self, out: Output) -> Result<DeviceBuffer<f32>> {
        let mut s = self.state.borrow_mut();
        s.outputs
            .get_mut(out.index)
            .filter(|_| out.batch == self.id)
            .and_then(|o| o.2.take())
            .ok_or_else(not_run)
    }
}

fn not_run() -> GpuError {
    GpuError::invalid_argument(
        "batch: this output has not been computed: call `run` first (or it was taken, or belongs to another batch)",
    )
}

/// The bindings of the inputs (in order) and of the constants if any; the next binding number.
fn input_declarations(s: &State<'_>) -> (String, usize) {
    let mut w = String::new();
    for i in 0..s.inputs.len() {
        let _ = writeln!(w, "@group(0) @binding({i}) var<storage, read> in{i}: array<f32>;");
    }
    let mut binding = s.inputs.len();
    if !s.consts.is_empty() {
        let _ = writeln!(
            w,
            "@group(0) @binding({binding}) var<storage, read> consts: array<f32>;"
        );
        binding += 1;
    }
    (w, binding)
}

/// The op helpers `f{n}` (after the shared helpers).
fn op_functions(s: &State<'_>) -> String {
    let mut w = String::from(elementwise::helpers());
    for (n, node) in s.nodes.iter().enumerate() {
        if let Node::Unary(op, _, _) = node {
            let expr = op.expression().replace("p.a", "a").replace("p.b", "b");
            let _ = writeln!(w, "fn f{n}(v: f32, a: f32, b: f32) -> f32 {{ return {expr}; }}");
        }
    }
    w
}

/// The constants as values every work-item shares, read once per workgroup (on the CPU device;
/// a per-element read of `consts` with a constant index became a vector gather).
fn constant_lets(s: &State<'_>) -> String {
    (0..s.consts.len())
        .map(|c| format!("    let c{c} = consts[{c}];\n"))
        .collect()
}

/// One `let v{n}` per value, for element `i`, in creation order (which is an evaluation order:
/// a value only uses earlier ones).
fn value_lets(s: &State<'_>, indent: &str) -> String {
    let mut w = String::new();
    for (n, node) in s.nodes.iter().enumerate() {
        let expr = match node {
            Node::Input(slot) => format!("in{slot}[i]"),
            Node::Row(slot) => format!("in{slot}[i % arrayLength(&in{slot})]"),
            Node::Const(c) => format!("c{c}"),
            Node::Unary(_, v, [a, b]) => format!("f{n}(v{}, c{a}, c{b})", v.index),
            Node::Binary(op, x, y) => format!("v{} {} v{}", x.index, op.operator(), y.index),
        };
        let _ = write!(w, "{indent}let v{n} = {expr};");
    }
    w
}

/// The kernel of the elementwise outputs: the inputs' and constants' bindings, then one per
/// elementwise output.
fn generate(s: &State<'_>) -> String {
    let (mut w, binding) = input_declarations(s);
    w.insert_str(0, "// anygpu batch: fused elementwise ops\n");
    let elementwise: Vec<Value> = s.outputs.iter().filter(|o| o.1.is_none()).map(|o| o.0).collect();
    for o in 0..elementwise.len() {
        let _ = writeln!(
            w,
            "@group(0) @binding({}) var<storage, read_write> out{o}: array<f32>;",
            binding + o
        );
    }
    w.push_str(&op_functions(s));
    let _ = writeln!(
        w,
        "@compute @workgroup_size({WORKGROUP})\nfn op_batch(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{"
    );
    w.push_str(&constant_lets(s));
    let _ = writeln!(w, "    let i = {};", INDEX);
    if !elementwise.is_empty() {
        let _ = writeln!(w, "    if i >= arrayLength(&out0) {{ return; }}");
    }
    w.push_str(&value_lets(s, "\n    "));
    w.push('\n');
    for (o, v) in elementwise.iter().enumerate() {
        let _ = writeln!(w, "    out{o}[i] = v{};", v.index);
    }
    w.push_str("}\n");
    w
}

/// The first pass of the reduction of `v`: the blocks of [`reduce::reduce_wgsl`], each element computed
/// by the chain as it is read.
fn generate_reduction(s: &State<'_>, v: Value, combine: Combine, stepped: bool) -> String {
    let (mut declarations, binding) = input_declarations(s);
    let _ = writeln!(
        declarations,
        "@group(0) @binding({binding}) var<storage, read_write> out: array<f32>;"
    );
    declarations.push_str(&op_functions(s));
    let first_input = s.nodes.iter().find_map(|n| match n {
        Node::Input(slot) => Some(*slot),
        _ => None,
    });
    let len = format!("arrayLength(&in{})", first_input.unwrap_or(0));
    reduce::reduce_kernel(&reduce::ReduceSource {
        name: &format!("batch_{}", combine.name()),
        ty: "f32",
        combine,
        declarations: &declarations,
        top: &constant_lets(s),
        lets: &value_lets(s, " "),
        load: &format!("v{}", v.index),
        len: &len,
        stepped,
    })
}
