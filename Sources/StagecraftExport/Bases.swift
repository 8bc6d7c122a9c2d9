import Foundation

/// Stagecraft classes UIKit has not, written in UIKit's Swift (Bases/): a role that builds on one
/// exports as its subclass, and the base's Swift comes with it in the same file.
enum Bases {
    struct Base {
        let name: String
        /// The class, without its `import UIKit`.
        let source: String
    }

    static let all: [Base] = ["DimmingPresentationController"].map { name in
        guard let url = Bundle.module.url(forResource: name, withExtension: "swift", subdirectory: "Bases"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            fatalError("the exporter's Bases/\(name).swift is missing from \(Bundle.module.bundlePath)")
        }
        return Base(name: name, source: text.replacingOccurrences(of: "import UIKit\n\n", with: ""))
    }

    static func named(_ name: String) -> Base? { all.first { $0.name == name } }
}
