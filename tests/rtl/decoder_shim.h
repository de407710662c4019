/* tests/rtl/decoder_shim.h -- C interface to the Verilator model of pws_decoder (rtl/gen/ref/).
 *
 * decoder_shim.cpp (C++) wraps the generated model class behind these functions so that the
 * checker (decoder_check.c) stays C11. The fields mirror the module's outputs one to one. */
#ifndef PWS_DECODER_SHIM_H
#define PWS_DECODER_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct decoder_out {
    unsigned valid, op, fmt, cls, vop3, nwords;
    unsigned dst, sdst, src[3];     /* 10-bit codes; 1023 = absent */
    uint32_t literal, imm;
    unsigned neg, abs, clamp, omod, glc, slc, gds, smem_imm;
} decoder_out;

/* Creates the model; NULL if out of memory. Free with decoder_model_free (NULL is fine). */
void *decoder_model_new(void);
/* Drives inst0_i/inst1_i, evaluates the combinational decoder and reads every output. */
void decoder_model_eval(void *model, uint32_t w0, uint32_t w1, decoder_out *out);
void decoder_model_free(void *model);

#ifdef __cplusplus
}
#endif

#endif
