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

#include <signal.h>
#include <unistd.h>
#include <fcntl.h>

// SIGINT and SIGTERM, caught by a handler installed at once (sigaction), which writes
// the signal's number to a pipe: nothing is lost between installing it and reading
// the pipe, unlike SIG_IGN plus a signal source registered later.
static int tally_stop_pipe[2] = {-1, -1};

static void tally_on_stop_signal(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    ssize_t ignored = write(tally_stop_pipe[1], &byte, 1);  // async-signal-safe; a full pipe drops it
    (void)ignored;
    errno = saved;
}

int tally_catch_stop_signals(void) {
    if (tally_stop_pipe[0] < 0) {
        if (pipe(tally_stop_pipe) != 0) return -1;
        for (int i = 0; i < 2; i++) (void)fcntl(tally_stop_pipe[i], F_SETFD, FD_CLOEXEC);
        (void)fcntl(tally_stop_pipe[1], F_SETFL, O_NONBLOCK);
    }
    struct sigaction action;
    action.sa_handler = tally_on_stop_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGINT, &action, NULL) != 0 || sigaction(SIGTERM, &action, NULL) != 0) return -1;
    return tally_stop_pipe[0];
}

void tally_default_stop_signals(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
}

#if defined(__GLIBC__)
#include <malloc.h>

void tally_release_free_memory(void) { (void)malloc_trim(0); }
#else
void tally_release_free_memory(void) {}
#endif
