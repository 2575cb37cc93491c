/**
 * A screen's code that failed to download: after a deploy, a tab still running the old build asks
 * for chunks the server no longer holds (404). The browsers word the dynamic import's failure each
 * their own way; Vite's preloader fails with "Unable to preload CSS". Such an error is cured by
 * loading the new build, not by retrying the old one.
 */
const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite's CSS preloader
  'expected a javascript module script', // a module answered with another MIME type
];

/** True when `error` is a failed download of a lazily loaded chunk (a dynamic import or its CSS). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const message = error.message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((m) => message.includes(m));
}
