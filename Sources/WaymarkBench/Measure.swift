import Foundation

/// Clocks and memory for the benchmarks.
enum Measure {
    static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }

    /// The process's peak resident memory so far.
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024          // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576     // bytes on Darwin
        #endif
    }

    /// CPU time used by this process so far (user and system), in milliseconds: on a machine
    /// shared with other work, wall time also counts the waits for a core, CPU time does not.
    static func cpuMilliseconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }
}
