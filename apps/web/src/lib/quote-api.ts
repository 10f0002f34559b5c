import type { OrderQuote, OrderQuoteInput } from '@lumi/shared';
import { api, pickData } from '@/lib/api';
import type { CartLine } from '@/lib/storage';

/**
 * The server's quote of a cart (api-contract §4.6): prices, promotions, the shipping fee once the address is known,
 * and a voucher's saving or why it cannot apply (ADR 0062). Read by the cart (its voucher) and the checkout.
 */
export const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    quoteOrder: build.mutation<OrderQuote, Partial<OrderQuoteInput>>({
      query: (body) => ({ url: '/orders/quote', method: 'POST', body }),
      transformResponse: pickData<OrderQuote>,
      extraOptions: { toast: false },
    }),
  }),
});

export const { useQuoteOrderMutation } = quoteApi;

/** The cart's lines as the quote and the order take them (the display fields left out, an unnamed colour as none). */
export function quoteLinesOf(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    color: line.color && line.color.name ? line.color : null,
  }));
}
