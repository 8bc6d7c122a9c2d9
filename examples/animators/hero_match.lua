-- A Hero-style transition (HeroTransitions/Hero), written from its documented behaviour: views of
-- the two screens that carry the same identifier are matched, and each pair morphs from the source's
-- place to the destination's (frame, corner radius, colour) — Keynote's Magic Move. Hero gives views
-- a `heroID`; UIKit's own identifier for views across two hierarchies is `tag`, so matching here is
-- by tag (0 never matches). As Hero does, the matched views are hidden while a snapshot of the
-- source travels; the destination screen fades in (Hero's default `.fade`), and its other views
-- cascade in (Hero's `.cascade` modifier): top to bottom, each starts `cascadeDelta` after the one
-- above, fading in and rising `cascadeRise` points.
-- Timing: Hero's default curve is Material's standard curve, cubic-bezier(0.4, 0, 0.2, 1), here
-- through a property animator with those control points, over `duration`; each cascading view
-- runs `cascadeDuration` on UIKit's ease-out after its delay, the last one ending with the morph.
-- Works for present, dismiss, push and pop alike (both views are given: .fullScreen or navigation).
---@class HeroMatchAnimator : Animator
local HeroMatch = { debugName = "HeroMatchAnimator" }

HeroMatch.duration = 0.5
HeroMatch.cascadeDelta = 0.05
HeroMatch.cascadeDuration = 0.35
HeroMatch.cascadeRise = 40

---@param ctx TransitionContext
function HeroMatch.transitionDuration(ctx)
  return ctx.isAnimated and HeroMatch.duration or 0
end

--- Every view under `root` (root excluded) with a non-zero tag, the first found with each tag, in
--- the order a depth-first walk finds them: the order the pairs are made in and their snapshots
--- stacked (`pairs` over a table keyed by tags would leave that order to the table).
---@param root View
---@return View[]
local function taggedViews(root)
  local found, seen = {}, {}
  local function visit(view)
    for _, subview in ipairs(view.subviews) do
      if subview.tag ~= 0 and not seen[subview.tag] then
        seen[subview.tag] = true
        found[#found + 1] = subview
      end
      visit(subview)
    end
  end
  visit(root)
  return found
end

---@param ctx TransitionContext
function HeroMatch.animateTransition(ctx)
  local container = ctx.containerView
  local fromView, toView = ctx:view("from"), ctx:view("to")
  if not fromView or not toView then return end
  toView.frame = ctx:finalFrame(ctx:viewController("to"))
  container:addSubview(toView)
  local duration = HeroMatch.transitionDuration(ctx)

  -- Pairs: a snapshot of the source, in the container where the source is, headed for the
  -- destination's place (converted now that the destination is laid out in the container).
  local sources, sourceTags, destinations = taggedViews(fromView), {}, {}
  for _, destination in ipairs(taggedViews(toView)) do destinations[destination.tag] = destination end
  local matches = {}
  for _, source in ipairs(sources) do
    sourceTags[source.tag] = true
    local destination = destinations[source.tag]
    if destination then
      local snapshot = source:snapshotView(false)
      snapshot.name = "hero " .. (destination.name or tostring(source.tag))
      snapshot.frame = container:convertFrom(source.bounds, source)
      container:addSubview(snapshot)
      source.isHidden = true
      destination.isHidden = true
      matches[#matches + 1] = { snapshot = snapshot, source = source, destination = destination,
                              frame = container:convertFrom(destination.bounds, destination) }
    end
  end

  -- The destination's other views, top to bottom (ties keep their order), cascade.
  local cascading = {}
  for index, subview in ipairs(toView.subviews) do
    if subview.tag == 0 or not sourceTags[subview.tag] then
      cascading[#cascading + 1] = { view = subview, index = index }
    end
  end
  table.sort(cascading, function(a, b)
    if a.view.frame.minY ~= b.view.frame.minY then return a.view.frame.minY < b.view.frame.minY end
    return a.index < b.index
  end)

  local pending = 0
  local function finishOne()
    pending = pending - 1
    if pending > 0 then return end
    local cancelled = ctx.transitionWasCancelled
    for _, pair in ipairs(matches) do
      pair.snapshot:removeFromSuperview()
      pair.source.isHidden = false
      pair.destination.isHidden = false
    end
    if cancelled then toView:removeFromSuperview() end
    ctx:completeTransition(not cancelled)
  end

  toView.alpha = 0
  local morph = UIViewPropertyAnimator(duration, CGPoint(0.4, 0), CGPoint(0.2, 1), function()
    toView.alpha = 1
    for _, pair in ipairs(matches) do
      pair.snapshot.frame = pair.frame
      pair.snapshot.cornerRadius = pair.destination.cornerRadius
      pair.snapshot.backgroundColor = pair.destination.backgroundColor
    end
  end)
  pending = pending + 1
  morph:addCompletion(function(_) finishOne() end)

  for i, item in ipairs(cascading) do
    local view = item.view
    view.alpha = 0
    view.transform = CGAffineTransform{translationX = 0, y = HeroMatch.cascadeRise}
    pending = pending + 1
    UIView.animate(HeroMatch.cascadeDuration, (i - 1) * HeroMatch.cascadeDelta, "curveEaseOut", function()
      view.alpha = 1
      view.transform = CGAffineTransform.identity
    end, function(_) finishOne() end)
  end
  morph:startAnimation()
end

return HeroMatch
