-- The notes table (the skeleton's first migration). `php bin/console migrate`
-- applies database/migrations/*.sql in number order, each once, in its own
-- transaction; `php bin/console migrate:status` lists them (docs/console.md).
CREATE TABLE notes (
    id serial PRIMARY KEY,
    title text NOT NULL,
    body text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notes_created_at ON notes (created_at DESC);
