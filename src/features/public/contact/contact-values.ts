/**
 * A phone as Iranians write it: mobiles 4-3-4 («0912 123 4567»), landlines with the area code
 * apart, 3-4-4 («021 9100 1234»). Anything else is shown as it came.
 */
export function groupedPhone(number: string): string {
  if (!/^0\d{10}$/.test(number)) return number;
  return number.startsWith('09')
    ? `${number.slice(0, 4)} ${number.slice(4, 7)} ${number.slice(7)}`
    : `${number.slice(0, 3)} ${number.slice(3, 7)} ${number.slice(7)}`;
}

/** A ten-digit postal code as printed on Iranian letters, 5-5 with a dash («19948-34511»). */
export function groupedPostalCode(code: string): string {
  return /^\d{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}
