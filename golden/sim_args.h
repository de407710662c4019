/* golden/sim_args.h -- the argument syntax of `pws sim`, shared by every command that runs a
 * kernel (pws sim, pws cosim): --grid/--wg dimensions and kernel argument values.
 * Spec: docs/golden.md "pws sim". */
#ifndef PWS_SIM_ARGS_H
#define PWS_SIM_ARGS_H

#include <stdint.h>

#include "golden.h"

/* Unsigned integer, decimal or 0x hex, the whole string, <= max: 0, or -1 (not reported). */
int sim_args_parse_uint(const char *s, uint64_t max, uint64_t *v);

/* "X[,Y,Z]" of positive integers -> d, missing components 1: 0, or -1 (not reported). */
int sim_args_parse_dims(const char *s, uint32_t d[3]);

/* Sets explicit kernel argument i of g from its text v: `@FILE` (a buffer with FILE's bytes),
 * `zeros:BYTES`, `local:BYTES` (a __local pointer argument: an LDS region of BYTES bytes,
 * golden_set_local), or an integer / float literal of the argument's type and size. Returns 0;
 * PWS_EUSAGE after reporting "<who>: error: ... (try <who> --help)" for a malformed value; or
 * another negative code after reporting (unreadable or empty file, out of memory). */
int sim_args_set(golden *g, unsigned i, const char *v, const char *who);

/* Sets every explicit kernel argument of g (kernel kname) from args[0..n): n must be the
 * kernel's argument count, else "<who>: error: kernel 'K' takes A arguments, N --arg given" is
 * reported and PWS_EUSAGE returned; then sim_args_set on each in order (its errors as there).
 * Returns 0 or the first error. */
int sim_args_set_all(golden *g, const char *kname, const char *const *args, unsigned n,
                     const char *who);

/* The LDS bytes per workgroup of kernel k launched with the argument texts args[0..n) (as
 * sim_args_set_all reads them), for a command that does not run the kernel (pws wcet): the
 * static LDS alone if k has no __local argument (args are then not read), else the layout of
 * kernel_lds_layout with each __local argument's local:BYTES. Returns 0, or PWS_EUSAGE /
 * PWS_ERANGE after reporting (a wrong argument count, a __local argument's value that is not
 * local:BYTES, more LDS than a workgroup can have). */
int sim_args_lds_bytes(const kernel *k, const char *const *args, unsigned n, const char *who,
                       uint32_t *lds);

/* Writes the final bytes of buffer argument index to path. Returns 0, PWS_EUSAGE (reported: not
 * a mapped buffer) or PWS_EIO (reported). */
int sim_args_write_out(golden *g, unsigned index, const char *path, const char *who);

#endif
