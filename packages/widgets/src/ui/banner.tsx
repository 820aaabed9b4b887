import type { ReactNode } from 'react';
import { partOf, uiAnatomy } from './anatomy';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet. */
export const bannerStyles: UiStylesPart = [
  UI_RANK.banner,
  `
.bk-banner{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);align-items:flex-start;padding:var(--bk-space-3) var(--bk-space-4);border-radius:var(--bk-radius-md);margin-bottom:var(--bk-space-3);}
.bk-banner__content{flex:1 1 12rem;min-width:0;overflow-wrap:break-word;}
.bk-banner__title{margin:0;font-weight:var(--bk-font-weight-bold);}
.bk-banner__body{margin:var(--bk-space-1) 0 0;}
.bk-banner--info{background:var(--bk-color-info-bg);color:var(--bk-color-info-text);}
.bk-banner--warning{background:var(--bk-color-warning-bg);color:var(--bk-color-warning-text);}
.bk-banner--danger{background:var(--bk-color-danger-bg);color:var(--bk-color-danger-text);}
.bk-banner--success{background:var(--bk-color-success-bg);color:var(--bk-color-success-text);}
.bk-banner a{color:inherit;font-weight:var(--bk-font-weight-bold);}
`,
];

export type BannerTone = 'info' | 'warning' | 'danger' | 'success';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** a link or button shown after the text */
  action?: ReactNode;
  /** 'alert' interrupts screen readers (failures); 'status' is polite; 'none' for static page notices */
  live?: 'alert' | 'status' | 'none';
  className?: string;
  'data-testid'?: string;
}

/** A notification banner (market closed, trade status, load failure…). */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  live = 'none',
  className,
  ...rest
}: BannerProps) {
  useUiStyles(bannerStyles);
  const role = live === 'none' ? undefined : live;
  return (
    <div
      role={role}
      {...partOf(uiAnatomy, 'banner', `bk-banner--${tone}${className ? ` ${className}` : ''}`)}
      data-testid={rest['data-testid']}
    >
      <div className="bk-banner__content">
        {title ? <p className="bk-banner__title">{title}</p> : null}
        {children ? <div className="bk-banner__body">{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
