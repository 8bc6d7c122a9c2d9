import UIKit

/// Presents with a 300 pt HeightSheet.
final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        HeightSheet(presentedViewController: presented, presenting: presenting, height: 300)
    }
}
