import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

// PGlite corrupts a directory opened by two processes, so the data directory carries a lock file
// naming its owner: the process id and the process's start time. A pid alone is not enough: in a
// container the server is often pid 1, and after `kill -9` the restarted server is pid 1 again and
// would find "its own" pid in the file. With the start time a recycled pid is recognised as stale.

/** Directories this process holds (one open per directory, even within the process). */
const held = new Set<string>();

/** A process's start time in clock ticks since boot (/proc/<pid>/stat field 22); '' where /proc is not available. */
export function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count fields after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; }
}

/** True when the owner named in a lock file is a running process (the same pid and the same start time). */
function ownerRunning(pid: number, start: string): boolean {
  if (!pid || !alive(pid)) return false;
  const now = processStart(pid);
  // Without /proc the start time cannot be compared: trust the pid, except our own pid, which only
  // this process can hold (and it would be in `held`).
  if (!now || !start) return pid !== process.pid;
  return now === start;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(`The data directory ${dir} is in use by another mall server (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`);
    this.name = 'DataDirLockedError';
  }
}

/** Takes the data directory's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dir: string): () => void {
  const key = resolve(dir);
  if (held.has(key)) throw new DataDirLockedError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'mall.lock');
  const me = `${process.pid}:${processStart(process.pid)}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, me);
      closeSync(fd);
      held.add(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(key);
        try { if (readFileSync(file, 'utf8') === me) rmSync(file); } catch { /* already gone */ }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let text = '';
      try { text = readFileSync(file, 'utf8').trim(); } catch { /* removed meanwhile */ }
      const [pidText, start = ''] = text.split(':');
      const pid = Number(pidText);
      if (ownerRunning(pid, start)) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true }); // stale: its process is gone, or the pid now belongs to another process
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
