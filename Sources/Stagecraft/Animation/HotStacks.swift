/// The engine's additive stacks (T8.7) in the form the per-frame pass reads.
///
/// One buffer of variable-length records, one per stack whose members all follow their eased
/// progress alone (`AnimationGroup.plainStackedLanes`):
///
///     [target: UnsafeMutablePointer<LayerProperties>][key][member count][cell index × count]
///     [model × n][from × n, to × n] × count
///
/// where n is the key's lane count. Each member group writes its eased progress into its cell of
/// `cells` as the frame loop renders it; after the loop, `render` streams the records and writes
/// `model + Σ (from + (to − from)·eased − to)` into the presentation values: the same arithmetic, in
/// the same order, as `AdditiveStack.render`, so traces are bit-identical. A stacked frame read the
/// stack object, its members, each member group and the view's model and presentation values,
/// scattered over the heap; the records and the cells are read in order, and the cells are small.
///
/// What the records copy must follow its sources: a change of a stack's members or of a member's
/// tracks marks the buffer stale (`invalidate`), and the next frame rebuilds it before the loop; a
/// change of the view's model rewrites the record's model lanes in place (`modelDidChange`). Stacks
/// with another member (keyframes, a per-axis spring) or a 3D transform are drawn by their object.
final class HotStacks {
    private struct Header {
        let target: UnsafeMutablePointer<LayerProperties>
        let key: AnimatableKey
        let memberCount: Int32
    }

    // The cell indexes follow the header; the lanes follow them at a Double-aligned offset.
    private static let headerSize = (MemoryLayout<Header>.size + 7) & ~7

    /// Every stack with members, in no particular order (`AdditiveStack.hotIndex` is its place).
    private var stacks: ContiguousArray<AdditiveStack> = []
    /// The stacks drawn by their object (see above).
    private var general: ContiguousArray<AdditiveStack> = []
    @exclusivity(unchecked) private var records = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    @exclusivity(unchecked) private var packedCount = 0
    /// One eased progress per member group, written by the frame loop (`AnimationGroup.progressCell`).
    @exclusivity(unchecked) private(set) var cells = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    @exclusivity(unchecked) private var isStale = false

    deinit {
        records.deallocate()
        cells.deallocate()
    }

    /// Starts drawing `stack` (it got its first member).
    func insert(_ stack: AdditiveStack) {
        stack.hotIndex = stacks.count
        stacks.append(stack)
        isStale = true
    }

    /// Stops drawing `stack` (its last member left). The last stack takes its place.
    func remove(_ stack: AdditiveStack) {
        guard let index = stack.hotIndex, index < stacks.count, stacks[index] === stack else { return }
        let last = stacks.removeLast()
        if last !== stack {
            stacks[index] = last
            last.hotIndex = index
        }
        stack.hotIndex = nil
        isStale = true
    }

    /// A stack's members or a member's tracks changed: the next frame rebuilds the records.
    func invalidate() { isStale = true }

    /// The view's model changed under `stack`: its record shows the new model from the next frame on.
    func modelDidChange(_ stack: AdditiveStack) {
        guard !isStale, let offset = stack.recordOffset, let base = records.baseAddress else { return }
        let record = base + offset
        let count = Int(record.load(as: Header.self).memberCount)
        let model = (record + Self.modelOffset(memberCount: count)).assumingMemoryBound(to: Double.self)
        let lanes = stack.modelLanes()
        for lane in 0..<stack.key.laneCount { model[lane] = lanes[lane] }
    }

    /// Rebuilds the records if something changed; the frame loop runs after this, writing the cells.
    func prepare() {
        guard isStale else { return }
        isStale = false
        var packed: [(stack: AdditiveStack, members: [(group: AnimationGroup, from: SIMD8<Double>, to: SIMD8<Double>)])] = []
        general.removeAll(keepingCapacity: true)
        var size = 0
        var cellCount: Int32 = 0
        for stack in stacks {
            stack.recordOffset = nil
            // Cells are numbered afresh; every group with one is a member of some stack (it gives its
            // cell up when it leaves its last stack), so none keeps an index past the new `cells`.
            for group in stack.groups { group.progressCell = -1 }
            if let members = stack.plainMembers() {
                packed.append((stack, members))
                size += Self.recordSize(key: stack.key, memberCount: members.count)
            } else {
                general.append(stack)
            }
        }
        records.deallocate()
        records = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: MemoryLayout<Double>.alignment)
        packedCount = packed.count
        guard let start = records.baseAddress else { return }
        var offset = 0
        for (stack, members) in packed {
            let base = start + offset
            let n = stack.key.laneCount
            base.storeBytes(of: Header(target: stack.view.presentationStorage, key: stack.key, memberCount: Int32(members.count)), as: Header.self)
            let cellIndexes = (base + Self.headerSize).bindMemory(to: Int32.self, capacity: members.count)
            let lanes = (base + Self.modelOffset(memberCount: members.count)).bindMemory(to: Double.self, capacity: n * (1 + 2 * members.count))
            let model = stack.modelLanes()
            for lane in 0..<n { lanes[lane] = model[lane] }
            for (index, member) in members.enumerated() {
                if member.group.progressCell < 0 {
                    member.group.progressCell = cellCount
                    cellCount += 1
                }
                cellIndexes[index] = member.group.progressCell
                let values = lanes + n * (1 + 2 * index)
                for lane in 0..<n {
                    values[lane] = member.from[lane]
                    values[n + lane] = member.to[lane]
                }
            }
            stack.recordOffset = offset
            offset += Self.recordSize(key: stack.key, memberCount: members.count)
        }
        cells.deallocate()
        cells = .allocate(capacity: max(Int(cellCount), 1))
        cells.initialize(repeating: 0, count: max(Int(cellCount), 1))
    }

    /// Writes every stack's sum at `time` into the presentation values; the cells hold this frame's
    /// progress of every member group.
    func render(at time: Double) {
        if var record = UnsafeRawPointer(records.baseAddress) {
            for _ in 0..<packedCount {
                let header = record.load(as: Header.self)
                let n = header.key.laneCount
                let count = Int(header.memberCount)
                let cellIndexes = (record + Self.headerSize).assumingMemoryBound(to: Int32.self)
                var lanes = (record + Self.modelOffset(memberCount: count)).assumingMemoryBound(to: Double.self)
                var value = AnimatableValue(lanes: .zero)
                for lane in 0..<n { value.lanes[lane] = lanes[lane] }
                lanes += n
                for member in 0..<count {
                    let eased = cells[Int(cellIndexes[member])]
                    for lane in 0..<n {
                        // `AnimatableValue.interpolate` and `current − final`, as `AdditiveStack.render` computes them.
                        let from = lanes[lane], to = lanes[n + lane]
                        value.lanes[lane] += (from + (to - from) * eased) - to
                    }
                    lanes += 2 * n
                }
                value.write(header.key, into: &header.target.pointee)
                record += Self.recordSize(key: header.key, memberCount: count)
            }
        }
        for stack in general { stack.render(at: time, layerTiming: false) }
    }

    private static func modelOffset(memberCount: Int) -> Int {
        headerSize + ((memberCount * MemoryLayout<Int32>.stride + 7) & ~7)
    }

    private static func recordSize(key: AnimatableKey, memberCount: Int) -> Int {
        modelOffset(memberCount: memberCount) + key.laneCount * (1 + 2 * memberCount) * MemoryLayout<Double>.stride
    }
}
