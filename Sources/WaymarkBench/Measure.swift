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

    /// Processor time of this process so far (user and system), in milliseconds: on a machine
    /// shared with other work, wall time measures the queue as much as the code.
    static func processorMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Wall and processor milliseconds of `body`.
    static func wallAndProcessor(_ body: () throws -> Void) rethrows -> (wall: Double, processor: Double) {
        let processor = processorMilliseconds()
        let start = DispatchTime.now()
        try body()
        return (milliseconds(since: start), processorMilliseconds() - processor)
    }
}
