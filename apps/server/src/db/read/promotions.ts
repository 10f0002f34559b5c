import { getTableColumns } from 'drizzle-orm';
import { promotionItems, promotions } from '../schema';
import { views } from '../views';

/** What other modules read of a promotion (ADR 0044): the catalogue's prices follow the running ones. */
export const promotionView = views.select(getTableColumns(promotions)).from(promotions).as('promotion_view');

/** What other modules read of a promotion's products, discounts and caps (ADR 0044). */
export const promotionItemView = views
  .select(getTableColumns(promotionItems))
  .from(promotionItems)
  .as('promotion_item_view');
