-- The PostgreSQL/PostGIS fixture of the tests (loaded by scripts/with-test-postgres.sh): the records
-- of files-site/data/ as tables, with PostGIS points on both sides of the 180th meridian and at the
-- poles. Keep the two in step: WaymarkPostgresTests builds both sites and compares the output trees.
CREATE EXTENSION IF NOT EXISTS postgis;

CREATE TABLE announcements (
    id          text PRIMARY KEY,
    status      text NOT NULL,
    species     text,
    pet_name    text,
    breed       text,
    colour      text,
    last_seen   date,
    position    geography(Point, 4326),
    address     text,
    photo       text,
    contact     text,
    description text
);

INSERT INTO announcements VALUES
    ('fiji-east', 'lost', 'cat', 'Moana', 'mixed', 'ginger', '2026-06-01', 'SRID=4326;POINT(179.99 -16.8)',
     'Waiyevo, Taveuni', NULL, '+679 555 0101', 'Last seen by the ferry <b>jetty</b> & the market.'),
    ('fiji-west', 'found', 'dog', 'Koro', 'terrier', 'white', '2026-06-02', 'SRID=4326;POINT(-179.99 -16.81)',
     NULL, NULL, '+679 555 0102', 'Found on the beach, very "friendly".'),
    ('north-pole', 'lost', 'dog', 'Nanook', 'husky', 'grey', '2026-06-03', 'SRID=4326;POINT(0 90)',
     NULL, NULL, 'radio 16', 'Ran off from the **camp**.'),
    ('south-pole', 'found', 'bird', 'Pingu', 'emperor', 'black and white', '2026-06-04', 'SRID=4326;POINT(0 -90)',
     NULL, NULL, NULL, 'Waddled into the station.'),
    ('lyon-lost', 'lost', 'cat', 'Minou', 'european', 'tabby', '2026-06-05', 'SRID=4326;POINT(4.8357 45.764)',
     'Place Bellecour, Lyon', 'images/minou.jpg', 'minou@example.org', 'Answers to *Minou*.'),
    ('lyon-active', 'active', 'rabbit', NULL, 'lop', 'brown', '2026-06-06', 'SRID=4326;POINT(4.83 45.77)',
     NULL, NULL, NULL, E'Two lines of text:\nescaped < and > and "quotes".\n'),
    ('lyon-closed', 'closed', 'cat', NULL, NULL, NULL, '2026-05-01', 'SRID=4326;POINT(4.84 45.76)',
     NULL, NULL, NULL, NULL),
    ('lyon-address', 'lost', 'dog', 'Rex', NULL, NULL, '2026-06-07', NULL,
     'Lyon, France', NULL, NULL, NULL);

CREATE TABLE charters (
    id          text PRIMARY KEY,
    name        text NOT NULL,
    boat        text,
    vessel_type text,
    captain     text,
    destination text,
    geom        geometry(Point, 4326),
    place_id    text,
    region      text,
    start_date  date,
    end_date    date,
    visibility  text,
    berths      integer,
    tags        text[],
    description text
);

INSERT INTO charters VALUES
    ('fiji-loop', 'Fiji loop', 'Vaka', 'catamaran', 'Sera', 'Taveuni', 'SRID=4326;POINT(179.8 -16.9)', 'taveuni', 'Fiji',
     '2026-07-01', '2026-07-10', 'public', 6, ARRAY['reef', 'diving'], 'Around the **180th meridian**.'),
    ('fiji-dateline', 'Dateline crossing', 'Vaka', 'catamaran', 'Sera', 'Rabi', 'SRID=4326;POINT(-179.98 -16.5)', NULL, 'Fiji',
     '2026-07-12', '2026-07-20', 'public', 6, ARRAY['reef'], 'Crossing the date line.'),
    ('arctic', 'Arctic expedition', 'Polarstar', 'motor yacht', 'Ingrid', 'Svalbard', 'SRID=4326;POINT(10 89.9)', 'north-pole', 'Arctic',
     '2026-08-01', '2026-08-21', 'unlisted', 12, ARRAY['ice'], 'To the ice edge.'),
    ('secret', 'Secret trip', 'Hush', 'sailing yacht', 'Anon', 'Nowhere', 'SRID=4326;POINT(5 45)', NULL, NULL,
     '2026-07-01', '2026-07-02', 'private', 2, NULL, 'Never published.'),
    ('split-week', 'Split week', 'Adriatica', 'sailing yacht', 'Marko', 'Split, Croatia', NULL, NULL, 'Dalmatia',
     '2026-06-20', '2026-06-27', 'public', 8, ARRAY['sailing', 'week'], 'A week between islands.');

CREATE TABLE places (
    name      text NOT NULL,
    slug      text,
    lat       double precision,
    lon       double precision,
    radius_km numeric(6, 2),
    kind      text,
    query     text
);

INSERT INTO places VALUES
    ('Taveuni', 'taveuni', -16.805, 179.995, 10, 'island', NULL),
    ('North Pole', 'north-pole', 89.99, 0, 25.5, 'camp', NULL),
    ('Lyon Presqu''île', NULL, NULL, NULL, NULL, 'neighbourhood', 'Lyon, France');

-- A read-only role for the tests' sources, as a deployment would give Waymark.
CREATE ROLE waymark_reader LOGIN PASSWORD :'reader_password';
GRANT SELECT ON ALL TABLES IN SCHEMA public TO waymark_reader;
