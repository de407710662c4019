/* golden/file_read.h -- read a whole file into memory (kernels, code images, argument buffers). */
#ifndef PWS_FILE_READ_H
#define PWS_FILE_READ_H

#include <stddef.h>

/* Reads all of path into *data (owned: free() it) and sets *size to its length in bytes. The
 * buffer has one extra byte set to 0 after the data, so a text file can be used as a C string.
 * Returns 0, or PWS_EIO / PWS_ENOMEM after reporting one line naming path; *data is NULL then. */
int file_read(const char *path, char **data, size_t *size);

#endif
