/* golden/json_doc.c -- strict JSON documents (json_doc.h). */
#include "json_doc.h"

#include <stdio.h>
#include <string.h>

#include "pws_err.h"

/* The first key named twice in one object of the tree under v, or NULL. Quadratic in an
 * object's size, which is small in every file we read (tens of keys). */
static const char *duplicate_key(const cJSON *v)
{
    for (const cJSON *a = v ? v->child : NULL; a; a = a->next) {
        if (cJSON_IsObject(v) && a->string)
            for (const cJSON *b = a->next; b; b = b->next)
                if (b->string && !strcmp(a->string, b->string))
                    return a->string;
        const char *d = duplicate_key(a);
        if (d)
            return d;
    }
    return NULL;
}

int json_doc_parse(const char *text, size_t n, cJSON **out, size_t *offset, char *why,
                   size_t why_len)
{
    *out = NULL;
    *offset = 0;
    size_t len = strlen(text);
    if (len < n) {   /* cJSON would stop there and take the rest for nothing */
        *offset = len;
        snprintf(why, why_len, "a NUL byte");
        return PWS_EPARSE;
    }
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithOpts(text, &end, 0);
    if (!root) {
        *offset = end && end >= text ? (size_t)(end - text) : 0;
        snprintf(why, why_len, "invalid JSON");
        return PWS_EPARSE;
    }
    const char *p = end;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    if (*p) {
        cJSON_Delete(root);
        *offset = (size_t)(p - text);
        snprintf(why, why_len, "text after the JSON value");
        return PWS_EPARSE;
    }
    const char *d = duplicate_key(root);
    if (d) {
        snprintf(why, why_len, "key \"%s\" given twice", d);
        /* its second mention as a quoted string: the line of the repeated key (a key written
         * with escapes is not found; the offset stays 0) */
        char needle[256];
        snprintf(needle, sizeof needle, "\"%s\"", d);
        const char *at = strstr(text, needle);
        at = at ? strstr(at + 1, needle) : NULL;
        *offset = at ? (size_t)(at - text) : 0;
        cJSON_Delete(root);
        return PWS_EPARSE;
    }
    *out = root;
    return 0;
}

unsigned json_doc_line(const char *text, size_t offset)
{
    unsigned line = 1;
    for (size_t i = 0; i < offset && text[i]; i++)
        line += text[i] == '\n';
    return line;
}
