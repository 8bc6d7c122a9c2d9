import Testing
import Stagecraft
@testable import StagecraftLua

/// The positional table forms of geometry (`{x, y, width, height}`, `{x, y}`, `{width, height}`)
/// are accepted by every taker and setter, as the keyed forms are (issue 14, item 3).
@Suite struct GeometryTableFormTests {
    let lua: LuaState
    let card = View(frame: Rect(0, 0, 100, 100), name: "card")
    init() throws {
        lua = try LuaState()
        lua.setGlobal("card", card)
    }

    @Test func aRectSetterTakesTheArrayForm() throws {
        try lua.run("card.frame = {10, 20, 30, 40}")
        #expect(card.frame == Rect(10, 20, 30, 40))
        try lua.run("card.bounds = {0, 0, 60, 80}")
        #expect(card.bounds == Rect(0, 0, 60, 80))
        try lua.run("card:set{frame = {1, 2, 3, 4}}")
        #expect(card.frame == Rect(1, 2, 3, 4))
    }

    @Test func pointAndSizeSettersTakeTheArrayForm() throws {
        try lua.run("card.center = {50, 60}")
        #expect(card.center == Point(50, 60))
        let scroll = ScrollView(frame: Rect(0, 0, 100, 100))
        lua.setGlobal("scroll", scroll)
        try lua.run("scroll.contentSize = {100, 500} scroll.contentOffset = {0, 120}")
        #expect(scroll.contentSize == Size(100, 500))
        #expect(scroll.contentOffset == Point(0, 120))
    }

    @Test func constructorsAndMethodsTakeTheArrayForm() throws {
        #expect(try lua.run("local v = UIView({5, 6, 7, 8}) return tostring(v.frame)") == ["CGRect(5, 6, 7, 8)"])
        #expect(try lua.run("return tostring(CGRect{0, 0, 100, 50}:insetBy(10, 10))") == ["CGRect(10, 10, 80, 30)"])
        #expect(try lua.run("return CGRect(0, 0, 10, 10):intersects({5, 5, 10, 10}), CGRect(0, 0, 10, 10):contains({5, 5})") == ["true", "true"])
        // convert(_:to:) with nil: window coordinates (T10.1); card has no superview, so unchanged.
        #expect(try lua.run("return tostring(card:convertTo({1, 2, 3, 4}, nil))") == ["CGRect(1, 2, 3, 4)"])
    }

    @Test func anArrayOfTheWrongLengthIsRefusedNotCut() {
        for source in ["card.frame = {0, 0, 100}", "card.frame = {0, 0, 100, 50, 9}", "card.frame = {0, 0, 'wide', 50}"] {
            do { try lua.run(source, chunkName: "@g.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.hasPrefix("g.lua:1: bad value for 'frame' (CGRect expected"), "\(error.message)")
            }
        }
        #expect(card.frame == Rect(0, 0, 100, 100))
    }
}
