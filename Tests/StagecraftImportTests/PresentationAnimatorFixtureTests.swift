import Foundation
import Testing
@testable import StagecraftImport

/// T1.2: a presentation controller class that is also an animator, answered as the animator by
/// a delegate of its own (`return SlidePresentationController(presentedViewController: presented,
/// presenting: presenting)` from `animationController(forPresented:…)` and `(forDismissed:)`) is
/// the object UIKit's init makes: its `presentingViewController` is the init's argument, its init
/// body has run, and its animator methods run with it as `self` (Fixtures/pcanimator). Answered as
/// the presentation controller too, it is another instance, as in UIKit.
@Suite(.serialized) struct PresentationAnimatorFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/pcanimator"
    static let names = ["SlidePresentationController", "SlideDelegate", "SlideSheetDelegate"]

    static func swiftFiles() throws -> [(String, String)] {
        try names.map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func T1_2_theDelegatesAnswerThePresentationControllerAsAnAnimatorMadeByItsInit() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let delegate = try #require(result.modules.first { $0.typeName == "SlideDelegate" }).lua
        #expect(delegate.contains("S.asAnimator(S.presentation(require(\"presentations.SlidePresentationController\"), {presented, presenting}))"), "\(delegate)")
        let sheet = try #require(result.modules.first { $0.typeName == "SlideSheetDelegate" }).lua
        // Answered as the presentation controller, the pending object is UIKit's to make (not an animator).
        #expect(sheet.contains("function SlideSheetDelegate:presentationControllerForPresented(presented, presenting, source)\n        do return S.presentation("), "\(sheet)")
        let controller = try #require(result.modules.first { $0.typeName == "SlidePresentationController" }).lua
        #expect(controller.contains("function SlidePresentationController.__animator(controller)"), "\(controller)")
    }

    @Test func T1_2_theFixtureRunsItsScenario() {
        RoleFixtureTests.expectPasses("pcanimator/pcanimator.lua", count: 2)
    }

    /// Twins: one line of the presentation controller changed fails the scenario where it checks it.
    @Test(arguments: [
        // the init's body no longer sets the travel: the screen does not start below
        ("        travel = 300\n", "", "detail frame"),
        // the branch on presentingViewController taken the other way: a fade where a slide is due
        ("if fromVC == presentingViewController {", "if fromVC != presentingViewController {", "detail frame"),
        // the init's body no longer marks the screen: no object counted
        ("presentedViewController.title = (presentedViewController.title ?? \"\") + \"+\"", "", "one made for the presentation"),
    ])
    func T1_2_aChangedControllerFailsTheScenario(original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-pcanimator-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let isController = name == "SlidePresentationController.swift"
            let edited = isController ? text.replacingOccurrences(of: original, with: changed) : text
            if isController { #expect(edited != text, "the twin changes the controller") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/pcanimator.lua", encoding: .utf8).write(toFile: directory + "/pcanimator.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/pcanimator.lua").flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }
}
