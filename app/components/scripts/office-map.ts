/**
 * The office map's plain script: the map (a third-party page) loads only when the visitor asks
 * for it. 'Show map' ([data-map-show] inside [data-office-map], app/components/OfficeMap.tsx)
 * replaces the card with the map's iframe and moves focus to it, so a keyboard user does not
 * lose their place when the button disappears. See app/components/scripts/page-scripts.ts.
 */
export const OFFICE_MAP_SCRIPT = `(()=>{document.addEventListener("click",function(e){
var b=e.target.closest&&e.target.closest("[data-map-show]");if(!b)return;
var box=b.closest("[data-office-map]");if(!box)return;
var f=document.createElement("iframe");f.src=box.getAttribute("data-map-src");f.title=box.getAttribute("data-map-title");
f.className="h-full w-full border-0";box.replaceChildren(f);f.focus()})})();`;
