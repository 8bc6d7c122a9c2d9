import UIKit

/// What a sheet reads of the app to place itself (PanModal's layout helpers, reduced): the root
/// controller's safe area through the app's key window; whether
/// VoiceOver is on; and a protocol requirement its extension reads, which a screen answers.
protocol SheetLayout {
    var contentHeight: CGFloat { get }
}

extension SheetLayout where Self: UIViewController {
    var contentHeight: CGFloat { 100 }

    var bottomInset: CGFloat {
        guard let root = UIApplication.shared.keyWindow?.rootViewController else { return -1 }
        return root.view.safeAreaInsets.bottom
    }

    func sheetTop(in height: CGFloat) -> CGFloat {
        guard !UIAccessibility.isVoiceOverRunning else { return 0 }
        return height - (contentHeight + bottomInset)
    }
}

/// Answers the requirement itself.
final class TallSheet: UIViewController, SheetLayout {
    var contentHeight: CGFloat { 300 }
}

/// Takes the extension's default.
final class ShortSheet: UIViewController, SheetLayout {}
