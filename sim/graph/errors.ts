// The platform's error body: {"error": {message, type, code, error_subcode, is_transient, error_user_title,
// error_user_msg, fbtrace_id}} (sim/README.md#errors).

export interface GraphErrorInit {
  message: string;
  code: number;
  subcode?: number;
  type?: string;
  status?: number;
  isTransient?: boolean;
  userTitle?: string;
  userMsg?: string;
  extra?: Record<string, unknown>;
}

export class GraphError extends Error {
  readonly code: number;
  readonly subcode: number | undefined;
  readonly type: string;
  readonly status: number;
  readonly isTransient: boolean;
  readonly userTitle: string | undefined;
  readonly userMsg: string | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(init: GraphErrorInit) {
    super(init.message);
    this.code = init.code;
    this.subcode = init.subcode;
    this.type = init.type ?? 'OAuthException'; // the platform's type for nearly every error
    this.status = init.status ?? 400;
    this.isTransient = init.isTransient ?? false;
    this.userTitle = init.userTitle;
    this.userMsg = init.userMsg;
    this.extra = init.extra;
  }

  toBody(fbtraceId: string): { error: Record<string, unknown> } {
    const error: Record<string, unknown> = { message: this.message, type: this.type, code: this.code };
    if (this.subcode !== undefined) error.error_subcode = this.subcode;
    error.is_transient = this.isTransient;
    if (this.userTitle !== undefined) error.error_user_title = this.userTitle;
    if (this.userMsg !== undefined) error.error_user_msg = this.userMsg;
    if (this.extra) Object.assign(error, this.extra);
    error.fbtrace_id = fbtraceId;
    return { error };
  }
}

/** Code 100, the platform's "invalid parameter" family. */
export function invalidParam(message: string, opts: { subcode?: number; userTitle?: string; userMsg?: string } = {}): GraphError {
  return new GraphError({
    message: message.startsWith('(#100)') || message === 'Invalid parameter' ? message : `(#100) ${message}`,
    code: 100,
    subcode: opts.subcode,
    userTitle: opts.userTitle ?? 'Invalid parameter',
    userMsg: opts.userMsg ?? message.replace(/^\(#100\) /, ''),
  });
}

/** 100/33: the object does not exist or the token's user cannot see it. */
export function unsupportedRequest(method: string, id: string): GraphError {
  const verb = method === 'GET' ? 'get' : method === 'DELETE' ? 'delete' : 'post';
  return new GraphError({
    message: `Unsupported ${verb} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    type: 'GraphMethodException',
    code: 100,
    subcode: 33,
  });
}

export function unknownPath(path: string): GraphError {
  return new GraphError({ message: `Unknown path components: /${path}`, code: 2500, type: 'OAuthException' });
}
