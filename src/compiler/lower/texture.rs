//! Textures and samplers on the native targets (host, ptx, amdgcn), in software.
//!
//! A texture binding's argument is its allocation in the native layout of `crate::texture`
//! (a header, then the texels of each mip level, tightly packed) and its length; a sampler's is
//! its packed state (`SamplerDesc::native_word`). Each built-in becomes a call to a small
//! always-inline function built once per module from the binding's view and format:
//!
//! - `textureLoad`: zero unless the level, every coordinate and the layer are in range and the
//!   texel lies inside the allocation; a sampled binding dispatches on the format in the header;
//! - `textureStore`: nothing out of range; values convert as WebGPU says (normalized formats
//!   clamp, scale and round to nearest even; f16 rounds to nearest even; 8-bit integers
//!   saturate);
//! - `textureSampleLevel` / `textureGather`: Vulkan's texel selection and filtering
//!   (nearest / linear per axis, clamp-to-edge / repeat / mirror-repeat on integer texel
//!   coordinates, mipmap nearest or linear between levels), computed in f32.

use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, VectorType};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue,
};
use inkwell::{FloatPredicate, IntPredicate};
use naga::{Expression as E, Handle};

use super::{ice, unsupported, Fx, Lowerer};
use crate::error::Result;
use crate::texture::native_layout::{
    ADDRESS_MODE_BITS, ADDRESS_MODE_MASK, COMPARE_AT, COMPARE_MASK, DEPTH_OR_LAYERS as HDR_DEPTH_OR_LAYERS,
    FORMAT as HDR_FORMAT, HEIGHT as HDR_HEIGHT, LEVELS as HDR_LEVELS, LEVEL_OFFSETS_AT, LINEAR_FILTER_AT,
    WIDTH as HDR_WIDTH,
};
use crate::texture::{SampleKind, TextureBinding, TextureClass, TextureFormat, ViewDimension};

/// Largest magnitude a texel coordinate is clamped to before it becomes an integer (so the
/// conversion is defined for any float, NaN and infinities included).
const COORD_LIMIT: f64 = (1u64 << 30) as f64;

/// Where a texel operation reads: the texel coordinates (x, y, z: unused ones 0), the array
/// layer (0 unless an array) and the mip level.
struct TexelAt<'ctx> {
    xyz: [IntValue<'ctx>; 3],
    layer: IntValue<'ctx>,
    level: IntValue<'ctx>,
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// The type of a texture or sampler expression and the name it goes by: a global, or a
    /// parameter of a helper function (WGSL passes textures and samplers to functions by value,
    /// and every one comes from a global in the end).
    fn handle_type(&self, fx: &Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Option<(Handle<naga::Type>, &str)> {
        match fx.func.expressions[e] {
            E::GlobalVariable(g) => {
                let var = &self.ir.global_variables[g];
                Some((var.ty, var.name.as_deref().unwrap_or("?")))
            }
            E::FunctionArgument(i) => {
                let arg = fx.func.arguments.get(i as usize)?;
                Some((arg.ty, arg.name.as_deref().unwrap_or("?")))
            }
            _ => None,
        }
    }

    /// Whether `e` is a texture or sampler.
    pub(super) fn is_handle_expression(&self, fx: &Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> bool {
        self.handle_type(fx, e).is_some_and(|(ty, _)| self.is_handle_ty(ty))
    }

    /// The texture's view and class, from its type.
    fn texture_binding(&self, fx: &Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Result<TextureBinding> {
        let (ty, name) = self
            .handle_type(fx, e)
            .ok_or_else(|| ice("a texture expression that is neither a global nor an argument"))?;
        match crate::compiler::abi::handle_type_kind(self.ir, ty, name)? {
            crate::compiler::abi::BindingKind::Texture(t) => Ok(t),
            _ => Err(ice("a texture expression whose type is not a texture")),
        }
    }

    /// The (address, byte length) argument words of a texture or sampler expression.
    pub(super) fn handle_words(
        &self,
        fx: &Fx<'a, 'ctx>,
        e: Handle<naga::Expression>,
    ) -> Result<(PointerValue<'ctx>, IntValue<'ctx>)> {
        let words = match fx.func.expressions[e] {
            E::GlobalVariable(g) => match fx.globals.get(&g) {
                Some(&(p, Some(len))) => Some((p, len)),
                _ => None,
            },
            E::FunctionArgument(i) => {
                let i = i as usize;
                match (fx.args.get(i), fx.arg_len.get(i)) {
                    (Some(p), Some(&Some(len))) => Some((p.into_pointer_value(), len)),
                    _ => None,
                }
            }
            _ => None,
        };
        words.ok_or_else(|| ice("a texture or sampler without its argument words"))
    }

    /// An i32 operand (coordinates, layers and levels are i32 or u32; both index the same way).
    fn i32_operand(&mut self, fx: &mut Fx<'a, 'ctx>, e: Option<Handle<naga::Expression>>) -> Result<IntValue<'ctx>> {
        match e {
            Some(e) => Ok(self.value(fx, e)?.into_int_value()),
            None => Ok(self.i32(0)),
        }
    }

    /// A coordinate operand split into (x, y, z), missing ones 0.
    fn coordinates<T: Copy>(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        e: Handle<naga::Expression>,
        zero: T,
        cast: impl Fn(BasicValueEnum<'ctx>) -> T,
    ) -> Result<[T; 3]> {
        let v = self.value(fx, e)?;
        let mut out = [zero; 3];
        if v.is_vector_value() {
            let vv = v.into_vector_value();
            for (k, slot) in out.iter_mut().enumerate().take(vv.get_type().get_size() as usize) {
                *slot = cast(self.b.build_extract_element(vv, self.i32(k as u64), "")?);
            }
        } else {
            out[0] = cast(v);
        }
        Ok(out)
    }

    /// The texture built-ins' expressions: `textureLoad`, the queries and the sampling forms.
    pub(super) fn image_expression(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        e: Handle<naga::Expression>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let func = fx.func;
        match func.expressions[e] {
            E::ImageLoad {
                image,
                coordinate,
                array_index,
                sample,
                level,
            } => {
                if sample.is_some() {
                    return Err(unsupported("textureLoad of a multisampled texture"));
                }
                let (binding, mut args) = self.texel_operands(fx, image, coordinate, array_index)?;
                args.push(self.i32_operand(fx, level)?.into());
                let f = self.texel_load_fn(binding)?;
                let texel = self.call_value(f, &args)?;
                if binding.class == TextureClass::Sampled(SampleKind::Depth) {
                    // textureLoad of a depth texture is its depth alone.
                    return Ok(self
                        .b
                        .build_extract_element(texel.into_vector_value(), self.i32(0), "")?);
                }
                Ok(texel)
            }
            E::ImageQuery { image, query } => self.image_query(fx, image, query),
            E::ImageSample { .. } => self.image_sample(fx, &func.expressions[e]),
            _ => Err(ice("not a texture expression")),
        }
    }

    /// `textureStore`.
    pub(super) fn image_store(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        image: Handle<naga::Expression>,
        coordinate: Handle<naga::Expression>,
        array_index: Option<Handle<naga::Expression>>,
        value: Handle<naga::Expression>,
    ) -> Result<()> {
        let (binding, mut args) = self.texel_operands(fx, image, coordinate, array_index)?;
        args.push(self.value(fx, value)?.into());
        let f = self.texel_store_fn(binding)?;
        self.b.build_call(f, &args, "")?;
        Ok(())
    }

    /// What a texel load or store passes its helper first: the texture's address and length,
    /// the coordinates (x, y, z) and the layer; and the texture's binding.
    fn texel_operands(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        image: Handle<naga::Expression>,
        coordinate: Handle<naga::Expression>,
        array_index: Option<Handle<naga::Expression>>,
    ) -> Result<(TextureBinding, Vec<BasicMetadataValueEnum<'ctx>>)> {
        let binding = self.texture_binding(fx, image)?;
        let (base, len) = self.handle_words(fx, image)?;
        let xyz = self.coordinates(fx, coordinate, self.i32(0), |v| v.into_int_value())?;
        let layer = self.i32_operand(fx, array_index)?;
        let args = vec![
            base.into(),
            len.into(),
            xyz[0].into(),
            xyz[1].into(),
            xyz[2].into(),
            layer.into(),
        ];
        Ok((binding, args))
    }

    /// `textureDimensions`, `textureNumLevels`, `textureNumLayers`.
    fn image_query(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        image: Handle<naga::Expression>,
        query: naga::ImageQuery,
    ) -> Result<BasicValueEnum<'ctx>> {
        let binding = self.texture_binding(fx, image)?;
        let (base, _) = self.handle_words(fx, image)?;
        Ok(match query {
            naga::ImageQuery::NumLevels => self.header(base, HDR_LEVELS)?.into(),
            naga::ImageQuery::NumLayers => self.header(base, HDR_DEPTH_OR_LAYERS)?.into(),
            naga::ImageQuery::NumSamples => self.i32(1).into(),
            naga::ImageQuery::Size { level } => {
                let level = self.i32_operand(fx, level)?;
                // An out-of-range level gives an indeterminate value in WGSL: the last level's size.
                let levels = self.header(base, HDR_LEVELS)?;
                let last = self.b.build_int_sub(levels, self.i32(1), "")?;
                let level = self.umin(level, last)?;
                let ext = self.level_extent(base, binding.view, level)?;
                let n = binding.view.coordinates();
                if n == 1 {
                    ext[0].into()
                } else {
                    let ty = self.cx.i32_type().vec_type(n);
                    let mut v = ty.get_undef();
                    for (k, e) in ext.iter().enumerate().take(n as usize) {
                        v = self.b.build_insert_element(v, *e, self.i32(k as u64), "")?;
                    }
                    v.into()
                }
            }
        })
    }

    /// `textureSampleLevel`, `textureSampleGrad`, `textureSampleBaseClampToEdge`,
    /// `textureGather` and the depth comparisons (`textureSampleCompareLevel`,
    /// `textureGatherCompare`).
    fn image_sample(&mut self, fx: &mut Fx<'a, 'ctx>, sample: &naga::Expression) -> Result<BasicValueEnum<'ctx>> {
        let E::ImageSample {
            image,
            sampler,
            gather,
            coordinate,
            array_index,
            offset,
            level,
            depth_ref,
            clamp_to_edge,
        } = *sample
        else {
            return Err(ice("not a texture sample"));
        };
        let binding = self.texture_binding(fx, image)?;
        let kind = match binding.class {
            TextureClass::Sampled(SampleKind::Float) => SampleKind::Float,
            TextureClass::Sampled(SampleKind::Depth) => SampleKind::Depth,
            // WGSL samples only f32 textures; it gathers from integer ones too.
            TextureClass::Sampled(kind) if gather.is_some() => kind,
            _ => return Err(ice("sampling a texture that is not texture_*<f32>")),
        };
        let (base, len) = self.handle_words(fx, image)?;
        let (sbase, slen) = self.handle_words(fx, sampler)?;
        let level = match level {
            naga::SampleLevel::Zero => self.cx.f32_type().const_zero(),
            naga::SampleLevel::Exact(e) => {
                let v = self.value(fx, e)?;
                if v.is_int_value() {
                    // A depth texture's level is an i32 or u32.
                    let signed = matches!(
                        fx.finfo[e].ty.inner_with(&self.ir.types).scalar_kind(),
                        Some(naga::ScalarKind::Sint)
                    );
                    let f32t = self.cx.f32_type();
                    if signed {
                        self.b.build_signed_int_to_float(v.into_int_value(), f32t, "")?
                    } else {
                        self.b.build_unsigned_int_to_float(v.into_int_value(), f32t, "")?
                    }
                } else {
                    v.into_float_value()
                }
            }
            naga::SampleLevel::Gradient { x, y } => self.gradient_lod(fx, base, binding.view, x, y)?,
            _ => return Err(unsupported(
                "textureSample and textureSampleBias in a compute kernel (they need implicit derivatives; use textureSampleLevel or textureSampleGrad)",
            )),
        };
        let f32t = self.cx.f32_type();
        let mut uvw = self.coordinates(fx, coordinate, f32t.const_zero(), |v| v.into_float_value())?;
        let layer = self.i32_operand(fx, array_index)?;
        let off = match offset {
            Some(o) => {
                let v = self.value(fx, o)?;
                let mut out = [self.i32(0); 3];
                if v.is_vector_value() {
                    let vv = v.into_vector_value();
                    for (k, slot) in out.iter_mut().enumerate().take(vv.get_type().get_size() as usize) {
                        *slot = self
                            .b
                            .build_extract_element(vv, self.i32(k as u64), "")?
                            .into_int_value();
                    }
                } else {
                    out[0] = v.into_int_value();
                }
                out
            }
            None => [self.i32(0); 3],
        };
        // The sampler's state: its first u32 (a sampler allocation always holds one).
        let state = {
            let has = self.b.build_int_compare(IntPredicate::UGE, slen, self.i64(4), "")?;
            let word = self.header(sbase, 0)?;
            self.b.build_select(has, word, self.i32(0), "")?.into_int_value()
        };
        if clamp_to_edge {
            // textureSampleBaseClampToEdge: coordinates clamped half a texel inside the edges of
            // level 0, then sampled at level 0.
            let ext = self.level_extent(base, binding.view, self.i32(0))?;
            for k in 0..2 {
                let n = self.b.build_unsigned_int_to_float(ext[k], f32t, "")?;
                let half = self.b.build_float_div(f32t.const_float(0.5), n, "")?;
                let hi = self.b.build_float_sub(f32t.const_float(1.0), half, "")?;
                let c = self.fmax(uvw[k], half)?;
                uvw[k] = self.fmin(c, hi)?;
            }
        }
        let is_gather = gather.is_some();
        let gather = match gather {
            Some(c) => self.i32(c as u64),
            None => self.cx.i32_type().const_all_ones(),
        };
        // textureSampleCompareLevel / textureGatherCompare: the comparison sampler's function
        // (`COMPARE_AT` in its state) against the reference.
        let (compare, dref) = match depth_ref {
            Some(r) => {
                let code = self
                    .b
                    .build_right_shift(state, self.i32(COMPARE_AT.into()), false, "")?;
                let code = self.b.build_and(code, self.i32(COMPARE_MASK.into()), "")?;
                (code, self.value(fx, r)?.into_float_value())
            }
            None => (self.i32(0), self.cx.f32_type().const_zero()),
        };
        let f = self.sample_fn(binding.view, kind)?;
        let args = [
            base.into(),
            len.into(),
            state.into(),
            uvw[0].into(),
            uvw[1].into(),
            uvw[2].into(),
            layer.into(),
            level.into(),
            off[0].into(),
            off[1].into(),
            off[2].into(),
            gather.into(),
            compare.into(),
            dref.into(),
        ];
        let texels = self.call_value(f, &args)?;
        match kind {
            SampleKind::Float => return Ok(texels),
            // A depth sample (compared or not) is one f32; a depth gather four.
            SampleKind::Depth if is_gather => return Ok(texels),
            SampleKind::Depth => {
                return Ok(self
                    .b
                    .build_extract_element(texels.into_vector_value(), self.i32(0), "")?)
            }
            SampleKind::Sint | SampleKind::Uint => {}
        }
        // An integer gather's texels travel as f32 bits (see `filter_fn`).
        Ok(self.b.build_bit_cast(texels, self.cx.i32_type().vec_type(4), "")?)
    }

    /// `textureSampleGrad`'s level of detail, Vulkan's isotropic λ = log2(max(ρx, ρy)) with
    /// ρ the length of a gradient scaled by level 0's size (`log2` and `sqrt` as WGSL's own on
    /// this target). The sample is then `textureSampleLevel` at λ.
    fn gradient_lod(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        base: PointerValue<'ctx>,
        view: ViewDimension,
        x: Handle<naga::Expression>,
        y: Handle<naga::Expression>,
    ) -> Result<FloatValue<'ctx>> {
        let f32t = self.cx.f32_type();
        let size = self.level_extent(base, view, self.i32(0))?;
        let axes = view.coordinates() as usize;
        let scalar = naga::TypeInner::Scalar(naga::Scalar::F32);
        let mut rho = [f32t.const_zero(); 2];
        for (slot, g) in rho.iter_mut().zip([x, y]) {
            let d = self.coordinates(fx, g, f32t.const_zero(), |v| v.into_float_value())?;
            let mut sum = f32t.const_zero();
            for k in 0..axes {
                let n = self.b.build_unsigned_int_to_float(size[k], f32t, "")?;
                let scaled = self.b.build_float_mul(d[k], n, "")?;
                let sq = self.b.build_float_mul(scaled, scaled, "")?;
                sum = self.b.build_float_add(sum, sq, "")?;
            }
            *slot = self
                .math(naga::MathFunction::Sqrt, &scalar, &scalar, &[sum.into()])?
                .into_float_value();
        }
        let widest = self.fmax(rho[0], rho[1])?;
        Ok(self
            .math(naga::MathFunction::Log2, &scalar, &scalar, &[widest.into()])?
            .into_float_value())
    }

    // ------------------------------------------------------------ building blocks

    fn call_value(
        &self,
        f: FunctionValue<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        self.b
            .build_call(f, args, "")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| ice("texture helper returned nothing"))
    }

    /// Header word `k` of the texture at `base`.
    fn header(&self, base: PointerValue<'ctx>, k: u64) -> Result<IntValue<'ctx>> {
        let p = self.gep_const(base, 4 * k)?;
        let v = self.b.build_load(self.cx.i32_type(), p, "")?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(4).map_err(|e| ice(e.to_string()))?;
        }
        Ok(v.into_int_value())
    }

    fn smax(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let gt = self.b.build_int_compare(IntPredicate::SGT, a, b, "")?;
        Ok(self.b.build_select(gt, a, b, "")?.into_int_value())
    }

    fn smin(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let lt = self.b.build_int_compare(IntPredicate::SLT, a, b, "")?;
        Ok(self.b.build_select(lt, a, b, "")?.into_int_value())
    }

    fn fmax(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let t = self.cx.f32_type().as_basic_type_enum();
        Ok(self
            .call_intr("llvm.maxnum", &[t], &[a.into(), b.into()])?
            .into_float_value())
    }

    fn fmin(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let t = self.cx.f32_type().as_basic_type_enum();
        Ok(self
            .call_intr("llvm.minnum", &[t], &[a.into(), b.into()])?
            .into_float_value())
    }

    fn floor(&self, a: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let t = self.cx.f32_type().as_basic_type_enum();
        Ok(self.call_intr("llvm.floor", &[t], &[a.into()])?.into_float_value())
    }

    /// Width, height and depth of mip `level` (which must be below the level count): the
    /// header's extents halved `level` times, at least 1. Depth is 1 unless the view is 3D.
    fn level_extent(
        &self,
        base: PointerValue<'ctx>,
        view: ViewDimension,
        level: IntValue<'ctx>,
    ) -> Result<[IntValue<'ctx>; 3]> {
        let shift = self.umin(level, self.i32(31))?;
        let mut out = [self.i32(1); 3];
        let axes: &[u64] = match view {
            ViewDimension::D1 => &[HDR_WIDTH],
            ViewDimension::D2 | ViewDimension::D2Array => &[HDR_WIDTH, HDR_HEIGHT],
            ViewDimension::D3 => &[HDR_WIDTH, HDR_HEIGHT, HDR_DEPTH_OR_LAYERS],
        };
        for (k, &word) in axes.iter().enumerate() {
            let n = self.header(base, word)?;
            let n = self.b.build_right_shift(n, shift, false, "")?;
            out[k] = self.smax(n, self.i32(1))?;
        }
        Ok(out)
    }

    /// A new internal always-inline function, with the builder placed in its entry block; the
    /// caller's position is restored by [`Self::finish_helper`].
    fn begin_helper(
        &self,
        name: &str,
        ret: Option<BasicTypeEnum<'ctx>>,
        params: &[BasicMetadataTypeEnum<'ctx>],
    ) -> (FunctionValue<'ctx>, Option<inkwell::basic_block::BasicBlock<'ctx>>) {
        let fn_ty = match ret {
            Some(r) => r.fn_type(params, false),
            None => self.cx.void_type().fn_type(params, false),
        };
        let f = self.m.add_function(name, fn_ty, Some(Linkage::Internal));
        for attr in ["alwaysinline", "nounwind"] {
            let a = self
                .cx
                .create_enum_attribute(inkwell::attributes::Attribute::get_named_enum_kind_id(attr), 0);
            f.add_attribute(inkwell::attributes::AttributeLoc::Function, a);
        }
        let saved = self.b.get_insert_block();
        let entry = self.cx.append_basic_block(f, "entry");
        self.b.position_at_end(entry);
        (f, saved)
    }

    fn finish_helper(&self, saved: Option<inkwell::basic_block::BasicBlock<'ctx>>) {
        if let Some(bb) = saved {
            self.b.position_at_end(bb);
        }
    }

    fn param_int(f: FunctionValue<'ctx>, k: u32) -> Result<IntValue<'ctx>> {
        Ok(f.get_nth_param(k)
            .ok_or_else(|| ice("texture helper parameter"))?
            .into_int_value())
    }

    fn param_float(f: FunctionValue<'ctx>, k: u32) -> Result<FloatValue<'ctx>> {
        Ok(f.get_nth_param(k)
            .ok_or_else(|| ice("texture helper parameter"))?
            .into_float_value())
    }

    /// The element type of what a texel of `kind` reads as.
    fn sample_scalar(&self, kind: SampleKind) -> BasicTypeEnum<'ctx> {
        match kind {
            SampleKind::Float | SampleKind::Depth => self.cx.f32_type().into(),
            SampleKind::Sint | SampleKind::Uint => self.cx.i32_type().into(),
        }
    }

    fn vec4_of(&self, kind: SampleKind) -> VectorType<'ctx> {
        match self.sample_scalar(kind) {
            BasicTypeEnum::FloatType(t) => t.vec_type(4),
            BasicTypeEnum::IntType(t) => t.vec_type(4),
            _ => unreachable!("sample_scalar gives only floats and ints"),
        }
    }

    /// The formats a binding may hold: exactly its own for a storage texture, every format that
    /// reads as its kind for a sampled one.
    fn binding_formats(binding: TextureBinding) -> Vec<TextureFormat> {
        match binding.class {
            TextureClass::Storage { format, .. } => vec![format],
            TextureClass::Sampled(kind) => TextureFormat::ALL
                .into_iter()
                .chain(TextureFormat::DEPTH)
                .filter(|f| f.sample_kind() == kind)
                .collect(),
        }
    }

    /// In the current function: whether (xyz, layer, level) is a texel of the texture at `base`
    /// and its index (in texels) within its level. The index is only meaningful when in range.
    fn texel_index(
        &self,
        base: PointerValue<'ctx>,
        view: ViewDimension,
        at: &TexelAt<'ctx>,
    ) -> Result<(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> {
        let levels = self.header(base, HDR_LEVELS)?;
        let mut ok = self.b.build_int_compare(IntPredicate::ULT, at.level, levels, "")?;
        let level = self.b.build_select(ok, at.level, self.i32(0), "")?.into_int_value();
        let ext = self.level_extent(base, view, level)?;
        for k in 0..3 {
            let in_axis = self.b.build_int_compare(IntPredicate::ULT, at.xyz[k], ext[k], "")?;
            ok = self.b.build_and(ok, in_axis, "")?;
        }
        let layers = match view {
            ViewDimension::D2Array => self.header(base, HDR_DEPTH_OR_LAYERS)?,
            _ => self.i32(1),
        };
        let in_layers = self.b.build_int_compare(IntPredicate::ULT, at.layer, layers, "")?;
        ok = self.b.build_and(ok, in_layers, "")?;
        // ((slice * h + y) * w + x) in 64 bits; slice is the layer of an array, z of a 3D texture.
        let i64t = self.cx.i64_type();
        let z = |v: IntValue<'ctx>| self.b.build_int_z_extend(v, i64t, "");
        let slice = self.b.build_int_add(z(at.layer)?, z(at.xyz[2])?, "")?;
        let idx = self.b.build_int_mul(slice, z(ext[1])?, "")?;
        let idx = self.b.build_int_add(idx, z(at.xyz[1])?, "")?;
        let idx = self.b.build_int_mul(idx, z(ext[0])?, "")?;
        let idx = self.b.build_int_add(idx, z(at.xyz[0])?, "")?;
        // The level's byte offset (the level is below the count, at most 15: inside the header).
        let lo_at = self.b.build_int_mul(z(level)?, self.i64(4), "")?;
        let lo_at = self.b.build_int_add(lo_at, self.i64(LEVEL_OFFSETS_AT), "")?;
        let lo_ptr = self.gep_bytes(base, lo_at)?;
        let lo = self.b.build_load(self.cx.i32_type(), lo_ptr, "")?;
        if let Some(i) = lo.as_instruction_value() {
            i.set_alignment(4).map_err(|e| ice(e.to_string()))?;
        }
        let lo = z(lo.into_int_value())?;
        Ok((ok, idx, lo))
    }

    /// Emits, in the current function, a dispatch on the header's format over `formats`: for
    /// each, the texel's address (checked against the allocation's length `len`) and `body`
    /// run at it; returns the phi of `body`'s values, zero where none ran.
    #[allow(clippy::too_many_arguments)]
    fn per_format<F>(
        &self,
        f: FunctionValue<'ctx>,
        base: PointerValue<'ctx>,
        len: IntValue<'ctx>,
        ok: IntValue<'ctx>,
        idx: IntValue<'ctx>,
        lo: IntValue<'ctx>,
        formats: &[TextureFormat],
        ret: Option<BasicTypeEnum<'ctx>>,
        mut body: F,
    ) -> Result<Option<BasicValueEnum<'ctx>>>
    where
        F: FnMut(&Self, TextureFormat, PointerValue<'ctx>) -> Result<Option<BasicValueEnum<'ctx>>>,
    {
        let join = self.cx.append_basic_block(f, "texel.join");
        let fetch = self.cx.append_basic_block(f, "texel.fetch");
        let mut incoming: Vec<(BasicValueEnum<'ctx>, inkwell::basic_block::BasicBlock<'ctx>)> = Vec::new();
        let zero = ret.map(|t| t.const_zero());
        let from = self.current_block()?;
        self.b.build_conditional_branch(ok, fetch, join)?;
        if let Some(z) = zero {
            incoming.push((z, from));
        }
        self.b.position_at_end(fetch);
        let code = self.header(base, HDR_FORMAT)?;
        let mut cases = Vec::new();
        for &format in formats {
            cases.push((
                self.i32(format.code() as u64),
                self.cx.append_basic_block(f, format.name()),
            ));
        }
        self.b.build_switch(code, join, &cases)?;
        if let Some(z) = zero {
            incoming.push((z, fetch));
        }
        for (&format, &(_, bb)) in formats.iter().zip(&cases) {
            self.b.position_at_end(bb);
            let tb = self.i64(format.texel_bytes() as u64);
            let off = self.b.build_int_mul(idx, tb, "")?;
            let off = self.b.build_int_add(lo, off, "")?;
            let end = self.b.build_int_add(off, tb, "")?;
            let inside = self.b.build_int_compare(IntPredicate::ULE, end, len, "")?;
            let access = self.cx.append_basic_block(f, "texel.access");
            self.b.build_conditional_branch(inside, access, join)?;
            if let Some(z) = zero {
                incoming.push((z, bb));
            }
            self.b.position_at_end(access);
            let p = self.gep_bytes(base, off)?;
            let v = body(self, format, p)?;
            let end_bb = self.current_block()?;
            self.b.build_unconditional_branch(join)?;
            if let Some(v) = v {
                incoming.push((v, end_bb));
            }
        }
        self.b.position_at_end(join);
        match ret {
            Some(t) => {
                let phi = self.b.build_phi(t, "texel")?;
                for (v, bb) in &incoming {
                    phi.add_incoming(&[(v, *bb)]);
                }
                Ok(Some(phi.as_basic_value()))
            }
            None => Ok(None),
        }
    }

    /// The parameters of a texel helper: address, length, x, y, z, layer, then `last`.
    fn texel_params(&self, last: BasicMetadataTypeEnum<'ctx>) -> Vec<BasicMetadataTypeEnum<'ctx>> {
        let i32t = self.cx.i32_type().into();
        vec![
            self.ptr_ty().into(),
            self.cx.i64_type().into(),
            i32t,
            i32t,
            i32t,
            i32t,
            last,
        ]
    }

    /// The address, length and texel position (level 0) a texel helper `f` was called with.
    fn texel_args(f: FunctionValue<'ctx>) -> Result<(PointerValue<'ctx>, IntValue<'ctx>, TexelAt<'ctx>)> {
        let base = f.get_nth_param(0).ok_or_else(|| ice("param"))?.into_pointer_value();
        let at = TexelAt {
            xyz: [Self::param_int(f, 2)?, Self::param_int(f, 3)?, Self::param_int(f, 4)?],
            layer: Self::param_int(f, 5)?,
            level: Self::param_int(f, 5)?.get_type().const_zero(),
        };
        Ok((base, Self::param_int(f, 1)?, at))
    }

    /// `(base, len, x, y, z, layer, level) -> vec4`: the load of one texel, zero out of range.
    fn texel_load_fn(&self, binding: TextureBinding) -> Result<FunctionValue<'ctx>> {
        let kind = match binding.class {
            TextureClass::Sampled(k) => k,
            TextureClass::Storage { format, .. } => format.sample_kind(),
        };
        let key = match binding.class {
            TextureClass::Sampled(k) => format!("{k:?}"),
            TextureClass::Storage { format, .. } => format.name().to_string(),
        };
        let name = format!("anygpu.texel_load.{:?}.{key}", binding.view);
        if let Some(f) = self.m.get_function(&name) {
            return Ok(f);
        }
        let ret = self.vec4_of(kind).as_basic_type_enum();
        let (f, saved) = self.begin_helper(&name, Some(ret), &self.texel_params(self.cx.i32_type().into()));
        let (base, len, mut at) = Self::texel_args(f)?;
        at.level = Self::param_int(f, 6)?;
        let (ok, idx, lo) = self.texel_index(base, binding.view, &at)?;
        let formats = Self::binding_formats(binding);
        let v = self.per_format(f, base, len, ok, idx, lo, &formats, Some(ret), |s, format, p| {
            s.decode_texel(format, p).map(Some)
        })?;
        self.b
            .build_return(Some(&v.ok_or_else(|| ice("texel load without a value"))?))?;
        self.finish_helper(saved);
        Ok(f)
    }

    /// `(base, len, x, y, z, layer, value)`: the store of one texel, nothing out of range.
    fn texel_store_fn(&self, binding: TextureBinding) -> Result<FunctionValue<'ctx>> {
        let TextureClass::Storage { format, .. } = binding.class else {
            return Err(ice("textureStore to a sampled texture"));
        };
        let name = format!("anygpu.texel_store.{:?}.{}", binding.view, format.name());
        if let Some(f) = self.m.get_function(&name) {
            return Ok(f);
        }
        let params = self.texel_params(self.vec4_of(format.sample_kind()).into());
        let (f, saved) = self.begin_helper(&name, None, &params);
        let (base, len, at) = Self::texel_args(f)?;
        let value = f.get_nth_param(6).ok_or_else(|| ice("param"))?.into_vector_value();
        let (ok, idx, lo) = self.texel_index(base, binding.view, &at)?;
        self.per_format(f, base, len, ok, idx, lo, &[format], None, |s, format, p| {
            s.encode_texel(format, p, value)?;
            Ok(None)
        })?;
        self.b.build_return(None)?;
        self.finish_helper(saved);
        Ok(f)
    }

    /// The texel of `format` at `p` as the vec4 a kernel reads (missing channels 0, alpha 1).
    fn decode_texel(&self, format: TextureFormat, p: PointerValue<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        use TextureFormat as F;
        let f32t = self.cx.f32_type();
        let i32t = self.cx.i32_type();
        let load = |ty: BasicTypeEnum<'ctx>| -> Result<BasicValueEnum<'ctx>> {
            let v = self.b.build_load(ty, p, "")?;
            if let Some(i) = v.as_instruction_value() {
                i.set_alignment(format.texel_bytes().min(16))
                    .map_err(|e| ice(e.to_string()))?;
            }
            Ok(v)
        };
        let bytes4 = || load(self.cx.i8_type().vec_type(4).into()).map(|v| v.into_vector_value());
        Ok(match format {
            F::Rgba8Unorm | F::Bgra8Unorm => {
                let v = bytes4()?;
                let v = self.b.build_unsigned_int_to_float(v, f32t.vec_type(4), "")?;
                let v = self.b.build_float_div(v, self.splat4_f32(255.0), "")?;
                if format == F::Bgra8Unorm {
                    self.shuffle4(v.into(), [2, 1, 0, 3])?
                } else {
                    v.into()
                }
            }
            F::Rgba8Snorm => {
                let v = bytes4()?;
                let v = self.b.build_signed_int_to_float(v, f32t.vec_type(4), "")?;
                let v = self.b.build_float_div(v, self.splat4_f32(127.0), "")?;
                let t = f32t.vec_type(4).as_basic_type_enum();
                self.call_intr("llvm.maxnum", &[t], &[v.into(), self.splat4_f32(-1.0).into()])?
            }
            F::Rgba8Uint => self.b.build_int_z_extend(bytes4()?, i32t.vec_type(4), "")?.into(),
            F::Rgba8Sint => self.b.build_int_s_extend(bytes4()?, i32t.vec_type(4), "")?.into(),
            F::Rgba16Float => {
                let v = load(self.cx.f16_type().vec_type(4).into())?.into_vector_value();
                self.b.build_float_ext(v, f32t.vec_type(4), "")?.into()
            }
            F::Rgba32Float => load(f32t.vec_type(4).into())?,
            F::Rgba32Uint | F::Rgba32Sint => load(i32t.vec_type(4).into())?,
            F::Depth16Unorm => {
                let c = self.b.build_load(self.cx.i16_type(), p, "")?.into_int_value();
                let c = self.b.build_unsigned_int_to_float(c, f32t, "")?;
                let d = self.b.build_float_div(c, f32t.const_float(65535.0), "")?;
                let v = self.splat4_f32(0.0);
                let v = self.b.build_insert_element(v, f32t.const_float(1.0), self.i32(3), "")?;
                self.b.build_insert_element(v, d, self.i32(0), "")?.into()
            }
            F::R32Float | F::Rg32Float | F::Depth32Float => {
                let n = format.channels();
                let mut v = self.splat4_f32(0.0);
                v = self.b.build_insert_element(v, f32t.const_float(1.0), self.i32(3), "")?;
                for k in 0..n {
                    let c = self.b.build_load(f32t, self.gep_const(p, 4 * k as u64)?, "")?;
                    v = self.b.build_insert_element(v, c, self.i32(k as u64), "")?;
                }
                v.into()
            }
            F::R32Uint | F::R32Sint => {
                let c = self.b.build_load(i32t, p, "")?;
                let v = i32t.vec_type(4).const_zero();
                let v = self
                    .b
                    .build_insert_element(v, i32t.const_int(1, false), self.i32(3), "")?;
                self.b.build_insert_element(v, c, self.i32(0), "")?.into()
            }
        })
    }

    /// Stores `value` (the kernel's vec4) at `p` as a texel of `format`.
    fn encode_texel(
        &self,
        format: TextureFormat,
        p: PointerValue<'ctx>,
        value: inkwell::values::VectorValue<'ctx>,
    ) -> Result<()> {
        use TextureFormat as F;
        let f32t = self.cx.f32_type();
        let i8x4 = self.cx.i8_type().vec_type(4);
        let store = |v: BasicValueEnum<'ctx>| -> Result<()> {
            let st = self.b.build_store(p, v)?;
            st.set_alignment(format.texel_bytes().min(16))
                .map_err(|e| ice(e.to_string()))?;
            Ok(())
        };
        let v4 = f32t.vec_type(4).as_basic_type_enum();
        // Normalized: clamp (NaN becomes the low end), scale, round to nearest even.
        let normalized = |lo: f64, scale: f64, signed: bool| -> Result<BasicValueEnum<'ctx>> {
            let v = self.call_intr("llvm.maxnum", &[v4], &[value.into(), self.splat4_f32(lo).into()])?;
            let v = self.call_intr("llvm.minnum", &[v4], &[v, self.splat4_f32(1.0).into()])?;
            let v = self
                .b
                .build_float_mul(v.into_vector_value(), self.splat4_f32(scale), "")?;
            let v = self
                .call_intr("llvm.roundeven", &[v4], &[v.into()])?
                .into_vector_value();
            Ok(if signed {
                self.b.build_float_to_signed_int(v, i8x4, "")?.into()
            } else {
                self.b.build_float_to_unsigned_int(v, i8x4, "")?.into()
            })
        };
        match format {
            F::Rgba8Unorm => store(normalized(0.0, 255.0, false)?),
            F::Bgra8Unorm => {
                let v = normalized(0.0, 255.0, false)?;
                store(self.shuffle4(v, [2, 1, 0, 3])?)
            }
            F::Rgba8Snorm => store(normalized(-1.0, 127.0, true)?),
            F::Rgba8Uint | F::Rgba8Sint => {
                // Saturated to the channel's range, as Vulkan drivers store integer texels.
                let i32x4 = self.cx.i32_type().vec_type(4).as_basic_type_enum();
                let splat = |v: i64| {
                    let c = self.cx.i32_type().const_int(v as u64, true);
                    VectorType::const_vector(&[c, c, c, c])
                };
                let v = if format == F::Rgba8Uint {
                    self.call_intr("llvm.umin", &[i32x4], &[value.into(), splat(255).into()])?
                } else {
                    let v = self.call_intr("llvm.smax", &[i32x4], &[value.into(), splat(-128).into()])?;
                    self.call_intr("llvm.smin", &[i32x4], &[v, splat(127).into()])?
                };
                store(self.b.build_int_truncate(v.into_vector_value(), i8x4, "")?.into())
            }
            F::Rgba16Float => store(
                self.b
                    .build_float_trunc(value, self.cx.f16_type().vec_type(4), "")?
                    .into(),
            ),
            F::Rgba32Float | F::Rgba32Uint | F::Rgba32Sint => store(value.into()),
            F::R32Float | F::R32Uint | F::R32Sint | F::Rg32Float => {
                for k in 0..format.channels() {
                    let c = self.b.build_extract_element(value, self.i32(k as u64), "")?;
                    let st = self.b.build_store(self.gep_const(p, 4 * k as u64)?, c)?;
                    st.set_alignment(4).map_err(|e| ice(e.to_string()))?;
                }
                Ok(())
            }
            F::Depth16Unorm | F::Depth32Float => Err(ice("a depth format is not a storage format")),
        }
    }

    fn splat4_f32(&self, v: f64) -> inkwell::values::VectorValue<'ctx> {
        let c = self.cx.f32_type().const_float(v);
        VectorType::const_vector(&[c, c, c, c])
    }

    fn shuffle4(&self, v: BasicValueEnum<'ctx>, order: [u64; 4]) -> Result<BasicValueEnum<'ctx>> {
        let v = v.into_vector_value();
        let mask = VectorType::const_vector(&order.map(|k| self.i32(k)));
        Ok(self
            .b
            .build_shuffle_vector(v, v.get_type().get_undef(), mask, "")?
            .into())
    }

    /// `(base, len, state, u, v, w, layer, level, ox, oy, oz, gather, compare, dref) -> vec4<f32>`:
    /// the mip level selection of `textureSampleLevel` (nearest: round half down; linear: blend
    /// the two levels around it), each level filtered by [`Self::filter_fn`]. `gather` ≥ 0 is
    /// `textureGather` of that component (level 0, the 2×2 footprint, no filtering); `compare`
    /// ≠ 0 (a [`CompareFunction`](crate::texture::CompareFunction) code) compares `dref` with
    /// each depth texel before filtering.
    fn sample_fn(&self, view: ViewDimension, kind: SampleKind) -> Result<FunctionValue<'ctx>> {
        let name = format!("anygpu.texture_sample.{view:?}.{kind:?}");
        if let Some(f) = self.m.get_function(&name) {
            return Ok(f);
        }
        let filter = self.filter_fn(view, kind)?;
        let (i32t, f32t) = (self.cx.i32_type(), self.cx.f32_type());
        let params = [
            self.ptr_ty().into(),
            self.cx.i64_type().into(),
            i32t.into(),
            f32t.into(),
            f32t.into(),
            f32t.into(),
            i32t.into(),
            f32t.into(),
            i32t.into(),
            i32t.into(),
            i32t.into(),
            i32t.into(),
            i32t.into(),
            f32t.into(),
        ];
        let ret = f32t.vec_type(4).as_basic_type_enum();
        let (f, saved) = self.begin_helper(&name, Some(ret), &params);
        let base = f.get_nth_param(0).ok_or_else(|| ice("param"))?.into_pointer_value();
        let state = Self::param_int(f, 2)?;
        let lambda = Self::param_float(f, 7)?;
        let gather = Self::param_int(f, 11)?;
        let bit = |k: u64| -> Result<IntValue<'ctx>> {
            let b = self.b.build_and(state, self.i32(1 << k), "")?;
            Ok(self.b.build_int_compare(IntPredicate::NE, b, self.i32(0), "")?)
        };
        // Array layers are clamped into range (WGSL), not checked.
        let mut layer = Self::param_int(f, 6)?;
        if view == ViewDimension::D2Array {
            let layers = self.header(base, HDR_DEPTH_OR_LAYERS)?;
            let last = self.b.build_int_sub(layers, self.i32(1), "")?;
            layer = self.smin(self.smax(layer, self.i32(0))?, last)?;
        } else {
            layer = self.i32(0);
        }
        // Magnifying (λ ≤ 0) uses the mag filter, minifying the min filter; a gather always
        // takes the linear footprint.
        let is_gather = self.b.build_int_compare(IntPredicate::SGE, gather, self.i32(0), "")?;
        let magnify = self
            .b
            .build_float_compare(FloatPredicate::ULE, lambda, f32t.const_zero(), "")?;
        let at = u64::from(LINEAR_FILTER_AT);
        let linear = self
            .b
            .build_select(magnify, bit(at)?, bit(at + 1)?, "")?
            .into_int_value();
        let linear = self.b.build_or(linear, is_gather, "")?;
        // d = clamp(λ, 0, levels - 1) (NaN gives 0); a gather reads level 0.
        let levels = self.header(base, HDR_LEVELS)?;
        let last = self.b.build_int_sub(levels, self.i32(1), "")?;
        let last_f = self.b.build_signed_int_to_float(last, f32t, "")?;
        let d = self.fmin(self.fmax(lambda, f32t.const_zero())?, last_f)?;
        let d = self
            .b
            .build_select(is_gather, f32t.const_zero(), d, "")?
            .into_float_value();
        let mip_linear = bit(at + 2)?;
        let fl = self.floor(d)?;
        let half_down = {
            let up = self.b.build_float_add(d, f32t.const_float(0.5), "")?;
            let t = f32t.as_basic_type_enum();
            let c = self.call_intr("llvm.ceil", &[t], &[up.into()])?.into_float_value();
            self.b.build_float_sub(c, f32t.const_float(1.0), "")?
        };
        let lo_f = self.b.build_select(mip_linear, fl, half_down, "")?.into_float_value();
        let lo = self.b.build_float_to_signed_int(lo_f, i32t, "")?;
        let frac = self.b.build_float_sub(d, fl, "")?;
        let t = self
            .b
            .build_select(mip_linear, frac, f32t.const_zero(), "")?
            .into_float_value();
        let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
        for k in 0..6 {
            args.push(f.get_nth_param(k).ok_or_else(|| ice("param"))?.into());
        }
        args.push(layer.into());
        args.push(lo.into());
        args.push(linear.into());
        for k in 8..14 {
            args.push(f.get_nth_param(k).ok_or_else(|| ice("param"))?.into());
        }
        let a = self.call_value(filter, &args)?.into_vector_value();
        // Blend with the next level only when the weight is not zero (a zero weight times an
        // infinite texel would be NaN).
        let blend_bb = self.cx.append_basic_block(f, "mip.blend");
        let done_bb = self.cx.append_basic_block(f, "mip.done");
        let from = self.current_block()?;
        let blend = self
            .b
            .build_float_compare(FloatPredicate::ONE, t, f32t.const_zero(), "")?;
        self.b.build_conditional_branch(blend, blend_bb, done_bb)?;
        self.b.position_at_end(blend_bb);
        let hi = self.b.build_int_add(lo, self.i32(1), "")?;
        let hi = self.smin(hi, last)?;
        args[7] = hi.into();
        let b = self.call_value(filter, &args)?.into_vector_value();
        let tv = self.splat_vec4(t)?;
        let one_minus = self.b.build_float_sub(self.splat4_f32(1.0), tv, "")?;
        let mixed = self.b.build_float_add(
            self.b.build_float_mul(a, one_minus, "")?,
            self.b.build_float_mul(b, tv, "")?,
            "",
        )?;
        let blend_end = self.current_block()?;
        self.b.build_unconditional_branch(done_bb)?;
        self.b.position_at_end(done_bb);
        let phi = self.b.build_phi(ret, "")?;
        phi.add_incoming(&[(&a, from), (&mixed, blend_end)]);
        self.b.build_return(Some(&phi.as_basic_value()))?;
        self.finish_helper(saved);
        Ok(f)
    }

    /// The depth reference as it is compared: clamped to [0, 1] for a unorm depth format
    /// (Vulkan's rule; NaN stays NaN), as given for a float one.
    fn depth_reference(&self, base: PointerValue<'ctx>, dref: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let f32t = self.cx.f32_type();
        let code = self.header(base, HDR_FORMAT)?;
        let unorm = self.b.build_int_compare(
            IntPredicate::EQ,
            code,
            self.i32(u64::from(TextureFormat::Depth16Unorm.code())),
            "",
        )?;
        let below = self
            .b
            .build_float_compare(FloatPredicate::OLT, dref, f32t.const_zero(), "")?;
        let above = self
            .b
            .build_float_compare(FloatPredicate::OGT, dref, f32t.const_float(1.0), "")?;
        let clamped = self
            .b
            .build_select(below, f32t.const_zero(), dref, "")?
            .into_float_value();
        let clamped = self
            .b
            .build_select(above, f32t.const_float(1.0), clamped, "")?
            .into_float_value();
        Ok(self.b.build_select(unorm, clamped, dref, "")?.into_float_value())
    }

    /// A depth texel `(d, 0, 0, 1)` after comparison `compare` (0: none; else a
    /// [`CompareFunction`](crate::texture::CompareFunction) code) of `dref` with `d`:
    /// `(1 or 0, 0, 0, 1)`. Ordered comparisons fail on NaN, `not-equal` passes.
    fn depth_compare(
        &self,
        texel: inkwell::values::VectorValue<'ctx>,
        dref: FloatValue<'ctx>,
        compare: IntValue<'ctx>,
    ) -> Result<inkwell::values::VectorValue<'ctx>> {
        let f32t = self.cx.f32_type();
        let d = self.b.build_extract_element(texel, self.i32(0), "")?.into_float_value();
        let never = self.cx.bool_type().const_zero();
        let always = self.cx.bool_type().const_all_ones();
        // In the order of the codes 1..=8.
        let mut outcomes = vec![never];
        for p in [
            FloatPredicate::OLT,
            FloatPredicate::OEQ,
            FloatPredicate::OLE,
            FloatPredicate::OGT,
            FloatPredicate::UNE,
            FloatPredicate::OGE,
        ] {
            outcomes.push(self.b.build_float_compare(p, dref, d, "")?);
        }
        outcomes.push(always);
        let mut pass = never;
        for (k, o) in outcomes.into_iter().enumerate() {
            let is = self
                .b
                .build_int_compare(IntPredicate::EQ, compare, self.i32(k as u64 + 1), "")?;
            pass = self.b.build_select(is, o, pass, "")?.into_int_value();
        }
        let result = self
            .b
            .build_select(pass, f32t.const_float(1.0), f32t.const_zero(), "")?
            .into_float_value();
        let compared = self.b.build_insert_element(texel, result, self.i32(0), "")?;
        let none = self.b.build_int_compare(IntPredicate::EQ, compare, self.i32(0), "")?;
        Ok(self.b.build_select(none, texel, compared, "")?.into_vector_value())
    }

    fn splat_vec4(&self, v: FloatValue<'ctx>) -> Result<inkwell::values::VectorValue<'ctx>> {
        let mut out = self.cx.f32_type().vec_type(4).get_undef();
        for k in 0..4 {
            out = self.b.build_insert_element(out, v, self.i32(k), "")?;
        }
        Ok(out)
    }

    /// `(base, len, state, u, v, w, layer, level, linear: i1, ox, oy, oz, gather, compare, dref)
    /// -> vec4<f32>`: one mip level filtered (depth texels compared first, see
    /// [`Self::depth_compare`]). Texel coordinates per axis of size n: nearest `floor(u·n)`,
    /// linear `floor(u·n − ½)` and the next, weighted by the fraction; each wrapped by the
    /// sampler's address mode for that axis. For integer textures (only ever gathered) the
    /// texels travel as the bits of f32s.
    fn filter_fn(&self, view: ViewDimension, kind: SampleKind) -> Result<FunctionValue<'ctx>> {
        let name = format!("anygpu.texture_filter.{view:?}.{kind:?}");
        if let Some(f) = self.m.get_function(&name) {
            return Ok(f);
        }
        let load = self.texel_load_fn(TextureBinding {
            view,
            class: TextureClass::Sampled(kind),
        })?;
        let (i32t, f32t) = (self.cx.i32_type(), self.cx.f32_type());
        let params = [
            self.ptr_ty().into(),
            self.cx.i64_type().into(),
            i32t.into(),
            f32t.into(),
            f32t.into(),
            f32t.into(),
            i32t.into(),
            i32t.into(),
            self.cx.bool_type().into(),
            i32t.into(),
            i32t.into(),
            i32t.into(),
            i32t.into(),
            i32t.into(),
            f32t.into(),
        ];
        let ret = f32t.vec_type(4).as_basic_type_enum();
        let (f, saved) = self.begin_helper(&name, Some(ret), &params);
        let base = f.get_nth_param(0).ok_or_else(|| ice("param"))?.into_pointer_value();
        let len = Self::param_int(f, 1)?;
        let state = Self::param_int(f, 2)?;
        let layer = Self::param_int(f, 6)?;
        let level = Self::param_int(f, 7)?;
        let linear = Self::param_int(f, 8)?;
        let gather = Self::param_int(f, 12)?;
        let compare = Self::param_int(f, 13)?;
        let dref = self.depth_reference(base, Self::param_float(f, 14)?)?;
        let ext = self.level_extent(base, view, level)?;
        let axes = view.coordinates() as usize;
        let fetch = |s: &Self, ijk: [IntValue<'ctx>; 3]| -> Result<inkwell::values::VectorValue<'ctx>> {
            let args: Vec<BasicMetadataValueEnum> = vec![
                base.into(),
                len.into(),
                ijk[0].into(),
                ijk[1].into(),
                ijk[2].into(),
                layer.into(),
                level.into(),
            ];
            let texel = s.call_value(load, &args)?;
            if kind == SampleKind::Depth {
                return s.depth_compare(texel.into_vector_value(), dref, compare);
            }
            // Integer texels (only ever gathered: moved, never computed on) as f32 bits.
            Ok(s.b.build_bit_cast(texel, f32t.vec_type(4), "")?.into_vector_value())
        };
        // Per axis: the nearest texel, the linear pair and the weight of the second.
        let mut nearest = [self.i32(0); 3];
        let mut pair = [(self.i32(0), self.i32(0)); 3];
        let mut weight = [f32t.const_zero(); 3];
        for k in 0..axes {
            let u = Self::param_float(f, 3 + k as u32)?;
            let off = Self::param_int(f, 9 + k as u32)?;
            let n = ext[k];
            let nf = self.b.build_signed_int_to_float(n, f32t, "")?;
            let scaled = self.b.build_float_mul(u, nf, "")?;
            let scaled = self.fmin(
                self.fmax(scaled, f32t.const_float(-COORD_LIMIT))?,
                f32t.const_float(COORD_LIMIT),
            )?;
            let shift = u64::from(ADDRESS_MODE_BITS) * k as u64;
            let mode = self.b.build_right_shift(state, self.i32(shift), false, "")?;
            let mode = self.b.build_and(mode, self.i32(ADDRESS_MODE_MASK.into()), "")?;
            let near = self.b.build_float_to_signed_int(self.floor(scaled)?, i32t, "")?;
            nearest[k] = self.wrap(self.b.build_int_add(near, off, "")?, n, mode)?;
            let shifted = self.b.build_float_sub(scaled, f32t.const_float(0.5), "")?;
            let fl = self.floor(shifted)?;
            weight[k] = self.b.build_float_sub(shifted, fl, "")?;
            let i0 = self
                .b
                .build_int_add(self.b.build_float_to_signed_int(fl, i32t, "")?, off, "")?;
            let i1 = self.b.build_int_add(i0, self.i32(1), "")?;
            pair[k] = (self.wrap(i0, n, mode)?, self.wrap(i1, n, mode)?);
        }
        let near_bb = self.cx.append_basic_block(f, "filter.nearest");
        let lin_bb = self.cx.append_basic_block(f, "filter.linear");
        self.b.build_conditional_branch(linear, lin_bb, near_bb)?;
        self.b.position_at_end(near_bb);
        let v = fetch(self, nearest)?;
        self.b.build_return(Some(&v))?;
        self.b.position_at_end(lin_bb);
        // Corners in order of bits (x low): texel (i_x, j_y, k_z) with i_x = pair.0 or .1.
        let corners = 1usize << axes;
        let mut texels = Vec::with_capacity(corners);
        for c in 0..corners {
            let mut ijk = [self.i32(0); 3];
            for k in 0..axes {
                ijk[k] = if c >> k & 1 == 1 { pair[k].1 } else { pair[k].0 };
            }
            texels.push(fetch(self, ijk)?);
        }
        if axes == 2 {
            // textureGather: component `gather` of (i0,j1), (i1,j1), (i1,j0), (i0,j0).
            let gather_bb = self.cx.append_basic_block(f, "gather");
            let blend_bb = self.cx.append_basic_block(f, "filter.blend");
            let is_gather = self.b.build_int_compare(IntPredicate::SGE, gather, self.i32(0), "")?;
            self.b.build_conditional_branch(is_gather, gather_bb, blend_bb)?;
            self.b.position_at_end(gather_bb);
            let comp = self.umin(gather, self.i32(3))?;
            let mut out = self.cx.f32_type().vec_type(4).get_undef();
            for (slot, corner) in [2usize, 3, 1, 0].into_iter().enumerate() {
                let c = self.b.build_extract_element(texels[corner], comp, "")?;
                out = self.b.build_insert_element(out, c, self.i32(slot as u64), "")?;
            }
            self.b.build_return(Some(&out))?;
            self.b.position_at_end(blend_bb);
        }
        // Σ texel · Π (weight or 1 − weight), in Vulkan's order.
        let mut sum: Option<inkwell::values::VectorValue<'ctx>> = None;
        for (c, texel) in texels.iter().enumerate() {
            let mut w = f32t.const_float(1.0);
            for k in 0..axes {
                let wk = if c >> k & 1 == 1 {
                    weight[k]
                } else {
                    self.b.build_float_sub(f32t.const_float(1.0), weight[k], "")?
                };
                w = self.b.build_float_mul(w, wk, "")?;
            }
            let term = self.b.build_float_mul(*texel, self.splat_vec4(w)?, "")?;
            sum = Some(match sum {
                Some(s) => self.b.build_float_add(s, term, "")?,
                None => term,
            });
        }
        let sum = sum.ok_or_else(|| ice("a filter without texels"))?;
        self.b.build_return(Some(&sum))?;
        self.finish_helper(saved);
        Ok(f)
    }

    /// Integer texel coordinate `i` on an axis of `n` texels wrapped by address mode `mode`
    /// (0 clamp-to-edge, 1 repeat, 2 mirror-repeat), as Vulkan defines them.
    fn wrap(&self, i: IntValue<'ctx>, n: IntValue<'ctx>, mode: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let last = self.b.build_int_sub(n, self.i32(1), "")?;
        let clamped = self.smin(self.smax(i, self.i32(0))?, last)?;
        let euclid = |m: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
            let r = self.b.build_int_signed_rem(i, m, "")?;
            let neg = self.b.build_int_compare(IntPredicate::SLT, r, self.i32(0), "")?;
            let fixed = self.b.build_int_add(r, m, "")?;
            Ok(self.b.build_select(neg, fixed, r, "")?.into_int_value())
        };
        let repeated = euclid(n)?;
        let two_n = self.b.build_int_mul(n, self.i32(2), "")?;
        let t = euclid(two_n)?;
        let back = self
            .b
            .build_int_sub(self.b.build_int_sub(two_n, self.i32(1), "")?, t, "")?;
        let upper = self.b.build_int_compare(IntPredicate::SGE, t, n, "")?;
        let mirrored = self.b.build_select(upper, back, t, "")?.into_int_value();
        let is_repeat = self.b.build_int_compare(IntPredicate::EQ, mode, self.i32(1), "")?;
        let is_mirror = self.b.build_int_compare(IntPredicate::EQ, mode, self.i32(2), "")?;
        let v = self.b.build_select(is_repeat, repeated, clamped, "")?.into_int_value();
        Ok(self.b.build_select(is_mirror, mirrored, v, "")?.into_int_value())
    }
}
