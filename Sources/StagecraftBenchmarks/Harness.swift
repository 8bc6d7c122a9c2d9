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
