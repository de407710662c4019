/* golden/cmds.h -- entry points of the pws subcommands (called only from pws.c).
 * Each takes argv with argv[0] = the subcommand name, prints its own usage on --help (exit 0),
 * and returns the process exit status: 0 ok, 1 negative result, 2 usage error, 3 input/tool error. */
#ifndef PWS_CMDS_H
#define PWS_CMDS_H

int cmd_asm(int argc, char **argv);     /* golden/cmd_asm.c */
int cmd_benchgen(int argc, char **argv);  /* testbenches/synth/cmd_benchgen.c */
int cmd_cl(int argc, char **argv);      /* golden/cmd_cl.c */
int cmd_cosim(int argc, char **argv);    /* cosim/cmd_cosim.c */
int cmd_disasm(int argc, char **argv);  /* golden/cmd_disasm.c */
int cmd_fpga(int argc, char **argv);    /* fpga/cmd_fpga.c */
int cmd_gen(int argc, char **argv);     /* rtl_gen/cmd_gen.c */
int cmd_randkernel(int argc, char **argv);  /* cosim/cmd_randkernel.c */
int cmd_sim(int argc, char **argv);     /* golden/cmd_sim.c */
int cmd_synth(int argc, char **argv);   /* fpga/cmd_synth.c */
int cmd_sweep(int argc, char **argv);   /* cosim/cmd_sweep.c */
int cmd_trace(int argc, char **argv);   /* golden/cmd_trace.c */
int cmd_wcet(int argc, char **argv);    /* wcet/cmd_wcet.c */

#endif
