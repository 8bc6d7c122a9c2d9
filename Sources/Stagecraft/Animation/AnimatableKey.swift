/// The view properties Core Animation can animate (T8.3). `frame` animates as `center` + `bounds`.
public enum AnimatableKey: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius

    public var description: String {
        switch self {
        case .center: "center"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "alpha"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        }
    }
}
