import { emailCompanyDocuments, registerMessages, reportsMessages, requestReport } from '@bondkit/sdk-core';
import { useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { Button } from '../ui/button';
import { useToasts } from '../ui/toasts';
import { useReportDownloads, WithReportDownloads } from './downloads';
import { reportsCss } from './styles';

registerMessages(reportsMessages);

export interface BondReportActionsProps {
  /** the bond's product id (the report's `loan_id`) */
  productId: number;
  /** the bond's company, whose documents are e-mailed (no e-mail button without it) */
  companyReference?: string | null;
}

// Spec: 002 §2.2 (important documents with report download), §7 (report generation with loan_id; the
// company documents' email-PDF links); 000 §8
/**
 * The bond detail's report actions for a signed-in investor: download the bond report (followed by the
 * report-download popup) and have the company's documents e-mailed as PDFs ('Document has been emailed to
 * you').
 */
export function BondReportActions(props: BondReportActionsProps) {
  return (
    <WithReportDownloads>
      <Actions {...props} />
    </WithReportDownloads>
  );
}

function Actions({ productId, companyReference }: BondReportActionsProps) {
  useStyles('bk-reports', reportsCss);
  const client = useClient();
  const downloads = useReportDownloads();
  const toasts = useToasts();
  const { t } = useBondkit();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      toasts.show(t('reports.requestFailed'), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  const download = () =>
    run(async () => {
      const report = await requestReport(client, {
        report_name: 'final_terms',
        report_type: 'pdf',
        loan_id: productId,
      });
      downloads?.track(report, t('reports.name.final_terms'));
    });

  const email = (company: string) =>
    run(async () => {
      await emailCompanyDocuments(client, company);
      toasts.show(t('reports.bond.emailed'), { tone: 'success' });
    });

  return (
    <div className="bk-reports__actions">
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void download()}>
        {t('reports.bond.download')}
      </Button>
      {companyReference ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void email(companyReference)}>
          {t('reports.bond.email')}
        </Button>
      ) : null}
    </div>
  );
}
