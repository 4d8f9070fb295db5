// The search box and the search page of a Waymark site with `search: true` (README, "Search").
// Every page loads this file. Without JavaScript the header holds a link to the search page, which
// says that search needs JavaScript; with it, the link becomes a search box whose query opens the
// search page, where Pagefind's own interface (pagefind/pagefind-ui.js) searches the site's index
// in the page's language. No inline script: the pages' Content-Security-Policy allows files only.
(function () {
  "use strict";
  var box = document.querySelector(".site-search");
  if (box) {
    var link = box.querySelector(".site-search-link");
    var form = box.querySelector(".site-search-form");
    if (link && form) {
      link.hidden = true;
      form.hidden = false;
    }
  }
  var element = document.getElementById("search");
  if (!element) return;
  var unavailable = document.querySelector(".search-unavailable");
  // The index is fetched, so it needs a web server; without pagefind-ui.js there is no index.
  if (window.location.protocol === "file:" || typeof window.PagefindUI === "undefined") {
    if (unavailable) unavailable.hidden = false;
    return;
  }
  var query = new URLSearchParams(window.location.search).get("q") || "";
  var ui = new window.PagefindUI({
    element: "#search",
    bundlePath: new URL(element.getAttribute("data-bundle"), window.location.href).pathname,
    baseUrl: new URL(element.getAttribute("data-site"), window.location.href).pathname,
    showSubResults: true,
    showImages: false,
    autofocus: query === ""
  });
  // Pagefind's field is named only by its placeholder: the page's heading is its visible label.
  var field = element.querySelector("input");
  if (field) field.setAttribute("aria-labelledby", "search-title");
  if (query) ui.triggerSearch(query);
})();
