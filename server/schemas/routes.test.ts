import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { schemaRoutes } from './routes.ts';
import { schemas } from './index.ts';

function app(): Hono {
  const made = new Hono();
  schemaRoutes(made);
  return made;
}

describe('GET /api/schemas/{name}', () => {
  it('serves each registered schema as JSON the console can reuse', async () => {
    for (const name of [
      'canary.spec.schema.json',
      'scrape_config.spec.schema.json',
      'topology.spec.schema.json',
    ]) {
      const res = await app().request(`/api/schemas/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(await res.json()).toEqual(schemas[name]);
    }
  });

  it('answers 304 when the console already holds the same schema', async () => {
    const first = await app().request('/api/schemas/canary.spec.schema.json');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await app().request('/api/schemas/canary.spec.schema.json', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers an unknown name with a 404 in the API error shape', async () => {
    const res = await app().request('/api/schemas/nope.schema.json');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No schema named nope.schema.json',
      details: null,
      hint: null,
    });
  });

  it('does not mistake an inherited object key for a schema', async () => {
    const res = await app().request('/api/schemas/constructor');
    expect(res.status).toBe(404);
  });
});
