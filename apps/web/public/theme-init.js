/* global window, document, Element */
// Applies the visitor's stored theme before first paint. Without a stored choice, daisyUI follows the system setting.
(function () {
  var root = document.documentElement;
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  } catch {
    // Storage can be blocked (privacy mode); the system theme applies then.
  }

  // A prerendered page (docs/decisions/0010) shows the theme toggle before the app's code arrives: until main.tsx
  // says the app has taken the page over, a press on it switches the theme here, as setTheme in theme.ts does.
  function toggleBeforeApp(event) {
    if (!(event.target instanceof Element) || !event.target.closest('[data-theme-toggle]')) return;
    var chosen = root.getAttribute('data-theme');
    var dark = chosen ? chosen === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    var next = dark ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    document.querySelectorAll('[data-theme-toggle]').forEach(function (toggle) {
      toggle.setAttribute('aria-pressed', String(next === 'dark'));
    });
    try {
      window.localStorage.setItem('theme', next);
    } catch {
      // Storage blocked: the choice still applies to this page.
    }
  }
  document.addEventListener('click', toggleBeforeApp);
  document.addEventListener(
    'partsmith:app-started',
    function () {
      document.removeEventListener('click', toggleBeforeApp);
    },
    { once: true },
  );
})();
