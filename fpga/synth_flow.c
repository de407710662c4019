/* fpga/synth_flow.c -- generate the design into the cache, write the yosys script, run yosys.
 * Spec: docs/fpga.md "Flow", "Cache", "Top module".
 *
 * Why a cache directory keyed by the configuration (like pws cosim's build/cosim/<hash>): one
 * synthesis takes minutes, so a second `pws synth` of the same configuration and target reuses
 * yosys's outputs when neither the script nor any Verilog input changed (cmd_synth.c checks the
 * digest of those inputs). */
#include "synth_flow.h"

#include "diag.h"
#include "gen.h"
#include "emit_cu.h"
#include "file_read.h"
#include "proc.h"
#include "pws_err.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define WHERE "synth"

int synth_find_source_tree(char *top, size_t len)
{
    const char *env = getenv("PWS_TOP");
    char path[PATH_MAX], probe[PATH_MAX + 32];
    if (env) {
        if (!realpath(env, path))
            return diag_at(WHERE, PWS_EIO, "PWS_TOP '%s': %s", env, strerror(errno));
    } else {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
        if (n < 0)
            return diag_at(WHERE, PWS_EIO, "cannot find the executable: %s", strerror(errno));
        path[n] = '\0';
    }
    for (;;) {
        snprintf(probe, sizeof probe, "%s/rtl/pws_sram_1r1w.v", path);
        if (access(probe, R_OK) == 0) {
            if (strlen(path) >= len)
                return diag_at(WHERE, PWS_EIO, "source tree path too long: %s", path);
            memcpy(top, path, strlen(path) + 1);
            return 0;
        }
        char *slash = strrchr(path, '/');
        if (!slash || slash == path)
            return diag_at(WHERE, PWS_EIO, "cannot find the source tree (rtl/pws_sram_1r1w.v) "
                           "above the pws executable; set PWS_TOP");
        *slash = '\0';
    }
}

int synth_have_tool(const char *prog)
{
    const char *path = getenv("PATH");
    if (!path)
        return 0;
    while (*path) {
        size_t n = strcspn(path, ":");
        char cand[PATH_MAX];
        snprintf(cand, sizeof cand, "%.*s/%s", (int)n, n ? path : ".", prog);
        struct stat st;
        if (stat(cand, &st) == 0 && S_ISREG(st.st_mode) && access(cand, X_OK) == 0)
            return 1;
        path += n;
        if (*path == ':')
            path++;
    }
    return 0;
}

int synth_mkdirs(const char *path)
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
        return diag_at(WHERE, PWS_EIO, "cannot create '%s': %s", buf, strerror(errno));
    return 0;
}

static void fnv(uint64_t *h, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        *h = (*h ^ (uint8_t)p[i]) * 0x100000001b3ull;
}

void synth_design_free(synth_design *d)
{
    if (!d)
        return;
    for (size_t i = 0; i < d->nfiles; i++)
        free(d->files[i]);
    free(d->files);
    free(d);
}

int synth_design_add_file(synth_design *d, const char *dir, const char *name)
{
    char **v = realloc(d->files, (d->nfiles + 1) * sizeof *v);
    if (!v)
        return PWS_ENOMEM;
    d->files = v;
    size_t n = strlen(dir) + strlen(name) + 2;
    if (!(v[d->nfiles] = malloc(n)))
        return PWS_ENOMEM;
    snprintf(v[d->nfiles++], n, "%s/%s", dir, name);
    return 0;
}

static int is_verilog(const char *name)
{
    size_t n = strlen(name);
    return n > 2 && !strcmp(name + n - 2, ".v");
}

static int dot_v(const struct dirent *e)
{
    return is_verilog(e->d_name);
}

int synth_design_add_dir(synth_design *d, const char *dir)
{
    struct dirent **list = NULL;
    int rc = 0, nl = scandir(dir, &list, dot_v, alphasort);
    if (nl < 0)
        rc = diag_at(dir, PWS_EIO, "cannot list: %s", strerror(errno));
    for (int i = 0; i < nl; i++) {
        if (!rc)
            rc = synth_design_add_file(d, dir, list[i]->d_name);
        free(list[i]);
    }
    free(list);
    return rc;
}

/* The manifest's .v files and top; *names_top set from "top" when present. */
static int read_manifest(synth_design *d, const char *gen, int *has_top, int *has_gpu)
{
    char path[PATH_MAX + 32], *text = NULL;
    size_t n;
    snprintf(path, sizeof path, "%s/pws_manifest.json", gen);
    if (file_read(path, &text, &n))
        return PWS_EIO;
    cJSON *root = cJSON_Parse(text);
    free(text);
    const cJSON *files = root ? cJSON_GetObjectItemCaseSensitive(root, "files") : NULL;
    const cJSON *top = root ? cJSON_GetObjectItemCaseSensitive(root, "top") : NULL, *f;
    int rc = 0;
    if (!cJSON_IsArray(files))
        rc = diag_at(path, PWS_EIO, "no \"files\" array in the manifest");
    cJSON_ArrayForEach(f, files) {
        if (rc)
            break;
        if (!cJSON_IsString(f))
            rc = diag_at(path, PWS_EIO, "a \"files\" entry is not a string");
        else if (is_verilog(f->valuestring)) {
            rc = synth_design_add_file(d, gen, f->valuestring);
            *has_gpu |= !strcmp(f->valuestring, "pws_gpu.v");
        }
    }
    if (!rc && cJSON_IsString(top) && strlen(top->valuestring) < sizeof d->top) {
        snprintf(d->top, sizeof d->top, "%s", top->valuestring);
        *has_top = 1;
    }
    cJSON_Delete(root);
    return rc;
}

void synth_set_commit_port(pws_cfg *c)
{
    c->commit_port = 0;
}

int synth_design_generate(const pws_cfg *cfg, const char *srctop, synth_design **out)
{
    *out = NULL;
    pws_cfg c = *cfg;
    synth_set_commit_port(&c);
    char why[200];
    pws_cfg c1 = c;
    c1.commit_port = 1;
    if (emit_cu_refusal(&c1, NULL, why, sizeof why))
        return diag_at(WHERE, PWS_ERANGE, "the RTL does not implement this configuration: %s",
                       why);
    synth_design *d = calloc(1, sizeof *d);
    if (!d)
        return PWS_ENOMEM;
    char flags[PWS_CFG_FLAGS_MAX], digest[17];
    pws_cfg_flags(&c, flags, sizeof flags);
    pws_cfg_isa_digest(digest);
    uint64_t h = 0xcbf29ce484222325ull;
    const char *parts[] = { flags, "|", PWS_GEN_VERSION, "|", digest };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        fnv(&h, parts[i], strlen(parts[i]));
    snprintf(d->hash, sizeof d->hash, "%016llx", (unsigned long long)h);
    snprintf(d->src, sizeof d->src, "%s", srctop);
    const char *cache = getenv("PWS_SYNTH_CACHE");   /* tests use a fresh one */
    if (cache && *cache)
        snprintf(d->dir, sizeof d->dir, "%s/%s", cache, d->hash);
    else
        snprintf(d->dir, sizeof d->dir, "%s/build/synth/%s", srctop, d->hash);
    char gen[PATH_MAX];
    snprintf(gen, sizeof gen, "%s/gen", d->dir);
    int rc = synth_mkdirs(gen);
    if (!rc && gen_write(gen, &c, NULL))
        rc = PWS_EIO;
    int has_top = 0, has_gpu = 0;
    if (!rc)
        rc = read_manifest(d, gen, &has_top, &has_gpu);
    if (!rc && !has_top)
        snprintf(d->top, sizeof d->top, "%s", has_gpu ? "pws_gpu" : "pws_cu");
    if (!rc) {
        char rtl[PATH_MAX];
        snprintf(rtl, sizeof rtl, "%s/rtl", srctop);
        rc = synth_design_add_dir(d, rtl);
    }
    if (rc)
        synth_design_free(d);
    else
        *out = d;
    return rc;
}

/* The ltp selection: every cell but the sequential ones (FFs, BRAM, DSP, LUT RAM), so that the
 * longest path runs between registers (docs/fpga.md "Frequency estimate"). */
static void print_pattern_list(FILE *f, const char *prefix, const char *list, const char *suffix)
{
    for (const char *p = list; p && *p;) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, " ");
        if (n)
            fprintf(f, "%s%.*s%s", prefix, (int)n, p, suffix);
        p += n;
    }
}

int synth_write_premap(FILE *f, const char *src, const char *top, int flatten)
{
    fprintf(f, "hierarchy -top %s\nproc\n%sopt\ntechmap -map %s/fpga/cmp_const_map.v\nopt\n", top,
            flatten ? "flatten\n" : "", src);
    return ferror(f) ? PWS_EIO : 0;
}

int synth_write_script(const synth_design *d, const synth_target *t, int keep, FILE *f)
{
    fprintf(f, "# yosys script written by pws synth (docs/fpga.md); target %s, top %s\n",
            t->name, d->top);
    fprintf(f, "read_verilog -defer");
    for (size_t i = 0; i < d->nfiles; i++)
        fprintf(f, " %s", d->files[i]);
    fprintf(f, "\n");
    if (t->cmp_map && synth_write_premap(f, d->src, d->top, 0))
        return PWS_EIO;
    for (const char *s = t->script; *s;) {
        if (!strncmp(s, "{top}", 5)) {
            fputs(d->top, f);
            s += 5;
        } else if (!strncmp(s, "{fpga}", 6)) {
            fprintf(f, "%s/fpga", d->src);
            s += 6;
        } else {
            fputc(*s++, f);
        }
    }
    fprintf(f, "hierarchy -check -top %s\n", d->top);
    fprintf(f, "tee -q -o stat.json stat -json\n");
    if (keep)
        fprintf(f, "write_verilog -noattr netlist.v\n");
    fprintf(f, "flatten\n");
    fprintf(f, "tee -q -o carry.txt select -list t:__none__");
    print_pattern_list(f, " t:", t->cells[SYNTH_CARRY], "");
    /* ltp needs the wires selected too: select the sequential cells, then invert (%n) */
    fprintf(f, "\ntee -q -o ltp.txt ltp -noff t:__none__");
    static const synth_class seq[] = { SYNTH_FF, SYNTH_BRAM, SYNTH_DSP, SYNTH_LUTRAM };
    for (size_t k = 0; k < sizeof seq / sizeof seq[0]; k++)
        print_pattern_list(f, " t:", t->cells[seq[k]], " %u");
    fprintf(f, " %%n\n");
    return ferror(f) ? PWS_EIO : 0;
}

/* ---- Running yosys ------------------------------------------------------------------------- */

static int start(synth_job *j, FILE *progress)
{
    fflush(progress);
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0)
        return diag_at(WHERE, PWS_EIO, "cannot start yosys: %s", strerror(errno));
    if (pid == 0) {
        if (chdir(j->dir) != 0)
            _exit(126);
        int fd = open("yosys.err", O_WRONLY | O_CREAT | O_TRUNC, 0666);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        char *argv[] = { "yosys", "-q", "-l", "yosys.log", "-s", "synth.ys", NULL };
        execvp(argv[0], argv);
        _exit(127);
    }
    j->pid = pid;
    j->start = j->last_line = proc_wall();
    j->log_off = 0;
    j->pass[0] = j->shown[0] = '\0';
    fprintf(progress, "synth: %s: yosys started (log: %s/yosys.log)\n", j->t->name, j->dir);
    return 0;
}

/* "12.3. Executing PROC_MUX pass" -> level 2, "PROC_MUX"; returns the level (1, 2) or 0. */
static int pass_line(const char *line, char *name, size_t len)
{
    int level = 0;
    const char *p = line;
    while (*p >= '0' && *p <= '9') {
        while (*p >= '0' && *p <= '9')
            p++;
        if (*p != '.')
            return 0;
        p++;
        level++;
    }
    if (!level || strncmp(p, " Executing ", 11))
        return 0;
    p += 11;
    size_t n = strcspn(p, " \n");
    snprintf(name, len, "%.*s", (int)n, p);
    return level;
}

/* Reads what the job's log gained and updates its current pass "TOP/SUB". */
static void follow_log(synth_job *j)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/yosys.log", j->dir);
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    if (fseek(f, j->log_off, SEEK_SET) == 0) {
        char line[512];
        static const size_t keep = sizeof j->pass;
        while (fgets(line, sizeof line, f)) {
            size_t n = strlen(line);
            if (n && line[n - 1] != '\n' && !feof(f))
                continue;       /* a long line: skip its pieces, they are not pass headers */
            if (n && line[n - 1] != '\n')
                break;          /* incomplete last line: read it again next time */
            j->log_off += (long)n;
            char name[48];
            int lvl = pass_line(line, name, sizeof name);
            if (lvl == 1)
                snprintf(j->pass, keep, "%s", name);
            else if (lvl == 2) {
                char *slash = strchr(j->pass, '/');
                if (slash)
                    *slash = '\0';
                size_t l = strlen(j->pass);
                snprintf(j->pass + l, keep - l, "/%s", name);
            }
        }
    }
    fclose(f);
}

int synth_run(synth_job *jobs, size_t n, unsigned parallel, FILE *progress)
{
    size_t next = 0, running = 0, done = 0;
    if (parallel < 1)
        parallel = 1;
    int rc = 0;
    while (done < n) {
        while (!rc && running < parallel && next < n) {
            if (start(&jobs[next], progress)) {
                rc = PWS_EIO;
                /* not started: count it as finished so the loop ends */
                jobs[next].status = -1;
                jobs[next].pid = 0;
                done++;
            } else {
                running++;
            }
            next++;
        }
        if (rc && !running)
            break;
        struct timespec ts = { 0, 250 * 1000 * 1000 };
        nanosleep(&ts, NULL);
        for (size_t i = 0; i < next; i++) {
            synth_job *j = &jobs[i];
            if (j->pid <= 0)
                continue;
            int st;
            pid_t w = waitpid(j->pid, &st, WNOHANG);
            double now = proc_wall();
            if (w == j->pid) {
                j->status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
                j->seconds = now - j->start;
                j->pid = 0;
                running--;
                done++;
                fprintf(progress, "synth: %s: yosys %s after %.0f s\n", j->t->name,
                        j->status ? "failed" : "finished", j->seconds);
                continue;
            }
            follow_log(j);
            /* a line per change of pass, at most every 10 s; and one every 60 s regardless */
            if ((strcmp(j->pass, j->shown) && now - j->last_line >= 10) || now - j->last_line >= 60) {
                fprintf(progress, "synth: %s: %.0f s: %s\n", j->t->name, now - j->start,
                        j->pass[0] ? j->pass : "starting");
                fflush(progress);
                snprintf(j->shown, sizeof j->shown, "%s", j->pass);
                j->last_line = now;
            }
        }
        if (rc && next >= n && !running)
            break;
    }
    if (rc)
        for (size_t i = next; i < n; i++)
            jobs[i].status = -1;
    return rc;
}

int synth_error_line(const char *path, char *buf, size_t len)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    char line[1024], last[1024] = "";
    int found = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        const char *e = strstr(line, "ERROR:");   /* also "input:0: ERROR: ..." */
        if (e) {
            snprintf(buf, len, "%s", line);
            found = 1;
            break;
        }
        if (line[0])
            snprintf(last, sizeof last, "%s", line);
    }
    fclose(f);
    if (!found && last[0]) {
        snprintf(buf, len, "%s", last);
        found = 2;
    }
    return found;
}

void synth_last_error(const char *dir, char *buf, size_t len)
{
    char a[1200], b[1200], alt[1024];
    snprintf(a, sizeof a, "%s/yosys.log", dir);
    snprintf(b, sizeof b, "%s/yosys.err", dir);
    snprintf(buf, len, "no output");
    int fa = synth_error_line(a, buf, len);
    if (fa == 1)
        return;
    int fb = synth_error_line(b, alt, sizeof alt);
    if (fb == 1 || (fb && !fa))
        snprintf(buf, len, "%s", alt);
}
