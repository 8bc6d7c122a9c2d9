/// The engine's running animation groups in the form the per-frame loop reads (the single-animation
/// counterpart of `HotStacks`).
///
/// One buffer of variable-length records, one per running group. A group on a timeline whose own
/// tracks all follow its one eased progress (`AnimationGroup.isPackable`) is packed:
///
///     [header: timeline, begin, duration, repeat count, autoreverses, progress cell, track count,
///      size, timing index][tracks (`HotTracks`)]
///
/// The timings are shared: each distinct curve is stored once (`timings`), so a record's header is
/// one cache line and the curve the groups solve every frame stays in the cache (a copy in each
/// record, 104 bytes, put the curve's first read on a cache line of its own per group).
///
/// Any other group (a property animator's, a keyframe block's, a per-axis spring's) is a header
/// naming the group, which renders itself. `render` streams the records: for a packed group it
/// computes the progress from the timeline's local time, eases it and writes the tracks — the
/// same functions, in the same order, as `AnimationGroup.render`, so traces are bit-identical.
/// A frame used to reach each group object (its clock, curve and flags over three cache lines),
/// then its tracks in a separate allocation; now it reads one buffer in order, and the groups'
/// shared timeline.
///
/// What a record copies must follow its group: every change to the group's tracks, timing or
/// progress cell queues it (`changed`), and the next frame, before its loop, retires the group's
/// record and appends a new one; a group that ends is retired at once (`finished`). Once retired
/// records are half the buffer, the next frame rebuilds it from the running groups, in their order.
final class HotGroups {
    private enum Kind: UInt8 {
        case packed, general, retired
    }

    private struct Header {
        /// The unretained timeline (packed) or group (general).
        let target: UnsafeMutableRawPointer
        var kind: Kind
        let autoreverses: Bool
        /// The group's cell in `HotStacks.cells`, or −1.
        let progressCell: Int32
        let trackCount: Int32
        let size: UInt32
        /// The group's timing in `timings`.
        let timing: Int32
        let beginTime: Double
        let duration: Double
        let repeatCount: Double
    }

    // The tracks follow the header at a Double-aligned offset.
    private static let headerSize = (MemoryLayout<Header>.size + 7) & ~7

    /// Groups whose record is out of date, each once (`AnimationGroup.hotQueueIndex` is its place).
    private var queue: ContiguousArray<AnimationGroup> = []
    @exclusivity(unchecked) private var records = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// Bytes of `records` in use, and how many of them are retired records.
    @exclusivity(unchecked) private var used = 0
    @exclusivity(unchecked) private var retired = 0
    /// The packed groups' distinct timings, and each one's index; renumbered by `rebuild`.
    @exclusivity(unchecked) private var timings: ContiguousArray<TimingFunction> = []
    private var timingIndexes: [TimingFunction: Int32] = [:]
    /// Groups that ended since the engine last dropped its finished groups (`takeFinished`).
    private var finishedCount = 0

    /// Bytes of retired records not yet reclaimed.
    var retiredBytes: Int { retired }

    deinit { records.deallocate() }

    /// `group`'s tracks, timing or progress cell changed, or it started running: the next frame gives
    /// it a new record.
    func changed(_ group: AnimationGroup) {
        guard group.isRunningInEngine, !group.isFinished, group.hotQueueIndex < 0 else { return }
        group.hotQueueIndex = queue.count
        queue.append(group)
    }

    /// `group` ended: its record is retired now, so the record never outlives what it points to.
    func finished(_ group: AnimationGroup) {
        guard group.isRunningInEngine else { return }
        retireRecord(of: group)
        dequeue(group)
        finishedCount += 1
    }

    /// Whether some group ended since the last call: the engine then drops its finished groups.
    func takeFinished() -> Bool {
        defer { finishedCount = 0 }
        return finishedCount > 0
    }

    /// Brings the records up to date; `groups` are the engine's running groups, in order.
    func prepare(_ groups: ContiguousArray<AnimationGroup>) {
        if retired > 4096, 2 * retired > used { return rebuild(groups) }
        guard !queue.isEmpty else { return }
        for group in queue {
            group.hotQueueIndex = -1
            retireRecord(of: group)
            append(group)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Writes every running group's tracks at `time` into the presentation values, and the eased
    /// progress of each group in some stack into its cell of `progressCells` (`HotStacks.cells`).
    func render(at time: Double, progressCells: UnsafeMutablePointer<Double>) {
        guard var record = UnsafeRawPointer(records.baseAddress) else { return }
        let end = record + used
        timings.withUnsafeBufferPointer { timings in
            // Groups share timelines (all of an app's plain animation blocks run on the root one): the
            // local time, a switch over the timeline's mode, is read once per run of groups on the same
            // one. Rendering changes no timeline's mode, so the value holds for the whole frame.
            var timeline: UnsafeMutableRawPointer?
            var local = 0.0
            while record < end {
                let header = record.assumingMemoryBound(to: Header.self)
                switch header.pointee.kind {
                case .packed:
                    // `AnimationGroup.fraction(at:)` and `renderOwnTracks(at:)` for a group on a timeline.
                    if header.pointee.target != timeline {
                        timeline = header.pointee.target
                        local = Unmanaged<Timeline>.fromOpaque(header.pointee.target)._withUnsafeGuaranteedRef { $0.localTime(at: time) }
                    }
                    let duration = header.pointee.duration
                    let fraction = AnimationGroup.progress(
                        elapsed: local - header.pointee.beginTime, duration: duration,
                        autoreverses: header.pointee.autoreverses, repeatCount: header.pointee.repeatCount)
                    let eased = timings[Int(header.pointee.timing)].progress(elapsed: fraction * duration, duration: duration)
                    HotTracks.apply(record + Self.headerSize, count: Int(header.pointee.trackCount), eased: eased)
                    let cell = header.pointee.progressCell
                    if cell >= 0 { progressCells[Int(cell)] = eased }
                case .general:
                    // The engine's `activeGroups` keeps the group alive while its record is not retired.
                    Unmanaged<AnimationGroup>.fromOpaque(header.pointee.target)._withUnsafeGuaranteedRef {
                        $0.render(at: time, layerTiming: false, progressCells: progressCells)
                    }
                case .retired:
                    break
                }
                record += Int(header.pointee.size)
            }
        }
    }

    /// Starts the records afresh from the running groups.
    private func rebuild(_ groups: ContiguousArray<AnimationGroup>) {
        for group in queue { group.hotQueueIndex = -1 }
        queue.removeAll(keepingCapacity: true)
        used = 0
        retired = 0
        timings.removeAll(keepingCapacity: true)
        timingIndexes.removeAll(keepingCapacity: true)
        for group in groups {
            group.hotRecordOffset = -1
            if !group.isFinished { append(group) }
        }
    }

    private func dequeue(_ group: AnimationGroup) {
        let index = group.hotQueueIndex
        guard index >= 0, index < queue.count, queue[index] === group else { return }
        group.hotQueueIndex = -1
        let last = queue.removeLast()
        if last !== group {
            queue[index] = last
            last.hotQueueIndex = index
        }
    }

    private func retireRecord(of group: AnimationGroup) {
        let offset = group.hotRecordOffset
        guard offset >= 0, let base = records.baseAddress else { return }
        let header = (base + offset).assumingMemoryBound(to: Header.self)
        header.pointee.kind = .retired
        retired += Int(header.pointee.size)
        group.hotRecordOffset = -1
    }

    /// Appends `group`'s record.
    private func append(_ group: AnimationGroup) {
        guard let timeline = group.timeline, group.isPackable else {
            let base = reserve(Self.headerSize)
            base.initializeMemory(as: Header.self, to: Header(
                target: Unmanaged.passUnretained(group).toOpaque(), kind: .general, autoreverses: false, progressCell: -1,
                trackCount: 0, size: UInt32(Self.headerSize), timing: -1, beginTime: 0, duration: 0, repeatCount: 0))
            group.hotRecordOffset = used - Self.headerSize
            return
        }
        let own = group.tracks.lazy.filter { !$0.isStacked }
        let size = Self.headerSize + HotTracks.size(of: own)
        let base = reserve(size)
        base.initializeMemory(as: Header.self, to: Header(
            target: timeline.toOpaque(), kind: .packed, autoreverses: group.autoreverses, progressCell: group.progressCell,
            trackCount: Int32(own.count), size: UInt32(size), timing: index(of: group.timing), beginTime: group.beginTime,
            duration: group.duration, repeatCount: group.repeatCount))
        HotTracks.write(own, at: base + Self.headerSize)
        group.hotRecordOffset = used - size
    }

    /// `timing`'s index in `timings`, added if new.
    private func index(of timing: TimingFunction) -> Int32 {
        if let known = timingIndexes[timing] { return known }
        let index = Int32(timings.count)
        timings.append(timing)
        timingIndexes[timing] = index
        return index
    }

    /// `size` more bytes at the end of the records (their offsets stay valid when the buffer grows).
    private func reserve(_ size: Int) -> UnsafeMutableRawPointer {
        reserveRecord(size, in: &records, used: &used)
    }
}
