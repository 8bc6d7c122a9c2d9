import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A pan that only begins in one direction: it lets UIPanGestureRecognizer recognize the drag,
/// then cancels the gesture at once when the first movement goes the other way.
final class DirectionalPan: UIPanGestureRecognizer {
    enum Direction {
        case left, right, down
    }

    let direction: Direction
    /// How many moves reached the override (a stored property of each recognizer).
    var movesSeen = 0

    init(direction: Direction, target: Any? = nil, action: Selector? = nil) {
        self.direction = direction
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        movesSeen += 1
        guard state == .began else { return }
        let speed = velocity(in: view)
        switch direction {
        case .left where speed.x >= 0 || abs(speed.y) > abs(speed.x):
            state = .cancelled
        case .right where speed.x <= 0 || abs(speed.y) > abs(speed.x):
            state = .cancelled
        case .down where speed.y <= 0 || abs(speed.x) > abs(speed.y):
            state = .cancelled
        default:
            break
        }
    }
}
