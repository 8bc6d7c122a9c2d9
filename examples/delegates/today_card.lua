-- The transitioning delegate of a Today card (screens/today_list.lua): it hands out one card
-- animator (animators/today_card.lua) both ways, told which way each time, so the animator keeps
-- what the two share (the card, and the constraints the expansion makes and the dismissal changes back).
---@class TodayCardTransition : TransitioningDelegateScript
---@field animator TodayCardAnimator
local TodayCardTransition = { debugName = "TodayCardTransition" }
TodayCardTransition.__index = TodayCardTransition

local TodayCardAnimator = require("animators.today_card")

---@param cardView View
---@return TodayCardTransition
function TodayCardTransition.new(cardView)
  return setmetatable({ animator = TodayCardAnimator.new(cardView) }, TodayCardTransition)
end

function TodayCardTransition:animationControllerForPresented(presented, presenting, source)
  self.animator.isPresenting = true
  return self.animator
end

function TodayCardTransition:animationControllerForDismissed(dismissed)
  self.animator.isPresenting = false
  return self.animator
end

return TodayCardTransition
