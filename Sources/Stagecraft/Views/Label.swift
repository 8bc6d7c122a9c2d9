/// A view that shows a line of text (UIKit's `UILabel`).
///
/// Stagecraft draws no glyphs: the text, its colour, size and alignment are kept so that dumps,
/// snapshots and renderers can show them, and so that scripts can read them back.
open class Label: View {
    /// How lines of text sit horizontally in the label (UIKit's `NSTextAlignment`).
    public enum TextAlignment: String, Sendable, CaseIterable {
        case natural, left, center, right, justified
    }

    public var text: String? {
        didSet {
            cachedDetails = nil
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    public var textColor: Color = .black { didSet { cachedDetails = nil } }
    /// The font's point size (UIKit's default label font is 17 pt).
    public var fontSize: Double = 17 {
        didSet {
            cachedDetails = nil
            invalidateIntrinsicContentSize()
            // A font cannot have a negative or non-finite size; keep the old one, as the setters do.
            if !(fontSize.isFinite && fontSize > 0) {
                refuse("fontSize", "\(fontSize) must be a finite number > 0")
                fontSize = oldValue
            }
        }
    }
    public var textAlignment: TextAlignment = .natural { didSet { cachedDetails = nil } }
    /// `dumpDetails`, kept until the content changes: a tracer reads it for every frame.
    private var cachedDetails: [String]?
    /// The most lines shown; 0 means as many as needed.
    public var numberOfLines: Int = 1 { didSet { invalidateIntrinsicContentSize() } }

    /// The text's size in the system font (UncertainRules.labelLineHeightPerPoint): the widest line
    /// by the lines shown; nothing for no text. Stagecraft does not wrap, so a multi-line label's
    /// lines are its text's lines.
    open override var intrinsicContentSize: Size {
        guard let text, !text.isEmpty else { return Size(width: 0, height: 0) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let advance = UncertainRules.labelAdvancePerPoint
        let widest = lines.map { line in
            line.reduce(0.0) { $0 + ($1 == " " ? advance.space : advance.character) } * fontSize
        }.max() ?? 0
        let height = Double(lines.count) * UncertainRules.labelLineHeightPerPoint * fontSize
        let pixels = UncertainRules.labelPixelsPerPoint
        return Size(width: (widest * pixels).rounded(.up) / pixels, height: (height * pixels).rounded(.up) / pixels)
    }

    public init(frame: Rect = .zero, text: String? = nil, name: String? = nil) {
        self.text = text
        super.init(frame: frame, name: name)
        // UIKit turns interaction off for labels, so taps reach the view behind.
        isUserInteractionEnabled = false
    }

    /// A label fits its text (one line per line of text, as it is drawn here).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    open override var kindName: String { "Label" }

    open override func makeSnapshotCopy() -> View {
        let copy = Label(text: text)
        copy.textColor = textColor
        copy.fontSize = fontSize
        copy.textAlignment = textAlignment
        copy.numberOfLines = numberOfLines
        return copy
    }

    open override var dumpDetails: [String] {
        if let cachedDetails { return cachedDetails }
        var details: [String] = []
        if let text { details.append("text=\(text.debugDescription)") }
        if textColor != .black { details.append("textColor=\(textColor)") }
        if fontSize != 17 { details.append("fontSize=\(formatNumber(fontSize))") }
        if textAlignment != .natural { details.append("align=\(textAlignment.rawValue)") }
        cachedDetails = details
        return details
    }
}
