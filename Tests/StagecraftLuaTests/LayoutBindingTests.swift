import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Layout, safe areas and the keyboard from Lua (docs/layout.md): UIKit's names, errors through
/// the bridge, overrides as `UIView{layoutSubviews = …}` and screen callbacks.
@Suite final class LayoutBindingTests {
    private let made = MadeStates()

    func stage(_ device: DeviceProfile = .iPhone15) throws -> (LuaState, Engine, Window) {
        let lua = try LuaState()
        let engine = Engine()
        made.keep(lua, engine)
        let window = Window()
        window.use(device)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")  // shared by the chunks of a test
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine, window)
    }

    @Test func ly1_1_autoresizingMaskTakesUIKitsNames() throws {
        let (lua, _, _) = try stage()
        #expect(try lua.run("""
            local parent, child = UIView(CGRect(0, 0, 300, 200)), UIView(CGRect(10, 20, 100, 50))
            child.autoresizingMask = {"flexibleWidth", "flexibleBottomMargin"}
            parent:addSubview(child)
            parent.frame = CGRect(0, 0, 400, 300)
            return table.concat(child.autoresizingMask, ","), child.frame.size.width, child.frame.origin.y
            """) == ["flexibleWidth,flexibleBottomMargin", "200.0", "20.0"])
        #expect(throws: LuaError.self) { try lua.run("UIView().autoresizingMask = 'flexibleSize'") }
    }

    @Test func ly1_4_aLuaViewOverridesLayoutSubviewsAndAnimatesWithLayoutIfNeeded() throws {
        let (lua, engine, _) = try stage()
        _ = try lua.run("""
            local top = UIView()
            S.top = top
            local split = UIView{frame = CGRect(0, 0, 100, 100), layoutSubviews = function(self)
              top.frame = CGRect(0, 0, self.bounds.size.width, self.bounds.size.height / 2)
            end}
            split:addSubview(top)
            split:setNeedsLayout()
            split:layoutIfNeeded()
            split.bounds = CGRect(0, 0, 100, 300)
            UIView.animate(1, function() split:layoutIfNeeded() end)
            """)
        engine.advance(by: 0.3)
        // 50 → 150 tall on UIKit's default ease-in-ease-out curve: easeInEaseOut(0.3) = 0.187396 (TIMING.md).
        #expect(try lua.run("return S.top.frame.size.height") == ["150.0"])
        let height = Double(try lua.run("return S.top.presentationFrame.size.height")[0]) ?? 0
        #expect(abs(height - (50 + 100 * 0.187396)) < 1e-4)
    }

    @Test func aFailingLayoutSubviewsIsADiagnosticNotACrash() throws {
        let (lua, engine, _) = try stage()
        _ = try lua.run("v = UIView{layoutSubviews = function(self) error('no layout today') end}; v:setNeedsLayout(); v:layoutIfNeeded()")
        #expect(engine.diagnostics.contains { $0.kind == .scriptError && $0.message.contains("no layout today") })
    }

    @Test func ly1_3_aLuaLayoutThatNeverSettlesIsADiagnostic() throws {
        let (lua, engine, _) = try stage()
        _ = try lua.run("""
            local v = UIView{layoutSubviews = function(self) self:setNeedsLayout(); self:layoutIfNeeded() end}
            v:setNeedsLayout()
            v:layoutIfNeeded()
            """)
        #expect(engine.diagnostics.contains { $0.kind == .layoutLoop })
    }

    @Test func t11_5_screensHearSafeAreaChangesAndLayOutAgainstTheGuides() throws {
        let (lua, engine, window) = try stage()
        let source = """
            local Screen = { changes = 0 }
            function Screen.viewDidLoad(vc)
              Screen.bar = UIView(CGRect(0, 0, 0, 50))
              vc.view:addSubview(Screen.bar)
            end
            function Screen.viewSafeAreaInsetsDidChange(vc) Screen.changes = Screen.changes + 1 end
            function Screen.viewWillLayoutSubviews(vc)
              local guide = vc.view.keyboardLayoutGuide.layoutFrame
              Screen.bar.frame = CGRect(0, guide.origin.y - 50, vc.view.bounds.size.width, 50)
            end
            return Screen
            """
        let screen = try ScriptViewController(lua: lua, name: "screen", source: source, chunkName: "screen.lua")
        window.rootViewController = screen
        engine.advance(by: 0)  // the root view was resized to the device: a layout pass
        lua.setGlobal("screen", screen)
        // iPhone 15: 852 tall, home indicator 34 → the guide's top at 818, the bar at 768.
        #expect(try lua.run("""
            local s = screen.view.safeAreaInsets
            return s.top, s.bottom, screen.userInfo.bar.frame.origin.y, screen.view.safeAreaLayoutGuide.layoutFrame.size.height
            """) == ["59.0", "34.0", "768.0", "759.0"])
        window.rotate(to: .landscapeLeft)
        #expect(try lua.run("return screen.userInfo.changes, screen.view.safeAreaInsets.left") == ["2", "59.0"])
        _ = try lua.run("screen.additionalSafeAreaInsets = UIEdgeInsets(10, 0, 0, 0)")
        engine.advance(by: 0)
        #expect(try lua.run("return screen.userInfo.changes, screen.view.safeAreaInsets.top, screen.additionalSafeAreaInsets.top") == ["3", "10.0", "10.0"])
    }

    // LY1.7: a screen's viewWillTransition(vc, size, coordinator) hears a rotation with its
    // coordinator (0.3 s a quarter turn), animates alongside it and hears it end; a bad argument
    // to the coordinator is an error naming the script's line, not a trap.
    @Test func ly1_7_screensAnimateAlongsideARotation() throws {
        let (lua, engine, window) = try stage()
        let source = """
            local Screen = { log = {} }
            function Screen.viewDidLoad(vc)
              Screen.badge = UIView(CGRect(0, 0, 10, 10))
              vc.view:addSubview(Screen.badge)
            end
            function Screen.viewWillTransition(vc, size, coordinator)
              Screen.log[#Screen.log + 1] = string.format("%g %g", size.width, coordinator.transitionDuration)
              coordinator:animate(function(context) Screen.badge.alpha = 0 end,
                                  function(context) Screen.log[#Screen.log + 1] = "done" end)
              if size.width == 393 then coordinator:animate(42) end
            end
            return Screen
            """
        let screen = try ScriptViewController(lua: lua, name: "screen", source: source, chunkName: "screen.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        lua.setGlobal("screen", screen)
        _ = try lua.run("screen.userInfo.log = {}; screen.userInfo.badge.alpha = 1")
        window.rotate(to: .landscapeLeft)
        engine.advance(by: 0.15)
        #expect(try lua.run("return table.concat(screen.userInfo.log, ',')") == ["852 0.3"])
        #expect(abs((screen.view.subviews.first?.presentation.alpha ?? 0) - 0.5) < 1e-6)  // ease-in-out, half way
        engine.advance(by: 0.15)
        #expect(try lua.run("return table.concat(screen.userInfo.log, ',')") == ["852 0.3,done"])
        window.rotate(to: .portrait)
        #expect(screen.errors.contains { $0.message.contains("screen.lua:10") })
        engine.advance(by: 0.3)
    }

    @Test func t11_5d_keyboardNotificationsReachLuaObserversWithUIKitsKeys() throws {
        let (lua, engine, window) = try stage()
        _ = try lua.run("""
            local seen = {}
            S.seen = seen
            S.token = NotificationCenter.default:addObserver(UIResponder.keyboardWillShowNotification, function(note)
              local info = note.userInfo
              seen[#seen + 1] = note.name
              S.endFrame = info[UIResponder.keyboardFrameEndUserInfoKey]
              S.duration, S.curve = info[UIResponder.keyboardAnimationDurationUserInfoKey], info["UIKeyboardAnimationCurveUserInfoKey"]
            end)
            NotificationCenter.default:addObserver("UIKeyboardDidHideNotification", nil, nil, function(note) seen[#seen + 1] = note.name end)
            """)
        window.showKeyboard(height: 336)
        #expect(try lua.run("return table.concat(S.seen, ','), S.endFrame.origin.y, S.endFrame.size.height, S.duration, S.curve")
                == ["UIKeyboardWillShowNotification", "516.0", "336.0", "0.25", "7.0"])
        _ = try lua.run("NotificationCenter.default:removeObserver(S.token)")
        window.hideKeyboard()
        engine.advance(by: 1)
        window.showKeyboard(height: 300)
        #expect(try lua.run("return table.concat(S.seen, ',')") == ["UIKeyboardWillShowNotification,UIKeyboardDidHideNotification"])
        #expect(throws: LuaError.self) { try lua.run("NotificationCenter.default:addObserver('x', 1, nil, function() end)") }
    }

    @Test func ly1_6_aPresentationScriptSizesThePresentedControllerToItsPreferredContentSize() throws {
        let (lua, _, _) = try stage()
        let source = """
            local Card = {}
            function Card:sizeForChildContentContainer(container, parentSize)
              return CGSize(parentSize.width, container.preferredContentSize.height)
            end
            function Card:preferredContentSizeDidChangeForChildContentContainer(container) Card.changed = container.name end
            return Card
            """
        let presenter = ViewController(name: "presenter"), presented = ViewController(name: "card")
        presented.preferredContentSize = Size(width: 0, height: 300)
        try ScriptRole.load(lua, source: source, chunkName: "card.lua")
        let controller = try ScriptPresentationController(lua: lua, popping: (), chunkName: "card.lua", presented: presented, presenting: presenter)
        lua.setGlobal("controller", controller)
        lua.setGlobal("card", presented)
        #expect(try lua.run("local s = controller:sizeForChildContentContainer(card, CGSize(393, 852)); return s.width, s.height") == ["393.0", "300.0"])
        #expect(controller.size(forChildContentContainer: presented, withParentContainerSize: Size(width: 10, height: 10)) == Size(width: 10, height: 300))
    }
}
