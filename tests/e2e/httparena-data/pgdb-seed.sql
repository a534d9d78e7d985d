-- A small stand-in for HttpArena's data/pgdb-seed.sql (the tables its
-- async-db and fortunes profiles read), generated instead of listed: items
-- (100,000 rows, no index on price) and fortune (200 rows, row 11 holding
-- the <script> the validator wants escaped).
CREATE TABLE items (
    id integer PRIMARY KEY,
    name text NOT NULL,
    category text NOT NULL,
    price integer NOT NULL,
    quantity integer NOT NULL,
    active boolean NOT NULL,
    tags jsonb NOT NULL,
    rating_score integer NOT NULL,
    rating_count integer NOT NULL
);
INSERT INTO items
SELECT i, 'Item ' || i, (ARRAY['electronics','books','garden','toys','sports'])[1 + i % 5],
       (i * 37) % 490 + 10, (i * 13) % 97 + 1, i % 3 <> 0,
       (ARRAY['["new","sale"]','["popular"]','["eco","new"]','["limited"]','["sale"]'])[1 + i % 5]::jsonb,
       (i * 7) % 5 + 1, (i * 29) % 1000
FROM generate_series(1, 100000) AS i;

CREATE TABLE fortune (id integer PRIMARY KEY, message text NOT NULL);
INSERT INTO fortune
SELECT i, 'Fortune number ' || i || ': a computer program does what you tell it to do, not what you want it to do.'
FROM generate_series(1, 200) AS i;
UPDATE fortune SET message = '<script>alert("This should not be displayed in a browser alert box.");</script>' WHERE id = 11;
UPDATE fortune SET message = 'フレームワークのベンチマーク' WHERE id = 12;
ANALYZE items;
ANALYZE fortune;
