/* golden/trace_read.h -- reading a binary event trace (docs/trace-format.md).
 *
 *     trace_reader *r = trace_read_open("t.gz");          // checks magic, version, header
 *     trace_rec rec;
 *     while ((rc = trace_read_next(r, &rec)) == 1) ...     // one record at a time
 *     trace_read_close(r);
 *
 * Errors name the file and the byte offset in the uncompressed stream:
 * "t.gz: offset 1234: error: unknown record type 0x17". A trace that ends early (a producer
 * killed between two records, or inside one) is not an error: every whole record before the
 * cut is returned, then the reader warns "t.gz: offset N: warning: truncated ..." once and
 * trace_read_truncated() says so. Records of a newer minor version are returned as
 * TRACE_UNKNOWN (skipped); an unknown type in a trace of a version this reader implements
 * fully is corruption, and an error. */
#ifndef PWS_TRACE_READ_H
#define PWS_TRACE_READ_H

#include "trace.h"

typedef struct trace_reader trace_reader;

/* Opens path (gzip or plain), reads the magic and the header record. Returns an owned reader
 * (trace_read_close), or NULL after reporting: PWS_EIO (cannot open), PWS_EPARSE ("bad magic",
 * "unsupported format version", a header that is not the first record or is malformed, a file
 * cut inside the header), PWS_ENOMEM. */
trace_reader *trace_read_open(const char *path);

/* The header (borrowed until trace_read_close; its code image too). */
const trace_header *trace_read_header(const trace_reader *r);

/* Reads the next record into *rec. Returns 1 (a record), 0 (end of the trace: after the last
 * record, complete or truncated), or PWS_EPARSE / PWS_EIO / PWS_ENOMEM after reporting (an
 * unknown record type, a record too short for its type or with counts that do not fit it, a
 * second header, a read error). After 0 or an error, further calls return the same. */
int trace_read_next(trace_reader *r, trace_rec *rec);

/* 1 if the end was reached without a kernel-end record or inside a record, else 0. */
int trace_read_truncated(const trace_reader *r);

/* For a caller that refuses a cut trace: the reader does not warn of the cut, and
 * trace_read_truncation() says where it is ("offset N: it ends inside a record"), NULL while the
 * trace is not known to be cut, so that the caller's refusal is the one line that says it. */
void trace_read_quiet_truncation(trace_reader *r);
const char *trace_read_truncation(const trace_reader *r);

/* Byte offset (uncompressed) of the next record. */
uint64_t trace_read_offset(const trace_reader *r);

/* The file name given to trace_read_open (borrowed until close). */
const char *trace_read_path(const trace_reader *r);

void trace_read_close(trace_reader *r);   /* NULL is fine */

#endif
