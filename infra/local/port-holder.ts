import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * Which process listens on a loopback TCP port, read from Linux's /proc (the socket's inode in
 * /proc/net/tcp{,6}, then the process holding a descriptor to it). Null elsewhere or when it cannot tell
 * (another user's process): the caller's message then names the port alone.
 */
export function describePortHolder(port: number): string | null {
  try {
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        const [, local, , state, , , , , , inode] = fields;
        // state 0A is LISTEN; the local address ends in the port in hex
        if (state === '0A' && local && inode && parseInt(local.split(':').pop() ?? '', 16) === port) inodes.add(inode);
      }
    }
    if (!inodes.size) return null;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const holds = safeList(`/proc/${pid}/fd`).some((fd) => {
        const target = safeReadlink(`/proc/${pid}/fd/${fd}`);
        return target !== null && inodes.has(target.replace(/^socket:\[(\d+)\]$/, '$1'));
      });
      if (holds) return `pid ${pid}: ${shortened(commandLineOf(pid))}`;
    }
  } catch {
    return null;
  }
  return null;
}

/** A process's command line, its arguments joined by spaces. */
export function commandLineOf(pid: string | number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
}

const shortened = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

const safeList = (path: string) => {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
};

const safeReadlink = (path: string) => {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
};
