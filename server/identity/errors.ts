/**
 * Errors in ory/herodot's shape (design/kratos-flows.md §0.2). Handlers throw `KratosError`;
 * `app.ts` turns it into the JSON envelope or, for plain browser navigations, a 303 to the error UI.
 */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

export interface ErrorBody {
  id?: string;
  code: number;
  status: string;
  reason?: string;
  details?: Record<string, unknown>;
  message: string;
}

export class KratosError extends Error {
  constructor(
    readonly body: ErrorBody,
    /** Keys placed next to `error` (redirect_browser_to, use_flow_id, expired_at, since). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(body.message);
    this.name = 'KratosError';
  }

  get code(): number {
    return this.body.code;
  }

  envelope(): Record<string, unknown> {
    return { error: this.body, ...this.extra };
  }
}

function make(
  code: number,
  message: string,
  opts: { id?: string; reason?: string; details?: Record<string, unknown> } = {},
  extra: Record<string, unknown> = {},
): KratosError {
  const body: ErrorBody = { code, status: STATUS_TEXT[code] ?? 'Error', message };
  if (opts.id !== undefined) body.id = opts.id;
  if (opts.reason !== undefined) body.reason = opts.reason;
  if (opts.details !== undefined) body.details = opts.details;
  // Keep herodot's key order: id, code, status, reason, details, message.
  const ordered: ErrorBody = {
    ...(body.id !== undefined ? { id: body.id } : {}),
    code: body.code,
    status: body.status,
    ...(body.reason !== undefined ? { reason: body.reason } : {}),
    ...(body.details !== undefined ? { details: body.details } : {}),
    message: body.message,
  };
  return new KratosError(ordered, extra);
}

const BAD_REQUEST = 'The request was malformed or contained invalid parameters';

export const errors = {
  notFound: () => make(404, 'Unable to locate the resource'),
  badRequest: (reason: string) => make(400, BAD_REQUEST, { reason }),
  forbidden: (reason: string) => make(403, 'The requested action was forbidden', { reason }),
  csrf: () =>
    make(403, 'the request was rejected to protect you from Cross-Site-Request-Forgery', {
      id: 'security_csrf_violation',
      reason:
        'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
      details: {
        docs: 'https://www.ory.sh/kratos/docs/debug/csrf',
        hint: 'The anti-CSRF cookie was found but the CSRF token was not included in the HTTP request body (csrf_token) nor in the HTTP Header (X-CSRF-Token).',
        reject_reason:
          'The HTTP Cookie Header was set and a CSRF token was sent but they do not match. We recommend deleting all cookies for this domain and retrying the flow.',
      },
    }),
  noSession: () =>
    make(401, 'The request could not be authorized', {
      reason: 'No valid session credentials found in the request.',
    }),
  sessionInactive: () =>
    make(401, 'request does not have a valid authentication session', {
      id: 'session_inactive',
      reason: 'No active session was found in this request.',
    }),
  alreadyLoggedIn: () =>
    make(400, 'you are already logged in', {
      id: 'session_already_available',
      reason:
        'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
    }),
  aal1Required: () =>
    make(401, 'aal2 and aal3 can only be requested if a session exists already', {
      id: 'session_aal1_required',
      reason: 'You can not requested a higher AAL (AAL2/AAL3) without an active session.',
    }),
  aal2Required: (redirect: string) =>
    make(
      403,
      'Session does not fulfill the requested Authenticator Assurance Level',
      {
        id: 'session_aal2_required',
        reason:
          'An active session was found but it does not fulfill the Authenticator Assurance Level, implying that the session must (re-)authenticate using a second factor.',
        details: { redirect_browser_to: redirect },
      },
      { redirect_browser_to: redirect },
    ),
  refreshRequired: (redirect: string) =>
    make(
      403,
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      {
        id: 'session_refresh_required',
        reason:
          'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      },
      { redirect_browser_to: redirect },
    ),
  identityMismatch: () =>
    make(403, 'The request was rejected because the flow belongs to another identity.', {
      id: 'security_identity_mismatch',
      reason: 'The flow was interrupted because the identity of the session changed.',
    }),
  returnToForbidden: (url: string) =>
    make(400, BAD_REQUEST, {
      id: 'self_service_flow_return_to_forbidden',
      reason: `Requested return_to URL ${JSON.stringify(url)} is not allowed.`,
    }),
  flowExpired: (expiredAt: Date, now: Date, useFlowId?: string, details?: Record<string, unknown>) => {
    const sinceMs = now.getTime() - expiredAt.getTime();
    return make(
      410,
      'self-service flow expired',
      {
        id: 'self_service_flow_expired',
        reason: `The self-service flow expired ${(sinceMs / 60_000).toFixed(2)} minutes ago, initialize a new one.`,
        ...(details !== undefined ? { details } : {}),
      },
      {
        ...(useFlowId !== undefined ? { use_flow_id: useFlowId } : {}),
        expired_at: expiredAt.toISOString(),
        since: sinceMs * 1_000_000,
      },
    );
  },
  /** The 410 a get of an expired settings/recovery/verification flow answers (no id). */
  flowGone: () =>
    make(410, 'The requested resource is no longer available', { reason: 'The flow has expired.' }),
  flowReplaced: (useFlowId: string) =>
    make(
      410,
      'self-service flow replaced',
      { id: 'self_service_flow_replaced', reason: 'The self-service flow was replaced.' },
      { use_flow_id: useFlowId },
    ),
  locationChange: (url: string) =>
    make(
      422,
      'browser location change required',
      {
        id: 'browser_location_change_required',
        reason: `In order to complete this flow please redirect the browser to: ${url}`,
      },
      { redirect_browser_to: url },
    ),
  internal: () => make(500, 'An internal server error occurred, please contact the system administrator'),
};
