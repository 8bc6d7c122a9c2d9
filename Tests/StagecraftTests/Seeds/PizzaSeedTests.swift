import Testing
@testable import Stagecraft

/// Seed S2 ported (PizzaSeed.swift): the two-phase push with mirrored views and chained property
/// animators, and the part-1 pop that animates nothing.
///
/// Geometry by hand. The grid sits at y = 88 and is scrolled by 40; item 3 is in column 1, row 1:
/// x = 20 + (165 + 20) = 205, y = 20 + (200 + 20) = 240 in the content, so its cell is at
/// (205, 88 + 240 − 40 = 288, 165, 200) in the container, centre (287.5, 388), and its image (the tile
/// above a 24 pt label strip) at (205, 288, 165, 176), centre (287.5, 376). The detail's image is
/// (45, 50, 300, 300) in a header at y = 100: (45, 150, 300, 300), centre (195, 300).
///
/// Timing: 1.5 s split into 0.5 s (animator 1: a critically damped spring settling at 0.5 s, scale
/// 1 → 0.9) then 1 s (animator 2: ease-in-out, to full screen and half a turn).
@Suite struct PizzaSeedTests {
    typealias Seed = PizzaSeed

    func stage() -> (Stage, NavigationController, Seed.PizzaViewController) {
        let list = Seed.PizzaViewController(name: "pizzas")
        let navigation = NavigationController(rootViewController: list)
        let stage = Stage(root: navigation)
        list.collectionView.contentOffset = Point(0, 40)
        return (stage, navigation, list)
    }

    @Test func s2_pushScalesThenMovesAndTurnsTheMirroredViews() throws {
        let (stage, navigation, list) = stage()
        #expect(navigation.delegate === list)  // set in viewDidLoad
        let container = navigation.transitionView
        let mark = stage.mark
        list.collectionView(didSelectItemAt: 3)
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        let detail = try #require(navigation.topViewController as? Seed.PizzaDetailViewController)

        // The mirrors, on top of both controllers' views; the real views hidden as the article says.
        #expect(container.subviews.count == 4)
        let background = container.subviews[2]
        let pizza = try #require(container.subviews[3] as? ImageView)
        #expect(identical(Array(container.subviews[0...1]), [list.view, detail.view]))
        // Its model transform is already 0.9 (animator 1 ran its block on start, T8.2), so its
        // frame is the scaled box (T10.3): check centre and bounds, set from the converted cell frame.
        #expect(background.center == Point(287.5, 388) && background.bounds.size == Size(165, 200))
        #expect(background.transform == AffineTransform(scaleX: 0.9, y: 0.9) && background.cornerRadius == 16)
        #expect(background.backgroundColor == list.collectionView.cells[3].contentView.backgroundColor)
        #expect(pizza.frame == Rect(205, 288, 165, 176) && pizza.imageName == "quattro formaggi")
        #expect(list.collectionView.isHidden && detail.view.isHidden && !list.view.isHidden)

        // Part 1: the spring scales the background about its centre.
        stage.engine.advance(to: 0.25)
        let scale = 1 - 0.1 * SeedReference.springProgress(0.25, duration: 0.5, dampingRatio: 1)
        #expect(close(background.presentation.transform, AffineTransform(scaleX: scale, y: scale), 1e-4))
        #expect(background.presentation.center == Point(287.5, 388))
        #expect(pizza.presentation.frame == Rect(205, 288, 165, 176))
        stage.engine.advance(to: 0.45)
        let later = 1 - 0.1 * SeedReference.springProgress(0.45, duration: 0.5, dampingRatio: 1)
        #expect(close(background.presentation.transform.a, later, 1e-4))

        // Part 2, from 0.5 s: the background's frame goes to the screen while it is scaled 0.9, so its
        // bounds go to the screen's size / 0.9 (L1.10) and the scaled box ends on the screen; the pizza
        // turns and moves into the detail's image frame.
        stage.engine.advance(to: 1.1)
        let e = Reference.easeInOut(0.6)
        #expect(close(background.presentation.transform, AffineTransform(scaleX: 0.9, y: 0.9)))
        #expect(close(background.presentation.center, Point(Reference.lerp(287.5, 195, e), Reference.lerp(388, 422, e))))
        #expect(close(background.presentation.bounds.size.width, Reference.lerp(165, 390 / 0.9, e), pointTolerance))
        #expect(close(background.presentation.bounds.size.height, Reference.lerp(200, 844 / 0.9, e), pointTolerance))
        #expect(close(pizza.presentation.transform, AffineTransform(rotationAngle: .pi * e), 1e-4))
        #expect(close(pizza.presentation.center, Point(Reference.lerp(287.5, 195, e), Reference.lerp(376, 300, e))))
        #expect(close(pizza.presentation.bounds.size.width, Reference.lerp(165, 300, e), pointTolerance))
        #expect(close(pizza.presentation.bounds.size.height, Reference.lerp(176, 300, e), pointTolerance))
        #expect(container.subviews.count == 4 && detail.view.isHidden)

        stage.engine.advance(to: 1.6)
        #expect(identical(container.subviews, [detail.view]))  // mirrors removed; the system removed the list (T9.3)
        #expect(!list.collectionView.isHidden && !detail.view.isHidden)
        #expect(background.transform == AffineTransform(scaleX: 0.9, y: 0.9) && background.center == Point(195, 422))
        #expect(close(background.frame, Rect(0, 0, 390, 844)))  // the screen, as the article meant
        #expect(navigation.viewControllers.map(\.name) == ["pizzas", "detail"])

        let completed = stage.engine.events[mark...].filter { $0.name == "completeTransition" }
        #expect(completed.map(\.detail) == ["completed=true"] && completed.first.map { close($0.time, 1.5) } == true)
        #expect(stage.lifecycle(since: mark, ["pizzas", "detail"]) == [  // T3.1
            "pizzas.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing",
            "pizzas.viewDidDisappear", "detail.viewDidAppear",
        ])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func s2_popAnimatesNothingAndCompletesAtOnce() {
        let (stage, navigation, list) = stage()
        list.collectionView(didSelectItemAt: 0)
        stage.engine.advance(to: 2)
        let detail = navigation.topViewController
        let mark = stage.mark
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        #expect(identical(navigation.transitionView.subviews, [list.view]))
        #expect(navigation.viewControllers.map(\.name) == ["pizzas"] && detail?.parent == nil)
        #expect(stage.count("pop(detail).completeTransition", since: mark) == 1)
        #expect(stage.lifecycle(since: mark, ["pizzas", "detail"]) == [
            "detail.viewWillDisappear", "pizzas.viewWillAppear", "pizzas.viewIsAppearing",
            "detail.viewDidDisappear", "pizzas.viewDidAppear",
        ])
        stage.engine.advance(to: 3)
        #expect(stage.count("pop(detail).completeTransition", since: mark) == 1)
        #expect(stage.engine.diagnostics.isEmpty)
    }
}
