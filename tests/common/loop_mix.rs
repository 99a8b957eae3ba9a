//! The instruction mix of a GPU kernel's hottest loop, read from its machine code with no GPU
//! (the repository's own reading of what `../shared/tools/loop-mix.py` reports): a loop is a
//! backward branch, the instructions from its target up to it; the longest loop is the hottest
//! (a GEMM's k loop). What it counts says what bounds a compute-bound kernel: FMAs against
//! separate multiplies and adds, matrix instructions, the rest.

/// Counts in one loop.
#[derive(Debug, Default, Clone, Copy)]
pub struct LoopMix {
    /// Instructions in the loop.
    pub instructions: usize,
    /// FMA instructions (FFMA; `v_fma*`, `v_fmac*`, `v_pk_fma_f32`, each half of a `v_dual_fmac`).
    pub fma: usize,
    /// FMA operations per lane: a packed (`v_pk_fma_f32`) or dual-issued (`v_dual_fmac`) FMA
    /// counts two.
    pub fma_ops: usize,
    /// Separate f32 multiplies and adds (FMUL, FADD; `v_mul_f32`, `v_add_f32`, packed or not).
    pub fmul_fadd: usize,
    /// Tensor-core / matrix-core instructions (HMMA…, `v_mfma`, `v_wmma`).
    pub tensor: usize,
    /// Moves between accumulation and vector registers (`v_accvgpr_*`: AMD's spill space).
    pub acc_moves: usize,
    /// Fragment loads from shared memory (`LDSM`: `ldmatrix`).
    pub fragment_loads: usize,
    /// Asynchronous global-to-shared copies (`LDGSTS`: `cp.async`).
    pub async_copies: usize,
    /// Local-memory loads and stores (`LDL`, `STL`: register spills, on NVIDIA).
    pub local_accesses: usize,
}

impl LoopMix {
    /// FMAs among the f32 arithmetic instructions.
    pub fn fma_share_of_fp32(&self) -> f64 {
        self.fma as f64 / (self.fma + self.fmul_fadd).max(1) as f64
    }
    /// FMA instructions among the loop's instructions.
    pub fn fma_share(&self) -> f64 {
        self.fma as f64 / self.instructions.max(1) as f64
    }
    /// Tensor-core instructions among the loop's instructions.
    pub fn tensor_share(&self) -> f64 {
        self.tensor as f64 / self.instructions.max(1) as f64
    }
    /// FMA operations per loop instruction (over 1 where packed or dual-issued FMAs carry it).
    pub fn fma_ops_per_instruction(&self) -> f64 {
        self.fma_ops as f64 / self.instructions.max(1) as f64
    }
}

fn longest(loops: Vec<Vec<String>>) -> Option<Vec<String>> {
    loops.into_iter().max_by_key(Vec::len)
}

/// The hottest loop of the first kernel in `cuobjdump -sass` text.
pub fn sass(text: &str) -> Option<LoopMix> {
    // `/*0a30*/   @!P0 FFMA R1, R2, R3, R4 ;`
    let ins: Vec<(u64, String)> = text
        .lines()
        .filter_map(|l| {
            let l = l.trim_start().strip_prefix("/*")?;
            let (addr, rest) = l.split_once("*/")?;
            let addr = u64::from_str_radix(addr, 16).ok()?;
            let op = rest.trim().split(';').next()?.trim();
            let op = match op.strip_prefix('@') {
                Some(p) => p.split_once(' ')?.1.trim(),
                None => op,
            };
            (!op.is_empty()).then(|| (addr, op.to_string()))
        })
        .collect();
    let loops = ins
        .iter()
        .filter_map(|(addr, op)| {
            let target = op.strip_prefix("BRA")?.split_whitespace().last()?;
            let target = u64::from_str_radix(target.trim_start_matches("0x"), 16).ok()?;
            (target <= *addr).then(|| {
                ins.iter()
                    .filter(|(a, _)| (target..=*addr).contains(a))
                    .map(|(_, o)| o.clone())
                    .collect()
            })
        })
        .collect();
    let body = longest(loops)?;
    let mut mix = LoopMix {
        instructions: body.len(),
        ..LoopMix::default()
    };
    for op in &body {
        let name = op.split_whitespace().next().unwrap_or("");
        match name.split('.').next().unwrap_or("") {
            "FFMA" => {
                mix.fma += 1;
                mix.fma_ops += 1;
            }
            "FMUL" | "FADD" => mix.fmul_fadd += 1,
            "LDSM" => mix.fragment_loads += 1,
            "LDGSTS" => mix.async_copies += 1,
            "LDL" | "STL" => mix.local_accesses += 1,
            n if ["HMMA", "HGMMA", "IMMA", "IGMMA", "QGMMA", "DMMA"].contains(&n) => mix.tensor += 1,
            _ => {}
        }
    }
    Some(mix)
}

/// The hottest loop of the first kernel in AMDGPU assembly (`--emit asm`). LLVM places cold
/// blocks after the function's body and branches back from them to where they rejoin, so a
/// backward branch is a loop only where its target can reach it again: the loop is the
/// natural one, every block on a path from the target back to the branch.
pub fn amdgcn(text: &str) -> Option<LoopMix> {
    // Blocks: each label starts one (the first starts at the top); their instructions.
    let mut labels: Vec<String> = vec![String::new()];
    let mut blocks: Vec<Vec<String>> = vec![Vec::new()];
    for line in text.lines() {
        if let Some(label) = line.strip_suffix(':').filter(|l| l.starts_with(".L")) {
            labels.push(label.to_string());
            blocks.push(Vec::new());
            continue;
        }
        let s = line.trim();
        let is_ins = ["v_", "s_", "ds_", "global_", "buffer_", "flat_", "scratch_"]
            .iter()
            .any(|p| s.starts_with(p));
        if is_ins {
            blocks.last_mut()?.push(s.to_string());
            // A branch ends its block: what follows it is another block (the fall-through), so
            // a loop's last block does not take in the straight code after the loop.
            if s.starts_with("s_branch") || s.starts_with("s_cbranch_") {
                labels.push(String::new());
                blocks.push(Vec::new());
            }
        }
    }
    let at = |label: &str| labels.iter().position(|l| l == label);
    // Each block's successors: the targets of its branches, and the next block unless it ends
    // in an unconditional branch or the end of the program.
    let successors: Vec<Vec<usize>> = blocks
        .iter()
        .enumerate()
        .map(|(i, ins)| {
            let mut out: Vec<usize> = ins
                .iter()
                .filter_map(|x| {
                    let mut words = x.split_whitespace();
                    let op = words.next()?;
                    (op == "s_branch" || op.starts_with("s_cbranch_")).then(|| at(words.next()?))?
                })
                .collect();
            let last = ins.last().and_then(|x| x.split_whitespace().next()).unwrap_or("");
            if !matches!(last, "s_branch" | "s_endpgm" | "s_setpc_b64") && i + 1 < blocks.len() {
                out.push(i + 1);
            }
            out
        })
        .collect();
    let reach = |from: usize, forward: bool| -> Vec<bool> {
        let mut seen = vec![false; blocks.len()];
        let mut todo = vec![from];
        while let Some(b) = todo.pop() {
            if std::mem::replace(&mut seen[b], true) {
                continue;
            }
            if forward {
                todo.extend(successors[b].iter().copied());
            } else {
                todo.extend((0..blocks.len()).filter(|&p| successors[p].contains(&b)));
            }
        }
        seen
    };
    let loops = successors
        .iter()
        .enumerate()
        .flat_map(|(from, succ)| succ.iter().map(move |&to| (from, to)))
        .filter(|&(from, to)| to <= from)
        .filter_map(|(from, to)| {
            let (after, before) = (reach(to, true), reach(from, false));
            after[from].then(|| {
                (0..blocks.len())
                    .filter(|&b| after[b] && before[b])
                    .flat_map(|b| blocks[b].iter().cloned())
                    .collect::<Vec<String>>()
            })
        })
        .collect();
    let body = longest(loops)?;
    let mut mix = LoopMix {
        instructions: body.len(),
        ..LoopMix::default()
    };
    for ins in &body {
        // A dual-issued pair (`v_dual_fmac_f32 … :: v_dual_fmac_f32 …`) is one instruction.
        for (half, part) in ins.split("::").enumerate() {
            let op = part.split_whitespace().next().unwrap_or("");
            let op = op
                .strip_prefix("v_dual_")
                .map(|o| format!("v_{o}"))
                .unwrap_or(op.to_string());
            let fma = ["v_fma_f32", "v_fmac_f32", "v_fmamk_f32", "v_fmaak_f32", "v_pk_fma_f32"]
                .iter()
                .any(|f| op.starts_with(f));
            if fma {
                mix.fma += usize::from(half == 0);
                mix.fma_ops += if op.starts_with("v_pk_") { 2 } else { 1 };
            } else if ["v_mul_f32", "v_add_f32", "v_sub_f32", "v_pk_mul_f32", "v_pk_add_f32"]
                .iter()
                .any(|f| op.starts_with(f))
            {
                mix.fmul_fadd += 1;
            } else if op.starts_with("v_mfma") || op.starts_with("v_wmma") || op.starts_with("v_smfmac") {
                mix.tensor += 1;
            } else if op.starts_with("v_accvgpr_") {
                mix.acc_moves += 1;
            }
        }
    }
    Some(mix)
}
