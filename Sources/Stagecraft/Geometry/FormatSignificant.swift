import Foundation

/// `value` with eight significant digits and no trailing zeros ("0.0014285714", "-1", "0.5"):
/// for numbers whose size varies over decades (a perspective's m34 next to a translation).
func formatSignificant(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(format: "%.8g", value)
}
