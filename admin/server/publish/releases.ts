// The builds a publish makes, each in a folder of its own under DATA_DIR/releases/, and `current`,
// a symbolic link naming the one being served. Switching is one rename of a new link over the old one
// (atomic on POSIX file systems), so after any crash the server starts from either the old or the new
// build, never a mix; a build stopped halfway is a folder nothing links to, removed at the next start.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ROOT_DIR } from '../../../engine/config/schema-files.ts';

export interface ReleaseInfo {
  /** The folder's name under releases/. */
  name: string;
  /** The content commit it was built from. */
  commit: string;
  builtAt: number;
}

/** The config was refused: the validator's problems, as the build reported them. */
export interface ConfigProblem {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  place: string;
  message: string;
  path?: (string | number)[];
  /** The file relative to the config folder ("pages/gst.json"), as the editor names files. */
  configFile: string;
}

export type BuildOutcome = { ok: true; dir: string; name: string; ms: number } | { ok: false; problems: ConfigProblem[] };

export class BuildFailedError extends Error {}

/** How many earlier builds are kept beside the live one (a restore builds again; these are for crashes). */
const KEEP = 2;

export class Releases {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'releases');
  }

  /** The release `current` names, when there is one whose build finished. */
  current(): (ReleaseInfo & { dir: string }) | undefined {
    try {
      const name = readlinkSync(join(this.root, 'current'));
      const info = JSON.parse(readFileSync(join(this.root, `${name}.json`), 'utf8')) as ReleaseInfo;
      const dir = join(this.root, name);
      return existsSync(join(dir, 'routes.json')) ? { ...info, dir } : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Builds the config folder as it is now into a new release folder, with the project's own build
   * (`scripts/build.ts --release`) in a child process: the server keeps answering while it runs, and a
   * crash of the build cannot take the server with it. The build's cache is shared with `npm run build`.
   */
  async build(configDir: string, cacheDir: string, options: { timeoutMs?: number } = {}): Promise<BuildOutcome> {
    mkdirSync(this.root, { recursive: true });
    // The server-side render bundle of a release (.server/form-pages.js) requires React and the rest from
    // the project's packages: Node finds them by walking up from the release to this link.
    linkModules(this.root);
    const name = `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const dir = join(this.root, name);
    const problemsFile = join(this.root, `${name}.problems.json`);
    const started = performance.now();
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT_DIR, 'scripts/build.ts'), '--release'], {
        cwd: ROOT_DIR,
        env: { ...process.env, SITE_CONFIG_DIR: configDir, SITE_OUT_DIR: dir, SITE_BUILD_CACHE_DIR: cacheDir, BUILD_PROBLEMS: problemsFile, MALLOC_ARENA_MAX: '2' },
        // stdin stays open while this server lives: the build stops when it ends (scripts/build.ts).
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString('utf8')).slice(-4000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 10 * 60_000);
      child.on('close', (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, output });
      });
      child.on('error', (error) => {
        clearTimeout(timer);
        resolve({ code: -1, output: error.message });
      });
    });
    if (code === 0 && existsSync(join(dir, 'routes.json'))) return { ok: true, dir, name, ms: performance.now() - started };
    rmSync(dir, { recursive: true, force: true });
    if (existsSync(problemsFile)) {
      const problems = JSON.parse(readFileSync(problemsFile, 'utf8')) as ConfigProblem[];
      rmSync(problemsFile, { force: true });
      return { ok: false, problems: problems.map((p) => ({ ...p, configFile: relative(configDir, resolve(ROOT_DIR, p.file)).split(sep).join('/') })) };
    }
    throw new BuildFailedError(`The site could not be built: ${lastLines(output)}`);
  }

  /** Records what a finished build holds and makes it the one served from the next start on. */
  switchTo(name: string, commit: string, builtAt: number) {
    writeFileSync(join(this.root, `${name}.json`), JSON.stringify({ name, commit, builtAt } satisfies ReleaseInfo));
    const link = join(this.root, `current.${name}`);
    rmSync(link, { force: true });
    symlinkSync(name, link);
    renameSync(link, join(this.root, 'current'));
  }

  /** A build that will not be served (its publish was refused or failed). */
  discard(name: string) {
    rmSync(join(this.root, name), { recursive: true, force: true });
    rmSync(join(this.root, `${name}.json`), { force: true });
  }

  /** Removes every folder but the live one and the newest KEEP others that finished (crashed builds included). */
  prune() {
    if (!existsSync(this.root)) return;
    const live = this.current()?.name;
    const finished = readdirSync(this.root)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.problems.json'))
      .map((f) => f.slice(0, -5))
      .sort()
      .reverse();
    const keep = new Set([live, ...finished.filter((n) => n !== live).slice(0, KEEP)]);
    for (const entry of readdirSync(this.root)) {
      const name = entry.replace(/\.(problems\.)?json$/, '');
      if (entry === 'current' || entry === 'node_modules' || keep.has(name)) continue;
      rmSync(join(this.root, entry), { recursive: true, force: true });
    }
  }
}

function lastLines(output: string): string {
  return output.trim().split('\n').slice(-5).join(' ').slice(-600) || 'the build stopped without saying why';
}

/**
 * The link from the releases folder to this checkout's packages, which a release's render bundle
 * (.server/form-pages.js) requires React and the rest through. Made again when it names another folder: the
 * data folder outlives the checkout (a new version installed in a new folder, the old one removed), and a
 * link left to the old one made every build fail ("EEXIST") or load the old version's packages.
 */
export function linkModules(releasesDir: string, target = join(ROOT_DIR, 'node_modules')): void {
  const link = join(releasesDir, 'node_modules');
  let current: string | undefined;
  try {
    if (lstatSync(link).isSymbolicLink()) current = readlinkSync(link);
    else return; // a real folder someone put there: theirs
  } catch {
    // no link yet
  }
  if (current === target) return;
  if (current !== undefined) rmSync(link, { force: true });
  symlinkSync(target, link, 'dir');
}
