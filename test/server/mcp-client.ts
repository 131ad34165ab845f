/**
 * The official MCP SDK client over Streamable HTTP against a listening /mcp/light, and a tool call
 * that checks what every tool answer must have: structured content carrying the disclaimer, and a
 * short text content that ends with it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'vitest';
import { DISCLAIMER } from '../../src/index.ts';

export interface ToolAnswer {
  isError: boolean;
  structured: Record<string, unknown>;
  text: string;
}

export interface McpSession {
  client: Client;
  call(name: string, args: Record<string, unknown>): Promise<ToolAnswer>;
  /** The `error` of a tool error (the REST envelope's), failing when the call succeeded. */
  callError(
    name: string,
    args: Record<string, unknown>,
  ): Promise<{
    code: string;
    message: string;
    retryAfterSeconds?: number;
    rateLimit?: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

/** `key`: sent as a bearer credential with every request (keys need the mcp scope). */
export async function connectMcp(baseUrl: string, key?: string): Promise<McpSession> {
  const client = new Client({ name: 'consentry-test', version: '1.0.0' });
  const requestInit = key ? { headers: { authorization: `Bearer ${key}` } } : undefined;
  await client.connect(
    new StreamableHTTPClientTransport(
      new URL(`${baseUrl}/mcp/light`),
      requestInit ? { requestInit } : undefined,
    ),
  );
  const call = async (name: string, args: Record<string, unknown>): Promise<ToolAnswer> => {
    const result = await client.callTool({ name, arguments: args });
    const content = result.content as { type: string; text: string }[];
    expect(content).toHaveLength(1);
    expect(content[0]!.type).toBe('text');
    const text = content[0]!.text;
    const structured = result.structuredContent as Record<string, unknown>;
    expect(structured.disclaimer).toBe(DISCLAIMER);
    if (!result.isError) {
      expect(text.endsWith(DISCLAIMER)).toBe(true);
      expect(text.length).toBeLessThan(DISCLAIMER.length + 400);
    } else {
      expect(structured.type).toBe('consentry_api_error');
    }
    return { isError: result.isError === true, structured, text };
  };
  return {
    client,
    call,
    async callError(name, args) {
      const answer = await call(name, args);
      expect(answer.isError, answer.text).toBe(true);
      const error = answer.structured.error as { code: string; message: string };
      expect(answer.text.startsWith(`${error.code}: ${error.message}`)).toBe(true);
      return error;
    },
    close: () => client.close(),
  };
}
