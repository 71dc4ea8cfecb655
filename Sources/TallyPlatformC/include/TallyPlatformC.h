#ifndef TALLY_PLATFORM_C_H
#define TALLY_PLATFORM_C_H

/// Makes the calling process a child subreaper (Linux `prctl(PR_SET_CHILD_SUBREAPER, 1)`):
/// a descendant whose parent dies is re-parented to it instead of to init, so it
/// can still be found and reaped. `prctl` is variadic, which Swift cannot call.
/// Returns 0, or -1 with errno set (ENOSYS where the kernel has no such call:
/// every platform but Linux).
int tally_become_child_subreaper(void);

/// Swaps two paths in one step, so that neither name is ever missing: Linux
/// `renameat2(RENAME_EXCHANGE)`, Darwin `renamex_np(RENAME_SWAP)`. Returns 0, or -1
/// with errno set (EINVAL or ENOTSUP where the file system cannot, ENOSYS where the
/// kernel has no such call).
int tally_exchange(const char *a, const char *b);

/// Catches SIGINT and SIGTERM with a handler that writes the signal's number (one
/// byte) to a pipe, and returns the pipe's read end (-1 with errno on failure).
/// Installed synchronously, so a signal that comes at any later moment is kept.
int tally_catch_stop_signals(void);

/// SIGINT and SIGTERM back to their default action.
void tally_default_stop_signals(void);

/// Hands the allocator's free pages back to the system (glibc `malloc_trim(0)`, which also
/// releases free pages inside each thread's arena): called between the phases of a run, so
/// that what validating a big set freed is not counted again in the run's peak. Does
/// nothing where the allocator returns free memory itself (Darwin, musl).
void tally_release_free_memory(void);

#endif
