/// What one client may cost the studio (issue 24, item 4). FlyingFox 0.27.1's server bounds none
/// of it: it parses header lines in quadratic time with no length limit (a 256 KB line cost 32 s
/// of CPU, two 1 MB requests stalled the studio for minutes), keeps idle connections for ever,
/// stops accepting *for good* once descriptors run out, and reads a WebSocket frame of any length
/// into memory (a 2 GB message → 2.18 GB RSS). The studio reads the wire itself, within these.
///
/// The defaults are sized for what talks to the studio — its own page in a browser — with room
/// to spare: a browser's request heads are under 2 KiB (cookies aside; 127.0.0.1 carries few) and
/// its limits are far above ours, the page sends nothing over `/live`, and a browser opens at most
/// six connections per host plus one WebSocket per tab.
public struct StudioLimits: Sendable {
    /// Bytes of one request's head, request line and headers (a larger one: 431).
    public var headBytes = 16 * 1024
    /// Bytes of one line of it (a longer request line: 414; a longer header line: 431), as
    /// Node's and nginx's defaults (8 KiB).
    public var lineBytes = 8 * 1024
    /// Header fields in one request (more: 431); Chromium sends about 15.
    public var headerCount = 64
    /// Seconds a connection may take to send a request's head, counted from when the server
    /// starts waiting for it (a keep-alive connection that sends nothing is closed then; one
    /// that sent part of a head is answered 408), or to take a response or a push off the
    /// server's hands, or to finish a WebSocket frame it started. The page's `/live` itself may
    /// stay quiet for ever: it sends nothing.
    public var idleSeconds: Double = 30
    /// Connections open at once; one more is answered 503 and closed, and the others are served.
    public var connections = 64
    /// Bytes of one WebSocket message from a client, all its fragments together; past it the
    /// socket is closed with 1009 (Message Too Big) before the payload is read.
    public var messageBytes = 64 * 1024

    public init() {}
}
