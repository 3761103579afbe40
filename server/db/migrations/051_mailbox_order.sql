-- Mails sent within the same clock tick (a fixed clock in tests, or one request mailing twice)
-- need a stable "newest first": the insertion order breaks created_at ties.
ALTER TABLE identity_mailbox ADD COLUMN IF NOT EXISTS seq bigserial;
