// docs/product/validation.md "Currency display" and constants-and-limits.md: two decimals, a leading minus for negatives, '$' by default.
// Amounts travel as integer cents so no rounding happens on the way.

/** Integer cents as '$1,234.50' or '-$5.00'. */
export function formatMoney(cents: number, symbol = '$'): string {
  const whole = Math.round(cents);
  const absolute = Math.abs(whole);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${symbol}${dollars}.${rest}`;
}
