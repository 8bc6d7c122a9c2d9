import Testing
@testable import StagecraftImport

/// A top-level `#if` is the clause an iOS build compiles (PanModal wraps every file in
/// `#if os(iOS)`; SwipeTransition imports a package's module under `#if SWIFT_PACKAGE`): its
/// types are imported as if written without it, an inactive clause is nothing, and an `#if` the
/// importer cannot decide is still refused where it stands.
@Suite struct TopLevelConditionalTests {
    static let fade = """
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) { ctx.completeTransition(true) }
        }
        """

    @Test func aFileWrappedInIfOSiOSImportsItsTypes() {
        let result = SwiftImporter().translate([("Fade.swift", "#if os(iOS)\nimport UIKit\n\n" + Self.fade + "\n#endif\n")])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let fade = result.modules.first { $0.typeName == "Fade" }
        #expect(fade?.role == .animator)
        // line for line: the class is on line 4 of the file, inside the #if
        #expect(fade?.lua.split(separator: "\n", omittingEmptySubsequences: false)[3].contains("S.class(\"Fade\"") == true)
    }

    @Test func theElseClauseIsTakenWhenTheConditionIsAnotherPlatform() {
        let source = "import UIKit\n#if os(macOS)\nfinal class Mac {}\n#else\n" + Self.fade + "\n#endif\n"
        let result = SwiftImporter().translate([("Fade.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        #expect(result.modules.map(\.typeName) == ["Fade"])
    }

    @Test func anInactiveImportIsNothingAndAnUndecidedIfIsRefused() {
        let inactive = SwiftImporter().translate([("Fade.swift", "import UIKit\n#if SWIFT_PACKAGE\nimport Helpers\n#endif\n" + Self.fade)])
        #expect(inactive.refusals.isEmpty, "\(inactive.refusals.map(\.description))")
        let undecided = SwiftImporter().translate([("Fade.swift", "import UIKit\n#if hasFeature(Embedded)\nlet x = 1\n#endif\n" + Self.fade)])
        #expect(undecided.refusals.contains { $0.line == 2 && $0.kind == "top-level" }, "\(undecided.refusals.map(\.description))")
    }
}
