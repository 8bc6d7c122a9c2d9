import Testing
import Stagecraft
@testable import StagecraftLua

/// The status bar from Lua (SB1 of docs/layout.md): a screen's `preferredStatusBarStyle` and
/// `prefersStatusBarHidden` (values or functions), `modalPresentationCapturesStatusBarAppearance`,
/// `setNeedsStatusBarAppearanceUpdate()` and the window's status bar.
@Suite final class StatusBarBindingTests {
    let lua: LuaState
    let engine = Engine()
    let window = Window()

    init() throws {
        lua = try LuaState()
        engine.advance(by: 0)
        lua.setGlobal("window", window)
        let home = try ScriptViewController(lua: lua, name: "home", source: "return {preferredStatusBarStyle = 'darkContent'}", chunkName: "home.lua")
        let player = try ScriptViewController(lua: lua, name: "player", source: """
            return {
              preferredStatusBarStyle = function(vc) return vc.userInfo.dark and "darkContent" or "lightContent" end,
              prefersStatusBarHidden = function(vc) return vc.userInfo.hidesBar == true end,
            }
            """, chunkName: "player.lua")
        player.modalPresentationStyle = .fullScreen
        lua.setGlobal("home", home)
        lua.setGlobal("player", player)
        window.rootViewController = home
    }

    deinit {
        engine.discardEverything()
        lua.releaseAllObjects()
    }

    @Test func sb1_1_aScreensAnswersAreValuesOrFunctions() throws {
        #expect(try lua.run("return window.statusBarStyle, home.preferredStatusBarStyle, player.preferredStatusBarStyle, player.prefersStatusBarHidden")
            == ["darkContent", "darkContent", "lightContent", "false"])
        #expect(try lua.run("return UIViewController('plain').preferredStatusBarStyle, UIViewController('plain').prefersStatusBarHidden")
            == ["default", "false"])
    }

    @Test func sb1_2_aFullScreenPresentationTakesTheBarAndSetNeedsUpdateAsksAgain() throws {
        try lua.run("home:present(player, false)")
        engine.advance(by: 0)
        #expect(try lua.run("return window.statusBarStyle") == ["lightContent"])
        try lua.run("player.userInfo.dark = true")
        #expect(try lua.run("return window.statusBarStyle") == ["lightContent"])  // not asked yet
        #expect(try lua.run("""
            player:setNeedsStatusBarAppearanceUpdate()
            local style = window.statusBarStyle
            player.userInfo.hidesBar = true
            player:setNeedsStatusBarAppearanceUpdate()
            return style, window.isStatusBarHidden, window.windowScene.statusBarManager.isStatusBarHidden
            """) == ["darkContent", "true", "true"])
        try lua.run("player:dismiss(false)")
        engine.advance(by: 0)
        #expect(try lua.run("return window.statusBarStyle, window.isStatusBarHidden") == ["darkContent", "false"])
    }

    @Test func sb1_1_theCaptureFlagReadsAndWrites() throws {
        lua.setGlobal("sheet", try ScriptViewController(lua: lua, name: "sheet", source: "return {preferredStatusBarStyle = 'lightContent'}",
                                                        chunkName: "sheet.lua"))
        try lua.run("""
            sheet.modalPresentationStyle = "overFullScreen"
            home:present(sheet, false)
            """)
        engine.advance(by: 0)
        #expect(try lua.run("return window.statusBarStyle") == ["darkContent"])
        try lua.run("sheet:dismiss(false)")
        engine.advance(by: 0)
        #expect(try lua.run("""
            sheet.modalPresentationCapturesStatusBarAppearance = true
            home:present(sheet, false)
            return window.statusBarStyle, sheet.modalPresentationCapturesStatusBarAppearance
            """) == ["lightContent", "true"])
    }

    /// `stagecraft import` turns `override var prefersStatusBarHidden: Bool { immersive }` into a
    /// `get_prefersStatusBarHidden(self)` method of the screen's class: the system asks it too.
    @Test func sb1_1_anImportedScreensComputedPropertyGettersAnswer() throws {
        let viewer = try ScriptViewController(lua: lua, name: "viewer", source: """
            local Viewer = { immersive = false }
            function Viewer:get_preferredStatusBarStyle() return "lightContent" end
            function Viewer:get_prefersStatusBarHidden() return self.userInfo.immersive end
            return Viewer
            """, chunkName: "viewer.lua")
        viewer.modalPresentationStyle = .fullScreen
        lua.setGlobal("viewer", viewer)
        try lua.run("home:present(viewer, false)")
        engine.advance(by: 0)
        #expect(try lua.run("return window.statusBarStyle, window.isStatusBarHidden") == ["lightContent", "false"])
        #expect(try lua.run("viewer.userInfo.immersive = true viewer:setNeedsStatusBarAppearanceUpdate() return window.isStatusBarHidden") == ["true"])
    }

    /// A custom container screen hands the question to the child it shows (SB1.3); nil answers itself.
    @Test func sb1_3_aContainerScreenNamesTheChildThatAnswers() throws {
        let container = try ScriptViewController(lua: lua, name: "container", source: """
            return {
              preferredStatusBarStyle = "darkContent",
              childForStatusBarStyle = function(vc) return vc.userInfo.current end,
            }
            """, chunkName: "container.lua")
        lua.setGlobal("container", container)
        window.rootViewController = container
        #expect(try lua.run("return window.statusBarStyle") == ["darkContent"])
        #expect(try lua.run("""
            container.userInfo.current = player
            container:setNeedsStatusBarAppearanceUpdate()
            return window.statusBarStyle
            """) == ["lightContent"])
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func sb1_4_theStatusBarFrameFollowsTheDevice() throws {
        window.use(.iPhone15)
        #expect(try lua.run("return window.statusBarFrame.height, window.windowScene.statusBarManager.statusBarFrame.width")
            == ["54.0", "393.0"])
    }

    @Test func sb1_wrongAnswersAreReportedAndUIKitsDefaultsUsed() throws {
        try lua.run("""
            odd = UIViewController("odd", {preferredStatusBarStyle = 42, prefersStatusBarHidden = function(vc) error("boom") end})
            odd.modalPresentationStyle = "fullScreen"
            home:present(odd, false)
            """, chunkName: "@odd.lua")
        #expect(try lua.run("return window.statusBarStyle, window.isStatusBarHidden") == ["default", "false"])
        let messages = engine.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("preferredStatusBarStyle: a UIStatusBarStyle name expected, got number") })
        #expect(messages.contains { $0.contains("boom") })
        #expect(engine.diagnostics.allSatisfy { $0.kind == .scriptError })
    }
}
