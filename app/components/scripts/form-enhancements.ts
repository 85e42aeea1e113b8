/**
 * The public forms' plain script (no React): what JavaScript adds to forms that work fully
 * without it (app/components/forms.tsx renders the attributes; see
 * app/components/scripts/page-scripts.ts for how pages ask for it).
 * - `form[data-enhance]`: once sent, its submit buttons are disabled and read their
 *   `data-submitting` text ("Submitting..."); a second press sends nothing. A page shown again
 *   from the back-forward cache gets its buttons back.
 * - A field flagged by the server (aria-invalid, message `#<name>-error`) loses its message as
 *   soon as it passes the browser's own checks (required, email, pattern, length, min/max;
 *   for a checkbox or radio group: one ticked). The summary at the top stays.
 * - `[data-requires-checked=<name>]` on a button: disabled until an input of that name is
 *   ticked, with its sibling `[data-requires-hint]` shown meanwhile.
 * - `[data-redirect-to][data-redirect-seconds]` (rendered hidden): shown, counts down in its
 *   `[data-countdown]` and then goes there; its `[data-redirect-stay]` button stops it.
 * Plain ES2019 in a string, so the Content-Security-Policy allows it by hash.
 */
export const FORM_ENHANCEMENTS_SCRIPT = `(function(){var d=document,SUBMIT="button:not([type=button]):not([type=reset])";
function each(list,fn){Array.prototype.forEach.call(list,fn)}
function named(n){return '[name="'+n.replace(/["\\\\]/g,"\\\\$&")+'"]'}
function requirements(){each(d.querySelectorAll("[data-requires-checked]"),function(b){var f=b.form,
ok=!!(f&&f.querySelector("input"+named(b.getAttribute("data-requires-checked"))+":checked")),h=b.parentNode.querySelector("[data-requires-hint]");
if(!(f&&f.hasAttribute("data-sending")))b.disabled=!ok;
if(h){h.hidden=ok;if(ok||!h.id)b.removeAttribute("aria-describedby");else b.setAttribute("aria-describedby",h.id)}})}
d.addEventListener("submit",function(e){var f=e.target;if(!f.hasAttribute||!f.hasAttribute("data-enhance")||e.defaultPrevented)return;
if(f.hasAttribute("data-sending")){e.preventDefault();return}f.setAttribute("data-sending","");
setTimeout(function(){each(f.querySelectorAll(SUBMIT),function(b){b._label=b.innerHTML;b.disabled=true;b.textContent=b.getAttribute("data-submitting")||"Submitting..."})})});
addEventListener("pageshow",function(e){if(!e.persisted)return;each(d.querySelectorAll("form[data-sending]"),function(f){f.removeAttribute("data-sending");
each(f.querySelectorAll(SUBMIT),function(b){if(b._label!=null){b.innerHTML=b._label;b._label=null;b.disabled=false}})});requirements()});
function fixed(e){var c=e.target,f=c.form,n=c.name,box=c.type==="checkbox"||c.type==="radio";if(!f||!n||!f.hasAttribute("data-enhance"))return;
var el=c.getAttribute("aria-invalid")==="true"?c:box&&c.closest("fieldset[aria-invalid=true]");if(!el)return;
var ok=el!==c?!!f.querySelector("input"+named(n)+":checked"):box?c.checked:c.checkValidity()&&!((c.required||c.getAttribute("aria-required")==="true")&&!c.value.trim());
if(!ok)return;var id=n+"-error",m=d.getElementById(id),ids=(el.getAttribute("aria-describedby")||"").split(" ").filter(function(x){return x&&x!==id});
if(m)m.hidden=true;el.removeAttribute("aria-invalid");if(ids.length)el.setAttribute("aria-describedby",ids.join(" "));else el.removeAttribute("aria-describedby")}
d.addEventListener("input",fixed);d.addEventListener("change",fixed);d.addEventListener("change",requirements);requirements();
each(d.querySelectorAll("[data-redirect-to]"),function(r){var n=+r.getAttribute("data-redirect-seconds")||5,c=r.querySelector("[data-countdown]");
function show(){if(c)c.textContent=n+" "+(n===1?c.getAttribute("data-one")||"second":c.getAttribute("data-other")||"seconds")}
var t=setInterval(function(){if(--n>0)return show();clearInterval(t);r.hidden=true;location.replace(r.getAttribute("data-redirect-to"))},1000);
show();r.hidden=false;r.addEventListener("click",function(e){var s=e.target.closest&&e.target.closest("[data-redirect-stay]");if(!s)return;
clearInterval(t);r.textContent=s.getAttribute("data-stayed")||"";r.tabIndex=-1;r.focus()})})})();`;
