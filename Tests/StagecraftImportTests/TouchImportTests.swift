import Testing
@testable import StagecraftImport

/// T12.4 through `stagecraft import`: a pass-through view and a touch-down highlight translate,
/// and their `super` calls become the view's own binding (which, inside the override, is super's).
@Suite struct TouchImportTests {
    @Test func t12_4_aPassThroughViewAndATouchHighlightTranslate() throws {
        let swift = """
            import UIKit

            class PassThroughView: UIView {
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    let hit = super.hitTest(point, with: event)
                    return hit === self ? nil : hit
                }
            }

            class HighlightView: UIView {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesBegan(touches, with: event)
                    alpha = 0.5
                }
            }
            """
        let result = SwiftImporter().translate([("Touch.swift", swift)])
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let lua = result.modules.map(\.lua).joined(separator: "\n")
        #expect(lua.contains("self:hitTest(point, event)"), "\(lua)")
        #expect(lua.contains("self:touchesBegan(touches, event)"), "\(lua)")
    }
}
