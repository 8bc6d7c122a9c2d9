import Testing
import Stagecraft
@testable import StagecraftLua

/// A script presentation controller's handle has the bound class its script's `extends` names:
/// `DimmingPresentationController`'s members (`dimmingAlpha`) only when it extends it. The handles'
/// metatable is remembered per Swift class (`LuaState.handleClasses`), and both kinds are one Swift
/// class, so each instance must still choose: checked in both orders, the second one reading the
/// remembered choice.
@Suite final class PresentationHandleClassTests {
    private var states: [LuaState] = []
    deinit { for lua in states { lua.releaseAllObjects() } }

    static let delegate = """
        local function sheet(extends)
          local Sheet = { extends = extends }
          function Sheet:presentationTransitionWillBegin()
            local ok, alpha = pcall(function() return self.dimmingAlpha end)
            S.kinds[#S.kinds + 1] = (ok and type(alpha) == "number") and "dimming" or "plain"
            self:super("presentationTransitionWillBegin")
          end
          return Sheet
        end
        local sheets = { dimming = sheet("DimmingPresentationController"), plain = sheet(nil) }
        local Delegate = {}
        function Delegate:presentationControllerForPresented(presented, presenting, source)
          return sheets[S.order[#S.kinds + 1]]
        end
        return Delegate
        """

    /// The kinds the controllers' handles had, presenting and dismissing once per entry of `order`.
    func kinds(presenting order: [String]) throws -> [String] {
        let lua = try LuaState()
        states.append(lua)
        let engine = Engine()
        let window = Window()
        defer { withExtendedLifetime(window) {} }
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        let card = ViewController(name: "card")
        lua.setGlobal("card", card)
        try lua.loadPrivileged("S = { kinds = {}, order = {\(order.map { "\"\($0)\"" }.joined(separator: ", "))} }", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        try lua.run("""
            S.delegate = UIViewControllerTransitioningDelegate(load(\(String(reflecting: Self.delegate)), "@sheets.lua")())
            card.modalPresentationStyle = "custom"
            card.transitioningDelegate = S.delegate
            """)
        for _ in order {
            root.present(card, animated: true)
            engine.advance(by: 1)
            card.dismiss(animated: false)
            engine.advance(by: 0)
        }
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        return try lua.run("return table.concat(S.kinds, ',')").first?.split(separator: ",").map(String.init) ?? []
    }

    @Test func aDimmingScriptFirstThenAPlainOne() throws {
        #expect(try kinds(presenting: ["dimming", "plain", "dimming"]) == ["dimming", "plain", "dimming"])
    }

    @Test func aPlainScriptFirstThenADimmingOne() throws {
        #expect(try kinds(presenting: ["plain", "dimming", "plain"]) == ["plain", "dimming", "plain"])
    }
}
