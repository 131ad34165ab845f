/**
 * A fake GitHub REST API on loopback for the Action's tests: the three issue-comment routes the
 * Action calls, with every call recorded. `readOnly` answers writes with 403 as GitHub does for the
 * read-only token of a pull request from a fork.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: { body?: string } | null;
}

export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  html_url: string;
}

export interface FakeGithub {
  url: string;
  calls: RecordedCall[];
  comments: StoredComment[];
  readOnly: boolean;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<{ body?: string } | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as { body?: string }) : null;
}

export async function startFakeGithub(): Promise<FakeGithub> {
  const state: Omit<FakeGithub, 'url' | 'stop'> = { calls: [], comments: [], readOnly: false };
  let nextId = 1000;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    state.calls.push({ method: req.method ?? '', path: url.pathname + url.search, authorization: req.headers.authorization ?? null, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = state.comments.filter((c) => c.issue === Number(list[3]));
      return json(200, all.slice((page - 1) * perPage, page * perPage));
    }
    if ((list && req.method === 'POST') || (one && req.method === 'PATCH')) {
      if (state.readOnly) return json(403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' });
      if (typeof body?.body !== 'string') return json(422, { message: 'body is required' });
      if (list) {
        const id = nextId++;
        const comment = { id, issue: Number(list[3]), body: body.body, html_url: `https://github.example/${list[1]}/${list[2]}/pull/${list[3]}#issuecomment-${id}` };
        state.comments.push(comment);
        return json(201, comment);
      }
      const comment = state.comments.find((c) => c.id === Number(one![3]));
      if (!comment) return json(404, { message: 'Not Found' });
      comment.body = body.body;
      return json(200, comment);
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
