/**
 * Reading a V8 CPU profile (`node --cpu-prof`): the main thread's profile of a directory, the samples taken in a
 * time window (the measured load, not the start-up or the warm-up), and each sampled node's stack.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs on the monotonic clock, the one `process.hrtime` reads: comparable across processes of the machine. */
  startTime: number;
}

/** A span of the monotonic clock, in µs (`hrtimeUs()` before and after the load). */
export interface Window {
  from: number;
  to: number;
}

export function hrtimeUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export class ProfileView {
  private readonly byId: Map<number, ProfileNode>;
  private readonly parent = new Map<number, number>();

  private constructor(private readonly profile: Profile) {
    this.byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const n of profile.nodes) for (const c of n.children ?? []) this.parent.set(c, n.id);
  }

  /**
   * The main thread's profile: Node names it `CPU.<date>.<time>.<pid>.0.<n>.cpuprofile` (thread 0). Not the one with
   * the most samples: under tsx the module loader's thread, idle most of the time, can have more.
   */
  static read(dir: string): ProfileView | null {
    const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
    const main = files.find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f)) ?? files[0];
    if (main === undefined) return null;
    return new ProfileView(JSON.parse(readFileSync(join(dir, main), 'utf8')) as Profile);
  }

  /**
   * Time per sampled node (µs), `(idle)` left out, counting only the samples inside `window` when one is given:
   * without it the process's start-up (module loading, compilation) and the warm-up are counted too.
   *
   * A sample stands for the time since the previous one, and V8 samples on a wall-clock interval: when the process
   * is descheduled (2 cores shared with the load generator, the database and other jobs), the signal waits and the
   * next sample stands for the whole gap, once 150 ms charged to one trivial function. Each sample counts for at
   * most twice the median interval: the gaps' extra time is no CPU of the frame that happened to resume.
   */
  busyNodes(window?: Window): Map<number, number> {
    const taken: [id: number, dt: number][] = [];
    let at = this.profile.startTime;
    for (let i = 0; i < this.profile.samples.length; i++) {
      const dt = this.profile.timeDeltas[i] ?? 0;
      at += dt;
      if (!window || (at >= window.from && at <= window.to)) taken.push([this.profile.samples[i], dt]);
    }
    const deltas = taken.map(([, dt]) => dt).sort((a, b) => a - b);
    const cap = 2 * (deltas[Math.floor(deltas.length / 2)] ?? 0);
    const out = new Map<number, number>();
    for (const [id, dt] of taken) {
      if (this.byId.get(id)!.callFrame.functionName === '(idle)') continue;
      out.set(id, (out.get(id) ?? 0) + Math.min(dt, cap));
    }
    return out;
  }

  frame(id: number): CallFrame {
    return this.byId.get(id)!.callFrame;
  }

  /** The node's frames, innermost first. */
  stack(id: number): CallFrame[] {
    const frames: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = this.parent.get(at)) frames.push(this.frame(at));
    return frames;
  }
}
