/* wcet/ilp.h -- a small integer linear program, solved by lp_solve 5.5 (the only file that sees
 * lp_solve is ilp.c, STYLE.md section 2). Variables are non-negative integers 0..ncols-1. */
#ifndef PWS_WCET_ILP_H
#define PWS_WCET_ILP_H

typedef struct ilp ilp;

typedef enum { ILP_LE, ILP_GE, ILP_EQ } ilp_rel;

/* A maximisation problem with ncols integer variables >= 0 and no rows. Owned (ilp_free); NULL
 * on OOM. */
ilp *ilp_new(int ncols);

/* Frees p; NULL is fine. */
void ilp_free(ilp *p);

/* Names column col in the lp file (copied). Returns 0 or PWS_ENOMEM. */
int ilp_set_name(ilp *p, int col, const char *name);

/* Adds sum(coef[i] * x[cols[i]]) REL rhs. Returns 0 or PWS_ENOMEM. */
int ilp_add_row(ilp *p, int n, const int *cols, const double *coef, ilp_rel rel, double rhs);

/* Sets the objective to maximise (dense, ncols coefficients, borrowed for the call). */
int ilp_set_objective(ilp *p, const double *coef);

/* What an infeasible model means to the caller (copied; NULL clears it): ilp_solve's message
 * then says "the ILP is infeasible: HINT". Returns 0 or PWS_ENOMEM. */
int ilp_set_infeasible_hint(ilp *p, const char *hint);

/* Solves. Returns 0 with *obj and x[0..ncols) set; or PWS_ERANGE after reporting "error: the
 * ILP is infeasible" (with the hint, if one was set) / "... unbounded" / "... not solved
 * (lp_solve status N)" prefixed by where (borrowed; names the model in the message). */
int ilp_solve(ilp *p, const char *where, double *obj, double *x);

/* Writes the model in lp_solve's lp format. Returns 0 or PWS_EIO (reported, naming path). */
int ilp_write_lp(ilp *p, const char *path);

/* Reads an lp-format model from path and solves it from scratch (an independent re-solve of a
 * written model). Returns 0 and *obj, or PWS_EIO / PWS_EPARSE / PWS_ERANGE after reporting. */
int ilp_resolve_file(const char *path, double *obj);

#endif
