// React, its JSX runtime and react-dom pick their development or production build from NODE_ENV when
// first loaded. The development builds render about 1.5× slower and are not what ships, so the
// build sets NODE_ENV=production before anything imports React and checks which files were loaded.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Development builds of React packages loaded into this process (empty in a production render). */
export function developmentReactModules(): string[] {
  // Only modules that ran: Node's ESM loader also puts unexecuted entries in the cache when it scans
  // a CommonJS file's re-exports (react/index.js names both builds).
  return Object.entries(require.cache)
    .filter(([file, module]) => module?.loaded && /node_modules\/(react|react-dom|scheduler)\/.*\.development\.js$/.test(file.split('\\').join('/')))
    .map(([file]) => file);
}

export function assertProductionReact() {
  const dev = developmentReactModules();
  if (dev.length) {
    throw new Error(
      `The build rendered with the development build of React (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}): ${dev.map((f) => f.replace(/^.*node_modules\//, '')).join(', ')}. Run it as \`npm run build\`, which sets NODE_ENV=production.`,
    );
  }
}
