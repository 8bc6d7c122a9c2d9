import Testing
@testable import StagecraftImport

/// T12.8 in the importer: BottomPopup's `UISwipeGestureRecognizer(target:action:)` with
/// `direction = [.down, .up]` translates to the Lua API's recognizer and option-set names.
@Suite struct SwipeImportTests {
    static func translate(_ source: String) -> SwiftImporter.Result {
        SwiftImporter().translate([("Popup.swift", source)])
    }

    @Test func T12_8_aSwipeRecognizerAndItsDirectionsTranslate() throws {
        let result = Self.translate("""
            import UIKit
            final class PopupPresentation: UIPresentationController {
                func setUp(_ view: UIView) {
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
                    swipe.direction = [.down, .up]
                    swipe.numberOfTouchesRequired = 1
                    view.addGestureRecognizer(swipe)
                    if swipe.direction.contains(.down) { swipe.direction = .left }
                }
                @objc private func handleSwipe(_ swipe: UISwipeGestureRecognizer) {}
            }
            """)
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "PopupPresentation" }).lua
        #expect(lua.contains("UISwipeGestureRecognizer{ target = self, action = \"handleSwipe\" }"), "\(lua)")
        #expect(lua.contains("swipe.direction = {\"down\", \"up\"}"), "\(lua)")
        #expect(lua.contains("S.setAlgebra(\"UISwipeGestureRecognizer.Direction\", \"contains\", swipe.direction, \"down\")"), "\(lua)")
        #expect(lua.contains("swipe.direction = \"left\""), "\(lua)")
    }
}
