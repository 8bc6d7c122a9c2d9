/// A 3D transform as an animation end point: immutable, shared by reference so `AnimatableValue`
/// stays small for every other key, and decomposed once (not once per frame) for interpolation.
final class Transform3DValue: Hashable, @unchecked Sendable {
    // Immutable after init, so sharing across threads is safe.
    let value: Transform3D
    /// The decomposition, made once for the values animations start and end at (interpolated
    /// every frame); nil for an interpolated result, which is only written to a layer.
    private let decomposition: Transform3DComponents??

    init(_ value: Transform3D) {
        self.value = value
        decomposition = .some(Transform3DComponents(value))
    }

    /// A frame's interpolated value: decomposing it every frame for nothing was half the cost of a
    /// frame with many 3D animations (the checkerboard's 440 tiles); `parts` decomposes on demand.
    private init(interpolated value: Transform3D) {
        self.value = value
        decomposition = .none
    }

    /// The decomposed parts (L2.3), nil when the matrix can't be decomposed.
    var parts: Transform3DComponents? {
        if case .some(let made) = decomposition { return made }
        return Transform3DComponents(value)
    }

    /// The transform `f` of the way to `other` by decomposition (L2.3); one that can't be
    /// decomposed switches halfway, as Core Animation and CSS do.
    func interpolated(to other: Transform3DValue, _ f: Double) -> Transform3D {
        if f == 0 { return value }
        if f == 1 { return other.value }
        guard let a = parts, let b = other.parts else { return f < 0.5 ? value : other.value }
        return Transform3DComponents.interpolate(a, b, f).transform
    }

    /// `interpolated(to:_:)` as a value that decomposes only if asked.
    func interpolatedValue(to other: Transform3DValue, _ f: Double) -> Transform3DValue {
        Transform3DValue(interpolated: interpolated(to: other, f))
    }

    static func == (a: Transform3DValue, b: Transform3DValue) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
