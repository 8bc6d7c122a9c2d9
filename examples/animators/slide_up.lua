-- A sheet that slides up from the bottom edge when presented and back down when dismissed.
-- Linear while a finger drives it (interactive), ease-out otherwise.
local SlideUp = {}

---@param ctx TransitionContext
function SlideUp.transitionDuration(ctx)
  return 0.4
end

---@param ctx TransitionContext
function SlideUp.animateTransition(ctx)
  local duration = SlideUp.transitionDuration(ctx)
  local options = ctx.isInteractive and { "curveLinear" } or { "curveEaseOut" }
  local sheet = ctx:view("to")
  if sheet then
    local final = ctx:finalFrame(ctx:viewController("to"))
    ctx.containerView:addSubview(sheet)
    local start = ctx:finalFrame(ctx:viewController("to"))  -- a second copy: geometry tables are values
    start.origin.y = final.origin.y + final.size.height
    sheet.frame = start
    UIView.animate(duration, 0, options, function() sheet.frame = final end, function()
      ctx:completeTransition(not ctx.transitionWasCancelled)
    end)
  else
    sheet = ctx:view("from")
    local start = sheet.frame
    local down = sheet.frame
    down.origin.y = start.origin.y + start.size.height
    UIView.animate(duration, 0, options, function() sheet.frame = down end, function()
      if ctx.transitionWasCancelled then sheet.frame = start end
      ctx:completeTransition(not ctx.transitionWasCancelled)
    end)
  end
end

return SlideUp
