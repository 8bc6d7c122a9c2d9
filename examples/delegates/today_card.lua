-- The transitioning delegate of a Today card (screens/today_list.lua): it hands out the card
-- animator (animators/today_card.lua) both ways, and keeps what the two share — the card the story
-- grows out of and the constraints that pin the story to the container's edges, which the
-- expansion makes and the dismissal changes back.
---@class TodayCardTransition : TransitioningDelegateScript
---@field cardView View
---@field edgeConstraints LayoutConstraint[]?
local TodayCardTransition = { debugName = "TodayCardTransition" }
TodayCardTransition.__index = TodayCardTransition

local TodayCardAnimator = require("animators.today_card")

---@param cardView View
---@return TodayCardTransition
function TodayCardTransition.new(cardView)
  return setmetatable({ cardView = cardView }, TodayCardTransition)
end

function TodayCardTransition:animationControllerForPresented(presented, presenting, source)
  return TodayCardAnimator.new(true, self)
end

function TodayCardTransition:animationControllerForDismissed(dismissed)
  return TodayCardAnimator.new(false, self)
end

return TodayCardTransition
