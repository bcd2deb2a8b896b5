/* global window, document */
// Applies the visitor's stored theme before first paint. Without a stored choice, daisyUI follows the system setting.
(function () {
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage can be blocked (privacy mode); the system theme applies then.
  }
})();
