/**
 * Any 8-4-4-4-12 hexadecimal id, the shape PostgreSQL's `uuid` accepts (no version check, unlike zod's `uuid()`):
 * a value failing it is answered "not found" before it reaches a query that would reject it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
