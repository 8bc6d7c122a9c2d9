import Foundation
import StagecraftImport
import Testing
@testable import StagecraftExport

/// SW10.5, found exporting the today screens: a screen made by the class's own function,
/// `function T.make(name) return UIViewController(name, setmetatable({ dragProgress = 0 }, T)) end`,
/// is a `static func` making the class's instance and naming it; the table's constants are the
/// stored properties' initial values. And a value returned with settings after its init is made
/// in a local, set, and returned (it had been returned without them).
@Suite(.serialized) struct ExportScreenMakeTests {
    @Test func sw10_5_aScreensMakeIsAStaticFuncMakingTheClassesInstance() throws {
        let result = try ExportRoundTripTests.export("screens/today_detail.lua")
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "today_detail.lua") })")
        for line in ["static func make(_ name: String) -> UIViewController {\n        let controller = TodayDetailViewController()\n        controller.restorationIdentifier = name\n        return controller\n    }",
                     "var dragProgress: CGFloat = 0"] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
    }

    /// The other cases, each at its line: a field made from a parameter (no init takes it), and a
    /// `make` beside `new` (the instance is `new`'s to make).
    @Test func sw10_5_aMadeFieldThatIsNoConstantIsReported() throws {
        let lua = """
            local Story = { className = "StoryViewController" }
            Story.__index = Story

            ---@param name string
            ---@param tint number
            ---@return ViewController
            function Story.make(name, tint)
              return UIViewController(name, setmetatable({ progress = 0, tint = tint }, Story))
            end

            function Story:viewDidLoad()
              self.view.alpha = self.tint
            end

            return Story
            """
        let result = try LuaExporter.export(source: lua, fileName: "story.lua")
        #expect(result.problems.first?.line == 8, "\(result.problems.map { $0.message(file: "story.lua") })")
        #expect(result.problems.first?.what.contains("not a constant") == true, "\(result.problems.map { $0.message(file: "story.lua") })")
        #expect(result.swift.contains("var progress: CGFloat = 0"), "\(result.swift)")

        let besideNew = lua.replacingOccurrences(of: "Story.__index = Story\n", with: "Story.__index = Story\nfunction Story.new() return setmetatable({}, Story) end\n")
            .replacingOccurrences(of: ", tint = tint }", with: " }").replacingOccurrences(of: "self.view.alpha = self.tint", with: "self.view.alpha = 1")
        let reported = try LuaExporter.export(source: besideNew, fileName: "story.lua")
        #expect(reported.problems.map(\.line) == [9], "\(reported.problems.map { $0.message(file: "story.lua") })")
    }

    /// A view returned with its options (`return UILabel(frame, "Title", "title")`): its text and
    /// name are set on a local before it is returned, not dropped.
    @Test func sw10_5_aValueReturnedWithSettingsIsSetBeforeItIsReturned() throws {
        let lua = """
            local Card = { className = "CardViewController" }

            ---@return Label
            function Card:titleLabel()
              return UILabel(CGRect(0, 0, 100, 20), "Title", "title")
            end

            function Card:viewDidLoad()
              self.view:addSubview(self:titleLabel())
            end

            return Card
            """
        let result = try LuaExporter.export(source: lua, fileName: "card.lua")
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "card.lua") })")
        let line = "let view = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))\n        view.text = \"Title\"\n        view.accessibilityIdentifier = \"title\"\n        return view"
        #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
    }
}
