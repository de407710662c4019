/* fpga/cmd_area.c -- `pws sweep --area`: one configuration synthesized under --split none
 * (S = 0) and dws and pws per S, the cells side by side with the overhead over none, and a
 * per-module breakdown (VRF, SRF, split state, split control, VALU, SALU, decoder, arbiters,
 * rest). Spec: docs/sweep.md "Area sweep".
 *
 * Each point is this binary's own `pws synth` in a child process, not synth_flow.c called in
 * place: the cache check, the yosys script, the run and the report of a point are then exactly
 * those of `pws synth` (a point of a sweep and a hand-run pws synth of the same configuration
 * share build/synth/<hash>/ both ways), each point's output lands in its own log, and running
 * points in parallel is a matter of waiting for children (yosys is a child process anyway, so
 * the extra process costs nothing). The breakdown needs the instance hierarchy, which the
 * JSON report flattens into a tree of first parents, so the sweep re-reads the point's
 * stat.json from the cache directory the child names on its first line.
 *
 * Exit status: 0 every point synthesized (also one larger than the target's reference device:
 * pws synth's exit 3 then, but its numbers are the point of an area sweep; the row is marked);
 * 2 usage (bad flag, range or configuration);
 * 3 an unknown target, yosys missing, or a point that failed (the others still run). */
#include "area.h"
#include "cfg.h"
#include "diag.h"
#include "file_read.h"
#include "proc.h"
#include "pws_err.h"
#include "sweep.h"
#include "synth_flow.h"
#include "synth_report.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define WHERE "pws sweep"

static const char usage_text[] =
    "usage: pws sweep --area [--spsimds LIST|A..B] [--modes LIST] [--target T]\n"
    "                 [generator flags | --config FILE] [--jobs N] [-o DIR]\n"
    "\n"
    "Synthesizes one configuration (pws synth, one yosys run per point, cached in\n"
    "build/synth/<hash>/) under each machine: --modes (default none,dws,pws) times --spsimds\n"
    "(default 1,3,7; a range 0..7 is allowed; none runs once, with S = 0), at most --jobs at a\n"
    "time (default: the number of online cores). Prints LUTs, flip-flops, carry cells, block\n"
    "RAMs, DSPs and the LUT overhead over none per point; -o DIR also writes DIR/area.csv, the\n"
    "per-module breakdown DIR/area_modules.csv, and each point's pws synth reports and log in\n"
    "DIR/points/<mode>_s<S>/. --target: generic (default), xilinx7, ecp5 or ice40.\n"
    "Progress goes to stderr, one line per finished point. Exit status: 0 all synthesized,\n"
    "2 usage, 3 unknown target, yosys missing, or a point failed (see its log).\n";

/* One point of the sweep and what its pws synth gave. */
typedef struct point {
    sweep_point p;
    char flags[PWS_CFG_FLAGS_MAX];          /* the configuration's pws gen flags */
    char log[PATH_MAX + 96];
    char outdir[PATH_MAX + 64];
    int pid, rc, ok, cached;
    double yosys_s, wall;
    area_cells cells;
    unsigned ram_modules, ram_failures;
    char note[200];
} point;

/* The value after key in the first line of text that contains it, up to the end of the line or
 * (if stop is not NULL) the first occurrence of stop; into out. 0 if found. */
static int line_field(const char *text, const char *key, const char *stop, char *out, size_t n)
{
    const char *p = strstr(text, key);
    if (!p)
        return -1;
    p += strlen(key);
    size_t k = strcspn(p, "\n");
    if (stop) {
        const char *s = strstr(p, stop);
        if (s && (size_t)(s - p) < k)
            k = (size_t)(s - p);
    }
    snprintf(out, n, "%.*s", (int)k, p);
    return 0;
}

/* The first error line of a point's log (diag's "error:" lines), else its last line. */
static void log_note(const char *text, char *note, size_t n)
{
    const char *e = strstr(text, "error:");
    if (e) {
        while (e > text && e[-1] != '\n')
            e--;
        snprintf(note, n, "%.*s", (int)strcspn(e, "\n"), e);
        return;
    }
    size_t len = strlen(text);
    while (len && text[len - 1] == '\n')
        len--;
    const char *s = text + len;
    while (s > text && s[-1] != '\n')
        s--;
    snprintf(note, n, "%.*s", (int)(text + len - s), s);
}

/* After the point's pws synth exited 0: its cache directory (first line of its log), the
 * stat.json yosys wrote there, read into totals and groups; the yosys time of the point from
 * inputs.digest. Sets ok, or note. */
static void read_point(point *pt, const synth_target *t)
{
    char *text = NULL, line[PATH_MAX + 600], dir[PATH_MAX], top[128], path[PATH_MAX + 64];
    size_t n;
    if (file_read(pt->log, &text, &n)) {
        snprintf(pt->note, sizeof pt->note, "no log %.150s", pt->log);
        return;
    }
    /* "synth: design HASH (FLAGS): top TOP, N Verilog files, in DIR" */
    if (line_field(text, "synth: design ", NULL, line, sizeof line)
        || line_field(line, "): top ", ",", top, sizeof top)
        || line_field(line, " Verilog files, in ", NULL, dir, sizeof dir)) {
        snprintf(pt->note, sizeof pt->note, "pws synth named no design directory");
        free(text);
        return;
    }
    char key[64];
    snprintf(key, sizeof key, "synth: %s: cached", t->name);
    pt->cached = strstr(text, key) != NULL;
    free(text);
    text = NULL;
    snprintf(path, sizeof path, "%s/%s/inputs.digest", dir, t->name);
    diag_set_quiet(1);
    if (!file_read(path, &text, &n) && n > 17)
        pt->yosys_s = atof(text + 16);
    diag_set_quiet(0);
    free(text);
    text = NULL;
    snprintf(path, sizeof path, "%s/%s/stat.json", dir, t->name);
    synth_report *r = NULL;
    if (file_read(path, &text, &n) || synth_report_parse(text, path, t, top, &r)) {
        snprintf(pt->note, sizeof pt->note, "cannot read %.150s", path);
        free(text);
        return;
    }
    free(text);
    for (int k = 0; k < SYNTH_NCLASS; k++)
        pt->cells.total[k] = synth_report_total(r, 0, (synth_class)k);
    synth_report_group_cells(r, area_group_of, NULL, AREA_REST, pt->cells.group, AREA_NGROUPS);
    pt->ram_modules = synth_report_ram_modules(r);
    pt->ram_failures = synth_report_ram_failures(r);
    synth_report_free(r);
    pt->ok = AREA_OK;
}

static int mkdir_p(const char *dir)
{
    char buf[PATH_MAX + 64];
    snprintf(buf, sizeof buf, "%s", dir);
    for (char *s = buf + 1; *s; s++)
        if (*s == '/') {
            *s = '\0';
            if (mkdir(buf, 0777) && errno != EEXIST)
                return -1;
            *s = '/';
        }
    return mkdir(buf, 0777) && errno != EEXIST ? -1 : 0;
}

/* Starts point pt's pws synth; returns its pid or -1. */
static int start_point(const char *self, const synth_target *t, point *pt)
{
    char *av[128], words[sizeof pt->flags];
    int n = 0;
    av[n++] = (char *)self;
    av[n++] = "synth";
    av[n++] = "--target";
    av[n++] = (char *)t->name;
    snprintf(words, sizeof words, "%s", pt->flags);
    for (char *w = strtok(words, " "); w && n < 120; w = strtok(NULL, " "))
        av[n++] = w;
    av[n++] = "-o";
    av[n++] = pt->outdir;
    av[n] = NULL;
    return proc_start(av, pt->log);
}

static int write_file(const char *path, const char *header, const char *body)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(header, f) < 0 || fputs(body, f) < 0 || fclose(f)) {
        if (f)
            fclose(f);
        diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
    }
    return 0;
}

/* Appends text to a growing string *s (NULL on OOM: the caller reports it). */
static void append(char **s, size_t *len, const char *text)
{
    if (!*s)
        return;
    size_t k = strlen(text);
    char *m = realloc(*s, *len + k + 1);
    if (!m) {
        free(*s);
        *s = NULL;
        return;
    }
    memcpy(m + *len, text, k + 1);
    *s = m;
    *len += k;
}

int cmd_sweep_area(int argc, char **argv)
{
    const char *modes = "none,dws,pws", *slist = "1,3,7", *outdir = NULL, *tname = "generic";
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned jobs = ncpu > 0 ? (unsigned)ncpu : 1;
    pws_cfg c;
    pws_cfg_default(&c);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (!strcmp(a, "--area"))
            continue;
        int has = i + 1 < argc;
        const char *v = has ? argv[i + 1] : NULL;
        if (!strcmp(a, "--modes") || !strcmp(a, "--spsimds") || !strcmp(a, "-o")
            || !strcmp(a, "--target") || !strcmp(a, "--jobs") || !strcmp(a, "--config")) {
            if (!has)
                return diag_usage(WHERE, "%s needs a value", a);
            i++;
            if (!strcmp(a, "--modes"))
                modes = v;
            else if (!strcmp(a, "--spsimds"))
                slist = v;
            else if (!strcmp(a, "-o"))
                outdir = v;
            else if (!strcmp(a, "--target"))
                tname = v;
            else if (!strcmp(a, "--config")) {
                if (pws_cfg_read_config(v, &c))
                    return 3;
            } else {
                char *end;
                unsigned long j = strtoul(v, &end, 10);
                if (!*v || *end || j < 1 || j > 64)
                    return diag_usage(WHERE, "bad --jobs '%s': want 1..64", v);
                jobs = (unsigned)j;
            }
        } else if (!strcmp(a, "--split")) {
            return diag_usage(WHERE, "--split is set per point by the sweep; not an option here");
        } else if (!strncmp(a, "--", 2) && a[2]) {
            int used;
            int frc;
            if ((frc = pws_cfg_set_flag(&c, a + 2, v, &used)))
                return pws_cfg_flag_status(frc);
            i += used;
        } else {
            return diag_usage(WHERE, "unexpected argument '%s' (try pws sweep --area --help)", a);
        }
    }
    sweep_point sp[SWEEP_MAX_POINTS];
    char err[160];
    int np = sweep_points(modes, slist, sp, SWEEP_MAX_POINTS, err, sizeof err);
    if (np < 0)
        return diag_usage(WHERE, "%s", err);
    const synth_target *t = synth_target_find(tname);
    if (!t || strchr(tname, ',')) {
        char names[128] = "";
        for (size_t i = 0; i < synth_target_count(); i++) {
            size_t l = strlen(names);
            snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", synth_target_at(i)->name);
        }
        diag_at(WHERE, PWS_EUSAGE, "unknown target '%s' (known: %s; one per sweep)", tname,
                names);
        return 3;
    }
    synth_set_commit_port(&c);   /* as synth_design_generate */
    point *pts = calloc((size_t)np, sizeof *pts);
    if (!pts) {
        diag_at(WHERE, PWS_ENOMEM, "out of memory");
        return 3;
    }
    /* every point's configuration is checked before any yosys runs */
    for (int i = 0; i < np; i++) {
        pws_cfg pc = c;
        pc.split = sp[i].mode == SWEEP_PWS ? PWS_SPLIT_PWS
                   : sp[i].mode == SWEEP_DWS ? PWS_SPLIT_DWS : PWS_SPLIT_NONE;
        pc.spsimds = sp[i].spsimds;
        pts[i].p = sp[i];
        if (pws_cfg_validate(&pc)) {
            free(pts);
            return 2;
        }
        pws_cfg_flags(&pc, pts[i].flags, sizeof pts[i].flags);
    }
    if (!synth_have_tool("yosys")) {
        free(pts);
        diag_at(WHERE, PWS_EIO, "yosys not found on PATH (install it: apt-get install yosys, "
                "or scripts/deps.sh test)");
        return 3;
    }
    char self[PATH_MAX], tmp[PATH_MAX] = "";
    ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
    if (sl <= 0) {
        free(pts);
        diag_at(WHERE, PWS_EIO, "cannot find this program (/proc/self/exe)");
        return 3;
    }
    self[sl] = '\0';
    if (!outdir) {   /* the points' reports and logs still need a place */
        const char *td = getenv("TMPDIR");
        snprintf(tmp, sizeof tmp, "%s/pws-area-XXXXXX", td && *td ? td : "/tmp");
        if (!mkdtemp(tmp)) {
            free(pts);
            diag_at(WHERE, PWS_EIO, "cannot create a temporary directory: %s", strerror(errno));
            return 3;
        }
    }
    const char *base = outdir ? outdir : tmp;
    for (int i = 0; i < np; i++) {
        snprintf(pts[i].outdir, sizeof pts[i].outdir, "%s/points/%s_s%u", base,
                 sweep_mode_name(sp[i].mode), sp[i].spsimds);
        snprintf(pts[i].log, sizeof pts[i].log, "%s/synth.log", pts[i].outdir);
        if (mkdir_p(pts[i].outdir)) {
            diag_at(pts[i].outdir, PWS_EIO, "cannot create: %s", strerror(errno));
            free(pts);
            return 3;
        }
    }
    fprintf(stderr, "area: %d points on %s, up to %u at a time\n", np, t->name, jobs);
    double t0 = proc_wall();
    int next = 0, running = 0, done = 0, failed = 0;
    while (done < np) {
        while (running < (int)jobs && next < np) {
            point *pt = &pts[next++];
            pt->wall = proc_wall();
            if ((pt->pid = start_point(self, t, pt)) < 0) {
                pt->rc = -1;
                snprintf(pt->note, sizeof pt->note, "cannot start pws synth");
                done++;
                failed++;
                fprintf(stderr, "area: [%d/%d] %s S=%u: FAILED: %s\n", done, np,
                        sweep_mode_name(pt->p.mode), pt->p.spsimds, pt->note);
                continue;
            }
            running++;
        }
        if (!running)
            continue;
        int pid, rc = proc_wait_any(&pid);
        point *pt = NULL;
        for (int i = 0; i < np && !pt; i++)
            if (pts[i].pid == pid && pid > 0)
                pt = &pts[i];
        if (!pt) {
            if (pid < 0) {   /* no child left: cannot happen while running > 0 */
                failed += np - done;
                break;
            }
            continue;      /* not one of ours */
        }
        running--;
        done++;
        pt->pid = 0;
        pt->rc = rc;
        pt->wall = proc_wall() - pt->wall;
        /* pws synth's exit 3 after its reports for a design larger than the reference
         * device: the point's numbers are valid (cmd_synth.c prints that error last) */
        char *text = NULL;
        size_t n;
        if (file_read(pt->log, &text, &n))
            text = NULL;
        int too_large = rc == 3 && text && strstr(text, ": error: the design needs ");
        if (rc == 0 || too_large)
            read_point(pt, t);
        if (pt->ok && too_large) {
            pt->ok = AREA_TOO_LARGE;
            log_note(text, pt->note, sizeof pt->note);
        } else if (!pt->ok && text && !pt->note[0])
            log_note(text, pt->note, sizeof pt->note);
        free(text);
        const char *mn = sweep_mode_name(pt->p.mode);
        if (pt->ok && pt->cached)
            fprintf(stderr, "area: [%d/%d] %s S=%u: %lu LUTs (cached; yosys took %.0f s)%s%s\n",
                    done, np, mn, pt->p.spsimds, pt->cells.total[SYNTH_LUT], pt->yosys_s,
                    too_large ? "; " : "", too_large ? pt->note : "");
        else if (pt->ok)
            fprintf(stderr, "area: [%d/%d] %s S=%u: %lu LUTs (yosys %.0f s, %.0f s in all)%s%s\n",
                    done, np, mn, pt->p.spsimds, pt->cells.total[SYNTH_LUT], pt->yosys_s,
                    pt->wall, too_large ? "; " : "", too_large ? pt->note : "");
        else {
            failed++;
            fprintf(stderr, "area: [%d/%d] %s S=%u: FAILED (exit %d): %s (log: %s)\n", done, np,
                    mn, pt->p.spsimds, rc, pt->note, pt->log);
        }
        if (pt->ok && pt->ram_failures)
            fprintf(stderr, "area: %s S=%u: %u of %u RAM modules not in block RAM\n", mn,
                    pt->p.spsimds, pt->ram_failures, pt->ram_modules);
    }
    fprintf(stderr, "area: %d points in %.0f s\n", np, proc_wall() - t0);

    unsigned long base_luts = 0;
    for (int i = 0; i < np; i++)
        if (pts[i].p.mode == SWEEP_NONE && pts[i].ok)
            base_luts = pts[i].cells.total[SYNTH_LUT];
    char line[1024];
    size_t clen = 0, mlen = 0;
    char *csv = calloc(1, 1), *mods = calloc(1, 1);
    area_table_header(line, sizeof line);
    fputs(line, stdout);
    for (int i = 0; i < np; i++) {
        const point *pt = &pts[i];
        const char *mn = sweep_mode_name(pt->p.mode);
        area_table_row(line, sizeof line, mn, pt->p.spsimds, pt->ok, &pt->cells, base_luts);
        fputs(line, stdout);
        area_csv_row(line, sizeof line, mn, pt->p.spsimds, t->name, pt->ok, &pt->cells,
                     base_luts, pt->ok ? pt->yosys_s : -1);
        append(&csv, &clen, line);
        if (pt->ok) {
            area_modules_csv_rows(line, sizeof line, mn, pt->p.spsimds, &pt->cells);
            append(&mods, &mlen, line);
        }
    }
    int status = failed ? 3 : 0;
    if (!csv || !mods) {
        diag_at(WHERE, PWS_ENOMEM, "out of memory");
        status = 3;
    } else if (outdir) {
        char path[PATH_MAX + 32];
        snprintf(path, sizeof path, "%s/area.csv", outdir);
        if (write_file(path, AREA_CSV_HEADER, csv))
            status = 3;
        snprintf(path, sizeof path, "%s/area_modules.csv", outdir);
        if (write_file(path, AREA_MODULES_CSV_HEADER, mods))
            status = 3;
    }
    if (!outdir && !failed) {   /* the temporary directory: each point's files, then itself */
        for (int i = 0; i < np; i++) {
            char path[PATH_MAX + 96];
            const char *names[] = { "synth.log", "synth_generic.json", "synth_generic.csv",
                                    "synth_xilinx7.json", "synth_xilinx7.csv",
                                    "synth_ecp5.json", "synth_ecp5.csv", "synth_ice40.json",
                                    "synth_ice40.csv" };
            for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
                snprintf(path, sizeof path, "%s/%s", pts[i].outdir, names[k]);
                unlink(path);
            }
            rmdir(pts[i].outdir);
        }
        char path[PATH_MAX + 32];
        snprintf(path, sizeof path, "%s/points", tmp);
        rmdir(path);
        rmdir(tmp);
    } else if (!outdir) {
        fprintf(stderr, "pws sweep: the points' logs are kept in %s/points\n", tmp);
    }
    free(csv);
    free(mods);
    free(pts);
    return status;
}
