import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua
import StagecraftScenario

/// UIView subclasses in Swift (Fixtures/views/app): `DimmingView: UIView` (init(frame:) calling
/// super.init(frame:), stored properties with defaults, a method, a computed property,
/// layoutSubviews calling super, `required init?(coder:)` with fatalError) and `BubbleView:
/// DimmingView` (a computed property with a setter, a didSet), made by a Swift presentation
/// controller, run views.lua as real views.
@Suite(.serialized) struct ViewSubclassFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/views"

    static func swiftFiles() throws -> [(String, String)] {
        try ["DimmingView", "BubbleView", "SheetController"].map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func viewSubclassesTranslateWithoutRefusalsAsViews() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let dimming = try #require(result.modules.first { $0.typeName == "DimmingView" })
        #expect(dimming.role == .view && dimming.moduleName == "views.DimmingView")
        // super.init(frame:) is UIView's; alpha is the view's; init?(coder:) never runs, so it is not there.
        #expect(dimming.lua.contains("S.viewInit(self, frame)") && dimming.lua.contains("self.alpha = 0.5"))
        #expect(!dimming.lua.contains("coder") && !dimming.lua.contains("S.fatal"))
        let bubble = try #require(result.modules.first { $0.typeName == "BubbleView" })
        #expect(bubble.lua.contains("require(\"views.DimmingView\").init(self, frame)"), "super.init is the imported base's")
        let sheet = try #require(result.modules.first { $0.typeName == "SheetController" })
        // DimmingView() is init(frame: .zero), which DimmingView overrides.
        #expect(sheet.lua.contains("S.view(require(\"views.DimmingView\"), \"init\", CGRect.zero)"))
    }

    @Test func aPresentationControllersViewSubclassesRunTheirScenario() {
        let results = RoleFixtureTests.run(Self.folder + "/views.lua")
        #expect(results.count == 1)
        for result in results { #expect(result.failures.isEmpty, "\(result.name): \(result.failures.map(\.description))") }
    }

    /// Twins: the same scenario with one view-subclass behaviour changed fails where it checks it.
    @Test(arguments: [
        ("DimmingView", "alpha = 0.5", "alpha = 0.3", "bubble"),                          // the init body (inherited by BubbleView)
        ("DimmingView", "var inset: CGFloat = 16", "var inset: CGFloat = 12", "dimmingEdge"), // a stored property's default
        ("BubbleView", "layer.cornerRadius = diameter / 2", "layer.cornerRadius = diameter / 4", "corner radius"), // the override
        ("BubbleView", "super.init(frame: frame)\n        accessibilityIdentifier = \"bubble\"", "super.init(frame: frame)", "bubble"),                      // the subclass's own init body, after the base's
    ])
    func aChangedViewSubclassFailsTheScenario(file: String, original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-views-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = name == file + ".swift" ? text.replacingOccurrences(of: original, with: changed) : text
            if name == file + ".swift" { #expect(edited != text, "the twin changes \(file)") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/views.lua", encoding: .utf8).write(toFile: directory + "/views.lua", atomically: true, encoding: .utf8)
        let results = RoleFixtureTests.run(directory + "/views.lua")
        let messages = results.flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }
}
