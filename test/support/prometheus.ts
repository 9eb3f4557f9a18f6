/** One sample of a Prometheus text exposition: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Metric family → its `# TYPE` (counter, gauge, histogram…). */
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;
const SUFFIXES = ['_bucket', '_sum', '_count', ''];

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`malformed labels: ${line}`);
    labels[match[1]] = match[2].replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/** A float as Prometheus reads it (Go's ParseFloat): `NaN` and `Inf` in any case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`malformed value: ${line}`);
  return value;
}

/**
 * Parses the text format (version 0.0.4) strictly: every line a comment, a HELP or TYPE line, or a sample of a
 * family declared by a TYPE line before it (a histogram's `_bucket`, `_sum`, `_count` included). Throws otherwise.
 */
export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line break');
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const type = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) {
      types.set(type[1], type[2]);
      continue;
    }
    if (line.startsWith('#')) {
      if (/^# (HELP|TYPE) /.test(line) && !new RegExp(`^# HELP ${NAME} `).test(line)) {
        throw new Error(`malformed ${line}`);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`malformed sample: ${line}`);
    const [, name, labels = '', value] = match;
    const family = SUFFIXES.map((suffix) => (name.endsWith(suffix) ? name.slice(0, name.length - suffix.length) : ''))
      .filter((base) => base !== '')
      .find((base) => types.has(base));
    if (!family) throw new Error(`sample of an undeclared family: ${line}`);
    samples.push({ name, labels: parseLabels(labels, line), value: parseValue(value, line) });
  }
  return { types, samples };
}

/** The value of the one sample of `name` whose labels include `labels`; throws when there is none or several. */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  const found = exposition.samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length !== 1) {
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  }
  return found[0].value;
}
