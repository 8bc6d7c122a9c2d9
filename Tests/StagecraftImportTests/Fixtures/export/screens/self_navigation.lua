-- SW10.1: a screen that is its own navigation controller's delegate, as the pizza list is
-- (`navigationController?.delegate = self`). Its lifecycle makes it a view controller whatever
-- delegate callbacks it also defines: a UIViewController subclass conforming to
-- UINavigationControllerDelegate.
---@class SelfNavigationViewController : ScreenScript
local SelfNavigationViewController = { debugName = "SelfNavigationViewController" }
SelfNavigationViewController.__index = SelfNavigationViewController

---@return SelfNavigationViewController
function SelfNavigationViewController.new()
  return setmetatable({}, SelfNavigationViewController)
end

function SelfNavigationViewController:viewDidLoad()
  self.view.backgroundColor = UIColor.white
  local navigationController = self.navigationController
  if navigationController then navigationController.delegate = self end
end

--- No animator: UIKit's own push and pop; a pushed screen is marked half transparent.
---@param navigationController NavigationController
---@param operation UINavigationControllerOperation
---@param fromVC ViewController
---@param toVC ViewController
function SelfNavigationViewController:navigationControllerAnimationControllerFor(navigationController, operation, fromVC, toVC)
  if operation == "push" then toVC.view.alpha = 0.5 end
  return nil
end

return SelfNavigationViewController
