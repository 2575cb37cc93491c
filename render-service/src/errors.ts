/**
 * Typed failures of the render service (R3). Each carries the HTTP status and a stable `code`
 * the gateway's job workers use to decide whether a retry makes sense (429/503/504 retry with
 * back-off; 400/403/422 never succeed on retry).
 */
export class RenderServiceError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** The bounded queue is full (R3): HTTP 429, retry later. */
export class QueueFullError extends RenderServiceError {
  constructor(message = 'render queue is full, retry later') {
    super(429, 'QUEUE_FULL', message);
  }
}

/** A job passed its deadline while queued or running (R3): HTTP 504. */
export class DeadlineError extends RenderServiceError {
  constructor(message: string) {
    super(504, 'DEADLINE_EXCEEDED', message);
  }
}

/** The page's own render rejected the input or returned something that is not the PNG asked for: HTTP 422. */
export class RenderFailedError extends RenderServiceError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(422, 'RENDER_FAILED', message, options);
  }
}

/** Chromium could not be launched or keeps dying: HTTP 503. */
export class BrowserUnavailableError extends RenderServiceError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(503, 'BROWSER_UNAVAILABLE', message, options);
  }
}

/** The snapshot page could not be loaded or never became ready: HTTP 503. */
export class SnapshotPageUnavailableError extends RenderServiceError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(503, 'SNAPSHOT_PAGE_UNAVAILABLE', message, options);
  }
}

/** A PDF source URL outside the allow-list (SSRF guard, R2): HTTP 403. */
export class OriginNotAllowedError extends RenderServiceError {
  constructor(message: string) {
    super(403, 'ORIGIN_NOT_ALLOWED', message);
  }
}

/** A PDF source page answered with an HTTP error or could not be reached: HTTP 502. */
export class PageLoadError extends RenderServiceError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, 'PAGE_LOAD_FAILED', message, options);
  }
}

/** Bad request body (zod issues flattened into one readable message): HTTP 400. */
export class BadRequestError extends RenderServiceError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

/** A call without the shared secret (`RENDER_SERVICE_TOKEN`) or with a wrong one: HTTP 401. */
export class UnauthorizedError extends RenderServiceError {
  constructor(message = 'missing or wrong render service token') {
    super(401, 'UNAUTHORIZED', message);
  }
}
