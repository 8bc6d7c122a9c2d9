-- Seed S1 (MovesSeed.swift, SlideUpWithContextModalViewController): the modal, its `detailItem`
-- in a header and its title. `UIViewController("modal", SlideUpWithContextModalViewController.new())`.
local SlideUpWithContextModalViewController = {}

function SlideUpWithContextModalViewController.new()
  local self = { debugName = "SlideUpWithContextModalViewController" }
  self.header = UIView(CGRect(0, 0, 338, 120), "header")
  self.detailItem = UIImageView(CGRect(24, 24, 72, 72), nil, "detailItem")
  self.detailTitleTextLabel = UILabel(CGRect(110, 40, 200, 40), "Bench press", "detailTitle")

  ---@param vc ScriptViewController
  function self.viewDidLoad(vc)
    vc.view.backgroundColor = UIColor.white
    vc.view:addSubview(self.header)
    self.header:addSubview(self.detailItem)
    vc.view:addSubview(self.detailTitleTextLabel)
  end

  return self
end

return SlideUpWithContextModalViewController
