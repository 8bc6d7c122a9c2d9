-- The card of a card stack (with presentations/deck.lua), in the style of DeckTransition: the card
-- slides up from below the screen to its place and back down on dismissal, in 0.3 s (the
-- library's default durations) on UIKit's ease-out; a dismissal a finger drives is linear. A .custom presentation: the card is the only
-- view the context gives (from is nil on present, to is nil on dismissal, T1.11).
---@class DeckCardAnimator : Animator
local DeckCard = { debugName = "DeckCardAnimator" }

DeckCard.duration = 0.3

---@param ctx TransitionContext
function DeckCard.transitionDuration(ctx)
  return ctx.isAnimated and DeckCard.duration or 0
end

---@param ctx TransitionContext
function DeckCard.animateTransition(ctx)
  local container = ctx.containerView
  local below = container.bounds.height   -- a card whose top is here is off screen
  local card = ctx:view("to")
  if card then
    local final = ctx:finalFrame(ctx:viewController("to"))
    card.frame = final:offsetBy(0, below - final.minY)
    container:addSubview(card)
    UIView.animate(DeckCard.transitionDuration(ctx), 0, "curveEaseOut", function()
      card.frame = final
    end, function(_)
      local cancelled = ctx.transitionWasCancelled
      if cancelled then card:removeFromSuperview() end
      ctx:completeTransition(not cancelled)
    end)
  else
    card = ctx:view("from")
    local start = card.frame
    -- Dragged down by a finger (DeckTransition's swipe to dismiss), the card follows it: linear.
    local curve = ctx.isInteractive and "curveLinear" or "curveEaseOut"
    UIView.animate(DeckCard.transitionDuration(ctx), 0, curve, function()
      card.frame = start:offsetBy(0, below - start.minY)
    end, function(_)
      local cancelled = ctx.transitionWasCancelled
      if not cancelled then card:removeFromSuperview() end
      ctx:completeTransition(not cancelled)
    end)
  end
end

return DeckCard
