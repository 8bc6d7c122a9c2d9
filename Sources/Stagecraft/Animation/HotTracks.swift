/// A group's tracks in the form the per-frame loop reads, when every track spans the whole group.
///
/// One buffer of variable-length records, one per track, in track order:
///
///     [target: UnsafeMutablePointer<LayerProperties>][key][from × n][delta × n]
///
/// where n is the key's lane count (2 for a point, 6 for a transform, …). Plain numbers and the
/// address of the view's presentation values, with no reference counting and only the lanes the
/// key uses: 10,000 views × 4 tracks must stream through the cache every frame, and eight full
/// lanes per value (as `AnimatableValue` holds them) more than doubled the bytes read.
///
/// Not owning: the group keeps the views alive through its `tracks`, and the records are valid
/// while those are unchanged. The group frees the buffer (`deallocate`) whenever `tracks` changes
/// and in its deinit. A plain buffer rather than an array, because reading an array stored in a
/// class retains and releases it, once per group per frame.
struct HotTracks {
    private struct Header {
        let target: UnsafeMutablePointer<LayerProperties>
        let key: AnimatableKey
    }

    // The lanes follow the header at a Double-aligned offset.
    private static let headerSize = (MemoryLayout<Header>.size + 7) & ~7

    private let buffer: UnsafeMutableRawBufferPointer
    let count: Int

    static var empty: HotTracks { HotTracks(buffer: UnsafeMutableRawBufferPointer(start: nil, count: 0), count: 0) }

    private init(buffer: UnsafeMutableRawBufferPointer, count: Int) {
        self.buffer = buffer
        self.count = count
    }

    private static func recordSize(_ key: AnimatableKey) -> Int {
        headerSize + 2 * key.laneCount * MemoryLayout<Double>.stride
    }

    /// Packs `tracks`, which must all span the whole group continuously.
    init(_ tracks: some Collection<AnimationTrack>) {
        let size = tracks.reduce(0) { $0 + Self.recordSize($1.key) }
        let base = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Double>.alignment)
        buffer = UnsafeMutableRawBufferPointer(start: base, count: size)
        count = tracks.count
        var offset = 0
        for track in tracks {
            let n = track.key.laneCount
            base.storeBytes(of: Header(target: track.view.presentationStorage, key: track.key), toByteOffset: offset, as: Header.self)
            let delta = track.to.lanes - track.from.lanes
            let values = (base + offset + Self.headerSize).bindMemory(to: Double.self, capacity: 2 * n)
            for lane in 0..<n {
                values[lane] = track.from.lanes[lane]
                values[n + lane] = delta[lane]
            }
            offset += Self.recordSize(track.key)
        }
    }

    func deallocate() { buffer.deallocate() }

    /// Writes every track's value `eased` of the way from `from` to `to`.
    ///
    /// The four keys of nearly every animation are written with their key and lane count as
    /// constants, so the lane loop unrolls and `AnimatableValue.write`'s switch folds away: the
    /// general form (a loop over a variable number of lanes, then the switch) was the largest cost
    /// of a frame after the curve and the transform's sine and cosine. Same arithmetic, same bits.
    @inline(__always)
    func apply(eased: Double) {
        guard var record = UnsafeRawPointer(buffer.baseAddress) else { return }
        for _ in 0..<count {
            let header = record.load(as: Header.self)
            let lanes = (record + Self.headerSize).assumingMemoryBound(to: Double.self)
            /// Writes `key` from its `n` lanes; returns `n`.
            @inline(__always) func write(_ key: AnimatableKey, lanes n: Int) -> Int {
                var value = AnimatableValue(lanes: .zero)
                for lane in 0..<n { value.lanes[lane] = lanes[lane] + lanes[n + lane] * eased }
                value.write(key, into: &header.target.pointee)
                return n
            }
            let n = switch header.key {
            case .center: write(.center, lanes: AnimatableKey.center.laneCount)
            case .bounds: write(.bounds, lanes: AnimatableKey.bounds.laneCount)
            case .transform: write(.transform, lanes: AnimatableKey.transform.laneCount)
            case .alpha: write(.alpha, lanes: AnimatableKey.alpha.laneCount)
            default: write(header.key, lanes: header.key.laneCount)
            }
            record += Self.headerSize + 2 * n * MemoryLayout<Double>.stride
        }
    }
}
