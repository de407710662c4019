/* cosim/cmd_cosim.c -- `pws cosim` (generate, build and run the per-configuration lockstep model)
 * and cosim_model_main (the main of that model binary). Spec: docs/cosim.md.
 *
 * Why two programs: the pws binary stays C with no Verilator in it (STYLE.md section 2). The
 * model binary = cosim/cosim.c (the harness) + cosim/cosim_shim.cpp + the Verilated RTL, linked
 * with the library objects of this tree; `pws cosim` builds it with make + verilator
 * (cosim/model.mk) into build/cosim/<config hash>/ and runs it as a child process, passing the
 * simulation options through. Exit status (docs/cli.md): 0 lockstep passed, 1 mismatch, 2 usage
 * error, 3 input or tool error (kernel does not assemble, RTL cannot run it, build failed). */
#include "asm.h"
#include "cmds.h"
#include "cosim.h"
#include "diag.h"
#include "gen.h"
#include "emit_cu.h"
#include "file_read.h"
#include "sim_args.h"
#include "proc.h"
#include "pws_err.h"

#include "flowfacts.h"
#include "wcet_check.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char usage_text[] =
    "usage: pws cosim KERNEL.s [generator flags] --grid X[,Y,Z] --wg X[,Y,Z] [--arg V]...\n"
    "                 [--out INDEX=FILE]... [--kernel NAME] [--max-cycles N] [--fst FILE]\n"
    "                 [--drop-mem-response N] [--trace FILE.gz] [--seed N --mem-jitter J]\n"
    "                 [--flow-facts FILE] [--no-bound] [--no-check] [--systemc]\n"
    "\n"
    "Generates the RTL for the configuration (flags as pws gen: --simds, --contexts, --wave,\n"
    "--lanes, --sgprs, --mem-latency, --split, --spsimds, ...; or --config FILE), builds its\n"
    "Verilator model into build/cosim/<hash>/ (once per configuration and generator), and runs\n"
    "KERNEL.s on it in lockstep with the golden model: every retired instruction is compared.\n"
    "The first difference stops the run with a report. --grid/--wg/--arg/--out/--kernel are as\n"
    "in pws sim (--out writes the RTL's memory). --max-cycles N: watchdog (default 10000000).\n"
    "--fst FILE: an FST waveform of the whole design, every clock edge, written on every exit\n"
    "(uses a separately built and cached tracing model, build/cosim/<hash of config + fst>/).\n"
    "SIGINT/SIGTERM stop the run with exit 3, the waveform closed; during the model's build\n"
    "they stop the build (its make and compilers) first, and its lock is freed after.\n"
    "Every retire is also checked against the timing model (pws_timing.json); a violation is\n"
    "exit 1 like a mismatch. After a passing run the kernel's static WCET bound on this\n"
    "configuration (pws wcet) is computed and the observed cycles must stay within it (with\n"
    "--trace, every observed segment too): else exit 1. Loops need bounds: --flow-facts FILE,\n"
    "else KERNEL.ff beside the kernel if it exists; --no-bound skips the check.\n"
    "--drop-mem-response N (fault injection): the harness swallows the\n"
    "Nth memory response, which must end in the deadlock report.\n"
    "--trace FILE.gz: the binary event trace (docs/trace-format.md; pws trace prints it), closed\n"
    "on every exit with how the run ended. --mem-jitter J: each memory response comes after\n"
    "--mem-latency + j cycles, j uniform in [0, J] drawn from --seed N (default 0): many\n"
    "timings of one kernel, checked against the timing model at latency L + J.\n"
    "--no-check: the RTL alone (no golden stepping, no memory comparison), for speed figures.\n"
    "--systemc: the same lockstep in the SystemC top (verilator --sc, its own cached model).\n"
    "The RTL runs any number of CUs and SIMDs under --split none, dws and pws\n"
    "(docs/microarchitecture.md \"Status\"); kernels using what it does not implement are\n"
    "refused before anything is built, naming the PC.\n"
    "\n"
    "Exit status: 0 lockstep passed, 1 mismatch or timing violation, 2 usage error, 3 input or\n"
    "tool error.\n";

static int is_sim_flag(const char *a)
{
    static const char *const f[] = { "--grid", "--wg", "--arg", "--out", "--kernel",
                                     "--max-cycles", "--fst", "--drop-mem-response", "--trace",
                                     "--seed", "--mem-jitter", "--flow-facts" };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        if (!strcmp(a, f[i]))
            return 1;
    return 0;
}

/* The repository top: $PWS_TOP, else the first ancestor of the executable's directory that
 * holds cosim/model.mk (build/bin/pws and build/asan/bin/pws both work). */
int cosim_find_top(char *top, size_t len)
{
    const char *env = getenv("PWS_TOP");
    char path[PATH_MAX], probe[PATH_MAX + 32];
    if (env) {
        if (!realpath(env, path))
            return diag_at("cosim", PWS_EIO, "PWS_TOP '%s': %s", env, strerror(errno));
    } else {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
        if (n < 0)
            return diag_at("cosim", PWS_EIO, "cannot find the executable: %s", strerror(errno));
        path[n] = '\0';
    }
    for (;;) {
        snprintf(probe, sizeof probe, "%s/cosim/model.mk", path);
        if (access(probe, R_OK) == 0) {
            if (strlen(path) >= len)
                return diag_at("cosim", PWS_EIO, "source tree path too long: %s", path);
            memcpy(top, path, strlen(path) + 1);
            return 0;
        }
        char *slash = strrchr(path, '/');
        if (!slash || slash == path)
            return diag_at("cosim", PWS_EIO, "cannot find the source tree (cosim/model.mk) above "
                           "the pws executable; set PWS_TOP");
        *slash = '\0';
    }
}

static int mkdirs(const char *path)
{
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            mkdir(buf, 0777);
            *p = '/';
        }
    if (mkdir(buf, 0777) && errno != EEXIST)
        return diag_at("cosim", PWS_EIO, "cannot create '%s': %s", buf, strerror(errno));
    return 0;
}

/* Moves every file of src over dst/<same name> unless identical (so that make sees unchanged
 * timestamps and does not rebuild), then removes src. */
static int sync_dir(const char *src, const char *dst)
{
    DIR *d = opendir(src);
    if (!d)
        return diag_at("cosim", PWS_EIO, "cannot read '%s': %s", src, strerror(errno));
    struct dirent *de;
    int rc = 0;
    while (!rc && (de = readdir(d))) {
        if (de->d_name[0] == '.')
            continue;
        char a[PATH_MAX + 256], b[PATH_MAX + 256];
        snprintf(a, sizeof a, "%s/%s", src, de->d_name);
        snprintf(b, sizeof b, "%s/%s", dst, de->d_name);
        char *x = NULL, *y = NULL;
        size_t nx = 0, ny = 0;
        diag_set_quiet(1);
        int same = !file_read(a, &x, &nx) && !file_read(b, &y, &ny) && nx == ny
                   && !memcmp(x, y, nx);
        diag_set_quiet(0);
        free(x);
        free(y);
        if (same ? unlink(a) : rename(a, b))
            rc = diag_at("cosim", PWS_EIO, "cannot update '%s': %s", b, strerror(errno));
    }
    closedir(d);
    if (!rc && rmdir(src))
        rc = diag_at("cosim", PWS_EIO, "cannot remove '%s': %s", src, strerror(errno));
    return rc;
}

/* FNV-1a 64 of the configuration flags, the generator version and the ISA digest, and which
 * variant the model is (bit 0: FST tracing, bit 1: SystemC top; each a different binary). */
static void config_hash(const pws_cfg *c, int trace, char out[17])
{
    char flags[PWS_CFG_FLAGS_MAX], digest[17];
    pws_cfg_flags(c, flags, sizeof flags);
    pws_cfg_isa_digest(digest);
    uint64_t h = 0xcbf29ce484222325ull;
    const char *parts[] = { flags, "|", PWS_GEN_VERSION, "|", digest, trace & 1 ? "|fst" : "",
                            trace & 2 ? "|sc" : "" };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        for (const char *p = parts[i]; *p; p++)
            h = (h ^ (uint8_t)*p) * 0x100000001b3ull;
    snprintf(out, 17, "%016llx", (unsigned long long)h);
}

/* Writes the RTL of c into dir/gen (what pws gen writes, the CU included), keeping unchanged
 * files. */
static int generate(const pws_cfg *c, const char *dir)
{
    char tmp[PATH_MAX], gen[PATH_MAX];
    /* per process: parallel runs of one configuration (make fuzz-cosim) must not share it */
    snprintf(tmp, sizeof tmp, "%s/gen.new.%ld", dir, (long)getpid());
    snprintf(gen, sizeof gen, "%s/gen", dir);
    if (mkdirs(tmp) || mkdirs(gen))
        return PWS_EIO;
    if (gen_write(tmp, c, NULL))   /* writes the CU files too: cosim_check_kernel accepted c */
        return PWS_EIO;
    return sync_dir(tmp, gen);
}

/* Runs a build (make) under the lock the caller holds; a signal stops the build, and this
 * returns only once it is gone. 0, or PWS_EIO after one line naming what and its log. */
/* A build's progress on a terminal (stderr), one line rewritten each second: what is built,
 * its step (Verilator writing the C++ of the RTL, then the C++ compile: objects written since
 * the build began, of the C++ files), the elapsed time and the log. Nothing when stderr is
 * not a terminal: logs stay as they were. */
typedef struct build_progress {
    const char *what, *log, *obj_dir;   /* obj_dir: Verilator's output (NULL: no steps) */
    double t0;
    time_t start;
    int shown;
} build_progress;

static void count_objs(const char *dir, time_t since, unsigned *cpp, unsigned *obj, int *mk)
{
    *cpp = *obj = 0;
    *mk = 0;
    DIR *d = opendir(dir);
    if (!d)
        return;
    char path[PATH_MAX];
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        int is_cpp = n > 4 && !strcmp(e->d_name + n - 4, ".cpp");
        int is_o = n > 2 && !strcmp(e->d_name + n - 2, ".o");
        int is_mk = !strcmp(e->d_name, "Vpws_gpu.mk");
        if (!is_cpp && !is_o && !is_mk)
            continue;
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st))
            continue;
        *cpp += is_cpp;
        *obj += is_o && st.st_mtime >= since;
        *mk |= is_mk && st.st_mtime >= since;
    }
    closedir(d);
}

static void build_tick(void *arg)
{
    build_progress *p = arg;
    double t = proc_wall() - p->t0;
    if (t < 2)   /* an up-to-date build says nothing */
        return;
    char step[96] = "";
    if (p->obj_dir) {
        unsigned cpp, obj;
        int mk;
        count_objs(p->obj_dir, p->start, &cpp, &obj, &mk);
        if (!mk)
            snprintf(step, sizeof step, "Verilator, ");
        else
            snprintf(step, sizeof step, "C++ compile, %u of %u files, ", obj < cpp ? obj : cpp,
                     cpp);
    }
    fprintf(stderr, "\rcosim: building %s: %s%um%02us (log %s)\033[K", p->what, step,
            (unsigned)t / 60, (unsigned)t % 60, p->log);
    fflush(stderr);
    p->shown = 1;
}

static int run_build(char *const argv[], const char *what, const char *log, const char *obj_dir)
{
    int sig, rc;
    build_progress p = { what, log, obj_dir, proc_wall(), time(NULL), 0 };
    rc = proc_run_group_tick(argv, log, &sig, isatty(STDERR_FILENO) ? build_tick : NULL, &p);
    if (p.shown) {   /* the line goes; the result is said below or by the caller */
        fputs("\r\033[K", stderr);
        fflush(stderr);
    }
    if (rc == 0)
        return 0;
    if (sig)
        return diag_at("cosim", PWS_EIO, "interrupted by signal %d while building %s (its build "
                       "stopped; log %s)", sig, what, log);
    return diag_at("cosim", PWS_EIO, "building %s failed; see %s", what, log);
}

int cmd_cosim(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
    pws_cfg c;
    pws_cfg_default(&c);
    const char *file = NULL, *kname = NULL;
    int trace = 0, systemc = 0;
    char **simargs = calloc((size_t)argc + 8, sizeof *simargs);
    int nsim = 0, status = 0;
    if (!simargs)
        return 3;
    for (int i = 1; i < argc && !status; i++) {
        const char *a = argv[i];
        if (is_sim_flag(a)) {
            if (i + 1 >= argc)
                status = 2, diag_at("pws cosim", PWS_EUSAGE, "%s needs a value", a);
            else {
                if (!strcmp(a, "--kernel"))
                    kname = argv[i + 1];
                trace |= !strcmp(a, "--fst");
                if (!strcmp(a, "--fst") && cosim_fst_path_ok("pws cosim", argv[i + 1]))
                    status = 3;   /* before a tracing model is built for nothing */
                simargs[nsim++] = argv[i];
                simargs[nsim++] = argv[++i];
            }
        } else if (!strcmp(a, "--systemc")) {   /* which model; not passed on */
            systemc = 1;
        } else if (!strcmp(a, "--no-check") || !strcmp(a, "--no-bound")) {   /* the model's */
            simargs[nsim++] = argv[i];
        } else if (!strcmp(a, "--config")) {
            if (i + 1 >= argc)
                status = 2, diag_at("pws cosim", PWS_EUSAGE, "--config needs a file");
            else if (pws_cfg_read_config(argv[++i], &c))
                status = 3;
        } else if (!strncmp(a, "--", 2) && a[2]) {
            int used;
            int frc = pws_cfg_set_flag(&c, a + 2, i + 1 < argc ? argv[i + 1] : NULL, &used);
            if (frc)
                status = pws_cfg_flag_status(frc);
            i += used;
        } else if (file) {
            status = 2, diag_at("pws cosim", PWS_EUSAGE, "more than one kernel file ('%s')", a);
        } else {
            file = a;
        }
    }
    if (!status && !file)
        status = 2, diag_at("pws cosim", PWS_EUSAGE, "no kernel file (try pws cosim --help)");
    if (!status && systemc && trace)
        status = 2, diag_at("pws cosim", PWS_EUSAGE, "--fst and --systemc: the SystemC top has no "
                            "waveform tracing (use --trace for events)");
    if (!status && pws_cfg_validate(&c))
        status = 2;
    kernel *k = NULL;
    asm_opts ao = { 0 };
    ao.kernel = kname;
    if (!status && asm_file(file, &ao, &k))
        status = 3;
    if (!status && cosim_check_kernel(&c, k))
        status = 3;
    kernel_free(k);
    char top[1024], dir[1200], hash[17];
    if (!status && cosim_find_top(top, sizeof top))
        status = 3;
    if (!status) {
        config_hash(&c, trace | systemc << 1, hash);
        snprintf(dir, sizeof dir, "%s/build/cosim/%s", top, hash);
        if (mkdirs(dir))
            status = 3;
        char lock[PATH_MAX], mk[PATH_MAX], topv[PATH_MAX + 8], outv[PATH_MAX], lib[PATH_MAX],
            liblog[PATH_MAX];
        snprintf(mk, sizeof mk, "%s/cosim/model.mk", top);
        snprintf(topv, sizeof topv, "TOP=%s", top);
        snprintf(outv, sizeof outv, "OUT=%s", dir);
        snprintf(lib, sizeof lib, "%s/build/cosim/lib/libpws.a", top);
        snprintf(liblog, sizeof liblog, "%s/lib.log", dir);
        /* Runs in parallel (make fuzz-cosim, test scripts two at a time) share two things: the
         * harness library build/cosim/lib, brought up to date under build/cosim/lock (a
         * fraction of a second when it is), and a configuration's directory, generated and
         * built under its own lock, held until the exec below closes it (O_CLOEXEC). So a run
         * of a cached configuration never waits for another configuration's build. */
        snprintf(lock, sizeof lock, "%s/build/cosim/lock", top);
        int gfd = status ? -1 : open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (gfd >= 0) {
            flock(gfd, LOCK_EX);
            char *mklib[] = { "make", "-s", "-j2", "-f", mk, topv, outv, lib, NULL };
            if (run_build(mklib, "the harness library", liblog, NULL))
                status = 3;
            close(gfd);
        }
        snprintf(lock, sizeof lock, "%s/lock", dir);
        int fd = status ? -1 : open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (fd >= 0)
            flock(fd, LOCK_EX);
        if (!status && generate(&c, dir))
            status = 3;
    }
    if (!status) {
        char model[PATH_MAX], log[PATH_MAX], topv[PATH_MAX + 8], outv[PATH_MAX];
        char mk[PATH_MAX];
        snprintf(model, sizeof model, "%s/model", dir);
        snprintf(log, sizeof log, "%s/build.log", dir);
        snprintf(topv, sizeof topv, "TOP=%s", top);
        snprintf(outv, sizeof outv, "OUT=%s", dir);
        snprintf(mk, sizeof mk, "%s/cosim/model.mk", top);
        struct stat st0, st1;
        int had = stat(model, &st0) == 0;
        /* the tracing variant at -O0: a third of the build time; its runs are dominated by
         * writing the trace anyway */
        char *make[] = { "make", "-s", "-j2", "-f", mk, topv, outv, "TRACE=1", "COPT=-O0", NULL };
        if (systemc)   /* -O0 too: a short build; that top is for checking, not for speed */
            make[7] = "SC=1";
        else if (!trace)
            make[7] = NULL;
        double t0 = proc_wall();
        char objdir[PATH_MAX + 16], what[64];
        snprintf(objdir, sizeof objdir, "%s/obj_dir", dir);
        snprintf(what, sizeof what, "model %s", hash);
        if (run_build(make, what, log, objdir)) {
            status = 3;
        } else if (stat(model, &st1) == 0 && (!had || st1.st_mtime != st0.st_mtime
                                             || st1.st_mtim.tv_nsec != st0.st_mtim.tv_nsec)) {
            printf("cosim: built model %s in %.1f s\n", hash, proc_wall() - t0);
        } else {
            printf("cosim: model %s up to date\n", hash);
        }
        if (!status) {
            char man[PATH_MAX];
            snprintf(man, sizeof man, "%s/gen/pws_manifest.json", dir);
            char **mv = calloc((size_t)nsim + 8, sizeof *mv);
            if (!mv) {
                status = 3;
            } else {
                int n = 0;
                mv[n++] = model;
                mv[n++] = "--manifest";
                mv[n++] = man;
                mv[n++] = (char *)file;
                for (int i = 0; i < nsim; i++)
                    mv[n++] = simargs[i];
                mv[n] = NULL;
                /* exec, not a child: SIGINT/SIGTERM sent to pws reach the model's handler,
                 * which closes the trace; its exit status is ours */
                fflush(stdout);
                execv(model, mv);
                diag_at("cosim", PWS_EIO, "cannot run '%s': %s", model, strerror(errno));
                status = 3;
                free(mv);
            }
        }
    }
    free(simargs);
    return status;
}

/* ---- The model binary ------------------------------------------------------------------------ */

static int usage(const char *fmt, const char *v)
{
    diag_at("cosim model", PWS_EUSAGE, fmt, v);
    return 2;
}

static void on_signal(int sig)
{
    cosim_request_stop(sig);
}

/* The run against the kernel's static WCET bound on this configuration (docs/wcet.md "Checking
 * runs"). The timing model is the one generated beside the manifest. Returns 0 (within, or not
 * computable: said on stdout, as the analysis refuses some kernels) or 1 (exceeded). */
static int check_bound(const char *manifest, const char *file, const char *kname,
                       const char *facts, const pws_cfg *c, const golden_cfg *gc,
                       uint32_t lds_bytes, const char *trace, uint64_t cycles)
{
    char timing[PATH_MAX], ff[PATH_MAX];
    const char *slash = strrchr(manifest, '/');
    snprintf(timing, sizeof timing, "%.*s/pws_timing.json", slash ? (int)(slash - manifest) : 1,
             slash ? manifest : ".");
    if (!facts && flowfacts_beside(file, ff, sizeof ff))
        facts = ff;
    wcet_check_req q = { file, kname, timing, facts, pws_split_name(c->split), c->spsimds,
                         { 0 }, { 0 }, trace, lds_bytes };
    memcpy(q.grid, gc->grid, sizeof q.grid);
    memcpy(q.wg, gc->wg, sizeof q.wg);
    uint64_t bound = 0;
    fflush(stdout);
    diag_set_quiet(1);   /* a refusal is this run's note, not its error */
    int rc = wcet_check_run(&q, &bound);
    diag_set_quiet(0);
    if (rc < 0) {   /* a kernel the analysis cannot bound, e.g. a loop without flow facts */
        printf("static bound: not checked (%s)\n", diag_last());
        return 0;
    }
    if (cycles > bound) {
        printf("STATIC BOUND exceeded: the kernel took %llu cycles, its static bound (%s, "
               "pws_timing.json) is %llu\n", (unsigned long long)cycles, q.split,
               (unsigned long long)bound);
        return 1;
    }
    printf("static bound: %llu cycles (%s), observed %llu = %.1f%% of it%s\n",
           (unsigned long long)bound, q.split, (unsigned long long)cycles,
           bound ? 100.0 * (double)cycles / (double)bound : 0.0,
           rc ? "; the trace VIOLATED the analysis (above)" : trace ? "; every segment within its static latency" : "");
    return rc;
}





int cosim_model_main(int argc, char **argv, const cosim_model_ops *ops)
{
    const char *manifest = NULL, *file = NULL, *kname = NULL, *fst = NULL, *trace = NULL;
    const char *args[256], *outs[64];
    unsigned nargs = 0, nout = 0;
    uint64_t max_cycles = 10000000, drop = 0, seed = 0, jitter = 0;
    int no_check = 0, no_bound = 0;
    const char *facts = NULL;
    golden_cfg gc;
    golden_cfg_default(&gc);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] == '+')   /* a Verilog plusarg ($value$plusargs): the shim hands argv to
                              * Verilator; the mutation test selects its mutant this way */
            continue;
        if (a[0] != '-') {
            file = a;
            continue;
        }
        if (!strcmp(a, "--no-check")) {
            no_check = 1;
            continue;
        }
        if (!strcmp(a, "--no-bound")) {
            no_bound = 1;
            continue;
        }
        if (i + 1 >= argc)
            return usage("%s needs a value", a);
        const char *v = argv[++i];
        if (!strcmp(a, "--manifest"))
            manifest = v;
        else if (!strcmp(a, "--kernel"))
            kname = v;
        else if (!strcmp(a, "--grid") || !strcmp(a, "--wg")) {
            if (sim_args_parse_dims(v, a[2] == 'g' && a[3] == 'r' ? gc.grid : gc.wg))
                return usage("bad dimensions '%s': want X[,Y,Z] of positive integers", v);
        } else if (!strcmp(a, "--arg") && nargs < 256)
            args[nargs++] = v;
        else if (!strcmp(a, "--fst"))
            fst = v;
        else if (!strcmp(a, "--trace"))
            trace = v;
        else if (!strcmp(a, "--flow-facts"))
            facts = v;
        else if (!strcmp(a, "--seed")) {
            if (sim_args_parse_uint(v, UINT64_MAX, &seed))
                return usage("bad --seed '%s': want a non-negative integer", v);
        } else if (!strcmp(a, "--mem-jitter")) {
            if (sim_args_parse_uint(v, 1000000, &jitter))
                return usage("bad --mem-jitter '%s': want an integer from 0 to 1000000", v);
        }
        else if (!strcmp(a, "--out") && nout < 64)
            outs[nout++] = v;
        else if (!strcmp(a, "--drop-mem-response")) {
            if (sim_args_parse_uint(v, UINT64_MAX, &drop) || drop == 0)
                return usage("bad --drop-mem-response '%s': want a positive integer", v);
        } else if (!strcmp(a, "--max-cycles")) {
            if (sim_args_parse_uint(v, UINT64_MAX, &max_cycles) || max_cycles == 0)
                return usage("bad --max-cycles '%s': want a positive integer", v);
        } else
            return usage("unknown option '%s'", a);
    }
    if (!manifest || !file)
        return usage("%s", "usage: MODEL --manifest FILE KERNEL.s [sim options]");
    pws_cfg c;
    if (pws_cfg_read_manifest(manifest, &c))
        return 3;
    kernel *k = NULL;
    int status = cosim_load_kernel(&c, file, kname, &gc, &k);
    if (status == 2 || !k)
        return status;
    golden *g = status ? NULL : golden_new(k, &gc);
    golden *m = g ? golden_new(k, &gc) : NULL;
    if (!status && (!g || !m))
        status = 3;
    if (!status) {   /* the same values in both models */
        int rc = sim_args_set_all(g, k->name, args, nargs, "cosim");
        if (!rc)
            rc = sim_args_set_all(m, k->name, args, nargs, "cosim");
        status = rc == PWS_EUSAGE ? 2 : rc ? 3 : 0;
    }
    /* a signal stops the run at the next clock; cosim_run then closes the trace and we exit 3 */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    cosim_result r;
    cosim_opts o = { .max_cycles = max_cycles, .fst = fst, .drop_mem_response = drop,
                     .trace = trace, .mem_jitter = (unsigned)jitter, .seed = seed,
                     .no_check = no_check };
    memcpy(o.grid, gc.grid, sizeof o.grid);
    memcpy(o.wg, gc.wg, sizeof o.wg);
    if (!status && cosim_run_opts(g, m, k, &c, ops, &o, &r))
        status = 3;
    if (!status) {
        fputs(r.report, stdout);
        printf("cycles: %llu\nretired: %llu\nIPC: %.3f\n", (unsigned long long)r.cycles,
               (unsigned long long)r.retired, r.cycles ? (double)r.retired / (double)r.cycles : 0.0);
        if (no_check)   /* nothing was compared: no lockstep line a script could take for a pass */
            printf("rtl only: %llu instructions, not checked\n", (unsigned long long)r.retired);
        else
            printf("lockstep: %llu instructions, %d mismatches\n", (unsigned long long)r.retired,
                   r.mismatch);
        if (r.splits || r.merges)   /* observed split costs (docs/splitting.md e_s, e_m) */
            printf("splits: %llu real, e_s %llu..%llu; merges: %llu real, e_m %llu..%llu\n",
                   (unsigned long long)r.splits, (unsigned long long)r.es_min,
                   (unsigned long long)r.es_max, (unsigned long long)r.merges,
                   (unsigned long long)r.em_min, (unsigned long long)r.em_max);
        status = r.mismatch ? 1 : 0;
        if (!status && !no_check && !no_bound && jitter)
            printf("static bound: not checked (--mem-jitter: responses later than the timing "
                   "model's --mem-latency)\n");
        else if (!status && !no_check && !no_bound)
            status = check_bound(manifest, file, kname, facts, &c, &gc, golden_lds_size(g), trace,
                                 r.cycles);
    }
    for (unsigned i = 0; i < nout && !status; i++) {
        const char *eq = strchr(outs[i], '=');
        uint64_t idx;
        char num[32];
        if (!eq || (size_t)(eq - outs[i]) >= sizeof num) {
            status = usage("bad --out '%s': want INDEX=FILE", outs[i]);
            break;
        }
        memcpy(num, outs[i], (size_t)(eq - outs[i]));
        num[eq - outs[i]] = '\0';
        if (sim_args_parse_uint(num, UINT32_MAX, &idx) || idx >= golden_num_args(g))
            status = usage("bad --out '%s': INDEX must be a buffer argument", outs[i]);
        else {
            int rc = sim_args_write_out(m, (unsigned)idx, eq + 1, "cosim model");
            status = rc == PWS_EUSAGE ? 2 : rc ? 3 : 0;
        }
    }
    golden_free(m);
    golden_free(g);
    kernel_free(k);
    return status;
}
