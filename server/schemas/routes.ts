// GET /api/schemas/{name}: the JSON schemas the spec editors validate against (registry in
// ./index.ts). The console asks for e.g. canary.spec.schema.json, scrape_config.spec.schema.json,
// topology.spec.schema.json and playbook-spec.schema.json. A schema only changes with a server
// release, so answers carry an ETag and may be reused for a while; unknown names answer 404 in the
// API's error shape.
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { schemaNamed, type JsonSchemaDocument } from './index.ts';

const bodies = new Map<string, { text: string; etag: string }>();

function serialised(name: string, schema: JsonSchemaDocument): { text: string; etag: string } {
  const held = bodies.get(name);
  if (held !== undefined) return held;
  const text = JSON.stringify(schema);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const made = { text, etag };
  bodies.set(name, made);
  return made;
}

export function schemaRoutes(app: Hono): void {
  app.get('/api/schemas/:name', (c) => {
    const name = c.req.param('name');
    const schema = schemaNamed(name);
    if (schema === undefined)
      return c.json(
        { code: 'NOT_FOUND', message: `No schema named ${name}`, details: null, hint: null },
        404,
      );
    const { text, etag } = serialised(name, schema);
    // Behind sign-in, so private; an hour's reuse, then a cheap revalidation by ETag.
    const headers = {
      'Cache-Control': 'private, max-age=3600',
      ETag: etag,
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(text, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });
}
