/// A view that blurs what lies behind it (UIKit's `UIVisualEffectView` with a `UIBlurEffect`, T12.3).
///
/// The blur is two layer values: the style (which material) and an **amount**, 0 (no blur) to 1
/// (the style in full). Only the amount animates, as UIKit interpolates a style's blur radius and
/// tint from nothing to full: setting `effect` inside an animation block animates the amount with
/// the block's curve, and a paused property animator's `fractionComplete` scrubs it. Setting
/// `effect = nil` animates the amount back to 0 while the old style stays on screen, so a blur
/// fades out as it came in. Changing from one style to another shows the new style at once (UIKit
/// cross-fades the two materials; Stagecraft does not, docs/blur.md).
///
/// Subviews go into `contentView`, which fills the effect view and is drawn sharp above the blur;
/// adding one to the effect view itself raises in UIKit since iOS 11 ("Do not add subviews
/// directly to the visual effect view itself, instead add them to the -contentView"), so it is
/// refused (`View.hierarchyError(adding:)`).
open class VisualEffectView: View {
    /// Where subviews go: it fills the effect view and follows its size.
    public let contentView: View

    public init(effect: BlurEffect? = nil, frame: Rect = .zero, name: String? = nil) {
        contentView = View(frame: Rect(origin: .zero, size: frame.isFinite ? frame.size : .zero))
        super.init(frame: frame, name: name)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        if let effect {
            assignedEffect = effect
            show(effect.style, amount: 1)
        }
    }

    open override var kindName: String { "VisualEffectView" }

    /// The effect shown once animations end: nil when the model's amount is 0 (never set, set to
    /// nil, or a property animator that finished at its start).
    public var effect: BlurEffect? {
        get {
            guard model.style.blurAmount > 0, let style = model.style.blurStyle else { return nil }
            if let assignedEffect, assignedEffect.style == style { return assignedEffect }
            return BlurEffect(style: style)
        }
        set {
            assignedEffect = newValue
            // nil keeps the style, so the amount animates down on the blur that was shown.
            guard let style = newValue?.style ?? model.style.blurStyle else { return }
            show(style, amount: newValue == nil ? 0 : 1)
        }
    }
    /// The effect last set, returned while it is the one shown, so a script reads back the object it set.
    private var assignedEffect: BlurEffect?

    /// The amount on screen now, 0…1 (what the renderers draw and scenarios assert).
    public var presentedBlurAmount: Double { presentation.style.blurAmount }

    private func show(_ style: BlurEffect.Style, amount: Double) {
        changeModel(.blurAmount) {
            $0.style.blurStyle = style
            $0.style.blurAmount = amount
        }
        // The style is not interpolated: the screen shows the new one at once, under any animation of the amount.
        presentationStorage.pointee.style.blurStyle = style
    }

}
