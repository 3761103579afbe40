// A TCP/HTTP proxy (node:http) in front of the reference server that misbehaves on purpose,
// request by request, as each scenario's seeded policy says: the request is lost before the
// server sees it, the response is lost after the server committed, the proxy answers 5xx/429
// itself, the answer is delayed, or the connection resets halfway through the response body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { readonly kind: 'pass'; readonly latencyMs?: number }
  | { readonly kind: 'drop-request' }
  | { readonly kind: 'drop-response' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'reset-mid-response' };

/** Decides the fault for one request; `scenario` is the request's `x-fault-scenario` header. */
export type FaultPolicy = (request: { method: string; url: string; scenario: string | undefined }) => Fault;

export interface FaultProxy {
  readonly origin: string;
  /** Counts per fault kind, for the report. */
  readonly stats: Record<Fault['kind'], number>;
  close(): Promise<void>;
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFaultProxy(target: string, policy: FaultPolicy): Promise<FaultProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const stats: Record<Fault['kind'], number> = {
    pass: 0,
    'drop-request': 0,
    'drop-response': 0,
    status: 0,
    'reset-mid-response': 0,
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const scenarioHeader = req.headers['x-fault-scenario'];
      const fault = policy({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        scenario: typeof scenarioHeader === 'string' ? scenarioHeader : undefined,
      });
      stats[fault.kind]++;
      if (fault.kind === 'drop-request') return void req.socket.destroy();
      if (fault.kind === 'status') {
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ message: `injected ${fault.status}` }));
      }
      if (fault.kind === 'pass' && fault.latencyMs) await sleep(fault.latencyMs);
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!hopByHop.has(name) && name !== 'host' && value !== undefined) headers[name] = value;
      headers['content-length'] = String(body.length);
      const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const out = http.request(
            {
              host: upstream.hostname,
              port: upstream.port,
              method: req.method,
              path: req.url,
              headers,
              agent,
            },
            (up) => {
              readBody(up).then(
                (b) => resolve({ status: up.statusCode ?? 502, headers: up.headers, body: b }),
                reject,
              );
            },
          );
          out.on('error', reject);
          out.end(body);
        },
      );
      // The server has answered (and committed): the client never hears about it.
      if (fault.kind === 'drop-response') return void req.socket.destroy();
      const outHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (!hopByHop.has(name) && value !== undefined) outHeaders[name] = value;
      if (fault.kind === 'reset-mid-response' && answer.body.length > 1) {
        outHeaders['content-length'] = String(answer.body.length);
        res.writeHead(answer.status, outHeaders);
        res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
        setImmediate(() => req.socket.destroy());
        return;
      }
      if (fault.kind === 'reset-mid-response') return void req.socket.destroy();
      res.writeHead(answer.status, outHeaders);
      res.end(answer.body);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stats,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
