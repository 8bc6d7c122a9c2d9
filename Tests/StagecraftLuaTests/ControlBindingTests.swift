import Testing
import Stagecraft
@testable import StagecraftLua

/// UIButton and UIControl from Lua (T12.6, docs/controls.md): the Swift calls a real screen
/// makes — `UIButton(type: .system)`, `setTitle(_:for:)`, `addTarget(self, action:
/// #selector(close), for: .touchUpInside)` — under UIKit's names, driven by real touches.
@Suite struct ControlBindingTests {
    let stage = LuaGestureStage()

    /// A system button "close" at (100, 100) 100 × 40 in the card, as S.button.
    func addButton() throws {
        try stage.lua.run("""
            local button = UIButton("system", "close")
            button.frame = CGRect(100, 100, 100, 40)
            button:setTitle("Close", UIControl.State.normal)
            card:addSubview(button)
            S.button = button
            """)
    }

    @Test func t12_6_aTargetsMethodNamedAsASelectorRunsOnceForATap() throws {
        try addButton()
        try stage.lua.run("""
            local Screen = { closes = 0 }
            function Screen:close(sender) self.closes = self.closes + 1; self.sender = sender end
            S.button:addTarget(Screen, "close", UIControl.Event.touchUpInside)
            S.Screen = Screen  -- the app keeps its target: the control does not
            """)
        stage.touches.tap(at: Point(150, 120))
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.Screen.closes, S.Screen.sender == S.button") == ["1", "true"])
    }

    @Test func t12_6_aFunctionTargetGetsTheEventsOfItsSetInOrder() throws {
        try addButton()
        try stage.lua.run("""
            S.log = {}
            S.button:addTarget(function(sender) S.log[#S.log + 1] = sender.state end, {"touchDown", "touchUpInside"})
            """)
        stage.touches.tap(at: Point(150, 120))
        stage.engine.advance(by: 1)
        // At touchDown the button is already highlighted; at touchUpInside no longer.
        #expect(try stage.lua.run("return table.concat(S.log, ',')") == ["highlighted,normal"])
    }

    @Test func t12_6_aDisabledButtonCallsNoTargetAndRemovedTargetsStop() throws {
        try addButton()
        try stage.lua.run("""
            S.count = 0
            S.token = S.button:addTarget(function() S.count = S.count + 1 end, "touchUpInside")
            S.button.isEnabled = false
            """)
        stage.touches.tap(at: Point(150, 120))
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.count, S.button.state") == ["0", "disabled"])
        try stage.lua.run("S.button.isEnabled = true")
        stage.touches.tap(at: Point(150, 120))
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.count") == ["1"])
        try stage.lua.run("S.button:removeTarget(S.token)")
        stage.touches.tap(at: Point(150, 120))
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.count") == ["1"])
    }

    @Test func t12_6_titlesPerStateAndTheTitleLabel() throws {
        try addButton()
        #expect(try stage.lua.run("""
            local b = S.button
            b:setTitle("Closing", {"highlighted"})
            b:setTitleColor(UIColor.red, "normal")
            return b:title("selected"), b:title("highlighted"), b.titleLabel.text, b.currentTitle, b.buttonType,
              b:titleColor("disabled") == UIColor.red
            """) == ["Close", "Closing", "Close", "Close", "system", "true"])
    }

    @Test func t12_6_imagesPerStateAndTheImageView() throws {
        try addButton()
        #expect(try stage.lua.run("""
            local b = S.button
            b:setImage("star", "normal")
            b:setImage("star.fill", "selected")
            local before = b.currentImage
            b.isSelected = true
            return before, b.currentImage, b.imageView.imageName
            """) == ["star", "star.fill", "star.fill"])
    }

    @Test func t12_6_sendActionsReachesTheTargets() throws {
        try addButton()
        #expect(try stage.lua.run("""
            local n = 0
            S.button:addTarget(function() n = n + 1 end, "valueChanged")
            S.button:sendActions(UIControl.Event.valueChanged)
            S.button:sendActions("touchUpInside")
            return n
            """) == ["1"])
    }

    @Test func t12_6_badEventsStatesAndTypesAreClearErrors() throws {
        try addButton()
        let messages = try stage.lua.run("""
            local _, a = pcall(function() S.button:addTarget(function() end, "tuchUpInside") end)
            local _, b = pcall(function() S.button:setTitle("x", 3) end)
            local _, c = pcall(function() return UIButton("round") end)
            local _, d = pcall(function() S.button:addTarget({}, "close", "touchUpInside") end)
            return a, b, c, d
            """)
        #expect(messages.count == 4)
        #expect(messages[0].contains("unknown UIControl.Event name 'tuchUpInside'"))
        #expect(messages[1].contains("bad argument #2 to 'setTitle'"))
        #expect(messages[2].contains("\"system\""))
        #expect(messages[3].contains("the target has no method 'close'"))
        #expect(try stage.lua.run("return S.button.currentTitle") == ["Close"], "nothing changed")
    }
}
