/* tests/rtl/valu_shim.h -- C interface to the Verilator model of a one-lane VALU: the generated
 * pws_valu.v of `pws gen --lanes 2` (its op decoder) around rtl/pws_valu_lane.v, verilated with
 * SimdWidth = 1 (tests/rtl/valu.mk).
 *
 * valu_shim.cpp (C++) wraps the generated model class behind these three functions so that the
 * checker (valu_check.c) stays C11. The fields mirror the lane's ports one to one. */
#ifndef PWS_VALU_SHIM_H
#define PWS_VALU_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct valu_lane_in {
    unsigned op;            /* op_i: an isa_op value (pws_valu's OP_* are the same numbers) */
    uint64_t src[3];        /* src0_i..src2_i */
    unsigned neg, abs;      /* neg_i, abs_i (bit i: source i) */
    unsigned clamp, omod;   /* clamp_i, omod_i */
    unsigned carry;         /* carry_i */
    unsigned denorm;        /* denorm_i */
    unsigned lane;          /* lane_base_i: the wavefront lane the one lane computes */
} valu_lane_in;

typedef struct valu_lane_out {
    uint64_t d;             /* d_o */
    unsigned bit;           /* bit_o */
    unsigned writes_d;      /* writes_d_o */
    unsigned writes_bit;    /* writes_bit_o */
} valu_lane_out;

/* Creates the model; NULL if out of memory. */
void *valu_model_new(void);
/* Drives the inputs, evaluates the combinational lane and reads the outputs. */
void valu_model_eval(void *model, const valu_lane_in *in, valu_lane_out *out);
void valu_model_free(void *model);

#ifdef __cplusplus
}
#endif

#endif
