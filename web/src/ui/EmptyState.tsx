import type { ReactNode } from 'react';

/** A centred message for empty lists and screens, with an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  tone = 'neutral',
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'danger';
}) {
  return (
    <div className={`empty-state empty-state--${tone}`} role={tone === 'danger' ? 'alert' : undefined}>
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      <h2 className="empty-state__title">{title}</h2>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
