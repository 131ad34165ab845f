/*
 * The shop front of cmp-react-cookie-consent.example: a React 18 app (bundled by the fixture web with
 * esbuild) using react-cookie-consent, the npm banner component many React sites drop in. Its defaults:
 * the choice is the cookie "CookieConsent" = "true" | "false" (and nothing else); the container has the
 * class "CookieConsent", the buttons the ids rcc-confirm-button / rcc-decline-button. Google Analytics
 * and the Meta pixel are loaded by the app only once accepted (on the click, or on a later visit).
 */
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import CookieConsent, { getCookieConsentValue } from 'react-cookie-consent';

const h = React.createElement;
const GA4 = 'G-REACTRCC1';
const META_PIXEL = '6677889900112233';

function loadTags() {
  if (window.__tagsLoaded) return;
  window.__tagsLoaded = true;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', GA4);
  const ga = document.createElement('script');
  ga.async = true;
  ga.src = `https://www.googletagmanager.com/gtag/js?id=${GA4}`;
  document.head.appendChild(ga);
  const fbq = (window.fbq = function () {
    fbq.callMethod ? fbq.callMethod.apply(fbq, arguments) : fbq.queue.push(arguments);
  });
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  const pixel = document.createElement('script');
  pixel.async = true;
  pixel.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(pixel);
  fbq('init', META_PIXEL);
  fbq('track', 'PageView');
}

const PRODUCTS = [
  { name: 'Trail runner 3', price: '€ 129' },
  { name: 'Merino base layer', price: '€ 79' },
  { name: 'Packable shell', price: '€ 159' },
];

function Shop() {
  const [basket, setBasket] = useState(0);
  return h(
    'section',
    { className: 'grid' },
    PRODUCTS.map((product) =>
      h(
        'article',
        { className: 'card', key: product.name },
        h('div', { className: 'swatch' }),
        h('h3', null, product.name),
        h('p', { className: 'price' }, product.price),
        h('button', { type: 'button', onClick: () => setBasket(basket + 1) }, 'Add to basket'),
      ),
    ),
    h('p', { className: 'basket' }, `${basket} in your basket`),
  );
}

function App() {
  return h(
    React.Fragment,
    null,
    h(Shop),
    h(
      CookieConsent,
      {
        location: 'bottom',
        buttonText: 'Accept cookies',
        enableDeclineButton: true,
        declineButtonText: 'Decline',
        onAccept: loadTags,
      },
      'We use cookies for analytics and to measure our advertising. ',
      h('a', { href: '/privacy' }, 'Privacy policy'),
    ),
  );
}

if (getCookieConsentValue() === 'true') loadTags();
createRoot(document.getElementById('root')).render(h(App));
