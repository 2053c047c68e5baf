// `npm run bench:pictures`: Lighthouse mobile on pages with pictures. The site itself has no photos yet,
// so this builds a temporary copy of site-config with generated test pictures (a 2400×1350 hero marked
// "priority" on the home page, three 900×1100 photos on the About page's team cards; gradients with
// grain, so they weigh like photos) and runs bench:lighthouse on / and /about of that copy.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT_DIR } from '../engine/config/schema-files.ts';

// Inside the checkout: the built form-pages server bundle resolves react from our node_modules.
mkdirSync(join(ROOT_DIR, '.tmp'), { recursive: true });
const root = mkdtempSync(join(ROOT_DIR, '.tmp', 'bench-pictures-'));
const dir = join(root, 'site-config');
cpSync(join(ROOT_DIR, 'site-config'), dir, { recursive: true });
mkdirSync(join(dir, 'images/team'), { recursive: true });

async function photo(file: string, width: number, height: number, from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff" opacity=".35"/></svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png()
    .toBuffer();
  await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(join(dir, 'images', file));
}
await photo('office.jpg', 2400, 1350, '#1e3a8a', '#f59e0b');
await photo('team/one.jpg', 900, 1100, '#334155', '#22c55e');
await photo('team/two.jpg', 900, 1100, '#7c3aed', '#f97316');
await photo('team/three.jpg', 900, 1100, '#0f766e', '#eab308');

const edit = (file: string, change: (page: { blocks: Record<string, any>[] }) => void) => {
  const page = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(page);
  writeFileSync(join(dir, file), JSON.stringify(page, null, 2));
};
edit('pages/home.json', (page) => (page.blocks[0]!.image = { src: 'office.jpg', alt: 'Test picture: office', priority: true }));
edit('pages/about.json', (page) => {
  const team = page.blocks.find((b) => b.id === 'team')!;
  ['one', 'two', 'three'].forEach((name, i) => (team.cards[i].image = { src: `team/${name}.jpg`, alt: `Test picture ${name}` }));
});

try {
  execFileSync('npm', ['run', '-s', 'bench:lighthouse', '--', '--only', '/,/about'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, SITE_CONFIG_DIR: dir, SITE_OUT_DIR: join(root, 'dist') },
  });
} finally {
  rmSync(root, { recursive: true, force: true });
}
