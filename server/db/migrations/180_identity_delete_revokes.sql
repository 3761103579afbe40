-- Deleting a user (the Users screen's `DELETE /api/db/identities?id=eq.<id>`) removes the Kratos
-- identity; its sessions, credentials and addresses go with it (ON DELETE CASCADE). The person
-- row stays, because comments, incidents and evidence name it as their author, but what would let
-- the deleted user act goes too: their role bindings (`g, <id>, <role>`, which `people_roles`
-- would still list) and their access tokens (which sign in as the person, not the identity).
CREATE FUNCTION internal.identity_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = OLD.id::text;
  DELETE FROM access_tokens WHERE person_id = OLD.id;
  RETURN OLD;
END;
$$;

CREATE TRIGGER identity_deleted AFTER DELETE ON identities
  FOR EACH ROW EXECUTE FUNCTION internal.identity_deleted();
