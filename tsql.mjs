import Database from 'better-sqlite3';
import fs from 'node:fs';
import { slugify } from './dist/src/database/slug.js';
const db = new Database('/tmp/wsapi-bench/bench.sqlite', { readonly: true });
db.function('app_slug', { deterministic: true }, (t) => (typeof t === 'string' ? slugify(t) : null));
const org = JSON.parse(fs.readFileSync('/tmp/wsapi-bench/sqlite.json')).prepared.orgId;
function time(label, sql, params) {
  const st = db.prepare(sql);
  for (let i = 0; i < 200; i++) st.get(...params);
  const t0 = process.cpuUsage(); const n = 1000;
  for (let i = 0; i < n; i++) st.get(...params);
  const d = process.cpuUsage(t0); console.log(label, ((d.user + d.system) / n).toFixed(0), 'µs');
}
time('old', fs.readFileSync('/tmp/lite-old.sql', 'utf8'), [org, org]);
for (const f of process.argv.slice(2)) time(f, fs.readFileSync(f, 'utf8'), []);
