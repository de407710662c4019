/* golden/file_read.h -- read a whole file into memory (kernels, code images, argument buffers),
 * and write one from memory (generated kernels, output buffers). */
#ifndef PWS_FILE_READ_H
#define PWS_FILE_READ_H

#include <stddef.h>

/* The most file_read reads: kernels, code images, argument buffers and tool logs are far
 * smaller, and a device such as /dev/zero never ends. */
#define FILE_READ_MAX ((size_t)256 << 20)

/* Reads all of path into *data (owned: free() it) and sets *size to its length in bytes. The
 * buffer has one extra byte set to 0 after the data, so a text file can be used as a C string.
 * Returns 0, or PWS_EIO / PWS_ENOMEM after reporting one line naming path (a file of more than
 * FILE_READ_MAX bytes is refused); *data is NULL then. */
int file_read(const char *path, char **data, size_t *size);

/* Writes the n bytes at data to path (created or truncated). Returns 0, or PWS_EIO after reporting
 * one line naming path ("cannot write: <reason>", or "write failed" when a write or the close
 * fails, e.g. a full disk). */
int file_write(const char *path, const void *data, size_t n);

#endif
