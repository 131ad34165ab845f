/*
 * Hand-made German consent banner of banner-de.example, rendered by a custom element inside an OPEN
 * shadow root (as several German agency-built banners are). No autoconsent rule knows it.
 * First layer: "Alle akzeptieren" · "Nur notwendige Cookies" · "Einstellungen". The settings layer has
 * two unticked toggles (Statistik, Marketing) and "Auswahl speichern". The choice is stored as JSON in
 * the first-party cookie `hinweis_einwilligung`; gated scripts of the accepted categories run after it.
 */
(function () {
  var COOKIE = 'hinweis_einwilligung';
  var kit = window.ConsentKit;

  function apply(choice) {
    kit.setCookie(COOKIE, JSON.stringify({ notwendig: true, statistik: choice.statistik, marketing: choice.marketing }), 180);
    var categories = [];
    if (choice.statistik) categories.push('analytics');
    if (choice.marketing) categories.push('marketing');
    kit.activate(categories);
  }

  var stored = kit.getCookie(COOKIE);
  if (stored) {
    try {
      apply(JSON.parse(stored));
    } catch (e) {
      /* show the banner again */
      stored = null;
    }
  }

  var STYLE = [
    ':host { all: initial; }',
    '.box { position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); width: min(680px, calc(100vw - 32px)); z-index: 2147483000;',
    '  background: #fff; color: #1f2328; border-radius: 12px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.25); padding: 24px 28px; font: 15px/1.5 system-ui, sans-serif; }',
    'h2 { margin: 0 0 8px; font-size: 19px; }',
    'p { margin: 0 0 16px; }',
    '.actions { display: flex; flex-wrap: wrap; gap: 10px; }',
    'button { font: inherit; padding: 10px 18px; border-radius: 8px; border: 1px solid #0b6e4f; background: #fff; color: #0b6e4f; cursor: pointer; }',
    'button.primary { background: #0b6e4f; color: #fff; }',
    '.settings { margin: 0 0 16px; padding: 12px 16px; background: #f3f5f4; border-radius: 8px; }',
    '.settings label { display: flex; align-items: center; gap: 10px; margin: 6px 0; }',
  ].join('\n');

  class DatenschutzHinweis extends HTMLElement {
    connectedCallback() {
      if (stored || this.shadowRoot) return;
      var root = this.attachShadow({ mode: 'open' });
      root.innerHTML =
        '<style>' + STYLE + '</style>' +
        '<div class="box" role="dialog" aria-modal="false" aria-labelledby="titel">' +
        '<h2 id="titel">Wir respektieren Ihre Privatsphäre</h2>' +
        '<p>Wir verwenden Cookies und ähnliche Technologien. Notwendige Cookies sind für den Betrieb der Website erforderlich. ' +
        'Mit „Alle akzeptieren“ willigen Sie zusätzlich in Statistik- und Marketing-Cookies (Google Analytics, Meta-Pixel) ein. ' +
        'Ihre Einwilligung können Sie jederzeit in der <a href="/datenschutz">Datenschutzerklärung</a> widerrufen.</p>' +
        '<div class="settings" hidden>' +
        '<label><input type="checkbox" checked disabled> Notwendig</label>' +
        '<label><input type="checkbox" name="statistik"> Statistik</label>' +
        '<label><input type="checkbox" name="marketing"> Marketing</label>' +
        '</div>' +
        '<div class="actions">' +
        '<button class="primary" data-wahl="alle">Alle akzeptieren</button>' +
        '<button data-wahl="notwendig">Nur notwendige Cookies</button>' +
        '<button data-wahl="einstellungen">Einstellungen</button>' +
        '<button data-wahl="speichern" hidden>Auswahl speichern</button>' +
        '</div></div>';
      var self = this;
      var settings = root.querySelector('.settings');
      root.querySelector('.actions').addEventListener('click', function (event) {
        var wahl = event.target.closest('button') && event.target.closest('button').getAttribute('data-wahl');
        if (wahl === 'einstellungen') {
          settings.hidden = false;
          root.querySelector('[data-wahl="einstellungen"]').hidden = true;
          root.querySelector('[data-wahl="speichern"]').hidden = false;
          return;
        }
        if (!wahl) return;
        if (wahl === 'alle') apply({ statistik: true, marketing: true });
        if (wahl === 'notwendig') apply({ statistik: false, marketing: false });
        if (wahl === 'speichern') {
          apply({ statistik: root.querySelector('[name="statistik"]').checked, marketing: root.querySelector('[name="marketing"]').checked });
        }
        self.remove();
      });
    }
  }
  customElements.define('datenschutz-hinweis', DatenschutzHinweis);
})();
