import Testing
@testable import Stagecraft

/// `dump(presentation:)`: the text tree, compared verbatim with hand-written expectations.
@Suite struct ViewDumpTests {
    func scene() -> (window: Window, card: View) {
        let window = Window(bounds: Size(200, 300))
        let card = View(frame: Rect(10, 20, 100, 50), name: "card")
        card.alpha = 0.5
        card.backgroundColor = .red
        card.cornerRadius = 8
        card.clipsToBounds = true
        let title = Label(frame: Rect(5, 5, 90, 20), text: "Hi \"there\"", name: "title")
        let icon = ImageView(frame: Rect(0, 0, 10, 10), imageName: "star")
        icon.tag = 3
        icon.isHidden = true
        let spinner = View(frame: Rect(40, 40, 20, 20), name: "spinner")
        spinner.transform = AffineTransform(rotationAngle: .pi / 2)
        window.addSubview(card)
        card.addSubview(title)
        card.addSubview(icon)
        window.addSubview(spinner)
        return (window, card)
    }

    @Test func dumpsOneViewPerLineWithWhatDiffersFromTheDefaults() {
        let (window, _) = scene()
        let expected = """
            Window "window" (0, 0, 200, 300)
              View "card" (10, 20, 100, 50) alpha=0.5 background=#FF0000 cornerRadius=8 clips
                Label "title" (5, 5, 90, 20) text="Hi \\"there\\""
                ImageView tag=3 (0, 0, 10, 10) hidden image="star"
              View "spinner" (40, 40, 20, 20) transform=[0, 1, -1, 0, 0, 0]
            """
        #expect(window.dump() == expected)
    }

    @Test func presentationDumpsShowTheScreenMidAnimation() {
        let engine = Engine()
        let (_, card) = scene()
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            card.alpha = 1
            card.center = Point(160, 45)
        })
        engine.advance(by: 0.5)
        // alpha 0.5 → 1 and center (60, 45) → (160, 45), halfway.
        #expect(card.dumpLine(presentation: true) == #"View "card" (60, 20, 100, 50) alpha=0.75 background=#FF0000 cornerRadius=8 clips"#)
        #expect(card.dumpLine() == #"View "card" (110, 20, 100, 50) background=#FF0000 cornerRadius=8 clips"#)
    }

    @Test func listsShowTheirScrollOffsetAndCells() {
        let list = ListView(frame: Rect(0, 0, 100, 88), rowHeight: 44, rows: ["a", "b"], name: "list")
        list.contentOffset = Point(0, 10)
        let expected = """
            List "list" (0, 0, 100, 88) boundsOrigin=(0, 10) clips rows=2
              Cell "row 0" (0, 0, 100, 44)
                View "content" (0, 0, 100, 44)
                  ImageView "image" (20, 8, 28, 28) image="a"
                  Label "label" (68, 0, 12, 44) text="a"
              Cell "row 1" (0, 44, 100, 44)
                View "content" (0, 0, 100, 44)
                  ImageView "image" (20, 8, 28, 28) image="b"
                  Label "label" (68, 0, 12, 44) text="b"
            """
        #expect(list.dump() == expected)
    }

    @Test func kindDetailsAndAnchors() {
        let label = Label(frame: Rect(0, 0, 10, 10), text: "x")
        label.textColor = .blue
        label.fontSize = 12.5
        label.textAlignment = .center
        label.anchorPoint = Point(0, 0)
        #expect(label.dumpLine() == #"Label (5, 5, 10, 10) anchor=(0, 0) text="x" textColor=#0000FF fontSize=12.5 align=center"#)
        let grid = CollectionView(frame: Rect(0, 0, 120, 50), itemSize: Size(50, 50), items: ["p"])
        #expect(grid.dumpLine() == "Collection (0, 0, 120, 50) clips items=1 columns=2")
    }
}
