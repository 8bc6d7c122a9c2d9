/// Where an animation was started, as the embedder that started it counts places: a file of its
/// own numbering and a line. The core only keeps it on the animation and hands it back
/// (`Engine.busyWork(placing:)`); it never reads the numbers, so tagging an animation costs two
/// integers, not a formatted string.
public struct AnimationOrigin: Hashable, Sendable {
    public let file: Int32
    public let line: Int32

    public init(file: Int32, line: Int32) {
        self.file = file
        self.line = line
    }
}

extension Engine {
    /// Runs `body`, tagging every animation it adds with `origin` (nil: no origin). Nested calls
    /// tag their own animations and restore the outer origin, so an animation block inside
    /// another's keeps its own line and the outer block, added after its closure ran, keeps the
    /// outer one.
    public func startingAnimations<T, E: Error>(from origin: AnimationOrigin?, _ body: () throws(E) -> T) throws(E) -> T {
        let outer = animationOrigin
        animationOrigin = origin
        defer { animationOrigin = outer }
        return try body()
    }
}
