-- The story a Today card opens into: the card's image as a 420-pt header, the title where it was on
-- the card (20 pt in from the top and the sides) and the text under the header, all with Auto
-- Layout, so while the transition changes the view's size the layout pass moves them with it.
-- A drag down shrinks the story with the finger, as the App Store does: scale 1 − 0.2 · progress,
-- progress = the drag over 200 pt (at most 1). Let go past half way or flicked down, it dismisses
-- (the card animator shrinks it into its card); otherwise it springs back to full size.
---@class TodayDetailViewController : ScreenScript
---@field dragProgress number
local TodayDetailViewController = { className = "TodayDetailViewController" }
TodayDetailViewController.__index = TodayDetailViewController

TodayDetailViewController.dragDistance = 200   -- pt of drag for the whole shrink
TodayDetailViewController.smallestScale = 0.8   -- 1 − 0.2
TodayDetailViewController.flickSpeed = 500      -- pt/s down that dismisses however short the drag

---@param name string
---@return ViewController
function TodayDetailViewController.make(name)
  return UIViewController(name, setmetatable({ dragProgress = 0 }, TodayDetailViewController))
end

function TodayDetailViewController:viewDidLoad()
  local view = self.view
  view.backgroundColor = UIColor.systemBackground

  local heroImage = UIImageView{ imageName = "photo", name = "heroImage" }
  heroImage.translatesAutoresizingMaskIntoConstraints = false
  view:addSubview(heroImage)

  local titleLabel = UILabel{ text = "The Art of Motion", name = "storyTitle" }
  titleLabel.translatesAutoresizingMaskIntoConstraints = false
  titleLabel.fontSize = 28
  titleLabel.textColor = UIColor.white
  view:addSubview(titleLabel)

  local bodyLabel = UILabel{ text = "How a card becomes a page.", name = "storyBody" }
  bodyLabel.translatesAutoresizingMaskIntoConstraints = false
  bodyLabel.fontSize = 17
  view:addSubview(bodyLabel)

  NSLayoutConstraint.activate{
    heroImage.topAnchor:constraintEqualTo(view.topAnchor),
    heroImage.leadingAnchor:constraintEqualTo(view.leadingAnchor),
    heroImage.trailingAnchor:constraintEqualTo(view.trailingAnchor),
    heroImage.heightAnchor:constraintEqualToConstant(420),

    titleLabel.topAnchor:constraintEqualTo(view.topAnchor, 20),
    titleLabel.leadingAnchor:constraintEqualTo(view.leadingAnchor, 20),
    titleLabel.trailingAnchor:constraintEqualTo(view.trailingAnchor, -20),

    bodyLabel.topAnchor:constraintEqualTo(heroImage.bottomAnchor, 20),
    bodyLabel.leadingAnchor:constraintEqualTo(view.leadingAnchor, 20),
    bodyLabel.trailingAnchor:constraintEqualTo(view.trailingAnchor, -20),
  }

  local pan = UIPanGestureRecognizer{ target = self, action = "handleDrag", name = "shrinkPan" }
  pan.delegate = self
  view:addGestureRecognizer(pan)
end

-- UIGestureRecognizerDelegate: no drag while the card is still growing or shrinking.
function TodayDetailViewController:gestureRecognizerShouldBegin(gestureRecognizer)
  return self.transitionCoordinator == nil
end

---@param pan PanGestureRecognizer
function TodayDetailViewController:handleDrag(pan)
  local view = self.view
  if pan.state == "began" or pan.state == "changed" then
    local progress = math.min(math.max(pan:translation(nil).y / self.dragDistance, 0), 1)
    self.dragProgress = progress
    local scale = 1 - (1 - self.smallestScale) * progress
    view.transform = CGAffineTransform{ scaleX = scale, y = scale }
  elseif pan.state == "ended" and (self.dragProgress >= 0.5 or pan:velocity(nil).y >= self.flickSpeed) then
    self:dismiss(true)  -- the card animator takes the shrunk view back into its card
  elseif pan.state == "ended" or pan.state == "cancelled" then
    self.dragProgress = 0
    UIView.animateUsingSpringWithDamping(0.4, 0, 0.8, 0, {}, function()
      view.transform = CGAffineTransform.identity
    end)
  end
end

return TodayDetailViewController
