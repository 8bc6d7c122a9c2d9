-- A card stack presentation controller in the style of DeckTransition (HarshilShah/DeckTransition,
-- the iOS 10 Music and Messages cards), written from its documented behaviour: the presented card
-- rests just below the top of the screen with rounded top corners, and the presenting view shrinks
-- back behind it with rounded corners, alongside the card's slide (T5.2). Presenting a card from a
-- card stacks it: the card below shrinks back the same way, a little higher than it was.
-- The numbers are this example's: card top 40 pt, corners 10 pt, the view behind at 90 % with its
-- top 10 pt higher than before but never above 20 pt from the top of the screen.
---@class presentations.deck : PresentationControllerScript
local Deck = { debugName = "DeckPresentationController" }

Deck.cardTop = 40
Deck.cornerRadius = 10
Deck.backScale = 0.9
Deck.backTop = 20
Deck.stackStep = 10

--- The transform that shrinks a view with frame `frame` to backScale about its centre (the
--- anchor) and puts its top at `top`: a point p from the centre goes to s·p + (0, ty).
---@param frame CGRect
---@param top number
---@return CGAffineTransform
function Deck.pushedBack(frame, top)
  local s = Deck.backScale
  return CGAffineTransform(s, 0, 0, s, 0, top - (frame.midY - s * frame.height / 2))
end

function Deck:frameOfPresentedViewInContainerView()
  local bounds = self.containerView.bounds
  return CGRect(0, Deck.cardTop, bounds.width, bounds.height - Deck.cardTop)
end

function Deck:presentationTransitionWillBegin()
  local card = self.presentedView
  card.layer.cornerRadius = Deck.cornerRadius
  card.layer.maskedCorners = { "layerMinXMinYCorner", "layerMaxXMinYCorner" }
  card.clipsToBounds = true

  -- The view behind: the presenting controller's (the root screen, or the card below).
  local behind = self.presentingViewController.view
  self.behindRadius = behind.layer.cornerRadius
  self.behindClips = behind.clipsToBounds
  local frame = behind.frame
  local transform = Deck.pushedBack(frame, math.max(frame.minY - Deck.stackStep, Deck.backTop))
  behind.clipsToBounds = true
  self.presentingViewController.transitionCoordinator:animate(function()
    behind.transform = transform
    behind.layer.cornerRadius = Deck.cornerRadius
  end, nil)
end

--- A rotation lays the window out again and sets the frame of the view behind while it is shrunk
--- back, through its transform (L1.10: on a device too it grows out of shape). Give it back its
--- size untransformed, then shrink it back again for the new size.
function Deck:containerViewWillLayoutSubviews()
  local behind = self.presentingViewController.view
  local bounds = self.containerView.bounds
  -- The view behind is the root screen's (the window's size) or, in a stack, the card below's.
  local stacked = self.presentingViewController.presentingViewController ~= nil
  local frame = stacked and CGRect(0, Deck.cardTop, bounds.width, bounds.height - Deck.cardTop) or bounds
  local size = behind.bounds
  if behind.transform.isIdentity or (size.width == frame.width and size.height == frame.height) then return end
  behind.transform = CGAffineTransform.identity
  behind.frame = frame
  behind.transform = Deck.pushedBack(frame, math.max(frame.minY - Deck.stackStep, Deck.backTop))
end

--- Puts the view behind back as it was (its transform is animated back by the dismissal).
function Deck:restoreBehind()
  local behind = self.presentingViewController.view
  behind.clipsToBounds = self.behindClips
  behind.layer.cornerRadius = self.behindRadius
  behind.transform = CGAffineTransform.identity
end

---@param completed boolean
function Deck:presentationTransitionDidEnd(completed)
  if not completed then self:restoreBehind() end
end

function Deck:dismissalTransitionWillBegin()
  local behind = self.presentingViewController.view
  local radius = self.behindRadius
  self.presentingViewController.transitionCoordinator:animate(function()
    behind.transform = CGAffineTransform.identity
    behind.layer.cornerRadius = radius
  end, nil)
end

---@param completed boolean
function Deck:dismissalTransitionDidEnd(completed)
  if completed then self:restoreBehind() end
end

return Deck
