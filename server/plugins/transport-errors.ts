/**
 * The error envelope for what never becomes an ordinary Fastify request: bytes Node's HTTP parser
 * refuses (invalid header bytes, oversized headers, lying Content-Length, smuggling), a client too
 * slow to finish its request, a URL the router cannot decode or a path segment over its length, an
 * HTTP/1.1 request without Host and an Expect the server does not support. Node and Fastify answer
 * these with bodies of their own (or none); here they get the `consentry_api_error` envelope with
 * the version and request-id headers, and never echo what was sent.
 *
 * Slow clients: a request must arrive completely within `requestTimeoutMs` (headers and body), so a
 * slowloris connection is answered and closed instead of holding a socket forever.
 */
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION } from '../../src/internal.ts';
import { ApiError, errorEnvelope } from '../errors.ts';
import { API_VERSION_HEADER, newRequestId, REQUEST_ID_HEADER, sendApiError } from './envelope.ts';

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Longer than any parameter a route accepts (a host name is at most 253 characters), so routes validate and name the field. */
export const MAX_PARAM_LENGTH = 512;

function clientErrorMessage(code: string | undefined): string {
  if (code === 'HPE_HEADER_OVERFLOW') return 'Invalid request: the request headers are too large.';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return 'Invalid request: the request was not completed in time.';
  return 'Invalid request: the request is not valid HTTP.';
}

function rawEnvelope(message: string, docsUrl: string): { id: string; body: string } {
  const id = newRequestId();
  return {
    id,
    body: JSON.stringify(errorEnvelope(new ApiError('invalid_request', message), id, docsUrl)),
  };
}

/** Fastify's `clientErrorHandler` (Node's `clientError`): mirrors Node's own rule of answering only when no response has started. */
export function clientErrorHandler(docsUrl: string) {
  return function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const { id, body } = rawEnvelope(clientErrorMessage(error.code), docsUrl);
      socket.write(
        `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `${API_VERSION_HEADER}: ${API_VERSION}\r\n${REQUEST_ID_HEADER}: ${id}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

/** Fastify options that route transport-level errors through the envelope. */
export function transportOptions(docsUrl: string, requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS) {
  const http: ServerOptions = {
    // A missing Host is answered in the envelope by the hook below, not by Node's bare 400.
    requireHostHeader: false,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    // How often Node checks the timeouts: a fraction of the timeout, so a slow client is cut close to it.
    connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestTimeoutMs / 4))),
  };
  return {
    requestTimeout: requestTimeoutMs,
    http,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    clientErrorHandler: clientErrorHandler(docsUrl),
    // A URL the router cannot decode or a segment over MAX_PARAM_LENGTH never reaches the hooks.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      reply.header(API_VERSION_HEADER, API_VERSION).header(REQUEST_ID_HEADER, request.id);
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'Invalid request: a path segment is too long.'
          : 'Invalid request: the URL cannot be decoded.';
      sendApiError(reply, new ApiError('invalid_request', message), docsUrl);
    },
  };
}

/** After the envelope's hook: HTTP/1.1 without Host is a 400; an Expect other than 100-continue is a 400 (Node's default is a bare 417). */
export function registerTransportErrors(app: FastifyInstance, docsUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host)
      throw new ApiError('invalid_request', 'Invalid request: the Host header is missing.');
  });
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const { id, body } = rawEnvelope(
      'Invalid request: the Expect header is not supported.',
      docsUrl,
    );
    response.shouldKeepAlive = false;
    response.writeHead(400, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      [API_VERSION_HEADER]: API_VERSION,
      [REQUEST_ID_HEADER]: id,
      connection: 'close',
    });
    response.end(body);
  });
}
