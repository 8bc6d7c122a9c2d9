import UIKit

// SW6.1: a file of helpers whose namesake class comes after the enum it uses: `require("app.Palette")`
// is the class. SW6.2: a default argument that is a static method of the import's struct.

enum Tone {
    case light, dark
}

struct PaletteOptions {
    var dims: Bool
    var alpha: CGFloat = 0.7

    static func standard() -> PaletteOptions {
        return PaletteOptions(dims: true)
    }
}

enum Fill {
    case solid(CGFloat)
}

final class Palette {
    var tone: Tone = .dark
    let options: PaletteOptions
    let fill: Fill
    /// SW6.3: the pairs a caller may register, read through an optional call.
    var registeredValues: (() -> [Int])?

    init(options: PaletteOptions = .standard(), fill: Fill = .solid(0.5)) {
        self.options = options
        self.fill = fill
    }

    /// The number of registered values, -1 when nothing is registered.
    func registeredCount() -> Int {
        if let values = registeredValues?() {
            return values.count
        }
        return -1
    }

    func fillAlpha() -> CGFloat {
        switch fill {
        case .solid(let alpha):
            return alpha
        }
    }
}
