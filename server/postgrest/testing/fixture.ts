import type { Database } from '../../db/database.ts';
import type { PostgrestHandler, PostgrestOptions } from '../handler.ts';
import { createPostgrest } from '../handler.ts';

/** Small tables with foreign keys, views and functions exercising the dialect (tests only). */
export const FIXTURE_SQL = `
CREATE TABLE clients (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE projects (id int PRIMARY KEY, name text NOT NULL, client_id int REFERENCES clients(id));
CREATE TABLE tasks (id int PRIMARY KEY, name text, project_id int REFERENCES projects(id), done boolean DEFAULT false);
CREATE TABLE people (id uuid PRIMARY KEY, name text, avatar text, email text);
CREATE TABLE items (
  id int PRIMARY KEY, full_name text, salary int, data jsonb, tags text[], amount numeric,
  created_at timestamptz DEFAULT '2024-01-02T03:04:05.678Z', created_by uuid REFERENCES people(id), doc tsvector, note text);
CREATE TABLE addresses (id int PRIMARY KEY, address text);
CREATE TABLE orders (id int PRIMARY KEY, name text,
  billing_address_id int CONSTRAINT billing REFERENCES addresses(id),
  shipping_address_id int CONSTRAINT shipping REFERENCES addresses(id));
CREATE TABLE things (id serial PRIMARY KEY, code text UNIQUE, val text NOT NULL DEFAULT 'v', n int);
CREATE TABLE "Weird Name" ("a.b" int PRIMARY KEY, "x,y" text);
CREATE TABLE spans (id int PRIMARY KEY, r int4range);
CREATE VIEW project_view AS
  SELECT p.id, p.name, p.client_id, c.name AS client_name FROM projects p LEFT JOIN clients c ON c.id = p.client_id;
CREATE VIEW client_view AS SELECT id, name FROM clients;

INSERT INTO clients VALUES (1, 'Microsoft'), (2, 'Apple'), (3, 'Nobody');
INSERT INTO projects VALUES (1, 'Windows 7', 1), (2, 'Windows 10', 1), (3, 'IOS', 2), (4, 'OSX', 2), (5, 'Orphan', NULL);
INSERT INTO tasks VALUES (1, 'Design w7', 1, true), (2, 'Code w7', 1, false), (3, 'Design w10', 2, false),
  (4, 'Code w10', 2, true), (5, 'Design IOS', 3, false), (6, 'Code IOS', 3, true), (7, 'Design OSX', 4, false);
INSERT INTO people VALUES ('11111111-1111-1111-1111-111111111111', 'Ann', 'a.png', 'ann@x.io'),
  ('22222222-2222-2222-2222-222222222222', 'Bob', NULL, NULL);
INSERT INTO items (id, full_name, salary, data, tags, amount, created_by, doc, note)
SELECT i, 'Person ' || i, i * 1000, jsonb_build_object('a', jsonb_build_object('b', 'v' || i), 'n', i, 'arr', jsonb_build_array(i, i + 1)),
  ARRAY['t' || (i % 3), 'all'], i * 1.5,
  CASE WHEN i % 2 = 0 THEN '11111111-1111-1111-1111-111111111111'::uuid END,
  to_tsvector('english', CASE WHEN i = 3 THEN 'the fat cats' ELSE 'a dog' END),
  CASE WHEN i <= 3 THEN NULL ELSE 'n' || i END
FROM generate_series(1, 15) i;
INSERT INTO addresses VALUES (1, 'Main St'), (2, 'Side St');
INSERT INTO orders VALUES (1, 'o1', 1, 2);
INSERT INTO things (code, val, n) VALUES ('a', 'alpha', 1), ('b', 'beta', 2);
INSERT INTO "Weird Name" VALUES (1, 'p,q');
INSERT INTO spans VALUES (1, '[1,5)'), (2, '[5,10)'), (3, '[10,20)'), (4, '[3,12)');

CREATE FUNCTION add_them(a int, b int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT a + b';
CREATE FUNCTION hello(name text DEFAULT 'world') RETURNS text LANGUAGE sql STABLE AS $$SELECT 'hello ' || name$$;
CREATE FUNCTION get_projects_below(id int) RETURNS SETOF projects LANGUAGE sql STABLE AS 'SELECT * FROM projects WHERE projects.id < $1';
CREATE FUNCTION project_names(max_id int) RETURNS TABLE (pid int, pname text) LANGUAGE sql STABLE
  AS 'SELECT id, name FROM projects WHERE id <= max_id ORDER BY id';
CREATE FUNCTION one_col(n int) RETURNS TABLE (v int) LANGUAGE sql IMMUTABLE AS 'SELECT generate_series(1, n)';
CREATE FUNCTION echo_json(jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS 'SELECT $1';
CREATE FUNCTION sum_array(xs int[]) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT sum(x)::int FROM unnest(xs) x';
CREATE FUNCTION ids_below(n int) RETURNS SETOF int LANGUAGE sql STABLE AS 'SELECT generate_series(1, n - 1)';
CREATE FUNCTION do_nothing() RETURNS void LANGUAGE sql AS 'SELECT NULL';
CREATE FUNCTION add_thing(c text) RETURNS int LANGUAGE sql VOLATILE AS $$INSERT INTO things (code) VALUES (c) RETURNING id$$;
CREATE FUNCTION fail_me() RETURNS int LANGUAGE plpgsql AS $$BEGIN RAISE EXCEPTION 'nope' USING DETAIL = 'd', HINT = 'h'; END$$;
CREATE FUNCTION first_client() RETURNS clients LANGUAGE sql STABLE AS 'SELECT * FROM clients ORDER BY id LIMIT 1';
`;

/** Calls a handler like the HTTP app does: `/api/db` prefix stripped. */
export function callerFor(handler: PostgrestHandler) {
  return async (
    method: string,
    pathAndQuery: string,
    init: { headers?: Record<string, string>; body?: unknown } = {},
  ) => {
    const url = `http://localhost/api/db${pathAndQuery}`;
    const body =
      init.body === undefined ? null : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    const headers = { ...(body !== null ? { 'Content-Type': 'application/json' } : {}), ...init.headers };
    const req = new Request(url, { method, headers, body });
    const res = await handler.handle(req, new URL(url).pathname.slice('/api/db'.length));
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
}

/** A fetch for postgrest-js that goes straight to the handler. */
export function fetchFor(handler: PostgrestHandler): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    return handler.handle(req, new URL(req.url).pathname.slice('/api/db'.length));
  };
}

export async function fixtureHandler(db: Database, opts?: PostgrestOptions): Promise<PostgrestHandler> {
  await db.exec(FIXTURE_SQL);
  return createPostgrest(db, opts);
}
