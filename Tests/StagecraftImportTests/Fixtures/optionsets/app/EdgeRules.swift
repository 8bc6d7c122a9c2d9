import UIKit

/// UIKit's option sets and an app's own, with Swift's meaning (SW5.1).
class EdgeRules {
    var badges: Badges = []

    /// Which side a screen-edge pan starts from, as a side menu decides it.
    func startsOnLeft(_ gesture: UIScreenEdgePanGestureRecognizer) -> Bool {
        return gesture.edges.contains(.left)
    }

    func coversBothSides(_ edges: UIRectEdge) -> Bool {
        return edges.contains([.left, .right])
    }

    func horizontalEdges(adding edge: UIRectEdge) -> UIRectEdge {
        var edges: UIRectEdge = [.left]
        edges.insert(edge)
        return edges
    }

    func verticalPart(of edges: UIRectEdge) -> UIRectEdge {
        return edges.intersection([.top, .bottom])
    }

    func isNone(_ edges: UIRectEdge) -> Bool {
        return edges.isEmpty
    }

    func curveIsEaseIn(_ options: UIView.AnimationOptions) -> Bool {
        return options.contains(.curveEaseIn)
    }

    func animationOptions(interactive: Bool) -> UIView.AnimationOptions {
        var options: UIView.AnimationOptions = [.curveEaseOut]
        if interactive {
            options.insert(.allowUserInteraction)
        }
        return options
    }

    func pin(_ view: UIView) {
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.autoresizingMask.remove(.flexibleHeight)
    }

    func roundsTopCorners(_ layer: CALayer) -> Bool {
        return layer.maskedCorners.contains([.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    func mark(_ extra: Badges) {
        badges.formUnion(extra)
    }

    func unmark(_ badge: Badges) {
        badges.remove(badge)
    }

    func shows(_ badge: Badges) -> Bool {
        return badges.contains(badge)
    }

    func promotedAndPinned() -> Badges {
        return Badges.promoted.union(.pinned)
    }

    var hasNoBadges: Bool {
        return badges.isEmpty
    }
}
