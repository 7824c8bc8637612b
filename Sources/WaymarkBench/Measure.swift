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
}
