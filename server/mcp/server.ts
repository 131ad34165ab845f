/**
 * One MCP server per HTTP request (stateless Streamable HTTP): the tools of the registry bound to
 * the request they arrived in, so each call is charged to that caller and answered with that
 * request's serializers and id.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { DISCLAIMER } from '../../src/internal.ts';
import { MCP_TOOLS } from './registry.ts';
import type { ToolContext } from './tool.ts';

const INSTRUCTIONS = `consentry scans public web pages for privacy and consent behaviour with a real browser. Start with consentry_create_scan (a recent result is reused at no quota cost); while the answer is a job, poll consentry_get_scan_status after retryAfterSeconds until the status is terminal; then read consentry_get_scan_bundle, consentry_get_pre_consent_cookies_trackers and, for the full record, consentry_get_report_evidence page by page. Failed or limited scans are incomplete evidence: never infer findings from missing data. ${DISCLAIMER}`;

export function mcpServerFor(context: ToolContext): McpServer {
  const server = new McpServer(
    { name: 'consentry', title: 'consentry', version: context.app.consentry.version },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  for (const tool of MCP_TOOLS) tool.register(server, context);
  return server;
}
