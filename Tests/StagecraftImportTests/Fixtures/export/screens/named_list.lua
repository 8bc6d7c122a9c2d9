-- SW10.3: a screen that makes another screen with its init's argument and names it, as the pizza
-- list makes its detail: `UIViewController("detail", TintedDetailViewController.new(0.5))`.
local TintedDetailViewController = require("screens.tinted_detail")

---@class NamedListViewController : ScreenScript
local NamedListViewController = { debugName = "NamedListViewController" }
NamedListViewController.__index = NamedListViewController

---@return NamedListViewController
function NamedListViewController.new()
  return setmetatable({}, NamedListViewController)
end

function NamedListViewController:viewDidLoad()
  self.view.backgroundColor = UIColor.white
end

--- Presents the detail, named "detail" as scenarios and traces find it.
function NamedListViewController:showDetail()
  local detail = UIViewController("detail", TintedDetailViewController.new(0.5))
  detail.modalPresentationStyle = "fullScreen"
  self:present(detail, false)
end

return NamedListViewController
