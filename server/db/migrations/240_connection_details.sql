-- Connections as Mission Control shows them without their secrets (duty views/027_connections.sql):
-- `connection_details` masks username, password and certificate as '***' unless they are a
-- Secret, ConfigMap, Helm or service-account reference, and adds the notification `category`.
-- A PATCH that sends '***' back (a form filled from that view) keeps the stored value.
CREATE OR REPLACE FUNCTION mask_sensitive(field_value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN CASE
    WHEN field_value IS NULL THEN NULL
    WHEN field_value LIKE 'secret://%' OR field_value LIKE 'configmap://%' OR field_value LIKE 'helm://%'
      OR field_value LIKE 'serviceaccount://%' OR field_value = '' THEN field_value
    ELSE '***'
  END;
END;
$$;

CREATE VIEW connection_details AS
  SELECT
    id, name, namespace, type, source, properties, insecure_tls, created_by, created_at, updated_at,
    CASE
      WHEN (string_to_array(url, '://'))[1] IN ('bark', 'discord', 'smtp', 'gotify', 'googlechat', 'ifttt', 'join',
        'mattermost', 'matrix', 'ntfy', 'opsgenie', 'pushbullet', 'pushover', 'rocketchat', 'slack', 'teams',
        'telegram', 'zulip') THEN 'notification'
      ELSE ''
    END AS category,
    mask_sensitive(username) AS username,
    mask_sensitive(password) AS password,
    mask_sensitive(certificate) AS certificate
  FROM connections
  WHERE deleted_at IS NULL
  ORDER BY created_at;

CREATE FUNCTION connection_before_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.username = '***' THEN NEW.username = OLD.username; END IF;
  IF NEW.password = '***' THEN NEW.password = OLD.password; END IF;
  IF NEW.certificate = '***' THEN NEW.certificate = OLD.certificate; END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER connection_before_update BEFORE UPDATE ON connections
  FOR EACH ROW EXECUTE FUNCTION connection_before_update();
