/** Doctors' names may already carry the title ('BS. Phạm Thị An'); it is shown once. */
export function doctorTitle(name: string): string {
  return /^(BS|ThS|TS|PGS|GS)\b/i.test(name.trim()) ? name.trim() : `BS. ${name.trim()}`;
}
