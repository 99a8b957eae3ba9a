//! Stop polls for the CPU device: after LLVM has optimised a kernel, every loop back edge of the
//! workgroup function tests the launch's stop flag and returns once it is set, so a launch time
//! limit ends even a kernel that never would (what the kernel wrote so far stays; the launch
//! fails with a timeout).
//!
//! The polls go in after optimisation, not into the lowered IR: a test on every WGSL loop
//! iteration kept LLVM from unrolling and vectorising inner loops (the tiled matmul ran 9x
//! slower). Here loops LLVM unrolled fully carry no test and vectorised loops test once per
//! vector iteration. Back edges are found by depth-first search (edges to a block still on the
//! search stack), which finds one in every cycle, irreducible ones included. Helper functions
//! need none: they are always inlined (WGSL has no recursion).

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::values::{BasicValue, FunctionValue, InstructionOpcode};
use inkwell::AtomicOrdering;

use crate::compiler::llvm_ops::{set_successor, successors};
use crate::compiler::lower::ice;
use crate::error::Result;

/// Adds a stop poll on every back edge of `func`, whose first parameter is the argument block
/// and whose word `stop_word` holds the address of the stop flag (a `u32`, non-zero = stop).
pub(crate) fn add_stop_polls<'ctx>(cx: &'ctx Context, func: FunctionValue<'ctx>, stop_word: u64) -> Result<()> {
    let back_edges = back_edges(func);
    if back_edges.is_empty() {
        return Ok(());
    }
    let b = cx.create_builder();
    let entry = func
        .get_first_basic_block()
        .ok_or_else(|| ice("workgroup function without a body"))?;
    let flag = stop_flag(cx, &b, func, entry, stop_word)?;
    let stop = cx.append_basic_block(func, "stopped");
    b.position_at_end(stop);
    b.build_return(None)?;
    // Taken once per launch at most: tell the code generator to lay out the loop for the other way.
    let unlikely = cx.metadata_node(&[
        cx.metadata_string("branch_weights").into(),
        cx.i32_type().const_int(1, false).into(),
        cx.i32_type().const_int(1 << 20, false).into(),
    ]);
    let prof = cx.get_kind_id("prof");
    for (from, header) in back_edges {
        let poll = cx.insert_basic_block_after(from, "stop.poll");
        b.position_at_end(poll);
        let v = b.build_load(cx.i32_type(), flag, "stop")?;
        let load = v
            .as_instruction_value()
            .ok_or_else(|| ice("stop flag load is no instruction"))?;
        load.set_atomic_ordering(AtomicOrdering::Monotonic)
            .map_err(|e| ice(e.to_string()))?;
        load.set_alignment(4).map_err(|e| ice(e.to_string()))?;
        let stopped = b.build_int_compare(
            inkwell::IntPredicate::NE,
            v.into_int_value(),
            cx.i32_type().const_zero(),
            "",
        )?;
        let br = b.build_conditional_branch(stopped, stop, header)?;
        br.set_metadata(unlikely, prof).map_err(|e| ice(e.to_string()))?;
        let term = from.get_terminator().ok_or_else(|| ice("block without terminator"))?;
        for (i, s) in successors(term).into_iter().enumerate() {
            if s == header {
                set_successor(term, i as u32, poll);
            }
        }
        retarget_phis(&b, header, from, poll, true)?;
    }
    Ok(())
}

/// The stop flag's address, loaded from the argument block after the entry block's allocas.
fn stop_flag<'ctx>(
    cx: &'ctx Context,
    b: &Builder<'ctx>,
    func: FunctionValue<'ctx>,
    entry: BasicBlock<'ctx>,
    stop_word: u64,
) -> Result<inkwell::values::PointerValue<'ctx>> {
    let addr = argument_word(cx, b, func, entry, stop_word, "stop.word")?;
    Ok(b.build_int_to_ptr(addr, cx.ptr_type(inkwell::AddressSpace::default()), "stop.flag")?)
}

/// Word `word` of the argument block, loaded after the entry block's allocas (the builder is
/// left after the load).
pub(super) fn argument_word<'ctx>(
    cx: &'ctx Context,
    b: &Builder<'ctx>,
    func: FunctionValue<'ctx>,
    entry: BasicBlock<'ctx>,
    word: u64,
    name: &str,
) -> Result<inkwell::values::IntValue<'ctx>> {
    let args = func
        .get_nth_param(0)
        .ok_or_else(|| ice("workgroup function without its argument block"))?
        .into_pointer_value();
    let mut at = entry.get_first_instruction();
    while let Some(i) = at.filter(|i| i.get_opcode() == InstructionOpcode::Alloca) {
        at = i.get_next_instruction();
    }
    match at {
        Some(i) => b.position_before(&i),
        None => b.position_at_end(entry),
    }
    let i64t = cx.i64_type();
    // SAFETY (of the address computation): the argument block has the stop flag's address and
    // the launch's flags after the grid (the host kernel ABI, see `HostKernel::run_workgroup`).
    let p = unsafe { b.build_in_bounds_gep(i64t, args, &[i64t.const_int(word, false)], name)? };
    Ok(b.build_load(i64t, p, "")?.into_int_value())
}

/// The edges (from, to) of `func` that close a cycle, by iterative depth-first search.
pub(super) fn back_edges<'ctx>(func: FunctionValue<'ctx>) -> Vec<(BasicBlock<'ctx>, BasicBlock<'ctx>)> {
    use std::collections::HashMap;
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        OnStack,
        Done,
    }
    let Some(entry) = func.get_first_basic_block() else {
        return Vec::new();
    };
    let succ = |bb: BasicBlock<'ctx>| bb.get_terminator().map(successors).unwrap_or_default();
    let mut state: HashMap<BasicBlock<'ctx>, State> = HashMap::new();
    let mut edges = Vec::new();
    let mut stack = vec![(entry, succ(entry), 0usize)];
    state.insert(entry, State::OnStack);
    while let Some((bb, next, i)) = stack.last_mut() {
        let bb = *bb;
        if *i == next.len() {
            state.insert(bb, State::Done);
            stack.pop();
            continue;
        }
        let s = next[*i];
        *i += 1;
        match state.get(&s) {
            Some(State::OnStack) => {
                if !edges.contains(&(bb, s)) {
                    edges.push((bb, s));
                }
            }
            Some(State::Done) => {}
            None => {
                state.insert(s, State::OnStack);
                stack.push((s, succ(s), 0));
            }
        }
    }
    edges
}

/// `header`'s phis named `from` as a predecessor; now `poll` is: one edge however many `from`
/// had when `once` (a poll block branches to the header once), else as many. The C API cannot
/// change a phi's incoming block, so each phi is rebuilt.
pub(super) fn retarget_phis<'ctx>(
    b: &Builder<'ctx>,
    header: BasicBlock<'ctx>,
    from: BasicBlock<'ctx>,
    poll: BasicBlock<'ctx>,
    once: bool,
) -> Result<()> {
    let mut at = header.get_first_instruction();
    while let Some(inst) = at.filter(|i| i.get_opcode() == InstructionOpcode::Phi) {
        at = inst.get_next_instruction();
        let old: inkwell::values::PhiValue = inst.try_into().map_err(|_| ice("phi is not a phi"))?;
        let mut incoming = Vec::new();
        let mut seen_from = false;
        for (v, bb) in old.get_incomings() {
            if bb == from {
                if !(once && seen_from) {
                    incoming.push((v, poll));
                }
                seen_from = true;
            } else {
                incoming.push((v, bb));
            }
        }
        b.position_before(&inst);
        let new = b.build_phi(old.as_basic_value().get_type(), "")?;
        let refs: Vec<(&dyn inkwell::values::BasicValue<'ctx>, BasicBlock<'ctx>)> = incoming
            .iter()
            .map(|(v, bb)| (v as &dyn inkwell::values::BasicValue<'ctx>, *bb))
            .collect();
        new.add_incoming(&refs);
        inst.replace_all_uses_with(&new.as_instruction());
        inst.erase_from_basic_block();
    }
    Ok(())
}
