import UIKit

/// Presents with a 300 pt HeightSheet, whose appearance it answers (not its disappearance).
final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate, HeightSheetDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let sheet = HeightSheet(presentedViewController: presented, presenting: presenting, height: 300)
        sheet.sheetDelegate = self
        return sheet
    }

    func sheetDidAppear(_ sheet: HeightSheet) {
        sheet.presentedView?.alpha = 0.5
    }
}
