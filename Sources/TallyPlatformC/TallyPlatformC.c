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
