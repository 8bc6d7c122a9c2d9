/// Key-value observing of a view's geometry: Foundation's `observe(_:options:changeHandler:)` on
/// `frame`, `bounds`, `center`, `transform`, `alpha` and a scroll view's `contentOffset` (T12.7).
///
/// Automatic KVO wraps the property's setter, so a handler runs synchronously, once per setter
/// call, with the new *model* value — inside an animation block too (once, not per frame), and
/// also when the value set is the one already there. Only the observed property's own setter
/// notifies: setting `center` is no `frame` notification (UIKit declares no dependent keys), which
/// is what code that observes `frame` on a device sees.
public enum ObservedViewKey: String, CaseIterable, Sendable {
    case frame, bounds, center, transform, alpha, contentOffset
}

/// A value an observation reports.
public enum ObservedValue: Hashable, Sendable {
    case rect(Rect), point(Point), transform(AffineTransform), number(Double)
}

/// What a handler is told: the values the options asked for (`oldValue` is nil for the
/// `.initial` call, as Foundation's `NSKeyValueObservedChange` has it).
public struct ObservedChange: Sendable {
    public var oldValue: ObservedValue?
    public var newValue: ObservedValue?
}

/// Foundation's `NSKeyValueObservingOptions` that apply here (`.prior` is not supported).
public struct ObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let new = ObservingOptions(rawValue: 1)
    public static let old = ObservingOptions(rawValue: 2)
    public static let initial = ObservingOptions(rawValue: 4)
}

/// Foundation's `NSKeyValueObservation`: the handler runs until `invalidate()` (Swift calls it
/// when the observation is released).
public final class KeyValueObservation {
    weak var view: View?
    let key: ObservedViewKey
    let options: ObservingOptions
    let handler: (View, ObservedChange) -> Void
    public private(set) var isValid = true

    init(view: View, key: ObservedViewKey, options: ObservingOptions, handler: @escaping (View, ObservedChange) -> Void) {
        (self.view, self.key, self.options, self.handler) = (view, key, options, handler)
    }

    /// Stops the handler; calling it again does nothing.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        view?.keyValueObservations.removeAll { $0 === self }
    }
}

extension View {
    /// Starts observing `key`; with `.initial` the handler runs once before this returns.
    /// `contentOffset` is a scroll view's only: on another view it is refused (nil).
    public func observe(_ key: ObservedViewKey, options: ObservingOptions = [],
                        _ handler: @escaping (View, ObservedChange) -> Void) -> KeyValueObservation? {
        guard let current = observedValue(key) else { return nil }
        let observation = KeyValueObservation(view: self, key: key, options: options, handler: handler)
        keyValueObservations.append(observation)
        if options.contains(.initial) {
            handler(self, ObservedChange(oldValue: nil, newValue: options.contains(.new) ? current : nil))
        }
        return observation
    }

    /// The model value an observation of `key` reports; nil when this view has no such property.
    func observedValue(_ key: ObservedViewKey) -> ObservedValue? {
        switch key {
        case .frame: .rect(frame)
        case .bounds: .rect(bounds)
        case .center: .point(center)
        case .transform: .transform(transform)
        case .alpha: .number(alpha)
        case .contentOffset: (self as? ScrollView).map { .point($0.contentOffset) }
        }
    }

    /// Runs `set` as the setter of `key`, notifying the observations of `key` after it. The
    /// list is copied first: a handler may invalidate its own or another observation (an
    /// invalidated one is not called) or start a new one (called from the next change on).
    @inline(__always)
    func notifyingObservers(of key: ObservedViewKey, _ set: () -> Void) {
        guard !keyValueObservations.isEmpty else { return set() }
        let watching = keyValueObservations.filter { $0.key == key }
        guard !watching.isEmpty else { return set() }
        let old = observedValue(key)
        set()
        let new = observedValue(key)
        for observation in watching where observation.isValid {
            observation.handler(self, ObservedChange(oldValue: observation.options.contains(.old) ? old : nil,
                                                     newValue: observation.options.contains(.new) ? new : nil))
        }
    }
}
