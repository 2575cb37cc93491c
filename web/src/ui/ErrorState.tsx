import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { IconAlert } from './icons';

/** A failed load, with a retry button when `onRetry` is given. */
export function ErrorState({
  title = 'Something went wrong',
  children,
  onRetry,
}: {
  title?: string;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <EmptyState
      tone="danger"
      icon={<IconAlert size={22} />}
      title={title}
      action={onRetry ? <Button onClick={onRetry}>Try again</Button> : undefined}
    >
      {children}
    </EmptyState>
  );
}
