// The log of one launch: every line its run writes carries the launch's id, whoever writes it (the engine, the
// automations, the queue), so that an operator finds a launch's whole story by its id (docs/operations.md#logs).

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child?(bindings: object): Logger;
}

/**
 * A pino logger's child bound to the launch's id; a line that names the launch itself leaves its own out, so the id
 * appears once. A logger without children (tests' silent ones) gets the id added to each line.
 */
export function launchLog(log: Logger, launchId: string): Logger {
  const child = log.child?.({ launchId });
  const line =
    (level: 'info' | 'warn' | 'error') =>
    ({ launchId: _named, ...obj }: { launchId?: unknown }, msg?: string) =>
      child ? child[level](obj, msg) : log[level]({ launchId, ...obj }, msg);
  return { info: line('info'), warn: line('warn'), error: line('error') };
}
