/// When a failure happened, as the page jumps to it: the virtual time and the trace frame the
/// terminal prints (`at t=0.25s (frame 15)`), and the view the expectation named (its id in the
/// trace), which the page selects there.
public struct StudioMoment: Sendable, Codable, Equatable {
    public var time: Double
    public var frame: Int
    public var view: Int?

    public init(time: Double, frame: Int, view: Int? = nil) {
        self.time = time
        self.frame = frame
        self.view = view
    }
}
