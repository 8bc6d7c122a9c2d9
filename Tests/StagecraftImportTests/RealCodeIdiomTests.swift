import Testing
@testable import StagecraftImport

/// What running SwipeTransition and importing PanModal unchanged turned up, reduced to a fixture
/// of our own (Fixtures/realcode): each idiom with Swift's meaning, each able to fail.
@Suite(.serialized) struct RealCodeIdiomTests {
    @Test func realCodesIdiomsRunTheirScenario() {
        RoleFixtureTests.expectPasses("realcode/realcode.lua", count: 1)
    }

    /// `func update(value:maxValue:)` in a UIPercentDrivenInteractiveTransition subclass is a new
    /// overload of UIKit's `update(_:)`: in Lua it keeps its labels, or the bound `update` would
    /// take its calls (SwipeTransition's dismissal then completed at the first move); UIKit's own
    /// `update(_:)` stays the bound one, and an override keeps its name.
    @Test func aNewMethodNamedLikeABoundOneKeepsItsLabels() {
        let source = """
            import UIKit
            final class Scrub: UIPercentDrivenInteractiveTransition {
                func update(value: CGFloat, maxValue: CGFloat) { update(value / maxValue) }
                override func finish() { super.finish() }
            }
            final class Owner {
                var scrub: Scrub?
                func move() { scrub?.update(value: 1, maxValue: 4) }
            }
            """
        let result = SwiftImporter().translate([("Scrub.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let scrub = result.modules.first { $0.typeName == "Scrub" }?.lua ?? ""
        #expect(scrub.contains("function Scrub:updateValueMaxValue(value, maxValue)") && scrub.contains("self:update(value / maxValue)"))
        #expect(scrub.contains("function Scrub:finish()"))
        let owner = result.modules.first { $0.typeName == "Owner" }?.lua ?? ""
        #expect(owner.contains(":updateValueMaxValue(1, 4)"))
    }

    /// `sourceRect: CGRect = .zero` (PanModal's presenter): the parameter's type says which zero.
    @Test func aDefaultArgumentsZeroTakesTheParametersType() {
        let source = """
            import UIKit
            final class Anchor {
                func frame(at rect: CGRect = .zero, offset: CGPoint = .zero) -> CGRect { rect.offsetBy(dx: offset.x, dy: offset.y) }
            }
            """
        let result = SwiftImporter().translate([("Anchor.swift", source)])
        #expect(!result.refusals.contains { $0.kind == "type-inference" }, "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "Anchor" }?.lua ?? ""
        #expect(lua.contains("if rect == nil then rect = CGRect.zero end") && lua.contains("if offset == nil then offset = CGPoint.zero end"))
    }

    /// `extension Sheet where Self: UIViewController` (PanModal's presentable): `self` is the
    /// controller, so `view` is its view and a property another extension adds to
    /// UIViewController is read through that extension; without the constraint both are unknown.
    @Test func aProtocolExtensionConstrainedToAControllerReadsItsMembers() {
        let source = """
            import UIKit
            protocol Sheet {}
            extension UIViewController {
                var isSheet: Bool { presentingViewController != nil }
            }
            extension Sheet where Self: UIViewController {
                var sheetHeight: CGFloat { view.bounds.height }
                var shown: Bool { isSheet }
            }
            """
        let result = SwiftImporter().translate([("Sheet.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let sheet = result.modules.first { $0.moduleName == "extensions.Sheet" }?.lua ?? ""
        #expect(sheet.contains("self.view.bounds.height") && sheet.contains("require(\"extensions.UIViewController\").get_isSheet(self)"))
        let unconstrained = SwiftImporter().translate([("Sheet.swift", source.replacingOccurrences(of: " where Self: UIViewController", with: ""))])
        #expect(unconstrained.refusals.filter { $0.kind == "unknown-name" }.count == 2)
    }

    /// A presentation controller is the delegate of the pan it adds (PanModal, DeckTransition).
    @Test func aPresentationControllerDecidesWhetherItsPanBegins() {
        RoleFixtureTests.expectPasses("realcode/gesture_delegate.lua", count: 2)
    }

    /// `let view = UIView()` in a file that extends UIView (PanModal's controller): UIKit's init,
    /// not a constructor of the extension's module.
    @Test func aUIKitTypeTheImportExtendsIsStillMadeByUIKit() {
        let source = """
            import UIKit
            extension UIView {
                var isRound: Bool { layer.cornerRadius > 0 }
            }
            final class Maker {
                func make() -> UIView { UIView() }
            }
            """
        let result = SwiftImporter().translate([("Maker.swift", source)])
        let maker = result.modules.first { $0.typeName == "Maker" }?.lua ?? ""
        #expect(maker.contains("UIView(") && !maker.contains("require(\"extensions.UIView\").new"), "\(maker)")
    }

    /// A screen sets and reads a property an imported `extension UIViewController` adds, unqualified
    /// (SwipeTransition's `swipeToDismiss = SwipeToDismissController()` in its navigation controller).
    @Test func aScreenUsesItsControllerExtensionsPropertyUnqualified() {
        let source = """
            import UIKit
            final class Helper {}
            extension UIViewController {
                var helper: Helper? {
                    get { objc_getAssociatedObject(self, &Keys.helper) as? Helper }
                    set { objc_setAssociatedObject(self, &Keys.helper, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
                }
            }
            enum Keys { static var helper = 0 }
            final class Nav: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    helper = Helper()
                    print(helper != nil)
                }
            }
            """
        let result = SwiftImporter().translate([("Nav.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let nav = result.modules.first { $0.typeName == "Nav" }?.lua ?? ""
        #expect(nav.contains("require(\"extensions.UIViewController\").set_helper(self, require(\"helpers.Helper\").new())"), "\(nav)")
        #expect(nav.contains("require(\"extensions.UIViewController\").get_helper(self)"), "\(nav)")
    }
}

/// `if #available(iOS 11.0, *) { … } else { fallback }` (PanModal's layout guides): the fallback
/// never runs on the simulated device, so what it calls is no refusal; the same call where it
/// runs still is.
@Suite struct AvailabilityFallbackTests {
    static let source = """
        import UIKit
        final class Insets {
            func top(of controller: UIViewController) -> CGFloat {
                if #available(iOS 11.0, *) { return controller.view.safeAreaInsets.top } else { return controller.topLayoutGuide.length }
            }
        }
        """

    @Test func TSPL_availabilityCondition_theFallbackNotTakenIsNotTranslated() {
        let result = SwiftImporter().translate([("Insets.swift", Self.source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "Insets" }?.lua ?? ""
        #expect(lua.contains("safeAreaInsets.top") && !lua.contains("topLayoutGuide"))
    }

    @Test func TSPL_availabilityCondition_unavailableTakesTheFallback() {
        let swapped = Self.source.replacingOccurrences(of: "#available(iOS 11.0, *)", with: "#unavailable(iOS 11.0)")
        let result = SwiftImporter().translate([("Insets.swift", swapped)])
        #expect(result.refusals.map(\.kind) == ["api", "api"], "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "Insets" }?.lua ?? ""
        #expect(!lua.contains("safeAreaInsets"))
    }
}

/// `private extension UIViewControllerContextTransitioning { var isPresenting: Bool { … } }`
/// (SideMenu's animator): `self` there is the transition context, a bound class no Lua global
/// makes, so its methods called without `self.` are the context's.
@Suite struct ContextExtensionTests {
    @Test func anExtensionOfTheTransitionContextCallsTheContextsMethods() {
        let source = """
            import UIKit
            private extension UIViewControllerContextTransitioning {
                var isPresenting: Bool { viewController(forKey: .from)?.presentedViewController === viewController(forKey: .to) }
                var movingView: UIView? { view(forKey: isPresenting ? .to : .from) }
            }
            """
        let result = SwiftImporter().translate([("Context.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "UIViewControllerContextTransitioning" }?.lua ?? ""
        #expect(lua.contains("self:viewController(\"from\")") && lua.contains("self:viewController(\"to\")") && lua.contains("self:view("))
        // A UIKit protocol with no bound class stays unknown: its members are refused.
        let unbound = SwiftImporter().translate([("Other.swift", source.replacingOccurrences(of: "UIViewControllerContextTransitioning", with: "UIFocusEnvironment"))])
        #expect(unbound.refusals.count >= 2)
    }
}

/// A class built on an Objective-C class of its package (SwipeTransition's
/// `DelegateProxy<T>: STDelegateProxy`, a forwarding delegate written in Objective-C): what its
/// `self` calls reach is outside the Swift files, and the refusal says so, naming the superclass;
/// on Apple's classes the refusal stays the API's.
@Suite struct OutsideSuperclassTests {
    @Test func aSelfCallIntoAnObjectiveCSuperclassNamesIt() {
        let source = """
            import UIKit
            class Proxy<T>: STDelegateProxy {
                @nonobjc convenience init(delegates: [T]) { self.init(__delegates: delegates) }
            }
            class Plain: NSObject {
                func go() { self.undefinedThing(1) }
            }
            """
        let result = SwiftImporter().translate([("Proxy.swift", source)])
        let proxy = result.refusals.first { $0.line == 3 }?.description ?? ""
        #expect(proxy.contains("superclass STDelegateProxy is neither in the Swift files imported nor Apple's"), "\(proxy)")
        let plain = result.refusals.first { $0.line == 6 }?.description ?? ""
        #expect(plain.contains("not in the Lua API") && !plain.contains("superclass"), "\(plain)")
    }
}

/// `guard !UIAccessibility.isVoiceOverRunning` (PanModal) with a static property the Lua API lacks:
/// in a condition it is refused, not written as the case name `"isVoiceOverRunning"` (a string,
/// always true in Lua, which had PanModal take its VoiceOver branch); where an enum case fits, the
/// case name stays.
@Suite struct UnboundStaticInConditionTests {
    @Test func anUnboundStaticReadAsABoolIsRefusedNotACaseName() {
        let source = """
            import UIKit
            final class Motion {
                func animates() -> Bool {
                    guard !UIAccessibility.isReduceMotionEnabled else { return false }
                    return true
                }
                func edge() -> UIRectEdge { UIRectEdge.left }
            }
            """
        let result = SwiftImporter().translate([("Motion.swift", source)])
        #expect(result.refusals.map(\.line) == [4], "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "Motion" }?.lua ?? ""
        #expect(!lua.contains("\"isReduceMotionEnabled\"") && lua.contains("\"left\""))
    }
}
