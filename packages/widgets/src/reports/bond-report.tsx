import { registerMessages, reportsMessages, requestReport } from '@bondkit/sdk-core';
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
}

// Spec: 002 §2.2 (important documents with report download), §7 (report generation with loan_id); 000 §8
/**
 * The bond detail's report actions for a signed-in investor: download the bond report (followed by the
 * report-download popup) and have the bond's documents e-mailed ('Document has been emailed to you').
 */
export function BondReportActions(props: BondReportActionsProps) {
  return (
    <WithReportDownloads>
      <Actions {...props} />
    </WithReportDownloads>
  );
}

function Actions({ productId }: BondReportActionsProps) {
  useStyles('bk-reports', reportsCss);
  const client = useClient();
  const downloads = useReportDownloads();
  const toasts = useToasts();
  const { t } = useBondkit();
  const [busy, setBusy] = useState(false);

  const ask = async (email: boolean) => {
    setBusy(true);
    try {
      const report = await requestReport(client, {
        report_name: 'final_terms',
        report_type: 'pdf',
        loan_id: productId,
        email_report: email,
      });
      if (email) toasts.show(t('reports.bond.emailed'), { tone: 'success' });
      downloads?.track(report, t('reports.name.final_terms'));
    } catch {
      toasts.show(t('reports.requestFailed'), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bk-reports__actions">
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void ask(false)}>
        {t('reports.bond.download')}
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void ask(true)}>
        {t('reports.bond.email')}
      </Button>
    </div>
  );
}
