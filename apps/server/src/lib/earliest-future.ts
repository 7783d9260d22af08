/** The earliest of some ISO times that are still to come, in epoch ms (undefined when none is). */
export function earliestFuture(times: Array<string | null | undefined>, now = Date.now()): number | undefined {
  let first: number | undefined;
  for (const time of times) {
    const at = time ? Date.parse(time) : NaN;
    if (at > now && (first === undefined || at < first)) first = at;
  }
  return first;
}
