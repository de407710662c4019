/* golden/pws_err.h -- the project's error codes.
 *
 * Every fallible function returns 0 or one of these (negative) codes. The layer that detects an
 * error reports it once through diag() (golden/diag.h) with the location of the *input* that caused
 * it; callers pass the code up silently. cmd_*.c maps codes to exit statuses (docs/cli.md). */
#ifndef PWS_ERR_H
#define PWS_ERR_H

enum {
    PWS_OK = 0,
    PWS_EPARSE = -1,    /* malformed input text: syntax, unknown mnemonic, bad operand */
    PWS_ERANGE = -2,    /* a value out of its legal range (operand, parameter, register index) */
    PWS_EIO = -3,       /* a file could not be read or written */
    PWS_ENOMEM = -4,    /* allocation failed */
    PWS_EDECODE = -5,   /* an instruction word that is not in the ISA table */
    PWS_EMEM = -6,      /* out-of-bounds or misaligned memory access by a kernel */
    PWS_EDEADLOCK = -7, /* barrier or merge can never complete */
    PWS_ELIMIT = -8,    /* instruction or cycle limit reached (runaway kernel) */
    PWS_ESPLIT = -9,    /* an s_split/s_merge rule of docs/isa.md was broken (e.g. merge without split) */
    PWS_EUSAGE = -10,   /* bad command-line usage */
    PWS_EUNSUPPORTED = -11, /* valid GCN3, but outside the subset this project implements */
    PWS_EMISMATCH = -12,    /* a comparison failed (lockstep, reference, cross-check) */
};

/* Returns a short constant name for a code ("parse error", ...); never NULL. */
const char *pws_strerror(int code);

#endif
