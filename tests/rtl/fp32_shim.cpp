// tests/rtl/fp32_shim.cpp -- Verilator glue only: construct the model of
// testbenches/rtl/pws_fp32_bench.v, drive its ports, evaluate, read its outputs. All checking
// logic lives in fp32_check.c (C). Interface: fp32_shim.h.
#include "fp32_shim.h"

#include <new>

#include "Vpws_fp32_bench.h"
#include "verilated.h"

struct fp32_bench {
    VerilatedContext ctx;
    Vpws_fp32_bench *top;
};

extern "C" fp32_bench *fp32_bench_new(void)
{
    fp32_bench *b = new (std::nothrow) fp32_bench;
    if (!b)
        return nullptr;
    b->top = new (std::nothrow) Vpws_fp32_bench{&b->ctx};
    if (!b->top) {
        delete b;
        return nullptr;
    }
    return b;
}

extern "C" void fp32_bench_free(fp32_bench *b)
{
    if (!b)
        return;
    b->top->final();
    delete b->top;
    delete b;
}

extern "C" void fp32_bench_eval(fp32_bench *b, unsigned unit, unsigned ctl, uint32_t a,
                                uint32_t bb, uint32_t c, unsigned denorm, fp32_bench_out *out)
{
    Vpws_fp32_bench *t = b->top;
    t->unit_i = unit;
    t->ctl_i = ctl;
    t->a_i = a;
    t->b_i = bb;
    t->c_i = c;
    t->denorm_i = denorm;
    t->eval();
    out->y = t->y_o;
    out->vcc = t->vcc_o;
    out->cmp = t->cmp_o;
    out->cls = t->class_o;
}
