/**
 * Migration 007: generated reports (their request, status and file) and the dev inbox's mail that carries
 * documents (an emailed statement, a bond's documents). Registered in `db/migrations.ts`; never edit it once
 * shipped.
 */
export const REPORTS_MIGRATION_SQL = `
CREATE TABLE reports (
  report_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id integer REFERENCES investment_accounts ON DELETE CASCADE,
  product_id integer REFERENCES products ON DELETE CASCADE,
  report_name text NOT NULL,
  report_type text NOT NULL CHECK (report_type IN ('pdf', 'csv')),
  currency text,
  from_date date,
  to_date date,
  sub_report text,
  email_report boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('Started', 'Completed', 'Failed', 'Seen')),
  ticks integer NOT NULL DEFAULT 0,
  file_name text,
  content bytea,
  created timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX reports_customer_idx ON reports (customer_id, report_id);

CREATE TABLE sent_mail (
  mail_id serial PRIMARY KEY,
  email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sent_mail_email_idx ON sent_mail (lower(email));

CREATE TABLE sent_mail_attachments (
  attachment_id serial PRIMARY KEY,
  mail_id integer NOT NULL REFERENCES sent_mail ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL
);
`;

/** The tables migration 007 adds, for `SEEDED_TABLES` (reset truncates them). */
export const REPORTS_TABLES = ['reports', 'sent_mail', 'sent_mail_attachments'] as const;
