import Foundation
import Testing
@testable import StagecraftImport

/// Issue 23: an implicit member passed to a bound UIKit method (`setTranslation(.zero, in:)`) is of
/// the parameter's type as UIKit declares it (UIKitInterface, the declarations the exporter and its
/// type-check use too); where the declarations do not say one type, it stays a refusal.
@Suite struct ImplicitMemberArgumentTests {
    static let source = """
        import UIKit

        class Calls: NSObject {
            func run(_ pan: UIPanGestureRecognizer, _ view: UIView, _ scroll: UIScrollView) {
                pan.setTranslation(.zero, in: view)
                pan.setTranslation(.init(x: 3, y: 4), in: nil)
                scroll.setContentOffset(.zero, animated: false)
                scroll.scrollRectToVisible(.zero, animated: true)
                let hit = view.hitTest(.zero, with: nil)
                let inner = view.bounds.inset(by: .zero)
                let moved = view.convert(.zero, to: nil)
            }
        }
        """

    static func translated() -> (lua: String, refusals: [Refusal]) {
        let result = SwiftImporter().translate([("Calls.swift", source)])
        return (result.modules.map(\.lua).joined(separator: "\n"), result.refusals)
    }

    /// Each implicit member is the type of its own parameter: CGPoint, CGRect, UIEdgeInsets.
    @Test func anImplicitMemberArgumentIsOfItsBoundParametersType() {
        let (lua, _) = Self.translated()
        #expect(lua.contains("pan:setTranslation(CGPoint.zero, view)"), "\(lua)")
        #expect(lua.contains("pan:setTranslation(CGPoint(3, 4), nil)"), "\(lua)")
        #expect(lua.contains("scroll:setContentOffset(CGPoint.zero, false)"), "\(lua)")
        #expect(lua.contains("scroll:scrollRectToVisible(CGRect.zero, true)"), "\(lua)")
        #expect(lua.contains("view:hitTest(CGPoint.zero, nil)"), "\(lua)")
        #expect(lua.contains("UIEdgeInsets.zero"), "\(lua)")
    }

    /// The twin: `convert(_:to:)` takes a CGPoint in one declaration and a CGRect in another, so
    /// `.zero` there is refused at its line, never guessed.
    @Test func anImplicitMemberWhoseParameterTypeIsNotOneStaysARefusal() {
        let (_, refusals) = Self.translated()
        #expect(refusals.count == 1, "\(refusals.map(\.description))")
        #expect(refusals.first?.line == 11)
        #expect(refusals.first?.what == ".zero")
        #expect(refusals.first?.kind == "type-inference")
    }

    /// The table itself: one type where the declarations agree, nil where they differ.
    @Test func theParameterTypesComeFromUIKitsDeclarations() {
        #expect(UIKitInterface.parameterTypes("setTranslation", labels: ["_", "in"]) == ["CGPoint", "UIView?"])
        #expect(UIKitInterface.parameterTypes("convert", labels: ["_", "to"]) == [nil, "UIView?"])
        #expect(UIKitInterface.parameterTypes("noSuchMethod", labels: ["_"]) == nil)
    }

    /// PanModal's drag measures by resetting the translation: the scenario runs it.
    @Test func aDragMeasuredByResettingTheTranslationRuns() {
        RoleFixtureTests.expectPasses("implicit/implicit.lua", count: 1)
    }
}
