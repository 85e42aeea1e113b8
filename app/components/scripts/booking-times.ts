/**
 * The booking pages' plain script (no React; app/components/scripts/page-scripts.ts): the pages
 * work without it, in Las Vegas time. With it:
 * - every `input[data-visitor-zone]` (hidden, name="timeZone") gets the browser's time zone, so
 *   the emails can show the visitor's own time;
 * - when that zone's clock differs from Las Vegas', each `[data-slot-at=<ISO instant>]` (rendered
 *   hidden inside a time's label) shows the time in the visitor's zone followed by its
 *   `data-your-time` words ("12:30 PM your time"; the weekday too when the date differs), and
 *   the `[data-zone-only]` elements (" Las Vegas" after each time) are shown, and
 *   `[data-zone-note]` is shown with "{zone}" in its `data-template` replaced by the zone's city.
 * `data-locale` on an element (en-US or es-US) is the page's language for the formatting.
 * Plain ES2019 in a string, so the Content-Security-Policy allows it by hash.
 */
export const BOOKING_TIMES_SCRIPT = `(function(){var d=document,z;try{z=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}if(!z)return;
var LV="America/Los_Angeles";function each(s,fn){Array.prototype.forEach.call(d.querySelectorAll(s),fn)}
each("input[data-visitor-zone]",function(i){i.value=z});
function fmt(at,zone,loc,o){o.timeZone=zone;return new Intl.DateTimeFormat(loc,o).format(at)}
var shown=false;each("[data-slot-at]",function(el){var at=new Date(el.getAttribute("data-slot-at")),loc=el.getAttribute("data-locale")||"en-US";
if(isNaN(at.getTime()))return;var day={weekday:"short"},clock={hour:"numeric",minute:"2-digit"};
if(fmt(at,z,"en-US",{dateStyle:"short",timeStyle:"short"})===fmt(at,LV,"en-US",{dateStyle:"short",timeStyle:"short"}))return;
var t=fmt(at,z,loc,clock);if(fmt(at,z,"en-US",{day:"numeric"})!==fmt(at,LV,"en-US",{day:"numeric"}))t=fmt(at,z,loc,day)+" "+t;
el.textContent=t+" "+(el.getAttribute("data-your-time")||"your time");el.hidden=false;shown=true});
if(shown)each("[data-zone-only]",function(n){n.hidden=false});if(shown)each("[data-zone-note]",function(n){n.textContent=(n.getAttribute("data-template")||"").replace("{zone}",(z.split("/").pop()||z).replace(/_/g," "));n.hidden=false})})();`;
