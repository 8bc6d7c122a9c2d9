/// A group's tracks in the form the per-frame loop reads, when every track spans the whole group:
/// the tracks part of the group's record in `HotGroups`.
///
/// Variable-length records, one per track, in track order:
///
///     [target: UnsafeMutablePointer<LayerProperties>][key][from × n][delta × n]
///
/// where n is the key's lane count (2 for a point, 6 for a transform, …). Plain numbers and the
/// address of the view's presentation values, with no reference counting and only the lanes the
/// key uses: 10,000 views × 4 tracks must stream through the cache every frame, and eight full
/// lanes per value (as `AnimatableValue` holds them) more than doubled the bytes read.
///
/// Not owning: the group keeps the views alive through its `tracks`, and the records are valid
/// while those are unchanged (every change to them renews the group's record).
enum HotTracks {
    private struct Header {
        let target: UnsafeMutablePointer<LayerProperties>
        let key: AnimatableKey
    }

    // The lanes follow the header at a Double-aligned offset.
    private static let headerSize = (MemoryLayout<Header>.size + 7) & ~7

    private static func recordSize(_ key: AnimatableKey) -> Int {
        headerSize + 2 * key.laneCount * MemoryLayout<Double>.stride
    }

    /// Bytes the records of `tracks` take.
    static func size(of tracks: some Collection<AnimationTrack>) -> Int {
        tracks.reduce(0) { $0 + recordSize($1.key) }
    }

    /// Packs `tracks`, which must all span the whole group continuously, at `base` (Double-aligned,
    /// `size(of: tracks)` bytes).
    static func write(_ tracks: some Collection<AnimationTrack>, at base: UnsafeMutableRawPointer) {
        var offset = 0
        for track in tracks {
            let n = track.key.laneCount
            base.storeBytes(of: Header(target: track.view.presentationStorage, key: track.key), toByteOffset: offset, as: Header.self)
            let delta = track.to.lanes - track.from.lanes
            let values = (base + offset + headerSize).bindMemory(to: Double.self, capacity: 2 * n)
            for lane in 0..<n {
                values[lane] = track.from.lanes[lane]
                values[n + lane] = delta[lane]
            }
            offset += recordSize(track.key)
        }
    }

    /// Writes the value of each of the `count` tracks at `base` `eased` of the way from `from` to `to`.
    ///
    /// The four keys of nearly every animation are written with their key and lane count as
    /// constants, so the lane loop unrolls and `AnimatableValue.write`'s switch folds away: the
    /// general form (a loop over a variable number of lanes, then the switch) was the largest cost
    /// of a frame after the curve and the transform's sine and cosine. Same arithmetic, same bits.
    @inline(__always)
    static func apply(_ base: UnsafeRawPointer, count: Int, eased: Double) {
        var record = base
        for _ in 0..<count {
            let header = record.load(as: Header.self)
            let lanes = (record + headerSize).assumingMemoryBound(to: Double.self)
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
            record += headerSize + 2 * n * MemoryLayout<Double>.stride
        }
    }
}
