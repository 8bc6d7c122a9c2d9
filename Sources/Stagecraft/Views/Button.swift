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
        didSet { titleLabel.name = name.map { "\($0).titleLabel" } }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]

    public init(type: ButtonType = .system, frame: Rect = .zero, name: String? = nil) {
        buttonType = type
        titleLabel = Label(name: name.map { "\($0).titleLabel" })
        titleLabel.fontSize = UncertainRules.buttonTitleFontSize
        titleLabel.textAlignment = .center
        super.init(frame: frame, name: name)
        addSubview(titleLabel)
        contentDidChange()
    }

    open override var kindName: String { "Button" }

    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// T12.6: a button's default action is a single-finger single tap, so a tap recognizer of that
    /// kind on a view behind it does not take the button's touch (Apple's Event Handling Guide,
    /// "Interacting with Other User Interface Controls"), nor does a list's selection tap: a
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

    /// Shows the current title and colour, and asks for a new size and layout.
    private func contentDidChange() {
        if titleLabel.text != currentTitle { titleLabel.text = currentTitle }
        if titleLabel.textColor != currentTitleColor { titleLabel.textColor = currentTitleColor }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        placeTitle()
    }

    // MARK: - Size and layout

    /// The title's size plus the content insets (UncertainRules.buttonTitlePadding when they are
    /// all zero); UncertainRules.emptyButtonSize without a title.
    open override var intrinsicContentSize: Size {
        guard let title = currentTitle, !title.isEmpty else { return UncertainRules.emptyButtonSize }
        let text = titleLabel.intrinsicContentSize
        let insets = contentEdgeInsets == .zero ? UncertainRules.buttonTitlePadding : contentEdgeInsets
        return Size(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
    }

    open override func layoutSubviews() { placeTitle() }

    /// Centres the title label, at its own size, in the bounds inset by `contentEdgeInsets`.
    private func placeTitle() {
        let text = titleLabel.intrinsicContentSize
        let area = bounds
        let insets = contentEdgeInsets
        let midX = area.minX + insets.left + (area.width - insets.left - insets.right) / 2
        let midY = area.minY + insets.top + (area.height - insets.top - insets.bottom) / 2
        let frame = Rect(x: midX - text.width / 2, y: midY - text.height / 2, width: text.width, height: text.height)
        if titleLabel.frame != frame { titleLabel.frame = frame }
    }

    open override var dumpDetails: [String] {
        var details = ["type=\(buttonType.rawValue)"]
        if state != .normal { details.append("state=\(state)") }
        return details
    }
}
