-- status: 0
-- Scenarios run on the virtual clock: os.time from 2001-01-01 00:00:00 UTC, os.date in UTC.
scenario("os.time, os.clock and os.date read the virtual clock", function()
  window { root = screen "home" { } }
  expect.equal(os.time(), 978307200)
  expect.equal(os.date("%Y-%m-%d %H:%M:%S"), "2001-01-01 00:00:00")
  advance(2.5)
  expect.equal(os.clock(), 2.5)
  expect.equal(os.time(), 978307202)
  expect.equal(os.time { year = 2024, month = 3, day = 1, hour = 0 }, 1709251200)
end)
