//! Grids wider than a wgpu adapter allows (65,535 workgroups an axis on most): the launch is
//! split into dispatches that each fit, and the kernel runs in a form that sees its *logical*
//! ids in every one of them.
//!
//! That form ([`windowed_entry`]): the entry point's function becomes a plain function, and a
//! new entry point with the same name and arguments calls it with `workgroup_id` and
//! `global_invocation_id` moved by the dispatch's first workgroup and `num_workgroups` replaced
//! by the whole launch's grid, both read from a small uniform buffer (the *window*, 32 bytes:
//! [`window_bytes`]) at [`grid_window`]'s place. Only launches that need it use this form.

use naga::{
    AddressSpace, BinaryOperator, Binding, Block, BuiltIn, Expression, Function, GlobalVariable, Handle, Literal,
    ResourceBinding, Scalar, Span, Statement, StructMember, Type, TypeInner, VectorSize,
};

use crate::compiler::abi::KernelSignature;
use crate::compiler::immediates::immediate_uniform;

/// Where the window's uniform buffer binds: the binding after the kernel's last in its highest
/// bind group, and after the immediates' stand-in there when the kernel has immediates (so the
/// number of bind groups does not grow). `None` when the binding numbers run out.
pub fn grid_window(sig: &KernelSignature) -> Option<(u32, u32)> {
    let (group, next) = match immediate_uniform(sig) {
        Some(stand_in) => (stand_in.group, stand_in.binding.checked_add(1)?),
        None => match sig.bindings.iter().map(|b| (b.group, b.binding)).max() {
            Some((group, highest)) => (group, highest.checked_add(1)?),
            None => (0, 0),
        },
    };
    Some((group, next))
}

/// The window's bytes for a dispatch whose first workgroup is `base` in a launch of `grid`.
pub fn window_bytes(base: [u32; 3], grid: [u32; 3]) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, v) in base.iter().chain(&[0]).chain(&grid).chain(&[0]).enumerate() {
        out[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes());
    }
    out
}

/// `module` (one compute entry point named `entry`, as `checked_module` leaves it) with the
/// entry reading its ids through the window bound at `at` (see the module's documentation),
/// validated.
pub fn windowed_entry(
    module: &naga::Module,
    entry: &str,
    at: (u32, u32),
) -> Result<(naga::Module, naga::valid::ModuleInfo), String> {
    let mut m = module.clone();
    let index = m
        .entry_points
        .iter()
        .position(|ep| ep.name == entry && ep.stage == naga::ShaderStage::Compute)
        .ok_or_else(|| format!("no compute entry point `{entry}`"))?;
    let span = Span::UNDEFINED;
    let vec3 = m.types.insert(
        Type {
            name: None,
            inner: TypeInner::Vector {
                size: VectorSize::Tri,
                scalar: Scalar::U32,
            },
        },
        span,
    );
    let member = |name: &str, offset| StructMember {
        name: Some(name.into()),
        ty: vec3,
        binding: None,
        offset,
    };
    let window_type = m.types.insert(
        Type {
            name: Some("AnygpuGridWindow".into()),
            inner: TypeInner::Struct {
                members: vec![member("base", 0), member("grid", 16)],
                span: 32,
            },
        },
        span,
    );
    let window = m.global_variables.append(
        GlobalVariable {
            name: Some("anygpu_grid_window".into()),
            space: AddressSpace::Uniform,
            binding: Some(ResourceBinding {
                group: at.0,
                binding: at.1,
            }),
            ty: window_type,
            init: None,
            memory_decorations: Default::default(),
        },
        span,
    );

    // The entry's own code becomes a plain function taking the same values, unbound.
    let ep = &mut m.entry_points[index];
    let workgroup_size = ep.workgroup_size;
    let mut inner = std::mem::take(&mut ep.function);
    let arguments = inner.arguments.clone();
    for argument in &mut inner.arguments {
        argument.binding = None;
    }
    inner.name = Some(format!("{entry}_in_window"));
    let inner = m.functions.append(inner, span);

    let mut f = Function {
        name: Some(entry.into()),
        arguments: arguments.clone(),
        ..Default::default()
    };
    let mut body = Block::new();
    let mut calc = Calc {
        expressions: &mut f.expressions,
        body: &mut body,
    };
    let global = calc.value(Expression::GlobalVariable(window));
    let base_ptr = calc.emitted(Expression::AccessIndex { base: global, index: 0 });
    let base = calc.emitted(Expression::Load { pointer: base_ptr });
    let grid_ptr = calc.emitted(Expression::AccessIndex { base: global, index: 1 });
    let grid = calc.emitted(Expression::Load { pointer: grid_ptr });
    let size = workgroup_size.map(|n| calc.value(Expression::Literal(Literal::U32(n))));
    let size = calc.emitted(Expression::Compose {
        ty: vec3,
        components: size.to_vec(),
    });
    let ids = Ids { base, grid, size };
    let mut passed = Vec::with_capacity(arguments.len());
    for (i, argument) in arguments.iter().enumerate() {
        let value = calc.value(Expression::FunctionArgument(i as u32));
        let value = match (&argument.binding, &m.types[argument.ty].inner) {
            (Some(binding), _) => calc.moved(value, binding, &ids),
            (None, TypeInner::Struct { members, .. }) => {
                let components = members
                    .iter()
                    .enumerate()
                    .map(|(k, member)| {
                        let field = calc.emitted(Expression::AccessIndex {
                            base: value,
                            index: k as u32,
                        });
                        match &member.binding {
                            Some(binding) => calc.moved(field, binding, &ids),
                            None => field,
                        }
                    })
                    .collect();
                calc.emitted(Expression::Compose {
                    ty: argument.ty,
                    components,
                })
            }
            (None, _) => value,
        };
        passed.push(value);
    }
    body.push(
        Statement::Call {
            function: inner,
            arguments: passed,
            result: None,
        },
        span,
    );
    body.push(Statement::Return { value: None }, span);
    f.body = body;
    m.entry_points[index].function = f;
    let info = crate::compiler::front::validator().validate(&m).map_err(|e| {
        format!(
            "it no longer validates: {}",
            crate::compiler::immediates::error_chain(&e)
        )
    })?;
    Ok((m, info))
}

/// The window's values in the new entry point.
struct Ids {
    base: Handle<Expression>,
    grid: Handle<Expression>,
    size: Handle<Expression>,
}

/// Appends expressions to the new entry point, emitting those that need it.
struct Calc<'a> {
    expressions: &'a mut naga::Arena<Expression>,
    body: &'a mut Block,
}

impl Calc<'_> {
    /// An expression that needs no `Emit` (arguments, globals, literals).
    fn value(&mut self, e: Expression) -> Handle<Expression> {
        self.expressions.append(e, Span::UNDEFINED)
    }

    fn emitted(&mut self, e: Expression) -> Handle<Expression> {
        let h = self.expressions.append(e, Span::UNDEFINED);
        self.body
            .push(Statement::Emit(naga::Range::new_from_bounds(h, h)), Span::UNDEFINED);
        h
    }

    /// `value` (bound as `binding`) as the kernel sees it in the window.
    fn moved(&mut self, value: Handle<Expression>, binding: &Binding, ids: &Ids) -> Handle<Expression> {
        let add = |calc: &mut Self, left, right| {
            calc.emitted(Expression::Binary {
                op: BinaryOperator::Add,
                left,
                right,
            })
        };
        match binding {
            Binding::BuiltIn(BuiltIn::WorkGroupId) => add(self, value, ids.base),
            Binding::BuiltIn(BuiltIn::GlobalInvocationId) => {
                let offset = self.emitted(Expression::Binary {
                    op: BinaryOperator::Multiply,
                    left: ids.base,
                    right: ids.size,
                });
                add(self, value, offset)
            }
            Binding::BuiltIn(BuiltIn::NumWorkGroups) => ids.grid,
            _ => value,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::front::compile_front;
    use crate::KernelSource;

    /// Every way a kernel reads its ids (loose arguments, a struct of them) validates in the
    /// windowed form, and the window binds after the kernel's bindings and immediates.
    #[test]
    fn windowed_entries_validate_and_bind_after_the_kernel() {
        let src = "struct Ids { @builtin(workgroup_id) w: vec3<u32>, @builtin(local_invocation_index) l: u32 }
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@group(0) @binding(2) var<storage, read_write> p: array<u32>;
@compute @workgroup_size(64) fn main(ids: Ids, @builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
    o[g.x] = ids.w.x * 64u + ids.l + n.x;
    workgroupBarrier();
    p[g.x] = g.y;
}";
        let front = compile_front(&KernelSource::wgsl(src)).unwrap();
        assert_eq!(grid_window(&front.signature), Some((0, 3)));
        let (module, _) = super::super::checked_module(&front).unwrap();
        windowed_entry(&module, "main", (0, 3)).unwrap();
        // With an immediate, after its uniform stand-in (0, 3): at (0, 4), and the windowed
        // form of the stand-in's module validates too.
        let with_immediate = format!("var<immediate> tag: u32;\n{}", src.replace("+ n.x;", "+ n.x + tag;"));
        let front = compile_front(&KernelSource::wgsl(&with_immediate)).unwrap();
        assert_eq!(grid_window(&front.signature), Some((0, 4)));
        let (module, _) = super::super::checked_module(&front).unwrap();
        let (module, _) = super::super::immediates_as_uniform(&module, &front.signature).unwrap();
        let (windowed, info) = windowed_entry(&module, "main", (0, 4)).unwrap();
        super::super::write_with(&windowed, &info, &front.signature, true, false, None, Some((0, 4))).unwrap();
        assert_eq!(
            window_bytes([65535, 1, 0], [70000, 2, 1])[..],
            [65535u32, 1, 0, 0, 70000, 2, 1, 0]
                .iter()
                .flat_map(|v| v.to_le_bytes())
                .collect::<Vec<_>>()[..]
        );
    }
}
