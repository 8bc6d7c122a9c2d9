import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua
import StagecraftScenario

/// A UIPanGestureRecognizer subclass in Swift (Fixtures/gestures/app/DirectionalPan.swift:
/// UIGestureRecognizerSubclass's `touchesMoved` override calling super, then setting `state` to
/// cancel a drag the wrong way; `delaysTouchesBegan`) made by a Swift helper with a target and an
/// `@objc` action, run gestures.lua as UIKit runs them (T12.4; Apple's "Implementing a custom
/// gesture recognizer": the action is sent on the next run-loop turn, with the state then).
@Suite(.serialized) struct GestureSubclassFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/gestures"

    static func swiftFiles() throws -> [(String, String)] {
        try ["DirectionalPan", "SwipeWatcher"].map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func T12_4_aRecognizerSubclassTranslatesWithoutRefusalsAsAGesture() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let pan = try #require(result.modules.first { $0.typeName == "DirectionalPan" })
        #expect(pan.role == .gesture && pan.moduleName == "gestures.DirectionalPan")
        // UIKit's recognizer of the class's kind; super.init(target:action:) adds the target;
        // super.touchesMoved is the kind's handling; state and velocity(in:) are the recognizer's.
        #expect(pan.lua.contains("DirectionalPan.__uikit = \"UIPanGestureRecognizer\""))
        #expect(pan.lua.contains("S.gestureInit(self, target, action)"))
        #expect(pan.lua.contains("self:touchesMoved(touches, event)"))
        #expect(pan.lua.contains("self.state = \"cancelled\"") && pan.lua.contains("self:velocity(self.view)"))
        let watcher = try #require(result.modules.first { $0.typeName == "SwipeWatcher" })
        // The defaulted target and action are left out: the init is still the class's own.
        #expect(watcher.lua.contains("S.gesture(require(\"gestures.DirectionalPan\"), \"init\", direction)"))
    }

    @Test func T12_4_aSwiftRecognizerSubclassRunsItsScenario() {
        RoleFixtureTests.expectPasses("gestures/gestures.lua", count: 5)
    }

    /// Twins: the same scenario with one behaviour of the subclass changed fails where it checks it.
    @Test(arguments: [
        // the override no longer cancels a leftward drag: it runs to its end
        ("case .right where speed.x <= 0 || abs(speed.y) > abs(speed.x):\n            state = .cancelled", "case .right where speed.x <= 0 || abs(speed.y) > abs(speed.x):\n            break", "cancelled"),
        // without super, the pan never recognizes its drag
        ("super.touchesMoved(touches, with: event)\n", "", "began changed ended"),
        // the view gets the touches at once (and their cancellation when the pan recognizes)
        ("delaysTouchesBegan = true", "delaysTouchesBegan = false", "the pad got no touches: began cancelled"),
        // a stored property of the subclass, counted by the override
        ("movesSeen += 1\n", "", "the override saw the moves"),
    ])
    func T12_4_aChangedSubclassFailsTheScenario(original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-gestures-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = name == "DirectionalPan.swift" ? text.replacingOccurrences(of: original, with: changed) : text
            if name == "DirectionalPan.swift" { #expect(edited != text, "the twin changes DirectionalPan") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/gestures.lua", encoding: .utf8).write(toFile: directory + "/gestures.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/gestures.lua").flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }
}
