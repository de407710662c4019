/* wcet/split_pass.h -- the PWS compiler pass of the paper's Fig. 6 ("insert merge"), on assembly
 * source: every marked if/else gets `s_split` before its divergent branch and `s_merge` after its
 * reconvergence point. Spec: docs/wcet.md "The split pass". */
#ifndef PWS_WCET_SPLIT_PASS_H
#define PWS_WCET_SPLIT_PASS_H

/* Reads the kernel source in (kname selects the kernel, NULL: the default), writes to out the
 * same text with the inserted lines, and checks that out assembles. *ninserted (may be NULL)
 * gets the number of s_split/s_merge pairs inserted. Returns 0, or the code of the first error
 * (assembly of in or out, CFG, I/O), having reported it. */
int split_pass_file(const char *in, const char *kname, const char *out, unsigned *ninserted);

#endif
