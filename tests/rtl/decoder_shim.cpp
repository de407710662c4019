// tests/rtl/decoder_shim.cpp -- extern "C" wrapper of the Verilator model Vpws_decoder
// (decoder_shim.h). The decoder is combinational: one eval() per instruction, no clock.
#include <new>

#include "Vpws_decoder.h"
#include "verilated.h"
#include "decoder_shim.h"

namespace {
struct Model {
    VerilatedContext ctx;
    Vpws_decoder top;
    Model() : top(&ctx, "decoder") {}
};
}  // namespace

extern "C" void *decoder_model_new(void)
{
    return new (std::nothrow) Model();
}

extern "C" void decoder_model_eval(void *model, uint32_t w0, uint32_t w1, decoder_out *out)
{
    Vpws_decoder &t = static_cast<Model *>(model)->top;
    t.inst0_i = w0;
    t.inst1_i = w1;
    t.eval();
    out->valid = t.valid_o;
    out->op = t.op_o;
    out->fmt = t.fmt_o;
    out->cls = t.cls_o;
    out->vop3 = t.vop3_o;
    out->nwords = t.nwords_o;
    out->dst = t.dst_o;
    out->sdst = t.sdst_o;
    out->src[0] = t.src0_o;
    out->src[1] = t.src1_o;
    out->src[2] = t.src2_o;
    out->literal = t.literal_o;
    out->imm = t.imm_o;
    out->neg = t.neg_o;
    out->abs = t.abs_o;
    out->clamp = t.clamp_o;
    out->omod = t.omod_o;
    out->glc = t.glc_o;
    out->slc = t.slc_o;
    out->gds = t.gds_o;
    out->smem_imm = t.smem_imm_o;
}

extern "C" void decoder_model_free(void *model)
{
    Model *m = static_cast<Model *>(model);
    if (!m)
        return;
    m->top.final();
    delete m;
}
