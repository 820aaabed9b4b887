import type { ReactNode } from 'react';

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
  const role = live === 'none' ? undefined : live;
  return (
    <div
      role={role}
      className={`bk-banner bk-banner--${tone}${className ? ` ${className}` : ''}`}
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
