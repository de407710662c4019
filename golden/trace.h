/* golden/trace.h -- the binary event trace: record types (the in-memory form of
 * docs/trace-format.md) and the writer. The reader is trace_read.h.
 *
 * One format for both producers: the golden model (`pws sim --trace`, where a "cycle" is a count
 * of retired instructions) and the RTL co-simulation (real clock cycles). A trace is a gzip
 * stream of little-endian, fixed-width records, each framed by a type byte and a payload length
 * so that a reader can skip what it does not know; docs/trace-format.md gives every byte.
 *
 * Writing: trace_create() writes the magic and the header record; then the producer calls
 * trace_write() (or trace_event(), which turns one golden_event into its records) as things
 * happen, in non-decreasing cycle order; trace_close() ends the trace with a kernel-end record
 * if none was written, flushes and closes. The first write error is reported once (diag) and
 * later writes are dropped, so a producer never has to check each call: trace_close() returns
 * the error. trace_close() on every exit path (pass, error, watchdog, signal) is what makes the
 * file complete; a trace cut off by a kill is still readable up to the last whole record. */
#ifndef PWS_TRACE_H
#define PWS_TRACE_H

#include <stddef.h>
#include <stdint.h>

#include "event.h"

#define TRACE_MAGIC "PWSTRACE"     /* the first 8 bytes of the uncompressed stream */
#define TRACE_VERSION_MAJOR 1u     /* incompatible change: readers refuse another major */
#define TRACE_VERSION_MINOR 0u     /* compatible addition (new record type, appended fields) */

typedef enum {   /* record type byte; values are part of the format, never reuse one */
    TRACE_HEADER = 0x01,
    TRACE_KERNEL_START = 0x02,
    TRACE_KERNEL_END = 0x03,
    TRACE_WG_DISPATCH = 0x04,
    TRACE_WAVE_START = 0x05,
    TRACE_WAVE_END = 0x06,
    TRACE_RETIRE = 0x07,
    TRACE_MEM_REQ = 0x08,
    TRACE_MEM_RESP = 0x09,
    TRACE_SPLIT = 0x0a,
    TRACE_MERGE = 0x0b,
    TRACE_BARRIER_ARRIVE = 0x0c,
    TRACE_BARRIER_RELEASE = 0x0d,
    TRACE_UNKNOWN = 0x100,   /* reader only: a record of a newer minor version, skipped */
} trace_type;

typedef enum { TRACE_PRODUCER_GOLDEN = 0, TRACE_PRODUCER_RTL = 1 } trace_producer;

typedef enum {   /* kernel-end status: how the run ended */
    TRACE_END_OK = 0,         /* every workgroup finished */
    TRACE_END_ERROR = 1,      /* a run-time error of the kernel (or the model) stopped it */
    TRACE_END_MISMATCH = 2,   /* lockstep comparison failed */
    TRACE_END_LIMIT = 3,      /* instruction or cycle limit (watchdog) */
    TRACE_END_SIGNAL = 4,     /* interrupted */
} trace_end_status;

typedef enum { TRACE_SPLIT_NULL = 0, TRACE_SPLIT_PWS = 1, TRACE_SPLIT_DWS = 2 } trace_split_kind;

#define TRACE_NO_UNIT 0xffu   /* child of a null split, freed unit of a no-op merge */
#define TRACE_NO_LANE 0xffu   /* memory request not tied to one lane (RTL port) */

/* Retire flags (trace_retire.flags): the EV_* bits of event.h, with the same values so that the
 * golden producer copies them; the format fixes these values (docs/trace-format.md). */
enum {
    TRACE_RF_SGPR = 1u << 0, TRACE_RF_VGPR = 1u << 1, TRACE_RF_EXEC = 1u << 2,
    TRACE_RF_VCC = 1u << 3, TRACE_RF_SCC = 1u << 4, TRACE_RF_M0 = 1u << 5,
    TRACE_RF_MODE = 1u << 6, TRACE_RF_MEM_RD = 1u << 7, TRACE_RF_MEM_WR = 1u << 8,
    TRACE_RF_SPLIT = 1u << 9, TRACE_RF_MERGE = 1u << 10, TRACE_RF_BRANCH = 1u << 11,
    TRACE_RF_END = 1u << 12, TRACE_RF_BARRIER = 1u << 13,
    TRACE_RF_ALL = (1u << 14) - 1,
};

#define TRACE_MAX_NAME 255u       /* kernel name bytes */
#define TRACE_MAX_DATA 16u        /* data dwords of one memory request or response */

/* Run configuration, kernel and code image: the header record. */
typedef struct trace_header {
    unsigned version_major, version_minor;   /* filled by the reader; the writer writes its own */
    trace_producer producer;
    unsigned split;          /* 0 none, 1 dws, 2 pws (split_mode values) */
    unsigned wave, lanes;    /* wavefront size; lanes per SIMD (golden: = wave) */
    unsigned cus, simds, spsimds, contexts;   /* contexts: WF contexts per SIMD */
    unsigned mem_latency;    /* cycles (golden: 0) */
    uint32_t grid[3], wg[3];
    uint32_t entry;          /* byte offset of the kernel's first instruction in code */
    char name[TRACE_MAX_NAME + 1];
    const uint32_t *code;    /* ncode dwords; writer: borrowed for the call; reader: owned by
                                the reader, valid until the next trace_read_next or close */
    size_t ncode;
} trace_header;

/* The wave of a record that belongs to no wavefront (the RTL's memory port records:
 * docs/trace-format.md); printed as 0xffffffff. */
#define TRACE_NO_WAVE 0xffffffffu

/* Where a record happened: every record that belongs to one context has these. */
typedef struct trace_where {
    unsigned cu, simd;
    unsigned unit;           /* 0 = the SIMD's WF context, k = SpSIMD k */
    unsigned ctx;            /* context ID (WF context slot) */
    uint32_t wave;           /* wavefront number in the dispatch */
} trace_where;

typedef struct trace_retire {
    uint32_t swf;            /* producer's id of the context (golden: its wave id) */
    uint32_t pc, next_pc;
    uint32_t word[3];
    unsigned nwords;
    uint32_t flags;          /* TRACE_RF_* */
    uint64_t exec, vcc, split_mask;   /* state after the instruction */
    uint32_t m0, mode;
    unsigned scc;
    unsigned sgpr_base, sgpr_count;   /* SGPR write: operand codes base .. base+count-1 */
    uint32_t sgpr[EV_MAX_SDWORDS];
    unsigned vgpr_base, vgpr_count;   /* VGPR write: v[base .. base+count-1], lanes vgpr_mask */
    uint64_t vgpr_mask;
    uint32_t vgpr[EV_MAX_VDWORDS][EV_MAX_LANES];   /* [dword][lane]; lanes outside the mask: 0 */
} trace_retire;

typedef struct trace_mem {   /* request (TRACE_MEM_REQ) or response (TRACE_MEM_RESP) */
    uint32_t tag;            /* pairs a response with its request (producer's numbering) */
    unsigned space;          /* ev_space: 0 global, 1 LDS, 2 kernarg */
    unsigned write, read;    /* request: 1/0 each (an atomic is both) */
    unsigned lane;           /* request: lane, or TRACE_NO_LANE */
    uint64_t addr;           /* request: byte address */
    unsigned size;           /* request: bytes from addr (RTL 1, 2, 4; golden 4 * dwords) */
    unsigned byte_en;        /* request: bit i = byte i of the access is accessed */
    unsigned ndata;          /* data dwords: request = write data, response = read data */
    uint32_t data[TRACE_MAX_DATA];
} trace_mem;

typedef struct trace_split {   /* the splitting (parent) SWF is the record's where.unit */
    unsigned child_unit;                /* TRACE_NO_UNIT for a null split */
    trace_split_kind kind;
    uint64_t parent_mask, child_mask;   /* split masks after the split (child 0 if null) */
} trace_split;

typedef struct trace_merge {   /* the surviving (target) SWF is the record's where.unit */
    unsigned freed_unit;                /* TRACE_NO_UNIT for a no-op (null-split) merge */
    uint64_t mask;                      /* the target's split mask after the merge */
    uint64_t freed_mask;                /* the freed SWF's mask before the merge (0 if no-op) */
} trace_merge;

typedef struct trace_wg {
    uint32_t id;              /* linear workgroup id */
    uint32_t xyz[3];
    unsigned cu, nwaves;
} trace_wg;

/* One record: type selects the member of the union (header: h; wg dispatch: wg; retire: r;
 * mem req/resp: mem; split: split; merge: merge; kernel end: end_status; wave start/end,
 * barrier arrive: wg_id; barrier release: wg_id (where unused)). */
typedef struct trace_rec {
    trace_type type;
    unsigned raw_type;        /* the type byte as read (reader; TRACE_UNKNOWN records) */
    uint64_t offset;          /* byte offset of the record in the uncompressed stream (reader) */
    uint32_t length;          /* payload bytes (reader) */
    uint64_t cycle;
    trace_where w;
    uint32_t wg_id;
    trace_end_status end_status;
    union {
        trace_header h;
        trace_wg wg;
        trace_retire r;
        trace_mem mem;
        trace_split split;
        trace_merge merge;
    } u;
} trace_rec;

/* ---- Writer ---------------------------------------------------------------------------------- */

typedef struct trace_writer trace_writer;

/* Creates path (gzip, fast compression), writes the magic and the header record h (its
 * version fields are ignored: the writer's own are written). Returns an owned writer (close it
 * with trace_close), or NULL after reporting PWS_EIO / PWS_ENOMEM / PWS_ERANGE (name or code
 * image too long for the format). */
trace_writer *trace_create(const char *path, const trace_header *h);

/* Appends record r (any type but TRACE_HEADER / TRACE_UNKNOWN; fields not used by its type
 * are ignored). Counts above their field's width are clamped to the format's maxima. Returns 0,
 * or PWS_EIO after the first failed write (reported once; later calls do nothing and return
 * PWS_EIO). NULL t is fine (returns 0): a producer can call it unconditionally. */
int trace_write(trace_writer *t, const trace_rec *r);

/* Which records trace_event derives from one golden_event (bits for its `what` argument). */
enum {
    TRACE_EV_REGS = 1u << 0,     /* register values in the retire record (else flags only) */
    TRACE_EV_MEM = 1u << 1,      /* memory request/response per lane (golden's view of memory) */
    TRACE_EV_SPLIT = 1u << 2,    /* split and merge records */
    TRACE_EV_BARRIER = 1u << 3,  /* barrier arrive record */
};

/* Writes the retire record of ev at cycle, located at (cu, simd, unit ev->spsimd, ctx ev->ctx,
 * wave ev->wf, swf ev->wave), followed, per `what`, by the records derived from it: memory
 * requests and responses (one per lane, tags from the writer's counter), split or merge (kind
 * from split_mode: a real split is dws under dws, else pws), barrier arrive (wg_id = wg). All at
 * the same cycle. The cosim harness passes the golden event of a matched commit and its own
 * cycle and leaves out TRACE_EV_MEM (its memory port writes real requests). Returns as
 * trace_write. */
int trace_event(trace_writer *t, uint64_t cycle, unsigned cu, unsigned simd, uint32_t wg,
                unsigned split_mode, const golden_event *ev, unsigned what);

/* Flushes everything written so far to the file (a gzip sync point), so that a reader sees it
 * even if the process is then killed. Costs some compression: call it rarely (e.g. when a
 * watchdog fires). Returns as trace_write. */
int trace_flush(trace_writer *t);

/* Writes a kernel-end record (cycle, status) unless one was written, flushes, closes and frees
 * *t, and sets *t to NULL. Returns 0, or PWS_EIO (reported once) if any write failed. Idempotent:
 * with *t == NULL (already closed, or never opened) it does nothing and returns 0, so every exit
 * path of a producer can call it. */
int trace_close(trace_writer **t, uint64_t cycle, trace_end_status status);

/* Number of records written so far (header included). */
uint64_t trace_count(const trace_writer *t);

/* Names used by the text form and docs: "retire", "split" ...; "unknown" for others. */
const char *trace_type_name(trace_type type);

#endif
