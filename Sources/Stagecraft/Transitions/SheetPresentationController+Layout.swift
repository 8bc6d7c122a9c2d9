/// Where a sheet rests and what its position does to the chrome (T11.3b, T11.4b–d). Positions are
/// given by the y of the sheet's top edge in the container: smaller y is a taller sheet.
extension SheetPresentationController {
    /// The traits the sheet lays out for.
    var traits: TraitCollection {
        TraitCollection(windowSize: containerView?.bounds.size ?? Size(width: 390, height: 844))
    }

    /// Compact width (an iPhone in portrait, or landscape with edge attachment): the full-width card
    /// with detents; otherwise (regular width) a centred card of fixed size.
    var isCompactCard: Bool { traits.horizontalSizeClass == .compact || isEdgeAttached }

    /// In compact height, a card attached to the bottom edge (T11.4j) rather than full screen.
    var isEdgeAttached: Bool { traits.verticalSizeClass == .compact && prefersEdgeAttachedInCompactHeight }

    /// A full-screen sheet: compact height without edge attachment (UIKit shows the sheet full screen there).
    var isFullScreenInCompactHeight: Bool { traits.verticalSizeClass == .compact && !prefersEdgeAttachedInCompactHeight }

    /// Only a page or form sheet in portrait compact width pushes the presenting view back (T11.3b).
    var scalesPresentingView: Bool {
        traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular
    }

    var cornerRadius: Double {
        isFullScreenInCompactHeight ? 0 : max(preferredCornerRadius ?? SheetMotion.cornerRadius, 0)
    }

    private var bounds: Rect { containerView?.bounds ?? .zero }
    private var safeTop: Double { containerView?.window?.screenSafeAreaInsets.top ?? 0 }

    /// The top of the tallest sheet: 10 pt below the top safe area (UncertainRules.sheetCardGeometry).
    var largeTop: Double {
        if isFullScreenInCompactHeight { return bounds.minY }
        return bounds.minY + safeTop + SheetMotion.cardGap
    }

    /// The sheet's frame with its top at `top`. A compact card keeps its bottom at the container's
    /// bottom (its height changes with the detent); a regular-width card keeps its size.
    func frame(atTop top: Double) -> Rect {
        let b = bounds
        if isCompactCard || isFullScreenInCompactHeight {
            let width = isEdgeAttached ? min(b.width, b.height + safeTop) : b.width
            return Rect(x: b.midX - width / 2, y: top, width: width, height: max(b.maxY - top, 0))
        }
        let card = regularCard
        return Rect(x: card.minX, y: top, width: card.width, height: card.height)
    }

    /// The regular-width card (UncertainRules.regularWidthSheetSizes): a form sheet of its
    /// `preferredContentSize` (540 × 620 by default) centred; a page sheet as wide as a portrait
    /// page, from the top safe area (+ 10) down.
    private var regularCard: Rect {
        let b = bounds
        let preferred = presentedViewController.preferredContentSize
        if presentationStyle == .formSheet {
            let width = min(preferred.width > 0 ? preferred.width : SheetMotion.formSheetSize.width, b.width)
            let height = min(preferred.height > 0 ? preferred.height : SheetMotion.formSheetSize.height, b.height - largeTop)
            return Rect(x: b.midX - width / 2, y: b.midY - height / 2, width: width, height: height)
        }
        let width = min(SheetMotion.pageSheetWidth, b.width)
        return Rect(x: b.midX - width / 2, y: largeTop, width: width, height: b.maxY - largeTop)
    }

    /// The active detents as positions, tallest first (T11.4b). Inactive ones (nil from the
    /// resolver, `.medium()` in compact height) are left out; with none active, `.large()`.
    var positions: [SheetPosition] {
        let size = bounds.size
        if let cache = resolvedCache, cache.size == size { return cache.positions }
        var result: [SheetPosition]
        if isCompactCard || isFullScreenInCompactHeight {
            let maximum = bounds.maxY - largeTop
            let context = SheetDetentContext(maximumDetentValue: maximum, traitCollection: traits, containerHeight: bounds.height)
            var seen = Set<String>()
            result = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
                guard seen.insert(detent.identifier).inserted, let value = detent.resolvedValue(in: context) else { return nil }
                return SheetPosition(identifier: detent.identifier, top: bounds.maxY - value)
            }
            if result.isEmpty { result = [SheetPosition(identifier: SheetDetent.largeIdentifier, top: largeTop)] }
            result.sort { $0.top < $1.top }
        } else {
            result = [SheetPosition(identifier: SheetDetent.largeIdentifier, top: regularCard.minY)]
        }
        resolvedCache = (size, result)
        return result
    }

    /// The position the selected detent (or the smallest, when none or an unknown one) gives.
    var restingPosition: SheetPosition {
        let all = positions
        return all.first { $0.identifier == selectedDetentIdentifier } ?? all[all.count - 1]
    }

    var restingTop: Double { restingPosition.top }

    /// The dimming alpha for the sheet's top at `top` (T11.4d): full from the smallest detent up;
    /// with a largest undimmed detent, none at or below it, rising to full at the next taller detent.
    func dimmingAlpha(atTop top: Double) -> Double {
        let all = positions
        let maximum = SheetMotion.dimmingAlpha
        if let undimmed = largestUndimmedDetentIdentifier, let index = all.firstIndex(where: { $0.identifier == undimmed }) {
            let low = all[index].top
            let high = index > 0 ? all[index - 1].top : largeTop
            guard low - high > 0.5 else { return 0 }
            return maximum * clamp01((low - top) / (low - high))
        }
        let low = bounds.maxY, high = all[all.count - 1].top
        guard low - high > 0.5 else { return maximum }
        return maximum * clamp01((low - top) / (low - high))
    }

    /// Whether touches outside the card reach the presenting view: the sheet rests at or below the
    /// largest undimmed detent (T11.4d).
    var passesTouchesThrough: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let position = positions.first(where: { $0.identifier == undimmed }) else { return false }
        return currentPresentedView.frame.minY >= position.top - 0.5
    }

    /// How far the presenting view is pushed back, 0…1, for the sheet's top at `top`: it follows the
    /// sheet from the next shorter detent (or the bottom of the screen) to the large position, so a
    /// medium sheet leaves it alone and the large one pushes it back fully (T11.3b).
    func presentingScaleProgress(atTop top: Double) -> Double {
        let below = positions.first { $0.top > largeTop + 0.5 }?.top ?? bounds.maxY
        guard below - largeTop > 0.5 else { return 0 }
        return clamp01((below - top) / (below - largeTop))
    }

    /// The presenting view's transform at `progress`: scaled about its centre so that 16 pt show on
    /// each side, and moved down so that its top sits at the top safe area, 10 pt above the card.
    func presentingTransform(progress: Double) -> AffineTransform {
        let view = presentingViewController.view
        let size = view.bounds.size
        guard size.width > 2 * SheetMotion.presentingInset, progress > 0 else { return .identity }
        let fullScale = (size.width - 2 * SheetMotion.presentingInset) / size.width
        let scale = 1 - (1 - fullScale) * progress
        // Where the view's top is in the container now, and where it should go at full push-back.
        let topNow = view.center.y - size.height / 2 * fullScale
        let shift = (bounds.minY + safeTop) - topNow
        return AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: shift * progress)
    }
}

/// A resolved detent: its identifier and the y of the sheet's top there.
struct SheetPosition: Equatable {
    let identifier: String
    let top: Double
}

func clamp01(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
