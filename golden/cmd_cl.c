/* golden/cmd_cl.c -- `pws cl`: compile an OpenCL C kernel into the GCN3 assembly `pws asm`
 * reads, with clang and Debian's libclc, as a GPU driver would. Spec: docs/cl.md.
 *
 * Why a command and not a recipe: the flags that work were found by trial (docs/cl.md says why
 * each is there), the library's path is Debian's, and a user should not have to know either.
 * clang runs as a child with its output in a log; the assembly is written under a temporary name
 * and renamed only when clang succeeded, so a failed compile leaves no stale kernel behind.
 * Exit status: 0 ok, 2 usage error, 3 input or tool error. */
#include "cmds.h"
#include "diag.h"
#include "proc.h"
#include "pws_err.h"
#include "synth_flow.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define WHERE "pws cl"
#define LIBCLC_DEFAULT "/usr/lib/clc/amdgcn--amdhsa.bc"
#define LIBCLC_PACKAGE "libclc-14"
#define MAX_ARGS 256

static const char usage_text[] =
    "usage: pws cl KERNEL.cl [-D NAME[=VALUE]]... [-I DIR]... [-o OUT.s] [--libclc FILE]\n"
    "              [-- CLANG-ARG...]\n"
    "\n"
    "Compiles OpenCL C for GCN3 (gfx803) into the assembly pws asm reads, with clang and\n"
    "Debian's libclc (the OpenCL built-ins: get_global_id, math functions, ...):\n"
    "  clang -target amdgcn--amdhsa -mcpu=fiji -nogpulib -O2 -ffp-contract=off\n"
    "        -Xclang -mlink-bitcode-file -Xclang LIBCLC [-D...] [-I...] [CLANG-ARG...]\n"
    "        -S KERNEL.cl -o OUT.s\n"
    "(docs/cl.md says why each flag is there).\n"
    "\n"
    "  -D NAME[=VALUE], -I DIR  passed to clang, as an OpenCL host passes build options\n"
    "  -o OUT.s        the assembly (default: KERNEL.s in the current directory)\n"
    "  --libclc FILE   libclc's bitcode for this target (default " LIBCLC_DEFAULT ")\n"
    "  -- CLANG-ARG... more clang arguments, after ours (so that, e.g., -ffp-contract=fast\n"
    "                  overrides ours)\n"
    "\n"
    "Prints the kernels the file defines. On a compile error prints clang's first error and\n"
    "keeps all of its output in OUT.s.log.\n"
    "Exit status: 0 ok, 2 usage error, 3 input or tool error.\n";

/* The names of the kernels in the assembly at path (its `.amdhsa_kernel NAME` lines), joined by
 * ", " into out; "none" if there are none. */
static void kernel_names(const char *path, char *out, size_t n)
{
    out[0] = '\0';
    FILE *f = fopen(path, "r");
    char line[1024];
    size_t used = 0;
    while (f && fgets(line, sizeof line, f)) {
        const char *p = line + strspn(line, " \t");
        if (strncmp(p, ".amdhsa_kernel", 14) || (p[14] != ' ' && p[14] != '\t'))
            continue;
        p += 14 + strspn(p + 14, " \t");
        size_t len = strcspn(p, " \t\r\n");
        int w = snprintf(out + used, n - used, "%s%.*s", used ? ", " : "", (int)len, p);
        if (w < 0 || (size_t)w >= n - used)
            break;
        used += (size_t)w;
    }
    if (f)
        fclose(f);
    if (!used)
        snprintf(out, n, "none");
}

/* clang's first "error:" line in the log at path, without its newline, into out ("" if none). */
static void first_error(const char *path, char *out, size_t n)
{
    out[0] = '\0';
    FILE *f = fopen(path, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        if (strstr(line, "error:")) {
            line[strcspn(line, "\r\n")] = '\0';
            snprintf(out, n, "%.*s", (int)(n - 1), line);
            break;
        }
    if (f)
        fclose(f);
}

/* Counts the "warning:" lines of the log at path. */
static unsigned count_warnings(const char *path)
{
    unsigned k = 0;
    FILE *f = fopen(path, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        k += strstr(line, "warning:") != NULL;
    if (f)
        fclose(f);
    return k;
}

/* 0 if path is a regular file, else why not (a static string). */
static const char *not_file(const char *path)
{
    struct stat st;
    if (stat(path, &st))
        return strerror(errno);
    return S_ISREG(st.st_mode) ? NULL : "not a regular file";
}

int cmd_cl(int argc, char **argv)
{
    const char *in = NULL, *out = NULL, *libclc = LIBCLC_DEFAULT;
    char *user[MAX_ARGS];   /* -D, -I and the arguments after --, in order */
    size_t nuser = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (!strcmp(a, "--")) {
            for (i++; i < argc; i++) {
                if (nuser + 1 >= MAX_ARGS)
                    return diag_usage(WHERE, "more than %d clang arguments", MAX_ARGS - 2);
                user[nuser++] = argv[i];
            }
            break;
        }
        if ((!strcmp(a, "-D") || !strcmp(a, "-I") || !strcmp(a, "-o") || !strcmp(a, "--libclc"))
            && i + 1 >= argc)
            return diag_usage(WHERE, "%s needs a value", a);
        if (!strcmp(a, "-o"))
            out = argv[++i];
        else if (!strcmp(a, "--libclc"))
            libclc = argv[++i];
        else if (!strncmp(a, "-D", 2) || !strncmp(a, "-I", 2)) {
            if (nuser + 2 >= MAX_ARGS)
                return diag_usage(WHERE, "more than %d -D and -I options", MAX_ARGS / 2 - 1);
            if (a[2]) {   /* -DNAME=VALUE, -Idir */
                user[nuser++] = argv[i];
            } else {
                if (!argv[i + 1][0] || argv[i + 1][0] == '-')
                    return diag_usage(WHERE, "%s needs a value, not '%s'", a, argv[i + 1]);
                user[nuser++] = argv[i];
                user[nuser++] = argv[++i];
            }
        } else if (a[0] == '-' && a[1])
            return diag_usage(WHERE, "unknown option '%s' (clang's own options go after --)", a);
        else if (in)
            return diag_usage(WHERE, "one kernel file at a time ('%s' and '%s')", in, a);
        else
            in = a;
    }
    if (!in)
        return diag_usage(WHERE, "%s", "no kernel file");

    /* default output: the input's base name with .s, in the current directory */
    char outbuf[4096];
    if (!out) {
        const char *base = strrchr(in, '/');
        base = base ? base + 1 : in;
        const char *dot = strrchr(base, '.');
        size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
        snprintf(outbuf, sizeof outbuf, "%.*s.s", (int)n, base);
        out = outbuf;
    }
    const char *why = not_file(in);
    if (why) {
        diag_at(in, PWS_EIO, "cannot open: %s", why);
        return 3;
    }
    struct stat si, so;   /* -o naming the kernel file itself would replace the source */
    if (stat(out, &so) == 0 && stat(in, &si) == 0 && si.st_dev == so.st_dev
        && si.st_ino == so.st_ino)
        return diag_usage(WHERE, "-o %s is the kernel file itself", out);
    if (!synth_have_tool("clang")) {
        diag_at(WHERE, PWS_EIO, "clang is not installed (Debian package clang; "
                "scripts/deps.sh build installs it)");
        return 3;
    }
    if ((why = not_file(libclc)) != NULL) {
        if (!strcmp(libclc, LIBCLC_DEFAULT))
            diag_at(WHERE, PWS_EIO, "%s not found: libclc is not installed (Debian package "
                    LIBCLC_PACKAGE "; scripts/deps.sh build installs it), or give --libclc FILE",
                    libclc);
        else
            diag_at(libclc, PWS_EIO, "--libclc: cannot open: %s", why);
        return 3;
    }

    char tmp[4200], log[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp", out);
    snprintf(log, sizeof log, "%s.log", out);
    char *args[MAX_ARGS + 24];
    size_t n = 0;
    char *fixed[] = { "clang", "-target", "amdgcn--amdhsa", "-mcpu=fiji", "-nogpulib", "-O2",
                      "-ffp-contract=off", "-Xclang", "-mlink-bitcode-file", "-Xclang" };
    for (size_t k = 0; k < sizeof fixed / sizeof fixed[0]; k++)
        args[n++] = fixed[k];
    args[n++] = (char *)libclc;
    for (size_t k = 0; k < nuser; k++)
        args[n++] = user[k];
    args[n++] = "-S";
    args[n++] = (char *)in;
    args[n++] = "-o";
    args[n++] = tmp;
    args[n] = NULL;

    int st = proc_run(args, log);
    if (st != 0) {
        remove(tmp);
        char err[700];
        first_error(log, err, sizeof err);
        if (st < 0)
            diag_at(WHERE, PWS_EIO, "clang could not run or was killed (its output: %s)", log);
        else if (err[0])   /* clang's own "FILE:LINE:COL: error: ..." names the place */
            fprintf(stderr, "%s (clang; all of its output: %s)\n", err, log);
        else
            diag_at(in, PWS_EPARSE, "clang failed (exit %d; its output: %s)", st, log);
        return 3;
    }
    if (rename(tmp, out)) {
        diag_at(out, PWS_EIO, "cannot write: %s", strerror(errno));
        remove(tmp);
        return 3;
    }
    unsigned warnings = count_warnings(log);
    if (!warnings)
        remove(log);
    char names[1024];
    kernel_names(out, names, sizeof names);
    printf("cl: %s -> %s: kernels %s", in, out, names);
    if (warnings)
        printf(" (%u clang warning%s: %s)", warnings, warnings == 1 ? "" : "s", log);
    printf("\n");
    return 0;
}
