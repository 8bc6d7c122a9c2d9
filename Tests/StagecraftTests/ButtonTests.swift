import Testing
@testable import Stagecraft

/// T12.6 (docs/controls.md): a button's titles and colours per state, its title label, and its
/// intrinsic content size. Sizes are worked out by hand from the label metrics
/// (UncertainRules.labelAdvancePerPoint 0.55 em a character, line height 1.193359375 em, rounded
/// up to a third of a point) and the button's 15-pt font and 6-pt padding.
@Suite struct ButtonTests {
    /// "Close" at 15 pt: 5 × 0.55 × 15 = 41.25 → 124/3; 1.193359375 × 15 = 17.9004 → 18.
    let closeTitle = Size(width: 124.0 / 3, height: 18)

    @Test func t12_6_aStateWithoutItsOwnTitleShowsTheNormalTitle() {
        let button = Button(type: .system)
        button.setTitle("Close", for: .normal)
        button.setTitle("Closing", for: .highlighted)
        #expect(button.title(for: .selected) == "Close")
        #expect(button.title(for: .highlighted) == "Closing")
        #expect(button.titleLabel.text == "Close")
        button.isHighlighted = true
        #expect(button.currentTitle == "Closing" && button.titleLabel.text == "Closing")
        button.isHighlighted = false
        button.setTitle(nil, for: .normal)
        #expect(button.currentTitle == nil && button.titleLabel.text == nil)
    }

    @Test func t12_6_titleColoursFallBackToNormalThenToTheTypesDefault() {
        let system = Button(type: .system)
        #expect(system.currentTitleColor == Color(hex: 0x007AFF))
        system.isEnabled = false
        #expect(system.currentTitleColor == Color(hex: 0x8E8E93))
        system.isEnabled = true
        system.isHighlighted = true
        #expect(system.currentTitleColor == Color(hex: 0x007AFF, alpha: 0.2))
        system.setTitleColor(.red, for: .normal)
        #expect(system.currentTitleColor == .red && system.titleLabel.textColor == .red, "highlighted falls back to normal's")
        system.setTitleColor(.green, for: .highlighted)
        #expect(system.titleLabel.textColor == .green)

        let custom = Button(type: .custom)
        #expect(custom.currentTitleColor == .white)
    }

    @Test func t12_6_intrinsicSizeIsTheTitlePlusSixPointsAboveAndBelow() {
        let button = Button(type: .system)
        button.setTitle("Close", for: .normal)
        #expect(button.intrinsicContentSize == Size(width: closeTitle.width, height: 30))
    }

    @Test func t12_6_nonZeroContentInsetsReplaceTheDefaultPadding() {
        let button = Button(type: .system)
        button.setTitle("Close", for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 0.01, left: 10, bottom: 0.01, right: 12)
        let size = button.intrinsicContentSize
        #expect(abs(size.width - (closeTitle.width + 22)) < 1e-9)
        #expect(abs(size.height - 18.02) < 1e-9)
    }

    @Test func t12_6_aButtonWithoutATitleHasTheEmptyButtonSize() {
        #expect(Button(type: .custom).intrinsicContentSize == Size(width: 30, height: 34))
        let button = Button(type: .system)
        button.setTitle("", for: .normal)
        #expect(button.intrinsicContentSize == Size(width: 30, height: 34))
    }

    @Test func t12_6_theTitleLabelSitsCentredInTheBounds() {
        let button = Button(type: .system, frame: Rect(0, 0, 200, 50))
        button.setTitle("Close", for: .normal)
        // (200 − 124/3) / 2 = 79.333…, (50 − 18) / 2 = 16.
        let frame = button.titleLabel.frame
        #expect(abs(frame.minX - (200 - closeTitle.width) / 2) < 1e-9 && frame.minY == 16)
        #expect(frame.size == closeTitle)
        #expect(!button.titleLabel.isUserInteractionEnabled, "the label never takes the button's touch")
    }

    @Test func t12_6_autoLayoutSizesTheButtonByItsTitle() {
        let root = View(frame: Rect(0, 0, 390, 844), name: "root")
        let button = Button(type: .system, name: "close")
        button.setTitle("Close", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        // Width 124/3, centred on 195; height 30 from y 100.
        let frame = button.frame
        #expect(abs(frame.minX - (195 - closeTitle.width / 2)) < 1e-9)
        #expect(frame.minY == 100 && abs(frame.width - closeTitle.width) < 1e-9 && frame.height == 30)
        // A longer title grows it on the next pass.
        button.setTitle("Close now", for: .normal)
        root.layoutIfNeeded()
        // "Close now": 8 characters and a space, (8 × 0.55 + 0.25) × 15 = 69.75 → 210/3 = 70.
        #expect(abs(button.frame.width - 70) < 1e-9)
    }

    @Test func t12_6_imagesPerStateFallBackToTheNormalImage() {
        let button = Button(type: .custom)
        button.setImage("star", for: .normal)
        button.setImage("star.fill", for: .highlighted)
        #expect(button.image(for: .selected) == "star" && button.imageView.imageName == "star")
        button.isHighlighted = true
        #expect(button.currentImage == "star.fill" && button.imageView.imageName == "star.fill")
        button.isHighlighted = false
        button.setImage(nil, for: .normal)
        #expect(button.currentImage == nil && button.imageView.imageName == nil)
    }

    @Test func t12_6_theImageSitsRightBeforeTheTitleAndBothAddToTheSize() {
        let button = Button(type: .system, frame: Rect(0, 0, 200, 50))
        button.setTitle("Close", for: .normal)
        button.setImage("xmark", for: .normal)
        button.imageView.imageSize = Size(width: 24, height: 24)
        // 24 + 124/3 wide; max(24, 18) + 6 + 6 high.
        let size = button.intrinsicContentSize
        #expect(abs(size.width - (24 + closeTitle.width)) < 1e-9 && size.height == 36)
        // The group (24 + 124/3) centred on x 100: the image from 100 − (24 + 124/3)/2, the title after it.
        let left = 100 - (24 + closeTitle.width) / 2
        #expect(abs(button.imageView.frame.minX - left) < 1e-9 && button.imageView.frame.minY == 13)
        #expect(abs(button.titleLabel.frame.minX - (left + 24)) < 1e-9 && button.titleLabel.frame.minY == 16)
    }

    @Test func t12_6_anImageWithoutATitleSizesTheButtonAndAnUnsizedOneDoesNot() {
        let button = Button(type: .custom)
        button.setImage("xmark", for: .normal)
        #expect(button.intrinsicContentSize == Size(width: 30, height: 34), "no size known: the empty button's")
        button.imageView.imageSize = Size(width: 20, height: 22)
        #expect(button.intrinsicContentSize == Size(width: 20, height: 34), "22 + 6 + 6")
    }

    @Test func t12_6_theTitleLabelIsNamedAfterTheButtonWhenItIsNamedLater() {
        let button = Button(type: .system)
        #expect(button.titleLabel.name == nil)
        button.name = "show"
        #expect(button.titleLabel.name == "show.titleLabel" && button.imageView.name == "show.imageView")
        #expect(Button(type: .system, name: "close").titleLabel.name == "close.titleLabel")
    }

    @Test func t12_6_theDumpShowsTheTypeAndANonNormalState() {
        let button = Button(type: .close, name: "x")
        #expect(button.dumpDetails == ["type=close"])
        button.isSelected = true
        button.isEnabled = false
        #expect(button.dumpDetails == ["type=close", "state=disabled|selected"])
    }
}
