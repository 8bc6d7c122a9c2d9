/// A control that shows a title and sends an action when tapped (UIKit's `UIButton`, T12.6).
///
/// Titles and title colours are kept per state, as `setTitle(_:for:)` and `setTitleColor(_:for:)`
/// keep them; what shows is the current state's, else the normal state's (Apple's documentation
/// of `setTitle(_:for:)`), else the type's default colour. The title is drawn by `titleLabel`,
/// a real `Label` subview, so dumps, traces and the renderers show it as they show labels; it
/// sits centred in the bounds inset by `contentEdgeInsets`. A single-finger single tap on the
/// button is the button's, not a tap recognizer's on a view behind it (T12.6).
open class Button: Control {
    /// UIKit's `UIButton.ButtonType`. `.system` tints its title; `.custom` draws it white.
    public enum ButtonType: String, Sendable, CaseIterable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    /// The label that draws the current title (UIKit's `titleLabel`).
    public let titleLabel: Label
    /// The image view that shows the current image, before the title (UIKit's `imageView`); its
    /// `imageSize` (set by the app: images are names here) is what the image adds to the size.
    public let imageView: ImageView
    /// Space around the title (UIKit's `contentEdgeInsets`). All zero means UIKit's default
    /// vertical padding (UncertainRules.buttonTitlePadding); any non-zero inset replaces it.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }
    /// The colour of a system button's title (UIKit's `tintColor`, system blue by default).
    public var tintColor: Color = UncertainRules.systemButtonColors.tint {
        didSet { if tintColor != oldValue { contentDidChange() } }
    }

    /// The title label is named after the button (`show.titleLabel`), whenever the button is named:
    /// Swift code names views after making them (`accessibilityIdentifier`).
    public override var name: String? {
        didSet {
            titleLabel.name = name.map { "\($0).titleLabel" }
            imageView.name = name.map { "\($0).imageView" }
        }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: String] = [:]

    public init(type: ButtonType = .system, frame: Rect = .zero, name: String? = nil) {
        buttonType = type
        titleLabel = Label(name: name.map { "\($0).titleLabel" })
        titleLabel.fontSize = UncertainRules.buttonTitleFontSize
        titleLabel.textAlignment = .center
        imageView = ImageView(name: name.map { "\($0).imageView" })
        super.init(frame: frame, name: name)
        addSubview(imageView)
        addSubview(titleLabel)
        contentDidChange()
    }

    open override var kindName: String { "Button" }

    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// T12.6: a button's default action is a single-finger single tap, so a tap recognizer of that
    /// kind on a view behind it does not take the button's touch (Apple's article "Attaching
    /// gesture recognizers to UIKit controls"), nor does a list's selection tap: a
    /// button in a table cell fires and the row is not selected.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer is SelectionGestureRecognizer { return true }
        guard let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: - Titles per state

    /// Sets the title shown in `state` (nil removes it, so the normal title shows).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// Sets the title colour of `state` (nil removes it, so the normal one or the default shows).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// Sets the image (by name) shown in `state`; nil removes it, so the normal image shows.
    public func setImage(_ name: String?, for state: State) {
        images[state.rawValue] = name
        contentDidChange()
    }

    /// The image set for `state`, else the normal state's (UIKit's `image(for:)`).
    public func image(for state: State) -> String? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image shown now (UIKit's `currentImage`).
    public var currentImage: String? { image(for: state) }

    /// The title set for `state`, else the normal state's (UIKit's `title(for:)`).
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title colour set for `state`, else the normal state's, else the type's default.
    public func titleColor(for state: State) -> Color {
        if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
        return defaultTitleColor(for: state)
    }

    /// What shows now (UIKit's `currentTitle` / `currentTitleColor`).
    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: Color { titleColor(for: state) }

    /// A system button's title is its tint, grey when disabled and faded while highlighted; a
    /// custom one's is white (UncertainRules.systemButtonColors).
    private func defaultTitleColor(for state: State) -> Color {
        guard buttonType != .custom else { return .white }
        let colors = UncertainRules.systemButtonColors
        if state.contains(.disabled) { return colors.disabled }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(tintColor.alpha * colors.highlightedAlpha) }
        return tintColor
    }

    open override func stateDidChange() { contentDidChange() }

    /// Shows the current title, colour and image, and asks for a new size and layout.
    func contentDidChange() {
        if titleLabel.text != currentTitle { titleLabel.text = currentTitle }
        if titleLabel.textColor != currentTitleColor { titleLabel.textColor = currentTitleColor }
        if imageView.imageName != currentImage { imageView.imageName = currentImage }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        placeTitle()
    }

    // MARK: - Size and layout

    /// The content — the image, then the title right after it with no gap, as UIKit lays them
    /// out — plus the content insets (UncertainRules.buttonTitlePadding when they are all zero);
    /// UncertainRules.emptyButtonSize with neither a title nor a sized image.
    open override var intrinsicContentSize: Size { contentFittingSize }

    /// UIKit's button fits its content: its own content size, whatever size it is offered. Not
    /// `intrinsicContentSize`, which a subclass may override for Auto Layout (SW12.1): Apple
    /// documents `sizeToFit` as asking `sizeThatFits(_:)`, never the intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { contentFittingSize }

    private var contentFittingSize: Size {
        let content = contentSizes
        guard content.title.width > 0 || content.image.width > 0 else { return UncertainRules.emptyButtonSize }
        let insets = contentEdgeInsets == .zero ? UncertainRules.buttonTitlePadding : contentEdgeInsets
        return Size(width: content.image.width + content.title.width + insets.left + insets.right,
                    height: max(content.image.height, content.title.height) + insets.top + insets.bottom)
    }

    /// The title's size (zero without one) and the image's (zero without one or its size).
    private var contentSizes: (image: Size, title: Size) {
        let title = (currentTitle ?? "").isEmpty ? Size(width: 0, height: 0) : titleLabel.intrinsicContentSize
        let image = currentImage == nil ? nil : imageView.imageSize
        return (image ?? Size(width: 0, height: 0), title)
    }

    open override func layoutSubviews() { placeTitle() }

    /// Centres the image and the title after it, each at its own size, as one group in the bounds
    /// inset by `contentEdgeInsets`.
    private func placeTitle() {
        let content = contentSizes
        let area = bounds
        let insets = contentEdgeInsets
        let midX = area.minX + insets.left + (area.width - insets.left - insets.right) / 2
        let midY = area.minY + insets.top + (area.height - insets.top - insets.bottom) / 2
        let left = midX - (content.image.width + content.title.width) / 2
        let imageFrame = Rect(x: left, y: midY - content.image.height / 2, width: content.image.width, height: content.image.height)
        let titleFrame = Rect(x: left + content.image.width, y: midY - content.title.height / 2,
                              width: content.title.width, height: content.title.height)
        if imageView.frame != imageFrame { imageView.frame = imageFrame }
        if titleLabel.frame != titleFrame { titleLabel.frame = titleFrame }
    }

    open override var dumpDetails: [String] {
        var details = ["type=\(buttonType.rawValue)"]
        if state != .normal { details.append("state=\(state)") }
        return details
    }
}
