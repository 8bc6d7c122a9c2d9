/// UIKit's four named curves (`UIView.AnimationCurve`), as used by `completionCurve`.
public enum AnimationCurve: String, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }

    public var timingParameters: TimingParameters { TimingParameters(timingFunction) }
}
