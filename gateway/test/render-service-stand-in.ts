/**
 * The HTTP part of every stand-in render service the gateway's tests start: a local server on a
 * free port that refuses a call without `Authorization: Bearer {token}` (401), a body that is not
 * JSON (400) and a route it does not serve (404), and hands `/v1/snapshots` and `/v1/pdf` calls to
 * the test's routes. A snapshot call is answered with one real PNG (470 × 588) per view asked; a
 * PDF call with the bytes its route gives, or a status with an error body like the render
 * service's. Each test keeps only what it records and how it answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** A `/v1/snapshots` call's body (render-service `SnapshotRequest`). */
export interface SnapshotCall {
  views: string[];
  width?: number;
  height?: number;
  spec?: unknown;
}

/** A `/v1/pdf` call's body: the print page's URL (with `#print-token=` when granted). */
export interface PdfCall {
  url: string;
}

export interface StandInRoutes {
  /** Sees every call's `Authorization` header, before it is checked. */
  onAuthorization?: (header: string | undefined) => void;
  /** A snapshot call; the answer is sent when it resolves. Without it, the route is 404. */
  snapshots?: (call: SnapshotCall) => Promise<void> | void;
  /** A PDF call: the PDF's bytes, or a failure's HTTP status. Without it, the route is 404. */
  pdf?: (call: PdfCall) => Promise<Buffer | { status: number; message: string }>;
  /** A `/v1/page-images` call (link cards): the PNG's bytes, or a failure's HTTP status. */
  pageImage?: (call: PageImageCall) => Promise<Buffer | { status: number; message: string }>;
}

/** A `/v1/page-images` call's body: the page's URL and the picture's size. */
export interface PageImageCall {
  url: string;
  width: number;
  height: number;
}

export interface StandIn {
  /** `http://127.0.0.1:{port}`, for the gateway's RENDER_SERVICE_URL. */
  url: string;
  server: Server;
}

/** Starts a stand-in render service answering with `token`'s calls through `routes`. */
export async function serveStandIn(token: string, routes: StandInRoutes): Promise<StandIn> {
  const png = await sharp({ create: { width: 470, height: 588, channels: 4, background: '#1b2a4a' } })
    .png()
    .toBuffer();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      void (async () => {
        routes.onAuthorization?.(req.headers.authorization);
        if (req.headers.authorization !== `Bearer ${token}`) {
          res.statusCode = 401;
          res.end();
          return;
        }
        let json: unknown;
        try {
          json = body ? JSON.parse(body) : {};
        } catch {
          res.statusCode = 400;
          res.end();
          return;
        }
        if (req.url === '/v1/snapshots' && routes.snapshots) {
          const call = json as SnapshotCall;
          await routes.snapshots(call);
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ snapshots: call.views.map((view) => ({ view, png: png.toString('base64') })) }));
          return;
        }
        const binary =
          req.url === '/v1/pdf' && routes.pdf
            ? { type: 'application/pdf', answer: () => routes.pdf!(json as PdfCall) }
            : req.url === '/v1/page-images' && routes.pageImage
              ? { type: 'image/png', answer: () => routes.pageImage!(json as PageImageCall) }
              : null;
        if (binary) {
          const answer = await binary.answer();
          if (Buffer.isBuffer(answer)) {
            res.setHeader('content-type', binary.type);
            res.end(answer);
          } else {
            res.statusCode = answer.status;
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ error: { code: 'X', message: answer.message } }));
          }
          return;
        }
        res.statusCode = 404;
        res.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A PDF of `pages` blank Letter pages (612 × 792 pt), at least one. */
export async function letterPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < Math.max(pages, 1); i++) doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

/**
 * A gateway's environment for a render worker that calls `stand` with `token`; a draw that fails
 * on a busy machine (a reset connection) is retried twice, a second apart, as in production.
 */
export const renderWorkerEnv = (stand: StandIn, token: string): Record<string, string> => ({
  RENDER_WORKER: 'on',
  RENDER_SERVICE_URL: stand.url,
  RENDER_SERVICE_TOKEN: token,
  RENDER_RETRY_LIMIT: '2',
  RENDER_RETRY_DELAY_SECONDS: '1',
});
