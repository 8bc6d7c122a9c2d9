import Foundation
import Testing
@testable import StagecraftImport

/// SW11: idioms of card and popup presentation libraries, met running real code unchanged
/// (radianttap's CardPresentationController, ergunemr's BottomPopup), with Swift's and UIKit's
/// meaning (Fixtures/cardidioms, our own code):
/// - SW11.1 `if let _ = x`, `guard let _ = f() else …` (The Swift Programming Language, "Optional
///   Binding"; `_` is the wildcard pattern): the value is tested, made once, bound to nothing.
/// - SW11.2 an extension of a UIKit class writing a computed property it adds (`self.p = v`, bare
///   `p = nil`): the extension's setter, as reads already were its getter.
/// - SW11.3 `UIButton(frame:)` and `UIButton()`: Apple's reference, UIButton `init(frame:)`, makes a
///   button of type `.custom` (`init(type:)` is the one that makes the others).
/// - SW11.4 an init an extension adds to a UIKit class, called without its defaulted parameters
///   ("Default Parameter Values"); a UIKit init with the written labels stays UIKit's.
/// - SW11.5 a screen's `override init(nibName:bundle:)`: Apple's reference calls it
///   UIViewController's designated initializer, and `init()` reaches it with `nil`, `nil`, so
///   `Popup()` runs the override (BottomPopup's popup sets its transitioning delegate and
///   `.custom` style there); the init runs with the controller as `self`.
/// - SW11.6 `willSet`/`didSet` on a stored property of a screen, presentation or interaction
///   controller ("Property Observers"): run around each write, not while the class's own init
///   sets it.
@Suite(.serialized) struct CardIdiomFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/cardidioms"
    static let names = ["Cards", "Sheet", "TallSheet", "Counter", "Scrub", "Broken"]

    static func swiftFiles() throws -> [(String, String)] {
        try names.map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func SW11_theFixtureTranslatesWithoutRefusals() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
    }

    @Test func SW11_1_to_SW11_6_theFixtureRunsItsScenarios() {
        RoleFixtureTests.expectPasses("cardidioms/cardidioms.lua", count: 9)
    }

    /// Twins: the fixture with one line changed fails the scenario where it checks that line.
    @Test(arguments: [
        // SW11.5: what the nib init sets is what the screen has
        ("Sheet.swift", "madeBy = name ?? \"init()\"", "madeBy = name ?? \"init\"", "init(nibName: nil, bundle: nil) ran"),
        ("Sheet.swift", "        modalPresentationStyle = .overFullScreen\n", "", "the style its init set"),
        // SW11.2: the bare write is the setter's
        ("Cards.swift", "        pinned = nil\n", "        pinned = \"kept\"\n", "pinned = nil, bare"),
        // SW11.3: a button of another type
        ("Cards.swift", "UIButton(frame: CGRect(x: 1, y: 2, width: 30, height: 40))", "UIButton(type: .system)", "UIButton(frame:) is custom"),
        // SW11.4: the default is the extension's
        ("Cards.swift", "inset: CGFloat = 10", "inset: CGFloat = 12", "{10, 10, 50, 50}"),
        // SW11.6: an observer that no longer records, an init whose write is observed (a method's)
        ("Counter.swift", "didSet { olds.append(oldValue) }", "didSet { }", "didSet ran twice"),
        ("Counter.swift", "        count = 5\n    }", "        count = 5\n        bump()\n    }", "its init set it"),
        ("Scrub.swift", "willSet { news.append(newValue) }", "willSet { news.append(percent) }", "willSet saw the new value"),
        ("Scrub.swift", "didSet { olds.append(oldValue) }", "didSet { olds.append(percent) }", "first old value"),
        // SW11.1: a test that no longer exits on nil
        ("Cards.swift", "guard let _ = view else { return \"none\" }", "guard let _ = view ?? UIView() else { return \"none\" }", "guard let _ = nil exits"),
    ])
    func SW11_aChangedLineFailsTheScenario(file: String, original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-cardidioms-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = name == file ? text.replacingOccurrences(of: original, with: changed) : text
            if name == file { #expect(edited != text, "the twin changes \(file)") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/cardidioms.lua", encoding: .utf8).write(toFile: directory + "/cardidioms.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/cardidioms.lua").flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }

    /// SW11.1: the value is evaluated once, into a local no Swift name reaches (not Lua's `_`,
    /// which a nested `let _` would shadow).
    @Test func SW11_1_theDiscardedValueIsALocalOfItsOwn() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        let cards = try #require(result.modules.first { $0.typeName == "Cards" }).lua
        #expect(cards.contains("local __discarded"), "\(cards)")
        #expect(!cards.contains("local _ ="), "\(cards)")
    }

    /// SW11.5, the other side: beside another init the nib init is one of two, refused (Lua makes
    /// a screen with one init's arguments), never dropped silently; a navigation controller
    /// subclass's is still Interface Builder's (UIKit makes it with its root).
    @Test func SW11_5_aNibInitBesideAnotherIsRefusedAndANavigationSubclassesIsDropped() {
        let source = """
            import UIKit
            class Both: UIViewController {
                var name = ""
                init(name: String) {
                    self.name = name
                    super.init(nibName: nil, bundle: nil)
                }
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Menu: UINavigationController {
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = SwiftImporter().translate([("Both.swift", source)])
        #expect(result.refusals.map(\.kind) == ["init", "init"], "\(result.refusals.map(\.description))")
        #expect(result.refusals.allSatisfy { $0.description.contains("Both.swift:") }, "\(result.refusals.map(\.description))")
    }

    /// SW11.5: a screen made in Swift gets a table of its own, its init's arguments in it.
    @Test func SW11_5_aScreenMadeInSwiftIsMadeFromATableOfItsOwn() {
        let source = """
            import UIKit
            class Detail: UIViewController {
                let item: String
                init(item: String) {
                    self.item = item
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Opener: NSObject {
                func open(_ from: UIViewController) { from.present(Detail(item: "pizza"), animated: true) }
            }
            """
        let result = SwiftImporter().translate([("Detail.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let opener = result.modules.first { $0.typeName == "Opener" }?.lua ?? ""
        #expect(opener.contains("UIViewController(\"Detail\", require(\"screens.Detail\").new(\"pizza\"))"), "\(opener)")
    }
}
