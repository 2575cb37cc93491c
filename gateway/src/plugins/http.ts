/**
 * HTTP-level answers and logging shared by every route:
 *
 * - {@link httpErrorHandler}: refusals made before a route runs answer in the GraphQL error
 *   shape `{ errors: [{ message, extensions: { code } }] }`: a rate limit (429, RATE_LIMITED)
 *   and an over-size body (413, BAD_USER_INPUT, e.g. over 1 MB on `/graphql`); anything else
 *   goes to Fastify's default handler.
 * - {@link requestSerializer}: the access log's `req`, with the query string redacted
 *   (passcodes and entry tokens travel in query strings) and proof link and unsubscribe tokens
 *   (in paths).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * `/snapsheets/A/1/?passcode=x` -> `/snapsheets/A/1/?[redacted]`; a proof link's token in the
 * path (`/proofs/tpp_...`) -> `/proofs/tpp_[redacted]`, and an unsubscribe link's
 * (`/unsubscribe/tun_...`) -> `/unsubscribe/tun_[redacted]`.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(/(tpp|tun)_[A-Za-z0-9_-]+/g, '$1_[redacted]');
  return q < 0 ? path : `${path}?[redacted]`;
}

/** Pino serializer for `req` (Fastify's fields, the URL without its query string). */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Longest time an over-size upload is read (and dropped) after its refusal was sent. */
const LINGER_MS = 10_000;

/**
 * A refusal sent before the body was read reaches the client only if the connection is not
 * reset under it (a socket closed with unread input sends RST, and the client's kernel drops
 * the answer). Fastify closes such connections; instead the rest of the body is read and
 * dropped (Node does this for a kept-alive connection), for at most {@link LINGER_MS}.
 */
function lingerAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  reply.raw.once('finish', () => {
    const raw = request.raw;
    if (raw.complete) return;
    const timer = setTimeout(() => raw.socket?.destroy(), LINGER_MS);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
  });
}

export function httpErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): unknown {
  // GraphQL clients read an error body of this type whatever the status (GraphQL over HTTP).
  const asGraphQL = () => {
    if (request.url.startsWith('/graphql')) void reply.type('application/graphql-response+json; charset=utf-8');
  };
  if (error.code === 'RATE_LIMITED') {
    asGraphQL();
    return reply.code(429).send({ errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED' } }] });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    lingerAfterAnswer(request, reply);
    asGraphQL();
    return reply.code(413).send({
      errors: [
        {
          message: `Request body is too large (at most ${megabytes(limit)}); upload files with POST /uploads`,
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  }
  throw error;
}
