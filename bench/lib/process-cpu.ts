import { readFileSync } from 'node:fs';

// USER_HZ: 100 on every Linux architecture Node runs on
const CLOCK_TICKS = 100;

/** The fields of /proc/<pid>/stat after "(comm) ", which may itself hold spaces. */
const statFields = (pid: number | 'self'): string[] | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
};

/**
 * CPU seconds (user + system) a process has used so far; undefined off Linux. The load on a
 * shared machine moves throughput a lot and CPU per request much less.
 */
export const processCpuSeconds = (pid: number): number | undefined => {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : undefined;
};

/** A process and its children (nginx: the master and its worker). */
export const processTreeCpuSeconds = (pid: number): number | undefined => {
  const own = processCpuSeconds(pid);
  if (own === undefined) return undefined;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children file: count the process alone
  }
  return children.reduce((sum, child) => sum + (processCpuSeconds(child) ?? 0), own);
};

/** CPU seconds used by this process's finished (waited-for) children, e.g. ffmpeg runs. */
export const childrenCpuSeconds = (): number | undefined => {
  const fields = statFields('self');
  return fields ? (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS : undefined;
};
