import Testing
@testable import StagecraftImport

/// SW3.8: `Type.init(…)` is, in Swift, the same call as `Type(…)` (The Swift Programming Language,
/// "Initializer Expression"), so it translates, or is refused, exactly as the short form does.
/// SPStorkController writes 19 of its UIKit calls this way (`UIColor.init(red:green:blue:alpha:)`,
/// `CGRect.init(x:y:width:height:)`, `CGAffineTransform.init(rotationAngle:)`, `UITapGestureRecognizer.init(target:action:)`).
@Suite struct ExplicitInitTests {
    static func source(_ body: String) -> String {
        """
        import UIKit
        final class Painter: NSObject {
            @objc func tapped() {}
            func paint(_ view: UIView) {
        \(body)
            }
        }
        """
    }

    static let calls = """
                view.backgroundColor = UIColor.init(red: 1, green: 0.5, blue: 0, alpha: 1)
                view.frame = CGRect.init(x: 1, y: 2, width: 3, height: 4)
                view.center = CGPoint.init(x: 5, y: 6)
                view.transform = CGAffineTransform.init(rotationAngle: .pi / 2)
                view.transform = CGAffineTransform.init(scaleX: 0.9, y: 0.8)
                view.addGestureRecognizer(UITapGestureRecognizer.init(target: self, action: #selector(tapped)))
        """

    @Test func SW3_8_anInitNamedOutrightTranslatesAsTheTypeCalled() throws {
        let explicit = SwiftImporter().translate([("Painter.swift", Self.source(Self.calls))])
        let short = SwiftImporter().translate([("Painter.swift", Self.source(Self.calls.replacingOccurrences(of: ".init(", with: "(")))])
        #expect(explicit.refusals.isEmpty, "\(explicit.refusals.map(\.description))")
        #expect(short.refusals.isEmpty, "\(short.refusals.map(\.description))")
        let a = try #require(explicit.modules.first { $0.typeName == "Painter" }).lua
        let b = try #require(short.modules.first { $0.typeName == "Painter" }).lua
        #expect(a == b)
        #expect(a.contains("CGRect(1, 2, 3, 4)"))
    }

    /// The second case: a type neither bound nor imported stays refused (as `Mystery()` is), and an
    /// imported type's `.init` still makes that type.
    @Test func SW3_8_anUnknownTypesInitIsStillRefusedAndAnImportedOnesStillMade() throws {
        let result = SwiftImporter().translate([("Painter.swift", Self.source("""
                    let made = Swatch.init(hue: 2)
                    let odd = UIMystery.init(frame: .zero)
                    view.tag = made.hue
            """) + "\nfinal class Swatch { let hue: Int\n init(hue: Int) { self.hue = hue } }\n")])
        #expect(result.refusals.count == 1)
        #expect(result.refusals.first?.line == 6 && result.refusals.first?.description.contains("UIMystery") == true)
        let lua = try #require(result.modules.first { $0.typeName == "Painter" }).lua
        #expect(lua.contains("Swatch\").new(2)") || lua.contains("Swatch.new(2)"), "\(lua)")
    }
}
