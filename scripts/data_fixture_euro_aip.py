#!/usr/bin/env python3
"""Write the deliberately broken euro_aip database used by the validation tests.

Writes Tests/Fixtures/data/broken-site/data/airports/broken.db with the euro_aip table layout
(only the columns Waymark reads) and one example of each problem the loader reports:
an airport with a swapped position, a runway naming an airport that is not in the database, a
procedure without an airport ICAO code, a runway end with a longitude out of range, and a length
that is not a number. Standard library only; rebuilt from scratch on every run.
"""
import sqlite3
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "data" / "broken-site" / "data" / "airports" / "broken.db"


def main():
    OUT.parent.mkdir(parents=True, exist_ok=True)
    if OUT.exists():
        OUT.unlink()
    db = sqlite3.connect(OUT)
    db.executescript("""
        CREATE TABLE airports (icao_code TEXT NOT NULL PRIMARY KEY, name TEXT, type TEXT, latitude_deg REAL,
            longitude_deg REAL, elevation_ft REAL, iso_country TEXT, iso_region TEXT);
        CREATE TABLE runways (id INTEGER PRIMARY KEY AUTOINCREMENT, airport_icao TEXT NOT NULL, le_ident TEXT,
            he_ident TEXT, length_ft REAL, width_ft REAL, surface TEXT, lighted INTEGER, closed INTEGER,
            le_latitude_deg REAL, le_longitude_deg REAL, he_latitude_deg REAL, he_longitude_deg REAL);
        CREATE TABLE procedures (id INTEGER PRIMARY KEY AUTOINCREMENT, airport_icao TEXT, name TEXT,
            procedure_type TEXT, approach_type TEXT, runway_ident TEXT);
        INSERT INTO airports VALUES ('ZZAA', 'Good', 'small_airport', 45.0, 6.0, 1000, 'FR', 'FR-ARA');
        INSERT INTO airports VALUES ('ZZBB', 'Swapped', 'small_airport', 120.5, 45.0, 10, 'FR', 'FR-ARA');
        INSERT INTO runways (airport_icao, le_ident, he_ident, length_ft, surface, lighted, closed)
            VALUES ('ZZAA', '09', '27', 2600, 'ASP', 1, 0);
        INSERT INTO runways (airport_icao, le_ident, he_ident, length_ft, surface) VALUES ('ZZCC', '18', '36', 900, 'GRS');
        INSERT INTO runways (airport_icao, le_ident, he_ident, length_ft, surface, le_latitude_deg, le_longitude_deg)
            VALUES ('ZZAA', '04', '22', 'long', 'GRS', 45.0, 190.0);
        INSERT INTO procedures (airport_icao, name, procedure_type, approach_type) VALUES ('ZZAA', 'RNP RWY 09', 'approach', 'RNP');
        INSERT INTO procedures (airport_icao, name, procedure_type, approach_type) VALUES (NULL, 'NDB RWY 27', 'approach', 'NDB');
    """)
    db.commit()
    db.close()


if __name__ == "__main__":
    main()
