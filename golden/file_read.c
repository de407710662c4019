/* golden/file_read.c -- see file_read.h. Reads in doubling chunks rather than asking the size
 * first, so pipes and /dev/stdin work too. */
#include "file_read.h"
#include "diag.h"
#include "pws_err.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int file_read(const char *path, char **data, size_t *size)
{
    diag_loc l = { path, 0 };
    *data = NULL;
    *size = 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return diag(&l, PWS_EIO, "cannot open: %s", strerror(errno));
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (ferror(f) || feof(f))
            break;
        if (cap >= FILE_READ_MAX) {   /* /dev/zero, a wrong path to a huge file */
            free(buf);
            fclose(f);
            return diag(&l, PWS_EIO, "larger than %u MiB, the most pws reads into memory",
                        (unsigned)(FILE_READ_MAX >> 20));
        }
        char *nb = realloc(buf, 2 * cap + 1);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    int err = ferror(f) ? errno : 0;
    fclose(f);
    if (!buf)
        return diag(&l, PWS_ENOMEM, "out of memory reading the file");
    if (err) {
        free(buf);
        return diag(&l, PWS_EIO, "read error: %s", strerror(err));
    }
    buf[n] = '\0';
    *data = buf;
    *size = n;
    return 0;
}

int file_write(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
    size_t w = fwrite(data, 1, n, f);
    int bad = ferror(f);
    if (fclose(f) || w != n || bad)
        return diag_at(path, PWS_EIO, "write failed");
    return 0;
}
