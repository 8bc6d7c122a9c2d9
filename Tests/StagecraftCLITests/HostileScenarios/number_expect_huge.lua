-- status: 1
-- expect: number_expect_huge.lua:6:
-- expect: value is not the expected one
-- expect: actual:   1e+300
scenario("expect.equal with 1e300", function()
  expect.equal(1e300, 0)
end)
