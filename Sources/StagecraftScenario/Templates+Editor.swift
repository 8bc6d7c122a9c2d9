/// Editor set-up that `stagecraft new` writes beside a project's scripts, so that completion and
/// linting work without configuration: a `.luarc.json` for LuaLS-compatible language servers and
/// a `.luacheckrc` for luacheck, both pointing at Stagecraft's annotations (lua/*.d.lua), copied
/// into the project's `typesDirectory`. The repository's own `.luacheckrc` is
/// `luacheckrc(library: "lua")`, checked by a test.
extension Templates {
    /// The annotation files, in lua/.
    public static let annotationFiles = ["stagecraft.d.lua", "scenario.d.lua"]

    /// Where a project keeps its copy of the annotations, relative to its root: a relative path
    /// in the settings survives moving the folder or committing it, an absolute one would not.
    public static let typesDirectory = ".stagecraft/types"

    /// LuaLS settings: Lua 5.4, the annotations as a library, and the libraries the sandbox does
    /// not have (io, debug, package…) turned off so that using one is an undefined global.
    public static func luarc(library: String) -> String {
        """
        {
          "runtime.version": "Lua 5.4",
          "runtime.builtin": {
            "io": "disable", "debug": "disable", "package": "disable",
            "ffi": "disable", "jit": "disable", "bit": "disable", "bit32": "disable"
          },
          "workspace.library": [\(quoted(library))]
        }

        """
    }

    /// luacheck settings. The globals are read from the annotations when luacheck runs, so they
    /// cannot drift from what the language server knows.
    public static func luacheckrc(library: String) -> String {
        """
        -- luacheck settings for Stagecraft scripts (written by `stagecraft new`).
        std = "lua54"
        -- Callbacks take UIKit's parameters whether or not they use them (animationControllerForPresented's
        -- presenting and source…): an unused one is not a mistake.
        unused_args = false
        -- Ports keep their sources' long lines, so that they compare line by line.
        max_line_length = false

        -- Stagecraft's globals (UIView, CGRect…, and the scenario DSL): the names the annotations
        -- define at top level.
        local library = \(quoted(library))
        -- The annotations declare the globals; they are not scripts to lint.
        exclude_files = { library .. "/**" }
        read_globals = {}
        for _, file in ipairs { \(annotationFiles.map(quoted).joined(separator: ", ")) } do
          for line in io.lines(library .. "/" .. file) do
            local name = line:match("^([%a_][%w_]*) = {}") or line:match("^function ([%a_][%w_]*)%(")
            if name then read_globals[#read_globals + 1] = name end
          end
        end
        -- CATransform3DIdentity is a fresh value on every read, so the Swift idiom
        -- `local t = CATransform3DIdentity; t.m34 = -1 / 500` changes a copy: its fields are writable.
        read_globals.CATransform3DIdentity = { other_fields = true, read_only = false }

        """
    }

    /// A double-quoted string literal, the same in JSON and in Lua.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
