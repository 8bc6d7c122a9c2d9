import Foundation

/// The fallback where inotify is missing: each `read` compares every script's modification time,
/// size and inode with the previous scan. Nothing says when a write is finished, so every change
/// waits for the watcher's debounce (the file must look the same for that long).
final class PollingSource: ChangeSource {
    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    private let directories: [String]
    private var stamps: [String: Stamp]
    /// How long `wait` sleeps: the polling interval.
    let interval: Double

    init(directories: [String], interval: Double = 0.02) {
        self.directories = directories
        self.interval = interval
        stamps = [:]
        stamps = scan()
    }

    private func scan() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for directory in directories {
            for path in FileWatcher.scripts(under: directory) {
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                result[path] = Stamp(seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec,
                                     size: Int64(info.st_size), inode: UInt64(info.st_ino))
            }
        }
        return result
    }

    func read() -> [RawChange] {
        let now = scan()
        var changes: [RawChange] = []
        for (path, stamp) in now where stamps[path] != stamp {
            changes.append(RawChange(path: path, kind: .written, complete: false))
        }
        for path in stamps.keys where now[path] == nil {
            changes.append(RawChange(path: path, kind: .removed, complete: false))
        }
        stamps = now
        return changes
    }

    func wait(timeout: Double) -> Bool {
        Thread.sleep(forTimeInterval: min(max(timeout, 0), interval))
        return true
    }
}
