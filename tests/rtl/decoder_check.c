/* tests/rtl/decoder_check.c -- the generated pws_decoder (Verilator model) against isa_decode().
 *
 * usage: decoder_check CORPUS.s NRANDOM SEED
 * Inputs, in order: every instruction of CORPUS.s (assembled in-process with the pws library),
 * plus one isa_encode()d instance of every table row (s_split/s_merge are not in the corpus:
 * llvm-mc does not know them);
 * every single-bit flip of each of those encodings (both dwords: the strictness rules live in
 * exactly those neighbours of valid words); then NRANDOM pseudo-random pairs (xorshift64 from
 * SEED): a quarter fully random, the rest corpus encodings with 1-3 bits flipped or an operand
 * field replaced by an interesting code, so that most land on or near a table row.
 * isa_decode gets avail = 2 (the RTL sees two dwords; no gfx8 instruction has more). For each pair
 * the checker compares valid_o with "isa_decode succeeded" and, when valid, every isa_inst field.
 * Prints one summary line; on the first mismatch prints the words and the field and exits 1.
 * Exit 3 if the corpus cannot be assembled or the model cannot be created. */
#include "asm.h"
#include "decoder_shim.h"
#include "isa.h"
#include "kernel.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RTL_NONE 1023u   /* EMIT_OPND_NONE: the RTL's absent operand */

typedef struct stats {
    unsigned long checked, valid;
} stats;

static uint64_t next(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *s = x;
}

static unsigned code(uint16_t c)
{
    return c == ISA_OPND_NONE ? RTL_NONE : c;
}

/* Compares one field; prints the mismatch line and returns 1 if they differ. */
static int field(const char *what, const uint32_t w[2], const char *name, uint32_t golden,
                 uint32_t rtl)
{
    if (golden == rtl)
        return 0;
    printf("mismatch: %s words 0x%08" PRIx32 " 0x%08" PRIx32 " field %s: golden %" PRIu32
           " (0x%" PRIx32 "), rtl %" PRIu32 " (0x%" PRIx32 ")\n",
           what, w[0], w[1], name, golden, golden, rtl, rtl);
    return 1;
}

static int check(void *model, const uint32_t w[2], const char *what, stats *st)
{
    isa_inst in;
    int rc = isa_decode(w, 2, &in);
    decoder_out o;
    decoder_model_eval(model, w[0], w[1], &o);
    st->checked++;
    if (field(what, w, "valid", rc > 0, o.valid))
        return 1;
    if (rc <= 0)
        return 0;
    st->valid++;
    const isa_op_info *i = isa_info(in.op);
    return field(what, w, "op", in.op, o.op) || field(what, w, "fmt", i->fmt, o.fmt) ||
           field(what, w, "cls", i->cls, o.cls) || field(what, w, "vop3", in.vop3, o.vop3) ||
           field(what, w, "nwords", in.nwords, o.nwords) ||
           field(what, w, "dst", code(in.dst), o.dst) ||
           field(what, w, "sdst", code(in.sdst), o.sdst) ||
           field(what, w, "src0", code(in.src[0]), o.src[0]) ||
           field(what, w, "src1", code(in.src[1]), o.src[1]) ||
           field(what, w, "src2", code(in.src[2]), o.src[2]) ||
           field(what, w, "literal", in.literal, o.literal) ||
           field(what, w, "imm", (uint32_t)in.imm, o.imm) ||
           field(what, w, "neg", in.neg, o.neg) || field(what, w, "abs", in.abs, o.abs) ||
           field(what, w, "clamp", in.clamp, o.clamp) || field(what, w, "omod", in.omod, o.omod) ||
           field(what, w, "glc", in.glc, o.glc) || field(what, w, "slc", in.slc, o.slc) ||
           field(what, w, "gds", in.gds, o.gds) ||
           field(what, w, "smem_imm", in.smem_imm, o.smem_imm);
}

/* Operand codes worth planting in a field: registers, specials, constants, reserved codes. */
static const uint32_t interesting[] = {
    0, 1, 2, 3, 4, 100, 101, 102, 103, 104, 106, 107, 108, 112, 113, 120, 123, 124, 125, 126,
    127, 128, 192, 193, 208, 209, 240, 248, 249, 251, 252, 253, 254, 255, 256, 257, 510, 511,
};

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: decoder_check CORPUS.s NRANDOM SEED\n");
        return 2;
    }
    unsigned long nrandom = strtoul(argv[2], NULL, 10);
    uint64_t seed = strtoull(argv[3], NULL, 0) | 1;
    kernel *k = NULL;
    if (asm_file(argv[1], NULL, &k))
        return 3;
    void *model = decoder_model_new();
    if (!model) {
        kernel_free(k);
        return 3;
    }
    /* the corpus encodings, each padded with the dword after it (0 past the end) */
    size_t n = 0;
    uint32_t (*enc)[2] = malloc(sizeof *enc * (k->ncode + ISA_NUM_OPS + 1));
    for (size_t i = 0; enc && i < k->ncode; i++)
        if (k->line[i]) {
            enc[n][0] = k->code[i];
            enc[n][1] = i + 1 < k->ncode ? k->code[i + 1] : 0;
            n++;
        }
    /* one instance per row: every operand s0 (v0 for DS/FLAT), fields zero */
    for (int op = 0; enc && op < ISA_NUM_OPS; op++) {
        const isa_op_info *i = isa_info((isa_op)op);
        uint16_t reg = i->fmt == ISA_FMT_DS || i->fmt == ISA_FMT_FLAT ? ISA_SRC_VGPR0 : 0;
        isa_inst in;
        memset(&in, 0, sizeof in);
        in.op = (isa_op)op;
        in.dst = i->dst_dwords ? reg : ISA_OPND_NONE;
        in.sdst = ISA_OPND_NONE;
        for (int s = 0; s < 3; s++)
            in.src[s] = i->src_dwords[s] ? reg : ISA_OPND_NONE;
        uint32_t w[3] = { 0, 0, 0 };
        if (isa_encode(&in, w) > 0) {
            enc[n][0] = w[0];
            enc[n][1] = w[1];
            n++;
        }
    }
    int bad = !enc;
    stats corpus = { 0, 0 }, flips = { 0, 0 }, rnd = { 0, 0 };
    for (size_t i = 0; !bad && i < n; i++)
        bad = check(model, enc[i], "corpus", &corpus);
    for (size_t i = 0; !bad && i < n; i++)
        for (unsigned b = 0; !bad && b < 64; b++) {
            uint32_t w[2] = { enc[i][0], enc[i][1] };
            w[b / 32] ^= 1u << (b % 32);
            bad = check(model, w, "bit-flip", &flips);
        }
    for (unsigned long r = 0; !bad && r < nrandom; r++) {
        uint64_t x = next(&seed);
        uint32_t w[2];
        if (x % 4 == 0 || !n) {
            uint64_t y = next(&seed);
            w[0] = (uint32_t)y;
            w[1] = (uint32_t)(y >> 32);
        } else {
            const uint32_t *e = enc[(x >> 8) % n];
            w[0] = e[0];
            w[1] = e[1];
            uint64_t y = next(&seed);
            if (x % 4 == 1) {
                unsigned nflip = 1 + (unsigned)(y % 3);
                for (unsigned f = 0; f < nflip; f++) {
                    unsigned b = (unsigned)(next(&seed) % 64);
                    w[b / 32] ^= 1u << (b % 32);
                }
            } else {
                /* plant an interesting code at one of the operand field offsets */
                static const unsigned shifts[] = { 0, 8, 9, 16, 17, 18, 24 };
                uint32_t c = interesting[y % (sizeof interesting / sizeof interesting[0])];
                unsigned sh = shifts[(y >> 8) % 7], word = (unsigned)(y >> 16) & 1;
                unsigned width = (y >> 17) & 1 ? 9 : 8;
                uint32_t mask = ((1u << width) - 1) << sh;
                w[word] = (w[word] & ~mask) | ((c << sh) & mask);
            }
        }
        bad = check(model, w, "random", &rnd);
    }
    if (!bad)
        printf("decoder: %lu corpus words (%lu valid), %lu bit flips (%lu valid), %lu random "
               "(%lu valid): 0 mismatches\n", corpus.checked, corpus.valid, flips.checked,
               flips.valid, rnd.checked, rnd.valid);
    free(enc);
    decoder_model_free(model);
    kernel_free(k);
    return bad ? 1 : 0;
}
