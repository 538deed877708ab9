import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the embedded database, the generated token key and the library's files: only the API's own user
// may reach it (docs/security.md "DATA_DIR"). PGlite gives its files mode 0777 whatever the umask, so the folder's
// own mode is what keeps other users of the machine out: created 0700, and a start with a folder that group or
// others can enter or write is refused. The 077 umask keeps what the API itself writes there private too.

class DataDirError extends Error {
  override name = 'DataDirError';
}

/** Creates `dataDir` (0700) if missing, refuses one open to other users, and sets the process's umask to 077. */
export function prepareDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    const folder = path.resolve(dataDir);
    throw new DataDirError(
      `DATA_DIR ${folder} is open to other users of this machine (mode ${mode.toString(8)}), who could read or change the database in it. ` +
        `Run \`chmod 700 ${folder}\`, or set DATA_DIR to a folder only this user can reach.`,
    );
  }
}
