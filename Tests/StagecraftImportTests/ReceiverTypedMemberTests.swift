import Testing
@testable import StagecraftImport

/// What importing SideMenu and PanModal unchanged turned up about receivers and values, in
/// fixtures of our own (docs/swift.md SW4.1–SW4.3): a member goes where Swift's static types send
/// it, `??` is lazy, and an observed property of a navigation controller subclass is observed.
@Suite(.serialized) struct ReceiverTypedMemberTests {
    static let source = """
        import UIKit
        protocol Sheet: AnyObject {
            var panScrollable: UIScrollView? { get }
            var scrollIndicatorInsets: UIEdgeInsets { get }
        }
        extension Sheet {
            var scrollIndicatorInsets: UIEdgeInsets { .zero }
            var topInset: CGFloat { 8 }
        }
        protocol Insettable {}
        extension Insettable {
            var inset: CGFloat { 4 }
        }
        extension UIScrollView: Insettable {}
        final class Host {
            weak var sheet: Sheet?
            func apply() {
                guard let scrollView = sheet?.panScrollable else { return }
                scrollView.scrollIndicatorInsets = sheet?.scrollIndicatorInsets ?? .zero
                let top = sheet?.topInset ?? 0
                let fromScroll = scrollView.inset
                print(top, fromScroll)
            }
            func label(_ label: UILabel) -> CGFloat {
                return label.inset
            }
        }
        """

    /// SW4.1: `scrollView.scrollIndicatorInsets = …` with `scrollView: UIScrollView` is UIScrollView's
    /// property (not bound: refused, naming the class), never the app protocol's extension setter
    /// that happens to share the name; the protocol's own value (`sheet?.topInset`) still is its
    /// extension's, and a UIKit class the import makes conform (`extension UIScrollView: Insettable`)
    /// gets that protocol's members while another UIKit class (`UILabel`) does not.
    @Test func SW4_1_aMemberOnAUIKitReceiverIsNotAnUnrelatedProtocolExtensions() {
        let result = SwiftImporter().translate([("Host.swift", Self.source)])
        let lua = result.modules.first { $0.typeName == "Host" }?.lua ?? ""
        #expect(!lua.contains("set_scrollIndicatorInsets"), "\(lua)")
        let refusals = result.refusals.map(\.description)
        #expect(refusals.contains { $0.contains("Host.swift:19:") && $0.contains("property scrollIndicatorInsets of UIScrollView") }, "\(refusals)")
        #expect(result.refusals.allSatisfy { $0.kind == "api" }, "\(refusals)")
        #expect(lua.contains("self.sheet.topInset"), "the conforming object's, its class adopting the extension: \(lua)")
        #expect(lua.contains("require(\"extensions.Insettable\").get_inset(scrollView)"), "\(lua)")
        #expect(refusals.contains { $0.contains("Host.swift:25:") && $0.contains("property inset of UILabel") }, "\(refusals)")
        #expect(refusals.count == 2, "\(refusals)")
    }

    /// SW4.2 and SW4.3 run (Fixtures/observed): `??` makes its right side only for a nil; a
    /// navigation controller subclass's `willSet`/`didSet` stay silent in its own init and run
    /// around each later write, whole or through a member of the struct (`settings.width += 60`).
    @Test func SW4_2_SW4_3_lazyCoalescingAndObservedNavigationProperties() {
        RoleFixtureTests.expectPasses("observed/observed.lua", count: 2)
    }

    /// SideMenu's drawer in Swift of our own (Fixtures/menu): T1.2/T1.7 — a navigation controller
    /// subclass's `transitioningDelegate` getter override is the delegate UIKit asks for the
    /// presentation and the dismissal (its setter override refusing another); UIKit's
    /// `isBeingPresented`/`isBeingDismissed` in the appearance callbacks; SW4.4 — a protocol
    /// extension's `init(_ configure:)`; SW4.5 — a call leaving out defaulted parameters in the middle
    /// (`move(_:in:presenting:completion:)` of `…animated:note:completion:`): the completion still
    /// completes the transition.
    @Test func T1_2_SW4_4_SW4_5_aSideMenuLikeDrawerPresentsWithItsGettersDelegate() {
        RoleFixtureTests.expectPasses("menu/menu.lua", count: 4)
    }

    /// SW4.5 in the Lua: the left-out parameters are nil at their positions; SW4.6: `case let x as T`,
    /// and `.init(…)` where an init of the import takes the parameter's type.
    @Test func SW4_5_SW4_6_leftOutDefaultsAndCastPatterns() {
        let source = """
            import UIKit
            struct RunConfig { var steps: Int }
            final class Runner {
                let config: RunConfig
                init(config: RunConfig) { self.config = config }
            }
            final class Mover {
                func move(_ view: UIView, presenting: Bool, animated: Bool = true, note: String = "", completion: (() -> Void)? = nil) {}
                func run(_ view: UIView, done: @escaping () -> Void) {
                    move(view, presenting: true, completion: done)
                }
                func start() -> Runner {
                    return Runner(config: .init(steps: 2))
                }
                func kind(_ controller: UIViewController) -> String {
                    switch controller {
                    case let navigation as UINavigationController:
                        return navigation.title ?? "navigation"
                    default:
                        return "plain"
                    }
                }
            }
            """
        let result = SwiftImporter().translate([("Mover.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "Mover" }?.lua ?? ""
        #expect(lua.contains("self:move(view, true, nil, nil, done)"), "\(lua)")
        #expect(lua.contains("S.cast(") && lua.contains("\"UINavigationController\")"), "\(lua)")
        // `.init(steps: 2)` where Runner's init takes a RunConfig: that struct's memberwise init.
        #expect(lua.contains("require(\"helpers.Runner\").new(require(\"helpers.RunConfig\").new(2))"), "\(lua)")
    }

    /// SW4.7: an init the import's extension adds to a UIKit class (SideMenu's `extension
    /// UIGestureRecognizer { convenience init(addTo:target:action:) }`) is that init, called with the
    /// class named at the call (`UIPanGestureRecognizer`), not UIKit's constructor with labels it
    /// does not take; UIKit's own init beside it stays UIKit's.
    @Test func SW4_7_anInitAnExtensionAddsToAUIKitClassIsThatInitAtItsCall() {
        let source = """
            import UIKit
            extension UIGestureRecognizer {
                convenience init(addTo view: UIView, target: Any, action: Selector) {
                    self.init(target: target, action: action)
                    view.addGestureRecognizer(self)
                }
            }
            final class Wiring: NSObject {
                @objc func pan(_ gesture: UIPanGestureRecognizer) {}
                func wire(_ view: UIView) {
                    let added = UIPanGestureRecognizer(addTo: view, target: self, action: #selector(pan(_:)))
                    let plain = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
                    view.addGestureRecognizer(plain)
                    print(added)
                }
            }
            """
        let result = SwiftImporter().translate([("Wiring.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "Wiring" }?.lua ?? ""
        #expect(lua.contains("require(\"extensions.UIGestureRecognizer\").uikitInitAddToTargetAction(UIPanGestureRecognizer, view, "), "\(lua)")
        #expect(lua.contains("UIPanGestureRecognizer{ target = self, action = \"pan\" }"), "\(lua)")
    }

    /// SW4.3, the second case: through a class reference a member write changes the object, not the
    /// property, so the observers do not run (the copy-and-store is for value types only).
    @Test func SW4_3_aMemberWriteThroughAClassReferenceIsNoWriteOfTheProperty() {
        let source = """
            import UIKit
            final class Box { var width: CGFloat = 0 }
            struct Size { var width: CGFloat = 0 }
            final class Holder {
                var box = Box() { didSet { print("box") } }
                var size = Size() { didSet { print("size") } }
                func grow() {
                    box.width += 1
                    size.width += 1
                }
            }
            """
        let result = SwiftImporter().translate([("Holder.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = result.modules.first { $0.typeName == "Holder" }?.lua ?? ""
        #expect(lua.contains("self.box.width = self.box.width + 1"), "\(lua)")
        #expect(lua.contains("S.copy(self.size)") && lua.contains("self.size = __copy"), "\(lua)")
    }
}
