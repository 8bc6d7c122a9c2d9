import UIKit

/// A helper with a method that translates and two refused for their signatures (Swift errors,
/// with and without a result): the refused ones fail when called, the rest of the class works.
/// (An inout parameter translates since SW5.6.)
final class Counter {
    var count = 0

    func increment() {
        count += 1
    }

    func reset() throws {
        count = 0
    }

    func clamped(_ value: Int) throws -> Int {
        return min(value, count)
    }
}
