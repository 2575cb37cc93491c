import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server on a free port that answers 200 to anything and records every request it gets. */
export interface Recorder {
  origin: string;
  /** `METHOD /path` of every request received, in order. */
  hits: string[];
  close(): Promise<void>;
}

/** Starts a {@link Recorder} on 127.0.0.1 (an "outside" host for the render service's pages). */
export async function startRecorder(): Promise<Recorder> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end('ok');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
