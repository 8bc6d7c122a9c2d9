import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Issue 23 item 1: an interaction script is the kind its table says — a percent-driven handler
/// (`handleGesture` or `wire`) or a controller implementing UIViewControllerInteractiveTransitioning
/// itself (`startInteractiveTransition` alone) — and a self-driven one's answers UIKit reads
/// (T2.5 `wantsInteractiveStart`, T5.7 `completionSpeed`/`completionCurve`) are found as Lua reads
/// them, through an `__index` function too (an imported Swift class's instances keep their stored
/// properties' initial values on the class, behind one).
@Suite final class InteractionControllerScriptTests {
    private var states: [LuaState] = []
    deinit { for lua in states { lua.releaseAllObjects() } }

    func load(_ source: String) throws -> InteractionControllerScript {
        let lua = try LuaState()
        states.append(lua)
        return try InteractionControllerScript(lua: lua, source: source, chunkName: "@controller.lua")
    }

    @Test func t6_1_aTableWithStartInteractiveTransitionAloneIsSelfDriven() throws {
        let role = try load("return { startInteractiveTransition = function(self, ctx) end, wantsInteractiveStart = false }")
        let controller = try #require(role.controller as? ScriptInteractiveTransitioning)
        #expect(controller.wantsInteractiveStart == false)
    }

    /// The other kind: with a handler callback beside it, the table is a percent-driven handler
    /// that overrides startInteractiveTransition.
    @Test func t6_7_aHandlerWithStartInteractiveTransitionIsPercentDriven() throws {
        let role = try load("return { handleGesture = function(i, g) end, startInteractiveTransition = function(i, ctx) end }")
        #expect(role.controller is ScriptInteraction)
    }

    @Test func aTableOfNeitherKindIsAnErrorNamingWhatItLacks() throws {
        #expect { _ = try self.load("return { debugName = \"Nothing\" }") } throws: { error in
            (error as? LuaError)?.message.contains("handleGesture") == true
        }
    }

    /// T5.7: the answers through an `__index` function (a computed property, a Swift class's default).
    @Test func t5_7_answersAreReadThroughAnIndexFunction() throws {
        let role = try load("""
            return setmetatable({ startInteractiveTransition = function(self, ctx) end }, { __index = function(t, key)
              if key == "completionSpeed" then return 3 end
              if key == "completionCurve" then return "linear" end
              if key == "wantsInteractiveStart" then return false end
            end })
            """)
        let controller = try #require(role.controller as? ScriptInteractiveTransitioning)
        #expect(controller.completionSpeed == 3)
        #expect(controller.completionCurve == .linear)
        #expect(controller.wantsInteractiveStart == false)
        #expect(controller.errors.isEmpty)
    }

    /// An `__index` function that raises: UIKit's default is read, and the error is the script's,
    /// at its line — no Swift frame unwound.
    @Test func anErrorInAnIndexFunctionIsReportedAndTheDefaultRead() throws {
        let role = try load("""
            return setmetatable({ startInteractiveTransition = function(self, ctx) end }, { __index = function(t, key)
              error("no " .. key)
            end })
            """)
        let controller = try #require(role.controller as? ScriptInteractiveTransitioning)
        #expect(controller.completionSpeed == 1)
        #expect(controller.errors.count == 1)
        #expect(controller.errors.first?.message.contains("controller.lua:2: no completionSpeed") == true, "\(controller.errors.map(\.message))")
    }
    /// ST1.5: hot reload keeps a self-driven controller's generation while it drives a transition
    /// (in flight from its start until the transition completes), and lets it go after.
    @Test func st1_5_aSelfDrivenControllerIsInFlightWhileItDrives() throws {
        let lua = try LuaState()
        states.append(lua)
        let animator = try ScriptAnimator(lua: lua, source: ScriptDirectory.animator("still", duration: 0.5), chunkName: "@still.lua")
        let role = try InteractionControllerScript(lua: lua, source: """
            return { wantsInteractiveStart = false, startInteractiveTransition = function(self, ctx)
              local to = ctx:view("to")
              ctx.containerView:addSubview(to)
              local slide = UIViewPropertyAnimator(0.5, "linear", function() to.alpha = 0.5 end)
              slide:addCompletion(function(position) ctx:completeTransition(position == "end") end)
              slide:startAnimation()
            end }
            """, chunkName: "@controller.lua")
        let loader = RoleLoader<InteractionControllerScript>.interactionController
        let world = World()
        let delegate = OneInteraction(animator: animator, interaction: role.controller)
        #expect(!loader.isInFlight(role))
        let card = world.present(delegate)
        world.engine.advance(by: 0.25)
        #expect(loader.isInFlight(role))
        world.engine.advance(by: 1)
        #expect(card.presentingViewController === world.root)
        #expect(!loader.isInFlight(role))
    }
}

/// A transitioning delegate presenting with one animator and one interaction controller.
private final class OneInteraction: ViewControllerTransitioningDelegate {
    let animator: ViewControllerAnimatedTransitioning
    let interaction: ViewControllerInteractiveTransitioning
    var debugName: String { "oneInteraction" }
    var sourceLocation: String? { nil }

    init(animator: ViewControllerAnimatedTransitioning, interaction: ViewControllerInteractiveTransitioning) {
        (self.animator, self.interaction) = (animator, interaction)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? {
        animator
    }

    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}
