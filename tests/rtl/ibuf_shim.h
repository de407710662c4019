/* tests/rtl/ibuf_shim.h -- C interface to the Verilator model of rtl/fsm/pws_ibuf.v.
 *
 * ibuf_shim.cpp (C++) wraps the model class behind these functions so that the checker
 * (ibuf_check.c) stays C11. The fields mirror the module's ports one to one. */
#ifndef PWS_IBUF_SHIM_H
#define PWS_IBUF_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ibuf_in {
    unsigned rst_n, flush;
    unsigned look_ctx, look_addr;
    unsigned want, want_ctx, want_addr;
    unsigned load, load_ctx, load_addr;
    uint32_t load_w0, load_w1;
    unsigned demand, gnt;
    uint32_t rdata;
} ibuf_in;

typedef struct ibuf_out {
    unsigned look_hit;
    uint32_t look_w0, look_w1;
    unsigned req, raddr;
} ibuf_out;

/* Creates the model (clock low); NULL if out of memory. Free with ibuf_model_free (NULL is
 * fine). */
void *ibuf_model_new(void);
/* Drives every input and evaluates the combinational outputs, clock low. */
void ibuf_model_eval(void *model, const ibuf_in *in, ibuf_out *out);
/* One rising clock edge with the inputs of the last ibuf_model_eval, then the clock low again. */
void ibuf_model_clock(void *model);
void ibuf_model_free(void *model);

#ifdef __cplusplus
}
#endif

#endif
