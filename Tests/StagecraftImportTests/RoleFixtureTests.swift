import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua
import StagecraftScenario

/// Issue 23 items 4 and 6: Swift files run as the roles of scenarios, unchanged, and every
/// location the user sees names the Swift file and line.
@Suite(.serialized) struct RoleFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// Runs a scenario file with the Swift translator installed, as the `stagecraft` command does.
    static func run(_ file: String) -> [ScenarioResult] {
        _ = SharedTranslator.translator
        return ScenarioRunner(options: ScenarioOptions()).run(file: file, filter: nil)
    }

    /// Runs the fixture scenario file `path` (under Fixtures/): it has `count` scenarios, each passing.
    static func expectPasses(_ path: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let results = run(fixtures + "/" + path)
        #expect(results.count == count, sourceLocation: sourceLocation)
        for result in results {
            #expect(result.failures.isEmpty, "\(result.name): \(result.failures.map(\.description))", sourceLocation: sourceLocation)
        }
    }

    @Test func swiftAnimatorDelegateAndPresentationControllerRunTheirScenarios() {
        Self.expectPasses("roles/swift_roles.lua", count: 4)
    }

    /// `extension UIView { … }` and `extension UIColor { static var … }`: members an app adds to
    /// UIKit types, called from its animator; UIKit's own statics stay reachable beside them.
    @Test func extensionsOfUIKitTypesRunWithTheirCallers() {
        Self.expectPasses("extensions/extensions.lua", count: 1)
    }

    /// A screen (a UIViewController subclass) builds its views, answers a tap through its
    /// target/action and presents with its own transitioning delegate.
    @Test func aSwiftScreenBuildsItsViewsAndPresents() {
        Self.expectPasses("roles/screen.lua", count: 1)
    }

    /// An interaction controller (a UIPercentDrivenInteractiveTransition subclass with its own
    /// edge pan, made by the delegate for the screen it presents) scrubs, finishes and cancels.
    @Test func aSwiftInteractionControllerScrubsFinishesAndCancels() {
        Self.expectPasses("interaction/interaction.lua", count: 2)
    }

    /// A presentation controller that is its own adaptive delegate (`delegate = self`, as Apple's
    /// adaptive sample's delegate answers): `adaptivePresentationStyle(for:traitCollection:)` adapts it to
    /// .fullScreen when horizontally compact, `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
    /// wraps the presented screen in a navigation controller, and .none keeps the sheet when regular.
    @Test func aSwiftPresentationControllerThatIsItsOwnAdaptiveDelegateAdapts() {
        Self.expectPasses("adaptive/adaptive.lua", count: 2)
    }

    /// CA1, the paused-layer technique (QA1673): an interaction controller implementing the protocol
    /// itself pauses the container's layer, scrubs its `timeOffset` from the pan and resumes it on
    /// release; `CFTimeInterval(x)`, `convertTime(_:from:)` and `CACurrentMediaTime()` translate.
    @Test func ca1_aSwiftInteractionControllerScrubsAPausedLayerAndResumesIt() {
        Self.expectPasses("pausedlayer/pausedlayer.lua", count: 1)
    }

    /// Auto Layout in a Swift animator (T12.2): anchors with constants and a multiplier, activate,
    /// and a constant animated by `layoutIfNeeded()` in a block translate and run as UIKit lays out.
    @Test func aSwiftAnimatorsConstraintsLayOutAndAnimate() {
        Self.expectPasses("layout/layout.lua", count: 1)
    }

    /// `.init(…)` typed by its parameter (`UIView(frame: .init(…))`, `view.frame = .init(…)`) and
    /// `enumerated()` as a value and in a `for` with a `where` translate with Swift's meaning.
    @Test func contextualInitsAndEnumeratedPairsRun() {
        Self.expectPasses("context/context.lua", count: 1)
    }

    /// T12.2f: a Swift view's `updateConstraints` and a screen's `updateViewConstraints` (each
    /// calling `super` last, asked for in `viewDidLoad` before the view is in a window) place and
    /// size the view in the first pass.
    @Test func t12_2f_swiftConstraintUpdatesRun() {
        Self.expectPasses("updateconstraints/updateconstraints.lua", count: 1)
    }

    /// A runtime error in a Swift role names the Swift file and the line of the Swift statement.
    @Test func aRuntimeErrorNamesTheSwiftLine() throws {
        let directory = NSTemporaryDirectory() + "stagecraft-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let swift = try String(contentsOfFile: Self.fixtures + "/roles/app/FadeAnimator.swift", encoding: .utf8)
            .replacingOccurrences(of: "container.insertSubview(toView, belowSubview: fromView)", with: "container.insertSubview(toView, belowSubview: nil!)")
        try swift.write(toFile: directory + "/app/FadeAnimator.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: Self.fixtures + "/roles/app/FadeDelegate.swift", encoding: .utf8).write(toFile: directory + "/app/FadeDelegate.swift", atomically: true, encoding: .utf8)
        let line = swift.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("nil!") }.map { $0 + 1 }
        try """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("dismiss", function()
              window { root = home }
              transition(detail, { delegate = delegate "app/FadeDelegate.swift", style = "fullScreen" })
              present(home, detail)
              untilIdle()
              dismiss(detail)
              untilIdle()
            end)
            """.write(toFile: directory + "/s.lua", atomically: true, encoding: .utf8)
        let results = Self.run(directory + "/s.lua")
        let messages = results.flatMap(\.failures).map { "\($0.location ?? "") \($0.message)" }
        #expect(line == 25)
        #expect(messages.contains { $0.contains("FadeAnimator.swift:\(line ?? 0)") && $0.contains("Unexpectedly found nil") }, "\(messages)")
    }

    /// Every refusal is at the line marked `// refuse: kind` in the fixture, and nothing else is refused.
    @Test func refusalsAreExactlyTheMarkedLines() throws {
        let path = Self.fixtures + "/refusals/Refused.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var marked: Set<String> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: "// refuse: ") { marked.insert("\(index + 1) \(line[range.upperBound...].trimmingCharacters(in: .whitespaces))") }
        }
        let result = SwiftImporter().translate([(path, text)])
        let found = Set(result.refusals.map { "\($0.line) \($0.kind)" })
        #expect(found == marked, "refused \(found.sorted()) vs marked \(marked.sorted())")
        #expect(result.refusals.allSatisfy { $0.description.hasPrefix("\(path):\($0.line):\($0.column): cannot translate ") })
        // The refused line raises there, naming the Swift file and line.
        let module = try #require(result.modules.first { $0.typeName == "Loader" })
        let luaLines = module.lua.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(luaLines[12].contains("error(\"not translated: "), "\(luaLines[12])")
        #expect(luaLines[12].contains("(Refused.swift:13)"))
    }

    /// The modules keep the Swift file's lines: a Lua line is never past its Swift line.
    @Test func luaLinesAreSwiftLines() throws {
        for name in ["FadeAnimator", "FadeDelegate", "CardPresentationController"] {
            let path = Self.fixtures + "/roles/app/\(name).swift"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let module = try #require(SwiftImporter().translate([(path, text)]).modules.first)
            let swiftLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let luaLines = module.lua.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(luaLines.count <= swiftLines.count + 2, "\(name): \(luaLines.count) Lua lines for \(swiftLines.count) Swift lines")
            // Each Swift comment is on its own line in the Lua.
            for (index, line) in swiftLines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                #expect(luaLines[index].contains("---"), "\(name):\(index + 1)")
            }
        }
    }
}

/// Bad input gets a clear error with the file and line, in bounded time and memory.
@Suite struct ImportRobustnessTests {
    @Test func aFileThatDoesNotParseIsAnErrorWithItsLine() {
        let result = SwiftImporter().translate([("Broken.swift", "class A {\n  func f( {\n}\n")])
        #expect(result.modules.isEmpty)
        #expect(result.errors.first?.hasPrefix("Broken.swift:2:") == true, "\(result.errors)")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let result = SwiftImporter().translate([("Deep.swift", "class A {\n func f() {\n" + deep + "\n }\n}\n")])
        #expect(!result.errors.isEmpty)
    }

    @Test func aHugeFileIsRefusedWhole() {
        let huge = String(repeating: "// padding\n", count: 300_000)
        let result = SwiftImporter().translate([("Huge.swift", huge)])
        #expect(result.errors.first?.contains("larger than the importer reads") == true)
    }

    @Test func theSummaryCountsRefusalsByKind() {
        let result = SwiftImporter().translate([("A.swift", "import UIKit\nclass A: NSObject {\n  func f() async {}\n  func g() async {}\n}\n")])
        #expect(result.summary == "imported 1 type from 1 file (5 lines); 2 refusals: async 2")
    }
}

/// The Swift → Lua call table is derived from the bindings: every name it can produce is one
/// the bindings register.
@Suite struct APIMappingTests {
    @Test func everySignaturesLuaNameIsRegistered() {
        let api = APIMapping.shared
        for signature in SwiftSignature.all {
            if let owner = signature.owner {
                #expect(api.statics[owner]?.contains(signature.lua) == true, "\(owner).\(signature.lua)")
            } else {
                #expect(api.anyMethod.contains(signature.lua), "\(signature.lua)")
            }
        }
    }

    /// The porting guide's rule: the base name, or the base name with the label that tells the
    /// overloads apart — whichever the bindings register.
    @Test func labelRuleFindsTheRegisteredNames() {
        let api = APIMapping.shared
        #expect(api.method("insertSubview", labels: ["_", "at"], luaClass: "View") == "insertSubviewAt")
        #expect(api.method("insertSubview", labels: ["_", "belowSubview"], luaClass: "View") == "insertSubviewBelowSubview")
        #expect(api.method("convert", labels: ["_", "to"], luaClass: "View") == "convertTo")
        #expect(api.method("view", labels: ["forKey"], luaClass: "TransitionContext") == "view")
        // `rect.inset(by: insets)` is `inset`: `insetBy` is `insetBy(dx:dy:)`, another method.
        #expect(api.method("inset", labels: ["by"], luaClass: nil) == "inset")
        #expect(api.method("insetBy", labels: ["dx", "dy"], luaClass: nil) == "insetBy")
        #expect(api.method("require", labels: ["toFail"], luaClass: nil) == "requireToFail")
        #expect(api.method("frobnicate", labels: ["_"], luaClass: nil) == nil)
        #expect(api.staticMember("animate", labels: ["withDuration", "delay", "usingSpringWithDamping"], of: "UIView") == "animateUsingSpringWithDamping")
    }

    @Test func aCallLeavingOutADefaultGetsItFilledIn() throws {
        let (signature, positions) = try #require(SwiftSignature.match(owner: "UIView", base: "animate",
                                                                        written: ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "animations"]))
        #expect(signature.lua == "animateUsingSpringWithDamping")
        #expect(positions == [0, 1, 2, 3, 5])
        // A trailing closure after `animations:` is the completion (Swift's forward scan).
        let (_, trailing) = try #require(SwiftSignature.match(owner: "UIView", base: "animate", written: ["withDuration", "animations", nil]))
        #expect(trailing == [0, 1, 2])
        #expect(SwiftSignature.match(owner: "UIView", base: "animate", written: ["delay"]) == nil)
    }

    /// A property a protocol of the files requires is known on a value of that protocol's type
    /// (VerticalSwipeTransition's `interactionController.interactionPhase`); a property nothing
    /// declares is still refused.
    @Test func aProtocolsRequirementsAreKnownProperties() throws {
        let swift = """
            import UIKit
            enum Phase { case presenting, dismissing }
            protocol Phased: AnyObject {
                var phase: Phase? { get set }
                var isInProgress: Bool { get }
            }
            class PhasedDelegate: NSObject, UIViewControllerTransitioningDelegate {
                var controller: Phased?
                func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                    controller?.phase = .dismissing
                    if controller?.isInProgress == true { return nil }
                    controller?.undeclared = 1
                    return nil
                }
            }
            """
        let result = SwiftImporter().translate([("PhasedDelegate.swift", swift)])
        #expect(result.refusals.map(\.description).filter { $0.contains("phase") || $0.contains("isInProgress") }.isEmpty, "\(result.refusals)")
        #expect(result.refusals.contains { $0.description.contains("property undeclared") }, "\(result.refusals)")
    }

    /// In a static method `self` is the type (Presentr's `Bundle(for: self)`), as Swift has it; in
    /// an instance method it stays the instance.
    @Test func selfInAStaticMethodIsTheType() throws {
        let swift = """
            import UIKit
            class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                static let baseDuration: TimeInterval = 0.25
                let scale: Double = 2
                static func duration(scale: Double) -> TimeInterval { return self.baseDuration * scale }
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { Fade.duration(scale: self.scale) }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) { ctx.completeTransition(true) }
            }
            """
        let result = SwiftImporter().translate([("Fade.swift", swift)])
        #expect(result.refusals.isEmpty && result.errors.isEmpty, "\(result.refusals) \(result.errors)")
        let lua = try #require(result.modules.first).lua
        #expect(lua.contains("return Fade.baseDuration * scale"), "\(lua)")
        #expect(lua.contains("Fade.duration(self.scale)"), "\(lua)")
    }

    /// An image is its name in the Lua API: `UIImage(named:)` and `UIImage(systemName:)` are the
    /// name, `image` is `imageName` (also as `UIImageView(image:)`'s option). The pizza animator's
    /// round trip (ExportRoundTripTests) runs the mapping both ways.
    @Test func imagesAreTheirNames() throws {
        let swift = """
            import UIKit
            class ImageSwap: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let a = UIImageView(image: UIImage(named: "pizza"))
                    let b = UIImageView()
                    b.image = UIImage(systemName: "star")
                    a.image = b.image
                    ctx.completeTransition(true)
                }
            }
            """
        let result = SwiftImporter().translate([("ImageSwap.swift", swift)])
        #expect(result.refusals.isEmpty && result.errors.isEmpty, "\(result.refusals) \(result.errors)")
        let lua = try #require(result.modules.first).lua
        for line in ["UIImageView{ imageName = \"pizza\" }", "b.imageName = \"star\"", "a.imageName = b.imageName"] {
            #expect(lua.contains(line), "\(line) in\n\(lua)")
        }
    }
}
