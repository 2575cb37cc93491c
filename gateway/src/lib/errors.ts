/**
 * Typed API errors (PRODUCT.md E, API.md): every error the API returns carries
 * `extensions.code`, and input errors `extensions.field` (a path such as `colorIds` or
 * `decorations.0.location`). Services throw these; Apollo formats them; anything else becomes
 * INTERNAL without a stack trace.
 */
import { GraphQLError } from 'graphql';

export type ErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'INTERNAL';

export class ApiError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
    // A typed error is an answer, not a fault: no stack trace is formatted for it (graphql-js
    // reads `stack` when it wraps the error, which costs more than the rest of a refusal).
    Object.defineProperty(this, 'stack', { value: `${this.name}: ${message}`, writable: true, configurable: true });
  }
}

/**
 * Invalid input; `field` names the input path. `extra` adds extensions beside `code` and `field`
 * (e.g. a roster import's row `issues`, L2).
 */
export class BadUserInputError extends ApiError {
  readonly field: string;
  constructor(field: string, message: string, extra: Record<string, unknown> = {}) {
    super('BAD_USER_INPUT', message, { ...extra, field });
    this.field = field;
  }
}

export class NotFoundError extends ApiError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

export class UnauthenticatedError extends ApiError {
  constructor(message = 'Sign in required') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = 'Not allowed') {
    super('FORBIDDEN', message);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class RateLimitedError extends ApiError {
  constructor(message = 'Too many attempts, try again later') {
    super('RATE_LIMITED', message);
  }
}
