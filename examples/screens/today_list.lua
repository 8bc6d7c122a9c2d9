-- The App Store's "Today" tab, one story: a card laid out with Auto Layout (T12.2) — 20 pt from the
-- sides, 120 pt under the safe area's top, 420 pt tall — holding an image that fills it and a
-- title over the image. Tapping the card presents the story (screens/today_detail.lua) with
-- `.custom` and a transitioning delegate (delegates/today_card.lua) that grows the card into it.
---@class TodayViewController : ScreenScript
---@field cardView View
---@field cardTransition TransitioningDelegate
local TodayViewController = { className = "TodayViewController" }

local TodayDetailViewController = require("screens.today_detail")
local TodayCardTransition = require("delegates.today_card")

function TodayViewController:viewDidLoad()
  self.view.backgroundColor = UIColor.systemGroupedBackground

  local cardView = UIView(CGRect(0, 0, 0, 0), "card")
  cardView.translatesAutoresizingMaskIntoConstraints = false
  cardView.layer.cornerRadius = 16
  cardView.clipsToBounds = true
  self.view:addSubview(cardView)

  local imageView = UIImageView{ imageName = "photo", name = "cardImage" }
  imageView.translatesAutoresizingMaskIntoConstraints = false
  cardView:addSubview(imageView)

  local titleLabel = UILabel{ text = "The Art of Motion", name = "cardTitle" }
  titleLabel.translatesAutoresizingMaskIntoConstraints = false
  titleLabel.fontSize = 28  -- UIFont.boldSystemFont(ofSize: 28); Stagecraft keeps the size
  titleLabel.textColor = UIColor.white
  cardView:addSubview(titleLabel)

  NSLayoutConstraint.activate{
    cardView.topAnchor:constraintEqualTo(self.view.safeAreaLayoutGuide.topAnchor, 120),
    cardView.leadingAnchor:constraintEqualTo(self.view.leadingAnchor, 20),
    cardView.trailingAnchor:constraintEqualTo(self.view.trailingAnchor, -20),
    cardView.heightAnchor:constraintEqualToConstant(420),

    imageView.topAnchor:constraintEqualTo(cardView.topAnchor),
    imageView.leadingAnchor:constraintEqualTo(cardView.leadingAnchor),
    imageView.trailingAnchor:constraintEqualTo(cardView.trailingAnchor),
    imageView.bottomAnchor:constraintEqualTo(cardView.bottomAnchor),

    titleLabel.topAnchor:constraintEqualTo(cardView.topAnchor, 20),
    titleLabel.leadingAnchor:constraintEqualTo(cardView.leadingAnchor, 20),
    titleLabel.trailingAnchor:constraintEqualTo(cardView.trailingAnchor, -20),
  }

  local tap = UITapGestureRecognizer{ target = self, action = "cardTapped" }
  cardView:addGestureRecognizer(tap)
  self.cardView = cardView
end

function TodayViewController:cardTapped()
  local detail = TodayDetailViewController.make("story")
  -- Kept by the list: a controller's transitioningDelegate is weak.
  self.cardTransition = UIViewControllerTransitioningDelegate(TodayCardTransition.new(self.cardView))
  detail.transitioningDelegate = self.cardTransition
  detail.modalPresentationStyle = "custom"
  self:present(detail, true)
end

return TodayViewController
