/// Attaching gesture recognizers to views (UIKit's `addGestureRecognizer(_:)`).
extension View {
    /// Attaches `recognizer`, taking it off the view it was on first (ending any gesture it was
    /// recognising there). Adding it to the view it is already on does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; an active gesture is cancelled and a pending one fails.
    /// A recognizer that is not on this view is left alone, with a diagnostic.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self, let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else {
            Engine.current?.report(Diagnostic(
                kind: .gestureMisuse, message: "removeGestureRecognizer: \(recognizer.displayName) is not on \(self)", subject: displayName))
            return
        }
        recognizer.interrupt(because: "removed from its view")
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
    }
}

extension View {
    /// `vector` (a translation or a velocity, in window coordinates) in the bounds space of
    /// `view`: only the linear part of the conversion applies, so a rotated view sees it rotated
    /// and a view scaled by 2 sees it halved. Window coordinates when `view` is nil.
    static func vector(_ vector: Point, fromWindowTo view: View?, _ operation: String) -> Point {
        guard let view, let transform = view.conversion(from: nil, .model, operation) else { return vector }
        return Point(x: transform.a * vector.x + transform.c * vector.y, y: transform.b * vector.x + transform.d * vector.y)
    }

    /// `vector`, given in the bounds space of `view`, in window coordinates.
    static func vector(_ vector: Point, toWindowFrom view: View?, _ operation: String) -> Point {
        guard let view, let transform = view.conversion(to: nil, .model, operation) else { return vector }
        return Point(x: transform.a * vector.x + transform.c * vector.y, y: transform.b * vector.x + transform.d * vector.y)
    }
}
