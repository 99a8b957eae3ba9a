//! The optional language features a kernel uses (f16, f64, i64, subgroups, `atomic<f32>`, and
//! transcendental functions on f64), found once by the front end and written into the kernel's
//! signature, so that the validation layer refuses a kernel its device cannot run, naming what is
//! missing, before any backend sees it.

use crate::device::Features;

/// What `module.entry_points[entry_index]` uses, and the first transcendental function it applies
/// to f64 values (named for messages), if any.
pub(crate) fn kernel_features(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    entry_index: usize,
) -> (Features, Option<String>) {
    let mut f = Features::default();
    for (_, ty) in module.types.iter() {
        let scalar = match ty.inner {
            naga::TypeInner::CooperativeMatrix { scalar, .. } => {
                f.cooperative_matrices = true;
                scalar
            }
            naga::TypeInner::Scalar(s)
            | naga::TypeInner::Vector { scalar: s, .. }
            | naga::TypeInner::Matrix { scalar: s, .. } => s,
            naga::TypeInner::Atomic(s) => {
                f.f32_atomics |= s.kind == naga::ScalarKind::Float;
                s
            }
            _ => continue,
        };
        match (scalar.kind, scalar.width) {
            (naga::ScalarKind::Float, 2) => f.f16 = true,
            (naga::ScalarKind::Float, 8) => f.f64 = true,
            (naga::ScalarKind::Sint | naga::ScalarKind::Uint, 8) => f.int64 = true,
            _ => {}
        }
    }
    // A matrix that only `coopLoad<T>` makes has no entry in the type arena: look for the loads.
    let coop_load = |func: &naga::Function| {
        func.expressions
            .iter()
            .any(|(_, e)| matches!(e, naga::Expression::CooperativeLoad { .. }))
    };
    f.cooperative_matrices |= module.functions.iter().any(|(_, func)| coop_load(func))
        || module.entry_points.iter().any(|ep| coop_load(&ep.function));
    f.subgroups = uses_subgroups(module, entry_index);
    let transcendental = f64_transcendental(module, info, entry_index);
    f.f64_transcendentals = transcendental.is_some();
    (f, transcendental.map(|fun| format!("{fun:?}")))
}

/// The math functions GPUs compute by approximation or in software (no exact instruction):
/// anygpu's GPU targets lower them itself (`lower/gpu_math.rs`), and Vulkan defines them for
/// f16 and f32 only (the wgpu device refuses them on f64).
pub(crate) fn is_transcendental(fun: naga::MathFunction) -> bool {
    use naga::MathFunction as M;
    matches!(
        fun,
        M::Sin
            | M::Cos
            | M::Tan
            | M::Sinh
            | M::Cosh
            | M::Tanh
            | M::Asin
            | M::Acos
            | M::Atan
            | M::Atan2
            | M::Asinh
            | M::Acosh
            | M::Atanh
            | M::Exp
            | M::Exp2
            | M::Log
            | M::Log2
            | M::Pow
    )
}

/// The first transcendental function the kernel applies to f64 values, if any (in its entry
/// point or any helper).
fn f64_transcendental(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    entry_index: usize,
) -> Option<naga::MathFunction> {
    let functions = module
        .functions
        .iter()
        .map(|(h, f)| (f, &info[h]))
        .chain(std::iter::once((
            &module.entry_points[entry_index].function,
            info.get_entry_point(entry_index),
        )));
    for (function, info) in functions {
        for (h, e) in function.expressions.iter() {
            let naga::Expression::Math { fun, .. } = *e else {
                continue;
            };
            let scalar = info[h].ty.inner_with(&module.types).scalar();
            if is_transcendental(fun) && scalar.is_some_and(|s| s.kind == naga::ScalarKind::Float && s.width == 8) {
                return Some(fun);
            }
        }
    }
    None
}

/// Whether the entry point uses subgroup built-ins or operations.
fn uses_subgroups(module: &naga::Module, entry_index: usize) -> bool {
    let ep = &module.entry_points[entry_index];
    let builtin = |b: &Option<naga::Binding>| {
        matches!(
            b,
            Some(naga::Binding::BuiltIn(
                naga::BuiltIn::SubgroupSize
                    | naga::BuiltIn::SubgroupInvocationId
                    | naga::BuiltIn::SubgroupId
                    | naga::BuiltIn::NumSubgroups
            ))
        )
    };
    let in_args = ep.function.arguments.iter().any(|a| {
        builtin(&a.binding)
            || match module.types[a.ty].inner {
                naga::TypeInner::Struct { ref members, .. } => members.iter().any(|m| builtin(&m.binding)),
                _ => false,
            }
    });
    let in_exprs = |f: &naga::Function| {
        f.expressions.iter().any(|(_, e)| {
            matches!(
                e,
                naga::Expression::SubgroupBallotResult | naga::Expression::SubgroupOperationResult { .. }
            )
        })
    };
    in_args || in_exprs(&ep.function) || module.functions.iter().any(|(_, f)| in_exprs(f))
}

#[cfg(test)]
mod tests {
    use crate::device::Features;

    fn features(src: &str) -> (Features, Option<String>) {
        let sig = crate::compiler::signature(&crate::KernelSource::wgsl(src)).unwrap();
        (sig.features, sig.f64_transcendental)
    }

    #[test]
    fn kernels_record_the_features_they_use() {
        let (f16, _) = features("enable f16;\n@group(0) @binding(0) var<storage, read_write> x: array<f16>;\n@compute @workgroup_size(1) fn main() { x[0] = x[0] + 1.0h; }");
        assert_eq!(
            f16,
            Features {
                f16: true,
                ..Features::default()
            }
        );
        let (sg, _) = features("@group(0) @binding(0) var<storage, read_write> x: array<u32>;\n@compute @workgroup_size(32) fn main(@builtin(subgroup_invocation_id) i: u32) { x[i] = subgroupAdd(i); }");
        assert_eq!(
            sg,
            Features {
                subgroups: true,
                ..Features::default()
            }
        );
        let (plain, none) = features("@group(0) @binding(0) var<storage, read_write> x: array<u32>;\n@compute @workgroup_size(1) fn main() { x[0] = 1u; }");
        assert_eq!((plain, none), (Features::default(), None));
        let (f64, fun) = features("@group(0) @binding(0) var<storage, read_write> x: array<f64>;\nfn f(v: f64) -> f64 { return exp(v); }\n@compute @workgroup_size(1) fn main() { x[0] = f(x[0]); }");
        assert_eq!(
            f64,
            Features {
                f64: true,
                f64_transcendentals: true,
                ..Features::default()
            }
        );
        assert_eq!(fun.as_deref(), Some("Exp"));
    }

    #[test]
    fn missing_features_are_named_in_a_fixed_order() {
        let kernel = Features {
            f16: true,
            int64: true,
            subgroups: true,
            ..Features::default()
        };
        let device = Features {
            int64: true,
            ..Features::default()
        };
        assert_eq!(
            kernel.missing_from(device),
            [
                crate::error::OptionalFeature::F16,
                crate::error::OptionalFeature::Subgroups
            ]
        );
        assert!(kernel.missing_from(Features::ALL).is_empty());
    }
}
