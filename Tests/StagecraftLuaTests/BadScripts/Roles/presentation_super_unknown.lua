local Sheet = { extends = "DimmingPresentationController" }
function Sheet:presentationTransitionWillBegin()
  self:super("presentationTransitionWillBgin")
end
return Sheet
-- expect: presentation_super_unknown.lua:3: super: 'presentationTransitionWillBgin' is not a presentation controller callback
