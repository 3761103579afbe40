import { z } from 'zod';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * The parts of Kratos self-service flows the console relies on (design/kratos-flows.md §2),
 * parsed at the boundary so a malformed server answer fails here, named. Unknown keys pass.
 */
export const uiTextSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.number(),
    text: z.string(),
    type: z.enum(['info', 'error', 'success']).catch('info'),
    context: z.record(z.string(), z.unknown()).optional(),
  }),
);
export type UiText = z.infer<typeof uiTextSchema>;

const inputAttributes = builtOnFirstUse(() =>
  z.looseObject({
    node_type: z.literal('input'),
    name: z.string(),
    type: z.string(),
    value: z.unknown().optional(),
    required: z.boolean().optional(),
    disabled: z.boolean().optional(),
    autocomplete: z.string().optional(),
    pattern: z.string().optional(),
    maxlength: z.number().optional(),
    label: uiTextSchema.optional(),
  }),
);
const textAttributes = builtOnFirstUse(() =>
  z.looseObject({ node_type: z.literal('text'), id: z.string(), text: uiTextSchema }),
);
const imgAttributes = builtOnFirstUse(() =>
  z.looseObject({
    node_type: z.literal('img'),
    id: z.string(),
    src: z.string(),
    width: z.number().optional(),
    height: z.number().optional(),
  }),
);
const anchorAttributes = builtOnFirstUse(() =>
  z.looseObject({ node_type: z.literal('a'), id: z.string(), href: z.string(), title: uiTextSchema }),
);
const scriptAttributes = builtOnFirstUse(() =>
  z.looseObject({
    node_type: z.literal('script'),
    id: z.string(),
    src: z.string(),
    async: z.boolean().optional(),
    referrerpolicy: z.string().optional(),
    crossorigin: z.string().optional(),
    integrity: z.string().optional(),
    type: z.string().optional(),
    nonce: z.string().optional(),
  }),
);
const divAttributes = builtOnFirstUse(() => z.looseObject({ node_type: z.literal('div'), id: z.string() }));

export const uiNodeSchema = builtOnFirstUse(() =>
  z.object({
    type: z.string(),
    group: z.string(),
    attributes: z.discriminatedUnion('node_type', [
      inputAttributes,
      textAttributes,
      imgAttributes,
      anchorAttributes,
      scriptAttributes,
      divAttributes,
    ]),
    messages: z.array(uiTextSchema).default([]),
    meta: z.looseObject({ label: uiTextSchema.optional() }).default({}),
  }),
);
export type UiNode = z.infer<typeof uiNodeSchema>;
export type UiNodeInput = UiNode & { attributes: z.infer<typeof inputAttributes> };

export const flowSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    type: z.string().optional(),
    state: z.unknown().optional(),
    return_to: z.string().optional(),
    refresh: z.boolean().optional(),
    requested_aal: z.string().optional(),
    expires_at: z.string().optional(),
    ui: z.object({
      action: z.string(),
      method: z.string(),
      nodes: z.array(uiNodeSchema),
      messages: z.array(uiTextSchema).optional(),
    }),
  }),
);
/** Any self-service flow (login, registration, recovery, verification, settings). */
export type SelfServiceFlow = z.infer<typeof flowSchema>;

/** A `continue_with` entry (only the actions the console follows are typed). */
export const continueWithSchema = builtOnFirstUse(() =>
  z.looseObject({
    action: z.string(),
    redirect_browser_to: z.string().optional(),
    flow: z.looseObject({ id: z.string(), url: z.string().optional() }).optional(),
  }),
);

/** Kratos's error envelope (herodot) with the extra top-level keys some errors add. */
export const errorEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({
    error: z.looseObject({
      id: z.string().optional(),
      code: z.number().optional(),
      status: z.string().optional(),
      reason: z.string().optional(),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
    redirect_browser_to: z.string().optional(),
    use_flow_id: z.string().optional(),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** GET /self-service/errors?id= answer: the bare error object (no envelope). */
export const flowErrorSchema = builtOnFirstUse(() => z.looseObject({ id: z.string(), error: z.unknown() }));

/** The session fields the console reads (§5). */
export const sessionSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    active: z.boolean().optional(),
    authenticator_assurance_level: z.string().optional(),
    identity: z.looseObject({
      id: z.string(),
      traits: z.looseObject({
        email: z.string().optional(),
        name: z.looseObject({ first: z.string().optional(), last: z.string().optional() }).optional(),
      }),
    }),
  }),
);
export type Session = z.infer<typeof sessionSchema>;
