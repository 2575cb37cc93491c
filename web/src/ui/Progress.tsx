import { Progress as RadixProgress } from 'radix-ui';

/** A determinate progress bar; `value` is 0..1 (render jobs report progress that way, P7). */
export function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <RadixProgress.Root className="progress" value={percent} max={100} aria-label={label}>
      <RadixProgress.Indicator
        className="progress__indicator"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </RadixProgress.Root>
  );
}
