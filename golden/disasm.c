/* golden/disasm.c -- see disasm.h. Two passes over the image: the first decodes every
 * instruction to learn where instructions start and which of them are branch targets, the second
 * prints. A branch is printed with a label only when its target is an instruction start inside
 * the image; otherwise its raw simm16 is printed, which assembles to the same word. */
#include "disasm.h"

#include "diag.h"
#include "file_read.h"
#include "isa.h"
#include "pws_err.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Image readers --------------------------------------------------------------------------- */


static int push_word(uint32_t **w, size_t *n, size_t *cap, uint32_t v)
{
    if (*n == *cap) {
        size_t nc = *cap ? 2 * *cap : 256;
        uint32_t *p = realloc(*w, nc * sizeof *p);
        if (!p)
            return PWS_ENOMEM;
        *w = p;
        *cap = nc;
    }
    (*w)[(*n)++] = v;
    return 0;
}

static int parse_hex(const char *path, char *text, uint32_t **words, size_t *n)
{
    size_t cap = 0;
    unsigned line = 1;
    *words = NULL;
    *n = 0;
    for (char *s = text; *s; line++) {
        char *eol = strchr(s, '\n');
        if (eol)
            *eol = '\0';
        char *cmt = strstr(s, "//");
        if (cmt)
            *cmt = '\0';
        for (char *tok = strtok(s, " \t\r"); tok; tok = strtok(NULL, " \t\r")) {
            diag_loc l = { path, line };
            size_t len = strlen(tok);
            if (tok[0] == '@')
                return diag(&l, PWS_EPARSE, "address lines ('%s') are not supported", tok);
            if (len > 8 || strspn(tok, "0123456789abcdefABCDEF") != len)
                return diag(&l, PWS_EPARSE, "bad hex word '%s'", tok);
            if (push_word(words, n, &cap, (uint32_t)strtoul(tok, NULL, 16)))
                return diag(&l, PWS_ENOMEM, "out of memory");
        }
        if (!eol)
            break;
        s = eol + 1;
    }
    return 0;
}

int disasm_read_image(const char *path, uint32_t **words, size_t *n)
{
    char *data = NULL;
    size_t len = 0;
    int rc = file_read(path, &data, &len);
    if (rc)
        return rc;
    size_t pl = strlen(path);
    const char *nul = memchr(data, '\0', len);
    if (pl >= 4 && !strcmp(path + pl - 4, ".hex") && nul) {   /* it would end the text there */
        diag_loc l = { path, 0 };
        rc = diag(&l, PWS_EPARSE, "not a text file (a NUL byte at offset %zu)",
                  (size_t)(nul - data));
    } else if (pl >= 4 && !strcmp(path + pl - 4, ".hex")) {
        rc = parse_hex(path, (char *)data, words, n);
        if (rc) {
            free(*words);
            *words = NULL;
        }
    } else if (len % 4) {
        diag_loc l = { path, 0 };
        rc = diag(&l, PWS_EPARSE, "size %zu bytes is not a multiple of 4", len);
    } else if (!(*words = malloc(len ? len : 4))) {
        diag_loc l = { path, 0 };
        rc = diag(&l, PWS_ENOMEM, "out of memory");
    } else {
        for (size_t i = 0; i < len / 4; i++) {
            const unsigned char *b = (const unsigned char *)data + 4 * i;   /* little-endian */
            (*words)[i] = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
                          (uint32_t)b[3] << 24;
        }
        *n = len / 4;
    }
    free(data);
    if (!rc && *n == 0) {   /* as pws asm refuses a kernel with no instruction */
        diag_loc l = { path, 0 };
        free(*words);
        *words = NULL;
        rc = diag(&l, PWS_EPARSE, "empty: no instruction words");
    }
    return rc;
}

/* ---- Text output ----------------------------------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
    int oom;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || b->oom)
        return;
    if (b->len + (size_t)n + 1 > b->cap) {
        size_t nc = b->cap ? 2 * b->cap : 4096;
        while (nc < b->len + (size_t)n + 1)
            nc *= 2;
        char *p = realloc(b->s, nc);
        if (!p) {
            b->oom = 1;
            return;
        }
        b->s = p;
        b->cap = nc;
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

enum { START = 1, TARGET = 2 };   /* per-dword marks */

int disasm_text(const uint32_t *words, size_t n, int addresses, const char *file, char **text)
{
    diag_loc l = { file, 0 };
    unsigned char *mark = calloc(n ? n : 1, 1);
    sbuf b = { 0 };
    int rc = 0;
    *text = NULL;
    if (!mark)
        return diag(&l, PWS_ENOMEM, "out of memory");
    for (size_t i = 0; i < n;) {
        isa_inst in;
        int k = isa_decode(words + i, n - i, &in);
        if (k == PWS_ERANGE) {
            rc = diag(&l, k, "truncated instruction 0x%08x at 0x%04zx", (unsigned)words[i], 4 * i);
            goto out;
        }
        if (k <= 0) {
            rc = diag(&l, PWS_EDECODE, "illegal instruction 0x%08x at 0x%04zx",
                      (unsigned)words[i], 4 * i);
            goto out;
        }
        mark[i] |= START;
        i += (size_t)k;
    }
    for (size_t i = 0; i < n; i++) {
        isa_inst in;
        if (!(mark[i] & START))
            continue;
        isa_decode(words + i, n - i, &in);
        if (isa_info(in.op)->flags & ISA_F_SIMM16_LABEL) {
            uint32_t t = isa_branch_target(&in, (uint32_t)(4 * i));
            if (t % 4 == 0 && t / 4 < n && (mark[t / 4] & START))
                mark[t / 4] |= TARGET;
        }
    }
    for (size_t i = 0; i < n; i++) {
        isa_inst in;
        char txt[160], label[32];
        if (!(mark[i] & START))
            continue;
        if (mark[i] & TARGET)
            sb_printf(&b, "label_%04zx:\n", 4 * i);
        isa_decode(words + i, n - i, &in);
        const char *lab = NULL;
        if (isa_info(in.op)->flags & ISA_F_SIMM16_LABEL) {
            uint32_t t = isa_branch_target(&in, (uint32_t)(4 * i));
            if (t % 4 == 0 && t / 4 < n && (mark[t / 4] & TARGET)) {
                snprintf(label, sizeof label, "label_%04x", (unsigned)t);
                lab = label;
            }
        }
        isa_format(&in, lab, txt, sizeof txt);
        if (addresses)
            sb_printf(&b, "/*0x%04zx*/", 4 * i);
        sb_printf(&b, "\t%s\n", txt);
    }
    if (b.oom) {
        rc = diag(&l, PWS_ENOMEM, "out of memory");
        goto out;
    }
    if (!b.s)
        sb_printf(&b, "%s", "");
    *text = b.s;
    b.s = NULL;
out:
    free(b.s);
    free(mark);
    return rc;
}
