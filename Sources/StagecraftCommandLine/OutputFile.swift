import Foundation

/// Writes a file a command was asked for (`--junit`, `render --out`, `--trace-dir`'s traces, the
/// gallery's pages) the way a shell's `>` would treat what is there, but without ever leaving half
/// a file in place of a good one:
///
/// - a regular file, or nothing: written to a temporary file beside it, then renamed over it;
/// - a symbolic link: the same, beside the file it points to (the link stays a link);
/// - a FIFO or a character device (`/dev/null`, `/dev/stdout`): written directly, since a rename
///   would replace the special file itself (`stagecraft test --junit /dev/null` run as root turned
///   /dev/null into a regular file);
/// - a directory, a socket or a block device: refused, with the path and the reason.
///
/// Errors are one line naming the path (`OutputError`), never a Foundation error's dump.
enum OutputFile {
    /// How deep a chain of symbolic links may go, as the kernel's own limit (ELOOP past it).
    static let maxLinkDepth = 40

    static func write(_ data: Data, to path: String) throws(OutputError) {
        let target = try resolvingLinks(path)
        var info = stat()
        if lstat(target, &info) != 0 {
            guard errno == ENOENT else { throw OutputError(path, reason: errno) }
            return try replace(target, with: data, mode: nil, shownAs: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(target, with: data, mode: info.st_mode & 0o7777, shownAs: path)
        case S_IFIFO, S_IFCHR: try writeInPlace(target, data, shownAs: path)
        case S_IFDIR: throw OutputError("\(path) is a directory; give a file path")
        default: throw OutputError("\(path) is not a regular file, a FIFO or a character device; give a file path")
        }
    }

    static func write(_ text: String, to path: String) throws(OutputError) { try write(Data(text.utf8), to: path) }

    /// Why writing `path` would fail, checked before a command does its work (a run of every
    /// scenario should not end in "cannot write"): its folder missing or read-only, or a path
    /// that is a directory. Nil when it looks writable.
    static func problem(writing path: String) -> String? {
        let target: String
        do { target = try resolvingLinks(path) } catch { return error.description }
        var info = stat()
        if lstat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFIFO, S_IFCHR: return access(target, W_OK) == 0 ? nil : OutputError(path, reason: errno).description
            case S_IFDIR: return "\(path) is a directory; give a file path"
            default: return "\(path) is not a regular file, a FIFO or a character device; give a file path"
            }
        }
        let folder = (target as NSString).deletingLastPathComponent
        var folderInfo = stat()
        guard stat(folder.isEmpty ? "." : folder, &folderInfo) == 0 else { return OutputError(path, reason: errno).description }
        guard folderInfo.st_mode & S_IFMT == S_IFDIR else { return "cannot write \(path): \(folder) is not a directory" }
        guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else { return OutputError(path, reason: errno).description }
        return nil
    }

    /// The file `path` names once its symbolic links are followed (the last one may dangle: the file
    /// is made where it points). Folders on the way are left as given.
    static func resolvingLinks(_ path: String) throws(OutputError) -> String {
        var current = path
        for _ in 0...maxLinkDepth {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw OutputError(path, reason: errno) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw OutputError(path, reason: ELOOP)
    }

    /// Writes a temporary file in `path`'s folder and renames it over `path`, keeping an existing
    /// file's permissions.
    private static func replace(_ path: String, with data: Data, mode: mode_t?, shownAs shown: String) throws(OutputError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw OutputError(shown, reason: errno) }
        var failure = writeAll(descriptor, data)
        if failure == 0, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw OutputError(shown, reason: failure)
        }
    }

    /// Writes into an existing FIFO or device as `>` does (a FIFO waits for its reader).
    private static func writeInPlace(_ path: String, _ data: Data, shownAs shown: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError(shown, reason: errno) }
        var failure = writeAll(descriptor, data)
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw OutputError(shown, reason: failure) }
    }

    /// Writes every byte, retrying short writes and interruptions; 0 or the failing errno.
    private static func writeAll(_ descriptor: Int32, _ data: Data) -> Int32 {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}

/// A file or folder a command could not write: one line, the path and the reason.
struct OutputError: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) { description = message }

    init(_ path: String, reason code: Int32) {
        description = "cannot write \(path): \(String(cString: strerror(code)))"
    }
}
