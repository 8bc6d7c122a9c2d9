import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// iOS 18's zoom from Lua (docs/zoom.md, T11.2): `UIViewController.Transition.zoom{…}` keeps
/// Swift's spelling, `UIZoomTransitionOptions` has UIKit's properties, the callbacks get context
/// tables with UIKit's field names, and bad values are clear errors at the script's line.
@Suite final class ZoomBindingTests {
    private var made: [(LuaState, Engine, Window)] = []

    deinit {
        for (lua, engine, _) in made {
            engine.discardEverything()
            lua.releaseAllObjects()
        }
    }

    /// A navigation controller on screen with `grid` (holding `cell`, 120 × 120 at (20, 120)) and
    /// a `detail` controller, as globals.
    func stage() throws -> (LuaState, Engine, NavigationController, ViewController, View) {
        let lua = try LuaState()
        let engine = Engine()
        let grid = ViewController(name: "grid"), detail = ViewController(name: "detail")
        let navigation = NavigationController(rootViewController: grid)
        let window = Window()
        made.append((lua, engine, window))
        window.rootViewController = navigation
        engine.advance(by: 0)
        let cell = View(frame: Rect(20, 120, 120, 120), name: "cell")
        grid.view.addSubview(cell)
        lua.setGlobal("nav", navigation)
        lua.setGlobal("grid", grid)
        lua.setGlobal("detail", detail)
        lua.setGlobal("cell", cell)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine, navigation, detail, cell)
    }

    @Test func t11_2a_theZoomKeepsSwiftsSpellingAndZoomsFromTheProvidersView() throws {
        let (lua, engine, navigation, detail, cell) = try stage()
        try lua.run("""
            S.contexts = {}
            detail.preferredTransition = UIViewController.Transition.zoom{ sourceViewProvider = function(context)
              S.contexts[#S.contexts + 1] = context.zoomedViewController.name .. "<" .. context.sourceViewController.name
              return cell
            end }
            nav:pushViewController(detail, true)
            """)
        engine.advance(by: 0)
        #expect(cell.isHidden)
        #expect(detail.preferredTransition?.kind == .zoom)
        #expect(try lua.run("return tostring(detail.preferredTransition), detail.preferredTransition.kind") == ["UIViewController.Transition.zoom", "zoom"])
        engine.advance(by: 2)
        #expect(navigation.viewControllers.map(\.name) == ["grid", "detail"])
        try lua.run("nav:popViewController(true)")
        engine.advance(by: 2)
        // T11.2c: asked for the push and again for the pop.
        #expect(try lua.run("return table.concat(S.contexts, ',')") == ["detail<grid,detail<grid"])
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func t11_2a_theOtherCasesAreValuesAndStrings() throws {
        let (lua, _, _, detail, _) = try stage()
        try lua.run("detail.preferredTransition = UIViewController.Transition.crossDissolve")
        #expect(detail.preferredTransition?.kind == .crossDissolve)
        try lua.run("detail.preferredTransition = 'flipHorizontal'")
        #expect(detail.preferredTransition?.kind == .flipHorizontal)
        try lua.run("detail.preferredTransition = nil")
        #expect(detail.preferredTransition == nil)
        #expect(try lua.run("return tostring(UIViewController.Transition.partialCurl), UIViewController.Transition.coverVertical.kind")
                == ["UIViewController.Transition.partialCurl", "coverVertical"])
    }

    @Test func t11_2a_theObjectiveCNameIsTheSameNamespace() throws {
        let (lua, _, _, detail, _) = try stage()
        try lua.run("detail.preferredTransition = UIViewControllerTransition.zoom(function() return cell end)")
        #expect(detail.preferredTransition?.kind == .zoom)
        #expect(try lua.run("return UIViewControllerTransition.crossDissolve.kind, UIViewController.Transition.flipHorizontal.kind")
                == ["crossDissolve", "flipHorizontal"])
    }

    @Test func t11_2a_positionalFormsFollowSwiftsArgumentOrder() throws {
        let (lua, _, _, detail, _) = try stage()
        try lua.run("""
            local options = UIZoomTransitionOptions()
            options.dimmingColor = UIColor.red
            detail.preferredTransition = UIViewController.Transition.zoom(options, function() return cell end)
            """)
        #expect(detail.preferredTransition?.options?.dimmingColor == Color.red)
        try lua.run("detail.preferredTransition = UIViewController.Transition.zoom(function() return nil end)")
        #expect(detail.preferredTransition?.options == nil)
    }

    @Test func t11_2d_t11_2e_optionsHaveUIKitsPropertiesAndReadBack() throws {
        let (lua, engine, _, detail, _) = try stage()
        try lua.run("""
            S.options = UIZoomTransitionOptions{ dimmingColor = UIColor(0, 0, 1, 0.5), dimmingVisualEffect = "systemMaterial" }
            S.options.alignmentRectProvider = function(context)
              S.aligned = context.sourceView.name .. "/" .. context.zoomedViewController.name
              return CGRect(0, 200, 390, 390)
            end
            detail.preferredTransition = UIViewController.Transition.zoom{ options = S.options, sourceViewProvider = function() return cell end }
            nav:pushViewController(detail, true)
            """)
        engine.advance(by: 0)
        #expect(try lua.run("return S.aligned, type(S.options.alignmentRectProvider), S.options.dimmingVisualEffect, S.options.dimmingColor.alpha")
                == ["cell/detail", "function", "systemMaterial", "0.5"])
        #expect(abs(detail.view.presentation.transform.a - 120.0 / 390) < 1e-9)
        engine.advance(by: 2)  // a transition left running holds its controllers (the sanitized run checks leaks)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func t11_2f_interactiveDismissShouldBeginGetsUIKitsContext() throws {
        let (lua, engine, navigation, _, _) = try stage()
        try lua.run("""
            local options = UIZoomTransitionOptions()
            options.interactiveDismissShouldBegin = function(context)
              S.seen = string.format("%g,%g %g,%g %s", context.location.x, context.location.y, context.velocity.dx, context.velocity.dy, tostring(context.willBegin))
              return false
            end
            detail.preferredTransition = UIViewController.Transition.zoom{ options = options, sourceViewProvider = function() return cell end }
            nav:pushViewController(detail, true)
            """)
        engine.advance(by: 2)
        let window = try #require(navigation.view.window)
        let touches = TouchSynthesizer(engine: engine, window: window)
        touches.pan(from: Point(x: 100, y: 300), to: Point(x: 100, y: 600), duration: 0.3)
        engine.advance(by: 2)
        // The pan begins at the first touch sample past 10 pt (y in 310…320), moving 1000 pt/s straight down.
        let seen = try lua.run("return S.seen")[0]
        #expect(seen.hasPrefix("100,31") && seen.hasSuffix(" 0,1000 true"), "\(seen)")
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func badValuesAreClearErrorsAtTheScriptsLine() throws {
        let (lua, _, _, _, _) = try stage()
        let cases: [(String, String)] = [
            ("detail.preferredTransition = 'zoom'", "needs its source view provider"),
            ("detail.preferredTransition = 'sideways'", "\"coverVertical\""),
            ("detail.preferredTransition = 5", "bad value for 'preferredTransition'"),
            ("local t = UIViewController.Transition.zoom{}", "must be a function"),
            ("local t = UIViewController.Transition.zoom{sourceViewProvider = 3}", "must be a function"),
            ("local t = UIViewController.Transition.zoom{provider = function() end}", "provider"),
            ("local t = UIViewController.Transition.zoom(5, function() end)", "ZoomTransitionOptions expected"),
            ("UIZoomTransitionOptions().dimmingColor = 0/0", "dimmingColor"),
            ("UIZoomTransitionOptions().interactiveDismissShouldBegin = true", "interactiveDismissShouldBegin"),
            ("local o = UIZoomTransitionOptions{dimming = 1}", "dimming"),
        ]
        for (source, words) in cases {
            do {
                try lua.run(source, chunkName: "=bad")
                Issue.record("no error for \(source)")
            } catch {
                #expect(error.message.hasPrefix("bad:1:") && error.message.contains(words), "\(source): \(error.message)")
            }
        }
    }

    @Test func t11_2c_aProviderReturningTheWrongTypeIsReportedAtItsLineAndTheZoomFallsBack() throws {
        let (lua, engine, navigation, _, _) = try stage()
        try lua.run("""
            local options = UIZoomTransitionOptions()
            options.alignmentRectProvider = function() return CGRect(0, 0, 0/0, 10) end
            detail.preferredTransition = UIViewController.Transition.zoom{ options = options,
              sourceViewProvider = function() return 42 end }
            nav:pushViewController(detail, true)
            """, chunkName: "=zoom")
        engine.advance(by: 2)
        #expect(navigation.viewControllers.count == 2)
        let reported = engine.diagnostics.map { "\($0.source ?? "") \($0.message)" }
        #expect(reported == ["zoom:4 sourceViewProvider returned number; a UIView or nil expected"], "\(reported)")
    }

    @Test func t11_2c_anErrorInTheProviderIsReportedAndTheZoomStillCompletes() throws {
        let (lua, engine, navigation, _, _) = try stage()
        try lua.run("""
            detail.preferredTransition = UIViewController.Transition.zoom{ sourceViewProvider = function()
              error("no cell")
            end }
            nav:pushViewController(detail, true)
            """, chunkName: "=zoom")
        engine.advance(by: 2)
        #expect(navigation.viewControllers.count == 2)
        #expect(engine.diagnostics.map(\.kind) == [.scriptError])
        #expect(engine.diagnostics.first?.message.contains("zoom:2: no cell") == true)
    }
}
