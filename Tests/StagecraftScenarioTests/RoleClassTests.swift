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
