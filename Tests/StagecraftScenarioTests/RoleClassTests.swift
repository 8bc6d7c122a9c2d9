import StagecraftScenario
import Testing

/// Roles written as Lua classes, the shape of the Swift they port (issue 14 item 1): methods get
/// `self` (the animator's or delegate's instance; the presentation controller, interaction
/// controller or view controller itself for the roles UIKit subclasses), instances keep fields,
/// and `vc:isKind` answers Swift's `as?`. Expected values are UIKit's timing and layout.
@Suite struct RoleClassTests {
    static let app = """
        local home = screen "home" { backgroundColor = "white" }
        local sheet = screen "sheet" { backgroundColor = "systemBlue" }
        window { root = home }

        -- FadeAnimator from the seed, as the Swift class reads: a stored `isPresenting`, methods.
        local Fade = {}
        Fade.__index = Fade
        function Fade.new(isPresenting) return setmetatable({ isPresenting = isPresenting, debugName = "Fade" }, Fade) end
        function Fade:transitionDuration(ctx) return 0.35 end
        function Fade:animateTransition(ctx)
          local view = self.isPresenting and ctx:view("to") or ctx:view("from")
          if self.isPresenting then
            view.frame = ctx:finalFrame(ctx:viewController("to"))
            view.alpha = 0
            ctx.containerView:addSubview(view)
          end
          UIView.animate(self:transitionDuration(ctx), function() view.alpha = self.isPresenting and 1 or 0 end,
            function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
        end

        """

    func messages(_ results: [ScenarioResult]) -> String { results.flatMap(\.failures).map(\.description).joined(separator: "\n") }

    @Test func animatorAndDelegateMethodsGetTheirInstanceAsSelf() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("fade_class.lua", Self.app + """
            local Delegate = {}
            Delegate.__index = Delegate
            function Delegate.new() return setmetatable({ made = 0 }, Delegate) end
            function Delegate:animationControllerForPresented(presented, presenting, source)
              self.made = self.made + 1
              return Fade.new(true)
            end
            function Delegate:animationControllerForDismissed(dismissed) self.made = self.made + 1; return Fade.new(false) end
            local delegate = Delegate.new()

            scenario("a class-style fade presents and dismisses", function()
              transition(sheet, { delegate = delegate, style = "overFullScreen" })
              local shown = present(home, sheet)
              advance(0.175)                       -- half of 0.35 s, ease-in-out: 0.5
              expect.alpha("sheet", 0.5, 0.01)
              untilIdle()
              expect.completedOnce(shown)
              local gone = dismiss(sheet)
              advance(0.175)
              expect.alpha("sheet", 0.5, 0.01)
              untilIdle()
              expect.completedOnce(gone)
              expect.equal(delegate.made, 2, "each delegate callback ran with the instance as self")
              expect.noDiagnostics()
            end)
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func presentationControllersKeepTheirOwnFields() {
        // Two presentations from one module: each controller makes its own dimming view in
        // presentationTransitionWillBegin (its field is nil until then) and removes it when dismissed.
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("card_class.lua", Self.app + """
            local made = 0
            local Card = { extends = "UIPresentationController" }
            function Card:makeDimming()
              made = made + 1
              local dimming = UIView(self.containerView.bounds, "dim" .. made)
              dimming.backgroundColor = UIColor(0, 0, 0, 0.4)
              return dimming
            end
            function Card:frameOfPresentedViewInContainerView() return self.containerView.bounds:insetBy(24, 160) end
            function Card:presentationTransitionWillBegin()
              expect.equal(self.dimmingView, nil, "a new controller has no dimming view yet")
              self.dimmingView = self:makeDimming()
              self.containerView:insertSubviewAt(self.dimmingView, 0)
            end
            function Card:dismissalTransitionDidEnd(completed)
              if completed then self.dimmingView:removeFromSuperview() end
            end

            scenario("each presentation's controller has its own dimming view", function()
              transition(sheet, { animator = Fade.new(true), dismiss = Fade.new(false), presentation = Card })
              for round = 1, 2 do
                present(home, sheet)
                untilIdle()
                expect.frame("sheet", {24, 160, 342, 524})
                expect.inHierarchy("dim" .. round)
                dismiss(sheet)
                untilIdle()
                expect.notInHierarchy("dim" .. round)
              end
              expect.equal(made, 2)
              expect.noDiagnostics()
            end)
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func anInteractionHandlerThatWiresItsOwnGestureNeedsNoHandleGesture() {
        // SwipeInteractionController as the Swift class: stored viewController and
        // interactionInProgress, a pan target method; finishes past half the width (S5).
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("swipe_class.lua", Self.app + """
            local Swipe = { debugName = "SwipeInteractionController" }
            Swipe.__index = Swipe
            function Swipe.new() return setmetatable({ interactionInProgress = false }, Swipe) end
            function Swipe:wire(viewController)
              self.viewController = viewController
              local pan = UIPanGestureRecognizer("swipe")
              pan:addTarget(function(gesture) self:handlePan(gesture) end)
              viewController.view:addGestureRecognizer(pan)
            end
            function Swipe:handlePan(gesture)
              local progress = math.max(0, gesture:translation(gesture.view.superview).x / self.viewController.view.frame.width)
              if gesture.state == "began" then
                self.interactionInProgress = true
                self.viewController:dismiss(true)
              elseif gesture.state == "changed" then
                self.shouldComplete = progress > 0.5
                self:update(progress)
              elseif gesture.state == "ended" then
                self.interactionInProgress = false
                if self.shouldComplete then self:finish() else self:cancel() end
              end
            end

            scenario("a swipe past half the width dismisses", function()
              local swipe = UIPercentDrivenInteractiveTransition(Swipe.new())
              transition(sheet, { animator = Fade.new(true), dismiss = Fade.new(false), interactive = swipe, style = "overFullScreen" })
              present(home, sheet)
              untilIdle()
              expect.equal(swipe.interactionInProgress, false)
              pan { from = {20, 400}, to = {300, 400}, duration = 0.3 }
              untilIdle()
              expect.notInHierarchy("sheet")
              expect.equal(swipe.viewController.name, "sheet", "the handler's field, read through the interaction")
              expect.noDiagnostics()
            end)
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    /// Apple's AAPLSwipeTransitionInteractionController: the Swift init makes the controller and
    /// adds it as a target of a pan the app already has (`addTarget(self, action:)`); it has no
    /// `wire` and no `handleGesture`. Made by a script, that is a complete interaction controller.
    static let edgeSwipe = """
        local EdgeSwipe = {}
        EdgeSwipe.__index = EdgeSwipe
        function EdgeSwipe.new(gesture, width)
          local self = UIPercentDrivenInteractiveTransition(setmetatable({ debugName = "EdgeSwipe", width = width }, EdgeSwipe))
          gesture:addTarget(self, "gestureDidUpdate")
          return self
        end
        function EdgeSwipe:gestureDidUpdate(gesture)
          local progress = gesture:translation(nil).x / self.width
          if gesture.state == "changed" then self:update(progress)
          elseif gesture.state == "ended" then
            if progress > 0.5 then self:finish() else self:cancel() end
            gesture:removeTarget(self, "gestureDidUpdate")
          end
        end

        local Delegate = { made = 0 }
        function Delegate.animationControllerForPresented(presented, presenting, source) return Fade.new(true) end
        function Delegate.animationControllerForDismissed(dismissed) return Fade.new(false) end
        function Delegate.interactionControllerForDismissal(animator)
          if Delegate.gesture == nil then return nil end
          Delegate.made = Delegate.made + 1
          return EdgeSwipe.new(Delegate.gesture, 390)
        end

        local function wirePan()
          local pan = UIPanGestureRecognizer("dismissPan")
          pan:addTarget(function(gesture)
            if gesture.state == "began" then
              Delegate.gesture = gesture
              sheet:dismiss(true)
            end
          end)
          sheet.view:addGestureRecognizer(pan)
          return pan
        end

        """

    @Test func anInteractionControllerMadeByItsClassNeedsNeitherWireNorHandleGesture() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("edge_swipe.lua", Self.app + Self.edgeSwipe + """
            scenario("a pan past half the width dismisses", function()
              transition(sheet, { delegate = Delegate, style = "overFullScreen" })
              present(home, sheet)
              untilIdle()
              wirePan()
              pan { from = {20, 400}, to = {300, 400}, duration = 0.3, hold = 0.1 }
              advance(0.32)   -- the finger held at 300
              -- 280 pt of 390 = 0.718 scrubs the fade's ease-in-out (T6.2): the bezier (0.42, 0,
              -- 0.58, 1) at x = 0.718 is y = 0.8347 (solved by bisection), so alpha 1 − 0.8347.
              expect.alpha("sheet", 0.1653, 0.001)
              untilIdle()
              expect.notInHierarchy("sheet")
              expect.equal(Delegate.made, 1)
              expect.noDiagnostics()
            end)

            scenario("a pan short of half the width cancels, and the sheet stays", function()
              transition(sheet, { delegate = Delegate, style = "overFullScreen" })
              present(home, sheet)
              untilIdle()
              wirePan()
              pan { from = {20, 400}, to = {100, 400}, duration = 0.3 }
              untilIdle()
              expect.inHierarchy("sheet")
              expect.alpha("sheet", 1)
              expect.noDiagnostics()
            end)
            """)
        #expect(results.count == 2 && results.allSatisfy(\.passed), "\(messages(results))")
    }

    /// The twin: a scenario that wires such a controller to a screen (`interactive = …`) gets a
    /// clear error naming the handler, not a silent transition that never moves.
    @Test func wiringAControllerWithoutWireOrHandleGestureIsAClearError() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("edge_wired.lua", Self.app + Self.edgeSwipe + """
            scenario("wired by the scenario", function()
              local swipe = EdgeSwipe.new(UIPanGestureRecognizer("elsewhere"), 390)
              transition(sheet, { animator = Fade.new(true), dismiss = Fade.new(false), interactive = swipe, style = "overFullScreen" })
              present(home, sheet)
              untilIdle()
              expect.noDiagnostics()
            end)
            """)
        let text = messages(results)
        #expect(text.contains("EdgeSwipe cannot be wired to sheet: its handler has neither wire(viewController) nor handleGesture(gesture)"), "\(text)")
    }

    @Test func screensKeepFieldsAndAnswerIsKind() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("screen_class.lua", """
            local Base = { className = "BaseViewController" }
            Base.__index = Base
            function Base:greeting() return "hello from " .. self.name end
            local Details = setmetatable({ className = "DetailsViewController" }, { __index = Base })
            Details.__index = Details
            function Details:viewDidLoad()
              self.loaded = true
              local tap = UITapGestureRecognizer("detailsTap")
              tap:addTarget(self, "handleTap")   -- Swift's addTarget(self, action: #selector(handleTap))
              self.view:addGestureRecognizer(tap)
            end
            function Details:handleTap(gesture) self.taps = (self.taps or 0) + 1 end

            scenario("a screen is its class", function()
              local vc = UIViewController("details", setmetatable({}, Details))
              local nav = UINavigationController(vc)
              window { root = nav }
              untilIdle()
              expect.equal(vc.loaded, true, "viewDidLoad's self.loaded, read through the controller")
              vc.selectedRow = 3
              expect.equal(vc.userInfo.selectedRow, 3, "fields live in the screen table")
              expect.equal(vc:greeting(), "hello from details", "an inherited method, self the controller")
              expect.equal(vc.className, "DetailsViewController")
              expect.truthy(vc:isKind("DetailsViewController") and vc:isKind("BaseViewController") and vc:isKind("UIViewController"))
              expect.truthy(not vc:isKind("UINavigationController") and nav:isKind("UINavigationController") and nav:isKind("UIViewController"))
              expect.equal(nav.className, "UINavigationController")
              tap { at = {100, 300} }
              untilIdle()
              expect.equal(vc.taps, 1, "the screen's method, found as the tap's action")
            end)
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func objectsThatTakeNoFieldsStillRefuseUnknownKeys() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("refuse.lua", """
            scenario("a view is not extensible", function()
              local v = UIView(CGRect(0, 0, 10, 10))
              v.myField = 1
            end)
            scenario("a method name is not a field", function()
              local vc = UIViewController("x", {})
              vc.dismiss = 1
            end)
            """)
        #expect(results.count == 2 && results.allSatisfy { !$0.passed })
        let text = messages(results)
        #expect(text.contains("refuse.lua:3:") && text.contains("View has no property 'myField'"), "\(text)")
        #expect(text.contains("refuse.lua:7:") && text.contains("dismiss is a method"), "\(text)")
    }
}
