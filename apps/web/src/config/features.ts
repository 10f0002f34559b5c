/**
 * Parts of the shop that switch on when the issue building their pages lands. The header's
 * product search opens `/search` (the catalogue's results page, issue 3).
 */
export const features = {
  productSearch: true,
} as const;
