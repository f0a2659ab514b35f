/**
 * Child processes the benchmark started, so that an interrupted or timed-out run stops them all
 * (each runs in its own process group, killed by its id) instead of leaving servers behind.
 */
import type { ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Kills every tracked child's process group. */
export function killAll(): void {
  for (const child of running) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
