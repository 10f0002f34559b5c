/** `next` brought into 0…count−1, going round at either end (a gallery's arrows: after the last comes the first). */
export function wrapIndex(next: number, count: number): number {
  return ((next % count) + count) % count;
}
