/* cosim/sweep.c -- the machines of a sweep, the parsing of one run's summary, the CSV rows.
 * Contract: sweep.h. */
#include "sweep.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *sweep_mode_name(sweep_mode m)
{
    return m == SWEEP_PWS ? "pws" : m == SWEEP_DWS ? "dws" : "none";
}

/* The next comma-separated item of *s into item (at most n - 1 chars); 0 at the end. */
static int next_item(const char **s, char *item, size_t n)
{
    if (!**s)
        return 0;
    const char *e = strchr(*s, ',');
    size_t k = e ? (size_t)(e - *s) : strlen(*s);
    if (k >= n)
        k = n - 1;
    memcpy(item, *s, k);
    item[k] = 0;
    *s += e ? (size_t)(e - *s) + 1 : strlen(*s);
    return 1;
}

int sweep_parse_slist(const char *list, unsigned *out, size_t max, char *err, size_t errlen)
{
    size_t ns = 0;
    char item[32];
    for (const char *p = list; next_item(&p, item, sizeof item);) {
        /* one S, or a range A..B (both ends included, A <= B) */
        char *end, *dots = strstr(item, "..");
        long lo = strtol(item, &end, 10), hi = lo;
        int bad = !*item || end == item || (dots ? end != dots : *end != 0);
        if (!bad && dots) {
            char *e2;
            hi = strtol(dots + 2, &e2, 10);
            bad = !dots[2] || *e2 || dots[2] == '-' || dots[2] == '+' || hi < lo;
        }
        if (bad || lo < 0 || hi > 63) {
            snprintf(err, errlen, "bad S '%s' in --spsimds: want 0..63 or a range A..B", item);
            return -1;
        }
        for (long v = lo; v <= hi; v++) {
            if (ns == max) {
                snprintf(err, errlen, "--spsimds: more than %zu values", max);
                return -1;
            }
            out[ns++] = (unsigned)v;
        }
    }
    return (int)ns;
}

int sweep_points(const char *modes, const char *spsimds, sweep_point *out, size_t max, char *err,
                 size_t errlen)
{
    unsigned s_list[SWEEP_MAX_POINTS];
    size_t np = 0;
    char item[32];
    int n = sweep_parse_slist(spsimds, s_list, SWEEP_MAX_POINTS, err, errlen);
    if (n < 0)
        return -1;
    size_t ns = (size_t)n;
    for (const char *p = modes; next_item(&p, item, sizeof item);) {
        sweep_mode m;
        if (!strcmp(item, "none"))
            m = SWEEP_NONE;
        else if (!strcmp(item, "dws"))
            m = SWEEP_DWS;
        else if (!strcmp(item, "pws"))
            m = SWEEP_PWS;
        else {
            snprintf(err, errlen, "bad mode '%s' in --modes: want none, dws or pws", item);
            return -1;
        }
        size_t reps = m == SWEEP_NONE ? 1 : ns;
        if (m != SWEEP_NONE && ns == 0) {
            snprintf(err, errlen, "--modes %s needs at least one S (--spsimds)", item);
            return -1;
        }
        for (size_t i = 0; i < reps; i++) {
            if (np == max) {
                snprintf(err, errlen, "more than %zu machines in one sweep", max);
                return -1;
            }
            out[np].mode = m;
            out[np].spsimds = m == SWEEP_NONE ? 0 : s_list[i];
            np++;
        }
    }
    if (np == 0) {
        snprintf(err, errlen, "--modes is empty");
        return -1;
    }
    return (int)np;
}

/* The value after `key` at the start of a line of text, or NULL. */
static const char *line_value(const char *text, const char *key)
{
    size_t k = strlen(key);
    for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
        if (!strncmp(p, key, k))
            return p + k;
    return NULL;
}

void sweep_parse_summary(const char *text, sweep_result *r)
{
    memset(r, 0, sizeof *r);
    const char *v;
    unsigned long long a, b;
    if ((v = line_value(text, "cycles: ")) && sscanf(v, "%llu", &a) == 1) {
        r->cycles = a;
        r->have_cycles = 1;
    }
    if ((v = line_value(text, "retired: ")) && sscanf(v, "%llu", &a) == 1)
        r->retired = a;
    if ((v = line_value(text, "splits: ")) && sscanf(v, "%llu real", &a) == 1) {
        r->splits = a;
        const char *m = strstr(v, "merges: ");
        if (m && sscanf(m, "merges: %llu real", &b) == 1)
            r->merges = b;
    }
    if ((v = line_value(text, "static bound: ")) && sscanf(v, "%llu cycles", &a) == 1) {
        r->static_bound = a;
        r->have_static = 1;
    }
    v = line_value(text, "lockstep: ");
    if (v && sscanf(v, "%llu instructions, %llu mismatches", &a, &b) == 2 && b == 0 &&
        r->have_cycles)
        r->ok = 1;
}

double sweep_speedup(uint64_t ref_cycles, const sweep_result *r)
{
    if (!ref_cycles || !r->have_cycles || !r->cycles)
        return 0.0;
    return (double)ref_cycles / (double)r->cycles;
}

void sweep_csv_row(char *buf, size_t len, const sweep_point *p, const sweep_result *r,
                   uint64_t ref_cycles)
{
    char cyc[24] = "", sp[24] = "";
    if (r->have_cycles)
        snprintf(cyc, sizeof cyc, "%llu", (unsigned long long)r->cycles);
    double s = sweep_speedup(ref_cycles, r);
    if (s > 0)
        snprintf(sp, sizeof sp, "%.4f", s);
    char st[24] = "", an[24] = "";
    if (r->have_static)
        snprintf(st, sizeof st, "%llu", (unsigned long long)r->static_bound);
    if (r->have_analytical)
        snprintf(an, sizeof an, "%llu", (unsigned long long)r->analytical);
    snprintf(buf, len, "%s,%u,%s,%llu,%llu,%llu,%s,%s,%s,%s\n", sweep_mode_name(p->mode),
             p->spsimds, cyc, (unsigned long long)r->retired, (unsigned long long)r->splits,
             (unsigned long long)r->merges, sp, r->ok ? "pass" : "fail", st, an);
}

double sweep_reduction(uint64_t a, uint64_t b)
{
    return b ? 100.0 * (1.0 - (double)a / (double)b) : 0.0;
}

/* A number in thousands, or "-". */
static void kilo(char *buf, size_t len, int have, uint64_t v)
{
    if (have)
        snprintf(buf, len, "%.1f", (double)v / 1000.0);
    else
        snprintf(buf, len, "-");
}

static void three(FILE *f, const sweep_result *r)
{
    char o[24], a[24], s[24];
    kilo(o, sizeof o, r && r->ok && r->have_cycles, r ? r->cycles : 0);
    kilo(a, sizeof a, r && r->ok && r->have_analytical, r ? r->analytical : 0);
    kilo(s, sizeof s, r && r->ok && r->have_static, r ? r->static_bound : 0);
    fprintf(f, " | %9s %9s %9s", o, a, s);
}

void sweep_table3(FILE *f, const sweep_point *pts, const sweep_result *res, int np)
{
    const sweep_result *none = NULL;
    for (int i = 0; i < np; i++)
        if (pts[i].mode == SWEEP_NONE)
            none = &res[i];
    fprintf(f, "%4s | %29s | %29s | %29s | %s\n", "", "no splitting", "DWS", "PWS",
            "PWS analytical WCET reduction");
    fprintf(f, "%4s", "S");
    for (int k = 0; k < 3; k++)
        fprintf(f, " | %9s %9s %9s", "observed", "analyt.", "static");
    fprintf(f, " | %9s %9s\n", "vs DWS", "vs none");
    unsigned seen[SWEEP_MAX_POINTS];
    int nseen = 0;
    for (int i = 0; i < np; i++) {
        if (pts[i].mode == SWEEP_NONE)
            continue;
        unsigned s = pts[i].spsimds;
        int dup = 0;
        for (int j = 0; j < nseen; j++)
            dup |= seen[j] == s;
        if (dup)
            continue;
        seen[nseen++] = s;
        const sweep_result *d = NULL, *p = NULL;
        for (int j = 0; j < np; j++) {
            if (pts[j].spsimds != s)
                continue;
            if (pts[j].mode == SWEEP_DWS)
                d = &res[j];
            else if (pts[j].mode == SWEEP_PWS)
                p = &res[j];
        }
        fprintf(f, "%4u", s);
        three(f, none);
        three(f, d);
        three(f, p);
        int hp = p && p->ok && p->have_analytical;
        char vd[16] = "-", vn[16] = "-";
        if (hp && d && d->ok && d->have_analytical)
            snprintf(vd, sizeof vd, "%.0f%%", sweep_reduction(p->analytical, d->analytical));
        if (hp && none && none->ok && none->have_analytical)
            snprintf(vn, sizeof vn, "%.0f%%", sweep_reduction(p->analytical, none->analytical));
        fprintf(f, " | %9s %9s\n", vd, vn);
    }
}
