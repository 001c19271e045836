/**
 * The one inline script of every page that makes a plain post (before hydration) carry what a
 * scripted lead carries: the session's campaign, the ad click ids, where the visit began, the page,
 * a fresh lead_id and the time, and that id in the thank-you URL so its conversion counts once.
 * It also records the landing URL's campaign and the visit's start as the page is parsed, and the
 * extras of the link that led to a dialog's form (a price breakup's unit type).
 * It acts only on a submit nothing prevented: once React has hydrated, the form's own handler
 * prevents every submit and builds the lead itself. Identical on every page, so the CSP holds one hash.
 */
import { storageKeys } from "../storage-keys";
import { ATTRIBUTION_KEYS, MAX_ATTRIBUTION_LENGTH } from "./attribution";
import { CLICK_ID_KEYS, CLICK_ID_LIFETIME_MS } from "./click-ids";
import { VISIT_START_MAX_LENGTH } from "./visit-start";
import { LEAD_QUERY } from "./lead-id";
import { LEAD_EXTRAS_ATTRIBUTE } from "../ui/dialog-events";

/** Five and a half hours: India's fixed offset, as lead-id.ts writes submitted_at. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export function plainPostScript(): string {
  const json = JSON.stringify;
  const cut = VISIT_START_MAX_LENGTH;
  const keys = {
    attribution: json(storageKeys.attribution),
    clickIds: json(storageKeys.clickIds),
    visitStart: json(storageKeys.visitStart),
  };
  // Hand-minified: it ships in every page's HTML. At parse time it keeps the landing URL's campaign,
  // click ids and the visit's start in sessionStorage, as the hydrated page would (click ids go to
  // the 90-day store only once the hydrated page knows the visitor's consent), so a visitor who
  // moves on before hydration keeps them; on a plain submit it fills the lead's hidden fields.
  return (
    `(function(){var d=document,L=location,q=new URLSearchParams(L.search),S="sessionStorage",C=crypto,R=d.referrer,` +
    `g=function(s,k){try{return JSON.parse(window[s].getItem(k))||0}catch(x){return 0}},` +
    `W=function(k,v){try{sessionStorage.setItem(k,JSON.stringify(v))}catch(x){}},` +
    `u=function(K){var o=0;K.forEach(function(k){var v=(q.get(k)||"").trim();if(v)(o=o||{})[k]=v.slice(0,${MAX_ATTRIBUTION_LENGTH})});return o},` +
    `U=${json(ATTRIBUTION_KEYS)},G=${json(CLICK_ID_KEYS)},a=u(U),c=u(G);` +
    `try{R=R&&new URL(R).origin!=L.origin?R.slice(0,${cut}):""}catch(x){R=""}` +
    `if(a)W(${keys.attribution},a);if(c)W(${keys.clickIds},{ids:c,savedAt:Date.now()});` +
    `var v={landing_page:(L.pathname+L.search).slice(0,${cut}),referrer:R};if(!g(S,${keys.visitStart}).landing_page)W(${keys.visitStart},v);` +
    // The last link to each in-page form names its extras (or none) on the dialog: they go with its post.
    `var X="${LEAD_EXTRAS_ATTRIBUTE}";addEventListener("click",function(e){var l=e.target.closest&&e.target.closest("a[href^='#']"),t=l&&d.getElementById(l.hash.slice(1)),x;` +
    `if(t&&t.localName=="dialog"){x=l.getAttribute(X);x?t.setAttribute(X,x):t.removeAttribute(X)}},true);` +
    `addEventListener("submit",function(e){var f=e.target,E=f.elements,r=E&&E.redirect;if(e.defaultPrevented||!r)return;` +
    `var t=Date.now(),A=a||g(S,${keys.attribution}),K=c,w=g(S,${keys.visitStart}),id=C.randomUUID?C.randomUUID():"",` +
    `s=g("localStorage",${keys.clickIds})||g(S,${keys.clickIds}),` +
    `p=function(n,v){if(typeof v=="string"){var i=E[n];if(!i){i=d.createElement("input");i.type="hidden";i.name=n;f.appendChild(i)}i.value=v}};` +
    `if(!K)K=t-s.savedAt<${CLICK_ID_LIFETIME_MS}&&s.ids||{};` +
    `if(!w.landing_page)w=v;` +
    `var x=f.closest("dialog");x=x&&x.getAttribute(X);if(x){x=JSON.parse(x);for(var k in x)p(k,x[k])}` +
    `U.concat(G).forEach(function(k){p(k,A[k]||K[k])});` +
    `p("landing_page",w.landing_page);p("referrer",w.referrer);p("page",L.pathname);` +
    `p("submitted_at",new Date(t+${IST_OFFSET_MS}).toISOString().slice(0,19)+"+05:30");` +
    `if(id){p("lead_id",id);r.value=r.value.split("?")[0]+"?${LEAD_QUERY}="+id}})})()`
  );
}
