/**
 * Whether every picture of a print page with hundreds of them has loaded or failed: counted in a
 * ref (no render per picture), the page told once the last one settles. The render service
 * prints when the page says it is ready, so no picture is left out of the PDF.
 */
import { useCallback, useRef, useState } from 'react';

export function useImagesSettled(urls: readonly string[]): {
  settled: boolean;
  onSettled: (url: string) => void;
} {
  const done = useRef(new Set<string>());
  const [count, setCount] = useState(0);
  const wanted = new Set(urls);
  const onSettled = useCallback((url: string) => {
    if (done.current.has(url)) return;
    done.current.add(url);
    setCount(done.current.size);
  }, []);
  // `count` changes with each settled picture: the render that follows reads the ref again.
  const settled = count >= 0 && [...wanted].every((u) => done.current.has(u));
  return { settled, onSettled };
}
