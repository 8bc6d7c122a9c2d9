import Foundation
import Testing
@testable import StagecraftImport
import Stagecraft
import StagecraftLua
import StagecraftScenario

/// Issue 23 item 6: Swift equivalents of the example roles (Fixtures/examples, written as an app
/// writes UIKit code) run the example scenarios with the same results as the Lua originals, and a
/// literal equivalent records a byte-identical golden trace. A trace names a Lua role by its
/// `debugName` (the Swift type's name in the seed ports) or its file, and a Swift role by its
/// file (`FadeAnimator.swift`): that name, and nothing else, is what a comparison accounts for.
@Suite(.serialized) struct ExampleEquivalentTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let examples = repository + "/examples"
    static let swiftExamples = RoleFixtureTests.fixtures + "/examples"

    /// The example scenario file with its role paths replaced (`"delegates/mastering.lua"` →
    /// `"swift/CustomTransitionDelegate.swift"`), run from a scratch copy of examples/ (its Lua
    /// roles, the scenarios' goldens) with every `.swift` file of `swiftDirectory` in swift/: a
    /// Swift role is translated with the files beside it, as an app's are.
    /// `modules` stands Swift classes in for Lua modules that other modules `require`
    /// (`"delegates/today_card.lua": "TodayCardTransition"`: that file becomes
    /// `return require("swift.TodayCardTransition")`), as an app's screens would reach them.
    /// `libraries` stands a Swift library's classes in for a Lua module that is their namespace
    /// (`"animators/moves.lua": ["SlideInOverContextAnimator", …]`: `Moves.SlideInOverContextAnimator`
    /// is Swift's module-qualified name; the file becomes `return { SlideInOverContextAnimator = require("swift.…"), … }`).
    static func runExample(_ scenario: String, replacing roles: KeyValuePairs<String, String>, swiftDirectory: String = swiftExamples,
                           keepTrace: Bool = false, text given: String? = nil, filter: String? = nil,
                           modules: [String: String] = [:], libraries: [String: [String]] = [:]) throws -> [ScenarioResult] {
        let scratch = NSTemporaryDirectory() + "stagecraft-equivalent-\(UUID().uuidString)"
        let files = FileManager.default
        try files.createDirectory(atPath: scratch + "/scenarios", withIntermediateDirectories: true)
        try files.createDirectory(atPath: scratch + "/swift", withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: scratch) }
        for folder in ["animators", "delegates", "interactions", "presentations", "screens"] {
            try files.copyItem(atPath: examples + "/" + folder, toPath: scratch + "/" + folder)
        }
        try files.copyItem(atPath: examples + "/scenarios/golden", toPath: scratch + "/scenarios/golden")
        for (module, swiftClass) in modules {
            #expect(files.fileExists(atPath: scratch + "/" + module), "no module \(module)")
            try "return require(\"swift.\(swiftClass)\")\n".write(toFile: scratch + "/" + module, atomically: true, encoding: .utf8)
        }
        for (module, swiftClasses) in libraries {
            #expect(files.fileExists(atPath: scratch + "/" + module), "no module \(module)")
            let fields = swiftClasses.map { "  \($0) = require(\"swift.\($0)\"),\n" }.joined()
            try "return {\n\(fields)}\n".write(toFile: scratch + "/" + module, atomically: true, encoding: .utf8)
        }
        var text = try given ?? String(contentsOfFile: examples + "/scenarios/" + scenario, encoding: .utf8)
        for (luaRole, swiftFile) in roles {
            #expect(text.contains("\"\(luaRole)\""), "the scenario no longer uses \(luaRole)")
            text = text.replacingOccurrences(of: "\"\(luaRole)\"", with: "\"swift/\(swiftFile)\"")
        }
        try text.write(toFile: scratch + "/scenarios/" + scenario, atomically: true, encoding: .utf8)
        for name in try files.contentsOfDirectory(atPath: swiftDirectory) where name.hasSuffix(".swift") {
            try files.copyItem(atPath: swiftDirectory + "/" + name, toPath: scratch + "/swift/" + name)
        }
        _ = SharedTranslator.translator
        var options = ScenarioOptions()
        options.keepTrace = keepTrace
        return ScenarioRunner(options: options).run(file: scratch + "/scenarios/" + scenario, filter: filter)
    }

    /// Runs the example scenario with its Lua roles and with the Swift ones in their place, and
    /// expects every scenario's whole trace (every frame's views, every event) to be the same,
    /// once each Swift role's subject (its type) is given the Lua role's name where the two differ
    /// (`names`: Swift type → the Lua role's `debugName`).
    static func expectSameTraces(_ scenario: String, replacing roles: KeyValuePairs<String, String>, names: [String: String],
                                 swiftDirectory: String = swiftExamples, text: String? = nil,
                                 filter: String? = nil) throws {
        let lua = try runExample(scenario, replacing: [:], keepTrace: true, text: text, filter: filter)
        #expect(failures(lua).isEmpty, "the Lua original: \(failures(lua))")
        let swift = try runExample(scenario, replacing: roles, swiftDirectory: swiftDirectory, keepTrace: true, text: text, filter: filter)
        #expect(failures(swift).isEmpty, "the Swift: \(failures(swift))")
        #expect(lua.count == swift.count && !lua.isEmpty)
        for (original, equivalent) in zip(lua, swift) {
            guard let luaTrace = original.trace?.jsonLines(), let swiftTrace = equivalent.trace?.jsonLines() else {
                Issue.record("\(original.name): no trace kept"); continue
            }
            var renamed = swiftTrace
            for (type, luaName) in names {
                renamed = renamed.replacingOccurrences(of: "\"subject\":\"\(type)\"", with: "\"subject\":\"\(luaName)\"")
            }
            #expect(renamed == luaTrace, "\(original.name): \(firstDifference(renamed, luaTrace))")
        }
    }

    /// `runExample` with one role replaced by `swiftFile` (and the `.swift` files beside it).
    static func runExample(_ scenario: String, replacing luaRole: String, with swiftFile: String) throws -> [ScenarioResult] {
        try runExample(scenario, replacing: [luaRole: (swiftFile as NSString).lastPathComponent],
                       swiftDirectory: (swiftFile as NSString).deletingLastPathComponent)
    }

    /// A copy of the Swift examples in a scratch directory with `file` changed by `change`
    /// (which must change it): for the twins that show a comparison fails.
    static func changedCopy(_ file: String, in source: String = swiftExamples, _ change: (String) -> String) throws -> String {
        let directory = NSTemporaryDirectory() + "stagecraft-twin-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".swift") {
            var text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
            if name == file {
                let changed = change(text)
                #expect(changed != text, "the twin's change of \(file) no longer applies")
                text = changed
            }
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static func failures(_ results: [ScenarioResult]) -> [String] {
        results.flatMap { result in result.failures.map { "\(result.name): \($0.description)" } }
    }

    // MARK: - The cross-fade (examples/animators/cross_fade.lua)

    @Test func theSwiftCrossFadeRunsFadePresentWithItsGoldenTrace() throws {
        let results = try Self.runExample("fade_present.lua", replacing: "animators/cross_fade.lua",
                                          with: RoleFixtureTests.fixtures + "/examples/CrossFade.swift")
        #expect(results.count == 2)
        // Every frame, alpha and lifecycle event is the golden's; the role's calls name the Lua
        // role by its file and the Swift one by its type: those three lines, and nothing else, differ.
        let presenting = try #require(results.first)
        let failures = presenting.failures.map(\.description)
        #expect(failures.count == 1 && failures[0].contains("3 differences"), "\(failures)")
        let differences = failures.first?.split(separator: "\n").filter { $0.contains("expected [") } ?? []
        #expect(differences.count == 3)
        for line in differences {
            let renamed = line.replacingOccurrences(of: "cross_fade.lua.", with: "CrossFade.")
            let parts = renamed.components(separatedBy: ", got ")
            #expect(parts.count == 2 && parts[0].hasSuffix(" " + parts[1]), "\(line)")
        }
        #expect(results[1].failures.isEmpty, "\(results[1].failures.map(\.description))")
    }

    /// The golden comparison is live: the same scenario with a Swift fade of another duration fails it.
    @Test func aDifferentSwiftFadeFailsTheGolden() throws {
        let scratch = NSTemporaryDirectory() + "stagecraft-slower-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let slower = try String(contentsOfFile: RoleFixtureTests.fixtures + "/examples/CrossFade.swift", encoding: .utf8)
            .replacingOccurrences(of: "return 0.35", with: "return 0.4")
        let directory = NSTemporaryDirectory() + "slow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try slower.write(toFile: directory + "/CrossFade.swift", atomically: true, encoding: .utf8)
        let results = try Self.runExample("fade_present.lua", replacing: "animators/cross_fade.lua", with: directory + "/CrossFade.swift")
        let messages = results.flatMap(\.failures).map(\.description)
        #expect(messages.contains { $0.contains("golden") }, "\(messages)")
    }

    // MARK: - Seed S5 (examples/scenarios/seed_mastering.lua)

    /// FadeAnimator, SwipeInteractionController and CustomTransitionDelegate in Swift in place of
    /// fade.lua, swipe.lua and mastering.lua; SlideAnimator and NavigationDelegate in place of
    /// slide.lua and slide_navigation.lua.
    @Test func theSwiftMasteringRolesRunSeedMastering() throws {
        let results = try Self.runExample("seed_mastering.lua", replacing: [
            "delegates/mastering.lua": "CustomTransitionDelegate.swift",
            "delegates/slide_navigation.lua": "NavigationDelegate.swift",
        ])
        #expect(results.count == 6)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        // Each of the six scenarios records the Lua roles' trace, frame by frame and event by event.
        try Self.expectSameTraces("seed_mastering.lua", replacing: [
            "delegates/mastering.lua": "CustomTransitionDelegate.swift",
            "delegates/slide_navigation.lua": "NavigationDelegate.swift",
        ], names: [:])
    }

    /// The scenario's checks hold the Swift to the article's numbers: a swipe that finishes past
    /// 30 % instead of 50 % fails the "short of half way" scenarios (and only those).
    @Test func aSwipeWithAnotherThresholdFailsSeedMastering() throws {
        let directory = try Self.changedCopy("SwipeInteractionController.swift") { $0.replacingOccurrences(of: "progress > 0.5", with: "progress > 0.3") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("seed_mastering.lua", replacing: ["delegates/mastering.lua": "CustomTransitionDelegate.swift"],
                                          swiftDirectory: directory)
        #expect(results.filter { !$0.failures.isEmpty }.map(\.name) == ["swipe: short of half way the dismissal cancels"], "\(Self.failures(results))")
    }

    // MARK: - Seed S5's golden traces (examples/golden/fade.jsonl, slide.jsonl)

    /// The runs of Tests/StagecraftTests/Seeds/Golden (FadeGoldenTests, SlideGoldenTests), which
    /// record the goldens from the Swift seed port and hold the Lua port to them byte for byte.
    enum SeedRun {
        /// The article's presented screen, dimming its backdrop alongside the transition
        /// (MasteringSeed.DimmedViewController): the test's screen, not a role under test.
        final class DimmedViewController: ViewController {
            let dimmingView = View(frame: Screen.bounds, name: "dimming")

            override func viewDidLoad() {
                dimmingView.backgroundColor = .black
                dimmingView.alpha = 0
                view.addSubview(dimmingView)
            }

            override func viewWillAppear(_ animated: Bool) {
                transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.7 }, completion: nil)
            }
        }

        /// Fade: present at 0, dismiss at 1, trace until 1.6.
        static func fade(_ delegate: ViewControllerTransitioningDelegate) -> String {
            let engine = Engine(frameRate: 60), window = Window(), root = ViewController(name: "root")
            window.rootViewController = root
            engine.advance(by: 0)
            let tracer = Tracer(engine: engine, window: window)
            let detail = DimmedViewController(name: "detail")
            detail.modalPresentationStyle = .fullScreen  // the article's intent (T11.3: say it since iOS 13)
            detail.transitioningDelegate = delegate
            root.present(detail, animated: true)
            engine.advance(to: 1)
            root.dismiss(animated: true)
            engine.advance(to: 1.6)
            #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
            return tracer.trace.jsonLines()
        }

        /// Slide: a push then a pop in a navigation controller.
        static func slide(_ delegate: NavigationControllerDelegate) -> String {
            let engine = Engine(frameRate: 60), window = Window()
            let navigation = NavigationController(rootViewController: ViewController(name: "list"))
            window.rootViewController = navigation
            engine.advance(by: 0)
            let tracer = Tracer(engine: engine, window: window)
            navigation.delegate = delegate
            navigation.pushViewController(ViewController(name: "detail"), animated: true)
            engine.advance(to: 1)
            _ = navigation.popViewController(animated: true)
            engine.advance(to: 1.6)
            #expect(navigation.viewControllers.map(\.name) == ["list"])
            #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
            return tracer.trace.jsonLines()
        }

        /// The delegate of `file` in `directory`, loaded as a scenario loads `delegate "…swift"`.
        static func swiftDelegate(_ lua: LuaState, _ directory: String, _ file: String) throws -> ScriptDelegate {
            _ = SharedTranslator.translator
            let path = directory + "/" + file
            let source = try SharedTranslator.translator.roleSource(path: path, text: String(contentsOfFile: path, encoding: .utf8), role: "a delegate", overrides: ScriptOverrides())
            return try ScriptDelegate(lua: lua, source: source, chunkName: path)
        }

        /// The Lua delegate examples/`path`, as GoldenTrace.delegate loads it.
        static func luaDelegate(_ lua: LuaState, _ path: String) throws -> ScriptDelegate {
            try ScriptDelegate(lua: lua, source: String(contentsOfFile: examples + "/" + path, encoding: .utf8), chunkName: "examples/" + path)
        }
    }

    static func golden(_ name: String) throws -> String { try String(contentsOfFile: examples + "/golden/\(name).jsonl", encoding: .utf8) }

    /// The Swift CustomTransitionDelegate (with FadeAnimator beside it) records examples/golden/fade.jsonl
    /// byte for byte, as the Lua port in the same harness does (both name the roles by the Swift types).
    @Test func theSwiftFadeDelegateRecordsTheFadeGolden() throws {
        let golden = try Self.golden("fade")
        let lua = try LuaState(scriptRoots: [Self.examples])
        #expect(SeedRun.fade(try SeedRun.luaDelegate(lua, "delegates/mastering.lua")) == golden, "the harness is not the golden's")
        let swiftLua = try LuaState(scriptRoots: [Self.swiftExamples])
        let trace = SeedRun.fade(try SeedRun.swiftDelegate(swiftLua, Self.swiftExamples, "CustomTransitionDelegate.swift"))
        #expect(trace == golden, "\(Self.firstDifference(trace, golden))")
        #expect(swiftLua.errors.isEmpty, "\(swiftLua.errors)")
    }

    /// The golden comparison can fail: a Swift fade of 0.4 s does not record the fade golden.
    @Test func aSlowerSwiftFadeAnimatorFailsTheFadeGolden() throws {
        let directory = try Self.changedCopy("FadeAnimator.swift") { $0.replacingOccurrences(of: "return 0.35", with: "return 0.4") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lua = try LuaState(scriptRoots: [directory])
        let trace = SeedRun.fade(try SeedRun.swiftDelegate(lua, directory, "CustomTransitionDelegate.swift"))
        let golden = try Self.golden("fade")
        #expect(trace != golden)
    }

    /// The Swift NavigationDelegate (with SlideAnimator beside it) records examples/golden/slide.jsonl.
    @Test func theSwiftNavigationDelegateRecordsTheSlideGolden() throws {
        let golden = try Self.golden("slide")
        let lua = try LuaState(scriptRoots: [Self.examples])
        #expect(SeedRun.slide(try SeedRun.luaDelegate(lua, "delegates/slide_navigation.lua")) == golden, "the harness is not the golden's")
        let swiftLua = try LuaState(scriptRoots: [Self.swiftExamples])
        let trace = SeedRun.slide(try SeedRun.swiftDelegate(swiftLua, Self.swiftExamples, "NavigationDelegate.swift"))
        #expect(trace == golden, "\(Self.firstDifference(trace, golden))")
        #expect(swiftLua.errors.isEmpty, "\(swiftLua.errors)")
    }

    // MARK: - A presentation controller in full (examples/presentations/custom_dimming.lua)

    /// The scenario of ScenarioRoleTests.presentationScriptOverridesRunForEachPresentation (no
    /// example scenario loads custom_dimming.lua), with the dim checked mid-way.
    static let customDimming = """
        local fade = animator "animators/cross_fade.lua"
        local home = screen "home" { backgroundColor = "white" }
        local sheet = screen "sheet" { backgroundColor = "systemBlue" }

        scenario("a card inset 24 × 160 over its own dim, presented and dismissed twice", function()
          window { root = home }
          transition(sheet, { animator = fade, presentation = presentation "presentations/custom_dimming.lua" })
          for round = 1, 2 do
            present(home, sheet)
            advance(0.175)                      -- half the 0.35 s fade: ease-in-out is 0.5 there
            expect.alpha("cardDimming", 0.5, 0.01)
            untilIdle()
            expect.frame("sheet", {24, 160, 342, 524})
            expect.order(find("sheet").superview, { "cardDimming", "sheet" })
            expect.alpha("cardDimming", 1)
            dismiss(sheet)
            untilIdle()
            expect.notInHierarchy("cardDimming")
          end
          expect.noDiagnostics()
        end)
        """

    /// The Swift CardPresentationController passes the scenario and records the Lua one's trace.
    @Test func theSwiftCardPresentationControllerRunsTheDimmingScenario() throws {
        let results = try Self.runExample("custom_dimming.lua", replacing: ["presentations/custom_dimming.lua": "CardPresentationController.swift"],
                                          text: Self.customDimming)
        #expect(results.count == 1)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("custom_dimming.lua", replacing: ["presentations/custom_dimming.lua": "CardPresentationController.swift"],
                                  names: [:], text: Self.customDimming)
    }

    // MARK: - The instant swap (examples/animators/instant.lua)

    /// The Swift InstantTransitionAnimator in place of the Lua one: every scenario of
    /// seed_mastering.lua passes and records the Lua's trace (the instant one, T3.2 and T3.3's
    /// lifecycle with no time passing, is the one that loads it).
    @Test func theSwiftInstantAnimatorRunsSeedMasteringWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["animators/instant.lua": "InstantTransitionAnimator.swift"]
        let results = try Self.runExample("seed_mastering.lua", replacing: roles, filter: "instant")
        #expect(results.count == 1)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("seed_mastering.lua", replacing: roles, names: [:])
    }

    /// The twin that does not put the .to view in the container fails the scenario: the presented
    /// view is missing from the container (T1.11's diagnostic), at the Swift file's line.
    @Test func anInstantAnimatorThatAddsNoViewFailsSeedMastering() throws {
        let directory = try Self.changedCopy("InstantTransitionAnimator.swift") {
            $0.replacingOccurrences(of: "        transitionContext.containerView.addSubview(toView)\n", with: "")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("seed_mastering.lua", replacing: ["animators/instant.lua": "InstantTransitionAnimator.swift"],
                                          swiftDirectory: directory, filter: "instant")
        #expect(results.count == 1)
        #expect(Self.failures(results).contains { $0.contains("[view-missing-from-container]") && $0.contains("InstantTransitionAnimator.swift:") },
                "\(Self.failures(results))")
    }

    // MARK: - The sliding sheet (examples/animators/slide_up.lua)

    /// The Swift SlideUp in place of the Lua one: the four example scenario files that load it
    /// pass, and record the Lua's traces once the role's name (the Lua file's, the Swift type's)
    /// is set aside — presented and dismissed, driven by a finger (linear) and not (ease-out),
    /// finished and cancelled.
    @Test(arguments: ["sheet_swipe.lua", "blurred_modal.lua", "layout.lua", "safe_area_and_keyboard.lua"])
    func theSwiftSlideUpRunsTheSheetScenariosWithTheirTraces(_ scenario: String) throws {
        let roles: KeyValuePairs<String, String> = ["animators/slide_up.lua": "SlideUp.swift"]
        let results = try Self.runExample(scenario, replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces(scenario, replacing: roles, names: ["SlideUp": "slide_up.lua"])
    }

    /// The twin that eases in where the Lua eases out records other traces in blurred_modal.lua.
    @Test func aSlideUpThatEasesInRecordsOtherTraces() throws {
        let directory = try Self.changedCopy("SlideUp.swift") {
            $0.replacingOccurrences(of: ": [.curveEaseOut]", with: ": [.curveEaseIn]")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lua = try Self.runExample("blurred_modal.lua", replacing: [:], keepTrace: true)
        let swift = try Self.runExample("blurred_modal.lua", replacing: ["animators/slide_up.lua": "SlideUp.swift"], swiftDirectory: directory, keepTrace: true)
        #expect(lua.count == swift.count && !lua.isEmpty)
        #expect(zip(lua, swift).contains { original, twin in
            (original.trace?.jsonLines() ?? "") != (twin.trace?.jsonLines() ?? "").replacingOccurrences(of: "\"subject\":\"SlideUp\"", with: "\"subject\":\"slide_up.lua\"")
        })
    }

    // MARK: - The card of a card stack (examples/animators/deck_card.lua)

    /// The Swift DeckCardAnimator in place of the Lua one: card_stack.lua passes (a card over a
    /// card, a pull down that dismisses) and records the Lua's traces.
    @Test func theSwiftDeckCardRunsCardStackWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["animators/deck_card.lua": "DeckCardAnimator.swift"]
        let results = try Self.runExample("card_stack.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("card_stack.lua", replacing: roles, names: [:])
    }

    /// The twin whose pulled-down card eases out instead of following the finger records other traces.
    @Test func aDeckCardThatEasesOutUnderTheFingerRecordsOtherTraces() throws {
        let directory = try Self.changedCopy("DeckCardAnimator.swift") {
            $0.replacingOccurrences(of: "transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]", with: "[.curveEaseOut]")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lua = try Self.runExample("card_stack.lua", replacing: [:], keepTrace: true)
        let swift = try Self.runExample("card_stack.lua", replacing: ["animators/deck_card.lua": "DeckCardAnimator.swift"], swiftDirectory: directory, keepTrace: true)
        #expect(lua.count == swift.count && !lua.isEmpty)
        #expect(zip(lua, swift).contains { $0.trace?.jsonLines() != $1.trace?.jsonLines() })
    }

    // MARK: - Swipe down to dismiss (examples/interactions/swipe_down.lua)

    /// The Swift SwipeDownInteraction in place of the Lua handler: the three scenario files that
    /// load it pass — drags that finish past half, flicks, drags that cancel — and record the Lua's traces.
    @Test(arguments: ["sheet_swipe.lua", "blurred_modal.lua", "card_stack.lua"])
    func theSwiftSwipeDownRunsTheSheetScenariosWithTheirTraces(_ scenario: String) throws {
        let roles: KeyValuePairs<String, String> = ["interactions/swipe_down.lua": "SwipeDownInteraction.swift"]
        let results = try Self.runExample(scenario, replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces(scenario, replacing: roles, names: [:])
    }

    /// The twin that finishes only past three quarters fails sheet_swipe.lua.
    @Test func aSwipeDownWithAnotherThresholdFailsSheetSwipe() throws {
        let directory = try Self.changedCopy("SwipeDownInteraction.swift") { $0.replacingOccurrences(of: "progress > 0.5", with: "progress > 0.75") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("sheet_swipe.lua", replacing: ["interactions/swipe_down.lua": "SwipeDownInteraction.swift"], swiftDirectory: directory)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - Pinch to close (examples/interactions/pinch_close.lua)

    /// The Swift PinchCloseInteraction in place of the Lua handler: photo_pinch.lua passes and
    /// records the Lua's traces.
    @Test func theSwiftPinchCloseRunsPhotoPinchWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["interactions/pinch_close.lua": "PinchCloseInteraction.swift"]
        let results = try Self.runExample("photo_pinch.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("photo_pinch.lua", replacing: roles, names: [:])
    }

    /// The twin that finishes only below half the size fails photo_pinch.lua.
    @Test func aPinchCloseWithAnotherThresholdFailsPhotoPinch() throws {
        let directory = try Self.changedCopy("PinchCloseInteraction.swift") { $0.replacingOccurrences(of: "gesture.scale < 0.7", with: "gesture.scale < 0.5") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("photo_pinch.lua", replacing: ["interactions/pinch_close.lua": "PinchCloseInteraction.swift"], swiftDirectory: directory)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - The card flip (examples/animators/flip.lua)

    /// The Swift FlipAnimationController in place of the Lua one: flip_3d.lua passes and records
    /// the Lua's traces (keyframes on layer.transform in perspective).
    @Test func theSwiftFlipRunsFlip3DWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["animators/flip.lua": "FlipAnimationController.swift"]
        let results = try Self.runExample("flip_3d.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("flip_3d.lua", replacing: roles, names: [:])
    }

    /// The twin without perspective fails flip_3d.lua.
    @Test func aFlipWithoutPerspectiveFailsFlip3D() throws {
        let directory = try Self.changedCopy("FlipAnimationController.swift") { $0.replacingOccurrences(of: "        transform.m34 = -1 / 500\n", with: "") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("flip_3d.lua", replacing: ["animators/flip.lua": "FlipAnimationController.swift"], swiftDirectory: directory)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - The dimmed half sheet (examples/presentations/half_sheet.lua)

    /// The Swift HalfSheetPresentationController, written with UIKit alone (its own dimming view),
    /// in place of the Lua one built on the ready dimming controller: sheet_swipe.lua passes and
    /// records the Lua's traces.
    @Test func theSwiftHalfSheetRunsSheetSwipeWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["presentations/half_sheet.lua": "HalfSheetPresentationController.swift"]
        let results = try Self.runExample("sheet_swipe.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("sheet_swipe.lua", replacing: roles, names: [:])
    }

    /// The twin whose sheet keeps square corners fails sheet_swipe.lua.
    @Test func aHalfSheetWithSquareCornersFailsSheetSwipe() throws {
        let directory = try Self.changedCopy("HalfSheetPresentationController.swift") {
            $0.replacingOccurrences(of: "presentedView?.layer.cornerRadius = 12", with: "presentedView?.layer.cornerRadius = 0")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("sheet_swipe.lua", replacing: ["presentations/half_sheet.lua": "HalfSheetPresentationController.swift"], swiftDirectory: directory)
        #expect(Self.failures(results).contains { $0.contains("corner radius") }, "\(Self.failures(results))")
    }

    // MARK: - The sheet on the keyboard (examples/presentations/keyboard_sheet.lua)

    /// The Swift KeyboardSheetPresentationController in place of the Lua one: the two scenario
    /// files that load it pass (the keyboard up and down, a rotation, a new preferredContentSize)
    /// and record the Lua's traces.
    @Test(arguments: ["safe_area_and_keyboard.lua", "layout.lua"])
    func theSwiftKeyboardSheetRunsItsScenariosWithTheirTraces(_ scenario: String) throws {
        let roles: KeyValuePairs<String, String> = ["presentations/keyboard_sheet.lua": "KeyboardSheetPresentationController.swift"]
        let results = try Self.runExample(scenario, replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces(scenario, replacing: roles, names: [:])
    }

    /// The twin that ignores the safe area's sides fails safe_area_and_keyboard.lua.
    @Test func aKeyboardSheetIntoTheSafeAreaFailsItsScenario() throws {
        let directory = try Self.changedCopy("KeyboardSheetPresentationController.swift") {
            $0.replacingOccurrences(of: "CGRect(x: insets.left, y: bottom - size.height, width: bounds.size.width - insets.left - insets.right, height: size.height)",
                                    with: "CGRect(x: 0, y: bottom - size.height, width: bounds.size.width, height: size.height)")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("safe_area_and_keyboard.lua", replacing: ["presentations/keyboard_sheet.lua": "KeyboardSheetPresentationController.swift"],
                                          swiftDirectory: directory)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - The blurred backdrop (examples/presentations/blurred_backdrop.lua)

    /// The Swift BlurredBackdropPresentationController in place of the Lua one: blurred_modal.lua
    /// passes (the blur in, scrubbed out, run back on a cancel) and records the Lua's traces.
    @Test func theSwiftBlurredBackdropRunsBlurredModalWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["presentations/blurred_backdrop.lua": "BlurredBackdropPresentationController.swift"]
        let results = try Self.runExample("blurred_modal.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("blurred_modal.lua", replacing: roles, names: [:])
    }

    /// The twin that blurs at once instead of alongside the transition fails blurred_modal.lua.
    @Test func aBlurredBackdropThatBlursAtOnceFailsBlurredModal() throws {
        let directory = try Self.changedCopy("BlurredBackdropPresentationController.swift") {
            $0.replacingOccurrences(of: "coordinator.animate(alongsideTransition: { _ in blur.effect = UIBlurEffect(style: .dark) })",
                                    with: "_ = coordinator; blur.effect = UIBlurEffect(style: .dark)")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("blurred_modal.lua", replacing: ["presentations/blurred_backdrop.lua": "BlurredBackdropPresentationController.swift"],
                                          swiftDirectory: directory)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - Apple's swipe demo (examples/*/aapl_swipe.lua)

    /// The Swift AAPLSwipeTransitionDelegate (with its animator and interaction controller, beside
    /// it) in place of the Lua delegate and the roles it requires: custom_transitions.lua passes —
    /// the edge pans that present and dismiss, finished and cancelled — and records the Lua's traces.
    @Test func theSwiftSwipeDemoRunsCustomTransitionsWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["delegates/aapl_swipe.lua": "AAPLSwipeTransitionDelegate.swift"]
        let results = try Self.runExample("custom_transitions.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("custom_transitions.lua", replacing: roles, names: [:])
    }

    /// The twin whose interaction finishes only past three quarters records other traces.
    @Test func aSwipeDemoWithAnotherThresholdRecordsOtherTraces() throws {
        let directory = try Self.changedCopy("AAPLSwipeTransitionInteractionController.swift") { $0.replacingOccurrences(of: ">= 0.5", with: ">= 0.75") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let roles: KeyValuePairs<String, String> = ["delegates/aapl_swipe.lua": "AAPLSwipeTransitionDelegate.swift"]
        let lua = try Self.runExample("custom_transitions.lua", replacing: [:], keepTrace: true)
        let swift = try Self.runExample("custom_transitions.lua", replacing: roles, swiftDirectory: directory, keepTrace: true)
        #expect(lua.count == swift.count && !lua.isEmpty)
        #expect(zip(lua, swift).contains { $0.trace?.jsonLines() != $1.trace?.jsonLines() })
    }

    // MARK: - The card stack (examples/presentations/deck.lua)

    /// The Swift DeckPresentationController in place of the Lua one: card_stack.lua passes (a card,
    /// a card on it, a rotation, a pull down) and records the Lua's traces.
    @Test func theSwiftDeckRunsCardStackWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["presentations/deck.lua": "DeckPresentationController.swift"]
        let results = try Self.runExample("card_stack.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("card_stack.lua", replacing: roles, names: [:])
    }

    /// The twin that pushes the view behind back no higher than it was fails card_stack.lua.
    @Test func aDeckThatStacksNoHigherFailsCardStack() throws {
        let directory = try Self.changedCopy("DeckPresentationController.swift") { $0.replacingOccurrences(of: "private let stackStep: CGFloat = 10", with: "private let stackStep: CGFloat = 0") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("card_stack.lua", replacing: ["presentations/deck.lua": "DeckPresentationController.swift"], swiftDirectory: directory)
        #expect(!Self.failures(results).isEmpty)
    }

    // MARK: - Apple's cross dissolve (examples/animators/aapl_cross_dissolve.lua)

    /// The Swift AAPLCrossDissolveTransitionAnimator in place of the Lua one: custom_transitions.lua
    /// passes, and every scenario of the file records the Lua's trace.
    @Test func theSwiftCrossDissolveRunsCustomTransitionsWithItsTraces() throws {
        let roles: KeyValuePairs<String, String> = ["animators/aapl_cross_dissolve.lua": "AAPLCrossDissolveTransitionAnimator.swift"]
        let results = try Self.runExample("custom_transitions.lua", replacing: roles)
        #expect(!results.isEmpty)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("custom_transitions.lua", replacing: roles, names: [:])
    }

    /// The twin that leaves the presenting view opaque records other traces.
    @Test func aCrossDissolveThatKeepsTheFromViewRecordsOtherTraces() throws {
        let roles: KeyValuePairs<String, String> = ["animators/aapl_cross_dissolve.lua": "AAPLCrossDissolveTransitionAnimator.swift"]
        let directory = try Self.changedCopy("AAPLCrossDissolveTransitionAnimator.swift") {
            $0.replacingOccurrences(of: "            fromView.alpha = 0\n", with: "")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lua = try Self.runExample("custom_transitions.lua", replacing: [:], keepTrace: true)
        let swift = try Self.runExample("custom_transitions.lua", replacing: roles, swiftDirectory: directory, keepTrace: true)
        #expect(lua.count == swift.count && !lua.isEmpty)
        #expect(zip(lua, swift).contains { $0.trace?.jsonLines() != $1.trace?.jsonLines() })
    }

    // MARK: - Apple's AAPLCustomPresentationController (examples/*/aapl_custom.lua)

    /// One Swift class, presentation controller + transitioning delegate + animator as Apple's
    /// sample writes it, in place of the three Lua roles: custom_transitions.lua's custom
    /// presentation passes, and every scenario of the file records the Lua roles' trace.
    @Test func theSwiftCustomPresentationControllerRunsCustomTransitions() throws {
        let roles: KeyValuePairs<String, String> = ["delegates/aapl_custom.lua": "CustomPresentationController.swift"]
        let results = try Self.runExample("custom_transitions.lua", replacing: roles)
        #expect(results.count == 9)
        #expect(Self.failures(results).isEmpty, "\(Self.failures(results))")
        try Self.expectSameTraces("custom_transitions.lua", replacing: roles,
                                  names: ["CustomPresentationController": "AAPLCustomPresentationController"])
    }

    /// The delegate may answer with new instances of the class instead of `self` (UIKit makes no
    /// difference): a new controller for the presentation, a new one as each animator.
    @Test func aCustomPresentationControllerAnsweringNewInstancesRunsTheCustomPresentation() throws {
        let directory = try Self.changedCopy("CustomPresentationController.swift") {
            $0.replacingOccurrences(of: """
                        assert(presentedViewController === presented, "You didn't initialize \\(self) with the correct presentedViewController. Expected \\(presented), got \\(presentedViewController).")
                        return self
                """, with: """
                        return CustomPresentationController(presentedViewController: presented, presenting: presenting)
                """).replacingOccurrences(of: """
                    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                        return self
                """, with: """
                    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                        return CustomPresentationController(presentedViewController: presented, presenting: presenting)
                """).replacingOccurrences(of: """
                    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                        return self
                """, with: """
                    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                        return CustomPresentationController(presentedViewController: dismissed, presenting: dismissed.presentingViewController!)
                """)
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try String(contentsOfFile: directory + "/CustomPresentationController.swift", encoding: .utf8)
        #expect(!text.contains("return self"), "every answer is a new instance")
        try Self.expectSameTraces("custom_transitions.lua", replacing: ["delegates/aapl_custom.lua": "CustomPresentationController.swift"],
                                  names: ["CustomPresentationController": "AAPLCustomPresentationController"], swiftDirectory: directory,
                                  filter: "custom presentation")
    }

    /// The custom presentation's checks hold the Swift to the sample's numbers: 12 pt corners
    /// instead of 16 fail it.
    @Test func aCustomPresentationControllerWithOtherCornersFailsCustomTransitions() throws {
        let directory = try Self.changedCopy("CustomPresentationController.swift") {
            $0.replacingOccurrences(of: "cornerRadius: CGFloat = 16", with: "cornerRadius: CGFloat = 12")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runExample("custom_transitions.lua", replacing: ["delegates/aapl_custom.lua": "CustomPresentationController.swift"],
                                          swiftDirectory: directory, filter: "custom presentation")
        #expect(results.count == 1)
        #expect(Self.failures(results).contains { $0.contains("presentationRoundedCornerView") || $0.contains("corner radius") }, "\(Self.failures(results))")
    }

    /// The first line where two traces differ, both sides.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false), e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = (0..<min(a.count, e.count)).first(where: { a[$0] != e[$0] }) else { return "\(a.count) vs \(e.count) lines" }
        return "line \(line + 1):\n  golden: \(e[line])\n  swift:  \(a[line])"
    }
}
