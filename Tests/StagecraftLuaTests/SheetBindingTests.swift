import Foundation
import Testing
@testable import Stagecraft
@testable import StagecraftLua

/// Sheets from Lua (T11.3, T11.4, docs/sheets.md): UIKit's names, a delegate table, custom detents
/// with Lua resolvers, and bad input refused with the script's file:line.
@Suite final class SheetBindingTests {
    private let made = MadeStates()

    /// A 390 × 844 window with `root` on screen and `sheet`, a page sheet, as Lua globals.
    func stage() throws -> (LuaState, Engine, ViewController, ViewController, Window) {
        let lua = try LuaState()
        let engine = Engine()
        made.keep(lua, engine)
        let window = Window()
        let root = ViewController(name: "root"), sheet = ViewController(name: "sheet")
        window.rootViewController = root
        engine.advance(by: 0)
        lua.setGlobal("root", root)
        lua.setGlobal("sheet", sheet)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine, root, sheet, window)
    }

    @Test func t11_3a_automaticIsAPageSheetAndTheSheetExistsBeforePresent() throws {
        let (lua, engine, root, sheet, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        #expect(try lua.run("return sheet.modalPresentationStyle") == ["automatic"])  // iOS 13's default (T11.3)
        #expect(try lua.run("""
            sheet.modalPresentationStyle = "fullScreen"
            return sheet.sheetPresentationController
            """) == ["nil"])  // no sheet for .fullScreen
        _ = try lua.run("""
            sheet.modalPresentationStyle = "automatic"
            local controller = sheet.sheetPresentationController
            S.same = rawequal(controller, sheet.presentationController)
            controller.detents = { UISheetPresentationController.Detent.medium(), "large" }
            controller.prefersGrabberVisible = true
            root:present(sheet, true)
            """)
        engine.advance(by: 1)
        #expect(try lua.run("return S.same, sheet.presentationController.presentationStyle") == ["true", "pageSheet"])
        #expect(sheet.view.frame == Rect(0, 422, 390, 422))
        #expect(try lua.run("return sheet.sheetPresentationController.grabber.frame.size.width") == ["36.0"])
        #expect(root.presentedViewController === sheet)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func t11_3c_aDelegateTableHearsTheSwipe() throws {
        let (lua, engine, _, sheet, window) = try stage()
        _ = try lua.run("""
            sheet.modalPresentationStyle = "pageSheet"
            S.calls = {}
            sheet.presentationController.delegate = {
              presentationControllerWillDismiss = function(pc) S.calls[#S.calls + 1] = "will" end,
              presentationControllerDidDismiss = function(pc) S.calls[#S.calls + 1] = "did:" .. pc.presentationStyle end,
            }
            root:present(sheet, true)
            """)
        engine.advance(by: 1)
        let touches = TouchSynthesizer(engine: engine, window: window)
        touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 800), duration: 0.4, hold: 0.1)
        engine.advance(by: 2)
        #expect(try lua.run("return table.concat(S.calls, ',')") == ["will,did:pageSheet"])
        #expect(sheet.presentingViewController == nil)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func t11_4b_aLuaResolverSizesTheCustomDetentAndBadAnswersAreReported() throws {
        let (lua, engine, _, sheet, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        _ = try lua.run("""
            sheet.modalPresentationStyle = "formSheet"
            local controller = sheet.sheetPresentationController
            controller.detents = { UISheetPresentationControllerDetent.custom("peek", function(context)
              return S.answer or context.maximumDetentValue * 0.25
            end) }
            root:present(sheet, true)
            """, chunkName: "@sheet_test.lua")
        engine.advance(by: 1)
        // The maximum is 844 − 10 = 834; a quarter is 208.5.
        #expect(sheet.view.frame == Rect(0, 844 - 208.5, 390, 208.5))
        _ = try lua.run("""
            S.answer = 'lots'
            sheet.sheetPresentationController:animateChanges(function()
              sheet.sheetPresentationController:invalidateDetents()
            end)
            """)
        // The string is not a number: reported at the line defining the resolver, and the detent is inactive
        // (the sheet falls back to the large detent).
        let reported = engine.diagnostics.filter { $0.kind == .scriptError }
        #expect(reported.count == 1)
        #expect(reported.first?.source == "sheet_test.lua:3")
        #expect(sheet.view.frame.minY == 10)
    }

    @Test func t11_4_badInputIsAScriptErrorWithTheLine() throws {
        let (lua, _, _, _, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        _ = try lua.run("sheet.modalPresentationStyle = 'pageSheet'; S.c = sheet.sheetPresentationController")
        for (code, message) in [
            ("S.c.detents = {}", "must not be empty"),
            ("S.c.detents = {'small'}", "not a system detent"),
            ("S.c.detents = {42}", "got number"),
            ("S.c.detents = 'medium'", "a list of detents"),
            ("S.c.preferredCornerRadius = 0/0", "finite number"),
            ("S.c.prefersGrabberVisible = 'yes'", "boolean"),
            ("UISheetPresentationController.Detent.custom('', function() end)", "non-empty identifier"),
            ("UISheetPresentationController.Detent.custom('x', 3)", "function"),
            ("S.c:animateChanges(nil)", "function"),
            ("sheet.modalPresentationStyle = 'sheet'", "pageSheet"),
            ("sheet.isModalInPresentation = 1", "boolean"),
            ("S.c.delegate = 5", "table"),
            ("S.c.delegate = { presentationControllerDidDismis = function() end }", "needs at least one of"),
        ] {
            do {
                _ = try lua.run(code, chunkName: "@bad.lua")
                Issue.record("no error for \(code)")
            } catch {
                #expect(error.message.contains(message), "\(code): \(error.message)")
                #expect(error.message.contains("bad.lua:1"), "\(code): \(error.message)")
            }
        }
    }

    @Test func t11_4c_selectedDetentAndAnimateChangesFromLua() throws {
        let (lua, engine, _, sheet, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        _ = try lua.run("""
            sheet.modalPresentationStyle = "pageSheet"
            local c = sheet.sheetPresentationController
            c.detents = { "medium", "large" }
            c.largestUndimmedDetentIdentifier = "medium"
            root:present(sheet, true)
            """)
        engine.advance(by: 1)
        #expect(try lua.run("return sheet.sheetPresentationController.dimmingView.alpha") == ["0.0"])
        _ = try lua.run("""
            local c = sheet.sheetPresentationController
            c:animateChanges(function() c.selectedDetentIdentifier = "large" end)
            """)
        #expect(sheet.view.presentation.frame.minY == 422)
        engine.advance(by: 1)
        #expect(sheet.view.presentation.frame.minY == 10)
        #expect(try lua.run("return sheet.sheetPresentationController.selectedDetentIdentifier") == ["large"])
    }
}
