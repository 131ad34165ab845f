/*
 * The front end of larkspur-bistro.example: a React 18 single-page app (bundled by the fixture web with
 * esbuild) with client-side routing (history.pushState; every route is served the same shell). Once
 * the app has mounted and fetched its session (/api/session), an effect starts vanilla-cookieconsent v3
 * (imported as an ES module, the way React sites use it): "Accept all" / "Reject all" / "Manage
 * preferences"; the choice in cc_cookie. The app loads Google Analytics and the Meta pixel itself from
 * the library's onConsent / onChange callbacks, only for accepted categories, and sends a GA page_view
 * and a pixel PageView on every route change once they are loaded. The booking page has a form.
 */
import React, { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as CookieConsent from 'vanilla-cookieconsent';

const h = React.createElement;
const GA4 = 'G-LARKSPR01';
const META_PIXEL = '4400000000000006';

const loaded = { analytics: false, marketing: false };

function loadAnalytics() {
  if (loaded.analytics) return;
  loaded.analytics = true;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', GA4);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${GA4}`;
  document.head.appendChild(script);
}

function loadMarketing() {
  if (loaded.marketing) return;
  loaded.marketing = true;
  !(function (f, b, e, v, n, t, s) {
    if (f.fbq) return;
    n = f.fbq = function () {
      n.callMethod ? n.callMethod.apply(n, arguments) : n.queue.push(arguments);
    };
    if (!f._fbq) f._fbq = n;
    n.push = n;
    n.loaded = !0;
    n.version = '2.0';
    n.queue = [];
    t = b.createElement(e);
    t.async = !0;
    t.src = v;
    s = b.getElementsByTagName(e)[0];
    s.parentNode.insertBefore(t, s);
  })(window, document, 'script', 'https://connect.facebook.net/en_US/fbevents.js');
  window.fbq('init', META_PIXEL);
  window.fbq('track', 'PageView');
}

function applyConsent() {
  if (CookieConsent.acceptedCategory('analytics')) loadAnalytics();
  if (CookieConsent.acceptedCategory('marketing')) loadMarketing();
}

function trackRoute(path) {
  if (loaded.analytics) window.gtag('event', 'page_view', { page_path: path });
  if (loaded.marketing) window.fbq('track', 'PageView');
}

const MENU = [
  ['Burrata, blood orange, pistachio', '£ 11'],
  ['Hand-cut tagliatelle, wild mushrooms', '£ 17'],
  ['Cod, brown shrimp, sea herbs', '£ 23'],
  ['Lamb rump, salsa verde, new potatoes', '£ 26'],
  ['Larkspur honey tart', '£ 8'],
];

const PAGES = {
  '/': () =>
    h('section', { className: 'hero' }, h('h1', null, 'Seasonal cooking by the canal'), h('p', null, 'Lunch Wednesday to Sunday, dinner Thursday to Saturday.'), h(Link, { to: '/book', className: 'button' }, 'Book a table')),
  '/menu': () =>
    h('section', { className: 'article' }, h('h1', null, 'Menu'), h('ul', null, MENU.map(([dish, price]) => h('li', { key: dish }, `${dish} — ${price}`)))),
  '/book': () =>
    h(
      'section',
      { className: 'article' },
      h('h1', null, 'Book a table'),
      h(
        'form',
        { className: 'stack', onSubmit: (event) => event.preventDefault() },
        h('label', null, 'Name ', h('input', { type: 'text', name: 'name', autoComplete: 'name' })),
        h('label', null, 'Email ', h('input', { type: 'email', name: 'email', autoComplete: 'email' })),
        h('label', null, 'Date ', h('input', { type: 'date', name: 'date' })),
        h('label', null, 'Guests ', h('input', { type: 'number', name: 'guests', min: 1, max: 8 })),
        h('button', { className: 'button', type: 'submit' }, 'Request booking'),
      ),
    ),
  '/about': () => h('section', { className: 'article' }, h('h1', null, 'About'), h('p', null, 'Larkspur opened in a former lock-keeper’s cottage in 2018.')),
  '/privacy': () =>
    h(
      'section',
      { className: 'article' },
      h('h1', null, 'Privacy policy'),
      h('p', null, 'With your consent we use Google Analytics and the Meta pixel. Your choice is kept in the cc_cookie cookie.'),
      h('p', null, h('a', { href: '#', onClick: (event) => { event.preventDefault(); CookieConsent.showPreferences(); } }, 'Change your cookie settings')),
    ),
};

let navigate = () => {};

function Link({ to, className, children }) {
  return h(
    'a',
    {
      href: to,
      className,
      onClick: (event) => {
        if (event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        navigate(to);
      },
    },
    children,
  );
}

function App() {
  const [path, setPath] = useState(location.pathname);
  const [session, setSession] = useState(null);
  navigate = (to) => {
    history.pushState({}, '', to);
    setPath(to);
  };
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    fetch('/api/session', { credentials: 'same-origin' })
      .then((response) => response.json())
      .then(setSession, () => setSession({ basket: 0 }));
  }, []);
  useEffect(() => {
    if (!session) return;
    CookieConsent.run({
      guiOptions: {
        consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
        marketing: { autoClear: { cookies: [{ name: '_fbp' }] } },
      },
      onConsent: applyConsent,
      onChange: applyConsent,
      language: {
        default: 'en',
        translations: {
          en: {
            consentModal: {
              title: 'Cookies at Larkspur',
              description: 'We would like to measure visits and our advertising with Google Analytics and Meta. Only with your consent.',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject all',
              showPreferencesBtn: 'Manage preferences',
            },
            preferencesModal: {
              title: 'Cookie preferences',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject all',
              savePreferencesBtn: 'Save preferences',
              closeIconLabel: 'Close',
              sections: [
                { title: 'Necessary', description: 'Bookings and your session.', linkedCategory: 'necessary' },
                { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
                { title: 'Marketing', description: 'Meta pixel.', linkedCategory: 'marketing' },
              ],
            },
          },
        },
      },
    });
  }, [session]);
  useEffect(() => {
    document.title = `${path === '/' ? 'Home' : path.slice(1)} – Larkspur Bistro`;
    trackRoute(path);
  }, [path]);
  const page = PAGES[path] ?? (() => h('section', { className: 'hero' }, h('h1', null, 'Not found')));
  return h(
    React.Fragment,
    null,
    h(
      'header',
      { className: 'site-header' },
      h('strong', null, 'Larkspur Bistro'),
      h('nav', null, ['/', '/menu', '/book', '/about', '/privacy'].map((to) => h(Link, { key: to, to }, to === '/' ? 'Home' : to.slice(1)[0].toUpperCase() + to.slice(2)))),
    ),
    h('main', null, page()),
    h('footer', null, h('p', null, 'Larkspur Bistro · 3 Lock Lane · ', h(Link, { to: '/privacy' }, 'Privacy'))),
  );
}

createRoot(document.getElementById('root')).render(h(App));
