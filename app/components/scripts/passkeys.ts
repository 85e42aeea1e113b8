/**
 * Passkeys' plain script (docs/product.md#second-factor): WebAuthn needs the browser's API, so
 * adding a passkey and signing in with one are the only account steps that need JavaScript.
 * Without it (or without WebAuthn) the [data-passkey] blocks stay hidden and every other way
 * works. The script fetches better-auth's options, converts their base64url fields to bytes for
 * navigator.credentials, sends the answer back as JSON, and on success goes to
 * data-passkey-done; a refusal or a cancelled prompt is announced in the block's status line.
 * See app/components/scripts/page-scripts.ts.
 */
export const PASSKEYS_SCRIPT = `(()=>{if(!window.PublicKeyCredential||!navigator.credentials)return;
var bytes=function(s){s=s.replace(/-/g,"+").replace(/_/g,"/");while(s.length%4)s+="=";var b=atob(s),a=new Uint8Array(b.length);for(var i=0;i<b.length;i++)a[i]=b.charCodeAt(i);return a.buffer};
var text=function(buf){var a=new Uint8Array(buf),s="";for(var i=0;i<a.length;i++)s+=String.fromCharCode(a[i]);return btoa(s).replace(/\\+/g,"-").replace(/\\//g,"_").replace(/=+$/,"")};
var ids=function(list){return(list||[]).map(function(c){return Object.assign({},c,{id:bytes(c.id)})})};
var answer=function(c){var r=c.response,o={id:c.id,rawId:text(c.rawId),type:c.type,clientExtensionResults:c.getClientExtensionResults(),response:{clientDataJSON:text(r.clientDataJSON)}};
if(c.authenticatorAttachment)o.authenticatorAttachment=c.authenticatorAttachment;
if(r.attestationObject){o.response.attestationObject=text(r.attestationObject);if(r.getTransports)o.response.transports=r.getTransports()}
else{o.response.authenticatorData=text(r.authenticatorData);o.response.signature=text(r.signature);if(r.userHandle)o.response.userHandle=text(r.userHandle)}return o};
var post=function(url,body){return fetch(url,{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json"},body:JSON.stringify(body)})};
document.querySelectorAll("[data-passkey]").forEach(function(el){el.hidden=false});
document.addEventListener("click",async function(e){var btn=e.target.closest&&e.target.closest("[data-passkey-action]");if(!btn)return;e.preventDefault();
var box=btn.closest("[data-passkey]"),status=box&&box.querySelector("[data-passkey-status]");if(status)status.textContent="";btn.disabled=true;
try{var res;if(btn.getAttribute("data-passkey-action")==="add"){
var opt=await(await fetch("/api/auth/passkey/generate-register-options",{credentials:"same-origin"})).json();
opt.challenge=bytes(opt.challenge);opt.user=Object.assign({},opt.user,{id:bytes(opt.user.id)});opt.excludeCredentials=ids(opt.excludeCredentials);
var made=await navigator.credentials.create({publicKey:opt});var name=box.querySelector("[name=passkeyName]");
res=await post("/api/auth/passkey/verify-registration",{response:answer(made),name:name&&name.value.trim()?name.value.trim():undefined})}
else{var o=await(await fetch("/api/auth/passkey/generate-authenticate-options",{credentials:"same-origin"})).json();
o.challenge=bytes(o.challenge);o.allowCredentials=ids(o.allowCredentials);
var got=await navigator.credentials.get({publicKey:o});res=await post("/api/auth/passkey/verify-authentication",{response:answer(got)})}
if(!res.ok)throw new Error(String(res.status));location.assign(btn.getAttribute("data-passkey-done"))}
catch(err){if(status)status.textContent=btn.getAttribute("data-passkey-error")}finally{btn.disabled=false}})})();`;
