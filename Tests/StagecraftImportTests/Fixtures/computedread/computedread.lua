-- A translated interaction controller's computed property read from another object (SW8.4): the
-- getter runs with the controller as `self`, as Swift's does; before, the read found no field and
-- answered nil, so UIKit was never given the interaction (app/PopInteraction.swift).
require "app.PopInteraction"   -- translates app/*.swift
local PopCoordinator = require "helpers.PopCoordinator"

scenario("SW8.4 an interaction's computed property answers from outside, nil and then itself", function()
  local coordinator = PopCoordinator.new()
  expect.equal(coordinator:controllerForPop(), nil, "not interactive: nil")
  coordinator.interaction.interactive = true
  expect.equal(coordinator:controllerForPop(), coordinator.interaction, "interactive: the interaction itself")
  coordinator.interaction.interactive = false
  expect.equal(coordinator:controllerForPop(), nil, "and nil again")
end)
