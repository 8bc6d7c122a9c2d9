import Foundation
import Testing

/// Issue 23 item 6, continued: hand-written Swift equivalents (Fixtures/examples) of more example
/// roles run the example scenarios with the Lua roles' traces, each beside a changed-line twin
/// that the scenarios catch.
extension ExampleEquivalentTests {
    // MARK: - The cube (examples/animators/cube.lua)

    /// The example scenario file with its `require("<module>")` given the Swift class instead
    /// (`require("swift.CubeAnimator")`): a scenario that makes the role itself (`Cube.new("push")`)
    /// calls the Swift init.
    static func scenario(_ file: String, requiring module: String, as swiftClass: String) throws -> String {
        let text = try String(contentsOfFile: examples + "/scenarios/" + file, encoding: .utf8)
        let swift = text.replacingOccurrences(of: "require(\"\(module)\")", with: "require(\"swift.\(swiftClass)\")")
        #expect(swift != text, "\(file) no longer requires \(module)")
        return swift
    }

    /// The scenario file run with the Lua roles, and with the Swift in their place — the
    /// scenario's own `text`, or Lua `modules` stood in for by Swift classes of `swiftDirectory`:
    /// every scenario passes both ways and records the same trace, byte for byte.
    static func expectSameTraces(_ file: String, text: String? = nil, swiftDirectory: String = swiftExamples,
                                 modules: [String: String] = [:], libraries: [String: [String]] = [:]) throws {
        let lua = try runExample(file, replacing: [:], keepTrace: true)
        #expect(!lua.isEmpty && failures(lua).isEmpty, "the Lua original: \(failures(lua))")
        let swift = try runExample(file, replacing: [:], swiftDirectory: swiftDirectory, keepTrace: true, text: text, modules: modules,
                                   libraries: libraries)
        #expect(swift.count == lua.count && failures(swift).isEmpty, "the Swift: \(failures(swift))")
        for (original, equivalent) in zip(lua, swift) {
            let luaTrace = original.trace?.jsonLines() ?? "", swiftTrace = equivalent.trace?.jsonLines() ?? ""
            #expect(!luaTrace.isEmpty && swiftTrace == luaTrace, "\(original.name): \(firstDifference(swiftTrace, luaTrace))")
        }
    }

    static func cubeScenario() throws -> String { try scenario("cube_3d.lua", requiring: "animators.cube", as: "CubeAnimator") }

    /// The Swift CubeAnimator in place of the Lua one: both scenarios of cube_3d.lua (push, then
    /// pop: L2.2–L2.5's hinge, turn and shared perspective) pass and record the Lua's traces.
    @Test func theSwiftCubeRunsCube3DWithItsTraces() throws {
        try Self.expectSameTraces("cube_3d.lua", text: try Self.cubeScenario())
    }

    /// The twin whose pop puts the screen it goes back to above the leaving one, not below it,
    /// fails cube_3d.lua's pop (T9.2); the push still passes.
    @Test func aCubeThatPopsOnTopFailsCube3D() throws {
        let directory = try Self.changedCopy("CubeAnimator.swift") {
            $0.replacingOccurrences(of: "containerView.insertSubview(toView, belowSubview: fromView)", with: "containerView.addSubview(toView)")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("cube_3d.lua", replacing: [:], swiftDirectory: directory, text: try Self.cubeScenario())
        #expect(results.count == 2)
        #expect(results[0].failures.isEmpty, "the push is unchanged: \(results[0].failures.map(\.description))")
        #expect(!results[1].failures.isEmpty)
    }

    // MARK: - Apple's checkerboard (examples/animators/aapl_checkerboard.lua)

    /// The Swift CheckerboardTransitionAnimator in place of the Lua one: the checkerboard push and
    /// pop of custom_transitions.lua (440 tiles, KT1.1, KT1.2) pass and record the Lua's traces.
    @Test func theSwiftCheckerboardRunsCustomTransitionsWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["animators/aapl_checkerboard.lua": "CheckerboardTransitionAnimator.swift"]
        let results = try Self.runExample("custom_transitions.lua", replacing: roles, filter: "checkerboard")
        #expect(results.count == 2)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("custom_transitions.lua", replacing: roles,
                                  names: ["CheckerboardTransitionAnimator": "AAPLCheckerboardTransitionAnimator"], filter: "checkerboard")
    }

    /// The twin whose wave has no spacing (every tile turning in the instant the wave passes it)
    /// fails the checkerboard's timing.
    @Test func aCheckerboardWithoutSpacingFailsCustomTransitions() throws {
        let directory = try Self.changedCopy("CheckerboardTransitionAnimator.swift") {
            $0.replacingOccurrences(of: "spacing: CGFloat = 160", with: "spacing: CGFloat = 80")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("custom_transitions.lua", replacing: ["animators/aapl_checkerboard.lua": "CheckerboardTransitionAnimator.swift"],
                                          swiftDirectory: directory, filter: "checkerboard")
        #expect(results.count == 2)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - Seed S3, the warning (examples/scenarios/seed_warning.lua)

    /// HomeViewController, FancyWarningPresentationController, FancyWarningAnimationController and
    /// WarningPan in Swift in place of warning_home.lua and the three roles it requires: the three
    /// scenarios of seed_warning.lua pass — UIKit's order of the delegate's questions (T1.1, T1.2),
    /// the dim faded alongside (T4.5, T5.2), the pan's cancel and finish (T6.6) — and record the
    /// Lua's traces. The pan drives UIKit's UIPercentDrivenInteractiveTransition as it is, as the
    /// Lua names it.
    @Test func theSwiftWarningRolesRunSeedWarningWithTheirTraces() throws {
        let roles: KeyValuePairs<String, String> = ["delegates/warning_home.lua": "HomeViewController.swift"]
        let results = try Self.runExample("seed_warning.lua", replacing: roles)
        #expect(results.count == 3)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("seed_warning.lua", replacing: roles, names: [:])
    }

    /// The twin that finishes past a quarter dismisses on the short drag (47 %), which the
    /// article's half-way threshold cancels: that scenario fails, the others still pass.
    @Test func aWarningPanThatFinishesPastAQuarterFailsSeedWarning() throws {
        let directory = try Self.changedCopy("WarningPan.swift") { $0.replacingOccurrences(of: "if progress > 0.5 {", with: "if progress > 0.25 {") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("seed_warning.lua", replacing: ["delegates/warning_home.lua": "HomeViewController.swift"], swiftDirectory: directory)
        #expect(results.count == 3)
        #expect(results[1].failures.count > 0, "the short drag (47 %) now dismisses")
        #expect(results[0].failures.isEmpty && results[2].failures.isEmpty)
    }

    /// The twin whose presentation controller keeps the sheet full height fails the first scenario's frames.
    @Test func aFancyWarningThatCoversTheWholeScreenFailsSeedWarning() throws {
        let directory = try Self.changedCopy("FancyWarningPresentationController.swift") {
            $0.replacingOccurrences(of: "let height = bounds.height / 2", with: "let height = bounds.height")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("seed_warning.lua", replacing: ["delegates/warning_home.lua": "HomeViewController.swift"], swiftDirectory: directory)
        #expect(!results.isEmpty && !results[0].failures.isEmpty)
    }

    /// The twin whose animator eases while the finger drives it fails the drags (T6.2: linear).
    @Test func aFancyWarningAnimatorThatEasesUnderTheFingerFailsSeedWarning() throws {
        let directory = try Self.changedCopy("FancyWarningAnimationController.swift") {
            $0.replacingOccurrences(of: "transitionContext.isInteractive ? [.curveLinear] : []", with: "[]")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("seed_warning.lua", replacing: ["delegates/warning_home.lua": "HomeViewController.swift"], swiftDirectory: directory)
        #expect(results.count == 3)
        #expect(!results[1].failures.isEmpty || !results[2].failures.isEmpty)
    }

    // MARK: - The touch-down interruptible transition (examples/delegates/touch_down.lua)

    static func touchDownScenario() throws -> String {
        try scenario("touch_down_interrupt.lua", requiring: "delegates.touch_down", as: "TouchDownTransition")
    }

    /// The Swift TouchDownTransition (delegate, animator and self-driven interaction controller in
    /// one, T7.x's interruptible animator) in place of the Lua one: every scenario of
    /// touch_down_interrupt.lua passes — the touch-down pause, the scrub, the flick either way, the
    /// dismissal — and records the Lua's trace.
    @Test func theSwiftTouchDownTransitionRunsTouchDownInterruptWithItsTraces() throws {
        try Self.expectSameTraces("touch_down_interrupt.lua", text: try Self.touchDownScenario())
    }

    /// The twin that continues over the whole duration, not the share still to cover, fails the
    /// release's timing.
    @Test func aTouchDownTransitionThatContinuesOverTheWholeDurationFailsTouchDownInterrupt() throws {
        let directory = try Self.changedCopy("TouchDownTransition.swift") {
            $0.replacingOccurrences(of: "durationFactor: max(remaining, 0.01)", with: "durationFactor: 1")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("touch_down_interrupt.lua", replacing: [:], swiftDirectory: directory, text: try Self.touchDownScenario())
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - The Hero-style match (examples/animators/hero_match.lua)

    /// The Swift HeroMatchAnimator in place of the Lua one: hero.lua's push and pop pass (the
    /// matched views morph on Material's standard curve, the others cascade in top to bottom) and
    /// record the Lua's traces. The Swift iterates the tagged views in the order a depth-first walk
    /// finds them, where the Lua's `pairs` over tags 1 and 2 walks its array part in key order:
    /// the same order for hero.lua's screens.
    @Test func theSwiftHeroMatchRunsHeroWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["animators/hero_match.lua": "HeroMatchAnimator.swift"]
        let results = try Self.runExample("hero.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("hero.lua", replacing: roles, names: [:])
    }

    /// The twin that cascades bottom to top fails hero.lua's cascade.
    @Test func aHeroMatchThatCascadesBottomUpFailsHero() throws {
        let directory = try Self.changedCopy("HeroMatchAnimator.swift") {
            $0.replacingOccurrences(of: "cascading[index - 1].frame.minY > subview.frame.minY", with: "cascading[index - 1].frame.minY < subview.frame.minY")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("hero.lua", replacing: ["animators/hero_match.lua": "HeroMatchAnimator.swift"], swiftDirectory: directory)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - Apple's adaptive presentation (examples/*/aapl_adaptive.lua)

    /// AAPLAdaptivePresentationDelegate, AAPLAdaptivePresentationController (a subclass of the
    /// Swift CustomPresentationController, its own UIAdaptivePresentationControllerDelegate) and
    /// AAPLCustomPresentationAnimator in place of the adaptive delegate, the adaptive presentation
    /// controller and the custom presentation's animator: custom_transitions.lua's adaptive
    /// presentations pass — full screen in a navigation controller when compact, the custom sheet
    /// when regular — and record the Lua's traces.
    @Test func theSwiftAdaptivePresentationRunsCustomTransitionsWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["delegates/aapl_adaptive.lua": "AAPLAdaptivePresentationDelegate.swift"]
        let results = try Self.runExample("custom_transitions.lua", replacing: roles, filter: "adaptive")
        #expect(results.count == 2)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("custom_transitions.lua", replacing: roles,
                                  names: ["AAPLCustomPresentationAnimator": "AAPLCustomPresentationController"], filter: "adaptive")
    }

    /// The twin that keeps the custom presentation in a compact width fails the compact scenario
    /// only; the regular one still passes.
    @Test func anAdaptivePresentationThatNeverAdaptsFailsTheCompactScenario() throws {
        let directory = try Self.changedCopy("AAPLAdaptivePresentationController.swift") {
            $0.replacingOccurrences(of: "            return .fullScreen\n", with: "            return .none\n")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("custom_transitions.lua", replacing: ["delegates/aapl_adaptive.lua": "AAPLAdaptivePresentationDelegate.swift"],
                                          swiftDirectory: directory, filter: "adaptive")
        #expect(results.count == 2)
        #expect(!results[0].failures.isEmpty, "compact")
        #expect(results[1].failures.isEmpty, "regular: \(results[1].failures.map(\.description))")
    }

    // MARK: - The Today card (examples/animators/today_card.lua, delegates/today_card.lua)

    /// The Today card's Swift, in a folder of its own: the Today list's module requires the
    /// delegate as it loads, under a module's load budget, so the Swift translated then is only
    /// the app's two files, not every example's.
    static let todayExamples = swiftExamples + "/today"
    static let todayModules = ["delegates/today_card.lua": "TodayCardTransition", "animators/today_card.lua": "TodayCardAnimator"]

    /// TodayCardTransition and TodayCardAnimator in Swift stand in for the two Lua modules the
    /// Today list requires: every scenario of today_card.lua passes — the card grows on a spring as
    /// its edge constraints go to 0 (layoutIfNeeded in the animator), a tap reverses it (T7.3), a
    /// drag shrinks the story back into its card — and records the Lua's trace.
    @Test func theSwiftTodayCardRunsTodayCardWithItsTraces() throws {
        try Self.expectSameTraces("today_card.lua", swiftDirectory: Self.todayExamples, modules: Self.todayModules)
    }

    /// The twin whose tap does not reverse the growing card fails the interrupt scenario, and
    /// only it among the first: the plain expansion still passes.
    @Test func aTodayCardThatIgnoresTheTapFailsTodayCard() throws {
        let directory = try Self.changedCopy("TodayCardAnimator.swift", in: Self.todayExamples) {
            $0.replacingOccurrences(of: "        animator.isReversed = true\n", with: "")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("today_card.lua", replacing: [:], swiftDirectory: directory, modules: Self.todayModules)
        #expect(results.count == 6)
        #expect(results[0].failures.isEmpty, "the plain expansion: \(results[0].failures.map(\.description))")
        #expect(!results[1].failures.isEmpty, "the tap while it grows")
    }

    // MARK: - Seed S4, the zoom (examples/delegates/zoom.lua)

    /// The zoom seed's delegate in Swift, in a folder of its own beside the app's declarations of
    /// its two screens (ZoomScreens.swift: what the transition reads of them; the screens
    /// themselves stay the example's Lua).
    static let zoomExamples = swiftExamples + "/zoom"
    static let zoomModules = ["delegates/zoom.lua": "TransitionDetailsController"]

    /// TransitionDetailsController in Swift stands in for the Lua module the list and the scenario
    /// require: every scenario of seed_zoom.lua passes — the zoom in keyframes, the tap back, the
    /// pinches that dismiss (T6.x) — and records the Lua's trace.
    @Test func theSwiftZoomDelegateRunsSeedZoomWithItsTraces() throws {
        try Self.expectSameTraces("seed_zoom.lua", swiftDirectory: Self.zoomExamples, modules: Self.zoomModules)
    }

    /// The twin that leaves the detail transparent fails the zoom in.
    @Test func aZoomThatNeverFadesTheDetailInFailsSeedZoom() throws {
        let directory = try Self.changedCopy("TransitionDetailsController.swift", in: Self.zoomExamples) {
            $0.replacingOccurrences(of: "                    details.view.alpha = 1\n", with: "")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("seed_zoom.lua", replacing: [:], swiftDirectory: directory, modules: Self.zoomModules)
        #expect(!results.isEmpty && results[0].failures.contains { $0.description.contains("details") && $0.description.contains("alpha") },
                "\(results.first?.failures.map(\.description) ?? [])")
    }

    // MARK: - Seed S2, the pizza app (examples/animators/pizza.lua)

    /// The pizza app's animator in Swift, in a folder of its own beside the app's declarations of
    /// its two screens (PizzaScreens.swift: the article's PizzaTransitionable; the screens
    /// themselves, and their answers, stay the example's Lua).
    static let pizzaExamples = swiftExamples + "/pizza"
    static let pizzaModules = ["animators/pizza.lua": "AnimationManager"]

    /// AnimationManager in Swift stands in for the Lua module the pizza list requires: every
    /// scenario of seed_pizza.lua passes — the two-phase push of chained property animators, the
    /// pop that animates nothing — and records the Lua's trace.
    @Test func theSwiftPizzaAnimatorRunsSeedPizzaWithItsTraces() throws {
        try Self.expectSameTraces("seed_pizza.lua", swiftDirectory: Self.pizzaExamples, modules: Self.pizzaModules)
    }

    /// The twin whose pizza does not turn fails the push.
    @Test func aPizzaThatDoesNotTurnFailsSeedPizza() throws {
        let directory = try Self.changedCopy("AnimationManager.swift", in: Self.pizzaExamples) {
            $0.replacingOccurrences(of: "            pizzaSnapshot.transform = CGAffineTransform(rotationAngle: .pi)\n", with: "")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("seed_pizza.lua", replacing: [:], swiftDirectory: directory, modules: Self.pizzaModules)
        #expect(!results.isEmpty && !results[0].failures.isEmpty)
    }

    // MARK: - They are Swift

    /// The equivalents written here are Swift an app compiles: each folder's files type-check
    /// together against UIKit's declarations (the interface the importer and exporter read).
    @Test(arguments: [
        [swiftExamples: ["CubeAnimator.swift", "CheckerboardTransitionAnimator.swift", "HeroMatchAnimator.swift", "TouchDownTransition.swift",
                         "HomeViewController.swift", "FancyWarningPresentationController.swift", "FancyWarningAnimationController.swift", "WarningPan.swift",
                         "CustomPresentationController.swift", "AAPLAdaptivePresentationController.swift", "AAPLAdaptivePresentationDelegate.swift",
                         "AAPLCustomPresentationAnimator.swift"]],
        [todayExamples: ["TodayCardTransition.swift", "TodayCardAnimator.swift"]],
        [zoomExamples: ["TransitionDetailsController.swift", "ZoomScreens.swift"]],
        [pizzaExamples: ["AnimationManager.swift", "PizzaScreens.swift"]],
    ])
    func theHandWrittenEquivalentsTypeCheck(_ folder: [String: [String]]) async throws {
        var files: [String: String] = [:]
        for (directory, names) in folder {
            for name in names { files[name] = try String(contentsOfFile: directory + "/" + name, encoding: .utf8) }
        }
        let outcome = try await SwiftTypecheck.check(files)
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }
}
