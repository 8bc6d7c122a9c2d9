import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// SW3.6: Swift's key-value observing (Fixtures/observing/app/CardTracker.swift) becomes the bound
/// `view:observe(…)` (T12.7), its `NSKeyValueObservation` properties invalidated when replaced or set
/// to nil, as their deinit does in Swift. SW3.7: a view's `layerClass` is refused at its line.
@Suite(.serialized) struct KeyValueObservingFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/observing"

    static func source() throws -> String {
        try String(contentsOfFile: folder + "/app/CardTracker.swift", encoding: .utf8)
    }

    @Test func SW3_6_observeTranslatesToTheBoundCallWithTheKeyAndOptions() throws {
        let result = SwiftImporter().translate([("CardTracker.swift", try Self.source())])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "CardTracker" }).lua
        #expect(lua.contains("self.card:observe(\"frame\", {\"initial\"}, function(_, _)"))
        #expect(lua.contains("self.card:observe(\"transform\", {\"old\", \"new\"}, function(_, change)"))
        #expect(lua.contains("self.frameObservation = nil if replaced ~= nil and replaced ~= self.frameObservation then replaced:invalidate() end"))
    }

    @Test func SW3_6_theObservingFixtureRunsItsScenarios() {
        RoleFixtureTests.expectPasses("observing/observing.lua", count: 4)
    }

    /// Twins that must fail the scenario: no `.initial`, and an observation not released by nil.
    @Test(arguments: [("options: [.initial]", "options: []"), ("frameObservation = nil", "frameCalls += 0")])
    func SW3_6_aMutatedTrackerFailsTheScenario(edit: (String, String)) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-observing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let edited = try Self.source().replacingOccurrences(of: edit.0, with: edit.1)
        #expect(edited != (try Self.source()))
        try edited.write(toFile: directory + "/app/CardTracker.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: Self.folder + "/observing.lua", encoding: .utf8).write(toFile: directory + "/observing.lua", atomically: true, encoding: .utf8)
        let failures = RoleFixtureTests.run(directory + "/observing.lua").flatMap(\.failures)
        #expect(!failures.isEmpty, "\(edit) passed")
    }

    @Test func SW3_6_aChainedOrUnobservableKeyPathIsRefusedAtItsColumn() {
        let source = """
            import UIKit
            final class Watcher {
                var a: NSKeyValueObservation?
                var b: NSKeyValueObservation?
                func watch(_ view: UIView) {
                    a = view.observe(\\.layer.cornerRadius) { _, _ in }
                    b = view.observe(\\.isHidden, options: [.new]) { _, _ in }
                }
            }
            """
        let refusals = SwiftImporter().translate([("Watcher.swift", source)]).refusals
        #expect(refusals.count == 2)
        #expect(refusals.contains { $0.kind == "key-path" && $0.line == 6 && $0.column == 26 && $0.description.contains("one property, no chain") })
        #expect(refusals.contains { $0.kind == "key-path" && $0.line == 7 && $0.column == 26 && $0.description.contains("\\.isHidden") })
    }

    @Test func SW3_7_aViewsLayerClassIsRefusedAndAnotherTypesStaticIsNot() {
        let source = """
            import UIKit
            final class Shaped: UIView {
                override class var layerClass: AnyClass {
                    return CAShapeLayer.self
                }
            }
            final class Settings {
                static var layerClass: String { "plain" }
            }
            """
        let refusals = SwiftImporter().translate([("Shaped.swift", source)]).refusals
        #expect(refusals.map(\.kind) == ["layer-class"])
        #expect(refusals.first?.line == 3 && refusals.first?.description.contains("always a plain CALayer") == true)
    }
}
