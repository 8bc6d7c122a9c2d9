/// Starting files for `stagecraft new`: each one works as written (the CLI's end-to-end tests
/// generate every kind and run it in a scenario).
public enum Templates {
    public enum Kind: String, CaseIterable, Sendable {
        case animator, presentation, interaction, scenario

        /// Where a new file goes by default, relative to the working directory.
        public var folder: String { rawValue + "s" }
    }

    /// A name for a file and a Lua identifier: letters, digits, `_` and `-`, not starting with a digit.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber, name.count <= 64 else { return false }
        return name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "-" }
    }

    /// The template's text. `path` is where the file goes, as the user will type it from the
    /// project's folder: the scenario's comment gives the command that runs it.
    public static func source(_ kind: Kind, name: String, path: String? = nil) -> String {
        switch kind {
        case .animator: animator(name)
        case .presentation: presentation(name)
        case .interaction: interaction(name)
        case .scenario: scenario(name, path: path ?? "\(kind.folder)/\(name).lua")
        }
    }

    /// The LuaLS class a template declares for its table: the name as an identifier.
    static func className(_ name: String) -> String {
        String(name.map { $0 == "-" ? "_" : $0 })
    }

    static func animator(_ name: String) -> String {
        """
        -- \(name): an animation controller. The appearing view slides in from the right edge;
        -- when nothing appears (a dismissal over a custom or overFullScreen presentation) the
        -- leaving view slides back out. Wire it with transition(vc, { animator = animator "…" }).
        ---@class \(className(name)) : Animator
        local Animator = {}

        ---@param ctx TransitionContext
        ---@return number
        function Animator.transitionDuration(ctx)
          if not ctx.isAnimated then return 0 end  -- present(vc, false): UIKit still runs the animator, in no time
          return 0.3
        end

        ---@param ctx TransitionContext
        function Animator.animateTransition(ctx)
          local duration = Animator.transitionDuration(ctx)
          local toView, fromView = ctx:view("to"), ctx:view("from")
          if toView then
            local final = ctx:finalFrame(ctx:viewController("to"))
            local start = ctx:finalFrame(ctx:viewController("to"))
            start.origin.x = final.origin.x + final.size.width
            toView.frame = start
            ctx.containerView:addSubview(toView)
            UIView.animate(duration, 0, "curveEaseOut", function() toView.frame = final end, function()
              ctx:completeTransition(not ctx.transitionWasCancelled)
            end)
          elseif fromView then
            local start, gone = fromView.frame, fromView.frame
            gone.origin.x = start.origin.x + start.size.width
            UIView.animate(duration, 0, "curveEaseIn", function() fromView.frame = gone end, function()
              if ctx.transitionWasCancelled then fromView.frame = start end
              ctx:completeTransition(not ctx.transitionWasCancelled)
            end)
          end
        end

        return Animator

        """
    }

    static func presentation(_ name: String) -> String {
        """
        -- \(name): a presentation controller (UIPresentationController's overrides, with the
        -- controller as `self`). It starts from the ready DimmingPresentationController: the
        -- presented view rests on the lower half of the screen over a dimming view that fades in
        -- and out alongside the transition; a tap on the dim dismisses. Override any callback and
        -- call the base with self:super("name", …). Use it with
        -- transition(vc, { animator = …, presentation = presentation "…" }).
        ---@class \(className(name)) : PresentationControllerScript
        local Presentation = {
          extends = "DimmingPresentationController",
          dimmingColor = "#000000",   -- a colour name (systemBlue) or #rrggbb[aa]
          dimmingAlpha = 0.4,         -- the dimming view's alpha once presented
          bottomSheet = 0.5,          -- the share of the screen's height the presented view takes
          dismissesOnTap = true,
        }

        function Presentation:presentationTransitionWillBegin()
          self:super("presentationTransitionWillBegin")   -- adds the dimming view and fades it in
          self.presentedView.cornerRadius = 12
        end

        return Presentation

        """
    }

    static func interaction(_ name: String) -> String {
        """
        -- \(name): an interaction handler (a UIPercentDrivenInteractiveTransition's gesture code).
        -- A pan on the presented view starts its dismissal and reports how far the view has been
        -- dragged down; released past half its height, or flicked down faster than 1000 pt/s, the
        -- dismissal finishes, else it cancels. Use it with
        -- transition(vc, { animator = …, interactive = interaction "…" }).
        ---@class \(className(name)) : InteractionHandler
        local Interaction = {}

        local dismissing = setmetatable({}, { __mode = "k" })   -- interaction → the controller it dismisses

        -- Called once when wired: the gesture goes on the presented controller's view.
        ---@param interaction PercentDrivenInteractiveTransition
        ---@param viewController ViewController
        function Interaction.wire(interaction, viewController)
          dismissing[interaction] = viewController
          local pan = UIPanGestureRecognizer("\(name)")
          pan:addTarget(function(gesture) Interaction.handleGesture(interaction, gesture) end)
          viewController.view:addGestureRecognizer(pan)
        end

        ---@param interaction PercentDrivenInteractiveTransition
        ---@param gesture PanGestureRecognizer
        function Interaction.handleGesture(interaction, gesture)
          local view = gesture.view
          if not view then return end  -- a recognizer removed from its view reports nothing
          local progress = math.min(math.max(gesture:translation(view.superview).y / view.bounds.height, 0), 1)
          local state = gesture.state
          if state == "began" then
            dismissing[interaction]:dismiss(true)
          elseif state == "changed" then
            interaction:update(progress)
          elseif state == "ended" then
            if progress > 0.5 or gesture:velocity(nil).y > 1000 then interaction:finish() else interaction:cancel() end
          else  -- cancelled or failed
            interaction:cancel()
          end
        end

        return Interaction

        """
    }

    static func scenario(_ name: String, path: String) -> String {
        """
        -- \(name): a scenario. Describe screens, act, advance the virtual clock, expect.
        -- Run it from the project's folder with `stagecraft test \(path)` (or `stagecraft run \(path)`
        -- for a frame-by-frame log).
        local home = screen "home" {
          backgroundColor = "systemBackground",
          label { "title", frame = {20, 60, 350, 40}, text = "Home", fontSize = 34 },
        }
        local detail = screen "detail" {
          backgroundColor = "systemYellow",
          label { "detailTitle", frame = {20, 60, 350, 40}, text = "Detail", fontSize = 28 },
        }

        scenario("\(name): present and dismiss the detail screen", function()
          window { root = home }
          -- UIKit's default since iOS 13 (no modalPresentationStyle set): a page sheet sliding up,
          -- a card 10 pt under the top safe area (47 pt on the default iPhone 14): {0, 57, 390, 787}.
          local shown = present(home, detail)
          untilIdle()
          expect.completedOnce(shown)
          -- The detail rests where its presentation controller puts it (the page sheet's card).
          expect.frame("detail", detail.presentationController.frameOfPresentedViewInContainerView)
          expect.inHierarchy("detailTitle")
          local gone = dismiss(detail)
          untilIdle()
          expect.completedOnce(gone)
          expect.notInHierarchy("detailTitle")
          expect.lifecycle { "detail.viewWillAppear", "detail.viewDidAppear", "detail.viewWillDisappear", "detail.viewDidDisappear" }
          expect.noDiagnostics()
        end)

        """
    }
}
