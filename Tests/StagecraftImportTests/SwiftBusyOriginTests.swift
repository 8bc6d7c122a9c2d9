import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// Issue 27, part 1: a Swift role's animation that keeps a scenario busy is named by the Swift
/// file and line that started it, not a line of its translated Lua.
@Suite(.serialized) struct SwiftBusyOriginTests {
    @Test func aSwiftAnimatorsRepeatingAnimationNamesItsSwiftLine() throws {
        let directory = NSTemporaryDirectory() + "stagecraft-busy-origin-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The repeating animation is on line 16; the completion's call on 13 is a finished one.
        let animator = directory + "/app/Pulse.swift"
        try """
            import UIKit

            class Pulse: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                    0.3
                }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let toView = transitionContext.view(forKey: .to) else { return }
                    transitionContext.containerView.addSubview(toView)
                    toView.alpha = 0
                    UIView.animate(withDuration: 0.1, animations: {
                        toView.alpha = 1
                    }) { _ in
                        transitionContext.completeTransition(true)
                        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat], animations: {
                            toView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                        })
                    }
                }
            }
            """.write(toFile: animator, atomically: true, encoding: .utf8)
        try """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("pulse", function()
              window { root = home, size = {390, 844} }
              transition(detail, { animator = animator "app/Pulse.swift", style = "fullScreen" })
              present(home, detail)
              untilIdle(1)
            end)
            """.write(toFile: directory + "/busy.lua", atomically: true, encoding: .utf8)
        let failures = RoleFixtureTests.run(directory + "/busy.lua").flatMap(\.failures)
        #expect(failures.count == 1, "\(failures.map(\.description))")
        let actual = failures.first?.actual ?? ""
        #expect(actual.contains("detail's transform animation (repeat) started at \(animator):16;"), "\(actual)")
    }
}
