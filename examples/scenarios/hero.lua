gallery { section = "Libraries", title = "Hero: match by identifier", about = "animators/hero_match.lua, after HeroTransitions/Hero: views with the same identifier (here UIKit's tag) morph between their places; the other views of the new screen cascade in, top to bottom." }
-- A Hero-style push and pop (animators/hero_match.lua). The contact's avatar and name carry tags
-- 1 and 2 in both screens: a snapshot of each source travels to its destination's place while
-- the profile's other views cascade in. Expected values are worked by hand from the animator's
-- documented numbers: morph 0.5 s on Material's standard curve, cubic-bezier(0.4, 0, 0.2, 1);
-- cascade steps of 0.05 s, each view 0.35 s on UIKit's ease-out, cubic-bezier(0, 0, 0.58, 1),
-- rising 40 pt. The window is 390 × 844.
local hero = animator "animators/hero_match.lua"

local AVATAR, NAME = 1, 2

-- cubic-bezier(x1, y1, x2, y2) at progress x: x(t) solved by bisection, then y(t) (docs/timing.md).
local function bezier(x1, y1, x2, y2, x)
  if x <= 0 then return 0 elseif x >= 1 then return 1 end
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local t = (lo + hi) / 2
    local bx = 3 * (1 - t) ^ 2 * t * x1 + 3 * (1 - t) * t ^ 2 * x2 + t ^ 3
    if bx < x then lo = t else hi = t end
  end
  local t = (lo + hi) / 2
  return 3 * (1 - t) ^ 2 * t * y1 + 3 * (1 - t) * t ^ 2 * y2 + t ^ 3
end
local function standard(x) return bezier(0.4, 0, 0.2, 1, x) end
local function easeOut(x) return bezier(0, 0, 0.58, 1, x) end
local function lerp(a, b, p) return a + (b - a) * p end
local function lerpRect(a, b, p) return { lerp(a[1], b[1], p), lerp(a[2], b[2], p), lerp(a[3], b[3], p), lerp(a[4], b[4], p) } end

local function contactRow(name, y, avatarColor, text, tagged)
  return view { name, frame = {0, y, 390, 80},
    view { name .. "Avatar", frame = {16, 10, 60, 60}, cornerRadius = 30, backgroundColor = avatarColor, tag = tagged and AVATAR or 0 },
    label { name .. "Name", frame = {92, 25, 250, 30}, text = text, fontSize = 20, tag = tagged and NAME or 0 },
  }
end

local function screens()
  local contacts = screen "contacts" {
    backgroundColor = "systemBackground",
    label { "contactsTitle", frame = {20, 50, 350, 40}, text = "Contacts", fontSize = 34 },
    contactRow("ada", 100, "systemOrange", "Ada Lovelace", true),
    contactRow("alan", 180, "systemTeal", "Alan Turing", false),
    contactRow("grace", 260, "systemPurple", "Grace Hopper", false),
  }
  local profile = screen "profile" {
    backgroundColor = "systemBackground",
    view { "profilePhoto", frame = {0, 0, 390, 390}, backgroundColor = "systemOrange", tag = AVATAR },
    label { "profileName", frame = {20, 410, 350, 40}, text = "Ada Lovelace", fontSize = 30, tag = NAME },
    label { "profileBio", frame = {20, 460, 350, 60}, text = "Wrote the first program.", fontSize = 17, numberOfLines = 2 },
    view { "followButton", frame = {20, 540, 165, 44}, backgroundColor = "systemBlue", cornerRadius = 22 },
    view { "messageButton", frame = {205, 540, 165, 44}, backgroundColor = "systemGreen", cornerRadius = 22 },
    view { "aboutCard", frame = {20, 604, 350, 200}, backgroundColor = "systemGroupedBackground", cornerRadius = 12 },
  }
  local nav = navigation { contacts, name = "nav" }
  window { root = nav }
  navigationTransition(nav, { animator = hero })
  return nav, contacts, profile
end

-- The matched pairs' places in the window (the container fills it): the avatar and name of Ada's
-- row (row at y 100) and their places on the profile.
local avatarFrom, avatarTo = { 16, 110, 60, 60 }, { 0, 0, 390, 390 }
local nameFrom, nameTo = { 92, 125, 250, 30 }, { 20, 410, 350, 40 }

scenario("hero push: matched views morph, the rest of the profile cascades in", function()
  local nav, _, profile = screens()
  push(nav, profile)
  local completions = 0   -- the push's coordinator completions: the animator completes it once
  nav.transitionCoordinator:animate(nil, function() completions = completions + 1 end)
  gallery { moment = 0.2 }

  advance(0.04)
  -- Before their delays the second to fourth views wait, transparent and 40 pt low.
  expect.alpha("followButton", 0)
  expect.alpha("aboutCard", 0)
  expect.frame("aboutCard", { 20, 644, 350, 200 })

  advance(0.16)   -- 0.2 s: the morph at standard(0.4)
  local p = standard(0.2 / 0.5)
  expect.frame("hero profilePhoto", lerpRect(avatarFrom, avatarTo, p), 0.01)
  expect.near(find("hero profilePhoto").layer.cornerRadius, 0, 1e-9, "the model radius is the destination's at once (T8.2)")
  expect.frame("hero profileName", lerpRect(nameFrom, nameTo, p), 0.01)
  expect.alpha("profile", p, 0.001)
  -- The real views stay hidden while their snapshots travel.
  expect.truthy(find("profilePhoto").isHidden and find("adaAvatar").isHidden, "the matched views are hidden")
  -- The cascade, top to bottom: bio (delay 0), follow and message (0.05, 0.10: same row, in
  -- their order), the card (0.15, not started yet at 0.2 − 0.15 = 0.05 s in).
  local steps = { { "profileBio", 0, {20, 460, 350, 60} }, { "followButton", 0.05, {20, 540, 165, 44} },
                  { "messageButton", 0.10, {205, 540, 165, 44} }, { "aboutCard", 0.15, {20, 604, 350, 200} } }
  for _, step in ipairs(steps) do
    local q = easeOut((0.2 - step[2]) / 0.35)
    local f = step[3]
    expect.alpha(step[1], q, 0.001)
    expect.frame(step[1], { f[1], f[2] + 40 * (1 - q), f[3], f[4] }, 0.01)
  end

  untilIdle()
  expect.frame("profilePhoto", avatarTo)
  expect.alpha("profile", 1)
  expect.alpha("aboutCard", 1)
  expect.truthy(not find("profilePhoto").isHidden, "the photo is shown again")
  expect.notInHierarchy("hero profilePhoto")   -- the snapshots are gone
  expect.notInHierarchy("hero profileName")
  expect.notInHierarchy("contactsTitle")
  expect.equal(completions, 1, "coordinator completions")
  expect.lifecycle { "contacts.viewWillDisappear", "profile.viewWillAppear", "contacts.viewDidDisappear", "profile.viewDidAppear" }
  expect.noDiagnostics()
end)

scenario("hero pop: the photo shrinks back into the avatar, rounding as it goes", function()
  local nav, contacts, profile = screens()
  push(nav, profile, false)
  untilIdle()
  pop(nav)
  local completions = 0
  nav.transitionCoordinator:animate(nil, function() completions = completions + 1 end)
  advance(0.3)
  -- The same pairs the other way: the snapshot of the photo, named after Ada's avatar, heads for
  -- the row; its radius goes 0 → 30 on the same curve.
  local p = standard(0.3 / 0.5)
  expect.frame("hero adaAvatar", lerpRect(avatarTo, avatarFrom, p), 0.01)
  expect.frame("hero adaName", lerpRect(nameTo, nameFrom, p), 0.01)
  -- The contacts cascade top to bottom: the title (delay 0), then the rows at 0.05, 0.10, 0.15;
  -- Ada's row is not matched itself (its avatar and name inside are, and stay hidden).
  expect.alpha("contactsTitle", easeOut(0.3 / 0.35), 0.001)
  expect.alpha("ada", easeOut((0.3 - 0.05) / 0.35), 0.001)
  expect.alpha("grace", easeOut((0.3 - 0.15) / 0.35), 0.001)
  untilIdle()
  expect.frame("adaAvatar", { 16, 10, 60, 60 })   -- in its row, back where it was
  expect.alpha("grace", 1)
  expect.notInHierarchy("profilePhoto")
  expect.equal(nav.topViewController, contacts, "the top controller")
  expect.equal(completions, 1, "coordinator completions")
  expect.lifecycle { "profile.viewWillDisappear", "contacts.viewWillAppear", "profile.viewDidDisappear", "contacts.viewDidAppear" }
  expect.noDiagnostics()
end)
