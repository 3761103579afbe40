-- Attempt counters of the identity service's throttles, one row per (scope, key): password logins
-- per identifier and per client address, code guesses and mailed codes per email address.
-- Replaces identity_login_failures, whose read-then-write counting let parallel attempts through.
CREATE TABLE IF NOT EXISTS identity_throttle (
  scope text NOT NULL,
  key text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, key)
);
DROP TABLE IF EXISTS identity_login_failures;
