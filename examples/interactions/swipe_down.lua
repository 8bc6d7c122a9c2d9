-- Swipe down to dismiss: a pan on the presented view drives the dismissal; released past
-- half the sheet's height, or faster than 1000 pt/s downwards, it finishes, else it cancels.
return {
  gesture = "pan",
  direction = "down",
  finishThreshold = 0.5,
  finishVelocity = 1000,
}
