import Testing
@testable import Stagecraft
import StagecraftLua

/// Seed S2's pizza push (PizzaSeed.swift ↔ examples/screens/pizza_list.lua, pizza_detail.lua and
/// examples/animators/pizza.lua): in a navigation controller whose grid is scrolled by 40, item 3
/// is selected (the list is its own navigation delegate), the two-phase push runs to the end,
/// then the part-1 pop that animates nothing.
@Suite struct PizzaGoldenTests {
    /// `select(i)` is the list's `collectionView(didSelectItemAt: i)`; the run is the same for both ports.
    static func run(list: ViewController, select: (Int) throws -> Void) throws -> String {
        let navigation = NavigationController(rootViewController: list)
        let stage = Stage(root: navigation)
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        let grid = try #require(list.view.subviews.first as? CollectionView)
        grid.contentOffset = Point(0, 40)
        try select(3)
        stage.engine.advance(to: 2)
        #expect(navigation.viewControllers.map(\.name) == ["pizzas", "detail"])
        _ = navigation.popViewController(animated: true)
        stage.engine.advance(to: 2.5)
        #expect(navigation.viewControllers.map(\.name) == ["pizzas"])
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        return tracer.trace.jsonLines()
    }

    @Test func swiftPortMatchesTheGoldenTrace() throws {
        let list = PizzaSeed.PizzaViewController(name: "pizzas")
        try GoldenTrace.checkSwift("pizza", Self.run(list: list) { list.collectionView(didSelectItemAt: $0) })
    }

    @Test func luaPortMatchesTheGoldenTrace() throws {
        let lua = try GoldenTrace.lua()
        let list = try GoldenTrace.screen(lua, "screens/pizza_list.lua", name: "pizzas")
        lua.setGlobal("list", list)
        try GoldenTrace.checkLua("pizza", Self.run(list: list) { try lua.run("list:collectionViewDidSelectItemAt(list.collectionView, IndexPath(\($0)))") })
        #expect(lua.errors.isEmpty && list.errors.isEmpty, "\(lua.errors) \(list.errors)")
    }
}
