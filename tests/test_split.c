/* tests/test_split.c -- golden/split.c: the PWS rules R2-R5 of docs/isa.md on hand-built contexts
 * of one wavefront. Masks are written as binary literals lane 3 .. lane 0 (4-lane wavefronts,
 * as in the paper's Fig. 5); every expected value is worked out from the rules in the comment. */
#include <CUnit/CUnit.h>
#include <string.h>

#include "split.h"
#include "pws_err.h"

#define MAXS 8

/* ctx[0..s] of one 4-lane wavefront: EXEC 1111, pc 0x10, ids = SpSIMD IDs. */
static void make(wave *ctx, unsigned s, unsigned lanes)
{
    memset(ctx, 0, sizeof(wave) * (s + 1));
    for (unsigned k = 0; k <= s; k++) {
        ctx[k].id = k;
        ctx[k].spsimd = k;
        ctx[k].lanes = lanes;
        ctx[k].lane_mask = lanes == 64 ? ~0ull : (1ull << lanes) - 1;
    }
    ctx[0].exec = ctx[0].lane_mask;
    ctx[0].pc = 0x10;
    split_init(ctx, s);
}

static void clear_ev(golden_event *ev)
{
    ev->has = 0;
    ev->split_parent = ev->split_child = -99;
}

static int do_split(wave *ctx, unsigned s, split_mode mode, unsigned who, uint64_t m,
                    golden_event *ev)
{
    const char *why = NULL;
    clear_ev(ev);
    return split_exec(ctx, s, mode, &ctx[who], m, ctx[who].pc + 4, ev, &why);
}

static int do_merge(wave *ctx, unsigned s, split_mode mode, unsigned who, golden_event *ev,
                    wave **r, const char **why)
{
    clear_ev(ev);
    *r = NULL;
    *why = NULL;
    return split_merge(ctx, s, mode, &ctx[who], ev, r, why);
}

static golden_event ev;

static void test_init(void)
{
    wave ctx[3];
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xf);
    CU_ASSERT_EQUAL(ctx[0].parent, -1);
    CU_ASSERT_EQUAL(ctx[0].children.depth, 0);
    CU_ASSERT_EQUAL(ctx[0].children.capacity, 2);
    CU_ASSERT_EQUAL(ctx[0].status, WAVE_READY);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_FREE);
    CU_ASSERT_EQUAL(ctx[2].status, WAVE_FREE);
    CU_ASSERT_EQUAL(ctx[2].parent, -1);
    CU_ASSERT_EQUAL(split_partner(&ctx[0]), -1);
}

/* Paper Fig. 5a, S = 2: 1111 -split 1101-> SWF1 1101 + SWF2 0010 -split 1100-> SWF1 1100 +
 * SWF3 0001 -merge-> SWF1 1101 -merge-> SWF1 1111. SWF2 reaches the outer s_merge (pc 0x1c)
 * first; SWF1 completes the inner merge (pc 0x18) with SWF3, then the outer one with SWF2. */
static void test_fig5(void)
{
    wave ctx[3];
    wave *r;
    const char *why;
    make(ctx, 2, 4);
    ctx[0].sgpr[7] = 77;
    ctx[0].vcc = 5;
    ctx[0].m0 = 9;
    ctx[0].scc = 1;
    ctx[0].mode = 0x3f0;
    /* (1)->(2): s_split at 0x10 with m = 1101 */
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xd, &ev), 0);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xd);          /* 1111 & 1101 */
    CU_ASSERT_EQUAL(ctx[1].split_mask, 0x2);          /* 1111 & 0010 */
    CU_ASSERT_EQUAL(ctx[1].parent, 0);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_READY);
    CU_ASSERT_EQUAL(ctx[1].pc, 0x14);                 /* split pc + 4 */
    CU_ASSERT_EQUAL(ctx[0].pc, 0x14);
    CU_ASSERT_EQUAL(child_stack_top(&ctx[0].children), 1);
    /* SRF copy */
    CU_ASSERT_EQUAL(ctx[1].sgpr[7], 77);
    CU_ASSERT_EQUAL(ctx[1].vcc, 5);
    CU_ASSERT_EQUAL(ctx[1].exec, 0xf);
    CU_ASSERT_EQUAL(ctx[1].m0, 9);
    CU_ASSERT_EQUAL(ctx[1].scc, 1);
    CU_ASSERT_EQUAL(ctx[1].mode, 0x3f0);
    CU_ASSERT(ev.has & EV_SPLIT);
    CU_ASSERT_EQUAL(ev.split_parent, 0);
    CU_ASSERT_EQUAL(ev.split_child, 1);
    CU_ASSERT_EQUAL(ev.split_mask_parent, 0xd);
    CU_ASSERT_EQUAL(ev.split_mask_child, 0x2);
    /* (2)->(3): SWF1 splits with m = 1100: SWF1 1100, SWF3 (SpSIMD 2) 1101 & 0011 = 0001 */
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xc, &ev), 0);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xc);
    CU_ASSERT_EQUAL(ctx[2].split_mask, 0x1);
    CU_ASSERT_EQUAL(ctx[2].parent, 0);
    CU_ASSERT_EQUAL(ctx[0].children.depth, 2);
    CU_ASSERT_EQUAL(child_stack_top(&ctx[0].children), 2);
    CU_ASSERT_EQUAL(ev.split_child, 2);
    /* SWF2 arrives at the outer merge: partner = its parent 0, not there yet: waits */
    ctx[1].pc = 0x1c;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 1, &ev, &r, &why), 0);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_MERGE);
    CU_ASSERT_EQUAL(ctx[1].pc, 0x1c);
    /* SWF1 at the inner merge: partner = top of stack = 2, not there: waits */
    ctx[0].pc = 0x18;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 0);
    CU_ASSERT_EQUAL(ctx[0].status, WAVE_MERGE);
    /* SWF3 arrives: (3)->(2), target SWF1: 1100 | 0001 = 1101; the event is SWF1's */
    ctx[2].pc = 0x18;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 2, &ev, &r, &why), 1);
    CU_ASSERT_PTR_EQUAL(r, &ctx[0]);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xd);
    CU_ASSERT_EQUAL(ctx[0].status, WAVE_READY);
    CU_ASSERT_EQUAL(ctx[0].pc, 0x1c);
    CU_ASSERT_EQUAL(ctx[2].status, WAVE_FREE);
    CU_ASSERT_EQUAL(ctx[2].parent, -1);
    CU_ASSERT_EQUAL(ctx[2].split_mask, 0);
    CU_ASSERT_EQUAL(child_stack_top(&ctx[0].children), 1);
    CU_ASSERT(ev.has & EV_MERGE);
    CU_ASSERT_EQUAL(ev.split_parent, 0);
    CU_ASSERT_EQUAL(ev.split_child, 2);
    CU_ASSERT_EQUAL(ev.split_mask_parent, 0xd);
    CU_ASSERT_EQUAL(ev.split_mask_child, 0x1);
    /* SWF2 is still waiting */
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_MERGE);
    /* (2)->(1): SWF1 at the outer merge completes with the waiting SWF2: 1101 | 0010 = 1111 */
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 1);
    CU_ASSERT_PTR_EQUAL(r, &ctx[0]);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xf);
    CU_ASSERT_EQUAL(ctx[0].pc, 0x20);
    CU_ASSERT_EQUAL(ctx[0].children.depth, 0);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_FREE);
    CU_ASSERT_EQUAL(ev.split_child, 1);
    CU_ASSERT_EQUAL(ev.split_mask_child, 0x2);
}

/* docs/isa.md 5: target SpM 1100 EXEC 1111, child SpM 0001 EXEC 0110 ->
 * SpM 1101, EXEC (1111 & 1110) | (0110 & 0001) = 1110. Other registers stay the target's. */
static void test_merge_exec(void)
{
    wave ctx[2];
    wave *r;
    const char *why;
    make(ctx, 1, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0xc, &ev), 0);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xc);
    CU_ASSERT_EQUAL(ctx[1].split_mask, 0x3);
    ctx[1].split_mask = 0x1;    /* as in the doc's example (lane 1 left out) */
    ctx[0].split_mask = 0xc;
    ctx[1].exec = 0x6;
    ctx[1].sgpr[3] = 33;
    ctx[1].vcc = 0xa;
    ctx[1].scc = 1;
    ctx[0].sgpr[3] = 3;
    ctx[0].vcc = 0x5;
    ctx[0].scc = 0;
    ctx[0].pc = ctx[1].pc = 0x40;
    /* here the parent arrives first and the child's arrival completes the merge */
    CU_ASSERT_EQUAL(do_merge(ctx, 1, SPLIT_MODE_PWS, 0, &ev, &r, &why), 0);
    CU_ASSERT_EQUAL(do_merge(ctx, 1, SPLIT_MODE_PWS, 1, &ev, &r, &why), 1);
    CU_ASSERT_PTR_EQUAL(r, &ctx[0]);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xd);
    CU_ASSERT_EQUAL(ctx[0].exec, 0xe);
    CU_ASSERT_EQUAL(ctx[0].sgpr[3], 3);
    CU_ASSERT_EQUAL(ctx[0].vcc, 0x5);
    CU_ASSERT_EQUAL(ctx[0].scc, 0);
    CU_ASSERT_EQUAL(ctx[0].pc, 0x44);
    CU_ASSERT(ev.has & EV_EXEC);
}

/* R2 null split reasons; each leaves SpM alone, counts a null split, advances the pc. */
static void check_null(wave *w, unsigned count, uint64_t mask)
{
    CU_ASSERT_EQUAL(ev.split_child, -1);
    CU_ASSERT(ev.has & EV_SPLIT);
    CU_ASSERT_EQUAL(w->null_splits, count);
    CU_ASSERT_EQUAL(w->split_mask, mask);
}

static void test_null_modes(void)
{
    wave ctx[3];
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_NONE, 0, 0x3, &ev), 0);
    check_null(&ctx[0], 1, 0xf);
    CU_ASSERT_EQUAL(ctx[0].pc, 0x14);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_FREE);
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_DWS, 0, 0x3, &ev), 0);
    check_null(&ctx[0], 1, 0xf);
    make(ctx, 0, 4);   /* S = 0 */
    CU_ASSERT_EQUAL(do_split(ctx, 0, SPLIT_MODE_PWS, 0, 0x3, &ev), 0);
    check_null(&ctx[0], 1, 0xf);
}

static void test_null_masks(void)
{
    wave ctx[2];
    make(ctx, 1, 4);
    /* all ones: self 1111, other 0000 */
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0xf, &ev), 0);
    check_null(&ctx[0], 1, 0xf);
    make(ctx, 1, 4);
    /* all zeros: self 0000 */
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0x0, &ev), 0);
    check_null(&ctx[0], 1, 0xf);
    make(ctx, 1, 4);
    /* bits above the 4 lanes are ignored: m = ...11110000 | 0000 is all-zero for 4 lanes */
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0xfffffff0ull, &ev), 0);
    check_null(&ctx[0], 1, 0xf);
    /* within SpM: SWF with SpM 0011 splitting with m = 1100 has self = 0 */
    make(ctx, 1, 4);
    ctx[0].split_mask = 0x3;
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0xc, &ev), 0);
    check_null(&ctx[0], 1, 0x3);
}

static void test_null_nested(void)
{
    wave ctx[3];
    make(ctx, 2, 4);
    /* a null split makes every split inside it null, even one that could be real */
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xf, &ev), 0);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x3, &ev), 0);
    check_null(&ctx[0], 2, 0xf);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_FREE);
}

/* S = 1: after a real split (stack [1], full), a nested split by SpSIMD 0 with m = 1000 is
 * null; SpSIMD 1 splitting finds no free context (its only sibling is itself): null. */
static void test_null_full_and_no_free(void)
{
    wave ctx[3];
    make(ctx, 1, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0xc, &ev), 0);   /* 1100 / 0011 */
    CU_ASSERT_EQUAL(ev.split_child, 1);
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0x8, &ev), 0);
    check_null(&ctx[0], 1, 0xc);
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 1, 0x1, &ev), 0);
    check_null(&ctx[1], 1, 0x3);
    CU_ASSERT_EQUAL(ctx[1].children.depth, 0);
    /* S = 2: 0 -> 1, then 1 -> 2; 0 has room (depth 1 of 2) but no context is free */
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xc, &ev), 0);   /* 0:1100 1:0011 */
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 1, 0x1, &ev), 0);   /* 1:0001 2:0010 */
    CU_ASSERT_EQUAL(ev.split_child, 2);
    CU_ASSERT_EQUAL(ev.split_parent, 1);
    CU_ASSERT_EQUAL(ctx[2].parent, 1);
    CU_ASSERT_EQUAL(ctx[2].split_mask, 0x2);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x8, &ev), 0);
    check_null(&ctx[0], 1, 0xc);
}

/* Nesting deeper than S with real splits: S = 2, 8 lanes, four nested splits by SpSIMD 0, each
 * keeping the upper half of its mask: 11111111 -> 11110000 (child 1: 00001111) -> 11000000
 * (child 2: 00110000) -> null (stack full) -> null (inside a null split). Merges unwind in
 * reverse: two no-ops, then 2, then 1. */
static void test_deeper_than_s(void)
{
    wave ctx[3];
    wave *r;
    const char *why;
    make(ctx, 2, 8);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xf0, &ev), 0);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xc0, &ev), 0);
    CU_ASSERT_EQUAL(ctx[2].split_mask, 0x30);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x80, &ev), 0);
    check_null(&ctx[0], 1, 0xc0);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x80, &ev), 0);
    check_null(&ctx[0], 2, 0xc0);
    for (unsigned i = 0; i < 2; i++) {
        CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 1);
        CU_ASSERT_EQUAL(ev.split_child, -1);
        CU_ASSERT_PTR_EQUAL(r, &ctx[0]);
    }
    CU_ASSERT_EQUAL(ctx[0].null_splits, 0);
    ctx[0].pc = ctx[1].pc = ctx[2].pc = 0x80;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 0);   /* waits for 2 */
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 2, &ev, &r, &why), 1);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xf0);
    ctx[1].pc = ctx[0].pc;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 0);   /* waits for 1 */
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 1, &ev, &r, &why), 1);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xff);
    CU_ASSERT_EQUAL(ctx[0].children.depth, 0);
}

static void test_null_limit(void)
{
    wave ctx[1];
    const char *why = NULL;
    make(ctx, 0, 4);
    ctx[0].null_splits = 62;
    clear_ev(&ev);
    CU_ASSERT_EQUAL(split_exec(ctx, 0, SPLIT_MODE_PWS, &ctx[0], 3, 0x14, &ev, &why), 0);   /* 63 */
    CU_ASSERT_EQUAL(ctx[0].null_splits, 63);
    uint32_t pc = ctx[0].pc;
    CU_ASSERT_EQUAL(split_exec(ctx, 0, SPLIT_MODE_PWS, &ctx[0], 3, pc + 4, &ev, &why),
                    PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(why, "split nesting deeper than 63");
    CU_ASSERT_EQUAL(ctx[0].null_splits, 63);
    CU_ASSERT_EQUAL(ctx[0].pc, pc);
}

/* 64 lanes: m = ssrc1 << 32 | ssrc0; keeping the upper 32 lanes. */
static void test_wave64_halves(void)
{
    wave ctx[2];
    make(ctx, 1, 64);
    CU_ASSERT_EQUAL(do_split(ctx, 1, SPLIT_MODE_PWS, 0, 0xffffffff00000000ull, &ev), 0);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xffffffff00000000ull);
    CU_ASSERT_EQUAL(ctx[1].split_mask, 0x00000000ffffffffull);
}

static void test_merge_errors(void)
{
    wave ctx[3];
    wave *r;
    const char *why;
    /* no split at all */
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(why, "s_merge without a matching s_split");
    /* null split then merge: a no-op; a second merge has nothing to match */
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_NONE, 0, 0x3, &ev), 0);
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_NONE, 0, &ev, &r, &why), 1);
    CU_ASSERT(ev.has & EV_MERGE);
    CU_ASSERT_EQUAL(ev.split_child, -1);
    CU_ASSERT_EQUAL(ctx[0].null_splits, 0);
    CU_ASSERT_EQUAL(ctx[0].pc, 0x18);
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_NONE, 0, &ev, &r, &why), PWS_ESPLIT);
    /* partner ended */
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x3, &ev), 0);
    ctx[1].status = WAVE_ENDED;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(why, "s_merge partner has ended");
    /* partners at different PCs */
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x3, &ev), 0);
    ctx[1].pc = 0x30;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 1, &ev, &r, &why), 0);
    ctx[0].pc = 0x34;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(why, "s_merge partners at different PCs");
}

/* Sibling SWFs: 0 splits into 1 then 2. SWF 1 (partner: its parent 0) arrives first and waits;
 * 0's partner is the top of its stack, 2, so 1 keeps waiting while 0 merges with 2. */
static void test_siblings(void)
{
    wave ctx[3];
    wave *r;
    const char *why;
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xe, &ev), 0);   /* 0:1110 1:0001 */
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0xc, &ev), 0);   /* 0:1100 2:0010 */
    CU_ASSERT_EQUAL(ctx[2].split_mask, 0x2);
    ctx[0].pc = ctx[1].pc = ctx[2].pc = 0x50;
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 1, &ev, &r, &why), 0);
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 0);   /* waits for 2 */
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_MERGE);
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 2, &ev, &r, &why), 1);
    CU_ASSERT_EQUAL(ev.split_child, 2);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xe);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_MERGE);
    ctx[1].pc = ctx[0].pc;   /* the outer s_merge */
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 1);
    CU_ASSERT_EQUAL(ev.split_child, 1);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0xf);
}

/* R4, thesis Table 4.1: EXEC 0111 at s_cbranch_execz, SpM 1111, MODE[21] = 1: the splitter
 * keeps 0111, the new SWF gets 1000 and the branch's own pc. */
static void test_dws(void)
{
    wave ctx[3];
    make(ctx, 2, 4);
    ctx[0].exec = 0x7;
    ctx[0].mode = 1u << 21;
    ctx[0].null_splits = 2;
    clear_ev(&ev);
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_DWS, &ctx[0], &ev), 1);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0x7);
    CU_ASSERT_EQUAL(ctx[1].split_mask, 0x8);
    CU_ASSERT_EQUAL(ctx[1].pc, 0x10);
    CU_ASSERT_EQUAL(ctx[0].pc, 0x10);          /* the branch itself executes next */
    CU_ASSERT_EQUAL(ctx[1].parent, 0);
    CU_ASSERT_EQUAL(ctx[1].exec, 0x7);
    CU_ASSERT_EQUAL(ctx[1].null_splits, 2);
    CU_ASSERT_EQUAL(ev.split_parent, 0);
    CU_ASSERT_EQUAL(ev.split_child, 1);
    /* the new SWF has no active lanes at the branch: no further split */
    clear_ev(&ev);
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_DWS, &ctx[1], &ev), 0);
    CU_ASSERT_EQUAL(ev.has, 0);
    /* conditions that prevent a DWS split */
    make(ctx, 2, 4);
    ctx[0].exec = 0x7;
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_DWS, &ctx[0], &ev), 0);   /* MODE[21] = 0 */
    ctx[0].mode = 1u << 21;
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_PWS, &ctx[0], &ev), 0);   /* not dws mode */
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_NONE, &ctx[0], &ev), 0);
    ctx[0].exec = 0xf;                                                     /* uniform */
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_DWS, &ctx[0], &ev), 0);
    ctx[0].exec = 0x0;
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_DWS, &ctx[0], &ev), 0);
    ctx[0].exec = 0x10;   /* only a lane outside SpM: a = 0 */
    CU_ASSERT_EQUAL(split_dws(ctx, 2, SPLIT_MODE_DWS, &ctx[0], &ev), 0);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_FREE);
    /* S = 1: first branch splits, the second finds the stack full */
    make(ctx, 1, 4);
    ctx[0].mode = 1u << 21;
    ctx[0].exec = 0x3;
    CU_ASSERT_EQUAL(split_dws(ctx, 1, SPLIT_MODE_DWS, &ctx[0], &ev), 1);   /* 0:0011 1:1100 */
    ctx[0].exec = 0x1;
    CU_ASSERT_EQUAL(split_dws(ctx, 1, SPLIT_MODE_DWS, &ctx[0], &ev), 0);
    CU_ASSERT_EQUAL(ctx[0].split_mask, 0x3);
    /* ...and SWF 1 (empty stack) finds no free context */
    ctx[1].exec = 0x4;
    CU_ASSERT_EQUAL(split_dws(ctx, 1, SPLIT_MODE_DWS, &ctx[1], &ev), 0);
    /* DWS SWFs never merge: s_merge without null splits is an error even with a parent */
    wave *r;
    const char *why;
    CU_ASSERT_EQUAL(do_merge(ctx, 1, SPLIT_MODE_DWS, 1, &ev, &r, &why), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(why, "s_merge without a matching s_split");
}

/* R5: the wavefront is done when its last context ends; ending under a waiting partner is an
 * error. */
static void test_end(void)
{
    wave ctx[3];
    wave *waiting, *r;
    const char *why;
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x3, &ev), 0);
    CU_ASSERT_EQUAL(split_end(ctx, 2, &ctx[1], &waiting, &why), 0);
    CU_ASSERT_EQUAL(ctx[1].status, WAVE_ENDED);
    CU_ASSERT_EQUAL(split_end(ctx, 2, &ctx[0], &waiting, &why), 1);
    for (unsigned k = 0; k < 3; k++)
        CU_ASSERT_EQUAL(ctx[k].status, WAVE_FREE);
    /* a parent waiting at s_merge for a child that ends */
    make(ctx, 2, 4);
    CU_ASSERT_EQUAL(do_split(ctx, 2, SPLIT_MODE_PWS, 0, 0x3, &ev), 0);
    CU_ASSERT_EQUAL(do_merge(ctx, 2, SPLIT_MODE_PWS, 0, &ev, &r, &why), 0);
    CU_ASSERT_EQUAL(split_end(ctx, 2, &ctx[1], &waiting, &why), PWS_ESPLIT);
    CU_ASSERT_PTR_EQUAL(waiting, &ctx[0]);
    CU_ASSERT_STRING_EQUAL(why, "s_merge partner has ended");
}

void suite_split(void)
{
    CU_pSuite s = CU_add_suite("split", NULL, NULL);
    CU_add_test(s, "initial state", test_init);
    CU_add_test(s, "paper Fig. 5a", test_fig5);
    CU_add_test(s, "merge EXEC and registers", test_merge_exec);
    CU_add_test(s, "null split: modes and S = 0", test_null_modes);
    CU_add_test(s, "null split: empty self/other", test_null_masks);
    CU_add_test(s, "null split: nested in null", test_null_nested);
    CU_add_test(s, "null split: stack full, no free context", test_null_full_and_no_free);
    CU_add_test(s, "nesting deeper than S", test_deeper_than_s);
    CU_add_test(s, "null split limit 63", test_null_limit);
    CU_add_test(s, "wave64 mask halves", test_wave64_halves);
    CU_add_test(s, "merge errors", test_merge_errors);
    CU_add_test(s, "sibling SWFs", test_siblings);
    CU_add_test(s, "DWS (R4)", test_dws);
    CU_add_test(s, "s_endpgm (R5)", test_end);
}
