-- Seed S3 (WarningSeed.swift, FancyWarningPresentationController): "Let's just have it cover the
-- bottom half of the screen." The ready dimming controller, configured: the dimming view fades in
-- alongside the presentation and out alongside the dismissal (T4.5). Taps are off: this
-- transition's dismissal is always interactive, and a tap would dismiss without a gesture (T1.16).
return {
  debugName = "FancyWarningPresentationController",
  extends = "DimmingPresentationController",
  dismissesOnTap = false,
  bottomSheet = 0.5,
}
