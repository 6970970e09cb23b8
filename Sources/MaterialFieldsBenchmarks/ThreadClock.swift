import Glibc

/// The CPU time the calling thread has run, from the kernel's per-thread clock.
///
/// Beside a wall-clock figure it tells whether a difference is work the thread did or time
/// it spent waiting (for the X server, a lock, another process on the same cores).
enum ThreadClock {
    /// The calling thread's CPU time so far, in nanoseconds.
    static func nanoseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
    }
}
