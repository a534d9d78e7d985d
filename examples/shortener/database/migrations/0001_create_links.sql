CREATE TABLE api_keys (
    id text PRIMARY KEY,
    hash text NOT NULL,             -- sha256 hex of the key's secret
    scopes text[] NOT NULL DEFAULT '{}'
);
CREATE TABLE links (
    id bigserial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    url text NOT NULL,
    owner text NOT NULL REFERENCES api_keys (id),
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX links_owner ON links (owner, id);
