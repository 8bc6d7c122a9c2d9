import Foundation
import Stagecraft
import StagecraftImport
import StagecraftScenario
import Testing
@testable import StagecraftExport

/// Issue 23, items 5 and 6: `stagecraft export` writes each example role as Swift that type-checks
/// against UIKit's declarations, and `import(export(role))` runs the example scenarios with traces
/// byte-identical to the Lua role's.
@Suite(.serialized) struct ExportRoundTripTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let examples = repository + "/examples"

    /// The example roles that export with no problem. The AAPL custom roles share Apple's one
    /// class name (AAPLCustomPresentationController), which the Lua splits into three roles: the
    /// animator and the delegate are named by their kind in Swift (SW3.4, below).
    static let exportable = [
        "animators/aapl_checkerboard.lua", "animators/aapl_cross_dissolve.lua", "animators/aapl_custom.lua", "animators/aapl_swipe.lua",
        "animators/cross_fade.lua", "animators/cube.lua", "animators/deck_card.lua", "animators/flip.lua",
        "animators/fade.lua", "animators/fancy_warning.lua", "animators/hero_match.lua", "animators/instant.lua", "animators/pizza.lua", "animators/slide.lua", "animators/slide_up.lua", "animators/today_card.lua",
        "delegates/aapl_adaptive.lua", "delegates/aapl_custom.lua", "delegates/aapl_swipe.lua", "delegates/mastering.lua", "delegates/slide_navigation.lua", "delegates/today_card.lua", "delegates/touch_down.lua", "delegates/warning_home.lua", "delegates/zoom.lua", "interactions/aapl_swipe.lua", "interactions/pinch_close.lua", "interactions/swipe.lua", "interactions/swipe_down.lua", "interactions/warning_pan.lua",
        "presentations/aapl_adaptive.lua", "presentations/aapl_custom.lua", "presentations/blurred_backdrop.lua",
        "presentations/custom_dimming.lua", "presentations/deck.lua", "presentations/fancy_warning.lua", "presentations/half_sheet.lua",
        "presentations/keyboard_sheet.lua",
    ]

    static func read(_ role: String) throws -> String {
        try String(contentsOfFile: examples + "/" + role, encoding: .utf8)
    }

    /// `animators.slide` → `animators/slide.lua`.
    static func path(ofModule name: String) -> String { name.replacingOccurrences(of: ".", with: "/") + ".lua" }

    /// The example app's screen modules, whose classes roles name (`---@param list ListViewController`).
    static let screens: [String] = {
        let folder = examples + "/screens"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".lua") }.sorted().compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
    }()

    static func export(_ role: String) throws -> LuaExporter.Result {
        try LuaExporter.export(source: try read(role), fileName: role, module: { try? read(path(ofModule: $0)) }, screens: screens)
    }

    /// The role and the roles it requires, transitively, as example paths.
    static func withRequired(_ role: String) throws -> [String] {
        var found = [role]
        var index = 0
        while index < found.count {
            let chunk = try LuaParser.parse(try read(found[index]))
            for module in RoleModule(chunk: chunk).requires.values.sorted() where !found.contains(path(ofModule: module)) {
                found.append(path(ofModule: module))
            }
            index += 1
        }
        return found
    }

    /// The example scenario files that load the role, directly or through a role that requires it.
    static func scenarios(using role: String) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for folder in ["scenarios", "animators", "delegates", "interactions", "presentations", "screens"] {
            for name in try manager.contentsOfDirectory(atPath: examples + "/" + folder) where name.hasSuffix(".lua") { files.append(folder + "/" + name) }
        }
        var users: Set<String> = [role]
        var changed = true
        while changed {
            changed = false
            for file in files where !users.contains(file) {
                let text = try read(file)
                let loads = users.contains { user in
                    let module = String(user.dropLast(4))
                    return text.contains("\"\(user)\"") || text.contains("\"\(module.replacingOccurrences(of: "/", with: "."))\"")
                }
                if loads {
                    users.insert(file)
                    changed = true
                }
            }
        }
        return users.filter { $0.hasPrefix("scenarios/") }.sorted()
    }

    @Test(arguments: exportable) func anExportHasNoProblemAndTypeChecks(_ role: String) async throws {
        var files: [String: String] = [:]
        for file in try Self.withRequired(role) {
            let result = try Self.export(file)
            #expect(result.problems.isEmpty, "\(file): \(result.problems.map { $0.message(file: file) })")
            #expect(files[result.className + ".swift"] == nil, "two roles export as \(result.className)")
            files[result.className + ".swift"] = result.swift
        }
        // The app's screen classes, as the app declares them, beside the export.
        files["AppScreens.swift"] = "import UIKit\n\n" + LuaExporter.screenDeclarations(Self.screens)
        let outcome = try await SwiftTypecheck.check(files)
        #expect(outcome.succeeded, "\(role):\n\(outcome.diagnostics)\n\(files.values.joined(separator: "\n---\n"))")
    }

    /// The example screens whose export has no problem: UIViewController subclasses (the callbacks
    /// overrides, `new`'s parameters an init calling `super.init(nibName: nil, bundle: nil)`, with
    /// UIKit's `required init?(coder:)`) that type-check beside the app's other screens, and
    /// round-trip (below).
    static let exportableScreens = ["screens/moves_modal.lua", "screens/pizza_detail.lua", "screens/today_detail.lua", "screens/today_list.lua"]

    @Test(arguments: exportableScreens) func aScreenExportsAsAViewControllerThatTypeChecks(_ screen: String) async throws {
        let result = try Self.export(screen)
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: screen) })")
        // A UIViewController subclass, with the delegates' protocols it adopts (SW10.1).
        #expect(result.swift.contains("class \(result.className): UIViewController {") || result.swift.contains("class \(result.className): UIViewController, "), "\(result.swift)")
        #expect(result.swift.contains("override func viewDidLoad() {"), "\(result.swift)")
        // The app's other screens, as the app declares them, and the roles it requires, exported, beside it.
        let own = try Self.read(screen)
        let others = LuaExporter.screenDeclarations(Self.screens.filter { $0 != own })
        var files = [result.className + ".swift": result.swift, "AppScreens.swift": "import UIKit\n\n" + others]
        for role in try Self.withRequired(screen).dropFirst() where !role.hasPrefix("screens/") {
            let required = try Self.export(role)
            files[required.className + ".swift"] = required.swift
        }
        let outcome = try await SwiftTypecheck.check(files)
        #expect(outcome.succeeded, "\(screen):\n\(outcome.diagnostics)\n\(result.swift)")
    }

    /// A screen round-trips: imported back, `T.new(…)` makes it as the Lua did, its stored
    /// properties made and its init run.
    @Test(arguments: exportableScreens) func anExportedScreenRunsTheExampleScenariosWithTheSameTraces(_ screen: String) throws {
        let differences = try Self.roundTripDifferences(screen)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// The screen's Swift is what runs: its header exported one point taller runs with other traces.
    @Test func aChangedScreenRunsWithOtherTraces() throws {
        let differences = try Self.roundTripDifferences("screens/pizza_detail.lua") { swift in
            let changed = swift.replacingOccurrences(of: "width: 390, height: 400", with: "width: 390, height: 401")
            #expect(changed != swift)
            return changed
        }
        #expect(!differences.isEmpty)
    }

    /// A screen with parameters gets UIViewController's designated init and the storyboard one.
    @Test func aScreensInitCallsUIViewControllersDesignatedInit() throws {
        let swift = try Self.export("screens/pizza_detail.lua").swift
        for line in ["init(pizza: String) {\n        self.pizza = pizza\n        super.init(nibName: nil, bundle: nil)\n    }",
                     "required init?(coder: NSCoder) {\n        fatalError(\"init(coder:) has not been implemented\")\n    }",
                     "detailPizzaImage.image = UIImage(named: pizza)"] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
    }

    /// Runs the scenario files from `root` (a copy of examples/, or examples/ itself), keeping traces.
    static func run(_ scenarios: [String], in root: String) -> [ScenarioResult] {
        var options = ScenarioOptions()
        options.keepTrace = true
        let runner = ScenarioRunner(options: options)
        return scenarios.flatMap { runner.run(file: root + "/" + $0, filter: nil) }
    }

    static func copyExamples() throws -> String {
        let scratch = NSTemporaryDirectory() + "stagecraft-roundtrip-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: examples, toPath: scratch)
        return scratch
    }

    /// Roles no example scenario loads, and the scenario that does instead (written into both runs).
    static let ownScenarios = ["presentations/custom_dimming.lua": ("scenarios/custom_dimming.lua", ExampleEquivalentTests.customDimming)]

    /// Exported, but not run alone: delegates/warning_home.lua subclasses it in Lua and calls
    /// `self:super("presentationTransitionWillBegin")`, which is the bridge's UIKit base — the
    /// dimming controller when the Lua extends it, UIPresentationController once the module is
    /// Swift (whose dimming base is a Swift class now), so the Lua subclass skips the dimming.
    /// It round-trips with the delegate: warning_home's round trip runs its Swift (checked by
    /// `theFancyWarningsSwiftIsWhatRunsInWarningHomesRoundTrip`).
    static let exportedOnly: Set<String> = ["presentations/fancy_warning.lua"]

    @Test(arguments: exportable.filter { !exportedOnly.contains($0) })
    func importOfTheExportRunsTheExampleScenariosWithTheSameTraces(_ role: String) throws {
        let differences = try Self.roundTripDifferences(role)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// A factory built on another role's `new()` (`local controller = AAPLCustomPresentationController.new()`)
    /// is a subclass of that role's class; the adaptive callbacks defined on it make it its own
    /// UIAdaptivePresentationControllerDelegate (`delegate = self`, UIKit's methods with the
    /// controller as their first parameter); a controller's and a label's Lua names and text are
    /// UIKit's `restorationIdentifier`, `accessibilityIdentifier` and `text`.
    @Test func aFactoryBuiltOnAnotherRoleIsItsSubclassAndItsOwnAdaptiveDelegate() throws {
        let result = try Self.export("presentations/aapl_adaptive.lua")
        for line in ["class AAPLAdaptivePresentationController: AAPLCustomPresentationController, UIAdaptivePresentationControllerDelegate {",
                     "super.init(presentedViewController: presentedViewController, presenting: presentingViewController)\n        delegate = self\n",
                     "func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {",
                     "if traitCollection.horizontalSizeClass == .compact { return .fullScreen }",
                     "func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {",
                     "let navigation = UINavigationController(rootViewController: presented)\n        navigation.restorationIdentifier = \"adaptiveNavigation\"",
                     "let dismissButton = UILabel(frame: dismissButtonFrame)\n        dismissButton.text = \"Dismiss\"\n        dismissButton.accessibilityIdentifier = \"dismissButton\""] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
    }

    /// SW3.4: the animator and the delegate the Lua names after Apple's presentation controller
    /// are classes of their own kind, beside the presentation controller, in one app; each tells
    /// the debugger (and the traces) the Lua's name. SW3.5: the delegate makes the presentation
    /// controller with the two controllers UIKit gives it.
    @Test func sw3_4_theRolesOfApplesOneClassAreClassesOfTheirOwnKindNamedAsTheLua() throws {
        let delegate = try Self.export("delegates/aapl_custom.lua")
        let animator = try Self.export("animators/aapl_custom.lua")
        let controller = try Self.export("presentations/aapl_custom.lua")
        #expect(delegate.className == "AAPLCustomPresentationDelegate")
        #expect(animator.className == "AAPLCustomPresentationAnimator")
        #expect(controller.className == "AAPLCustomPresentationController")
        let shown = "override var debugDescription: String { \"AAPLCustomPresentationController\" }"
        for result in [delegate, animator] { #expect(result.swift.contains(shown), "\(result.swift)") }
        #expect(!controller.swift.contains("debugDescription"), "the presentation controller is Apple's class itself:\n\(controller.swift)")
        for line in ["class AAPLCustomPresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {",
                     "return AAPLCustomPresentationController(presentedViewController: presented, presenting: presenting)",
                     "return AAPLCustomPresentationAnimator()"] {
            #expect(delegate.swift.contains(line), "\(line) in\n\(delegate.swift)")
        }
        // Only a `…PresentationController` name on another kind of role is renamed.
        #expect(RoleModule.nameOfItsKind("AAPLCustomPresentationController", role: .interaction) == "AAPLCustomPresentationInteractionController")
        #expect(RoleModule.nameOfItsKind("AAPLCustomPresentationController", role: .presentation) == nil)
        #expect(RoleModule.nameOfItsKind("PresentationController", role: .animator) == nil)
        #expect(RoleModule.nameOfItsKind("AAPLAdaptivePresentationDelegate", role: .delegate) == nil)
        #expect(RoleModule.nameOfItsKind("HomeViewController", role: .delegate) == nil)
    }

    /// SW3.4: the traces name the delegate by its `debugDescription`: without it, by its Swift class.
    @Test func sw3_4_withoutItsDebugDescriptionTheDelegateIsNamedOtherwiseInTraces() throws {
        var removed = 0
        let differences = try Self.roundTripDifferences("delegates/aapl_custom.lua") { swift in
            let changed = swift.replacingOccurrences(of: "    override var debugDescription: String { \"AAPLCustomPresentationController\" }\n", with: "")
            if changed != swift { removed += 1 }
            return changed
        }
        #expect(removed == 2, "the delegate's and the animator's")
        #expect(!differences.isEmpty)
    }

    /// A function of a required role's class table that reads no instance is its class's static
    /// method, called on the class; an instance's method called so is still reported.
    @Test func aRequiredRolesStaticFunctionIsCalledOnItsClassAndTypeChecks() async throws {
        let lua = """
            local WarningPan = require("interactions.warning_pan")
            local PanDelegate = { debugName = "PanDelegate" }
            PanDelegate.interaction = UIPercentDrivenInteractiveTransition(WarningPan.new())

            ---@param animator any
            function PanDelegate:interactionControllerForDismissal(animator)
              if WarningPan.isInteracting(self.interaction) then return self.interaction end
              return nil
            end

            return PanDelegate
            """
        let result = try LuaExporter.export(source: lua, fileName: "pan_delegate.lua", module: { try? Self.read(Self.path(ofModule: $0)) })
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "pan_delegate.lua") })")
        #expect(result.swift.contains("if PercentDrivenInteractiveTransition.isInteracting(interaction) { return interaction }"), "\(result.swift)")
        let pan = try Self.export("interactions/warning_pan.lua")
        let outcome = try await SwiftTypecheck.check(["PanDelegate.swift": result.swift, pan.className + ".swift": pan.swift])
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")

        let instanceMethod = lua.replacingOccurrences(of: "WarningPan.isInteracting(self.interaction)", with: "WarningPan.handleGesture(self.interaction)")
        let refused = try LuaExporter.export(source: instanceMethod, fileName: "pan_delegate.lua", module: { try? Self.read(Self.path(ofModule: $0)) })
        #expect(refused.problems.map(\.line) == [7], "\(refused.problems.map { $0.message(file: "pan_delegate.lua") })")
    }

    /// A Lua subclass of a required role declared in the module (`local WarningPresentationController =
    /// setmetatable({}, { __index = FancyWarningPresentationController })`) is a Swift class of its
    /// own after the module's, with its comments, named in traces by its base's name as the Lua's
    /// `__index` names it; the delegate makes it as UIKit's presentation controller (SW3.5); a
    /// field of the class table it reads through the class's name is `static`, one value as in Lua.
    @Test func aLocalSubclassOfARequiredRoleIsAClassOfItsOwnInTheFile() throws {
        let result = try Self.export("delegates/warning_home.lua")
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "warning_home.lua") })")
        for line in ["static var dismissalInteraction: PercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition()",
                     "return WarningPresentationController(presentedViewController: presented, presenting: presenting)",
                     "if PercentDrivenInteractiveTransition.isInteracting(HomeViewController.dismissalInteraction) { return HomeViewController.dismissalInteraction }",
                     "A subclass of the presentation controller script.\nclass WarningPresentationController: FancyWarningPresentationController {",
                     "override var debugDescription: String { \"FancyWarningPresentationController\" }",
                     "override func presentationTransitionWillBegin() {\n        super.presentationTransitionWillBegin()\n        HomeViewController.dismissalInteraction.wire(presentedViewController)\n    }"] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
        // The subclass's comments are its own, not the next method's.
        #expect(!result.swift.contains("controller script.\n    func presentationController"), "\(result.swift)")
        // A field the subclass does not read through the class's name stays the instance's.
        let lua = try Self.read("delegates/warning_home.lua")
        let unshared = lua.replacingOccurrences(of: "HomeViewController.dismissalInteraction:wire(self.presentedViewController)", with: "self.presentedViewController.view.alpha = 1")
        #expect(unshared != lua)
        let instance = try LuaExporter.export(source: unshared, fileName: "delegates/warning_home.lua", module: { try? Self.read(Self.path(ofModule: $0)) }, screens: Self.screens)
        #expect(instance.swift.contains("    var dismissalInteraction: PercentDrivenInteractiveTransition") && !instance.swift.contains("static var"), "\(instance.swift)")
        // An instance's assignment to the shared field is Lua's own field, not the static: reported.
        let assigned = lua.replacingOccurrences(of: "function HomeViewController:animationControllerForDismissed(dismissed)\n",
                                                with: "function HomeViewController:animationControllerForDismissed(dismissed)\n  self.dismissalInteraction = UIPercentDrivenInteractiveTransition(WarningPan.new())\n")
        #expect(assigned != lua)
        let reported = try LuaExporter.export(source: assigned, fileName: "delegates/warning_home.lua", module: { try? Self.read(Self.path(ofModule: $0)) }, screens: Self.screens)
        #expect(reported.problems.map(\.line) == [43], "\(reported.problems.map { $0.message(file: "warning_home.lua") })")
    }

    /// A local subclass that plays no role, or of a table that is no required role, is reported at its line.
    @Test func aLocalSubclassWithoutARoleOrRequiredBaseIsReported() throws {
        let lua = """
            local Fancy = require("presentations.fancy_warning")
            local Delegate = { debugName = "Delegate" }
            local Helper = setmetatable({}, { __index = Fancy })
            function Helper:tint() return 1 end
            local Elsewhere = setmetatable({}, { __index = Unknown })

            ---@param presented ViewController
            ---@param presenting ViewController?
            ---@param source ViewController
            function Delegate:presentationControllerForPresented(presented, presenting, source)
              return Helper
            end

            return Delegate
            """
        let result = try LuaExporter.export(source: lua, fileName: "d.lua", module: { try? Self.read(Self.path(ofModule: $0)) })
        let messages = result.problems.map { $0.message(file: "d.lua") }
        #expect(messages.contains { $0.hasPrefix("d.lua:3: cannot export the local subclass `Helper`'s role") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("d.lua:5: cannot export the module-level local `Elsewhere`") }, "\(messages)")
    }

    /// presentations/fancy_warning.lua round-trips under the delegate that subclasses it: changed
    /// in its Swift, warning_home's round trip runs with other traces.
    @Test func theFancyWarningsSwiftIsWhatRunsInWarningHomesRoundTrip() throws {
        var changed = 0
        let differences = try Self.roundTripDifferences("delegates/warning_home.lua") { swift in
            guard swift.contains("class FancyWarningPresentationController: DimmingPresentationController {") else { return swift }
            let edited = swift.replacingOccurrences(of: "bottomSheet = 0.5", with: "bottomSheet = 0.6")
            if edited != swift { changed += 1 }
            return edited
        }
        #expect(changed == 1)
        // The sheet's other height, not a failure to import.
        #expect(!differences.isEmpty && differences.allSatisfy { $0.contains("seed_warning.lua") || $0.contains("traces differ") }, "\(differences)")
    }

    /// `UIViewControllerTransitioningDelegate(Delegate.new(…))`, the Lua API's delegate object made
    /// from a role's table, is the delegate class's instance in Swift — a delegate that is its own
    /// animator too; an animator alone is no delegate and stays reported.
    @Test func aDelegateObjectMadeFromARoleIsTheDelegateClassesInstance() async throws {
        let lua = """
            local TransitionDetailsController = require("delegates.zoom")
            local FadeAnimator = require("animators.fade")
            local Holder = { debugName = "Holder" }
            Holder.held = UIViewControllerTransitioningDelegate(TransitionDetailsController.new(true))

            ---@param dismissed ViewController
            function Holder:animationControllerForDismissed(dismissed)
              return nil
            end

            return Holder
            """
        let module: (String) -> String? = { try? Self.read(Self.path(ofModule: $0)) }
        let result = try LuaExporter.export(source: lua, fileName: "holder.lua", module: module, screens: Self.screens)
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "holder.lua") })")
        #expect(result.swift.contains("var held: TransitionDetailsController = TransitionDetailsController(pinchToDismiss: true)"), "\(result.swift)")
        let zoom = try Self.export("delegates/zoom.lua")
        let outcome = try await SwiftTypecheck.check(["Holder.swift": result.swift, zoom.className + ".swift": zoom.swift,
                                                      "AppScreens.swift": "import UIKit\n\n" + LuaExporter.screenDeclarations(Self.screens)])
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")

        let animatorOnly = lua.replacingOccurrences(of: "UIViewControllerTransitioningDelegate(TransitionDetailsController.new(true))",
                                                    with: "UIViewControllerTransitioningDelegate(FadeAnimator.new(true))")
        let refused = try LuaExporter.export(source: animatorOnly, fileName: "holder.lua", module: module, screens: Self.screens)
        #expect(refused.problems.map(\.line) == [4], "\(refused.problems.map { $0.message(file: "holder.lua") })")
    }

    /// SW3.4, imported: a constant `debugDescription` (either form) is the role's name in traces;
    /// one made of values is not a name.
    @Test func sw3_4_aConstantDebugDescriptionNamesTheImportedRole() throws {
        let swift = """
            import UIKit

            class Shown: NSObject, UIViewControllerAnimatedTransitioning {
                override var debugDescription: String { return "AppleName" }
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }
            }

            class Described: NSObject, UIViewControllerAnimatedTransitioning {
                let kind = "fade"
                override var debugDescription: String { "Described \\(kind)" }
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }
            }
            """
        let imported = SwiftImporter().translate([("Shown.swift", swift)])
        #expect(imported.refusals.isEmpty && imported.errors.isEmpty, "\(imported.refusals.map(\.description)) \(imported.errors)")
        let shown = try #require(imported.modules.first { $0.typeName == "Shown" })
        let described = try #require(imported.modules.first { $0.typeName == "Described" })
        #expect(shown.lua.contains("Shown.debugName = \"AppleName\""), "\(shown.lua)")
        #expect(!described.lua.contains(".debugName ="), "\(described.lua)")
    }

    /// The comparison can fail: the fade exported with another duration runs its scenarios with other traces.
    @Test func aChangedExportRunsWithOtherTraces() throws {
        let differences = try Self.roundTripDifferences("animators/fade.lua") { swift in
            let changed = swift.replacingOccurrences(of: "return 0.35", with: "return 0.4")
            #expect(changed != swift)
            return changed
        }
        #expect(!differences.isEmpty)
    }

    /// Exports the role (and those it requires), imports the Swift back, and runs the example
    /// scenarios that load it with the Lua and with the round trip: what differs, scenario by scenario.
    static func roundTripDifferences(_ role: String, editingSwift edit: (String) -> String = { $0 }) throws -> [String] {
        let own = ownScenarios[role]
        let scenarios = try own.map { [$0.0] } ?? Self.scenarios(using: role)
        guard !scenarios.isEmpty else { return ["no example scenario loads \(role)"] }
        let roles = try withRequired(role)
        var swiftFiles: [(path: String, text: String)] = []
        var classOf: [String: String] = [:]
        var unnamed: [String: String] = [:]
        for file in roles {
            let result = try export(file)
            swiftFiles.append((result.className + ".swift", edit(result.swift)))
            classOf[file] = result.className
            // A role without `debugName` is named by its file in traces; the Swift class by its name.
            if !(try read(file)).contains("debugName") { unnamed[(file as NSString).lastPathComponent] = result.className }
        }
        // The app's screen classes go along, as an app's files do: the importer reads their
        // properties' types. Their modules are not written: the example's Lua screens stay.
        // A screen exported itself is the Swift of its own: the others stay the app's declarations.
        let exportedScreens = Set(try roles.filter { $0.hasPrefix("screens/") }.map(read))
        let screenClasses = LuaExporter.screenDeclarations(screens.filter { !exportedScreens.contains($0) })
        let imported = SwiftImporter().translate(swiftFiles + [("AppScreens.swift", "import UIKit\n\n" + screenClasses)])
        guard imported.errors.isEmpty && imported.refusals.isEmpty else { return imported.errors + imported.refusals.map(\.description) }
        let scratch = try copyExamples(), originals = try copyExamples()
        defer {
            try? FileManager.default.removeItem(atPath: scratch)
            try? FileManager.default.removeItem(atPath: originals)
        }
        if let (path, text) = own {
            for root in [scratch, originals] { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
        }
        try SwiftImporter.runtimeSource.write(toFile: scratch + "/swift_runtime.lua", atomically: true, encoding: .utf8)
        for module in imported.modules where !screenClasses.contains("class \(module.typeName):") {
            let path = scratch + "/" + module.relativePath
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try module.lua.write(toFile: path, atomically: true, encoding: .utf8)
        }
        // The role's file is the imported module, as other imported modules require it: one
        // class table (a static property one value), not a second copy loaded from the role's path.
        for file in roles {
            guard let module = imported.modules.first(where: { $0.typeName == classOf[file] }) else { return ["no module for \(file)"] }
            try "return require(\"\(module.moduleName)\")\n".write(toFile: scratch + "/" + file, atomically: true, encoding: .utf8)
        }
        // The goldens name an unnamed Lua role by its file; the Swift role is named by its class.
        for folder in ["golden", "scenarios/golden"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: scratch + "/" + folder) {
                let path = scratch + "/" + folder + "/" + name
                var text = try String(contentsOfFile: path, encoding: .utf8)
                for (file, className) in unnamed { text = text.replacingOccurrences(of: "\"\(file)\"", with: "\"\(className)\"") }
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        let original = run(scenarios, in: originals)
        let roundTripped = run(scenarios, in: scratch)
        var differences: [String] = []
        if original.map(\.name) != roundTripped.map(\.name) { differences.append("other scenarios: \(roundTripped.map(\.name))") }
        for (before, after) in zip(original, roundTripped) {
            if !before.passed { differences.append("\(before.name): the Lua fails: \(before.failures.map(\.description))") }
            if before.passed != after.passed { differences.append("\(before.name): \(after.failures.map(\.description))") }
            var expected = before.trace?.jsonLines() ?? ""
            for (file, className) in unnamed { expected = expected.replacingOccurrences(of: "\"\(file)\"", with: "\"\(className)\"") }
            let got = after.trace?.jsonLines() ?? ""
            if expected != got { differences.append("\(before.name): the traces differ first at line \(firstDifference(expected, got))") }
        }
        return differences
    }

    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n"), right = b.split(separator: "\n")
        for (index, (x, y)) in zip(left, right).enumerated() where x != y { return "\(index + 1):\n  Lua:   \(x)\n  Swift: \(y)" }
        return "end (\(left.count) lines against \(right.count))"
    }
}

/// The templates `stagecraft new` writes export too (issue 23 item 5, "and the templates' style"):
/// the animator's static functions and the interaction handler's side table (`dismissing[interaction]`,
/// a stored property in Swift) become a class that type-checks, and imported back, it runs a
/// scenario with the template's trace.
@Suite(.serialized) struct ExportTemplateTests {
    static let scenario = """
        local home = screen "home" { backgroundColor = "white" }
        local detail = screen "detail" { backgroundColor = "systemYellow" }

        scenario("the template's roles present, scrub and finish a dismissal, then cancel one", function()
          window { root = home }
          transition(detail, { animator = animator "animators/made.lua", interactive = interaction "interactions/made.lua", style = "overFullScreen" })
          local shown = present(home, detail)
          advance(0.15)
          untilIdle()
          expect.completedOnce(shown)
          pan { from = {195, 300}, to = {195, 750}, duration = 0.4, hold = 0.1 }
          untilIdle()
          expect.notInHierarchy("detail")
          present(home, detail)
          untilIdle()
          pan { from = {195, 300}, to = {195, 400}, duration = 0.4, hold = 0.1 }
          untilIdle()
          expect.inHierarchy("detail")
          expect.noDiagnostics()
        end)

        scenario("the template's presentation controller dims behind a bottom sheet, and a tap dismisses", function()
          window { root = home }
          transition(detail, { presentation = presentation "presentations/made.lua" })
          present(home, detail)
          advance(0.2)
          untilIdle()
          expect.frame("detail", {0, 422, 390, 422})
          tap { at = {195, 100} }
          untilIdle()
          expect.notInHierarchy("detail")
          expect.noDiagnostics()
        end)
        """

    static func project(animator: String, interaction: String, presentation: String, extra: [(String, String)] = []) throws -> String {
        let root = NSTemporaryDirectory() + "stagecraft-template-\(UUID().uuidString)"
        for folder in ["animators", "interactions", "presentations", "scenarios"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try animator.write(toFile: root + "/animators/made.lua", atomically: true, encoding: .utf8)
        try interaction.write(toFile: root + "/interactions/made.lua", atomically: true, encoding: .utf8)
        try presentation.write(toFile: root + "/presentations/made.lua", atomically: true, encoding: .utf8)
        for (path, text) in extra { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
        try scenario.write(toFile: root + "/scenarios/made.lua", atomically: true, encoding: .utf8)
        return root
    }

    @Test func theTemplatesExportTypeCheckAndRunAsTheTemplatesDo() async throws {
        let animator = Templates.source(.animator, name: "made"), interaction = Templates.source(.interaction, name: "made")
        let presentation = Templates.source(.presentation, name: "made")
        var exported: [String: LuaExporter.Result] = [:]
        for (name, lua) in [("animator", animator), ("interaction", interaction), ("presentation", presentation)] {
            let result = try LuaExporter.export(source: lua, fileName: "made.lua")
            #expect(result.problems.isEmpty, "\(name): \(result.problems.map { $0.message(file: "made.lua") })")
            exported[name] = result
        }
        let swift = try #require(exported["animator"]), handler = try #require(exported["interaction"]), sheet = try #require(exported["presentation"])
        #expect(swift.className == "Made" && handler.className == "Made", "the LuaLS class names the Swift type")
        // All are named Made: each type-checks on its own, as each file of an app would in its own target.
        for result in [swift, handler, sheet] {
            let outcome = try await SwiftTypecheck.check(result.swift)
            #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")
        }
        #expect(handler.swift.contains("var dismissing: UIViewController?"), "the side table is a stored property:\n\(handler.swift)")
        #expect(handler.swift.contains("#selector(handleGesture(_:))"))
        #expect(sheet.swift.contains("class Made: DimmingPresentationController {") && sheet.swift.contains("class DimmingPresentationController: UIPresentationController {"),
                "the dimming controller the template extends comes with it:\n\(sheet.swift)")

        let original = try Self.project(animator: animator, interaction: interaction, presentation: presentation)
        defer { try? FileManager.default.removeItem(atPath: original) }
        let importedAnimator = try #require(SwiftImporter().translate([("Made.swift", swift.swift)]).modules.first)
        let importedHandler = try #require(SwiftImporter().translate([("Made.swift", handler.swift)]).modules.first)
        let importedSheet = SwiftImporter().translate([("Made.swift", sheet.swift)])
        #expect(importedSheet.refusals.isEmpty, "\(importedSheet.refusals.map(\.description))")
        let sheetModule = try #require(importedSheet.modules.first { $0.typeName == "Made" })
        let base = try #require(importedSheet.modules.first { $0.typeName == "DimmingPresentationController" })
        let roundTrip = try Self.project(animator: importedAnimator.lua, interaction: importedHandler.lua, presentation: sheetModule.lua,
                                         extra: [(base.relativePath, base.lua)])
        defer { try? FileManager.default.removeItem(atPath: roundTrip) }
        try SwiftImporter.runtimeSource.write(toFile: roundTrip + "/swift_runtime.lua", atomically: true, encoding: .utf8)
        let before = ExportRoundTripTests.run(["scenarios/made.lua"], in: original)
        let after = ExportRoundTripTests.run(["scenarios/made.lua"], in: roundTrip)
        #expect(before.count == 2 && before.allSatisfy(\.passed), "\(before.flatMap(\.failures).map(\.description))")
        #expect(after.count == 2 && after.allSatisfy(\.passed), "\(after.flatMap(\.failures).map(\.description))")
        for (lua, swift) in zip(before, after) {
            // The Lua template is named by its file, the Swift class by its type.
            let expected = (lua.trace?.jsonLines() ?? "").replacingOccurrences(of: "\"made.lua\"", with: "\"Made\"")
            let got = swift.trace?.jsonLines() ?? ""
            let same = expected == got
            #expect(same, "\(lua.name): the traces differ first at line \(ExportRoundTripTests.firstDifference(expected, got))")
        }
    }
}

/// The language of item 2, the other way: a role whose every construct moves the view
/// (Fixtures/export/animators/constructs.lua) exports, type-checks, and imported back runs its
/// scenario with the Lua's trace; the scenario's numbers are worked out by hand in its comments.
@Suite(.serialized) struct ExportLanguageTests {
    static let fixture = RoleFixtureTests.fixtures + "/export"

    @Test func everyConstructExportsTypeChecksAndRunsAsTheLuaDoes() async throws {
        let swift = try await Self.roundTrip("constructs")
        for construct in ["for (offset, w) in widths.enumerated() {", "let i = offset + 1", "func triangle(_ n: CGFloat) -> CGFloat", "stride(from: 10, through: 1, by: -3)",
                          "repeat {", "\"x\\(widths.count)\"", "maybe != nil ? 0.5 : 1", "CGFloat(i) * w"] {
            #expect(swift.contains(construct), "\(construct) in\n\(swift)")
        }
    }

    /// Auto Layout (T12.2) written the porting guide's way exports as UIKit's anchors — the
    /// options table `{multiplier =, constant =}` as `constraint(equalTo:multiplier:constant:)` —
    /// type-checks, and imported back lays out and animates as the Lua does.
    @Test func constraintsExportTypeCheckAndRunAsTheLuaDoes() async throws {
        let swift = try await Self.roundTrip("constraints")
        for call in ["toView!.topAnchor.constraint(equalTo: container.topAnchor, constant: container.bounds.height)",
                     "toView!.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 20)",
                     "toView!.heightAnchor.constraint(equalToConstant: 300)", "NSLayoutConstraint.activate(["] {
            #expect(swift.contains(call), "\(call) in\n\(swift)")
        }
    }

    /// T12.6: a presentation controller's close button — `UIButton(type: .close)`, titles and
    /// colours per state, `addTarget(self, action: #selector(closeTapped(_:)), for: .touchUpInside)`
    /// — exports, type-checks, and imported back dismisses the card as the Lua does.
    @Test func t12_6_aButtonsTargetAndStatesExportTypeCheckAndRunAsTheLuaDoes() async throws {
        let swift = try await Self.roundTrip("close_card", folder: "presentations")
        for line in ["let close = UIButton(type: .close)", "close.setTitle(\"Close\", for: UIControl.State.normal)",
                     "close.setTitleColor(.red, for: [.highlighted, .selected])", "close.setImage(UIImage(named: \"xmark\"), for: .normal)",
                     "close.addTarget(self, action: #selector(closeTapped(_:)), for: UIControl.Event.touchUpInside)",
                     "@objc func closeTapped(_ sender: UIButton) {"] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
    }

    /// A stored view named by its Lua constructor keeps its name: the Swift property is made by a
    /// closure that sets its accessibilityIdentifier (it was dropped, and the scenario's `badge` not found).
    @Test func aNamedViewInAStoredPropertyIsMadeByAClosureThatNamesIt() async throws {
        let swift = try await Self.roundTrip("named_badge")
        let closure = "var badge: UIView = {\n        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))\n        badge.accessibilityIdentifier = \"badge\"\n        return badge\n    }()"
        #expect(swift.contains(closure), "\(swift)")
    }

    /// An image is its name in the Lua API: a string value where UIKit takes an image is
    /// `UIImage(named:)` (it was assigned as the String); an options table that leaves out what the
    /// Lua API defaults (a colour's alpha, 1) gets it written out.
    @Test func aStringWhereUIKitTakesAnImageAndAColoursAlphaExportAsUIKitsCalls() async throws {
        let swift = try await Self.roundTrip("picture")
        for line in ["picture.image = UIImage(named: name)", "picture.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)"] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
    }

    /// Exports `FOLDER/NAME.lua` of the fixture (an animator by default), type-checks it, imports
    /// it back and runs `scenarios/NAME.lua` with both: both pass with the same trace. Returns the Swift.
    static func roundTrip(_ name: String, folder: String = "animators") async throws -> String {
        let lua = try String(contentsOfFile: fixture + "/\(folder)/\(name).lua", encoding: .utf8)
        let result = try LuaExporter.export(source: lua, fileName: "\(name).lua")
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "\(name).lua") })")
        let outcome = try await SwiftTypecheck.check(result.swift)
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")

        let imported = try #require(SwiftImporter().translate([("\(result.className).swift", result.swift)]).modules.first)
        let scratch = NSTemporaryDirectory() + "stagecraft-\(name)-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: fixture, toPath: scratch)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try imported.lua.write(toFile: scratch + "/\(folder)/\(name).lua", atomically: true, encoding: .utf8)
        try SwiftImporter.runtimeSource.write(toFile: scratch + "/swift_runtime.lua", atomically: true, encoding: .utf8)
        let before = ExportRoundTripTests.run(["scenarios/\(name).lua"], in: fixture)
        let after = ExportRoundTripTests.run(["scenarios/\(name).lua"], in: scratch)
        #expect(before.count == 1 && before.allSatisfy(\.passed), "\(before.flatMap(\.failures).map(\.description))")
        #expect(after.count == 1 && after.allSatisfy(\.passed), "\(after.flatMap(\.failures).map(\.description))")
        let expected = before.first?.trace?.jsonLines() ?? "", got = after.first?.trace?.jsonLines() ?? ""
        let same = expected == got
        #expect(same, "the traces differ first at line \(ExportRoundTripTests.firstDifference(expected, got))")
        return result.swift
    }

    /// The smallest animator, `A`, whose animateTransition runs `body` (lines indented by two)
    /// and completes.
    static func animator(_ body: String) -> String {
        """
        local A = { debugName = "A" }
        ---@param ctx TransitionContext
        function A:transitionDuration(ctx) return 0.3 end
        ---@param ctx TransitionContext
        function A:animateTransition(ctx)
        \(body)
          ctx:completeTransition(true)
        end
        return A
        """
    }

    /// A method's comments go with it: those before it above its Swift declaration, those in it in
    /// its body — in the class style and in the factory style, where the functions are inside `new`.
    @Test func aMethodsCommentsGoWithItInBothStyles() throws {
        let classStyle = """
            local A = { debugName = "A" }
            ---@param ctx TransitionContext
            function A:transitionDuration(ctx) return 0.3 end
            -- Moves nothing.
            ---@param ctx TransitionContext
            function A:animateTransition(ctx)
              -- done at once
              ctx:completeTransition(true)
            end
            return A
            """
        let exported = try LuaExporter.export(source: classStyle, fileName: "a.lua")
        #expect(exported.swift.contains("    // Moves nothing.\n    func animateTransition(using ctx: UIViewControllerContextTransitioning) {\n        // done at once\n"), "\(exported.swift)")
        let factoryStyle = """
            local F = {}
            function F.new()
              local c = { debugName = "F" }
              -- Half the container's alpha.
              ---@param self ScriptPresentationController
              function c.presentationTransitionWillBegin(self)
                -- while it presents
                self.containerView.alpha = 0.5
              end
              return c
            end
            return F
            """
        let factory = try LuaExporter.export(source: factoryStyle, fileName: "f.lua")
        #expect(factory.problems.isEmpty, "\(factory.problems.map { $0.message(file: "f.lua") })")
        #expect(factory.swift.contains("    // Half the container's alpha.\n    override func presentationTransitionWillBegin() {\n        // while it presents\n"), "\(factory.swift)")
    }

    /// A local declared without a value is typed by looking at the rest of its block, once: the
    /// locals like it in that rest are not looked ahead from inside (40 in a row would otherwise
    /// write the block 2^40 times; the fuzz test's mutations found the deep recursion).
    @Test func manyLocalsWithoutValuesEachLookAheadOnce() throws {
        let count = 40
        let declarations = (1...count).map { "  local a\($0)" }.joined(separator: "\n")
        let assignments = (1...count).map { "  a\($0) = \($0) * 0.5" }.joined(separator: "\n")
        let lua = Self.animator(declarations + "\n" + assignments + "\n  ctx.containerView.alpha = a\(count)")
        let result = try LuaExporter.export(source: lua, fileName: "a.lua")
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.swift.contains("var a1: CGFloat") && result.swift.contains("var a\(count): CGFloat"), "\(result.swift)")
    }

    /// UIKit's `{ get }` properties are read-only in Swift: assigning one is reported at its line;
    /// assigning a `{ get set }` one is not.
    @Test func anAssignmentToAReadOnlyPropertyIsReported() throws {
        func problems(_ body: String) throws -> [String] {
            try LuaExporter.export(source: Self.animator("  " + body), fileName: "a.lua").problems.map { $0.message(file: "a.lua") }
        }
        #expect(try problems("ctx.containerView = nil") == ["a.lua:6: cannot export an assignment to `.containerView` — UIKit's UIViewControllerContextTransitioning.containerView is read-only"])
        #expect(try problems("ctx.containerView.alpha = 0.5").isEmpty)
    }

    /// A recognizer made from an options table, `UILongPressGestureRecognizer{target = self,
    /// action = "handlePress", minimumPressDuration = 0}` (as porting.md writes them), is UIKit's
    /// `init(target:action:)` with the action an `@objc` method by selector and the other options
    /// set after it; it type-checks. A positional value in the table is reported.
    @Test func aRecognizerFromAnOptionsTableExportsAsInitTargetAction() async throws {
        func source(_ options: String) -> String {
            """
            local A = { debugName = "A" }
            ---@param ctx TransitionContext
            function A:transitionDuration(ctx) return 0.3 end
            ---@param ctx TransitionContext
            function A:animateTransition(ctx)
              local press = UILongPressGestureRecognizer{ \(options) }
              ctx.containerView:addGestureRecognizer(press)
              ctx:completeTransition(true)
            end
            ---@param press LongPressGestureRecognizer
            function A:handlePress(press) end
            return A
            """
        }
        let result = try LuaExporter.export(source: source("target = self, action = \"handlePress\", minimumPressDuration = 0"), fileName: "a.lua")
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "a.lua") })")
        for line in ["let press = UILongPressGestureRecognizer(target: self, action: #selector(handlePress))",
                     "press.minimumPressDuration = 0", "@objc func handlePress("] {
            #expect(result.swift.contains(line), "\(line) missing from\n\(result.swift)")
        }
        let outcome = try await SwiftTypecheck.check(result.swift)
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")

        let positional = try LuaExporter.export(source: source("target = self, action = \"handlePress\", 0"), fileName: "a.lua")
        #expect(positional.problems.map { $0.message(file: "a.lua") } == ["a.lua:6: cannot export a positional value in `UILongPressGestureRecognizer{…}` — give each option its name"])
    }

    /// CA1: layer time exports under UIKit's names and type-checks — `speed`, `timeOffset`,
    /// `beginTime`, `convertTime(_:from:)`, `convertTime(_:to:)` and `CACurrentMediaTime()`.
    @Test func ca1_layerTimingExportsAsUIKitsCallsAndTypeChecks() async throws {
        let lua = Self.animator("""
              local layer = ctx.containerView.layer
              local paused = layer:convertTime(CACurrentMediaTime(), nil)
              layer.speed = 0
              layer.timeOffset = paused
              layer.beginTime = layer:convertTimeTo(paused, nil) - paused
            """)
        let result = try LuaExporter.export(source: lua, fileName: "a.lua")
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "a.lua") })")
        for line in ["layer.convertTime(CACurrentMediaTime(), from: nil)", "layer.speed = 0", "layer.timeOffset = paused",
                     "layer.convertTime(paused, to: nil) - paused"] {
            #expect(result.swift.contains(line), "\(line) missing from\n\(result.swift)")
        }
        let outcome = try await SwiftTypecheck.check(result.swift)
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")
    }
}

/// The app's screen classes a role names (screens/*.lua): `isKind` is Swift's `is`, an `if` of
/// `isKind` checks on locals is `if let … as?` with each typed as its class inside, and what the
/// screen module does not declare is reported.
@Suite struct ExportAppScreenTests {
    static let screen = """
        ---@class CardViewController : ScreenScript
        ---@field card View
        ---@field cornerRadius number
        ---@field note string? a comment after the type
        local CardViewController = {}
        CardViewController.__index = CardViewController
        function CardViewController:viewDidLoad() end
        function CardViewController:cardView() return self.card end
        ---@param animated boolean
        function CardViewController:flip(animated) end
        function CardViewController:untyped(x) end
        return CardViewController
        """

    @Test func aScreenModuleDeclaresItsClassFieldsAndTypedMethods() {
        let declarations = LuaExporter.screenDeclarations([Self.screen])
        #expect(declarations.contains("class CardViewController: UIViewController {"))
        #expect(declarations.contains("var card: UIView { get { fatalError() } set {} }"))
        #expect(declarations.contains("var cornerRadius: CGFloat {"))
        #expect(declarations.contains("var note: String? {"))
        #expect(declarations.contains("func cardView() -> UIView { fatalError() }"))
        #expect(declarations.contains("func flip(_ animated: Bool) {}"))
        // UIKit's own (an override the app has) and a method whose parameter has no type are left out.
        #expect(!declarations.contains("viewDidLoad") && !declarations.contains("untyped"))
    }

    static func export(_ condition: String, screens: [String] = [screen]) throws -> LuaExporter.Result {
        let lua = ExportLanguageTests.animator("""
              local to = ctx:viewController("to")
              if \(condition) then
                to.card.alpha = to.cornerRadius
              end
            """)
        return try LuaExporter.export(source: lua, fileName: "a.lua", screens: screens)
    }

    @Test func anIsKindCheckNarrowsTheLocalToTheAppsClass() throws {
        let result = try Self.export("to:isKind(\"CardViewController\")")
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.swift.contains("if let to = to as? CardViewController {"), "\(result.swift)")
        #expect(result.swift.contains("to.card.alpha = to.cornerRadius"), "\(result.swift)")
    }

    @Test func anIsKindMixedWithAnotherConditionIsSwiftsIs() throws {
        let result = try Self.export("to:isKind(\"CardViewController\") and ctx.isAnimated")
        // Not narrowed, so the fields of the app's class are not the controller's: reported.
        #expect(result.swift.contains("if to is CardViewController && ctx.isAnimated {"), "\(result.swift)")
        #expect(result.problems.contains { $0.what.contains(".card") }, "\(result.problems)")
    }

    @Test func anExitUnlessIsKindIsAGuardAndTheLocalIsTheClassAfter() throws {
        let lua = ExportLanguageTests.animator("""
              local to = ctx:viewController("to")
              if not to:isKind("CardViewController") then return end
              to.card.alpha = to.cornerRadius
            """)
        let result = try LuaExporter.export(source: lua, fileName: "a.lua", screens: [Self.screen])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.swift.contains("guard let to = to as? CardViewController else { return }"), "\(result.swift)")
        #expect(result.swift.contains("to.card.alpha = to.cornerRadius"), "\(result.swift)")
    }

    /// A union of names no UIKit enum has is the module's own enum; one UIKit has stays UIKit's.
    @Test func aUnionOfOwnNamesIsAnEnumOfTheModule() throws {
        func export(_ union: String, _ value: String) throws -> LuaExporter.Result {
            let lua = """
                ---@class A : Animator
                ---@field mode \(union)
                local A = { debugName = "A" }
                A.__index = A
                ---@param mode \(union)
                function A.new(mode) return setmetatable({ mode = mode }, A) end
                ---@param ctx TransitionContext
                function A:transitionDuration(ctx) return self.mode == "\(value)" and 0.2 or 0.4 end
                ---@param ctx TransitionContext
                function A:animateTransition(ctx) ctx:completeTransition(true) end
                return A
                """
            return try LuaExporter.export(source: lua, fileName: "a.lua")
        }
        let own = try export("\"fast\"|\"slow\"", "fast")
        #expect(own.problems.isEmpty, "\(own.problems)")
        #expect(own.swift.contains("enum Mode {\n    case fast, slow\n}"), "\(own.swift)")
        #expect(own.swift.contains("init(mode: Mode)") && own.swift.contains("mode == .fast"), "\(own.swift)")
        let uikit = try export("\"push\"|\"pop\"", "push")
        #expect(uikit.problems.isEmpty, "\(uikit.problems)")
        #expect(!uikit.swift.contains("enum Mode") && uikit.swift.contains("init(mode: UINavigationController.Operation)"), "\(uikit.swift)")
    }

    @Test func aClassNoScreenDeclaresIsReported() throws {
        let result = try Self.export("to:isKind(\"CardViewController\")", screens: [])
        #expect(result.problems.map { $0.message(file: "a.lua") }.contains {
            $0.hasPrefix("a.lua:7: cannot export `:isKind(\"CardViewController\")` — CardViewController is neither a UIKit class nor one of the app's screens")
        }, "\(result.problems)")
    }
}
