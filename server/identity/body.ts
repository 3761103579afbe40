import { z } from 'zod';

/**
 * Submit bodies: JSON (nested or with flattened keys like `traits.email`, both accepted as
 * ory/x's decoder does) or form-urlencoded. The result is one flat map of dotted keys, which the
 * flow handlers parse with zod.
 */
export type FlatBody = Record<string, unknown>;

function flatten(value: unknown, prefix: string, out: FlatBody): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      flatten(v, prefix === '' ? k : `${prefix}.${k}`, out);
  } else if (prefix !== '') {
    out[prefix] = value;
  }
}

export async function readFlatBody(req: Request): Promise<FlatBody> {
  const ct = (req.headers.get('content-type') ?? '').toLowerCase();
  const out: FlatBody = {};
  if (ct.startsWith('application/json')) {
    const text = await req.text();
    if (text.trim() === '') return out;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return out;
    }
    flatten(parsed, '', out);
    return out;
  }
  if (ct.startsWith('application/x-www-form-urlencoded') || ct.startsWith('multipart/form-data')) {
    const form = await req.formData();
    for (const [k, v] of form.entries()) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** A string field; anything else reads as absent. */
export const optString = z.string().optional().catch(undefined);

/** Booleans come as `true` or `"true"` (submit-node values are strings). */
export const optFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .catch(undefined)
  .transform((v) => v === true || v === 'true');
