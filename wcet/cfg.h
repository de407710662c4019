/* wcet/cfg.h -- the control-flow graph of one kernel, with the PWS paper's branch serialization
 * blocks (BSBs) and the functions of its Sec. 4.2: SuccBB(u), BSB(u), Reconv(u), Parent(u)
 * (Definition 4.1), a topological order, dominators, post-dominators and natural loops.
 * Spec: docs/wcet.md "The CFG".
 *
 * A graph comes either from an assembled kernel (cfg_build: blocks, kinds and marks are read from
 * the code) or is built by hand (cfg_new + cfg_add_block + fields + cfg_finish), which is how the
 * unit tests rebuild the paper's Figure 8. Either way cfg_finish derives everything below the
 * "derived" line; nothing else writes those fields.
 *
 * Blocks are numbered 0..nblocks-1; "no block" is -1. Reconv(u) may be the virtual exit (the
 * paths only meet at the end of the program): reconv = CFG_EXIT. */
#ifndef PWS_WCET_CFG_H
#define PWS_WCET_CFG_H

#include <stdint.h>
#include <stdio.h>

#include "isa.h"
#include "kernel.h"

#define CFG_NONE (-1)
#define CFG_EXIT (-2)   /* the virtual exit node after every s_endpgm */

typedef enum {
    CFG_PLAIN,    /* any block that is neither of the two below */
    CFG_BRANCH,   /* a divergent branch: s_and_saveexec_b64 ... s_cbranch_execz (paper: B) */
    CFG_BSB,      /* a branch serialization block: s_or_saveexec_b64 / s_xor_b64 exec /
                     s_cbranch_execz, the start of the else part (paper: L, square nodes) */
} cfg_kind;

typedef enum {
    CFG_EDGE_FALL,    /* fall-through to the next instruction */
    CFG_EDGE_TAKEN,   /* branch taken */
    CFG_EDGE_ENTRY,   /* the kernel is entered once: from = CFG_NONE, to = entry */
    CFG_EDGE_EXIT,    /* s_endpgm: to = CFG_EXIT */
} cfg_edge_kind;

typedef struct cfg_edge {
    int from, to;
    cfg_edge_kind kind;
    uint8_t back;     /* derived: a loop's back edge (its target dominates its source) */
} cfg_edge;

typedef struct cfg_insn {
    uint32_t pc;      /* byte address in the kernel's code image */
    isa_op op;
    unsigned line;    /* source line, 0 if unknown */
} cfg_insn;

typedef struct cfg_block {
    char name[64];        /* the label at its first instruction, else "pc_0x<hex>" */
    cfg_kind kind;
    uint8_t split_marked; /* an s_split is executed in this block before its branch (PWS mark) */
    uint8_t mode_marked;  /* MODE bit 21 is 1 at its branch on every path (DWS mark, thesis) */
    uint8_t mode_may;     /* MODE bit 21 may be 1 at its execz/execnz branch (on some path;
                             set wherever mode_marked is): a DWS split may happen there */
    uint8_t is_exit;      /* ends with s_endpgm */
    int fall, taken;      /* successors (CFG_NONE if absent) */
    unsigned first, ninsn;/* its instructions: insns[first .. first+ninsn) (0, 0 if hand-built) */
    /* ---- derived by cfg_finish ---- */
    int succbb;           /* SuccBB(u): the next block on u's own path (first of the then part) */
    int bsb;              /* BSB(u) for a branch with an else part, else CFG_NONE */
    int reconv;           /* Reconv(u) for branches and BSBs (block, or CFG_EXIT), else CFG_NONE */
    int parent;           /* Parent(u) of Definition 4.1, CFG_NONE for the paper's "0" */
    int topo;             /* position in cfg.order */
    int idom, ipdom;      /* immediate (post-)dominator; CFG_NONE for the entry, CFG_EXIT */
    int loop;             /* innermost natural loop containing the block, CFG_NONE if none */
} cfg_block;

typedef struct cfg_loop {
    int header;
    int parent;           /* enclosing loop, CFG_NONE if outermost */
    uint8_t *body;        /* body[b] = 1 if block b is in the loop (owned, nblocks entries) */
} cfg_loop;

typedef struct cfg {
    char *file;           /* source name for diagnostics (owned) */
    cfg_block *blocks;    /* owned */
    int nblocks, cap;
    cfg_insn *insns;      /* owned; NULL for hand-built graphs */
    unsigned ninsns;
    cfg_edge *edges;      /* derived, owned: entry edge, block edges, exit edges */
    int nedges;
    int entry;            /* block 0 */
    int *order;           /* derived, owned: blocks in topological order (back edges ignored) */
    cfg_loop *loops;      /* derived, owned, outer loops before inner ones */
    int nloops;
    struct cfg_label *labels;   /* owned, NULL for hand-built graphs: every .text label of the
                                 * kernel, so that a block started by two labels is found by
                                 * either (cfg_find) */
    unsigned nlabels;
} cfg;

/* ---- Building ------------------------------------------------------------------------------ */

/* An empty graph; file names it in messages (copied). Owned: free with cfg_free. NULL on OOM. */
cfg *cfg_new(const char *file);

/* Frees g and everything it owns; NULL is fine. */
void cfg_free(cfg *g);

/* Appends a plain block with no successors, named name; returns its index or PWS_ENOMEM. The
 * caller sets kind, marks, fall, taken and is_exit before cfg_finish. Block 0 is the entry. */
int cfg_add_block(cfg *g, const char *name);

/* Checks the graph and derives edges, dominators, loops, the topological order and the paper's
 * functions. A branch node or BSB that does not have the paper's shape (its taken edge closes a
 * loop; a BSB no branch node jumps to) is demoted to CFG_PLAIN, which is always safe. Returns 0,
 * or reports one line and returns PWS_EPARSE for: no blocks, a successor out of range, a block
 * with no successor that is not an exit, a block unreachable from the entry, a block that cannot
 * reach an exit, irreducible control flow (a cycle entered other than through its header). */
int cfg_finish(cfg *g);

/* Label of a code address, supplied by whoever assembled the kernel (wcet/kload.h). */
typedef struct cfg_label {
    char name[64];
    uint32_t addr;
} cfg_label;

/* Builds the CFG of kernel k from its entry: the instructions reachable from it, cut into basic
 * blocks at the entry, branch targets and after branches and s_endpgm; kinds from the clang
 * patterns of docs/wcet.md; marks from s_split and MODE bit 21. labels (borrowed, may be NULL)
 * name blocks. Returns 0 and an owned graph, or reports and returns PWS_EPARSE (indirect branch,
 * undecodable word, code running off the image, any cfg_finish error) / PWS_ENOMEM. */
int cfg_build(const kernel *k, const cfg_label *labels, unsigned nlabels, cfg **out);

/* ---- Queries ------------------------------------------------------------------------------- */

/* The block named name ("label", or "pc_0x1c" / "0x1c" for the block starting at that address),
 * or CFG_NONE. A block is named by the first label at its start; any other label there (two
 * labels on one line, or on consecutive lines) finds it too. */
int cfg_find(const cfg *g, const char *name);

/* Is block b in set B of the paper (branch nodes and BSBs)? */
static inline int cfg_in_b(const cfg *g, int b) { return g->blocks[b].kind != CFG_PLAIN; }

/* Index of the edge from -> to of the given kind, or CFG_NONE. */
int cfg_edge_index(const cfg *g, int from, int to, cfg_edge_kind kind);

/* Does block a dominate block b? */
int cfg_dominates(const cfg *g, int a, int b);

/* Innermost loop containing b whose header is h, i.e. is b in the loop headed by h? */
int cfg_in_loop_of(const cfg *g, int header, int b);

/* ---- Output -------------------------------------------------------------------------------- */

/* Marks for the DOT picture: removed[e] = 1 draws edge e dashed grey (pruned), worst[e] = 1 bold
 * red (on the worst path); either may be NULL. */
typedef struct cfg_dot_marks {
    const uint8_t *removed;
    const uint8_t *worst;
    const uint64_t *cost;    /* per block, printed in the node if non-NULL */
} cfg_dot_marks;

/* Text dump: one line per block in topological order with kind, successors, SuccBB, BSB, Reconv,
 * Parent, marks and loop; then the loops. Returns 0 or PWS_EIO. */
int cfg_write_text(const cfg *g, FILE *f);

/* Graphviz DOT: branches as diamonds, BSBs as squares (the paper's Fig. 7), marked branches
 * filled orange (Fig. 8). Returns 0 or PWS_EIO. */
int cfg_write_dot(const cfg *g, const cfg_dot_marks *m, FILE *f);

/* Printable name of a block index, CFG_EXIT ("exit") or CFG_NONE ("-"). Borrowed from g. */
const char *cfg_name(const cfg *g, int b);

#endif
