#include "TallyPlatformC.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/prctl.h>

int tally_become_child_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }
#else
int tally_become_child_subreaper(void) {
    errno = ENOSYS;
    return -1;
}
#endif

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

// renameat2(2) with RENAME_EXCHANGE (<linux/fs.h>: 1 << 1). Through syscall(2): glibc's own
// wrapper is 2.28 and later, and syscall is variadic, which Swift cannot call.
int tally_exchange(const char *a, const char *b) {
#if defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, 1U << 1);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#elif defined(__APPLE__)
#include <stdio.h>

// renamex_np(2) with RENAME_SWAP (xnu bsd/sys/stdio.h; macOS 10.12, iOS 10). Not run here: no Mac.
int tally_exchange(const char *a, const char *b) { return renamex_np(a, b, RENAME_SWAP); }
#else
int tally_exchange(const char *a, const char *b) {
    (void)a;
    (void)b;
    errno = ENOSYS;
    return -1;
}
#endif
