import Testing
@testable import StagecraftImport

/// SW3.9: in a subclass of a UIKit class other than UIView and the view kinds the runtime makes
/// (a `UIControl`'s; `UIButton`, `UILabel` and `UIImageView` subclasses are views since SW7.1), `self.addSubview(v)` and `self.backgroundColor = c` reach
/// members the Lua class does not have: each is refused at its line and column, as a bare
/// inherited name is, instead of failing at run time with "attempt to call a nil value".
@Suite struct InheritedMemberRefusalTests {
    static let source = """
        import UIKit
        final class Pill: UIControl {
            let dot = UIView()
            func setup() {
                self.addSubview(self.dot)
                self.backgroundColor = .red
                self.tint()
            }
            func tint() { self.dot.alpha = 0.5 }
        }
        final class Badge: UIView {
            func setup() {
                self.addSubview(UIView())
                self.backgroundColor = .red
            }
        }
        """

    @Test func SW3_9_inheritedMembersOfAUIKitSubclassAreRefusedAtTheirColumn() {
        let refusals = SwiftImporter().translate([("Pill.swift", Self.source)]).refusals
        #expect(refusals.count == 2, "\(refusals.map(\.description))")
        #expect(refusals.contains { $0.line == 5 && $0.column == 9 && $0.kind == "view-subclass" && $0.description.contains("method 'addSubview' (UIControl's, inherited)") })
        #expect(refusals.contains { $0.line == 6 && $0.column == 9 && $0.description.contains("property 'backgroundColor' (UIControl's, inherited)") })
    }

    /// The second case: the class's own members (`self.tint()`, `self.dot`) and a UIView subclass's
    /// inherited ones translate; a plain class whose first inherited name is a UIKit protocol is no subclass.
    @Test func SW3_9_ownMembersAndAUIViewSubclassesInheritedOnesTranslate() throws {
        let result = SwiftImporter().translate([("Pill.swift", Self.source + """

            final class Relay: UIGestureRecognizerDelegate {
                var view: UIView?
                func run() { self.view?.alpha = 1 }
            }
            """)])
        #expect(!result.refusals.contains { $0.line >= 7 }, "\(result.refusals.map(\.description))")
        let pill = try #require(result.modules.first { $0.typeName == "Pill" }).lua
        #expect(pill.contains("self:tint()"))
        let badge = try #require(result.modules.first { $0.typeName == "Badge" }).lua
        #expect(badge.contains("self:addSubview(UIView())"))
    }
}
