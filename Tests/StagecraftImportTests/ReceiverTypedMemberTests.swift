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
