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
    cJSON_ArrayForEach(it, ins) {
        isa_op op = isa_lookup(it->string);
        if (op == ISA_INVALID)
            return diag(&l, PWS_EPARSE, "timing model: unknown mnemonic '%s'", it->string);
        int rc = get_u64(path, it, it->string, "gap_worst", 1, &t->gap_worst[op]);
        if (rc)
            return rc;
        t->has_op[op] = 1;
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
    return rc;
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
