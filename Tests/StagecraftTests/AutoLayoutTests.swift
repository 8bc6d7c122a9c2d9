import Testing
@testable import Stagecraft

/// Auto Layout on views (T12.2). Every expected frame is worked out by hand from the constraints in
/// the test (the arithmetic is in the comments); no expected value is read back from the engine.
@Suite struct AutoLayoutTests {
    /// A 390×844 root (translating its frame, as a controller's view does) and an engine.
    func stage() -> (Engine, View) {
        (Engine(), View(frame: Rect(0, 0, 390, 844), name: "root"))
    }

    func constrained(_ name: String, in parent: View) -> View {
        let view = View(frame: .zero, name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// Equal to a billionth: frames go through center and bounds, which rounds thirds.
    func closeRect(_ a: Rect, _ b: Rect) -> Bool {
        close(a.minX, b.minX, 1e-9) && close(a.minY, b.minY, 1e-9) && close(a.width, b.width, 1e-9) && close(a.height, b.height, 1e-9)
    }

    func kinds(_ engine: Engine) -> [Diagnostic.Kind] { engine.diagnostics.map(\.kind) }

    @Test func t12_2_edgesPinnedToTheSuperviewWithConstants() {
        let (engine, root) = stage()
        let card = constrained("card", in: root)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        #expect(card.frame == .zero)  // nothing moves before a layout pass (LY1.2)
        root.layoutIfNeeded()
        #expect(card.frame == Rect(16, 100, 390 - 32, 200))
        #expect(root.constraints.count == 3 && card.constraints.count == 1)  // installed on the common ancestor
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_centersAndMultipliers() {
        let (engine, root) = stage()
        let box = constrained("box", in: root)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),  // 195
            box.heightAnchor.constraint(equalToConstant: 100),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),  // 195 − 97.5
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -22),  // 422 − 22 − 50
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(97.5, 350, 195, 100))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_constraintsBetweenCousinsUseTheCommonAncestorsCoordinates() {
        // panel (translating) at (10, 20) holds inner at (5, 5) 50×50, i.e. (15, 25)–(65, 75) in root;
        // tag, a child of root, sits right of inner's trailing edge and 10 below its bottom.
        let (engine, root) = stage()
        let panel = View(frame: Rect(10, 20, 100, 100), name: "panel")
        root.addSubview(panel)
        let inner = constrained("inner", in: panel)
        let tag = constrained("tag", in: root)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalTo: inner.widthAnchor),
            tag.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            tag.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 10),
            tag.widthAnchor.constraint(equalToConstant: 30),
            tag.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == Rect(5, 5, 50, 50))
        #expect(tag.frame == Rect(65, 85, 30, 30))
        #expect(root.constraints.count == 2 + 0 && engine.diagnostics.isEmpty, "\(root.constraints) \(engine.diagnostics)")
        // Moving the translating panel moves the cousin on the next pass: 65 + 40.
        panel.frame = Rect(50, 20, 100, 100)
        root.layoutIfNeeded()
        #expect(tag.frame == Rect(105, 85, 30, 30))
    }

    @Test func t12_2_optionalConstraintsYieldByPriorityInEitherOrder() {
        for requiredFirst in [true, false] {
            let (engine, root) = stage()
            let card = constrained("card", in: root)
            let wish = card.widthAnchor.constraint(equalToConstant: 300)
            wish.priority = 750
            let cap = card.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
            let weak = card.widthAnchor.constraint(lessThanOrEqualToConstant: 250)
            weak.priority = 250
            let place = [card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
                         card.heightAnchor.constraint(equalToConstant: 10)]
            LayoutConstraint.activate(place + (requiredFirst ? [cap, wish, weak] : [weak, wish, cap]))
            root.layoutIfNeeded()
            #expect(card.frame.width == 200)  // the cap is required; 300 @750 comes as close as it can
            cap.isActive = false
            root.layoutIfNeeded()
            #expect(card.frame.width == 300)  // = 300 @750 beats ≤ 250 @250
            wish.priority = 100  // optional to optional: allowed on an active constraint
            root.layoutIfNeeded()
            #expect(card.frame.width == 250)  // ≤ 250 @250 is met first, then 300 @100 as nearly as it can
            #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        }
    }

    /// T12.2b/T12.2f with LY1.2: a translating view whose size changes (a window resized, without a
    /// rotation) needs layout, and the pass at the end of the turn solves again with its new frame,
    /// as layoutIfNeeded does: a card 16 pt from the sides of a 390-pt root is 358 wide, and after
    /// the root grows to 844 it is 844 − 32 = 812, without anyone asking for layout.
    @Test func t12_2f_aTranslatingViewsNewSizeIsSolvedAtTheEndOfTheTurn() {
        let (engine, root) = stage()
        let card = constrained("card", in: root)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == Rect(16, 100, 358, 200))
        root.frame = Rect(0, 0, 844, 390)
        #expect(card.frame == Rect(16, 100, 358, 200))  // not at once (LY1.2)
        engine.advance(by: 0)
        #expect(card.frame == Rect(16, 100, 812, 200))
        root.frame = Rect(0, 0, 390, 844)  // and back
        engine.advance(by: 0)
        #expect(card.frame == Rect(16, 100, 358, 200))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_aConstantChangeAppliesAtTheNextPass() {
        let (engine, root) = stage()
        let card = constrained("card", in: root)
        let height = card.heightAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([height, card.topAnchor.constraint(equalTo: root.topAnchor),
                                   card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.widthAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        height.constant = 400
        #expect(card.frame.height == 200)  // not at once
        engine.advance(by: 0)  // the end of the run-loop turn: the deferred pass
        #expect(card.frame.height == 400)
        height.constant = 50
        root.layoutIfNeeded()
        #expect(card.frame.height == 50)
        height.isActive = false
        #expect(!height.isActive && card.constraints.count == 1)  // the width is left
        // Without a height the card's height is open: reported once as ambiguous.
        root.layoutIfNeeded()
        #expect(kinds(engine) == [.ambiguousLayout], "\(engine.diagnostics)")
        #expect(engine.diagnostics.first?.message.contains("height") == true)
        #expect(card.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(kinds(engine) == [.ambiguousLayout])  // not repeated
        height.isActive = true
        #expect(!card.hasAmbiguousLayout)
    }

    @Test func t12_2_unsatisfiableConstraintsAreReportedAsUIKitDoesAndOneIsBroken() {
        let (engine, root) = stage()
        let card = constrained("card", in: root)
        let narrow = card.widthAnchor.constraint(equalToConstant: 100)
        let wide = card.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
                                   card.heightAnchor.constraint(equalToConstant: 10), narrow, wide])
        root.layoutIfNeeded()
        #expect(card.frame.width == 100)
        #expect(wide.isActive)  // broken, still active, as in UIKit
        #expect(kinds(engine) == [.unsatisfiableConstraints])
        let message = engine.diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("\"<NSLayoutConstraint card.width == 100   (active)>\""))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint\n<NSLayoutConstraint card.width == 200   (active)>"))
        // The conflict goes: the broken one is satisfied again.
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(card.frame.width == 200)
        #expect(engine.diagnostics.count == 1)
        // A constant that makes it contradict again breaks it again (reported again: a new conflict).
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(engine.diagnostics.count == 2 && card.frame.width == 200)
    }

    @Test func t12_2_aTranslatingViewsFrameIsRequiredLikeUIKitsAutoresizingConstraints() {
        // The classic mistake: constraints on a view that still translates its frame.
        let (engine, root) = stage()
        let card = View(frame: Rect(0, 0, 50, 50), name: "card")
        root.addSubview(card)
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(card.frame == Rect(0, 0, 50, 50))  // the frame wins
        #expect(kinds(engine) == [.unsatisfiableConstraints])
        let message = engine.diagnostics.first?.message ?? ""
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& card.minX == 0"), "\(message)")
        #expect(message.contains("breaking constraint\n<NSLayoutConstraint card.leading == root.leading + 20   (active)>"), "\(message)")
        // Turning translation off lets the constraint place it (the rest of its frame then is open).
        card.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([card.topAnchor.constraint(equalTo: root.topAnchor), card.widthAnchor.constraint(equalToConstant: 50),
                                   card.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(card.frame == Rect(20, 0, 50, 50))
        #expect(kinds(engine) == [.unsatisfiableConstraints])
    }

    @Test func t12_2_noCommonAncestorCannotBeActivated() {
        let (engine, root) = stage()
        let stranger = View(frame: Rect(0, 0, 10, 10), name: "stranger")
        let constraint = stranger.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(kinds(engine) == [.autoLayoutMisuse])
        #expect(engine.diagnostics.first?.message.hasPrefix("Unable to activate constraint with anchors stranger.leading and root.leading because they have no common ancestor.") == true)
        if case .success = constraint.activationTarget() { Issue.record("a target was found") }
    }

    @Test func t12_2_removingAViewRemovesTheConstraintsThatReachIntoIt() {
        let (_, root) = stage()
        let card = constrained("card", in: root)
        let pin = card.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = card.widthAnchor.constraint(equalToConstant: 80)
        let badge = constrained("badge", in: card)
        let inside = badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4)
        LayoutConstraint.activate([pin, width, inside])
        card.removeFromSuperview()
        #expect(!pin.isActive && root.constraints.isEmpty)
        #expect(width.isActive && inside.isActive && card.constraints.count == 2)
        // Back in a tree, what stayed still works.
        root.addSubview(card)
        LayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30), card.topAnchor.constraint(equalTo: root.topAnchor),
                                   card.heightAnchor.constraint(equalToConstant: 80), badge.topAnchor.constraint(equalTo: card.topAnchor),
                                   badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(card.frame == Rect(30, 0, 80, 80) && badge.frame == Rect(4, 0, 10, 10))
    }

    @Test func t12_2_safeAreaAndMarginsGuides() {
        // iPhone 15: 393×852, safe area 59 top, 34 bottom. Margins: 8 plus the safe area.
        let engine = Engine()
        let window = Window()
        let screen = ViewController(name: "screen")
        window.rootViewController = screen
        window.use(.iPhone15)
        let root = screen.view
        let content = constrained("content", in: root)
        let note = constrained("note", in: root)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            note.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            note.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            note.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == Rect(0, 59, 393, 852 - 59 - 34))
        #expect(note.frame == Rect(8, 59 + 8, 393 - 16, 44))
        // A rotation moves the insets (59 left and right, 21 bottom, none on top): the guides follow.
        window.rotate(to: .landscapeLeft, animated: false)
        window.layoutIfNeeded()
        #expect(content.frame == Rect(59, 0, 852 - 118, 393 - 21))
        #expect(note.frame == Rect(59 + 8, 8, 852 - 118 - 16, 44))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_aViewPinnedToTheKeyboardGuideMovesWithTheKeyboard() {
        // iPhone 15 (852 tall, 34 bottom inset): with no keyboard the guide's top is the safe area's
        // bottom, 818; a 300-point keyboard puts it at 552, in the keyboard's own animation block.
        let engine = Engine()
        let window = Window()
        let screen = ViewController(name: "screen")
        window.rootViewController = screen
        window.use(.iPhone15)
        let root = screen.view
        let bar = constrained("bar", in: root)
        LayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == Rect(0, 818 - 50, 393, 50))
        window.showKeyboard(height: 300)
        #expect(bar.frame == Rect(0, 552 - 50, 393, 50))  // the model at once
        #expect(bar.animatingKeys.contains(.center))  // moving with the keyboard
        engine.advance(by: 2)
        #expect(bar.presentation.frame == Rect(0, 502, 393, 50))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_labelsAndImagesHaveAnIntrinsicSize() {
        // "Hello" at 17 pt: 5 × 0.55 × 17 = 46.75 → 47 (a third of a point up); 17 × 1.193359375 =
        // 20.287 → 61/3 (UncertainRules.labelLineHeightPerPoint).
        let (engine, root) = stage()
        let label = Label(text: "Hello", name: "label")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let image = ImageView(imageName: "star", name: "image")
        image.imageSize = Size(width: 120, height: 80)
        image.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(image)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            image.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10), image.topAnchor.constraint(equalTo: label.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(closeRect(label.frame, Rect(10, 10, 47, 61.0 / 3)), "\(label.frame)")
        #expect(image.frame == Rect(67, 10, 120, 80))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        // New text, new size: "Hello, world" is 11 characters and a space: (11 × 0.55 + 0.25) × 17 = 107.1 → 322/3.
        label.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(close(label.frame.width, 322.0 / 3, 1e-9) && close(image.frame.minX, 10 + 322.0 / 3 + 10, 1e-9), "\(label.frame) \(image.frame)")
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_huggingAndCompressionResistanceAgainstOtherPriorities() {
        let (_, root) = stage()
        let label = Label(text: "Hello", name: "label")  // 47 wide
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let stretch = label.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100)
        stretch.priority = 500
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor), stretch])
        root.layoutIfNeeded()
        #expect(label.frame.width == 100)  // 500 beats hugging at 250
        label.setContentHuggingPriority(750, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 47)  // hugging at 750 beats 500
        stretch.constant = 20  // now squeezing: compression resistance 750 beats 500
        root.layoutIfNeeded()
        #expect(label.frame.width == 47)
        label.setContentCompressionResistancePriority(250, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 20)
    }

    @Test func t12_2_systemLayoutSizeFittingMeasuresTheContent() {
        // A container with a label inset by 10 on every side: compressed, 47 + 20 by 61/3 + 20;
        // with the width required at 300, 300 by the same height.
        let container = View(frame: .zero, name: "container")
        let label = Label(text: "Hello", name: "label")
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        let compressed = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(compressed.width - 67) < 1e-9 && abs(compressed.height - (61.0 / 3 + 20)) < 1e-9, "\(compressed)")
        let fixedWidth = container.systemLayoutSizeFitting(Size(width: 300, height: 0), withHorizontalFittingPriority: 1000, verticalFittingPriority: 50)
        #expect(abs(fixedWidth.width - 300) < 1e-9 && abs(fixedWidth.height - (61.0 / 3 + 20)) < 1e-9, "\(fixedWidth)")
        #expect(container.frame == .zero)  // measuring moves nothing
    }

    @Test func t12_2_updateConstraintsRunsBeforeTheSolveSubviewsFirst() {
        final class Tracked: View {
            var order: [String] = []
            var log: (String) -> Void = { _ in }
            var made = false
            override func updateConstraints() {
                log(displayName)
                if !made, let superview {
                    made = true
                    LayoutConstraint.activate([leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 12),
                                               topAnchor.constraint(equalTo: superview.topAnchor), widthAnchor.constraint(equalToConstant: 5),
                                               heightAnchor.constraint(equalToConstant: 5)])
                }
                super.updateConstraints()
            }
        }
        let (_, root) = stage()
        var order: [String] = []
        let outer = Tracked(frame: .zero, name: "outer"), inner = Tracked(frame: .zero, name: "inner")
        outer.log = { order.append($0) }
        inner.log = { order.append($0) }
        for view in [outer, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(outer)
        outer.addSubview(inner)
        inner.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(order == ["inner", "outer"])
        #expect(outer.frame == Rect(12, 0, 5, 5) && inner.frame == Rect(12, 0, 5, 5))
        root.layoutIfNeeded()
        #expect(order == ["inner", "outer"])  // only when asked
    }

    @Test func t12_2_badValuesAreRefusedNotTrapped() {
        let (engine, root) = stage()
        let card = constrained("card", in: root)
        let width = card.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.constant = .nan
        #expect(width.constant == 10)
        width.priority = 0
        width.priority = 1001
        #expect(width.priority == 1000)
        width.priority = 999  // required → optional on an active constraint: UIKit raises
        #expect(width.priority == 1000)
        #expect(kinds(engine) == [.autoLayoutMisuse, .autoLayoutMisuse, .autoLayoutMisuse, .autoLayoutMisuse])
        #expect(LayoutConstraint(item: card, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5) == nil)
        #expect(LayoutConstraint(item: card, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .top) == nil)
        #expect(LayoutConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: .infinity) == nil)
        // Huge numbers: up to 1e12 they are solved exactly, beyond it refused (the solver's tolerance).
        width.constant = 1e12
        root.layoutIfNeeded()
        #expect(card.frame.width == 1e12)
        width.constant = 1.000001e12
        let misuses = { engine.diagnostics.filter { $0.kind == .autoLayoutMisuse }.count }
        #expect(width.constant == 1e12 && misuses() == 5)
        let made = card.widthAnchor.constraint(equalToConstant: -2e12)
        #expect(made.constant == 0 && misuses() == 6)
    }
}
