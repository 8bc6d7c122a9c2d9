import Foundation
import Synchronization

/// The HTML player's files (Player/: draw.js, player.js, player.css, body.html, art.json, the
/// images' shapes, and blur.json, the blur styles' looks), bundled as SwiftPM resources:
/// `render --format html` inlines them into one self-contained page, and `stagecraft studio` serves them. Real files, so editors, linters and
/// `node --check` see them. draw.js is served with `const ART = <art.json>;` and
/// `const BLUR = <blur.json>;` in front, so the player draws images from the same shapes as the
/// Cairo renderer (`ImageArt`) and blurs as it does (`BlurLook`).
public enum PlayerAssets {
    /// The names of the player's files.
    public static let names = ["draw.js", "player.js", "player.css", "body.html", "art.json", "blur.json"]

    /// A file's text, read once. The files ship inside the resource bundle beside the binary; one
    /// missing means a broken install, which no caller could recover from.
    public static func text(_ name: String) -> String {
        cache.withLock { texts in
            if let text = texts[name] { return text }
            let text = name == "draw.js" ? "const ART = \(file("art.json"));\nconst BLUR = \(file("blur.json"));\n" + file(name) : file(name)
            texts[name] = text
            return text
        }
    }

    private static func file(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Player"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            fatalError("the player's \(name) is missing from \(Bundle.module.bundlePath)")
        }
        return text
    }

    private static let cache = Mutex<[String: String]>([:])
}
