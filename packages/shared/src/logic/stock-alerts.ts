/** The bell's and the mail's words when a waited-for product is back. */
export function backInStockWords(
  productName: string,
  colour: string | null,
): { title: string; content: string } {
  const what = colour ? `${productName} (màu ${colour})` : productName;
  return {
    title: 'Sản phẩm bạn chờ đã có hàng',
    content: `${what} đã có hàng trở lại. Đặt mua ngay trước khi hết hàng!`,
  };
}
