import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua
import StagecraftScenario

/// SW7.1–SW7.3: a UIButton subclass in Swift (Fixtures/buttons/app/CloseButton.swift: `init()`
/// calling `super.init(frame: .zero)`, its own subview, `layoutSubviews` and `sizeToFit` overrides
/// calling super, an `isHighlighted` didSet) made and wired with `addTarget` by a presentation
/// controller (CardController.swift) runs buttons.lua as UIKit's button: hit-testing, touch
/// tracking and target-action are the engine's (T12.6).
@Suite(.serialized) struct ButtonSubclassFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/buttons"

    static func swiftFiles() throws -> [(String, String)] {
        try ["CloseButton", "TitleLabel", "CardController"].map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func SW7_1_aUIButtonSubclassTranslatesAsAButtonWithoutRefusals() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let close = try #require(result.modules.first { $0.typeName == "CloseButton" })
        #expect(close.role == .view && close.moduleName == "views.CloseButton")
        // made as UIKit's button; its inherited members are the button's (`self.addSubview`).
        #expect(close.lua.contains("CloseButton.__uikit = \"UIButton\""))
        #expect(close.lua.contains("self:addSubview(self.glyph)") && close.lua.contains("S.viewInit(self, CGRect.zero)"))
        // SW7.2: `sizeToFit()` in the class is its override, called by name past the binding;
        // `super.sizeToFit()` is UIKit's (the binding).
        #expect(close.lua.contains("CloseButton.sizeToFit(self)") && close.lua.contains("self:sizeToFit()"))
        let card = try #require(result.modules.first { $0.typeName == "CardController" })
        #expect(card.lua.contains("self.closeButton:addTarget(self, \"close\", \"touchUpInside\")"))
        #expect(card.lua.contains("require(\"views.CloseButton\").sizeToFit(self.closeButton)"), "SW7.2 from outside the class")
        // SW7.3: NSLocalizedString without a strings table is its key.
        #expect(card.lua.contains("self.closeButton.accessibilityLabel = \"Close\""))
    }

    /// The second case: a subclass of an imported button subclass inherits the kind (no
    /// `__uikit` of its own), the label and image view subclasses are their kinds, and a UIControl
    /// subclass stays a plain class (SW3.9 refuses its inherited members).
    @Test func SW7_1_aSubclassOfTheButtonInheritsItsKindAndALabelSubclassIsNoView() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles() + [("More.swift", """
            import UIKit
            final class BigClose: CloseButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    glyphFactor = 0.8
                }
            }
            final class Caption: UIControl {
                func setup() { self.addSubview(UIView()) }
            }
            """)])
        let big = try #require(result.modules.first { $0.typeName == "BigClose" })
        #expect(big.role == .view && !big.lua.contains("__uikit"))
        #expect(big.lua.contains("require(\"views.CloseButton\").layoutSubviews(self)"))
        let title = try #require(result.modules.first { $0.typeName == "TitleLabel" })
        #expect(title.role == .view && title.lua.contains("TitleLabel.__uikit = \"UILabel\"") && title.lua.contains("self.text = \"Card\""))
        let picture = try #require(result.modules.first { $0.typeName == "PictureView" })
        #expect(picture.lua.contains("PictureView.__uikit = \"UIImageView\"") && picture.lua.contains("self.imageName = \"pizza\""))
        let caption = try #require(result.modules.first { $0.typeName == "Caption" })
        #expect(caption.role == .helper)
        #expect(result.refusals.contains { $0.file == "More.swift" && $0.line == 9 && $0.kind == "view-subclass" }, "\(result.refusals.map(\.description))")
    }

    @Test func SW7_3_NSLocalizedStringWithAValueIsRefused() {
        let result = SwiftImporter().translate([("Text.swift", """
            import UIKit
            final class Titles {
                let close = NSLocalizedString("Close", comment: "c")
                let done = NSLocalizedString("Done", value: "Finished", comment: "d")
            }
            """)])
        #expect(result.refusals.count == 1 && result.refusals.first?.line == 4 && result.refusals.first?.kind == "api", "\(result.refusals.map(\.description))")
    }

    @Test func SW7_1_SW7_5_T12_6_theButtonSubclassRunsItsScenario() {
        RoleFixtureTests.expectPasses("buttons/buttons.lua", count: 4)
    }

    /// Twins: the same scenario with one of the button subclass's behaviours changed fails where it checks it.
    @Test(arguments: [
        ("CloseButton", "var glyphFactor: CGFloat = 0.5", "var glyphFactor: CGFloat = 0.25", "closeGlyph's frame"),   // a stored property read by layoutSubviews
        ("CloseButton", "width: 44, height: 44", "width: 40, height: 44", "the close button's frame"),                  // the sizeToFit override (SW7.2)
        ("CloseButton", "bounds.width / 2", "bounds.width / 4", "corner radius"),                                       // the layoutSubviews override
        ("CloseButton", "            highlightChanges += 1\n", "", "highlight"),                                          // the isHighlighted didSet
        ("CardController", "        closeButton.sizeToFit()\n", "", "sizeToFit override's runs"),                     // SW7.2 from outside
        ("CardController", "for: .touchUpInside", "for: .touchUpOutside", "detail"),                                   // target-action: the event decides
        ("TitleLabel", "layer.cornerRadius = radius", "layer.cornerRadius = radius / 2", "the title's layoutSubviews radius"), // a label subclass's override
        ("TitleLabel", "text = \"Card\"", "text = \"Deck\"", "the title label's own text"),                          // its init's implicit member
    ])
    func aChangedButtonSubclassFailsTheScenario(file: String, original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-buttons-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = name == file + ".swift" ? text.replacingOccurrences(of: original, with: changed) : text
            if name == file + ".swift" { #expect(edited != text, "the twin changes \(file)") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/buttons.lua", encoding: .utf8).write(toFile: directory + "/buttons.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/buttons.lua").flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }
}

/// SW7.4: `self.init(presentedViewController:presenting:)` opening a presentation controller's
/// convenience init (DeckTransition's `DeckPresentationController`) is UIKit's designated init,
/// the bridge's work; the rest of the body runs on the controller (Fixtures/convenience).
@Suite(.serialized) struct PresentationConvenienceInitTests {
    static let folder = RoleFixtureTests.fixtures + "/convenience"

    @Test func SW7_4_theDesignatedInitIsTheBridgesAndTheBodyRuns() throws {
        let path = Self.folder + "/app/HeightSheet.swift"
        let result = SwiftImporter().translate([(path, try String(contentsOfFile: path, encoding: .utf8))])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        RoleFixtureTests.expectPasses("convenience/convenience.lua", count: 2)
    }

    /// The second case: `self.init` with other labels, which UIKit's controller has no init for, is still refused.
    @Test func SW7_4_anotherSelfInitIsRefused() {
        let result = SwiftImporter().translate([("Sheet.swift", """
            import UIKit
            final class Sheet: UIPresentationController {
                var height: CGFloat = 200
                convenience init(presented: UIViewController, height: CGFloat) {
                    self.init(presented: presented)
                    self.height = height
                }
            }
            """)])
        #expect(result.refusals.contains { $0.line == 5 }, "\(result.refusals.map(\.description))")
    }
}

/// SW7.6: the Lua API's `CAMediaTimingFunction` takes its name or its four control points
/// positionally (SPStorkController's corner radius animation): `CAMediaTimingFunction(name: .easeOut)`
/// was written as an options table, which the binding rejects at run time.
@Suite struct TimingFunctionConstructorTests {
    static let source = """
        import UIKit
        final class Rounder {
            func round(_ view: UIView) {
                let animation = CABasicAnimation(keyPath: "cornerRadius")
                animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut)
                animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)
                view.layer.add(animation, forKey: "cornerRadius")
            }
        }
        """

    @Test func SW7_6_aTimingFunctionsNameAndControlPointsArePositional() throws {
        let result = SwiftImporter().translate([("Rounder.swift", Self.source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first).lua
        #expect(lua.contains("CAMediaTimingFunction(\"easeOut\")"), "\(lua)")
        #expect(lua.contains("CAMediaTimingFunction(0.2, 0, 0, 1)"), "\(lua)")
        // The second case: another constructor's single label is still an option (CABasicAnimation's keyPath).
        #expect(lua.contains("CABasicAnimation{ keyPath = \"cornerRadius\" }"), "\(lua)")
    }
}

/// SW7.7: `delegate?.m?(…)` as a value (SPStorkController's `completion: { self.storkDelegate?.didDismissStorkBySwipe?() }`,
/// a closure returning the call) is `S.optionalCall`, the receiver passed as `self`.
@Suite struct OptionalRequirementCallTests {
    @Test func SW7_7_anOptionalRequirementsCallIsOnItsReceiver() throws {
        let result = SwiftImporter().translate([("Notifier.swift", """
            import UIKit
            @objc protocol Listener {
                @objc optional func didFinish(_ code: Int) -> Bool
            }
            final class Notifier {
                weak var listener: Listener?
                func finish() -> Bool? {
                    return listener?.didFinish?(3)
                }
            }
            """)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Notifier" }).lua
        // the receiver (the listener, or the temporary a statement's chain keeps it in), the name, the arguments
        #expect(lua.contains("S.optionalCall(") && lua.contains(", \"didFinish\", 3)"), "\(lua)")
    }

    /// The twin: the same syntax on a stored property of the files holding a closure is SW6.3's
    /// call of the closure, with no receiver (a method call would pass the object as its first argument).
    @Test func SW7_7_aStoredClosureOnAnotherObjectIsCalledWithoutAReceiver() throws {
        let result = SwiftImporter().translate([("Runner.swift", """
            import UIKit
            final class Scorer {
                var score: ((Int) -> Int)?
            }
            final class Runner {
                let scorer = Scorer()
                func run() -> Int? {
                    return scorer.score?(3)
                }
            }
            """)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Runner" }).lua
        #expect(!lua.contains("S.optionalCall("), "\(lua)")
        #expect(lua.contains("(3)") && !lua.contains(", 3)"), "\(lua)")
    }
}
