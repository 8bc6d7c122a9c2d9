import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Issue 25 item 9: a presentation controller's `init` override, where real ones set up their
/// gestures, corner radius and keyboard observers (Swift's `override init(presentedViewController:
/// presenting:)` after `super.init`). UIKit makes the controller when the delegate is asked, before
/// `presentationTransitionWillBegin`, and it has no container view yet.
@Suite final class PresentationInitTests {
    private var states: [LuaState] = []
    deinit { for lua in states { lua.releaseAllObjects() } }

    static let sheet = """
        local Sheet = { extends = "DimmingPresentationController" }
        function Sheet:init(presented, presenting)
          S.log[#S.log + 1] = "init"
          S.noContainerYet = self.containerView == nil
          S.arguments = presented == self.presentedViewController and presenting == self.presentingViewController
          presented.view.layer.cornerRadius = 12
          self.taps = 0
          local tap = UITapGestureRecognizer("sheetTap")
          tap:addTarget(function() self.taps = self.taps + 1 end)
          presented.view:addGestureRecognizer(tap)
          self.keyboardToken = NotificationCenter.default:addObserver(UIResponder.keyboardWillShowNotification, function(note)
            S.keyboardHeight = note.userInfo[UIResponder.keyboardFrameEndUserInfoKey].size.height
          end)
        end
        function Sheet:presentationTransitionWillBegin()
          S.log[#S.log + 1] = "willBegin"
          S.radiusAtWillBegin = self.presentedViewController.view.layer.cornerRadius
          self:super("presentationTransitionWillBegin")
        end
        local Delegate = {}
        function Delegate:presentationControllerForPresented(presented, presenting, source) return Sheet end
        return Delegate
        """

    func stage(_ source: String) throws -> (LuaState, Engine, Window, ViewController, ViewController) {
        let lua = try LuaState()
        states.append(lua)
        let engine = Engine()
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        let card = ViewController(name: "card")
        lua.setGlobal("card", card)
        try lua.loadPrivileged("S = { log = {} }", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        try lua.run("""
            S.delegate = UIViewControllerTransitioningDelegate(load(\(String(reflecting: source)), "@sheet.lua")())
            card.modalPresentationStyle = "custom"
            card.transitioningDelegate = S.delegate
            """)
        return (lua, engine, window, root, card)
    }

    @Test func i25_9_aPresentationControllersInitRunsOnceBeforeTheTransitionWithItsArguments() throws {
        let (lua, engine, window, root, card) = try stage(Self.sheet)
        defer { withExtendedLifetime(window) {} }
        root.present(card, animated: true)
        engine.advance(by: 1)
        #expect(root.presentedViewController === card)
        #expect(try lua.run("return table.concat(S.log, ','), S.noContainerYet, S.arguments, S.radiusAtWillBegin")
                == ["init,willBegin", "true", "true", "12.0"])
        #expect(card.view.layer.cornerRadius == 12)
        // The observer set up at init hears the keyboard; the gesture set up at init is on the view.
        window.showKeyboard(height: 336)
        #expect(try lua.run("return S.keyboardHeight") == ["336.0"])
        #expect(card.view.gestureRecognizers.contains { $0.name == "sheetTap" })
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        // The second presentation makes a new controller: its init runs again, once.
        card.dismiss(animated: false)
        engine.advance(by: 0)
        root.present(card, animated: true)
        engine.advance(by: 1)
        #expect(try lua.run("return table.concat(S.log, ',')") == ["init,willBegin,init,willBegin"])
    }

    @Test func i25_9_anErrorInInitIsReportedAtItsLineAndTheBaseControllerCarriesOn() throws {
        let broken = Self.sheet.replacingOccurrences(of: "  presented.view.layer.cornerRadius = 12\n", with: "  presented.view.layer.cornerRadius = nil + 1\n")
        let (_, engine, window, root, card) = try stage(broken)
        defer { withExtendedLifetime(window) {} }
        root.present(card, animated: true)
        engine.advance(by: 1)
        let errors = engine.diagnostics.filter { $0.kind == .scriptError }
        #expect(errors.count == 1 && errors.first?.message.contains("sheet.lua:6:") == true, "\(engine.diagnostics)")
        #expect(root.presentedViewController === card && card.view.window != nil)  // the dimming base presented it
    }
}
