/* golden/sim_args.c -- see sim_args.h. One parser for `pws sim` and `pws cosim`, so that a value
 * accepted by one is accepted, and means the same bytes, in the other. */
#include "sim_args.h"
#include "diag.h"
#include "file_read.h"
#include "pws_err.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage_error(const char *who, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int usage_error(const char *who, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return diag_at(who, PWS_EUSAGE, "%s (try %s --help)", msg, who);
}

int sim_args_parse_uint(const char *s, uint64_t max, uint64_t *v)
{
    int base = 10;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s += 2;
    }
    if (!*s || *s == '-' || *s == '+' || *s == ' ')
        return -1;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(s, &end, base);
    if (*end || errno || x > max)
        return -1;
    *v = x;
    return 0;
}

int sim_args_parse_dims(const char *s, uint32_t d[3])
{
    char buf[96];
    if (strlen(s) >= sizeof buf)
        return -1;
    strcpy(buf, s);
    d[0] = d[1] = d[2] = 1;
    char *p = buf;
    for (unsigned i = 0; i < 3; i++) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        uint64_t v;
        if (sim_args_parse_uint(p, UINT32_MAX, &v) || v == 0)
            return -1;
        d[i] = (uint32_t)v;
        if (!comma)
            return 0;
        p = comma + 1;
    }
    return -1;   /* a fourth component */
}

/* Integer literal for an argument of size bytes: decimal or 0x hex, optionally negative. Any
 * value that fits in size bytes as a signed or as an unsigned number is accepted. */
static int parse_int_value(const char *s, unsigned size, uint64_t *bits)
{
    int neg = s[0] == '-';
    uint64_t mag;
    uint64_t umax = size >= 8 ? UINT64_MAX : (1ull << (8 * size)) - 1;
    uint64_t nmax = 1ull << (8 * size - 1);   /* magnitude of the most negative value */
    if (sim_args_parse_uint(s + neg, neg ? nmax : umax, &mag))
        return -1;
    *bits = neg ? (uint64_t)0 - mag : mag;
    return 0;
}

static int parse_float_value(const char *s, unsigned size, uint64_t *bits)
{
    char *end;
    if (!*s || *s == ' ')
        return -1;
    errno = 0;
    if (size == 4) {
        float f = strtof(s, &end);   /* strtof, not (float)strtod: no double rounding */
        uint32_t u;
        memcpy(&u, &f, 4);
        *bits = u;
    } else if (size == 8) {
        double d = strtod(s, &end);
        memcpy(bits, &d, 8);
    } else {
        return -1;
    }
    return *end ? -1 : 0;
}

int sim_args_set(golden *g, unsigned i, const char *v, const char *who)
{
    const kernel_arg *a = golden_arg(g, i);
    if (a->kind == KARG_GLOBAL_BUFFER) {
        if (v[0] == '@') {
            char *data = NULL;
            size_t n = 0;
            int rc = file_read(v + 1, &data, &n);
            if (rc)
                return rc;
            if (n == 0) {
                free(data);
                diag_loc l = { v + 1, 0 };
                return diag(&l, PWS_ERANGE, "empty file cannot be the buffer of argument %u (%s)",
                            i, a->name);
            }
            rc = golden_map_buffer(g, i, data, n, NULL);
            free(data);
            return rc;
        }
        uint64_t n;
        if (!strncmp(v, "zeros:", 6)) {
            if (sim_args_parse_uint(v + 6, UINT32_MAX, &n) || n == 0)
                return usage_error(who, "argument %u (%s): bad size in '%s': want zeros:BYTES "
                                   "with BYTES > 0", i, a->name, v);
            return golden_map_buffer(g, i, NULL, n, NULL);
        }
        return usage_error(who, "argument %u (%s) is a buffer: want @FILE or zeros:BYTES, not "
                           "'%s'", i, a->name, v);
    }
    if (a->kind == KARG_DYNAMIC_LDS) {
        uint64_t n;
        if (strncmp(v, "local:", 6))
            return usage_error(who, "argument %u (%s) is a __local pointer: want local:BYTES, "
                               "not '%s'", i, a->name, v);
        if (sim_args_parse_uint(v + 6, KERNEL_MAX_LDS, &n) || n == 0)
            return usage_error(who, "argument %u (%s): bad size in '%s': want local:BYTES with "
                               "0 < BYTES <= %u", i, a->name, v, KERNEL_MAX_LDS);
        return golden_set_local(g, i, (uint32_t)n);
    }
    if (!strncmp(v, "local:", 6))
        return usage_error(who, "argument %u (%s) is not a __local pointer: '%s'", i, a->name, v);
    uint64_t bits;
    if (v[0] == '@' || !strncmp(v, "zeros:", 6))
        return usage_error(who, "argument %u (%s) is a %u-byte value, not a buffer: '%s'", i,
                           a->name, (unsigned)a->size, v);
    if (a->size != 1 && a->size != 2 && a->size != 4 && a->size != 8)
        return usage_error(who, "argument %u (%s): %u-byte values are not supported", i, a->name,
                           (unsigned)a->size);
    if (a->is_float ? parse_float_value(v, a->size, &bits) : parse_int_value(v, a->size, &bits))
        return usage_error(who, "argument %u (%s, %s%u bytes): bad value '%s'", i, a->name,
                           a->is_float ? "float, " : "", (unsigned)a->size, v);
    uint8_t le[8];
    for (unsigned b = 0; b < 8; b++)
        le[b] = (uint8_t)(bits >> (8 * b));
    return golden_set_arg(g, i, le, a->size);
}

int sim_args_write_out(golden *g, unsigned index, const char *path, const char *who)
{
    uint64_t addr, size;
    if (golden_buffer(g, index, &addr, &size))
        return usage_error(who, "--out %u=%s: argument %u is not a buffer", index, path, index);
    const uint8_t *p = mem_ptr(golden_memory(g), addr, (size_t)size);
    diag_loc l = { path, 0 };
    FILE *f = fopen(path, "wb");
    if (!f)
        return diag(&l, PWS_EIO, "cannot create: %s", strerror(errno));
    fwrite(p, 1, (size_t)size, f);
    if (ferror(f) | fclose(f))
        return diag(&l, PWS_EIO, "write error");
    return 0;
}

int sim_args_set_all(golden *g, const char *kname, const char *const *args, unsigned n,
                     const char *who)
{
    if (n != golden_num_args(g))
        return diag_at(who, PWS_EUSAGE, "kernel '%s' takes %u arguments, %u --arg given", kname,
                       golden_num_args(g), n);
    int rc = 0;
    for (unsigned i = 0; i < n && !rc; i++)
        rc = sim_args_set(g, i, args[i], who);
    return rc;
}

int sim_args_lds_bytes(const kernel *k, const char *const *args, unsigned n, const char *who,
                       uint32_t *lds)
{
    unsigned explicit_args = 0, locals = 0;
    for (unsigned j = 0; j < k->nargs; j++) {
        explicit_args += k->args[j].kind != KARG_HIDDEN;
        locals += k->args[j].kind == KARG_DYNAMIC_LDS;
    }
    if (!locals) {
        *lds = (k->desc.group_segment_fixed_size + 3) & ~3u;
        return 0;
    }
    if (n != explicit_args)
        return diag_at(who, PWS_EUSAGE, "kernel '%s' has __local arguments, whose sizes change "
                       "its LDS: give its %u arguments as to pws sim (%u --arg given)", k->name,
                       explicit_args, n);
    uint32_t *bytes = calloc(k->nargs + 1, sizeof *bytes), *off = calloc(k->nargs + 1, 4);
    if (!bytes || !off) {
        free(bytes);
        free(off);
        return diag_at(who, PWS_ENOMEM, "out of memory");
    }
    int rc = 0;
    for (unsigned j = 0, i = 0; j < k->nargs && !rc; j++) {
        const kernel_arg *a = &k->args[j];
        if (a->kind == KARG_HIDDEN)
            continue;
        uint64_t v = 0;
        if (a->kind == KARG_DYNAMIC_LDS) {
            if (strncmp(args[i], "local:", 6) || sim_args_parse_uint(args[i] + 6, KERNEL_MAX_LDS, &v)
                || v == 0)
                rc = usage_error(who, "argument %u (%s) is a __local pointer: want local:BYTES "
                                 "with 0 < BYTES <= %u, not '%s'", i, a->name, KERNEL_MAX_LDS,
                                 args[i]);
            bytes[j] = (uint32_t)v;
        }
        i++;
    }
    uint64_t total = rc ? 0 : kernel_lds_layout(k, bytes, off);
    free(bytes);
    free(off);
    if (!rc && total > KERNEL_MAX_LDS)
        rc = diag_at(who, PWS_ERANGE, "kernel '%s': its __local arguments make a workgroup's LDS "
                     "%llu bytes, more than the %u a workgroup can have", k->name,
                     (unsigned long long)total, KERNEL_MAX_LDS);
    if (!rc)
        *lds = (uint32_t)total;
    return rc;
}
