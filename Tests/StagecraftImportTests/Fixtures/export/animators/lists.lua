-- Lua's tables as Swift's collections. Lua counts a list's elements from 1, Swift from 0: a
-- variable index (`widths[i]`), an index expression (`widths[i + 1]`), the last (`widths[#widths]`)
-- and a list of lists (`grid[i][j]`) each read one element, which the views' frames show. Records
-- with named fields go in a list (a tuple with labels in Swift), sorted by an order; tables keyed by
-- numbers (dictionaries) count what was seen. The scenario's numbers are worked out by hand.
---@class ListsAnimator : Animator
local ListsAnimator = { debugName = "ListsAnimator" }

---@param ctx TransitionContext
function ListsAnimator:transitionDuration(ctx)
  return 0.2
end

---@param ctx TransitionContext
function ListsAnimator:animateTransition(ctx)
  local toView = ctx:view("to")
  ctx.containerView:addSubview(toView)
  local widths = { 10, 20, 30, 40 }
  -- Each width but the last, and each one's next: x = 10 + 20 + 30, y = 20 + 30 + 40.
  local x, y = 0, 0
  for i = 1, #widths - 1 do
    x = x + widths[i]
    y = y + widths[i + 1]
  end
  local a = UIView(CGRect(x, y, widths[#widths], widths[1]), "a")
  toView:addSubview(a)
  -- No element: Lua runs `for i = 1, 0` no time.
  for i = 1, #widths - 4 do
    x = x + widths[i]
  end

  local grid = { { 1, 2 }, { 3, 4, 5 } }
  local last = grid[#grid]
  local b = UIView(CGRect(grid[1][2], grid[2][1], last[#last], grid[#grid - 1][#grid]), "b")
  toView:addSubview(b)

  -- Records sorted by width, widest first: 40, 30, 20, 10 (their orders 4, 3, 2, 1).
  local records = {}
  for index, width in ipairs(widths) do
    records[#records + 1] = { width = width, order = index }
  end
  table.sort(records, function(p, q) return p.width > q.width end)
  local widthOf = {}
  for _, record in ipairs(records) do widthOf[record.order] = record.width end
  local first, lastRecord = records[1], records[#records]
  local c = UIView(CGRect(first.width, lastRecord.width, widthOf[2], widthOf[3]), "c")
  toView:addSubview(c)

  -- Views by tag, each tag counted once (as Hero matches views): tags 1, 2, 1 are two views.
  local tagged = { UIView(CGRect(0, 0, 1, 1)), UIView(CGRect(0, 0, 2, 2)), UIView(CGRect(0, 0, 3, 3)) }
  tagged[1].tag = 1
  tagged[2].tag = 2
  tagged[3].tag = 1
  local seen, unique = {}, {}
  for _, view in ipairs(tagged) do
    if not seen[view.tag] then
      seen[view.tag] = true
      unique[#unique + 1] = view
    end
  end
  local d = UIView(CGRect(unique[#unique].frame.width, unique[1].frame.width, tagged[#tagged].frame.width, 10), "d")
  toView:addSubview(d)
  ctx:completeTransition(true)
end

return ListsAnimator
