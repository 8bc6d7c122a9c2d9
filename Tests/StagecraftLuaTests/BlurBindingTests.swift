import Testing
import Stagecraft
@testable import StagecraftLua

/// T12.3 in Lua: `UIVisualEffectView` and `UIBlurEffect` under UIKit's names, the styles spelled as
/// UIKit's case names, `effect` animated by `UIView.animate` and scrubbed by a property animator.
@Suite struct BlurBindingTests {
    let engine = Engine()
    let lua: LuaState

    let root = View(frame: Rect(0, 0, 200, 200))

    private let made = MadeStates()

    init() throws {
        lua = try LuaState()
        made.keep(lua, engine)
        lua.setGlobal("root", root)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")  // shared by the chunks of a test
        try lua.call(nargs: 0, nresults: 0)
    }

    /// The error a script gets for `source`, run as the chunk `file`.
    func failure(_ source: String, file: String = "@examples/blur.lua") -> LuaError? {
        do {
            _ = try lua.run(source, chunkName: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func T12_3_theClassicBlurInThenOutFromLua() throws {
        try lua.run("""
            S.blur = UIVisualEffectView(nil)
            S.blur.frame = CGRect(0, 0, 100, 100)
            root:addSubview(S.blur)
            S.label = UILabel(CGRect(0, 0, 50, 20), "Hi")
            S.blur.contentView:addSubview(S.label)
            UIView.animate(1, function() S.blur.effect = UIBlurEffect("dark") end)
            """)
        let blur = try #require(root.subviews.first as? VisualEffectView)
        engine.advance(by: 0.3)
        #expect(abs(blur.presentedBlurAmount - 0.187396) < 1e-5)  // UIKit's default easeInOut at 0.3
        #expect(try lua.run("return S.blur.effect.style, S.label.superview == S.blur.contentView, S.blur.contentView.superview == S.blur")
                == ["dark", "true", "true"])
        engine.advance(by: 0.7)
        try lua.run("UIView.animate(0.5, 0, 'curveLinear', function() S.blur.effect = nil end)")
        #expect(try lua.run("return S.blur.effect") == ["nil"])
        engine.advance(by: 0.2)
        #expect(abs(blur.presentedBlurAmount - 0.6) < 1e-6 && blur.presentation.style.blurStyle == .dark, "amount \(blur.presentedBlurAmount)")
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func T12_3_aPausedAnimatorScrubsTheBlurFromLua() throws {
        try lua.run("""
            S.blur = UIVisualEffectView{effect = nil, frame = CGRect(0, 0, 100, 100), name = "backdrop"}
            root:addSubview(S.blur)
            S.animator = UIViewPropertyAnimator(1, "linear", function() S.blur.effect = UIBlurEffect{style = "regular"} end)
            S.animator.fractionComplete = 0.3
            """)
        let blur = try #require(root.subviews.first as? VisualEffectView)
        #expect(abs(blur.presentedBlurAmount - 0.3) < 1e-9)
        engine.advance(by: 1)
        try lua.run("S.animator.fractionComplete = 0.75")
        #expect(abs(blur.presentedBlurAmount - 0.75) < 1e-9)
        #expect(try lua.run("return S.animator.state, S.blur.effect.style") == ["active", "regular"])
    }

    @Test func T12_3_theEffectReadsBackAsTheObjectSet() throws {
        #expect(try lua.run("""
            local effect = UIBlurEffect("systemMaterial")
            local blur = UIVisualEffectView(effect, "made blurred")
            return blur.effect == effect, blur.effect.style, blur.name, tostring(blur.contentView ~= nil)
            """) == ["true", "systemMaterial", "made blurred", "true"])
        // The batch setter takes `effect` too, as every view property (a nil in a Lua table is no key).
        #expect(try lua.run("""
            local blur = UIVisualEffectView(nil)
            blur:set{effect = UIBlurEffect("dark"), alpha = 0.5}
            local shown = blur.effect.style
            blur:set{effect = UIBlurEffect("light")}
            return shown, blur.effect.style, blur.alpha
            """) == ["dark", "light", "0.5"])
    }

    @Test func T12_3_aBadStyleNameIsAnErrorAtItsLine() throws {
        let error = try #require(failure("local ok = 1\nlocal effect = UIBlurEffect(\"darkish\")"))
        #expect(error.chunk == "examples/blur.lua" && error.line == 2)
        #expect(error.message.contains("\"dark\"") && error.message.contains("\"systemMaterial\""))
        let table = try #require(failure("return UIBlurEffect{style = 3}"))
        #expect(table.line == 1)
        let missing = try #require(failure("\n\nreturn UIBlurEffect{}"))
        #expect(missing.line == 3 && missing.message.contains("style"))
        let notAnEffect = try #require(failure("local v = UIVisualEffectView(nil)\nv.effect = 'dark'"))
        #expect(notAnEffect.line == 2 && notAnEffect.message.contains("BlurEffect"))
    }

    @Test func T12_3_addingToTheEffectViewItselfIsAnErrorAtItsLine() throws {
        let error = try #require(failure("local v = UIVisualEffectView(UIBlurEffect('dark'))\nv:addSubview(UIView())"))
        #expect(error.line == 2 && error.message.contains("-contentView"))
        #expect(try lua.run("local v = UIVisualEffectView(nil); v.contentView:addSubview(UIView()); return #v.contentView.subviews") == ["1"])
    }
}
