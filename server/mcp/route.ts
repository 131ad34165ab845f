/**
 * The MCP light endpoint, POST {baseUrl}/mcp/light (spec 1, 4.5, 5): Streamable HTTP in stateless
 * mode — every POST gets a new McpServer and transport (no session id) and is answered as plain JSON.
 * No credentials needed (`auth: mcp`: a presented key must be valid and hold the mcp scope); each tool
 * checks the scope its REST route needs (reads: scan:read when report pages are not public; creation:
 * scan:create for a key) and is charged by the tool itself against the fair-use budgets of the caller
 * (its key, else its address), so the route declares no per-request limit.
 *
 * Fastify parses the body (within the app's body limit) and the SDK's web-standard transport gets a
 * Request built from the method and headers at this route's canonical URL, plus the parsed body. Its
 * Response is sent through the ordinary reply, so the version and request-id headers and every hook
 * apply as on the REST routes; a Host or request target Node accepts but a URL parser would not
 * cannot make the transport fail. Not in the OpenAPI document (JSON-RPC); discovery lists it.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonRpcErrorHandler, methodNotAllowed } from './json-rpc-errors.ts';
import { mcpServerFor } from './server.ts';

export const MCP_PATH = '/mcp/light';

/** Connection-level headers describe Node's request, not the message the transport reads. */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'proxy-connection',
]);

function webRequest(url: string, request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, { method: request.method, headers });
}

export async function mcpRoutes(app: FastifyInstance): Promise<void> {
  const url = `${app.consentry.config.baseUrl}${MCP_PATH}`;
  // Anonymous calls are allowed (the light endpoint); a presented key must be valid (401) and hold mcp (403).
  const options = {
    config: { auth: 'mcp', limit: { kind: 'none' } },
    schema: { hide: true },
    errorHandler: jsonRpcErrorHandler,
  } as const;

  app.post(MCP_PATH, options, async (request, reply) => {
    const server = mcpServerFor({ app, request, reply });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(webRequest(url, request), {
        parsedBody: request.body,
      });
      reply.code(response.status);
      response.headers.forEach((value, name) => void reply.header(name, value));
      const body = await response.text();
      return body ? reply.send(body) : reply.send();
    } finally {
      await transport.close();
      await server.close();
    }
  });

  app.get(MCP_PATH, options, methodNotAllowed);
  app.delete(MCP_PATH, options, methodNotAllowed);
}
