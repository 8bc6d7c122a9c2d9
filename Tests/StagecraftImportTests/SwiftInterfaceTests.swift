import Foundation
import StagecraftLua
@testable import StagecraftImport
import Testing

/// The interface-only UIKit and QuartzCore (Sources/StagecraftImport/Interface) against real iOS
/// code, against wrong code, and against what the Lua bindings register.
struct SwiftInterfaceTests {
    static let fixtures = SwiftTypecheck.repository.appendingPathComponent("Tests/StagecraftImportTests/Fixtures")

    /// Each directory of the importer's Swift fixtures, its files together (they use each other's
    /// types); refusals/ is left out, its code uses what the importer refuses.
    static func fixtureModules() throws -> [(String, [String: String])] {
        var modules: [String: [String: String]] = [:]
        let walker = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)!
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = url.path.replacingOccurrences(of: fixtures.path + "/", with: "")
            if relative.hasPrefix("refusals/") { continue }
            let dir = (relative as NSString).deletingLastPathComponent
            modules[dir, default: [:]][url.lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        return modules.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    @Test func importerSwiftFixturesTypeCheckAgainstTheInterface() async throws {
        let modules = try Self.fixtureModules()
        #expect(modules.count >= 4)
        for (dir, files) in modules {
            let outcome = try await SwiftTypecheck.check(files)
            #expect(outcome.succeeded, "Fixtures/\(dir) does not type-check:\n\(outcome.diagnostics)")
        }
    }

    @Test func typeCheckRejectsAWrongTypeAWrongLabelAndAnUnwrappedOptional() async throws {
        let source = """
            import UIKit

            final class Broken: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let view = UIView(frame: .zero)
                    view.alpha = "x"
                    _ = ctx.view(for: .to)
                    ctx.view(forKey: .to).alpha = 0
                    ctx.completeTransition(true)
                }
            }
            """
        let outcome = try await SwiftTypecheck.check(source, name: "Broken.swift")
        #expect(!outcome.succeeded)
        for line in [7, 8, 9] {
            #expect(outcome.errors.contains { $0.contains("Broken.swift:\(line):") }, "no error on line \(line):\n\(outcome.diagnostics)")
        }
        #expect(outcome.errors.count >= 3)
    }

    @Test func theSameCodeWrittenCorrectlyTypeChecks() async throws {
        let source = """
            import UIKit

            final class Fine: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let view = UIView(frame: .zero)
                    view.alpha = 0.5
                    _ = ctx.view(forKey: .to)
                    ctx.view(forKey: .to)?.alpha = 0
                    let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { view.transform = CGAffineTransform(scaleX: 2, y: 2) }
                    animator.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
                    animator.startAnimation()
                    view.layer.transform = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 1, 0)
                }
                func animationEnded(_ transitionCompleted: Bool) {}
            }
            """
        let outcome = try await SwiftTypecheck.check(source, name: "Fine.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }

    // MARK: Coverage

    /// Bound classes (Lua name) → the Swift type they stand for (a path, nested types dotted).
    static let counterparts: [String: String] = [
        "CGPoint": "CGPoint", "CGSize": "CGSize", "CGVector": "CGVector", "CGRect": "CGRect", "UIEdgeInsets": "UIEdgeInsets",
        "CGAffineTransform": "CGAffineTransform", "UIColor": "UIColor", "CATransform3D": "CATransform3D",
        "View": "UIView", "CALayer": "CALayer", "CAShapeLayer": "CAShapeLayer", "UIBezierPath": "UIBezierPath",
        "CABasicAnimation": "CABasicAnimation", "CASpringAnimation": "CASpringAnimation", "CAKeyframeAnimation": "CAKeyframeAnimation",
        "CAMediaTimingFunction": "CAMediaTimingFunction", "CATransaction": "CATransaction",
        "Label": "UILabel", "ImageView": "UIImageView", "Window": "UIWindow", "Control": "UIControl", "Button": "UIButton",
        "BlurEffect": "UIBlurEffect", "VisualEffectView": "UIVisualEffectView",
        "ScrollView": "UIScrollView", "ListView": "UITableView", "CollectionView": "UICollectionView", "CellView": "UITableViewCell",
        "CollectionViewFlowLayout": "UICollectionViewFlowLayout",
        "IndexPath": "IndexPath",
        "ViewController": "UIViewController", "TransitionContext": "UIViewControllerContextTransitioning",
        "NavigationController": "UINavigationController", "TabBarController": "UITabBarController",
        "TransitionCoordinator": "UIViewControllerTransitionCoordinator",
        "PresentationController": "UIPresentationController", "SheetPresentationController": "UISheetPresentationController",
        "SheetDetent": "UISheetPresentationController.Detent",
        "PercentDrivenInteractiveTransition": "UIPercentDrivenInteractiveTransition", "PropertyAnimator": "UIViewPropertyAnimator",
        "UISpringTimingParameters": "UISpringTimingParameters", "UICubicTimingParameters": "UICubicTimingParameters",
        "GestureRecognizer": "UIGestureRecognizer", "Touch": "UITouch", "PanGestureRecognizer": "UIPanGestureRecognizer",
        "ScreenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer", "PinchGestureRecognizer": "UIPinchGestureRecognizer",
        "TapGestureRecognizer": "UITapGestureRecognizer", "LongPressGestureRecognizer": "UILongPressGestureRecognizer", "SwipeGestureRecognizer": "UISwipeGestureRecognizer", "SelectionFeedbackGenerator": "UISelectionFeedbackGenerator", "NSKeyValueObservation": "NSKeyValueObservation", "ImpactFeedbackGenerator": "UIImpactFeedbackGenerator", "Screen": "UIScreen", "Device": "UIDevice", "LayoutGuide": "UILayoutGuide",
        "Responder": "UIResponder", "ViewControllerTransition": "UIViewController.Transition",
        "ZoomTransitionOptions": "UIViewController.Transition.ZoomOptions",
        "LayoutXAxisAnchor": "NSLayoutXAxisAnchor", "LayoutYAxisAnchor": "NSLayoutYAxisAnchor", "LayoutDimension": "NSLayoutDimension",
        "LayoutConstraint": "NSLayoutConstraint", "LayoutPriority": "UILayoutPriority",
        "Application": "UIApplication", "Accessibility": "UIAccessibility",
    ]

    /// Bound classes with no UIKit or QuartzCore type of their own.
    static let noCounterpart: Set<String> = [
        "DimmingPresentationController",        // Stagecraft's ready-made dimming presentation controller
        "ScriptDimmingPresentationController",   // a script's subclass of it (only `super`)
        "ScriptPresentationController",          // a script's UIPresentationController subclass (only `super`)
        "ScriptViewController",                  // a screen written in Lua
        "ScriptNavigationController",            // a script's UINavigationController subclass (its overrides; the rest is NavigationController's)
        "TransitioningDelegate",                 // a role table; UIViewControllerTransitioningDelegate's requirements are callbacks
        "DispatchQueue",                         // Dispatch's, not UIKit's
        "NotificationCenter",                    // Foundation's, not UIKit's
        "PresentationLayer",                     // the CALayer copy `presentation()` returns: CALayer's properties, read-only
        "UIControlNames",                        // UIControl.Event and UIControl.State as tables of their case names
    ]

    /// Names the bindings register that UIKit does not have: Lua-only helpers, and properties one
    /// binding table shares among classes UIKit keeps apart.
    static let luaOnly: [String: Set<String>] = [
        "CGPoint": ["distance"],
        "UIColor": ["hexString"],
        "BlurEffect": ["style"],  // UIKit keeps an effect's style private; scripts and tests read it back
        "View": ["cornerRadius", "set", "viewNamed",                             // helpers: layer.cornerRadius, many properties at once, find by name (`name` is accessibilityIdentifier, APIRenames)
                 "presentationAlpha", "presentationBackgroundColor", "presentationFrame", // the in-flight values (UIKit: layer.presentation())
                 "removeAllAnimations"],                                         // UIKit: view.layer.removeAllAnimations()
        "CALayer": ["view"],                                                     // the layer's view (UIKit: its delegate)
        // CABasicAnimation, CASpringAnimation and CAKeyframeAnimation share one property table.
        "CABasicAnimation": ["values", "keyTimes", "calculationMode", "mass", "stiffness", "damping", "initialVelocity", "settlingDuration"],
        "CASpringAnimation": ["values", "keyTimes", "calculationMode"],
        "CAKeyframeAnimation": ["fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity", "settlingDuration"],
        "ImageView": ["imageSize"],                                              // UIKit: image.size (the image is its name, `imageName`: APIRenames)
        // Which attribute an anchor is (UIKit keeps it private; a script may want to print it).
        "LayoutXAxisAnchor": ["attribute"], "LayoutYAxisAnchor": ["attribute"], "LayoutDimension": ["attribute"],
        "ListView": ["cells"], "CollectionView": ["cells"],                      // every cell, not only the visible ones
        "CollectionViewFlowLayout": ["itemsPerLine"],                            // a fixed count of items per line (the grids' `columns`)
        "Window": ["statusBarStyle", "isStatusBarHidden", "statusBarFrame"],     // the status bar as shown (UIKit: windowScene.statusBarManager)
        "CellView": ["userInfo"],
        "ViewController": ["className", "isKind", "userInfo"],  // `name` is restorationIdentifier (APIRenames)
        "Application": ["isKind"],                                               // `as? UIApplication` (S.is)
        "TransitionContext": ["percentComplete"],                                // the interactive progress; UIKit's context has none
        "TabBarController": ["tapTab"],                                          // a user's tap on a tab
        "PresentationController": ["debugName", "bottomSheet"],
        "SheetPresentationController": ["dimmingView", "grabber", "panGestureRecognizer"], // views UIKit keeps private
        "PercentDrivenInteractiveTransition": ["debugName", "isDriving", "super", "wire"],
        "ViewControllerTransition": ["kind"],
    ]

    /// Interface members that are not Lua names of their class, and why.
    static let unboundInterfaceMembers: Set<String> = [
        // A priority is a plain number in Lua: `UILayoutPriority(750)` is 750, so there is no rawValue to read.
        "UILayoutPriority.rawValue",
        // UIResponder's touch methods are bound on views and overridden by screens and view classes (T12.4), not on the keyboard-notification Responder.
        "UIResponder.touchesBegan(_:with:)", "UIResponder.touchesMoved(_:with:)", "UIResponder.touchesEnded(_:with:)",
        "UIResponder.touchesCancelled(_:with:)",
        // UIContentContainer requirements a UIViewController declares (its size callbacks are not bound; viewWillTransition is a screen callback).
        "UIViewController.preferredContentSizeDidChange(forChildContentContainer:)",
        "UIViewController.size(forChildContentContainer:withParentContainerSize:)",
        "UIPresentationController.preferredContentSize",
        // What Apple's UITimingCurveProvider (NSCoding, NSCopying) asks of the timing parameters; a script
        // reads their values as fields (controlPoint1, dampingRatio…), not these.
        "UICubicTimingParameters.timingCurveType", "UICubicTimingParameters.cubicTimingParameters",
        "UICubicTimingParameters.springTimingParameters", "UICubicTimingParameters.encode(with:)", "UICubicTimingParameters.copy(with:)",
        "UISpringTimingParameters.timingCurveType", "UISpringTimingParameters.cubicTimingParameters",
        "UISpringTimingParameters.springTimingParameters", "UISpringTimingParameters.encode(with:)", "UISpringTimingParameters.copy(with:)",
    ]

    /// Callbacks a role defines, which are Lua names of the class they override.
    static let callbacks: [String: [String]] = [
        "ViewController": BindingCatalog.screenCallbacks,
        "PresentationController": BindingCatalog.presentationCallbacks,
        "PercentDrivenInteractiveTransition": BindingCatalog.interactionCallbacks,
        "View": BindingCatalog.viewCallbacks,
    ]

    struct Member: Hashable {
        let owner: String
        let title: String       // `insertSubview(_:at:)`, `frame`
        let isType: Bool        // class func, static var, nested class
        let isNestedType: Bool
        var fromStub = true     // false: swift-corelibs-foundation's (CGRect.minX)
        var base: String { String(title.prefix { $0 != "(" }) }
        var labels: [String] {
            guard let open = title.firstIndex(of: "(") else { return [] }
            return title[title.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
        }
        /// The Lua names the rule allows: the base name, or the base name and one label (or the
        /// Lua API's own name of a renamed property, `APIRenames`).
        var luaCandidates: Set<String> {
            var names: Set<String> = [APIRenames.properties[base] ?? APIRenames.controllerProperties[base] ?? base]
            for label in labels where label != "_" && !label.isEmpty {
                names.insert(base + label.prefix(1).uppercased() + label.dropFirst())
            }
            return names
        }
    }

    struct Graph {
        var members: [String: [Member]] = [:]      // owner path → members
        var supertypes: [String: Set<String>] = [:] // type path → direct supertypes (classes and protocols)

        func ancestors(of type: String) -> [String] {
            var seen: [String] = [], queue = [type]
            while let next = queue.popLast() {
                guard !seen.contains(next) else { continue }
                seen.append(next)
                queue.append(contentsOf: supertypes[next] ?? [])
            }
            return seen
        }
    }

    static func loadGraph() async throws -> Graph {
        var files: [URL] = []
        for module in SwiftTypecheck.modules { files += try await SwiftTypecheck.symbolGraphs(of: module) }
        // CGPoint, CGSize and CGRect's own members come from swift-corelibs-foundation.
        let foundation = try await SwiftTypecheck.symbolGraphs(of: "Foundation").filter { $0.lastPathComponent == "Foundation.symbols.json" }
        var graph = Graph()
        var paths: [String: String] = [:]
        var relationships: [(String, String, String)] = []
        for file in files + foundation {
            let onlyGeometry = foundation.contains(file)
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
            for symbol in json["symbols"] as! [[String: Any]] {
                let precise = (symbol["identifier"] as! [String: Any])["precise"] as! String
                let path = symbol["pathComponents"] as! [String]
                paths[precise] = path.joined(separator: ".")
                if precise.contains("::SYNTHESIZED::") || path.count < 2 { continue }
                if onlyGeometry && !["CGPoint", "CGSize", "CGRect"].contains(path[0]) { continue }
                let kind = (symbol["kind"] as! [String: Any])["identifier"] as! String
                let owner = path.dropLast().joined(separator: ".")
                let member: Member
                switch kind {
                case "swift.method", "swift.property": member = Member(owner: owner, title: path.last!, isType: false, isNestedType: false)
                case "swift.type.method", "swift.type.property": member = Member(owner: owner, title: path.last!, isType: true, isNestedType: false)
                case "swift.class", "swift.struct", "swift.enum": member = Member(owner: owner, title: path.last!, isType: true, isNestedType: true)
                default: continue
                }
                var m = member
                m.fromStub = !onlyGeometry
                graph.members[owner, default: []].append(m)
            }
            for relation in json["relationships"] as? [[String: Any]] ?? [] {
                relationships.append((relation["kind"] as! String, relation["source"] as! String, relation["target"] as! String))
            }
        }
        for (kind, source, target) in relationships where kind == "inheritsFrom" || kind == "conformsTo" {
            guard let from = paths[source], let to = paths[target] else { continue }
            graph.supertypes[from, default: []].insert(to)
        }
        // Deduplicate (extension members of a protocol appear with the requirement).
        for (owner, list) in graph.members { graph.members[owner] = Array(Set(list)) }
        return graph
    }

    @Test func everyBoundClassHasACounterpartOrIsListedAsLuaOnly() {
        for entry in BindingCatalog.entries {
            #expect(Self.counterparts[entry.name] != nil || Self.noCounterpart.contains(entry.name),
                    "bound class \(entry.name) is neither mapped to a UIKit type nor listed as Lua-only")
        }
        for (name, type) in Self.counterparts {
            #expect(BindingCatalog.entries.contains { $0.name == name }, "\(name) (\(type)) is not a bound class")
        }
    }

    @Test func everyInterfaceMemberOfABoundTypeIsRegisteredUnderItsLuaName() async throws {
        let graph = try await Self.loadGraph()
        let byName = Dictionary(BindingCatalog.entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func chain(_ name: String) -> [BindingCatalog.Entry] {
            guard let entry = byName[name] else { return [] }
            return [entry] + (entry.parent.map(chain) ?? [])
        }
        for (luaName, swiftType) in Self.counterparts.sorted(by: { $0.key < $1.key }) {
            // The class's own names, its Lua parents', and those of bound classes whose Swift type
            // is a subclass (UIView.contentMode is bound on image views).
            var instance = Set(chain(luaName).flatMap { $0.methods + $0.properties }).union(Self.callbacks[luaName] ?? [])
            var statics = Set(chain(luaName).flatMap(\.statics))
            for (other, otherType) in Self.counterparts where graph.ancestors(of: otherType).contains(swiftType) {
                instance.formUnion(chain(other).flatMap { $0.methods + $0.properties })
                statics.formUnion(chain(other).flatMap(\.statics))
            }
            instance.formUnion(APIMapping.valueFields)
            // A protocol's own requirements and those of the protocols it refines.
            let owners = [swiftType] + (graph.supertypes[swiftType] ?? []).filter { Self.isProtocolRefinement($0, of: swiftType) }
            for owner in owners {
                for member in graph.members[owner] ?? [] where !member.isNestedType && member.fromStub {
                    if Self.unboundInterfaceMembers.contains("\(swiftType).\(member.title)") { continue }
                    let known = member.isType ? statics : instance
                    #expect(!member.luaCandidates.isDisjoint(with: known),
                            "\(owner).\(member.title) is in the interface, but \(luaName) registers none of \(member.luaCandidates.sorted())")
                }
            }
        }
    }

    /// Whether `child`'s Lua class also stands for the protocol `parent` it refines (the
    /// coordinator is its context too).
    static func isProtocolRefinement(_ parent: String, of child: String) -> Bool {
        child == "UIViewControllerTransitionCoordinator" && parent == "UIViewControllerTransitionCoordinatorContext"
    }

    @Test func everyRegisteredNameIsInTheInterfaceOrListedAsLuaOnly() async throws {
        let graph = try await Self.loadGraph()
        for entry in BindingCatalog.entries {
            guard let swiftType = Self.counterparts[entry.name] else { continue }
            let members = graph.ancestors(of: swiftType).flatMap { graph.members[$0] ?? [] }
            let instanceNames = Set(members.filter { !$0.isType }.flatMap(\.luaCandidates))
            let typeNames = Set(members.filter(\.isType).flatMap(\.luaCandidates))
            let luaOnly = Self.luaOnly[entry.name] ?? []
            for name in Set(entry.methods + entry.properties) where !instanceNames.contains(name) {
                #expect(luaOnly.contains(name), "\(entry.name).\(name) is registered but \(swiftType) has no such member and it is not listed as Lua-only")
            }
            for name in Set(entry.statics) where !typeNames.contains(name) {
                #expect(luaOnly.contains(name), "\(entry.global ?? entry.name).\(name) is registered but \(swiftType) has no such type member and it is not listed as Lua-only")
            }
            for name in luaOnly {
                #expect(Set(entry.methods + entry.properties + entry.statics).contains(name), "\(entry.name).\(name) is listed as Lua-only but not registered")
                #expect(!instanceNames.contains(name) && !typeNames.contains(name), "\(entry.name).\(name) is listed as Lua-only but \(swiftType) has it")
            }
        }
    }

    @Test func globalCATransform3DFunctionsAreDeclaredInQuartzCore() async throws {
        // The associated-object functions are the Objective-C runtime's (the ObjectiveC stand-in).
        let text = try String(contentsOf: SwiftTypecheck.interfaceDirectory.appendingPathComponent("QuartzCore.swiftinterface"), encoding: .utf8)
            + SwiftTypecheck.objectiveCInterface
        for name in BindingCatalog.globalFunctions {
            #expect(text.contains("public func \(name)(") || text.contains("public let \(name):"), "\(name) is bound but not declared")
        }
    }
}
