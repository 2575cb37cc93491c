import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Which edges have more columns beyond them. */
type More = 'none' | 'left' | 'right' | 'both';

function moreOf(box: HTMLElement): More {
  const left = box.scrollLeft > 1;
  const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  return left && right ? 'both' : left ? 'left' : right ? 'right' : 'none';
}

/**
 * The box around a wide table. When (and only when) the table is wider than the box, it scrolls
 * sideways, fades the edges that have more columns beyond them, and becomes a named, focusable region
 * so keyboard users can scroll it too (axe `scrollable-region-focusable`).
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  /** The region's name while it scrolls, e.g. the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<More>('none');
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setMore(moreOf(box));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);
  const scrolls = more !== 'none';
  return (
    <div
      ref={ref}
      className={['table-wrap', scrolls ? 'table-wrap--scrolls' : '', className].filter(Boolean).join(' ')}
      data-more={scrolls ? more : undefined}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
