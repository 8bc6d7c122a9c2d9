import UIKit

/// A generic holder, as a library keeps a value behind a setter condition.
final class Holder<T> {
    var value: T

    init(_ value: T) {
        self.value = value
    }
}
