/**
 * The upload fields' plain script (no React; rendered by FileField in
 * app/components/forms.tsx, see app/components/scripts/page-scripts.ts):
 * `input[type=file][data-file-picker]` lists each chosen file with its size in its sibling
 * `[data-file-list]`, and refuses what the server would refuse before anything is sent,
 * by the input's own limits: an extension outside `accept`, an empty file, a file over
 * `data-max-bytes`, more than `data-max-files`, more than `data-max-total-bytes` together.
 * A refusal clears the input and says why in the field's message (`#<name>-error`).
 * Plain ES2019 in a string, so the Content-Security-Policy allows it by hash.
 */
export const FILE_PICKER_SCRIPT = `(function(){var d=document;
function mb(b){return Math.round(b/104857.6)/10+" MB"}
function size(b){return b<1024?b+(b===1?" byte":" bytes"):b<1048576?Math.round(b/1024)+" KB":mb(b)}
function either(x){return x.length>1?x.slice(0,-1).join(", ")+" or "+x[x.length-1]:x.join("")}
function say(i,text){var id=i.name+"-error",m=d.getElementById(id),ids=(i.getAttribute("aria-describedby")||"").split(" ").filter(function(x){return x&&x!==id});
if(m){(m.querySelector("[data-error-text]")||m).textContent=text;m.hidden=!text}
if(text){ids.push(id);i.setAttribute("aria-invalid","true")}else i.removeAttribute("aria-invalid");
if(ids.length)i.setAttribute("aria-describedby",ids.join(" "));else i.removeAttribute("aria-describedby")}
d.addEventListener("change",function(e){var i=e.target;if(!i.matches||!i.matches("input[type=file][data-file-picker]"))return;
function limit(a){return +i.getAttribute(a)||Infinity}
var files=[].slice.call(i.files||[]),list=i.parentNode.querySelector("[data-file-list]"),max=limit("data-max-bytes"),all=limit("data-max-total-bytes"),total=0,problem="",
exts=i.accept.toLowerCase().split(",").map(function(s){return s.trim()}).filter(function(s){return s.charAt(0)==="."});
if(files.length>limit("data-max-files"))problem="Please attach at most "+limit("data-max-files")+" files.";
files.forEach(function(f){var ext=(/\\.[^.]+$/.exec(f.name.toLowerCase())||[""])[0];total+=f.size;if(problem)return;
if(!f.size)problem=f.name+" is empty. Please choose the file again.";
else if(f.size>max)problem=f.name+" is larger than "+mb(max)+". Please choose a file of "+mb(max)+" or smaller.";
else if(exts.length&&exts.indexOf(ext)<0)problem=f.name+" is not an accepted file type. Please upload "+either(exts.map(function(x){return x.slice(1).toUpperCase()}))+"."});
if(!problem&&total>all)problem="These files add up to more than "+mb(all)+", more than one form can carry. Please attach fewer or smaller files.";
if(problem){i.value="";files=[]}
if(problem||files.length)say(i,problem);
if(list){list.textContent="";files.forEach(function(f){var li=d.createElement("li"),s=d.createElement("span");
li.textContent=f.name+" ";s.textContent=size(f.size);li.appendChild(s);list.appendChild(li)})}})})();`;
