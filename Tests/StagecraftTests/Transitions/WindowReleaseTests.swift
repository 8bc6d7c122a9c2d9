import Testing
@testable import Stagecraft

/// A host that lets go of its window must get its memory back, whatever is on screen.
@Suite struct WindowReleaseTests {
    @Test func aWindowLeftWithAFullScreenPresentationOnScreenIsFreed() {
        weak var window: Window?
        weak var root: ViewController?
        weak var card: ViewController?
        do {
            let stage = Stage()
            let presented = ViewController(name: "card")
            presented.modalPresentationStyle = .fullScreen  // parks the root's view in the container
            stage.root.present(presented, animated: true)
            stage.engine.runUntilIdle()
            #expect(stage.root.presentedViewController === presented)
            window = stage.window
            root = stage.root
            card = presented
        }
        #expect(window == nil && root == nil && card == nil)
    }
}
