import Foundation

/// A minimal benchmark harness: runs a body repeatedly and reports the median time, so that
/// ratios measured side by side in one process are stable on a shared 2-core machine.
enum Harness {
    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Seconds of CPU time the calling thread has used: unlike `now`, it does not count the time
    /// other processes of a loaded machine hold the core, which swung side-by-side ratios widely.
    static func threadCPUNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `a` and `b` alternately, `pairs` times each (after `warmup` runs of each), and returns
    /// the median of the pairs' ratios a / b of thread CPU time, with each side's median in
    /// seconds: a hiccup then spoils one pair, not one side of the comparison.
    static func pairedRatio(pairs: Int, warmup: Int = 3, _ a: () -> Void, _ b: () -> Void) -> (ratio: Double, a: Double, b: Double) {
        for _ in 0..<warmup { a(); b() }
        var times: [(a: Double, b: Double)] = []
        times.reserveCapacity(pairs)
        for _ in 0..<pairs {
            var start = threadCPUNow()
            a()
            let timeA = threadCPUNow() - start
            start = threadCPUNow()
            b()
            times.append((timeA, threadCPUNow() - start))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(times.map { $0.a / $0.b }), median(times.map(\.a)), median(times.map(\.b)))
    }

    /// The median over `samples` runs of `body` (after `warmup` runs), in seconds per run.
    static func median(samples: Int, warmup: Int = 3, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var times: [Double] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            let start = now()
            body()
            times.append(now() - start)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Prints one `METRIC <name> <value> <unit>` line.
    static func metric(_ name: String, _ value: Double, _ unit: String) {
        print("METRIC \(name) \(String(format: "%.4g", value)) \(unit)")
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never)
func blackHole<T>(_ value: T) { _ = value }
