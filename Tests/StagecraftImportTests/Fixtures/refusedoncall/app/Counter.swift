import UIKit

/// A helper with a method that translates and two refused for their signatures (a Swift error,
/// an inout parameter): the refused ones fail when called, the rest of the class works.
final class Counter {
    var count = 0

    func increment() {
        count += 1
    }

    func reset() throws {
        count = 0
    }

    func clamp(_ value: inout Int) {
        value = min(value, count)
    }
}
