// LLVM's ELF linker in-process, for the self-contained build (`--features embedded-lld`): AMD GPU
// code objects are linked with lld, and a binary that carries it needs no `ld.lld` on the machine.
// lld has only a C++ API; this is the C function Rust calls (src/compiler/targets/lld_ffi.rs).
#include "lld/Common/Driver.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <string>

LLD_HAS_DRIVER(elf)

// Runs `ld.lld args...` (args[0] is the program name). Returns lld's exit code; `*message` gets
// a malloc'd copy of what lld printed (the caller frees it), `*can_run_again` whether lld's global
// state allows another link in this process.
extern "C" int anygpu_lld_link(const char **args, int nargs, char **message, int *can_run_again) {
  std::string text;
  llvm::raw_string_ostream out(text);
  lld::Result result = lld::lldMain(llvm::ArrayRef<const char *>(args, nargs), out, out,
                                    {{lld::Gnu, &lld::elf::link}});
  out.flush();
  *message = static_cast<char *>(std::malloc(text.size() + 1));
  if (*message) {
    std::memcpy(*message, text.c_str(), text.size() + 1);
  }
  *can_run_again = result.canRunAgain ? 1 : 0;
  return result.retCode;
}
