import Testing
@testable import StagecraftLua

/// A controller's `name` is settable: it is what UIKit's `restorationIdentifier` is for a
/// controller (APIRenames), which the exporter sets after a controller's init and the importer
/// reads back.
@Suite struct ControllerNameBindingTests {
    @Test func aControllersNameIsSetAndReadBack() throws {
        let lua = try LuaState()
        try lua.run("""
            local nav = UINavigationController(UIViewController("a"))
            assert(nav.name == "navigation", "the constructor's default: " .. nav.name)
            nav.name = "adaptiveNavigation"
            assert(nav.name == "adaptiveNavigation", "after the assignment: " .. nav.name)
            """, chunkName: "@c.lua")
    }

    @Test func aNameThatIsNotAStringIsAnErrorAtItsLine() throws {
        let lua = try LuaState()
        do {
            try lua.run("local vc = UIViewController(\"a\")\nvc.name = {}", chunkName: "@c.lua")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("c.lua:2:"), "\(error.message)")
        }
        // The controller keeps its name.
        try lua.run("local vc = UIViewController(\"b\")\npcall(function() vc.name = {} end)\nassert(vc.name == \"b\", vc.name)", chunkName: "@d.lua")
    }
}
