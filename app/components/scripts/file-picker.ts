/**
 * The upload fields' plain script (no React; rendered by FileField in
 * app/components/forms.tsx, see app/components/scripts/page-scripts.ts):
 * `input[type=file][data-file-picker]` lists each chosen file with its size in its sibling
 * `[data-file-list]`, and refuses what the server would refuse before anything is sent,
 * by the input's own limits: an extension outside `accept`, an empty file, a file over
 * `data-max-bytes`, more than `data-max-files`, more than `data-max-total-bytes` together.
 * A refusal clears the input and says why in the field's message (`#<name>-error`).
 * Its messages follow the page's language (`<html lang>`).
 * Plain ES2019 in a string, so the Content-Security-Policy allows it by hash.
 */
export const FILE_PICKER_SCRIPT = `(function(){var d=document,
T=d.documentElement.lang==="es"?{many:"Por favor adjunte {n} archivos como máximo.",empty:"{f} está vacío. Por favor elija el archivo de nuevo.",big:"{f} pesa más de {m}. Por favor elija un archivo de {m} o menos.",type:"{f} no es un tipo de archivo aceptado. Por favor suba un archivo {x}.",all:"Estos archivos pesan más de {m} en total, más de lo que puede llevar un formulario. Por favor adjunte menos archivos o archivos más pequeños.",or:" o "}
:{many:"Please attach at most {n} files.",empty:"{f} is empty. Please choose the file again.",big:"{f} is larger than {m}. Please choose a file of {m} or smaller.",type:"{f} is not an accepted file type. Please upload {x}.",all:"These files add up to more than {m}, more than one form can carry. Please attach fewer or smaller files.",or:" or "};
function say_(k,o){return T[k].replace(/\\{(\\w)\\}/g,function(_,x){return o[x]})}
function mb(b){return Math.round(b/104857.6)/10+" MB"}
function size(b){return b<1024?b+(b===1?" byte":" bytes"):b<1048576?Math.round(b/1024)+" KB":mb(b)}
function either(x){return x.length>1?x.slice(0,-1).join(", ")+T.or+x[x.length-1]:x.join("")}
function say(i,text){var id=i.name+"-error",m=d.getElementById(id),ids=(i.getAttribute("aria-describedby")||"").split(" ").filter(function(x){return x&&x!==id});
if(m){(m.querySelector("[data-error-text]")||m).textContent=text;m.hidden=!text}
if(text){ids.push(id);i.setAttribute("aria-invalid","true")}else i.removeAttribute("aria-invalid");
if(ids.length)i.setAttribute("aria-describedby",ids.join(" "));else i.removeAttribute("aria-describedby")}
d.addEventListener("change",function(e){var i=e.target;if(!i.matches||!i.matches("input[type=file][data-file-picker]"))return;
function limit(a){return +i.getAttribute(a)||Infinity}
var files=[].slice.call(i.files||[]),list=i.parentNode.querySelector("[data-file-list]"),max=limit("data-max-bytes"),all=limit("data-max-total-bytes"),total=0,problem="",
exts=i.accept.toLowerCase().split(",").map(function(s){return s.trim()}).filter(function(s){return s.charAt(0)==="."});
if(files.length>limit("data-max-files"))problem=say_("many",{n:limit("data-max-files")});
files.forEach(function(f){var ext=(/\\.[^.]+$/.exec(f.name.toLowerCase())||[""])[0];total+=f.size;if(problem)return;
if(!f.size)problem=say_("empty",{f:f.name});
else if(f.size>max)problem=say_("big",{f:f.name,m:mb(max)});
else if(exts.length&&exts.indexOf(ext)<0)problem=say_("type",{f:f.name,x:either(exts.map(function(x){return x.slice(1).toUpperCase()}))})});
if(!problem&&total>all)problem=say_("all",{m:mb(all)});
if(problem){i.value="";files=[]}
if(problem||files.length)say(i,problem);
if(list){list.textContent="";files.forEach(function(f){var li=d.createElement("li"),s=d.createElement("span");
li.textContent=f.name+" ";s.textContent=size(f.size);li.appendChild(s);list.appendChild(li)})}})})();`;
