import Testing
import Stagecraft
@testable import StagecraftLua

/// Views from Lua: properties, identity, released handles, errors, animations; and the invariant
/// that no Lua error unwinds a Swift frame.
@Suite struct ViewBindingTests {
    final class CountingView: View {
        nonisolated(unsafe) static var alive = 0
        override init(frame: Rect = .zero, name: String? = nil) {
            CountingView.alive += 1
            super.init(frame: frame, name: name)
        }
        deinit { CountingView.alive -= 1 }
    }

    @Test func errorsRaisedFromBoundFunctionsReleaseTheSwiftObjectsAliveInThem() throws {
        // LUA_EMBEDDING.md §1: 1000 raising calls, each with a retained View in its Swift frame.
        do {
            let lua = try LuaState()
            for index in 0..<1000 { lua.setGlobal("v\(index)", CountingView(name: "v\(index)")) }
            #expect(CountingView.alive == 1000)
            #expect(try lua.run("""
                local failures = 0
                for i = 0, 999 do
                  local ok, message = pcall(function() _G["v" .. i]:addSubview(5) end)
                  if not ok and message:find("bad argument #1 to 'addSubview' %(View expected, got number%)") then failures = failures + 1 end
                end
                return failures
                """) == ["1000"])
            for index in 0..<1000 { lua.setGlobal("v\(index)", nil) }
            lua.collectGarbage()
            #expect(CountingView.alive == 0)
        }
        #expect(CountingView.alive == 0)
    }

    @Test func propertiesReadAndWriteTheCoreModel() throws {
        let lua = try LuaState()
        let view = View(frame: Rect(0, 0, 100, 50), name: "card")
        lua.setGlobal("card", view)
        try lua.run("card.alpha = 0.5 card.frame = CGRect(10, 20, 30, 40) card.backgroundColor = UIColor.red card:set{tag = 7, cornerRadius = 4}")
        #expect(view.alpha == 0.5 && view.frame == Rect(10, 20, 30, 40) && view.backgroundColor == .red && view.tag == 7 && view.cornerRadius == 4)
        #expect(try lua.run("return card.center.x, card.name, tostring(card):match('^View<card 0x')") == ["25.0", "card", "View<card 0x"])
    }

    @Test func identityHoldsAndHandlesAreShared() throws {
        let lua = try LuaState()
        let parent = View(name: "parent"), child = View(name: "child")
        parent.addSubview(child)
        lua.setGlobal("parent", parent)
        lua.setGlobal("child", child)
        #expect(try lua.run("return parent.subviews[1] == child, rawequal(child.superview, parent), #parent.subviews") == ["true", "true", "1"])
        #expect(try lua.run("local l = UILabel(CGRect(0,0,10,10), 'hi') parent:addSubview(l) return l.text, parent.subviews[2] == l, getmetatable(l)") == ["hi", "true", "locked"])
    }

    @Test func misuseIsAClearErrorWithFileAndLine() throws {
        let lua = try LuaState()
        let view = View(name: "card")
        lua.setGlobal("card", view)
        let cases: [(String, String)] = [
            ("card.alpha = 'x'", "v.lua:1: bad value for 'alpha' (number expected, got string)"),
            ("card.alpah = 1", "v.lua:1: View has no property 'alpah'"),
            ("card.superview = card", "v.lua:1: View.superview is read-only"),
            ("card:addSubview(card)", "v.lua:1: addSubview: Can't add self as subview (View<card>)"),
            ("card.addSubview(5, card)", "v.lua:1: bad argument #1 to 'addSubview' (View expected, got number; call it with ':')"),
            ("setmetatable(card, {})", "bad argument #1 to 'setmetatable' (table expected, got View)"),
        ]
        for (source, message) in cases {
            do { try lua.run(source, chunkName: "@v.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.contains(message), "\(error.message)")
                #expect(error.kind == .runtime)
            }
        }
    }

    @Test func releasedObjectsRaiseInsteadOfCrashing() throws {
        let lua = try LuaState()
        let view = View(name: "pizzaImage")
        lua.setGlobal("img", view)
        try lua.run("keep = img")
        lua.invalidate(view)
        for source in ["return img.alpha", "img.alpha = 1", "img:removeFromSuperview()", "UIView():addSubview(img)"] {
            do { try lua.run(source, chunkName: "@r.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.contains("View 'pizzaImage' was released"), "\(error.message)")
            }
        }
    }

    @Test func t8_2_animateSetsModelsAtOnceAndCompletesOnTheEngine() throws {
        let engine = Engine()
        let lua = try LuaState()
        let view = View(frame: Rect(0, 0, 10, 10))
        lua.setGlobal("v", view)
        try lua.run("UIView.animate(0.5, function() v.alpha = 0 end, function(finished) done = finished print('done', finished) end)")
        #expect(view.alpha == 0)
        engine.advance(by: 0.25)
        #expect(view.presentation.alpha > 0 && view.presentation.alpha < 1)
        engine.advance(by: 0.3)
        #expect(lua.log == ["done\ttrue"])
        // An error in the block is raised at the call; an error in the completion is reported.
        do { try lua.run("UIView.animate(0.5, 0, {'curveLinear'}, function() error('boom') end)", chunkName: "@a.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "a.lua:1: boom")
        }
        try lua.run("UIView.animate(0.1, function() v.alpha = 1 end, function() local t = nil; t.x = 1 end)", chunkName: "@c.lua")
        engine.advance(by: 0.2)
        #expect(engine.diagnostics.contains { $0.kind == .scriptError && $0.source == "c.lua:1" })
    }

    /// presentationBackgroundColor reads the colour on screen, mid-animation too (T8.3: the colour
    /// animates; a linear 1 s from clear black to 70 % black is at 35 % half way), and nil for none.
    @Test func t8_3_presentationBackgroundColorIsTheColourOnScreen() throws {
        let engine = Engine()
        let lua = try LuaState()
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        let view = View(frame: Rect(0, 0, 10, 10))
        lua.setGlobal("v", view)
        #expect(try lua.run("return v.presentationBackgroundColor == nil") == ["true"])
        try lua.run("""
            v.backgroundColor = UIColor{white = 0, alpha = 0}
            UIView.animate(1, 0, {'curveLinear'}, function() v.backgroundColor = UIColor{white = 0, alpha = 0.7} end)
            """)
        engine.advance(by: 0.5)
        #expect(try lua.run("return string.format('%.4f %.4f', v.presentationBackgroundColor.alpha, v.backgroundColor.alpha)") == ["0.3500 0.7000"])
        engine.advance(by: 0.6)
        #expect(try lua.run("return string.format('%.4f', v.presentationBackgroundColor.alpha)") == ["0.7000"])
        #expect(try lua.run("local ok, e = pcall(function() v.presentationBackgroundColor = 1 end) return ok") == ["false"])
    }

    /// SW9.1: `view.motionEffects.removeAll()` imported writes an empty list back, which a view has
    /// already (no motion effect is modelled headless); a non-empty list would be lost, so it raises.
    @Test func SW9_1_motionEffectsTakesOnlyAnEmptyList() throws {
        let lua = try LuaState()
        lua.setGlobal("card", View(name: "card"))
        #expect(try lua.run("card.motionEffects = {} return #card.motionEffects") == ["0"])
        do {
            try lua.run("card.motionEffects = { {} }", chunkName: "@v.lua")
            Issue.record("a non-empty list was taken")
        } catch {
            #expect(error.message.contains("v.lua:1: motionEffects: only an empty list can be set"), "\(error.message)")
        }
    }
}
