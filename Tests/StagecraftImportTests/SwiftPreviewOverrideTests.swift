import Foundation
import StagecraftLua
import StagecraftScenario
import Testing
@testable import StagecraftImport

/// SD5.2 (docs/studio.md) for a `.swift` role: a number scrubbed in a Swift file the role uses —
/// a sibling of the role file, not the role file itself — previews from the preview's text (the
/// translator reads the sibling from the overrides, not from disk), and the translator's
/// process-wide cache never keeps a preview's translation: the next ordinary run, in either
/// order, is the disk's.
@Suite(.serialized) struct SwiftPreviewOverrideTests {
    static func timing(_ duration: String) -> String {
        """
        import UIKit

        class PreviewTiming {
            static let duration: TimeInterval = \(duration)
        }
        """
    }

    /// A linear fade whose duration is the sibling's `PreviewTiming.duration`.
    static let fade = """
        import UIKit

        class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                PreviewTiming.duration
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toView = transitionContext.view(forKey: .to) else { return }
                toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                toView.alpha = 0
                transitionContext.containerView.addSubview(toView)
                UIView.animate(withDuration: PreviewTiming.duration, delay: 0, options: .curveLinear, animations: {
                    toView.alpha = 1
                }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        """

    /// At 0.2 s of a linear fade: alpha 0.5 when it lasts 0.4 s (0.2 / 0.4), 0.25 when 0.8 s.
    static let scenario = """
        local home = screen "home" { backgroundColor = "white" }
        local detail = screen "detail" { backgroundColor = "systemYellow" }
        scenario("fade", function()
          window { root = home, size = {390, 844} }
          transition(detail, { animator = animator "app/Fade.swift", style = "overFullScreen" })
          present(home, detail)
          advance(0.2)
          expect.alpha("detail", 0.5, 0.02)
          untilIdle()
        end)
        """

    final class Project {
        let root: String
        init() throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("sc-swift-preview-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url.appendingPathComponent("app"), withIntermediateDirectories: true)
            root = url.path
            try SwiftPreviewOverrideTests.fade.write(toFile: root + "/app/Fade.swift", atomically: true, encoding: .utf8)
            try SwiftPreviewOverrideTests.timing("0.4").write(toFile: timing, atomically: true, encoding: .utf8)
            try SwiftPreviewOverrideTests.scenario.write(toFile: scenario, atomically: true, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        var scenario: String { root + "/fade.lua" }
        var timing: String { root + "/app/PreviewTiming.swift" }

        func run(timing text: String? = nil) -> ScenarioResult? {
            _ = SharedTranslator.translator
            var options = ScenarioOptions()
            options.sourceOverrides = ScriptOverrides(text.map { [timing: $0] } ?? [:])
            return ScenarioRunner(options: options).run(file: scenario, filter: nil).first
        }
    }

    @Test func SD5_2_aSiblingSwiftFilesNumberPreviewsFromMemory() throws {
        let project = try Project()
        let disk = try #require(project.run())
        #expect(disk.passed, "from disk: 0.4 s, alpha 0.5 at 0.2 s: \(disk.failures.map(\.description))")
        let preview = try #require(project.run(timing: Self.timing("0.8")))
        #expect(!preview.passed, "the sibling's 0.8 s in memory gives alpha 0.25 at 0.2 s")
        #expect(preview.failures.first?.message.contains("alpha") == true, "\(preview.failures.map(\.description))")
        #expect(try String(contentsOfFile: project.timing, encoding: .utf8) == Self.timing("0.4"), "the file is not written")
    }

    @Test func SD5_2_aPreviewsTranslationDoesNotLeakIntoTheNextRun() throws {
        let project = try Project()
        #expect(project.run()?.passed == true)
        #expect(project.run(timing: Self.timing("0.8"))?.passed == false)
        let after = try #require(project.run())
        #expect(after.passed, "the run after the preview is the disk's 0.4 s: \(after.failures.map(\.description))")
        // The translator's own answers are the disk's too.
        // (A type name of its own: the module map is process-wide, and other suites have a `Timing`.)
        let module = try #require(SharedTranslator.translator.module(named: "helpers.PreviewTiming", overrides: ScriptOverrides()))
        #expect(module.source.contains("0.4") && !module.source.contains("0.8"), "\(module.source)")
    }

    /// The other order: a preview is the directory's first translation, then an ordinary run.
    @Test func SD5_2_aPreviewFirstThenTheDiskRun() throws {
        let project = try Project()
        let preview = try #require(project.run(timing: Self.timing("0.8")))
        #expect(!preview.passed && preview.failures.first?.message.contains("alpha") == true,
                "the preview runs (its sibling found) and fades over 0.8 s: \(preview.failures.map(\.description))")
        #expect(project.run()?.passed == true, "the next run is the disk's 0.4 s")
        // A preview that sets the disk's own value passes as the disk does.
        #expect(project.run(timing: Self.timing("0.4"))?.passed == true)
    }
}
