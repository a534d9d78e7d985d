-- The schema the skeleton's notes use (scripts/demo and the tests load it:
-- psql "$DATABASE_URL" -f database/schema.sql).
CREATE TABLE IF NOT EXISTS notes (
    id serial PRIMARY KEY,
    title text NOT NULL,
    body text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
);
