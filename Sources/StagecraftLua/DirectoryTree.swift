import Foundation

/// Walks directory trees for watching and scenario discovery: symbolic links to directories are
/// followed (a scripts folder may be a link), but each real directory, known by its device and
/// inode, is entered once. Links that loop (`a -> .`, `b -> .`) made the old walks exponential —
/// every path through the loops is a new path, up to the kernel's limit on links per lookup — so
/// `stagecraft watch` never started watching.
///
/// The walk is iterative (a stack, not recursion) and sorted, so it is deterministic and a deep
/// tree cannot overflow the native stack. A tree keeps the set of directories it entered, so a
/// watcher that walks new subdirectories later never enters one twice either.
public struct DirectoryTree {
    /// A directory's identity, whatever path reaches it.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// A directory being entered.
    public struct Directory {
        /// The path it was reached by (the root as given, then `/name` per level).
        public let path: String
        /// `path` below the root (`""` for the root itself).
        public let relative: String
        /// Its canonical path (symbolic links resolved), the way `require` and the watcher name files.
        public let real: String
    }

    private var entered: Set<Identity> = []
    private var reals: [String: Identity] = [:]

    public init() {}

    /// Walks `root` depth first. `enter` is asked for the root and each subdirectory not entered
    /// before (true: go in); `file` gets every entry that is not a directory (a link to a file, or a
    /// dangling link, included), with the directory it is in and its name.
    public mutating func walk(_ root: String, enter: (Directory) -> Bool, file: (Directory, String) -> Void) {
        var pending: [Directory] = []
        if let top = admit(path: root, relative: "") { pending.append(top) }
        while let directory = pending.popLast() {
            guard enter(directory) else { continue }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            var subdirectories: [Directory] = []
            for name in names {
                let path = directory.path + "/" + name
                if Self.isDirectory(path) {
                    let relative = directory.relative.isEmpty ? name : directory.relative + "/" + name
                    if let sub = admit(path: path, relative: relative) { subdirectories.append(sub) }
                } else {
                    file(directory, name)
                }
            }
            pending += subdirectories.reversed()  // popped in sorted order
        }
    }

    /// Forgets the directory whose canonical path is `real` (it was removed): a new directory
    /// there, possibly on the same inode, is entered again.
    public mutating func forget(real: String) {
        if let identity = reals.removeValue(forKey: real) { entered.remove(identity) }
    }

    /// The directory at `path` if it is one (links followed) not entered before, marked entered.
    private mutating func admit(path: String, relative: String) -> Directory? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard entered.insert(identity).inserted else { return nil }
        let real = Self.realPath(path)
        reals[real] = identity
        return Directory(path: path, relative: relative, real: real)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
