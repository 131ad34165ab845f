/**
 * Install snippets of the realistic tier's vendors, as sites paste them (companion to
 * ../tag-snippets.ts and ../behaviour-snippets.ts). With `category`, an inline snippet is blocked the
 * way consent managers expect (`type="text/plain" data-category="<category>"`).
 */
export interface GateOptions {
  category?: string;
}

function inline(body: string, options: GateOptions = {}): string {
  return options.category === undefined
    ? `<script>${body}</script>`
    : `<script type="text/plain" data-category="${options.category}">${body}</script>`;
}

/** Microsoft Advertising UET tag. */
export function bingUetSnippet(tagId: string, options: GateOptions = {}): string {
  return `<!-- Microsoft Advertising UET -->
${inline(`(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"${tagId}", enableAutoSpaTracking: true};o.q=w[u],w[u]=new UET(o),w[u].push("pageLoad")},n=d.createElement(t),n.src=r,n.async=1,n.onload=n.onreadystatechange=function(){var s=this.readyState;s&&s!=="loaded"&&s!=="complete"||(f(),n.onload=n.onreadystatechange=null)},i=d.getElementsByTagName(t)[0],i.parentNode.insertBefore(n,i)})(window,document,"script","//bat.bing.com/bat.js","uetq");`, options)}`;
}

/** PostHog snippet and init; `config` is merged into the init options (e.g. session_recording). */
export function postHogSnippet(
  token: string,
  config: Record<string, unknown> = {},
  options: GateOptions = {},
): string {
  const init = {
    api_host: 'https://us.i.posthog.com',
    person_profiles: 'identified_only',
    ...config,
  };
  return `<!-- PostHog -->
${inline(
  `!function(t,e){var o,n,p,r;e.__SV||(window.posthog=e,e._i=[],e.init=function(i,s,a){function g(t,e){var o=e.split(".");2==o.length&&(t=t[o[0]],e=o[1]),t[e]=function(){t.push([e].concat(Array.prototype.slice.call(arguments,0)))}}(p=t.createElement("script")).type="text/javascript",p.crossOrigin="anonymous",p.async=!0,p.src=s.api_host.replace(".i.posthog.com","-assets.i.posthog.com")+"/static/array.js",(r=t.getElementsByTagName("script")[0]).parentNode.insertBefore(p,r);var u=e;for(void 0!==a?u=e[a]=[]:a="posthog",u.people=u.people||[],u.toString=function(t){var e="posthog";return"posthog"!==a&&(e+="."+a),t||(e+=" (stub)"),e},u.people.toString=function(){return u.toString(1)+".people (stub)"},o="init capture register register_once register_for_session unregister identify alias set_config reset opt_in_capturing opt_out_capturing has_opted_in_capturing has_opted_out_capturing".split(" "),n=0;n<o.length;n++)g(u,o[n]);e._i.push([i,s,a])},e.__SV=1)}(document,window.posthog||[]);
posthog.init('${token}', ${JSON.stringify(init)});`,
  options,
)}`;
}

/** LiveChat chat widget, at the bottom right or left of the page. */
export function liveChatSnippet(license: number, position: 'left' | 'right' = 'right'): string {
  return `<!-- Start of LiveChat code -->
<script>window.__lc = window.__lc || {}; window.__lc.license = ${license}; window.__lc.position = "${position}"; window.__lc.integration_name = "manual_onboarding"; window.__lc.product_name = "livechat";
;(function(n,t,c){function i(n){return e._h?e._h.apply(null,n):e._q.push(n)}var e={_q:[],_h:null,_v:"2.0",on:function(){i(["on",c.call(arguments)])},once:function(){i(["once",c.call(arguments)])},off:function(){i(["off",c.call(arguments)])},get:function(){if(!e._h)throw new Error("[LiveChatWidget] You can't use getters before load.");return i(["get",c.call(arguments)])},call:function(){i(["call",c.call(arguments)])},init:function(){var n=t.createElement("script");n.async=!0,n.type="text/javascript",n.src="https://cdn.livechatinc.com/tracking.js",t.head.appendChild(n)}};!n.__lc.asyncInit&&e.init(),n.LiveChatWidget=n.LiveChatWidget||e}(window,document,[].slice))</script>
<!-- End of LiveChat code -->`;
}

export interface AdSlot {
  path: string;
  size: [number, number];
  divId: string;
}

/** Google Publisher Tag: the library and the slot definitions (the slots' <div>s are in the page). */
export function gptSnippet(
  slots: readonly AdSlot[],
  targeting: Record<string, string> = {},
): string {
  const defines = slots
    .map(
      (slot) =>
        `googletag.defineSlot('${slot.path}', [${slot.size.join(', ')}], '${slot.divId}').addService(googletag.pubads());`,
    )
    .join('\n    ');
  const targets = Object.entries(targeting)
    .map(([key, value]) => `googletag.pubads().setTargeting('${key}', '${value}');`)
    .join(' ');
  return `<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag = window.googletag || { cmd: [] };
  googletag.cmd.push(function () {
    ${defines}
    ${targets} googletag.pubads().enableSingleRequest(); googletag.pubads().collapseEmptyDivs(); googletag.enableServices();
  });</script>`;
}

/** An ad slot's container, displayed once GPT is ready. */
export function adSlotDiv(slot: AdSlot): string {
  return `<div class="ad-slot" id="${slot.divId}" style="min-width:${slot.size[0]}px;min-height:${slot.size[1]}px"><script>googletag.cmd.push(function () { googletag.display('${slot.divId}'); });</script></div>`;
}

/** YouTube privacy-enhanced embed iframe. */
export function youtubeEmbed(videoId: string, title: string): string {
  return `<iframe class="video-embed" width="560" height="315" src="https://www.youtube-nocookie.com/embed/${videoId}" title="${title}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;
}

/** Vimeo embed iframe; `dnt` asks Vimeo not to set its analytics cookie. */
export function vimeoEmbed(videoId: string, title: string, dnt: boolean): string {
  return `<iframe class="video-embed" src="https://player.vimeo.com/video/${videoId}?h=8c1e2a4b7d&amp;title=0&amp;byline=0${dnt ? '&amp;dnt=1' : ''}" width="640" height="360" title="${title}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}

/** The action of a plain HTML form that posts to HubSpot. */
export function hubSpotFormAction(portalId: number, formGuid: string): string {
  return `https://forms.hubspot.com/uploads/form/v2/${portalId}/${formGuid}`;
}
