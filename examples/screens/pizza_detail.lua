-- Seed S2 (PizzaSeed.swift, PizzaDetailViewController): the pizza on its coloured background,
-- in a header 100 pt from the top. `UIViewController("detail", PizzaDetailViewController.new(pizza))`.
local PizzaDetailViewController = {}

function PizzaDetailViewController.new(pizza)
  local self = { debugName = "PizzaDetailViewController", pizza = pizza }
  self.detailBackgroundView = UIView(UIScreen.main.bounds, "detailBackground")
  self.header = UIView(CGRect(0, 100, 390, 400), "header")
  self.detailPizzaImage = UIImageView(CGRect(45, 50, 300, 300), nil, "detailPizza")

  ---@param vc ScriptViewController
  function self.viewDidLoad(vc)
    self.detailBackgroundView.backgroundColor = UIColor{red = 1, green = 0.85, blue = 0.6}
    self.detailPizzaImage.imageName = self.pizza
    self.detailPizzaImage.contentMode = "scaleAspectFit"
    vc.view:addSubview(self.detailBackgroundView)
    vc.view:addSubview(self.header)
    self.header:addSubview(self.detailPizzaImage)
  end

  -- PizzaTransitionable
  function self.backgroundView() return self.detailBackgroundView end
  function self.pizzaImage() return self.detailPizzaImage end

  return self
end

return PizzaDetailViewController
