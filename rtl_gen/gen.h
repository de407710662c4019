/* rtl_gen/gen.h -- what `pws gen` writes, for the commands that generate a CU themselves
 * (pws cosim's model cache, pws synth's design cache): the same files, without the command's
 * report line. */
#ifndef PWS_RTL_GEN_H
#define PWS_RTL_GEN_H

#include "cfg.h"

#include <stddef.h>

/* Writes the RTL and the manifest of c (validated) into dir, created if missing: the modules of
 * every configuration, the CU's files when its RTL implements c (docs/rtl_gen.md), then
 * pws_manifest.json listing them. *nfiles (may be NULL) gets the number of files written.
 * Returns 0, or the first error (reported): PWS_EIO, PWS_ENOMEM. */
int gen_write(const char *dir, const pws_cfg *c, size_t *nfiles);

#endif
