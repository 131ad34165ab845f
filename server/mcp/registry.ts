/**
 * The tools of the MCP light endpoint, in the order tools/list shows them: the one list the server
 * registers and the discovery document advertises.
 */
import type { McpTool } from './tool.ts';
import { createScanTool } from './tools/create-scan.ts';
import { getLatestDomainPreConsentTool } from './tools/get-latest-domain-pre-consent-cookies-trackers.ts';
import { getPreConsentTool } from './tools/get-pre-consent-cookies-trackers.ts';
import { getReportEvidenceTool } from './tools/get-report-evidence.ts';
import { getScanBundleTool } from './tools/get-scan-bundle.ts';
import { getScanStatusTool } from './tools/get-scan-status.ts';

export const MCP_TOOLS: readonly McpTool[] = [
  createScanTool,
  getScanStatusTool,
  getScanBundleTool,
  getPreConsentTool,
  getLatestDomainPreConsentTool,
  getReportEvidenceTool,
];

export const MCP_TOOL_NAMES: readonly string[] = MCP_TOOLS.map((tool) => tool.name);
