//! Streaming stores for the CPU device: a launch whose buffers are at least twice the last-level
//! cache writes whole vectors with non-temporal stores (`vmovntps`), which go to memory without
//! first reading each line they fill (the read-for-ownership an ordinary store pays) and without
//! evicting data the kernel still reads. On the 2-core Zen 5 host a plain Rust add of 16M floats
//! ran 36–43 GB/s with ordinary stores and 54–56 with non-temporal ones.
//!
//! Added after LLVM has optimised the kernel, like the stop polls: only then are the stores that
//! write whole vectors known (the vectorizer made them from the work-item loops). Each such store
//! to a storage buffer becomes a branch: non-temporal when the launch asks for streaming (a flag
//! word after the stop flag's address, `compiler::abi`) and the address is aligned to the vector
//! (the instruction requires it), the original store otherwise. Stores in loops nested in
//! another loop are left alone: a work-item loop inside a loop of the kernel (a tiled matmul's
//! steps) may write the same lines again and again, which must stay in the cache. Kernels with
//! atomics or fences keep ordinary stores everywhere ([`has_atomics`]). The launch
//! decides (`backend::cpu`), and fences its workers' stores before it reports completion: the
//! non-temporal stores are weakly ordered.

use std::collections::{HashMap, HashSet};

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::targets::TargetData;
use inkwell::types::AnyTypeEnum;
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue};
use inkwell::IntPredicate;

use super::stop_polls::{argument_word, back_edges, retarget_phis};
use crate::compiler::llvm_ops::successors;
use crate::compiler::lower::ice;
use crate::error::Result;

/// The bit of the launch's flag word that asks for streaming stores.
pub(crate) const STREAM_STORES: u64 = 1;

/// Smallest store that streams: a 256-bit vector (a whole AVX register; an AVX-512 store is one
/// cache line).
const MIN_STREAM_BYTES: u64 = 32;

/// Makes each whole-vector store of `func` to a storage buffer, outside nested loops, stream when
/// the flag word `flags_word` of the argument block has [`STREAM_STORES`] and the address is
/// aligned; returns how many stores it changed.
pub(crate) fn add_streaming_stores<'ctx>(
    cx: &'ctx Context,
    func: FunctionValue<'ctx>,
    layout: &TargetData,
    flags_word: u64,
) -> Result<usize> {
    if has_atomics(func) {
        return Ok(0);
    }
    let depth = loop_depths(func);
    let mut stores = Vec::new();
    for bb in func.get_basic_blocks() {
        if depth.get(&bb).copied().unwrap_or(0) > 1 {
            continue;
        }
        let mut at = bb.get_first_instruction();
        while let Some(i) = at {
            at = i.get_next_instruction();
            if let Some(bytes) = streamable_store(i, layout) {
                stores.push((i, bytes));
            }
        }
    }
    if stores.is_empty() {
        return Ok(0);
    }
    let b = cx.create_builder();
    let entry = func
        .get_first_basic_block()
        .ok_or_else(|| ice("workgroup function without a body"))?;
    let flags = argument_word(cx, &b, func, entry, flags_word, "launch.flags")?;
    let i64t = cx.i64_type();
    let bit = b.build_and(flags, i64t.const_int(STREAM_STORES, false), "")?;
    let stream = b.build_int_compare(IntPredicate::NE, bit, i64t.const_zero(), "stream")?;
    let nontemporal = cx.metadata_node(&[cx.i32_type().const_int(1, false).into()]);
    let kind = cx.get_kind_id("nontemporal");
    for &(store, bytes) in &stores {
        let bb = store.get_parent().ok_or_else(|| ice("store outside a block"))?;
        let cont = split_after(cx, &b, bb, store)?;
        let nt = cx.insert_basic_block_after(bb, "stream.nt");
        let plain = cx.insert_basic_block_after(nt, "stream.plain");
        b.position_at_end(bb);
        let ptr = match store.get_operand(1).and_then(|o| o.value()) {
            Some(BasicValueEnum::PointerValue(p)) => p,
            _ => return Err(ice("store without a pointer operand")),
        };
        let addr = b.build_ptr_to_int(ptr, i64t, "")?;
        let low = b.build_and(addr, i64t.const_int(bytes - 1, false), "")?;
        let aligned = b.build_int_compare(IntPredicate::EQ, low, i64t.const_zero(), "")?;
        let go = b.build_and(stream, aligned, "")?;
        b.build_conditional_branch(go, nt, plain)?;
        b.position_at_end(nt);
        let streaming = store.explicit_clone();
        b.insert_instruction(&streaming, None);
        streaming
            .set_metadata(nontemporal, kind)
            .map_err(|e| ice(e.to_string()))?;
        streaming.set_alignment(bytes as u32).map_err(|e| ice(e.to_string()))?;
        b.build_unconditional_branch(cont)?;
        store.remove_from_basic_block();
        b.position_at_end(plain);
        b.insert_instruction(&store, None);
        b.build_unconditional_branch(cont)?;
    }
    Ok(stores.len())
}

/// Whether `func` has an atomic operation or a fence: workgroups of such a kernel may hand data
/// to each other through memory (a counter the last workgroup waits for), which weakly ordered
/// stores would break where the atomic does not fence them (a relaxed atomic on Arm).
fn has_atomics(func: FunctionValue<'_>) -> bool {
    func.get_basic_blocks().into_iter().any(|bb| {
        let mut at = bb.get_first_instruction();
        while let Some(i) = at {
            let atomic_access = matches!(i.get_opcode(), InstructionOpcode::Load | InstructionOpcode::Store)
                && i.get_atomic_ordering()
                    .is_ok_and(|o| o != inkwell::AtomicOrdering::NotAtomic);
            if atomic_access
                || matches!(
                    i.get_opcode(),
                    InstructionOpcode::AtomicRMW | InstructionOpcode::AtomicCmpXchg | InstructionOpcode::Fence
                )
            {
                return true;
            }
            at = i.get_next_instruction();
        }
        false
    })
}

/// The byte size of `i` if it is a plain store of a whole vector of at least
/// [`MIN_STREAM_BYTES`] to a storage buffer, not known to be aligned already.
fn streamable_store(i: InstructionValue<'_>, layout: &TargetData) -> Option<u64> {
    if i.get_opcode() != InstructionOpcode::Store || i.get_volatile().ok()? {
        return None;
    }
    if i.get_atomic_ordering().ok()? != inkwell::AtomicOrdering::NotAtomic {
        return None;
    }
    let value = i.get_operand(0)?.value()?;
    let BasicValueEnum::VectorValue(v) = value else {
        return None;
    };
    let bytes = layout.get_store_size(&AnyTypeEnum::VectorType(v.get_type()));
    if bytes < MIN_STREAM_BYTES || !bytes.is_power_of_two() {
        return None;
    }
    let pointer = i.get_operand(1)?.value()?;
    in_storage_buffer(pointer).then_some(bytes)
}

/// Whether `pointer` is an offset into a storage buffer: a chain of GEPs from an address the
/// argument block holds (turned into a pointer), not from the workgroup's stack frame.
fn in_storage_buffer(mut pointer: BasicValueEnum<'_>) -> bool {
    loop {
        let Some(i) = pointer.as_instruction_value() else {
            return false;
        };
        match i.get_opcode() {
            InstructionOpcode::GetElementPtr => match i.get_operand(0).and_then(|o| o.value()) {
                Some(base) => pointer = base,
                None => return false,
            },
            InstructionOpcode::IntToPtr => {
                return i
                    .get_operand(0)
                    .and_then(|o| o.value())
                    .and_then(|w| w.as_instruction_value())
                    .is_some_and(|w| w.get_opcode() == InstructionOpcode::Load)
            }
            _ => return false,
        }
    }
}

/// How many loops hold each block: the natural loop of every back edge, those of one header
/// merged (a block of an irreducible cycle may count more, which only streams less).
fn loop_depths<'ctx>(func: FunctionValue<'ctx>) -> HashMap<BasicBlock<'ctx>, u32> {
    let mut preds: HashMap<BasicBlock<'ctx>, Vec<BasicBlock<'ctx>>> = HashMap::new();
    for bb in func.get_basic_blocks() {
        for s in bb.get_terminator().map(successors).unwrap_or_default() {
            preds.entry(s).or_default().push(bb);
        }
    }
    let mut bodies: HashMap<BasicBlock<'ctx>, HashSet<BasicBlock<'ctx>>> = HashMap::new();
    for (from, header) in back_edges(func) {
        let body = bodies.entry(header).or_insert_with(|| HashSet::from([header]));
        let mut work = vec![from];
        while let Some(bb) = work.pop() {
            if body.insert(bb) {
                work.extend(preds.get(&bb).into_iter().flatten().copied());
            }
        }
    }
    let mut depth = HashMap::new();
    for body in bodies.values() {
        for &bb in body {
            *depth.entry(bb).or_insert(0) += 1;
        }
    }
    depth
}

/// Moves everything after `at` in `bb` into a new block right after it and returns that block;
/// `bb` is left without a terminator. The successors' phis name the new block instead.
fn split_after<'ctx>(
    cx: &'ctx Context,
    b: &Builder<'ctx>,
    bb: BasicBlock<'ctx>,
    at: InstructionValue<'ctx>,
) -> Result<BasicBlock<'ctx>> {
    let cont = cx.insert_basic_block_after(bb, "stream.cont");
    b.position_at_end(cont);
    let mut next = at.get_next_instruction();
    while let Some(i) = next {
        next = i.get_next_instruction();
        i.remove_from_basic_block();
        b.insert_instruction(&i, None);
    }
    let term = cont
        .get_terminator()
        .ok_or_else(|| ice("split block without terminator"))?;
    let mut seen = Vec::new();
    for s in successors(term) {
        if !seen.contains(&s) {
            retarget_phis(b, s, bb, cont, false)?;
            seen.push(s);
        }
    }
    Ok(cont)
}
