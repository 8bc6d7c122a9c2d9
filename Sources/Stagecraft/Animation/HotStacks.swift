/// The engine's additive stacks (T8.7) in the form the per-frame pass reads.
///
/// One buffer of variable-length records, one per stack. A stack whose members all follow their
/// eased progress alone (`AnimationGroup.plainStackedLanes`) is packed:
///
///     [header: presentation address, key, member count, size][cell index × count]
///     [model × n][from × n, to × n] × count
///
/// where n is the key's lane count; any other stack (a keyframed member, a per-axis spring, a 3D
/// transform) is a header naming the stack, which draws itself. Each member group writes its eased
/// progress into its cell of `cells` as the frame loop renders it; after the loop, `render` streams
/// the records and writes `model + Σ (from + (to − from)·eased − to)` into the presentation values:
/// the same arithmetic, in the same order, as `AdditiveStack.render`, so traces are bit-identical.
/// A stacked frame used to read the stack object, its members, each member group and the view's
/// model and presentation values, scattered over the heap; the records and cells are read in order.
///
/// What the records copy must follow its sources: a change of a stack's members or of a member's
/// tracks queues the stack (`changed`), and the next frame, before its loop, retires the stack's
/// record and appends a new one; a change of the view's model rewrites the record's model lanes in
/// place (`modelDidChange`). Once retired records are half the buffer, the next frame rebuilds it.
final class HotStacks {
    private enum Kind: UInt8 {
        case packed, general, retired
    }

    private struct Header {
        /// The presentation values (packed), or the unretained stack (general).
        let target: UnsafeMutableRawPointer
        let key: AnimatableKey
        var kind: Kind
        let memberCount: UInt16
        let size: UInt32
    }

    // The cell indexes follow the header; the lanes follow them at a Double-aligned offset.
    private static let headerSize = (MemoryLayout<Header>.size + 7) & ~7

    /// Every stack with members, in no particular order (`AdditiveStack.hotIndex` is its place). They
    /// keep the stacks the general records name alive.
    private var stacks: ContiguousArray<AdditiveStack> = []
    /// Stacks whose record is out of date, each once (`AdditiveStack.isQueued`).
    private var queue: ContiguousArray<AdditiveStack> = []
    @exclusivity(unchecked) private var records = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// Bytes of `records` in use, and how many of them are retired records.
    @exclusivity(unchecked) private var used = 0
    @exclusivity(unchecked) private var retired = 0
    /// One eased progress per member group, written by the frame loop (`AnimationGroup.progressCell`).
    @exclusivity(unchecked) private(set) var cells = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    @exclusivity(unchecked) private var cellCapacity = 1
    @exclusivity(unchecked) private var cellCount: Int32 = 0

    init() { cells.initialize(to: 0) }

    deinit {
        records.deallocate()
        cells.deallocate()
    }

    /// Starts drawing `stack` (it got its first member).
    func insert(_ stack: AdditiveStack) {
        stack.hotIndex = stacks.count
        stacks.append(stack)
        changed(stack)
    }

    /// Stops drawing `stack` (its last member left). The last stack takes its place.
    func remove(_ stack: AdditiveStack) {
        guard let index = stack.hotIndex, index < stacks.count, stacks[index] === stack else { return }
        retireRecord(of: stack)
        let last = stacks.removeLast()
        if last !== stack {
            stacks[index] = last
            last.hotIndex = index
        }
        stack.hotIndex = nil
    }

    /// `stack`'s members or a member's tracks changed: the next frame gives it a new record.
    func changed(_ stack: AdditiveStack) {
        guard !stack.isQueued else { return }
        stack.isQueued = true
        queue.append(stack)
    }

    /// The view's model changed under `stack`: its record shows the new model from the next frame on.
    func modelDidChange(_ stack: AdditiveStack) {
        guard !stack.isQueued, let offset = stack.recordOffset, let base = records.baseAddress else { return }
        let record = base + offset
        let count = Int(record.load(as: Header.self).memberCount)
        let model = (record + Self.modelOffset(memberCount: count)).assumingMemoryBound(to: Double.self)
        let lanes = stack.modelLanes()
        for lane in 0..<stack.key.laneCount { model[lane] = lanes[lane] }
    }

    /// Brings the records up to date; the frame loop runs after this, writing the cells.
    func prepare() {
        if retired > 4096, 2 * retired > used { return rebuild() }
        guard !queue.isEmpty else { return }
        for stack in queue {
            stack.isQueued = false
            guard stack.hotIndex != nil else { continue }  // emptied since: its record is retired
            retireRecord(of: stack)
            append(stack)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Writes every stack's sum at `time` into the presentation values; the cells hold this frame's
    /// progress of every member group.
    func render(at time: Double) {
        guard var record = UnsafeRawPointer(records.baseAddress) else { return }
        let end = record + used
        while record < end {
            let header = record.load(as: Header.self)
            switch header.kind {
            case .packed:
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
                value.write(header.key, into: &header.target.assumingMemoryBound(to: LayerProperties.self).pointee)
            case .general:
                // `stacks` keeps the stack alive while its record is not retired.
                Unmanaged<AdditiveStack>.fromOpaque(header.target)._withUnsafeGuaranteedRef { $0.render(at: time, layerTiming: false) }
            case .retired:
                break
            }
            record += Int(header.size)
        }
    }

    /// Starts the records and the cells afresh from every stack.
    private func rebuild() {
        for stack in stacks {
            stack.recordOffset = nil
            // Cells are numbered afresh; every group with one is a member of some stack (it gives its
            // cell up when it leaves its last stack), so none keeps an index past the new ones.
            for group in stack.groups { group.progressCell = -1 }
        }
        for stack in queue { stack.isQueued = false }
        queue.removeAll(keepingCapacity: true)
        used = 0
        retired = 0
        cellCount = 0
        for stack in stacks { append(stack) }
    }

    private func retireRecord(of stack: AdditiveStack) {
        guard let offset = stack.recordOffset ?? stack.generalOffset, let base = records.baseAddress else { return }
        var header = base.load(fromByteOffset: offset, as: Header.self)
        header.kind = .retired
        base.storeBytes(of: header, toByteOffset: offset, as: Header.self)
        retired += Int(header.size)
        stack.recordOffset = nil
        stack.generalOffset = nil
    }

    /// Appends `stack`'s record, giving each member group without a cell a new one.
    private func append(_ stack: AdditiveStack) {
        guard let members = stack.plainMembers() else {
            let base = reserve(Self.headerSize)
            base.storeBytes(of: Header(target: Unmanaged.passUnretained(stack).toOpaque(), key: stack.key, kind: .general,
                                       memberCount: 0, size: UInt32(Self.headerSize)), as: Header.self)
            stack.generalOffset = used - Self.headerSize
            return
        }
        let n = stack.key.laneCount
        let size = Self.modelOffset(memberCount: members.count) + n * (1 + 2 * members.count) * MemoryLayout<Double>.stride
        let base = reserve(size)
        base.storeBytes(of: Header(target: UnsafeMutableRawPointer(stack.view.presentationStorage), key: stack.key, kind: .packed,
                                   memberCount: UInt16(members.count), size: UInt32(size)), as: Header.self)
        let cellIndexes = (base + Self.headerSize).bindMemory(to: Int32.self, capacity: members.count)
        let lanes = (base + Self.modelOffset(memberCount: members.count)).bindMemory(to: Double.self, capacity: n * (1 + 2 * members.count))
        let model = stack.modelLanes()
        for lane in 0..<n { lanes[lane] = model[lane] }
        for (index, member) in members.enumerated() {
            if member.group.progressCell < 0 { member.group.progressCell = newCell() }
            cellIndexes[index] = member.group.progressCell
            let values = lanes + n * (1 + 2 * index)
            for lane in 0..<n {
                values[lane] = member.from[lane]
                values[n + lane] = member.to[lane]
            }
        }
        stack.recordOffset = used - size
    }

    /// `size` more bytes at the end of the records (their offsets stay valid when the buffer grows).
    private func reserve(_ size: Int) -> UnsafeMutableRawPointer {
        reserveRecord(size, in: &records, used: &used)
    }

    private func newCell() -> Int32 {
        if Int(cellCount) == cellCapacity {
            let grown = UnsafeMutablePointer<Double>.allocate(capacity: 2 * cellCapacity)
            grown.initialize(repeating: 0, count: 2 * cellCapacity)
            grown.update(from: cells, count: cellCapacity)
            cells.deallocate()
            cells = grown
            cellCapacity *= 2
        }
        cellCount += 1
        return cellCount - 1
    }

    private static func modelOffset(memberCount: Int) -> Int {
        headerSize + ((memberCount * MemoryLayout<Int32>.stride + 7) & ~7)
    }
}
