/// An RGBA colour with components in 0…1 (UIKit's `UIColor` in the sRGB space).
public struct Color: Hashable, Sendable, Codable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour with another alpha (UIKit's `withAlphaComponent`).
    public func withAlphaComponent(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Component-wise interpolation, as Core Animation interpolates `backgroundColor`.
    public static func interpolate(_ from: Color, _ to: Color, _ f: Double) -> Color {
        Color(
            red: from.red + (to.red - from.red) * f, green: from.green + (to.green - from.green) * f,
            blue: from.blue + (to.blue - from.blue) * f, alpha: from.alpha + (to.alpha - from.alpha) * f)
    }

    /// `#RRGGBB` / `#RRGGBBAA` (alpha last).
    public var hexString: String {
        let parts = alpha >= 1 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + parts.map { component in
            let byte = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())  // NaN would trap
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// UIKit's named colours (light appearance), for scripts that write `systemBlue` and the like.
    public static let named: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "gray": .gray, "lightGray": .lightGray,
        "darkGray": .darkGray, "red": .red, "green": .green, "blue": .blue, "yellow": .yellow,
        "orange": .orange, "purple": .purple, "cyan": .cyan, "magenta": .magenta, "brown": .brown,
        "systemRed": Color(hex: 0xFF3B30), "systemGreen": Color(hex: 0x34C759), "systemBlue": Color(hex: 0x007AFF),
        "systemOrange": Color(hex: 0xFF9500), "systemYellow": Color(hex: 0xFFCC00), "systemPink": Color(hex: 0xFF2D55),
        "systemPurple": Color(hex: 0xAF52DE), "systemTeal": Color(hex: 0x5AC8FA), "systemIndigo": Color(hex: 0x5856D6),
        "systemGray": Color(hex: 0x8E8E93), "systemBackground": .white, "label": .black,
        "secondaryLabel": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        "systemGroupedBackground": Color(hex: 0xF2F2F7),
    ]

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` (the `#` is optional) or a name from `named`.
    /// Returns nil for anything else.
    public init?(parsing text: String) {
        if let color = Color.named[text] {
            self = color
            return
        }
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard [3, 6, 8].contains(digits.count), let value = UInt64(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = Double((value >> 8) & 0xF), g = Double((value >> 4) & 0xF), b = Double(value & 0xF)
            self.init(red: r / 15, green: g / 15, blue: b / 15)
        case 6:
            self.init(hex: UInt32(value))
        default:
            self.init(hex: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
        }
    }
}

extension Color: CustomStringConvertible {
    public var description: String { hexString }
}
