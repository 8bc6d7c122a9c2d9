import StagecraftScenario
import Testing

/// Every error a DSL builder or the sandbox's replaced library functions raise for a bad value
/// names the scenario's line, never Stagecraft's own chunks (issue 24, item 8). Before, a value a
/// binding refused while the DSL read it (`spec[1]` of a UIColor, `frame.origin`), and the library
/// errors the prelude passed on (`os.date`, `math.randomseed`), said `stagecraft.scenario:49:` or
/// `stagecraft.prelude:12:`.
@Suite struct DSLErrorLineTests {
    static let calls: [(String, String)] = [
        ("view(UIColor.systemRed)", "view takes a table"),
        ("view { \"v\", frame = UIColor.systemRed }", "frame must be a CGRect or a table {x, y, width, height} (got UIColor(#FF3B30))"),
        ("view { \"v\", frame = {1, 2} }", "frame needs four numbers"),
        ("view { \"v\", alpha = \"x\" }", "alpha: bad value for 'alpha'"),
        ("view { \"v\", 5 }", "item 2 of a view's table must be a view"),
        ("label { \"l\", text = UIColor.systemRed }", "bad argument #2 to 'UILabel'"),
        ("image(CGRect(0, 0, 1, 1))", "image takes a table"),
        ("list { \"l\", frame = 3 }", "frame must be a table"),
        ("grid { \"g\", itemSize = UIColor.systemRed }", "itemSize"),
        ("screen \"s\" (UIColor.systemRed)", "screen \"s\" takes a table"),
        ("screen \"s\" { viewWillAppear = 3 }", "viewWillAppear must be a function"),
        ("screen(5)", "screen takes a name"),
        ("navigation(UIColor.systemRed)", "navigation takes"),
        ("tabs {}", "tabs takes"),
        ("window(CGRect(0, 0, 1, 1))", "window takes"),
        ("window { size = UIColor.systemRed }", "size"),
        ("window { root = 5 }", "bad argument #1"),
        ("math.randomseed(\"x\")", "bad argument #1 to 'randomseed'"),
        // math.random is the prelude's too (it tells the host a number was drawn, issue 27).
        ("math.random(2, 1)", "bad argument #1 to 'random' (interval is empty)"),
        ("math.random({})", "bad argument #1 to 'random' (number expected, got table)"),
        ("os.date(\"%Ez\")", "bad argument #1 to 'date'"),
        ("os.time({ year = \"x\", month = 1, day = 1 })", "field 'year' is not an integer"),
    ]

    @Test(arguments: DSLErrorLineTests.calls)
    func sec8_aDSLErrorNamesTheScenariosLine(_ call: String, _ message: String) {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("dsl.lua", "scenario(\"bad call\", function()\n  \(call)\nend)\n")
        let failure = results.first?.failures.first
        #expect(failure?.location == sandbox.directory + "/dsl.lua:2", "\(call): \(failure?.description ?? "no failure")")
        #expect(failure?.message.contains(message) == true, "\(call): \(failure?.description ?? "no failure")")
        #expect(failure?.description.contains("stagecraft.") == false, "\(call): \(failure?.description ?? "")")
    }
}
