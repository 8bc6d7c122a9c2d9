import Testing
@testable import Stagecraft

/// Issue 12, item 4 / issue 28: the engine's bounded lists (`RecentList`, a ring of `2n` slots)
/// show readers exactly what the trimmed array they replace showed: at `2n` elements the oldest
/// are dropped down to `n`, positions count from the oldest kept, a bound change trims at once.
/// Each case is checked against that rule written out on a plain array (`TrimmedArray`), through
/// many wraps of the ring, not only its first filling.
@Suite struct RecentListTests {
    /// The rule as `Engine+Retention.swift` states it, on a plain array: the reference.
    struct TrimmedArray {
        var elements: [Int] = []
        var dropped = 0
        var bound: Int?

        mutating func append(_ element: Int) {
            elements.append(element)
            if let bound, elements.count >= 2 * max(bound, 1) { trim(to: bound) }
        }

        mutating func setBound(_ newBound: Int?) {
            bound = newBound
            if let newBound, elements.count > max(newBound, 0) { trim(to: newBound) }
        }

        private mutating func trim(to bound: Int) {
            let extra = elements.count - max(bound, 0)
            elements.removeFirst(extra)
            dropped += extra
        }
    }

    /// Appends `count` numbers to both and checks they agree after every one.
    func appendAndCompare(_ list: inout RecentList<Int>, _ reference: inout TrimmedArray, from first: Int, count: Int) {
        for value in first..<(first + count) {
            list.append(value)
            reference.append(value)
            #expect(Array(list) == reference.elements, "after appending \(value)")
            #expect(list.droppedCount == reference.dropped)
        }
    }

    @Test func manyWrapsOfTheRingShowWhatTheTrimmedArrayShows() {
        var list = RecentList<Int>(), reference = TrimmedArray()
        list.setBound(3)
        reference.setBound(3)
        // 6 slots: 50 elements wrap the ring eight times, at every offset of its start.
        appendAndCompare(&list, &reference, from: 0, count: 50)
        // The rule's own numbers: 50 elements, dropped at 6, 9, …, 48 (15 drops of 3), 5 kept.
        #expect(Array(list) == [45, 46, 47, 48, 49])
        #expect(list.droppedCount == 45)
        #expect(list[0] == 45 && list.last == 49 && list.count == 5)
    }

    @Test func loweringTheBoundOfAWrappedRingTrimsAtOnceAndKeepsTheOrder() {
        var list = RecentList<Int>(), reference = TrimmedArray()
        list.setBound(4)
        reference.setBound(4)
        appendAndCompare(&list, &reference, from: 0, count: 13)  // the start is mid-ring now
        list.setBound(2)
        reference.setBound(2)
        #expect(Array(list) == [11, 12])
        #expect(list.droppedCount == 11)
        appendAndCompare(&list, &reference, from: 13, count: 9)
    }

    @Test func raisingTheBoundOrRemovingItKeepsWhatIsThereAndStopsDropping() {
        var list = RecentList<Int>(), reference = TrimmedArray()
        list.setBound(2)
        reference.setBound(2)
        appendAndCompare(&list, &reference, from: 0, count: 7)  // kept: 4, 5, 6, start mid-ring
        list.setBound(5)
        reference.setBound(5)
        #expect(Array(list) == [4, 5, 6])
        appendAndCompare(&list, &reference, from: 7, count: 12)
        list.setBound(nil)
        reference.setBound(nil)
        appendAndCompare(&list, &reference, from: 19, count: 30)
        #expect(list.count == reference.elements.count && list.first == reference.elements.first)
    }

    @Test func aBoundOfZeroOrLessKeepsAtMostOneElement() {
        for bound in [0, -3] {
            var list = RecentList<Int>(), reference = TrimmedArray()
            list.setBound(bound)
            reference.setBound(bound)
            appendAndCompare(&list, &reference, from: 0, count: 7)
            // Two slots: every second element empties the list (7 appended: the 7th is kept).
            #expect(Array(list) == [6])
        }
    }

    @Test func unboundedItKeepsEverything() {
        var list = RecentList<Int>(), reference = TrimmedArray()
        appendAndCompare(&list, &reference, from: 0, count: 100)
        #expect(list.count == 100 && list.droppedCount == 0)
    }

    /// A reader holding the list (a copy, as `engine.events` hands out) keeps what it saw while
    /// the engine records more over the ring's slots.
    @Test func aCopyKeepsItsElementsWhileTheOriginalWrapsOver() {
        let engine = Engine()
        engine.retainedEvents = 2
        for index in 1...3 { engine.record(.transition, "t", "first\(index)") }
        let seen = engine.events
        for index in 1...5 { engine.record(.transition, "t", "later\(index)") }
        #expect(seen.map(\.name) == ["first1", "first2", "first3"])
        #expect(engine.events.map(\.name) == ["later4", "later5"])
    }
}
