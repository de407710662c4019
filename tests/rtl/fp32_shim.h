/* tests/rtl/fp32_shim.h -- C interface to the Verilated FP32 bench (testbenches/rtl/
 * pws_fp32_bench.v), implemented by fp32_shim.cpp and used by fp32_check.c. Spec:
 * docs/fp32_rtl.md "Verification". */
#ifndef PWS_FP32_SHIM_H
#define PWS_FP32_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct fp32_bench fp32_bench;

/* The bench's outputs after one evaluation. */
typedef struct {
    uint32_t y;        /* y_o: the selected unit's result */
    unsigned vcc;      /* vcc_o: pws_fp32_div_scale's lane bit */
    unsigned cmp;      /* cmp_o: {un, gt, eq, lt}, the FP32_CMP_* bits */
    unsigned cls;      /* class_o: the FP32_CLASS_* bit of a */
} fp32_bench_out;

/* A new model with all inputs zero; NULL if out of memory. Free it with fp32_bench_free. */
fp32_bench *fp32_bench_new(void);
void fp32_bench_free(fp32_bench *b);

/* Drives every input port, evaluates the (combinational) model, reads every output port. */
void fp32_bench_eval(fp32_bench *b, unsigned unit, unsigned ctl, uint32_t a, uint32_t bb,
                     uint32_t c, unsigned denorm, fp32_bench_out *out);

#ifdef __cplusplus
}
#endif

#endif
