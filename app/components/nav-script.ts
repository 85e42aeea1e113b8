/**
 * The header's only script: a few hundred bytes of plain JavaScript, inlined in every
 * page so the navigation works fully on pages that ship no React bundle.
 * - Dropdown buttons toggle aria-expanded (disclosure pattern); Escape closes and
 *   returns focus to the button; a click outside or focus leaving closes.
 * - Choosing a link in the mobile menu closes it (matters for client-side navigation).
 * Without JavaScript, CSS opens the dropdowns on hover and keyboard focus instead.
 * Kept as a string so the Content-Security-Policy can allow it by hash.
 */
export const NAV_SCRIPT = `(()=>{var d=document;d.documentElement.classList.add("js");
var bs=function(){return d.querySelectorAll("[data-dropdown]>button")};
function closeAll(except){bs().forEach(function(b){if(b!==except)b.setAttribute("aria-expanded","false")})}
d.addEventListener("click",function(e){var t=e.target;var b=t.closest&&t.closest("[data-dropdown]>button");
if(b){var open=b.getAttribute("aria-expanded")==="true";closeAll(b);b.setAttribute("aria-expanded",open?"false":"true");return}
if(t.closest&&t.closest("[data-dropdown] a")){closeAll()}else if(!(t.closest&&t.closest("[data-dropdown]"))){closeAll()}
var m=t.closest&&t.closest(".mobile-menu a");if(m){var mm=m.closest(".mobile-menu");if(mm)mm.removeAttribute("open")}});
d.addEventListener("keydown",function(e){if(e.key!=="Escape")return;var li=d.activeElement&&d.activeElement.closest&&d.activeElement.closest("[data-dropdown]");
var open=d.querySelector("[data-dropdown]>button[aria-expanded=true]");if(open){closeAll();(li?li.querySelector("button"):open).focus()}
var mm=d.querySelector(".mobile-menu[open]");if(mm){mm.removeAttribute("open");mm.querySelector("summary").focus()}});
d.addEventListener("focusout",function(e){var li=e.target.closest&&e.target.closest("[data-dropdown]");
if(li&&!(e.relatedTarget&&li.contains(e.relatedTarget))){var b=li.querySelector("button");if(b)b.setAttribute("aria-expanded","false")}});})();`;
