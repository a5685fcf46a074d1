import fs from 'node:fs';

/**
 * CPU time is the steadier figure on a shared machine: wall-clock throughput depends on what else runs,
 * CPU per create does not much. The PostgreSQL server's CPU is read from /proc: the postmaster listening
 * on the URL's port and its children (backends, WAL writer…). Linux only; 0 elsewhere.
 */
const CLK_TCK = 100;
export function procCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK; // utime + stime
  } catch {
    return 0;
  }
}
export function postgresPids(port: string): number[] {
  if (!fs.existsSync('/proc')) return [];
  const all = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const parentOf = new Map<number, number>();
  let postmaster = 0;
  for (const pid of all) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      parentOf.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (!postmaster && stat.includes('(postgres)')) {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        if (cmd.includes('-p') && cmd[cmd.indexOf('-p') + 1] === port) postmaster = pid;
      }
    } catch {
      /* gone */
    }
  }
  return postmaster ? all.filter((pid) => pid === postmaster || parentOf.get(pid) === postmaster) : [];
}
