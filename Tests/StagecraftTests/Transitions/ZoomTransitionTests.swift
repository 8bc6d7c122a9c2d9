import Foundation
import Testing
@testable import Stagecraft

/// iOS 18's zoom transition (docs/zoom.md, T11.2a–T11.2j), on a navigation stack and modally.
@Suite struct ZoomTransitionTests {
    /// A grid screen with two 120 × 120 cells (the second lower down, rounded) under a navigation
    /// controller, and a detail screen that prefers the zoom from `cell`.
    final class World {
        let stage: Stage
        let navigation: NavigationController
        let grid = ViewController(name: "grid")
        let detail = ViewController(name: "detail")
        let cellA = View(frame: Rect(20, 120, 120, 120), name: "cellA")
        let cellB = View(frame: Rect(150, 400, 120, 120), name: "cellB")
        var source: View?
        var asked = 0
        let touches: TouchSynthesizer

        init(options: ZoomTransitionOptions? = nil, modal: Bool = false) {
            navigation = NavigationController(rootViewController: grid)
            stage = Stage(root: navigation)
            grid.view.addSubview(cellA)
            grid.view.addSubview(cellB)
            cellB.cornerRadius = 12
            source = cellA
            touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
            detail.preferredTransition = .zoom(options: options) { [unowned self] context in
                asked += 1
                #expect(context.zoomedViewController === detail)
                #expect(context.sourceViewController === grid)
                return source
            }
        }

        var clip: View? { stage.window.descendant(named: "zoom.clip") }
        var dimming: View? { stage.window.descendant(named: "zoom.dimming") }
        var providerEvents: [String] {
            stage.engine.events.filter { $0.name == "sourceViewProvider" }.map(\.detail)
        }
    }

    /// Critically damped spring of iOS 17's duration 0.5, bounce 0: 1 − (1 + ωt)·e^(−ωt), ω = 2π/0.5.
    static func spring(_ t: Double) -> Double {
        let omega = 2 * Double.pi / 0.5
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

    @Test func t11_2b_thePushGrowsFromTheSourceFrameWithASpringAndHidesTheSource() throws {
        let world = World()
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0)
        let clip = try #require(world.clip)
        // At the start the clip is the cell's frame; the cell is hidden while the zoom stands in for it.
        #expect(clip.presentation.frame == Rect(20, 120, 120, 120))
        #expect(world.cellA.isHidden)
        world.stage.engine.advance(by: 0.25)
        let p = Self.spring(0.25)
        let frame = clip.presentation.frame
        #expect(close(frame.width, Self.lerp(120, 390, p), 0.01))
        #expect(close(frame.height, Self.lerp(120, 844, p), 0.01))
        #expect(close(frame.midX, Self.lerp(80, 195, p), 0.01))
        world.stage.engine.advance(by: 1)
        #expect(world.clip == nil && world.dimming == nil)
        #expect(!world.cellA.isHidden)
        #expect(world.detail.view.superview === world.navigation.transitionView)
        #expect(world.detail.view.frame == Rect(0, 0, 390, 844))
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["detail"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2b_theZoomedViewIsScaledToFillTheSourceAtTheStart() throws {
        let world = World()
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0)
        // Aspect fill of the 390 × 844 view into 120 × 120: scale max(120/390, 120/844) = 120/390.
        let view = world.detail.view
        #expect(close(view.presentation.transform.a, 120.0 / 390, 1e-9))
        // The view's centre sits on the cell's centre.
        let centre = view.convert(Point(x: 195, y: 422), to: nil, using: .presentation)
        #expect(close(centre, Point(x: 80, y: 180)), "\(centre)")
    }

    @Test func t11_2c_theProviderIsAskedAgainForTheDismissalAndTheNewSourceIsUsed() throws {
        let world = World()
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 2)
        world.source = world.cellB  // the list scrolled: another cell stands for the item now
        world.navigation.popViewController(animated: true)
        world.stage.engine.advance(by: 0)
        #expect(world.cellB.isHidden && !world.cellA.isHidden)
        world.stage.engine.advance(by: 0.6)
        let clip = try #require(world.clip)
        let p = Self.spring(0.6)
        #expect(close(clip.presentation.frame.midY, Self.lerp(422, 460, p), 0.01))
        #expect(close(clip.presentation.cornerRadius, Self.lerp(0, 12, p), 0.01))
        world.stage.engine.advance(by: 1)
        #expect(world.asked == 2)
        #expect(world.providerEvents == ["cellA", "cellB"])
        #expect(!world.cellB.isHidden)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2c_withoutASourceTheZoomGrowsFromTheCentreAndFades() throws {
        let world = World()
        world.source = nil
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0)
        let clip = try #require(world.clip)
        #expect(clip.presentation.frame == Rect(97.5, 211, 195, 422))
        #expect(world.detail.view.presentation.alpha == 0)
        world.stage.engine.advance(by: 2)
        #expect(world.detail.view.alpha == 1)
        #expect(world.providerEvents == ["nil"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2d_theAlignmentRectLinesUpWithTheSource() throws {
        let options = ZoomTransitionOptions()
        var contexts: [ZoomTransitionAlignmentRectContext] = []
        options.alignmentRectProvider = { context in
            contexts.append(context)
            return Rect(0, 200, 390, 390)  // the photo inside the detail screen
        }
        let world = World(options: options)
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0)
        #expect(contexts.first?.sourceView === world.cellA)
        // The 390 × 390 photo fills the 120 × 120 cell: scale 120/390, its centre on the cell's.
        let view = world.detail.view
        #expect(close(view.presentation.transform.a, 120.0 / 390, 1e-9))
        let centre = view.convert(Point(x: 195, y: 395), to: nil, using: .presentation)
        #expect(close(centre, Point(x: 80, y: 180)), "\(centre)")
    }

    @Test func t11_2e_theDimmingColorDimsBehindTheZoom() throws {
        let options = ZoomTransitionOptions()
        options.dimmingColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let world = World(options: options)
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0.25)
        let dimming = try #require(world.dimming)
        #expect(dimming.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(close(dimming.presentation.alpha, Self.spring(0.25), 1e-6))
        // Between the grid and the clip.
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["grid", "zoom.dimming", "zoom.clip"])
    }

    @Test func t11_2e_theDefaultDimmingIsTwentyPercentBlack() throws {
        let world = World()
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0)
        #expect(world.dimming?.backgroundColor == Color(white: 0, alpha: 0.2))
    }

    // MARK: - Interaction

    /// Pushes the detail and lets the zoom end.
    static func shown(_ options: ZoomTransitionOptions? = nil) -> World {
        let world = World(options: options)
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 2)
        return world
    }

    @Test func t11_2f_aDownwardDragBeginsTheDismissalAndTheOptionsCanRefuseIt() throws {
        let options = ZoomTransitionOptions()
        var asked: [ZoomTransitionInteractionContext] = []
        options.interactiveDismissShouldBegin = { context in
            asked.append(context)
            return context.location.y > 300  // the top of the screen is a map that pans instead
        }
        let world = Self.shown(options)
        world.touches.pan(from: Point(x: 195, y: 200), to: Point(x: 195, y: 500), duration: 0.3)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(asked.count == 1 && asked[0].willBegin)
        #expect(close(asked[0].velocity.y, 1000, 1e-6) && asked[0].velocity.x == 0)
        world.touches.pan(from: Point(x: 195, y: 400), to: Point(x: 195, y: 700), duration: 0.3)
        world.stage.engine.advance(by: 2)
        #expect(asked.count == 2 && asked[1].willBegin)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        // The refused drag met no other recognizer here (an app's map would take it).
        #expect(world.stage.engine.diagnostics.map(\.kind) == [.gestureUnrecognized])
    }

    @Test func t11_2f_anUpwardDragIsNotADismissalByDefault() {
        let world = Self.shown()
        world.touches.pan(from: Point(x: 195, y: 600), to: Point(x: 195, y: 300), duration: 0.3)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(world.stage.engine.events.contains { $0.name == "interactiveDismissShouldBegin" && $0.detail == "willBegin=false answer=false" })
    }

    @Test func t11_2h_theDismissalFollowsTheFingerAndShrinksWithTheDrag() throws {
        let world = Self.shown()
        // Grab at (100, 300), drag 211 pt down and 40 right, hold.
        world.touches.pan(from: Point(x: 100, y: 300), to: Point(x: 140, y: 511), duration: 0.3, hold: 0.5)
        world.stage.engine.advance(by: 0.4)
        let clip = try #require(world.clip)
        // p = 211 / 844 = 0.25: scale 1 − 0.5·0.25 = 0.875; the grabbed point stays under the finger.
        #expect(close(clip.presentation.transform.a, 0.875, 1e-9))
        let grabbed = world.detail.view.convert(Point(x: 100, y: 300), to: nil, using: .presentation)
        #expect(close(grabbed, Point(x: 140, y: 511)), "\(grabbed)")
        #expect(close(world.dimming?.presentation.alpha ?? -1, 0.875, 1e-9))
        // The grid is behind, in place.
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["grid", "zoom.dimming", "zoom.clip"])
    }

    @Test func t11_2i_aDragPastTheThresholdFinishesIntoTheSource() throws {
        let world = Self.shown()
        let mark = world.stage.mark
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 0.45)
        #expect(world.cellA.isHidden)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        #expect(!world.cellA.isHidden)
        #expect(world.stage.lifecycle(since: mark) == [
            "detail.viewWillDisappear", "grid.viewWillAppear", "grid.viewIsAppearing", "detail.viewDidDisappear", "grid.viewDidAppear",
        ])
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["grid"])
        #expect(world.detail.view.gestureRecognizers.isEmpty)
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2i_aShortDragCancelsAndTheViewSpringsBackToFull() throws {
        let world = Self.shown()
        let mark = world.stage.mark
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 360), duration: 0.3, hold: 0.2)
        world.stage.engine.advance(by: 3)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(world.detail.view.frame == Rect(0, 0, 390, 844))
        #expect(world.detail.view.transform == .identity)
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["detail"])
        #expect(!world.cellA.isHidden)
        #expect(world.stage.lifecycle(since: mark) == [  // T3.6
            "detail.viewWillDisappear", "grid.viewWillAppear", "grid.viewIsAppearing", "grid.viewWillDisappear", "grid.viewDidDisappear",
            "detail.viewWillAppear", "detail.viewIsAppearing", "detail.viewDidAppear",
        ])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2i_anUpwardFlickAtReleaseCancels() {
        let world = Self.shown()
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.3,
                          releaseVelocity: Point(x: 0, y: -800))
        world.stage.engine.advance(by: 3)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2g_aGrabDuringThePushCompletesItThenPops() throws {
        let world = World()
        let mark = world.stage.mark
        var pushed = 0
        world.navigation.pushViewController(world.detail, animated: true)
        world.detail.transitionCoordinator?.animate(alongsideTransition: nil) { context in
            #expect(!context.isCancelled)
            pushed += 1
        }
        world.stage.engine.advance(by: 0.1)
        // Grab mid-zoom and drag well down: the push completes at once, then the pop follows the finger.
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 0.2)
        #expect(pushed == 1)
        #expect(world.stage.lifecycle(since: mark) == [
            "grid.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing", "grid.viewDidDisappear", "detail.viewDidAppear",
            "detail.viewWillDisappear", "grid.viewWillAppear", "grid.viewIsAppearing",
        ])
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["grid"])
        #expect(!world.cellA.isHidden)
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2g_aGrabDuringThePushThatIsLetGoKeepsTheDetail() throws {
        let world = World()
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0.1)
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 330), duration: 0.2, hold: 0.2)
        world.stage.engine.advance(by: 3)
        // The push completed; the pop it became was cancelled: the detail is fully shown.
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(world.detail.view.frame == Rect(0, 0, 390, 844) && world.detail.view.transform == .identity)
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["detail"])
        #expect(world.stage.engine.diagnostics.isEmpty)
        #expect(world.stage.engine.events.filter { $0.name == "completeTransition" }.map(\.detail) == ["completed=true", "completed=false"])
    }

    @Test func t11_2h_aPinchClosingDismisses() {
        let world = Self.shown()
        world.touches.pinch(center: Point(x: 195, y: 422), fromDistance: 200, toDistance: 100, duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 0.35)
        #expect(close(world.clip?.presentation.transform.a ?? 0, 0.5, 0.01))
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2j_aModalZoomPresentsAndADragDismisses() throws {
        let world = World()
        world.detail.modalPresentationStyle = .fullScreen
        let mark = world.stage.mark
        var presented = 0
        world.grid.present(world.detail, animated: true) { presented += 1 }
        world.stage.engine.advance(by: 0)
        #expect(world.clip?.presentation.frame == Rect(20, 120, 120, 120))
        world.stage.engine.advance(by: 2)
        #expect(presented == 1 && world.clip == nil)
        #expect(world.detail.view.frame == Rect(0, 0, 390, 844))
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 500), duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 3)
        #expect(world.navigation.presentedViewController == nil)
        #expect(world.detail.view.window == nil && world.grid.view.window != nil)
        #expect(world.stage.lifecycle(since: mark, ["detail"]) == [
            "detail.viewWillAppear", "detail.viewIsAppearing", "detail.viewDidAppear", "detail.viewWillDisappear", "detail.viewDidDisappear",
        ])
        #expect(world.providerEvents == ["cellA", "cellA"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2j_dismissWithoutAGestureZoomsBack() {
        let world = World()
        world.grid.present(world.detail, animated: true)
        world.stage.engine.advance(by: 2)
        var done = 0
        world.detail.dismiss(animated: true) { done += 1 }
        world.stage.engine.advance(by: 0)
        #expect(world.cellA.isHidden)
        world.stage.engine.advance(by: 2)
        #expect(done == 1 && !world.cellA.isHidden)
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    // MARK: - Which transition (T11.2a)

    @Test func t11_2a_aCustomAnimatorFromTheDelegateWinsOverTheZoom() {
        let world = World()
        let fade = FadeAnimator(duration: 0.3)
        let delegate = FixedNavigationDelegate(fade)
        world.navigation.delegate = delegate
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0.1)
        #expect(world.clip == nil && world.asked == 0)
        world.stage.engine.advance(by: 1)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(world.detail.view.gestureRecognizers.isEmpty)
    }

    @Test func t11_2a_theOtherCasesKeepTheDefaultSlide() {
        let world = World()
        world.detail.preferredTransition = .crossDissolve
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0.1)
        #expect(world.clip == nil && world.asked == 0)
        #expect(world.stage.engine.events.contains { $0.subject == "SystemAnimator.push" })
    }

    @Test func t11_2j_aPushWithoutAnimationDoesNotZoom() {
        let world = World()
        world.navigation.pushViewController(world.detail, animated: false)
        world.stage.engine.advance(by: 0)
        #expect(world.clip == nil && world.asked == 0)
        #expect(world.detail.view.frame == Rect(0, 0, 390, 844))
    }

    @Test func t11_2c_theSourceStartsWithItsCornerRadius() throws {
        let world = World()
        world.source = world.cellB
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0)
        let clip = try #require(world.clip)
        #expect(clip.presentation.cornerRadius == 12 && clip.presentation.frame == Rect(150, 400, 120, 120))
        world.stage.engine.advance(by: 0.25)
        #expect(close(clip.presentation.cornerRadius, 12 * (1 - Self.spring(0.25)), 1e-6))
    }

    @Test func t11_2c_aSourceInsideTheZoomedViewCountsAsNone() {
        let world = World()
        let inner = View(frame: Rect(0, 0, 10, 10), name: "inner")
        world.detail.view.addSubview(inner)
        world.source = inner
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 2)
        #expect(world.providerEvents == ["nil"])
        #expect(!inner.isHidden)
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2d_anAlignmentRectWithoutAreaIsReportedAndIgnored() {
        let options = ZoomTransitionOptions()
        options.alignmentRectProvider = { _ in Rect(0, 0, 0, 100) }
        let world = World(options: options)
        world.navigation.pushViewController(world.detail, animated: true)
        world.stage.engine.advance(by: 0)
        #expect(close(world.detail.view.presentation.transform.a, 120.0 / 390, 1e-9))
        #expect(world.stage.engine.diagnostics.map(\.kind) == [.transitionMisuse])
    }

    @Test func t11_2g_t11_2j_aGrabDuringAModalZoomCompletesThePresentationThenDismisses() {
        let world = World()
        var presented = 0
        world.grid.present(world.detail, animated: true) { presented += 1 }
        world.stage.engine.advance(by: 0.15)
        // The fingers land on the zooming view where it is drawn: a property animator moves it (T7.10).
        let drawn = world.detail.view.convert(world.detail.view.bounds, to: nil, using: .presentation)
        world.touches.pinch(center: Point(x: drawn.midX, y: drawn.midY), fromDistance: drawn.width / 2, toDistance: drawn.width / 5,
                            duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 0.1)
        // The presentation completed (its completion ran) before the dismissal began.
        #expect(presented == 1)
        #expect(world.stage.engine.events.filter { $0.name == "completeTransition" }.map(\.detail) == ["completed=true"])
        world.stage.engine.advance(by: 3)
        #expect(world.navigation.presentedViewController == nil)
        #expect(world.stage.lifecycle(since: 0, ["detail"]).filter { !$0.hasSuffix("viewIsAppearing") } == [
            "detail.viewWillAppear", "detail.viewDidAppear", "detail.viewWillDisappear", "detail.viewDidDisappear",
        ])
        #expect(!world.cellA.isHidden)
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2c_eachZoomAsksAgainAcrossPushes() {
        let world = World()
        for _ in 0..<2 {
            world.navigation.pushViewController(world.detail, animated: true)
            world.stage.engine.advance(by: 2)
            world.navigation.popViewController(animated: true)
            world.stage.engine.advance(by: 2)
        }
        #expect(world.asked == 4)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2k_theEdgeSwipeBackDrivesTheZoomOut() throws {
        let world = Self.shown()
        // From 5 pt off the left edge, 195 pt right (half the width), held.
        world.touches.edgePan(from: .left, distance: 195, duration: 0.3, hold: 0.3)
        world.stage.engine.advance(by: 0.35)
        let clip = try #require(world.clip)
        // p = 195 / 390 = 0.5: scale 1 − 0.5·0.5 = 0.75, the grabbed point under the finger.
        #expect(close(clip.presentation.transform.a, 0.75, 1e-9))
        let grabbed = world.detail.view.convert(Point(x: 5, y: 422), to: nil, using: .presentation)
        #expect(close(grabbed, Point(x: 200, y: 422)), "\(grabbed)")
        world.stage.engine.advance(by: 2)
        // Released at rest 195 pt right (past 100 pt): the zoom-out finishes into the cell.
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        #expect(world.providerEvents == ["cellA", "cellA"])
        #expect(!world.cellA.isHidden)
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2k_aShortEdgeSwipeCancelsTheZoomOut() {
        let world = Self.shown()
        world.touches.edgePan(from: .left, distance: 60, duration: 0.3, hold: 0.3)
        world.stage.engine.advance(by: 3)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(world.detail.view.frame == Rect(0, 0, 390, 844))
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["detail"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2i_zoomsNestTwoLevelsDeepAndDragBackOneAtATime() {
        let world = Self.shown()
        let more = ViewController(name: "more")
        let badge = View(frame: Rect(300, 60, 60, 60), name: "badge")
        world.detail.view.addSubview(badge)
        more.preferredTransition = .zoom { _ in badge }
        world.navigation.pushViewController(more, animated: true)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail", "more"])
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(!badge.isHidden)
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid"])
        #expect(world.navigation.transitionView.subviews.map(\.displayName) == ["grid"])
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2i_theReleaseVelocityCarriesIntoTheSpring() {
        // 800 pt/s down while 200 pt of the way is left upwards: −800·200 / 200² = −4 per second.
        #expect(ZoomInteraction.springVelocity(Point(x: 0, y: 800), from: Point(x: 195, y: 400), to: Point(x: 195, y: 200)) == -4)
        // (300, 400) pt/s along a 3-4-5 way of 50 pt: (300·30 + 400·40) / 2500 = 10 per second.
        #expect(ZoomInteraction.springVelocity(Point(x: 300, y: 400), from: .zero, to: Point(x: 30, y: 40)) == 10)
        // Capped at 20 per second; none when already there.
        #expect(ZoomInteraction.springVelocity(Point(x: 0, y: 5000), from: .zero, to: Point(x: 0, y: 10)) == 20)
        #expect(ZoomInteraction.springVelocity(Point(x: 0, y: 5000), from: .zero, to: Point(x: 0, y: 0.5)) == 0)
    }

    @Test func t11_2a_aModalThatPrefersCrossDissolveFadesInAndOut() {
        let world = World()
        world.detail.modalPresentationStyle = .fullScreen
        world.detail.preferredTransition = .crossDissolve
        var done = 0
        world.grid.present(world.detail, animated: true) { done += 1 }
        world.stage.engine.advance(by: 0.25)
        // Half of UIKit's 0.5 s modal animation on the ease-in-ease-out curve, symmetric about its middle.
        #expect(close(world.detail.view.presentation.alpha, 0.5, 1e-6))
        #expect(world.detail.view.presentation.frame == Rect(0, 0, 390, 844))
        world.stage.engine.advance(by: 1)
        #expect(done == 1)
        world.detail.dismiss(animated: true) { done += 1 }
        world.stage.engine.advance(by: 0.25)
        #expect(close(world.detail.view.presentation.alpha, 0.5, 1e-6))
        world.stage.engine.advance(by: 1)
        #expect(done == 2 && world.detail.view.window == nil && world.detail.view.alpha == 1)
        #expect(world.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_2j_anOverFullScreenZoomKeepsThePresenterAndDragsBack() {
        let world = World()
        world.detail.modalPresentationStyle = .overFullScreen
        world.grid.present(world.detail, animated: true)
        world.stage.engine.advance(by: 2)
        #expect(world.grid.view.window != nil)  // T1.10: the presenter's view stays
        world.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.3, hold: 0.1)
        world.stage.engine.advance(by: 0.35)
        #expect(world.cellA.isHidden && world.clip != nil)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.presentedViewController == nil && world.detail.view.window == nil)
        #expect(!world.cellA.isHidden)
        // T3.5: the presenter gets no appearance calls for an .overFullScreen presentation.
        #expect(world.stage.lifecycle(since: 0, ["grid"]).allSatisfy { !$0.contains("Disappear") })
        #expect(world.stage.engine.diagnostics.isEmpty)
    }
}

extension View {
    /// The first view named `name` in this view's tree (depth first).
    func descendant(named name: String) -> View? {
        if self.name == name { return self }
        for subview in subviews { if let found = subview.descendant(named: name) { return found } }
        return nil
    }
}
