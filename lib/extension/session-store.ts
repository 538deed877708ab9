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

export const sessionStore = {
  get: (key: 'sessionToken') => run<string | undefined>('readonly', (s) => s.get(key) as IDBRequest<string | undefined>),
  set: (key: 'sessionToken', value: string) => run('readwrite', (s) => s.put(value, key)).then(() => undefined),
  delete: (key: 'sessionToken') => run('readwrite', (s) => s.delete(key)).then(() => undefined),
};
