// The Marketing API versions the simulator serves, and how it answers the others (sim/README.md#versions).
import { GraphError } from './errors';

/** Served versions, oldest first; each rule says from which one it applies (`since`). */
export const SERVED_VERSIONS = [25, 26, 27] as const;
export const OLDEST_VERSION = SERVED_VERSIONS[0];
export const LATEST_VERSION = SERVED_VERSIONS[SERVED_VERSIONS.length - 1] ?? OLDEST_VERSION;

export const versionName = (v: number): string => `v${v}.0`;

const PREFIX = /^\/?v(\d+)\.\d+(?=\/|$)/;

/** The major version a path names ('/v27.0/act_1/ads' → 27), undefined when it names none. */
export function versionOfPath(rawPath: string): number | undefined {
  const m = PREFIX.exec(rawPath);
  return m ? Number(m[1]) : undefined;
}

/** The endpoints every version since v25 changed: an expired version's calls to them are refused, not upgraded. */
const CHANGED_CREATE = /^act_\d+\/(campaigns|adsets|ads|adcreatives)$/;
const CHANGED_NODE_TYPES: readonly string[] = ['campaign', 'adset', 'ad', 'adcreative'];

/**
 * The version a call is served with. No version: the oldest served (the Graph API's unversioned calls). Newer than
 * the latest: the latest. Expired: upgraded to the oldest served, except on the changed endpoints (writes of
 * campaigns, ad sets, ads and creatives), which answer 2635.
 */
export function servedVersion(asked: number | undefined, write: boolean, path: string, nodeTypeOf: (id: string) => string | undefined): number {
  if (asked === undefined) return OLDEST_VERSION;
  if (asked > LATEST_VERSION) return LATEST_VERSION;
  if (asked >= OLDEST_VERSION) return asked;
  const [head = '', edge] = path.split('/');
  const changed = write && (CHANGED_CREATE.test(path) || (edge === undefined && CHANGED_NODE_TYPES.includes(nodeTypeOf(head) ?? '')));
  if (changed) throw deprecatedVersion();
  return OLDEST_VERSION;
}

/** The platform's answer to an expired version on an endpoint that changed since. */
function deprecatedVersion(): GraphError {
  return new GraphError({
    message: `(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: ${versionName(LATEST_VERSION)}.`,
    code: 2635,
  });
}
