/**
 * What an MCP tool of /mcp/light is: a name, a zod input schema (as the SDK expects), and a function
 * from validated input to a public-safe resource plus a short text. The wrapper turns every outcome
 * into a CallToolResult the same way: `structuredContent` with the resource and a text line that
 * ends with the disclaimer; an ApiError becomes a tool error (`isError: true`) whose structured
 * content is the REST error envelope (code, message, retryAfterSeconds and rate-limit policy fields);
 * anything else is logged and answered as `internal_error`, never with internals.
 */
import type { McpServer, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DISCLAIMER } from '../../src/internal.ts';
import { ApiError, errorEnvelope } from '../errors.ts';

/** The HTTP request a tool call arrived in: the app, the caller (limits by client address), the reply (serializers). */
export interface ToolContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ToolAnswer {
  /** The public-safe resource (it carries `disclaimer`). */
  structured: Record<string, unknown>;
  /** One or two sentences: what it is and what to call next. */
  text: string;
}

export interface ToolSpec<Input extends z.ZodObject> {
  name: `consentry_${string}`;
  /**
   * `read`: as the REST read routes — with `publicReports: false` a key with scan:read (and mcp) is
   * needed; `create`: as createScan — anonymous within the quota, a presented key must hold scan:create.
   */
  access: 'read' | 'create';
  title: string;
  description: string;
  input: Input;
  annotations: ToolAnnotations;
  run(input: z.output<Input>, context: ToolContext): Promise<ToolAnswer>;
}

export interface McpTool {
  readonly name: string;
  register(server: McpServer, context: ToolContext): void;
}

function toolError(error: ApiError, context: ToolContext): CallToolResult {
  const envelope = errorEnvelope(
    error,
    context.request.id,
    `${context.app.consentry.config.baseUrl}/api/v2/openapi.json`,
  );
  const retry =
    error.details.retryAfterSeconds === undefined
      ? ''
      : ` Retry after ${error.details.retryAfterSeconds} s.`;
  return {
    isError: true,
    structuredContent: envelope as unknown as Record<string, unknown>,
    content: [{ type: 'text', text: `${error.code}: ${envelope.error.message}${retry}` }],
  };
}

/** Throws unauthorized/forbidden when the caller may not use a tool of this access (the mcp scope was checked with the HTTP request). */
function checkAccess(access: ToolSpec<z.ZodObject>['access'], context: ToolContext): void {
  const caller = context.request.caller;
  if (access === 'create') {
    if (caller.kind === 'key' && !caller.key.scopes.includes('scan:create'))
      throw new ApiError('forbidden');
    return;
  }
  if (context.app.consentry.config.publicReports) return;
  if (caller.kind !== 'key')
    throw new ApiError(
      'unauthorized',
      'Missing or invalid API key: reads on this server need a key with scan:read and mcp.',
    );
  if (!caller.key.scopes.includes('scan:read')) throw new ApiError('forbidden');
}

export async function runTool<Input extends z.ZodObject>(
  spec: ToolSpec<Input>,
  input: z.output<Input>,
  context: ToolContext,
): Promise<CallToolResult> {
  try {
    checkAccess(spec.access, context);
    const answer = await spec.run(input, context);
    return {
      structuredContent: answer.structured,
      content: [{ type: 'text', text: `${answer.text} ${DISCLAIMER}` }],
    };
  } catch (error) {
    if (error instanceof ApiError) return toolError(error, context);
    context.request.log.error({ err: error, tool: spec.name }, 'MCP tool failed');
    return toolError(new ApiError('internal_error'), context);
  }
}

export function defineTool<Input extends z.ZodObject>(spec: ToolSpec<Input>): McpTool {
  return {
    name: spec.name,
    register(server, context) {
      const config = {
        title: spec.title,
        description: spec.description,
        inputSchema: spec.input,
        annotations: spec.annotations,
      };
      const callback = (input: z.output<Input>) => runTool(spec, input, context);
      // The SDK types the callback by a conditional type over the schema, unresolved for a generic Input.
      server.registerTool(spec.name, config, callback as unknown as ToolCallback<Input>);
    },
  };
}
