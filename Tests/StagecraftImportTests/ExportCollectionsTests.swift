import StagecraftImport
import Testing
@testable import StagecraftExport

/// Lua's tables as Swift's collections (issue 23, item 5): a list counted from 1 in Lua is one
/// counted from 0 in Swift, a table keyed by values a dictionary, a record with named fields a
/// tuple with labels. Each index maps to the element Lua reads — the fixture's scenario sees an
/// off-by-one as another frame, in the Lua and in the Swift imported back.
@Suite(.serialized) struct ExportCollectionsTests {
    /// A variable index, an index expression, the last element, a list of lists, records sorted
    /// by an order, dictionaries keyed by tags, an empty `for` range: exported, type-checked and
    /// run, imported back, with the Lua's trace (Fixtures/export/animators/lists.lua).
    @Test func listsRecordsAndDictionariesExportTypeCheckAndRunAsTheLuaDoes() async throws {
        let swift = try await ExportLanguageTests.roundTrip("lists")
        for line in ["x = x + widths[i - 1]", "y = y + widths[i]", "width: widths[widths.count - 1], height: widths[0]",
                     "for i in stride(from: 1, through: widths.count - 1, by: 1) {", "let grid: [[CGFloat]] = [[1, 2], [3, 4, 5]]",
                     "x: grid[0][1], y: grid[1][0], width: last[last.count - 1], height: grid[grid.count - 2][grid.count - 1]",
                     "var records: [(width: CGFloat, order: Int)] = []", "records.append((width: width, order: index))",
                     "records.sort { p, q in return p.width > q.width }", "var widthOf: [Int: CGFloat] = [:]",
                     "width: widthOf[2]!, height: widthOf[3]!", "var seen: [Int: Bool] = [:]", "var unique: [UIView] = []",
                     "if seen[view.tag] != true {", "unique.append(view)"] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
    }

    static func export(_ body: String) throws -> LuaExporter.Result {
        try LuaExporter.export(source: ExportLanguageTests.animator(body), fileName: "a.lua")
    }

    static func messages(_ result: LuaExporter.Result) -> [String] { result.problems.map { $0.message(file: "a.lua") } }

    /// Lua's index is Swift's minus one, folded into a literal offset: `i + 1` is `i`, `i - 1` is `i - 2`.
    @Test func anIndexExpressionIsSwiftsIndexMinusOne() throws {
        let result = try Self.export("""
              local views = ctx.containerView.subviews
              for i = 2, #views - 1 do
                views[i].alpha = views[i + 1].alpha + views[i - 1].alpha + views[2 * i].alpha
              end
            """)
        #expect(result.problems.isEmpty, "\(Self.messages(result))")
        #expect(result.swift.contains("views[i - 1].alpha = views[i].alpha + views[i - 2].alpha + views[2 * i - 1].alpha"), "\(result.swift)")
    }

    /// A number that is not an Int (a Lua float) indexes no Swift list: reported at its line.
    @Test func aListIndexThatIsNotAnIntIsReported() throws {
        let result = try Self.export("""
              local views = ctx.containerView.subviews
              local half = ctx.containerView.bounds.width / 2
              views[half].alpha = 0
            """)
        #expect(Self.messages(result) == ["a.lua:8: cannot export indexing a list with `half` — Swift indexes a list with an Int; this one is a CGFloat"], "\(Self.messages(result))")
    }

    /// `list[0]` is nil in Lua and a trap in Swift (`list[-1]`): reported, not written.
    @Test func aListsElementAtZeroIsReported() throws {
        let result = try Self.export("""
              local views = ctx.containerView.subviews
              views[0].alpha = 0
            """)
        #expect(Self.messages(result) == ["a.lua:7: cannot export a list's element at 0 — Lua's lists start at 1: there it is nil, in Swift no element (a trap)"], "\(Self.messages(result))")
    }

    /// Lua's `for i = a, b` runs no time when b < a; Swift's `a...b` traps there, so only two
    /// literals in order are a closed range.
    @Test func aNumericForIsAClosedRangeOnlyForLiteralsInOrder() throws {
        let literal = try Self.export("  for i = 1, 3 do ctx.containerView.alpha = i end")
        #expect(literal.swift.contains("for i in 1...3 {"), "\(literal.swift)")
        let counted = try Self.export("  for i = 1, #ctx.containerView.subviews do ctx.containerView.alpha = i end")
        #expect(counted.swift.contains("for i in stride(from: 1, through: ctx.containerView.subviews.count, by: 1) {"), "\(counted.swift)")
        let backwards = try Self.export("  for i = 3, 1 do ctx.containerView.alpha = i end")
        #expect(backwards.swift.contains("for i in stride(from: 3, through: 1, by: 1) {"), "\(backwards.swift)")
    }

    /// A dictionary's value may be missing (Lua's nil): optional where it is read, `if let` where
    /// it is tested; a Bool that may be nil is true only when it is true.
    @Test func aDictionaryReadMayBeNilAndAMissingBoolIsFalse() throws {
        let result = try Self.export("""
              local byTag, shown = {}, {}
              for _, view in ipairs(ctx.containerView.subviews) do
                if not shown[view.tag] then shown[view.tag] = false end
                byTag[view.tag] = view
              end
              local found = byTag[7]
              if found then found.alpha = 0.5 end
              if shown[7] then ctx.containerView.alpha = 0 end
            """)
        #expect(result.problems.isEmpty, "\(Self.messages(result))")
        for line in ["var byTag: [Int: UIView] = [:]", "var shown: [Int: Bool] = [:]", "let found = byTag[7]", "if let found {",
                     "if shown[view.tag] != true { shown[view.tag] = false }", "if shown[7] == true { ctx.containerView.alpha = 0 }"] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
    }

    /// A table filled only at literal number keys could be a list or a dictionary: Lua does not
    /// say, so it is not typed, and what reads it is reported.
    @Test func aTableFilledAtNumberKeysIsNotGuessed() throws {
        let result = try Self.export("""
              local shown = {}
              shown[7] = false
            """)
        #expect(!result.problems.isEmpty && !result.swift.contains("[CGFloat: Bool]"), "\(result.swift)")
    }

    /// Records in one list have one tuple type: a record with other fields is reported.
    @Test func aRecordWithOtherFieldsInTheSameListIsReported() throws {
        let result = try Self.export("""
              local items = {}
              items[#items + 1] = { view = ctx.containerView, order = 1 }
              items[#items + 1] = { view = ctx.containerView, rank = 2 }
            """)
        #expect(Self.messages(result) == ["a.lua:8: cannot export a record with the fields view, rank — the list it goes in holds records with the fields view, order"], "\(Self.messages(result))")
    }

    /// A list sorted in place, or stored into, is a `var` (Swift's arrays are values); one only read a `let`.
    @Test func aListChangedInPlaceIsAVar() async throws {
        let result = try Self.export("""
              local views = ctx.containerView.subviews
              local alphas = { 1, 0.5 }
              local read = { 1, 2 }
              table.sort(views, function(a, b) return a.frame.minY < b.frame.minY end)
              alphas[1] = read[2] / 4
              views[1].alpha = alphas[1]
            """)
        #expect(result.problems.isEmpty, "\(Self.messages(result))")
        for line in ["var views = ctx.containerView.subviews", "var alphas: [CGFloat] = [1, 0.5]", "let read: [CGFloat] = [1, 2]", "alphas[0] = read[1] / 4"] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
        let outcome = try await SwiftTypecheck.check(result.swift)
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")
    }

    /// `table.sort` of a list of views without an order has no Swift equivalent (UIView is not Comparable).
    @Test func aSortWithoutAnOrderOfViewsIsReported() throws {
        let result = try Self.export("""
              local views = ctx.containerView.subviews
              table.sort(views)
            """)
        #expect(Self.messages(result) == ["a.lua:7: cannot export `table.sort` of UIView values without an order — Swift sorts only comparable values: pass the order (`function(a, b) return … end`)"], "\(Self.messages(result))")
    }
}

/// The Lua API's options tables of views (`UIImageView{ imageName =, name = }`, as the today
/// screens make theirs) are UIKit's init and the properties set after it.
@Suite(.serialized) struct ExportOptionViewsTests {
    @Test func aViewFromAnOptionsTableIsUIKitsInitThenItsPropertiesAndRunsAsTheLuaDoes() async throws {
        let swift = try await ExportLanguageTests.roundTrip("option_views")
        for line in ["let imageView = UIImageView()\n        imageView.image = UIImage(named: \"photo\")\n        imageView.accessibilityIdentifier = \"cardImage\"",
                     "let titleLabel = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 30))\n        titleLabel.text = \"The Art of Motion\"\n        titleLabel.accessibilityIdentifier = \"cardTitle\""] {
            #expect(swift.contains(line), "\(line) in\n\(swift)")
        }
    }

    /// An option UIKit's class has no settable property for is reported at its line (a grid's
    /// `columns`; a label's `fontSize` is its `font` now, SW10.2).
    @Test func anOptionWithoutAUIKitPropertyIsReported() throws {
        let result = try LuaExporter.export(source: ExportLanguageTests.animator("  local label = UILabel{ text = \"a\", columns = 2 }\n  ctx.containerView:addSubview(label)"), fileName: "a.lua")
        #expect(result.problems.map { $0.message(file: "a.lua") } == ["a.lua:6: cannot export the option `columns` of `UILabel{…}` — UIKit's UILabel has no settable property `columns` the bindings expose"],
                "\(result.problems.map { $0.message(file: "a.lua") })")
    }

    /// A view made from its options in place (an argument) has no local for the lines its options
    /// become: reported at its line, never dropped; the same view through a local exports them.
    @Test func aViewMadeWithOptionsInPlaceIsReportedThroughALocalItExports() throws {
        let inPlace = try LuaExporter.export(source: ExportLanguageTests.animator("  ctx.containerView:addSubview(UILabel{ text = \"a\", name = \"title\" })"), fileName: "a.lua")
        #expect(inPlace.problems.map(\.line) == [6], "\(inPlace.problems.map { $0.message(file: "a.lua") })")
        #expect(inPlace.swift.contains("fatalError(\"not exported: a view made with its options in place"), "\(inPlace.swift)")
        let throughLocal = try LuaExporter.export(source: ExportLanguageTests.animator("  local label = UILabel{ text = \"a\", name = \"title\" }\n  ctx.containerView:addSubview(label)"), fileName: "a.lua")
        #expect(throughLocal.problems.isEmpty, "\(throughLocal.problems.map { $0.message(file: "a.lua") })")
        #expect(throughLocal.swift.contains("label.text = \"a\""), "\(throughLocal.swift)")
    }

    /// The other way: the importer reads Swift's `sort { }` as `table.sort`, and an array of tuples
    /// with labels (a colon inside its element's parentheses) as a list — its `[0]` Lua's element 1,
    /// not a dictionary's key 0.
    @Test func theImporterReadsASortAndAListOfRecordsBack() throws {
        let swift = """
            import UIKit

            class A: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    var records: [(width: CGFloat, order: Int)] = []
                    records.append((width: 1, order: 1))
                    records.sort { p, q in return p.width > q.width }
                    ctx.containerView.alpha = records[0].width
                    ctx.completeTransition(true)
                }
            }
            """
        let lua = try #require(SwiftImporter().translate([("A.swift", swift)]).modules.first).lua
        #expect(lua.contains("table.sort(records, function(p, q)"), "\(lua)")
        #expect(lua.contains("S.at(records, 0).width"), "\(lua)")
    }
}

/// A screen that is its gestures' delegate (screens/today_detail.lua's drag) implements
/// UIGestureRecognizerDelegate: its callback takes UIKit's types, and the class conforms.
@Suite struct ExportScreenGestureDelegateTests {
    @Test func aScreensGestureDelegateCallbackIsUIKitsAndTypeChecks() async throws {
        let lua = """
            ---@class DragViewController : ScreenScript
            local DragViewController = {}
            DragViewController.__index = DragViewController

            function DragViewController:viewDidLoad()
              local pan = UIPanGestureRecognizer{ target = self, action = "handleDrag" }
              pan.delegate = self
              self.view:addGestureRecognizer(pan)
            end

            -- No drag while a transition runs.
            function DragViewController:gestureRecognizerShouldBegin(gestureRecognizer)
              return self.transitionCoordinator == nil
            end

            ---@param pan PanGestureRecognizer
            function DragViewController:handleDrag(pan)
              self.view.alpha = 0.5
            end

            return DragViewController
            """
        let result = try LuaExporter.export(source: lua, fileName: "drag.lua")
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "drag.lua") })")
        for line in ["class DragViewController: UIViewController, UIGestureRecognizerDelegate {",
                     "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
                     "return transitionCoordinator == nil"] {
            #expect(result.swift.contains(line), "\(line) in\n\(result.swift)")
        }
        let outcome = try await SwiftTypecheck.check(result.swift)
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")
    }
}
