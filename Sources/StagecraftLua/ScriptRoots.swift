import Foundation

/// Which files scripts may read: those inside the script roots once every symbolic link is
/// resolved. `require` and role scripts given by path (`animator "…"`) both go through here, so
/// a link in a repository (`animators/fade.lua -> /home/me/.ssh/…`, or a linked folder) cannot
/// run or read code from outside the project.
public enum ScriptRoots {
    /// The canonical absolute path of an existing file or directory (symbolic links resolved).
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the canonical path `real` lies inside one of the canonical `roots`.
    public static func contains(_ real: String, roots: [String]) -> Bool {
        roots.contains { root in root == "/" || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    }

    /// Why `path` (found under `root`) may not be read, or nil when it may: it resolves outside
    /// every root (the message names the symbolic link responsible), or it is not a regular file
    /// (a FIFO or a device is no script, and saying so beats "not found").
    public static func refusal(of path: String, under root: String, roots: [String]) -> String? {
        let canonicalRoots = roots.compactMap(realPath)
        guard let real = realPath(path) else { return nil }  // gone meanwhile: reading it fails anyway
        guard contains(real, roots: canonicalRoots) else {
            let link = firstLinkOutside(path, under: root, roots: canonicalRoots) ?? path
            return "\(link) is a symbolic link to \(realPath(link) ?? real), outside the script roots (\(roots.joined(separator: ", ")))"
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "\(path) is not a regular file" }
        return nil
    }

    /// The first symbolic link on the way from `root` down to `path` that leads outside `roots`.
    static func firstLinkOutside(_ path: String, under root: String, roots: [String]) -> String? {
        let base = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(base) else { return nil }
        var prefix = String(base.dropLast())
        for component in path.dropFirst(base.count).split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            guard lstat(prefix, &info) == 0 else { return nil }
            if (info.st_mode & S_IFMT) == S_IFLNK, let target = realPath(prefix), !contains(target, roots: roots) { return prefix }
        }
        return nil
    }
}
