/* cosim/proc.c -- child processes and the wall clock. Contract: proc.h. */
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int start(char *const argv[], const char *log, int group)
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        if (group)
            setpgid(0, 0);
        if (log) {
            int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0666);
            if (fd >= 0) {
                dup2(fd, 1);
                dup2(fd, 2);
                close(fd);
            }
        }
        execvp(argv[0], argv);
        _exit(127);
    }
    if (group)
        setpgid(pid, pid);   /* (also here: the child may not have run yet) */
    return (int)pid;
}

int proc_start(char *const argv[], const char *log)
{
    return start(argv, log, 0);
}

static volatile sig_atomic_t caught;   /* proc_run_group: the signal received, or 0 */

static void on_signal(int sig)
{
    caught = sig;
}

int proc_run_group(char *const argv[], const char *log, int *sig)
{
    return proc_run_group_tick(argv, log, sig, NULL, NULL);
}

int proc_run_group_tick(char *const argv[], const char *log, int *sig, void (*tick)(void *),
                        void *arg)
{
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;   /* no SA_RESTART: waitpid returns EINTR */
    sigemptyset(&sa.sa_mask);
    caught = 0;
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    int pid = start(argv, log, 1), st = 0, sent = 0, rc = -1;
    while (pid > 0) {
        if (caught && !sent) {   /* pass it on to the whole build (make and its compilers) */
            kill(-pid, (int)caught);
            sent = 1;
        }
        /* with a tick: poll every second (a signal cuts the sleep short) */
        int got = waitpid(pid, &st, tick ? WNOHANG : 0);
        if (got == pid) {
            rc = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
            break;
        }
        if (got < 0 && errno != EINTR)
            break;
        if (got == 0 && tick) {
            tick(arg);
            struct timespec ts = { 1, 0 };
            nanosleep(&ts, NULL);
        }
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    if (sig)
        *sig = (int)caught;
    return caught ? -1 : rc;
}

int proc_run(char *const argv[], const char *log)
{
    int pid = proc_start(argv, log), st;
    if (pid < 0)
        return -1;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int proc_wait_any(int *pid)
{
    int st;
    pid_t p;
    while ((p = waitpid(-1, &st, 0)) < 0)
        if (errno != EINTR) {
            *pid = -1;
            return -1;
        }
    *pid = (int)p;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

double proc_wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}
