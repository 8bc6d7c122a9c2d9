/// The sheet's numbers: geometry, motion and the maths of a drag's release (T11.3, T11.4).
/// Those UIKit does not document are explained in `UncertainRules`.
enum SheetMotion {
    /// The card's top is this far below the top safe area (UncertainRules.sheetCardGeometry).
    static let cardGap = UncertainRules.sheetCardGeometry.gap
    /// The card's corner radius (UncertainRules.sheetCardGeometry).
    static let cornerRadius = UncertainRules.sheetCardGeometry.cornerRadius
    /// How much of the presenting view shows on each side once pushed back (UncertainRules.sheetCardGeometry).
    static let presentingInset = UncertainRules.sheetCardGeometry.presentingInset
    /// The dimming view's alpha at full dim (UncertainRules.sheetDimmingAlpha).
    static let dimmingAlpha = UncertainRules.sheetDimmingAlpha
    /// UIKit's grabber: 36 × 5 pt, 5 pt below the sheet's top (UncertainRules.sheetGrabber).
    static let grabberSize = Size(width: UncertainRules.sheetGrabber.width, height: UncertainRules.sheetGrabber.height)
    static let grabberTop = UncertainRules.sheetGrabber.top
    static let grabberColor = Color(red: 0.78, green: 0.78, blue: 0.80, alpha: 1)
    /// Regular width (UncertainRules.regularWidthSheetSizes).
    static let formSheetSize = Size(width: UncertainRules.regularWidthSheetSizes.formWidth, height: UncertainRules.regularWidthSheetSizes.formHeight)
    static let pageSheetWidth = UncertainRules.regularWidthSheetSizes.pageWidth
    /// The spring that settles a released sheet or runs `animateChanges` (UncertainRules.sheetSettleSpring).
    static let settleDuration = UncertainRules.sheetSettleSpring.duration
    static let settleDamping = UncertainRules.sheetSettleSpring.dampingRatio
    /// `UIScrollView.DecelerationRate.normal`, the rate a release is projected with.
    static let decelerationRate = UncertainRules.sheetProjection.decelerationRate
    /// UIScrollView's rubber-band constant.
    static let rubberBandConstant = 0.55

    /// Where a release at `velocity` (points per second) would come to rest, relative to where it
    /// was let go: Apple's `project(initialVelocity:decelerationRate:)` from WWDC 2018 session 803,
    /// "Designing Fluid Interfaces": (v / 1000) · r / (1 − r), with r the scroll view's normal
    /// deceleration rate per millisecond (0.998), so 0.499 s × v (UncertainRules.sheetProjection).
    static func projection(velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// How far a sheet dragged `overshoot` points past its limit moves: UIScrollView's rubber band,
    /// (1 − 1 / (x·c / d + 1)) · d with c = 0.55 and d the container's height, which approaches d
    /// and moves at c (0.55 pt per finger point) at first.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0, overshoot.isFinite else { return 0 }
        return (1 - 1 / (overshoot * rubberBandConstant / dimension + 1)) * dimension
    }
}
