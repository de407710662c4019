/* golden/json_doc.h -- a JSON document read strictly: the input is one JSON value and nothing
 * else (white space around it; no text after it, no NUL byte inside it), and no object names a
 * key twice. cJSON alone takes the first value of "{...}garbage" and keeps both of two equal
 * keys, so a configuration or a timing model with a typo would be read as something else. */
#ifndef PWS_JSON_DOC_H
#define PWS_JSON_DOC_H

#include <stddef.h>

#include <cjson/cJSON.h>

/* Parses the n bytes at text (text[n] must be 0). On success *out is the root (owned:
 * cJSON_Delete) and 0 is returned. Else *out is NULL, *offset is the byte offset of the fault,
 * *why says what it is ("invalid JSON", "a NUL byte", "text after the JSON value", or "key \"K\"
 * given twice", why_len bytes at most) and PWS_EPARSE is returned, or PWS_ENOMEM. */
int json_doc_parse(const char *text, size_t n, cJSON **out, size_t *offset, char *why,
                   size_t why_len);

/* The 1-based line of byte offset in text (for a message naming file:line). */
unsigned json_doc_line(const char *text, size_t offset);

#endif
