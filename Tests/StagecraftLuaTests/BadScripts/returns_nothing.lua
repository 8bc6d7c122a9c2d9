local A = {}
-- expect: must return a table
