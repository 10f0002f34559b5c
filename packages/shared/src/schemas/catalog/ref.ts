import { z } from 'zod';

/** The `{ _id, name, slug }` reference a product holds to its brand and categories (and a category to its parent). */
export const RefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
