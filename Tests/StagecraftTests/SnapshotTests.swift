import Testing
@testable import Stagecraft

/// `snapshotView(afterScreenUpdates:)` (T10.4).
@Suite struct SnapshotTests {
    /// window → holder at (10, 10) → card at (40, 60), 100 × 80, with a label and a badge.
    func scene() -> (window: Window, holder: View, card: View, title: Label) {
        let window = Window()
        let holder = View(frame: Rect(10, 10, 300, 300), name: "holder")
        let card = View(frame: Rect(40, 60, 100, 80), name: "card")
        card.backgroundColor = .red
        card.cornerRadius = 12
        card.clipsToBounds = true
        let title = Label(frame: Rect(8, 8, 84, 20), text: "Pizza", name: "title")
        title.textColor = .blue
        title.fontSize = 20
        let badge = View(frame: Rect(70, 50, 20, 20), name: "badge")
        badge.tag = 4
        badge.isHidden = true
        window.addSubview(holder)
        holder.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        return (window, holder, card, title)
    }

    @Test func t10_4_copiesPresentationValuesMidAnimation() throws {
        let engine = Engine()
        let (window, _, card, _) = scene()
        View.animate(withDuration: 1, options: .curveLinear, animations: { card.alpha = 0 })
        engine.advance(by: 0.5)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(abs(snapshot.alpha - 0.5) < 1e-9)
        #expect(abs(snapshot.presentation.alpha - 0.5) < 1e-9)
        #expect(snapshot.animatingKeys.isEmpty)
        engine.advance(by: 1)
        #expect(card.presentation.alpha == 0)
        #expect(abs(snapshot.presentation.alpha - 0.5) < 1e-9)  // static: the animation went on without it
        #expect(snapshot.superview == nil && snapshot.window == nil && window.allViews.count == 5)
    }

    @Test func t10_4_afterScreenUpdatesCopiesWhatWasSet() throws {
        let engine = Engine()
        let (_, _, card, _) = scene()
        View.animate(withDuration: 1, options: .curveLinear, animations: { card.alpha = 0 })
        engine.advance(by: 0.5)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.alpha == 0)
    }

    @Test func t10_4_theRootSitsAtTheOriginWithTheSourcesSize() throws {
        let (_, _, card, _) = scene()
        card.transform = AffineTransform(rotationAngle: 0.5)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.name == "snapshot of card")
        #expect(snapshot.bounds == Rect(0, 0, 100, 80))
        #expect(snapshot.frame == Rect(0, 0, 100, 80))
        #expect(snapshot.transform.isIdentity)
        #expect(snapshot.backgroundColor == .red && snapshot.cornerRadius == 12 && snapshot.clipsToBounds)
    }

    @Test func t10_4_copiesTheSubtreeWithEachKindsContent() throws {
        let (_, _, card, title) = scene()
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.subviews.map(\.name) == ["title", "badge"])
        let copy = try #require(snapshot.subviews[0] as? Label)
        #expect(copy !== title)
        #expect(copy.text == "Pizza" && copy.textColor == .blue && copy.fontSize == 20)
        #expect(copy.frame == Rect(8, 8, 84, 20))
        let badge = snapshot.subviews[1]
        #expect(badge.isHidden && badge.tag == 4 && badge.frame == Rect(70, 50, 20, 20))
        #expect(type(of: badge) == View.self)
    }

    @Test func t10_4_theSnapshotIsNotConnectedToTheSource() throws {
        let (_, _, card, title) = scene()
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        card.backgroundColor = .green
        card.frame = Rect(0, 0, 10, 10)
        title.text = "Changed"
        card.addSubview(View(name: "late"))
        #expect(snapshot.backgroundColor == .red && snapshot.bounds.size == Size(100, 80))
        #expect((snapshot.subviews[0] as? Label)?.text == "Pizza")
        #expect(snapshot.subviews.count == 2)
        snapshot.subviews[0].removeFromSuperview()
        #expect(card.subviews.count == 3 && title.superview === card)
    }

    @Test func t10_4_isPlacedWithConvertFromTheSource() throws {
        let (window, holder, card, _) = scene()
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        // The card's bounds, seen from the window: holder at (10, 10) + card at (40, 60).
        let frame = window.convert(card.bounds, from: card)
        #expect(frame == Rect(50, 70, 100, 80))
        snapshot.frame = frame
        window.addSubview(snapshot)
        holder.isHidden = true
        #expect(snapshot.convert(Point(8, 8), to: nil) == card.convert(Point(8, 8), to: nil))
        #expect(window.hitTest(Point(60, 80)) === snapshot)
    }

    @Test func t10_4_aScrolledSourceShowsTheSameContent() throws {
        let (window, _, card, title) = scene()
        card.bounds = Rect(0, 5, 100, 80)  // content scrolled up by 5
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == Rect(0, 0, 100, 80))
        snapshot.frame = window.convert(card.bounds, from: card)
        window.addSubview(snapshot)
        // The title shows at the card's (50, 70) + (8, 8 − 5), in the original and in the copy.
        #expect(title.convert(Point.zero, to: nil) == Point(58, 73))
        #expect(snapshot.subviews[0].convert(Point.zero, to: nil) == Point(58, 73))
    }

    @Test func t10_4_aHiddenSourceRendersNothing() throws {
        let (_, _, card, _) = scene()
        card.isHidden = true
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == Rect(0, 0, 100, 80))
        #expect(snapshot.subviews.isEmpty && snapshot.backgroundColor == nil && !snapshot.isHidden)
    }

    @Test func t10_4_aScrolledListCopiesAsPlainViewsWithItsContent() throws {
        let window = Window()
        let list = ListView(frame: Rect(0, 50, 390, 300), rowHeight: 84, rows: ["star", "heart", "bolt", "leaf", "flame"])
        window.addSubview(list)
        list.contentOffset = Point(0, 100)
        let snapshot = try #require(list.snapshotView(afterScreenUpdates: false))
        #expect(type(of: snapshot) == View.self && snapshot.clipsToBounds)
        #expect(snapshot.bounds == Rect(0, 100, 390, 300))  // the scroll position is kept
        let cell = snapshot.subviews[2]
        #expect(type(of: cell) == View.self && cell.name == "row 2")
        let image = try #require(cell.subviews.first?.subviews.first as? ImageView)
        #expect(image.imageName == "bolt")
        // Row 2's image is at (20, 168 + 20 − 100) of the snapshot's frame, as it was in the list's.
        snapshot.frame = window.convert(list.bounds, from: list)
        window.addSubview(snapshot)
        #expect(image.convert(image.bounds, to: nil) == Rect(20, 138, 44, 44))
        #expect(image.convert(image.bounds, to: nil) == list.cells[2].imageView.convert(Rect(0, 0, 44, 44), to: nil))
    }

    /// A custom kind that copies its own content.
    final class Badge: View {
        var count = 0
        override func makeSnapshotCopy() -> View {
            let copy = Badge()
            copy.count = count
            return copy
        }
    }

    /// A broken override that hands back the live view.
    final class SelfCopier: View {
        override func makeSnapshotCopy() -> View { self }
    }

    @Test func subclassesCopyTheirContentAndBrokenCopiesAreReplaced() throws {
        let engine = Engine()
        let root = View(frame: Rect(0, 0, 50, 50))
        let badge = Badge(frame: Rect(1, 2, 3, 4))
        badge.count = 9
        let broken = SelfCopier(frame: Rect(5, 5, 5, 5))
        root.addSubview(badge)
        root.addSubview(broken)
        let snapshot = try #require(root.snapshotView(afterScreenUpdates: false))
        #expect((snapshot.subviews[0] as? Badge)?.count == 9)
        #expect(type(of: snapshot.subviews[1]) == View.self && snapshot.subviews[1].frame == Rect(5, 5, 5, 5))
        #expect(broken.superview === root && root.subviews.count == 2)
        #expect(engine.diagnostics.map(\.kind) == [.hierarchyMisuse])
    }
}
