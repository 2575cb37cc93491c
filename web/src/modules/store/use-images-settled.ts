/**
 * Whether every picture of a print page with hundreds of them has loaded or failed: counted in a
 * ref, the page rendered again once only, when the last one settles (a render per picture of a
 * 300-page list would cost seconds of the PDF's time). The render service prints when the page
 * says it is ready, so no picture is left out of the PDF.
 */
import { useCallback, useRef, useState } from 'react';

export function useImagesSettled(urls: readonly string[]): {
  settled: boolean;
  onSettled: (url: string) => void;
} {
  const done = useRef(new Set<string>());
  const wanted = useRef(urls);
  wanted.current = urls;
  const [, setAllDone] = useState(0);
  const onSettled = useCallback((url: string) => {
    if (done.current.has(url)) return;
    done.current.add(url);
    if (wanted.current.every((u) => done.current.has(u))) setAllDone((n) => n + 1);
  }, []);
  return { settled: urls.every((u) => done.current.has(u)), onSettled };
}
