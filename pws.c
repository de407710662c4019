/* pws.c -- the `pws` command: main and the subcommand table, nothing else.
 * Each subcommand lives in <owning dir>/cmd_<name>.c and parses its own options; exit statuses are
 * chosen there (docs/cli.md): 0 ok, 1 negative result, 2 usage error, 3 input or tool error. */
#include "cmds.h"

#include "cfg.h"
#include "diag.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

struct pws_cmd {
    const char *name;
    int (*fn)(int argc, char **argv);
    const char *help;
};

static const struct pws_cmd commands[] = {   /* kept sorted */
    { "asm",        cmd_asm,        "assemble a GCN3+PWS kernel (.s) to a code image or listing" },
    { "benchgen",   cmd_benchgen,   "write the PWS paper's synthetic divergence benchmark" },
    { "cl",         cmd_cl,         "compile an OpenCL C kernel for gfx803 with clang and libclc (to pws asm's input)" },
    { "cosim",      cmd_cosim,      "run the generated RTL in lockstep with the golden model" },
    { "disasm",     cmd_disasm,     "disassemble a code image to LLVM-compatible text" },
    { "fpga",       cmd_fpga,       "run one kernel on an FPGA top of its own: simulate it, place and route it for iCE40" },
    { "gen",        cmd_gen,        "emit the Verilog and manifest of a hardware configuration" },
    { "randkernel", cmd_randkernel, "write a constrained-random split-invariant test kernel" },
    { "sim",        cmd_sim,        "run a kernel on the golden functional simulator" },
    { "synth",      cmd_synth,      "synthesize a configuration with yosys: area per module, fmax estimate" },
    { "sweep",      cmd_sweep,      "run a kernel on the RTL under none, dws and pws for several S: cycles side by side" },
    { "trace",      cmd_trace,      "print an event trace as text or Chrome/Perfetto JSON" },
    { "wcet",       cmd_wcet,       "bound a kernel's worst-case execution time (static, IPET)" },
};

static void usage(FILE *f)
{
    fprintf(f, "usage: pws <command> [options]   (pws <command> --help for details)\n"
               "       pws --version\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-11s %s\n", commands[i].name, commands[i].help);
}

/* Standard output must have reached its file: a full disk or a closed pipe is an input/output
 * error of the command (exit 3, one line), not a success with the output lost. Every command's
 * output goes through stdout's buffer, so one check after it covers them all. */
static int finish_stdout(const char *cmd, int status)
{
    int flushed = fflush(stdout) == 0, e = errno;
    if ((flushed && !ferror(stdout)) || status)   /* (a failed command has said why) */
        return status;
    fprintf(stderr, "pws%s%s: error: cannot write standard output: %s\n", cmd ? " " : "",
            cmd ? cmd : "", flushed ? "a write failed" : strerror(e ? e : EIO));
    return 3;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return finish_stdout(NULL, 0);
    }
    if (!strcmp(argv[1], "--version")) {   /* the generator's version and its ISA table's digest,
                                            * both of which every manifest records */
        char digest[17];
        pws_cfg_isa_digest(digest);
        printf("pws %s (ISA table %s)\n", PWS_GEN_VERSION, digest);
        return finish_stdout(NULL, 0);
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) {
            char prog[32];
            snprintf(prog, sizeof prog, "pws %s", commands[i].name);
            diag_set_program(prog);
            errno = 0;
            return finish_stdout(commands[i].name, commands[i].fn(argc - 1, argv + 1));
        }
    fprintf(stderr, "pws: error: unknown command '%s' (try pws --help)\n", argv[1]);
    return 2;
}
