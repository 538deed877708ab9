// The Salvo session token lives in the extension origin's IndexedDB: the background and the
// side panel share that origin, content scripts (which run in the page's origin) cannot reach it.
// Only the background reads it.

const DB = 'salvo';
const STORE = 'secrets';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = op(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

/** One read-write transaction: the token becomes `next` (null: deleted) only if it is `expected`. */
function swap(key: 'sessionToken', expected: string, next: string | null): Promise<void> {
  return open().then((db) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const read = store.get(key);
      read.onsuccess = () => {
        if (read.result !== expected) return;
        if (next === null) store.delete(key);
        else store.put(next, key);
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    }).finally(() => db.close()),
  );
}

export const sessionStore = {
  get: (key: 'sessionToken') => run<string | undefined>('readonly', (s) => s.get(key) as IDBRequest<string | undefined>),
  set: (key: 'sessionToken', value: string) => run('readwrite', (s) => s.put(value, key)).then(() => undefined),
  delete: (key: 'sessionToken') => run('readwrite', (s) => s.delete(key)).then(() => undefined),
  /** A rotation's new token in place of the one a request was sent with (docs/security.md#rotation), atomically. */
  swap,
};
