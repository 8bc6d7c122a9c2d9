/// `preferredContentSize` reaching the container that sizes the controller (LY1.6): a presented
/// controller's presentation controller, else its parent (UIKit's `UIContentContainer`).
extension ViewController {
    func preferredContentSizeDidChange() {
        if let presentation = presentationController, presentation.presentedViewController === self {
            presentation.call("preferredContentSizeDidChange") { $0.preferredContentSizeDidChange(forChildContentContainer: self) }
        } else {
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}
