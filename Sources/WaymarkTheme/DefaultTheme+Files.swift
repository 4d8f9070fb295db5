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
<p class="eyebrow"><a href="{{airport.airportsURL}}">{{t.airports.title}}</a> · <a href="{{airport.countryURL}}">{{airport.country}}</a></p>
<header class="page-header">
  <h1>{{airport.ident}} · {{airport.name}}</h1>
  <p class="lead">{{airport.lead}}</p>
</header>
<div class="airport-summary">
{{> partials/map}}
<dl class="airport-identity">
  {{#airport.isICAO}}<dt>{{t.airports.icao}}</dt> <dd>{{airport.code}}</dd>{{/airport.isICAO}}
  {{^airport.isICAO}}<dt>{{t.airports.ident}}</dt> <dd>{{airport.ident}} <span class="meta">{{t.airports.no_icao}}</span></dd>{{/airport.isICAO}}
  {{#airport.iata}}<dt>{{t.airports.iata}}</dt> <dd>{{airport.iata}}</dd>{{/airport.iata}}
  <dt>{{t.airports.name}}</dt> <dd>{{airport.name}}</dd>
  {{#airport.municipality}}<dt>{{t.airports.municipality}}</dt> <dd>{{airport.municipality}}</dd>{{/airport.municipality}}
  <dt>{{t.airports.country}}</dt> <dd>{{airport.country}} ({{airport.countryCode}})</dd>
  {{#airport.region}}<dt>{{t.airports.region}}</dt> <dd>{{airport.region}}</dd>{{/airport.region}}
  {{#airport.elevationFt}}<dt>{{t.airports.elevation}}</dt> <dd>{{airport.elevation}}</dd>{{/airport.elevationFt}}
  {{#airport.latitude}}<dt>{{t.airports.position}}</dt> <dd>{{airport.latitude}}, {{airport.longitude}}</dd>{{/airport.latitude}}
  <dt>{{t.airports.fuel}}</dt> <dd class="fact-fuel">{{facts.fuel}}</dd>
  <dt>{{t.airports.point_of_entry}}</dt> <dd class="fact-entry">{{facts.pointOfEntry}}{{#facts.borderCrossings}} ({{facts.borderCrossings}}){{/facts.borderCrossings}}</dd>
  <dt>{{t.airports.longest_runway}}</dt> <dd>{{facts.longestRunway}}</dd>
  <dt>{{t.airports.hard_runway}}</dt> <dd>{{facts.hasHardRunway}}</dd>
  <dt>{{t.airports.best_approach}}</dt> <dd>{{facts.bestApproach}}</dd>
  <dt>{{t.airports.sources}}</dt> <dd>{{airport.sources}}</dd>
</dl>
</div>

<h2 id="runways">{{t.airports.runways}}</h2>
{{#hasRunways}}
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="runways">
<table class="runways">
<thead><tr><th>{{t.airports.runway}}</th><th class="num">{{t.airports.length_ft}}</th><th class="num">{{t.airports.length_m}}</th><th class="num">{{t.airports.width_ft}}</th><th class="num">{{t.airports.width_m}}</th><th>{{t.airports.surface}}</th><th>{{t.airports.hard_soft}}</th><th>{{t.airports.lighted}}</th><th class="key">{{t.airports.status}}</th></tr></thead>
<tbody>
{{#runways}}
<tr><td>{{designator}}</td><td class="num">{{lengthFt}}</td><td class="num">{{lengthM}}</td><td class="num">{{widthFt}}</td><td class="num">{{widthM}}</td><td>{{surface}}</td><td>{{surfaceClass}}</td><td>{{lighted}}</td><td class="key">{{status}}</td></tr>
{{/runways}}
</tbody>
</table>
</div>
<p class="source">{{airport.runwaySourceText}}</p>
{{/hasRunways}}
{{^hasRunways}}<p class="empty">{{t.airports.no_runways}}</p>{{/hasRunways}}

<h2 id="procedures">{{t.airports.procedures}}</h2>
{{#hasProcedures}}
{{#procedureGroups}}
<h3>{{title}}</h3>
<div class="table-scroll" tabindex="0" role="region" aria-label="{{title}}">
<table class="procedures">
<thead><tr><th>{{t.airports.procedure}}</th><th>{{t.airports.runway}}</th><th>{{t.airports.type}}</th><th>{{t.airports.category}}</th></tr></thead>
<tbody>
{{#procedures}}
<tr><td>{{name}}</td><td>{{runway}}</td><td>{{approachType}}</td><td>{{category}}</td></tr>
{{/procedures}}
</tbody>
</table>
</div>
{{/procedureGroups}}
{{/hasProcedures}}
{{^hasProcedures}}<p class="empty">{{t.airports.no_procedures}}</p>{{/hasProcedures}}

{{#hasAIP}}
<h2 id="aip">{{t.airports.aip}}</h2>
{{#aipSections}}
<h3>{{section}}</h3>
<dl class="aip-entries">
{{#entries}}
  <dt>{{field}}</dt> <dd>{{value}}</dd>
{{/entries}}
</dl>
{{/aipSections}}
{{/hasAIP}}

<h2 id="nearest">{{t.airports.nearest}}</h2>
{{#hasNearest}}
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="nearest">
<table class="nearest">
<thead><tr><th>{{t.airports.code}}</th><th>{{t.airports.name}}</th><th>{{t.airports.type}}</th><th class="num key">{{t.airports.distance_nm}}</th><th class="num">{{t.airports.bearing}}</th></tr></thead>
<tbody>
{{#nearest}}
<tr><td>{{> partials/airport-code}}</td><td>{{name}}</td><td>{{type}}</td><td class="num key">{{distanceNM}}</td><td class="num">{{bearing}}</td></tr>
{{/nearest}}
</tbody>
</table>
</div>
{{/hasNearest}}
{{^hasNearest}}<p class="empty">{{t.airports.no_nearest}}</p>{{/hasNearest}}
</article>
{{/main}}
{{/base}}

"""##,
        "airports.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing airports-index">
{{> partials/page-header}}
<p class="lead">{{lead}}</p>
{{> partials/map}}
<div class="table-scroll" id="countries" tabindex="0" role="region" aria-label="{{t.airports.countries}}">
<table class="airport-countries">
<thead><tr><th>{{t.airports.country}}</th><th>{{t.airports.code}}</th><th class="num">{{t.airports.airports}}</th></tr></thead>
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
  {{#facts}}<dt>{{label}}</dt> <dd>{{value}}</dd>
  {{/facts}}
</dl>
{{#hasDescription}}
<section class="description">
{{{description}}}
</section>
{{/hasDescription}}
{{#posterURL}}
<p class="poster-link"><a href="{{posterURL}}">{{t.announcement.print_poster}}</a></p>
{{/posterURL}}
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
{{$head}}
{{/head}}
</head>
<body class="kind-{{page.kind}}">
<a class="skip-link" href="#main">{{t.page.skip_to_content}}</a>
{{> partials/header}}
<main id="main" class="container"{{#searchable}} data-pagefind-body{{/searchable}}>
{{$main}}{{/main}}
</main>
{{> partials/footer}}
<script>for (const m of document.querySelectorAll(".map-scroll")) { const s = m.querySelector("svg[data-focus]"); if (!s) continue; const x = parseFloat(s.getAttribute("data-focus")) * s.getBoundingClientRect().width / s.viewBox.baseVal.width; m.scrollLeft = x - m.clientWidth / 2; }</script>
{{#site.search}}
{{$scripts}}
{{/scripts}}
<script src="{{root}}search/waymark-search.js" defer></script>
{{/site.search}}
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
  {{#charter.boat}}<dt>{{t.charters.boat}}</dt> <dd>{{charter.boat}}</dd>{{/charter.boat}}
  {{#charter.vesselType}}<dt>{{t.charters.vessel_type}}</dt> <dd>{{#charter.vesselURL}}<a href="{{charter.vesselURL}}">{{charter.vesselType}}</a>{{/charter.vesselURL}}{{^charter.vesselURL}}{{charter.vesselType}}{{/charter.vesselURL}}</dd>{{/charter.vesselType}}
  {{#charter.captain}}<dt>{{t.charters.captain}}</dt> <dd>{{charter.captain}}</dd>{{/charter.captain}}
  {{#charter.destination}}<dt>{{t.charters.destination}}</dt> <dd>{{charter.destination}}{{#charter.placedAt}} <span class="meta">{{charter.placedAt}}</span>{{/charter.placedAt}}</dd>{{/charter.destination}}
  {{#charter.near}}<dt>{{t.charters.near}}</dt> <dd>{{charter.near}}</dd>{{/charter.near}}
  {{#charter.region}}<dt>{{t.charters.region}}</dt> <dd>{{#charter.regionURL}}<a href="{{charter.regionURL}}">{{charter.region}}</a>{{/charter.regionURL}}{{^charter.regionURL}}{{charter.region}}{{/charter.regionURL}}</dd>{{/charter.region}}
  <dt>{{t.charters.dates}}</dt> <dd>{{charter.dates}}</dd>
  {{#charter.berths}}<dt>{{t.charters.berths}}</dt> <dd>{{charter.berths}}</dd>{{/charter.berths}}
  {{#charter.hasTags}}<dt>{{t.charters.tags}}</dt> <dd>{{#charter.tags}}<span class="tag">{{.}}</span> {{/charter.tags}}</dd>{{/charter.hasTags}}
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
{{#calendarURL}}
<p class="more"><a href="{{calendarURL}}" type="text/calendar">{{t.charters.calendar_link}}</a></p>
{{/calendarURL}}
</section>
{{/main}}
{{/base}}

"""##,
        "country.mustache": ##"""
{{<base}}
{{$main}}
<section class="airports-country">
<p class="eyebrow"><a href="{{country.airportsURL}}">{{t.airports.title}}</a></p>
{{> partials/page-header}}
{{> partials/map}}
{{#country.mapURL}}
<p class="more"><a href="{{country.mapURL}}">{{country.mapLink}}</a></p>
{{/country.mapURL}}
<h2 id="airport-table">{{country.heading}}</h2>
{{#hasAirports}}
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="airport-table">
<table class="airport-table">
<thead><tr><th>{{t.airports.code}}</th><th>{{t.airports.iata}}</th><th>{{t.airports.name}}</th><th>{{t.airports.type}}</th><th>{{t.airports.municipality}}</th><th class="num">{{t.airports.longest_runway_ft}}</th><th>{{t.airports.best_approach}}</th><th>{{t.airports.legend}}</th></tr></thead>
<tbody>
{{#airports}}
<tr><td>{{> partials/airport-code}}</td><td>{{iata}}</td><td>{{name}}</td><td>{{type}}</td><td>{{municipality}}</td><td class="num">{{longestRunwayFt}}</td><td>{{bestApproach}}</td><td>{{legendKey}}</td></tr>
{{/airports}}
</tbody>
</table>
</div>
<p class="meta">{{t.airports.code_note}} <span class="ident-local">{{t.airports.code_note_grey}}</span> {{t.airports.code_note_rest}}</p>
{{> partials/pager}}
{{/hasAirports}}
{{^hasAirports}}
<p class="empty">{{t.airports.country_empty}}</p>
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
  status: Status
  date: Datum
  date_unknown: Datum unbekannt
  filter_label: "Liste und Karte filtern"
  filter_all: "Alle"
  filter_other: "Andere"
  filter_empty: "Keine Tiere hier passen zu diesen Filtern."
  filter_empty_places: "Kein Ort hat Tiere, die zu diesen Filtern passen."
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
  print_poster: "Plakat drucken"
  poster_title: "Plakat: {title}"
  poster_scan: "Scannen für Foto, Karte und Neuigkeiten:"
  species_names:
    cat: "Katze"
    dog: "Hund"
    rabbit: "Kaninchen"
    bird: "Vogel"
    ferret: "Frettchen"
    guinea_pig: "Meerschweinchen"
    hamster: "Hamster"
    parrot: "Papagei"
    tortoise: "Schildkröte"
    horse: "Pferd"
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
    large_airport: "Großer Flughafen"
    medium_airport: "Mittlerer Flughafen"
    small_airport: "Kleiner Flugplatz"
    heliport: "Hubschrauberlandeplatz"
    seaplane_base: "Wasserflugplatz"
    closed: "Geschlossen"
    precision: "Präzisionsanflug"
    non-precision: "Nichtpräzisionsanflug"
    none: "Kein Instrumentenanflug"
    under-3000ft: "Piste unter 3.000 ft"
    3000-5999ft: "3.000–5.999 ft"
    6000-8999ft: "6.000–8.999 ft"
    9000ft-plus: "9.000 ft und länger"
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
  calendar_title: "{title} · {site}"
  calendar_link: Zum Kalender hinzufügen (iCal)
  feed_aboard: "An Bord der {boat}"
  feed_to: "nach {destination}"
  from: "Ab {date}"
  until: "Bis {date}"
  dates_to_be_announced: Termine folgen
airports:
  title: "Flugplätze"
  index_lead:
    one: "{airports} in {count} Land. Wählen Sie ein Land für seine Karte und Liste."
    other: "{airports} in {count} Ländern. Wählen Sie ein Land für seine Karte und Liste."
  counted:
    one: "{count} Flugplatz"
    other: "{count} Flugplätze"
  countries_counted:
    one: "{count} Land"
    other: "{count} Länder"
  countries: "Länder"
  country: "Land"
  code: "Code"
  airports: "Flugplätze"
  index_map_title: "Länder mit Flugplätzen"
  index_pin_label: "{country}: {counted}"
  index_map_caption: "{counted}, jeweils am zentralsten Flugplatz und mit Link zur eigenen Seite, wie auch die Tabelle unten."
  country_title: "Flugplätze: {country}"
  country_heading:
    one: "{count} Flugplatz"
    other: "{count} Flugplätze"
  country_map_link:
    one: "Karte des {count} Flugplatzes: {country}"
    other: "Karte aller {count} Flugplätze: {country}"
  country_map_title: "Flugplätze: {country}"
  country_map_caption:
    one: "{count} Flugplatz ({country}), eingefärbt nach {legend}"
    other: "{count} Flugplätze ({country}), eingefärbt nach {legend}"
  country_empty: "Für dieses Land sind keine Flugplätze der Arten verzeichnet, die diese Website veröffentlicht."
  code_note: "Code: die ICAO-Ortskennung;"
  code_note_grey: "graue Codes"
  code_note_rest: "sind OurAirports-Kennungen von Flugplätzen ohne eine solche. Nach Name sortiert."
  ident_local: "OurAirports-Kennung: kein ICAO-Code"
  iata: "IATA"
  name: "Name"
  type: "Art"
  municipality: "Ort"
  longest_runway_ft: "Längste Piste (ft)"
  best_approach: "Bester Anflug"
  legend: "Legende"
  legend_title:
    airportType: "Flugplatzart"
    procedurePrecision: "bestem Instrumentenanflug"
    runwayLength: "längster Piste"
    country: "Land"
    category: "Kategorie"
  types:
    large_airport: "Großer Flughafen"
    medium_airport: "Mittlerer Flughafen"
    small_airport: "Kleiner Flugplatz"
    heliport: "Hubschrauberlandeplatz"
    seaplane_base: "Wasserflugplatz"
    balloonport: "Ballonstartplatz"
    closed: "Geschlossen"
  approach:
    precision: "Präzision"
    APV: "APV"
    non-precision: "Nichtpräzision"
  lead: "{type}, {country}"
  lead_serving: "{type} für {municipality}, {country}"
  icao: "ICAO"
  ident: "Kennung"
  no_icao: "(OurAirports; kein ICAO-Code)"
  region: "Region"
  elevation: "Höhe"
  position: "Position"
  fuel: "Treibstoff"
  point_of_entry: "Grenzübergangsstelle"
  longest_runway: "Längste Piste"
  hard_runway: "Befestigte Piste"
  sources: "Quellen"
  answer_yes: "ja"
  answer_no: "nein"
  unknown: "unbekannt"
  none_published: "keiner veröffentlicht"
  not_published: "nicht veröffentlicht"
  none_listed: "keiner angegeben"
  none: "keiner"
  feet_metres: "{feet} ft ({metres} m)"
  runways: "Pisten"
  runway: "Piste"
  length_ft: "Länge (ft)"
  length_m: "Länge (m)"
  width_ft: "Breite (ft)"
  width_m: "Breite (m)"
  surface: "Belag"
  hard_soft: "Befestigt/unbefestigt"
  lighted: "Befeuert"
  status: "Zustand"
  hard: "befestigt"
  soft: "unbefestigt"
  closed: "geschlossen"
  open: "offen"
  runway_source: "Pistendaten: {source}."
  runway_sources:
    ourAirports: "OurAirports"
    euroAIP: "euro_aip (AIP)"
    euroAIPCompletedFromOurAirports: "euro_aip (AIP), leere Felder aus OurAirports ergänzt"
  no_runways: "Für diesen Flugplatz sind keine Pisten verzeichnet."
  procedures: "Instrumentenverfahren"
  approaches: "Anflüge: {category}"
  procedure_types:
    departure: "Abflüge"
    arrival: "Anflugstrecken"
  other_procedures: "Sonstige Verfahren"
  procedure: "Verfahren"
  category: "Kategorie"
  no_procedures: "In den Daten der Website sind keine Instrumentenverfahren veröffentlicht."
  aip: "AIP-Angaben"
  aip_sections:
    admin: "Verwaltung"
    operational: "Betrieb"
    handling: "Abfertigung"
    passenger: "Passagiere"
  aip_fields:
    operator: "Betreiber"
    administration_hours: "Öffnungszeiten der Verwaltung"
  aip_parts:
    labelled: "{label}: {value}"
    feet: "{value} ft"
    celsius: "{value} °C"
    reference_temperature: "Bezugstemperatur"
    mean_low_temperature: "Mittlere Tiefsttemperatur"
    magnetic_variation: "Missweisung ({year})"
    annual_change: "Jährliche Änderung"
  nearest: "Nächstgelegene Flugplätze"
  distance_nm: "Entfernung (NM)"
  bearing: "Peilung"
  no_nearest: "In den Daten der Website gibt es keinen anderen Flugplatz der veröffentlichten Arten."
  location_of: "Lage von {name}"
  surroundings: "{name} und Umgebung ({km} km breit)"
  nearest_map_title: "{ident} und die nächstgelegenen Flugplätze"
  nearest_map_caption:
    one: "{name} und der nächstgelegene Flugplatz mit eigener Seite ({count}), im Umkreis von {distance}"
    other: "{name} und die {count} nächstgelegenen Flugplätze mit eigener Seite, alle im Umkreis von {distance}"
  map_description: "Karte: {label} bei {position}."
  nearest_map_description: "{counted} im Umkreis von {distance} um {place} ({tallies})."
query:
  route: "{counted} im Abstand von höchstens {distance} zur Route {route}"
  within: "{counted} im Umkreis von {distance} um {place}"
  near: "{counted} in der Nähe von {place}"
  nearest:
    airports: "{count} der {nearest} Flugplätze, die {place} am nächsten liegen"
    charters: "{count} der {nearest} Charter, die {place} am nächsten liegen"
    announcements: "{count} der {nearest} vermissten und gefundenen Haustiere, die {place} am nächsten sind"
  listed_first: " (aufgeführt: die ersten {limit})"
  empty: "Noch passt nichts zu dieser Abfrage: `within` vergrößern oder die Filter lockern."
  map_label: "Karte: {name}"
  table_label: "Tabelle: {name}"
  map_data_block: "Kartendaten (GeoJSON), Block {number}"
  code: "Code"
  name: "Name"
  type: "Art"
  country: "Land"
  along_track: "Entlang der Route ({unit})"
  cross_track: "Seitlich der Route ({unit})"
  distance: "Entfernung ({unit})"
  bearing: "Peilung"
  longest_runway_ft: "Längste Piste (ft)"
  best_approach: "Bester Anflug"
  fuel: "Treibstoff"
  none: "keiner"
  charter: "Charter"
  destination: "Ziel"
  start: "Beginn"
  end: "Ende"
  vessel: "Boot"
  pet: "Tier"
  status: "Status"
  species: "Tierart"
  date: "Datum"
  address: "Adresse"
  statuses:
    lost: "vermisst"
    found: "gefunden"
    closed: "abgeschlossen"
  list_distance: "{name} ({distance} {unit})"
  none_within:
    airports: "Keine Flugplätze im Umkreis von {distance} um {place}. {message}"
    charters: "Keine Charter im Umkreis von {distance} um {place}. {message}"
    announcements: "Keine vermissten oder gefundenen Haustiere im Umkreis von {distance} um {place}. {message}"
  route_description: "Route {route}, {length}, mit {counted} in der Nähe ({tallies})."
  route_none_description: "Route {route}, {length}, ohne Flugplätze in der Nähe."
  map_none_description: "Karte ohne Flugplätze."
  error: "Diese Abfrage konnte nicht ausgeführt werden: {message}"
search:
  title: "Suche"
  label: "Die Website durchsuchen"
  placeholder: "Suchen"
  submit: "Suchen"
  needs_javascript: "Die Suche läuft in Ihrem Browser und braucht JavaScript: Schalten Sie es ein, um zu suchen, oder finden Sie Seiten über das Menü."
  unavailable: "Hier gibt es keinen Suchindex: Er entsteht, wenn die Website mit eingeschalteter Suche gebaut wird, und wird durchsucht, wenn ein Webserver die Website ausliefert."
  kinds:
    page: "Seite"
    report: "Bericht"
    charter: "Charter"
    announcement: "Entlaufen und gefunden"
    airport: "Flugplatz"
  filters:
    language: "Sprache"
    kind: "Art"
    country: "Land"
    species: "Tierart"
    status: "Status"

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
  status: Status
  date: Date
  date_unknown: Date unknown
  filter_label: "Filter the list and the map"
  filter_all: "All"
  filter_other: "Other"
  filter_empty: "No pets here match these filters."
  filter_empty_places: "No place has pets that match these filters."
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
  print_poster: "Print a poster"
  poster_title: "Poster: {title}"
  poster_scan: "Scan for the photo, the map and the latest news:"
  species_names:
    cat: cat
    dog: dog
    rabbit: rabbit
    bird: bird
    ferret: ferret
    guinea_pig: guinea pig
    hamster: hamster
    parrot: parrot
    tortoise: tortoise
    horse: horse
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
    large_airport: Large airport
    medium_airport: Medium airport
    small_airport: Small airport
    heliport: Heliport
    seaplane_base: Seaplane base
    closed: Closed
    precision: Precision approach
    non-precision: Non-precision approach
    none: No instrument approach
    under-3000ft: Runway under 3,000 ft
    3000-5999ft: 3,000–5,999 ft
    6000-8999ft: 6,000–8,999 ft
    9000ft-plus: 9,000 ft and longer
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
  calendar_title: "{title} · {site}"
  calendar_link: Add to calendar (iCal)
  feed_aboard: "Aboard {boat}"
  feed_to: "to {destination}"
  from: "From {date}"
  until: "Until {date}"
  dates_to_be_announced: Dates to be announced
airports:
  title: Airports
  index_lead:
    one: "{airports} in {count} country. Pick a country for its map and list."
    other: "{airports} in {count} countries. Pick a country for its map and list."
  counted:
    one: "{count} airport"
    other: "{count} airports"
  countries_counted:
    one: "{count} country"
    other: "{count} countries"
  countries: Countries
  country: Country
  code: Code
  airports: Airports
  index_map_title: Countries with airports
  index_pin_label: "{country}: {counted}"
  index_map_caption: "{counted}, each at its most central airport and linking to its page, as does the table below."
  country_title: "Airports in {country}"
  country_heading:
    one: "{count} airport"
    other: "{count} airports"
  country_map_link:
    one: "Map of the {count} airport in {country}"
    other: "Map of all {count} airports in {country}"
  country_map_title: "Airports in {country}"
  country_map_caption:
    one: "{count} airport in {country}, coloured by {legend}"
    other: "{count} airports in {country}, coloured by {legend}"
  country_empty: No airports of the types this site publishes are listed for this country.
  code_note: "Code: the ICAO location indicator;"
  code_note_grey: grey codes
  code_note_rest: are OurAirports identifiers of airfields without one. Sorted by name.
  ident_local: "OurAirports identifier: no ICAO code"
  iata: IATA
  name: Name
  type: Type
  municipality: Municipality
  longest_runway_ft: Longest runway (ft)
  best_approach: Best approach
  legend: Legend
  legend_title:
    airportType: airport type
    procedurePrecision: best instrument approach
    runwayLength: longest runway
    country: country
    category: category
  types:
    large_airport: Large airport
    medium_airport: Medium airport
    small_airport: Small airport
    heliport: Heliport
    seaplane_base: Seaplane base
    balloonport: Balloon port
    closed: Closed
  approach:
    precision: precision
    APV: APV
    non-precision: non-precision
  lead: "{type}, {country}"
  lead_serving: "{type} serving {municipality}, {country}"
  icao: ICAO
  ident: Ident
  no_icao: "(OurAirports; no ICAO code)"
  region: Region
  elevation: Elevation
  position: Position
  fuel: Fuel
  point_of_entry: Point of entry
  longest_runway: Longest runway
  hard_runway: Hard runway
  sources: Sources
  answer_yes: "yes"
  answer_no: "no"
  unknown: unknown
  none_published: none published
  not_published: not published
  none_listed: none listed
  none: none
  feet_metres: "{feet} ft ({metres} m)"
  runways: Runways
  runway: Runway
  length_ft: Length (ft)
  length_m: Length (m)
  width_ft: Width (ft)
  width_m: Width (m)
  surface: Surface
  hard_soft: Hard/soft
  lighted: Lighted
  status: Status
  hard: hard
  soft: soft
  closed: closed
  open: open
  runway_source: "Runway data: {source}."
  runway_sources:
    ourAirports: OurAirports
    euroAIP: euro_aip (AIP)
    euroAIPCompletedFromOurAirports: "euro_aip (AIP), fields it leaves empty from OurAirports"
  no_runways: No runways are listed for this airport.
  procedures: Instrument procedures
  approaches: "Approaches: {category}"
  procedure_types:
    departure: Departures
    arrival: Arrivals
  other_procedures: Other procedures
  procedure: Procedure
  category: Category
  no_procedures: "No instrument procedures are published in the site's data."
  aip: AIP entries
  aip_sections:
    admin: Admin
    operational: Operational
    handling: Handling
    passenger: Passenger
  aip_fields:
    operator: Operator
    administration_hours: Administration hours
  aip_parts:
    labelled: "{label}: {value}"
    feet: "{value} ft"
    celsius: "{value} °C"
    reference_temperature: Reference temperature
    mean_low_temperature: Mean low temperature
    magnetic_variation: "Magnetic variation ({year})"
    annual_change: Annual change
  nearest: Nearest airports
  distance_nm: Distance (NM)
  bearing: Bearing
  no_nearest: "No other airport of the published types is in the site's data."
  location_of: "Location of {name}"
  surroundings: "{name} and its surroundings ({km} km across)"
  nearest_map_title: "{ident} and its nearest airports"
  nearest_map_caption:
    one: "{name} and the {count} nearest airport with a page, within {distance}"
    other: "{name} and the {count} nearest airports with pages, all within {distance}"
  map_description: "Map of {label} at {position}."
  nearest_map_description: "{counted} within {distance} of {place} ({tallies})."
query:
  route: "{counted} within {distance} of the route {route}"
  within: "{counted} within {distance} of {place}"
  near: "{counted} near {place}"
  nearest:
    airports: "The {count} of {nearest} airports nearest to {place}"
    charters: "The {count} of {nearest} charters nearest to {place}"
    announcements: "The {count} of {nearest} lost and found pets nearest to {place}"
  listed_first: " (listed: the first {limit})"
  empty: "Nothing matches this query yet: widen `within` or loosen the filters."
  map_label: "Map: {name}"
  table_label: "Table: {name}"
  map_data_block: "Map data (GeoJSON), block {number}"
  code: Code
  name: Name
  type: Type
  country: Country
  along_track: "Along track ({unit})"
  cross_track: "Cross track ({unit})"
  distance: "Distance ({unit})"
  bearing: Bearing
  longest_runway_ft: Longest runway (ft)
  best_approach: Best approach
  fuel: Fuel
  none: none
  charter: Charter
  destination: Destination
  start: Start
  end: End
  vessel: Vessel
  pet: Pet
  status: Status
  species: Species
  date: Date
  address: Address
  statuses:
    lost: lost
    found: found
    closed: closed
  list_distance: "{name} ({distance} {unit})"
  none_within:
    airports: "No airports within {distance} of {place}. {message}"
    charters: "No charters within {distance} of {place}. {message}"
    announcements: "No lost and found pets within {distance} of {place}. {message}"
  route_description: "Route {route}, {length}, with {counted} near it ({tallies})."
  route_none_description: "Route {route}, {length}, with no airports near it."
  map_none_description: "Map of no airports."
  error: "This query could not run: {message}"
search:
  title: "Search"
  label: "Search the site"
  placeholder: "Search"
  submit: "Search"
  needs_javascript: "Search runs in your browser and needs JavaScript: turn it on to search, or find pages through the menu."
  unavailable: "There is no search index here: it is made when the site is built with search on, and searched when the site is served by a web server."
  kinds:
    page: "Page"
    report: "Report"
    charter: "Charter"
    announcement: "Lost and found"
    airport: "Airport"
  filters:
    language: "Language"
    kind: "Type"
    country: "Country"
    species: "Species"
    status: "Status"

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
  status: Estado
  date: Fecha
  date_unknown: Fecha desconocida
  filter_label: "Filtrar la lista y el mapa"
  filter_all: "Todas"
  filter_other: "Otras"
  filter_empty: "Ninguna mascota de aquí coincide con estos filtros."
  filter_empty_places: "Ningún lugar tiene mascotas que coincidan con estos filtros."
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
  print_poster: "Imprimir un cartel"
  poster_title: "Cartel: {title}"
  poster_scan: "Escanee para ver la foto, el mapa y las últimas noticias:"
  species_names:
    cat: "gato"
    dog: "perro"
    rabbit: "conejo"
    bird: "pájaro"
    ferret: "hurón"
    guinea_pig: "cobaya"
    hamster: "hámster"
    parrot: "loro"
    tortoise: "tortuga"
    horse: "caballo"
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
    large_airport: "Aeropuerto grande"
    medium_airport: "Aeropuerto mediano"
    small_airport: "Aeródromo pequeño"
    heliport: "Helipuerto"
    seaplane_base: "Base de hidroaviones"
    closed: "Cerrado"
    precision: "Aproximación de precisión"
    non-precision: "Aproximación de no precisión"
    none: "Sin aproximación instrumental"
    under-3000ft: "Pista de menos de 3000 ft"
    3000-5999ft: "3000–5999 ft"
    6000-8999ft: "6000–8999 ft"
    9000ft-plus: "9000 ft o más"
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
  calendar_title: "{title} · {site}"
  calendar_link: Añadir al calendario (iCal)
  feed_aboard: "A bordo del {boat}"
  feed_to: "hacia {destination}"
  from: "Desde el {date}"
  until: "Hasta el {date}"
  dates_to_be_announced: Fechas por confirmar
airports:
  title: "Aeropuertos"
  index_lead:
    one: "{airports} en {count} país. Elija un país para ver su mapa y su lista."
    other: "{airports} en {count} países. Elija un país para ver su mapa y su lista."
  counted:
    one: "{count} aeropuerto"
    other: "{count} aeropuertos"
  countries_counted:
    one: "{count} país"
    other: "{count} países"
  countries: "Países"
  country: "País"
  code: "Código"
  airports: "Aeropuertos"
  index_map_title: "Países con aeropuertos"
  index_pin_label: "{country}: {counted}"
  index_map_caption: "{counted}, cada uno en su aeropuerto más céntrico y con enlace a su página, como la tabla de abajo."
  country_title: "Aeropuertos: {country}"
  country_heading:
    one: "{count} aeropuerto"
    other: "{count} aeropuertos"
  country_map_link:
    one: "Mapa de {count} aeropuerto: {country}"
    other: "Mapa de los {count} aeropuertos: {country}"
  country_map_title: "Aeropuertos: {country}"
  country_map_caption:
    one: "{count} aeropuerto ({country}), coloreado según {legend}"
    other: "{count} aeropuertos ({country}), coloreados según {legend}"
  country_empty: "No hay aeropuertos de los tipos que publica este sitio para este país."
  code_note: "Código: el indicador de lugar OACI;"
  code_note_grey: "los códigos en gris"
  code_note_rest: "son identificadores de OurAirports de aeródromos que no lo tienen. Ordenado por nombre."
  ident_local: "Identificador de OurAirports: sin código OACI"
  iata: "IATA"
  name: "Nombre"
  type: "Tipo"
  municipality: "Municipio"
  longest_runway_ft: "Pista más larga (ft)"
  best_approach: "Mejor aproximación"
  legend: "Leyenda"
  legend_title:
    airportType: "tipo de aeropuerto"
    procedurePrecision: "mejor aproximación instrumental"
    runwayLength: "pista más larga"
    country: "país"
    category: "categoría"
  types:
    large_airport: "Aeropuerto grande"
    medium_airport: "Aeropuerto mediano"
    small_airport: "Aeródromo pequeño"
    heliport: "Helipuerto"
    seaplane_base: "Base de hidroaviones"
    balloonport: "Base de globos"
    closed: "Cerrado"
  approach:
    precision: "precisión"
    APV: "APV"
    non-precision: "no precisión"
  lead: "{type}, {country}"
  lead_serving: "{type} que da servicio a {municipality}, {country}"
  icao: "OACI"
  ident: "Identificador"
  no_icao: "(OurAirports; sin código OACI)"
  region: "Región"
  elevation: "Elevación"
  position: "Posición"
  fuel: "Combustible"
  point_of_entry: "Punto de entrada"
  longest_runway: "Pista más larga"
  hard_runway: "Pista pavimentada"
  sources: "Fuentes"
  answer_yes: "sí"
  answer_no: "no"
  unknown: "desconocida"
  none_published: "ninguna publicada"
  not_published: "no publicado"
  none_listed: "ninguno indicado"
  none: "ninguna"
  feet_metres: "{feet} ft ({metres} m)"
  runways: "Pistas"
  runway: "Pista"
  length_ft: "Longitud (ft)"
  length_m: "Longitud (m)"
  width_ft: "Anchura (ft)"
  width_m: "Anchura (m)"
  surface: "Superficie"
  hard_soft: "Dura/blanda"
  lighted: "Iluminada"
  status: "Estado"
  hard: "dura"
  soft: "blanda"
  closed: "cerrada"
  open: "abierta"
  runway_source: "Datos de pistas: {source}."
  runway_sources:
    ourAirports: "OurAirports"
    euroAIP: "euro_aip (AIP)"
    euroAIPCompletedFromOurAirports: "euro_aip (AIP), campos vacíos completados con OurAirports"
  no_runways: "No hay pistas registradas para este aeropuerto."
  procedures: "Procedimientos instrumentales"
  approaches: "Aproximaciones: {category}"
  procedure_types:
    departure: "Salidas"
    arrival: "Llegadas"
  other_procedures: "Otros procedimientos"
  procedure: "Procedimiento"
  category: "Categoría"
  no_procedures: "Los datos del sitio no publican procedimientos instrumentales."
  aip: "Datos del AIP"
  aip_sections:
    admin: "Administración"
    operational: "Operaciones"
    handling: "Asistencia en tierra"
    passenger: "Pasajeros"
  aip_fields:
    operator: "Operador"
    administration_hours: "Horario de la administración"
  aip_parts:
    labelled: "{label}: {value}"
    feet: "{value} ft"
    celsius: "{value} °C"
    reference_temperature: "Temperatura de referencia"
    mean_low_temperature: "Temperatura mínima media"
    magnetic_variation: "Declinación magnética ({year})"
    annual_change: "Variación anual"
  nearest: "Aeropuertos más cercanos"
  distance_nm: "Distancia (NM)"
  bearing: "Rumbo"
  no_nearest: "No hay ningún otro aeropuerto de los tipos publicados en los datos del sitio."
  location_of: "Ubicación de {name}"
  surroundings: "{name} y sus alrededores ({km} km de ancho)"
  nearest_map_title: "{ident} y los aeropuertos más cercanos"
  nearest_map_caption:
    one: "{name} y el aeropuerto más cercano con página ({count}), a menos de {distance}"
    other: "{name} y los {count} aeropuertos más cercanos con página, todos a menos de {distance}"
  map_description: "Mapa: {label} en {position}."
  nearest_map_description: "{counted} a menos de {distance} de {place} ({tallies})."
query:
  route: "{counted} a menos de {distance} de la ruta {route}"
  within: "{counted} a menos de {distance} de {place}"
  near: "{counted} cerca de {place}"
  nearest:
    airports: "{count} de los {nearest} aeropuertos más cercanos a {place}"
    charters: "{count} de los {nearest} chárteres más cercanos a {place}"
    announcements: "{count} de las {nearest} mascotas perdidas y encontradas más cercanas a {place}"
  listed_first: " (en la lista: los {limit} primeros)"
  empty: "Todavía nada coincide con esta consulta: amplíe `within` o relaje los filtros."
  map_label: "Mapa: {name}"
  table_label: "Tabla: {name}"
  map_data_block: "Datos del mapa (GeoJSON), bloque {number}"
  code: "Código"
  name: "Nombre"
  type: "Tipo"
  country: "País"
  along_track: "A lo largo de la ruta ({unit})"
  cross_track: "Desvío lateral ({unit})"
  distance: "Distancia ({unit})"
  bearing: "Rumbo"
  longest_runway_ft: "Pista más larga (ft)"
  best_approach: "Mejor aproximación"
  fuel: "Combustible"
  none: "ninguna"
  charter: "Chárter"
  destination: "Destino"
  start: "Inicio"
  end: "Fin"
  vessel: "Embarcación"
  pet: "Mascota"
  status: "Estado"
  species: "Especie"
  date: "Fecha"
  address: "Dirección"
  statuses:
    lost: "perdida"
    found: "encontrada"
    closed: "cerrada"
  list_distance: "{name} ({distance} {unit})"
  none_within:
    airports: "No hay aeropuertos a menos de {distance} de {place}. {message}"
    charters: "No hay chárteres a menos de {distance} de {place}. {message}"
    announcements: "No hay mascotas perdidas ni encontradas a menos de {distance} de {place}. {message}"
  route_description: "Ruta {route}, {length}, con {counted} cerca ({tallies})."
  route_none_description: "Ruta {route}, {length}, sin aeropuertos cerca."
  map_none_description: "Mapa sin aeropuertos."
  error: "No se pudo ejecutar esta consulta: {message}"
search:
  title: "Buscar"
  label: "Buscar en el sitio"
  placeholder: "Buscar"
  submit: "Buscar"
  needs_javascript: "La búsqueda funciona en su navegador y necesita JavaScript: actívelo para buscar, o encuentre las páginas en el menú."
  unavailable: "Aquí no hay índice de búsqueda: se crea al construir el sitio con la búsqueda activada y se consulta cuando un servidor web sirve el sitio."
  kinds:
    page: "Página"
    report: "Informe"
    charter: "Chárter"
    announcement: "Perdidos y encontrados"
    airport: "Aeropuerto"
  filters:
    language: "Idioma"
    kind: "Tipo"
    country: "País"
    species: "Especie"
    status: "Estado"

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
  status: Statut
  date: Date
  date_unknown: Date inconnue
  filter_label: "Filtrer la liste et la carte"
  filter_all: "Tous"
  filter_other: "Autres"
  filter_empty: "Aucun animal ici ne correspond à ces filtres."
  filter_empty_places: "Aucun lieu n’a d’animaux qui correspondent à ces filtres."
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
  print_poster: "Imprimer une affiche"
  poster_title: "Affiche\u00A0: {title}"
  poster_scan: "Scannez pour la photo, la carte et les dernières nouvelles\u00A0:"
  species_names:
    cat: "chat"
    dog: "chien"
    rabbit: "lapin"
    bird: "oiseau"
    ferret: "furet"
    guinea_pig: "cochon d’Inde"
    hamster: "hamster"
    parrot: "perroquet"
    tortoise: "tortue"
    horse: "cheval"
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
    large_airport: "Grand aéroport"
    medium_airport: "Aéroport moyen"
    small_airport: "Petit aéroport"
    heliport: "Héliport"
    seaplane_base: "Hydrobase"
    closed: "Fermé"
    precision: "Approche de précision"
    non-precision: "Approche classique"
    none: "Sans approche aux instruments"
    under-3000ft: "Piste de moins de 3\u202F000 ft"
    3000-5999ft: "3\u202F000–5\u202F999 ft"
    6000-8999ft: "6\u202F000–8\u202F999 ft"
    9000ft-plus: "9\u202F000 ft et plus"
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
  calendar_title: "{title} · {site}"
  calendar_link: Ajouter au calendrier (iCal)
  feed_aboard: "À bord de {boat}"
  feed_to: "vers {destination}"
  from: "À partir du {date}"
  until: "Jusqu’au {date}"
  dates_to_be_announced: Dates communiquées prochainement
airports:
  title: "Aéroports"
  index_lead:
    one: "{airports} dans {count} pays. Choisissez un pays pour voir sa carte et sa liste."
    other: "{airports} dans {count} pays. Choisissez un pays pour voir sa carte et sa liste."
  counted:
    one: "{count} aéroport"
    other: "{count} aéroports"
  countries_counted:
    one: "{count} pays"
    other: "{count} pays"
  countries: "Pays"
  country: "Pays"
  code: "Code"
  airports: "Aéroports"
  index_map_title: "Pays ayant des aéroports"
  index_pin_label: "{country}\u00A0: {counted}"
  index_map_caption: "{counted}, chacun sur son aéroport le plus central et lié à sa page, comme le tableau ci-dessous."
  country_title: "{country}\u00A0: aéroports"
  country_heading:
    one: "{count} aéroport"
    other: "{count} aéroports"
  country_map_link:
    one: "Carte de {count} aéroport ({country})"
    other: "Carte des {count} aéroports ({country})"
  country_map_title: "{country}\u00A0: aéroports"
  country_map_caption:
    one: "{count} aéroport ({country}), coloré selon {legend}"
    other: "{count} aéroports ({country}), colorés selon {legend}"
  country_empty: "Aucun aéroport des types publiés par ce site n’est répertorié pour ce pays."
  code_note: "Code\u00A0: l’indicateur d’emplacement OACI\u00A0;"
  code_note_grey: "les codes gris"
  code_note_rest: "sont des identifiants OurAirports d’aérodromes qui n’en ont pas. Tri par nom."
  ident_local: "Identifiant OurAirports\u00A0: pas de code OACI"
  iata: "AITA"
  name: "Nom"
  type: "Type"
  municipality: "Commune"
  longest_runway_ft: "Piste la plus longue (ft)"
  best_approach: "Meilleure approche"
  legend: "Légende"
  legend_title:
    airportType: "type d’aéroport"
    procedurePrecision: "meilleure approche aux instruments"
    runwayLength: "piste la plus longue"
    country: "pays"
    category: "catégorie"
  types:
    large_airport: "Grand aéroport"
    medium_airport: "Aéroport moyen"
    small_airport: "Petit aéroport"
    heliport: "Héliport"
    seaplane_base: "Hydrobase"
    balloonport: "Aire de ballons"
    closed: "Fermé"
  approach:
    precision: "précision"
    APV: "APV"
    non-precision: "classique"
  lead: "{type}, {country}"
  lead_serving: "{type} desservant {municipality}, {country}"
  icao: "OACI"
  ident: "Identifiant"
  no_icao: "(OurAirports\u00A0; pas de code OACI)"
  region: "Région"
  elevation: "Altitude"
  position: "Position"
  fuel: "Carburant"
  point_of_entry: "Point d’entrée"
  longest_runway: "Piste la plus longue"
  hard_runway: "Piste revêtue"
  sources: "Sources"
  answer_yes: "oui"
  answer_no: "non"
  unknown: "inconnue"
  none_published: "aucune publiée"
  not_published: "non publié"
  none_listed: "aucun indiqué"
  none: "aucune"
  feet_metres: "{feet}\u00A0ft ({metres}\u00A0m)"
  runways: "Pistes"
  runway: "Piste"
  length_ft: "Longueur (ft)"
  length_m: "Longueur (m)"
  width_ft: "Largeur (ft)"
  width_m: "Largeur (m)"
  surface: "Revêtement"
  hard_soft: "Dur/souple"
  lighted: "Balisage lumineux"
  status: "État"
  hard: "dur"
  soft: "souple"
  closed: "fermée"
  open: "ouverte"
  runway_source: "Données des pistes\u00A0: {source}."
  runway_sources:
    ourAirports: "OurAirports"
    euroAIP: "euro_aip (AIP)"
    euroAIPCompletedFromOurAirports: "euro_aip (AIP), champs manquants complétés par OurAirports"
  no_runways: "Aucune piste n’est répertoriée pour cet aéroport."
  procedures: "Procédures aux instruments"
  approaches: "Approches\u00A0: {category}"
  procedure_types:
    departure: "Départs"
    arrival: "Arrivées"
  other_procedures: "Autres procédures"
  procedure: "Procédure"
  category: "Catégorie"
  no_procedures: "Aucune procédure aux instruments n’est publiée dans les données du site."
  aip: "Informations AIP"
  aip_sections:
    admin: "Administration"
    operational: "Exploitation"
    handling: "Assistance en escale"
    passenger: "Passagers"
  aip_fields:
    operator: "Exploitant"
    administration_hours: "Horaires de l’administration"
  aip_parts:
    labelled: "{label}\u00A0: {value}"
    feet: "{value}\u00A0ft"
    celsius: "{value}\u00A0°C"
    reference_temperature: "Température de référence"
    mean_low_temperature: "Température minimale moyenne"
    magnetic_variation: "Déclinaison magnétique ({year})"
    annual_change: "Variation annuelle"
  nearest: "Aéroports les plus proches"
  distance_nm: "Distance (NM)"
  bearing: "Relèvement"
  no_nearest: "Aucun autre aéroport des types publiés ne figure dans les données du site."
  location_of: "Emplacement de {name}"
  surroundings: "{name} et ses environs ({km}\u00A0km de large)"
  nearest_map_title: "{ident} et les aéroports les plus proches"
  nearest_map_caption:
    one: "{name} et l’aéroport le plus proche ayant une page ({count}), à moins de {distance}"
    other: "{name} et les {count} aéroports les plus proches ayant une page, tous à moins de {distance}"
  map_description: "Carte\u00A0: {label} à {position}."
  nearest_map_description: "{counted} dans un rayon de {distance} autour de {place} ({tallies})."
query:
  route: "{counted} à moins de {distance} de la route {route}"
  within: "{counted} dans un rayon de {distance} autour de {place}"
  near: "{counted} près de {place}"
  nearest:
    airports: "Les {count} des {nearest} aéroports les plus proches de {place}"
    charters: "Les {count} des {nearest} locations les plus proches de {place}"
    announcements: "Les {count} des {nearest} animaux perdus et trouvés les plus proches de {place}"
  listed_first: " (liste\u00A0: les {limit} premiers)"
  empty: "Rien ne correspond encore à cette requête\u00A0: élargissez `within` ou assouplissez les filtres."
  map_label: "Carte\u00A0: {name}"
  table_label: "Tableau\u00A0: {name}"
  map_data_block: "Données de la carte (GeoJSON), bloc {number}"
  code: "Code"
  name: "Nom"
  type: "Type"
  country: "Pays"
  along_track: "Le long de la route ({unit})"
  cross_track: "Écart latéral ({unit})"
  distance: "Distance ({unit})"
  bearing: "Relèvement"
  longest_runway_ft: "Piste la plus longue (ft)"
  best_approach: "Meilleure approche"
  fuel: "Carburant"
  none: "aucune"
  charter: "Location"
  destination: "Destination"
  start: "Début"
  end: "Fin"
  vessel: "Bateau"
  pet: "Animal"
  status: "Statut"
  species: "Espèce"
  date: "Date"
  address: "Adresse"
  statuses:
    lost: "perdu"
    found: "trouvé"
    closed: "clos"
  list_distance: "{name} ({distance}\u00A0{unit})"
  none_within:
    airports: "Aucun aéroport dans un rayon de {distance} autour de {place}. {message}"
    charters: "Aucune location dans un rayon de {distance} autour de {place}. {message}"
    announcements: "Aucun animal perdu ou trouvé dans un rayon de {distance} autour de {place}. {message}"
  route_description: "Route {route}, {length}, avec {counted} à proximité ({tallies})."
  route_none_description: "Route {route}, {length}, sans aéroport à proximité."
  map_none_description: "Carte sans aéroport."
  error: "Cette requête n’a pas pu être exécutée\u00A0: {message}"
search:
  title: "Recherche"
  label: "Rechercher sur le site"
  placeholder: "Rechercher"
  submit: "Rechercher"
  needs_javascript: "La recherche fonctionne dans votre navigateur et a besoin de JavaScript : activez-le pour chercher, ou trouvez les pages par le menu."
  unavailable: "Il n’y a pas d’index de recherche ici : il est créé quand le site est construit avec la recherche activée, et consulté quand le site est servi par un serveur web."
  kinds:
    page: "Page"
    report: "Rapport"
    charter: "Croisière"
    announcement: "Perdus et trouvés"
    airport: "Aéroport"
  filters:
    language: "Langue"
    kind: "Type"
    country: "Pays"
    species: "Espèce"
    status: "Statut"

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
  status: Status
  date: Datum
  date_unknown: Datum nepoznat
  filter_label: "Filtriraj popis i kartu"
  filter_all: "Svi"
  filter_other: "Ostali"
  filter_empty: "Nijedan ljubimac ovdje ne odgovara ovim filtrima."
  filter_empty_places: "Nijedno mjesto nema ljubimce koji odgovaraju ovim filtrima."
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
  print_poster: "Ispiši plakat"
  poster_title: "Plakat: {title}"
  poster_scan: "Skenirajte za fotografiju, kartu i najnovije vijesti:"
  species_names:
    cat: "mačka"
    dog: "pas"
    rabbit: "kunić"
    bird: "ptica"
    ferret: "tvor"
    guinea_pig: "zamorac"
    hamster: "hrčak"
    parrot: "papiga"
    tortoise: "kornjača"
    horse: "konj"
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
    large_airport: "Velika zračna luka"
    medium_airport: "Srednja zračna luka"
    small_airport: "Mala zračna luka"
    heliport: "Heliodrom"
    seaplane_base: "Hidroaerodrom"
    closed: "Zatvoreno"
    precision: "Precizni prilaz"
    non-precision: "Neprecizni prilaz"
    none: "Bez instrumentalnog prilaza"
    under-3000ft: "Staza kraća od 3.000 ft"
    3000-5999ft: "3.000–5.999 ft"
    6000-8999ft: "6.000–8.999 ft"
    9000ft-plus: "9.000 ft i dulje"
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
  calendar_title: "{title} · {site}"
  calendar_link: Dodaj u kalendar (iCal)
  feed_aboard: "Brod {boat}"
  feed_to: "odredište {destination}"
  from: "Od {date}"
  until: "Do {date}"
  dates_to_be_announced: Datumi će biti objavljeni naknadno
airports:
  title: "Zračne luke"
  index_lead:
    one: "{airports} iz {count} zemlje. Odaberite zemlju za njezinu kartu i popis."
    few: "{airports} iz {count} zemlje. Odaberite zemlju za njezinu kartu i popis."
    other: "{airports} iz {count} zemalja. Odaberite zemlju za njezinu kartu i popis."
  counted:
    one: "{count} zračna luka"
    few: "{count} zračne luke"
    other: "{count} zračnih luka"
  countries_counted:
    one: "{count} zemlja"
    few: "{count} zemlje"
    other: "{count} zemalja"
  countries: "Zemlje"
  country: "Zemlja"
  code: "Kod"
  airports: "Zračne luke"
  index_map_title: "Zemlje sa zračnim lukama"
  index_pin_label: "{country}: {counted}"
  index_map_caption: "{counted}, svaka na svojoj najsredišnjijoj zračnoj luci i s poveznicom na svoju stranicu, kao i tablica ispod."
  country_title: "Zračne luke: {country}"
  country_heading:
    one: "{count} zračna luka"
    few: "{count} zračne luke"
    other: "{count} zračnih luka"
  country_map_link:
    one: "Karta svih zračnih luka ({count}): {country}"
    few: "Karta svih zračnih luka ({count}): {country}"
    other: "Karta svih zračnih luka ({count}): {country}"
  country_map_title: "Zračne luke: {country}"
  country_map_caption:
    one: "{count} zračna luka ({country}), obojena prema kriteriju: {legend}"
    few: "{count} zračne luke ({country}), obojene prema kriteriju: {legend}"
    other: "{count} zračnih luka ({country}), obojenih prema kriteriju: {legend}"
  country_empty: "Za ovu zemlju nije navedena nijedna zračna luka vrsta koje ova stranica objavljuje."
  code_note: "Kod: ICAO oznaka lokacije;"
  code_note_grey: "sivi kodovi"
  code_note_rest: "su OurAirports oznake uzletišta koja je nemaju. Poredano po nazivu."
  ident_local: "OurAirports oznaka: nema ICAO koda"
  iata: "IATA"
  name: "Naziv"
  type: "Vrsta"
  municipality: "Mjesto"
  longest_runway_ft: "Najdulja staza (ft)"
  best_approach: "Najbolji prilaz"
  legend: "Legenda"
  legend_title:
    airportType: "vrsta zračne luke"
    procedurePrecision: "najbolji instrumentalni prilaz"
    runwayLength: "najdulja staza"
    country: "zemlja"
    category: "kategorija"
  types:
    large_airport: "Velika zračna luka"
    medium_airport: "Srednja zračna luka"
    small_airport: "Mala zračna luka"
    heliport: "Heliodrom"
    seaplane_base: "Hidroaerodrom"
    balloonport: "Mjesto za balone"
    closed: "Zatvoreno"
  approach:
    precision: "precizni"
    APV: "APV"
    non-precision: "neprecizni"
  lead: "{type}, {country}"
  lead_serving: "{type} – {municipality}, {country}"
  icao: "ICAO"
  ident: "Oznaka"
  no_icao: "(OurAirports; nema ICAO koda)"
  region: "Regija"
  elevation: "Nadmorska visina"
  position: "Položaj"
  fuel: "Gorivo"
  point_of_entry: "Granični prijelaz"
  longest_runway: "Najdulja staza"
  hard_runway: "Staza s tvrdom podlogom"
  sources: "Izvori"
  answer_yes: "da"
  answer_no: "ne"
  unknown: "nepoznato"
  none_published: "nijedan objavljen"
  not_published: "nije objavljeno"
  none_listed: "ništa navedeno"
  none: "nema"
  feet_metres: "{feet} ft ({metres} m)"
  runways: "Staze"
  runway: "Staza"
  length_ft: "Duljina (ft)"
  length_m: "Duljina (m)"
  width_ft: "Širina (ft)"
  width_m: "Širina (m)"
  surface: "Podloga"
  hard_soft: "Tvrda/meka"
  lighted: "Osvijetljena"
  status: "Stanje"
  hard: "tvrda"
  soft: "meka"
  closed: "zatvorena"
  open: "otvorena"
  runway_source: "Podaci o stazama: {source}."
  runway_sources:
    ourAirports: "OurAirports"
    euroAIP: "euro_aip (AIP)"
    euroAIPCompletedFromOurAirports: "euro_aip (AIP), prazna polja dopunjena iz OurAirports"
  no_runways: "Za ovu zračnu luku nisu navedene staze."
  procedures: "Instrumentalni postupci"
  approaches: "Prilazi: {category}"
  procedure_types:
    departure: "Odlasci"
    arrival: "Dolasci"
  other_procedures: "Ostali postupci"
  procedure: "Postupak"
  category: "Kategorija"
  no_procedures: "U podacima stranice nisu objavljeni instrumentalni postupci."
  aip: "Podaci iz AIP-a"
  aip_sections:
    admin: "Administracija"
    operational: "Operativno"
    handling: "Zemaljske usluge"
    passenger: "Putnici"
  aip_fields:
    operator: "Operator"
    administration_hours: "Radno vrijeme uprave"
  aip_parts:
    labelled: "{label}: {value}"
    feet: "{value} ft"
    celsius: "{value} °C"
    reference_temperature: "Referentna temperatura"
    mean_low_temperature: "Srednja najniža temperatura"
    magnetic_variation: "Magnetska deklinacija ({year})"
    annual_change: "Godišnja promjena"
  nearest: "Najbliže zračne luke"
  distance_nm: "Udaljenost (NM)"
  bearing: "Smjer"
  no_nearest: "U podacima stranice nema druge zračne luke objavljenih vrsta."
  location_of: "Položaj: {name}"
  surroundings: "{name} i okolica ({km} km u širinu)"
  nearest_map_title: "{ident} i najbliže zračne luke"
  nearest_map_caption:
    one: "{name} i najbliža zračna luka sa stranicom ({count}), unutar {distance}"
    few: "{name} i {count} najbliže zračne luke sa stranicama, sve unutar {distance}"
    other: "{name} i {count} najbližih zračnih luka sa stranicama, sve unutar {distance}"
  map_description: "Karta: {label} na {position}."
  nearest_map_description: "{counted} unutar {distance} od mjesta {place} ({tallies})."
query:
  route: "{counted} unutar {distance} od rute {route}"
  within: "{counted} unutar {distance} od mjesta {place}"
  near: "{counted} u blizini mjesta {place}"
  nearest:
    airports: "{count} od {nearest} zračnih luka najbližih mjestu {place}"
    charters: "{count} od {nearest} čartera najbližih mjestu {place}"
    announcements: "{count} od {nearest} izgubljenih i pronađenih ljubimaca najbližih mjestu {place}"
  listed_first: " (popis: prvih {limit})"
  empty: "Upitu još ništa ne odgovara: proširite `within` ili ublažite filtre."
  map_label: "Karta: {name}"
  table_label: "Tablica: {name}"
  map_data_block: "Podaci karte (GeoJSON), blok {number}"
  code: "Kod"
  name: "Naziv"
  type: "Vrsta"
  country: "Zemlja"
  along_track: "Duž rute ({unit})"
  cross_track: "Bočno od rute ({unit})"
  distance: "Udaljenost ({unit})"
  bearing: "Smjer"
  longest_runway_ft: "Najdulja staza (ft)"
  best_approach: "Najbolji prilaz"
  fuel: "Gorivo"
  none: "nema"
  charter: "Čarter"
  destination: "Odredište"
  start: "Početak"
  end: "Kraj"
  vessel: "Plovilo"
  pet: "Ljubimac"
  status: "Status"
  species: "Vrsta"
  date: "Datum"
  address: "Adresa"
  statuses:
    lost: "izgubljeno"
    found: "pronađeno"
    closed: "zatvoreno"
  list_distance: "{name} ({distance} {unit})"
  none_within:
    airports: "Nema zračnih luka unutar {distance} od mjesta {place}. {message}"
    charters: "Nema čartera unutar {distance} od mjesta {place}. {message}"
    announcements: "Nema izgubljenih ni pronađenih ljubimaca unutar {distance} od mjesta {place}. {message}"
  route_description: "Ruta {route}, {length}, u blizini: {counted} ({tallies})."
  route_none_description: "Ruta {route}, {length}, bez zračnih luka u blizini."
  map_none_description: "Karta bez zračnih luka."
  error: "Ovaj upit nije se mogao izvršiti: {message}"
search:
  title: "Pretraživanje"
  label: "Pretraži stranicu"
  placeholder: "Pretraži"
  submit: "Traži"
  needs_javascript: "Pretraživanje radi u vašem pregledniku i treba JavaScript: uključite ga za pretraživanje ili pronađite stranice putem izbornika."
  unavailable: "Ovdje nema indeksa za pretraživanje: nastaje kad se stranica izgradi s uključenim pretraživanjem, a koristi se kad stranicu poslužuje web-poslužitelj."
  kinds:
    page: "Stranica"
    report: "Izvješće"
    charter: "Čarter"
    announcement: "Izgubljeno i nađeno"
    airport: "Zračna luka"
  filters:
    language: "Jezik"
    kind: "Tip"
    country: "Zemlja"
    species: "Vrsta"
    status: "Status"

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
  status: Stato
  date: Data
  date_unknown: Data sconosciuta
  filter_label: "Filtra l’elenco e la mappa"
  filter_all: "Tutti"
  filter_other: "Altri"
  filter_empty: "Nessun animale qui corrisponde a questi filtri."
  filter_empty_places: "Nessun luogo ha animali che corrispondono a questi filtri."
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
  print_poster: "Stampa un volantino"
  poster_title: "Volantino: {title}"
  poster_scan: "Inquadra per la foto, la mappa e le ultime notizie:"
  species_names:
    cat: "gatto"
    dog: "cane"
    rabbit: "coniglio"
    bird: "uccello"
    ferret: "furetto"
    guinea_pig: "porcellino d’India"
    hamster: "criceto"
    parrot: "pappagallo"
    tortoise: "tartaruga"
    horse: "cavallo"
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
    large_airport: "Aeroporto grande"
    medium_airport: "Aeroporto medio"
    small_airport: "Aeroporto piccolo"
    heliport: "Eliporto"
    seaplane_base: "Idroscalo"
    closed: "Chiuso"
    precision: "Avvicinamento di precisione"
    non-precision: "Avvicinamento non di precisione"
    none: "Nessun avvicinamento strumentale"
    under-3000ft: "Pista sotto i 3.000 ft"
    3000-5999ft: "3.000–5.999 ft"
    6000-8999ft: "6.000–8.999 ft"
    9000ft-plus: "9.000 ft e oltre"
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
  calendar_title: "{title} · {site}"
  calendar_link: Aggiungi al calendario (iCal)
  feed_aboard: "A bordo di {boat}"
  feed_to: "verso {destination}"
  from: "Inizio: {date}"
  until: "Fine: {date}"
  dates_to_be_announced: Date da definire
airports:
  title: "Aeroporti"
  index_lead:
    one: "{airports} in {count} paese. Scegli un paese per la sua mappa e il suo elenco."
    other: "{airports} in {count} paesi. Scegli un paese per la sua mappa e il suo elenco."
  counted:
    one: "{count} aeroporto"
    other: "{count} aeroporti"
  countries_counted:
    one: "{count} paese"
    other: "{count} paesi"
  countries: "Paesi"
  country: "Paese"
  code: "Codice"
  airports: "Aeroporti"
  index_map_title: "Paesi con aeroporti"
  index_pin_label: "{country}: {counted}"
  index_map_caption: "{counted}, ciascuno sul suo aeroporto più centrale e collegato alla sua pagina, come la tabella qui sotto."
  country_title: "Aeroporti: {country}"
  country_heading:
    one: "{count} aeroporto"
    other: "{count} aeroporti"
  country_map_link:
    one: "Mappa di {count} aeroporto: {country}"
    other: "Mappa di tutti i {count} aeroporti: {country}"
  country_map_title: "Aeroporti: {country}"
  country_map_caption:
    one: "{count} aeroporto ({country}), colorato per {legend}"
    other: "{count} aeroporti ({country}), colorati per {legend}"
  country_empty: "Per questo paese non risultano aeroporti dei tipi pubblicati da questo sito."
  code_note: "Codice: l’indicatore di località ICAO;"
  code_note_grey: "i codici grigi"
  code_note_rest: "sono identificativi OurAirports di campi di volo che ne sono privi. Ordinati per nome."
  ident_local: "Identificativo OurAirports: nessun codice ICAO"
  iata: "IATA"
  name: "Nome"
  type: "Tipo"
  municipality: "Comune"
  longest_runway_ft: "Pista più lunga (ft)"
  best_approach: "Miglior avvicinamento"
  legend: "Legenda"
  legend_title:
    airportType: "tipo di aeroporto"
    procedurePrecision: "miglior avvicinamento strumentale"
    runwayLength: "pista più lunga"
    country: "paese"
    category: "categoria"
  types:
    large_airport: "Aeroporto grande"
    medium_airport: "Aeroporto medio"
    small_airport: "Aeroporto piccolo"
    heliport: "Eliporto"
    seaplane_base: "Idroscalo"
    balloonport: "Base per mongolfiere"
    closed: "Chiuso"
  approach:
    precision: "precisione"
    APV: "APV"
    non-precision: "non di precisione"
  lead: "{type}, {country}"
  lead_serving: "{type} al servizio di {municipality}, {country}"
  icao: "ICAO"
  ident: "Identificativo"
  no_icao: "(OurAirports; nessun codice ICAO)"
  region: "Regione"
  elevation: "Altitudine"
  position: "Posizione"
  fuel: "Carburante"
  point_of_entry: "Punto di entrata"
  longest_runway: "Pista più lunga"
  hard_runway: "Pista pavimentata"
  sources: "Fonti"
  answer_yes: "sì"
  answer_no: "no"
  unknown: "sconosciuta"
  none_published: "nessuno pubblicato"
  not_published: "non pubblicato"
  none_listed: "nessuno indicato"
  none: "nessuno"
  feet_metres: "{feet} ft ({metres} m)"
  runways: "Piste"
  runway: "Pista"
  length_ft: "Lunghezza (ft)"
  length_m: "Lunghezza (m)"
  width_ft: "Larghezza (ft)"
  width_m: "Larghezza (m)"
  surface: "Superficie"
  hard_soft: "Dura/morbida"
  lighted: "Illuminata"
  status: "Stato"
  hard: "dura"
  soft: "morbida"
  closed: "chiusa"
  open: "aperta"
  runway_source: "Dati delle piste: {source}."
  runway_sources:
    ourAirports: "OurAirports"
    euroAIP: "euro_aip (AIP)"
    euroAIPCompletedFromOurAirports: "euro_aip (AIP), campi vuoti completati da OurAirports"
  no_runways: "Per questo aeroporto non risultano piste."
  procedures: "Procedure strumentali"
  approaches: "Avvicinamenti: {category}"
  procedure_types:
    departure: "Partenze"
    arrival: "Arrivi"
  other_procedures: "Altre procedure"
  procedure: "Procedura"
  category: "Categoria"
  no_procedures: "Nei dati del sito non sono pubblicate procedure strumentali."
  aip: "Voci AIP"
  aip_sections:
    admin: "Amministrazione"
    operational: "Operazioni"
    handling: "Assistenza a terra"
    passenger: "Passeggeri"
  aip_fields:
    operator: "Gestore"
    administration_hours: "Orario dell’amministrazione"
  aip_parts:
    labelled: "{label}: {value}"
    feet: "{value} ft"
    celsius: "{value} °C"
    reference_temperature: "Temperatura di riferimento"
    mean_low_temperature: "Temperatura minima media"
    magnetic_variation: "Declinazione magnetica ({year})"
    annual_change: "Variazione annua"
  nearest: "Aeroporti più vicini"
  distance_nm: "Distanza (NM)"
  bearing: "Rilevamento"
  no_nearest: "Nei dati del sito non c’è nessun altro aeroporto dei tipi pubblicati."
  location_of: "Posizione di {name}"
  surroundings: "{name} e dintorni ({km} km di larghezza)"
  nearest_map_title: "{ident} e gli aeroporti più vicini"
  nearest_map_caption:
    one: "{name} e l’aeroporto più vicino con una pagina ({count}), entro {distance}"
    other: "{name} e i {count} aeroporti più vicini con una pagina, tutti entro {distance}"
  map_description: "Mappa: {label} a {position}."
  nearest_map_description: "{counted} entro {distance} da {place} ({tallies})."
query:
  route: "{counted} entro {distance} dalla rotta {route}"
  within: "{counted} entro {distance} da {place}"
  near: "{counted} vicino a {place}"
  nearest:
    airports: "{count} dei {nearest} aeroporti più vicini a {place}"
    charters: "{count} dei {nearest} charter più vicini a {place}"
    announcements: "{count} dei {nearest} animali smarriti e ritrovati più vicini a {place}"
  listed_first: " (in elenco: i primi {limit})"
  empty: "Ancora nulla corrisponde a questa ricerca: allarga `within` o allenta i filtri."
  map_label: "Mappa: {name}"
  table_label: "Tabella: {name}"
  map_data_block: "Dati della mappa (GeoJSON), blocco {number}"
  code: "Codice"
  name: "Nome"
  type: "Tipo"
  country: "Paese"
  along_track: "Lungo la rotta ({unit})"
  cross_track: "Scostamento laterale ({unit})"
  distance: "Distanza ({unit})"
  bearing: "Rilevamento"
  longest_runway_ft: "Pista più lunga (ft)"
  best_approach: "Miglior avvicinamento"
  fuel: "Carburante"
  none: "nessuno"
  charter: "Charter"
  destination: "Destinazione"
  start: "Inizio"
  end: "Fine"
  vessel: "Imbarcazione"
  pet: "Animale"
  status: "Stato"
  species: "Specie"
  date: "Data"
  address: "Indirizzo"
  statuses:
    lost: "smarrito"
    found: "ritrovato"
    closed: "chiuso"
  list_distance: "{name} ({distance} {unit})"
  none_within:
    airports: "Nessun aeroporto entro {distance} da {place}. {message}"
    charters: "Nessun charter entro {distance} da {place}. {message}"
    announcements: "Nessun animale smarrito o ritrovato entro {distance} da {place}. {message}"
  route_description: "Rotta {route}, {length}, con {counted} nelle vicinanze ({tallies})."
  route_none_description: "Rotta {route}, {length}, senza aeroporti nelle vicinanze."
  map_none_description: "Mappa senza aeroporti."
  error: "Non è stato possibile eseguire questa ricerca: {message}"
search:
  title: "Cerca"
  label: "Cerca nel sito"
  placeholder: "Cerca"
  submit: "Cerca"
  needs_javascript: "La ricerca funziona nel browser e richiede JavaScript: attivalo per cercare, oppure trova le pagine dal menu."
  unavailable: "Qui non c’è un indice di ricerca: viene creato quando il sito è costruito con la ricerca attiva, e consultato quando il sito è servito da un server web."
  kinds:
    page: "Pagina"
    report: "Rapporto"
    charter: "Charter"
    announcement: "Smarriti e ritrovati"
    airport: "Aeroporto"
  filters:
    language: "Lingua"
    kind: "Tipo"
    country: "Paese"
    species: "Specie"
    status: "Stato"

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
  status: Status
  date: Datum
  date_unknown: Datum okänt
  filter_label: "Filtrera listan och kartan"
  filter_all: "Alla"
  filter_other: "Övriga"
  filter_empty: "Inga djur här matchar de här filtren."
  filter_empty_places: "Ingen plats har djur som matchar de här filtren."
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
  print_poster: "Skriv ut en affisch"
  poster_title: "Affisch: {title}"
  poster_scan: "Skanna för foto, karta och det senaste:"
  species_names:
    cat: "katt"
    dog: "hund"
    rabbit: "kanin"
    bird: "fågel"
    ferret: "iller"
    guinea_pig: "marsvin"
    hamster: "hamster"
    parrot: "papegoja"
    tortoise: "sköldpadda"
    horse: "häst"
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
    large_airport: "Stor flygplats"
    medium_airport: "Mellanstor flygplats"
    small_airport: "Liten flygplats"
    heliport: "Helikopterflygplats"
    seaplane_base: "Sjöflygplats"
    closed: "Stängd"
    precision: "Precisionsinflygning"
    non-precision: "Icke-precisionsinflygning"
    none: "Ingen instrumentinflygning"
    under-3000ft: "Bana under 3\u00A0000 ft"
    3000-5999ft: "3\u00A0000–5\u00A0999 ft"
    6000-8999ft: "6\u00A0000–8\u00A0999 ft"
    9000ft-plus: "9\u00A0000 ft och längre"
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
  calendar_title: "{title} · {site}"
  calendar_link: Lägg till i kalendern (iCal)
  feed_aboard: "Ombord på {boat}"
  feed_to: "till {destination}"
  from: "Från {date}"
  until: "Till och med {date}"
  dates_to_be_announced: Datum meddelas senare
airports:
  title: "Flygplatser"
  index_lead:
    one: "{airports} i {count} land. Välj ett land för att se dess karta och lista."
    other: "{airports} i {count} länder. Välj ett land för att se dess karta och lista."
  counted:
    one: "{count} flygplats"
    other: "{count} flygplatser"
  countries_counted:
    one: "{count} land"
    other: "{count} länder"
  countries: "Länder"
  country: "Land"
  code: "Kod"
  airports: "Flygplatser"
  index_map_title: "Länder med flygplatser"
  index_pin_label: "{country}: {counted}"
  index_map_caption: "{counted}, vart och ett vid sin mest centrala flygplats och med länk till sin sida, liksom tabellen nedan."
  country_title: "Flygplatser i {country}"
  country_heading:
    one: "{count} flygplats"
    other: "{count} flygplatser"
  country_map_link:
    one: "Karta över {count} flygplats i {country}"
    other: "Karta över alla {count} flygplatser i {country}"
  country_map_title: "Flygplatser i {country}"
  country_map_caption:
    one: "{count} flygplats i {country}, färgad efter {legend}"
    other: "{count} flygplatser i {country}, färgade efter {legend}"
  country_empty: "Inga flygplatser av de typer som webbplatsen publicerar finns för det här landet."
  code_note: "Kod: ICAO-platsindikatorn;"
  code_note_grey: "gråa koder"
  code_note_rest: "är OurAirports-beteckningar för flygfält som saknar en sådan. Sorterat efter namn."
  ident_local: "OurAirports-beteckning: ingen ICAO-kod"
  iata: "IATA"
  name: "Namn"
  type: "Typ"
  municipality: "Ort"
  longest_runway_ft: "Längsta bana (ft)"
  best_approach: "Bästa inflygning"
  legend: "Teckenförklaring"
  legend_title:
    airportType: "flygplatstyp"
    procedurePrecision: "bästa instrumentinflygning"
    runwayLength: "längsta bana"
    country: "land"
    category: "kategori"
  types:
    large_airport: "Stor flygplats"
    medium_airport: "Mellanstor flygplats"
    small_airport: "Liten flygplats"
    heliport: "Helikopterflygplats"
    seaplane_base: "Sjöflygplats"
    balloonport: "Ballongplats"
    closed: "Stängd"
  approach:
    precision: "precision"
    APV: "APV"
    non-precision: "icke-precision"
  lead: "{type}, {country}"
  lead_serving: "{type} för {municipality}, {country}"
  icao: "ICAO"
  ident: "Beteckning"
  no_icao: "(OurAirports; ingen ICAO-kod)"
  region: "Region"
  elevation: "Höjd över havet"
  position: "Position"
  fuel: "Bränsle"
  point_of_entry: "Gränsövergångsställe"
  longest_runway: "Längsta bana"
  hard_runway: "Belagd bana"
  sources: "Källor"
  answer_yes: "ja"
  answer_no: "nej"
  unknown: "okänd"
  none_published: "ingen publicerad"
  not_published: "ej publicerat"
  none_listed: "inget angivet"
  none: "ingen"
  feet_metres: "{feet} ft ({metres} m)"
  runways: "Banor"
  runway: "Bana"
  length_ft: "Längd (ft)"
  length_m: "Längd (m)"
  width_ft: "Bredd (ft)"
  width_m: "Bredd (m)"
  surface: "Beläggning"
  hard_soft: "Hård/mjuk"
  lighted: "Belyst"
  status: "Status"
  hard: "hård"
  soft: "mjuk"
  closed: "stängd"
  open: "öppen"
  runway_source: "Banuppgifter: {source}."
  runway_sources:
    ourAirports: "OurAirports"
    euroAIP: "euro_aip (AIP)"
    euroAIPCompletedFromOurAirports: "euro_aip (AIP), tomma fält kompletterade från OurAirports"
  no_runways: "Inga banor finns angivna för den här flygplatsen."
  procedures: "Instrumentprocedurer"
  approaches: "Inflygningar: {category}"
  procedure_types:
    departure: "Utflygningar"
    arrival: "Ankomster"
  other_procedures: "Övriga procedurer"
  procedure: "Procedur"
  category: "Kategori"
  no_procedures: "Inga instrumentprocedurer finns publicerade i webbplatsens data."
  aip: "AIP-uppgifter"
  aip_sections:
    admin: "Administration"
    operational: "Drift"
    handling: "Marktjänst"
    passenger: "Passagerare"
  aip_fields:
    operator: "Operatör"
    administration_hours: "Administrationens öppettider"
  aip_parts:
    labelled: "{label}: {value}"
    feet: "{value} ft"
    celsius: "{value} °C"
    reference_temperature: "Referenstemperatur"
    mean_low_temperature: "Medellägsta temperatur"
    magnetic_variation: "Missvisning ({year})"
    annual_change: "Årlig förändring"
  nearest: "Närmaste flygplatser"
  distance_nm: "Avstånd (NM)"
  bearing: "Bäring"
  no_nearest: "Ingen annan flygplats av de publicerade typerna finns i webbplatsens data."
  location_of: "Var {name} ligger"
  surroundings: "{name} med omgivning ({km} km tvärs över)"
  nearest_map_title: "{ident} och de närmaste flygplatserna"
  nearest_map_caption:
    one: "{name} och närmaste flygplats med egen sida ({count}), inom {distance}"
    other: "{name} och de {count} närmaste flygplatserna med egna sidor, alla inom {distance}"
  map_description: "Karta över {label} vid {position}."
  nearest_map_description: "{counted} inom {distance} från {place} ({tallies})."
query:
  route: "{counted} inom {distance} från rutten {route}"
  within: "{counted} inom {distance} från {place}"
  near: "{counted} nära {place}"
  nearest:
    airports: "{count} av de {nearest} flygplatser som ligger närmast {place}"
    charters: "{count} av de {nearest} charterresor som ligger närmast {place}"
    announcements: "{count} av de {nearest} försvunna och upphittade husdjur som finns närmast {place}"
  listed_first: " (listade: de första {limit})"
  empty: "Inget matchar frågan ännu: öka `within` eller lätta på filtren."
  map_label: "Karta: {name}"
  table_label: "Tabell: {name}"
  map_data_block: "Kartdata (GeoJSON), block {number}"
  code: "Kod"
  name: "Namn"
  type: "Typ"
  country: "Land"
  along_track: "Längs rutten ({unit})"
  cross_track: "Från rutten ({unit})"
  distance: "Avstånd ({unit})"
  bearing: "Bäring"
  longest_runway_ft: "Längsta bana (ft)"
  best_approach: "Bästa inflygning"
  fuel: "Bränsle"
  none: "ingen"
  charter: "Charterresa"
  destination: "Resmål"
  start: "Start"
  end: "Slut"
  vessel: "Båttyp"
  pet: "Djur"
  status: "Status"
  species: "Art"
  date: "Datum"
  address: "Adress"
  statuses:
    lost: "försvunnen"
    found: "upphittad"
    closed: "avslutad"
  list_distance: "{name} ({distance} {unit})"
  none_within:
    airports: "Inga flygplatser inom {distance} från {place}. {message}"
    charters: "Inga charterresor inom {distance} från {place}. {message}"
    announcements: "Inga försvunna eller upphittade husdjur inom {distance} från {place}. {message}"
  route_description: "Rutten {route}, {length}, med {counted} i närheten ({tallies})."
  route_none_description: "Rutten {route}, {length}, utan flygplatser i närheten."
  map_none_description: "Karta utan flygplatser."
  error: "Frågan kunde inte köras: {message}"
search:
  title: "Sök"
  label: "Sök på webbplatsen"
  placeholder: "Sök"
  submit: "Sök"
  needs_javascript: "Sökningen körs i din webbläsare och behöver JavaScript: slå på det för att söka, eller hitta sidor via menyn."
  unavailable: "Här finns inget sökindex: det skapas när webbplatsen byggs med sökning påslagen och används när webbplatsen visas från en webbserver."
  kinds:
    page: "Sida"
    report: "Rapport"
    charter: "Charter"
    announcement: "Upphittat och borttappat"
    airport: "Flygplats"
  filters:
    language: "Språk"
    kind: "Typ"
    country: "Land"
    species: "Art"
    status: "Status"

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
{{#url}}<a href="{{url}}"{{^isICAO}} class="ident-local" title="{{t.airports.ident_local}}"{{/isICAO}}>{{code}}</a>{{/url}}{{^url}}<span{{^isICAO}} class="ident-local" title="{{t.airports.ident_local}}"{{/isICAO}}>{{code}}</span>{{/url}}
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
<footer class="site-footer"{{#site.search}} data-pagefind-ignore{{/site.search}}>
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
<meta http-equiv="Content-Security-Policy" content="{{contentSecurityPolicy}}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="{{generator}}">
{{#searchable}}
{{#searchFilters}}
<meta data-pagefind-filter="{{name}}[content]" content="{{value}}">
{{/searchFilters}}
{{/searchable}}
{{#noindex}}
<meta name="robots" content="noindex">
{{/noindex}}
{{#share.description}}
<meta name="description" content="{{share.description}}">
{{/share.description}}
{{#canonicalURL}}
<link rel="canonical" href="{{canonicalURL}}">
{{/canonicalURL}}
{{#alternates}}
<link rel="alternate" hreflang="{{hreflang}}" href="{{href}}">
{{/alternates}}
<meta property="og:site_name" content="{{site.title}}">
<meta property="og:title" content="{{share.title}}">
{{#share.description}}
<meta property="og:description" content="{{share.description}}">
{{/share.description}}
<meta property="og:type" content="{{share.type}}">
<meta property="og:url" content="{{share.url}}">
<meta property="og:locale" content="{{share.locale}}">
{{#share.localeAlternates}}
<meta property="og:locale:alternate" content="{{.}}">
{{/share.localeAlternates}}
{{#shareImage}}
<meta property="og:image" content="{{url}}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="{{width}}">
<meta property="og:image:height" content="{{height}}">
<meta property="og:image:alt" content="{{alt}}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="{{url}}">
<meta name="twitter:image:alt" content="{{alt}}">
{{/shareImage}}
{{^shareImage}}
<meta name="twitter:card" content="summary">
{{/shareImage}}
<meta name="twitter:title" content="{{share.title}}">
{{#share.description}}
<meta name="twitter:description" content="{{share.description}}">
{{/share.description}}
{{#jsonLD}}
<script type="application/ld+json">{{{jsonLD}}}</script>
{{/jsonLD}}
{{> partials/pager-links}}
<link rel="stylesheet" href="{{stylesheet}}">
<link rel="icon" href="{{root}}favicon.svg" type="image/svg+xml">
{{> partials/feeds}}

"""##,
        "partials/header.mustache": ##"""
<header class="site-header"{{#site.search}} data-pagefind-ignore{{/site.search}}>
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
{{#site.search}}
{{^searchPage}}
    <div class="site-search">
      <a class="site-search-link" href="{{root}}search/index.html">{{t.search.title}}</a>
      <form class="site-search-form" role="search" action="{{root}}search/index.html" method="get" hidden>
        <label class="visually-hidden" for="site-search-query">{{t.search.label}}</label>
        <input id="site-search-query" type="search" name="q" placeholder="{{t.search.placeholder}}" autocomplete="off">
        <button type="submit">{{t.search.submit}}</button>
      </form>
    </div>
{{/searchPage}}
{{/site.search}}
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
<figure class="map"{{#site.search}} data-pagefind-ignore{{/site.search}}>
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
        "partials/pet-filters.mustache": ##"""
{{#filters}}
<div class="pet-filters" role="group" aria-label="{{t.pets.filter_label}}">
<fieldset>
  <legend>{{t.pets.status}}</legend>
  {{#status}}
  <span class="filter-choice"><input type="radio" name="status" id="filter-status-{{value}}" value="{{value}}"{{#checked}} checked{{/checked}}><label for="filter-status-{{value}}">{{label}}{{#count}} <span class="count">{{count}}</span>{{/count}}</label></span>
  {{/status}}
</fieldset>
<fieldset>
  <legend>{{t.announcement.species}}</legend>
  {{#species}}
  <span class="filter-choice"><input type="radio" name="species" id="filter-species-{{value}}" value="{{value}}"{{#checked}} checked{{/checked}}><label for="filter-species-{{value}}">{{label}}{{#count}} <span class="count">{{count}}</span>{{/count}}</label></span>
  {{/species}}
</fieldset>
</div>
{{/filters}}

"""##,
        "partials/pet-row.mustache": ##"""
<li class="pet-row filter-item status-{{status}}" data-layers="{{layers}}">
  {{#photo}}<img class="pet-thumb" src="{{photo}}" alt="" width="48" height="48" loading="lazy">{{/photo}}
  <p class="pet-row-head"><span class="badge badge-{{status}}">{{statusLabel}}</span> <a href="{{url}}">{{name}}</a>{{#distance}} <span class="pet-distance">{{distanceAway}}</span>{{/distance}}</p>
  <p class="meta">{{species}}{{#color}} · {{color}}{{/color}} · {{#date}}<time datetime="{{date}}" aria-hidden="true">{{dateText}}</time><span class="visually-hidden">{{dateLabel}}</span>{{/date}}{{^date}}{{t.pets.date_unknown}}{{/date}}</p>
</li>

"""##,
        "pets.mustache": ##"""
{{<base}}
{{$main}}
<section class="listing pets{{#filters}} filterable{{/filters}}">
<header class="page-header">
  <h1>{{page.title}}</h1>
  <p class="lead">{{lead}}</p>
</header>
{{> partials/pet-filters}}
{{> partials/map}}
{{#hasPlaces}}
<div class="table-scroll" id="places" tabindex="0" role="region" aria-label="{{t.pets.places}}">
<table class="places-table">
  <thead><tr><th>{{t.pets.place}}</th><th>{{t.pets.kind}}</th><th class="num">{{t.pets.radius}}</th><th class="num">{{t.pets.lost}}</th><th class="num">{{t.pets.found}}</th></tr></thead>
  <tbody>
    {{#places}}
    <tr class="filter-item" data-layers="{{layers}}"><td><a href="{{url}}">{{name}}</a>{{#noLocation}} <span class="badge badge-muted">{{t.page.no_map_location}}</span>{{/noLocation}}</td><td>{{kind}}</td><td class="num">{{radius}}</td><td class="num">{{lost}}</td><td class="num">{{found}}</td></tr>
    {{/places}}
  </tbody>
</table>
</div>
{{#filters}}
<p class="filter-empty filter-item" data-layers="{{emptyLayers}}">{{t.pets.filter_empty_places}}</p>
{{/filters}}
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
<section class="listing place{{#hasCards}} filterable{{/hasCards}}">
<header class="page-header">
  <p class="eyebrow"><a href="{{petsURL}}">{{t.pets.title}}</a></p>
  <h1>{{page.title}}</h1>
  <p class="lead">{{lead}}</p>
</header>
{{#hasCards}}
{{> partials/pet-filters}}
{{/hasCards}}
{{> partials/map}}
{{#noLocation}}
<p class="no-location">{{t.page.no_map_location}}{{#notPlaced}} {{notPlaced}}{{/notPlaced}}</p>
{{/noLocation}}
<div id="pets-list">
{{#hasCards}}
<h2 id="pets-list-heading">{{t.pets.lost_first}}</h2>
<ul class="pet-rows" aria-labelledby="pets-list-heading">
  {{#cards}}
  {{> partials/pet-row}}
  {{/cards}}
</ul>
{{#filters}}
<p class="filter-empty filter-item" data-layers="{{emptyLayers}}">{{t.pets.filter_empty}}</p>
{{/filters}}
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
        "poster.mustache": ##"""
<!DOCTYPE html>
<html lang="{{site.language}}">
<head>
{{> partials/head}}
<title>{{page.title}} · {{site.title}}</title>
</head>
<body class="kind-poster">
<main id="main" class="poster-sheet status-{{announcement.status}}">
<header class="poster-head">
  <h1 class="poster-status">{{announcement.statusLabel}}</h1>
  <p class="poster-pet"><span class="poster-species">{{announcement.species}}</span> <span class="poster-name">{{announcement.name}}</span></p>
  {{#announcement.dateText}}<p class="poster-date">{{announcement.dateLabel}}</p>{{/announcement.dateText}}
</header>
<div class="poster-media{{#announcement.photo}} has-photo{{/announcement.photo}}">
{{#announcement.photo}}<img class="poster-photo" src="{{announcement.photo}}" alt="{{announcement.photoAlt}}">{{/announcement.photo}}
{{#posterMap}}
<figure class="poster-map">
{{{svg}}}
{{#caption}}<figcaption>{{caption}}</figcaption>{{/caption}}
</figure>
{{/posterMap}}
</div>
{{#hasDescription}}
<section class="poster-description">
{{{description}}}
</section>
{{/hasDescription}}
<div class="poster-reply">
  <div class="poster-contact">
  {{#poster.hasContact}}
  <p class="poster-contact-label">{{t.announcement.contact}}</p>
  <p class="poster-contact-value">{{announcement.contact}}</p>
  {{/poster.hasContact}}
  <p class="poster-scan">{{t.announcement.poster_scan}}</p>
  <p class="poster-url">{{poster.shortURL}}</p>
  </div>
  <figure class="poster-qr" data-url="{{poster.url}}">
  {{{poster.qr}}}
  </figure>
</div>
<ul class="poster-strips">
{{#poster.strips}}
  <li class="poster-strip"><p>{{#hasContact}}<strong>{{contact}}</strong>{{/hasContact}}{{^hasContact}}<strong>{{title}}</strong>{{/hasContact}}<br><span class="poster-strip-url">{{shortURL}}</span></p></li>
{{/poster.strips}}
</ul>
<p class="poster-back"><a href="{{poster.pageLink}}">{{announcement.title}}</a></p>
</main>
</body>
</html>

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
        "search.mustache": ##"""
{{<base}}
{{$head}}
<link rel="stylesheet" href="{{siteRoot}}pagefind/pagefind-ui.css">
{{/head}}
{{$main}}
<article class="search-page">
<header class="page-header">
  <h1 id="search-title">{{page.title}}</h1>
</header>
<noscript><p class="search-note">{{t.search.needs_javascript}}</p></noscript>
<p class="search-note search-unavailable" hidden>{{t.search.unavailable}}</p>
<div id="search" class="search-ui" data-bundle="{{siteRoot}}pagefind/" data-site="{{siteRoot}}"></div>
</article>
{{/main}}
{{$scripts}}
<script src="{{siteRoot}}pagefind/pagefind-ui.js" defer></script>
{{/scripts}}
{{/base}}

"""##,
        "static/favicon.svg": ##"""
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="13" r="9" fill="#0b6e74"/><path d="M16 31 8 18h16z" fill="#0b6e74"/><circle cx="16" cy="13" r="3.5" fill="#fff"/></svg>

"""##,
        "static/search/waymark-search.js": ##"""
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

/* Text keeps its measure; tables and query blocks (their tables) may take the page's width. */
.prose > * { max-width: var(--narrow); }
.prose > :is(table, .table-scroll, .waymark-query) { max-width: 100%; }
.prose > .waymark-query > :not(.table-scroll) { max-width: var(--narrow); }
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
/* The first column names the row: it stays in view at the left edge while the others scroll. */
:is(th, td):first-child:not(.key) {
  position: sticky;
  left: 0;
  z-index: 1;
  background: var(--bg);
  box-shadow: inset -1px 0 0 var(--border);
}
tbody tr:hover :is(td.key, td:first-child) { background: var(--accent-soft); }
th, td { padding: 0.5rem 0.9rem; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; }
th { font-weight: 600; border-bottom-width: 2px; white-space: nowrap; }
/* Wider screens: a heading wraps before its table scrolls sideways. */
@media (min-width: 48rem) { th { white-space: normal; } }
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
.closed-notice { border-left: 4px solid #666; background: var(--code-bg); padding: 0.8rem 1rem; border-radius: 4px; font-weight: 600; }
.places-table td.num, .places-table th.num { text-align: right; font-variant-numeric: tabular-nums; }

/* pets: compact rows (partials/pet-row), lost first, newest first; several columns on wide screens */
.pet-rows {
  list-style: none; padding: 0; margin: 0.5rem 0 0;
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); column-gap: 1.75rem;
}
.pet-row {
  display: grid; grid-template-columns: minmax(0, 1fr); column-gap: 0.65rem; align-items: center;
  padding: 0.2rem 0; border-bottom: 1px solid var(--border); line-height: 1.25;
}
.pet-row:has(> .pet-thumb) { grid-template-columns: 3rem minmax(0, 1fr); }
.pet-thumb { grid-row: span 2; width: 3rem; height: 3rem; object-fit: cover; border-radius: 6px; background: var(--code-bg); }
.pet-row > p { grid-column: -2; margin: 0; }
.pet-row-head { display: flex; align-items: baseline; gap: 0.5rem; }
.pet-row-head a { font-weight: 600; min-width: 0; overflow-wrap: anywhere; }
.pet-row-head .badge { font-size: 0.7rem; padding: 0 0.4rem; flex: none; }
.pet-distance { margin-left: auto; color: var(--muted); font-size: 0.875rem; white-space: nowrap; font-variant-numeric: tabular-nums; }
.pet-row .meta { font-size: 0.875rem; }

/* pets: filters by status and species (partials/pet-filters). Radio buttons read by :has(), so
   they work without JavaScript: each listed item names the filter choices it matches
   (data-layers), the map draws its pins once per choice (a .pin-layer each, data-layer), and the
   rules below hide every item and layer that lacks the checked choice. Without :has() the
   filters stay hidden and the page shows everything, as before. */
.pet-filters, .filter-empty { display: none; }
.pet-filters fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.pet-filters legend { padding: 0; margin-bottom: 0.3rem; font-size: 0.9rem; font-weight: 600; color: var(--muted); }
.filter-choice { position: relative; display: inline-block; margin: 0 0.3rem 0.4rem 0; }
.filter-choice input { position: absolute; top: 0; left: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.filter-choice label {
  display: inline-block; padding: 0.2rem 0.75rem; border: 1px solid var(--border); border-radius: 999px;
  background: var(--surface); line-height: 1.4; cursor: pointer;
}
.filter-choice input:hover + label { border-color: var(--accent); }
.filter-choice input:checked + label { background: var(--accent-soft); border-color: var(--accent); color: var(--accent-strong); font-weight: 600; }
.filter-choice input:focus-visible + label { outline: 3px solid var(--accent); outline-offset: 2px; }
.filter-empty { color: var(--muted); font-style: italic; }
@supports selector(:has(*)) {
  .pet-filters { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; margin: 0 0 1rem; }
  .filterable .pin-layer { display: inline; }
  .filterable .filter-empty { display: block; }
  .filterable:has(#filter-status-all:checked):has(#filter-species-all:checked) :is(.filter-item:not([data-layers~="all-all"]), .pin-layer:not([data-layer="all-all"])) { display: none; }
  .filterable:has(#filter-status-all:checked):has(#filter-species-1:checked) :is(.filter-item:not([data-layers~="all-1"]), .pin-layer:not([data-layer="all-1"])) { display: none; }
  .filterable:has(#filter-status-all:checked):has(#filter-species-2:checked) :is(.filter-item:not([data-layers~="all-2"]), .pin-layer:not([data-layer="all-2"])) { display: none; }
  .filterable:has(#filter-status-all:checked):has(#filter-species-3:checked) :is(.filter-item:not([data-layers~="all-3"]), .pin-layer:not([data-layer="all-3"])) { display: none; }
  .filterable:has(#filter-status-all:checked):has(#filter-species-4:checked) :is(.filter-item:not([data-layers~="all-4"]), .pin-layer:not([data-layer="all-4"])) { display: none; }
  .filterable:has(#filter-status-all:checked):has(#filter-species-5:checked) :is(.filter-item:not([data-layers~="all-5"]), .pin-layer:not([data-layer="all-5"])) { display: none; }
  .filterable:has(#filter-status-all:checked):has(#filter-species-6:checked) :is(.filter-item:not([data-layers~="all-6"]), .pin-layer:not([data-layer="all-6"])) { display: none; }
  .filterable:has(#filter-status-lost:checked):has(#filter-species-all:checked) :is(.filter-item:not([data-layers~="lost-all"]), .pin-layer:not([data-layer="lost-all"])) { display: none; }
  .filterable:has(#filter-status-lost:checked):has(#filter-species-1:checked) :is(.filter-item:not([data-layers~="lost-1"]), .pin-layer:not([data-layer="lost-1"])) { display: none; }
  .filterable:has(#filter-status-lost:checked):has(#filter-species-2:checked) :is(.filter-item:not([data-layers~="lost-2"]), .pin-layer:not([data-layer="lost-2"])) { display: none; }
  .filterable:has(#filter-status-lost:checked):has(#filter-species-3:checked) :is(.filter-item:not([data-layers~="lost-3"]), .pin-layer:not([data-layer="lost-3"])) { display: none; }
  .filterable:has(#filter-status-lost:checked):has(#filter-species-4:checked) :is(.filter-item:not([data-layers~="lost-4"]), .pin-layer:not([data-layer="lost-4"])) { display: none; }
  .filterable:has(#filter-status-lost:checked):has(#filter-species-5:checked) :is(.filter-item:not([data-layers~="lost-5"]), .pin-layer:not([data-layer="lost-5"])) { display: none; }
  .filterable:has(#filter-status-lost:checked):has(#filter-species-6:checked) :is(.filter-item:not([data-layers~="lost-6"]), .pin-layer:not([data-layer="lost-6"])) { display: none; }
  .filterable:has(#filter-status-found:checked):has(#filter-species-all:checked) :is(.filter-item:not([data-layers~="found-all"]), .pin-layer:not([data-layer="found-all"])) { display: none; }
  .filterable:has(#filter-status-found:checked):has(#filter-species-1:checked) :is(.filter-item:not([data-layers~="found-1"]), .pin-layer:not([data-layer="found-1"])) { display: none; }
  .filterable:has(#filter-status-found:checked):has(#filter-species-2:checked) :is(.filter-item:not([data-layers~="found-2"]), .pin-layer:not([data-layer="found-2"])) { display: none; }
  .filterable:has(#filter-status-found:checked):has(#filter-species-3:checked) :is(.filter-item:not([data-layers~="found-3"]), .pin-layer:not([data-layer="found-3"])) { display: none; }
  .filterable:has(#filter-status-found:checked):has(#filter-species-4:checked) :is(.filter-item:not([data-layers~="found-4"]), .pin-layer:not([data-layer="found-4"])) { display: none; }
  .filterable:has(#filter-status-found:checked):has(#filter-species-5:checked) :is(.filter-item:not([data-layers~="found-5"]), .pin-layer:not([data-layer="found-5"])) { display: none; }
  .filterable:has(#filter-status-found:checked):has(#filter-species-6:checked) :is(.filter-item:not([data-layers~="found-6"]), .pin-layer:not([data-layer="found-6"])) { display: none; }
  /* Wide screens: the filters beside the map, the rows below both. */
  @media (min-width: 64rem) {
    .filterable:has(> .map) { display: grid; grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr); column-gap: 2rem; align-items: start; }
    .filterable:has(> .map) > * { grid-column: 1 / -1; }
    .filterable:has(> .map) > .pet-filters { grid-column: 1; flex-direction: column; margin-top: 1.5rem; }
    .filterable:has(> .map) > .map { grid-column: 2; }
  }
}

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

/* Search (sites with search: true): the header's box, which is a link without JavaScript, and
   the search page around Pagefind's interface. */
.site-search-link {
  display: block;
  padding: 0.35rem 0.75rem;
  border-radius: 999px;
  color: var(--muted);
}
.site-search-link:hover { color: var(--text); background: var(--accent-soft); }
.site-search-form { display: flex; gap: 0.35rem; max-width: 100%; }
.site-search-form[hidden], .site-search-link[hidden] { display: none; }
.site-search-form input {
  min-width: 0;
  width: 12rem;
  padding: 0.35rem 0.75rem;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--bg);
  color: var(--text);
  font: inherit;
}
.site-search-form button {
  padding: 0.35rem 0.85rem;
  border: 1px solid var(--accent);
  border-radius: 999px;
  background: var(--accent);
  color: #fff;
  font: inherit;
  cursor: pointer;
}
.site-search-form input:focus-visible, .site-search-form button:focus-visible {
  outline: 2px solid var(--accent);
  outline-offset: 2px;
}
.search-page { max-width: var(--narrow); }
.search-note { color: var(--muted); }
.search-ui {
  --pagefind-ui-primary: var(--accent);
  --pagefind-ui-text: var(--text);
  --pagefind-ui-background: var(--surface);
  --pagefind-ui-border: var(--border);
  --pagefind-ui-tag: var(--accent-soft);
  --pagefind-ui-font: inherit;
}
@media (max-width: 40rem) {
  .site-search, .site-search-form { width: 100%; }
  .site-search-form input { flex: 1; width: auto; }
}

/* Lost-pet posters (pets/announcements/<id>/poster/): one printed page on A4 and on US Letter alike.
   The sheet is 190 × 259 mm inside 10 mm page margins: it fits the smaller of both papers
   (210 × 279 mm) and prints the same on each; on screen it is a centred sheet of paper. */
@page poster { margin: 10mm; }
.kind-poster {
  color-scheme: light; --text: #000; --muted: #333; --border: #999; --accent: #0b4f6c;
  background: #d5d9dc; color: #000; display: block; min-height: 0;
  font-size: 12pt; line-height: 1.3;
}
.poster-sheet {
  page: poster;
  width: 210mm; height: 279mm; margin: 1.5rem auto; padding: 10mm;
  background: #fff; box-shadow: 0 2px 14px rgb(0 0 0 / 25%);
  display: flex; flex-direction: column; justify-content: space-between; gap: 3mm; overflow: hidden;
}
.poster-sheet p, .poster-sheet figure, .poster-sheet h1 { margin: 0; }
.poster-head { text-align: center; }
.poster-status {
  font-size: 25mm; line-height: 1; font-weight: 900; letter-spacing: 0.03em;
  text-transform: uppercase; overflow-wrap: anywhere; color: #b3000c;
}
.status-found .poster-status { color: #00508a; }
.poster-pet {
  font-size: 20pt; font-weight: 700; line-height: 1.15;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
}
.poster-species { text-transform: capitalize; font-weight: 400; }
.poster-date { font-size: 13pt; }
.poster-media { display: flex; gap: 4mm; justify-content: center; height: 62mm; flex: none; }
.poster-photo { width: 93mm; height: 62mm; object-fit: cover; border: 0.3mm solid #000; }
.poster-map { width: 99mm; flex: none; }
.has-photo .poster-map { width: 93mm; }
.poster-map svg { display: block; width: 100%; height: auto; border: 0.3mm solid #000; }
.poster-map figcaption { font-size: 9pt; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.poster-description {
  flex: 0 1 auto; min-height: 0; max-height: 7lh; overflow: hidden; font-size: 13pt; line-height: 1.35;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 7;
}
.poster-description > * { margin: 0; }
.poster-reply {
  display: flex; gap: 6mm; align-items: center; flex: none;
  border-top: 0.5mm solid #000; padding-top: 3mm;
}
.poster-contact { flex: 1; min-width: 0; }
.poster-contact-label { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.08em; }
.poster-contact-value {
  font-size: 17pt; font-weight: 700; line-height: 1.2; overflow-wrap: anywhere; margin-bottom: 2mm;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden;
}
.poster-scan { font-size: 11pt; }
.poster-url { font-size: 12pt; font-weight: 600; overflow-wrap: anywhere; }
.poster-qr { flex: none; width: 42mm; height: 42mm; }
.poster-qr svg { display: block; width: 42mm; height: 42mm; }
.poster-strips {
  display: flex; list-style: none; margin: 0; padding: 0; flex: none; height: 44mm;
  border-top: 0.4mm dashed #000;
}
.poster-strip { flex: 1 1 0; min-width: 0; border-left: 0.4mm dashed #000; padding: 1.5mm 1mm; overflow: hidden; }
.poster-strip:first-child { border-left: 0; }
.poster-strip p {
  writing-mode: vertical-rl; transform: rotate(180deg); height: 100%;
  font-size: 9pt; line-height: 1.2; overflow-wrap: anywhere;
}
.poster-back { position: absolute; top: 0.5rem; left: 0.5rem; font-size: 1rem; }
.poster-link a { font-weight: 600; }
@media print {
  .kind-poster { background: #fff; }
  .poster-sheet { width: 190mm; height: 259mm; margin: 0 auto; padding: 0; box-shadow: none; }
  .poster-back { display: none; }
}

"""##,
    ]
}
