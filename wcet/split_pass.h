/* wcet/split_pass.h -- the PWS compiler pass of the paper's Fig. 6 ("insert merge"), on assembly
 * source: every marked if/else gets `s_split` before its divergent branch and `s_merge` after its
 * reconvergence point. Spec: docs/wcet.md "The split pass". */
#ifndef PWS_WCET_SPLIT_PASS_H
#define PWS_WCET_SPLIT_PASS_H

/* Reads the kernel source in (kname selects the kernel, NULL: the default), writes to out the
 * same text with the inserted lines, and checks that out assembles. Only the branches that
 * Select (Algorithm 1) picks for s SWF contexts get a split, counting the s_splits already in
 * the code as marked (the paper's Fig. 6 order: mark, Select, Prune, insert), so every split
 * inserted finds a context on hardware with s SpSIMDs. *ninserted (may be NULL)
 * gets the number of s_split/s_merge pairs inserted. Returns 0, or the code of the first error
 * (assembly of in or out, CFG, I/O), having reported it. */
int split_pass_file(const char *in, const char *kname, unsigned s, const char *out,
                    unsigned *ninserted);

/* The pass's first step for a kernel written without marks (an unmodified OpenCL kernel, whose
 * branches clang places): writes to out the text of in with, before the first instruction of the
 * kernel kname (NULL: the default), `s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1`, which
 * sets MODE bit 21, so that every branch of the kernel is marked (DWS splits at each divergent
 * one; split_pass_file may then choose among all of them), as testbenches/cl/dws.h's
 * DWS_MARK_ALL_BRANCHES() does from OpenCL C. A kernel that already writes MODE bit 21 is
 * refused: its own marks would be overridden. Checks that out assembles. Returns 0 or the code
 * of the first error, having reported it. */
int split_pass_mark_file(const char *in, const char *kname, const char *out);

#endif
