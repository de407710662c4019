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
    snprintf(buf, len, "%s,%u,%s,%llu,%llu,%llu,%s,%s\n", sweep_mode_name(p->mode), p->spsimds,
             cyc, (unsigned long long)r->retired, (unsigned long long)r->splits,
             (unsigned long long)r->merges, sp, r->ok ? "pass" : "fail");
}
