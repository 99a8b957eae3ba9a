//! Source lines in the GPU code (`KernelSource::line_info`): an LLVM line table (a compile unit
//! of "line tables only" debug info, one subprogram per function that holds WGSL statements,
//! each statement's instructions at its line and column), which NVPTX prints as `.file`/`.loc`
//! directives and AMDGPU writes as DWARF `.debug_line` in the code object. No variables and no
//! types are described, so the optimiser and the code are unchanged.

use inkwell::debug_info::{
    AsDIScope, DIFile, DIFlags, DIFlagsConstants, DISubprogram, DWARFEmissionKind, DWARFSourceLanguage,
    DebugInfoBuilder,
};
use inkwell::module::FlagBehavior;
use inkwell::values::FunctionValue;

use super::{ice, LineTable, Lowerer};
use crate::error::Result;

pub(super) struct DebugLines<'ctx> {
    builder: DebugInfoBuilder<'ctx>,
    file: DIFile<'ctx>,
    /// Byte offset of each line's first character, for a span's line and column.
    line_starts: Vec<usize>,
}

impl<'ctx> DebugLines<'ctx> {
    /// A compile unit for `file` (the kernel's file name as given) in `module`.
    pub(super) fn new(module: &inkwell::module::Module<'ctx>, file: &str, source: &str) -> Self {
        let path = std::path::Path::new(file);
        let name = path
            .file_name()
            .map_or(file.to_string(), |n| n.to_string_lossy().into_owned());
        let directory = path
            .parent()
            .map_or(String::new(), |d| d.to_string_lossy().into_owned());
        let (builder, _unit) = module.create_debug_info_builder(
            true,
            // DWARF has no code for WGSL; C is what debuggers and profilers expect of
            // line-table-only units from other languages too.
            DWARFSourceLanguage::C,
            &name,
            &directory,
            "anygpu",
            true,
            "",
            0,
            "",
            DWARFEmissionKind::LineTablesOnly,
            0,
            false,
            false,
            "",
            "",
        );
        let file = builder.create_file(&name, &directory);
        let line_starts = std::iter::once(0)
            .chain(source.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        DebugLines {
            builder,

            file,
            line_starts,
        }
    }

    /// The 1-based line and column of byte `offset`.
    fn line_column(&self, offset: usize) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&start| start <= offset).max(1);
        let column = offset - self.line_starts[line - 1] + 1;
        (line as u32, column as u32)
    }

    /// `f`'s subprogram, made at `line` the first time a statement is lowered into it.
    fn subprogram(&self, f: FunctionValue<'ctx>, line: u32) -> DISubprogram<'ctx> {
        if let Some(sp) = f.get_subprogram() {
            return sp;
        }
        let ty = self.builder.create_subroutine_type(self.file, None, &[], DIFlags::ZERO);
        let name = f.get_name().to_string_lossy().into_owned();
        let sp = self.builder.create_function(
            self.file.as_debug_info_scope(),
            &name,
            None,
            self.file,
            line,
            ty,
            true,
            true,
            line,
            DIFlags::ZERO,
            true,
        );
        f.set_subprogram(sp);
        sp
    }
}

impl<'ctx> Lowerer<'_, 'ctx> {
    /// Starts the line table when the kernel asked for one (`KernelSource::line_info`).
    pub(super) fn start_line_info(&mut self, on: bool) {
        if on {
            self.debug_lines = Some(DebugLines::new(&self.m, self.file, self.source));
        }
    }

    /// Puts the instructions built from now on at the current statement's line (`self.at`), in
    /// the function being built.
    pub(super) fn mark_line(&mut self) {
        let Some(lines) = self.debug_lines.as_mut() else {
            return;
        };
        let Some(f) = self.b.get_insert_block().and_then(|bb| bb.get_parent()) else {
            return;
        };
        if !self.at.is_defined() {
            return;
        }
        let (line, column) = lines.line_column(self.at.to_range().map_or(0, |r| r.start));
        let scope = lines.subprogram(f, line).as_debug_info_scope();
        let location = lines.builder.create_debug_location(self.cx, line, column, scope, None);
        self.b.set_current_debug_location(location);
    }

    /// The builder's line, to restore after building another function.
    pub(super) fn current_line(&self) -> Option<inkwell::debug_info::DILocation<'ctx>> {
        self.debug_lines.as_ref()?;
        self.b.get_current_debug_location()
    }

    /// Restores a line [`Lowerer::current_line`] returned.
    pub(super) fn restore_line(&self, line: Option<inkwell::debug_info::DILocation<'ctx>>) {
        if self.debug_lines.is_none() {
            return;
        }
        match line {
            Some(l) => self.b.set_current_debug_location(l),
            None => self.b.unset_current_debug_location(),
        }
    }

    /// Completes the line table once the kernel is lowered: every instruction's line belongs to
    /// its own function (code built by helpers while the builder still had another function's
    /// line is moved to this function's), and the module says which debug-info version it holds.
    pub(super) fn finish_line_info(&mut self) -> Result<()> {
        let Some(lines) = self.debug_lines.take() else {
            return Ok(());
        };
        self.b.unset_current_debug_location();
        crate::compiler::llvm_ops::scope_debug_locations(&self.m);
        lines.builder.finalize();
        let version = self.cx.i32_type().const_int(3, false);
        self.m
            .add_basic_value_flag("Debug Info Version", FlagBehavior::Warning, version);
        match self.gpu_target.map(|t| t.line_table()) {
            Some(LineTable::Dwarf(version)) => {
                let v = self.cx.i32_type().const_int(version.into(), false);
                self.m.add_basic_value_flag("Dwarf Version", FlagBehavior::Warning, v);
            }
            Some(LineTable::Directives) => self.directives_only()?,
            None => {}
        }
        Ok(())
    }

    /// Makes the compile unit one of line directives only. LLVM's C API creates units of full
    /// or line-table debug info only, so the finished module is re-read from its text with the
    /// unit's emission kind changed (the lowering is done; nothing refers to the old module).
    fn directives_only(&mut self) -> Result<()> {
        let text = self.m.print_to_string().to_string();
        let changed = text.replace("emissionKind: LineTablesOnly", "emissionKind: DebugDirectivesOnly");
        let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(changed.as_bytes(), "anygpu");
        let name = self.m.get_name().to_string_lossy().into_owned();
        self.m = self
            .cx
            .create_module_from_ir(buffer)
            .map_err(|e| ice(format!("re-reading the module with line directives: {e}")))?;
        self.m.set_name(&name);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_map_to_lines_and_columns() {
        let cx = inkwell::context::Context::create();
        let m = cx.create_module("t");
        let lines = DebugLines::new(&m, "dir/k.wgsl", "ab\ncd\n\nx");
        assert_eq!(lines.line_column(0), (1, 1));
        assert_eq!(lines.line_column(1), (1, 2));
        assert_eq!(lines.line_column(3), (2, 1));
        assert_eq!(lines.line_column(6), (3, 1));
        assert_eq!(lines.line_column(7), (4, 1));
    }
}
