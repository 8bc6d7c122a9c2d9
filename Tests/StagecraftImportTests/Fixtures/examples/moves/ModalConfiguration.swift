import UIKit

// Seed S1 (MovesSeed.swift): Moves' ModalConfiguration — the modal's size, place and corners — and
// the two protocols its animators adopt, for examples/animators/moves.lua.

enum Direction {
    case up, down, left, right
}

enum HorizontalAlignment {
    case centered, left, right
}

enum VerticalAlignment {
    case centered, top, bottom
}

/// The corners Moves rounds with a CAShapeLayer mask of a UIRectCorner; here the layer's
/// cornerRadius rounds all four, so the corners are only recorded.
enum Corner {
    case topLeft, topRight, bottomLeft, bottomRight
}

final class ModalConfiguration {
    // No effect if vertical alignment is `centered`
    var verticalOffset: CGFloat = 0
    // No effect if horizontalAlignment is `centered`
    var horizontalOffset: CGFloat = 0
    var horizontalAlignment: HorizontalAlignment = .centered
    var verticalAlignment: VerticalAlignment = .centered
    var fromTop = true
    var height: CGFloat = 0
    var width: CGFloat = 0
    var roundedCorners: [Corner] = []
    var roundedCornersRadius: CGFloat = 0
}

/// This protocol decorator informs Moves to reset presenting view controller transformations
/// when dismissor is called.
protocol TransformAnimator {}

protocol ModalAnimator {
    var modalConfig: ModalConfiguration { get }
}

extension ModalAnimator {
    /// Where the modal rests in the container, by its alignments and offsets.
    func determineModalOriginPoint(from containerView: UIView) -> CGPoint {
        let destinationXPoint: CGFloat
        let destinationYPoint: CGFloat

        switch modalConfig.horizontalAlignment {
        case .centered:
            destinationXPoint = containerView.frame.midX - modalConfig.width / 2
        case .left:
            destinationXPoint = modalConfig.horizontalOffset
        case .right:
            destinationXPoint = (containerView.bounds.width - modalConfig.width) - modalConfig.horizontalOffset
        }

        switch modalConfig.verticalAlignment {
        case .centered:
            destinationYPoint = containerView.frame.midY - modalConfig.height / 2
        case .top:
            destinationYPoint = modalConfig.verticalOffset
        case .bottom:
            destinationYPoint = (containerView.bounds.height - modalConfig.height) - modalConfig.verticalOffset
        }

        return CGPoint(x: destinationXPoint, y: destinationYPoint)
    }
}
