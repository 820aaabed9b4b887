/**
 * The dev inbox's mail that carries documents: what the platform emails a customer (an emailed statement, a
 * bond's documents) is stored here instead of being sent, and the sandbox's inbox lists it beside the
 * one-time passcodes (`GET /sandbox/inbox?email=…`); its attachments are served by
 * `GET /sandbox/inbox/mail/{mailId}/attachments/{attachmentId}`.
 */
import { Hono } from 'hono';
import type { Db } from '../db/types';
import { idParam } from '../shared/edge';
import { fail } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import type { SandboxEnv, SandboxState } from '../state';

/** A file attached to a mail. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** A mail of the dev inbox, as `GET /sandbox/inbox` lists it. */
export interface SentMail {
  kind: 'mail';
  id: number;
  to: string;
  subject: string;
  body: string;
  sent_at: string;
  attachments: { id: number; file_name: string; content_type: string; url: string }[];
}

/** Stores a mail to a customer in the dev inbox (in the caller's transaction); its id. */
export async function sendMail(
  db: Db,
  mail: { to: string; subject: string; body: string; sentAt: Date; attachments?: readonly MailAttachment[] },
): Promise<number> {
  const [row] = await db.query<{ mail_id: number }>(
    'INSERT INTO sent_mail (email, subject, body, sent_at) VALUES ($1, $2, $3, $4) RETURNING mail_id',
    [mail.to, mail.subject, mail.body, mail.sentAt.toISOString()],
  );
  if (!row) throw new Error('mail insert returned nothing');
  for (const file of mail.attachments ?? []) {
    await db.query(
      `INSERT INTO sent_mail_attachments (mail_id, file_name, content_type, content) VALUES ($1, $2, $3, $4)`,
      [row.mail_id, file.fileName, file.contentType, file.content],
    );
  }
  return row.mail_id;
}

/** The mail sent to an address, newest first. */
export async function sentMail(db: Db, email: string): Promise<SentMail[]> {
  const rows = await db.query<{
    mail_id: number;
    email: string;
    subject: string;
    body: string;
    sent_at: Date;
    attachments: { id: number; file_name: string; content_type: string }[] | null;
  }>(
    `SELECT m.mail_id, m.email, m.subject, m.body, m.sent_at,
            (SELECT json_agg(json_build_object('id', a.attachment_id, 'file_name', a.file_name,
                    'content_type', a.content_type) ORDER BY a.attachment_id)
               FROM sent_mail_attachments a WHERE a.mail_id = m.mail_id) AS attachments
       FROM sent_mail m WHERE lower(m.email) = lower($1) ORDER BY m.mail_id DESC`,
    [email],
  );
  return rows.map((r) => ({
    kind: 'mail',
    id: r.mail_id,
    to: r.email,
    subject: r.subject,
    body: r.body,
    sent_at: r.sent_at.toISOString(),
    attachments: (r.attachments ?? []).map((a) => ({
      ...a,
      url: `/sandbox/inbox/mail/${r.mail_id}/attachments/${a.id}`,
    })),
  }));
}

/** `/sandbox/inbox/mail/…`: a mail's attachment as the file it is. */
export function mailAdminRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/inbox/mail/:mailId/attachments/:attachmentId', async (c) => {
    const rows = await state.db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
      `SELECT file_name, content_type, content FROM sent_mail_attachments
        WHERE mail_id = $1 AND attachment_id = $2`,
      [idParam(c, 'mailId'), idParam(c, 'attachmentId')],
    );
    const file = rows[0];
    if (!file) fail(404, DETAIL.notFound);
    return c.body(new Uint8Array(file.content) as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.content_type,
      'content-disposition': `attachment; filename="${file.file_name}"`,
    });
  });
  return app;
}
