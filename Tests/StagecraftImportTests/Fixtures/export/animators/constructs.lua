-- The language an exported role may use, each construct feeding the presented view's offset, so a
-- construct the export gets wrong moves the view: ipairs with its 1-based index, a recursive local
-- function, numeric for with a negative step, while, repeat, `..` and `#`, `c and x or y` on a
-- value that may be nil, math.max.
---@class Constructs : Animator
local Constructs = { debugName = "Constructs" }

---@param ctx TransitionContext
function Constructs:transitionDuration(ctx)
  return 0.25
end

---@param ctx TransitionContext
function Constructs:animateTransition(ctx)
  local toView = ctx:view("to")
  local container = ctx.containerView
  local widths = { 10, 20, 30 }
  local total = 0
  for i, w in ipairs(widths) do total = total + i * w end   -- 10 + 40 + 90 = 140
  local function triangle(n)
    if n <= 1 then return n end
    return n + triangle(n - 1)
  end
  local steps = 0
  for k = 10, 1, -3 do steps = steps + k end   -- 10 + 7 + 4 + 1 = 22
  local n = 0
  while n < 5 do n = n + 2 end                -- 6
  repeat n = n - 1 until n <= 3                -- 3
  local label = "x" .. #widths                 -- "x3"
  local offset = (#label == 2 and total or 0) + triangle(4) + steps + n / 2   -- 140 + 10 + 22 + 1.5
  local maybe = ctx:view("from")
  local alpha = maybe and 0.5 or 1
  local final = ctx:finalFrame(ctx:viewController("to"))
  toView.frame = final:offsetBy(offset, 0)
  toView.alpha = math.max(alpha, 0.25)
  container:addSubview(toView)
  UIView.animate(self:transitionDuration(ctx), function() toView.frame = final end, function(_)
    ctx:completeTransition(not ctx.transitionWasCancelled)
  end)
end

return Constructs
