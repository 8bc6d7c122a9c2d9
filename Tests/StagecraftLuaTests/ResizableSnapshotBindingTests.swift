import Testing
import Stagecraft
@testable import StagecraftLua

/// `view:resizableSnapshotView(rect [, afterScreenUpdates [, capInsets]])` (KT1.1) from Lua, and its
/// errors for bad input, which name the script's line.
@Suite struct ResizableSnapshotBindingTests {
    @Test func kt1_1_aTileFromLua() throws {
        let lua = try LuaState()
        defer { lua.releaseAllObjects() }
        let page = View(frame: Rect(0, 0, 390, 844), name: "page")
        page.addSubview(View(frame: Rect(50, 60, 10, 10), name: "dot"))
        lua.setGlobal("page", page)
        // The tile at (39, 39) of the 39-pt grid: the dot at (50, 60) shows at (11, 21).
        #expect(try lua.run("""
            local tile = page:resizableSnapshotView(CGRect(39, 39, 39, 39), false, UIEdgeInsets.zero)
            local dot = tile.subviews[1].subviews[1]
            local r = tile:convertFrom(dot.bounds, dot)
            return tile.frame == CGRect(0, 0, 39, 39), tile.clipsToBounds, r.origin.x, r.origin.y
            """) == ["true", "true", "11.0", "21.0"])
        // The insets may be left out, as may afterScreenUpdates.
        #expect(try lua.run("return page:resizableSnapshotView({0, 0, 10, 20}).bounds.height") == ["20.0"])
    }

    @Test func kt1_1_badInputIsAnErrorAtTheScriptsLine() throws {
        let lua = try LuaState()
        defer { lua.releaseAllObjects() }
        lua.setGlobal("page", View(frame: Rect(0, 0, 100, 100), name: "page"))
        let cases: [(String, String)] = [
            ("page:resizableSnapshotView(5)", "bad argument #1 to 'resizableSnapshotView' (CGRect expected, got number)"),
            ("page:resizableSnapshotView(CGRect(0, 0, -5, 5))", "bad argument #1 to 'resizableSnapshotView' (a finite CGRect of non-negative size"),
            ("page:resizableSnapshotView({0, 0, 0/0, 5})", "bad argument #1 to 'resizableSnapshotView'"),
            ("page:resizableSnapshotView(CGRect(0, 0, 5, 5), false, UIEdgeInsets(-1, 0, 0, 0))", "bad argument #3 to 'resizableSnapshotView' (finite UIEdgeInsets ≥ 0 expected"),
            ("page:resizableSnapshotView(CGRect(0, 0, 5, 5), false, 'wide')", "bad argument #3 to 'resizableSnapshotView' (UIEdgeInsets expected, got string)"),
        ]
        for (code, message) in cases {
            do { try lua.run(code, chunkName: "@tiles.lua"); Issue.record("expected an error from \(code)") } catch {
                #expect(error.message.contains(message), "\(error.message)")
                #expect(error.message.hasPrefix("tiles.lua:1:"), "\(error.message)")
            }
        }
    }
}
