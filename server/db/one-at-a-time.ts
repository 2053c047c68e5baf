// A queue of tasks within this process: each runs after the one before it has settled (resolved or
// thrown). The content store's publish lock is this queue on SQLite (one process per leads.db) and
// this queue in front of the PostgreSQL advisory lock (so one pooled connection per instance waits
// for the lock, not one per waiting publish).
const queues = new WeakMap<object, Promise<unknown>>();

/** Runs `task` once every task queued before it under the same `key` object has settled. */
export function oneAtATime<T>(key: object, task: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(task);
  // The next task waits for this one to settle, whether it succeeded or not.
  queues.set(
    key,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}
