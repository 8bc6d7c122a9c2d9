import Testing
@testable import StagecraftImport

/// The Swift Programming Language, "Protocols" (a protocol as a type: its requirements are called
/// on any conforming value) and "Protocol Extensions" (an extension's methods are every
/// conforming type's), for the app's protocols and for UIKit's (Fixtures/protocolcalls).
/// ZoomTransitioning asks its `source: ZoomTransitionSourceDelegate` for frames no imported type
/// implements; Jelly's animators call the helpers of its `extension UIViewControllerAnimatedTransitioning`.
@Suite(.serialized) struct ProtocolCallFixtureTests {
    @Test func SW8_1_SW8_2_aZoomReadsItsSourcesFramesAndTheExtensionsKeys() {
        RoleFixtureTests.expectPasses("protocolcalls/protocolcalls.lua", count: 2)
    }

    /// SW8.4: a computed property of an interaction controller, read from another object
    /// (Fixtures/computedread): its getter, with the controller as `self`.
    @Test func SW8_4_anInteractionsComputedPropertyIsReadThroughItsGetter() {
        RoleFixtureTests.expectPasses("computedread/computedread.lua", count: 1)
    }

    /// SW8.1: the library alone (no conforming type among the files, as when a reviewer imports
    /// only a package's sources): a requirement called on a value typed by the protocol is that
    /// value's method, not an unknown API.
    @Test func SW8_1_aRequirementOnAProtocolTypedValueIsTheValuesMethod() {
        let source = """
            import UIKit
            protocol Source {
                func frame(forward: Bool) -> CGRect
                func imageView() -> UIImageView
            }
            protocol NamedSource: Source {}
            final class Zoom {
                let source: Source
                let named: NamedSource?
                init(source: Source, named: NamedSource?) { self.source = source; self.named = named }
                func start() -> CGRect { source.frame(forward: true) }
                func picture() -> UIImageView { self.source.imageView() }
                func inherited() -> CGRect? { named?.frame(forward: false) }
            }
            """
        let result = SwiftImporter().translate([("Zoom.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let zoom = result.modules.first { $0.typeName == "Zoom" }?.lua ?? ""
        #expect(zoom.contains("self.source:frame(true)"), "\(zoom)")
        #expect(zoom.contains("self.source:imageView()"), "\(zoom)")
        #expect(zoom.contains(":frame(false)"), "a requirement of the parent protocol, through `?.`: \(zoom)")
    }

    /// SW8.1, the other side: a name the protocol does not require is still refused on it.
    @Test func SW8_1_aNameTheProtocolDoesNotRequireIsStillRefused() {
        let source = """
            import UIKit
            protocol Source { func frame(forward: Bool) -> CGRect }
            final class Zoom {
                let source: Source
                init(source: Source) { self.source = source }
                func start() { source.reload(animated: true) }
            }
            """
        let result = SwiftImporter().translate([("Zoom.swift", source)])
        #expect(result.refusals.map(\.kind) == ["api"], "\(result.refusals.map(\.description))")
        #expect(result.refusals.first?.description.contains("reload(animated:)") == true)
    }

    /// SW8.2: an animator gets the helpers of the app's extension of UIKit's protocol, bare or
    /// through `self`; a type that does not adopt the protocol does not.
    @Test func SW8_2_anExtensionOfAUIKitProtocolIsItsAdoptersOnly() {
        let source = """
            import UIKit
            extension UIViewControllerAnimatedTransitioning {
                func movingKey(presenting: Bool) -> UITransitionContextViewControllerKey { presenting ? .to : .from }
            }
            final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let key = movingKey(presenting: true)
                    let other = self.movingKey(presenting: false)
                    _ = (key, other)
                }
            }
            final class Bystander: NSObject {
                func look() { _ = movingKey(presenting: true) }
            }
            """
        let result = SwiftImporter().translate([("Slide.swift", source)])
        let slide = result.modules.first { $0.typeName == "Slide" }?.lua ?? ""
        #expect(slide.contains("self:movingKey(true)"), "\(slide)")
        #expect(slide.contains("self:movingKey(false)"), "\(slide)")
        #expect(slide.contains("S.mixin(Slide, require(\"extensions.UIViewControllerAnimatedTransitioning\"))"), "\(slide)")
        let bystander = result.modules.first { $0.typeName == "Bystander" }?.lua ?? ""
        #expect(!bystander.contains("S.mixin"), "\(bystander)")
        #expect(result.refusals.map(\.kind) == ["unknown-name"], "only Bystander's call: \(result.refusals.map(\.description))")
    }

    /// SW8.1 with overloads: two requirements under one base name are named with their labels,
    /// as the conforming type names its two methods (SideMenu's `sideMenuAnimationController(_:didDismiss:)`
    /// and `(_:didPresent:)`), so the call reaches the right one.
    @Test func SW8_1_overloadedRequirementsAreCalledByTheirConformersNames() {
        let source = """
            import UIKit
            protocol ZoomObserver: AnyObject {
                func zoom(_ zoom: Zoom, didEnd controller: UIViewController)
                func zoom(_ zoom: Zoom, didStart controller: UIViewController)
            }
            final class Zoom {
                weak var observer: ZoomObserver?
                func end(_ vc: UIViewController) { observer?.zoom(self, didEnd: vc) }
                func start(_ vc: UIViewController) { observer?.zoom(self, didStart: vc) }
            }
            final class Watcher: ZoomObserver {
                func zoom(_ zoom: Zoom, didEnd controller: UIViewController) {}
                func zoom(_ zoom: Zoom, didStart controller: UIViewController) {}
            }
            """
        let result = SwiftImporter().translate([("Zoom.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let zoom = result.modules.first { $0.typeName == "Zoom" }?.lua ?? ""
        let watcher = result.modules.first { $0.typeName == "Watcher" }?.lua ?? ""
        #expect(watcher.contains("function Watcher:zoomDidEnd(") && watcher.contains("function Watcher:zoomDidStart("), "\(watcher)")
        #expect(zoom.contains(":zoomDidEnd(self, vc)"), "\(zoom)")
        #expect(zoom.contains(":zoomDidStart(self, vc)"), "\(zoom)")
        // The library alone, no conformer among the files: the same names, from the protocol.
        let alone = SwiftImporter().translate([("Zoom.swift", source.components(separatedBy: "final class Watcher")[0])])
        #expect(alone.refusals.isEmpty, "\(alone.refusals.map(\.description))")
        let zoomAlone = alone.modules.first { $0.typeName == "Zoom" }?.lua ?? ""
        #expect(zoomAlone.contains(":zoomDidEnd(self, vc)") && zoomAlone.contains(":zoomDidStart(self, vc)"), "\(zoomAlone)")
    }

    /// SW8.3: a requirement with a default in the protocol's extension, on a value typed by the
    /// protocol, is the value's (its own member, else the mixed-in default); a method or computed
    /// property only the extension declares is the extension's for every receiver (static dispatch).
    @Test func SW8_3_aDefaultedRequirementDispatchesDynamicallyAnExtensionOnlyMemberStatically() {
        let source = """
            import UIKit
            protocol Source {
                var duration: TimeInterval { get }
                func willBegin()
            }
            extension Source {
                var duration: TimeInterval { 0.3 }
                func willBegin() {}
                var doubled: TimeInterval { duration * 2 }
                func log() {}
            }
            final class Zoom {
                let source: Source
                init(source: Source) { self.source = source }
                func run() -> TimeInterval {
                    source.willBegin()
                    source.log()
                    return source.duration + source.doubled
                }
            }
            """
        let result = SwiftImporter().translate([("Zoom.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let zoom = result.modules.first { $0.typeName == "Zoom" }?.lua ?? ""
        #expect(zoom.contains("self.source:willBegin()"), "\(zoom)")
        #expect(zoom.contains("self.source.duration"), "\(zoom)")
        #expect(zoom.contains("require(\"extensions.Source\").log(self.source)"), "\(zoom)")
        #expect(zoom.contains("require(\"extensions.Source\").get_doubled(self.source)"), "\(zoom)")
    }

    /// SW8.5 (Fixtures/refusedoncall): a method refused for its signature raises when called;
    /// its class loads and its other methods run. The refusals are still reported, by kind.
    @Test func SW8_5_aMethodRefusedForItsSignatureFailsWhenCalledNotWhenLoaded() throws {
        RoleFixtureTests.expectPasses("refusedoncall/refusedoncall.lua", count: 1)
        let path = RoleFixtureTests.fixtures + "/refusedoncall/app/Counter.swift"
        let result = SwiftImporter().translate([("Counter.swift", try String(contentsOfFile: path, encoding: .utf8))])
        #expect(result.refusals.map(\.kind).sorted() == ["throws", "throws"], "\(result.refusals.map(\.description))")
    }
}
