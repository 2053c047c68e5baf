// Work spread over worker threads (render phase: pages; social phase: shared-link cards). A thread
// loads its tools once (a renderer, a card drawer) — which costs about as much as a few dozen jobs —,
// says it is ready, then takes batches until none are left. Its heap is capped: the jobs make much
// short-lived garbage, and left alone V8 grows each thread's heap by hundreds of MiB before collecting.
import { parentPort, type ResourceLimits, Worker } from 'node:worker_threads';

interface BatchRequest<Job> {
  id: number;
  jobs: Job[];
}
interface BatchReply<Result> {
  /** 0: the thread is ready (or failed to start, with `error`). */
  id: number;
  results?: Result[];
  error?: string;
}

export interface ThreadPlan<Job> {
  threads: number;
  batches: Job[][];
}

/**
 * How many threads for `jobs` (never more than `maxThreads`, one per `perThread` jobs) and batches of
 * at most `maxBatch` (about four per thread, so the last batch ends close to the others).
 */
export function planThreads<Job>(jobs: Job[], maxThreads: number, perThread = 24, maxBatch = 8): ThreadPlan<Job> {
  const threads = Math.max(1, Math.min(maxThreads, Math.ceil(jobs.length / perThread)));
  const size = Math.max(1, Math.min(maxBatch, Math.ceil(jobs.length / (threads * 4))));
  const batches: Job[][] = [];
  for (let i = 0; i < jobs.length; i += size) batches.push(jobs.slice(i, i + size));
  return { threads, batches };
}

/** Runs every batch on `plan.threads` threads of `script`; each result goes to `done` as it arrives. */
export async function runInThreads<Job, Result>(
  script: URL,
  workerData: unknown,
  resourceLimits: ResourceLimits,
  { threads, batches }: ThreadPlan<Job>,
  done: (result: Result) => void,
): Promise<void> {
  const queue = [...batches];
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from(
        { length: threads },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(script, { workerData, resourceLimits });
            workers.push(worker);
            let nextId = 1;
            worker.on('message', (reply: BatchReply<Result>) => {
              if (reply.error) return reject(new Error(reply.error));
              for (const result of reply.results ?? []) done(result);
              const jobs = queue.shift();
              if (!jobs) return resolve();
              worker.postMessage({ id: nextId++, jobs } satisfies BatchRequest<Job>);
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`A build thread (${script.pathname.split('/').pop()}) stopped with exit code ${code}.`));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** The thread's side: `setup` once (its failure is reported as the thread's error), then answer every batch. */
export async function serveBatches<Job, Result>(setup: () => Promise<(jobs: Job[]) => Promise<Result[]>>): Promise<void> {
  const port = parentPort!;
  const message = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
  try {
    const handle = await setup();
    port.on('message', async ({ id, jobs }: BatchRequest<Job>) => {
      try {
        port.postMessage({ id, results: await handle(jobs) } satisfies BatchReply<Result>);
      } catch (error) {
        port.postMessage({ id, error: message(error) } satisfies BatchReply<Result>);
      }
    });
    port.postMessage({ id: 0 } satisfies BatchReply<Result>);
  } catch (error) {
    port.postMessage({ id: 0, error: message(error) } satisfies BatchReply<Result>);
  }
}
