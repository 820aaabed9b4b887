import {
  createReportDownloadMachine,
  type Report,
  type ReportDownloadState,
  registerMessages,
  reportsMessages,
  type TrackedReport,
} from '@bondkit/sdk-core';
import { createContext, type ReactNode, useContext, useId, useMemo, useRef } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { useMachine } from '../shared/use-machine';
import { Button } from '../ui/button';
import { saveFile } from '../ui/download';
import { reportsCss } from './styles';

registerMessages(reportsMessages);

/** What a widget that asks for reports hands to the download popup. */
export interface ReportDownloadsApi {
  /** follows a report just asked for (the answer of `requestReport`), shown under `label` */
  track(report: Report, label: string): void;
}

const ReportDownloadsContext = createContext<ReportDownloadsApi | null>(null);

/** The nearest {@link ReportDownloads}' api, or null when there is none above. */
export function useReportDownloads(): ReportDownloadsApi | null {
  return useContext(ReportDownloadsContext);
}

export interface ReportDownloadsProps {
  children: ReactNode;
}

/**
 * The report-download popup and what the widgets under it use to follow the reports they ask for: it polls
 * the report list every second while it follows any, downloads each report once it is Completed (an emailed
 * one never), shows Started, Completed, Failed and Seen, drops finished reports after three polls and can be
 * minimised. Widgets that ask for reports add one themselves when none is above them.
 */
export function ReportDownloads({ children }: ReportDownloadsProps) {
  useStyles('bk-reports', reportsCss);
  const client = useClient();
  const { clock, t } = useBondkit();
  const labels = useRef(new Map<number, string>());
  const machine = useMachine(
    () => createReportDownloadMachine({ client, clock, save: (file) => saveFile(file.blob, file.fileName) }),
    [client, clock],
  );
  const store = machine?.store;
  const api = useMemo<ReportDownloadsApi>(
    () => ({
      track(report, label) {
        labels.current.set(report.id, label);
        store?.getState().track(report);
      },
    }),
    [store],
  );
  return (
    <ReportDownloadsContext.Provider value={api}>
      {children}
      {machine ? (
        <ReportPopup
          state={machine.state as ReportDownloadState}
          labelOf={(id) => labels.current.get(id) ?? t('reports.popup.report', { id })}
        />
      ) : null}
    </ReportDownloadsContext.Provider>
  );
}

/** Renders `children` under the nearest {@link ReportDownloads}, adding one when there is none. */
export function WithReportDownloads({ children }: { children: ReactNode }) {
  const outer = useReportDownloads();
  return outer ? children : <ReportDownloads>{children}</ReportDownloads>;
}

function statusText(t: ReturnType<typeof useBondkit>['t'], report: TrackedReport): string {
  if (report.emailed && report.status === 'Completed') return t('reports.popup.emailed');
  if (report.file === 'failed') return t('reports.popup.downloadFailed');
  if (report.file === 'saved') return t('reports.popup.saved');
  return t(`reports.popup.status.${report.status}`);
}

function ReportPopup({ state, labelOf }: { state: ReportDownloadState; labelOf: (id: number) => string }) {
  const { t } = useBondkit();
  const headingId = useId();
  if (state.reports.length === 0) return null;
  if (state.minimised) {
    return (
      <div className="bk-report-popup" data-testid="bk-report-popup">
        <Button size="sm" variant="secondary" aria-expanded={false} onClick={state.restore}>
          {t('reports.popup.restore', { count: state.reports.length })}
        </Button>
      </div>
    );
  }
  return (
    <section className="bk-report-popup" aria-labelledby={headingId} data-testid="bk-report-popup">
      <div className="bk-report-popup__head">
        <h2 id={headingId}>{t('reports.popup.title')}</h2>
        <Button size="sm" variant="ghost" aria-expanded={true} onClick={state.minimise}>
          {t('reports.popup.minimise')}
        </Button>
      </div>
      <ul aria-live="polite">
        {state.reports.map((report) => (
          <li key={report.id} data-status={report.status}>
            <span>
              {labelOf(report.id)}
              <span className="bk-report-popup__status">{statusText(t, report)}</span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('reports.popup.dismiss', { name: labelOf(report.id) })}
              onClick={() => state.dismiss(report.id)}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
