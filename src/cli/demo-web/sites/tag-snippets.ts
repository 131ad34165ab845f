/**
 * The install snippets vendors tell site owners to paste, as sites embed them. With `category`,
 * the script is blocked the way consent managers expect it (`type="text/plain"
 * data-category="<category>"`, `data-src` instead of `src`) and only runs once the CMP enables it.
 */
export interface SnippetOptions {
  category?: string;
}

function scriptTag(options: SnippetOptions, content: { src?: string; body?: string }): string {
  const gated = options.category !== undefined;
  const attributes = [
    gated ? `type="text/plain" data-category="${options.category}"` : '',
    content.src ? `${gated ? 'data-src' : 'src'}="${content.src}"` : '',
    content.src && !gated ? 'async' : '',
  ].filter(Boolean);
  return `<script${attributes.length ? ` ${attributes.join(' ')}` : ''}>${content.body ?? ''}</script>`;
}

/** Google Tag Manager container snippet (head). */
export function gtmSnippet(containerId: string, options: SnippetOptions = {}): string {
  return `<!-- Google Tag Manager -->
${scriptTag(options, {
  body: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${containerId}');`,
})}`;
}

/** Google tag (gtag.js) snippet; `commands` are extra gtag(...) calls after config, as JS source. */
export function gtagSnippet(
  tagId: string,
  options: SnippetOptions & { commands?: string } = {},
): string {
  return `<!-- Google tag (gtag.js) -->
${scriptTag(options, { src: `https://www.googletagmanager.com/gtag/js?id=${tagId}` })}
${scriptTag(options, {
  body: `window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', '${tagId}');${options.commands ?? ''}`,
})}`;
}

/** Meta pixel base code; `userData` is advanced matching passed to init. */
export function metaPixelSnippet(
  pixelId: string,
  options: SnippetOptions & { userData?: Record<string, string> } = {},
): string {
  const init = options.userData
    ? `fbq('init', '${pixelId}', ${JSON.stringify(options.userData)});`
    : `fbq('init', '${pixelId}');`;
  return `<!-- Meta Pixel Code -->
${scriptTag(options, {
  body: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js'); ${init} fbq('track', 'PageView');`,
})}`;
}

/** LinkedIn Insight Tag. */
export function linkedInInsightSnippet(partnerId: string, options: SnippetOptions = {}): string {
  return `<!-- LinkedIn Insight Tag -->
${scriptTag(options, {
  body: `_linkedin_partner_id = "${partnerId}"; window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push(_linkedin_partner_id);
(function(l) { if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])}; window.lintrk.q=[]} var s = document.getElementsByTagName("script")[0]; var b = document.createElement("script"); b.type = "text/javascript";b.async = true; b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js"; s.parentNode.insertBefore(b, s);})(window.lintrk);`,
})}`;
}

/** Hotjar tracking code. */
export function hotjarSnippet(siteId: number, options: SnippetOptions = {}): string {
  return `<!-- Hotjar Tracking Code -->
${scriptTag(options, {
  body: `(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${siteId},hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');`,
})}`;
}

/** Plausible Analytics (cookieless). */
export function plausibleSnippet(domain: string): string {
  return `<script defer data-domain="${domain}" src="https://plausible.io/js/script.js"></script>`;
}

/** Google Fonts stylesheet link, e.g. googleFontsLink('Inter:wght@400;700'). */
export function googleFontsLink(family: string): string {
  return `<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=${family.replaceAll(' ', '+')}&display=swap">`;
}
