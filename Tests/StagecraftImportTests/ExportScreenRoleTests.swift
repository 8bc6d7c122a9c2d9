import Foundation
import StagecraftImport
import Testing
@testable import StagecraftExport

/// SW10.1, found exporting the pizza list (screens/pizza_list.lua, its own navigation delegate, had
/// exported as an NSObject delegate with a `func loadView()` and a `var view`): a module with a view
/// controller's lifecycle is a screen, whatever delegate callbacks it also defines; a module without
/// one stays the delegate it was.
@Suite(.serialized) struct ExportScreenRoleTests {
    static func role(_ lua: String) throws -> RoleKind {
        RoleModule(chunk: try LuaParser.parse(lua)).role
    }

    /// The first line of the class declaration in an export.
    static func header(_ swift: String) -> String {
        swift.split(separator: "\n").first { $0.hasPrefix("class ") }.map(String.init) ?? ""
    }

    /// Fixtures/export/screens/self_navigation.lua: a screen that sets itself as its navigation
    /// controller's delegate exports as a UIViewController subclass conforming to
    /// UINavigationControllerDelegate, with UIKit's signature for the callback; it type-checks,
    /// and imported back it is asked for the push and the pop as the Lua is (its scenario, by hand).
    @Test func sw10_1_aScreenThatIsItsNavigationControllersDelegateExportsAndRoundTrips() async throws {
        let swift = try await ExportLanguageTests.roundTrip("self_navigation", folder: "screens")
        #expect(Self.header(swift) == "class SelfNavigationViewController: UIViewController, UINavigationControllerDelegate {", "\(swift)")
        for line in ["override func viewDidLoad() {", "navigationController.delegate = self",
                     "func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {"] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
    }

    /// The pizza list: a screen with UIKit's `loadView`/`viewDidLoad` overrides and the navigation
    /// delegate's method, not an NSObject with a `view` property of its own.
    @Test func sw10_1_thePizzaListIsAScreen() throws {
        let result = try ExportRoundTripTests.export("screens/pizza_list.lua")
        #expect(Self.header(result.swift) == "class PizzaViewController: UIViewController, UINavigationControllerDelegate {", "\(result.swift)")
        for line in ["override func loadView() {", "override func viewDidLoad() {"] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
        #expect(!result.swift.contains("var view: UIView?"), "\(result.swift)")
    }

    /// The second case: delegates without a lifecycle stay delegates — the example's warning home
    /// (a transitioning delegate), and the fixture screen without its `viewDidLoad` (a navigation
    /// delegate alone) — and the order the callbacks come in decides nothing.
    @Test func sw10_1_aDelegateWithoutALifecycleIsStillADelegate() throws {
        let home = try ExportRoundTripTests.export("delegates/warning_home.lua")
        #expect(Self.header(home.swift) == "class HomeViewController: NSObject, UIViewControllerTransitioningDelegate {", "\(home.swift)")

        let screen = try String(contentsOfFile: ExportLanguageTests.fixture + "/screens/self_navigation.lua", encoding: .utf8)
        #expect(try Self.role(screen) == .screen)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "function SelfNavigationViewController:viewDidLoad()"),
              let end = lines[start...].firstIndex(of: "end"), let last = lines.lastIndex(of: "return SelfNavigationViewController") else {
            Issue.record("the fixture's viewDidLoad")
            return
        }
        let viewDidLoad = lines[start...end]
        var withoutLifecycle = lines
        withoutLifecycle.removeSubrange(start...end)
        let delegate = withoutLifecycle.joined(separator: "\n")
        #expect(try Self.role(delegate) == .delegate)
        let exported = try LuaExporter.export(source: delegate, fileName: "self_navigation.lua")
        #expect(Self.header(exported.swift) == "class SelfNavigationViewController: NSObject, UINavigationControllerDelegate {", "\(exported.swift)")

        // The lifecycle after the delegate callback: a screen still.
        var reordered = withoutLifecycle
        reordered.insert(contentsOf: viewDidLoad, at: last - viewDidLoad.count)
        #expect(try Self.role(reordered.joined(separator: "\n")) == .screen)
    }

    /// The boundary of "a view controller's own": UIContentContainer's `viewWillTransition` is a
    /// presentation controller's too, so beside a presentation callback it makes no screen; beside
    /// nothing else it still does, as before.
    @Test func sw10_1_aContentContainersCallbackIsNoViewControllersOwn() throws {
        let presentation = """
            local Sheet = { debugName = "Sheet" }
            function Sheet:presentationTransitionWillBegin() end
            function Sheet:viewWillTransition(size, coordinator) end
            return Sheet
            """
        #expect(try Self.role(presentation) == .presentation)
        let screen = """
            local Rotating = { debugName = "Rotating" }
            function Rotating:viewWillTransition(size, coordinator) end
            return Rotating
            """
        #expect(try Self.role(screen) == .screen)
    }

    /// SW10.4 A screen's `className` (the today screens') is its Swift class's name, as the bridge
    /// and `isKind` read it before `debugName`; not a stored property. Another role's `className`
    /// is a field like any other.
    @Test func sw10_4_aScreensClassNameIsItsClass() throws {
        let today = try ExportRoundTripTests.export("screens/today_list.lua")
        #expect(Self.header(today.swift).hasPrefix("class TodayViewController: UIViewController"), "\(today.swift)")
        #expect(!today.swift.contains("var className"), "\(today.swift)")
        let screen = """
            local Table = { className = "StoryViewController", debugName = "Story" }
            function Table:viewDidLoad() end
            return Table
            """
        #expect(try LuaExporter.export(source: screen, fileName: "story.lua").className == "StoryViewController")
        let animator = """
            local Fade = { className = "fade", debugName = "Fade" }
            ---@param ctx TransitionContext
            function Fade:transitionDuration(ctx) return 0.3 end
            ---@param ctx TransitionContext
            function Fade:animateTransition(ctx) ctx:completeTransition(true) end
            return Fade
            """
        let fade = try LuaExporter.export(source: animator, fileName: "fade.lua")
        #expect(fade.className == "Fade")
        #expect(fade.swift.contains("var className = \"fade\""), "\(fade.swift)")
    }

    /// SW10.6 A required role's own enum (animators/pizza.lua's `---@param animationType
    /// "present"|"dismiss"`) types its init's parameters in the role requiring it: the pizza list's
    /// `AnimationManager.new(1.5, "present")` passes the enum's case (it had been reported).
    @Test func sw10_6_aRequiredRolesOwnEnumTypesItsInit() throws {
        let result = try ExportRoundTripTests.export("screens/pizza_list.lua")
        for line in ["return AnimationManager(animationDuration: 1.5, animationType: .present)", "return AnimationManager(animationDuration: 1.5, animationType: .dismiss)"] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
        #expect(!result.problems.contains { $0.line == 81 || $0.line == 83 }, "\(result.problems.map { $0.message(file: "pizza_list.lua") })")
    }

    /// SW10.1, the second way to know a screen: the zoom detail defines no lifecycle callback but
    /// makes a view controller of its own table in `make` (`UIViewController(name,
    /// setmetatable({ … }, DetailsViewController))`): a screen, whose `dismiss` is
    /// UIViewController's; what stands in its way is reported where it is, not as "no role".
    @Test func sw10_1_aModuleMakingAViewControllerOfItsTableIsAScreen() throws {
        let result = try ExportRoundTripTests.export("screens/zoom_detail.lua")
        #expect(Self.header(result.swift).hasPrefix("class DetailsViewController: UIViewController"), "\(result.swift)")
        #expect(result.swift.contains("dismiss(animated: true)"), "\(result.swift)")
        let messages = result.problems.map { $0.message(file: "zoom_detail.lua") }
        #expect(!messages.contains { $0.contains("the module's role") || $0.contains("`dismiss(…)`") }, "\(messages)")
        // Its fields made from `make`'s parameters have no init to take them (SW10.5); its annotated
        // `interactiveTransition`, set by the animator, is reported as never set here, not as unannotated.
        #expect(messages.contains { $0.contains("not a constant") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("zoom_detail.lua:55: cannot export `self.interactiveTransition` — its `---@field interactiveTransition` is never set in this module") }, "\(messages)")
        #expect(!messages.contains { $0.contains("annotate it with `---@field interactiveTransition") }, "\(messages)")
    }
}
