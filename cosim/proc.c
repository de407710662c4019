/* cosim/proc.c -- child processes and the wall clock. Contract: proc.h. */
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int proc_start(char *const argv[], const char *log)
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
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
    return (int)pid;
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
