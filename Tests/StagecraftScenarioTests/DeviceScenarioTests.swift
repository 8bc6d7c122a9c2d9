import Foundation
import Testing
@testable import StagecraftScenario

/// The DSL's device, rotation and keyboard primitives (T11.5): what they do, and that misuse is a
/// clear error at the scenario's line.
@Suite struct DeviceScenarioTests {
    let app = """
        local bar = UIView{ frame = CGRect(0, 0, 390, 844), name = "holder", layoutSubviews = function(self)
          local guide = self.keyboardLayoutGuide.layoutFrame
          self:viewNamed("bar").frame = CGRect(0, guide.origin.y - 50, self.bounds.size.width, 50)
        end }
        bar:addSubview(UIView(CGRect(0, 0, 0, 0), "bar"))
        bar.autoresizingMask = { "flexibleWidth", "flexibleHeight" }
        local home = screen "home" { bar }

        """

    /// T11.5 (revised): a scenario's window is an iPhone 14 — 390 × 844 with 47 pt on top and 34
    /// below in portrait, 47 left and right and 21 below in landscape — unless it asks for a bare
    /// screen (`window { size = … }`), which has none, even after a device was picked.
    @Test func t11_5_theDefaultWindowIsAnIPhone14AndASizeAsksForABareScreen() {
        let results = ScenarioSandbox().run("default.lua", app + """
            scenario("default", function()
              window { root = home }
              advance(0)  -- the first layout pass
              expect.equal(home.view.window.safeAreaInsets.top, 47, "top inset")
              expect.equal(home.view.window.safeAreaInsets.bottom, 34, "bottom inset")
              expect.equal(UIScreen.main.scale, 3, "scale")
              expect.frame("bar", {0, 844 - 34 - 50, 390, 50})
              rotate "landscapeLeft"
              advance(0.3)
              expect.frame("bar", {0, 390 - 21 - 50, 844, 50})
              expect.equal(home.view.window.safeAreaInsets.left, 47, "landscape left inset")
            end)
            scenario("bare", function()
              window { root = home, size = {390, 844} }
              advance(0)
              expect.equal(home.view.window.safeAreaInsets.top, 0, "top inset")
              expect.frame("bar", {0, 844 - 50, 390, 50})
            end)
            scenario("a device, then a bare screen", function()
              window { root = home, device = "iPhone 15" }
              expect.frame("bar", {0, 852 - 34 - 50, 393, 50})
              window { size = {320, 480} }
              expect.equal(home.view.window.safeAreaInsets.bottom, 0, "bottom inset")
              expect.frame("bar", {0, 480 - 50, 320, 50})
            end)
            """)
        #expect(results.map(\.passed) == [true, true, true], "\(results.flatMap(\.failures))")
    }

    /// T11.5: `UIDevice.current` is the simulated device. Its orientation is UIKit's
    /// UIDeviceOrientation, which names landscape by where the home button went: an interface
    /// turned landscapeLeft is a device held landscapeRight, and the other way round.
    @Test func t11_5_uiDeviceCurrentIsTheSimulatedDeviceWithUIKitsLandscapeNames() {
        let results = ScenarioSandbox().run("uidevice.lua", app + """
            scenario("device", function()
              window { root = home }
              expect.equal(UIDevice.current.orientation, "portrait", "upright")
              expect.equal(UIDevice.current.userInterfaceIdiom, "phone", "the iPhone 14's idiom")
              expect.equal(UIDevice.current.model, "iPhone", "model")
              rotate "landscapeLeft"
              expect.equal(UIDevice.current.orientation, "landscapeRight", "interface landscapeLeft")
              rotate "landscapeRight"
              expect.equal(UIDevice.current.orientation, "landscapeLeft", "interface landscapeRight")
              rotate "portraitUpsideDown"
              expect.equal(UIDevice.current.orientation, "portraitUpsideDown", "upside down")
              device("iPad", "landscapeLeft")
              expect.equal(UIDevice.current.userInterfaceIdiom, "pad", "the iPad's idiom")
              expect.equal(UIDevice.current.model, "iPad", "model")
              expect.equal(UIDevice.current.orientation, "landscapeRight", "the iPad turned")
            end)
            """)
        #expect(results.map(\.passed) == [true], "\(results.flatMap(\.failures))")
    }

    /// T11.3 (revised): a controller presented without a style is a page sheet; one that says
    /// `.fullScreen` covers the window and takes the presenting view away.
    @Test func t11_3_presentingWithoutAStyleGivesAPageSheetAndFullScreenMustBeSaid() {
        let results = ScenarioSandbox().run("styles.lua", app + """
            local detail = screen "detail" { label { "detailTitle", frame = {20, 20, 200, 30}, text = "Detail" } }
            scenario("no style", function()
              window { root = home }
              expect.equal(detail.modalPresentationStyle, "automatic", "the default style")
              present(home, detail)
              untilIdle()
              expect.equal(detail.presentationController.presentationStyle, "pageSheet", "the resolved style")
              expect.frame("detail", {0, 47 + 10, 390, 844 - 57})
              expect.inHierarchy("holder")       -- the presenting view stays, pushed back
            end)
            scenario("full screen said", function()
              window { root = home }
              detail.modalPresentationStyle = "fullScreen"
              present(home, detail)
              untilIdle()
              expect.frame("detail", {0, 0, 390, 844})
              expect.notInHierarchy("holder")
            end)
            """)
        #expect(results.map(\.passed) == [true, true], "\(results.flatMap(\.failures))")
    }

    @Test func t11_5_devicesRotateAndTheKeyboardMovesWhatLaysOutAgainstIt() {
        let results = ScenarioSandbox().run("device.lua", app + """
            scenario("15 Pro Max", function()
              window { root = home, device = "iPhone 15 Pro Max" }
              -- 430 × 932, home indicator 34: the bar's bottom at 898.
              expect.frame("bar", {0, 848, 430, 50})
              local shown = {}
              NotificationCenter.default:addObserver(UIResponder.keyboardDidShowNotification, function(note)
                shown[#shown + 1] = now()
              end)
              showKeyboard { height = 346, duration = 0.5 }
              advance(0.99)
              expect.equal(#shown, 0, "did-show before the motion (2 × 0.5 s) ended")
              advance(0.02)
              expect.equal(#shown, 1, "did-show once the keyboard settled")
              expect.frame("bar", {0, 932 - 346 - 50, 430, 50})
              rotate "landscapeRight"
              advance(0.3)  -- a quarter turn animates for 0.3 s (LY1.7)
              expect.frame("holder", {0, 0, 932, 430})
              hideKeyboard { duration = 0 }
              expect.frame("bar", {0, 430 - 21 - 50, 932, 50})
              expect.noDiagnostics()
            end)
            """)
        #expect(results.count == 1 && results.allSatisfy { $0.failures.isEmpty }, "\(results.flatMap { $0.failures })")
    }

    /// TIMING.md's frame stepping: the keyboard's motion is a function of time, not of the frame rate.
    @Test func t11_5d_theKeyboardsMotionIsTheSameAt60And120Hz() {
        let source = app + """
            scenario("halfway", function()
              window { root = home, device = "iPhone 15" }
              showKeyboard { height = 336 }
              advance(0.05)
              -- 1 − e^(−ω0 t)(1 + ω0 t), ω0 = √(1000/3), t = 0.05: 23.223 % of the way from 768 to 466.
              expect.frame("bar", {0, 697.87, 393, 50}, 0.01)
            end)
            """
        for fps in [60.0, 120.0] {
            let results = ScenarioSandbox().run("fps.lua", source, fps: fps)
            #expect(results.allSatisfy { $0.failures.isEmpty }, "\(fps) Hz: \(results.flatMap { $0.failures })")
        }
    }

    @Test func ly1_5_aScreensTableMayOverrideItsLayoutCallbacks() {
        let results = ScenarioSandbox().run("callbacks.lua", """
            local calls = {}
            local home = screen "home" {
              view { "panel", frame = {0, 0, 10, 10} },
              viewWillLayoutSubviews = function(vc)
                calls[#calls + 1] = "willLayout"
                vc.view:viewNamed("panel").frame = CGRect(0, 0, vc.view.bounds.size.width, 100)
              end,
              viewSafeAreaInsetsDidChange = function(vc) calls[#calls + 1] = "safeArea" end,
            }
            scenario("layout", function()
              window { root = home, device = "iPad" }
              expect.frame("panel", {0, 0, 820, 100})
              expect.equal(table.concat(calls, ","), "safeArea,willLayout", "the callbacks")
              expect.truthy(home:isKind("UIViewController"), "still a view controller")
            end)
            scenario("not a function", function()
              screen "bad" { viewDidAppear = 3 }
            end)
            """)
        #expect(results.first?.failures.isEmpty == true, "\(results.first?.failures ?? [])")
        #expect(results.last?.failures.first?.message.contains("screen \"bad\": viewDidAppear must be a function (got number)") == true,
                "\(results.last?.failures ?? [])")
    }

    @Test func misuseIsAnErrorAtTheScenariosLine() {
        let cases: [(String, String)] = [
            ("device \"iPhone 99\"", "no device named 'iPhone 99' (devices: \"iPhone SE\", \"iPhone 14\", \"iPhone 15\", \"iPhone 15 Pro Max\", \"iPad\")"),
            ("rotate \"sideways\"", "orientation must be"),
            ("showKeyboard {}", "showKeyboard needs { height = points"),
            ("showKeyboard { height = 300, speed = 2 }", "speed"),
            ("showKeyboard { height = 5000 }", "at most the window's 844 pt"),
            ("hideKeyboard { duration = -1 }", "from 0 to 10 s"),
            ("window { root = home, size = {100, 100}, device = \"iPad\" }", "a size or a device, not both"),
        ]
        for (line, message) in cases {
            let results = ScenarioSandbox().run("misuse.lua", app + "scenario(\"misuse\", function()\n  \(line)\nend)\n")
            let failure = results.first?.failures.first
            #expect(failure?.message.contains(message) == true, "\(line): \(failure?.message ?? "no failure")")
            #expect(failure?.location?.hasSuffix("misuse.lua:\(app.split(separator: "\n", omittingEmptySubsequences: false).count + 1)") == true,
                    "\(line): \(failure?.location ?? "no location")")
        }
    }
}
