/* wcet/ilp.c -- see ilp.h. Rows are collected here and handed to lp_solve in one go at solve or
 * write time, because lp_solve's row mode must be switched off before anything else is asked of
 * the model, and building it late keeps that rule in one place. */
#include "ilp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lpsolve/lp_lib.h>

#include "diag.h"
#include "pws_err.h"

typedef struct row {
    int n;
    int *cols;      /* 1-based for lp_solve */
    double *coef;
    int rel;
    double rhs;
} row;

struct ilp {
    int ncols;
    char **names;
    row *rows;
    int nrows, cap;
    double *obj;    /* ncols + 1, [0] unused (lp_solve's row 0 layout) */
    lprec *lp;
    char *hint;     /* what infeasibility means (ilp_set_infeasible_hint), or NULL */
};

ilp *ilp_new(int ncols)
{
    ilp *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->ncols = ncols;
    p->names = calloc((size_t)ncols + 1, sizeof *p->names);
    p->obj = calloc((size_t)ncols + 1, sizeof *p->obj);
    if (!p->names || !p->obj) {
        ilp_free(p);
        return NULL;
    }
    return p;
}

void ilp_free(ilp *p)
{
    if (!p)
        return;
    for (int i = 0; i < p->nrows; i++)
        free(p->rows[i].cols), free(p->rows[i].coef);
    free(p->rows);
    if (p->names)
        for (int i = 0; i < p->ncols; i++)
            free(p->names[i]);
    free(p->names);
    free(p->obj);
    free(p->hint);
    if (p->lp)
        delete_lp(p->lp);
    free(p);
}

int ilp_set_name(ilp *p, int col, const char *name)
{
    free(p->names[col]);
    p->names[col] = strdup(name);
    return p->names[col] ? 0 : PWS_ENOMEM;
}

int ilp_add_row(ilp *p, int n, const int *cols, const double *coef, ilp_rel rel, double rhs)
{
    if (p->nrows == p->cap) {
        int nc = p->cap ? 2 * p->cap : 32;
        row *r = realloc(p->rows, (size_t)nc * sizeof *r);
        if (!r)
            return PWS_ENOMEM;
        p->rows = r;
        p->cap = nc;
    }
    row *r = &p->rows[p->nrows];
    r->cols = malloc(((size_t)n + 1) * sizeof *r->cols);
    r->coef = malloc(((size_t)n + 1) * sizeof *r->coef);
    if (!r->cols || !r->coef) {
        free(r->cols), free(r->coef);
        return PWS_ENOMEM;
    }
    for (int i = 0; i < n; i++) {
        r->cols[i] = cols[i] + 1;
        r->coef[i] = coef[i];
    }
    r->n = n;
    r->rel = rel == ILP_LE ? LE : rel == ILP_GE ? GE : EQ;
    r->rhs = rhs;
    p->nrows++;
    return 0;
}

int ilp_set_objective(ilp *p, const double *coef)
{
    memcpy(p->obj + 1, coef, (size_t)p->ncols * sizeof *coef);
    return 0;
}

static int build(ilp *p)
{
    if (p->lp)
        return 0;
    p->lp = make_lp(0, p->ncols);
    if (!p->lp)
        return PWS_ENOMEM;
    set_verbose(p->lp, NEUTRAL);
    set_add_rowmode(p->lp, TRUE);
    for (int i = 0; i < p->nrows; i++) {
        row *r = &p->rows[i];
        if (!add_constraintex(p->lp, r->n, r->coef, r->cols, r->rel, r->rhs))
            return PWS_ENOMEM;
    }
    set_add_rowmode(p->lp, FALSE);
    set_obj_fn(p->lp, p->obj);
    set_maxim(p->lp);
    for (int c = 0; c < p->ncols; c++) {
        set_int(p->lp, c + 1, TRUE);
        if (p->names[c])
            set_col_name(p->lp, c + 1, p->names[c]);
    }
    return 0;
}

int ilp_set_infeasible_hint(ilp *p, const char *hint)
{
    free(p->hint);
    p->hint = hint ? strdup(hint) : NULL;
    return hint && !p->hint ? PWS_ENOMEM : 0;
}

static int status_error(const ilp *p, const char *where, int st)
{
    const char *why = st == INFEASIBLE ? "infeasible" : st == UNBOUNDED ? "unbounded" : NULL;
    if (st == INFEASIBLE && p && p->hint)
        return diag_at(where, PWS_ERANGE, "the ILP is infeasible: %s", p->hint);
    if (why)
        return diag_at(where, PWS_ERANGE, "the ILP is %s", why);
    return diag_at(where, PWS_ERANGE, "the ILP was not solved (lp_solve status %d)", st);
}

int ilp_solve(ilp *p, const char *where, double *obj, double *x)
{
    int rc = build(p);
    if (rc)
        return rc;
    int st = solve(p->lp);
    if (st != OPTIMAL)
        return status_error(p, where, st);
    *obj = get_objective(p->lp);
    get_variables(p->lp, x);
    return 0;
}

int ilp_write_lp(ilp *p, const char *path)
{
    int rc = build(p);
    if (rc)
        return rc;
    diag_loc l = { path, 0 };
    if (!write_lp(p->lp, (char *)path))
        return diag(&l, PWS_EIO, "cannot write the lp model");
    return 0;
}

int ilp_resolve_file(const char *path, double *obj)
{
    diag_loc l = { path, 0 };
    FILE *f = fopen(path, "r");
    if (!f)
        return diag(&l, PWS_EIO, "cannot open the lp model");
    lprec *lp = read_lp(f, NEUTRAL, NULL);
    fclose(f);
    if (!lp)
        return diag(&l, PWS_EPARSE, "lp_solve cannot read the model");
    set_verbose(lp, NEUTRAL);
    int st = solve(lp);
    int rc = st == OPTIMAL ? 0 : status_error(NULL, path, st);
    if (!rc)
        *obj = get_objective(lp);
    delete_lp(lp);
    return rc;
}
