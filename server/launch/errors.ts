import type { LaunchError } from '../../lib/contract/launch';
import { GraphError } from '../platform/graph-client';

// A platform error told in words a media buyer can act on, with the platform's raw error kept in technical
// details (style.md "Errors carry what a person can act on").

function advice(error: GraphError): string {
  if (error.isAuthError) return 'Your Facebook connection has expired or was removed. Sign in to Salvo again, then retry the launch.';
  if (error.isRateLimit) return 'Facebook is limiting how fast this ad account can create ads. Wait a few minutes, then retry the launch.';
  if (error.code === 10 || (error.code !== null && error.code >= 200 && error.code <= 299)) {
    return 'Your Facebook user lacks a permission this needs in the ad account (for example ads_management). Ask the account admin for access.';
  }
  if (error.code === 100 && error.subcode === 33)
    return 'Facebook could not find the object, or your user cannot use it. Check the page, pixel and account chosen.';
  if (error.isTransient) return 'Facebook had a temporary problem. Retry the launch in a few minutes.';
  return 'Change the setting Facebook names above, then launch again.';
}

export function launchErrorOf(what: string, error: unknown): LaunchError {
  if (error instanceof GraphError) {
    const said = [error.userTitle, error.userMessage ?? error.message].filter(Boolean).join(': ');
    return {
      message: `${what} could not be created: ${error.userMessage ?? error.userTitle ?? error.message}`,
      details: [`**What failed:** ${what}`, `**Facebook says:** ${said}`, `**What to do:** ${advice(error)}`].join('\n\n'),
      technicalDetails: JSON.stringify({
        status: error.status,
        code: error.code,
        error_subcode: error.subcode,
        type: error.type,
        is_transient: error.isTransient,
        fbtrace_id: error.fbtraceId,
        raw: error.raw,
      }),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    message: `${what} could not be created.`,
    details: `**What failed:** ${what}\n\n**What to do:** Retry the launch; if it fails again, contact support with the launch ID.`,
    technicalDetails: message,
  };
}
