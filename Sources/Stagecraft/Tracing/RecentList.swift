/// A list that keeps every element appended, or, with a bound `n`, at least the `n` most recent:
/// once it holds `2n`, the oldest are dropped down to `n` in one move (`Engine+Retention.swift`).
///
/// Bounded, the elements live in a ring of `2n` slots that is allocated once: dropping moves the
/// start, and a dropped element stays in its slot until a new one is written there. A long-running
/// host's heap then sees one element freed for each one made, instead of a thousand events (and
/// their strings) freed in one move and made again one by one, a swing that fragmented glibc's heap
/// (`soak.rss_growth.mb`, docs/performance.md). Readers see the same elements in the same order
/// as with the trimmed array it replaces: positions count from the oldest kept element.
public struct RecentList<Element>: RandomAccessCollection {
    /// The slots: the elements in order while unbounded; bounded, a ring starting at `head`.
    private var slots: ContiguousArray<Element> = []
    /// The slot of the oldest kept element (always 0 while unbounded).
    private var head = 0
    /// Elements kept (readable); bounded, the slots beyond them hold dropped ones or nothing yet.
    public private(set) var count = 0
    /// The bound `n`: at `2n` elements the oldest are dropped down to `n`; nil keeps everything.
    private var bound: Int?
    /// Elements dropped so far.
    public private(set) var droppedCount = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "RecentList index out of range")
        return slots[slot(position)]
    }

    /// The slot of the element at `position` (0 is the oldest kept).
    private func slot(_ position: Int) -> Int {
        let index = head + position
        return index < slots.count ? index : index - slots.count
    }

    /// Slots a bound of `n` uses: the list drops its oldest when it would reach this many.
    private static func ringSize(_ bound: Int) -> Int { 2 * Swift.max(bound, 1) }

    /// Appends `element`, then drops the oldest down to the bound if the list reached twice it.
    public mutating func append(_ element: Element) {
        guard let bound else {
            slots.append(element)
            count += 1
            return
        }
        if slots.count < Self.ringSize(bound) {
            slots.append(element)  // filling the ring the first time
        } else {
            slots[slot(count)] = element  // over a dropped element
        }
        count += 1
        if count >= Self.ringSize(bound) { drop(count - Swift.max(bound, 0)) }
    }

    /// Sets the bound (nil: keep everything); a list over the new bound drops its oldest at once.
    /// The kept elements are laid out again for the new ring (one copy, when the bound changes).
    public mutating func setBound(_ newBound: Int?) {
        if let newBound, count > Swift.max(newBound, 0) { drop(count - Swift.max(newBound, 0)) }
        var laidOut = ContiguousArray<Element>()
        laidOut.reserveCapacity(newBound.map(Self.ringSize) ?? count)
        laidOut.append(contentsOf: self)
        slots = laidOut
        head = 0
        bound = newBound
    }

    /// Forgets the `extra` oldest elements (they stay in their slots until overwritten).
    private mutating func drop(_ extra: Int) {
        head = slot(extra)
        count -= extra
        droppedCount += extra
    }
}
