// Generated from Templates/ by `WAYMARK_UPDATE_THEME=1 swift test --filter DefaultThemeTests`.
// Do not edit: change Templates/ and regenerate; DefaultThemeTests fails while the two differ.

extension DefaultTheme {
    /// Every file of the default theme, by path relative to `Templates/`.
    static let files: [String: String] = [
        "404.mustache": ##"""
{{<base}}
{{$main}}
<section class="prose not-found">
  <h1>{{t.page.not_found_title}}</h1>
  <p>{{t.page.not_found_text}}</p>
  <p><a href="{{homeURL}}">{{t.page.go_home}}</a></p>
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
  <p class="eyebrow"><a href="{{petsURL}}">{{t.pets.title}}</a></p>
  <h1>{{page.title}}</h1>
  <p class="meta"><span class="badge badge-{{announcement.status}}">{{announcement.statusLabel}}</span>{{#announcement.date}} · <time datetime="{{announcement.date}}">{{announcement.dateLabel}}</time>{{/announcement.date}}</p>
</header>
{{#announcement.closed}}
<p class="closed-notice" role="status">{{t.announcement.closed_notice}}</p>
{{/announcement.closed}}
{{#announcement.photo}}<img class="pet-photo" src="{{announcement.photo}}" alt="{{announcement.photoAlt}}">{{/announcement.photo}}
{{> partials/map}}
{{#noLocation}}
<p class="no-location">{{t.page.no_map_location}}</p>
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
<p class="meta">{{t.announcement.shown_on}} {{#places}}<a href="{{url}}">{{name}}</a> {{/places}}</p>
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
<a class="skip-link" href="#main">{{t.page.skip_to_content}}</a>
{{> partials/header}}
<main id="main" class="container">
{{$main}}{{/main}}
</main>
{{> partials/footer}}
<script>for (const m of document.querySelectorAll(".map-scroll")) { const s = m.querySelector("svg[data-focus]"); if (!s) continue; const x = parseFloat(s.getAttribute("data-focus")) * s.getBoundingClientRect().width / s.viewBox.baseVal.width; m.scrollLeft = x - m.clientWidth / 2; }</script>
</body>
</html>

"""##,
        "charter.mustache": ##"""
{{<base}}
{{$main}}
<article class="prose charter">
<header class="page-header">
  <p class="eyebrow"><a href="{{allChartersURL}}">{{t.charters.title}}</a></p>
  <h1>{{charter.name}}</h1>
  <p class="meta">{{#charter.start}}<time datetime="{{charter.start}}">{{charter.dates}}</time>{{/charter.start}}{{^charter.start}}{{charter.dates}}{{/charter.start}} · {{charter.phase}}</p>
</header>
{{#charter.unlisted}}
<p class="note">{{t.charters.unlisted_note}}</p>
{{/charter.unlisted}}
{{> partials/map}}
{{#noLocation}}
<p class="no-location">{{t.page.no_map_location}}{{#notPlaced}} {{notPlaced}}{{/notPlaced}}</p>
{{/noLocation}}
<dl class="facts-list">
  {{#charter.boat}}<dt>{{t.charters.boat}}</dt><dd>{{charter.boat}}</dd>{{/charter.boat}}
  {{#charter.vesselType}}<dt>{{t.charters.vessel_type}}</dt><dd>{{#charter.vesselURL}}<a href="{{charter.vesselURL}}">{{charter.vesselType}}</a>{{/charter.vesselURL}}{{^charter.vesselURL}}{{charter.vesselType}}{{/charter.vesselURL}}</dd>{{/charter.vesselType}}
  {{#charter.captain}}<dt>{{t.charters.captain}}</dt><dd>{{charter.captain}}</dd>{{/charter.captain}}
  {{#charter.destination}}<dt>{{t.charters.destination}}</dt><dd>{{charter.destination}}{{#charter.placedAt}} <span class="meta">{{charter.placedAt}}</span>{{/charter.placedAt}}</dd>{{/charter.destination}}
  {{#charter.near}}<dt>{{t.charters.near}}</dt><dd>{{charter.near}}</dd>{{/charter.near}}
  {{#charter.region}}<dt>{{t.charters.region}}</dt><dd>{{#charter.regionURL}}<a href="{{charter.regionURL}}">{{charter.region}}</a>{{/charter.regionURL}}{{^charter.regionURL}}{{charter.region}}{{/charter.regionURL}}</dd>{{/charter.region}}
  <dt>{{t.charters.dates}}</dt><dd>{{charter.dates}}</dd>
  {{#charter.berths}}<dt>{{t.charters.berths}}</dt><dd>{{charter.berths}}</dd>{{/charter.berths}}
  {{#charter.hasTags}}<dt>{{t.charters.tags}}</dt><dd>{{#charter.tags}}<span class="tag">{{.}}</span> {{/charter.tags}}</dd>{{/charter.hasTags}}
</dl>
{{#hasDescription}}
<section class="description">
{{{description}}}
</section>
{{/hasDescription}}
{{#hasNearest}}
<section class="nearest" aria-labelledby="nearest-heading">
  <h2 id="nearest-heading">{{t.charters.nearest}}</h2>
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
  {{#isSubPage}}<p class="eyebrow"><a href="{{allChartersURL}}">{{t.charters.all}}</a></p>{{/isSubPage}}
  <h1>{{page.title}}</h1>
  <p class="lead">{{page.summary}}</p>
</header>
{{> partials/map}}
{{#unlocatedNote}}
<p class="note">{{unlocatedNote}}</p>
{{/unlocatedNote}}
{{#hasRegions}}
<nav class="facets" aria-label="{{t.charters.regions}}">
  <h2>{{t.charters.by_region}}</h2>
  <ul>{{#regions}}<li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{name}}</a> <span class="count">{{count}}</span></li>{{/regions}}</ul>
</nav>
{{/hasRegions}}
{{#hasVessels}}
<nav class="facets" aria-label="{{t.charters.vessel_types}}">
  <h2>{{t.charters.by_vessel}}</h2>
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
  <h2 id="reports-heading">{{t.page.reports}}</h2>
  <div class="cards">
    {{#reports}}
    {{> partials/card}}
    {{/reports}}
  </div>
  {{#hasMoreReports}}
  <p class="more"><a href="{{reportsURL}}">{{t.page.all_reports}}</a></p>
  {{/hasMoreReports}}
</section>
{{/hasReports}}
{{#hasPages}}
<section class="listing" aria-labelledby="pages-heading">
  <h2 id="pages-heading">{{t.page.pages}}</h2>
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
        "i18n/de.yml": ##"""
# Waymarks eigene Wörter auf Deutsch (docs/i18n.md). Dieselben Schlüssel wie en.yml.
meta:
  locale: de_DE
  name: Deutsch
page:
  skip_to_content: Zum Inhalt springen
  main_navigation: Hauptmenü
  languages: Sprachen
  built_with: Erstellt mit Waymark
  sitemap: Sitemap
  feeds: Feeds
  map: Karte
  map_data: Kartendaten (GeoJSON)
  report: Bericht
  reports: Berichte
  all_reports: Alle Berichte
  pages: Seiten
  nothing_published: Hier wurde noch nichts veröffentlicht. Seiten erscheinen, sobald ihre Markdown-Dateien hinzugefügt sind.
  not_found_title: Seite nicht gefunden
  not_found_text: Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.
  go_home: Zur Startseite
  no_map_location: Noch kein Ort auf der Karte.
  json_feed: JSON Feed
  atom: Atom
  away: "{distance} entfernt"
  geonames_credit: "Enthält Daten von GeoNames (geonames.org), lizenziert unter CC BY 4.0"
pager:
  label: Seiten dieser Liste
  status: "Seite {number} von {count}"
  range: "({first}–{last} von {total})"
  first: Erste
  previous: Vorherige
  next: Nächste
  last: Letzte
  title_suffix: " — Seite {number}"
pets:
  title: Vermisste und gefundene Haustiere
  summary: Vermisste und gefundene Haustiere aus jedem Viertel, auf einer Karte und als Liste.
  lead:
    one: "{count} offene Meldung: {lost} vermisst, {found} gefunden."
    other: "{count} offene Meldungen: {lost} vermisst, {found} gefunden."
  places: Orte
  place: Ort
  kind: Art
  radius: Umkreis
  lost: Vermisst
  found: Gefunden
  no_places: Noch keine Orte. Tragen Sie Viertel in data/places.yml ein, damit jedes eine eigene Seite bekommt.
  every_open: "Alle offenen Meldungen:"
  near_title: "Vermisste und gefundene Haustiere in der Nähe von {place}"
  near_summary: "Vermisste und gefundene Haustiere im Umkreis von {distance} um {place}."
  place_lead: "{lost} vermisst und {found} gefunden im Umkreis von {distance} um {place}."
  placed_at: "(verortet bei {place})"
  not_placed: "„{query}“ konnte nicht auf der Karte verortet werden, daher lassen sich keine Haustiere zuordnen."
  lost_first: Vermisste zuerst, neueste zuerst
  pins_heading: Die Markierungen auf der Karte
  pet: Tier
  status: Status
  distance: Entfernung
  date: Datum
  position: Position
  date_unknown: Datum unbekannt
  empty_place: "Zurzeit keine vermissten oder gefundenen Haustiere im Umkreis von {distance} um {place}. Meldungen erscheinen hier, sobald sie hinzugefügt werden."
  follow_place: "Diesem Ort folgen:"
  counted:
    one: "{count} vermisstes oder gefundenes Haustier"
    other: "{count} vermisste und gefundene Haustiere"
  map_caption: "{counted} im Umkreis von {distance} um {place}. Dieselben Markierungen sind unten aufgelistet."
  map_empty: "Zurzeit keine vermissten oder gefundenen Haustiere im Umkreis von {distance}."
  map_description: "{counted} im Umkreis von {distance} um {place} ({tallies})."
  map_empty_description: "Keine vermissten oder gefundenen Haustiere im Umkreis von {distance} um {place}. {message}"
  feed_title: "Vermisste und gefundene Haustiere in der Nähe von {place} · {site}"
  feed_description: "Vermisste und gefundene Haustiere im Umkreis von {distance} um {place}: Vermisste zuerst, neueste zuerst."
  feed_link: "Haustiere in der Nähe von {place}"
  index_feed_title: "Vermisste und gefundene Haustiere · {site}"
  index_feed_description: "Alle offenen Meldungen zu vermissten und gefundenen Haustieren, neueste zuerst."
  index_feed_link: Vermisste und gefundene Haustiere
  index_map_title: Orte mit vermissten und gefundenen Haustieren
  index_pin_label: "{place}: {lost} vermisst, {found} gefunden im Umkreis von {distance}"
  places_counted:
    one: "{count} Ort"
    other: "{count} Orte"
  index_map_caption: "{counted} mit ihren offenen Meldungen; jede Markierung führt zur Seite des Ortes, ebenso die Tabelle unten."
announcement:
  lost: Vermisst
  found: Gefunden
  closed: Abgeschlossen
  pet: Haustier
  title: "{status}: {species} {name}"
  title_unnamed: "{status}: {species}"
  title_closed: "Abgeschlossen: {species} {name}"
  title_closed_unnamed: "Abgeschlossen: {species}"
  last_seen: "Zuletzt gesehen am {date}"
  found_on: "Gefunden am {date}"
  name_unknown: Name unbekannt
  photo_of: "Foto von {name}"
  photo_of_species: "Foto des Tieres ({species})"
  closed_notice: "Diese Meldung ist abgeschlossen: Der Fall ist erledigt. Sie bleibt hier, damit Links weiter funktionieren, erscheint aber auf keiner Karte, in keiner Liste und in keinem Feed mehr."
  shown_on: "Angezeigt bei:"
  name: Name
  species: Tierart
  breed: Rasse
  colour: Farbe
  where: Wo
  near: In der Nähe von
  contact: Kontakt
  where_found: "Wo {name} gefunden wurde"
  where_last_seen: "Wo {name} zuletzt gesehen wurde"
  the_species: "das Tier ({species})"
  summary_head: "{status}: {species} {name}"
  summary_head_unnamed: "{status}: {species}"
  summary_near: "{text} in der Nähe von {address}."
  map_description: "Karte: {label} bei {position}."
map:
  no_coastline_sentence: "Es wird keine Küstenlinie gezeichnet: In diesem Maßstab läge die eingebaute um Kilometer daneben."
  and_more: "und {count} weitere"
  overview_description: "Karte: {counted} ({tallies})."
  empty: Auf dieser Karte gibt es noch nichts zu sehen.
  nearby_pins: Nahe Markierungen (Anzahl)
  within: "Umkreis {distance}"
  great_circle_route: Großkreisroute
  coastlines_gshhg: "Küstenlinien © GSHHG (LGPL)"
  places_geonames: "Orte: GeoNames (CC BY 4.0)"
  made_with_natural_earth: Erstellt mit Natural Earth
  no_coastline: Keine Küstenlinie in diesem Maßstab
  legend:
    lost: Vermisst
    found: Gefunden
    charter: Charter
    other: Sonstige
charters:
  title: Charter
  summary: Wohin die Boote der Gemeinschaft fahren, auf einer Karte und nach Datum.
  region_title: "Charter in {region}"
  region_summary: "Öffentliche Charter in der Region {region}."
  vessel_title: "Charter: {Vessel}"
  vessel_summary: "Öffentliche Charter, Bootstyp: {vessel}."
  all: Alle Charter
  by_region: Nach Region
  by_vessel: Nach Bootstyp
  regions: Regionen
  vessel_types: Bootstypen
  ongoing: Laufend
  upcoming: Demnächst
  past: Vergangen
  map_title: "Charterziele: {title}"
  counted:
    one: "{count} Charter"
    other: "{count} Charter"
  map_caption: "{counted} laufend oder demnächst. Die Liste unten enthält alle öffentlichen Charter."
  destinations_empty: Ziele erscheinen hier, sobald Skipper Orte eintragen.
  unlocated:
    one: "{count} Charter hat noch keinen Ort auf der Karte; er steht in der Liste unten."
    other: "{count} Charter haben noch keinen Ort auf der Karte; sie stehen in der Liste unten."
  unlisted_note: "Dieser Charter ist nicht gelistet: Er erscheint in keiner Liste, auf keiner Karte und in keinem Feed, nur wer den Link hat, findet ihn."
  not_placed: "Das Ziel „{destination}“ konnte nicht auf der Karte verortet werden."
  placed_at: "(verortet bei {place})"
  boat: Boot
  vessel_type: Bootstyp
  captain: Skipper
  destination: Ziel
  near: In der Nähe von
  region: Region
  dates: Termine
  berths: Kojen
  tags: Schlagwörter
  nearest: Nächstgelegene andere Charter
  where_goes: "Wohin {name} fährt"
  destination_caption: "Ziel: {destination}"
  row_boat: "Boot: {boat}"
  row_to: "Nach {destination}"
  row_berths:
    one: "{count} Koje"
    other: "{count} Kojen"
  feed_title: "Charter · {site}"
  feed_description: Öffentliche Charter, laufend oder demnächst, mit ihren Zielen.
  feed_link: Charter
  feed_aboard: "An Bord der {boat}"
  feed_to: "nach {destination}"
  from: "Ab {date}"
  until: "Bis {date}"
  dates_to_be_announced: Termine folgen

"""##,
        "i18n/en.yml": ##"""
# Waymark's own words in English (docs/i18n.md). Every other catalogue has exactly these keys.
# {name} is replaced by a value. A plural entry lists CLDR categories (one, few, other); {count}
# is the number. A site overrides any key in its own Templates/i18n/<language>.yml.
meta:
  locale: en_GB
  name: English
page:
  skip_to_content: Skip to content
  main_navigation: Main
  languages: Languages
  built_with: Built with Waymark
  sitemap: Sitemap
  feeds: Feeds
  map: Map
  map_data: Map data (GeoJSON)
  report: Report
  reports: Reports
  all_reports: All reports
  pages: Pages
  nothing_published: Nothing has been published here yet. Pages appear once their Markdown files are added.
  not_found_title: Page not found
  not_found_text: There is no page at this address. It may have moved, or the link may be mistyped.
  go_home: Go to the home page
  no_map_location: No map location yet.
  json_feed: JSON Feed
  atom: Atom
  away: "{distance} away"
  geonames_credit: "Contains data from GeoNames (geonames.org), licensed CC BY 4.0"
pager:
  label: Pages of this list
  status: "Page {number} of {count}"
  range: "({first}–{last} of {total})"
  first: First
  previous: Previous
  next: Next
  last: Last
  title_suffix: " — page {number}"
pets:
  title: Lost and found pets
  summary: Every neighbourhood's lost and found pets, on a map and as a list.
  lead:
    one: "{count} open announcement: {lost} lost, {found} found."
    other: "{count} open announcements: {lost} lost, {found} found."
  places: Places
  place: Place
  kind: Kind
  radius: Radius
  lost: Lost
  found: Found
  no_places: No places yet. Add neighbourhoods to data/places.yml to get a landing page for each.
  every_open: "Every open announcement:"
  near_title: "Lost and found pets near {place}"
  near_summary: "Lost and found pets within {distance} of {place}."
  place_lead: "{lost} lost and {found} found within {distance} of {place}."
  placed_at: "(placed at {place})"
  not_placed: "“{query}” could not be placed on the map, so no pets can be matched to it."
  lost_first: Lost first, newest first
  pins_heading: The pins on the map
  pet: Pet
  status: Status
  distance: Distance
  date: Date
  position: Position
  date_unknown: Date unknown
  empty_place: "No lost or found pets within {distance} of {place} right now. Announcements appear here as soon as they are added."
  follow_place: "Follow this place:"
  counted:
    one: "{count} lost or found pet"
    other: "{count} lost and found pets"
  map_caption: "{counted} within {distance} of {place}. The same pins are listed below."
  map_empty: "No lost or found pets within {distance} right now."
  map_description: "{counted} within {distance} of {place} ({tallies})."
  map_empty_description: "No lost and found pets within {distance} of {place}. {message}"
  feed_title: "Lost and found pets near {place} · {site}"
  feed_description: "Lost and found pets within {distance} of {place}: lost first, newest first."
  feed_link: "Pets near {place}"
  index_feed_title: "Lost and found pets · {site}"
  index_feed_description: "Every open lost and found pet announcement, newest first."
  index_feed_link: Lost and found pets
  index_map_title: Places with lost and found pets
  index_pin_label: "{place}: {lost} lost, {found} found within {distance}"
  places_counted:
    one: "{count} place"
    other: "{count} places"
  index_map_caption: "{counted} with their open announcements; each links to its page, as does the table below."
announcement:
  lost: Lost
  found: Found
  closed: Closed
  pet: pet
  title: "{status} {species}: {name}"
  title_unnamed: "{status} {species}"
  title_closed: "Closed: {species} {name}"
  title_closed_unnamed: "Closed: {species}"
  last_seen: "Last seen {date}"
  found_on: "Found {date}"
  name_unknown: Name unknown
  photo_of: "Photo of {name}"
  photo_of_species: "Photo of the {species}"
  closed_notice: "This announcement is closed: the case is over. It is kept here so links keep working, but it is no longer shown on any map, list or feed."
  shown_on: "Shown on:"
  name: Name
  species: Species
  breed: Breed
  colour: Colour
  where: Where
  near: Near
  contact: Contact
  where_found: "Where {name} was found"
  where_last_seen: "Where {name} was last seen"
  the_species: "the {species}"
  summary_head: "{status} {species} {name}"
  summary_head_unnamed: "{status} {species}"
  summary_near: "{text} near {address}."
  map_description: "Map of {label} at {position}."
map:
  no_coastline_sentence: "No coastline is drawn: at this scale the embedded one would be off by kilometres."
  and_more: "and {count} more"
  overview_description: "Map of {counted} ({tallies})."
  empty: Nothing to show on this map yet.
  nearby_pins: Nearby pins (count)
  within: "Within {distance}"
  great_circle_route: Great-circle route
  coastlines_gshhg: "Coastlines © GSHHG (LGPL)"
  places_geonames: "Places: GeoNames (CC BY 4.0)"
  made_with_natural_earth: Made with Natural Earth
  no_coastline: No coastline at this scale
  legend:
    lost: Lost
    found: Found
    charter: Charter
    other: Other
charters:
  title: Charters
  summary: Where the community's boats are going, on a map and by date.
  region_title: "Charters in {region}"
  region_summary: "Public charters in the {region} region."
  vessel_title: "{Vessel} charters"
  vessel_summary: "Public charters on a {vessel}."
  all: All charters
  by_region: By region
  by_vessel: By vessel type
  regions: Regions
  vessel_types: Vessel types
  ongoing: Under way
  upcoming: Upcoming
  past: Past
  map_title: "Charter destinations: {title}"
  counted:
    one: "{count} charter"
    other: "{count} charters"
  map_caption: "{counted} under way or upcoming. The list below has every public charter."
  destinations_empty: Destinations appear here once captains add locations.
  unlocated:
    one: "{count} charter has no map location yet; it is listed below."
    other: "{count} charters have no map location yet; they are listed below."
  unlisted_note: "This charter is unlisted: it appears in no list, map or feed, only people with the link find it."
  not_placed: "The destination “{destination}” could not be placed on the map."
  placed_at: "(placed at {place})"
  boat: Boat
  vessel_type: Vessel type
  captain: Captain
  destination: Destination
  near: Near
  region: Region
  dates: Dates
  berths: Berths
  tags: Tags
  nearest: Nearest other charters
  where_goes: "Where {name} goes"
  destination_caption: "Destination: {destination}"
  row_boat: "Boat: {boat}"
  row_to: "To {destination}"
  row_berths:
    one: "{count} berth"
    other: "{count} berths"
  feed_title: "Charters · {site}"
  feed_description: Public charters under way or upcoming, with where they go.
  feed_link: Charters
  feed_aboard: "Aboard {boat}"
  feed_to: "to {destination}"
  from: "From {date}"
  until: "Until {date}"
  dates_to_be_announced: Dates to be announced

"""##,
        "i18n/es.yml": ##"""
# Las palabras de Waymark en español (docs/i18n.md). Las mismas claves que en.yml.
meta:
  locale: es_ES
  name: Español
page:
  skip_to_content: Saltar al contenido
  main_navigation: Menú principal
  languages: Idiomas
  built_with: Hecho con Waymark
  sitemap: Mapa del sitio
  feeds: Canales
  map: Mapa
  map_data: Datos del mapa (GeoJSON)
  report: Informe
  reports: Informes
  all_reports: Todos los informes
  pages: Páginas
  nothing_published: Aún no se ha publicado nada aquí. Las páginas aparecen en cuanto se añaden sus archivos Markdown.
  not_found_title: Página no encontrada
  not_found_text: No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace tenga una errata.
  go_home: Ir a la página de inicio
  no_map_location: Aún sin ubicación en el mapa.
  json_feed: JSON Feed
  atom: Atom
  away: "a {distance}"
  geonames_credit: "Contiene datos de GeoNames (geonames.org), con licencia CC BY 4.0"
pager:
  label: Páginas de esta lista
  status: "Página {number} de {count}"
  range: "({first}–{last} de {total})"
  first: Primera
  previous: Anterior
  next: Siguiente
  last: Última
  title_suffix: " — página {number}"
pets:
  title: Mascotas perdidas y encontradas
  summary: Las mascotas perdidas y encontradas de cada barrio, en un mapa y en una lista.
  lead:
    one: "{count} anuncio activo (perdidas: {lost}, encontradas: {found})."
    other: "{count} anuncios activos (perdidas: {lost}, encontradas: {found})."
  places: Lugares
  place: Lugar
  kind: Tipo
  radius: Radio
  lost: Perdidas
  found: Encontradas
  no_places: Todavía no hay lugares. Añade barrios en data/places.yml para que cada uno tenga su página.
  every_open: "Todos los anuncios activos:"
  near_title: "Mascotas perdidas y encontradas cerca de {place}"
  near_summary: "Mascotas perdidas y encontradas a menos de {distance} de {place}."
  place_lead: "Perdidas: {lost}, encontradas: {found} a menos de {distance} de {place}."
  placed_at: "(ubicado en {place})"
  not_placed: "No se ha podido situar «{query}» en el mapa, así que no se le puede asociar ninguna mascota."
  lost_first: Primero las perdidas, de la más reciente a la más antigua
  pins_heading: Los marcadores del mapa
  pet: Mascota
  status: Estado
  distance: Distancia
  date: Fecha
  position: Posición
  date_unknown: Fecha desconocida
  empty_place: "Ahora mismo no hay mascotas perdidas ni encontradas a menos de {distance} de {place}. Los anuncios aparecen aquí en cuanto se añaden."
  follow_place: "Sigue este lugar:"
  counted:
    one: "{count} mascota perdida o encontrada"
    other: "{count} mascotas perdidas y encontradas"
  map_caption: "{counted} a menos de {distance} de {place}. Los mismos marcadores aparecen en la lista de abajo."
  map_empty: "Ahora mismo no hay mascotas perdidas ni encontradas a menos de {distance}."
  map_description: "{counted} a menos de {distance} de {place} ({tallies})."
  map_empty_description: "No hay mascotas perdidas ni encontradas a menos de {distance} de {place}. {message}"
  feed_title: "Mascotas perdidas y encontradas cerca de {place} · {site}"
  feed_description: "Mascotas perdidas y encontradas a menos de {distance} de {place}: primero las perdidas, de la más reciente a la más antigua."
  feed_link: "Mascotas cerca de {place}"
  index_feed_title: "Mascotas perdidas y encontradas · {site}"
  index_feed_description: "Todos los anuncios activos de mascotas perdidas y encontradas, del más reciente al más antiguo."
  index_feed_link: Mascotas perdidas y encontradas
  index_map_title: Lugares con mascotas perdidas y encontradas
  index_pin_label: "{place}: perdidas {lost}, encontradas {found} a menos de {distance}"
  places_counted:
    one: "{count} lugar"
    other: "{count} lugares"
  index_map_caption: "{counted} con sus anuncios activos; cada marcador lleva a la página del lugar, igual que la tabla de abajo."
announcement:
  lost: Perdida
  found: Encontrada
  closed: Cerrado
  pet: mascota
  title: "{status}: {species} {name}"
  title_unnamed: "{status}: {species}"
  title_closed: "Cerrado: {species} {name}"
  title_closed_unnamed: "Cerrado: {species}"
  last_seen: "Vista por última vez el {date}"
  found_on: "Encontrada el {date}"
  name_unknown: Nombre desconocido
  photo_of: "Foto de {name}"
  photo_of_species: "Foto del animal ({species})"
  closed_notice: "Este anuncio está cerrado: el caso ha terminado. Se mantiene aquí para que los enlaces sigan funcionando, pero ya no aparece en ningún mapa, lista ni canal."
  shown_on: "Aparece en:"
  name: Nombre
  species: Especie
  breed: Raza
  colour: Color
  where: Dónde
  near: Cerca de
  contact: Contacto
  where_found: "Lugar donde se encontró a {name}"
  where_last_seen: "Lugar donde se vio por última vez a {name}"
  the_species: "la mascota ({species})"
  summary_head: "{status}: {species} {name}"
  summary_head_unnamed: "{status}: {species}"
  summary_near: "{text} cerca de {address}."
  map_description: "Mapa: {label} en {position}."
map:
  no_coastline_sentence: "No se dibuja la línea de costa: a esta escala, la incorporada se desviaría varios kilómetros."
  and_more: "y {count} más"
  overview_description: "Mapa: {counted} ({tallies})."
  empty: Todavía no hay nada que mostrar en este mapa.
  nearby_pins: Marcadores cercanos (número)
  within: "Radio de {distance}"
  great_circle_route: Ruta ortodrómica
  coastlines_gshhg: "Líneas de costa © GSHHG (LGPL)"
  places_geonames: "Lugares: GeoNames (CC BY 4.0)"
  made_with_natural_earth: Hecho con Natural Earth
  no_coastline: Sin línea de costa a esta escala
  legend:
    lost: Perdidas
    found: Encontradas
    charter: Chárter
    other: Otros
charters:
  title: Chárteres
  summary: Adónde van los barcos de la comunidad, en un mapa y por fecha.
  region_title: "Chárteres en {region}"
  region_summary: "Chárteres públicos en la región de {region}."
  vessel_title: "Chárteres: {vessel}"
  vessel_summary: "Chárteres públicos en {vessel}."
  all: Todos los chárteres
  by_region: Por región
  by_vessel: Por tipo de barco
  regions: Regiones
  vessel_types: Tipos de barco
  ongoing: En curso
  upcoming: Próximos
  past: Pasados
  map_title: "Destinos de los chárteres: {title}"
  counted:
    one: "{count} chárter"
    other: "{count} chárteres"
  map_caption: "{counted} en curso o próximos. La lista de abajo incluye todos los chárteres públicos."
  destinations_empty: Los destinos aparecen aquí en cuanto los patrones añaden ubicaciones.
  unlocated:
    one: "{count} chárter aún no tiene ubicación en el mapa; aparece en la lista de abajo."
    other: "{count} chárteres aún no tienen ubicación en el mapa; aparecen en la lista de abajo."
  unlisted_note: "Este chárter no está listado: no aparece en ninguna lista, mapa ni canal; solo lo encuentra quien tiene el enlace."
  not_placed: "No se ha podido situar el destino «{destination}» en el mapa."
  placed_at: "(ubicado en {place})"
  boat: Barco
  vessel_type: Tipo de barco
  captain: Patrón
  destination: Destino
  near: Cerca de
  region: Región
  dates: Fechas
  berths: Literas
  tags: Etiquetas
  nearest: Otros chárteres cercanos
  where_goes: "Adónde va {name}"
  destination_caption: "Destino: {destination}"
  row_boat: "Barco: {boat}"
  row_to: "Hacia {destination}"
  row_berths:
    one: "{count} litera"
    other: "{count} literas"
  feed_title: "Chárteres · {site}"
  feed_description: Chárteres públicos en curso o próximos, con su destino.
  feed_link: Chárteres
  feed_aboard: "A bordo del {boat}"
  feed_to: "hacia {destination}"
  from: "Desde el {date}"
  until: "Hasta el {date}"
  dates_to_be_announced: Fechas por confirmar

"""##,
        "i18n/fr.yml": ##"""
# Les mots de Waymark en français (docs/i18n.md). Mêmes clés que en.yml.
# Espace insécable (\u00A0) avant les deux-points et le point-virgule, et dans les guillemets.
meta:
  locale: fr_FR
  name: Français
page:
  skip_to_content: Aller au contenu
  main_navigation: Menu principal
  languages: Langues
  built_with: Réalisé avec Waymark
  sitemap: Plan du site
  feeds: Flux
  map: Carte
  map_data: Données de la carte (GeoJSON)
  report: Rapport
  reports: Rapports
  all_reports: Tous les rapports
  pages: Pages
  nothing_published: Rien n’a encore été publié ici. Les pages apparaissent dès que leurs fichiers Markdown sont ajoutés.
  not_found_title: Page introuvable
  not_found_text: Il n’y a aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien comporte une faute de frappe.
  go_home: Retour à l’accueil
  no_map_location: Pas encore de position sur la carte.
  json_feed: JSON Feed
  atom: Atom
  away: "à {distance}"
  geonames_credit: "Contient des données de GeoNames (geonames.org), sous licence CC BY 4.0"
pager:
  label: Pages de cette liste
  status: "Page {number} sur {count}"
  range: "({first}–{last} sur {total})"
  first: Première
  previous: Précédente
  next: Suivante
  last: Dernière
  title_suffix: " — page {number}"
pets:
  title: Animaux perdus et trouvés
  summary: Les animaux perdus et trouvés de chaque quartier, sur une carte et en liste.
  lead:
    one: "{count} annonce en cours (perdus\u00A0: {lost}, trouvés\u00A0: {found})."
    other: "{count} annonces en cours (perdus\u00A0: {lost}, trouvés\u00A0: {found})."
  places: Lieux
  place: Lieu
  kind: Type
  radius: Rayon
  lost: Perdus
  found: Trouvés
  no_places: Aucun lieu pour l’instant. Ajoutez des quartiers dans data/places.yml pour que chacun ait sa page.
  every_open: "Toutes les annonces en cours\u00A0:"
  near_title: "Animaux perdus et trouvés près de {place}"
  near_summary: "Animaux perdus et trouvés dans un rayon de {distance} autour de {place}."
  place_lead: "Perdus\u00A0: {lost}, trouvés\u00A0: {found} dans un rayon de {distance} autour de {place}."
  placed_at: "(placé à {place})"
  not_placed: "«\u00A0{query}\u00A0» n’a pas pu être placé sur la carte\u00A0: aucun animal ne peut donc y être associé."
  lost_first: Les perdus d’abord, les plus récents en premier
  pins_heading: Les repères de la carte
  pet: Animal
  status: Statut
  distance: Distance
  date: Date
  position: Position
  date_unknown: Date inconnue
  empty_place: "Aucun animal perdu ou trouvé dans un rayon de {distance} autour de {place} pour le moment. Les annonces apparaissent ici dès qu’elles sont ajoutées."
  follow_place: "Suivre ce lieu\u00A0:"
  counted:
    one: "{count} animal perdu ou trouvé"
    other: "{count} animaux perdus et trouvés"
  map_caption: "{counted} dans un rayon de {distance} autour de {place}. Les mêmes repères sont listés ci-dessous."
  map_empty: "Aucun animal perdu ou trouvé dans un rayon de {distance} pour le moment."
  map_description: "{counted} dans un rayon de {distance} autour de {place} ({tallies})."
  map_empty_description: "Aucun animal perdu ou trouvé dans un rayon de {distance} autour de {place}. {message}"
  feed_title: "Animaux perdus et trouvés près de {place} · {site}"
  feed_description: "Animaux perdus et trouvés dans un rayon de {distance} autour de {place}\u00A0: les perdus d’abord, les plus récents en premier."
  feed_link: "Animaux près de {place}"
  index_feed_title: "Animaux perdus et trouvés · {site}"
  index_feed_description: "Toutes les annonces en cours d’animaux perdus et trouvés, les plus récentes en premier."
  index_feed_link: Animaux perdus et trouvés
  index_map_title: Lieux avec des animaux perdus et trouvés
  index_pin_label: "{place}\u00A0: perdus {lost}, trouvés {found} dans un rayon de {distance}"
  places_counted:
    one: "{count} lieu"
    other: "{count} lieux"
  index_map_caption: "{counted} avec leurs annonces en cours\u00A0; chaque repère renvoie à la page du lieu, comme le tableau ci-dessous."
announcement:
  lost: Perdu
  found: Trouvé
  closed: Clos
  pet: animal
  title: "{status}\u00A0: {species} {name}"
  title_unnamed: "{status}\u00A0: {species}"
  title_closed: "Clos\u00A0: {species} {name}"
  title_closed_unnamed: "Clos\u00A0: {species}"
  last_seen: "Vu pour la dernière fois le {date}"
  found_on: "Trouvé le {date}"
  name_unknown: Nom inconnu
  photo_of: "Photo de {name}"
  photo_of_species: "Photo de l’animal ({species})"
  closed_notice: "Cette annonce est close\u00A0: l’affaire est terminée. Elle reste en ligne pour que les liens fonctionnent toujours, mais n’apparaît plus sur aucune carte, liste ou flux."
  shown_on: "Affiché sur\u00A0:"
  name: Nom
  species: Espèce
  breed: Race
  colour: Couleur
  where: Où
  near: Près de
  contact: Contact
  where_found: "Où {name} a été trouvé"
  where_last_seen: "Où {name} a été vu pour la dernière fois"
  the_species: "l’animal ({species})"
  summary_head: "{status}\u00A0: {species} {name}"
  summary_head_unnamed: "{status}\u00A0: {species}"
  summary_near: "{text} près de {address}."
  map_description: "Carte\u00A0: {label} à {position}."
map:
  no_coastline_sentence: "Aucun trait de côte n’est dessiné\u00A0: à cette échelle, celui qui est intégré serait décalé de plusieurs kilomètres."
  and_more: "et {count} autres"
  overview_description: "Carte\u00A0: {counted} ({tallies})."
  empty: Rien à afficher sur cette carte pour l’instant.
  nearby_pins: Repères proches (nombre)
  within: "Rayon de {distance}"
  great_circle_route: Route orthodromique
  coastlines_gshhg: "Traits de côte © GSHHG (LGPL)"
  places_geonames: "Lieux\u00A0: GeoNames (CC BY 4.0)"
  made_with_natural_earth: Réalisé avec Natural Earth
  no_coastline: Pas de trait de côte à cette échelle
  legend:
    lost: Perdus
    found: Trouvés
    charter: Location
    other: Autres
charters:
  title: Locations de bateaux
  summary: Où vont les bateaux de la communauté, sur une carte et par date.
  region_title: "Locations\u00A0: {region}"
  region_summary: "Locations publiques dans la région {region}."
  vessel_title: "Locations\u00A0: {vessel}"
  vessel_summary: "Locations publiques à bord d’un bateau de type {vessel}."
  all: Toutes les locations
  by_region: Par région
  by_vessel: Par type de bateau
  regions: Régions
  vessel_types: Types de bateau
  ongoing: En cours
  upcoming: À venir
  past: Passées
  map_title: "Destinations des locations\u00A0: {title}"
  counted:
    one: "{count} location"
    other: "{count} locations"
  map_caption: "{counted} en cours ou à venir. La liste ci-dessous contient toutes les locations publiques."
  destinations_empty: Les destinations apparaissent ici dès que les capitaines ajoutent des lieux.
  unlocated:
    one: "{count} location n’a pas encore de position sur la carte\u00A0; elle figure dans la liste ci-dessous."
    other: "{count} locations n’ont pas encore de position sur la carte\u00A0; elles figurent dans la liste ci-dessous."
  unlisted_note: "Cette location n’est pas répertoriée\u00A0: elle n’apparaît dans aucune liste, carte ou flux, seules les personnes qui ont le lien la trouvent."
  not_placed: "La destination «\u00A0{destination}\u00A0» n’a pas pu être placée sur la carte."
  placed_at: "(placée à {place})"
  boat: Bateau
  vessel_type: Type de bateau
  captain: Capitaine
  destination: Destination
  near: Près de
  region: Région
  dates: Dates
  berths: Couchettes
  tags: Mots-clés
  nearest: Autres locations les plus proches
  where_goes: "Où va {name}"
  destination_caption: "Destination\u00A0: {destination}"
  row_boat: "Bateau\u00A0: {boat}"
  row_to: "Vers {destination}"
  row_berths:
    one: "{count} couchette"
    other: "{count} couchettes"
  feed_title: "Locations de bateaux · {site}"
  feed_description: Locations publiques en cours ou à venir, avec leur destination.
  feed_link: Locations de bateaux
  feed_aboard: "À bord de {boat}"
  feed_to: "vers {destination}"
  from: "À partir du {date}"
  until: "Jusqu’au {date}"
  dates_to_be_announced: Dates communiquées prochainement

"""##,
        "i18n/hr.yml": ##"""
# Waymarkove riječi na hrvatskom (docs/i18n.md). Isti ključevi kao en.yml.
# Množina po CLDR-u: one (1, 21, 101 …), few (2–4, 22–24 …), other (0, 5–20, 25 …).
# Imena mjesta ne sklanjaju se: "u blizini mjesta {place}", "od mjesta {place}".
meta:
  locale: hr_HR
  name: Hrvatski
page:
  skip_to_content: Preskoči na sadržaj
  main_navigation: Glavni izbornik
  languages: Jezici
  built_with: Izrađeno s Waymarkom
  sitemap: Karta weba
  feeds: Feedovi
  map: Karta
  map_data: Podaci karte (GeoJSON)
  report: Izvješće
  reports: Izvješća
  all_reports: Sva izvješća
  pages: Stranice
  nothing_published: Ovdje još ništa nije objavljeno. Stranice se pojavljuju čim se dodaju njihove Markdown datoteke.
  not_found_title: Stranica nije pronađena
  not_found_text: Na ovoj adresi nema stranice. Možda je premještena ili je poveznica pogrešno upisana.
  go_home: Idi na početnu stranicu
  no_map_location: Još nema položaja na karti.
  json_feed: JSON Feed
  atom: Atom
  away: "udaljeno {distance}"
  geonames_credit: "Sadrži podatke iz GeoNamesa (geonames.org), licencirane pod CC BY 4.0"
pager:
  label: Stranice ovog popisa
  status: "Stranica {number} od {count}"
  range: "({first}–{last} od {total})"
  first: Prva
  previous: Prethodna
  next: Sljedeća
  last: Zadnja
  title_suffix: " — stranica {number}"
pets:
  title: Izgubljeni i pronađeni ljubimci
  summary: Izgubljeni i pronađeni ljubimci iz svakog kvarta, na karti i u popisu.
  lead:
    one: "{count} aktivan oglas (izgubljeni: {lost}, pronađeni: {found})."
    few: "{count} aktivna oglasa (izgubljeni: {lost}, pronađeni: {found})."
    other: "{count} aktivnih oglasa (izgubljeni: {lost}, pronađeni: {found})."
  places: Mjesta
  place: Mjesto
  kind: Vrsta
  radius: Polumjer
  lost: Izgubljeni
  found: Pronađeni
  no_places: Još nema mjesta. Dodajte kvartove u data/places.yml kako bi svaki dobio svoju stranicu.
  every_open: "Svi aktivni oglasi:"
  near_title: "Izgubljeni i pronađeni ljubimci u blizini mjesta {place}"
  near_summary: "Izgubljeni i pronađeni ljubimci unutar {distance} od mjesta {place}."
  place_lead: "Izgubljeni: {lost}, pronađeni: {found} unutar {distance} od mjesta {place}."
  placed_at: "(smješteno na {place})"
  not_placed: "„{query}” nije bilo moguće smjestiti na kartu pa mu se ne može pridružiti nijedan ljubimac."
  lost_first: Najprije izgubljeni, najnoviji prvi
  pins_heading: Oznake na karti
  pet: Ljubimac
  status: Status
  distance: Udaljenost
  date: Datum
  position: Položaj
  date_unknown: Datum nepoznat
  empty_place: "Trenutačno nema izgubljenih ni pronađenih ljubimaca unutar {distance} od mjesta {place}. Oglasi se ovdje pojavljuju čim se dodaju."
  follow_place: "Pratite ovo mjesto:"
  counted:
    one: "{count} izgubljen ili pronađen ljubimac"
    few: "{count} izgubljena ili pronađena ljubimca"
    other: "{count} izgubljenih ili pronađenih ljubimaca"
  map_caption: "{counted} unutar {distance} od mjesta {place}. Iste oznake navedene su u nastavku."
  map_empty: "Trenutačno nema izgubljenih ni pronađenih ljubimaca unutar {distance}."
  map_description: "{counted} unutar {distance} od mjesta {place} ({tallies})."
  map_empty_description: "Nema izgubljenih ni pronađenih ljubimaca unutar {distance} od mjesta {place}. {message}"
  feed_title: "Izgubljeni i pronađeni ljubimci u blizini mjesta {place} · {site}"
  feed_description: "Izgubljeni i pronađeni ljubimci unutar {distance} od mjesta {place}: najprije izgubljeni, najnoviji prvi."
  feed_link: "Ljubimci u blizini mjesta {place}"
  index_feed_title: "Izgubljeni i pronađeni ljubimci · {site}"
  index_feed_description: "Svi aktivni oglasi o izgubljenim i pronađenim ljubimcima, najnoviji prvi."
  index_feed_link: Izgubljeni i pronađeni ljubimci
  index_map_title: Mjesta s izgubljenim i pronađenim ljubimcima
  index_pin_label: "{place}: izgubljeni {lost}, pronađeni {found} unutar {distance}"
  places_counted:
    one: "{count} mjesto"
    few: "{count} mjesta"
    other: "{count} mjesta"
  index_map_caption: "{counted} s aktivnim oglasima; svaka oznaka vodi na stranicu mjesta, kao i tablica u nastavku."
announcement:
  lost: Izgubljeno
  found: Pronađeno
  closed: Zatvoreno
  pet: ljubimac
  title: "{status}: {species} {name}"
  title_unnamed: "{status}: {species}"
  title_closed: "Zatvoreno: {species} {name}"
  title_closed_unnamed: "Zatvoreno: {species}"
  last_seen: "Posljednji put viđeno {date}"
  found_on: "Pronađeno {date}"
  name_unknown: Ime nepoznato
  photo_of: "Fotografija: {name}"
  photo_of_species: "Fotografija životinje ({species})"
  closed_notice: "Ovaj je oglas zatvoren: slučaj je riješen. Ostaje ovdje kako bi poveznice i dalje radile, ali se više ne prikazuje ni na jednoj karti, popisu ni feedu."
  shown_on: "Prikazano na:"
  name: Ime
  species: Vrsta
  breed: Pasmina
  colour: Boja
  where: Gdje
  near: U blizini
  contact: Kontakt
  where_found: "Gdje je pronađeno: {name}"
  where_last_seen: "Gdje je posljednji put viđeno: {name}"
  the_species: "životinja ({species})"
  summary_head: "{status}: {species} {name}"
  summary_head_unnamed: "{status}: {species}"
  summary_near: "{text}, u blizini: {address}."
  map_description: "Karta: {label} na {position}."
map:
  no_coastline_sentence: "Obala nije nacrtana: u ovom mjerilu ugrađena bi bila pomaknuta za više kilometara."
  and_more: "i još {count}"
  overview_description: "Karta: {counted} ({tallies})."
  empty: Na ovoj karti još nema ničega za prikaz.
  nearby_pins: Obližnje oznake (broj)
  within: "Unutar {distance}"
  great_circle_route: Ruta po velikoj kružnici
  coastlines_gshhg: "Obalne crte © GSHHG (LGPL)"
  places_geonames: "Mjesta: GeoNames (CC BY 4.0)"
  made_with_natural_earth: Izrađeno pomoću Natural Eartha
  no_coastline: Obala se u ovom mjerilu ne prikazuje
  legend:
    lost: Izgubljeni
    found: Pronađeni
    charter: Čarter
    other: Ostalo
charters:
  title: Čarteri
  summary: Kamo plove brodovi zajednice, na karti i po datumu.
  region_title: "Čarteri – {region}"
  region_summary: "Javni čarteri u regiji {region}."
  vessel_title: "Čarteri – {vessel}"
  vessel_summary: "Javni čarteri, vrsta plovila: {vessel}."
  all: Svi čarteri
  by_region: Po regiji
  by_vessel: Po vrsti plovila
  regions: Regije
  vessel_types: Vrste plovila
  ongoing: U tijeku
  upcoming: Nadolazeći
  past: Završeni
  map_title: "Odredišta čartera: {title}"
  counted:
    one: "{count} čarter"
    few: "{count} čartera"
    other: "{count} čartera"
  map_caption: "{counted} u tijeku ili uskoro. Popis u nastavku sadrži sve javne čartere."
  destinations_empty: Odredišta se ovdje pojavljuju čim skiperi dodaju lokacije.
  unlocated:
    one: "{count} čarter još nema položaj na karti; naveden je u popisu u nastavku."
    few: "{count} čartera još nemaju položaj na karti; navedeni su u popisu u nastavku."
    other: "{count} čartera još nema položaj na karti; navedeni su u popisu u nastavku."
  unlisted_note: "Ovaj čarter nije javno naveden: ne pojavljuje se ni na jednom popisu, karti ni feedu, pronaći ga mogu samo oni koji imaju poveznicu."
  not_placed: "Odredište „{destination}” nije bilo moguće smjestiti na kartu."
  placed_at: "(smješteno na {place})"
  boat: Brod
  vessel_type: Vrsta plovila
  captain: Skiper
  destination: Odredište
  near: U blizini
  region: Regija
  dates: Datumi
  berths: Ležajevi
  tags: Oznake
  nearest: Najbliži drugi čarteri
  where_goes: "Kamo plovi {name}"
  destination_caption: "Odredište: {destination}"
  row_boat: "Brod: {boat}"
  row_to: "Odredište: {destination}"
  row_berths:
    one: "{count} ležaj"
    few: "{count} ležaja"
    other: "{count} ležajeva"
  feed_title: "Čarteri · {site}"
  feed_description: Javni čarteri u tijeku ili uskoro, s odredištima.
  feed_link: Čarteri
  feed_aboard: "Brod {boat}"
  feed_to: "odredište {destination}"
  from: "Od {date}"
  until: "Do {date}"
  dates_to_be_announced: Datumi će biti objavljeni naknadno

"""##,
        "i18n/it.yml": ##"""
# Le parole di Waymark in italiano (docs/i18n.md). Le stesse chiavi di en.yml.
meta:
  locale: it_IT
  name: Italiano
page:
  skip_to_content: Vai al contenuto
  main_navigation: Menu principale
  languages: Lingue
  built_with: Realizzato con Waymark
  sitemap: Mappa del sito
  feeds: Feed
  map: Mappa
  map_data: Dati della mappa (GeoJSON)
  report: Resoconto
  reports: Resoconti
  all_reports: Tutti i resoconti
  pages: Pagine
  nothing_published: Qui non è ancora stato pubblicato nulla. Le pagine compaiono non appena vengono aggiunti i loro file Markdown.
  not_found_title: Pagina non trovata
  not_found_text: A questo indirizzo non c’è nessuna pagina. Potrebbe essere stata spostata, oppure il link contiene un errore di battitura.
  go_home: Vai alla pagina iniziale
  no_map_location: Ancora nessuna posizione sulla mappa.
  json_feed: JSON Feed
  atom: Atom
  away: "a {distance}"
  geonames_credit: "Contiene dati di GeoNames (geonames.org), con licenza CC BY 4.0"
pager:
  label: Pagine di questo elenco
  status: "Pagina {number} di {count}"
  range: "({first}–{last} di {total})"
  first: Prima
  previous: Precedente
  next: Successiva
  last: Ultima
  title_suffix: " — pagina {number}"
pets:
  title: Animali smarriti e ritrovati
  summary: Gli animali smarriti e ritrovati di ogni quartiere, su una mappa e in un elenco.
  lead:
    one: "{count} annuncio aperto (smarriti: {lost}, ritrovati: {found})."
    other: "{count} annunci aperti (smarriti: {lost}, ritrovati: {found})."
  places: Luoghi
  place: Luogo
  kind: Tipo
  radius: Raggio
  lost: Smarriti
  found: Ritrovati
  no_places: Ancora nessun luogo. Aggiungi i quartieri in data/places.yml per dare a ciascuno la sua pagina.
  every_open: "Tutti gli annunci aperti:"
  near_title: "Animali smarriti e ritrovati vicino a {place}"
  near_summary: "Animali smarriti e ritrovati entro {distance} da {place}."
  place_lead: "Smarriti: {lost}, ritrovati: {found} entro {distance} da {place}."
  placed_at: "(posizionato a {place})"
  not_placed: "Non è stato possibile collocare «{query}» sulla mappa, quindi non vi si può associare nessun animale."
  lost_first: Prima gli smarriti, dal più recente
  pins_heading: I segnaposto sulla mappa
  pet: Animale
  status: Stato
  distance: Distanza
  date: Data
  position: Posizione
  date_unknown: Data sconosciuta
  empty_place: "Al momento nessun animale smarrito o ritrovato entro {distance} da {place}. Gli annunci compaiono qui non appena vengono aggiunti."
  follow_place: "Segui questo luogo:"
  counted:
    one: "{count} animale smarrito o ritrovato"
    other: "{count} animali smarriti e ritrovati"
  map_caption: "{counted} entro {distance} da {place}. Gli stessi segnaposto sono elencati qui sotto."
  map_empty: "Al momento nessun animale smarrito o ritrovato entro {distance}."
  map_description: "{counted} entro {distance} da {place} ({tallies})."
  map_empty_description: "Nessun animale smarrito o ritrovato entro {distance} da {place}. {message}"
  feed_title: "Animali smarriti e ritrovati vicino a {place} · {site}"
  feed_description: "Animali smarriti e ritrovati entro {distance} da {place}: prima gli smarriti, dal più recente."
  feed_link: "Animali vicino a {place}"
  index_feed_title: "Animali smarriti e ritrovati · {site}"
  index_feed_description: "Tutti gli annunci aperti di animali smarriti e ritrovati, dal più recente."
  index_feed_link: Animali smarriti e ritrovati
  index_map_title: Luoghi con animali smarriti e ritrovati
  index_pin_label: "{place}: smarriti {lost}, ritrovati {found} entro {distance}"
  places_counted:
    one: "{count} luogo"
    other: "{count} luoghi"
  index_map_caption: "{counted} con i loro annunci aperti; ogni segnaposto porta alla pagina del luogo, come la tabella qui sotto."
announcement:
  lost: Smarrito
  found: Ritrovato
  closed: Chiuso
  pet: animale
  title: "{status}: {species} {name}"
  title_unnamed: "{status}: {species}"
  title_closed: "Chiuso: {species} {name}"
  title_closed_unnamed: "Chiuso: {species}"
  last_seen: "Visto l’ultima volta il {date}"
  found_on: "Ritrovato il {date}"
  name_unknown: Nome sconosciuto
  photo_of: "Foto di {name}"
  photo_of_species: "Foto dell’animale ({species})"
  closed_notice: "Questo annuncio è chiuso: il caso è risolto. Resta qui perché i link continuino a funzionare, ma non compare più su nessuna mappa, elenco o feed."
  shown_on: "Compare in:"
  name: Nome
  species: Specie
  breed: Razza
  colour: Colore
  where: Dove
  near: Vicino a
  contact: Contatto
  where_found: "Dove è stato ritrovato: {name}"
  where_last_seen: "Dove è stato visto l’ultima volta: {name}"
  the_species: "l’animale ({species})"
  summary_head: "{status}: {species} {name}"
  summary_head_unnamed: "{status}: {species}"
  summary_near: "{text} vicino a {address}."
  map_description: "Mappa: {label} a {position}."
map:
  no_coastline_sentence: "La linea di costa non viene disegnata: a questa scala quella incorporata sarebbe spostata di chilometri."
  and_more: "e altri {count}"
  overview_description: "Mappa: {counted} ({tallies})."
  empty: Ancora niente da mostrare su questa mappa.
  nearby_pins: Segnaposto vicini (numero)
  within: "Entro {distance}"
  great_circle_route: Rotta ortodromica
  coastlines_gshhg: "Linee di costa © GSHHG (LGPL)"
  places_geonames: "Località: GeoNames (CC BY 4.0)"
  made_with_natural_earth: Realizzato con Natural Earth
  no_coastline: Nessuna linea di costa a questa scala
  legend:
    lost: Smarriti
    found: Ritrovati
    charter: Charter
    other: Altro
charters:
  title: Charter
  summary: Dove vanno le barche della comunità, su una mappa e per data.
  region_title: "Charter: {region}"
  region_summary: "Charter pubblici nella regione {region}."
  vessel_title: "Charter: {vessel}"
  vessel_summary: "Charter pubblici, tipo di imbarcazione: {vessel}."
  all: Tutti i charter
  by_region: Per regione
  by_vessel: Per tipo di imbarcazione
  regions: Regioni
  vessel_types: Tipi di imbarcazione
  ongoing: In corso
  upcoming: In arrivo
  past: Conclusi
  map_title: "Destinazioni dei charter: {title}"
  counted:
    one: "{count} charter"
    other: "{count} charter"
  map_caption: "{counted} in corso o in arrivo. L’elenco qui sotto contiene tutti i charter pubblici."
  destinations_empty: Le destinazioni compaiono qui non appena gli skipper aggiungono i luoghi.
  unlocated:
    one: "{count} charter non ha ancora una posizione sulla mappa; è nell’elenco qui sotto."
    other: "{count} charter non hanno ancora una posizione sulla mappa; sono nell’elenco qui sotto."
  unlisted_note: "Questo charter non è elencato: non compare in nessun elenco, mappa o feed, lo trova solo chi ha il link."
  not_placed: "Non è stato possibile collocare la destinazione «{destination}» sulla mappa."
  placed_at: "(posizionato a {place})"
  boat: Barca
  vessel_type: Tipo di imbarcazione
  captain: Skipper
  destination: Destinazione
  near: Vicino a
  region: Regione
  dates: Date
  berths: Posti letto
  tags: Etichette
  nearest: Altri charter più vicini
  where_goes: "Dove va {name}"
  destination_caption: "Destinazione: {destination}"
  row_boat: "Barca: {boat}"
  row_to: "Verso {destination}"
  row_berths:
    one: "{count} posto letto"
    other: "{count} posti letto"
  feed_title: "Charter · {site}"
  feed_description: Charter pubblici in corso o in arrivo, con le loro destinazioni.
  feed_link: Charter
  feed_aboard: "A bordo di {boat}"
  feed_to: "verso {destination}"
  from: "Inizio: {date}"
  until: "Fine: {date}"
  dates_to_be_announced: Date da definire

"""##,
        "i18n/sv.yml": ##"""
# Waymarks egna ord på svenska (docs/i18n.md). Samma nycklar som en.yml.
meta:
  locale: sv_SE
  name: Svenska
page:
  skip_to_content: Hoppa till innehållet
  main_navigation: Huvudmeny
  languages: Språk
  built_with: Byggd med Waymark
  sitemap: Webbplatskarta
  feeds: Flöden
  map: Karta
  map_data: Kartdata (GeoJSON)
  report: Rapport
  reports: Rapporter
  all_reports: Alla rapporter
  pages: Sidor
  nothing_published: Här har inget publicerats ännu. Sidorna dyker upp när deras Markdown-filer har lagts till.
  not_found_title: Sidan hittades inte
  not_found_text: Det finns ingen sida på den här adressen. Den kan ha flyttats, eller så är länken felskriven.
  go_home: Gå till startsidan
  no_map_location: Ingen kartposition ännu.
  json_feed: JSON Feed
  atom: Atom
  away: "{distance} bort"
  geonames_credit: "Innehåller data från GeoNames (geonames.org), licensierad under CC BY 4.0"
pager:
  label: Sidor i listan
  status: "Sida {number} av {count}"
  range: "({first}–{last} av {total})"
  first: Första
  previous: Föregående
  next: Nästa
  last: Sista
  title_suffix: " — sida {number}"
pets:
  title: Försvunna och upphittade husdjur
  summary: Försvunna och upphittade husdjur i varje område, på en karta och i en lista.
  lead:
    one: "{count} aktiv annons (försvunna: {lost}, upphittade: {found})."
    other: "{count} aktiva annonser (försvunna: {lost}, upphittade: {found})."
  places: Platser
  place: Plats
  kind: Typ
  radius: Radie
  lost: Försvunna
  found: Upphittade
  no_places: Inga platser ännu. Lägg till områden i data/places.yml så får varje område en egen sida.
  every_open: "Alla aktiva annonser:"
  near_title: "Försvunna och upphittade husdjur nära {place}"
  near_summary: "Försvunna och upphittade husdjur inom {distance} från {place}."
  place_lead: "Försvunna: {lost}, upphittade: {found} inom {distance} från {place}."
  placed_at: "(placerad vid {place})"
  not_placed: "”{query}” kunde inte placeras på kartan, så inga husdjur kan kopplas till platsen."
  lost_first: Försvunna först, nyaste först
  pins_heading: Markeringarna på kartan
  pet: Djur
  status: Status
  distance: Avstånd
  date: Datum
  position: Position
  date_unknown: Datum okänt
  empty_place: "Inga försvunna eller upphittade husdjur inom {distance} från {place} just nu. Annonser visas här så snart de läggs till."
  follow_place: "Följ den här platsen:"
  counted:
    one: "{count} försvunnet eller upphittat husdjur"
    other: "{count} försvunna och upphittade husdjur"
  map_caption: "{counted} inom {distance} från {place}. Samma markeringar listas nedan."
  map_empty: "Inga försvunna eller upphittade husdjur inom {distance} just nu."
  map_description: "{counted} inom {distance} från {place} ({tallies})."
  map_empty_description: "Inga försvunna eller upphittade husdjur inom {distance} från {place}. {message}"
  feed_title: "Försvunna och upphittade husdjur nära {place} · {site}"
  feed_description: "Försvunna och upphittade husdjur inom {distance} från {place}: försvunna först, nyaste först."
  feed_link: "Husdjur nära {place}"
  index_feed_title: "Försvunna och upphittade husdjur · {site}"
  index_feed_description: "Alla aktiva annonser om försvunna och upphittade husdjur, nyaste först."
  index_feed_link: Försvunna och upphittade husdjur
  index_map_title: Platser med försvunna och upphittade husdjur
  index_pin_label: "{place}: försvunna {lost}, upphittade {found} inom {distance}"
  places_counted:
    one: "{count} plats"
    other: "{count} platser"
  index_map_caption: "{counted} med sina aktiva annonser; varje markering länkar till platsens sida, liksom tabellen nedan."
announcement:
  lost: Försvunnen
  found: Upphittad
  closed: Avslutad
  pet: husdjur
  title: "{status} {species}: {name}"
  title_unnamed: "{status} {species}"
  title_closed: "Avslutad: {species} {name}"
  title_closed_unnamed: "Avslutad: {species}"
  last_seen: "Senast sedd {date}"
  found_on: "Upphittad {date}"
  name_unknown: Namn okänt
  photo_of: "Foto på {name}"
  photo_of_species: "Foto på djuret ({species})"
  closed_notice: "Den här annonsen är avslutad: ärendet är klart. Den finns kvar så att länkar fortsätter att fungera, men visas inte längre på någon karta, i någon lista eller i något flöde."
  shown_on: "Visas på:"
  name: Namn
  species: Art
  breed: Ras
  colour: Färg
  where: Var
  near: Nära
  contact: Kontakt
  where_found: "Där {name} hittades"
  where_last_seen: "Där {name} senast sågs"
  the_species: "djuret ({species})"
  summary_head: "{status} {species} {name}"
  summary_head_unnamed: "{status} {species}"
  summary_near: "{text} nära {address}."
  map_description: "Karta över {label} vid {position}."
map:
  no_coastline_sentence: "Ingen kustlinje ritas: i den här skalan skulle den inbyggda hamna flera kilometer fel."
  and_more: "och {count} till"
  overview_description: "Karta över {counted} ({tallies})."
  empty: Inget att visa på kartan ännu.
  nearby_pins: Närliggande markeringar (antal)
  within: "Inom {distance}"
  great_circle_route: Storcirkelrutt
  coastlines_gshhg: "Kustlinjer © GSHHG (LGPL)"
  places_geonames: "Platser: GeoNames (CC BY 4.0)"
  made_with_natural_earth: Gjord med Natural Earth
  no_coastline: Ingen kustlinje i den här skalan
  legend:
    lost: Försvunna
    found: Upphittade
    charter: Charter
    other: Övriga
charters:
  title: Charter
  summary: Vart gemenskapens båtar är på väg, på en karta och efter datum.
  region_title: "Charter i {region}"
  region_summary: "Offentliga charterresor i området {region}."
  vessel_title: "Charter med {vessel}"
  vessel_summary: "Offentliga charterresor med {vessel}."
  all: Alla charterresor
  by_region: Efter område
  by_vessel: Efter båttyp
  regions: Områden
  vessel_types: Båttyper
  ongoing: Pågår
  upcoming: Kommande
  past: Avslutade
  map_title: "Charterresornas mål: {title}"
  counted:
    one: "{count} charterresa"
    other: "{count} charterresor"
  map_caption: "{counted} pågår eller väntar. Listan nedan har alla offentliga charterresor."
  destinations_empty: Resmålen visas här när skepparna har lagt till platser.
  unlocated:
    one: "{count} charterresa har ingen kartposition ännu; den listas nedan."
    other: "{count} charterresor har ingen kartposition ännu; de listas nedan."
  unlisted_note: "Den här charterresan är olistad: den visas inte i någon lista, på någon karta eller i något flöde, bara den som har länken hittar hit."
  not_placed: "Resmålet ”{destination}” kunde inte placeras på kartan."
  placed_at: "(placerad vid {place})"
  boat: Båt
  vessel_type: Båttyp
  captain: Skeppare
  destination: Resmål
  near: Nära
  region: Område
  dates: Datum
  berths: Kojplatser
  tags: Taggar
  nearest: Närmaste andra charterresor
  where_goes: "Vart {name} går"
  destination_caption: "Resmål: {destination}"
  row_boat: "Båt: {boat}"
  row_to: "Till {destination}"
  row_berths:
    one: "{count} kojplats"
    other: "{count} kojplatser"
  feed_title: "Charter · {site}"
  feed_description: Offentliga charterresor som pågår eller väntar, och vart de går.
  feed_link: Charter
  feed_aboard: "Ombord på {boat}"
  feed_to: "till {destination}"
  from: "Från {date}"
  until: "Till och med {date}"
  dates_to_be_announced: Datum meddelas senare

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
<p class="empty">{{t.page.nothing_published}}</p>
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
  <span class="meta">{{#start}}<time datetime="{{start}}">{{dates}}</time>{{/start}}{{^start}}{{dates}}{{/start}}{{#distance}} · {{distanceAway}}{{/distance}}</span>
  <span class="facts">{{#boatLabel}}<span>{{boatLabel}}</span>{{/boatLabel}}{{#vesselType}}<span>{{vesselType}}</span>{{/vesselType}}{{#toLabel}}<span>{{toLabel}}</span>{{/toLabel}}{{#region}}<span>{{region}}</span>{{/region}}{{#berthsLabel}}<span>{{berthsLabel}}</span>{{/berthsLabel}}{{#noLocation}}<span class="badge badge-muted">{{t.page.no_map_location}}</span>{{/noLocation}}</span>
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
    <p>{{site.title}} · {{t.page.built_with}} · <a href="{{siteRoot}}sitemap.xml">{{t.page.sitemap}}</a></p>
    {{#attribution}}
    <p class="attribution">{{attribution}}</p>
    {{/attribution}}
    {{#hasFeeds}}
    <p>{{t.page.feeds}}: {{#feeds}}<a href="{{url}}" type="{{type}}">{{title}}</a> {{/feeds}}</p>
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
{{#alternates}}
<link rel="alternate" hreflang="{{hreflang}}" href="{{href}}">
{{/alternates}}
{{> partials/pager-links}}
<link rel="stylesheet" href="{{stylesheet}}">
<link rel="icon" href="{{root}}favicon.svg" type="image/svg+xml">
{{> partials/feeds}}

"""##,
        "partials/header.mustache": ##"""
<header class="site-header">
  <div class="container header-inner">
    <a class="site-title" href="{{homeURL}}">{{site.title}}</a>
    <nav class="site-nav" aria-label="{{t.page.main_navigation}}">
      <ul>
        {{#nav}}
        <li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>
        {{/nav}}
      </ul>
    </nav>
{{> partials/languages}}
  </div>
</header>

"""##,
        "partials/languages.mustache": ##"""
{{#hasLanguages}}
    <nav class="site-languages" aria-label="{{t.page.languages}}">
      <ul>
        {{#languages}}
        <li><a href="{{url}}" lang="{{code}}" hreflang="{{code}}"{{#current}} aria-current="true"{{/current}}>{{name}}</a></li>
        {{/languages}}
      </ul>
    </nav>
{{/hasLanguages}}

"""##,
        "partials/map.mustache": ##"""
{{#map}}
<figure class="map">
  <div class="map-scroll" tabindex="0" role="region" aria-label="{{t.page.map}}">
  {{{svg}}}
  </div>
  {{#caption}}
  <figcaption>{{caption}}{{#geojson}} <a class="data-link" href="{{geojson}}" type="application/geo+json">{{t.page.map_data}}</a>{{/geojson}}</figcaption>
  {{/caption}}
  {{^caption}}
  {{#geojson}}
  <figcaption><a class="data-link" href="{{geojson}}" type="application/geo+json">{{t.page.map_data}}</a></figcaption>
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
<nav class="pager" aria-label="{{t.pager.label}}">
  <p class="pager-status">{{pager.label}} <span class="pager-range">{{pager.rangeLabel}}</span></p>
  <ul class="pager-links">
    <li>{{#pager.firstURL}}<a href="{{pager.firstURL}}">{{t.pager.first}}</a>{{/pager.firstURL}}{{^pager.firstURL}}<span aria-disabled="true">{{t.pager.first}}</span>{{/pager.firstURL}}</li>
    <li>{{#pager.previousURL}}<a href="{{pager.previousURL}}" rel="prev">{{t.pager.previous}}</a>{{/pager.previousURL}}{{^pager.previousURL}}<span aria-disabled="true">{{t.pager.previous}}</span>{{/pager.previousURL}}</li>
    <li>{{#pager.nextURL}}<a href="{{pager.nextURL}}" rel="next">{{t.pager.next}}</a>{{/pager.nextURL}}{{^pager.nextURL}}<span aria-disabled="true">{{t.pager.next}}</span>{{/pager.nextURL}}</li>
    <li>{{#pager.lastURL}}<a href="{{pager.lastURL}}">{{t.pager.last}}</a>{{/pager.lastURL}}{{^pager.lastURL}}<span aria-disabled="true">{{t.pager.last}}</span>{{/pager.lastURL}}</li>
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
    <p class="meta">{{#date}}<time datetime="{{date}}">{{dateLabel}}</time>{{/date}}{{^date}}{{t.pets.date_unknown}}{{/date}}{{#distance}} · {{distanceAway}}{{/distance}}</p>
  </div>
</li>

"""##,
        "pets.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing pets">
<header class="page-header">
  <h1>{{page.title}}</h1>
  <p class="lead">{{lead}}</p>
</header>
{{> partials/map}}
{{#hasPlaces}}
<div class="table-scroll" id="places" tabindex="0" role="region" aria-label="{{t.pets.places}}">
<table class="places-table">
  <thead><tr><th>{{t.pets.place}}</th><th>{{t.pets.kind}}</th><th class="num">{{t.pets.radius}}</th><th class="num">{{t.pets.lost}}</th><th class="num">{{t.pets.found}}</th></tr></thead>
  <tbody>
    {{#places}}
    <tr><td><a href="{{url}}">{{name}}</a>{{#noLocation}} <span class="badge badge-muted">{{t.page.no_map_location}}</span>{{/noLocation}}</td><td>{{kind}}</td><td class="num">{{radius}}</td><td class="num">{{lost}}</td><td class="num">{{found}}</td></tr>
    {{/places}}
  </tbody>
</table>
</div>
{{/hasPlaces}}
{{^hasPlaces}}
<p class="empty">{{t.pets.no_places}}</p>
{{/hasPlaces}}
<p class="more">{{t.pets.every_open}} <a href="{{feedURL}}" type="application/feed+json">{{t.page.json_feed}}</a> · <a href="{{atomURL}}" type="application/atom+xml">{{t.page.atom}}</a></p>
</section>
{{/main}}
{{/base}}

"""##,
        "place.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing place">
<header class="page-header">
  <p class="eyebrow"><a href="{{petsURL}}">{{t.pets.title}}</a></p>
  <h1>{{page.title}}</h1>
  <p class="lead">{{lead}}</p>
</header>
{{> partials/map}}
{{#noLocation}}
<p class="no-location">{{t.page.no_map_location}}{{#notPlaced}} {{notPlaced}}{{/notPlaced}}</p>
{{/noLocation}}
<div id="pets-list">
{{#hasCards}}
<h2>{{t.pets.lost_first}}</h2>
<ul class="pet-cards">
  {{#cards}}
  {{> partials/pet-card}}
  {{/cards}}
</ul>
<h2 id="pins-heading">{{t.pets.pins_heading}}</h2>
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="pins-heading">
<table class="pins-table" aria-labelledby="pins-heading">
  <thead><tr><th>{{t.pets.pet}}</th><th>{{t.pets.status}}</th><th class="num key">{{t.pets.distance}}</th><th>{{t.pets.date}}</th><th>{{t.pets.position}}</th></tr></thead>
  <tbody>
    {{#pins}}
    <tr><td><a href="{{url}}">{{name}}</a> ({{species}})</td><td>{{statusLabel}}</td><td class="num key">{{distance}}</td><td>{{#date}}<time datetime="{{date}}">{{date}}</time>{{/date}}</td><td>{{coordinate}}</td></tr>
    {{/pins}}
  </tbody>
</table>
</div>
{{/hasCards}}
{{^hasCards}}
<p class="empty">{{emptyMessage}}</p>
{{/hasCards}}
</div>
<p class="more">{{t.pets.follow_place}} <a href="{{placeFeedURL}}" type="application/feed+json">{{t.page.json_feed}}</a> · <a href="{{placeAtomURL}}" type="application/atom+xml">{{t.page.atom}}</a></p>
</section>
{{/main}}
{{/base}}

"""##,
        "report.mustache": ##"""
{{<base}}
{{$main}}
<article class="prose report">
<p class="eyebrow">{{t.page.report}}</p>
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
.site-nav ul, .site-languages ul {
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
}
.site-nav a, .site-languages a {
  display: block;
  padding: 0.35rem 0.75rem;
  border-radius: 999px;
  color: var(--muted);
  text-decoration: none;
}
.site-nav a:hover { color: var(--text); background: var(--accent-soft); }
.site-nav a[aria-current="page"] { color: var(--accent-strong); background: var(--accent-soft); font-weight: 600; }
.site-languages a { font-size: 0.9rem; }
.site-languages a:hover { color: var(--text); background: var(--accent-soft); }
.site-languages a[aria-current="true"] { color: var(--accent-strong); font-weight: 600; }

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
   and pins stay legible), panning sideways inside a box that shows there is more, and opened on
   the data (the SVG's data-focus pixel) by one line of script at the end of base.mustache. */
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
