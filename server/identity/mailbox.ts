import { mailboxPage } from './mailbox-page.ts';
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { IdentityBindings, IdentityEnv } from './context.ts';

/**
 * The courier stand-in: mails are written to `identity_mailbox` and listed at GET /mailbox
 * (newest first; `?to=` filters by recipient). Demo-only: anyone who can reach the server can
 * read the codes, exactly like a test mail catcher.
 */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  template: 'recovery_code_valid' | 'recovery_code_invalid' | 'verification_code_valid';
}

export async function sendMail(db: Queryable, mail: Mail, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO identity_mailbox (id, recipient, subject, body, template_type, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), mail.to, mail.subject, mail.body, mail.template, now],
  );
}

interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  template_type: string;
  created_at: Date;
}

export function mailboxRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.get('/mailbox', async (c) => {
    c.set('json', true);
    const to = c.req.query('to');
    const { rows } = await env.db.query<MailRow>(
      `SELECT id, recipient, subject, body, template_type, created_at FROM identity_mailbox
       WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY created_at DESC, seq DESC LIMIT 100`,
      [to ?? null],
    );
    const mails = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    // A browser navigating here gets the page; API clients (Accept JSON or */*) get the list.
    if ((c.req.header('accept') ?? '').includes('text/html')) return c.html(mailboxPage(mails, to));
    return c.json(mails, 200);
  });
}
