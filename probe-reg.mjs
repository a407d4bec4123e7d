import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const path of ['/register','/login']) {
const p = await b.newPage();
const bodies = [];
p.on('response', (r) => { if (r.request().resourceType() === 'script') bodies.push(r.body().then((x) => [r.url().split('/').pop(), gzipSync(x, { level: 9 }).length])); });
await p.goto('http://localhost:8097' + path, { waitUntil: 'networkidle' });
const all = await Promise.all(bodies);
console.log(path, all.reduce((a, [, s]) => a + s, 0), JSON.stringify(all.filter(([n]) => n.startsWith('index'))));
}
await b.close();
