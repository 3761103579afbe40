import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** One mail as the mailbox lists it. */
export interface MailView {
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/**
 * The demo mailbox as a page of its own (a browser asking for text/html): newest mail first, so a
 * person trying recovery or verification can read the code. `hono/html` escapes every value.
 */
export function mailboxPage(
  mails: MailView[],
  to: string | undefined,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>Demo mailbox | Mission Control</title>
        <style>
          body {
            font:
              14px/1.4 system-ui,
              sans-serif;
            margin: 24px;
            max-width: 880px;
          }
          h1 {
            font-size: 20px;
          }
          p.note {
            color: GrayText;
          }
          article {
            border: 1px solid color-mix(in srgb, CanvasText 20%, transparent);
            border-radius: 6px;
            padding: 12px 16px;
            margin: 12px 0;
          }
          header {
            display: flex;
            justify-content: space-between;
            gap: 16px;
            font-size: 13px;
            color: GrayText;
          }
          h2 {
            font-size: 15px;
            margin: 6px 0;
          }
          pre {
            white-space: pre-wrap;
            margin: 0;
            font: inherit;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>Demo mailbox${to ? html` for ${to}` : ''}</h1>
          <p class="note">
            Mail the reference server would have sent (verification and recovery codes), newest first. Only
            served on a loopback address.
          </p>
          ${
            mails.length === 0
              ? html`<p>No mail yet.</p>`
              : mails.map(
                  (m) =>
                    html`<article>
                      <header>
                        <span>To: ${m.recipient}</span
                        ><time datetime="${m.created_at}"
                          >${m.created_at.replace('T', ' ').slice(0, 19)} UTC</time
                        >
                      </header>
                      <h2>${m.subject}</h2>
                      <pre>${m.body}</pre>
                    </article>`,
                )
          }
        </main>
      </body>
    </html>`;
}
