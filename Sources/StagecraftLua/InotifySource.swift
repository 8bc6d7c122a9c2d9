#if os(Linux)
import Foundation
import Glibc

/// Linux inotify over directories: a save by write (close-after-write) or by write-then-rename
/// (moved-to) is complete; a file created, deleted or moved away is reported after the debounce.
/// New subdirectories are watched as they appear, and the scripts already in them reported.
final class InotifySource: PollableSource {
    let descriptor: Int32
    private var directories: [Int32: String] = [:]
    /// Every directory watched so far, so none is walked (or watched) twice.
    private var tree = DirectoryTree()
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR)

    /// nil when inotify cannot be used (no such system call, descriptor limits): poll instead.
    init?(directories: [String]) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        for directory in directories { _ = watchTree(directory) }
        guard !self.directories.isEmpty || directories.isEmpty else {
            close(fd)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Watches `directory` and its subdirectories (hidden ones skipped; links followed, each real
    /// directory once); returns the scripts already inside, named under their real directories.
    private func watchTree(_ directory: String) -> [String] {
        var scripts: [String] = []
        tree.walk(directory, enter: { entered in
            guard entered.relative.isEmpty || !(entered.path as NSString).lastPathComponent.hasPrefix(".") else { return false }
            let wd = inotify_add_watch(descriptor, entered.real, Self.mask)
            guard wd >= 0 else { return false }
            directories[wd] = entered.real
            return true
        }, file: { parent, name in
            if FileWatcher.isScript(name) { scripts.append(parent.real + "/" + name) }
        })
        return scripts
    }

    func read() -> [RawChange] {
        var changes: [RawChange] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }  // EAGAIN: nothing more to read now
            buffer.withUnsafeBytes { bytes in parse(bytes, count: count, into: &changes) }
        }
        return changes
    }

    /// Decodes `struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }` records.
    private func parse(_ bytes: UnsafeRawBufferPointer, count: Int, into changes: inout [RawChange]) {
        var offset = 0
        while offset + 16 <= count {
            let wd = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += 16 + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {  // events were lost: every script may have changed
                for directory in Set(directories.values) { changes += FileWatcher.scripts(under: directory).map { RawChange(path: $0, kind: .written, complete: true) } }
                continue
            }
            if mask & UInt32(IN_IGNORED) != 0 {  // the directory went away
                if let gone = directories.removeValue(forKey: wd) { tree.forget(real: gone) }
                continue
            }
            guard let directory = directories[wd], !name.isEmpty else { continue }
            let path = directory + "/" + name
            if mask & UInt32(IN_ISDIR) != 0 {
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix(".") {
                    changes += watchTree(path).map { RawChange(path: $0, kind: .written, complete: true) }
                }
                continue
            }
            guard FileWatcher.isScript(name) else { continue }
            if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
                changes.append(RawChange(path: path, kind: .written, complete: true))
            } else if mask & UInt32(IN_CREATE) != 0 {
                changes.append(RawChange(path: path, kind: .written, complete: false))
            } else if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                changes.append(RawChange(path: path, kind: .removed, complete: false))
            }
        }
    }

    func wait(timeout: Double) -> Bool {
        var target = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(min(max(timeout * 1000, 0), Double(Int32.max)).rounded(.up))
        return poll(&target, 1, milliseconds) > 0
    }
}
#endif
