/**
 * Money is kept in whole minor units (cents) of one ISO 4217 currency (docs/decisions/0058);
 * these turn it into the decimal people read and type, with the currency's own digits (JPY 0, USD 2).
 */
export function currencyDigits(currency: string) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `12345` USD -> `123.45`: plain, for a spreadsheet or an input. */
export const minorToDecimal = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/** `123.45` -> `12345`; rounds what has more digits than the currency has. */
export const decimalToMinor = (value: number, currency: string) => Math.round(value * 10 ** currencyDigits(currency));

/** `12345` USD in English -> `$123.45`; in Chinese -> `US$123.45`. */
export const formatMoney = (minor: number, currency: string, language: string) =>
  new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(
    minor / 10 ** currencyDigits(currency),
  );
