import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { normaliseSearch } from '@lumi/shared';
import type { Db } from './client';

/**
 * Raw-SQL helpers of the repositories. Listing queries are written in SQL (CTE, lateral joins, window counts) and
 * read through both drivers (node-postgres and PGlite), so every value that the two would decode differently is
 * cast in the query: instants to ISO text, bigint counts to int, numeric ratings to float8.
 */

/** The rows of a raw query, whatever the driver's result object looks like. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An instant column as an ISO 8601 string in UTC ('2025-03-01T02:30:00.000Z'). */
export function isoOf(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A text[] parameter (ids, tags: never containing commas, quotes or braces; checked by the route schemas). */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.join(',')}}`}::text[]`;
}

/** A uuid[] parameter. */
export function uuidArray(values: readonly string[]): SQL {
  return sql`${`{${values.join(',')}}`}::uuid[]`;
}

/** Escapes LIKE wildcards so that user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Similarity above which a word of the query counts as present in a folded text though it is not a substring of it
 * (decision 13): 'vitamn' scores 0.71 against 'serum vitamin c …'; 'serun' 0.67 against 'serum …'. It equals pg_trgm's
 * default `word_similarity_threshold`, so the `<%` operator (which the trigram index serves) pre-selects exactly the
 * rows the explicit check keeps.
 */
export const SEARCH_SIMILARITY = 0.6;

/** Only the first words of a long query are matched one by one. */
const MAX_SEARCH_WORDS = 8;

/**
 * A diacritic-insensitive, typo-tolerant match of `text` (a column or expression already folded with lumi_fold)
 * against the user's `search` (decision 13): the folded query is a substring of the text, or every word of it is
 * (as a substring, or by word similarity above SEARCH_SIMILARITY). Word by word, so that a typo is forgiven
 * ('serum vitamn c' finds 'Serum Vitamin C …') but a different word is not ('kem chong nang' does not find
 * 'Xịt chống nắng' nor 'Kem chống nhăn', though a whole-query similarity would rate both above 0.7).
 */
export function foldedMatch(text: SQL, search: string): SQL {
  const query = normaliseSearch(search);
  const words = [...new Set(query.split(' '))].slice(0, MAX_SEARCH_WORDS);
  const wordMatches = words.map(
    (word) =>
      sql`(${text} like lumi_fold(${`%${escapeLike(word)}%`}) or (lumi_fold(${word}) <% ${text} and word_similarity(lumi_fold(${word}), ${text}) >= ${SEARCH_SIMILARITY}))`,
  );
  return sql`(${text} like lumi_fold(${`%${escapeLike(query)}%`}) or (${sql.join(wordMatches, sql` and `)}))`;
}

/**
 * Relevance of a folded text to the search, higher first: 2 when the text starts with the query, 1 when it contains
 * it, 0 otherwise (matched word by word); then, among the latter, the word similarity of the whole query (computed
 * only for them: a broad query such as 'kem' contains-matches thousands of rows).
 */
export function foldedRank(text: SQL, search: string): { bucket: SQL; similarity: SQL } {
  const query = normaliseSearch(search);
  const escaped = escapeLike(query);
  const contains = sql`${text} like lumi_fold(${`%${escaped}%`})`;
  return {
    bucket: sql`(case when ${text} like lumi_fold(${`${escaped}%`}) then 2 when ${contains} then 1 else 0 end)`,
    similarity: sql`(case when ${contains} then 1 else word_similarity(lumi_fold(${query}), ${text}) end)::float8`,
  };
}

/**
 * The select list of some named figures (aggregates a module defines once, such as `BOOKING_FIGURES`), each under
 * the caller's column name: `figureColumns(BOOKING_FIGURES, { actual: 'revenue' })` selects the revenue as "actual".
 */
export function figureColumns<F extends string>(figures: Record<F, SQL>, columns: Record<string, F>): SQL {
  return sql.join(
    Object.entries(columns).map(([name, figure]) => sql`${figures[figure]} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

/**
 * Inserts many rows of one table in statements of `size` rows (a statement's parameters stay far below the drivers'
 * limit of 65,535). Only the table's owner calls it, from its bulk writer (`modules/<owner>/bulk-repository.ts`, ADR 0047).
 */
export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}
