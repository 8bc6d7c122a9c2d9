-- Seed S1 (MovesSeed.swift, SlideUpWithContextViewController): the navigation controller's root,
-- a title and, deeply embedded, the contextual `item` (an image in a cell of a scrolled list
-- inside a card). `transitionButtonPressed(vc [, withContext])` presents the Moves modal with two
-- contextual pairs; `example` picks the article's slide-up (default) or fade coordinator.
local Moves = require("animators.moves")
local MovesCoordinator = require("delegates.moves_coordinator")
local SlideUpWithContextModalViewController = require("screens.moves_modal")

local SlideUpWithContextViewController = { debugName = "SlideUpWithContextViewController", example = "slideUpWithContext" }
---@class SlideUpWithContextViewController : ScreenScript
---@field titleTextLabel Label
---@field card View
---@field list ListView
---@field item ImageView
---@field coordinator table?
---@field example "slideUpWithContext"|"fadeIn"
local Screen = SlideUpWithContextViewController

Screen.titleTextLabel = UILabel(CGRect(20, 64, 300, 40), "Workouts", "title")
Screen.card = UIView(CGRect(16, 120, 358, 400), "card")
Screen.list = UITableView(CGRect(0, 40, 358, 360), 60,
  { "Squats", "Lunges", "Deadlifts", "Bench press", "Rows", "Pull-ups", "Dips", "Planks" }, "list")
Screen.item = Screen.list.cells[4].imageView  -- row 3

function Screen:viewDidLoad()
  self.view:addSubview(self.titleTextLabel)
  self.view:addSubview(self.card)
  self.card:addSubview(self.list)
  self.list.contentOffset = CGPoint(0, 44)
end

--- The lazy `movesCoordinator`: made on first use, from the view's size.
function Screen:movesCoordinator()
  if self.coordinator then return self.coordinator end
  local presenter, dismisser
  local bounds = self.view.bounds
  if self.example == "fadeIn" then
    local modalConfig = Moves.ModalConfiguration.new()
    modalConfig.width = bounds.width * 13 / 15
    modalConfig.height = bounds.width * 13 / 15
    modalConfig.roundedCorners = { "topLeft", "topRight", "bottomRight", "bottomLeft" }
    modalConfig.roundedCornersRadius = 5

    presenter = Moves.FadeInOverContextAnimator.new(modalConfig, 0.6)
    dismisser = Moves.FadeOutOverContextAnimator.new(0.6)
  else
    local modalConfig = Moves.ModalConfiguration.new()
    modalConfig.width = bounds.width * 13 / 15
    modalConfig.height = bounds.height * 13 / 15
    modalConfig.verticalAlignment = "bottom"
    modalConfig.horizontalAlignment = "centered"
    modalConfig.roundedCorners = { "topLeft", "topRight" }
    modalConfig.roundedCornersRadius = 5

    presenter = Moves.SlideInOverContextAnimator.new("down", modalConfig, 0.5)
    dismisser = Moves.SlideOutOverContextAnimator.new("down", 0.4)
  end

  local coordinator = MovesCoordinator.new(presenter, dismisser)

  -- Allow pan with a dismiss threshold of 100pts
  coordinator.movesConfig.pannable = true
  coordinator.panConfig.dismissRadiusThreshold = 100

  self.coordinator = coordinator
  return coordinator
end

--- transitionButtonPressed(_:): presents the modal with the two contextual pairs (or none).
---@param withContext boolean?
function Screen:transitionButtonPressed(withContext)
  local modal = SlideUpWithContextModalViewController.new()
  local modalVC = UIViewController("modal", modal)

  local movesCoordinator = self:movesCoordinator()
  movesCoordinator.panConfig.lockedDirections = { "left", "right", "up" }

  if withContext == false then
    movesCoordinator:present(modalVC, self.navigationController)
    return modalVC
  end
  movesCoordinator:present(modalVC, self.navigationController, function()
    -- Register contextual views
    return {
      { fromView = self.item, toView = modal.detailItem },
      { fromView = self.titleTextLabel, toView = modal.detailTitleTextLabel },
    }
  end)
  return modalVC
end

return SlideUpWithContextViewController
