-- Seed S2 (PizzaSeed.swift, PizzaViewController): the list of pizzas, two columns of rounded
-- tiles below a 88 pt navigation bar. It is its own navigation delegate, as in the article
-- (`navigationController?.delegate = self`), and a PizzaTransitionable: the animator asks it for
-- the selected cell's background and image. A screen: `UIViewController("pizzas", require(…))`,
-- or ScriptViewController(lua:name:source:chunkName:) from Swift; this table is its userInfo.
local PizzaDetailViewController = require("screens.pizza_detail")
local AnimationManager = require("animators.pizza")

---@class PizzaViewController : ScreenScript
---@field pizzas string[]
---@field indexPath IndexPath?
---@field collectionView CollectionView
local PizzaViewController = { debugName = "PizzaViewController" }
-- PizzaViewModel
PizzaViewController.pizzas = { "margherita", "pepperoni", "funghi", "quattro formaggi", "diavola", "capricciosa" }
PizzaViewController.indexPath = nil

function PizzaViewController:loadView()
  local root = UIView(UIScreen.main.bounds)
  root.backgroundColor = UIColor.white
  -- Below a 88 pt navigation bar: two columns of 165 × 200 cells, 20 pt apart and from the edges.
  local collectionView = UICollectionView{
    frame = CGRect(0, 88, 390, 756), itemSize = CGSize(165, 200), spacing = 20, columns = 2,
    insets = UIEdgeInsets(20, 20, 20, 20), items = self.pizzas, name = "pizzas",
  }
  for _, cell in ipairs(collectionView.cells) do
    -- PizzaViewCell: a rounded, coloured containerView behind the pizza image.
    cell.contentView.backgroundColor = UIColor{red = 1, green = 0.85, blue = 0.6}
    cell.contentView.cornerRadius = 16
  end
  collectionView.delegate = self  -- a tap on a pizza calls collectionViewDidSelectItemAt
  root:addSubview(collectionView)
  self.collectionView = collectionView
  self.view = root
end

function PizzaViewController:viewDidLoad()
  local navigationController = self.navigationController
  if navigationController then navigationController.delegate = self end
end

--- collectionView(_:didSelectItemAt:): indexPath.item is 0-based, as in UIKit.
---@param collectionView CollectionView
---@param indexPath IndexPath
function PizzaViewController:collectionViewDidSelectItemAt(collectionView, indexPath)
  self.indexPath = indexPath
  local pizza = self.pizzas[indexPath.item + 1]

  local detailVC = UIViewController("detail", PizzaDetailViewController.new(pizza))

  local navigationController = self.navigationController
  if not navigationController then return end
  navigationController.modalPresentationStyle = "custom"
  navigationController:pushViewController(detailVC, true)
end

-- MARK: PizzaTransitionable: the selected cell's views (plain new views when there is none).

---@return View
function PizzaViewController:backgroundView()
  local indexPath = self.indexPath
  local pizzaCell = indexPath and self.collectionView:cellForItem(indexPath)
  return pizzaCell and pizzaCell.contentView or UIView()
end

---@return ImageView
function PizzaViewController:pizzaImage()
  local indexPath = self.indexPath
  local pizzaCell = indexPath and self.collectionView:cellForItem(indexPath)
  return pizzaCell and pizzaCell.imageView or UIImageView()
end

-- MARK: UINavigationControllerDelegate

---@param navigationController NavigationController
---@param operation UINavigationControllerOperation
---@param fromVC ViewController
---@param toVC ViewController
function PizzaViewController:navigationControllerAnimationControllerFor(navigationController, operation, fromVC, toVC)
  if operation == "push" then
    return AnimationManager.new(1.5, "present")
  elseif operation == "pop" then
    return AnimationManager.new(1.5, "dismiss")
  end
  return nil
end

return PizzaViewController
