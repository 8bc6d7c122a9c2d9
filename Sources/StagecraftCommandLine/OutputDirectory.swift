import Foundation

/// A folder a command writes its files into (`run --trace-dir`, `gallery --out`, `render --out`
/// for frames): made with its parents when missing, and a path that is something else is one line
/// naming the option, the path and the reason, never a Foundation error's dump
/// (`Error Domain=NSCocoaErrorDomain Code=516 …`).
enum OutputDirectory {
    /// Why `path` cannot be the folder `option` names, checked before any work: it exists and is
    /// not a directory (through links), or the nearest existing folder above it is not writable.
    static func problem(making path: String, option: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { return "\(option) \(path) is a file, not a directory; give a folder to write into" }
            return access(path, W_OK) == 0 ? nil : "\(option) \(path): \(String(cString: strerror(errno)))"
        }
        guard errno == ENOENT || errno == ENOTDIR else { return "\(option) \(path): \(String(cString: strerror(errno)))" }
        var above = (path as NSString).deletingLastPathComponent
        while !above.isEmpty, stat(above, &info) != 0, errno == ENOENT || errno == ENOTDIR { above = (above as NSString).deletingLastPathComponent }
        let existing = above.isEmpty ? "." : above
        guard stat(existing, &info) == 0 else { return "\(option) \(path): \(String(cString: strerror(errno)))" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "\(option) \(path): \(existing) is a file, not a directory" }
        return access(existing, W_OK) == 0 ? nil : "\(option) \(path): cannot create it in \(existing): \(String(cString: strerror(errno)))"
    }

    /// Makes `path` and its parents unless it is a directory already.
    static func make(_ path: String, option: String) throws(OutputError) {
        if let problem = problem(making: path, option: option) { throw OutputError(problem) }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { ($0 as? NSError)?.localizedDescription ?? "\($0)" }
            throw OutputError("\(option) \(path): cannot create the directory: \(reason ?? error.localizedDescription)")
        }
    }
}
