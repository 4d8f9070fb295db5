// Generated from Templates/ by `WAYMARK_UPDATE_THEME=1 swift test --filter DefaultThemeTests`.
// Do not edit: change Templates/ and regenerate; DefaultThemeTests fails while the two differ.

extension DefaultTheme {
    /// Every file of the default theme, by path relative to `Templates/`.
    static let files: [String: String] = [
        "404.mustache": ##"""
{{<base}}
{{$main}}
<section class="prose not-found">
  <h1>Page not found</h1>
  <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
  <p><a href="{{homeURL}}">Go to the home page</a></p>
</section>
{{/main}}
{{/base}}

"""##,
        "base.mustache": ##"""
<!DOCTYPE html>
<html lang="{{site.language}}">
<head>
{{> partials/head}}
<title>{{$title}}{{page.title}} · {{site.title}}{{/title}}</title>
</head>
<body class="kind-{{page.kind}}">
<a class="skip-link" href="#main">Skip to content</a>
{{> partials/header}}
<main id="main" class="container">
{{$main}}{{/main}}
</main>
{{> partials/footer}}
</body>
</html>

"""##,
        "home.mustache": ##"""
{{<base}}
{{$title}}{{site.title}}{{/title}}
{{$main}}
<section class="hero">
  <h1>{{page.title}}</h1>
  {{#site.description}}
  <p class="lead">{{site.description}}</p>
  {{/site.description}}
</section>
{{> partials/map}}
{{#page.hasContent}}
<div class="prose">
{{{page.content}}}
</div>
{{/page.hasContent}}
{{#hasReports}}
<section class="listing" aria-labelledby="reports-heading">
  <h2 id="reports-heading">Reports</h2>
  <div class="cards">
    {{#reports}}
    {{> partials/card}}
    {{/reports}}
  </div>
  {{#hasMoreReports}}
  <p class="more"><a href="{{reportsURL}}">All reports</a></p>
  {{/hasMoreReports}}
</section>
{{/hasReports}}
{{#hasPages}}
<section class="listing" aria-labelledby="pages-heading">
  <h2 id="pages-heading">Pages</h2>
  <div class="cards">
    {{#pages}}
    {{> partials/card}}
    {{/pages}}
  </div>
</section>
{{/hasPages}}
{{/main}}
{{/base}}

"""##,
        "list.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing">
{{> partials/page-header}}
{{#page.hasContent}}
<div class="prose">
{{{page.content}}}
</div>
{{/page.hasContent}}
{{> partials/map}}
{{#hasPages}}
<div class="cards">
  {{#pages}}
  {{> partials/card}}
  {{/pages}}
</div>
{{/hasPages}}
{{^hasPages}}
<p class="empty">Nothing has been published here yet. Pages appear once their Markdown files are added.</p>
{{/hasPages}}
</section>
{{/main}}
{{/base}}

"""##,
        "page.mustache": ##"""
{{<base}}
{{$main}}
<article class="prose">
{{> partials/page-header}}
{{> partials/map}}
{{{page.content}}}
</article>
{{/main}}
{{/base}}

"""##,
        "partials/card.mustache": ##"""
<article class="card">
  <h3 class="card-title"><a href="{{url}}">{{title}}</a></h3>
  {{#dateDisplay}}
  <p class="meta"><time datetime="{{date}}">{{dateDisplay}}</time></p>
  {{/dateDisplay}}
  {{#summary}}
  <p class="card-summary">{{summary}}</p>
  {{/summary}}
</article>

"""##,
        "partials/feeds.mustache": ##"""
{{#feeds}}
<link rel="alternate" type="{{type}}" title="{{title}}" href="{{url}}">
{{/feeds}}

"""##,
        "partials/footer.mustache": ##"""
<footer class="site-footer">
  <div class="container">
    <p>{{site.title}} · Built with Waymark · <a href="{{root}}sitemap.xml">Sitemap</a></p>
    {{#hasFeeds}}
    <p>Feeds: {{#feeds}}<a href="{{url}}" type="{{type}}">{{title}}</a> {{/feeds}}</p>
    {{/hasFeeds}}
  </div>
</footer>

"""##,
        "partials/head.mustache": ##"""
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="{{generator}}">
{{#page.summary}}
<meta name="description" content="{{page.summary}}">
{{/page.summary}}
{{^page.summary}}
{{#site.description}}
<meta name="description" content="{{site.description}}">
{{/site.description}}
{{/page.summary}}
{{#canonicalURL}}
<link rel="canonical" href="{{canonicalURL}}">
{{/canonicalURL}}
<link rel="stylesheet" href="{{stylesheet}}">
<link rel="icon" href="{{root}}favicon.svg" type="image/svg+xml">
{{> partials/feeds}}

"""##,
        "partials/header.mustache": ##"""
<header class="site-header">
  <div class="container header-inner">
    <a class="site-title" href="{{homeURL}}">{{site.title}}</a>
    <nav class="site-nav" aria-label="Main">
      <ul>
        {{#nav}}
        <li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>
        {{/nav}}
      </ul>
    </nav>
  </div>
</header>

"""##,
        "partials/map.mustache": ##"""
{{#map}}
<figure class="map">
  {{{svg}}}
  {{#caption}}
  <figcaption>{{caption}}</figcaption>
  {{/caption}}
</figure>
{{/map}}

"""##,
        "partials/page-header.mustache": ##"""
<header class="page-header">
  <h1>{{page.title}}</h1>
  {{#page.dateDisplay}}
  <p class="meta"><time datetime="{{page.date}}">{{page.dateDisplay}}</time></p>
  {{/page.dateDisplay}}
  {{#page.summary}}
  <p class="lead">{{page.summary}}</p>
  {{/page.summary}}
</header>

"""##,
        "report.mustache": ##"""
{{<base}}
{{$main}}
<article class="prose report">
<p class="eyebrow">Report</p>
{{> partials/page-header}}
{{> partials/map}}
{{{page.content}}}
</article>
{{/main}}
{{/base}}

"""##,
        "static/favicon.svg": ##"""
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="13" r="9" fill="#0b6e74"/><path d="M16 31 8 18h16z" fill="#0b6e74"/><circle cx="16" cy="13" r="3.5" fill="#fff"/></svg>

"""##,
        "static/waymark.css": ##"""
/* Waymark default theme: readable, responsive, no JavaScript, light and dark. */
:root {
  color-scheme: light dark;
  --bg: #fbfaf7;
  --surface: #ffffff;
  --text: #1d2327;
  --muted: #5b6770;
  --border: #dfe3e6;
  --accent: #0b6e74;
  --accent-strong: #07545a;
  --accent-soft: #e3f2f2;
  --code-bg: #f1f3f4;
  --radius: 10px;
  --shadow: 0 1px 2px rgb(0 0 0 / 5%), 0 4px 14px rgb(0 0 0 / 5%);
  --wide: 72rem;
  --narrow: 46rem;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  line-height: 1.6;
}

@media (prefers-color-scheme: dark) {
  :root {
    --bg: #111518;
    --surface: #182024;
    --text: #e6eaec;
    --muted: #9aa7ae;
    --border: #2a353b;
    --accent: #5cc8c9;
    --accent-strong: #8adcdd;
    --accent-soft: #16383b;
    --code-bg: #1e282d;
    --shadow: none;
  }
}

*, *::before, *::after { box-sizing: border-box; }

html { -webkit-text-size-adjust: 100%; }

body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font-size: 1.0625rem;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
}

main { flex: 1; }

.container {
  width: 100%;
  max-width: var(--wide);
  margin: 0 auto;
  padding: 0 1.25rem;
}

a { color: var(--accent); text-underline-offset: 0.15em; }
a:hover { color: var(--accent-strong); }
a:focus-visible, summary:focus-visible {
  outline: 3px solid var(--accent);
  outline-offset: 2px;
  border-radius: 3px;
}

.skip-link {
  position: absolute;
  left: -999px;
  top: 0.5rem;
  background: var(--surface);
  padding: 0.5rem 1rem;
  border-radius: var(--radius);
  z-index: 10;
}
.skip-link:focus { left: 0.5rem; }

/* Header and navigation */
.site-header {
  background: var(--surface);
  border-bottom: 1px solid var(--border);
}
.header-inner {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding-top: 0.9rem;
  padding-bottom: 0.9rem;
}
.site-title {
  font-weight: 700;
  font-size: 1.2rem;
  color: var(--text);
  text-decoration: none;
  letter-spacing: -0.01em;
}
.site-title::before {
  content: "";
  display: inline-block;
  width: 0.7em;
  height: 0.7em;
  margin-right: 0.45em;
  border-radius: 50% 50% 50% 0;
  transform: rotate(-45deg);
  background: var(--accent);
}
.site-nav ul {
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
}
.site-nav a {
  display: block;
  padding: 0.35rem 0.75rem;
  border-radius: 999px;
  color: var(--muted);
  text-decoration: none;
}
.site-nav a:hover { color: var(--text); background: var(--accent-soft); }
.site-nav a[aria-current="page"] { color: var(--accent-strong); background: var(--accent-soft); font-weight: 600; }

/* Page bodies */
main.container { padding-top: 2.5rem; padding-bottom: 3rem; }

.hero { max-width: var(--narrow); margin-bottom: 2rem; }
.hero h1 { font-size: clamp(2rem, 5vw, 2.9rem); line-height: 1.15; margin: 0 0 0.5rem; letter-spacing: -0.02em; }
.lead { font-size: 1.2rem; color: var(--muted); margin-top: 0.25rem; }

.prose { max-width: var(--narrow); }
.prose h1 { font-size: clamp(1.8rem, 4vw, 2.4rem); line-height: 1.2; letter-spacing: -0.015em; margin: 0 0 0.5rem; }
.prose h2 { font-size: 1.45rem; margin-top: 2.2rem; line-height: 1.3; }
.prose h3 { font-size: 1.2rem; margin-top: 1.8rem; }
.prose img { max-width: 100%; height: auto; border-radius: var(--radius); }
.prose blockquote {
  margin: 1.5rem 0;
  padding: 0.25rem 1.25rem;
  border-left: 4px solid var(--accent);
  color: var(--muted);
}
.prose hr { border: 0; border-top: 1px solid var(--border); margin: 2.5rem 0; }
.prose ul.contains-task-list, .prose ul:has(> li > input[type="checkbox"]) { list-style: none; padding-left: 0.25rem; }
.prose li > input[type="checkbox"] { margin-right: 0.5rem; accent-color: var(--accent); }
del { color: var(--muted); }

.page-header { margin-bottom: 1.75rem; }
.meta { color: var(--muted); font-size: 0.95rem; margin: 0.25rem 0; }
.eyebrow {
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8rem;
  font-weight: 700;
  color: var(--accent);
  margin: 0 0 0.25rem;
}

code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; }
:not(pre) > code { background: var(--code-bg); padding: 0.1em 0.35em; border-radius: 4px; }
pre {
  background: var(--code-bg);
  padding: 1rem 1.1rem;
  border-radius: var(--radius);
  overflow-x: auto;
  line-height: 1.45;
}

/* Tables scroll sideways on small screens instead of overflowing the page. */
table {
  display: block;
  max-width: 100%;
  overflow-x: auto;
  border-collapse: collapse;
  margin: 1.5rem 0;
  font-variant-numeric: tabular-nums;
}
th, td { padding: 0.5rem 0.9rem; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; }
th { font-weight: 600; border-bottom-width: 2px; white-space: nowrap; }
td[align="right"], th[align="right"] { text-align: right; }
td[align="center"], th[align="center"] { text-align: center; }
tbody tr:hover { background: var(--accent-soft); }

/* Lists of pages as cards */
.listing { margin-top: 2.5rem; }
.listing > h2 { font-size: 1.3rem; margin-bottom: 1rem; }
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
}
.card {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  padding: 1.1rem 1.25rem;
  box-shadow: var(--shadow);
}
.card-title { margin: 0 0 0.3rem; font-size: 1.1rem; line-height: 1.35; }
.card-title a { text-decoration: none; color: var(--text); }
.card-title a:hover { color: var(--accent); text-decoration: underline; }
.card-summary { margin: 0.4rem 0 0; color: var(--muted); }
.empty { color: var(--muted); font-style: italic; }
.more { margin-top: 1rem; font-weight: 600; }
.more a::after { content: " →"; }

/* Map slot (filled by later features) */
.map { margin: 1.5rem 0; }
.map svg { width: 100%; height: auto; border-radius: var(--radius); border: 1px solid var(--border); }
.map figcaption { color: var(--muted); font-size: 0.9rem; margin-top: 0.4rem; }

/* Footer */
.site-footer {
  border-top: 1px solid var(--border);
  color: var(--muted);
  font-size: 0.9rem;
  padding: 1.25rem 0;
}
.site-footer p { margin: 0.25rem 0; }

@media (max-width: 40rem) {
  body { font-size: 1rem; }
  main.container { padding-top: 1.5rem; }
  .header-inner { flex-direction: column; align-items: flex-start; }
}

@media print {
  .site-header, .site-footer, .skip-link { display: none; }
  body { background: #fff; color: #000; }
}

"""##,
    ]
}
