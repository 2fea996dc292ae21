/* global document, matchMedia */
// Sets the theme before the first paint so a dark-mode visitor never sees a light flash.
// Mirrors initialTheme() in @hoa/ui: the saved choice (key "theme"), else the system preference.
(function () {
  var theme;
  try {
    theme = localStorage.getItem("theme");
  } catch {
    theme = null;
  }
  if (theme !== "light" && theme !== "dark") {
    theme = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.setAttribute("data-theme", theme);
})();
