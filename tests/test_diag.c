/* tests/test_diag.c -- golden/diag.c's usage line and golden/file_read.c's whole-file write.
 * Expected texts are the formats their headers promise, written out by hand. */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "file_read.h"
#include "pws_err.h"

static void test_usage_line(void)
{
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(diag_usage("pws sim", "unknown option '%s'", "--nope"), 2);
    CU_ASSERT_STRING_EQUAL(diag_last(),
                           "pws sim: error: unknown option '--nope' (try pws sim --help)");
    CU_ASSERT_EQUAL(diag_usage("pws trace", "no trace file"), 2);
    CU_ASSERT_STRING_EQUAL(diag_last(), "pws trace: error: no trace file (try pws trace --help)");
    diag_set_quiet(0);
}

static void test_file_write_round_trip(void)
{
    char path[] = "/tmp/pws_test_diag_XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    const unsigned char bytes[5] = { 0x00, 0x41, 0xff, 0x0a, 0x7f };
    CU_ASSERT_EQUAL(file_write(path, bytes, sizeof bytes), 0);
    char *back = NULL;
    size_t n = 0;
    CU_ASSERT_EQUAL_FATAL(file_read(path, &back, &n), 0);
    CU_ASSERT_EQUAL(n, 5u);
    CU_ASSERT_EQUAL(memcmp(back, bytes, 5), 0);
    CU_ASSERT_EQUAL(back[5], 0);   /* file_read's terminating zero */
    free(back);
    CU_ASSERT_EQUAL(file_write(path, bytes, 0), 0);   /* truncates */
    CU_ASSERT_EQUAL_FATAL(file_read(path, &back, &n), 0);
    CU_ASSERT_EQUAL(n, 0u);
    free(back);
    unlink(path);
}

static void test_file_write_errors(void)
{
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(file_write("/nonexistent-dir/x.bin", "a", 1), PWS_EIO);
    CU_ASSERT_STRING_EQUAL(diag_last(),
                           "/nonexistent-dir/x.bin: error: cannot write: No such file or directory");
    if (access("/dev/full", W_OK) == 0) {
        static char big[1 << 16];   /* larger than stdio's buffer, so fwrite itself fails */
        CU_ASSERT_EQUAL(file_write("/dev/full", big, sizeof big), PWS_EIO);
        CU_ASSERT_STRING_EQUAL(diag_last(), "/dev/full: error: write failed");
    }
    diag_set_quiet(0);
}

void suite_diag(void)
{
    CU_pSuite s = CU_add_suite("diag", NULL, NULL);
    CU_add_test(s, "usage line", test_usage_line);
    CU_add_test(s, "file_write round trip", test_file_write_round_trip);
    CU_add_test(s, "file_write errors", test_file_write_errors);
}
