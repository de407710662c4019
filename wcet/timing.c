/* wcet/timing.c -- see timing.h. Every number must be a non-negative integer: the static bound
 * is exact integer arithmetic, and a fractional cycle count would mean a broken generator. */
#include "timing.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "file_read.h"
#include "pws_err.h"

static int get_u64(const char *path, const cJSON *obj, const char *sect, const char *key,
                   int required, uint64_t *v)
{
    diag_loc l = { path, 0 };
    const cJSON *it = obj ? cJSON_GetObjectItemCaseSensitive(obj, key) : NULL;
    if (!it) {
        if (!required)
            return 0;
        return diag(&l, PWS_EPARSE, "timing model: missing %s.%s", sect, key);
    }
    double d = it->valuedouble;
    if (!cJSON_IsNumber(it) || d < 0 || d != floor(d) || d > 4e15)
        return diag(&l, PWS_EPARSE, "timing model: %s.%s is not a non-negative integer", sect,
                    key);
    *v = (uint64_t)d;
    return 0;
}

static int parse(const char *path, const cJSON *root, timing *t)
{
    diag_loc l = { path, 0 };
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (!cJSON_IsString(fmt) || strcmp(fmt->valuestring, "pws-timing-1"))
        return diag(&l, PWS_EPARSE, "timing model: format is not \"pws-timing-1\"");
    const cJSON *cfg = cJSON_GetObjectItemCaseSensitive(root, "config");
    const cJSON *ins = cJSON_GetObjectItemCaseSensitive(root, "instructions");
    const cJSON *disp = cJSON_GetObjectItemCaseSensitive(root, "dispatch");
    const cJSON *split = cJSON_GetObjectItemCaseSensitive(root, "split");
    if (!cJSON_IsObject(cfg) || !cJSON_IsObject(ins) || !cJSON_IsObject(disp))
        return diag(&l, PWS_EPARSE, "timing model: needs objects config, instructions, dispatch");
    uint64_t v[5];
    static const char *const keys[5] = { "cus", "simds", "contexts", "wave", "spsimds" };
    for (int i = 0; i < 5; i++) {
        int rc = get_u64(path, cfg, "config", keys[i], 1, &v[i]);
        if (rc)
            return rc;
        if (v[i] > 4096 || (i < 4 && v[i] == 0))
            return diag(&l, PWS_EPARSE, "timing model: config.%s = %llu is out of range",
                        keys[i], (unsigned long long)v[i]);
    }
    t->cus = (unsigned)v[0], t->simds = (unsigned)v[1], t->contexts = (unsigned)v[2];
    t->wave = (unsigned)v[3], t->spsimds = (unsigned)v[4];
    const cJSON *sm = cJSON_GetObjectItemCaseSensitive(cfg, "split");
    if (!cJSON_IsString(sm) || (strcmp(sm->valuestring, "none") && strcmp(sm->valuestring, "dws") &&
                                strcmp(sm->valuestring, "pws")))
        return diag(&l, PWS_EPARSE, "timing model: config.split is not none, dws or pws");
    snprintf(t->split, sizeof t->split, "%s", sm->valuestring);
    const cJSON *it;
    unsigned nops = 0, nown = 0;
    cJSON_ArrayForEach(it, ins) {
        isa_op op = isa_lookup(it->string);
        if (op == ISA_INVALID)
            return diag(&l, PWS_EPARSE, "timing model: unknown mnemonic '%s'", it->string);
        int rc = get_u64(path, it, it->string, "gap_worst", 1, &t->gap_worst[op]);
        if (rc)
            return rc;
        t->has_op[op] = 1;
        const cJSON *own = cJSON_GetObjectItemCaseSensitive(it, "own_worst");
        if (own && (rc = get_u64(path, it, it->string, "own_worst", 1, &t->own_worst[op])))
            return rc;
        nown += own != NULL;
        const cJSON *cls = cJSON_GetObjectItemCaseSensitive(it, "class");
        t->is_ds[op] = cJSON_IsString(cls) && !strcmp(cls->valuestring, "ds");
        nops++;
    }
    int rc = get_u64(path, disp, "dispatch", "wave_worst", 1, &t->wave_worst);
    if (!rc)
        rc = get_u64(path, disp, "dispatch", "workgroup_worst", 1, &t->workgroup_worst);
    int need_split = strcmp(t->split, "none") != 0;
    if (!rc && need_split && !cJSON_IsObject(split))
        return diag(&l, PWS_EPARSE, "timing model: split mode %s needs the split object",
                    t->split);
    if (!rc)
        rc = get_u64(path, split, "split", "e_s", need_split, &t->e_s);
    if (!rc)
        rc = get_u64(path, split, "split", "e_m", need_split, &t->e_m);
    if (rc || nown == 0)
        return rc;
    /* the decomposition: all of it or none of it */
    const cJSON *waits = cJSON_GetObjectItemCaseSensitive(root, "waits");
    if (nown != nops || !cJSON_IsObject(waits))
        return diag(&l, PWS_EPARSE, "timing model: own_worst on %u of %u instructions, or no "
                    "waits object", nown, nops);
    if ((rc = get_u64(path, waits, "waits", "unit_contexts", 1, &t->unit_contexts)) ||
        (rc = get_u64(path, waits, "waits", "token_requesters", 1, &t->token_requesters)) ||
        (rc = get_u64(path, waits, "waits", "init_per_wave", 1, &t->init_per_wave)) ||
        (rc = get_u64(path, waits, "waits", "lds_zero_per_workgroup", 1,
                      &t->lds_zero_per_workgroup)) ||
        (rc = get_u64(path, disp, "dispatch", "wave_sequence", 1, &t->wave_sequence)) ||
        (rc = get_u64(path, waits, "waits", "smem_return_worst", 0, &t->smem_return)) ||
        (rc = get_u64(path, waits, "waits", "vmem_return_worst", 0, &t->vmem_return)))
        return rc;
    /* d's parts must give back the model's own workgroup_worst */
    uint64_t rest = t->workgroup_worst - t->lds_zero_per_workgroup - 1;
    if (t->unit_contexts == 0 || t->wave_sequence == 0 ||
        t->workgroup_worst < t->lds_zero_per_workgroup + 1 || rest % t->wave_sequence)
        return diag(&l, PWS_EPARSE, "timing model: dispatch.workgroup_worst %llu is not a whole "
                    "number of wave_sequence %llu plus the LDS zeroing and 1",
                    (unsigned long long)t->workgroup_worst, (unsigned long long)t->wave_sequence);
    t->dispatch_slots = rest / t->wave_sequence;
    t->has_parts = 1;
    return 0;
}

static uint64_t min64(uint64_t a, uint64_t b) { return a < b ? a : b; }

/* op's own time and, for an atomic, its wait for the token */
static uint64_t own_with_token(const timing *t, unsigned op, uint64_t token)
{
    return t->own_worst[op] + ((isa_info((isa_op)op)->flags & ISA_F_ATOMIC) ? token : 0);
}

void timing_kernel_gaps(const timing *t, const timing_load *l, int merges_wait, uint64_t *gap)
{
    if (!t->has_parts) {
        memcpy(gap, t->gap_worst, sizeof t->gap_worst);
        return;
    }
    /* the token: every other holder keeps it for the kernel's longest atomic at most */
    uint64_t atomic = 0, any = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (l->used[op] && t->has_op[op] && (isa_info((isa_op)op)->flags & ISA_F_ATOMIC) &&
            t->own_worst[op] > atomic)
            atomic = t->own_worst[op];
    uint64_t token = t->token_requesters * atomic;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        if (!l->used[op] || !t->has_op[op])
            continue;
        uint64_t busy = own_with_token(t, op, token);
        if (busy > any)
            any = busy;
    }
    /* round-robin: each other resident SWF of the unit may issue first, once */
    uint64_t swfs = l->waves * l->swfs_per_wave, resident = min64(t->unit_contexts, swfs);
    uint64_t wait = (resident ? resident - 1 : 0) * any;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        if (!t->has_op[op]) {
            gap[op] = 0;
            continue;
        }
        gap[op] = wait + own_with_token(t, op, token);
        /* the load's data: the next instruction that needs it may wait that long after the
         * load's retire (docs/timing-model.md "Scalar loads in flight") */
        if (isa_info((isa_op)op)->cls == ISA_CLS_SMEM)
            gap[op] += t->smem_return;
        /* likewise a posted FLAT load's (vmem_return is 0 when loads are not posted) */
        if (isa_info((isa_op)op)->cls == ISA_CLS_FLAT && (isa_info((isa_op)op)->flags & ISA_F_LOAD))
            gap[op] += t->vmem_return;
        if (op == ISA_s_merge && merges_wait)   /* the woken target waits for its issue again */
            gap[op] += wait;
    }
}

uint64_t timing_dispatch_interference(const timing *t, const timing_load *l)
{
    if (!t->has_parts)
        return 0;
    int lds = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        lds |= l->used[op] && t->is_ds[op];
    return l->waves * t->init_per_wave + (lds ? l->groups * t->lds_zero_per_workgroup : 0);
}

uint64_t timing_kernel_d(const timing *t, const timing_load *l)
{
    if (!t->has_parts)
        return t->workgroup_worst;
    return min64(t->dispatch_slots, l->waves) * t->wave_sequence + t->lds_zero_per_workgroup + 1;
}

int timing_read(const char *path, timing *t)
{
    memset(t, 0, sizeof *t);
    char *text;
    size_t n;
    int rc = file_read(path, &text, &n);
    if (rc)
        return rc;
    cJSON *root = cJSON_Parse(text);
    free(text);
    if (!root) {
        diag_loc l = { path, 0 };
        return diag(&l, PWS_EPARSE, "timing model: not valid JSON");
    }
    rc = parse(path, root, t);
    cJSON_Delete(root);
    return rc;
}
