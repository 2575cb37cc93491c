import type { HTMLAttributes, ReactNode } from 'react';

/** A bordered surface; `title` adds a header row with optional actions. */
export function Card({
  title,
  actions,
  children,
  className,
  padded = true,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  title?: ReactNode;
  actions?: ReactNode;
  padded?: boolean;
}) {
  return (
    <section className={['card', padded ? 'card--padded' : '', className].filter(Boolean).join(' ')} {...rest}>
      {title || actions ? (
        <header className="card__header">
          {title ? <h2 className="card__title">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
