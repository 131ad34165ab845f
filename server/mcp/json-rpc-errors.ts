/**
 * HTTP-level refusals of the MCP endpoint as JSON-RPC error bodies (what MCP clients read), not the
 * REST error envelope: 405 for GET/DELETE (stateless: no server-initiated stream, no session to end),
 * the body errors Fastify raises before the transport sees the request (not JSON, too large, wrong
 * media type), and a failure of the transport itself (500, logged). Never echoes what was sent.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../errors.ts';
import { toApiError } from '../plugins/envelope.ts';

/** JSON-RPC codes: parse error, invalid request, internal error; -32000 is the SDK's code for transport refusals. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INTERNAL_ERROR = -32603;
const SERVER_ERROR = -32000;

export function sendJsonRpcError(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
): FastifyReply {
  if (status === 405) reply.header('allow', 'POST');
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

export function methodNotAllowed(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendJsonRpcError(reply, 405, SERVER_ERROR, 'Method not allowed.');
}

/** The route's error handler (tool errors never get here: they are tool results). */
export function jsonRpcErrorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const api = toApiError(error, request);
  if (api.code === 'invalid_request' && /not valid JSON/.test(api.message))
    return sendJsonRpcError(reply, 400, PARSE_ERROR, 'Parse error: the body is not valid JSON.');
  if (api.code === 'internal_error')
    return sendJsonRpcError(reply, 500, INTERNAL_ERROR, 'Internal error.');
  return sendJsonRpcError(reply, api.status, INVALID_REQUEST, api.message);
}
