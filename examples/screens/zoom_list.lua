-- Seed S4 (ZoomSeed.swift, ListViewController — the article's "ViewController"): a table of SF
-- symbol rows; tapping one presents the detail (`.custom`) while a copy of the row's image,
-- tempImageView, flies to the detail. The transitioning delegate is the article's "bonus points"
-- version, with pinch-to-dismiss. A screen: its table is its userInfo, where the animator finds
-- tableView and tempImageView.
local DetailsViewController = require("screens.zoom_detail")
local TransitionDetailsController = require("delegates.zoom")

---@class ListViewController : ScreenScript
---@field tempImageView ImageView
---@field data string[]
---@field tableView ListView
---@field transitionController TransitioningDelegate
local ListViewController = { debugName = "ListViewController" }
ListViewController.data = {
  "square.and.arrow.up", "lasso.and.sparkles", "trash.square", "folder.badge.gearshape",
  "list.bullet.rectangle.portrait", "person.badge.clock.fill", "person.crop.square.filled.and.at.rectangle.fill",
  "peacesign", "network.badge.shield.half.filled", "music.mic.circle.fill",
}
-- Held by the list, as the Swift port's `let transitionController` (a controller's transitioning
-- delegate is weak).
ListViewController.transitionController = UIViewControllerTransitioningDelegate(TransitionDetailsController.new(true))
-- configureTableView(): pinned to the view's edges; ColorTableViewCell rows are 20 + 44 + 20 pt.
ListViewController.tableView = UITableView(UIScreen.main.bounds, 84, ListViewController.data, "table")
ListViewController.tempImageView = UIImageView()

function ListViewController:viewDidLoad()
  local tableView = self.tableView
  tableView.delegate = self  -- a tap on a row calls tableViewDidSelectRowAt
  self.view:addSubview(tableView)
end

--- tableView(_:didSelectRowAt:): indexPath.row is 0-based, as in UIKit.
---@param tableView ListView
---@param indexPath IndexPath
function ListViewController:tableViewDidSelectRowAt(tableView, indexPath)
  local data = self.data
  local detail = DetailsViewController.make("details", data[indexPath.row + 1])

  local cellTapped = tableView:cellForRow(indexPath)  -- Mark 1
  if not cellTapped then return end
  local tempImageView = self.tempImageView
  tempImageView.imageName = data[indexPath.row + 1]
  tempImageView.frame = self.view:convertFrom(cellTapped.imageView.frame, cellTapped)  -- Mark 1

  detail.transitioningDelegate = self.transitionController  -- Mark 2
  detail.modalPresentationStyle = "custom"

  self:present(detail, true)
end

return ListViewController
