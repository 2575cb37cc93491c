import type { ReactNode } from 'react';
import { MAIN_ID } from './focus';

/** A message centred on an otherwise empty page (entry flow, forbidden, 404). */
export function FullPageMessage({
  title,
  children,
  icon,
  busy = false,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  busy?: boolean;
}) {
  return (
    <main id={MAIN_ID} className="full-page" aria-busy={busy || undefined}>
      <div className="full-page__card">
        {icon ? <div className="full-page__icon">{icon}</div> : null}
        <h1 className="full-page__title">{title}</h1>
        {children ? <div className="full-page__body">{children}</div> : null}
      </div>
    </main>
  );
}
