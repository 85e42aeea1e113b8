/**
 * The help panel's script (inlined on every public page, allowed by hash like the nav
 * script): the panel's question form, which without JavaScript opens /help?q=…, instead asks
 * /help/answer and adds the question and its answer to the conversation above the box, built
 * with textContent only (never HTML from the server). The words around the answer come from
 * the panel's data attributes, in the page's language. A refused question (too long, too
 * many) shows the server's message; a network failure sends the visitor to /help.
 */
export const HELP_PANEL_SCRIPT = `(()=>{var p=document.querySelector("[data-help-panel]");if(!p)return;
var f=p.querySelector("form"),log=p.querySelector("[data-help-log]"),q=f.querySelector("input[name=q]"),L=p.dataset;
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text)e.textContent=text;return e}
function link(item,cls){var a=el("a",cls,item.label);a.href=item.href;return a}
f.addEventListener("submit",function(ev){var text=q.value.trim();if(!text)return;ev.preventDefault();
var asked=el("p","help-bubble help-bubble-asked");asked.appendChild(el("span","sr-only",L.youAsked+": "));asked.appendChild(document.createTextNode(text));log.appendChild(asked);
var box=el("div","help-bubble help-bubble-answer");box.setAttribute("aria-busy","true");log.appendChild(box);q.value="";
fetch(f.getAttribute("data-answer-url")+"?q="+encodeURIComponent(text),{headers:{accept:"application/json"}}).then(function(r){return r.json()}).then(function(res){
box.removeAttribute("aria-busy");if(!res.ok){box.appendChild(el("p","help-error",res.message));return}var a=res.answer;
if(a.guardText)box.appendChild(el("p","help-guard",a.guardText));
if(a.passage){box.appendChild(el("p","help-passage-heading",a.passage.heading));box.appendChild(el("p","",a.passage.text));
var more=el("p","");more.appendChild(link({label:L.readMore.replace("{page}",a.passage.page.label),href:a.passage.page.href},"help-link"));box.appendChild(more)}else box.appendChild(el("p","",L.noAnswer));
if(a.pages.length>1){box.appendChild(el("p","help-subheading",L.morePages));var ul=el("ul","help-pages");a.pages.slice(1).forEach(function(pg){var li=el("li");li.appendChild(link(pg,"help-link"));ul.appendChild(li)});box.appendChild(ul)}
box.appendChild(el("p","help-office",a.officeOpen?L.officeOpen:L.officeClosed));
var steps=el("div","help-steps");a.nextSteps.forEach(function(s,i){steps.appendChild(link(s,i?"help-step":"help-step help-step-main"))});box.appendChild(steps);
}).catch(function(){location.href=f.action+"?q="+encodeURIComponent(text)})})})();`;
