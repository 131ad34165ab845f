/**
 * Raw HTTP/1.1 over a TCP socket for what app.inject cannot send: oversized or invalid headers,
 * broken request lines, lying Content-Length, truncated bodies, slow clients. Each exchange is
 * bounded in time; responses are parsed from the bytes (informational 1xx answers are skipped).
 */
import { connect } from 'node:net';

export interface RawCase {
  name: string;
  /** Sent at once. */
  bytes: string | Buffer;
  /** Then sent one piece per `everyMs` until the server closes (a slow client), at most `count`. */
  trickle?: { piece: string; everyMs: number; count: number };
  /** Half-close after sending (the client will send nothing more). */
  endAfterSend?: boolean;
  /** The server may close without answering (nothing can be answered to a request that never ends). */
  mayCloseSilently?: boolean;
  status?: number;
  /** Text the first answer's body contains. */
  message?: string;
}

export interface RawResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  responses: RawResponse[];
  closed: boolean;
  raw: string;
}

const EXCHANGE_MS = 12_000;

export function parseResponses(data: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = data;
  for (let guard = 0; guard < 20 && rest.length; guard++) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const statusCode = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? NaN);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    rest = rest.subarray(end + 4);
    let body: Buffer;
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const chunks: Buffer[] = [];
      for (let size = -1; size !== 0 && rest.length;) {
        const lineEnd = rest.indexOf('\r\n');
        size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
      }
      body = Buffer.concat(chunks);
    } else {
      body = statusCode >= 200 && statusCode !== 204 && statusCode !== 304 ? rest : Buffer.alloc(0);
      rest = statusCode >= 200 ? Buffer.alloc(0) : rest;
    }
    if (statusCode >= 200 || Number.isNaN(statusCode))
      responses.push({ statusCode, headers, body: body.toString('utf8') });
  }
  return responses;
}

export function rawExchange(port: number, rawCase: RawCase): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const received: Buffer[] = [];
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(deadline);
      clearInterval(timer);
      socket.destroy();
      const data = Buffer.concat(received);
      resolve({ responses: parseResponses(data), closed, raw: data.toString('latin1') });
    };
    const deadline = setTimeout(finish, EXCHANGE_MS);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', () => {
      socket.write(rawCase.bytes);
      if (rawCase.endAfterSend) socket.end();
      const trickle = rawCase.trickle;
      if (trickle) {
        let sent = 0;
        timer = setInterval(() => {
          if (socket.destroyed || sent++ >= trickle.count) return clearInterval(timer);
          socket.write(trickle.piece);
        }, trickle.everyMs);
      }
    });
  });
}

const HOST = 'Host: 127.0.0.1\r\n';
const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\n${HOST}${extra}Connection: close\r\n\r\n`;
const post = (headers: string, body = '') =>
  `POST /api/v2/scans HTTP/1.1\r\n${HOST}Content-Type: application/json\r\n${headers}Connection: close\r\n\r\n${body}`;
const BODY = '{"url":"http://127.0.0.1/"}';

export const RAW_CASES: RawCase[] = [
  {
    name: 'a 20 KB header',
    bytes: get('/api/v2/health', `X-Pad: ${'a'.repeat(20_000)}\r\n`),
    status: 400,
    message: 'headers are too large',
  },
  {
    name: 'a thousand headers over the size limit',
    bytes: get(
      '/api/v2/health',
      Array.from({ length: 1000 }, (_, i) => `X-H${i}: ${'v'.repeat(20)}\r\n`).join(''),
    ),
    status: 400,
  },
  {
    name: 'a 20 KB request target',
    bytes: get(`/api/v2/scans/${'a'.repeat(20_000)}`),
    status: 400,
  },
  {
    name: 'a control byte in a header name',
    bytes: get('/api/v2/health', 'X-Bad\u0001: 1\r\n'),
    status: 400,
  },
  { name: 'NUL in a header value', bytes: get('/api/v2/health', 'X-A: a\u0000b\r\n'), status: 400 },
  {
    name: 'a bare CR in a header value',
    bytes: get('/api/v2/health', 'X-A: a\rb\r\n'),
    status: 400,
  },
  {
    name: 'space before the colon of a header',
    bytes: get('/api/v2/health', 'X-A : b\r\n'),
    status: 400,
  },
  { name: 'a control byte in the request target', bytes: get('/api/v2/scans/\u0001'), status: 400 },
  {
    name: 'a space in the request target',
    bytes: `GET /api/v2/scans/a b HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`,
    status: 400,
  },
  {
    name: 'raw UTF-8 in the request target',
    bytes: Buffer.from(get('/api/v2/scans/é😀'), 'utf8'),
    status: 400,
  },
  { name: 'an escape that does not decode', bytes: get('/api/v2/scans/%E0%A4%A'), status: 400 },
  { name: 'raw ../ in the request target', bytes: get('/api/v2/scans/../../../etc/passwd') },
  {
    name: 'raw ../ inside a scan id',
    bytes: get('/api/v2/scans/..%2f..%2fetc%2fpasswd/findings', 'Authorization: Bearer csy_x\r\n'),
    status: 401,
  },
  {
    name: 'an absolute-form target naming the metadata address',
    bytes: get('http://169.254.169.254/latest/meta-data/'),
  },
  { name: 'the asterisk target', bytes: `OPTIONS * HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n` },
  {
    name: 'an invalid method token',
    bytes: `G@T /api/v2/health HTTP/1.1\r\n${HOST}\r\n`,
    status: 400,
  },
  {
    name: 'an unknown HTTP version',
    bytes: `GET /api/v2/health HTTP/3.7\r\n${HOST}\r\n`,
    status: 400,
  },
  {
    name: 'the HTTP/2 preface on HTTP/1.1',
    bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
    mayCloseSilently: true,
  },
  {
    name: 'binary garbage',
    bytes: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 97 + 13) % 256)),
    status: 400,
  },
  {
    name: 'HTTP/1.1 without Host',
    bytes: 'GET /api/v2/health HTTP/1.1\r\nConnection: close\r\n\r\n',
    status: 400,
    message: 'Host',
  },
  {
    name: 'Content-Length that is not a number',
    bytes: post('Content-Length: abc\r\n', BODY),
    status: 400,
  },
  { name: 'a negative Content-Length', bytes: post('Content-Length: -1\r\n', BODY), status: 400 },
  {
    name: 'two different Content-Length headers',
    bytes: post('Content-Length: 5\r\nContent-Length: 6\r\n', BODY),
    status: 400,
  },
  {
    name: 'Content-Length with Transfer-Encoding (smuggling)',
    bytes: post(
      `Content-Length: ${BODY.length}\r\nTransfer-Encoding: chunked\r\n`,
      `0\r\n\r\n${BODY}`,
    ),
    status: 400,
  },
  {
    name: 'an unsupported Transfer-Encoding',
    bytes: post('Transfer-Encoding: gzip\r\n', BODY),
    status: 400,
  },
  {
    name: 'a chunk size that is not hex',
    bytes: post('Transfer-Encoding: chunked\r\n', `zz\r\n${BODY}\r\n0\r\n\r\n`),
    status: 400,
  },
  {
    name: 'Content-Length over the body limit',
    bytes: post('Content-Length: 100000\r\n'),
    status: 400,
  },
  {
    name: 'Content-Length of 20 digits',
    bytes: post('Content-Length: 99999999999999999999\r\n', BODY),
    status: 400,
  },
  {
    name: 'Content-Length shorter than the body',
    bytes: post('Content-Length: 5\r\n', BODY),
    status: 400,
  },
  {
    name: 'a chunked body over the body limit',
    bytes: post(
      'Transfer-Encoding: chunked\r\n',
      `${(20_000).toString(16)}\r\n${'a'.repeat(20_000)}\r\n0\r\n\r\n`,
    ),
    status: 400,
  },
  {
    name: 'a truncated body, then the client half-closes',
    bytes: post('Content-Length: 100\r\n', BODY.slice(0, 10)),
    endAfterSend: true,
    mayCloseSilently: true,
  },
  {
    name: 'a truncated body on a connection held open',
    bytes: post('Content-Length: 100\r\n', BODY.slice(0, 10)),
    status: 400,
    message: 'in time',
  },
  {
    name: 'slowloris: headers that never end',
    bytes: `GET /api/v2/health HTTP/1.1\r\n${HOST}`,
    trickle: { piece: 'X-Slow: 1\r\n', everyMs: 200, count: 40 },
    status: 400,
    message: 'in time',
  },
  {
    name: 'slowloris: a body one byte at a time',
    bytes: post('Content-Length: 60\r\n'),
    trickle: { piece: ' ', everyMs: 250, count: 60 },
    status: 400,
    message: 'in time',
  },
  {
    name: 'pipelined malformed requests',
    bytes: `GET /api/v2/scans/not-a-uuid HTTP/1.1\r\n${HOST}\r\n${get('/api/v2/nope')}`,
  },
  {
    name: 'a 10 KB Authorization header',
    bytes: get('/api/v2/auth/check', `Authorization: Bearer ${'A'.repeat(10_000)}\r\n`),
    status: 401,
  },
  {
    name: 'non-ASCII bytes in Authorization',
    bytes: Buffer.from(get('/api/v2/auth/check', 'Authorization: Bearer csy_é😀\r\n'), 'utf8'),
    status: 401,
  },
  {
    name: 'Expect: 100-continue with a body over the limit',
    bytes: post('Expect: 100-continue\r\nContent-Length: 100000\r\n'),
    status: 400,
  },
  {
    name: 'an Expect the server does not know',
    bytes: post(`Expect: ${'x'.repeat(10)}\r\nContent-Length: ${BODY.length}\r\n`, BODY),
    status: 400,
  },
];
