/**
 * A fake GitHub API on loopback for the Action's tests: the issue-comment routes the Action calls,
 * GraphQL's `viewer` (who the token is), and the open pull requests of a head branch, with every call
 * recorded. Comments carry their author (`user.login`); `tokens` maps a token to its identity (any
 * other token is `github-actions[bot]`, as GITHUB_TOKEN is). `readOnly` answers writes with 403 as
 * GitHub does for the read-only token of a pull request from a fork.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: { body?: string; query?: string } | null;
}

export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  html_url: string;
  user: { login: string };
}

/** An open pull request as GET /repos/{owner}/{repo}/pulls lists it (the fields the Action reads). */
export interface StoredPull {
  number: number;
  head: { sha: string; ref: string; repo: { full_name: string; owner: { login: string } } };
}

export interface FakeGithub {
  url: string;
  calls: RecordedCall[];
  comments: StoredComment[];
  pulls: StoredPull[];
  tokens: Record<string, string>;
  readOnly: boolean;
  /** A comment someone else wrote (e.g. a PR author pasting the Action's marker). */
  addComment(issue: number, body: string, login: string): StoredComment;
  stop(): Promise<void>;
}

export const DEFAULT_IDENTITY = 'github-actions[bot]';

async function readBody(req: IncomingMessage): Promise<{ body?: string; query?: string } | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as { body?: string; query?: string }) : null;
}

export async function startFakeGithub(): Promise<FakeGithub> {
  const state: Omit<FakeGithub, 'url' | 'stop' | 'addComment'> = {
    calls: [],
    comments: [],
    pulls: [],
    tokens: {},
    readOnly: false,
  };
  let nextId = 1000;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    state.calls.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      authorization: req.headers.authorization ?? null,
      body,
    });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const identity = state.tokens[token] ?? DEFAULT_IDENTITY;
    if (url.pathname === '/graphql' && req.method === 'POST') {
      if (!/viewer\s*\{\s*login\s*\}/.test(body?.query ?? ''))
        return json(200, { errors: [{ message: 'unsupported query' }] });
      return json(200, { data: { viewer: { login: identity } } });
    }
    const pulls = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(url.pathname);
    if (pulls && req.method === 'GET') {
      const head = url.searchParams.get('head');
      return json(
        200,
        state.pulls.filter(
          (pull) => !head || `${pull.head.repo.owner.login}:${pull.head.ref}` === head,
        ),
      );
    }
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = state.comments.filter((c) => c.issue === Number(list[3]));
      return json(200, all.slice((page - 1) * perPage, page * perPage));
    }
    if ((list && req.method === 'POST') || (one && req.method === 'PATCH')) {
      if (state.readOnly)
        return json(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest',
        });
      if (typeof body?.body !== 'string') return json(422, { message: 'body is required' });
      if (list) {
        const id = nextId++;
        const comment = {
          id,
          issue: Number(list[3]),
          body: body.body,
          html_url: `https://github.example/${list[1]}/${list[2]}/pull/${list[3]}#issuecomment-${id}`,
          user: { login: identity },
        };
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
    addComment(issue: number, body: string, login: string): StoredComment {
      const id = nextId++;
      const comment = {
        id,
        issue,
        body,
        html_url: `https://github.example/acme/shop/pull/${issue}#issuecomment-${id}`,
        user: { login },
      };
      state.comments.push(comment);
      return comment;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
