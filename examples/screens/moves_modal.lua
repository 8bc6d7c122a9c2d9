-- Seed S1 (MovesSeed.swift, SlideUpWithContextModalViewController): the modal, its `detailItem`
-- in a header and its title. `UIViewController("modal", SlideUpWithContextModalViewController.new())`:
-- an instance is the screen, its fields the controller's, its methods called with the controller.
---@class SlideUpWithContextModalViewController : ScreenScript
---@field header View
---@field detailItem ImageView
---@field detailTitleTextLabel Label
local SlideUpWithContextModalViewController = { debugName = "SlideUpWithContextModalViewController" }
SlideUpWithContextModalViewController.__index = SlideUpWithContextModalViewController

---@return SlideUpWithContextModalViewController
function SlideUpWithContextModalViewController.new()
  return setmetatable({
    header = UIView(CGRect(0, 0, 338, 120), "header"),
    detailItem = UIImageView(CGRect(24, 24, 72, 72), nil, "detailItem"),
    detailTitleTextLabel = UILabel(CGRect(110, 40, 200, 40), "Bench press", "detailTitle"),
  }, SlideUpWithContextModalViewController)
end

function SlideUpWithContextModalViewController:viewDidLoad()
  self.view.backgroundColor = UIColor.white
  self.view:addSubview(self.header)
  self.header:addSubview(self.detailItem)
  self.view:addSubview(self.detailTitleTextLabel)
end

return SlideUpWithContextModalViewController
