/**
 * Parts of the shop that switch on when the issue building their pages lands. The header's
 * product search opens `/search`, which arrives with the catalogue: until then the box is not
 * shown rather than leading to an empty or missing page.
 */
export const features = {
  productSearch: false,
} as const;
