import UIKit

extension Card: Sized {
    var height: CGFloat { 10 }
}
