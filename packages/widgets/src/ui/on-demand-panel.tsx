import type { ReactNode } from 'react';
import { useBondkit } from '../provider/context';
import { type FailurePanelMessages, failurePanel } from '../shared/failure';
import { LoadPanel } from './load-panel';
import { type OnDemand, useOnDemand } from './on-demand';

export interface OnDemandPanelProps<T> {
  /** the part whose module the panel shows (loaded when the panel first renders) */
  part: OnDemand<T>;
  /** what the part's failure says ('… failed to load', its retry button) */
  failure: FailurePanelMessages;
  /** the panel, from the loaded module */
  children: (module: T) => ReactNode;
}

/**
 * A panel whose code loads on first need (a tab that is not open at first paint): the panel once its module
 * has arrived; until then the busy panel (a spinner only after the loading delay, so a quick load never
 * flashes it), and after a failed load the widget's failure with its retry button.
 */
export function OnDemandPanel<T>({ part, failure, children }: OnDemandPanelProps<T>) {
  const { t } = useBondkit();
  const { module, failed, retry } = useOnDemand(part, true);
  if (module) return <>{children(module)}</>;
  return (
    <LoadPanel status={failed ? 'failed' : 'loading'} delayed {...failurePanel(t, null, retry, failure)} />
  );
}
