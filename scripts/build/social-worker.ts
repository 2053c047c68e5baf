// A social-card thread (social.ts): loads satori, sharp and the fonts once, then draws the cards it
// is sent into the build cache and answers with their cache entries.
import { workerData } from 'node:worker_threads';
import { BuildCache } from './cache.ts';
import { drawCards, type SocialWorkerData } from './social-draw.ts';
import { serveBatches } from './threads.ts';

const { logoSvg, cacheDir } = workerData as SocialWorkerData;
await serveBatches(async () => drawCards(logoSvg, new BuildCache(cacheDir)));
