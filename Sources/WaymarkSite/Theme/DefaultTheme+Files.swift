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
        "airport.mustache": ##"""
{{<base}}
{{$main}}
<article class="airport">
<p class="eyebrow"><a href="{{airport.airportsURL}}">Airports</a> · <a href="{{airport.countryURL}}">{{airport.country}}</a></p>
<header class="page-header">
  <h1>{{airport.ident}} · {{airport.name}}</h1>
  <p class="lead">{{airport.type}}{{#airport.municipality}} serving {{airport.municipality}}{{/airport.municipality}}, {{airport.country}}</p>
</header>
<div class="airport-summary">
{{> partials/map}}
<dl class="airport-identity">
  {{#airport.isICAO}}<dt>ICAO</dt><dd>{{airport.code}}</dd>{{/airport.isICAO}}
  {{^airport.isICAO}}<dt>Ident</dt><dd>{{airport.ident}} <span class="meta">(OurAirports; no ICAO code)</span></dd>{{/airport.isICAO}}
  {{#airport.iata}}<dt>IATA</dt><dd>{{airport.iata}}</dd>{{/airport.iata}}
  <dt>Name</dt><dd>{{airport.name}}</dd>
  {{#airport.municipality}}<dt>Municipality</dt><dd>{{airport.municipality}}</dd>{{/airport.municipality}}
  <dt>Country</dt><dd>{{airport.country}} ({{airport.countryCode}})</dd>
  {{#airport.region}}<dt>Region</dt><dd>{{airport.region}}</dd>{{/airport.region}}
  {{#airport.elevationFt}}<dt>Elevation</dt><dd>{{airport.elevationFt}} ft ({{airport.elevationM}} m)</dd>{{/airport.elevationFt}}
  {{#airport.latitude}}<dt>Position</dt><dd>{{airport.latitude}}, {{airport.longitude}}</dd>{{/airport.latitude}}
  <dt>Fuel</dt><dd class="fact-fuel">{{facts.fuel}}</dd>
  <dt>Point of entry</dt><dd class="fact-entry">{{facts.pointOfEntry}}{{#facts.borderCrossings}} ({{facts.borderCrossings}}){{/facts.borderCrossings}}</dd>
  <dt>Longest runway</dt><dd>{{facts.longestRunway}}</dd>
  <dt>Hard runway</dt><dd>{{facts.hasHardRunway}}</dd>
  <dt>Best approach</dt><dd>{{facts.bestApproach}}</dd>
  <dt>Sources</dt><dd>{{airport.sources}}</dd>
</dl>
</div>

<h2 id="runways">Runways</h2>
{{#hasRunways}}
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="runways">
<table class="runways">
<thead><tr><th>Runway</th><th class="num">Length (ft)</th><th class="num">Length (m)</th><th class="num">Width (ft)</th><th class="num">Width (m)</th><th>Surface</th><th>Hard/soft</th><th>Lighted</th><th class="key">Status</th></tr></thead>
<tbody>
{{#runways}}
<tr><td>{{designator}}</td><td class="num">{{lengthFt}}</td><td class="num">{{lengthM}}</td><td class="num">{{widthFt}}</td><td class="num">{{widthM}}</td><td>{{surface}}</td><td>{{surfaceClass}}</td><td>{{lighted}}</td><td class="key">{{#closed}}closed{{/closed}}{{^closed}}open{{/closed}}</td></tr>
{{/runways}}
</tbody>
</table>
</div>
<p class="source">Runway data: {{airport.runwaySource}}.</p>
{{/hasRunways}}
{{^hasRunways}}<p class="empty">No runways are listed for this airport.</p>{{/hasRunways}}

<h2 id="procedures">Instrument procedures</h2>
{{#hasProcedures}}
{{#procedureGroups}}
<h3>{{title}}</h3>
<div class="table-scroll" tabindex="0" role="region" aria-label="{{title}}">
<table class="procedures">
<thead><tr><th>Procedure</th><th>Runway</th><th>Type</th><th>Category</th></tr></thead>
<tbody>
{{#procedures}}
<tr><td>{{name}}</td><td>{{runway}}</td><td>{{approachType}}</td><td>{{category}}</td></tr>
{{/procedures}}
</tbody>
</table>
</div>
{{/procedureGroups}}
{{/hasProcedures}}
{{^hasProcedures}}<p class="empty">No instrument procedures are published in the site's data.</p>{{/hasProcedures}}

{{#hasAIP}}
<h2 id="aip">AIP entries</h2>
{{#aipSections}}
<h3>{{section}}</h3>
<dl class="aip-entries">
{{#entries}}
  <dt>{{field}}</dt><dd>{{value}}</dd>
{{/entries}}
</dl>
{{/aipSections}}
{{/hasAIP}}

<h2 id="nearest">Nearest airports</h2>
{{#hasNearest}}
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="nearest">
<table class="nearest">
<thead><tr><th>Code</th><th>Name</th><th>Type</th><th class="num key">Distance (NM)</th><th class="num">Bearing</th></tr></thead>
<tbody>
{{#nearest}}
<tr><td>{{> partials/airport-code}}</td><td>{{name}}</td><td>{{type}}</td><td class="num key">{{distanceNM}}</td><td class="num">{{bearing}}</td></tr>
{{/nearest}}
</tbody>
</table>
</div>
{{/hasNearest}}
{{^hasNearest}}<p class="empty">No other airport of the published types is in the site's data.</p>{{/hasNearest}}
</article>
{{/main}}
{{/base}}

"""##,
        "airports.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing airports-index">
{{> partials/page-header}}
<p class="lead">{{airportCount}} airports in {{countryCount}} countries. Pick a country for its map and list.</p>
{{> partials/map}}
<div class="table-scroll" id="countries" tabindex="0" role="region" aria-label="Countries">
<table class="airport-countries">
<thead><tr><th>Country</th><th>Code</th><th class="num">Airports</th></tr></thead>
<tbody>
{{#countries}}
<tr><td><a href="{{url}}">{{name}}</a></td><td>{{code}}</td><td class="num">{{count}}</td></tr>
{{/countries}}
</tbody>
</table>
</div>
</section>
{{/main}}
{{/base}}

"""##,
        "announcement.mustache": ##"""
{{<base}}
{{$main}}
<article class="prose announcement status-{{announcement.status}}">
<header class="page-header">
  <p class="eyebrow"><a href="{{petsURL}}">Lost and found pets</a></p>
  <h1>{{page.title}}</h1>
  <p class="meta"><span class="badge badge-{{announcement.status}}">{{announcement.statusLabel}}</span>{{#announcement.date}} · <time datetime="{{announcement.date}}">{{announcement.dateLabel}}</time>{{/announcement.date}}</p>
</header>
{{#announcement.closed}}
<p class="closed-notice" role="status">This announcement is closed: the case is over. It is kept here so links keep working, but it is no longer shown on any map, list or feed.</p>
{{/announcement.closed}}
{{#announcement.photo}}<img class="pet-photo" src="{{announcement.photo}}" alt="{{announcement.photoAlt}}">{{/announcement.photo}}
{{> partials/map}}
{{#noLocation}}
<p class="no-location">No map location yet.</p>
{{/noLocation}}
<dl class="facts-list">
  {{#facts}}<dt>{{label}}</dt><dd>{{value}}</dd>
  {{/facts}}
</dl>
{{#hasDescription}}
<section class="description">
{{{description}}}
</section>
{{/hasDescription}}
{{#hasPlaces}}
<p class="meta">Shown on: {{#places}}<a href="{{url}}">{{name}}</a> {{/places}}</p>
{{/hasPlaces}}
</article>
{{/main}}
{{/base}}

"""##,
        "base.mustache": ##"""
<!DOCTYPE html>
<html lang="{{site.language}}">
<head>
{{> partials/head}}
<title>{{$title}}{{page.title}}{{pager.titleSuffix}} · {{site.title}}{{/title}}</title>
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
        "charter.mustache": ##"""
{{<base}}
{{$main}}
<article class="prose charter">
<header class="page-header">
  <p class="eyebrow"><a href="{{allChartersURL}}">Charters</a></p>
  <h1>{{charter.name}}</h1>
  <p class="meta">{{#charter.start}}<time datetime="{{charter.start}}">{{charter.dates}}</time>{{/charter.start}}{{^charter.start}}{{charter.dates}}{{/charter.start}} · {{charter.phase}}</p>
</header>
{{#charter.unlisted}}
<p class="note">This charter is unlisted: it appears in no list, map or feed, only people with the link find it.</p>
{{/charter.unlisted}}
{{> partials/map}}
{{#noLocation}}
<p class="no-location">No map location yet.{{#charter.destination}} The destination “{{charter.destination}}” could not be placed on the map.{{/charter.destination}}</p>
{{/noLocation}}
<dl class="facts-list">
  {{#charter.boat}}<dt>Boat</dt><dd>{{charter.boat}}</dd>{{/charter.boat}}
  {{#charter.vesselType}}<dt>Vessel type</dt><dd>{{#charter.vesselURL}}<a href="{{charter.vesselURL}}">{{charter.vesselType}}</a>{{/charter.vesselURL}}{{^charter.vesselURL}}{{charter.vesselType}}{{/charter.vesselURL}}</dd>{{/charter.vesselType}}
  {{#charter.captain}}<dt>Captain</dt><dd>{{charter.captain}}</dd>{{/charter.captain}}
  {{#charter.destination}}<dt>Destination</dt><dd>{{charter.destination}}{{#charter.geocodedAs}} <span class="meta">(placed at {{charter.geocodedAs}})</span>{{/charter.geocodedAs}}</dd>{{/charter.destination}}
  {{#charter.near}}<dt>Near</dt><dd>{{charter.near}}</dd>{{/charter.near}}
  {{#charter.region}}<dt>Region</dt><dd>{{#charter.regionURL}}<a href="{{charter.regionURL}}">{{charter.region}}</a>{{/charter.regionURL}}{{^charter.regionURL}}{{charter.region}}{{/charter.regionURL}}</dd>{{/charter.region}}
  <dt>Dates</dt><dd>{{charter.dates}}</dd>
  {{#charter.berths}}<dt>Berths</dt><dd>{{charter.berths}}</dd>{{/charter.berths}}
  {{#charter.hasTags}}<dt>Tags</dt><dd>{{#charter.tags}}<span class="tag">{{.}}</span> {{/charter.tags}}</dd>{{/charter.hasTags}}
</dl>
{{#hasDescription}}
<section class="description">
{{{description}}}
</section>
{{/hasDescription}}
{{#hasNearest}}
<section class="nearest" aria-labelledby="nearest-heading">
  <h2 id="nearest-heading">Nearest other charters</h2>
  <ul class="charter-list">
    {{#nearest}}
    {{> partials/charter-row}}
    {{/nearest}}
  </ul>
</section>
{{/hasNearest}}
</article>
{{/main}}
{{/base}}

"""##,
        "charters.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing charters">
<header class="page-header">
  {{#isSubPage}}<p class="eyebrow"><a href="{{allChartersURL}}">All charters</a></p>{{/isSubPage}}
  <h1>{{page.title}}</h1>
  <p class="lead">{{page.summary}}</p>
</header>
{{> partials/map}}
{{#unlocatedNote}}
<p class="note">{{unlocatedNote}}</p>
{{/unlocatedNote}}
{{#hasRegions}}
<nav class="facets" aria-label="Regions">
  <h2>By region</h2>
  <ul>{{#regions}}<li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{name}}</a> <span class="count">{{count}}</span></li>{{/regions}}</ul>
</nav>
{{/hasRegions}}
{{#hasVessels}}
<nav class="facets" aria-label="Vessel types">
  <h2>By vessel type</h2>
  <ul>{{#vessels}}<li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{name}}</a> <span class="count">{{count}}</span></li>{{/vessels}}</ul>
</nav>
{{/hasVessels}}
<div id="charter-list">
{{#sections}}
<section class="charter-phase phase-{{phase}}" aria-labelledby="phase-{{phase}}">
  <h2 id="phase-{{phase}}">{{heading}} <span class="count">{{count}}</span></h2>
  <ul class="charter-list">
    {{#charters}}
    {{> partials/charter-row}}
    {{/charters}}
  </ul>
</section>
{{/sections}}
{{^hasCharters}}
<p class="empty">{{emptyMessage}}</p>
{{/hasCharters}}
</div>
</section>
{{/main}}
{{/base}}

"""##,
        "country.mustache": ##"""
{{<base}}
{{$main}}
<section class="airports-country">
<p class="eyebrow"><a href="{{country.airportsURL}}">Airports</a></p>
{{> partials/page-header}}
{{> partials/map}}
{{#country.mapURL}}
<p class="more"><a href="{{country.mapURL}}">Map of all {{country.count}} airports in {{country.name}}</a></p>
{{/country.mapURL}}
<h2 id="airport-table">{{country.count}} airports</h2>
{{#hasAirports}}
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="airport-table">
<table class="airport-table">
<thead><tr><th>Code</th><th>IATA</th><th>Name</th><th>Type</th><th>Municipality</th><th class="num">Longest runway (ft)</th><th>Best approach</th><th>Legend</th></tr></thead>
<tbody>
{{#airports}}
<tr><td>{{> partials/airport-code}}</td><td>{{iata}}</td><td>{{name}}</td><td>{{type}}</td><td>{{municipality}}</td><td class="num">{{longestRunwayFt}}</td><td>{{bestApproach}}</td><td>{{legendKey}}</td></tr>
{{/airports}}
</tbody>
</table>
</div>
<p class="meta">Code: the ICAO location indicator; <span class="ident-local">grey codes</span> are OurAirports identifiers of airfields without one. Sorted by name.</p>
{{> partials/pager}}
{{/hasAirports}}
{{^hasAirports}}
<p class="empty">No airports of the types this site publishes are listed for this country.</p>
{{/hasAirports}}
</section>
{{/main}}
{{/base}}

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
{{> partials/pager}}
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
        "partials/airport-code.mustache": ##"""
{{#url}}<a href="{{url}}"{{^isICAO}} class="ident-local" title="OurAirports identifier: no ICAO code"{{/isICAO}}>{{code}}</a>{{/url}}{{^url}}<span{{^isICAO}} class="ident-local" title="OurAirports identifier: no ICAO code"{{/isICAO}}>{{code}}</span>{{/url}}
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
        "partials/charter-row.mustache": ##"""
<li class="charter-row">
  <a class="charter-name" href="{{url}}">{{name}}</a>
  <span class="meta">{{#start}}<time datetime="{{start}}">{{dates}}</time>{{/start}}{{^start}}{{dates}}{{/start}}{{#distance}} · {{distance}} away{{/distance}}</span>
  <span class="facts">{{#boat}}<span>Boat: {{boat}}</span>{{/boat}}{{#vesselType}}<span>{{vesselType}}</span>{{/vesselType}}{{#destination}}<span>To {{destination}}</span>{{/destination}}{{#region}}<span>{{region}}</span>{{/region}}{{#berths}}<span>{{berths}} berths</span>{{/berths}}{{#noLocation}}<span class="badge badge-muted">No map location yet</span>{{/noLocation}}</span>
</li>

"""##,
        "partials/feeds.mustache": ##"""
{{#feeds}}
<link rel="alternate" type="{{type}}" title="{{title}}" href="{{url}}">
{{/feeds}}
{{#mapData}}
<link rel="alternate" type="application/geo+json" title="{{title}}" href="{{url}}">
{{/mapData}}

"""##,
        "partials/footer.mustache": ##"""
<footer class="site-footer">
  <div class="container">
    <p>{{site.title}} · Built with Waymark · <a href="{{root}}sitemap.xml">Sitemap</a></p>
    {{#attribution}}
    <p class="attribution">{{attribution}}</p>
    {{/attribution}}
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
{{#noindex}}
<meta name="robots" content="noindex">
{{/noindex}}
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
{{> partials/pager-links}}
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
  <div class="map-scroll" tabindex="0" role="region" aria-label="Map">
  {{{svg}}}
  </div>
  {{#caption}}
  <figcaption>{{caption}}{{#geojson}} <a class="data-link" href="{{geojson}}" type="application/geo+json">Map data (GeoJSON)</a>{{/geojson}}</figcaption>
  {{/caption}}
  {{^caption}}
  {{#geojson}}
  <figcaption><a class="data-link" href="{{geojson}}" type="application/geo+json">Map data (GeoJSON)</a></figcaption>
  {{/geojson}}
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
        "partials/pager-links.mustache": ##"""
{{#pager.previousURL}}
<link rel="prev" href="{{pager.previousURL}}">
{{/pager.previousURL}}
{{#pager.nextURL}}
<link rel="next" href="{{pager.nextURL}}">
{{/pager.nextURL}}

"""##,
        "partials/pager.mustache": ##"""
{{#pager.isPaged}}
<nav class="pager" aria-label="Pages of this list">
  <p class="pager-status">Page {{pager.number}} of {{pager.count}} <span class="pager-range">({{pager.firstItem}}–{{pager.lastItem}} of {{pager.itemCount}})</span></p>
  <ul class="pager-links">
    <li>{{#pager.firstURL}}<a href="{{pager.firstURL}}">First</a>{{/pager.firstURL}}{{^pager.firstURL}}<span aria-disabled="true">First</span>{{/pager.firstURL}}</li>
    <li>{{#pager.previousURL}}<a href="{{pager.previousURL}}" rel="prev">Previous</a>{{/pager.previousURL}}{{^pager.previousURL}}<span aria-disabled="true">Previous</span>{{/pager.previousURL}}</li>
    <li>{{#pager.nextURL}}<a href="{{pager.nextURL}}" rel="next">Next</a>{{/pager.nextURL}}{{^pager.nextURL}}<span aria-disabled="true">Next</span>{{/pager.nextURL}}</li>
    <li>{{#pager.lastURL}}<a href="{{pager.lastURL}}">Last</a>{{/pager.lastURL}}{{^pager.lastURL}}<span aria-disabled="true">Last</span>{{/pager.lastURL}}</li>
  </ul>
</nav>
{{/pager.isPaged}}

"""##,
        "partials/pet-card.mustache": ##"""
<li class="pet-card status-{{status}}">
  {{#photo}}<img src="{{photo}}" alt="{{photoAlt}}" loading="lazy">{{/photo}}
  <div class="card-body">
    <span class="badge badge-{{status}}">{{statusLabel}}</span>
    <h3><a href="{{url}}">{{name}}</a></h3>
    <p class="meta">{{species}}{{#breed}} · {{breed}}{{/breed}}{{#color}} · {{color}}{{/color}}</p>
    <p class="meta">{{#date}}<time datetime="{{date}}">{{dateLabel}}</time>{{/date}}{{^date}}Date unknown{{/date}}{{#distance}} · {{distance}} away{{/distance}}</p>
  </div>
</li>

"""##,
        "pets.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing pets">
<header class="page-header">
  <h1>{{page.title}}</h1>
  <p class="lead">{{openCount}} open announcements: {{lostCount}} lost, {{foundCount}} found.</p>
</header>
{{> partials/map}}
{{#hasPlaces}}
<div class="table-scroll" id="places" tabindex="0" role="region" aria-label="Places">
<table class="places-table">
  <thead><tr><th>Place</th><th>Kind</th><th class="num">Radius</th><th class="num">Lost</th><th class="num">Found</th></tr></thead>
  <tbody>
    {{#places}}
    <tr><td><a href="{{url}}">{{name}}</a>{{#noLocation}} <span class="badge badge-muted">No map location yet</span>{{/noLocation}}</td><td>{{kind}}</td><td class="num">{{radius}}</td><td class="num">{{lost}}</td><td class="num">{{found}}</td></tr>
    {{/places}}
  </tbody>
</table>
</div>
{{/hasPlaces}}
{{^hasPlaces}}
<p class="empty">No places yet. Add neighbourhoods to data/places.yml to get a landing page for each.</p>
{{/hasPlaces}}
<p class="more">Every open announcement: <a href="{{feedURL}}" type="application/feed+json">JSON Feed</a> · <a href="{{atomURL}}" type="application/atom+xml">Atom</a></p>
</section>
{{/main}}
{{/base}}

"""##,
        "place.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing place">
<header class="page-header">
  <p class="eyebrow"><a href="{{petsURL}}">Lost and found pets</a></p>
  <h1>{{page.title}}</h1>
  <p class="lead">{{place.lost}} lost and {{place.found}} found within {{place.radius}} of {{place.name}}{{#place.geocodedAs}} (placed at {{place.geocodedAs}}){{/place.geocodedAs}}.</p>
</header>
{{> partials/map}}
{{#noLocation}}
<p class="no-location">No map location yet.{{#place.query}} “{{place.query}}” could not be placed on the map, so no pets can be matched to it.{{/place.query}}</p>
{{/noLocation}}
<div id="pets-list">
{{#hasCards}}
<h2>Lost first, newest first</h2>
<ul class="pet-cards">
  {{#cards}}
  {{> partials/pet-card}}
  {{/cards}}
</ul>
<h2 id="pins-heading">The pins on the map</h2>
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="pins-heading">
<table class="pins-table" aria-labelledby="pins-heading">
  <thead><tr><th>Pet</th><th>Status</th><th class="num key">Distance</th><th>Date</th><th>Position</th></tr></thead>
  <tbody>
    {{#pins}}
    <tr><td><a href="{{url}}">{{name}}</a> ({{species}})</td><td>{{statusLabel}}</td><td class="num key">{{distance}}</td><td>{{#date}}<time datetime="{{date}}">{{date}}</time>{{/date}}</td><td>{{coordinate}}</td></tr>
    {{/pins}}
  </tbody>
</table>
</div>
{{/hasCards}}
{{^hasCards}}
<p class="empty">No lost or found pets within {{place.radius}} of {{place.name}} right now. Announcements appear here as soon as they are added.</p>
{{/hasCards}}
</div>
<p class="more">Follow this place: <a href="{{placeFeedURL}}" type="application/feed+json">JSON Feed</a> · <a href="{{placeAtomURL}}" type="application/atom+xml">Atom</a></p>
</section>
{{/main}}
{{/base}}

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
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
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

/* Tables scroll sideways on small screens instead of overflowing the page, inside a box that
   shows there is more: a shadow at each edge with hidden columns beyond it. The covers (local)
   scroll with the content and hide a shadow (scroll) once its edge is reached; no JavaScript. */
table {
  display: block;
  max-width: 100%;
  overflow-x: auto;
  border-collapse: collapse;
  margin: 1.5rem 0;
  font-variant-numeric: tabular-nums;
}
table, .table-scroll, .map-scroll {
  background:
    linear-gradient(to right, var(--bg) 40%, rgb(0 0 0 / 0%)) left center / 2.5rem 100% no-repeat local,
    linear-gradient(to left, var(--bg) 40%, rgb(0 0 0 / 0%)) right center / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 28%), rgb(0 0 0 / 0%)) left center / 0.85rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 28%), rgb(0 0 0 / 0%)) right center / 0.85rem 100% no-repeat scroll;
  background-color: var(--bg);
}
.table-scroll { max-width: 100%; overflow-x: auto; margin: 1.5rem 0; }
.table-scroll > table { display: table; overflow: visible; margin: 0; background: none; }
.table-scroll:focus-visible, .map-scroll:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
/* The column a table exists for (distance, cross track, status) stays in view at the right edge
   while the others scroll beneath it. */
th.key, td.key {
  position: sticky;
  right: 0;
  background: var(--bg);
  box-shadow: inset 1px 0 0 var(--border), -0.6rem 0 0.6rem -0.6rem rgb(0 0 0 / 35%);
}
th.key { white-space: normal; min-width: 5.5rem; }
tbody tr:hover td.key { background: var(--accent-soft); }
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

/* Pager of long lists (partials/pager) */
.pager { margin: 1.5rem 0; }
.pager-status { margin: 0 0 0.4rem; color: var(--muted); }
.pager-links { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
.pager-links a { font-weight: 600; }
.pager-links span[aria-disabled] { color: var(--muted); }

/* Maps: as wide as the column; on narrow screens taller than that would make them (so the legend
   and pins stay legible), panning sideways inside a box that shows there is more. */
.map { margin: 1.5rem 0; }
.map svg { display: block; width: 100%; height: auto; border-radius: var(--radius); border: 1px solid var(--border); }
.map-scroll { max-width: 100%; overflow-x: auto; border-radius: var(--radius); }
.map figcaption { color: var(--muted); font-size: 0.9rem; margin-top: 0.4rem; }
@media (max-width: 40rem) {
  .map-scroll svg { width: auto; max-width: none; height: min(75vh, 30rem); }
  .map-scroll svg[width="480"], .map-scroll svg[width="360"], .map-scroll svg[width="240"] { width: 100%; height: auto; }
}

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

/* records: shared by charters and pets */
.note { background: var(--accent-soft); border-radius: var(--radius); padding: 0.6rem 0.9rem; }
.no-location {
  border: 1px dashed var(--border); border-radius: var(--radius); padding: 1.5rem; margin: 1.5rem 0;
  color: var(--muted); text-align: center; background: var(--surface);
}
.facts-list { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1.25rem; margin: 1.5rem 0; }
.facts-list dt { font-weight: 600; color: var(--muted); }
.facts-list dd { margin: 0; }
.count { color: var(--muted); font-size: 0.9em; font-weight: 400; }
.badge {
  display: inline-block; font-size: 0.78rem; font-weight: 700; letter-spacing: 0.03em; text-transform: uppercase;
  padding: 0.1rem 0.5rem; border-radius: 999px; color: #fff; background: var(--muted); vertical-align: middle;
}
.badge-muted { background: transparent; color: var(--muted); border: 1px solid var(--border); }
.tag { display: inline-block; background: var(--code-bg); border-radius: 4px; padding: 0 0.4rem; font-size: 0.9em; }
.data-link { white-space: nowrap; }

/* charters */
.facets { margin: 1.25rem 0; }
.facets h2 { font-size: 1rem; margin: 0 0 0.4rem; color: var(--muted); }
.facets ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.4rem; }
.facets li a { display: inline-block; padding: 0.15rem 0.6rem; border: 1px solid var(--border); border-radius: 999px; text-decoration: none; }
.facets li a[aria-current="page"] { background: var(--accent-soft); font-weight: 600; }
.charter-phase h2 { font-size: 1.3rem; margin-top: 2rem; }
.charter-list { list-style: none; padding: 0; margin: 0; }
.charter-row { padding: 0.7rem 0; border-bottom: 1px solid var(--border); display: grid; gap: 0.15rem; }
.charter-name { font-weight: 600; font-size: 1.05rem; }
.charter-row .meta { margin: 0; }
.charter-row .facts { display: flex; flex-wrap: wrap; gap: 0.2rem 0.9rem; font-size: 0.92rem; }
.phase-past .charter-name { color: var(--muted); }

/* pets */
.badge-lost { background: #b34700; }
.badge-found { background: #00785a; }
.badge-closed { background: #666; }
.pet-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; list-style: none; padding: 0; }
.pet-card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); overflow: hidden; box-shadow: var(--shadow); }
.pet-card img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: var(--code-bg); }
.pet-card .card-body { padding: 0.75rem 0.9rem; }
.pet-card h3 { margin: 0.35rem 0 0.2rem; font-size: 1.1rem; }
.pet-card h3 a { color: var(--text); text-decoration: none; }
.pet-card h3 a:hover { color: var(--accent); text-decoration: underline; }
.closed-notice { border-left: 4px solid #666; background: var(--code-bg); padding: 0.8rem 1rem; border-radius: 4px; font-weight: 600; }
.places-table td.num, .places-table th.num, .pins-table td.num { text-align: right; font-variant-numeric: tabular-nums; }

/* airports */
.num { text-align: right; }
.airport-summary { display: grid; grid-template-columns: minmax(0, 22.5rem) minmax(0, 1fr); gap: 1.5rem; align-items: start; }
.airport-summary .map { margin: 0; }
.airport-identity, .aip-entries { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 0.3rem 1rem; margin: 0; }
.airport-identity dt, .aip-entries dt { font-weight: 600; color: var(--muted); }
.airport-identity dd, .aip-entries dd { margin: 0; overflow-wrap: anywhere; }
.airport h3 { font-size: 1.1rem; margin-top: 1.5rem; }
@media (max-width: 40rem) {
  .airport-summary { grid-template-columns: minmax(0, 1fr); }
  .aip-entries { grid-template-columns: minmax(0, 1fr); gap: 0 1rem; }
  .aip-entries dd { margin-bottom: 0.5rem; }
}
.ident-local { color: var(--muted); white-space: nowrap; }

/* query blocks */
.waymark-query { margin: 1.75rem 0; }
.waymark-query > figcaption { font-weight: 600; margin-bottom: 0.5rem; }
.query-summary { color: var(--muted); font-size: 0.95rem; margin: 0.4rem 0; }
.query-error { color: #B00020; font-weight: 600; }

/* The pets index's overview map of places: no wider than a reading column. */
.pets > .map, .airports-index > .map { max-width: 50rem; }

"""##,
    ]
}
