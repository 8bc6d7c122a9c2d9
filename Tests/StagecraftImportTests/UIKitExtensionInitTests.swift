import Foundation
import Testing
@testable import StagecraftImport

/// SW4.7: an init an app's extension adds to a UIKit class (SideMenu's `extension
/// UIGestureRecognizer { convenience init(addTo:target:action:) }`) runs with Swift's meaning: its
/// `self.init(…)` is UIKit's designated init of the class it is called on, its body then runs on
/// that object, and the caller gets it (Fixtures/uikitinits: recognizers, an imported subclass,
/// UIView and UILabel; the failable overload for an optional view).
@Suite(.serialized) struct UIKitExtensionInitTests {
    static let folder = RoleFixtureTests.fixtures + "/uikitinits"
    static let names = ["UIKitInits", "EdgePan", "Badge", "Wiring"]

    static func swiftFiles() throws -> [(String, String)] {
        try names.map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func SW4_7_theExtensionInitsAndTheirCallersTranslateWithoutRefusals() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let recognizer = try #require(result.modules.first { $0.moduleName == "extensions.UIGestureRecognizer" }).lua
        // UIKit's designated init of the class called on (`__kind`) makes self; the overload for an
        // optional view delegates to the other one, not to itself.
        #expect(recognizer.contains("function UIGestureRecognizerExtension.uikitInitAddToTargetAction(__kind, view, target, action) local self"), "\(recognizer)")
        #expect(recognizer.contains("self = __kind{ target = target, action = action }"), "\(recognizer)")
        #expect(recognizer.contains("self = UIGestureRecognizerExtension.uikitInitAddToTargetAction(__kind, view, target, action)"), "\(recognizer)")
        let wiring = try #require(result.modules.first { $0.typeName == "Wiring" }).lua
        // The caller's static type picks the overload: a UIView, a UIView?, a nil-typed local.
        #expect(wiring.contains("require(\"extensions.UIGestureRecognizer\").uikitInitAddToTargetAction(UIPanGestureRecognizer, pad,"), "\(wiring)")
        #expect(wiring.contains("require(\"extensions.UIGestureRecognizer\").uikitInitAddToTargetActionOptional(UITapGestureRecognizer, button,"), "\(wiring)")
        #expect(wiring.contains("uikitInitAddToTargetActionOptional(UITapGestureRecognizer, nothing,"), "\(wiring)")
        // The imported subclass is made as an instance of its class.
        #expect(wiring.contains("uikitInitAddToTargetAction(S.kind(require(\"gestures.EdgePan\")), edgeArea,"), "\(wiring)")
        #expect(wiring.contains("require(\"extensions.UIView\").uikitInitNameColor(UIView, \"badge\","), "\(wiring)")
        #expect(wiring.contains("uikitInitNameColor(S.kind(require(\"views.Badge\")), \"tinted\","), "\(wiring)")
    }

    @Test func SW4_7_theFixtureRunsItsScenario() {
        RoleFixtureTests.expectPasses("uikitinits/uikitinits.lua", count: 4)
    }

    /// Twins: the same scenario with one line of an extension init changed fails where it checks it.
    @Test(arguments: [
        // the body no longer adds the recognizer: the init's body runs on UIKit's object
        ("        self.init(target: target, action: action)\n        view.addGestureRecognizer(self)\n", "        self.init(target: target, action: action)\n", "the init's body added it"),
        // the failable overload makes a recognizer without a view too
        ("guard let view = view else { return nil }", "guard let view = view else { self.init(target: target, action: action); return }", "no view: the init returned nil"),
        // UIView's designated init with another frame
        ("CGRect(x: 10, y: 20, width: 100, height: 50)", "CGRect(x: 0, y: 0, width: 100, height: 50)", "self.init(frame:) made it"),
        // the label's early return no longer returns before the text
        ("guard !caption.isEmpty else { return }\n", "", "the early return left the text unset"),
    ])
    func SW4_7_aChangedInitFailsTheScenario(original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-uikitinits-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = name == "UIKitInits.swift" ? text.replacingOccurrences(of: original, with: changed) : text
            if name == "UIKitInits.swift" { #expect(edited != text, "the twin changes UIKitInits") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/uikitinits.lua", encoding: .utf8).write(toFile: directory + "/uikitinits.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/uikitinits.lua").flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }

    /// A bare `return` in the init is the object made; in a closure inside it, the closure's own.
    @Test func SW4_7_aReturnInAClosureOfTheInitIsTheClosures() throws {
        let source = """
            import UIKit
            extension UIView {
                convenience init(steps: Int) {
                    self.init(frame: .zero)
                    let check: () -> Void = {
                        return
                    }
                    check()
                    if steps == 0 { return }
                    alpha = 0.5
                }
            }
            """
        let result = SwiftImporter().translate([("Steps.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.moduleName == "extensions.UIView" }).lua
        #expect(lua.contains("local check = function() \n            do return end"), "\(lua)")
        #expect(lua.contains("if steps == 0 then do return self end end"), "\(lua)")
        #expect(lua.contains("\n    do return self end end"), "\(lua)")
    }

    /// `extension UIViewController { convenience init(titled:) { self.init(); … } }`: UIKit's
    /// `init()` of the class called on, which the Lua API makes with a name, as `UIViewController()`.
    @Test func SW4_7_aControllersExtensionInitMakesANamedController() throws {
        let source = """
            import UIKit
            extension UIViewController {
                convenience init(titled: String) {
                    self.init()
                    title = titled
                }
            }
            final class Maker: NSObject {
                func make() -> UIViewController { return UIViewController(titled: "hello") }
            }
            """
        let result = SwiftImporter().translate([("Maker.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let ext = try #require(result.modules.first { $0.moduleName == "extensions.UIViewController" }).lua
        #expect(ext.contains("self = __kind(\"viewController\")"), "\(ext)")
        let maker = try #require(result.modules.first { $0.typeName == "Maker" }).lua
        #expect(maker.contains("require(\"extensions.UIViewController\").uikitInitTitled(UIViewController, \"hello\")"), "\(maker)")
    }

    /// What Lua cannot tell apart stays a clear refusal of kind `init`: overloads with the same labels
    /// that differ by more than optionality; a call whose argument's optionality is not known; a
    /// subclass with inits of its own (which the extension's `self.init` would reach).
    @Test func SW4_7_whatCannotBeMadeIsRefusedWhereItIs() {
        let source = """
            import UIKit
            extension UIView {
                convenience init(tint: UIColor) {
                    self.init(frame: .zero)
                    backgroundColor = tint
                }
                convenience init(tint: CGFloat) {
                    self.init(frame: .zero)
                    alpha = tint
                }
            }
            extension UIGestureRecognizer {
                convenience init(on view: UIView, target: Any, action: Selector) {
                    self.init(target: target, action: action)
                    view.addGestureRecognizer(self)
                }
                convenience init?(on view: UIView?, target: Any, action: Selector) {
                    guard let view = view else { return nil }
                    self.init(on: view, target: target, action: action)
                }
            }
            final class OwnPan: UIPanGestureRecognizer {
                init(name: String) {
                    super.init(target: nil, action: nil)
                }
            }
            final class Maker: NSObject {
                @objc func act(_ g: UIGestureRecognizer) {}
                func make(_ holder: Holder, _ view: UIView) {
                    let unknown = holder.view
                    let a = UIPanGestureRecognizer(on: unknown, target: self, action: #selector(act(_:)))
                    let b = OwnPan(on: view, target: self, action: #selector(act(_:)))
                    let c = UIPanGestureRecognizer(on: view, target: self, action: #selector(act(_:)))
                    print(a, b, c)
                }
            }
            """
        let result = SwiftImporter().translate([("Inits.swift", source)])
        let refusals = result.refusals.map(\.description)
        #expect(result.refusals.filter { $0.kind == "init" }.count == 4, "\(refusals)")
        // both `init(tint:)` overloads: the second is the one Lua cannot name apart
        #expect(refusals.contains { $0.contains("Inits.swift:3:") || $0.contains("Inits.swift:7:") }, "\(refusals)")
        #expect(refusals.contains { $0.contains("Inits.swift:31:") && $0.contains("UIPanGestureRecognizer(on:target:action:)") }, "\(refusals)")
        #expect(refusals.contains { $0.contains("Inits.swift:32:") && $0.contains("OwnPan(on:target:action:)") }, "\(refusals)")
        // a known non-optional view: the plain overload, no refusal
        #expect(!refusals.contains { $0.contains("Inits.swift:33:") }, "\(refusals)")
    }
}
