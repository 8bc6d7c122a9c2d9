// The gallery index (docs/gallery.md, GA2.3): each card shows its still thumbnail (PNG) and plays
// its GIF while the pointer is over it or it has focus; a click on a touch screen plays it too
// (a second one opens the player).
"use strict";
for (const img of document.querySelectorAll("img[data-gif]")) {
  const still = img.getAttribute("src"), moving = img.dataset.gif, link = img.closest("a");
  const play = () => { img.src = moving; }, stop = () => { img.src = still; };
  link.addEventListener("mouseenter", play);
  link.addEventListener("mouseleave", stop);
  link.addEventListener("focus", play);
  link.addEventListener("blur", stop);
  link.addEventListener("touchstart", event => {
    if (img.getAttribute("src") !== moving) { play(); event.preventDefault(); }
  }, { passive: false });
}
