// Swift's own answers for the importer's language tests: this file is compiled into the test
// target AND translated to Lua by the test, which runs each case both ways and compares them
// (Swift is the oracle). Pure Swift, no UIKit. Each case returns an Int, a Double, a String or
// a Bool. Keep each case to one construct of the issue's list, so a failure names it.

import Foundation

/// A file's constant, read by the cases below (each type's module gets it).
private let fileScale = 3

struct Point2 {
    var x: Int
    var y: Int = 0
}

enum Move {
    case fade
    case slide(Int)
    case spring(Int, Int)
}

/// A caseless enum of constants with nested namespaces (Presentr's `PresentrConstants.Values`).
enum Constants {
    enum Values {
        static let margin = 30
    }
}

final class Box {
    private static let step = 3
    static func twice(_ x: Int) -> Int { x * 2 }
    /// `self` in a static method is the type.
    static func thrice(_ x: Int) -> Int { self.twice(x) + x + self.step - 3 }
    /// `Self.step`: the type's static members through `Self`.
    func stepped(_ x: Int) -> Int { Self.twice(x) + Self.step }
    var value = 0
    var changes = 0
    var counted = 0 {
        didSet { changes += 1 }
    }
    var doubled: Int { counted * 2 }
    lazy var label: String = "box \(value)"
}

final class LanguageCases {
    var base = 10

    func integerDivision() -> Int {
        let a = 7, b = 2
        return a / b
    }

    func negativeIntegerDivision() -> Int {
        let a = -7
        let b = 2
        return a / b * 100 + a % 3
    }

    /// Two integer literals divided take their type from where they go: an Int only in an untyped
    /// `let` (`transform.m34 = -1 / 500`, the flip tutorials' perspective, is -0.002).
    func literalDivisions() -> String {
        let untyped = 7 / 2
        var perspective: Double = 0
        perspective = -1 / 500
        let scaled = 1 / 2 * 3.0
        let viaCall = max(1 / 2, 0.25)
        return "\(untyped) \(perspective == -0.002) \(scaled == 1.5) \(viaCall == 0.5)"
    }

    func fileConstants() -> Int {
        fileScale * 2
    }

    func floatDivision() -> Double {
        let d: Double = 7
        return d / 2
    }

    func escapes() -> String {
        let control = "x\u{01}2" == "x" + "\u{01}" + "2"
        return "\(control) \("\u{41}\t|" == "A\t|") \("q\"\\".count)"
    }

    func interpolation() -> String {
        let n = 3
        let x = 1.5
        let whole: Double = 2
        return "n=\(n) x=\(x) w=\(whole) b=\(n > 2)"
    }

    func structValueSemantics() -> Int {
        let a = Point2(x: 1, y: 2)
        var b = a
        b.x = 10
        return a.x + b.x + b.y
    }

    func structMemberwiseDefault() -> Int {
        let p = Point2(x: 4)
        return p.x * 10 + p.y
    }

    func classReferenceSemantics() -> Int {
        let a = Box()
        let b = a
        b.value = 5
        return a.value
    }

    func observerAndComputed() -> Int {
        let box = Box()
        box.counted = 3
        box.counted = 4
        return box.changes * 100 + box.doubled
    }

    func lazyProperty() -> String {
        let box = Box()
        box.value = 7
        return box.label
    }

    func enumWithAssociatedValues() -> Int {
        let moves: [Move] = [.fade, .slide(3), .slide(1), .spring(2, 5)]
        var total = 0
        for move in moves {
            switch move {
            case .fade:
                total += 1000
            case .slide(let distance) where distance > 2:
                total += distance * 10
            case .slide(let distance):
                total += distance
            case .spring(let a, let b):
                total += a * b * 100
            }
        }
        return total
    }

    func optionals() -> Int {
        let missing: Int? = nil
        let present: Int? = 4
        var result = (missing ?? 1) + (present ?? 100)
        if let value = present, value > 3 {
            result += 10
        } else {
            result += 1000
        }
        guard let other = present else { return -1 }
        return result + other
    }

    func forLoops() -> Int {
        var sum = 0
        for i in stride(from: 0, to: 10, by: 3) { sum += i }
        for i in 0..<5 where i % 2 == 0 { sum += i * 100 }
        for i in 1...3 { sum += i * 1000 }
        return sum
    }

    func reversedRange() -> String {
        var order = ""
        for i in (0..<3).reversed() { order += "\(i)" }
        return order
    }

    func arrayIndexing() -> Int {
        var values = [10, 20, 30]
        values[1] = 25
        values.append(40)
        return values[0] + values[1] + values.count * 1000 + values[values.count - 1]
    }

    func closures() -> Int {
        let values = [1, 2, 3]
        let doubled = values.map { $0 * 2 }
        let total = doubled.reduce(0) { $0 + $1 }
        let big = values.filter { value in value > 1 }
        return total * 10 + big.count
    }

    func deferOrder() -> String {
        var log = "a"
        defer { log += "c" }
        log += "b"
        return log
    }

    func tuples() -> Int {
        let (q, r) = (7 / 2, 7 % 2)
        let pair = (first: 4, second: 5)
        return q * 100 + r * 10 + pair.0 + pair.second
    }

    func ternaryKeepsFalse() -> Bool {
        let flag = false
        let other = true
        return base > 5 ? flag : other
    }

    func whileAndRepeat() -> Int {
        var i = 0
        var total = 0
        while i < 10 {
            i += 1
            if i % 2 == 0 { continue }
            if i > 7 { break }
            total += i
        }
        repeat {
            total += 100
        } while total < 300
        return total
    }

    func stringSwitch() -> Int {
        let state = "changed"
        switch state {
        case "began": return 1
        case "changed", "ended": return 2
        default: return 3
        }
    }

    /// `fallthrough` inside an `if` of a case (SwipeTransition's pan handler: `.ended` that may not
    /// finish falls through to `.cancelled`); what follows it in the case does not run.
    func nestedFallthrough() -> String {
        var out = ""
        let states: [(String?, Bool)] = [("ended", true), ("ended", false), (nil, true), ("cancelled", true), ("began", false)]
        for (state, allowed) in states {
            switch state ?? "none" {
            case "began":
                out += "b"
            case "ended":
                if allowed {
                    out += "f"
                } else {
                    out += "-"
                    fallthrough
                }
                out += "e"
            case "cancelled":
                out += "c"
            default:
                out += "d"
            }
            out += "|"
        }
        return out
    }

    /// `enumerated()`: offsets from 0, in a `for` and in `forEach` with `$0.offset`/`$0.element`.
    func enumeratedLoops() -> String {
        var out = ""
        for (index, name) in ["a", "b", "c"].enumerated() { out += "\(index)\(name)" }
        for pair in ["x", "y"].enumerated() { out += "\(pair.offset)\(pair.element)" }
        ["p", "q"].enumerated().forEach { out += "\($0.offset)\($0.element)" }
        return out
    }

    func castsAndChecks() -> String {
        let values: [Any] = [1, "two", 3.5]
        var out = ""
        for value in values {
            if let number = value as? Int { out += "i\(number)" }
            if value is String { out += "s" }
        }
        return out
    }

    func mathFunctions() -> Double {
        let a = min(3.0, 4.0) + max(1.0, 2.0) + abs(-2.0)
        return a + sqrt(16.0) + (2.5).rounded() + floor(1.7)
    }

    func implicitSelfAndMethods() -> Int {
        base += 5
        return helper(2) + self.helper(3)
    }

    func helper(_ factor: Int) -> Int {
        base * factor
    }

    func earlyReturnInIf() -> Int {
        for value in [1, 5, 9] {
            if value > 4 { return value }
        }
        return 0
    }
}

enum Edge {
    case top, left
    var isVertical: Bool { self == .top }
    func flipped() -> Edge { self == .top ? .left : .top }
}

/// Default implementations in a protocol extension are the conforming types' members.
protocol Greeter {
    var name: String { get }
}

extension Greeter {
    func greet() -> String { "hi \(name)" }
    var shout: String { name.uppercased() }
}

final class Person: Greeter {
    let name = "ann"
    func introduce() -> String { greet() + "!" }
}

/// A generic whose type parameter only types things: Lua's dynamic typing keeps its meaning.
final class Stack<Element> {
    var items: [Element] = []
    func push(_ item: Element) { items.append(item) }
    func top() -> Element? { items.last }
}

extension LanguageCases {
    func protocolDefaults() -> String {
        let person = Person()
        return "\(person.introduce()) \(person.shout)"
    }

    func trivialGenerics() -> String {
        let stack = Stack<String>()
        stack.push("a")
        stack.push("b")
        return "\(stack.top() ?? "") \(stack.items.count)"
    }

    func staticMembersThroughSelf() -> Int {
        Box().stepped(4) * 100 + Box.thrice(5)
    }

    /// An unlabeled tuple returned as a labeled tuple type takes its labels; a nested type is
    /// reached through its outer one.
    func tupleLabelsAndNestedTypes() -> Int {
        func size(_ wide: Bool) -> (across: Int, down: Int)? {
            if wide { return (Constants.Values.margin * 2, 10) }
            return (1, 2)
        }
        guard let wide = size(true), let narrow = size(false) else { return -1 }
        return wide.across * 1000 + wide.down * 100 + narrow.across * 10 + narrow.down
    }

    func enumComputedPropertyAndMethod() -> String {
        let edge: Edge = .top
        return "\(edge.isVertical) \(edge.flipped().isVertical)"
    }

    /// `#available` holds and `#unavailable` does not where the code runs (`*` covers Linux
    /// here, the simulated device's iOS there), in `if`, `else if` and `guard`.
    func availabilityConditions() -> String {
        var taken: [String] = []
        if #available(iOS 11.0, *) { taken.append("available") } else { taken.append("fallback") }
        if #unavailable(iOS 11.0) { taken.append("unavailable") } else { taken.append("else") }
        if taken.isEmpty { taken.append("empty") } else if #unavailable(iOS 11.0) { taken.append("x") } else { taken.append("last") }
        if #available(iOS 11.0, *), taken.count == 3 { taken.append("both") }
        guard #available(iOS 11.0, *) else { return "guard" }
        guard #unavailable(iOS 11.0) else { return taken.joined(separator: " ") + " exit" }
        return "after"
    }

    /// Array's `contains` and `first(where:)` on a literal and on a declared array, though bound
    /// types have methods of those names (CGRect's `contains`); PanModal's `[short, long].contains(y)`.
    func arrayMethodsNamedLikeBoundOnes() -> String {
        let stops: [Double] = [40, 300]
        let y = 300.0
        return "\([40.0, 300.0].contains(y)) \(![40.0, 300.0].contains(y + 1)) \(stops.contains(40)) \(stops.first { $0 > 100 } ?? -1)"
    }

    /// `min(by:)` and `max(by:)` (PanModal's nearest snap point): the first of equal elements,
    /// nil when empty.
    func minAndMaxBy() -> String {
        let stops: [Double] = [844, 108, 510, 108]
        let target = 300.0
        let nearest = stops.min(by: { abs(target - $0) < abs(target - $1) }) ?? -1
        let pairs = [(1, "a"), (3, "b"), (3, "c"), (1, "d")]
        let highest = pairs.max { $0.0 < $1.0 }?.1 ?? "none"
        let lowest = pairs.min { $0.0 < $1.0 }?.1 ?? "none"
        let empty: [Double] = []
        return "\(nearest) \(highest) \(lowest) \(empty.min(by: { $0 < $1 }) == nil)"
    }
}
