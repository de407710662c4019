/* cosim/proc.h -- running a tool as a child process and timing it: what pws cosim (make),
 * pws sweep (pws cosim, pws benchgen) and pws synth (yosys) share. */
#ifndef PWS_PROC_H
#define PWS_PROC_H

/* Runs argv (argv[0] searched on PATH unless it has a '/') as a child and waits for it; its
 * stdout and stderr go to the file log (created or truncated; NULL, or a log that cannot be
 * opened: inherited). stdout and stderr are flushed first, so that no buffered line is written
 * twice. Returns the child's exit status, or -1 if it could not be started or was killed. */
int proc_run(char *const argv[], const char *log);

/* proc_run for a long child that must not outlive us (a model build under a lock): the child
 * runs in a process group of its own, and while it runs SIGINT and SIGTERM sent to this process
 * are passed on to that group; the call returns only once the child has ended. *sig (may be
 * NULL) receives the signal that stopped it, or 0. Returns as proc_run (-1 once signalled). */
int proc_run_group(char *const argv[], const char *log, int *sig);

/* proc_run_group that also calls tick(arg) about once a second while the child runs (to show
 * its progress); tick may be NULL. */
int proc_run_group_tick(char *const argv[], const char *log, int *sig, void (*tick)(void *),
                        void *arg);

/* proc_run without the wait, for running several children at once (pws sweep --area): starts
 * argv the same way (PATH search, output to log, stdout/stderr flushed first) and returns the
 * child's pid, or -1 if it could not be started. */
int proc_start(char *const argv[], const char *log);

/* Waits for any child of this process to end; *pid receives which one. Returns its exit status
 * as proc_run does (-1 if it was killed), or -1 with *pid = -1 if there is no child to wait for. */
int proc_wait_any(int *pid);

/* Seconds on the monotonic clock: differences are elapsed wall time. */
double proc_wall(void);

#endif
