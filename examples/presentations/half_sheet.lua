-- A dimmed bottom sheet: the presented view takes the lower half of the screen over a
-- black overlay at 40 %; a tap on the overlay dismisses it.
return {
  dimmingColor = "#000000",
  dimmingAlpha = 0.4,
  heightFraction = 0.5,
  dismissesOnTap = true,
}
