/**
 * Install snippets of the behaviour-detector vendors (session replay, TikTok pixel), as sites paste
 * them. Companion to tag-snippets.ts.
 */

/** Microsoft Clarity tracking code. */
export function claritySnippet(projectId: string): string {
  return `<!-- Microsoft Clarity -->
<script type="text/javascript">(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window, document, "clarity", "script", "${projectId}");</script>`;
}

/** FullStory snippet (settings plus the async recorder). */
export function fullStorySnippet(orgId: string): string {
  return `<!-- FullStory -->
<script>window['_fs_host'] = 'fullstory.com'; window['_fs_script'] = 'edge.fullstory.com/s/fs.js'; window['_fs_org'] = '${orgId}'; window['_fs_namespace'] = 'FS';
(function(m,n,e,t,l,o,g,y){ if (e in m) return; g=m[e]=function(a,b,s){g.q?g.q.push([a,b,s]):g._api(a,b,s);};g.q=[]; o=n.createElement(t);o.async=1;o.crossOrigin='anonymous';o.src='https://'+_fs_script; y=n.getElementsByTagName(t)[0];y.parentNode.insertBefore(o,y); })(window,document,window['_fs_namespace'],'script');</script>`;
}

/** TikTok pixel base code; `commands` are extra ttq calls after `ttq.page()`, as JS source. */
export function tiktokPixelSnippet(pixelCode: string, commands = ''): string {
  return `<!-- TikTok Pixel Code -->
<script>!function (w, d, t) {
  w.TiktokAnalyticsObject=t;var ttq=w[t]=w[t]||[];ttq.methods=["page","track","identify","instances","debug","on","off","once","ready","alias","group","enableCookie","disableCookie"],ttq.setAndDefer=function(t,e){t[e]=function(){t.push([e].concat(Array.prototype.slice.call(arguments,0)))}};for(var i=0;i<ttq.methods.length;i++)ttq.setAndDefer(ttq,ttq.methods[i]);ttq.load=function(e,n){var r="https://analytics.tiktok.com/i18n/pixel/events.js";ttq._i=ttq._i||{},ttq._i[e]=[],ttq._i[e]._u=r,ttq._t=ttq._t||{},ttq._t[e]=+new Date,ttq._o=ttq._o||{},ttq._o[e]=n||{};var o=document.createElement("script");o.type="text/javascript",o.async=!0,o.src=r+"?sdkid="+e+"&lib="+t;var a=document.getElementsByTagName("script")[0];a.parentNode.insertBefore(o,a)};
  ttq.load('${pixelCode}');
  ttq.page();${commands}
}(window, document, 'ttq');</script>`;
}
