import Foundation
import Stagecraft

/// How a blur style looks when drawn: a Gaussian radius and a tint over it (Player/blur.json, shared
/// with the player's draw.js, so both renderers draw the same blur; docs/blur.md gives the evidence).
struct BlurLook: Equatable, Sendable {
    /// The Gaussian's standard deviation, in points.
    var radius: Double
    var tint: Color

    /// The look at `amount` of the style (T12.3): radius and tint alpha grow from nothing to full.
    func scaled(by amount: Double) -> BlurLook {
        let f = min(max(amount, 0), 1)
        return BlurLook(radius: radius * f, tint: Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * f))
    }

    /// The look of a style at an amount, nil for none (no style, or amount 0).
    static func of(_ style: LayerStyle) -> BlurLook? {
        guard let name = style.blurStyle, style.blurAmount > 0, let full = table[name.rawValue] else { return nil }
        return full.scaled(by: style.blurAmount)
    }

    /// blur.json's styles.
    static let table: [String: BlurLook] = {
        let text = PlayerAssets.text("blur.json")
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let styles = object["styles"] as? [String: [String: Any]] else {
            fatalError("the player's blur.json has no styles object")
        }
        return styles.compactMapValues { entry in
            guard let radius = entry["radius"] as? Double, let hex = entry["tint"] as? String, let tint = Color(parsing: hex) else { return nil }
            return BlurLook(radius: radius, tint: tint)
        }
    }()
}
