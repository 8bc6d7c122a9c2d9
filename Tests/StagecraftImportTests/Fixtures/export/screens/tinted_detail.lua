-- SW10.3: a screen made with an argument and a name by another screen,
-- `UIViewController("detail", TintedDetailViewController.new(0.5))`.
---@class TintedDetailViewController : ScreenScript
---@field tint number
local TintedDetailViewController = { debugName = "TintedDetailViewController" }
TintedDetailViewController.__index = TintedDetailViewController

---@param tint number
---@return TintedDetailViewController
function TintedDetailViewController.new(tint)
  return setmetatable({ tint = tint }, TintedDetailViewController)
end

function TintedDetailViewController:viewDidLoad()
  self.view.backgroundColor = UIColor.systemBlue
  self.view.alpha = self.tint
end

return TintedDetailViewController
