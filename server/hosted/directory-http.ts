import type { Context } from 'hono';

// Clerk's error answer and request bodies (form-encoded or JSON), for the directory's routes.

export function clerkError(c: Context, status: 401 | 403 | 404 | 422, code: string, message: string) {
  return c.json({ errors: [{ code, message, long_message: message, meta: {} }] }, status);
}

export async function bodyOf(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = await c.req.json().catch(() => ({}));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}
