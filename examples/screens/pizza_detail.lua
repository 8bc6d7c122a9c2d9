-- Seed S2 (PizzaSeed.swift, PizzaDetailViewController): the pizza on its coloured background,
-- in a header 100 pt from the top. `UIViewController("detail", PizzaDetailViewController.new(pizza))`:
-- an instance of the class is the screen; its methods get the controller as `self`, and the
-- instance's fields are the controller's (`self.detailPizzaImage`).
---@class PizzaDetailViewController : ScreenScript
---@field pizza string
---@field detailBackgroundView View
---@field header View
---@field detailPizzaImage ImageView
local PizzaDetailViewController = { debugName = "PizzaDetailViewController" }
PizzaDetailViewController.__index = PizzaDetailViewController

---@param pizza string
---@return PizzaDetailViewController
function PizzaDetailViewController.new(pizza)
  return setmetatable({
    pizza = pizza,
    detailBackgroundView = UIView(UIScreen.main.bounds, "detailBackground"),
    header = UIView(CGRect(0, 100, 390, 400), "header"),
    detailPizzaImage = UIImageView(CGRect(45, 50, 300, 300), nil, "detailPizza"),
  }, PizzaDetailViewController)
end

function PizzaDetailViewController:viewDidLoad()
  self.detailBackgroundView.backgroundColor = UIColor{red = 1, green = 0.85, blue = 0.6}
  self.detailPizzaImage.imageName = self.pizza
  self.detailPizzaImage.contentMode = "scaleAspectFit"
  self.view:addSubview(self.detailBackgroundView)
  self.view:addSubview(self.header)
  self.header:addSubview(self.detailPizzaImage)
end

-- PizzaTransitionable
function PizzaDetailViewController:backgroundView() return self.detailBackgroundView end
function PizzaDetailViewController:pizzaImage() return self.detailPizzaImage end

return PizzaDetailViewController
